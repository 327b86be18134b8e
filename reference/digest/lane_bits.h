// The decomposed path's lane arithmetic for hashing and packing (reference/digest/digest.cpp and
// its packed words, word_packing.cpp): the same as the per-conversion path's, on 64-bit lanes
// with 0/1 conditions, so that the compiler vectorises it; and whether a job's skip ranges miss,
// cut or hold a block of operands. Private to the reference's digest sources.
#pragma once

#include <cstdint>

#include "reference/convert.h"
#include "reference/scalar_type.h"
#include "reference/skip_ranges.h"

namespace clc::lane_bits {

struct NanCanon {
  std::uint64_t exp_mask = 0, frac_mask = 0, quiet = 0;  // all 0: no NaN (an integer destination)
};
inline NanCanon NanCanonOf(ScalarType dst) {
  if (!IsFloat(dst)) return {};
  const auto& tr = Traits(dst);
  const std::uint64_t e = ((std::uint64_t{1} << tr.exponent_bits) - 1) << tr.fraction_bits;
  return {e, (std::uint64_t{1} << tr.fraction_bits) - 1,
          e | (std::uint64_t{1} << (tr.fraction_bits - 1))};
}

// DigestBits of `b` under `nc`, without branches (a NaN as the one quiet NaN).
__attribute__((always_inline)) inline std::uint64_t CanonicalBits(NanCanon nc, std::uint64_t b) {
  const std::uint64_t nan =
      static_cast<std::uint64_t>((b & nc.exp_mask) == nc.exp_mask) & ((b & nc.frac_mask) != 0);
  return b ^ ((b ^ nc.quiet) & (0 - nan));
}

// 1 where operand `x` is in `skip`'s ranges, else 0, for the lane loops' masks.
__attribute__((always_inline)) inline std::uint64_t SkipLane(const SkipRanges& skip,
                                                             std::uint64_t x) {
  return static_cast<std::uint64_t>(skip.Contains(x));
}

// Whether `nc` canonicalises nothing (an integer destination's bits are as they are), and
// whether `skip` holds no operand: the lane loops below then leave those steps out.
inline bool NoCanon(NanCanon nc) { return nc.exp_mask == 0; }
inline bool NoSkip(const SkipRanges& skip) { return skip.lo1 > skip.hi1 && skip.lo2 > skip.hi2; }

// A lane's bits as the hashes and the packed words take them: canonical under `nc` when kCanon
// (else left as they are, as NoCanon's `nc` would leave them).
template <bool kCanon>
__attribute__((always_inline)) inline std::uint64_t LaneBits(NanCanon nc, std::uint64_t b) {
  if constexpr (kCanon) return CanonicalBits(nc, b);
  return b;
}

// The least and the greatest of a block's operands: a job's skip ranges then miss, cut or
// hold the block (CoverOf), and only a block they cut needs its lanes tested one by one (a
// sequential stream's blocks are runs of patterns, which the ranges, runs of patterns too,
// rarely cut).
struct Bounds {
  std::uint64_t lo, hi;
};

enum class Cover { kNone, kSome, kAll };  // of a block's lanes, those in a job's skip ranges
inline Cover CoverOf(const SkipRanges& skip, Bounds b) {
  const auto holds = [b](std::uint64_t lo, std::uint64_t hi) { return lo <= b.lo && b.hi <= hi; };
  const auto misses = [b](std::uint64_t lo, std::uint64_t hi) {
    return lo > hi || hi < b.lo || b.hi < lo;
  };
  if (holds(skip.lo1, skip.hi1) || holds(skip.lo2, skip.hi2)) return Cover::kAll;
  if (misses(skip.lo1, skip.hi1) && misses(skip.lo2, skip.hi2)) return Cover::kNone;
  return Cover::kSome;
}

}  // namespace clc::lane_bits
