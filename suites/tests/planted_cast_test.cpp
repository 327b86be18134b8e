// The cast families' power, on PoCL and on Oclgrind: a cast to int that rounds to nearest
// instead of toward zero, and a compiler that accepts a cast between vector types, planted
// through planted/planted_driver.cpp's text replacement; each caught on its own case while the
// neighbouring spellings pass. On Oclgrind, a cast and an implicit conversion that clamp where they
// must keep the low bits, named so in their cause line.
#include <cstdint>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "suites/tests/planted_family.h"

namespace planted_cast_test {

using namespace clc::testing_support;
using nlohmann::json;

std::uint64_t Hex(const json& hex) { return std::stoull(hex.get<std::string>(), nullptr, 16); }

// Each lane the planted cast got wrong: a float with a fraction of one half or more, its result
// one further from zero than the truncation.
void RoundedAwayFromTruncation(const json& c) {
  ASSERT_GT(c.at("mismatched").get<std::uint64_t>(), 0u);
  for (const json& m : c.at("first_mismatches")) {
    const auto expected = static_cast<std::int32_t>(Hex(m.at("expected")));
    const auto got = static_cast<std::int32_t>(Hex(m.at("got")));
    EXPECT_EQ(got - expected, expected < 0 || (expected == 0 && Hex(m.at("input")) >> 31) ? -1 : 1)
        << m;
  }
}

std::vector<CaughtBug> CastBugs() {
  return {
      {"CastToIntRoundsToNearest",
       // In the kernels that read their operands from a buffer: PoCL 3.1's constant folder
       // crashes on convert_int_rte or rint of some float constants (as expectations/ lists).
       Replace("(int)(", "convert_int_rte(", "", "__kernel void c_"),
       "quick",
       "cast_int_float",
       {"cast_uint_float", "cast_int4_float", "implicit_int_float", "cast_int_char",
        "convert_int_float"},
       RoundedAwayFromTruncation},
      {"AcceptedVectorCast",
       // Only in the negative checks' program: the compiler builds (int4)(float4) as a
       // conversion instead of rejecting it. Quick coverage checks one spelling of each kind of
       // illegal spelling: this one stands for the casts between vectors of one size.
       Replace("(int4)(x", "convert_int4(x", "__kernel void negative"),
       "quick",
       "cast_int4_float4",
       {"implicit_int4_float4", "cast_int4_int3", "cast_int4_float"},
       [](const json& c) {
         EXPECT_NE(c.dump().find("compiled"), std::string::npos)
             << "says it compiled: " << c.dump(1);
       }},
  };
}

// Integer conversions without _sat keep the low bits: each planted clamp is named so.
std::vector<CaughtBug> CastNamedBugs() {
  const auto saturated = EachMismatch([](const json& m) {
    EXPECT_EQ(m.at("classification"),
              "saturated where the conversion must wrap (keep the low bits)")
        << m;
  });
  return {
      {"CastToUcharSaturates",
       Replace("(uchar)(x)", "convert_uchar_sat(x)"),
       "quick",
       "cast_uchar_int",
       {"cast_char_int", "implicit_uchar_int", "convert_uchar_int", "cast_uchar2_int"},
       saturated},
      {"ImplicitIntOfLongSaturates",
       Replace("const int d = x;", "const int d = convert_int_sat(x);"),
       "quick",
       "implicit_int_long",
       {"cast_int_long", "implicit_uint_long", "implicit_int2_long", "convert_int_long"},
       saturated},
  };
}

class PlantedCastTest : public testing::TestWithParam<CaughtParam> {};

TEST_P(PlantedCastTest, IsCaughtOnItsCaseAndTheNeighboursPass) {
  ExpectCaughtOnItsCase(std::get<0>(GetParam()), std::get<1>(GetParam()), "planted-cast-");
}

INSTANTIATE_TEST_SUITE_P(OnPoclAndOclgrind, PlantedCastTest, OnPoclAndOclgrind(CastBugs()),
                         CaughtName);
INSTANTIATE_TEST_SUITE_P(OnOclgrind, PlantedCastTest, OnOclgrind(CastNamedBugs()), CaughtName);

}  // namespace planted_cast_test
