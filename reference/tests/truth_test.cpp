// (T)(bool)x against the host's own C++: a value made bool and back, for every 8/16-bit
// operand and for the values that decide (zeros of both signs, denormals, NaN, infinities),
// with half read through the reference's conversion to float.
#include "reference/truth.h"

#include <cstdint>
#include <cstring>
#include <limits>

#include <gtest/gtest.h>

#include "reference/convert.h"

namespace clc {
namespace {

// The host's (bool)x of an operand's bits (C++ and C99 agree: false only where x == 0).
bool HostTruth(ScalarType src, std::uint64_t bits) {
  switch (src) {
    case ScalarType::kFloat: {
      float f = 0;
      const auto b = static_cast<std::uint32_t>(bits);
      std::memcpy(&f, &b, 4);
      return static_cast<bool>(f);
    }
    case ScalarType::kDouble: {
      double d = 0;
      std::memcpy(&d, &bits, 8);
      return static_cast<bool>(d);
    }
    case ScalarType::kHalf: {
      const Conversion to_float{ScalarType::kHalf, ScalarType::kFloat, false, RoundingMode::kRte};
      return HostTruth(ScalarType::kFloat, Expect(to_float, bits, FpCaps{}).bits);
    }
    default: {
      const std::uint64_t mask =
          Bits(src) == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << Bits(src)) - 1;
      return (bits & mask) != 0;
    }
  }
}

// The host's (T)b of a bool b, as T's bits.
std::uint64_t HostFromBool(ScalarType dst, bool b) {
  if (!b) return 0;
  const Conversion from_int{ScalarType::kInt, dst, false, RoundingMode::kRte};
  return Expect(from_int, 1, FpCaps{}).bits;
}

void ExpectAgrees(ScalarType src, std::uint64_t bits) {
  for (ScalarType dst : AllScalarTypes()) {
    const Expectation e = ExpectTruth(src, dst, bits, FpCaps{});
    EXPECT_EQ(e.bits, HostFromBool(dst, HostTruth(src, bits)))
        << Name(src) << " 0x" << std::hex << bits << " to " << Name(dst);
    EXPECT_EQ(e.allowance, Allowance::kExact);
  }
}

TEST(Truth, EverySmallOperand) {
  for (ScalarType src : AllScalarTypes()) {
    if (Bits(src) > 16) continue;
    for (std::uint64_t bits = 0; bits < (std::uint64_t{1} << Bits(src)); ++bits)
      ExpectAgrees(src, bits);
  }
}

TEST(Truth, DecidingOperandsOfWiderTypes) {
  for (std::uint64_t bits :
       {0x0ull, 0x1ull, 0x80000000ull, 0x80000001ull, 0x007fffffull, 0x7f800000ull, 0xff800000ull,
        0x7fc00000ull, 0x7f800001ull, 0x3f800000ull, 0xffffffffull}) {
    ExpectAgrees(ScalarType::kFloat, bits);
    ExpectAgrees(ScalarType::kInt, bits);
    ExpectAgrees(ScalarType::kUInt, bits);
  }
  for (std::uint64_t bits :
       {0x0ull, 0x8000000000000000ull, 0x1ull, 0x000fffffffffffffull, 0x7ff0000000000000ull,
        0x7ff8000000000000ull, 0x8000000000000001ull, 0x100000000ull, 0xffffffffffffffffull}) {
    ExpectAgrees(ScalarType::kDouble, bits);
    ExpectAgrees(ScalarType::kLong, bits);
    ExpectAgrees(ScalarType::kULong, bits);
  }
}

// A device that flushes float denormals may read one as zero: false is accepted beside true.
TEST(Truth, FlushedDenormalOperandMayBeFalse) {
  FpCaps flushes;
  flushes.Set(ScalarType::kFloat, false);
  const Expectation e = ExpectTruth(ScalarType::kFloat, ScalarType::kFloat, 0x80000001u, flushes);
  EXPECT_EQ(e.bits, 0x3f800000u);
  EXPECT_EQ(e.alt, 0u);
  EXPECT_EQ(e.allowance, Allowance::kFlushedDenormal);
  EXPECT_EQ(ExpectTruth(ScalarType::kFloat, ScalarType::kInt, 0x00800000u, flushes).allowance,
            Allowance::kExact);
  EXPECT_EQ(ExpectTruth(ScalarType::kDouble, ScalarType::kInt, 1, flushes).allowance,
            Allowance::kExact);
}

}  // namespace
}  // namespace clc
