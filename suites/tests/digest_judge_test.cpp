// A differing digest whose lanes all read back right, judged on the lanes its own digest
// kernel computed (harness/run/own_lanes.cpp), with bugs planted in the digest kernels only:
// a wrong result there fails with its lanes (Rusticl's convert_ushort_sat(NaN) on llvmpipe is
// such a bug), and the two ways no lane can be wrong each end in an error that says which.
// On PoCL, every pattern of a slice of NaNs (480 lanes: whole items, all digested).
#include <fstream>
#include <iterator>
#include <string>

#include <gtest/gtest.h>

#include "suites/tests/run_helpers.h"

namespace {

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

TEST(DigestJudge, ADigestOnlyTheKernelWithoutStoresMakesIsAnErrorThatSaysSo) {
  std::string log;
  const auto cases = RunPlanted("stores-hide", NanGivesOne("void dseq_", "out_lanes"), &log);
  NeighbourPasses(cases);
  const json& c = cases.at("convert_ushort_sat_float");
  EXPECT_EQ(c.at("verdict"), "error") << c.dump(1);
  EXPECT_NE(c.at("message").get<std::string>().find(
                "the driver computes dseq_float otherwise when it also stores its lanes, so no "
                "lane can be named"),
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
    EXPECT_NE(c.at("message").get<std::string>().find(
                  "the device computes the lane hash (clc_hash_N of kernels/digest_source.cpp) "
                  "otherwise than reference/digest.h"),
              std::string::npos)
        << c.dump(1);
  }
}

}  // namespace
