// Hand-checked tables of convert_*: rounding under each mode, ties, and the range of a
// floating-point to integer conversion. Every expected value was worked out by hand.
#include <cstdint>

#include <gtest/gtest.h>

#include "reference/tests/table_rows.h"

namespace clc::testing_support {
namespace {

// clang-format off

// rules.md "In-range values must be exact under the rounding mode"; IEEE-754 roundTiesToEven
// for rte: a tie goes to the even neighbour. rtz truncates, rtp/rtn go toward +inf/-inf.
TEST(Table, TiesToEvenToInteger) {
  CheckRows({
      {kF, kI, kNoSat, 0x3F000000, Ex(0), Ex(0), Ex(1), Ex(0)},                          // 0.5f
      {kF, kI, kNoSat, 0x3FC00000, Ex(2), Ex(1), Ex(2), Ex(1)},                          // 1.5f
      {kF, kI, kNoSat, 0x40200000, Ex(2), Ex(2), Ex(3), Ex(2)},                          // 2.5f
      {kF, kI, kNoSat, 0xC0200000, Ex(0xFFFFFFFE), Ex(0xFFFFFFFE), Ex(0xFFFFFFFE), Ex(0xFFFFFFFD)},  // -2.5f
      {kF, kI, kNoSat, 0xBF000000, Ex(0), Ex(0), Ex(0), Ex(0xFFFFFFFF)},                 // -0.5f
      {kF, kI, kNoSat, 0xBFC00000, Ex(0xFFFFFFFE), Ex(0xFFFFFFFF), Ex(0xFFFFFFFF), Ex(0xFFFFFFFE)},  // -1.5f
      {kF, kI, kSat,   0x40200000, Ex(2), Ex(2), Ex(3), Ex(2)},                          // 2.5f, _sat
      {kF, kI, kSat,   0xC0200000, Ex(0xFFFFFFFE), Ex(0xFFFFFFFE), Ex(0xFFFFFFFE), Ex(0xFFFFFFFD)},  // -2.5f
      // Just off the tie: 2.5 + 2^-22 and 2.5 - 2^-22 (one float ulp).
      {kF, kI, kNoSat, 0x40200001, Ex(3), Ex(2), Ex(3), Ex(2)},
      {kF, kI, kNoSat, 0x401FFFFF, Ex(2), Ex(2), Ex(3), Ex(2)},
      {kD, kI, kNoSat, 0x4004000000000000, Ex(2), Ex(2), Ex(3), Ex(2)},                  // 2.5
      {kD, kI, kNoSat, 0xC004000000000000, Ex(0xFFFFFFFE), Ex(0xFFFFFFFE), Ex(0xFFFFFFFE), Ex(0xFFFFFFFD)},
      {kD, kL, kNoSat, 0x3FE0000000000000, Ex(0), Ex(0), Ex(1), Ex(0)},                  // 0.5
      {kD, kUL, kSat,  0x3FF8000000000000, Ex(2), Ex(1), Ex(2), Ex(1)},                  // 1.5
      {kH, kS, kNoSat, 0x4100, Ex(2), Ex(2), Ex(3), Ex(2)},                              // 2.5h
      {kH, kS, kNoSat, 0xC100, Ex(0xFFFE), Ex(0xFFFE), Ex(0xFFFE), Ex(0xFFFD)},          // -2.5h
      {kH, kUC, kNoSat, 0x3800, Ex(0), Ex(0), Ex(1), Ex(0)},                             // 0.5h
      {kH, kC, kSat,   0xBE00, Ex(0xFE), Ex(0xFF), Ex(0xFF), Ex(0xFE)},                  // -1.5h
  });
}

// rules.md "To floating point: IEEE-754 rounding under the named mode, bit-exact".
// Ties between two floating-point neighbours.
TEST(Table, TiesToEvenToFloating) {
  CheckRows({
      // 1 + 2^-11 (float fraction bit 12) is halfway between half 1.0 (0x3C00) and 0x3C01.
      {kF, kH, kNoSat, 0x3F801000, Ex(0x3C00), Ex(0x3C00), Ex(0x3C01), Ex(0x3C00)},
      // 1 + 3*2^-11: halfway between 0x3C01 (odd) and 0x3C02.
      {kF, kH, kNoSat, 0x3F803000, Ex(0x3C02), Ex(0x3C01), Ex(0x3C02), Ex(0x3C01)},
      // 1 + 2^-24 (double fraction bit 28) is halfway between 1.0f and 1.0f + 2^-23.
      {kD, kF, kNoSat, 0x3FF0000010000000, Ex(0x3F800000), Ex(0x3F800000), Ex(0x3F800001), Ex(0x3F800000)},
      {kD, kF, kNoSat, 0x3FF0000030000000, Ex(0x3F800002), Ex(0x3F800001), Ex(0x3F800002), Ex(0x3F800001)},
      {kD, kF, kNoSat, 0xBFF0000010000000, Ex(0xBF800000), Ex(0xBF800000), Ex(0xBF800000), Ex(0xBF800001)},
      // The same tie plus one double ulp is no longer a tie.
      {kD, kF, kNoSat, 0x3FF0000010000001, Ex(0x3F800001), Ex(0x3F800000), Ex(0x3F800001), Ex(0x3F800000)},
      // 1 + 2^-11 as a double (fraction bit 41) to half.
      {kD, kH, kNoSat, 0x3FF0020000000000, Ex(0x3C00), Ex(0x3C00), Ex(0x3C01), Ex(0x3C00)},
  });
}

// Integer to floating point around the end of float's 24-bit significand, and the like.
// 2^24 = 0x4B800000 (field 151); from there a float ulp is 2, so 2^24+1 and 2^24+3 are ties.
TEST(Table, IntegerToFloating) {
  CheckRows({
      Same(kI, kF, kNoSat, 0x00FFFFFF, Ex(0x4B7FFFFF)),                                  // 2^24-1: field 150, all fraction bits
      Same(kI, kF, kNoSat, 0x01000000, Ex(0x4B800000)),                                  // 2^24
      {kI, kF, kNoSat, 0x01000001, Ex(0x4B800000), Ex(0x4B800000), Ex(0x4B800001), Ex(0x4B800000)},  // 2^24+1
      {kI, kF, kNoSat, 0x01000003, Ex(0x4B800002), Ex(0x4B800001), Ex(0x4B800002), Ex(0x4B800001)},  // 2^24+3
      {kI, kF, kNoSat, 0xFEFFFFFF, Ex(0xCB800000), Ex(0xCB800000), Ex(0xCB800000), Ex(0xCB800001)},  // -(2^24+1)
      {kI, kF, kNoSat, 0xFEFFFFFD, Ex(0xCB800002), Ex(0xCB800001), Ex(0xCB800001), Ex(0xCB800002)},  // -(2^24+3)
      {kUI, kF, kNoSat, 0x01000001, Ex(0x4B800000), Ex(0x4B800000), Ex(0x4B800001), Ex(0x4B800000)},
      {kL, kF, kNoSat, 0x01000003, Ex(0x4B800002), Ex(0x4B800001), Ex(0x4B800002), Ex(0x4B800001)},
      Same(kI, kF, kNoSat, 0x80000000, Ex(0xCF000000)),                                  // INT_MIN = -2^31
      // 2^31-1: the floats around it are 2^31-128 (0x4EFFFFFF) and 2^31; 2^31 is nearer.
      {kI, kF, kNoSat, 0x7FFFFFFF, Ex(0x4F000000), Ex(0x4EFFFFFF), Ex(0x4F000000), Ex(0x4EFFFFFF)},
      {kUI, kF, kNoSat, 0xFFFFFFFF, Ex(0x4F800000), Ex(0x4F7FFFFF), Ex(0x4F800000), Ex(0x4F7FFFFF)},
      {kUL, kF, kNoSat, 0xFFFFFFFFFFFFFFFF, Ex(0x5F800000), Ex(0x5F7FFFFF), Ex(0x5F800000), Ex(0x5F7FFFFF)},
      // 2^53 = 0x4340000000000000; a double ulp is 2 there.
      {kL, kD, kNoSat, 0x0020000000000001, Ex(0x4340000000000000), Ex(0x4340000000000000), Ex(0x4340000000000001), Ex(0x4340000000000000)},
      {kL, kD, kNoSat, 0x0020000000000003, Ex(0x4340000000000002), Ex(0x4340000000000001), Ex(0x4340000000000002), Ex(0x4340000000000001)},
      {kL, kD, kNoSat, 0xFFDFFFFFFFFFFFFF, Ex(0xC340000000000000), Ex(0xC340000000000000), Ex(0xC340000000000000), Ex(0xC340000000000001)},
      {kUL, kD, kNoSat, 0x0020000000000001, Ex(0x4340000000000000), Ex(0x4340000000000000), Ex(0x4340000000000001), Ex(0x4340000000000000)},
      Same(kL, kD, kNoSat, 0x001FFFFFFFFFFFFF, Ex(0x433FFFFFFFFFFFFF)),                  // 2^53-1
      Same(kL, kD, kNoSat, 0x8000000000000000, Ex(0xC3E0000000000000)),                  // LONG_MIN = -2^63
      // 2^63+1: just above 2^63 = 0x43E0000000000000, whose ulp is 2^11.
      {kUL, kD, kNoSat, 0x8000000000000001, Ex(0x43E0000000000000), Ex(0x43E0000000000000), Ex(0x43E0000000000001), Ex(0x43E0000000000000)},
      {kUL, kD, kNoSat, 0xFFFFFFFFFFFFFFFF, Ex(0x43F0000000000000), Ex(0x43EFFFFFFFFFFFFF), Ex(0x43F0000000000000), Ex(0x43EFFFFFFFFFFFFF)},
      // 255 = 1.1111111b x 2^7: half field 22 (0x5800), fraction 0b1111111000.
      Same(kUC, kH, kNoSat, 0xFF, Ex(0x5BF8)),
      Same(kC, kH, kNoSat, 0x80, Ex(0xD800)),                                            // -128 = -2^7
      // 2049 = 2^11+1: a half ulp is 2 there, 2048 = 0x6800.
      {kS, kH, kNoSat, 0x0801, Ex(0x6800), Ex(0x6800), Ex(0x6801), Ex(0x6800)},
      // 32767: between 32752 (0x77FF) and 32768 (0x7800), ulp 16; 32768 is nearer.
      {kS, kH, kNoSat, 0x7FFF, Ex(0x7800), Ex(0x77FF), Ex(0x7800), Ex(0x77FF)},
      Same(kS, kF, kNoSat, 0x8000, Ex(0xC7000000)),                                      // -32768 = -2^15
      Same(kUS, kD, kNoSat, 0xFFFF, Ex(0x40EFFFE000000000)),                             // 65535 = (2^16-1)
      Same(kI, kD, kNoSat, 0x80000000, Ex(0xC1E0000000000000)),                          // -2^31
      Same(kUI, kD, kNoSat, 0xFFFFFFFF, Ex(0x41EFFFFFFFE00000)),                         // 2^32-1: 31 fraction ones
      Same(kI, kH, kNoSat, 0, Ex(0)),                                                    // integer 0 is +0
      Same(kL, kF, kNoSat, 0, Ex(0)),
  });
}

// rules.md "Floating point to integer, not _sat: a result that is out of range ... is
// implementation-defined"; "_sat: out-of-range values clamp to the nearest representable
// value". A float ulp at 2^30 is 2^7, at 2^62 it is 2^39; a double ulp at 2^62 is 2^10.
TEST(Table, FloatingToIntegerRange) {
  CheckRows({
      // float 2^31 = 0x4F000000 (field 158), -2^31 = 0xCF000000, 2^31-128 = 0x4EFFFFFF.
      Same(kF, kI, kNoSat, 0x4F000000, kImplDef),
      Same(kF, kI, kSat,   0x4F000000, Ex(0x7FFFFFFF)),
      Same(kF, kUI, kNoSat, 0x4F000000, Ex(0x80000000)),
      Same(kF, kI, kNoSat, 0x4EFFFFFF, Ex(0x7FFFFF80)),
      Same(kF, kI, kNoSat, 0xCF000000, Ex(0x80000000)),
      Same(kF, kI, kSat,   0xCF000000, Ex(0x80000000)),
      Same(kF, kI, kNoSat, 0xCF000001, kImplDef),                                        // -(2^31+256)
      Same(kF, kI, kSat,   0xCF000001, Ex(0x80000000)),
      // float 2^32 = 0x4F800000; 2^32-256 = 0x4F7FFFFF.
      Same(kF, kUI, kNoSat, 0x4F800000, kImplDef),
      Same(kF, kUI, kSat,   0x4F800000, Ex(0xFFFFFFFF)),
      Same(kF, kUI, kNoSat, 0x4F7FFFFF, Ex(0xFFFFFF00)),
      Same(kF, kL, kNoSat,  0x4F800000, Ex(0x100000000)),
      // float 2^63 = 0x5F000000, 2^63-2^39 = 0x5EFFFFFF, 2^64 = 0x5F800000, 2^64-2^40 = 0x5F7FFFFF.
      Same(kF, kL, kNoSat, 0x5F000000, kImplDef),
      Same(kF, kL, kSat,   0x5F000000, Ex(0x7FFFFFFFFFFFFFFF)),
      Same(kF, kUL, kNoSat, 0x5F000000, Ex(0x8000000000000000)),
      Same(kF, kL, kNoSat, 0x5EFFFFFF, Ex(0x7FFFFF8000000000)),
      Same(kF, kL, kNoSat, 0xDF000000, Ex(0x8000000000000000)),
      Same(kF, kUL, kNoSat, 0x5F800000, kImplDef),
      Same(kF, kUL, kSat,   0x5F800000, Ex(0xFFFFFFFFFFFFFFFF)),
      Same(kF, kUL, kNoSat, 0x5F7FFFFF, Ex(0xFFFFFF0000000000)),
      Same(kF, kUL, kSat,   0xBF800000, Ex(0)),                                          // -1.0f
      Same(kF, kUL, kNoSat, 0xBF800000, kImplDef),
      // double 2^31 = 0x41E0000000000000 (field 1054); 2^31-1 = 1.(30 ones) x 2^30.
      Same(kD, kI, kNoSat, 0x41E0000000000000, kImplDef),
      Same(kD, kI, kSat,   0x41E0000000000000, Ex(0x7FFFFFFF)),
      Same(kD, kUI, kNoSat, 0x41E0000000000000, Ex(0x80000000)),
      Same(kD, kL, kNoSat, 0x41E0000000000000, Ex(0x80000000)),
      Same(kD, kI, kNoSat, 0x41DFFFFFFFC00000, Ex(0x7FFFFFFF)),
      Same(kD, kI, kSat,   0x41DFFFFFFFC00000, Ex(0x7FFFFFFF)),
      // 2^31-0.5: fraction (1-2^-31)*2^52 = 0xFFFFFFFE00000. A tie between 2^31-1 (odd) and 2^31.
      {kD, kI, kNoSat, 0x41DFFFFFFFE00000, kImplDef, Ex(0x7FFFFFFF), kImplDef, Ex(0x7FFFFFFF)},
      {kD, kI, kSat,   0x41DFFFFFFFE00000, Ex(0x7FFFFFFF), Ex(0x7FFFFFFF), Ex(0x7FFFFFFF), Ex(0x7FFFFFFF)},
      Same(kD, kI, kNoSat, 0xC1E0000000000000, Ex(0x80000000)),                          // -2^31
      // -2^31-1: fraction bit 21. -2^31-0.5: fraction bit 20, a tie between -2^31 (even) and -2^31-1.
      Same(kD, kI, kNoSat, 0xC1E0000000200000, kImplDef),
      Same(kD, kI, kSat,   0xC1E0000000200000, Ex(0x80000000)),
      {kD, kI, kNoSat, 0xC1E0000000100000, Ex(0x80000000), Ex(0x80000000), Ex(0x80000000), kImplDef},
      {kD, kI, kSat,   0xC1E0000000100000, Ex(0x80000000), Ex(0x80000000), Ex(0x80000000), Ex(0x80000000)},
      // double 2^32 = 0x41F0000000000000; 2^32-1 = 0x41EFFFFFFFE00000; 2^32-0.5 = 0x41EFFFFFFFF00000.
      Same(kD, kUI, kNoSat, 0x41F0000000000000, kImplDef),
      Same(kD, kUI, kSat,   0x41F0000000000000, Ex(0xFFFFFFFF)),
      Same(kD, kL, kSat,    0x41F0000000000000, Ex(0x100000000)),
      Same(kD, kUI, kNoSat, 0x41EFFFFFFFE00000, Ex(0xFFFFFFFF)),
      Same(kD, kI, kNoSat,  0x41EFFFFFFFE00000, kImplDef),
      Same(kD, kI, kSat,    0x41EFFFFFFFE00000, Ex(0x7FFFFFFF)),
      {kD, kUI, kNoSat, 0x41EFFFFFFFF00000, kImplDef, Ex(0xFFFFFFFF), kImplDef, Ex(0xFFFFFFFF)},
      {kD, kUI, kSat,   0x41EFFFFFFFF00000, Ex(0xFFFFFFFF), Ex(0xFFFFFFFF), Ex(0xFFFFFFFF), Ex(0xFFFFFFFF)},
      // double 2^53 = 0x4340000000000000, 2^53+2 = ...01 (2^53+1 is no double).
      Same(kD, kL, kNoSat, 0x4340000000000000, Ex(0x0020000000000000)),
      Same(kD, kL, kNoSat, 0x4340000000000001, Ex(0x0020000000000002)),
      Same(kD, kL, kNoSat, 0x433FFFFFFFFFFFFF, Ex(0x001FFFFFFFFFFFFF)),
      Same(kD, kI, kNoSat, 0x4340000000000001, kImplDef),
      // double 2^63 = 0x43E0000000000000; 2^63-2^10 = 0x43DFFFFFFFFFFFFF.
      Same(kD, kL, kNoSat, 0x43E0000000000000, kImplDef),
      Same(kD, kL, kSat,   0x43E0000000000000, Ex(0x7FFFFFFFFFFFFFFF)),
      Same(kD, kUL, kNoSat, 0x43E0000000000000, Ex(0x8000000000000000)),
      Same(kD, kL, kNoSat, 0x43DFFFFFFFFFFFFF, Ex(0x7FFFFFFFFFFFFC00)),
      Same(kD, kL, kNoSat, 0xC3E0000000000000, Ex(0x8000000000000000)),                  // -2^63
      Same(kD, kL, kNoSat, 0xC3E0000000000001, kImplDef),                                // -(2^63+2^11)
      Same(kD, kL, kSat,   0xC3E0000000000001, Ex(0x8000000000000000)),
      // double 2^64 = 0x43F0000000000000; 2^64-2^11 = 0x43EFFFFFFFFFFFFF.
      Same(kD, kUL, kNoSat, 0x43F0000000000000, kImplDef),
      Same(kD, kUL, kSat,   0x43F0000000000000, Ex(0xFFFFFFFFFFFFFFFF)),
      Same(kD, kUL, kNoSat, 0x43EFFFFFFFFFFFFF, Ex(0xFFFFFFFFFFFFF800)),
      Same(kD, kL, kSat,    0x43F0000000000000, Ex(0x7FFFFFFFFFFFFFFF)),
      Same(kD, kL, kSat,    0x7FEFFFFFFFFFFFFF, Ex(0x7FFFFFFFFFFFFFFF)),                 // DBL_MAX
      Same(kD, kL, kSat,    0xFFEFFFFFFFFFFFFF, Ex(0x8000000000000000)),                 // -DBL_MAX
      Same(kD, kUL, kSat,   0xFFEFFFFFFFFFFFFF, Ex(0)),
      // -0.5 rounds to 0 (in range) except under rtn, where -1 is below uint's range.
      {kD, kUI, kNoSat, 0xBFE0000000000000, Ex(0), Ex(0), Ex(0), kImplDef},
      {kD, kUI, kSat,   0xBFE0000000000000, Ex(0), Ex(0), Ex(0), Ex(0)},
  });
}

// clang-format on

}  // namespace
}  // namespace clc::testing_support
