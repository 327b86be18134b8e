// Expected digests: the reference's lanes folded into the shared lane hash, many conversions
// from one decomposition of each operand (reference/digest/decomposed.h).
#include "reference/digest/digest.h"

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

#include "reference/digest/decomposed.h"
#include "reference/digest/digest_lanes.h"
#include "reference/digest/lane_bits.h"
#include "reference/digest/word_packing.h"
#include "reference/multiversion.h"

namespace clc {

namespace {

using digest_lanes::Block;
using digest_lanes::FoldIdentity;
using digest_lanes::LaneGroups;
using lane_bits::Bounds;
using lane_bits::Cover;
using lane_bits::CoverOf;
using lane_bits::LaneBits;
using lane_bits::NanCanon;
using lane_bits::NanCanonOf;
using lane_bits::NoCanon;
using lane_bits::NoSkip;
using lane_bits::SkipLane;
using word_packing::FoldWord;
using word_packing::PackMembers;

// A seeded stream's operands, with the type known to the compiler so that StreamOperand's
// branches on it fold away and the loop vectorises.
template <ScalarType T>
__attribute__((always_inline)) inline void StreamLanes(const StreamKeys& k, std::uint64_t at,
                                                       std::size_t n,
                                                       std::uint64_t* __restrict wide) {
  for (std::size_t i = 0; i < n; ++i)
    wide[i] = StreamOperand(T, k, static_cast<std::uint32_t>(at + i));
}

// The type whose StreamLanes loop makes `t`'s stream: an integer stream depends on the width
// alone, so the integer types share the unsigned types' loops.
constexpr ScalarType StreamLoopOf(ScalarType t) {
  return IsFloat(t) ? t : UnsignedOfSize(Bytes(t));
}

// StreamLanes of traits row kRow, if its type is `loop` (a StreamLoopOf type). Inlined, as
// StreamLanes is, so that the loops take the instruction set of MakeLanes' clone.
template <std::size_t kRow>
__attribute__((always_inline)) inline bool StreamLanesIfRow(ScalarType loop, const StreamKeys& k,
                                                            std::uint64_t at, std::size_t n,
                                                            std::uint64_t* __restrict wide) {
  constexpr ScalarType kType = kScalarTraits[kRow].type;
  if constexpr (StreamLoopOf(kType) != kType) {
    return false;  // another row's loop makes this type's stream
  } else {
    if (loop != kType) return false;
    StreamLanes<kType>(k, at, n, wide);
    return true;
  }
}

// One loop per traits row, each with its type known to the compiler.
template <std::size_t... kRow>
__attribute__((always_inline)) inline void StreamLanesOf(ScalarType loop, const StreamKeys& k,
                                                         std::uint64_t at, std::size_t n,
                                                         std::uint64_t* __restrict wide,
                                                         std::index_sequence<kRow...>) {
  (StreamLanesIfRow<kRow>(loop, k, at, n, wide) || ...);
}

// The operands and keys of lanes at .. at+n-1, for the decomposed path (which packs none).
// The stream's kind is decided once, outside the lane loops, so that they vectorise.
CLC_MULTIVERSION
void MakeLanes(const LaneStream& s, std::uint64_t at, std::size_t n, std::uint64_t* __restrict wide,
               LaneKey* __restrict keys) {
  if (s.table != nullptr) {
    for (std::size_t i = 0; i < n; ++i) wide[i] = (*s.table)[at + i];
  } else if (s.sequential) {
    for (std::size_t i = 0; i < n; ++i) wide[i] = static_cast<std::uint32_t>(at + i);
  } else {
    StreamLanesOf(StreamLoopOf(s.src), s.keys, at, n, wide,
                  std::make_index_sequence<kScalarTypeCount>{});
  }
  for (std::size_t i = 0; i < n; ++i) keys[i] = KeyOfLane(at + i);
}

// HashBits' loop, the canonicalisation and the hashes' stores compiled in or out; inlined into the
// clone that calls it.
template <bool kCanon, bool kStore>
__attribute__((always_inline)) inline std::uint64_t HashLanes(NanCanon nc, std::size_t n,
                                                              const LaneKey* __restrict keys,
                                                              const std::uint64_t* __restrict bits,
                                                              std::uint64_t* __restrict hashes) {
  std::uint64_t sum = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t h = LaneHash(keys[i], LaneBits<kCanon>(nc, bits[i]));
    if constexpr (kStore) hashes[i] = h;
    sum += h;
  }
  return sum;
}

// The sum of a block's lane hashes of `bits`, each lane's hash also stored in `hashes` unless
// it is null (where no job takes only some of the lanes).
CLC_MULTIVERSION
std::uint64_t HashBits(NanCanon nc, std::size_t n, const LaneKey* __restrict keys,
                       const std::uint64_t* __restrict bits, std::uint64_t* __restrict hashes) {
  const bool canon = !NoCanon(nc);
  if (canon && hashes != nullptr) return HashLanes<true, true>(nc, n, keys, bits, hashes);
  if (canon) return HashLanes<true, false>(nc, n, keys, bits, hashes);
  if (hashes != nullptr) return HashLanes<false, true>(nc, n, keys, bits, hashes);
  return HashLanes<false, false>(nc, n, keys, bits, hashes);
}

// The least and the greatest of a block's operands (Bounds).
CLC_MULTIVERSION
Bounds OperandBounds(std::size_t n, const std::uint64_t* __restrict operands) {
  std::uint64_t lo = ~std::uint64_t{0}, hi = 0;
  for (std::size_t i = 0; i < n; ++i) {
    lo = std::min(lo, operands[i]);
    hi = std::max(hi, operands[i]);
  }
  return {lo, hi};
}

// The lanes of each allowance among a block's lanes (n <= OperandParts::kBlock) that a job
// takes (`taken[i]` 1 or 0), counted in narrow lanes: counted beside the 64-bit hashes and
// operands, in their lanes, they cost more than the hashes' sum (reference_bench's
// RunJobsDigests measures both).
CLC_MULTIVERSION
void CountAllowances(std::size_t n, const Allowance* __restrict allowance,
                     const std::uint8_t* __restrict taken, ChunkDigest& d) {
  static_assert(OperandParts::kBlock < 0x10000);
  std::uint16_t exact = 0, flushable = 0, any_nan = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const auto a = static_cast<std::uint8_t>(allowance[i]);
    exact += static_cast<std::uint16_t>((a == 0) & taken[i]);
    flushable += static_cast<std::uint16_t>((a == 1) & taken[i]);
    any_nan += static_cast<std::uint16_t>((a == 2) & taken[i]);
  }
  d.exact += exact;
  d.flushable += flushable;
  d.any_nan += any_nan;
}

// The lanes of a block where `taken` and the implementation-defined allowance disagree (a lane
// taken that is implementation-defined, or one left out that is not).
CLC_MULTIVERSION
std::size_t CountDisagreements(std::size_t n, const Allowance* __restrict allowance,
                               const std::uint8_t* __restrict taken) {
  std::uint16_t disagree = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const auto a = static_cast<std::uint8_t>(allowance[i]);
    disagree += static_cast<std::uint16_t>(static_cast<std::uint8_t>(a == 3) ^ taken[i] ^ 1);
  }
  return disagree;
}

// `taken` for a job that takes every lane of a block.
constexpr std::array<std::uint8_t, OperandParts::kBlock> EveryLane() {
  std::array<std::uint8_t, OperandParts::kBlock> every{};
  for (std::uint8_t& lane : every) lane = 1;
  return every;
}
constexpr std::array<std::uint8_t, OperandParts::kBlock> kEveryLane = EveryLane();

// A job with skip ranges leaves out the lanes whose operands are in them: `taken` says which
// it takes (kTaken: where the allowances are counted lane by lane), and with kSum their hashes
// are summed (a counts-only job has none to sum). Returns the lanes left out.
template <bool kSum, bool kTaken>
__attribute__((always_inline)) inline std::uint64_t TakeLanes(
    std::size_t n, const std::uint64_t* __restrict hashes, const std::uint64_t* __restrict operands,
    SkipRanges skip, std::uint8_t* __restrict taken, ChunkDigest& d) {
  std::uint64_t sum = 0, skipped = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t skip_lane = SkipLane(skip, operands[i]);
    if constexpr (kSum) sum += hashes[i] & (skip_lane - 1);
    skipped += skip_lane;
    if constexpr (kTaken) taken[i] = static_cast<std::uint8_t>(1 - skip_lane);
  }
  d.sum += sum;
  d.skipped += skipped;
  return skipped;
}
CLC_MULTIVERSION
std::uint64_t SumTakenLanes(std::size_t n, const std::uint64_t* __restrict hashes,
                            const std::uint64_t* __restrict operands, SkipRanges skip,
                            std::uint8_t* __restrict taken, ChunkDigest& d) {
  return TakeLanes<true, true>(n, hashes, operands, skip, taken, d);
}
CLC_MULTIVERSION
std::uint64_t CountTakenLanes(std::size_t n, const std::uint64_t* __restrict operands,
                              SkipRanges skip, std::uint8_t* __restrict taken, ChunkDigest& d) {
  return TakeLanes<false, true>(n, nullptr, operands, skip, taken, d);
}
CLC_MULTIVERSION
std::uint64_t SumUnskippedLanes(std::size_t n, const std::uint64_t* __restrict hashes,
                                const std::uint64_t* __restrict operands, SkipRanges skip,
                                ChunkDigest& d) {
  return TakeLanes<true, false>(n, hashes, operands, skip, nullptr, d);
}
CLC_MULTIVERSION
std::uint64_t CountSkippedLanes(std::size_t n, const std::uint64_t* __restrict operands,
                                SkipRanges skip, ChunkDigest& d) {
  return TakeLanes<false, false>(n, nullptr, operands, skip, nullptr, d);
}

// One block of conversion lanes, with what every job that takes them shares: their hashes' sum
// and each lane's (where a job sums only some lanes), operands, allowances, the operands' bounds,
// the allowances counted over every lane, and the lanes that word members' skip ranges hold
// (counted as the members were packed).
struct BlockLanes {
  std::size_t n;
  std::uint64_t hash_sum;
  const std::uint64_t* hashes;
  const std::uint64_t* operands;
  const Allowance* allowance;
  Bounds bounds;
  ChunkDigest every;  // counts only
  const std::vector<word_packing::SkippedLanes>* packed_skips;
};

// The lanes of block `b` that `skip` holds, where packing a word member counted them.
std::optional<std::uint64_t> PackedSkips(const BlockLanes& b, const SkipRanges& skip) {
  for (const word_packing::SkippedLanes& s : *b.packed_skips) {
    if (s.skip == skip) return s.lanes;
  }
  return std::nullopt;
}

// One block of lanes of conversion `lanes` into a job that takes them. A counts-only job
// (DigestJob::counts_only) only counts: its sum stays 0. Where the job folds its own
// conversion's lanes, its skip ranges must hold exactly the implementation-defined lanes (a
// float-to-integer job without _sat folds its _sat twin's, LanesOf, which cannot tell).
void FoldJob(const DigestJob& job, const Conversion& lanes, const BlockLanes& b, ChunkDigest& d) {
  const bool own = job.c == lanes && !NoSkip(job.skip);  // its ranges checked
  const std::uint64_t defined = b.every.exact + b.every.flushable + b.every.any_nan;
  switch (CoverOf(job.skip, b.bounds)) {
    case Cover::kNone:
      if (!job.counts_only) d.sum += b.hash_sum;
      Add(d, b.every);
      if (own) d.ranges_hold = d.ranges_hold && defined == b.n;
      return;
    case Cover::kAll:
      d.skipped += b.n;
      if (own) d.ranges_hold = d.ranges_hold && defined == 0;
      return;
    case Cover::kSome: break;
  }
  if (b.every.exact == b.n && !own) {
    // Every lane's one result is correct: the lanes taken are exact, no allowance to count.
    std::uint64_t skipped = 0;
    if (!job.counts_only) {
      skipped = SumUnskippedLanes(b.n, b.hashes, b.operands, job.skip, d);
    } else if (const std::optional<std::uint64_t> packed = PackedSkips(b, job.skip)) {
      skipped = *packed;
      d.skipped += skipped;
    } else {
      skipped = CountSkippedLanes(b.n, b.operands, job.skip, d);
    }
    d.exact += b.n - skipped;
    return;
  }
  std::uint8_t taken[OperandParts::kBlock];
  if (job.counts_only) {
    CountTakenLanes(b.n, b.operands, job.skip, taken, d);
  } else {
    SumTakenLanes(b.n, b.hashes, b.operands, job.skip, taken, d);
  }
  CountAllowances(b.n, b.allowance, taken, d);
  if (own) d.ranges_hold = d.ranges_hold && CountDisagreements(b.n, b.allowance, taken) == 0;
}

// Whether a job of `takers` sums only some of a block's lanes (its skip ranges cut the block),
// and so needs each lane's hash.
bool SumsSome(const std::vector<const DigestJob*>& takers, Bounds bounds) {
  return std::any_of(takers.begin(), takers.end(), [bounds](const DigestJob* job) {
    return !job->counts_only && CoverOf(job->skip, bounds) == Cover::kSome;
  });
}

}  // namespace

ChunkDigest ExpectedDigest(const Conversion& c, const FpCaps& caps, const LaneStream& s,
                           std::uint64_t first, std::uint64_t count, const SkipRanges& skip) {
  ChunkDigest d;
  AddExpectedDigests({DigestJob{false, 0, c, skip}}, caps, s, first, count, &d);
  return d;
}

void Add(ChunkDigest& a, const ChunkDigest& b) {
  a.sum += b.sum;
  a.exact += b.exact;
  a.any_nan += b.any_nan;
  a.skipped += b.skipped;
  a.flushable += b.flushable;
  a.ranges_hold = a.ranges_hold && b.ranges_hold;
}

void AddExpectedDigests(const std::vector<DigestJob>& jobs, const FpCaps& caps, const LaneStream& s,
                        std::uint64_t first, std::uint64_t count, ChunkDigest* out) {
  const LaneGroups g(jobs, out);
  std::vector<NanCanon> canon;
  for (const Conversion& c : g.lanes) canon.push_back(NanCanonOf(c.dst));
  constexpr std::size_t kN = OperandParts::kBlock;
  OperandParts parts(s.src, caps);
  parts.Expect(g.lanes);
  std::uint64_t wide[kN];
  LaneKey keys[kN];
  std::uint64_t hashes[kN];
  std::vector<std::uint64_t> words(g.words.size() * kN, 0);  // each word's lanes of a block
  std::vector<word_packing::SkippedLanes> packed_skips;
  for (std::uint64_t at = first; at < first + count; at += kN) {
    const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(kN, first + count - at));
    MakeLanes(s, at, n, wide, keys);
    const Block b{n, keys, wide, nullptr};
    for (std::size_t j = 0; j < jobs.size(); ++j) {
      if (jobs[j].identity) FoldIdentity(jobs[j].keep_of_four, at, b, out[j]);
    }
    parts.Decompose(wide, n);
    const Bounds bounds = OperandBounds(n, wide);
    for (std::size_t l = 0; l < g.lanes.size(); ++l) {
      const OperandParts::Derived d = parts.Derive(g.lanes[l]);
      packed_skips.clear();
      PackMembers(g, g.members[l], canon[l], bounds, n, d.bits, wide, words.data(), &packed_skips);
      std::uint64_t hash_sum = 0;
      if (g.hashed[l])
        hash_sum =
            HashBits(canon[l], n, keys, d.bits, SumsSome(g.takers[l], bounds) ? hashes : nullptr);
      if (!g.takers[l].empty()) {
        BlockLanes lanes{n, hash_sum, hashes, wide, d.allowance, bounds, {}, &packed_skips};
        if (d.exact) {
          lanes.every.exact = n;
        } else {
          CountAllowances(n, d.allowance, kEveryLane.data(), lanes.every);
        }
        for (std::size_t j = 0; j < g.takers[l].size(); ++j)
          FoldJob(*g.takers[l][j], g.lanes[l], lanes, *g.into[l][j]);
      }
    }
    for (std::size_t w = 0; w < g.words.size(); ++w)
      FoldWord(n, keys, &words[w * kN], *g.word_into[w]);
  }
}

std::uint64_t WordLaneValue(const std::vector<WordMember>& word, const std::uint64_t* bits,
                            std::uint64_t operand) {
  std::uint64_t value = 0;
  for (std::size_t k = 0; k < word.size(); ++k) {
    if (word[k].skip.Contains(operand)) continue;
    value |= DigestBits(word[k].c.dst, bits[k]) << word[k].offset;
  }
  return value;
}

ChunkDigest ExpectedIdentityDigest(const LaneStream& s, std::uint64_t first, std::uint64_t count,
                                   int keep_of_four) {
  ChunkDigest d;
  AddExpectedDigests({DigestJob{true, keep_of_four, {}, {}}}, FpCaps{}, s, first, count, &d);
  return d;
}

}  // namespace clc
