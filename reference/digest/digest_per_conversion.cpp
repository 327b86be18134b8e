// The per-conversion expected digests: each conversion's lanes made on their own, operand by
// operand, through ExpectBatchCompact (reference/convert.h). The baseline the decomposed path
// (reference/digest/digest.cpp) is measured against, and the tests' witness of it.
#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "reference/convert.h"
#include "reference/digest/digest.h"
#include "reference/digest/digest_lanes.h"

namespace clc {

namespace {

constexpr std::size_t kBlock = 4096;

// Folds one block of a conversion's lane hashes into a job's digest. `own_lanes`: the
// output is the job's own conversion's, so the skip ranges can be checked against it.
template <bool kSkip>
void Fold(std::size_t n, const std::uint64_t* hashes, const std::uint64_t* operands,
          const Allowance* allowance, const SkipRanges& skip, bool own_lanes, ChunkDigest& d) {
  // Counted in registers, not in an array indexed by the allowance: an increment in memory
  // per lane is a dependency chain through the store that cost more than the hash.
  std::uint64_t sum = 0;
  std::uint64_t exact = 0;
  std::uint64_t flushable = 0;
  std::uint64_t any_nan = 0;
  std::uint64_t skipped = 0;
  bool hold = true;
  // Without branches on the lane: whether a random operand is skipped cannot be predicted,
  // and a mispredicted branch per lane cost more than hashing every lane.
  for (std::size_t i = 0; i < n; ++i) {
    const Allowance a = allowance[i];
    const bool skip_lane = kSkip && skip.Contains(operands[i]);
    if (kSkip) hold &= !own_lanes || skip_lane == (a == Allowance::kImplementationDefined);
    const std::uint64_t taken = std::uint64_t{!skip_lane};
    sum += hashes[i] & (std::uint64_t{0} - taken);
    skipped += std::uint64_t{skip_lane};
    exact += taken & std::uint64_t{a == Allowance::kExact};
    flushable += taken & std::uint64_t{a == Allowance::kFlushedDenormal};
    any_nan += taken & std::uint64_t{a == Allowance::kAnyNan};
  }
  d.sum += sum;
  d.exact += exact;
  d.flushable += flushable;
  d.any_nan += any_nan;
  d.skipped += skipped;
  d.ranges_hold = d.ranges_hold && hold;
}

// Each lane's hash of a conversion's compact output, made once for every job that folds it.
template <typename Out, bool kFloatDst>
void HashLanes(ScalarType dst, std::size_t n, const LaneKey* keys, const Out* bits,
               std::uint64_t* hashes) {
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t b = kFloatDst ? DigestBits(dst, bits[i]) : std::uint64_t{bits[i]};
    hashes[i] = LaneHash(keys[i], b);
  }
}

// The operands of lanes at .. at+n-1: `wide` for the skip test, `packed` in the source type,
// and each lane's key.
void MakeOperands(const LaneStream& s, std::uint64_t at, std::size_t n, std::uint64_t* wide,
                  std::uint8_t* packed, LaneKey* keys) {
  const int size = Bytes(s.src);
  for (std::size_t i = 0; i < n; ++i) {
    wide[i] = s.Operand(at + i);
    std::memcpy(packed + i * size, &wide[i], size);  // little-endian host
    keys[i] = KeyOfLane(at + i);
  }
}

template <typename Out>
void FoldJobs(const Conversion& lanes, const std::vector<const DigestJob*>& jobs,
              const FpCaps& caps, const digest_lanes::Block& b, ChunkDigest* const* out) {
  Out bits[kBlock];
  Allowance allowance[kBlock];
  std::uint64_t hashes[kBlock];
  ExpectBatchCompact(lanes, caps, b.packed, b.n, bits, allowance);
  if (IsFloat(lanes.dst)) {
    HashLanes<Out, true>(lanes.dst, b.n, b.keys, bits, hashes);
  } else {
    HashLanes<Out, false>(lanes.dst, b.n, b.keys, bits, hashes);
  }
  for (std::size_t j = 0; j < jobs.size(); ++j) {
    const DigestJob& job = *jobs[j];
    const bool own = job.c == lanes;
    const bool skips = job.skip.lo1 <= job.skip.hi1 || job.skip.lo2 <= job.skip.hi2;
    if (skips) {
      Fold<true>(b.n, hashes, b.wide, allowance, job.skip, own, *out[j]);
    } else {
      Fold<false>(b.n, hashes, b.wide, allowance, job.skip, own, *out[j]);
    }
  }
}

}  // namespace

void AddExpectedDigestsPerConversion(const std::vector<DigestJob>& jobs, const FpCaps& caps,
                                     const LaneStream& s, std::uint64_t first, std::uint64_t count,
                                     ChunkDigest* out) {
  const digest_lanes::LaneGroups g(jobs, out);
  if (!g.words.empty() ||
      std::any_of(jobs.begin(), jobs.end(), [](const DigestJob& j) { return j.counts_only; }))
    throw std::invalid_argument("the per-conversion digests take no word or counts-only jobs");
  const auto& lanes = g.lanes;
  const auto& takers = g.takers;
  const auto& into = g.into;
  std::uint64_t wide[kBlock];
  std::uint8_t packed[kBlock * 8];
  LaneKey keys[kBlock];
  for (std::uint64_t at = first; at < first + count; at += kBlock) {
    const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(kBlock, first + count - at));
    MakeOperands(s, at, n, wide, packed, keys);
    const digest_lanes::Block b{n, keys, wide, packed};
    for (std::size_t j = 0; j < jobs.size(); ++j) {
      if (jobs[j].identity) digest_lanes::FoldIdentity(jobs[j].keep_of_four, at, b, out[j]);
    }
    for (std::size_t l = 0; l < lanes.size(); ++l) {
      switch (Bytes(lanes[l].dst)) {
        case 1: FoldJobs<std::uint8_t>(lanes[l], takers[l], caps, b, into[l].data()); break;
        case 2: FoldJobs<std::uint16_t>(lanes[l], takers[l], caps, b, into[l].data()); break;
        case 4: FoldJobs<std::uint32_t>(lanes[l], takers[l], caps, b, into[l].data()); break;
        default: FoldJobs<std::uint64_t>(lanes[l], takers[l], caps, b, into[l].data()); break;
      }
    }
  }
}

}  // namespace clc
