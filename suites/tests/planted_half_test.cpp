// The half families' power, on PoCL and on Oclgrind: a vstore_half_rte that truncates, a
// vstorea_half3_rte whose __global overload alone truncates, and a vload_half that flushes half
// denormals, planted through planted/planted_driver.cpp, each
// caught on its own case while the neighbouring spellings pass. On Oclgrind, bugs whose cause line
// names them: a vstore_half_rte of a double rounded through float, a vstorea_half3 written at
// the stride of vstore_half3.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "suites/tests/planted_family.h"

namespace planted_half_test {

using namespace clc::testing_support;
using nlohmann::json;

std::vector<CaughtBug> HalfBugs() {
  return {
      {"TruncatingVstoreHalfRte",
       Source("#define planted_vstore_half_rte(x, o, p) vstore_half_rtz(x, o, p)\n"),
       "quick",
       "vstore_half_rte_float",
       {"vstore_half_rtz_float", "vstore_half_float", "vstore_half2_rte_float2",
        "vstorea_half2_rte_float2"},
       EachMismatch([](const json& m) {
         // Toward zero instead of to nearest: one unit in the last place less in magnitude.
         EXPECT_EQ(Bits(m.at("expected")) & 0x8000u, Bits(m.at("got")) & 0x8000u) << m;
         EXPECT_EQ((Bits(m.at("expected")) & 0x7fffu) - (Bits(m.at("got")) & 0x7fffu), 1u) << m;
       })},
      {"GlobalVstoreaHalf3RteTruncates",
       // The __global overload of vstorea_half3_rte alone (its __local and __private ones
       // right): caught only where the aligned 3-component form's __global case calls it.
       Replace("vstorea_half3_rte(x, i, (__global half*)",
               "vstorea_half3_rtz(x, i, (__global half*)"),
       "quick",
       "vstorea_half3_rte_float3",
       {"vstorea_half3_rte_float3_local", "vstorea_half3_rte_float3_private",
        "vstore_half3_rte_float3", "vstorea_half3_rtz_float3"},
       EachMismatch([](const json& m) {
         EXPECT_EQ((Bits(m.at("expected")) & 0x7fffu) - (Bits(m.at("got")) & 0x7fffu), 1u) << m;
       })},
      {"VloadHalfFlushesDenormals",
       Source(
           "float planted_flush(float f) { return fabs(f) < 0x1p-14f ? copysign(0.0f, f) : f; }\n"
           "#define planted_vload_half(o, p) planted_flush(vload_half(o, p))\n"),
       "quick",
       "vload_half_half",
       {"vload_half2_half2", "vloada_half2_half2", "vload_half16_half16"},
       EachMismatch([](const json& m) {
         EXPECT_EQ(Bits(m.at("input")) & 0x7c00u, 0u) << "a half denormal: " << m;
         EXPECT_NE(Bits(m.at("input")) & 0x3ffu, 0u) << "a half denormal: " << m;
         EXPECT_EQ(Bits(m.at("got")) & 0x7fffffffu, 0u) << "flushed to zero: " << m;
         EXPECT_EQ(m.at("classification"), "flushed half denormal operand: read as zero") << m;
       })},
  };
}

// Bugs whose cause line must name them: the lanes they get wrong look like other bugs one by one
// (a flushed denormal, a dropped store). The naming is the host's, the same on every device.
std::vector<CaughtBug> HalfNamedBugs() {
  return {
      {"VstoreHalfRteOfDoubleRoundsThroughFloat",
       Source("#define planted_vstore_half_rte(x, o, p) _Generic((x), double: "
              "vstore_half_rte((float)(x), o, p), default: vstore_half_rte(x, o, p))\n"),
       "quick",
       "vstore_half_rte_double",
       {"vstore_half_rte_float", "vstore_half_rtz_double", "vstore_half2_rte_double2"},
       EachMismatch([](const json& m) {
         EXPECT_EQ(m.at("classification"), "double rounding: rounded to float first, then to half")
             << m;
       })},
      {"VstoreaHalf3AtAStrideOfThree",
       // vstore_half3 in its place: the 3-component form's layout (p + offset * 3), where the
       // aligned form's is p + offset * 4.
       Source("#define planted_vstorea_half3(x, o, p) vstore_half3(x, o, p)\n"),
       "quick",
       "vstorea_half3_float3",
       {"vstore_half3_float3", "vstorea_half3_rte_float3", "vstorea_half4_float4"},
       EachMismatch([](const json& m) {
         EXPECT_EQ(m.at("classification").get<std::string>().rfind("misplaced components", 0), 0u)
             << m;
       })},
  };
}

class PlantedHalfTest : public testing::TestWithParam<CaughtParam> {};

TEST_P(PlantedHalfTest, IsCaughtOnItsCaseAndTheNeighboursPass) {
  ExpectCaughtOnItsCase(std::get<0>(GetParam()), std::get<1>(GetParam()), "planted-half-");
}

INSTANTIATE_TEST_SUITE_P(OnPoclAndOclgrind, PlantedHalfTest, OnPoclAndOclgrind(HalfBugs()),
                         CaughtName);
INSTANTIATE_TEST_SUITE_P(OnOclgrind, PlantedHalfTest, OnOclgrind(HalfNamedBugs()), CaughtName);

}  // namespace planted_half_test
