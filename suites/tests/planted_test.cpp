// The suite's own power: driver bugs planted through planted/planted_driver.cpp (redefined
// built-ins in the programs the suite builds, or a killed process), each run at quick coverage
// on PoCL over its target case and a few neighbours. The target must get the verdict the bug
// deserves, showing the lane, input, path or classification it should; every neighbour must
// pass (implementation-defined and skipped as usual). A planted implementation-defined
// difference must not be called a failure.
#include <functional>
#include <set>

#include <gtest/gtest.h>

#include "suites/tests/run_helpers.h"

namespace planted_test {

using namespace clc::testing_support;
using nlohmann::json;

struct PlantedBug {
  std::string name;
  Plant plant;
  std::string target;
  std::vector<std::string> neighbours;
  std::string verdict;
  std::function<void(const json& target)> check;  // more about the target's case
  std::string timeout = "120";  // --case-timeout: long enough for a cold build on a busy machine
};

// Every recorded mismatch of `c` satisfies `ok`, and there is at least one.
void EveryMismatch(const json& c, const std::function<void(const json&)>& ok) {
  ASSERT_GT(c.at("mismatched").get<std::uint64_t>(), 0u);
  for (const json& m : c.at("first_mismatches")) ok(m);
}

std::vector<PlantedBug> Bugs() {
  // The faults that end a case without a result, in one conversion of an operand type whose
  // program holds the neighbours too.
  const std::string short_sat_rtp = "convert_short_sat_rtp";
  const std::vector<std::string> short_neighbours = {
      "convert_short_sat_rtz_uint", "convert_short_sat_rtn_uint", "convert_short_rtp_uint",
      "convert_short_sat_rtp_int"};
  return {
      {"WrongRoundingDirection",
       Source(Redefine("convert_int4_rte", "float4", "convert_int4_rtz(x)")),
       "convert_int4_rte_float4",
       {"convert_int4_rtz_float4", "convert_int4_rtp_float4", "convert_int4_rte_double4",
        "convert_int4_sat_rte_float4"},
       "fail",
       [](const json& c) {
         EveryMismatch(c, [](const json& m) {
           EXPECT_EQ(m.at("classification"), "off by one: wrong rounding direction for rte");
         });
       }},
      {"MissingSaturation",
       Source(Redefine("convert_uchar_sat", "short", "convert_uchar(x)")),
       "convert_uchar_sat_short",
       {"convert_uchar_short", "convert_uchar_sat_int", "convert_char_sat_short",
        "convert_uchar2_sat_short2"},
       "fail",
       [](const json& c) {
         EveryMismatch(c, [](const json& m) {
           EXPECT_EQ(m.at("classification"),
                     "missing saturation: the result should clamp to the range's end");
         });
       }},
      {"NanUnderSaturationGivesIntMin",
       Source("int planted_nan_sat(float x) { return isnan(x) ? INT_MIN : convert_int_sat(x); }\n" +
              Redefine("convert_int_sat", "float", "planted_nan_sat(x)")),
       "convert_int_sat_float",
       {"convert_int_sat_rtz_float", "convert_int_sat_double", "convert_int_float",
        "convert_int_sat_uint"},
       "fail",
       [](const json& c) {
         EveryMismatch(c, [](const json& m) {
           EXPECT_EQ(Bits(m.at("input")) & 0x7f800000u, 0x7f800000u) << m;
           EXPECT_NE(Bits(m.at("input")) & 0x007fffffu, 0u) << "a NaN operand: " << m;
           EXPECT_EQ(m.at("got"), "0x80000000");
           EXPECT_EQ(m.at("classification"), "NaN handling: _sat must convert NaN to 0");
         });
       }},
      {"WrongLaneOfAVector",
       Source("short4 planted_lane2(short4 r) { r.z += (short)1; return r; }\n" +
              Redefine("convert_short4_rtz", "float4", "planted_lane2(convert_short4_rtz(x))")),
       "convert_short4_rtz_float4",
       {"convert_short4_rte_float4", "convert_short4_rtn_float4", "convert_short4_rtz_double4",
        "convert_short4_rtz_int4"},
       "fail",
       [](const json& c) {
         EveryMismatch(c, [](const json& m) {
           EXPECT_EQ(m.at("lane").get<std::uint64_t>() % 4, 2u) << "only lane 2 is wrong: " << m;
         });
       }},
      {"WrongAtOneInput",
       Source("uint planted_at_2p31(float x) {\n"
              "  return as_uint(x) == 0x4f000000u ? 0x7fffffffu : convert_uint(x);\n}\n" +
              Redefine("convert_uint", "float", "planted_at_2p31(x)")),
       "convert_uint_float",
       {"convert_uint_rtz_float", "convert_uint_sat_float", "convert_uint_double",
        "convert_uint4_float4"},
       "fail",
       [](const json& c) {
         std::set<bool> paths;
         EveryMismatch(c, [&](const json& m) {
           EXPECT_EQ(m.at("input"), "0x4f000000");
           EXPECT_EQ(m.at("got"), "0x7fffffff");
           paths.insert(m.at("constant_path").get<bool>());
         });
         EXPECT_EQ(paths.size(), 2u) << "an edge operand is checked on both paths";
         EXPECT_EQ(c.at("paths").at("buffer").at("verdict"), "fail");
         EXPECT_EQ(c.at("paths").at("constant").at("verdict"), "fail");
       }},
      {"WrongOnlyWhenFolded",
       // A constant folder that rounds toward negative infinity instead of toward zero.
       Source(Redefine("convert_int", "float",
                       "(__builtin_constant_p(x) ? convert_int_rtn(x) : convert_int(x))")),
       "convert_int_float",
       {"convert_int_rtn_float", "convert_int_sat_float", "convert_int_double",
        "convert_int4_float4"},
       "fail",
       [](const json& c) {
         EveryMismatch(c, [](const json& m) {
           EXPECT_TRUE(m.at("constant_path").get<bool>()) << "the buffer path is right: " << m;
           EXPECT_EQ(m.at("classification"), "off by one: wrong rounding direction for rtz");
         });
         // Judged apart: the folded constants fail, the buffer path passes.
         EXPECT_EQ(c.at("paths").at("constant").at("verdict"), "fail");
         EXPECT_EQ(c.at("paths").at("buffer").at("verdict"), "pass");
       }},
      {"WrongOnlyWhenFoldedAtAPairEdge",
       // A constant folder one ulp high at a tie-plus-sticky hazard of long -> float (2^54 +
       // 2^30 + 2^29: a tie with a sticky bit just below it): an edge of the pair
       // (PairEdgeInputs) outside the focused subset, which only the width-16 kernels fold.
       Source("float16 planted_pair_edge(long16 x, int folded) {\n"
              "  const int16 hit = convert_int16(x == (long16)(0x0040000060000000L));\n"
              "  return as_float16(as_int16(convert_float16(x)) - (folded ? hit : (int16)(0)));\n"
              "}\n" +
              Redefine("convert_float16", "long16",
                       "planted_pair_edge(convert_long16(x), __builtin_constant_p((x).s0))")),
       "convert_float16_long16",
       {"convert_float16_rtp_long16", "convert_float_long", "convert_float16_int16",
        "convert_double16_long16"},
       "fail",
       [](const json& c) {
         EveryMismatch(c, [](const json& m) {
           EXPECT_TRUE(m.at("constant_path").get<bool>()) << "the buffer path is right: " << m;
           EXPECT_EQ(m.at("input"), "0x0040000060000000");
           EXPECT_EQ(m.at("got"), "0x5a800002");
         });
         EXPECT_EQ(c.at("paths").at("constant").at("verdict"), "fail");
         EXPECT_EQ(c.at("paths").at("buffer").at("verdict"), "pass");
       }},
      {"BuildFailure", BuildFailure(short_sat_rtp, "uint"), "convert_short_sat_rtp_uint",
       short_neighbours, "build-failure",
       [](const json& c) {
         EXPECT_EQ(c.at("lanes"), 0);
         EXPECT_EQ(c.at("paths").at("buffer").at("verdict"), "build-failure");
         EXPECT_EQ(c.at("paths").at("constant").at("verdict"), "build-failure");
       }},
      {"Hang", Hang(short_sat_rtp, "uint"), "convert_short_sat_rtp_uint", short_neighbours,
       "timeout", [](const json&) {}, "10"},
      {"KilledProcess", Kill(short_sat_rtp, "uint"), "convert_short_sat_rtp_uint", short_neighbours,
       "crash",
       [](const json& c) {
         EXPECT_NE(c.at("message").get<std::string>().find("signal 9"), std::string::npos);
       }},
      {"ImplementationDefinedDifferenceIsNoFailure",
       // NaN and out-of-range operands without _sat give 42.
       Source("int planted_impl42(float x) {\n"
              "  return isnan(x) || x >= 0x1p31f || x < -0x1p31f ? 42 : convert_int(x);\n}\n" +
              Redefine("convert_int", "float", "planted_impl42(x)")),
       "convert_int_float",
       {"convert_int_rtn_float", "convert_int_sat_float", "convert_int_double",
        "convert_int4_float4"},
       "pass",
       [](const json& c) {
         ASSERT_GT(c.at("implementation_defined").get<std::uint64_t>(), 0u);
         for (const json& s : c.at("implementation_defined_samples")) {
           EXPECT_EQ(s.at("got"), "0x0000002a") << s;
         }
       }},
  };
}

// GoogleTest prints a parameter in test listings: its name, not its bytes.
void PrintTo(const PlantedBug& bug, std::ostream* os) { *os << bug.name; }

class PlantedBugTest : public testing::TestWithParam<PlantedBug> {};

TEST_P(PlantedBugTest, IsCaughtWithItsVerdictAndNothingElseFails) {
  const PlantedBug& bug = GetParam();
  const fs::path dir = Scratch("planted-" + bug.name);
  std::string filter = "--gtest_filter=*/" + bug.target;
  for (const auto& n : bug.neighbours) filter += ":*/" + n;
  const int code = Wait(Start(
      "Portable Computing Language",
      {"--coverage=quick", filter, "--case-timeout=" + bug.timeout, "--report-dir=" + dir.string()},
      bug.plant, dir / "log"));
  EXPECT_EQ(code, bug.verdict == "pass" ? 0 : 1) << "see " << (dir / "log");
  const auto cases = Cases(dir / "portable-computing-language" / "report.json");
  ASSERT_EQ(cases.size(), 1 + bug.neighbours.size()) << "a case of the filter is missing";
  ASSERT_EQ(cases.count(bug.target), 1u);
  const json& target = cases.at(bug.target);
  EXPECT_EQ(target.at("verdict"), bug.verdict) << target.dump(1);
  bug.check(target);
  for (const auto& n : bug.neighbours) {
    ASSERT_EQ(cases.count(n), 1u) << n;
    const std::string v = cases.at(n).at("verdict");
    EXPECT_TRUE(v == "pass" || v == "implementation-defined" || v == "skipped")
        << n << " must not fail: " << cases.at(n).dump(1);
  }
}

INSTANTIATE_TEST_SUITE_P(OnPocl, PlantedBugTest, testing::ValuesIn(Bugs()),
                         [](const testing::TestParamInfo<PlantedBug>& p) { return p.param.name; });

}  // namespace planted_test

namespace planted_test {

// A compiler that accepts two illegal spellings among rejected ones: each accepted spelling
// fails, every rejected one passes, and the accepted ones are found by building the batch
// again without the cases its log points at (two programs), not one program per case.
TEST(PlantedNegative, AcceptedSpellingsAreFoundByOneRebuildOfTheRest) {
  const fs::path dir = Scratch("planted-accepts");
  Plant accepts;
  accepts.source =
      "#define planted_convert_char2(x) "
      "convert_char2(_Generic((x), char: (char2)(0), short: (char2)(0), default: (x)))\n";
  const std::set<std::string> accepted = {"convert_char2_char", "convert_char2_short"};
  const std::set<std::string> rejected = {"convert_char2_int", "convert_uchar2_char",
                                          "convert_uchar2_int", "as_char2_char", "as_char2_int"};
  std::string filter = "--gtest_filter=";
  for (const auto& set : {accepted, rejected}) {
    for (const auto& name : set) filter += "*/" + name + ":";
  }
  const int code = Wait(Start("Portable Computing Language",
                              {"--coverage=full", filter, "--report-dir=" + dir.string()}, accepts,
                              dir / "log"));
  EXPECT_EQ(code, 1) << "see " << (dir / "log");
  const auto cases = Cases(dir / "portable-computing-language" / "report.json");
  ASSERT_EQ(cases.size(), accepted.size() + rejected.size());
  for (const auto& [name, c] : cases) {
    EXPECT_EQ(c.at("verdict"), accepted.count(name) != 0 ? "fail" : "pass") << c.dump();
  }
  std::ifstream in(dir / "log");
  const std::string log((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(log.find(" programs=2 "), std::string::npos) << log;
}

}  // namespace planted_test

namespace planted_test {

// A slow case is found by its duration: its conversion spins a while in the buffer kernel of
// its width, which holds it alone, so the time is its own. A neighbour of another width that
// checks as many lanes is not given half of it (a batch's time split by lanes made them equal).
TEST(PlantedSlowCase, IsFoundByItsOwnDuration) {
  const fs::path dir = Scratch("planted-slow");
  const Plant slow = Source(
      "int planted_slow(void) { volatile int n = 0; for (int i = 0; i < 1000000; ++i) n += i; "
      "return 0; }\n" +
      Redefine("convert_int_rtz", "float", "(planted_slow() + convert_int_rtz(x))"));
  const int code = Wait(Start("Portable Computing Language",
                              {"--gtest_filter=*/convert_int_rtz_float:*/convert_int2_rtz_float2",
                               "--no-constant-path", "--jobs=1", "--report-dir=" + dir.string()},
                              slow, dir / "log"));
  EXPECT_EQ(code, 0) << "see " << (dir / "log");
  std::ifstream in(dir / "portable-computing-language" / "report.json");
  const json report = json::parse(in);
  std::map<std::string, json> cases;
  for (const json& c : report.at("cases")) cases[c.at("case").get<std::string>()] = c;
  const json& slow_case = cases.at("convert_int_rtz_float");
  const json& other = cases.at("convert_int2_rtz_float2");
  for (const json* c : {&slow_case, &other}) {
    EXPECT_LE(c->at("own_seconds").get<double>(), c->at("seconds").get<double>()) << c->dump();
  }
  // Own seconds against own seconds: a case's whole seconds also hold its share of the build
  // and the process, which a loaded machine stretches (0.5 s beside a 0.27 s spin, once).
  EXPECT_GT(slow_case.at("own_seconds").get<double>(), 4 * other.at("own_seconds").get<double>())
      << slow_case.dump() << "\n"
      << other.dump();
}

// A compiler slow on a loaded machine (every build sleeps 9 s) with a case timeout of 4 s: a
// build has a limit of its own (--build-timeout), and the case passes, no timeout.
TEST(PlantedSlowBuild, IsNoTimeoutOfTheCase) {
  const fs::path dir = Scratch("planted-slow-build");
  const pid_t pid =
      Spawn(CLCONFORM_BINARY,
            {"--device=Portable Computing Language", "--gtest_filter=*/convert_int_rtz_float",
             "--no-constant-path", "--no-program-cache", "--case-timeout=4",
             "--report-dir=" + dir.string()},
            {{"LD_PRELOAD", CLCONFORM_PLANTED_DRIVER}, {"CLCONFORM_PLANT_SLOW_BUILD", "9"}},
            dir / "log", dir / "log");
  EXPECT_EQ(Wait(pid), 0) << "see " << (dir / "log");
  const auto cases = Cases(dir / "portable-computing-language" / "report.json");
  EXPECT_EQ(cases.at("convert_int_rtz_float").at("verdict"), "pass")
      << cases.at("convert_int_rtz_float").dump();
}

}  // namespace planted_test
