// The decomposed reference's integers (reference/digest/decomposed.h): an integer operand taken
// apart as a float's parts are, and the integer destinations: a float operand's from its parts,
// each rounding mode's value clamped or taken in range, and an integer operand's from the operand
// itself. Private to the reference's digest sources; each
// loop is multiversioned (reference/multiversion.h).
#pragma once

#include <cstddef>
#include <cstdint>

#include "reference/convert.h"
#include "reference/digest/decomposed.h"
#include "reference/expectation.h"

namespace clc::integer_lanes {

using Lanes = OperandParts::Lanes;

// An integer operand as the parts of a float with a 63-bit fraction: the magnitude shifted
// up to bit 63 (nothing lost) and the exponent that undoes the shift, so the float
// derivation rounds it to a floating-point destination; a zero gets an exponent below
// every format's subnormals, where it rounds to 0.
constexpr int kIntegerFraction = 63;

// The parts of integer operands ops[0 .. n-1], `bits` wide in the low bits (signed where
// is_signed is 1): sign, magnitude and exponent (kIntegerFraction), never special or subnormal.
void DecomposeIntegerLanes(int bits, std::uint64_t is_signed, const std::uint64_t* ops,
                           std::size_t n, Lanes& parts);

// An integer destination: the value in range, else _sat's clamp (0 for a NaN) or an
// implementation-defined lane; a subnormal operand a flushing device may read as 0.
struct IntegerDst {
  std::uint64_t limit_pos, limit_neg, mask;
  std::uint64_t sat, flush_src;
};

// Conversion c's integer destination, its source's subnormals flushed where flush_src is 1.
IntegerDst IntegerDstOf(const Conversion& c, std::uint64_t flush_src);

// A float operand's lanes of `d` under rounding mode `mode` from its parts: bits and, unless
// every lane is exact (_sat without flushing, OperandParts::Derived::exact), allowances.
void DeriveIntegerLanes(const Lanes& parts, std::size_t n, IntegerDst d, int mode,
                        std::uint64_t* bits, Allowance* allowance);

// Lanes::clamped of every rounding mode, from the parts.
void ClampLanes(std::size_t n, Lanes& parts);

// DeriveIntegerLanes of a saturating destination of 32 bits or fewer, from Lanes::clamped: the
// value clamped to the destination's range (allowances only where operands are flushed).
void ClampedIntegerLanes(const Lanes& parts, std::size_t n, IntegerDst d, int mode,
                         std::uint64_t* bits, Allowance* allowance);

// An integer operand (`bits` wide, in the low bits) to an integer destination: its value modulo
// 2^(the destination's bits) (its bits, sign-extended), or with _sat clamped to the
// destination's range; every lane exact (no allowances written).
void IntegerToIntegerLanes(int bits, std::uint64_t is_signed, IntegerDst d,
                           const std::uint64_t* ops, std::size_t n, std::uint64_t* out);

}  // namespace clc::integer_lanes
