// The arithmetic the decomposed reference's lane loops share (reference/digest/decomposed.cpp
// and its integer destinations, integer_lanes.cpp): 64-bit lanes, conditions as 0 or 1, selects
// as masks, so that the compiler vectorises them. Private to the reference's digest sources.
#pragma once

#include <cstdint>

#include "reference/convert_core.h"

namespace clc::lane_math {

using U64 = std::uint64_t;
using I64 = std::int64_t;

constexpr U64 Mask(int bits) { return core::LowMask(bits); }
constexpr U64 Pick(U64 c, U64 a, U64 b) { return b ^ ((a ^ b) & (0 - c)); }  // c is 0 or 1

// `x` negated (two's complement, modulo 2^64) where `neg` is 1, as it is where `neg` is 0.
constexpr U64 Negated(U64 x, U64 neg) { return (x ^ (0 - neg)) - (0 - neg); }

// An integer operand's sign (0 or 1) and magnitude, its `bits` in the low bits of `op` (|INT_MIN|
// fits: the magnitude is unsigned).
struct SignMagnitude {
  U64 neg, mag;
};
__attribute__((always_inline)) inline SignMagnitude SignAndMagnitude(U64 op, int bits,
                                                                     U64 is_signed) {
  const U64 b = op & Mask(bits);
  const U64 neg = is_signed & (b >> (bits - 1));
  return {neg, Negated(b, neg) & Mask(bits)};
}

}  // namespace clc::lane_math
