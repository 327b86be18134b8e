// The program cache as a user drives it: a run on PoCL fills it, a second run with the same
// --program-cache builds no program from source and gives the same verdicts, and its report
// says how many programs came from the cache. PoCL is a CPU device: without
// --program-cache-cpu it asks for no binary, and PoCL keeps the kernels it compiles in a
// folder of the program cache instead (harness/device/driver_cache.h), where a second run
// finds them all: PoCL writes nothing more there.
#include <algorithm>
#include <set>
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
  // What PoCL compiled and kept under `root`: each program's IR and kernels' libraries.
  const auto files = [](const fs::path& root) {
    std::set<std::string> out;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
      const std::string name = it->path().filename().string();
      if (name == "program.bc" || it->path().extension() == ".so") out.insert(it->path().string());
    }
    return out;
  };
  const std::string pocl_root = (dir / "pocl").string();
  const fs::path cpu_off = run("cpu-off", "--program-cache=" + pocl_root, false);
  const nlohmann::json off = RunRecord(cpu_off);
  EXPECT_EQ(off.at("programs_loaded"), 0) << "a CPU device loaded binaries";
  EXPECT_EQ(off.at("program_cache"), pocl_root);
  const std::string kernels = off.at("kernel_cache");
  EXPECT_EQ(fs::path(kernels).parent_path(), fs::path(pocl_root)) << off;
  std::size_t entries = 0;
  for (const auto& e : fs::directory_iterator(pocl_root)) {
    ++entries;
    EXPECT_EQ(e.path().string(), kernels) << "a CPU device kept a binary";
  }
  EXPECT_EQ(entries, 1U);
  const std::set<std::string> compiled = files(kernels);
  const auto kernels_kept = std::count_if(compiled.begin(), compiled.end(), [](const auto& f) {
    return fs::path(f).extension() == ".so";
  });
  EXPECT_GE(kernels_kept, 2) << "PoCL kept no kernel in the program cache";
  const fs::path cpu_off_warm = run("cpu-off-warm", "--program-cache=" + pocl_root, false);
  EXPECT_EQ(RunRecord(cpu_off_warm).at("kernel_cache"), kernels);
  EXPECT_EQ(files(kernels), compiled) << "PoCL compiled again what it had kept";
  EXPECT_EQ(Cases(cpu_off), Cases(cpu_off_warm));
  const fs::path first = run("first", "--program-cache=" + cache);
  const fs::path second = run("second", "--program-cache=" + cache);
  EXPECT_EQ(RunRecord(second).at("kernel_cache"), "") << "binaries and PoCL's folder both";
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
  EXPECT_EQ(RunRecord(none).at("kernel_cache"), "");
  EXPECT_EQ(RunRecord(run("none-cpu-off", "--no-program-cache", false)).at("kernel_cache"), "");
}

}  // namespace
