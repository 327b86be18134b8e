// Digests of chunks of consecutive 32-bit operands, for exhaustive runs: a device sums a
// hash of each result lane, the host sums the same hash of each expected lane, and equal
// sums mean every checked lane matched. The arithmetic here is spelled identically in
// OpenCL C by kernels/digest_source.cpp; both sides must change together.
#pragma once

#include <cstdint>

#include "reference/convert.h"

namespace clc {

// A lane's contribution: a 64-bit mix of its operand index and its (canonical) bits.
constexpr std::uint64_t LaneHash(std::uint64_t index, std::uint64_t value) {
  std::uint64_t h = (index * 2 + 1) * 0xbf58476d1ce4e5b9ull;
  h ^= value + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h ^= h >> 31;
  h *= 0x94d049bb133111ebull;
  h ^= h >> 29;
  return h;
}

// The bits a lane contributes: a NaN of a floating-point destination counts as the one
// quiet NaN (any NaN is correct there); everything else counts as it is.
constexpr std::uint64_t DigestBits(ScalarType dst, std::uint64_t bits) {
  if (!IsFloat(dst)) return bits;
  const auto& tr = Traits(dst);
  const std::uint64_t exp_mask = ((std::uint64_t{1} << tr.exponent_bits) - 1) << tr.fraction_bits;
  const std::uint64_t frac_mask = (std::uint64_t{1} << tr.fraction_bits) - 1;
  if ((bits & exp_mask) == exp_mask && (bits & frac_mask) != 0) {
    return exp_mask | (std::uint64_t{1} << (tr.fraction_bits - 1));
  }
  return bits;
}

// Operand bit patterns whose lanes are implementation-defined (a floating-point operand out
// of an integer destination's range, or NaN, without _sat): at most two closed ranges,
// which both sides leave out of the digest. An empty range has lo > hi.
struct SkipRanges {
  std::uint32_t lo1 = 1, hi1 = 0, lo2 = 1, hi2 = 0;
  constexpr bool Contains(std::uint32_t x) const {
    return (x >= lo1 && x <= hi1) || (x >= lo2 && x <= hi2);
  }
};

// Found from the reference by bisection over each sign's monotonic patterns; the digest
// below checks that the ranges hold lane by lane.
SkipRanges ImplementationDefinedRanges(const Conversion& c, const FpCaps& caps);

struct ChunkDigest {
  std::uint64_t sum = 0;        // over every lane not skipped
  std::uint64_t exact = 0;      // lanes whose one correct result is in the sum
  std::uint64_t any_nan = 0;    // lanes where any NaN is correct (in the sum as the quiet NaN)
  std::uint64_t skipped = 0;    // implementation-defined lanes, left out
  std::uint64_t flushable = 0;  // lanes where a flushed result is also correct (exact in sum)
  bool ranges_hold = true;      // every implementation-defined lane was in the skip ranges
};

// The expected digest of the operands first .. first+count-1 (32-bit patterns) under `c`,
// whose source must be a 32-bit type.
ChunkDigest ExpectedDigest(const Conversion& c, const FpCaps& caps, std::uint64_t first,
                           std::uint64_t count, const SkipRanges& skip);

// The expected digest of as_type with the same element size: lane i holds operand i's bits;
// with `keep_of_four` = 3 only the first three lanes of each four are results (4 to 3).
ChunkDigest ExpectedIdentityDigest(std::uint64_t first, std::uint64_t count, int keep_of_four);

}  // namespace clc
