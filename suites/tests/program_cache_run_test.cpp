// The program cache as a user drives it: a run on PoCL fills it, a second run with the same
// --program-cache builds no program from source and gives the same verdicts, and its report
// says how many programs came from the cache. PoCL is a CPU device: without
// --program-cache-cpu it keeps and loads nothing.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "suites/tests/run_helpers.h"

namespace {

using namespace clc::testing_support;

nlohmann::json RunRecord(const fs::path& report) {
  std::ifstream in(report);
  return nlohmann::json::parse(in).at("run");
}

TEST(ProgramCacheRun, ASecondRunBuildsNothingFromSource) {
  const fs::path dir = Scratch("program-cache");
  const std::string cache = (dir / "programs").string();
  const auto run = [&](const std::string& name, const std::string& flag, bool cpu = true) {
    std::vector<std::string> args = {"--coverage=full", kStreamCases, "--no-digest-store", flag,
                                     "--report-dir=" + (dir / name).string()};
    if (cpu) args.push_back("--program-cache-cpu");
    EXPECT_EQ(Wait(Start(kPocl, args, {}, dir / (name + ".log"))), 0);
    return dir / name / "portable-computing-language" / "report.json";
  };
  const std::string unused = (dir / "unused").string();
  const fs::path cpu_off = run("cpu-off", "--program-cache=" + unused, false);
  EXPECT_FALSE(fs::exists(unused) && !fs::is_empty(unused)) << "a CPU device kept binaries";
  const fs::path first = run("first", "--program-cache=" + cache);
  const fs::path second = run("second", "--program-cache=" + cache);
  const fs::path cpu_off_warm = run("cpu-off-warm", "--program-cache=" + cache, false);
  EXPECT_EQ(RunRecord(cpu_off_warm).at("programs_loaded"), 0) << "a CPU device loaded binaries";
  EXPECT_EQ(RunRecord(cpu_off_warm).at("program_cache"), "") << "the report names no cache";
  EXPECT_EQ(RunRecord(cpu_off).at("programs_built"), RunRecord(cpu_off_warm).at("programs_built"));
  const nlohmann::json a = RunRecord(first);
  const nlohmann::json b = RunRecord(second);
  EXPECT_GT(a.at("programs_built").get<int>(), 0) << a;
  EXPECT_EQ(a.at("programs_loaded"), 0) << a;
  EXPECT_EQ(b.at("programs_built"), 0) << b;
  EXPECT_EQ(b.at("programs_loaded"), a.at("programs_built")) << b;
  EXPECT_EQ(b.at("program_cache"), cache);
  EXPECT_EQ(Cases(first), Cases(second));
  const fs::path none = run("none", "--no-program-cache");
  EXPECT_EQ(RunRecord(none).at("programs_built"), a.at("programs_built"));
  EXPECT_EQ(RunRecord(none).at("programs_loaded"), 0);
  EXPECT_EQ(RunRecord(none).at("program_cache"), "");
}

}  // namespace
