// The lane comparator and the mismatch classifier, on hand-made device output: no device.
#include "harness/run/compare.h"

#include <cstring>
#include <functional>
#include <vector>

#include <gtest/gtest.h>

#include "harness/report/result_io.h"
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

// vstorea_half3 of `in` (float operands, 3 a work item) as a device stored it: `got` holds the
// half bits each lane read back; every lane's expectation, and the result.
struct HalfStore {
  std::vector<float> in;
  std::vector<Expectation> expected;
};
HalfStore Operands3(std::size_t items) {
  HalfStore s;
  s.in.reserve(3 * items);
  for (std::size_t i = 0; i < 3 * items; ++i) s.in.push_back(1.0f + 0.37f * static_cast<float>(i));
  s.expected.resize(s.in.size());
  const Variant v = *ParseCaseName("vstorea_half3_float3");
  ExpectBatch(ConversionOf(v), FpCaps{}, s.in.data(), s.in.size(), s.expected.data());
  return s;
}
VariantResult JudgeStore(const HalfStore& s, const std::vector<std::uint16_t>& got) {
  const Variant v = *ParseCaseName("vstorea_half3_float3");
  const auto operands = Bytes(s.in);
  const auto region = Bytes(got);
  VariantResult r;
  r.variant = v;
  r.status = CaseStatus::kRan;
  const Operands ops{operands.data(), s.in.size(), s.in.size(), 0, false};
  CompareConvert(v, FpCaps{}, ops, s.expected.data(), s.in.size(), region.data(), r);
  return r;
}

// Components stored at the wrong place, as vstorea_half3 written at the stride of vstore_half3
// leaves them: through a private scratch each item's components shifted by one (the last one
// whatever the scratch held), through a local one other items' results, through the global
// region the sentinel past the first item. One cause for all three: a wrong layout.
// Every convert_* from `src` over varied operands (NaNs, denormals, edges and random bits),
// with some lanes of each region wrong and some flushed: CompareConversions, the operands
// decomposed once, judges each case as CompareConvert with its own ExpectBatch does.
void ExpectManyAtOnceAsEachAlone(ScalarType src, const FpCaps& caps) {
  std::vector<Variant> vs;
  for (ScalarType dst : AllScalarTypes()) {
    for (bool sat : {false, true}) {
      if (sat && IsFloat(dst)) continue;
      for (Rounding m : kRoundings) vs.push_back(MakeConvert(src, dst, 1, sat, m));
    }
  }
  const std::size_t n = 4096;
  const int size = clc::Bytes(src);
  std::vector<std::uint8_t> operands(n * size);
  std::uint64_t x = 0x9e3779b97f4a7c15u;
  for (std::size_t i = 0; i < n; ++i) {
    x = x * 6364136223846793005u + 1442695040888963407u;
    // Every 4th operand near zero or an extreme (denormals, NaNs, infinities), the rest any.
    const std::uint64_t bits =
        i % 4 == 0 ? (x >> 60) * (i % 8 == 0 ? 1 : ~std::uint64_t{0} >> 4) ^ x % 7 : x;
    std::memcpy(&operands[i * size], &bits, size);
  }
  const Operands in{operands.data(), n, n - 5, 3, false};
  std::vector<std::vector<std::uint8_t>> regions;
  std::vector<const std::uint8_t*> region_ptrs;
  std::vector<VariantResult> alone(vs.size()), together(vs.size());
  std::vector<VariantResult*> out;
  for (std::size_t k = 0; k < vs.size(); ++k) {
    std::vector<Expectation> e(n);
    ExpectBatch(ConversionOf(vs[k]), caps, operands.data(), n, e.data());
    const int dst = clc::Bytes(vs[k].dst);
    std::vector<std::uint8_t> region(n * dst);
    for (std::size_t i = 0; i < n; ++i) {
      std::uint64_t got =
          e[i].allowance == Allowance::kFlushedDenormal && i % 2 == 0 ? e[i].alt : e[i].bits;
      if (i % 97 == k % 97) got ^= std::uint64_t{1} << (i % (8 * dst));
      std::memcpy(&region[i * dst], &got, dst);
    }
    regions.push_back(region);
    for (VariantResult* r : {&alone[k], &together[k]}) {
      r->variant = vs[k];
      r->status = CaseStatus::kRan;
    }
    CompareConvert(vs[k], caps, in, e.data(), n, regions.back().data(), alone[k]);
  }
  for (std::size_t k = 0; k < vs.size(); ++k) {
    region_ptrs.push_back(regions[k].data());
    out.push_back(&together[k]);
  }
  CompareConversions(vs, caps, in, region_ptrs, out);
  std::uint64_t mismatched = 0;
  for (std::size_t k = 0; k < vs.size(); ++k) {
    EXPECT_EQ(ResultJson(together[k]), ResultJson(alone[k])) << CaseName(vs[k]);
    mismatched += alone[k].mismatched;
  }
  EXPECT_GT(mismatched, vs.size() * 20) << "the wrong lanes are found";
}

TEST(Compare, ManyConversionsAtOnceAreJudgedAsEachAlone) {
  for (ScalarType src : {ScalarType::kDouble, ScalarType::kFloat, ScalarType::kLong,
                         ScalarType::kUChar, ScalarType::kHalf}) {
    ExpectManyAtOnceAsEachAlone(src, FpCaps{});
    ExpectManyAtOnceAsEachAlone(src, FpCaps::NoDenormals());
  }
}

TEST(Classify, ComponentsAtTheWrongPlaceAreOneCause) {
  const HalfStore s = Operands3(64);
  const std::size_t n = s.in.size();
  std::vector<std::uint16_t> shifted(n), others(n), sentinel(n, 0xa5a5);
  for (std::size_t l = 0; l < n; ++l) {
    shifted[l] = l % 3 == 2 ? 0x1234 : static_cast<std::uint16_t>(s.expected[l + 1].bits);
    const std::size_t from = 4 * (l / 3) + l % 3;  // where the reader looked, in 3-lane items
    others[l] = from < n ? static_cast<std::uint16_t>(s.expected[from].bits) : 0xa5a5;
  }
  for (std::size_t l = 0; l < 3; ++l) sentinel[l] = static_cast<std::uint16_t>(s.expected[l].bits);
  others[0] = static_cast<std::uint16_t>(s.expected[0].bits);
  for (const auto& got : {shifted, others, sentinel}) {
    const VariantResult r = JudgeStore(s, got);
    ASSERT_GT(r.mismatched, n / 2);
    for (const LaneRecord& m : r.mismatches) EXPECT_EQ(m.classification, kMisplacedComponents);
  }
}

// What is no layout keeps its own cause: every result one ulp low, or the stores of a few lanes
// dropped while the others landed right.
TEST(Classify, WrongValuesInTheirPlaceAreNoLayout) {
  const HalfStore s = Operands3(64);
  std::vector<std::uint16_t> low, dropped;
  low.reserve(s.expected.size());
  dropped.reserve(s.expected.size());
  for (const Expectation& e : s.expected) {
    low.push_back(static_cast<std::uint16_t>(e.bits - 1));
    dropped.push_back(static_cast<std::uint16_t>(e.bits));
  }
  for (std::size_t l = 5; l < dropped.size(); l += 17) dropped[l] = 0xa5a5;
  for (const LaneRecord& m : JudgeStore(s, low).mismatches)
    EXPECT_EQ(m.classification.rfind("one ulp off", 0), 0u) << m.classification;
  for (const LaneRecord& m : JudgeStore(s, dropped).mismatches)
    EXPECT_EQ(m.classification, "store dropped: the output still holds the sentinel");
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

// vstore_half_rte of a double rounded through float: just above the tie between 0 and the
// smallest half subnormal, float keeps the tie itself, which rounds to even (0): not a flush.
TEST(Classify, DoubleRoundingThroughFloatIsNamed) {
  const FpCaps caps;
  const Conversion c{ScalarType::kDouble, ScalarType::kHalf, false, RoundingMode::kRte};
  const std::uint64_t in = 0x3e60000000000001;  // 2^-25 (1 + 2^-52)
  const Expectation e = Expect(c, in, caps);
  ASSERT_EQ(e.bits, 1u);
  EXPECT_EQ(ClassifyConvertMismatch(c, in, e, 0, caps),
            "double rounding: rounded to float first, then to half");
  // A truly flushed result, where rounding through float keeps the subnormal.
  EXPECT_EQ(
      ClassifyConvertMismatch(c, 0x3e70000000000000, Expect(c, 0x3e70000000000000, caps), 0, caps),
      "flushed denormal result, though the device reports CL_FP_DENORM");
}

// convert_float_rte(long) as a device returned it, for operands just above a tie between two
// floats (where rounding through double lands on the tie) and operands that are no tie.
VariantResult LongToFloat(const std::function<std::uint64_t(std::uint64_t)>& device) {
  const Variant v = MakeConvert(ScalarType::kLong, ScalarType::kFloat, 1, false, Rounding::kRte);
  std::vector<std::int64_t> in;
  std::vector<std::uint32_t> got;
  in.reserve(16);
  for (std::int64_t k = 1; k <= 8; ++k) {
    in.push_back((std::int64_t{1} << 60) + k * (std::int64_t{1} << 37) + (std::int64_t{1} << 36) +
                 1);                                                              // above a tie
    in.push_back((std::int64_t{1} << 60) + k * (std::int64_t{1} << 37) + 12345);  // no tie
  }
  got.reserve(in.size());
  for (std::int64_t x : in) got.push_back(static_cast<std::uint32_t>(device(x)));
  const auto operands = Bytes(in);
  const auto region = Bytes(got);
  std::vector<Expectation> expected(in.size());
  ExpectBatch(ConversionOf(v), FpCaps{}, operands.data(), in.size(), expected.data());
  VariantResult r;
  r.variant = v;
  r.status = CaseStatus::kRan;
  const Operands ops{operands.data(), in.size(), in.size(), 0, false};
  CompareConvert(v, FpCaps{}, ops, expected.data(), in.size(), region.data(), r);
  return r;
}

// A device that rounds through double is named so; one that ignores the rounding mode is not,
// though its lanes just above a tie look rounded twice.
TEST(Classify, DoubleRoundingIsNamedOnlyWhereEveryWrongLaneIsRoundedTwice) {
  const FpCaps caps;
  const auto through_double = [&](std::uint64_t x) {
    const Conversion to_double{ScalarType::kLong, ScalarType::kDouble, false, RoundingMode::kRte};
    const Conversion to_float{ScalarType::kDouble, ScalarType::kFloat, false, RoundingMode::kRte};
    return Expect(to_float, Expect(to_double, x, caps).bits, caps).bits;
  };
  const VariantResult twice = LongToFloat(through_double);
  ASSERT_GT(twice.mismatched, 0u);
  for (const LaneRecord& m : twice.mismatches)
    EXPECT_EQ(m.classification, "double rounding: rounded to double first, then to float");
  const VariantResult rtz = LongToFloat([&](std::uint64_t x) {
    return Expect({ScalarType::kLong, ScalarType::kFloat, false, RoundingMode::kRtz}, x, caps).bits;
  });
  ASSERT_GT(rtz.mismatched, twice.mismatched);
  for (const LaneRecord& m : rtz.mismatches)
    EXPECT_EQ(m.classification, "one ulp off: wrong rounding direction for rte");
}

// vload_half reading a half subnormal as zero: the operand was flushed, not the result.
TEST(Classify, AFlushedOperandIsNamed) {
  const FpCaps caps;
  const Conversion c{ScalarType::kHalf, ScalarType::kFloat, false, RoundingMode::kRte};
  for (const std::uint64_t in : {0x0001u, 0x03ffu, 0x8001u}) {
    const Expectation e = Expect(c, in, caps);
    EXPECT_EQ(ClassifyConvertMismatch(c, in, e, in & 0x8000u ? 0x80000000u : 0u, caps),
              "flushed half denormal operand: read as zero")
        << std::hex << in;
  }
  // A normal operand read as zero is no flush.
  EXPECT_EQ(ClassifyConvertMismatch(c, 0x3c00, Expect(c, 0x3c00, caps), 0, caps), "");
}

// An integer conversion without _sat keeps the low bits: (uchar)256 is 0, and a long 2^31 made
// an int is INT_MIN; a clamped result is named.
TEST(Classify, SaturatingWhereTheConversionWrapsIsNamed) {
  const FpCaps caps;
  const std::string named = "saturated where the conversion must wrap (keep the low bits)";
  const Conversion to_uchar{ScalarType::kInt, ScalarType::kUChar, false, RoundingMode::kRtz};
  EXPECT_EQ(ClassifyConvertMismatch(to_uchar, 256, Expect(to_uchar, 256, caps), 0xff, caps), named);
  const Conversion to_int{ScalarType::kLong, ScalarType::kInt, false, RoundingMode::kRtz};
  EXPECT_EQ(ClassifyConvertMismatch(to_int, 0x80000000, Expect(to_int, 0x80000000, caps),
                                    0x7fffffff, caps),
            named);
  // Another wrong value is not called a clamp.
  EXPECT_EQ(ClassifyConvertMismatch(to_uchar, 256, Expect(to_uchar, 256, caps), 0x12, caps), "");
}

}  // namespace
}  // namespace clc
