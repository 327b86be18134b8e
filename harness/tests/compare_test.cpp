// The lane comparator and the mismatch classifier, on hand-made device output: no device.
#include "harness/run/compare.h"

#include <cstring>
#include <vector>

#include <gtest/gtest.h>

#include "harness/run/classify.h"

namespace clc {
namespace {

template <typename T>
std::vector<std::uint8_t> Bytes(const std::vector<T>& values) {
  std::vector<std::uint8_t> out(values.size() * sizeof(T));
  std::memcpy(out.data(), values.data(), out.size());
  return out;
}

// float -> int under `v`: operands, what the device "returned", and the result.
VariantResult Judge(const Variant& v, const std::vector<float>& in, const std::vector<int>& got,
                    bool constant_path = false) {
  const auto operands = Bytes(in);
  const auto region = Bytes(got);
  std::vector<Expectation> expected(in.size());
  ExpectBatch(ConversionOf(v), FpCaps{}, operands.data(), in.size(), expected.data());
  VariantResult r;
  r.variant = v;
  r.status = CaseStatus::kRan;
  const Operands ops{operands.data(), in.size(), in.size(), 7, constant_path};
  CompareConvert(v, FpCaps{}, ops, expected.data(), in.size(), region.data(), r);
  return r;
}

const Variant kRte = MakeConvert(ScalarType::kFloat, ScalarType::kInt, 1, false, Rounding::kRte);
const Variant kSat = MakeConvert(ScalarType::kFloat, ScalarType::kInt, 1, true, Rounding::kRtz);

TEST(Compare, CountsExactMismatchedAndImplementationDefinedLanes) {
  // 2.5 -> 2 (rte), 3e9 is out of range (implementation-defined without _sat), 1.5 -> 2.
  const VariantResult r = Judge(kRte, {2.5f, 3e9f, 1.5f}, {2, 12345, 1});
  EXPECT_EQ(r.lanes, 3u);
  EXPECT_EQ(r.exact, 1u);
  EXPECT_EQ(r.implementation_defined, 1u);
  EXPECT_EQ(r.mismatched, 1u);
  ASSERT_EQ(r.mismatches.size(), 1u);
  const LaneRecord& m = r.mismatches.front();
  EXPECT_EQ(m.lane, 2u);
  EXPECT_EQ(m.chunk, 7u);
  EXPECT_EQ(m.got, 1u);
  EXPECT_EQ(m.expected, 2u);
  EXPECT_EQ(m.classification, "off by one: wrong rounding direction for rte");
  ASSERT_EQ(r.impl_samples.size(), 1u);
  EXPECT_EQ(r.impl_samples.front().got, 12345u);
}

TEST(Compare, CountsEachPathApart) {
  const VariantResult buffer = Judge(kRte, {1.0f, 2.0f}, {1, 3});
  EXPECT_EQ(buffer.Path(RunPath::kBuffer).lanes, 2u);
  EXPECT_EQ(buffer.Path(RunPath::kBuffer).mismatched, 1u);
  EXPECT_EQ(buffer.Path(RunPath::kBuffer).status, CaseStatus::kRan);
  EXPECT_EQ(buffer.Path(RunPath::kConstant).status, CaseStatus::kNotRun);
  const VariantResult folded = Judge(kRte, {1.0f, 2.0f}, {1, 2}, /*constant_path=*/true);
  EXPECT_EQ(folded.Path(RunPath::kConstant).lanes, 2u);
  EXPECT_EQ(folded.Path(RunPath::kBuffer).lanes, 0u);
}

TEST(Compare, RecordsAreCappedButCountsAreNot) {
  std::vector<float> in(kMaxRecordedMismatches + 5, 1.0f);
  std::vector<int> got(in.size(), 0);
  const VariantResult r = Judge(kRte, in, got);
  EXPECT_EQ(r.mismatched, in.size());
  EXPECT_EQ(r.mismatches.size(), kMaxRecordedMismatches);
}

TEST(Classify, NamesTheObviousCauses) {
  const FpCaps caps;
  const Conversion sat = ConversionOf(kSat);
  const auto expect = [&](const Conversion& c, std::uint64_t in) { return Expect(c, in, caps); };
  // NaN under _sat must give 0.
  EXPECT_EQ(ClassifyConvertMismatch(sat, 0x7fc00000, expect(sat, 0x7fc00000), 0x80000000, caps),
            "NaN handling: _sat must convert NaN to 0");
  // 3e9 under _sat clamps to INT_MAX; wrapping is a missing saturation.
  EXPECT_EQ(ClassifyConvertMismatch(sat, 0x4f32d05e, expect(sat, 0x4f32d05e), 0xb2d05e00, caps),
            "missing saturation: the result should clamp to the range's end");
  // The sentinel left in place: the kernel stored nothing.
  EXPECT_EQ(ClassifyConvertMismatch(sat, 0x3f800000, expect(sat, 0x3f800000), 0xa5a5a5a5, caps),
            "store dropped: the output still holds the sentinel");
  // A float result one ulp away in a directed mode.
  const Conversion to_float{ScalarType::kInt, ScalarType::kFloat, false, RoundingMode::kRtz};
  const Expectation e = expect(to_float, 0x7fffffff);  // 2^31 - 1 -> 0x4effffff under rtz
  EXPECT_EQ(ClassifyConvertMismatch(to_float, 0x7fffffff, e, e.bits + 1, caps),
            "one ulp off: wrong rounding direction for rtz");
  // A flushed subnormal on a device that reports denormals.
  const Conversion to_half{ScalarType::kFloat, ScalarType::kHalf, false, RoundingMode::kRte};
  const Expectation sub = expect(to_half, 0x33800000);  // 2^-24: the smallest half subnormal
  EXPECT_EQ(sub.bits, 1u);
  EXPECT_EQ(ClassifyConvertMismatch(to_half, 0x33800000, sub, 0, caps),
            "flushed denormal result, though the device reports CL_FP_DENORM");
}

}  // namespace
}  // namespace clc
