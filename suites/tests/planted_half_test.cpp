// The half families' power, on PoCL and on Oclgrind: a vstore_half_rte that truncates and a
// vload_half that flushes half denormals, planted through planted/planted_driver.cpp, each
// caught on its own case while the neighbouring spellings pass.
#include <functional>
#include <string>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>

#include "suites/tests/run_helpers.h"

namespace {

using namespace clc::testing_support;
using nlohmann::json;

std::uint64_t Bits(const json& hex) { return std::stoull(hex.get<std::string>(), nullptr, 16); }

struct HalfBug {
  std::string name;
  Plant plant;
  std::string target;
  std::vector<std::string> neighbours;
  std::function<void(const json& mismatch)> check;  // every recorded mismatch of the target
};

std::vector<HalfBug> Bugs() {
  return {
      {"TruncatingVstoreHalfRte",
       Source("#define planted_vstore_half_rte(x, o, p) vstore_half_rtz(x, o, p)\n"),
       "vstore_half_rte_float",
       {"vstore_half_rtz_float", "vstore_half_float", "vstore_half2_rte_float2",
        "vstorea_half2_rte_float2"},
       [](const json& m) {
         // Toward zero instead of to nearest: one unit in the last place less in magnitude.
         EXPECT_EQ(Bits(m.at("expected")) & 0x8000u, Bits(m.at("got")) & 0x8000u) << m;
         EXPECT_EQ((Bits(m.at("expected")) & 0x7fffu) - (Bits(m.at("got")) & 0x7fffu), 1u) << m;
       }},
      {"VloadHalfFlushesDenormals",
       Source(
           "float planted_flush(float f) { return fabs(f) < 0x1p-14f ? copysign(0.0f, f) : f; }\n"
           "#define planted_vload_half(o, p) planted_flush(vload_half(o, p))\n"),
       "vload_half_half",
       {"vload_half2_half2", "vloada_half2_half2", "vload_half16_half16"},
       [](const json& m) {
         EXPECT_EQ(Bits(m.at("input")) & 0x7c00u, 0u) << "a half denormal: " << m;
         EXPECT_NE(Bits(m.at("input")) & 0x3ffu, 0u) << "a half denormal: " << m;
         EXPECT_EQ(Bits(m.at("got")) & 0x7fffffffu, 0u) << "flushed to zero: " << m;
       }},
  };
}

using Param = std::tuple<HalfBug, std::string>;  // the bug, the device

class PlantedHalfTest : public testing::TestWithParam<Param> {};

TEST_P(PlantedHalfTest, IsCaughtOnItsCaseAndTheNeighboursPass) {
  const auto& [bug, device] = GetParam();
  const fs::path dir = Scratch("planted-half-" + bug.name + "-" + device);
  std::string filter = "--gtest_filter=*/" + bug.target;
  for (const auto& n : bug.neighbours) filter += ":*/" + n;
  const int code = Wait(Start(device, {"--coverage=quick", filter, "--report-dir=" + dir.string()},
                              bug.plant, dir / "log"));
  EXPECT_EQ(code, 1) << "see " << (dir / "log");
  const fs::path folder = device == "Oclgrind" ? "oclgrind" : "portable-computing-language";
  const auto cases = Cases(dir / folder / "report.json");
  ASSERT_EQ(cases.size(), 1 + bug.neighbours.size()) << "a case of the filter is missing";
  const json& target = cases.at(bug.target);
  EXPECT_EQ(target.at("verdict"), "fail") << target.dump(1);
  ASSERT_GT(target.at("mismatched").get<std::uint64_t>(), 0u);
  for (const json& m : target.at("first_mismatches")) bug.check(m);
  for (const auto& n : bug.neighbours) {
    ASSERT_EQ(cases.count(n), 1u) << n;
    EXPECT_EQ(cases.at(n).at("verdict"), "pass") << n << ": " << cases.at(n).dump(1);
  }
}

INSTANTIATE_TEST_SUITE_P(OnPoclAndOclgrind, PlantedHalfTest,
                         testing::Combine(testing::ValuesIn(Bugs()),
                                          testing::Values("Portable Computing Language",
                                                          "Oclgrind")),
                         [](const testing::TestParamInfo<Param>& p) {
                           return std::get<0>(p.param).name +
                                  (std::get<1>(p.param) == "Oclgrind" ? "_Oclgrind" : "_PoCL");
                         });

}  // namespace
