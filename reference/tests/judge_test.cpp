// expectation.h's Judge: how each allowance judges the bits a device returned.
#include <cstdint>

#include <gtest/gtest.h>

#include "reference/expectation.h"
#include "reference/tests/table_rows.h"

namespace clc::testing_support {
namespace {

// FpCaps is per type: Set changes one type; NoDenormals every floating-point type and no
// integer type (the digest store's keys spell Denorm of both operand types).
TEST(FpCaps, SetOneTypeNoDenormalsEveryFloatingPointType) {
  FpCaps caps;
  caps.Set(ScalarType::kHalf, false);
  for (ScalarType t : AllScalarTypes())
    EXPECT_EQ(caps.Denorm(t), t != ScalarType::kHalf) << Name(t);
  const FpCaps none = FpCaps::NoDenormals();
  for (ScalarType t : AllScalarTypes()) EXPECT_EQ(none.Denorm(t), !IsFloat(t)) << Name(t);
}

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
}  // namespace clc::testing_support
