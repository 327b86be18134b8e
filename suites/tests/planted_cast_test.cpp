// The cast families' power, on PoCL and on Oclgrind: a cast to int that rounds to nearest
// instead of toward zero, and a compiler that accepts a cast between vector types, planted
// through planted/planted_driver.cpp's text replacement; each caught on its own case while the
// neighbouring spellings pass.
#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>

#include "suites/tests/run_helpers.h"

namespace {

using namespace clc::testing_support;
using nlohmann::json;

std::uint64_t Hex(const json& hex) { return std::stoull(hex.get<std::string>(), nullptr, 16); }

struct CastBug {
  std::string name;
  Plant plant;
  std::string coverage;
  std::string target;
  std::vector<std::string> neighbours;
  std::function<void(const json& target)> check;
};

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

std::vector<CastBug> Bugs() {
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
       // conversion instead of rejecting it.
       Replace("(int4)(x", "convert_int4(x", "__kernel void negative"),
       "full",
       "cast_int4_float4",
       {"cast_uint4_float4", "implicit_int4_float4", "cast_int3_int2", "cast_int4_float"},
       [](const json& c) {
         EXPECT_NE(c.dump().find("compiled"), std::string::npos)
             << "says it compiled: " << c.dump(1);
       }},
  };
}

// GoogleTest prints a parameter by its name, not its bytes.
void PrintTo(const CastBug& bug, std::ostream* os) { *os << bug.name; }

using Param = std::tuple<CastBug, std::string>;  // the bug, the device

class PlantedCastTest : public testing::TestWithParam<Param> {};

TEST_P(PlantedCastTest, IsCaughtOnItsCaseAndTheNeighboursPass) {
  const auto& [bug, device] = GetParam();
  const fs::path dir = Scratch("planted-cast-" + bug.name + "-" + device);
  std::string filter = "--gtest_filter=*/" + bug.target;
  for (const auto& n : bug.neighbours) filter += ":*/" + n;
  const int code =
      Wait(Start(device, {"--coverage=" + bug.coverage, filter, "--report-dir=" + dir.string()},
                 bug.plant, dir / "log"));
  EXPECT_EQ(code, 1) << "see " << (dir / "log");
  const fs::path folder = device == "Oclgrind" ? "oclgrind" : "portable-computing-language";
  const auto cases = Cases(dir / folder / "report.json");
  ASSERT_EQ(cases.size(), 1 + bug.neighbours.size()) << "a case of the filter is missing";
  const json& target = cases.at(bug.target);
  EXPECT_EQ(target.at("verdict"), "fail") << target.dump(1);
  bug.check(target);
  for (const auto& n : bug.neighbours) {
    ASSERT_EQ(cases.count(n), 1u) << n;
    EXPECT_EQ(cases.at(n).at("verdict"), "pass") << n << ": " << cases.at(n).dump(1);
  }
}

INSTANTIATE_TEST_SUITE_P(OnPoclAndOclgrind, PlantedCastTest,
                         testing::Combine(testing::ValuesIn(Bugs()),
                                          testing::Values("Portable Computing Language",
                                                          "Oclgrind")),
                         [](const testing::TestParamInfo<Param>& p) {
                           return std::get<0>(p.param).name +
                                  (std::get<1>(p.param) == "Oclgrind" ? "_Oclgrind" : "_PoCL");
                         });

}  // namespace
