// The suite's own pieces without a device: flags, filters, report folders (lock, journal),
// private temporary folders, the progress line and expectation files written by a run.
#include "suites/cli.h"

#include <signal.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <gtest/gtest.h>
#include <sys/file.h>
#include <sys/wait.h>

#include "harness/report/result_io.h"
#include "suites/cts_env.h"
#include "suites/expectations_out.h"
#include "suites/filter.h"
#include "suites/lifetime.h"
#include "suites/report_folder.h"

namespace clc {
namespace {

namespace fs = std::filesystem;

fs::path Fresh(const std::string& name) {
  fs::path p = fs::temp_directory_path() / ("clconform-unit-" + std::to_string(getpid())) / name;
  fs::remove_all(p);
  fs::create_directories(p);
  return p;
}

std::string Error(const std::vector<std::string>& args) {
  std::string error;
  EXPECT_FALSE(ParseCli(args, &error).has_value()) << "accepted: " << args.back();
  return error;
}

TEST(Cli, FlagsThatWouldBeIgnoredAreUsageErrors) {
  EXPECT_NE(Error({"--resume"}).find("--report-dir"), std::string::npos);
  EXPECT_NE(Error({"--operand-range=0:10"}).find("--coverage=full"), std::string::npos);
  EXPECT_NE(Error({"--coverage=full", "--input=1", "--operand-range=0:10"}).find("--input"),
            std::string::npos);
  EXPECT_NE(Error({"--expectations-dir=/nonexistent/clconform"}).find("no folder"),
            std::string::npos);
  for (const char* flag :
       {"--report-dir=", "--dump-kernels=", "--write-expectations=", "--expectations-dir="}) {
    EXPECT_NE(Error({flag}).find("needs a folder"), std::string::npos) << flag;
  }
  std::string error;
  EXPECT_TRUE(ParseCli({"--coverage=full", "--operand-range=0:10"}, &error)) << error;
  EXPECT_TRUE(ParseCli({"--resume", "--report-dir=R"}, &error)) << error;
}

TEST(Cli, TheRunRecordNamesEachIcdSoARerunFindsItFromAnyFolder) {
  std::string error;
  const auto o = ParseCli({"--icd=lib/libpocl.so", "--icd=libpocl.so.2"}, &error);
  ASSERT_TRUE(o) << error;
  EXPECT_EQ(RecordOf(*o).Value("icds"),
            nlohmann::json({(fs::current_path() / "lib/libpocl.so").string(), "libpocl.so.2"}))
      << "a path made absolute, a library name left to the dynamic linker";
}

// The CTS's device variables are named, never silently ignored (main refuses them without
// --device: console_tests CtsDeviceVariables).
TEST(Cli, TheCtsDeviceVariablesAreNamed) {
  const std::map<std::string, std::string> env = {
      {"CL_DEVICE_TYPE", "gpu"}, {"CL_DEVICE_INDEX", "1"}, {"CL_PLATFORM_INDEX", ""}};
  const auto get = [&](const char* name) -> const char* {
    const auto it = env.find(name);
    return it == env.end() ? nullptr : it->second.c_str();
  };
  EXPECT_EQ(CtsDeviceVariables(get), "CL_DEVICE_TYPE=gpu, CL_DEVICE_INDEX=1") << "empty is unset";
  EXPECT_EQ(CtsDeviceVariables([](const char*) -> const char* { return nullptr; }), "");
  const std::string refused = CtsVariablesRefused("CL_DEVICE_TYPE=gpu");
  EXPECT_EQ(refused.find("CL_DEVICE_TYPE=gpu: "), 0u) << refused;
  EXPECT_NE(refused.find("--device=INDEX or --device=NAME"), std::string::npos) << refused;
  EXPECT_NE(CtsVariablesUnread("CL_DEVICE_INDEX=1").find("--device chooses"), std::string::npos);
  std::ostringstream note;
  EXPECT_EQ(CheckCtsVariables(get, false, note), CtsVariablesRefused(CtsDeviceVariables(get)));
  EXPECT_EQ(note.str(), "");
  EXPECT_EQ(CheckCtsVariables(get, true, note), "") << "--device chooses: the run goes on";
  EXPECT_NE(note.str().find("CL_DEVICE_TYPE=gpu, CL_DEVICE_INDEX=1 not read"), std::string::npos)
      << note.str();
}

TEST(Cli, JobsAreCappedAndFollowTheCores) {
  EXPECT_NE(Error({"--jobs=999"}).find("1 to 64"), std::string::npos);
  EXPECT_NE(Error({"--jobs=0"}).find("--jobs"), std::string::npos);
  EXPECT_EQ(JobsFor(64, 2), 2) << "more than the cores runs one per core";
  EXPECT_EQ(JobsFor(2, 1), 2) << "at least 2: a build overlaps a run";
  EXPECT_EQ(JobsFor(3, 16), 3);
  EXPECT_EQ(JobsFor(1, 16), 1);
}

// Without --jobs: one per core, 2 to 16, whatever the device type.
TEST(Cli, DefaultJobsFollowTheCores) {
  EXPECT_EQ(clc::DefaultJobs(1), 2);
  EXPECT_EQ(clc::DefaultJobs(2), 2);
  EXPECT_EQ(clc::DefaultJobs(12), 12);
  EXPECT_EQ(clc::DefaultJobs(16), 16);
  EXPECT_EQ(clc::DefaultJobs(128), 16);
}

TEST(Cli, EveryFlagSetsItsOption) {
  std::string error;
  const auto o = ParseCli({"--help",
                           "--list-devices",
                           "--version",
                           "--no-constant-path",
                           "--no-digest-store",
                           "--fill-digest-store",
                           "--resume",
                           "--verbose",
                           "--deqp-baseline=b",
                           "--deqp-flakes",
                           "f",
                           "--deqp-skips=s",
                           "--deqp-results=",
                           "--worker-cases=wc",
                           "--worker-out=wo",
                           "--replay-specs=rs",
                           "--icd=a",
                           "--icd",
                           "b",
                           "--device=0",
                           "--device=pocl",
                           "--digest-store=ds",
                           "--dump-kernels=dk",
                           "--report-dir",
                           "rd",
                           "--write-expectations=we",
                           "--coverage",
                           "full",
                           "--seed=42",
                           "--input=0x1f",
                           "--case-timeout=9",
                           "--jobs=3",
                           "--gtest_filter=*x",
                           "-h"},
                          &error);
  ASSERT_TRUE(o) << error;
  EXPECT_TRUE(o->help && o->list_devices && o->version && o->digest_store_off &&
              o->fill_digest_store && o->resume && o->verbose);
  EXPECT_FALSE(o->constant_path);
  EXPECT_EQ(o->deqp_baseline, "b");
  EXPECT_EQ(o->deqp_flakes, "f");
  EXPECT_EQ(o->deqp_skips, "s");
  EXPECT_EQ(o->deqp_results, "");
  EXPECT_EQ(o->worker_cases, "wc");
  EXPECT_EQ(o->worker_out, "wo");
  EXPECT_EQ(o->replay_specs, "rs");
  EXPECT_EQ(o->icds, (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(o->devices, (std::vector<std::string>{"0", "pocl"}));
  EXPECT_EQ(o->digest_store, "ds");
  EXPECT_EQ(o->dump_kernels, "dk");
  EXPECT_EQ(o->report_dir, "rd");
  EXPECT_EQ(o->write_expectations_dir, "we");
  EXPECT_EQ(o->coverage, Coverage::kFull);
  EXPECT_EQ(o->seed, 42u);
  EXPECT_EQ(o->inputs, std::vector<std::uint64_t>{0x1f});
  EXPECT_EQ(o->case_timeout_s, 9);
  EXPECT_EQ(o->jobs, 3);
  EXPECT_EQ(ParseCli({"--coverage=full", "--operand-range", "10:ff"}, &error)->operand_count,
            0xffu);
  EXPECT_EQ(o->passthrough, std::vector<std::string>{"--gtest_filter=*x"});

  for (const char* flag : {"--device", "--seed", "--jobs", "--icd", "--worker-out"}) {
    EXPECT_EQ(Error({flag}), std::string(flag) + " needs a value");
  }
  EXPECT_EQ(Error({"--icd="}), "--icd needs the path of an OpenCL driver library");
  EXPECT_EQ(Error({"--device="}), "--device needs an index or a name substring");
  EXPECT_EQ(Error({"--digest-store="}), "--digest-store needs a folder");
  EXPECT_EQ(Error({"--program-cache="}), "--program-cache needs a folder");
  EXPECT_EQ(Error({"--program-cache"}), "--program-cache needs a value");
  EXPECT_EQ(Error({"--program-cache=p", "--no-program-cache"}),
            "--program-cache and --no-program-cache exclude each other");
  for (const char* bad : {"--seed=1x", "--seed=12345678901234567890", "--case-timeout=0",
                          "--case-timeout=1234567", "--jobs=65", "--coverage=most"}) {
    EXPECT_FALSE(Error({bad}).empty()) << bad;
  }
}

// The run options the command line asks for and the record report.json keeps of them agree,
// field by field, for every flag that changes what is checked.
TEST(Cli, TheRecordSaysWhatTheRunOptionsDo) {
  std::string error;
  const auto a =
      ParseCli({"--coverage=full", "--seed=7", "--no-constant-path", "--operand-range=10:20",
                "--digest-store=/tmp/store", "--case-timeout=30"},
               &error);
  ASSERT_TRUE(a) << error;
  const RunOptions ra = ToRunOptions(*a);
  EXPECT_EQ(ra.coverage, Coverage::kFull);
  EXPECT_EQ(ra.seed, 7u);
  EXPECT_FALSE(ra.constant_path);
  EXPECT_EQ(ra.operand_first, 0x10u);
  EXPECT_EQ(ra.operand_count, 0x20u);
  EXPECT_EQ(ra.digest_store, "/tmp/store");
  const RunRecord r = RecordOf(*a);
  EXPECT_EQ(r.Value("coverage"), "full");
  EXPECT_EQ(r.Value("seed"), 7u);
  EXPECT_EQ(r.Value("inputs"), nlohmann::json::array());
  EXPECT_EQ(r.Value("constant_path"), false);
  EXPECT_EQ(r.Value("operand_range"), (nlohmann::json{{"first", 0x10}, {"count", 0x20}}));
  EXPECT_EQ(r.digest_store, "/tmp/store");
  EXPECT_EQ(r.Value("case_timeout_s"), 30);

  const auto b = ParseCli({"--input=0x3f800000", "--input=2", "--no-digest-store"}, &error);
  ASSERT_TRUE(b) << error;
  const std::vector<std::uint64_t> inputs = {0x3f800000, 2};
  EXPECT_EQ(ToRunOptions(*b).inputs, inputs);
  EXPECT_EQ(ToRunOptions(*b).digest_store, "");
  const RunRecord rb = RecordOf(*b);
  EXPECT_EQ(rb.Value("inputs"), nlohmann::json(inputs));
  EXPECT_EQ(rb.Value("coverage"), "quick");
  EXPECT_EQ(rb.Value("constant_path"), true);
  EXPECT_EQ(rb.digest_store, "");
  EXPECT_EQ(rb.Value("case_timeout_s"), kDefaultCaseTimeoutS);
  EXPECT_EQ(RecordOf(*ParseCli({}, &error)).digest_store, ToRunOptions({}).digest_store)
      << "the default store is recorded as the run uses it";
}

TEST(Cli, AnInputWiderThanTheOperandTypeIsRefused) {
  const std::vector<Variant> cases = {*ParseCaseName("convert_char2_rtn_float2")};
  std::string error;
  EXPECT_FALSE(InputsFit({0x180000001}, cases, &error));
  EXPECT_NE(error.find("0x180000001"), std::string::npos) << error;
  EXPECT_NE(error.find("float"), std::string::npos) << error;
  EXPECT_TRUE(InputsFit({0x80000001}, cases, &error));
  EXPECT_FALSE(InputsFit({0x100}, {*ParseCaseName("as_uchar4_char4")}, &error));
  EXPECT_TRUE(InputsFit({0xffffffffffffffff}, {*ParseCaseName("convert_int_ulong")}, &error));
}

TEST(Cli, AFileIsNoUsableFolder) {
  const fs::path dir = Fresh("usable");
  std::ofstream(dir / "afile") << "x";
  std::string error;
  EXPECT_FALSE(UsableFolder((dir / "afile").string(), "--report-dir", &error));
  EXPECT_NE(error.find("--report-dir="), std::string::npos) << error;
  EXPECT_FALSE(UsableFolder((dir / "afile" / "sub").string(), "--report-dir", &error));
  EXPECT_TRUE(UsableFolder((dir / "new" / "sub").string(), "--report-dir", &error)) << error;
}

TEST(Cli, ACacheFlagNamingAFileIsRefused) {
  const fs::path dir = Fresh("cache-file");
  const std::string file = (dir / "afile").string();
  std::ofstream(file) << "x";
  for (const std::string flag : {"--digest-store", "--program-cache"}) {
    const std::string error = Error({flag + "=" + file});
    EXPECT_NE(error.find(flag + "=" + file + " is a file, not a folder"), std::string::npos)
        << error;
    std::string none;
    EXPECT_TRUE(ParseCli({flag + "=" + (dir / "new").string()}, &none)) << none;
  }
}

TEST(Filter, MatchesAsGoogleTestDoes) {
  const std::string name = "Convert/ConvertTest.Conforms/convert_int4_sat_rte_float4";
  EXPECT_TRUE(FilterMatches("*/convert_int4_sat_rte_float4", name));
  EXPECT_TRUE(FilterMatches("*", name));
  EXPECT_TRUE(FilterMatches("-*/as_*", name));
  EXPECT_TRUE(FilterMatches("*/as_*:*/convert_int?_sat_rte_float?", name));
  EXPECT_FALSE(FilterMatches("convert_int4_sat_rte_float4", name));
  EXPECT_FALSE(FilterMatches("*/convert_*-*_sat_*", name));
  EXPECT_FALSE(FilterMatches("*/convert_int4_sat_rte_float", name));
}

TEST(Filter, ABareCaseNameGetsTheSpellingThatMatches) {
  const std::string m = NoCaseMessage("convert_int4_sat_rte_float4");
  EXPECT_NE(m.find("--gtest_filter='*/convert_int4_sat_rte_float4'"), std::string::npos) << m;
  std::string error;
  EXPECT_FALSE(ValidateFilter("*/convert_int9_float", &error));
  EXPECT_NE(error.find("'*/convert_int4_sat_rte_float4'"), std::string::npos) << error;
}

DeviceInfo Info(int index, const std::string& platform) {
  DeviceInfo d;
  d.index = index;
  d.platform_name = platform;
  d.device_name = "cpu";
  return d;
}

TEST(ReportFolder, EachDeviceOfAPlatformHasItsOwnFolder) {
  const std::vector<DeviceInfo> all = {Info(0, "Oclgrind"), Info(1, "Portable Computing Language"),
                                       Info(2, "Portable Computing Language")};
  EXPECT_EQ(DeviceFolderName(all, all[0]), "oclgrind");
  EXPECT_EQ(DeviceFolderName(all, all[1]), "portable-computing-language");
  EXPECT_EQ(DeviceFolderName(all, all[2]), "portable-computing-language-2");
}

VariantResult Result(const std::string& name) {
  VariantResult r;
  r.variant = *ParseCaseName(name);
  r.status = CaseStatus::kRan;
  r.lanes = r.exact = 10;
  return r;
}

TEST(ReportFolder, ASecondRunOnTheFolderIsRefused) {
  const fs::path dir = Fresh("busy");
  ReportFolder::Error error{};
  std::string why;
  auto first = ReportFolder::Open(dir.string(), {{"a", 1}}, "id1", false, &error, &why);
  ASSERT_TRUE(first) << why;
  auto second = ReportFolder::Open(dir.string(), {{"a", 1}}, "id2", false, &error, &why);
  EXPECT_FALSE(second);
  EXPECT_EQ(error, ReportFolder::Error::kBusy);
  EXPECT_NE(why.find("in use by another run (pid " + std::to_string(getpid()) + ")"),
            std::string::npos)
      << why;
  first.reset();
  EXPECT_TRUE(ReportFolder::Open(dir.string(), {{"a", 1}}, "id2", false, &error, &why)) << why;
}

TEST(ReportFolder, ATornLastLineIsCutNotGluedToTheNext) {
  const fs::path dir = Fresh("torn");
  const nlohmann::json header = {{"coverage", "quick"}};
  ReportFolder::Error error{};
  std::string why;
  {
    auto f = ReportFolder::Open(dir.string(), header, "run1", false, &error, &why);
    ASSERT_TRUE(f) << why;
    ASSERT_TRUE(f->Record(Result("convert_int_float")));
  }
  const std::string torn = ToJsonLine(Result("convert_uint_float"));
  std::ofstream(dir / "results.jsonl", std::ios::app) << torn.substr(0, torn.size() / 2);
  {
    auto f = ReportFolder::Open(dir.string(), header, "run2", true, &error, &why);
    ASSERT_TRUE(f) << why;
    EXPECT_EQ(f->run_id(), "run1") << "a resumed run keeps its id";
    ASSERT_EQ(f->resumed().size(), 1u);
    EXPECT_EQ(CaseName(f->resumed()[0].variant), "convert_int_float");
    ASSERT_TRUE(f->Record(Result("convert_short_float")));
  }
  auto f = ReportFolder::Open(dir.string(), header, "run3", true, &error, &why);
  ASSERT_TRUE(f) << why;
  ASSERT_EQ(f->resumed().size(), 2u) << "the record after the torn line was lost";
  EXPECT_EQ(CaseName(f->resumed()[1].variant), "convert_short_float");
}

TEST(ReportFolder, ResumingAnotherRunOrWritingNowhereIsRefused) {
  const fs::path dir = Fresh("other");
  ReportFolder::Error error{};
  std::string why;
  ASSERT_TRUE(ReportFolder::Open(dir.string(), {{"seed", 1}}, "a", false, &error, &why));
  EXPECT_FALSE(ReportFolder::Open(dir.string(), {{"seed", 2}}, "b", true, &error, &why));
  EXPECT_EQ(error, ReportFolder::Error::kOtherRun);
  std::ofstream(dir / "file") << "x";
  EXPECT_FALSE(ReportFolder::Open((dir / "file").string(), {}, "c", false, &error, &why));
  EXPECT_EQ(error, ReportFolder::Error::kUnwritable);
  fs::create_directories(dir / "blocked" / "results.jsonl");
  EXPECT_FALSE(ReportFolder::Open((dir / "blocked").string(), {}, "d", false, &error, &why));
  EXPECT_EQ(error, ReportFolder::Error::kUnwritable);
  EXPECT_NE(why.find("journal"), std::string::npos) << why;
}

TEST(PrivateTemp, IsRemovedAndRemovesThoseOfDeadRuns) {
  const pid_t child = fork();
  if (child == 0) _exit(0);
  waitpid(child, nullptr, 0);  // a pid that no longer runs
  const fs::path tmp = fs::temp_directory_path();
  const fs::path stale = tmp / ("clconform-" + std::to_string(child) + "-abcdef");
  const fs::path live = tmp / ("clconform-" + std::to_string(getppid()) + "-abcdef");
  fs::create_directories(stale / "sub");
  fs::create_directories(live);
  RemoveStaleTemps();
  std::string mine;
  {
    const PrivateTemp t;
    mine = t.path();
    EXPECT_TRUE(fs::is_directory(mine));
    EXPECT_NE(mine.find("clconform-" + std::to_string(getpid()) + "-"), std::string::npos);
  }
  EXPECT_FALSE(fs::exists(mine));
  EXPECT_FALSE(fs::exists(stale)) << "a dead run's folder stays";
  EXPECT_TRUE(fs::exists(live)) << "a running process's folder was removed";
  fs::remove_all(live);
}

// A signal removes the run's folder while the other threads go on deciding from its files: a
// worker whose output vanished read as one that ended without a result, and that `error` was
// journaled for --resume (issue 29's stress run). Here a thread writes, through Persist, what
// it sees of the folder, and signals the process in its 100th write: every line it wrote says
// the folder was whole, however the threads interleave (without the gate, writes go on while
// the files are being removed, and some say "gone").
TEST(SignalCleanup, NothingIsWrittenOnceASignalHasBegunToRemoveTheFolder) {
  const fs::path dir = Fresh("signal-persist");
  const fs::path folder = dir / "private";
  fs::create_directories(folder);
  for (int i = 0; i < 2000; ++i) std::ofstream(folder / ("file" + std::to_string(i))) << i;
  const fs::path log = dir / "log";
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    const std::shared_ptr<SignalCleanup> cleanup = CleanUpOnSignals();
    cleanup->Remove(folder.string());
    for (int i = 0;; ++i) {
      cleanup->Persist([&] {
        std::size_t files = 0;
        std::error_code ec;
        for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec))
          ++files;
        std::ofstream(log, std::ios::app) << (files == 2000 ? "whole\n" : "gone\n");
        if (i == 100) kill(getpid(), SIGTERM);
      });
    }
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 128 + SIGTERM);
  EXPECT_FALSE(fs::exists(folder));
  std::ifstream in(log);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_GE(text.size(), 101 * std::string("whole\n").size());
  EXPECT_EQ(text.find("gone"), std::string::npos) << "a write after the removal began";
}

TEST(ExpectationsOut, ANarrowerRunKeepsTheOtherCasesEntries) {
  const fs::path dir = Fresh("expect");
  const std::string path = (dir / "p.txt").string();
  std::ofstream(path) << "# old header\n"
                      << "convert_int_float 0x7f800000 0x7fffffff 0x80000000  # old\n"
                      << "convert_uint_float crash  # kept\n"
                      << "convert_short_float skip  # hand-written\n";
  VariantResult fixed = Result("convert_int_float");
  VariantResult skipped = Result("convert_short_float");
  skipped.status = CaseStatus::kSkipped;
  std::string error;
  ASSERT_TRUE(WriteExpectationsFile(path, "# new\n", "quick", {fixed, skipped}, &error)) << error;
  std::ifstream in(path);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(text,
            "# new\nconvert_short_float skip  # hand-written\nconvert_uint_float crash  # kept\n");
}

// An entry limited to other coverage levels than the run's says nothing the run saw: it stays.
// One limited to levels that include the run's gives way to the run's entry, which keeps its
// limit.
TEST(ExpectationsOut, EntriesOfOtherCoverageLevelsStayAndLimitsCarryOver) {
  const fs::path dir = Fresh("expect_coverage");
  const std::string path = (dir / "p.txt").string();
  const std::string digest_only =
      "convert_int_float 0x7f800000 0x7fffffff 0x80000000 coverage=full,exhaustive  # old\n";
  std::ofstream(path) << digest_only
                      << "convert_uint_float 0x7f800000 0xffffffff 0x0 coverage=full  # old\n";
  std::string error;
  ASSERT_TRUE(WriteExpectationsFile(
      path, "# q\n", "quick", {Result("convert_int_float"), Result("convert_uint_float")}, &error))
      << error;
  std::ifstream in(path);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find(digest_only), std::string::npos) << text;
  EXPECT_NE(text.find("convert_uint_float 0x7f800000 0xffffffff 0x0 coverage=full"),
            std::string::npos)
      << text;

  VariantResult failing = Result("convert_int_float");
  failing.lanes = 4;
  failing.mismatched = 1;
  failing.mismatches.push_back({});
  failing.mismatches.back().input = 0x7f800001;
  failing.mismatches.back().got = 0x80000000;
  failing.mismatches.back().classification = "NaN";
  std::ofstream(path, std::ios::app)  // a second lane of the case, with the same limit
      << "convert_int_float 0x7fc00000 0x7fffffff 0x80000000 coverage=full,exhaustive  # old\n";
  ASSERT_TRUE(WriteExpectationsFile(path, "# f\n", "full", {failing}, &error)) << error;
  std::ifstream again(path);
  text.assign(std::istreambuf_iterator<char>(again), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("# f\nconvert_int_float 0x7f800001 0x00000000 0x80000000 "
                      "coverage=full,exhaustive  # NaN\nconvert_uint_float"),
            std::string::npos)
      << text;
}

}  // namespace
}  // namespace clc
