// A differing digest whose lanes all read back right, judged on the lanes its own digest
// kernel computed (harness/run/own_lanes.cpp), with bugs planted in the digest kernels only:
// a wrong result there fails with its lanes (Rusticl's convert_ushort_sat(NaN) on llvmpipe is
// such a bug), also where only the kernel without stores computes it wrong (named by digest
// bisection, harness/run/digest_bisection.cpp), and the ways no lane can be named each end in
// an error that says which.
// On PoCL, every pattern of a slice of NaNs (480 lanes: whole items, all digested).
#include <fstream>
#include <iterator>
#include <string>

#include <gtest/gtest.h>

#include "suites/tests/run_helpers.h"

namespace digest_judge_test {

using namespace clc::testing_support;
using nlohmann::json;

const char* const kNanSlice = "--operand-range=7fbfff00:1e0";
const char* const kCases =
    "--gtest_filter=*/convert_ushort_sat_float:*/convert_ushort_sat_rtz_float";

// Runs the two cases over the slice with `plant`; the reports' cases by name, and the log.
std::map<std::string, json> RunPlanted(const std::string& name, const Plant& plant,
                                       std::string* log) {
  const fs::path dir = Scratch("digest-judge-" + name);
  const int code = Wait(Start("Portable Computing Language",
                              {"--coverage=exhaustive", kNanSlice, kCases, "--no-digest-store",
                               "--report-dir=" + dir.string()},
                              plant, dir / "log"));
  EXPECT_EQ(code, 1) << "see " << (dir / "log");
  std::ifstream in(dir / "log");
  log->assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return Cases(dir / "portable-computing-language" / "report.json");
}

// convert_ushort_sat gives 1 for NaN in the programs that `only` matches and `except` does not.
Plant NanGivesOne(const std::string& only, const std::string& except = "") {
  Plant p = Source(
      Redefine("convert_ushort_sat", "float", "(isnan(x) ? (ushort)1 : convert_ushort_sat(x))"));
  p.only = only;
  p.except = except;
  return p;
}

void NeighbourPasses(const std::map<std::string, json>& cases) {
  ASSERT_EQ(cases.count("convert_ushort_sat_rtz_float"), 1u);
  EXPECT_EQ(cases.at("convert_ushort_sat_rtz_float").at("verdict"), "pass");
}

TEST(DigestJudge, AWrongResultOnlyInTheDigestKernelFailsWithItsLanes) {
  std::string log;
  const auto cases = RunPlanted("kernel-only", NanGivesOne("void dseq_"), &log);
  NeighbourPasses(cases);
  const json& c = cases.at("convert_ushort_sat_float");
  EXPECT_EQ(c.at("verdict"), "fail") << c.dump(1);
  EXPECT_EQ(c.at("mismatched"), 480) << "every lane of the slice is a NaN";
  for (const json& m : c.at("first_mismatches")) {
    EXPECT_EQ(m.at("got"), "0x0001") << m;
    EXPECT_EQ(m.at("classification"),
              "NaN handling: _sat must convert NaN to 0 (in the digest kernel only: a read-back "
              "kernel computes it right)");
  }
  const std::string message = c.at("message");
  EXPECT_NE(message.find("the digest kernel dseq_float computes 480 of lanes 2143289088 .. "
                         "2143289567 otherwise than the reference"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("the read-back kernel judge_float computes them right"), std::string::npos)
      << message;
  // --input would read the lane back through a read-back kernel, which computes it right.
  EXPECT_NE(log.find("--gtest_filter='*/convert_ushort_sat_float' --coverage=exhaustive"),
            std::string::npos)
      << log;
  EXPECT_EQ(log.find("--input="), std::string::npos) << log;
}

// Rusticl's bug as it shows at full coverage with _rte, _rtp and _rtn: the kernel that also
// stores its lanes computes them right, so the digest kernel itself, run on parts of the chunk,
// names the lanes, with the value it hashed (an error before digest bisection).
TEST(DigestJudge, ADigestOnlyTheKernelWithoutStoresMakesFailsWithLanesFoundByBisection) {
  std::string log;
  const auto cases = RunPlanted("stores-hide", NanGivesOne("void dseq_", "out_lanes"), &log);
  NeighbourPasses(cases);
  const json& c = cases.at("convert_ushort_sat_float");
  EXPECT_EQ(c.at("verdict"), "fail") << c.dump(1);
  EXPECT_EQ(c.at("mismatched"), 8) << "bisection stops once it has named 8 lanes";
  const json& lanes = c.at("first_mismatches");
  ASSERT_EQ(lanes.size(), 8u) << c.dump(1);
  for (std::size_t i = 0; i < lanes.size(); ++i) {
    EXPECT_EQ(lanes[i].at("input"), "0x7fbfff0" + std::to_string(i)) << lanes[i];
    EXPECT_EQ(lanes[i].at("lane"), i) << lanes[i];
    EXPECT_EQ(lanes[i].at("expected"), "0x0000") << lanes[i];
    EXPECT_EQ(lanes[i].at("got"), "0x0001") << lanes[i];
    EXPECT_EQ(lanes[i].at("classification"),
              "NaN handling: _sat must convert NaN to 0 (in the digest kernel only: a read-back "
              "kernel computes it right) (found by digest bisection: the value its digest kernel "
              "hashed for this lane alone)");
  }
  const std::string message = c.at("message");
  for (const char* part :
       {"the driver computes dseq_float otherwise when it also stores its lanes; digest "
        "bisection (dseq_float unchanged, without stores, run on parts of the chunk down to one "
        "work item (1 lane)",
        "names 8 lanes that it computes otherwise than the reference (the lanes below); it "
        "stopped there, the rest of the chunk not searched"}) {
    EXPECT_NE(message.find(part), std::string::npos) << message;
  }
  EXPECT_EQ(log.find("--input="), std::string::npos) << log;
}

// A vector's work item is the smallest part a launch runs: windows of its width shifted over a
// neighbouring item that digests right tell its lanes apart. Lanes 0x7f7fffe0 .. 0x7f7fffff are
// finite and 0x7f800000 is infinity (right: 65535), then NaNs: the item 0x7f800000 .. 0x7f800003
// holds both.
TEST(DigestJudge, BisectionTellsTheLanesOfAVectorApart) {
  Plant p = Source(Redefine("convert_ushort4_sat", "float4",
                            "select(convert_ushort4_sat(x), (ushort4)(1), "
                            "convert_ushort4(isnan(x)))"));
  p.only = "void dseq_";
  p.except = "out_lanes";
  const fs::path dir = Scratch("digest-judge-vector");
  const int code = Wait(Start("Portable Computing Language",
                              {"--coverage=exhaustive", "--operand-range=7f7fffe0:60",
                               "--gtest_filter=*/convert_ushort4_sat_float4", "--no-digest-store",
                               "--report-dir=" + dir.string()},
                              p, dir / "log"));
  EXPECT_EQ(code, 1) << "see " << (dir / "log");
  const auto cases = Cases(dir / "portable-computing-language" / "report.json");
  const json& c = cases.at("convert_ushort4_sat_float4");
  EXPECT_EQ(c.at("verdict"), "fail") << c.dump(1);
  // Bisection stops once it has named 8 lanes: the three NaNs of the first item that differs,
  // then two whole items of NaNs (the first 8 recorded).
  EXPECT_EQ(c.at("mismatched"), 11) << c.dump(1);
  const json& lanes = c.at("first_mismatches");
  ASSERT_EQ(lanes.size(), 8u) << c.dump(1);
  for (std::size_t i = 0; i < lanes.size(); ++i) {
    EXPECT_EQ(lanes[i].at("input"), "0x7f80000" + std::to_string(i + 1)) << lanes[i];
    EXPECT_EQ(lanes[i].at("got"), "0x0001") << lanes[i];
  }
  EXPECT_NE(c.at("message").get<std::string>().find("down to one work item (4 lanes)"),
            std::string::npos)
      << c.dump(1);
}

// Where the halves of a differing part each digest right, no lane can be named: an error that
// says so. The plant gives 1 for NaN only where the kernel runs over 100 items.
TEST(DigestJudge, ADifferenceNoPartShowsIsAnErrorThatSaysSo) {
  Plant p = Source(Redefine("convert_ushort_sat", "float",
                            "(isnan(x) && items > 100u ? (ushort)1 : convert_ushort_sat(x))"));
  p.only = "void dseq_";
  p.except = "out_lanes";
  std::string log;
  const auto cases = RunPlanted("not-additive", p, &log);
  NeighbourPasses(cases);
  const json& c = cases.at("convert_ushort_sat_float");
  EXPECT_EQ(c.at("verdict"), "error") << c.dump(1);
  EXPECT_EQ(c.at("mismatched"), 0) << c.dump(1);
  EXPECT_NE(c.at("message").get<std::string>().find(
                "it cannot localise the difference: lanes 2143289088 .. 2143289207 differ while "
                "lanes 2143289088 .. 2143289147 and lanes 2143289148 .. 2143289207 each digest as "
                "the host does (the kernel's digest is no sum over its lanes there), so no lane "
                "can be named"),
            std::string::npos)
      << c.dump(1);
}

TEST(DigestJudge, AHashTheDeviceComputesOtherwiseIsAnErrorThatNamesIt) {
  // The lane index 0x7fbfff07 enters the hash one higher in the digest kernels.
  Plant p =
      Source(Redefine("convert_ulong", "uint", "(convert_ulong(x) + (ulong)((x) == 0x7fbfff07u))"));
  p.only = "void dseq_";
  std::string log;
  const auto cases = RunPlanted("hash", p, &log);
  for (const auto& [name, c] : cases) {
    EXPECT_EQ(c.at("verdict"), "error") << c.dump(1);
    EXPECT_EQ(c.at("mismatched"), 0) << "every lane is right";
    EXPECT_NE(
        c.at("message").get<std::string>().find(
            "the device computes the lane hash (clc_hash_N of kernels/digest/digest_source.cpp) "
            "otherwise than reference/digest/digest.h"),
        std::string::npos)
        << c.dump(1);
  }
}

}  // namespace digest_judge_test
