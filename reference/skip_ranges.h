// The operands a digest leaves out: where a floating-point to integer conversion without _sat
// is implementation-defined, found from the reference.
#pragma once

#include <cstdint>

#include "reference/convert.h"

namespace clc {

// Operand bit patterns whose lanes are implementation-defined (a floating-point operand out
// of an integer destination's range, or NaN, without _sat): at most two closed ranges,
// which both sides leave out of the digest. An empty range has lo > hi.
struct SkipRanges {
  std::uint64_t lo1 = 1, hi1 = 0, lo2 = 1, hi2 = 0;
  constexpr bool Contains(std::uint64_t x) const {
    return static_cast<bool>((static_cast<int>(x >= lo1) & static_cast<int>(x <= hi1)) |
                             (static_cast<int>(x >= lo2) & static_cast<int>(x <= hi2)));
  }
  friend constexpr bool operator==(const SkipRanges& a, const SkipRanges& b) {
    return a.lo1 == b.lo1 && a.hi1 == b.hi1 && a.lo2 == b.lo2 && a.hi2 == b.hi2;
  }
};

// Found from the reference by bisection over each sign's monotonic patterns; the digest
// (reference/digest/digest.h) checks that the ranges hold lane by lane.
SkipRanges ImplementationDefinedRanges(const Conversion& c, const FpCaps& caps);

}  // namespace clc
