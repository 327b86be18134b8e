// The program cache as a user drives it: a run on PoCL fills it, a second run with the same
// --program-cache builds no program from source and gives the same verdicts, and its report
// says how many programs came from the cache. PoCL is a CPU device: without
// --program-cache-cpu it asks for no binary, and PoCL keeps the kernels it compiles in a
// folder of the program cache instead (harness/device/driver_cache.h), where a second run
// finds them all: PoCL writes nothing more there. A compiler library swapped under Oclgrind is
// another driver, whose programs are built again.
#include <dlfcn.h>
#include <link.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <sys/mount.h>

#include "suites/tests/run_helpers.h"

namespace program_cache_run_test {

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

// Each case's verdict and lanes, by name.
std::map<std::string, std::pair<std::string, int>> Verdicts(const fs::path& report) {
  std::map<std::string, std::pair<std::string, int>> out;
  for (const auto& [name, c] : Cases(report)) out[name] = {c.at("verdict"), c.at("lanes")};
  return out;
}

// Two runs on PoCL with one program cache, `between` done to it between them (given PoCL's
// kernel folder); returns both reports and the second run's log.
struct TwoRuns {
  fs::path first;
  fs::path second;
  std::string log;
  bool skipped = false;
};
template <typename Damage>
TwoRuns RunTwice(const std::string& name, Damage between) {
  const fs::path dir = Scratch(name);
  const std::string cache = (dir / "programs").string();
  const auto run = [&](const std::string& n) {
    std::vector<std::string> args = {kStreamCases, "--no-digest-store", "--program-cache=" + cache,
                                     "--report-dir=" + (dir / n).string()};
    EXPECT_EQ(Wait(Start(kPocl, args, {}, dir / (n + ".log"))), 0);
    return dir / n / "portable-computing-language" / "report.json";
  };
  TwoRuns got;
  got.first = run("first");
  if (!between(RunRecord(got.first).at("kernel_cache").get<std::string>())) {
    got.skipped = true;
    return got;
  }
  got.second = run("second");
  std::ifstream in(dir / "second.log");
  got.log.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return got;
}

TEST(ProgramCacheRun, ADamagedPoclKernelIsTheCachesFaultNotACrash) {
  std::size_t cut = 0;
  const TwoRuns runs = RunTwice("damaged-pocl", [&](const std::string& kernels) {
    for (const auto& e : fs::recursive_directory_iterator(kernels)) {
      if (e.path().extension() != ".so") continue;
      fs::resize_file(e.path(), fs::file_size(e.path()) / 2);
      ++cut;
    }
    return true;
  });
  ASSERT_GT(cut, 0U) << "PoCL kept no kernel library";
  EXPECT_EQ(Verdicts(runs.first), Verdicts(runs.second)) << runs.log;
  EXPECT_NE(runs.log.find("the cache was at fault, not the driver; removed"), std::string::npos)
      << runs.log;
}

// PoCL 3.1's constant kernel of convert_short_rte(float) crashes (signal 11). From an empty
// cache that crash is the driver's: nothing from before could be damaged, so it is decided
// without a worker that uses no cache. Once the cache holds what the first run kept, the same
// crash is run once more without it before it becomes a verdict; the verdicts are the same.
TEST(ProgramCacheRun, ACrashIsRunWithoutTheCacheOnlyWhereTheCacheHeldEntries) {
  const fs::path dir = Scratch("crash-fresh-cache");
  const std::string cache = (dir / "programs").string();
  const auto run = [&](const std::string& n) {
    const std::vector<std::string> args = {"--gtest_filter=*/convert_short*_rte_float*",
                                           "--no-digest-store", "--program-cache=" + cache,
                                           "--report-dir=" + (dir / n).string()};
    EXPECT_EQ(Wait(Start(kPocl, args, {}, dir / (n + ".log"))), 1) << "the crash fails the run";
    return Cases(dir / n / "portable-computing-language" / "report.json");
  };
  const auto fresh = run("fresh");
  const std::string target = "convert_short_rte_float";
  ASSERT_EQ(fresh.count(target), 1U);
  if (fresh.at(target).at("verdict") != "crash") GTEST_SKIP() << "this PoCL does not crash there";
  const std::string retried = "that used no cache";
  EXPECT_EQ(fresh.at(target).at("message").get<std::string>().find(retried), std::string::npos)
      << fresh.at(target).dump();
  const auto warm = run("warm");
  EXPECT_NE(warm.at(target).at("message").get<std::string>().find(retried), std::string::npos)
      << warm.at(target).dump();
  for (const auto& [name, c] : fresh) {
    ASSERT_EQ(warm.count(name), 1U) << name;
    EXPECT_EQ(warm.at(name).at("verdict"), c.at("verdict")) << name;
  }
}

// The file of a library that the library `icd` loads with it, whose path holds `name_part` ("" if
// none).
std::string LoadedWith(const std::string& icd, const std::string& name_part) {
  void* handle = dlopen(icd.c_str(), RTLD_LAZY | RTLD_LOCAL);
  if (handle == nullptr) return "";
  link_map* m = nullptr;
  if (dlinfo(handle, RTLD_DI_LINKMAP, &m) != 0) return "";
  while (m != nullptr && m->l_prev != nullptr) m = m->l_prev;  // the process's first object
  for (; m != nullptr; m = m->l_next) {
    std::string name = m->l_name;
    if (name.find(name_part) != std::string::npos && !fs::equivalent(name, icd)) return name;
  }
  return "";
}

// The program cache keys on the libraries a driver compiles with, not its ICD library alone:
// Oclgrind's ICD library loads liboclgrind, which compiles. A copy of it first on
// LD_LIBRARY_PATH is that library for a second run, which loads every program; touched, it is
// another one, and the third run builds every program from source again.
TEST(ProgramCacheRun, ADriversCompilerLibrarySwappedUnderItIsAMiss) {
  const fs::path dir = Scratch("compiler-swapped");
  std::ifstream icd_file(fs::path(std::getenv("OCL_ICD_VENDORS")) / "oclgrind.icd");
  std::string icd;
  std::getline(icd_file, icd);
  const std::string compiler = LoadedWith(icd, "liboclgrind-");
  ASSERT_FALSE(compiler.empty()) << icd << " loads no liboclgrind";
  fs::create_directories(dir / "lib");
  const fs::path copy = dir / "lib" / fs::path(compiler).filename();
  fs::copy_file(compiler, copy);
  const auto run = [&](const std::string& name) {
    const std::vector<std::string> args = {"--device=Oclgrind",
                                           "--gtest_filter=*/convert_char_rtz_uchar",
                                           "--no-digest-store",
                                           "--program-cache-cpu",
                                           "--program-cache=" + (dir / "programs").string(),
                                           "--report-dir=" + (dir / name).string()};
    const pid_t pid = Spawn(CLCONFORM_BINARY, args, {{"LD_LIBRARY_PATH", (dir / "lib").string()}},
                            dir / (name + ".log"), dir / (name + ".log"));
    EXPECT_EQ(Wait(pid), 0) << "see " << dir / (name + ".log");
    return RunRecord(dir / name / "oclgrind" / "report.json");
  };
  const nlohmann::json first = run("first");
  ASSERT_GT(first.at("programs_built").get<int>(), 0) << first;
  const nlohmann::json second = run("second");
  EXPECT_EQ(second.at("programs_loaded"), first.at("programs_built")) << second;
  EXPECT_EQ(second.at("programs_built"), 0) << second;
  fs::last_write_time(copy, fs::last_write_time(copy) + std::chrono::seconds(2));
  const nlohmann::json third = run("swapped");
  EXPECT_EQ(third.at("programs_loaded"), 0) << "binaries of another compiler library loaded";
  EXPECT_EQ(third.at("programs_built"), first.at("programs_built")) << third;
}

TEST(ProgramCacheRun, AReadOnlyCacheIsSaidOnceAndLeftOut) {
  std::string at;
  const TwoRuns runs = RunTwice("read-only", [&](const std::string& kernels) {
    at = kernels;
    if (geteuid() != 0) return false;
    if (mount(at.c_str(), at.c_str(), nullptr, MS_BIND, nullptr) != 0) return false;
    if (mount(nullptr, at.c_str(), nullptr, MS_BIND | MS_REMOUNT | MS_RDONLY, nullptr) == 0)
      return true;
    umount2(at.c_str(), MNT_DETACH);
    return false;
  });
  if (runs.skipped) GTEST_SKIP() << "a read-only bind mount needs root and mount(2)";
  umount2(at.c_str(), MNT_DETACH);
  EXPECT_EQ(Verdicts(runs.first), Verdicts(runs.second)) << runs.log;
  const std::string said = "[ cache    ] cannot write in " + at + ": Read-only file system";
  EXPECT_NE(runs.log.find(said), std::string::npos) << runs.log;
  EXPECT_EQ(runs.log.find(said), runs.log.rfind("[ cache    ] cannot write")) << "said twice";
}

}  // namespace program_cache_run_test
