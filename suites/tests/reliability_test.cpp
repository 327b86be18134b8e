// Reliability, each case driven as a user would on PoCL: every device its own report
// folder, rerun lines that reproduce, no pass for a run that checked nothing, one line and
// exit 2 for an unusable path or input, --input on every as_type width, 3-vector layouts; and
// the folder lock, temporary folders on every exit path, merges of one report twice.
#include <dlfcn.h>
#include <link.h>

#include <set>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "harness/run/options.h"
#include "suites/tests/cli_run_helpers.h"

namespace reliability_test {

using namespace clc::testing_support;
using clc::testing_support::Hang;

const char* const kPocl = "--device=Portable Computing Language";
const char* const kFolder = "portable-computing-language";

// The environment of a run whose convert_int_rtz(float) kernels spin forever (the planted
// driver of planted/plants.h).
std::map<std::string, std::string> Hanging() {
  return {{"LD_PRELOAD", CLCONFORM_PLANTED_DRIVER},
          {"CLCONFORM_PLANT", Hang("convert_int_rtz", "float").source},
          {"CLCONFORM_PLANT_KILL", ""}};
}

Ran Clconform(std::vector<std::string> args, const fs::path& dir,
              std::map<std::string, std::string> env = {}) {
  // The planted driver rewrites source builds: every program from source.
  if (env.count("LD_PRELOAD") != 0) args.emplace_back("--no-program-cache");
  env.emplace("TMPDIR", (dir / "tmp").string());
  fs::create_directories(dir / "tmp");
  return RunTool(CLCONFORM_BINARY, args, env, dir);
}

nlohmann::json Json(const fs::path& p) {
  std::ifstream in(p);
  return nlohmann::json::parse(in);
}

// One line on stderr, naming `words`, and nothing that looks like an exception or an abort.
void ExpectOneLine(const Ran& r, const std::string& words) {
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find(words), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("exception"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("terminate"), std::string::npos) << r.err;
}

TEST(Defect1, TwoDevicesOfOnePlatformWriteTwoFolders) {
  const fs::path dir = Scratch("two-devices");
  const Ran r =
      Clconform({"--device=Portable", "--gtest_filter=*/convert_char_rtz_float:*/as_uint_int",
                 "--report-dir=" + (dir / "R").string()},
                dir, {{"POCL_DEVICES", "pthread pthread"}});
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  for (const std::string& folder : {std::string(kFolder), std::string(kFolder) + "-2"}) {
    const fs::path f = dir / "R" / folder;
    EXPECT_NE(r.out.find("report in " + f.string()), std::string::npos) << r.out;
    ASSERT_TRUE(fs::exists(f / "report.json")) << folder;
    EXPECT_EQ(Json(f / "report.json")["cases"].size(), 2u) << folder;
    std::ifstream journal(f / "results.jsonl");
    std::size_t lines = 0;
    for (std::string l; std::getline(journal, l);) ++lines;
    EXPECT_EQ(lines, 3u) << folder << ": a header and this device's two results";
  }
  EXPECT_NE(Json(dir / "R" / kFolder / "report.json")["device"]["index"],
            Json(dir / "R" / (std::string(kFolder) + "-2") / "report.json")["device"]["index"]);
  // Two devices run at once share the machine: each waits twice the default for progress.
  for (const std::string& folder : {std::string(kFolder), std::string(kFolder) + "-2"}) {
    EXPECT_EQ(Json(dir / "R" / folder / "report.json")["run"]["case_timeout_s"],
              2 * clc::kDefaultCaseTimeoutS)
        << folder;
  }
}

// --pool: two alike devices share one run, its children dealt over both, and write one report
// whose every case is what a run on one such device reports (the planted bug caught the same);
// devices that differ (PoCL and Oclgrind) are refused, exit 2, before anything runs.
TEST(Pool, AlikeDevicesShareOneRunAndItsReport) {
  const fs::path dir = Scratch("pool");
  const std::string filter = "--gtest_filter=*/convert_int_rtp_float:*_int:*_short";
  const std::map<std::string, std::string> env = {
      {"POCL_DEVICES", "pthread pthread"},
      {"LD_PRELOAD", CLCONFORM_PLANTED_DRIVER},
      {"CLCONFORM_PLANT", Redefine("convert_int_rtp", "float", "convert_int_rtz(x)")}};
  const Ran pooled = Clconform(
      {"--device=Portable", "--pool", "--jobs=4", filter, "--report-dir=" + (dir / "P").string()},
      dir, env);
  std::map<std::string, std::string> alone_env = env;
  alone_env["POCL_DEVICES"] = "pthread";
  const Ran one =
      Clconform({"--device=Portable", "--jobs=4", filter, "--report-dir=" + (dir / "O").string()},
                dir, alone_env);
  EXPECT_EQ(pooled.code, 1) << pooled.out << pooled.err;
  EXPECT_EQ(one.code, 1) << one.out << one.err;
  EXPECT_FALSE(fs::exists(dir / "P" / (std::string(kFolder) + "-2"))) << "one report";
  EXPECT_NE(pooled.out.find("[ pool     ] #"), std::string::npos) << pooled.out;
  const std::size_t at = pooled.out.find(" children_per_device=");
  ASSERT_NE(at, std::string::npos) << pooled.out;
  const std::string per = pooled.out.substr(at + 21, pooled.out.find(' ', at + 21) - at - 21);
  EXPECT_EQ(per.find(",0"), std::string::npos) << "each device ran children: " << per;
  EXPECT_NE(per.rfind("0,", 0), 0u) << "each device ran children: " << per;
  std::map<std::string, nlohmann::json> alone;
  const nlohmann::json alone_report = Json(dir / "O" / kFolder / "report.json");
  for (const auto& c : alone_report["cases"]) alone[c["case"].get<std::string>()] = c;
  const nlohmann::json cases = Json(dir / "P" / kFolder / "report.json")["cases"];
  EXPECT_EQ(cases.size(), alone.size());
  std::size_t failing = 0;
  for (const auto& c : cases) {
    const auto it = alone.find(c["case"].get<std::string>());
    ASSERT_NE(it, alone.end()) << c["case"];
    for (const char* key : {"verdict", "lanes", "mismatched", "first_mismatches"})
      EXPECT_EQ(c.value(key, nlohmann::json()), it->second.value(key, nlohmann::json()))
          << c["case"] << " " << key;
    failing += c["verdict"] == "fail" ? 1 : 0;
  }
  EXPECT_GE(failing, 1u) << "the planted bug is caught";
  const Ran unlike = Clconform(
      {"--device=Portable", "--device=Oclgrind", "--pool", "--gtest_filter=*/as_uint_int"}, dir,
      {});
  EXPECT_EQ(unlike.code, 2) << unlike.out << unlike.err;
  EXPECT_NE(unlike.err.find("--pool: the devices differ"), std::string::npos) << unlike.err;
}

// A --case-timeout of the user's is each device's, however many run at once.
TEST(Defect1, TwoDevicesKeepTheUsersCaseTimeout) {
  const fs::path dir = Scratch("two-devices-timeout");
  const Ran r = Clconform({"--device=Portable", "--gtest_filter=*/as_uint_int", "--case-timeout=7",
                           "--report-dir=" + (dir / "R").string()},
                          dir, {{"POCL_DEVICES", "pthread pthread"}});
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  for (const std::string& folder : {std::string(kFolder), std::string(kFolder) + "-2"})
    EXPECT_EQ(Json(dir / "R" / folder / "report.json")["run"]["case_timeout_s"], 7) << folder;
}

// The rerun line `r` printed (its first), pasted as it is with a report folder of its own: the
// line and the rerun's report.
std::pair<std::string, nlohmann::json> PasteRerun(const Ran& r, const fs::path& dir,
                                                  const std::map<std::string, std::string>& env) {
  const std::size_t at = r.out.find("rerun: ");
  if (at == std::string::npos) return {"(no rerun line in: " + r.out + ")", {}};
  const std::string line = r.out.substr(at + 7, r.out.find('\n', at) - at - 7);
  std::vector<std::string> words = Words(line);
  // The environment that exposed the device comes first, then the program that ran.
  std::map<std::string, std::string> with = env;
  while (!words.empty() && words.front().find('=') != std::string::npos &&
         words.front().rfind("--", 0) != 0) {
    const std::string& e = words.front();
    with[e.substr(0, e.find('='))] = e.substr(e.find('=') + 1);
    words.erase(words.begin());
  }
  EXPECT_EQ(words.at(0), CLCONFORM_BINARY) << line;
  words.erase(words.begin());
  words.push_back("--report-dir=" + (dir / "again").string());
  const Ran again = Clconform(words, dir, with);
  EXPECT_EQ(again.code, 1) << again.out << again.err;
  const fs::path report = dir / "again" / kFolder / "report.json";
  return {line, fs::exists(report) ? Json(report) : nlohmann::json()};
}

TEST(Defect2, ThePrintedRerunReproducesItsVerdict) {
  const fs::path dir = Scratch("rerun");
  const std::map<std::string, std::string> hang = Hanging();
  const Ran r =
      Clconform({kPocl, "--gtest_filter=*/convert_int_rtz_float", "--seed=5", "--no-constant-path",
                 "--case-timeout=2", "--report-dir=" + (dir / "R").string()},
                dir, hang);
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  const nlohmann::json run = Json(dir / "R" / kFolder / "report.json")["run"];
  EXPECT_EQ(run["seed"], 5);
  EXPECT_EQ(run["constant_path"], false);
  EXPECT_EQ(run["case_timeout_s"], 2);
  EXPECT_EQ(run["filter"], "*/convert_int_rtz_float");
  EXPECT_EQ(run["reference"].get<std::string>().size(), 64u);
  EXPECT_TRUE(run.contains("digest_store")) << run.dump();
  const auto [line, again] = PasteRerun(r, dir, hang);
  for (const char* option : {"--seed=5", "--no-constant-path", "--case-timeout=2"}) {
    EXPECT_NE(line.find(option), std::string::npos) << line;
  }
  EXPECT_EQ(again["cases"][0]["verdict"], "timeout") << line;
}

// PoCL's library as the dynamic linker finds it: a path.
std::string PoclLibrary() {
  std::ifstream icd(fs::path(std::getenv("OCL_ICD_VENDORS")) / "pocl.icd");
  std::string name;
  std::getline(icd, name);
  void* handle = dlopen(name.c_str(), RTLD_LAZY);
  link_map* map = nullptr;
  if (handle == nullptr || dlinfo(handle, RTLD_DI_LINKMAP, &map) != 0) return name;
  return map->l_name;
}

TEST(Defect2, TheRerunOfADeviceAddedWithIcdLoadsThatLibrary) {
  const fs::path dir = Scratch("rerun-icd");
  // Only Oclgrind is registered: PoCL, given by path with --icd, is device 1, and a rerun line
  // without that --icd would name no device.
  fs::create_directories(dir / "vendors");
  fs::copy_file(fs::path(std::getenv("OCL_ICD_VENDORS")) / "oclgrind.icd",
                dir / "vendors" / "oclgrind.icd");
  std::map<std::string, std::string> env = Hanging();
  env["OCL_ICD_VENDORS"] = (dir / "vendors").string();
  env["OCL_ICD_FILENAMES"] = "";
  const std::string pocl = PoclLibrary();
  ASSERT_EQ(pocl.front(), '/') << pocl;
  const Ran r = Clconform({"--icd=" + pocl, kPocl, "--gtest_filter=*/convert_int_rtz_float",
                           "--case-timeout=2", "--report-dir=" + (dir / "R").string()},
                          dir, env);
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_EQ(Json(dir / "R" / kFolder / "report.json")["run"]["icds"],
            nlohmann::json::array({pocl}));
  const auto [line, again] = PasteRerun(r, dir, env);
  // A value is quoted only where the shell needs it (a path without spaces is not).
  EXPECT_NE(line.find("--icd=" + pocl + " --device='=Portable Computing Language / "),
            std::string::npos)
      << line;
  EXPECT_EQ(again["cases"][0]["verdict"], "timeout") << line;
}

TEST(Defect3, AFilterThatSelectsNothingIsNotAPass) {
  const fs::path dir = Scratch("nothing");
  const Ran r = Clconform(
      {kPocl, "--gtest_filter=convert_int4_sat_rte_float4", "--report-dir=" + (dir / "R").string()},
      dir);
  EXPECT_EQ(r.code, 5);
  ExpectOneLine(r, "--gtest_filter='*/convert_int4_sat_rte_float4'");
  const Ran skipped = Clconform(
      {kPocl, "--gtest_filter=*/convert_half_rtn_uint", "--report-dir=" + (dir / "S").string()},
      dir);
  EXPECT_EQ(skipped.code, 5) << "PoCL has no fp16: every case skipped, nothing checked";
  EXPECT_NE(skipped.err.find("nothing was checked"), std::string::npos) << skipped.err;
  EXPECT_EQ(Json(dir / "S" / kFolder / "report.json")["cases"][0]["verdict"], "skipped");
}

TEST(Defect4, DumpKernelsAtAFileIsAUsageErrorAndFollowsTheFilter) {
  const fs::path dir = Scratch("dump");
  std::ofstream(dir / "afile") << "x";
  const Ran r = Clconform({kPocl, "--dump-kernels=" + (dir / "afile").string()}, dir);
  EXPECT_EQ(r.code, 2);
  ExpectOneLine(r, "--dump-kernels=");
  const Ran ok = Clconform({kPocl, "--dump-kernels=" + (dir / "K").string(),
                            "--gtest_filter=*/convert_char2_rtn_float2"},
                           dir);
  EXPECT_EQ(ok.code, 0) << ok.err;
  std::vector<std::string> files;
  for (const auto& sub : fs::directory_iterator(dir / "K")) {
    for (const auto& e : fs::directory_iterator(sub)) files.push_back(e.path().filename().string());
  }
  EXPECT_EQ(files, std::vector<std::string>{"operand_float.cl"}) << "one program for one case";
}

TEST(Defect5, UnwritableOutputPathsAreUsageErrors) {
  const fs::path dir = Scratch("unwritable");
  std::ofstream(dir / "afile") << "x";
  fs::create_directories(dir / "R1");
  std::ofstream(dir / "R1" / kFolder) << "a file where the device folder goes";
  fs::create_directories(dir / "R2" / kFolder / "results.jsonl");
  const std::string filter = "--gtest_filter=*/convert_int_float";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"--report-dir=" + (dir / "afile").string(), "--report-dir="},
      {"--report-dir=" + (dir / "R1").string(), "cannot create the report folder"},
      {"--report-dir=" + (dir / "R2").string(), "cannot write the journal"},
      {"--write-expectations=" + (dir / "afile").string(), "--write-expectations="}};
  for (const auto& [arg, words] : cases) {
    const Ran r = Clconform({kPocl, filter, arg}, dir);
    EXPECT_EQ(r.code, 2) << arg << ": " << r.out << r.err;
    ExpectOneLine(r, words);
  }
}

TEST(Defect6, InputOnAsTypeOfEveryWidth) {
  const fs::path dir = Scratch("as-type-input");
  const Ran r =
      Clconform({kPocl, "--gtest_filter=*/as_float2_int2:*/as_float8_int8:*/as_float16_int16",
                 "--input=0x3f800000", "--report-dir=" + (dir / "R").string()},
                dir);
  EXPECT_EQ(r.code, 0) << r.out;
  for (const auto& c : Json(dir / "R" / kFolder / "report.json")["cases"]) {
    EXPECT_EQ(c["verdict"], "pass") << c.dump();
    EXPECT_GT(c["lanes"].get<int>(), 0) << c.dump();
  }
}

TEST(Defect7, AnInputWiderThanTheOperandTypeIsAUsageError) {
  const fs::path dir = Scratch("wide-input");
  const Ran r =
      Clconform({kPocl, "--gtest_filter=*/convert_char2_rtn_float2", "--input=0x180000001"}, dir);
  EXPECT_EQ(r.code, 2);
  ExpectOneLine(r, "0x180000001 has more bits than float");
}

TEST(Defect8, AsTypeFromA3VectorShowsThePaddedLayout) {
  const fs::path dir = Scratch("as-type-3");
  const Ran r = Clconform(
      {kPocl, "--gtest_filter=*/as_uint_char3", "--report-dir=" + (dir / "R").string()}, dir);
  EXPECT_EQ(r.code, 0) << r.out;
  const auto c = Json(dir / "R" / kFolder / "report.json")["cases"][0];
  EXPECT_EQ(c["implementation_defined_matching_reference"], c["lanes"]) << c.dump();
  const auto& sample = c["implementation_defined_samples"][1];
  EXPECT_NE(sample["input"], "0x00000000") << sample.dump();
  EXPECT_NE(sample["classification"].get<std::string>().find("padding"), std::string::npos);
}

TEST(ReportFolderLock, ASecondRunOnTheSameFolderExitsWithSix) {
  const fs::path dir = Scratch("lock");
  fs::create_directories(dir / "tmp");
  const std::vector<std::string> args = {kPocl, "--gtest_filter=*/convert_int_rtz_float",
                                         "--case-timeout=60",
                                         "--report-dir=" + (dir / "R").string()};
  auto env = Hanging();
  env["TMPDIR"] = (dir / "tmp").string();
  const pid_t first = Spawn(CLCONFORM_BINARY, args, env, dir / "out1", dir / "err1");
  // The first run holds the folder once its pid is in the lock file (a process of it alone, seen
  // earlier, may not have taken the lock yet: the second would then take it first).
  const fs::path lock = dir / "R" / kFolder / ".lock";
  ASSERT_TRUE(WaitUntil([&] { return Slurp(lock) == std::to_string(first); }, 60));
  const Ran second = Clconform(args, dir);
  EXPECT_EQ(second.code, 6);
  ExpectOneLine(second, "in use by another run (pid " + std::to_string(first) + ")");
  kill(first, SIGTERM);
  EXPECT_EQ(Wait(first), 128 + SIGTERM);
}

// A run stopped by `sig` while a worker hangs leaves no temporary folder and no worker.
void StopAndLookForLeftovers(int sig, const std::string& name) {
  const fs::path dir = Scratch(name);
  const fs::path tmp = dir / "tmp";
  fs::create_directories(tmp);
  auto env = Hanging();
  env["TMPDIR"] = tmp.string();
  const pid_t run = Spawn(CLCONFORM_BINARY,
                          {kPocl, "--gtest_filter=*/convert_int_rtz_float", "--case-timeout=60"},
                          env, dir / "out", dir / "err");
  ASSERT_TRUE(WaitUntil([&] { return !ProcessesMentioning(tmp.string()).empty(); }, 60));
  kill(run, sig);
  EXPECT_EQ(Wait(run), 128 + sig);
  EXPECT_TRUE(WaitUntil([&] { return ProcessesMentioning(tmp.string()).empty(); }, 10))
      << "a worker outlived its run";
  if (sig == SIGKILL) {
    // Nothing can clean up after SIGKILL: the next run removes what the dead one left.
    const Ran next = Clconform({"--list-devices"}, dir);
    EXPECT_EQ(next.code, 0) << next.err;
  }
  EXPECT_EQ(Leftovers(tmp), std::vector<std::string>{});
}

TEST(TemporaryFolders, RemovedOnSigint) { StopAndLookForLeftovers(SIGINT, "sigint"); }
TEST(TemporaryFolders, RemovedOnSigterm) { StopAndLookForLeftovers(SIGTERM, "sigterm"); }
TEST(TemporaryFolders, RemovedByTheNextRunAfterKill9) { StopAndLookForLeftovers(SIGKILL, "kill9"); }

TEST(TemporaryFolders, LogsOfSeveralDevicesArePrivateToTheRun) {
  const fs::path dir = Scratch("logs");
  const Ran r = Clconform({"--device=Portable", "--gtest_filter=*/as_uint_int"}, dir,
                          {{"POCL_DEVICES", "pthread pthread"}});
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_EQ(Leftovers(dir / "tmp"), std::vector<std::string>{});
  EXPECT_EQ(r.out.find("clconform-logs"), std::string::npos) << r.out;
}

// The cases journaled in the report folder `dir`'s results.jsonl, by name.
std::set<std::string> Journaled(const fs::path& dir) {
  std::set<std::string> names;
  std::ifstream in(dir / "results.jsonl");
  for (std::string line; std::getline(in, line);) {
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_object() && j.contains("case")) names.insert(j["case"].get<std::string>());
  }
  return names;
}

// A full disk under a worker's output (the planted driver makes the second worker's file
// /dev/full, where every write fails with ENOSPC) is a fault of the machine, no verdict about
// the driver: the run exits 10 with a line naming it, the first batch's results stay journaled,
// nothing is journaled for the cases the fault stopped, and --resume once it is fixed runs them.
TEST(EnvironmentFault, AFullDiskIsARunErrorAndResumeRunsTheRest) {
  const fs::path dir = Scratch("full-disk");
  const std::vector<std::string> args = {kPocl, "--jobs=1",
                                         "--gtest_filter=*/as_uint_int:*/as_int_float",
                                         "--report-dir=" + (dir / "R").string()};
  const Ran r = Clconform(
      args, dir,
      {{"LD_PRELOAD", CLCONFORM_PLANTED_DRIVER}, {"CLCONFORM_PLANT_FULL", "/out-1[.]jsonl$"}});
  EXPECT_EQ(r.code, 10) << r.out << r.err;
  EXPECT_NE(r.err.find("the run stopped at a fault of the machine, no verdict about the driver"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("No space left on device"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("--resume"), std::string::npos) << r.err;
  const std::set<std::string> kept = Journaled(dir / "R" / kFolder);
  EXPECT_EQ(kept.size(), 1u) << "the first batch's result, and no verdict for the second";
  std::vector<std::string> resume = args;
  resume.emplace_back("--resume");
  // The planted driver again, planting nothing: the same options (no program cache).
  const Ran again = Clconform(resume, dir, {{"LD_PRELOAD", CLCONFORM_PLANTED_DRIVER}});
  EXPECT_EQ(again.code, 0) << again.out << again.err;
  EXPECT_NE(again.out.find("[ resume   ] 1 results"), std::string::npos) << again.out;
  const nlohmann::json report = Json(dir / "R" / kFolder / "report.json");
  ASSERT_EQ(report["cases"].size(), 2u) << report.dump();
  for (const nlohmann::json& c : report["cases"]) EXPECT_EQ(c["verdict"], "pass") << c.dump();
}

TEST(Merge, TheSameReportTwiceIsRefused) {
  const fs::path dir = Scratch("merge-twice");
  const std::string report = (dir / "R" / kFolder / "report.json").string();
  ASSERT_EQ(
      Clconform({kPocl, "--gtest_filter=*/as_uint_int", "--report-dir=" + (dir / "R").string()},
                dir)
          .code,
      0);
  const Ran r =
      RunTool(CLCONFORM_REPORT_TOOL, {"merge", (dir / "m.json").string(), report, report}, {}, dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("same run"), std::string::npos) << r.err;
}

}  // namespace reliability_test
