// The variant model: enumeration counts from rules.md, legality, default rounding and names.
#include "reference/variant.h"

#include <algorithm>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include <gtest/gtest.h>

#include "reference/convert.h"

namespace clc {
namespace {

std::vector<Variant> WithoutHalf(const std::vector<Variant>& all) {
  std::vector<Variant> out;
  for (const Variant& v : all) {
    if (v.src != ScalarType::kHalf && v.dst != ScalarType::kHalf) out.push_back(v);
  }
  return out;
}

// rules.md, convert_*: "6,270 functions with half and double, 5,400 without half".
// By hand: 8 integer destinations x 11 sources x 6 widths x (2 sat x 5 roundings) = 5,280,
// plus 3 floating destinations x 11 x 6 x 5 = 990; without half 8x10x6x10 + 2x10x6x5.
TEST(VariantCount, Convert) {
  const auto all = VariantsOf(Family::kConvert);
  EXPECT_EQ(all.size(), 6270u);
  EXPECT_EQ(WithoutHalf(all).size(), 5400u);
  for (const Variant& v : all) {
    EXPECT_EQ(v.family, Family::kConvert);
    EXPECT_TRUE(IsLegal(v)) << CaseName(v);
    EXPECT_FALSE(v.saturate && IsFloat(v.dst)) << CaseName(v);
  }
}

// rules.md, as_type: same size in bytes (a 3-vector sized as a 4-vector). Per width, the
// ordered pairs of one scalar size are 2x2 + 3x3 + 3x3 + 3x3 = 31, so 6 x 31 = 186 with the
// same element count and 31 from 4 to 3 components.
TEST(VariantCount, AsType) {
  const auto all = VariantsOf(Family::kAsType);
  EXPECT_EQ(all.size(), 710u);
  int same = 0, four_to_three = 0, other = 0;
  for (const Variant& v : all) {
    EXPECT_EQ(v.family, Family::kAsType);
    EXPECT_EQ(VectorBytes(v.src, v.src_width), VectorBytes(v.dst, v.dst_width)) << CaseName(v);
    switch (AsTypeRuleOf(v)) {
      case AsTypeRule::kBitsUnchanged: ++same; break;
      case AsTypeRule::kFirstThreeUnchanged: ++four_to_three; break;
      case AsTypeRule::kImplementationDefined: ++other; break;
    }
  }
  EXPECT_EQ(same, 186);
  EXPECT_EQ(four_to_three, 31);
  EXPECT_EQ(other, 493);
}

// 66 types make 66 x 66 = 4,356 ordered pairs; 4,356 - 710 = 3,646 differ in size.
TEST(VariantCount, AsTypeSizeMismatch) {
  const auto all = TraitsOf(Family::kAsType).illegal();
  EXPECT_EQ(all.size(), 3646u + 1u);
  for (const Variant& v : all) {
    if (v.src_width != kNoSuchWidth) {
      EXPECT_NE(VectorBytes(v.src, v.src_width), VectorBytes(v.dst, v.dst_width)) << CaseName(v);
    }
    EXPECT_FALSE(IsLegal(v)) << CaseName(v);
  }
}

// 3 floating destinations x 11 x 6 widths x 5 roundings with _sat (990), plus one mismatched
// width per type pair and operand width (11 x 11 x 6 = 726), plus convert_int5.
TEST(VariantCount, ConvertIllegal) {
  const auto all = TraitsOf(Family::kConvert).illegal();
  EXPECT_EQ(all.size(), 990u + 726u + 1u);
  for (const Variant& v : all) EXPECT_FALSE(IsLegal(v)) << CaseName(v);
}

// How many of `all` have each pointer: the same number each.
void ExpectEverySpace(const std::vector<Variant>& all, std::size_t each) {
  for (Space s : kSpaces) {
    EXPECT_EQ(std::count_if(all.begin(), all.end(), [s](const Variant& v) { return v.space == s; }),
              static_cast<std::ptrdiff_t>(each))
        << SuffixOf(s);
  }
}

// The spellings of a width no vector type has (kNoSuchWidth) among `illegal`: `n` of them.
void ExpectNoSuchWidths(const std::vector<Variant>& illegal, std::size_t n) {
  EXPECT_EQ(std::count_if(illegal.begin(), illegal.end(),
                          [](const Variant& v) { return v.src_width == kNoSuchWidth; }),
            static_cast<std::ptrdiff_t>(n));
}

// vstore_half: float and double x 6 widths x 5 roundings (60), and the aligned forms of
// widths 2, 3, 4, 8, 16 (50), each through a __global, a __local and a __private pointer;
// the _sat spellings of each (22), vstore_half5 and vstorea_half5 must not build.
TEST(VariantCount, VstoreHalf) {
  const auto all = VariantsOf(Family::kVstoreHalf);
  EXPECT_EQ(all.size(), 3u * 110u);
  ExpectEverySpace(all, 110u);
  for (const Variant& v : all) {
    EXPECT_EQ(v.dst, ScalarType::kHalf) << CaseName(v);
    EXPECT_FALSE(v.aligned && v.src_width == 1) << CaseName(v);
  }
  const auto illegal = TraitsOf(Family::kVstoreHalf).illegal();
  EXPECT_EQ(illegal.size(), 22u + 2u);
  ExpectNoSuchWidths(illegal, 2u);
}

// vload_half: 6 widths and 5 aligned ones to float (11), through each pointer; with a
// rounding suffix (44), and vload_half5 and vloada_half5, they must not build.
TEST(VariantCount, VloadHalf) {
  const auto all = VariantsOf(Family::kVloadHalf);
  EXPECT_EQ(all.size(), 3u * 11u);
  ExpectEverySpace(all, 11u);
  for (const Variant& v : all) {
    EXPECT_EQ(v.src, ScalarType::kHalf) << CaseName(v);
    EXPECT_EQ(v.dst, ScalarType::kFloat) << CaseName(v);
  }
  const auto illegal = TraitsOf(Family::kVloadHalf).illegal();
  EXPECT_EQ(illegal.size(), 44u + 2u);
  ExpectNoSuchWidths(illegal, 2u);
}

// Only the pointer-taking built-ins have a pointer other than __global; no width but
// kWidths is legal.
TEST(VariantLegality, SpacesAndWidths) {
  for (const Variant& v : AllVariants()) {
    EXPECT_TRUE(v.space == Space::kGlobal || StorageType(v).has_value()) << CaseName(v);
    EXPECT_NE(std::find(kWidths.begin(), kWidths.end(), v.src_width), kWidths.end()) << CaseName(v);
    EXPECT_NE(std::find(kWidths.begin(), kWidths.end(), v.dst_width), kWidths.end()) << CaseName(v);
  }
  Variant local = MakeConvert(ScalarType::kFloat, ScalarType::kInt, 4, false, Rounding::kRte);
  local.space = Space::kLocal;
  EXPECT_EQ(IllegalReason(local), "the built-in takes no pointer");
  Variant five = MakeVariant(Family::kVstoreHalf, ScalarType::kFloat, 5, ScalarType::kHalf, 5);
  five.space = Space::kPrivate;
  EXPECT_EQ(IllegalReason(five), "width is not 1, 2, 3, 4, 8 or 16");
}

// Casts and implicit conversions: of a scalar operand, to every other scalar type (110) and
// to every vector type (11 x 11 x 5 = 605), replicated; between vector types, another element
// type at the same width (550) or the same one at the next width (55), never.
TEST(VariantCount, CastAndImplicit) {
  for (Family f : {Family::kCast, Family::kImplicit}) {
    const auto all = VariantsOf(f);
    EXPECT_EQ(all.size(), 715u);
    for (const Variant& v : all) {
      EXPECT_EQ(v.src_width, 1) << CaseName(v);
      EXPECT_TRUE(v.dst_width != 1 || v.src != v.dst) << CaseName(v);
      EXPECT_EQ(ResultsPerOperand(v), v.dst_width) << CaseName(v);
    }
    const auto illegal = TraitsOf(f).illegal();
    EXPECT_EQ(illegal.size(), 605u);
    for (const Variant& v : illegal) EXPECT_GT(v.src_width, 1) << CaseName(v);
  }
  EXPECT_EQ(ResultsPerOperand(
                MakeConvert(ScalarType::kInt, ScalarType::kFloat, 4, false, Rounding::kDefault)),
            1);
  EXPECT_EQ(ResultsPerOperand(MakeAsType(ScalarType::kLong, 1, ScalarType::kInt, 2)), 1);
}

// What the suite registers: every legal variant, then every negative check.
TEST(VariantCount, AllAndNegative) {
  const auto legal = AllVariants();
  EXPECT_EQ(legal.size(), 6270u + 710u + 330u + 33u + 715u + 715u + 121u);
  for (const Variant& v : legal) EXPECT_TRUE(IsLegal(v)) << CaseName(v);
  const auto negative = NegativeVariants();
  EXPECT_EQ(negative.size(), 990u + 726u + 3646u + 22u + 44u + 6u + 605u + 605u);
  for (const Variant& v : negative) EXPECT_FALSE(IsLegal(v)) << CaseName(v);
}

std::vector<Variant> EveryEnumeratedVariant() {
  std::vector<Variant> all = AllVariants();
  const std::vector<Variant> negative = NegativeVariants();
  all.insert(all.end(), negative.begin(), negative.end());
  return all;
}

bool IsGoogleTestSafe(const std::string& name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  });
}

// Names are the identity of a case: unique, GoogleTest-safe, and parsed back to the variant.
TEST(VariantName, RoundTripUniqueAndSafe) {
  std::set<std::string> seen;
  for (const Variant& v : EveryEnumeratedVariant()) {
    const std::string name = CaseName(v);
    EXPECT_TRUE(IsGoogleTestSafe(name)) << name;
    EXPECT_TRUE(seen.insert(name).second) << "duplicate name " << name;
    const auto parsed = ParseCaseName(name);
    ASSERT_TRUE(parsed.has_value()) << name;
    EXPECT_TRUE(*parsed == v) << name;
    EXPECT_EQ(IsLegal(*parsed), IsLegal(v)) << name;
  }
  EXPECT_EQ(seen.size(),
            6270u + 710u + 330u + 33u + 3646u + 1716u + 22u + 44u + 6u + 2u * (715u + 605u) + 121u);
}

// A variant is a key by its value: the order and the hash tell apart every case the names do,
// and agree with ==. (A field added to Variant but not to FieldsOf fails here.)
TEST(VariantKey, OrderAndHashTellEveryCaseApart) {
  const std::vector<Variant> all = EveryEnumeratedVariant();
  const std::set<Variant> ordered(all.begin(), all.end());
  const std::unordered_set<Variant> hashed(all.begin(), all.end());
  EXPECT_EQ(ordered.size(), all.size());
  EXPECT_EQ(hashed.size(), all.size());
  for (std::size_t i = 1; i < all.size(); ++i) {
    const Variant& a = all[i - 1];
    const Variant& b = all[i];
    EXPECT_NE(a < b, b < a) << CaseName(a) << " " << CaseName(b);
    EXPECT_FALSE(a < a);
  }
  const Variant v = *ParseCaseName("convert_int4_sat_rte_float4");
  EXPECT_EQ(std::hash<Variant>{}(v), std::hash<Variant>{}(*ParseCaseName(CaseName(v))));
  EXPECT_EQ(ordered.count(v), 1u);
}

TEST(VariantName, Examples) {
  EXPECT_EQ(CaseName(MakeConvert(ScalarType::kFloat, ScalarType::kInt, 4, true, Rounding::kRte)),
            "convert_int4_sat_rte_float4");
  EXPECT_EQ(
      CaseName(MakeConvert(ScalarType::kInt, ScalarType::kFloat, 1, false, Rounding::kDefault)),
      "convert_float_int");
  EXPECT_EQ(CaseName(MakeAsType(ScalarType::kInt, 4, ScalarType::kFloat, 3)), "as_float3_int4");
  Variant store = MakeVariant(Family::kVstoreHalf, ScalarType::kDouble, 3, ScalarType::kHalf, 3);
  store.aligned = true;
  store.rounding = Rounding::kRtn;
  EXPECT_EQ(CaseName(store), "vstorea_half3_rtn_double3");
  EXPECT_EQ(CaseName(MakeVariant(Family::kVloadHalf, ScalarType::kHalf, 1, ScalarType::kFloat, 1)),
            "vload_half_half");
  Variant local = MakeVariant(Family::kVstoreHalf, ScalarType::kFloat, 4, ScalarType::kHalf, 4);
  local.rounding = Rounding::kRte;
  local.space = Space::kLocal;
  EXPECT_EQ(CaseName(local), "vstore_half4_rte_float4_local");
  Variant private_load =
      MakeVariant(Family::kVloadHalf, ScalarType::kHalf, 3, ScalarType::kFloat, 3);
  private_load.aligned = true;
  private_load.space = Space::kPrivate;
  EXPECT_EQ(CaseName(private_load), "vloada_half3_half3_private");
  EXPECT_EQ(ParseCaseName("vloada_half3_half3_private"), private_load);
  Variant five = MakeVariant(Family::kVstoreHalf, ScalarType::kFloat, 5, ScalarType::kHalf, 5);
  five.aligned = true;
  EXPECT_EQ(CaseName(five), "vstorea_half5_float5");
  EXPECT_EQ(ParseCaseName("vstorea_half5_float5"), five);
  EXPECT_EQ(
      BuiltinName(MakeConvert(ScalarType::kInt, ScalarType::kInt, 5, false, Rounding::kDefault)),
      "convert_int5");
  EXPECT_EQ(
      BuiltinName(MakeConvert(ScalarType::kHalf, ScalarType::kUChar, 16, true, Rounding::kRtn)),
      "convert_uchar16_sat_rtn");
  EXPECT_EQ(CaseName(MakeVariant(Family::kCast, ScalarType::kFloat, 1, ScalarType::kInt, 4)),
            "cast_int4_float");
  EXPECT_EQ(CaseName(MakeVariant(Family::kImplicit, ScalarType::kDouble, 1, ScalarType::kHalf, 1)),
            "implicit_half_double");
  EXPECT_FALSE(IsLegal(*ParseCaseName("cast_int4_float4")));
  EXPECT_FALSE(IsLegal(*ParseCaseName("implicit_int2_int16")));
  EXPECT_TRUE(IsLegal(*ParseCaseName("implicit_uchar3_uchar")));
  EXPECT_EQ(CaseName(MakeVariant(Family::kBool, ScalarType::kFloat, 1, ScalarType::kHalf, 1)),
            "cast_half_bool_float");
  EXPECT_EQ(ParseCaseName("cast_int_bool_int")->family, Family::kBool);
  EXPECT_EQ(ParseCaseName("cast_int_float")->family, Family::kCast);
}

// Text that names no variant at all.
TEST(VariantName, GarbageDoesNotParse) {
  for (const char* name : {"",
                           "_",
                           "convert_",
                           "as_",
                           "convert_int",
                           "int",
                           "convert_foo_int",
                           "convert_int6_int6",
                           "vstore_half_float_global",
                           "vstore_half_float_local_private",
                           "vstore_half_float_private_local",
                           "vstore_half_float__local",
                           "convert_int1_int",
                           "convert_int_int1",
                           "convert_int04_int04",
                           "convert_int32_int32",
                           "convert_int_rte_sat_float",
                           "convert_int_sat_sat_float",
                           "convert_int_rte_rtz_float",
                           "convert_int_rtx_float",
                           "convert_int__float",
                           "convert_int_float_",
                           "as_int",
                           "as__int",
                           "as_int_sat_float",
                           "as_int_rte_float",
                           "CONVERT_INT_FLOAT",
                           "convert_int_Float",
                           "convert_int_float ",
                           " convert_int_float",
                           "convert_bool_int",
                           "as_void_int",
                           "convert_half2_half2x",
                           "convert_int16_int16_",
                           "as_int3_int4x",
                           "vstore_half7_float7",
                           "vstore_half_float_",
                           "vstorehalf_float",
                           "vstore_half4_rtx_float4",
                           "vload_half_",
                           "vloadb_half2_half2"}) {
    EXPECT_FALSE(ParseCaseName(name).has_value()) << '"' << name << '"';
  }
}

// Spellings of functions OpenCL C does not have. CaseName names the negative cases (they must
// fail to compile), so these parse, but never to a legal variant: the caller can tell.
TEST(VariantName, IllegalSpellingsNeverParseToLegal) {
  for (const char* name :
       {"convert_int4_float3", "convert_float_sat_int", "as_int_short", "as_double4_float4",
        "convert_half_sat_rte_int", "vstore_half_sat_float", "vload_half4_rte_half4",
        "vstore_half2_float4", "vstore_half_int", "vload_half_float", "vstorea_half_float",
        "vstore_half5_float5", "vloada_half5_half5_local", "convert_int5_int5", "as_int5_int5",
        "as_float4_int_private", "vstore_half_sat_float_local", "convert_int_float_local"}) {
    const auto parsed = ParseCaseName(name);
    EXPECT_TRUE(!parsed || !IsLegal(*parsed)) << name;
  }
}

TEST(VariantLegality, Reasons) {
  Variant sat_float = MakeConvert(ScalarType::kInt, ScalarType::kFloat, 1, true, Rounding::kRte);
  EXPECT_NE(IllegalReason(sat_float), "");
  EXPECT_NE(
      IllegalReason(MakeConvert(ScalarType::kInt, ScalarType::kHalf, 4, true, Rounding::kDefault)),
      "");
  EXPECT_NE(
      IllegalReason(MakeConvert(ScalarType::kInt, ScalarType::kDouble, 16, true, Rounding::kRtz)),
      "");

  Variant widths = MakeConvert(ScalarType::kFloat, ScalarType::kInt, 4, false, Rounding::kDefault);
  widths.dst_width = 3;
  EXPECT_NE(IllegalReason(widths), "");
  EXPECT_NE(
      IllegalReason(MakeConvert(ScalarType::kInt, ScalarType::kInt, 5, false, Rounding::kDefault)),
      "");

  EXPECT_NE(IllegalReason(MakeAsType(ScalarType::kShort, 1, ScalarType::kInt, 1)), "");
  EXPECT_NE(IllegalReason(MakeAsType(ScalarType::kFloat, 4, ScalarType::kDouble, 4)), "");
  Variant as_sat = MakeAsType(ScalarType::kInt, 1, ScalarType::kFloat, 1);
  as_sat.saturate = true;
  EXPECT_NE(IllegalReason(as_sat), "");

  // Legal ones have no reason.
  EXPECT_EQ(
      IllegalReason(MakeConvert(ScalarType::kFloat, ScalarType::kInt, 3, true, Rounding::kRtn)),
      "");
  EXPECT_EQ(
      IllegalReason(MakeConvert(ScalarType::kHalf, ScalarType::kHalf, 16, false, Rounding::kRtp)),
      "");
  EXPECT_EQ(IllegalReason(MakeAsType(ScalarType::kInt, 4, ScalarType::kFloat, 3)), "");
  EXPECT_EQ(IllegalReason(MakeAsType(ScalarType::kUChar, 8, ScalarType::kDouble, 1)), "");
  EXPECT_EQ(IllegalReason(MakeAsType(ScalarType::kHalf, 3, ScalarType::kShort, 4)), "");
  EXPECT_EQ(IllegalReason(MakeAsType(ScalarType::kInt, 3, ScalarType::kInt, 4)), "")
      << "int3 is sized as int4";
}

// rules.md: "_rtz for an integer destination; _rte for a floating-point destination".
TEST(VariantRounding, EffectiveMode) {
  for (ScalarType dst : AllScalarTypes()) {
    EXPECT_EQ(EffectiveMode(Rounding::kDefault, dst),
              IsFloat(dst) ? RoundingMode::kRte : RoundingMode::kRtz)
        << Name(dst);
    EXPECT_EQ(EffectiveMode(Rounding::kRte, dst), RoundingMode::kRte);
    EXPECT_EQ(EffectiveMode(Rounding::kRtz, dst), RoundingMode::kRtz);
    EXPECT_EQ(EffectiveMode(Rounding::kRtp, dst), RoundingMode::kRtp);
    EXPECT_EQ(EffectiveMode(Rounding::kRtn, dst), RoundingMode::kRtn);
  }
}

}  // namespace
}  // namespace clc
