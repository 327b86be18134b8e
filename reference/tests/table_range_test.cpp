// Hand-checked tables of convert_*: integer ranges, NaN, signed zero and infinity. Every
// expected value was worked out by hand.
#include <cstdint>

#include <gtest/gtest.h>

#include "reference/tests/table_rows.h"

namespace clc::testing_support {
namespace {

// clang-format off

// rules.md "_sat (integer destinations only): out-of-range values clamp"; "Integer to integer:
// out-of-range values keep the least significant bits that fit". The top and bottom of every
// integer range, and one past them.
TEST(Table, IntegerRanges) {
  CheckRows({
      Same(kL, kI, kNoSat, 0x123456789, Ex(0x23456789)),                                 // low 32 bits
      Same(kL, kI, kSat,   0x123456789, Ex(0x7FFFFFFF)),
      Same(kI, kUC, kNoSat, 0xFFFFFFFF, Ex(0xFF)),                                       // -1 -> 0xff
      Same(kI, kUC, kSat,   0xFFFFFFFF, Ex(0)),
      Same(kL, kC, kNoSat, 127, Ex(0x7F)),
      Same(kL, kC, kSat,   127, Ex(0x7F)),
      Same(kL, kC, kNoSat, 128, Ex(0x80)),
      Same(kL, kC, kSat,   128, Ex(0x7F)),
      Same(kL, kC, kSat,   0xFFFFFFFFFFFFFF80, Ex(0x80)),                                // -128
      Same(kL, kC, kNoSat, 0xFFFFFFFFFFFFFF7F, Ex(0x7F)),                                // -129
      Same(kL, kC, kSat,   0xFFFFFFFFFFFFFF7F, Ex(0x80)),
      Same(kL, kUC, kSat,  255, Ex(0xFF)),
      Same(kL, kUC, kNoSat, 256, Ex(0)),
      Same(kL, kUC, kSat,  256, Ex(0xFF)),
      Same(kL, kS, kSat,   32767, Ex(0x7FFF)),
      Same(kL, kS, kNoSat, 32768, Ex(0x8000)),
      Same(kL, kS, kSat,   32768, Ex(0x7FFF)),
      Same(kL, kS, kSat,   0xFFFFFFFFFFFF8000, Ex(0x8000)),                              // -32768
      Same(kL, kS, kNoSat, 0xFFFFFFFFFFFF7FFF, Ex(0x7FFF)),                              // -32769
      Same(kL, kS, kSat,   0xFFFFFFFFFFFF7FFF, Ex(0x8000)),
      Same(kL, kUS, kSat,  65535, Ex(0xFFFF)),
      Same(kL, kUS, kNoSat, 65536, Ex(0)),
      Same(kL, kUS, kSat,  65536, Ex(0xFFFF)),
      Same(kL, kI, kSat,   0x7FFFFFFF, Ex(0x7FFFFFFF)),
      Same(kL, kI, kNoSat, 0x80000000, Ex(0x80000000)),
      Same(kL, kI, kSat,   0x80000000, Ex(0x7FFFFFFF)),
      Same(kL, kI, kSat,   0xFFFFFFFF80000000, Ex(0x80000000)),                          // -2^31
      Same(kL, kI, kNoSat, 0xFFFFFFFF7FFFFFFF, Ex(0x7FFFFFFF)),                          // -2^31-1
      Same(kL, kI, kSat,   0xFFFFFFFF7FFFFFFF, Ex(0x80000000)),
      Same(kL, kUI, kSat,  0xFFFFFFFF, Ex(0xFFFFFFFF)),
      Same(kL, kUI, kNoSat, 0x100000000, Ex(0)),
      Same(kL, kUI, kSat,  0x100000000, Ex(0xFFFFFFFF)),
      Same(kUL, kUI, kSat, 0x100000000, Ex(0xFFFFFFFF)),
      Same(kUL, kL, kSat,  0x7FFFFFFFFFFFFFFF, Ex(0x7FFFFFFFFFFFFFFF)),
      Same(kUL, kL, kNoSat, 0x8000000000000000, Ex(0x8000000000000000)),
      Same(kUL, kL, kSat,  0x8000000000000000, Ex(0x7FFFFFFFFFFFFFFF)),
      Same(kUL, kL, kSat,  0xFFFFFFFFFFFFFFFF, Ex(0x7FFFFFFFFFFFFFFF)),
      Same(kL, kUL, kNoSat, 0xFFFFFFFFFFFFFFFF, Ex(0xFFFFFFFFFFFFFFFF)),                 // -1
      Same(kL, kUL, kSat,  0xFFFFFFFFFFFFFFFF, Ex(0)),
      Same(kL, kUL, kSat,  0x8000000000000000, Ex(0)),
      Same(kL, kUL, kSat,  0x7FFFFFFFFFFFFFFF, Ex(0x7FFFFFFFFFFFFFFF)),
      Same(kUL, kUL, kSat, 0xFFFFFFFFFFFFFFFF, Ex(0xFFFFFFFFFFFFFFFF)),
      Same(kUI, kI, kNoSat, 0x80000000, Ex(0x80000000)),
      Same(kUI, kI, kSat,  0x80000000, Ex(0x7FFFFFFF)),
      Same(kI, kUI, kSat,  0x80000000, Ex(0)),                                           // INT_MIN
      Same(kC, kUL, kNoSat, 0x80, Ex(0xFFFFFFFFFFFFFF80)),                               // -128 sign-extends
      Same(kC, kUL, kSat,  0x80, Ex(0)),
      Same(kUC, kC, kNoSat, 0xFF, Ex(0xFF)),
      Same(kUC, kC, kSat,  0xFF, Ex(0x7F)),
      Same(kS, kC, kNoSat, 0x1234, Ex(0x34)),
      Same(kS, kC, kSat,   0x1234, Ex(0x7F)),
      Same(kUS, kS, kSat,  0xFFFF, Ex(0x7FFF)),
      Same(kC, kL, kNoSat, 0xFF, Ex(0xFFFFFFFFFFFFFFFF)),                                // -1 sign-extends
      // From floating point: 127.5f (0x42FF0000) is a tie between 127 (odd) and 128.
      {kF, kC, kNoSat, 0x42FF0000, kImplDef, Ex(0x7F), kImplDef, Ex(0x7F)},
      {kF, kC, kSat,   0x42FF0000, Ex(0x7F), Ex(0x7F), Ex(0x7F), Ex(0x7F)},
      // -128.5f = -1.00390625 x 2^7 (0xC3008000): a tie between -128 (even) and -129.
      {kF, kC, kNoSat, 0xC3008000, Ex(0x80), Ex(0x80), Ex(0x80), kImplDef},
      {kF, kC, kSat,   0xC3008000, Ex(0x80), Ex(0x80), Ex(0x80), Ex(0x80)},
      // 255.5f = 1.99609375 x 2^7 (0x437F8000): a tie between 255 (odd) and 256.
      {kF, kUC, kNoSat, 0x437F8000, kImplDef, Ex(0xFF), kImplDef, Ex(0xFF)},
      {kF, kUC, kSat,   0x437F8000, Ex(0xFF), Ex(0xFF), Ex(0xFF), Ex(0xFF)},
      Same(kH, kUS, kNoSat, 0x7BFF, Ex(0xFFE0)),                                         // 65504
      Same(kH, kS, kNoSat, 0x7BFF, kImplDef),
      Same(kH, kS, kSat,   0x7BFF, Ex(0x7FFF)),
      Same(kH, kS, kSat,   0xFBFF, Ex(0x8000)),
      Same(kH, kUL, kNoSat, 0x7BFF, Ex(0xFFE0)),
      Same(kH, kC, kSat,   0xD800, Ex(0x80)),                                            // -128.0h
      Same(kH, kC, kSat,   0xD808, Ex(0x80)),                                            // -129.0h
      Same(kH, kC, kNoSat, 0xD808, kImplDef),
  });
}

// rules.md "_sat ... NaN gives 0. Both are checked exactly"; "not _sat ... NaN, is
// implementation-defined"; "A NaN result may be any NaN". Signalling NaNs and payloads (whose
// fraction a naive narrowing would drop, leaving infinity) must still give a NaN.
TEST(Table, NotANumber) {
  CheckRows({
      Same(kF, kI, kSat,   0x7FC00000, Ex(0)),
      Same(kF, kI, kNoSat, 0x7FC00000, kImplDef),
      Same(kF, kUC, kSat,  0xFFC00000, Ex(0)),                                           // negative NaN
      Same(kF, kUL, kSat,  0x7F800001, Ex(0)),                                           // signalling
      Same(kD, kL, kSat,   0x7FF8000000000000, Ex(0)),
      Same(kD, kL, kNoSat, 0x7FF8000000000000, kImplDef),
      Same(kD, kUS, kSat,  0xFFF0000000000001, Ex(0)),
      Same(kH, kC, kSat,   0x7E00, Ex(0)),
      Same(kH, kUI, kNoSat, 0x7C01, kImplDef),
      Same(kF, kF, kNoSat, 0x7FC00000, kAnyNan),
      Same(kF, kF, kNoSat, 0x7FC12345, kAnyNan),                                         // payload
      Same(kF, kD, kNoSat, 0x7F800001, kAnyNan),                                         // signalling
      Same(kF, kH, kNoSat, 0x7F800001, kAnyNan),                                         // payload only in low bits
      Same(kF, kH, kNoSat, 0xFF800001, kAnyNan),
      Same(kD, kF, kNoSat, 0x7FF0000000000001, kAnyNan),                                 // payload only in low bits
      Same(kD, kH, kNoSat, 0xFFF0000000000001, kAnyNan),
      Same(kD, kD, kNoSat, 0x7FF4000000000000, kAnyNan),
      Same(kH, kF, kNoSat, 0x7C01, kAnyNan),
      Same(kH, kD, kNoSat, 0xFE00, kAnyNan),
      Same(kH, kH, kNoSat, 0x7D55, kAnyNan),
  });
}

// rules.md "bit-exact, including the sign of zero, infinities". -0.0 keeps its sign in every
// floating-point type and is 0 in every integer one. Infinity is exact in every mode (rtz too).
TEST(Table, SignedZeroAndInfinity) {
  CheckRows({
      Same(kF, kD, kNoSat, 0x80000000, Ex(0x8000000000000000)),
      Same(kF, kH, kNoSat, 0x80000000, Ex(0x8000)),
      Same(kF, kF, kNoSat, 0x80000000, Ex(0x80000000)),
      Same(kD, kF, kNoSat, 0x8000000000000000, Ex(0x80000000)),
      Same(kD, kH, kNoSat, 0x8000000000000000, Ex(0x8000)),
      Same(kH, kF, kNoSat, 0x8000, Ex(0x80000000)),
      Same(kH, kD, kNoSat, 0x8000, Ex(0x8000000000000000)),
      Same(kF, kI, kNoSat, 0x80000000, Ex(0)),
      Same(kF, kUI, kSat,  0x80000000, Ex(0)),
      Same(kD, kUL, kNoSat, 0x8000000000000000, Ex(0)),
      Same(kH, kC, kSat,   0x8000, Ex(0)),
      Same(kF, kD, kNoSat, 0x00000000, Ex(0)),
      Same(kF, kD, kNoSat, 0x7F800000, Ex(0x7FF0000000000000)),
      Same(kF, kD, kNoSat, 0xFF800000, Ex(0xFFF0000000000000)),
      Same(kF, kH, kNoSat, 0x7F800000, Ex(0x7C00)),
      Same(kF, kH, kNoSat, 0xFF800000, Ex(0xFC00)),
      Same(kD, kF, kNoSat, 0x7FF0000000000000, Ex(0x7F800000)),
      Same(kD, kF, kNoSat, 0xFFF0000000000000, Ex(0xFF800000)),
      Same(kD, kH, kNoSat, 0x7FF0000000000000, Ex(0x7C00)),
      Same(kH, kF, kNoSat, 0xFC00, Ex(0xFF800000)),
      Same(kH, kD, kNoSat, 0x7C00, Ex(0x7FF0000000000000)),
      Same(kF, kI, kSat,   0x7F800000, Ex(0x7FFFFFFF)),
      Same(kF, kI, kSat,   0xFF800000, Ex(0x80000000)),
      Same(kF, kI, kNoSat, 0x7F800000, kImplDef),
      Same(kF, kUI, kSat,  0xFF800000, Ex(0)),
      Same(kD, kUL, kSat,  0x7FF0000000000000, Ex(0xFFFFFFFFFFFFFFFF)),
      Same(kD, kL, kSat,   0xFFF0000000000000, Ex(0x8000000000000000)),
      Same(kH, kUS, kSat,  0x7C00, Ex(0xFFFF)),
      Same(kH, kS, kSat,   0xFC00, Ex(0x8000)),
      Same(kH, kC, kNoSat, 0xFC00, kImplDef),
  });
}

// clang-format on

}  // namespace
}  // namespace clc::testing_support
