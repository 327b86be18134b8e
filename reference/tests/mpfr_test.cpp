// The reference against the MPFR oracle: one test per source type, every destination,
// saturation and rounding (the default resolved by EffectiveMode), with all denormals
// supported and, for the flushed alternative, with none; both the one-lane reference
// (Expect) and the decomposed one (ExpectBatchAll).
// CLCONFORM_MPFR_SAMPLES raises the sample of 32- and 64-bit sources above 2^18.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "reference/convert.h"
#include "reference/digest/decomposed.h"
#include "reference/tests/mpfr_inputs.h"
#include "reference/tests/mpfr_oracle.h"

namespace clc {
// Names the parameter "float", not "1-byte object <09>", in test listings and ctest.
// Internal linkage; in clc itself so that argument-dependent lookup finds it.
static void PrintTo(ScalarType t, std::ostream* os) { *os << Name(t); }
}  // namespace clc

namespace clc::oracle {
namespace {

constexpr int kMaxPrinted = 20;

std::size_t SampleSize() {
  const char* env = std::getenv("CLCONFORM_MPFR_SAMPLES");
  if (env == nullptr) return kMinSample;
  const unsigned long long n = std::strtoull(env, nullptr, 0);
  return n > kMinSample ? static_cast<std::size_t>(n) : kMinSample;
}

std::string Hex(std::uint64_t x) {
  std::ostringstream s;
  s << "0x" << std::hex << x;
  return s.str();
}

std::string Describe(const OracleResult& o) {
  switch (o.kind) {
    case OracleResult::Kind::kValue: return Hex(o.bits);
    case OracleResult::Kind::kNan: return "any NaN";
    case OracleResult::Kind::kOutOfRange: return "out of range (implementation-defined)";
    case OracleResult::Kind::kError: return "ORACLE ERROR (inexact encoding)";
  }
  return "?";
}

// Whether the reference's expectation says what the oracle says.
bool Agrees(const Expectation& e, const OracleResult& o, ScalarType dst) {
  switch (o.kind) {
    case OracleResult::Kind::kValue: return e.allowance == Allowance::kExact && e.bits == o.bits;
    case OracleResult::Kind::kNan:
      return e.allowance == Allowance::kAnyNan && IsNanBits(dst, e.bits);
    case OracleResult::Kind::kOutOfRange: return e.allowance == Allowance::kImplementationDefined;
    case OracleResult::Kind::kError: return false;
  }
  return false;
}

// rules.md "Denormals": on a device without CL_FP_DENORM, a subnormal input may be read as
// the zero of its sign, and a subnormal result written as the zero of its sign. Either way
// the flushed lane is a zero of the input's sign, converted: 0 for an integer destination.
bool AgreesFlushed(const Expectation& e, const OracleResult& o, ScalarType src, ScalarType dst,
                   std::uint64_t in) {
  if (o.kind != OracleResult::Kind::kValue) return Agrees(e, o, dst);
  const auto& s = Traits(src);
  const auto& d = Traits(dst);
  const std::uint64_t field = (in >> s.fraction_bits) & ((1u << s.exponent_bits) - 1);
  const std::uint64_t fraction = in & ((std::uint64_t{1} << s.fraction_bits) - 1);
  const bool input_subnormal = s.is_float && field == 0 && fraction != 0;
  const std::uint64_t magnitude =
      d.is_float ? o.bits & ((std::uint64_t{1} << (Bits(dst) - 1)) - 1) : 0;
  const bool result_subnormal =
      d.is_float && magnitude != 0 && magnitude < (std::uint64_t{1} << d.fraction_bits);
  std::uint64_t alt = o.bits;
  if (input_subnormal) {
    const bool neg = ((in >> (Bits(src) - 1)) & 1) != 0;
    alt = d.is_float && neg ? std::uint64_t{1} << (Bits(dst) - 1) : 0;
  } else if (result_subnormal) {
    alt = o.bits & ~magnitude;
  }
  if (alt == o.bits) return e.allowance == Allowance::kExact && e.bits == o.bits;
  return e.allowance == Allowance::kFlushedDenormal && e.bits == o.bits && e.alt == alt;
}

struct Case {
  Variant variant;
  Conversion conversion;
};

// Every legal scalar convert_* variant from `src`: 8 integer destinations x 2 x 5 roundings
// plus 3 floating-point destinations x 5 roundings = 95.
std::vector<Case> CasesFrom(ScalarType src) {
  std::vector<Case> cases;
  for (ScalarType dst : AllScalarTypes()) {
    for (bool sat : {false, true}) {
      for (Rounding r : kRoundings) {
        const Variant v = MakeConvert(src, dst, 1, sat, r);
        if (IsLegal(v)) cases.push_back({v, ConversionOf(v)});
      }
    }
  }
  return cases;
}

// The decomposed reference's expectations (ExpectBatchAll) of every case over a block of
// inputs, held against the oracle beside Expect's.
class DecomposedBlock {
 public:
  static constexpr std::size_t kInputs = 4096;
  DecomposedBlock(const std::vector<Case>& cases, const FpCaps& caps) : caps_(caps) {
    for (const Case& c : cases) conversions_.push_back(c.conversion);
    bits_.resize(conversions_.size() * kInputs);
    allowance_.resize(conversions_.size() * kInputs);
  }
  void Compute(const std::uint64_t* inputs, std::size_t n) {
    std::vector<std::uint64_t*> bit_rows;
    std::vector<Allowance*> allowance_rows;
    for (std::size_t k = 0; k < conversions_.size(); ++k) {
      bit_rows.push_back(&bits_[k * kInputs]);
      allowance_rows.push_back(&allowance_[k * kInputs]);
    }
    ExpectBatchAll(conversions_, caps_, inputs, n, bit_rows.data(), allowance_rows.data());
  }
  Expectation At(std::size_t k, std::size_t i) const {
    Expectation e;
    e.bits = bits_[k * kInputs + i];
    e.allowance = allowance_[k * kInputs + i];
    if (e.allowance == Allowance::kFlushedDenormal) {
      e.alt = FlushedAlternative(conversions_[k].dst, e.bits);
    }
    return e;
  }

 private:
  FpCaps caps_;
  std::vector<Conversion> conversions_;
  std::vector<std::uint64_t> bits_;
  std::vector<Allowance> allowance_;
};

// The lanes checked and how they went, the first few mismatches reported.
struct Tally {
  long long checked = 0, mismatches = 0, exact = 0, any_nan = 0, impl_defined = 0;
  long long flush_mismatches = 0, decomposed_mismatches = 0;

  // e, ef: Expect with every denormal and with none; d, df: the decomposed reference's.
  void Check(const Variant& v, ScalarType src, std::uint64_t bits, const OracleResult& o,
             const Expectation& e, const Expectation& ef, const Expectation& d,
             const Expectation& df) {
    const ScalarType dst = v.dst;
    ++checked;
    if (!AgreesFlushed(ef, o, src, dst, bits) && ++flush_mismatches <= kMaxPrinted) {
      ADD_FAILURE() << "without denormals: " << BuiltinName(v) << "(" << Name(src) << " "
                    << Hex(bits) << "): reference " << Hex(ef.bits) << " " << NameOf(ef.allowance)
                    << " alt " << Hex(ef.alt) << ", oracle " << Describe(o);
    }
    if ((!Agrees(d, o, dst) || !AgreesFlushed(df, o, src, dst, bits)) &&
        ++decomposed_mismatches <= kMaxPrinted) {
      ADD_FAILURE() << "decomposed: " << BuiltinName(v) << "(" << Name(src) << " " << Hex(bits)
                    << "): " << Hex(d.bits) << " " << NameOf(d.allowance) << ", without denormals "
                    << Hex(df.bits) << " " << NameOf(df.allowance) << ", oracle " << Describe(o);
    }
    if (Agrees(e, o, dst)) {
      exact += o.kind == OracleResult::Kind::kValue;
      any_nan += o.kind == OracleResult::Kind::kNan;
      impl_defined += o.kind == OracleResult::Kind::kOutOfRange;
    } else if (++mismatches <= kMaxPrinted) {
      ADD_FAILURE() << BuiltinName(v) << "(" << Name(src) << " " << Hex(bits) << "): reference "
                    << Hex(e.bits) << " " << NameOf(e.allowance) << ", oracle " << Describe(o);
    }
  }
};

class MpfrOracle : public ::testing::TestWithParam<ScalarType> {};

TEST_P(MpfrOracle, AgreesWithReference) {
  const ScalarType src = GetParam();
  const auto start = std::chrono::steady_clock::now();
  const std::vector<std::uint64_t> inputs = OracleInputs(src, SampleSize());
  if (Bits(src) <= 16) {
    ASSERT_EQ(inputs.size(), std::size_t{1} << Bits(src));
  } else {
    ASSERT_GE(inputs.size(), kMinSample);
  }
  const std::vector<Case> cases = CasesFrom(src);
  ASSERT_EQ(cases.size(), 95u);

  const FpCaps caps;                           // every denormal: no flush allowance may appear
  const FpCaps flush = FpCaps::NoDenormals();  // none: the flushed alternative is the signed zero
  Tally t;
  DecomposedBlock decomposed(cases, caps), decomposed_flush(cases, flush);
  SourceValue value;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const std::size_t in_block = i % DecomposedBlock::kInputs;
    if (in_block == 0) {
      const std::size_t n = std::min(DecomposedBlock::kInputs, inputs.size() - i);
      decomposed.Compute(&inputs[i], n);
      decomposed_flush.Compute(&inputs[i], n);
    }
    value.Set(src, inputs[i]);
    for (std::size_t k = 0; k < cases.size(); ++k) {
      const Conversion& conv = cases[k].conversion;
      const OracleResult o = value.Convert(conv.dst, conv.saturate, conv.mode);
      const Expectation d = decomposed.At(k, in_block);
      const Expectation df = decomposed_flush.At(k, in_block);
      t.Check(cases[k].variant, src, inputs[i], o, Expect(conv, inputs[i], caps),
              Expect(conv, inputs[i], flush), d, df);
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  RecordProperty("inputs", static_cast<int>(inputs.size()));
  RecordProperty("lanes", std::to_string(t.checked));
  RecordProperty("mismatches", std::to_string(t.mismatches));
  RecordProperty("mismatches_without_denormals", std::to_string(t.flush_mismatches));
  std::cout << "[ oracle   ] " << Name(src) << ": " << inputs.size() << " inputs x " << cases.size()
            << " conversions = " << t.checked << " lanes: " << t.exact << " exact, " << t.any_nan
            << " any-NaN, " << t.impl_defined << " implementation-defined, " << t.mismatches
            << " mismatches (" << t.flush_mismatches << " without denormals, "
            << t.decomposed_mismatches << " from the decomposed reference), " << seconds << " s\n";
  EXPECT_EQ(t.mismatches, 0) << "(only the first " << kMaxPrinted << " are printed)";
  EXPECT_EQ(t.flush_mismatches, 0) << "(only the first " << kMaxPrinted << " are printed)";
  EXPECT_EQ(t.decomposed_mismatches, 0) << "(only the first " << kMaxPrinted << " are printed)";
}

INSTANTIATE_TEST_SUITE_P(Source, MpfrOracle, ::testing::ValuesIn(AllScalarTypes()),
                         [](const ::testing::TestParamInfo<ScalarType>& info) {
                           return std::string(Name(info.param));
                         });

// The oracle's own encoders and decoders, on values checked by hand.
TEST(MpfrOracleSelf, HalfDecoding) {
  EXPECT_EQ(HalfToDouble(0x3C00), 1.0);
  EXPECT_EQ(HalfToDouble(0x0001), 1.0 / (1 << 24));
  EXPECT_EQ(HalfToDouble(0x7BFF), 65504.0);
  EXPECT_EQ(HalfToDouble(0xC100), -2.5);
}

TEST(MpfrOracleSelf, KnownConversions) {
  SourceValue v;
  v.Set(ScalarType::kFloat, 0x33000000);  // 2^-25: a tie between half 0 and 0x0001
  EXPECT_EQ(v.Convert(ScalarType::kHalf, false, RoundingMode::kRte).bits, 0u);
  EXPECT_EQ(v.Convert(ScalarType::kHalf, false, RoundingMode::kRtp).bits, 1u);
  v.Set(ScalarType::kDouble, 0x7FEFFFFFFFFFFFFF);  // DBL_MAX
  EXPECT_EQ(v.Convert(ScalarType::kHalf, false, RoundingMode::kRte).bits, 0x7C00u);
  EXPECT_EQ(v.Convert(ScalarType::kHalf, false, RoundingMode::kRtz).bits, 0x7BFFu);
  EXPECT_EQ(v.Convert(ScalarType::kFloat, false, RoundingMode::kRtn).bits, 0x7F7FFFFFu);
  v.Set(ScalarType::kInt, 0xFFFFFFFF);  // -1
  EXPECT_EQ(v.Convert(ScalarType::kUChar, false, RoundingMode::kRtz).bits, 0xFFu);
  EXPECT_EQ(v.Convert(ScalarType::kUChar, true, RoundingMode::kRtz).bits, 0u);
  EXPECT_EQ(v.Convert(ScalarType::kHalf, false, RoundingMode::kRtz).bits, 0xBC00u);
  v.Set(ScalarType::kFloat, 0x4F000000);  // 2^31
  EXPECT_EQ(v.Convert(ScalarType::kInt, false, RoundingMode::kRtz).kind,
            OracleResult::Kind::kOutOfRange);
  EXPECT_EQ(v.Convert(ScalarType::kInt, true, RoundingMode::kRtz).bits, 0x7FFFFFFFu);
  v.Set(ScalarType::kHalf, 0x7E00);  // NaN
  EXPECT_EQ(v.Convert(ScalarType::kFloat, false, RoundingMode::kRte).kind,
            OracleResult::Kind::kNan);
  EXPECT_EQ(v.Convert(ScalarType::kShort, true, RoundingMode::kRte).bits, 0u);
}

TEST(MpfrOracleSelf, InputsCoverTheEdges) {
  const auto f = EdgeInputs(ScalarType::kFloat);
  for (std::uint64_t x :
       {0x0u, 0x80000000u, 0x1u, 0x807FFFFFu, 0x00800000u, 0x7F7FFFFFu, 0x7F800000u, 0xFF800000u,
        0x7FC00000u, 0x7F800001u, 0x4F000000u, 0x4EFFFFFFu, 0xCF000000u, 0x5F800000u, 0x3F000000u,
        0x33000000u, 0x3F801000u, 0x477FF000u}) {
    EXPECT_TRUE(std::binary_search(f.begin(), f.end(), x)) << Hex(x);
  }
  const auto d = EdgeInputs(ScalarType::kDouble);
  for (std::uint64_t x : {0x1ull, 0x000FFFFFFFFFFFFFull, 0x7FF0000000000001ull,
                          0x43E0000000000000ull, 0x41DFFFFFFFE00000ull, 0x3690000000000000ull,
                          0x3FF0000010000000ull, 0x40EFFE0000000000ull}) {
    EXPECT_TRUE(std::binary_search(d.begin(), d.end(), x)) << Hex(x);
  }
  const auto l = EdgeInputs(ScalarType::kLong);
  for (std::uint64_t x :
       {0x0ull, 0xFFFFFFFFFFFFFFFFull, 0x8000000000000000ull, 0x7FFFFFFFFFFFFFFFull,
        0x0020000000000001ull, 0x01000003ull, 0xFFFFFFFF7FFFFFFFull, 0xFFF0ull}) {
    EXPECT_TRUE(std::binary_search(l.begin(), l.end(), x)) << Hex(x);
  }
}

}  // namespace
}  // namespace clc::oracle
