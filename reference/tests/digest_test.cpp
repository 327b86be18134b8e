// The operand stream and the host side of digests, without a device.
#include "reference/digest/digest.h"

#include <set>

#include <gtest/gtest.h>

#include "reference/fingerprint.h"
#include "reference/operand_stream.h"

namespace clc {
namespace {

TEST(OperandStream, LowWordIsABijectionOfTheLane) {
  const StreamKeys k = KeysOf(ScalarType::kUInt, 1);
  std::set<std::uint64_t> seen;
  for (std::uint32_t i = 0; i < (1u << 16); ++i)
    seen.insert(StreamOperand(ScalarType::kUInt, k, i));
  EXPECT_EQ(seen.size(), 1u << 16);
}

TEST(OperandStream, DependsOnSeedAndType) {
  EXPECT_NE(StreamOperand(ScalarType::kInt, KeysOf(ScalarType::kInt, 1), 7),
            StreamOperand(ScalarType::kInt, KeysOf(ScalarType::kInt, 2), 7));
  EXPECT_NE(StreamOperand(ScalarType::kInt, KeysOf(ScalarType::kInt, 1), 7),
            StreamOperand(ScalarType::kUInt, KeysOf(ScalarType::kUInt, 1), 7));
}

TEST(OperandStream, SixtyFourBitTypesFillBothWords) {
  const StreamKeys k = KeysOf(ScalarType::kULong, 1);
  int high = 0;
  for (std::uint32_t i = 0; i < 1000; ++i)
    high += (StreamOperand(ScalarType::kULong, k, i) >> 32) != 0;
  EXPECT_GT(high, 990);
}

// Hand-computed: Mix32 of 0 is 0, of 1 is the finalizer's known value.
TEST(OperandStream, Mix32KnownValues) {
  EXPECT_EQ(Mix32(0), 0u);
  std::uint32_t x = 1;
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  x ^= x >> 16;
  EXPECT_EQ(Mix32(1), x);
}

TEST(OperandStream, ShapedFloatLanesHaveExponentsNearTheIntegerRanges) {
  for (ScalarType t : {ScalarType::kFloat, ScalarType::kDouble, ScalarType::kHalf}) {
    const auto& tr = Traits(t);
    const StreamKeys k = KeysOf(t, 9);
    const int bias = (1 << (tr.exponent_bits - 1)) - 1;
    int shaped = 0;
    for (std::uint32_t i = 0; i < 20000; ++i) {
      if ((Mix32(i ^ k.shape) & 1u) == 0) continue;
      ++shaped;
      const std::uint64_t bits = StreamOperand(t, k, i);
      const int e =
          static_cast<int>((bits >> tr.fraction_bits) & ((1u << tr.exponent_bits) - 1)) - bias;
      EXPECT_GE(e, -4) << Name(t);
      EXPECT_LE(e, static_cast<int>(ShapedExponents(t)) - 5) << Name(t);
    }
    EXPECT_GT(shaped, 9000) << Name(t);
    EXPECT_LT(shaped, 11000) << Name(t);
  }
}

// The skip ranges hold exactly the implementation-defined lanes, for every floating-point
// operand type and every integer destination, on sampled operands and on every range
// boundary. (The digests' own check cannot: a job without _sat folds its _sat twin's lanes.)
TEST(SkipRanges, MatchTheReference) {
  for (ScalarType src : {ScalarType::kHalf, ScalarType::kFloat, ScalarType::kDouble}) {
    for (ScalarType dst : AllScalarTypes()) {
      if (IsFloat(dst)) continue;
      for (RoundingMode m :
           {RoundingMode::kRte, RoundingMode::kRtz, RoundingMode::kRtp, RoundingMode::kRtn}) {
        const Conversion c{src, dst, false, m};
        const SkipRanges r = ImplementationDefinedRanges(c, FpCaps{});
        ASSERT_LE(r.lo1, r.hi1);
        ASSERT_LE(r.lo2, r.hi2);
        const StreamKeys k = KeysOf(src, 3);
        std::vector<std::uint64_t> probes = {r.lo1, r.lo1 - 1, r.hi1, r.lo2, r.lo2 - 1, r.hi2, 0};
        for (std::uint32_t i = 0; i < 4000; ++i) probes.push_back(StreamOperand(src, k, i));
        for (std::uint64_t bits : probes) {
          const bool impl =
              Expect(c, bits, FpCaps{}).allowance == Allowance::kImplementationDefined;
          EXPECT_EQ(r.Contains(bits), impl)
              << Name(src) << "->" << Name(dst) << " " << std::hex << bits;
        }
      }
    }
  }
  const SkipRanges none = ImplementationDefinedRanges(
      {ScalarType::kDouble, ScalarType::kInt, true, RoundingMode::kRtz}, FpCaps{});
  EXPECT_GT(none.lo1, none.hi1);
  EXPECT_GT(none.lo2, none.hi2);
}

// A digest over shared lanes equals the digests one job at a time, and moves when one
// expected lane would differ.
TEST(Digest, SharedLanesEqualSingleJobs) {
  const LaneStream s{ScalarType::kDouble, false, KeysOf(ScalarType::kDouble, 5)};
  const Conversion a{ScalarType::kDouble, ScalarType::kInt, false, RoundingMode::kRtn};
  const Conversion b{ScalarType::kDouble, ScalarType::kFloat, false, RoundingMode::kRtp};
  const SkipRanges ra = ImplementationDefinedRanges(a, FpCaps{});
  std::vector<ChunkDigest> both(3);
  AddExpectedDigests({{false, 0, a, ra}, {false, 0, b, {}}, {true, 3, {}, {}}}, FpCaps{}, s, 96,
                     10000, both.data());
  const ChunkDigest da = ExpectedDigest(a, FpCaps{}, s, 96, 10000, ra);
  EXPECT_EQ(both[0].sum, da.sum);
  EXPECT_EQ(both[0].skipped, da.skipped);
  EXPECT_TRUE(both[0].ranges_hold);
  EXPECT_GT(both[0].skipped, 0u);
  EXPECT_EQ(both[1].sum, ExpectedDigest(b, FpCaps{}, s, 96, 10000, {}).sum);
  EXPECT_EQ(both[2].sum, ExpectedIdentityDigest(s, 96, 10000, 3).sum);
  EXPECT_EQ(both[2].exact, 7500u);
  ChunkDigest split = ExpectedDigest(a, FpCaps{}, s, 96, 4000, ra);
  Add(split, ExpectedDigest(a, FpCaps{}, s, 4096, 6000, ra));
  EXPECT_EQ(split.sum, da.sum);
  EXPECT_NE(LaneHash(5, 0x1234), LaneHash(5, 0x1235));
  EXPECT_NE(LaneHash(5, 0x1234), LaneHash(6, 0x1234));
}

// Where a job folds its own conversion's lanes, skip ranges that take out a lane that is not
// implementation-defined are found wrong, whether the job sums its lanes or only counts them.
// (A float-to-integer job without _sat folds its _sat twin's lanes, LanesOf, which say nothing
// of its own implementation-defined lanes: its ranges are held to Expect by the test above.)
TEST(Digest, SkipRangesOverDefinedLanesDoNotHold) {
  const LaneStream s{ScalarType::kFloat, false, KeysOf(ScalarType::kFloat, 5)};
  const Conversion plain{ScalarType::kFloat, ScalarType::kShort, false, RoundingMode::kRte};
  const Conversion sat{ScalarType::kFloat, ScalarType::kShort, true, RoundingMode::kRte};
  const SkipRanges ranges = ImplementationDefinedRanges(plain, FpCaps{});
  for (bool counts_only : {false, true}) {
    std::vector<DigestJob> jobs = {{false, 0, plain, ranges}, {false, 0, sat, ranges}};
    for (DigestJob& job : jobs) job.counts_only = counts_only;
    std::vector<ChunkDigest> got(2);
    AddExpectedDigests(jobs, FpCaps{}, s, 0, 5000, got.data());
    EXPECT_TRUE(got[0].ranges_hold) << counts_only;
    EXPECT_FALSE(got[1].ranges_hold) << counts_only;
    EXPECT_EQ(got[0].skipped, got[1].skipped) << counts_only;
    EXPECT_GT(got[0].skipped, 0u) << counts_only;
    EXPECT_EQ(got[0].sum == 0, counts_only);
  }
}

// A lane's hash gives back the value hashed, whatever the index and the value's bits.
TEST(Digest, LaneValueOfInvertsTheLaneHash) {
  const std::uint64_t values[] = {0,
                                  1,
                                  0x80000000,
                                  0xffff,
                                  0x7fc00000,
                                  0xffffffffffffffffull,
                                  0x8000000000000000ull,
                                  0x123456789abcdef0ull};
  const std::uint64_t indices[] = {0, 1, 5135, 0x7fbfff07, 0xffffffff, 0x123456789ull};
  for (std::uint64_t i : indices) {
    for (std::uint64_t v : values) EXPECT_EQ(LaneValueOf(i, LaneHash(i, v)), v) << i << " " << v;
  }
  static_assert(LaneValueOf(7, LaneHash(7, 42)) == 42);
}

}  // namespace
}  // namespace clc

namespace clc {
namespace {

// The fingerprint that keys stored digests and reports: a SHA-256 in hex, made by the build.
TEST(Fingerprint, IsSha256Hex) {
  const std::string_view f = ReferenceFingerprint();
  ASSERT_EQ(f.size(), 64u);
  EXPECT_EQ(f.find_first_not_of("0123456789abcdef"), std::string_view::npos);
}

}  // namespace
}  // namespace clc
