// CapsOf: the floating-point caps a variant is judged with on a device.
#include <cstdint>

#include <gtest/gtest.h>

#include "reference/convert.h"
#include "reference/expectation.h"
#include "reference/variant.h"

namespace clc {
namespace {

// A load's or a store's half keeps its denormals on a device whose half arithmetic flushes
// them (CL_DEVICE_HALF_FP_CONFIG without CL_FP_DENORM): the half data type's description
// forbids vstore_half and vload_half to flush. convert_half keeps the device's caps, and a
// store's float operand may still be flushed where the device's float config says so.
TEST(CapsOf, LoadsAndStoresKeepHalfDenormals) {
  const FpCaps device = FpCaps::NoDenormals();
  const Variant store =
      MakeVariant(Family::kVstoreHalf, ScalarType::kFloat, 1, ScalarType::kHalf, 1);
  const Variant load = MakeVariant(Family::kVloadHalf, ScalarType::kHalf, 1, ScalarType::kFloat, 1);
  const Variant convert =
      MakeConvert(ScalarType::kFloat, ScalarType::kHalf, 1, false, Rounding::kRte);
  EXPECT_TRUE(CapsOf(store, device).Denorm(ScalarType::kHalf));
  EXPECT_FALSE(CapsOf(store, device).Denorm(ScalarType::kFloat));
  EXPECT_TRUE(CapsOf(load, device).Denorm(ScalarType::kHalf));
  EXPECT_FALSE(CapsOf(convert, device).Denorm(ScalarType::kHalf));
  // 0x1p-24f, the smallest half denormal: a store must write it (0x0001), a conversion may
  // flush it to +0.
  const std::uint64_t tiny = 0x33800000;
  const Expectation stored = Expect(ConversionOf(store), tiny, CapsOf(store, device));
  EXPECT_EQ(stored.bits, 0x0001u);
  EXPECT_EQ(Judge(stored, ScalarType::kHalf, 0x0000), LaneVerdict::kMismatch);
  const Expectation converted = Expect(ConversionOf(convert), tiny, CapsOf(convert, device));
  EXPECT_EQ(Judge(converted, ScalarType::kHalf, 0x0000), LaneVerdict::kAcceptedFlushed);
  // A half denormal operand of vload_half is read as it is: 0x0001 is 0x1p-24f, not 0.
  const Expectation loaded = Expect(ConversionOf(load), 0x0001, CapsOf(load, device));
  EXPECT_EQ(Judge(loaded, ScalarType::kFloat, 0x00000000), LaneVerdict::kMismatch);
}

}  // namespace
}  // namespace clc
