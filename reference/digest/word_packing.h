// The packed words of the decomposed path's digests (reference/digest/digest.cpp): a conversion's
// lanes packed into the words of the members that take them, a word's lanes hashed into its
// digest. Private to the reference's digest sources; each loop is multiversioned
// (reference/multiversion.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "reference/digest/digest_lanes.h"
#include "reference/digest/lane_bits.h"

namespace clc::word_packing {

using digest_lanes::LaneGroups;
using digest_lanes::MemberAt;
using lane_bits::Bounds;
using lane_bits::NanCanon;

// The lanes of a block that skip ranges hold, as packing a member they cut counted them: a
// member's counts-only job (DigestJob::counts_only) over the same lanes takes its count from
// here rather than testing every lane against the same ranges again.
struct SkippedLanes {
  SkipRanges skip;
  std::uint64_t lanes = 0;
};

// One block of conversion lanes' bits into the words of the members that take them (`members`,
// by word, as LaneGroups lists them): a member whose skip ranges miss the block in one pass
// with the word's others that do, one they cut on its own (its ranges and the lanes they hold
// added to `skipped`), one they hold not at all.
void PackMembers(const LaneGroups& g, const std::vector<MemberAt>& members, NanCanon nc,
                 Bounds bounds, std::size_t n, const std::uint64_t* bits,
                 const std::uint64_t* operands, std::uint64_t* words,
                 std::vector<SkippedLanes>* skipped);

// One block of a word's lanes hashed into its digest; the lanes are cleared for the next block.
void FoldWord(std::size_t n, const LaneKey* keys, std::uint64_t* word, ChunkDigest& d);

}  // namespace clc::word_packing
