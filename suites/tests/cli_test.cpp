// The command line without a device: flags, the record of them, filters. The report folder's
// pieces are report_folder_test.cpp's.
#include "harness/app/cli.h"

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <gtest/gtest.h>

#include "harness/app/cts_env.h"
#include "harness/app/filter.h"
#include "reference/tests/scratch.h"

namespace clc {
namespace {

namespace fs = std::filesystem;

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

// A range that wraps past 2^64, or ends past the operand stream the coverage checks, is refused
// with the stream's end named; one that ends at it is taken.
TEST(Cli, AnOperandRangePastTheStreamIsAUsageError) {
  EXPECT_NE(Error({"--coverage=full", "--operand-range=ffffffffffffffff:2"}).find("FIRST:COUNT"),
            std::string::npos);
  EXPECT_NE(
      Error({"--coverage=exhaustive", "--operand-range=1:ffffffffffffffff"}).find("FIRST:COUNT"),
      std::string::npos);
  const std::string past = Error({"--coverage=full", "--operand-range=1ffffff:2"});
  EXPECT_NE(past.find("ends past lane 2000000"), std::string::npos) << past;
  EXPECT_NE(past.find("--coverage=full"), std::string::npos) << past;
  EXPECT_NE(Error({"--coverage=exhaustive", "--operand-range=ffffffff:2"}).find("FIRST:COUNT"),
            std::string::npos);
  std::string error;
  EXPECT_TRUE(ParseCli({"--coverage=full", "--operand-range=1fffffe:2"}, &error)) << error;
  EXPECT_TRUE(ParseCli({"--coverage=exhaustive", "--operand-range=0:100000000"}, &error)) << error;
  EXPECT_TRUE(ParseCli({"--coverage=exhaustive", "--operand-range=ffffff00:100"}, &error)) << error;
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
// --device: suite_tests Console.CtsDeviceVariables).
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
  const fs::path dir = testing_support::Scratch("usable");
  std::ofstream(dir / "afile") << "x";
  std::string error;
  EXPECT_FALSE(UsableFolder((dir / "afile").string(), "--report-dir", &error));
  EXPECT_NE(error.find("--report-dir="), std::string::npos) << error;
  EXPECT_FALSE(UsableFolder((dir / "afile" / "sub").string(), "--report-dir", &error));
  EXPECT_TRUE(UsableFolder((dir / "new" / "sub").string(), "--report-dir", &error)) << error;
}

TEST(Cli, ACacheFlagNamingAFileIsRefused) {
  const fs::path dir = testing_support::Scratch("cache-file");
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

}  // namespace
}  // namespace clc
