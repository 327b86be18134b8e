// Hand-checked tables of convert_*: subnormals, overflow and flushed denormals. Every expected
// value was worked out by hand.
#include <cstdint>

#include <gtest/gtest.h>

#include "reference/tests/table_rows.h"

namespace clc::testing_support {
namespace {

// clang-format off

// rules.md "... and subnormal results". Extremes: half 0x0001 = 2^-24, 0x03FF = 1023 x 2^-24,
// 0x0400 = 2^-14; float 0x00000001 = 2^-149, 0x007FFFFF, 0x00800000 = 2^-126; double
// 0x1 = 2^-1074, 0x000FFFFFFFFFFFFF, 0x0010000000000000 = 2^-1022.
TEST(Table, Subnormals) {
  CheckRows({
      // Widening is exact. 2^-24 as float: field 103 (0x67); as double: field 999 (0x3E7).
      Same(kH, kF, kNoSat, 0x0001, Ex(0x33800000)),
      Same(kH, kF, kNoSat, 0x8001, Ex(0xB3800000)),
      Same(kH, kD, kNoSat, 0x0001, Ex(0x3E70000000000000)),
      // 1023 x 2^-24 = 1.111111111b x 2^-15: float field 112, fraction 9 ones then 14 zeros.
      Same(kH, kF, kNoSat, 0x03FF, Ex(0x387FC000)),
      Same(kH, kD, kNoSat, 0x03FF, Ex(0x3F0FF80000000000)),
      Same(kH, kF, kNoSat, 0x0400, Ex(0x38800000)),
      // 2^-149 as double: field 874 (0x36A). 0x007FFFFF = 1.(22 ones) x 2^-127: field 896.
      Same(kF, kD, kNoSat, 0x00000001, Ex(0x36A0000000000000)),
      Same(kF, kD, kNoSat, 0x807FFFFF, Ex(0xB80FFFFFC0000000)),
      Same(kF, kD, kNoSat, 0x00800000, Ex(0x3810000000000000)),
      // Subnormals to their own type are unchanged.
      Same(kH, kH, kNoSat, 0x0001, Ex(0x0001)),
      Same(kF, kF, kNoSat, 0x807FFFFF, Ex(0x807FFFFF)),
      Same(kD, kD, kNoSat, 0x0000000000000001, Ex(0x0000000000000001)),
      // Narrowing far below the smallest subnormal: 0 except away from zero (rtp for +, rtn for -).
      {kF, kH, kNoSat, 0x00000001, Ex(0), Ex(0), Ex(0x0001), Ex(0)},
      {kF, kH, kNoSat, 0x80000001, Ex(0x8000), Ex(0x8000), Ex(0x8000), Ex(0x8001)},
      {kF, kH, kNoSat, 0x007FFFFF, Ex(0), Ex(0), Ex(0x0001), Ex(0)},
      {kD, kF, kNoSat, 0x0000000000000001, Ex(0), Ex(0), Ex(0x00000001), Ex(0)},
      {kD, kF, kNoSat, 0x8000000000000001, Ex(0x80000000), Ex(0x80000000), Ex(0x80000000), Ex(0x80000001)},
      {kD, kF, kNoSat, 0x000FFFFFFFFFFFFF, Ex(0), Ex(0), Ex(0x00000001), Ex(0)},
      {kD, kF, kNoSat, 0x0010000000000000, Ex(0), Ex(0), Ex(0x00000001), Ex(0)},
      {kD, kH, kNoSat, 0x0000000000000001, Ex(0), Ex(0), Ex(0x0001), Ex(0)},
      {kD, kH, kNoSat, 0x800FFFFFFFFFFFFF, Ex(0x8000), Ex(0x8000), Ex(0x8000), Ex(0x8001)},
      // Exactly the destination's extremes: 2^-24 = float 0x33800000, 2^-149 = double 0x36A0...
      Same(kF, kH, kNoSat, 0x33800000, Ex(0x0001)),
      Same(kF, kH, kNoSat, 0x387FC000, Ex(0x03FF)),
      Same(kF, kH, kNoSat, 0x38800000, Ex(0x0400)),
      Same(kD, kF, kNoSat, 0x36A0000000000000, Ex(0x00000001)),
      Same(kD, kF, kNoSat, 0xB80FFFFFC0000000, Ex(0x807FFFFF)),
      Same(kD, kH, kNoSat, 0x3E70000000000000, Ex(0x0001)),
      // 2^-25 (0x33000000) is halfway between 0 and 2^-24; 0x33000001 is just above it.
      {kF, kH, kNoSat, 0x33000000, Ex(0), Ex(0), Ex(0x0001), Ex(0)},
      {kF, kH, kNoSat, 0x33000001, Ex(0x0001), Ex(0), Ex(0x0001), Ex(0)},
      // 3 x 2^-25 = 1.5 x 2^-24 (0x33C00000): a tie between 0x0001 (odd) and 0x0002.
      {kF, kH, kNoSat, 0x33C00000, Ex(0x0002), Ex(0x0001), Ex(0x0002), Ex(0x0001)},
      // 1023.5 x 2^-24 = 1.1111111111b x 2^-15 (0x387FE000): between the largest subnormal
      // 0x03FF (odd) and the smallest normal 0x0400.
      {kF, kH, kNoSat, 0x387FE000, Ex(0x0400), Ex(0x03FF), Ex(0x0400), Ex(0x03FF)},
      {kF, kH, kNoSat, 0xB87FE000, Ex(0x8400), Ex(0x83FF), Ex(0x83FF), Ex(0x8400)},
      // 2^-150 (0x3690...) is halfway between 0 and float's 2^-149.
      {kD, kF, kNoSat, 0x3690000000000000, Ex(0), Ex(0), Ex(0x00000001), Ex(0)},
      // 2^-126 - 2^-150 = 1.(23 ones) x 2^-127: between 0x007FFFFF (odd) and 0x00800000.
      {kD, kF, kNoSat, 0x380FFFFFE0000000, Ex(0x00800000), Ex(0x007FFFFF), Ex(0x00800000), Ex(0x007FFFFF)},
      // Underflow of a negative value gives -0.0 under rte, rtz and rtp.
      {kD, kF, kNoSat, 0x8000000000000001, Ex(0x80000000), Ex(0x80000000), Ex(0x80000000), Ex(0x80000001)},
      // Far below the destination's last bit, where only a sticky bit is left of the value:
      // 2^-65 (float 0x1F000000) to half, 2^-161 (double field 862) to float, 2^-41 (float
      // 0x2B000000) to int. Each is exactly 64 bit positions below the result's last bit.
      {kF, kH, kNoSat, 0x1F000000, Ex(0), Ex(0), Ex(0x0001), Ex(0)},
      {kD, kF, kNoSat, 0xB5E0000000000000, Ex(0x80000000), Ex(0x80000000), Ex(0x80000000), Ex(0x80000001)},
      {kF, kI, kNoSat, 0x2B000000, Ex(0), Ex(0), Ex(1), Ex(0)},
      {kF, kL, kNoSat, 0xAB000000, Ex(0), Ex(0), Ex(0), Ex(0xFFFFFFFFFFFFFFFF)},
      // Subnormals to integers: 0, or +-1 when rounding away from zero.
      {kF, kI, kNoSat, 0x00000001, Ex(0), Ex(0), Ex(1), Ex(0)},
      {kF, kI, kNoSat, 0x80000001, Ex(0), Ex(0), Ex(0), Ex(0xFFFFFFFF)},
      {kD, kUC, kSat,  0x8000000000000001, Ex(0), Ex(0), Ex(0), Ex(0)},
      {kH, kS, kNoSat, 0x83FF, Ex(0), Ex(0), Ex(0), Ex(0xFFFF)},
  });
}

// rules.md "overflow (to infinity or to the largest finite value, as the mode dictates)":
// rte gives infinity, rtz the largest finite value, rtp infinity for + and -max for -, rtn
// the reverse. FLT_MAX = 0x7F7FFFFF, half max 65504 = 0x7BFF.
TEST(Table, Overflow) {
  CheckRows({
      {kD, kF, kNoSat, 0x7FEFFFFFFFFFFFFF, Ex(0x7F800000), Ex(0x7F7FFFFF), Ex(0x7F800000), Ex(0x7F7FFFFF)},  // DBL_MAX
      {kD, kF, kNoSat, 0xFFEFFFFFFFFFFFFF, Ex(0xFF800000), Ex(0xFF7FFFFF), Ex(0xFF7FFFFF), Ex(0xFF800000)},
      // FLT_MAX as double: field 1150 (0x47E), 23 fraction ones then 29 zeros. Exact.
      Same(kD, kF, kNoSat, 0x47EFFFFFE0000000, Ex(0x7F7FFFFF)),
      // FLT_MAX + 2^103, halfway to 2^128: ties to the even 2^128, which overflows.
      {kD, kF, kNoSat, 0x47EFFFFFF0000000, Ex(0x7F800000), Ex(0x7F7FFFFF), Ex(0x7F800000), Ex(0x7F7FFFFF)},
      {kD, kF, kNoSat, 0x47EFFFFFEFFFFFFF, Ex(0x7F7FFFFF), Ex(0x7F7FFFFF), Ex(0x7F800000), Ex(0x7F7FFFFF)},
      {kF, kH, kNoSat, 0x7F7FFFFF, Ex(0x7C00), Ex(0x7BFF), Ex(0x7C00), Ex(0x7BFF)},
      {kF, kH, kNoSat, 0xFF7FFFFF, Ex(0xFC00), Ex(0xFBFF), Ex(0xFBFF), Ex(0xFC00)},
      // 65504.0f = 1.9990234375 x 2^15 (0x477FE000); 65520.0f, halfway to 2^16, is 0x477FF000.
      Same(kF, kH, kNoSat, 0x477FE000, Ex(0x7BFF)),
      {kF, kH, kNoSat, 0x477FF000, Ex(0x7C00), Ex(0x7BFF), Ex(0x7C00), Ex(0x7BFF)},
      {kF, kH, kNoSat, 0x477FEFFF, Ex(0x7BFF), Ex(0x7BFF), Ex(0x7C00), Ex(0x7BFF)},
      {kF, kH, kNoSat, 0xC77FF000, Ex(0xFC00), Ex(0xFBFF), Ex(0xFBFF), Ex(0xFC00)},
      {kD, kH, kNoSat, 0x7FEFFFFFFFFFFFFF, Ex(0x7C00), Ex(0x7BFF), Ex(0x7C00), Ex(0x7BFF)},
      {kD, kH, kNoSat, 0xFFEFFFFFFFFFFFFF, Ex(0xFC00), Ex(0xFBFF), Ex(0xFBFF), Ex(0xFC00)},
      // 65520.0 as double: field 1038 (0x40E), fraction 11 ones then 41 zeros.
      {kD, kH, kNoSat, 0x40EFFE0000000000, Ex(0x7C00), Ex(0x7BFF), Ex(0x7C00), Ex(0x7BFF)},
      {kD, kH, kNoSat, 0x40EFFDFFFFFFFFFF, Ex(0x7BFF), Ex(0x7BFF), Ex(0x7C00), Ex(0x7BFF)},
      {kUL, kH, kNoSat, 0xFFFFFFFFFFFFFFFF, Ex(0x7C00), Ex(0x7BFF), Ex(0x7C00), Ex(0x7BFF)},
      {kUL, kH, kNoSat, 0x0000000000010000, Ex(0x7C00), Ex(0x7BFF), Ex(0x7C00), Ex(0x7BFF)},  // 65536
      {kI, kH, kNoSat, 100000, Ex(0x7C00), Ex(0x7BFF), Ex(0x7C00), Ex(0x7BFF)},
      {kI, kH, kNoSat, 0xFFFE7960, Ex(0xFC00), Ex(0xFBFF), Ex(0xFBFF), Ex(0xFC00)},      // -100000
      Same(kI, kH, kNoSat, 65504, Ex(0x7BFF)),
      {kI, kH, kNoSat, 65505, Ex(0x7BFF), Ex(0x7BFF), Ex(0x7C00), Ex(0x7BFF)},
      {kI, kH, kNoSat, 65519, Ex(0x7BFF), Ex(0x7BFF), Ex(0x7C00), Ex(0x7BFF)},
      {kI, kH, kNoSat, 65520, Ex(0x7C00), Ex(0x7BFF), Ex(0x7C00), Ex(0x7BFF)},           // tie to even 2^16
      {kI, kH, kNoSat, 0xFFFF0010, Ex(0xFC00), Ex(0xFBFF), Ex(0xFBFF), Ex(0xFC00)},      // -65520
      {kUS, kH, kNoSat, 0xFFFF, Ex(0x7C00), Ex(0x7BFF), Ex(0x7C00), Ex(0x7BFF)},
      {kL, kH, kNoSat, 0x8000000000000000, Ex(0xFC00), Ex(0xFBFF), Ex(0xFBFF), Ex(0xFC00)},  // -2^63
      {kL, kH, kNoSat, 0x7FFFFFFFFFFFFFFF, Ex(0x7C00), Ex(0x7BFF), Ex(0x7C00), Ex(0x7BFF)},
  });
}

// rules.md "Denormals": without CL_FP_DENORM a subnormal input may be read, and a subnormal
// result written, as a zero of the same sign; the reference offers that zero as `alt`.
TEST(Table, FlushedDenormals) {
  FpCaps no_float;
  no_float.Set(kF, false);
  CheckRows({
      // A subnormal float input: exact widening, or the signed zero.
      Same(kF, kD, kNoSat, 0x00000001, Flush(0x36A0000000000000, 0)),
      Same(kF, kD, kNoSat, 0x80000001, Flush(0xB6A0000000000000, 0x8000000000000000)),
      Same(kF, kD, kNoSat, 0x807FFFFF, Flush(0xB80FFFFFC0000000, 0x8000000000000000)),
      // A double whose float result is subnormal: that result, or the signed zero.
      Same(kD, kF, kNoSat, 0x36A0000000000000, Flush(0x00000001, 0)),
      Same(kD, kF, kNoSat, 0xB6A0000000000000, Flush(0x80000001, 0x80000000)),
      {kD, kF, kNoSat, 0x0000000000000001, Ex(0), Ex(0), Flush(0x00000001, 0), Ex(0)},
      // A float subnormal that is also the result.
      Same(kF, kF, kNoSat, 0x00000001, Flush(0x00000001, 0)),
      // To integers: rounding away from zero gives +-1, the flushed input 0.
      {kF, kI, kNoSat, 0x00000001, Ex(0), Ex(0), Flush(1, 0), Ex(0)},
      {kF, kI, kNoSat, 0x80000001, Ex(0), Ex(0), Ex(0), Flush(0xFFFFFFFF, 0)},
      {kF, kUC, kSat,  0x00000001, Ex(0), Ex(0), Flush(1, 0), Ex(0)},
      // Normal values and other types are untouched.
      Same(kF, kD, kNoSat, 0x00800000, Ex(0x3810000000000000)),
      Same(kD, kD, kNoSat, 0x0000000000000001, Ex(0x0000000000000001)),
      Same(kH, kH, kNoSat, 0x0001, Ex(0x0001)),
      Same(kH, kF, kNoSat, 0x0001, Ex(0x33800000)),
      // A half input to a float result: the result 2^-24 is normal in float, no allowance.
      Same(kF, kH, kNoSat, 0x33800000, Ex(0x0001)),
  }, no_float);

  FpCaps no_half;
  no_half.Set(kH, false);
  CheckRows({
      Same(kH, kF, kNoSat, 0x0001, Flush(0x33800000, 0)),
      Same(kH, kD, kNoSat, 0x83FF, Flush(0xBF0FF80000000000, 0x8000000000000000)),
      Same(kF, kH, kNoSat, 0xB3800000, Flush(0x8001, 0x8000)),
      Same(kH, kH, kNoSat, 0x0400, Ex(0x0400)),
  }, no_half);

  FpCaps no_double;
  no_double.Set(kD, false);
  CheckRows({
      // The input may be read as +0, which converts to +0: float denormals are supported.
      {kD, kF, kNoSat, 0x0000000000000001, Ex(0), Ex(0), Flush(0x00000001, 0), Ex(0)},
      // Float denormals are supported, and 2^-149 is a normal double: nothing to flush.
      Same(kF, kD, kNoSat, 0x00000001, Ex(0x36A0000000000000)),
  }, no_double);
}

// clang-format on

}  // namespace
}  // namespace clc::testing_support
