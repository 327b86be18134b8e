// Hand-checked expectations of convert_*, one row per input, grouped by the rule of rules.md
// they check. Every expected value was worked out by hand, never by calling the reference.
#include <cstdint>
#include <ios>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "reference/convert.h"
#include "reference/expectation.h"
#include "reference/variant.h"

namespace clc {
namespace {

constexpr ScalarType kC = ScalarType::kChar;
constexpr ScalarType kUC = ScalarType::kUChar;
constexpr ScalarType kS = ScalarType::kShort;
constexpr ScalarType kUS = ScalarType::kUShort;
constexpr ScalarType kI = ScalarType::kInt;
constexpr ScalarType kUI = ScalarType::kUInt;
constexpr ScalarType kL = ScalarType::kLong;
constexpr ScalarType kUL = ScalarType::kULong;
constexpr ScalarType kH = ScalarType::kHalf;
constexpr ScalarType kF = ScalarType::kFloat;
constexpr ScalarType kD = ScalarType::kDouble;
constexpr bool kSat = true;
constexpr bool kNoSat = false;

// What one lane must be: exact bits, bits or a flushed alternative, any NaN, or anything.
struct Want {
  std::uint64_t bits = 0;
  Allowance allowance = Allowance::kExact;
  std::uint64_t alt = 0;
};
constexpr Want Ex(std::uint64_t bits) { return {bits, Allowance::kExact, 0}; }
constexpr Want Flush(std::uint64_t bits, std::uint64_t alt) {
  return {bits, Allowance::kFlushedDenormal, alt};
}
constexpr Want kAnyNan = {0, Allowance::kAnyNan, 0};
constexpr Want kImplDef = {0, Allowance::kImplementationDefined, 0};

// One input of one conversion, with the expectation under each of the four modes.
struct Row {
  ScalarType src;
  ScalarType dst;
  bool sat;
  std::uint64_t in;
  Want rte, rtz, rtp, rtn;
};
// A row whose four modes agree.
Row Same(ScalarType src, ScalarType dst, bool sat, std::uint64_t in, Want w) {
  return {src, dst, sat, in, w, w, w, w};
}

std::string Hex(std::uint64_t x) {
  std::ostringstream s;
  s << "0x" << std::hex << x;
  return s.str();
}

std::string Describe(const Want& w) {
  std::string s = Hex(w.bits) + " " + std::string(NameOf(w.allowance));
  if (w.allowance == Allowance::kFlushedDenormal) s += " alt " + Hex(w.alt);
  return s;
}

// Compares the reference with the hand-written expectation; returns "" on agreement.
std::string Mismatch(const Want& want, const Expectation& got, ScalarType dst) {
  bool ok = got.allowance == want.allowance;
  switch (want.allowance) {
    case Allowance::kExact: ok = ok && got.bits == want.bits; break;
    case Allowance::kFlushedDenormal:
      ok = ok && got.bits == want.bits && got.alt == want.alt;
      break;
    case Allowance::kAnyNan: ok = ok && IsNanBits(dst, got.bits); break;
    case Allowance::kImplementationDefined: break;
  }
  if (ok) return "";
  Want g{got.bits, got.allowance, got.alt};
  return "want " + Describe(want) + ", reference says " + Describe(g);
}

// Checks every row under the four explicit modes and under the default (no suffix), which is
// the rtz column for an integer destination and the rte column for a floating-point one.
void CheckRows(const std::vector<Row>& rows, const FpCaps& caps = FpCaps{}) {
  for (const Row& r : rows) {
    const Want* column[] = {&r.rte, &r.rtz, &r.rtp, &r.rtn};
    for (Rounding rounding : kRoundings) {
      const Want& want = rounding == Rounding::kDefault ? (IsFloat(r.dst) ? r.rte : r.rtz)
                                                        : *column[static_cast<int>(rounding) - 1];
      const Variant v = MakeConvert(r.src, r.dst, 1, r.sat, rounding);
      ASSERT_TRUE(IsLegal(v)) << CaseName(v);
      const Expectation got = Expect(ConversionOf(v), r.in, caps);
      const std::string why = Mismatch(want, got, r.dst);
      EXPECT_EQ(why, "") << BuiltinName(v) << "(" << Name(r.src) << " " << Hex(r.in) << ")";
    }
  }
}

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
  no_float.denorm_float = false;
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
  no_half.denorm_half = false;
  CheckRows({
      Same(kH, kF, kNoSat, 0x0001, Flush(0x33800000, 0)),
      Same(kH, kD, kNoSat, 0x83FF, Flush(0xBF0FF80000000000, 0x8000000000000000)),
      Same(kF, kH, kNoSat, 0xB3800000, Flush(0x8001, 0x8000)),
      Same(kH, kH, kNoSat, 0x0400, Ex(0x0400)),
  }, no_half);

  FpCaps no_double;
  no_double.denorm_double = false;
  CheckRows({
      // The input may be read as +0, which converts to +0: float denormals are supported.
      {kD, kF, kNoSat, 0x0000000000000001, Ex(0), Ex(0), Flush(0x00000001, 0), Ex(0)},
      // Float denormals are supported, and 2^-149 is a normal double: nothing to flush.
      Same(kF, kD, kNoSat, 0x00000001, Ex(0x36A0000000000000)),
  }, no_double);
}

// clang-format on

// expectation.h: Judge applies each allowance.
TEST(Judge, Exact) {
  const Expectation e{0x7F, 0, Allowance::kExact};
  EXPECT_EQ(Judge(e, kC, 0x7F), LaneVerdict::kExact);
  EXPECT_EQ(Judge(e, kC, 0x80), LaneVerdict::kMismatch);
  EXPECT_EQ(Judge(e, kC, 0x7E), LaneVerdict::kMismatch);
  // -0.0 is not +0.0.
  const Expectation zero{0x80000000, 0, Allowance::kExact};
  EXPECT_EQ(Judge(zero, kF, 0x80000000), LaneVerdict::kExact);
  EXPECT_EQ(Judge(zero, kF, 0), LaneVerdict::kMismatch);
}

TEST(Judge, FlushedDenormal) {
  const Expectation e{0x80000001, 0x80000000, Allowance::kFlushedDenormal};
  EXPECT_EQ(Judge(e, kF, 0x80000001), LaneVerdict::kExact);
  EXPECT_EQ(Judge(e, kF, 0x80000000), LaneVerdict::kAcceptedFlushed);
  EXPECT_EQ(Judge(e, kF, 0x00000000), LaneVerdict::kMismatch);  // the zero of the wrong sign
  EXPECT_EQ(Judge(e, kF, 0x80000002), LaneVerdict::kMismatch);
}

TEST(Judge, AnyNan) {
  const Expectation f{0x7FC00000, 0, Allowance::kAnyNan};
  EXPECT_EQ(Judge(f, kF, 0x7FC00000), LaneVerdict::kAcceptedNan);
  EXPECT_EQ(Judge(f, kF, 0xFFC00000), LaneVerdict::kAcceptedNan);
  EXPECT_EQ(Judge(f, kF, 0x7F800001), LaneVerdict::kAcceptedNan);  // signalling
  EXPECT_EQ(Judge(f, kF, 0xFFFFFFFF), LaneVerdict::kAcceptedNan);
  EXPECT_EQ(Judge(f, kF, 0x7F800000), LaneVerdict::kMismatch);  // infinity
  EXPECT_EQ(Judge(f, kF, 0xFF800000), LaneVerdict::kMismatch);
  EXPECT_EQ(Judge(f, kF, 0x7F7FFFFF), LaneVerdict::kMismatch);
  EXPECT_EQ(Judge(f, kF, 0), LaneVerdict::kMismatch);
  const Expectation h{0x7E00, 0, Allowance::kAnyNan};
  EXPECT_EQ(Judge(h, kH, 0x7E00), LaneVerdict::kAcceptedNan);
  EXPECT_EQ(Judge(h, kH, 0xFC01), LaneVerdict::kAcceptedNan);
  EXPECT_EQ(Judge(h, kH, 0x7C00), LaneVerdict::kMismatch);
  EXPECT_EQ(Judge(h, kH, 0x7BFF), LaneVerdict::kMismatch);
  const Expectation d{0x7FF8000000000000, 0, Allowance::kAnyNan};
  EXPECT_EQ(Judge(d, kD, 0x7FF0000000000001), LaneVerdict::kAcceptedNan);
  EXPECT_EQ(Judge(d, kD, 0xFFF8000000000000), LaneVerdict::kAcceptedNan);
  EXPECT_EQ(Judge(d, kD, 0x7FF0000000000000), LaneVerdict::kMismatch);
  EXPECT_EQ(Judge(d, kD, 0x7FC0000000000000), LaneVerdict::kMismatch);  // a float NaN's bits
}

TEST(Judge, ImplementationDefined) {
  const Expectation e{0x7FFFFFFF, 0, Allowance::kImplementationDefined};
  for (std::uint64_t got : {0x0ull, 0x7FFFFFFFull, 0x80000000ull, 0x12345678ull}) {
    EXPECT_EQ(Judge(e, kI, got), LaneVerdict::kImplementationDefined);
  }
}

TEST(Judge, IsNanBits) {
  EXPECT_FALSE(IsNanBits(kI, 0xFFFFFFFF));  // integers have no NaN
  EXPECT_FALSE(IsNanBits(kUS, 0x7E00));
  EXPECT_TRUE(IsNanBits(kH, 0x7C01));
  EXPECT_FALSE(IsNanBits(kH, 0x7C00));
  EXPECT_TRUE(IsNanBits(kF, 0xFF800001));
  EXPECT_FALSE(IsNanBits(kF, 0x7F000000));
  EXPECT_TRUE(IsNanBits(kD, 0xFFFFFFFFFFFFFFFF));
  EXPECT_FALSE(IsNanBits(kD, 0xFFF0000000000000));
}

}  // namespace
}  // namespace clc
