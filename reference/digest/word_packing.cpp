// The packed words of the decomposed path's digests (reference/digest/word_packing.h).
#include "reference/digest/word_packing.h"

#include "reference/digest/decomposed.h"
#include "reference/digest/digest.h"
#include "reference/multiversion.h"

namespace clc::word_packing {

namespace {

using lane_bits::Cover;
using lane_bits::CoverOf;
using lane_bits::LaneBits;
using lane_bits::NoCanon;
using lane_bits::SkipLane;

// SpreadMembers' loop, the canonicalisation compiled in or out.
template <bool kCanon>
__attribute__((always_inline)) inline void SpreadLanes(NanCanon nc, std::uint64_t spread,
                                                       std::size_t n,
                                                       const std::uint64_t* __restrict bits,
                                                       std::uint64_t* __restrict word) {
  for (std::size_t i = 0; i < n; ++i) word[i] |= LaneBits<kCanon>(nc, bits[i]) * spread;
}

// One block of the lanes of a word's members that share them and take all of them (no skip
// range holds an operand of the block) into the word's lanes, canonical as HashBits makes
// them: `spread` has bit k set for each member at offset k, and as the members' fields do not
// overlap, the bits times `spread` are the bits at each member's offset side by side.
CLC_MULTIVERSION
void SpreadMembers(NanCanon nc, std::uint64_t spread, std::size_t n,
                   const std::uint64_t* __restrict bits, std::uint64_t* __restrict word) {
  if (NoCanon(nc)) {
    SpreadLanes<false>(nc, spread, n, bits, word);
  } else {
    SpreadLanes<true>(nc, spread, n, bits, word);
  }
}

// PackMember's loop, the canonicalisation compiled in or out.
template <bool kCanon>
__attribute__((always_inline)) inline std::uint64_t PackLanes(
    NanCanon nc, SkipRanges skip, int offset, std::size_t n, const std::uint64_t* __restrict bits,
    const std::uint64_t* __restrict operands, std::uint64_t* __restrict word) {
  std::uint64_t skipped = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t skip_lane = SkipLane(skip, operands[i]);
    word[i] |= (LaneBits<kCanon>(nc, bits[i]) & (skip_lane - 1)) << offset;
    skipped += skip_lane;
  }
  return skipped;
}

// One block of a word member's lanes, whose skip ranges cut the block, into its word's lanes:
// the bits canonical as HashBits makes them, 0 where the operand is in the ranges, at the
// member's offset. Returns the lanes the ranges hold.
CLC_MULTIVERSION
std::uint64_t PackMember(NanCanon nc, SkipRanges skip, int offset, std::size_t n,
                         const std::uint64_t* __restrict bits,
                         const std::uint64_t* __restrict operands, std::uint64_t* __restrict word) {
  if (NoCanon(nc)) return PackLanes<false>(nc, skip, offset, n, bits, operands, word);
  return PackLanes<true>(nc, skip, offset, n, bits, operands, word);
}

}  // namespace

void PackMembers(const LaneGroups& g, const std::vector<MemberAt>& members, NanCanon nc,
                 Bounds bounds, std::size_t n, const std::uint64_t* bits,
                 const std::uint64_t* operands, std::uint64_t* words,
                 std::vector<SkippedLanes>* skipped) {
  constexpr std::size_t kN = OperandParts::kBlock;
  for (std::size_t i = 0; i < members.size();) {
    const std::size_t w = members[i].word;
    std::uint64_t spread = 0;
    for (; i < members.size() && members[i].word == w; ++i) {
      const WordMember& m = g.words[w]->word[members[i].member];
      const Cover cover = CoverOf(m.skip, bounds);
      if (cover == Cover::kNone) spread |= std::uint64_t{1} << m.offset;
      if (cover == Cover::kSome) {
        skipped->push_back(
            {m.skip, PackMember(nc, m.skip, m.offset, n, bits, operands, &words[w * kN])});
      }
    }
    if (spread != 0) SpreadMembers(nc, spread, n, bits, &words[w * kN]);
  }
}

CLC_MULTIVERSION
void FoldWord(std::size_t n, const LaneKey* __restrict keys, std::uint64_t* __restrict word,
              ChunkDigest& d) {
  std::uint64_t sum = 0;
  for (std::size_t i = 0; i < n; ++i) {
    sum += LaneHash(keys[i], word[i]);
    word[i] = 0;
  }
  d.sum += sum;
}

}  // namespace clc::word_packing
