// Plants faults on purpose through the planted driver (a kernel that spins forever, a kernel
// that does not compile, a process killed mid-batch) or kills the whole run, and checks each
// ends its own case with its own verdict while every other result equals that of a clean run.
#include <signal.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <thread>
#include <utility>

#include <gtest/gtest.h>

#include "suites/tests/run_helpers.h"

namespace fault_test {

using clc::testing_support::Plant;
using clc::testing_support::Scratch;
namespace fs = std::filesystem;

// Scalar conversions to short from every operand type: 11 groups, so several batches.
const char* const kFilter = "--gtest_filter=Convert/*/convert_short_*";
const char* const kTarget = "convert_short_sat_rtp_uint";
const char* const kBuiltin = "convert_short_sat_rtp";
const char* const kOperand = "uint";

pid_t Start(const std::vector<std::string>& args, const Plant& plant, const fs::path& log) {
  return clc::testing_support::Start("Oclgrind", args, plant, log);
}
using clc::testing_support::Wait;

std::map<std::string, nlohmann::json> Cases(const fs::path& report_dir) {
  return clc::testing_support::Cases(report_dir / "oclgrind" / "report.json");
}

class FaultTest : public testing::Test {
 protected:
  static void SetUpTestSuite() {
    clean_dir = new fs::path(Scratch("clean"));
    const int code =
        Wait(Start({kFilter, "--report-dir=" + clean_dir->string()}, {}, *clean_dir / "log"));
    ASSERT_TRUE(code == 0 || code == 1) << "clean run failed to run: exit " << code;
  }
  static void TearDownTestSuite() { delete clean_dir; }

  // Runs with `fault` planted and checks the target's verdict and that nothing else moved.
  // `dir` (when given) receives the run's report folder. The case timeout is short only where
  // a hang is planted: elsewhere a build that makes no progress for a few seconds on a loaded
  // machine would be killed as a hang, and cost a child that the test does not expect.
  void ExpectOnlyTargetHit(const std::string& name, const Plant& fault, const std::string& verdict,
                           fs::path* report_dir = nullptr) {
    const std::string timeout = verdict == "timeout" ? "4" : "120";
    const fs::path dir = Scratch(name);
    if (report_dir != nullptr) *report_dir = dir;
    const int code =
        Wait(Start({kFilter, "--case-timeout=" + timeout, "--report-dir=" + dir.string()}, fault,
                   dir / "log"));
    EXPECT_EQ(code, 1) << "a planted fault must fail the run";
    const auto clean = Cases(*clean_dir);
    const auto hit = Cases(dir);
    ASSERT_EQ(hit.size(), clean.size());
    for (const auto& [name, c] : clean) {
      ASSERT_EQ(hit.count(name), 1u) << name << " lost";
      if (name == kTarget) {
        EXPECT_EQ(hit.at(name).at("verdict"), verdict) << hit.at(name).dump();
      } else {
        EXPECT_EQ(hit.at(name), c) << "a case other than the planted one changed";
      }
    }
  }

  // The child processes a run started, from its summary line.
  static int Children(const fs::path& log) {
    std::ifstream in(log);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::size_t at = text.find(" children=");
    return at == std::string::npos ? -1 : std::stoi(text.substr(at + 10));
  }

  static fs::path* clean_dir;
};

fs::path* FaultTest::clean_dir = nullptr;

TEST_F(FaultTest, KernelThatSpinsForeverEndsItsCaseAsTimeout) {
  ExpectOnlyTargetHit("hang", clc::testing_support::Hang(kBuiltin, kOperand), "timeout");
}

TEST_F(FaultTest, KernelThatDoesNotCompileEndsItsCaseAsBuildFailure) {
  ExpectOnlyTargetHit("build-error", clc::testing_support::BuildFailure(kBuiltin, kOperand),
                      "build-failure");
}

// A crash costs one restart, not a bisection: the kill hits the target's constant kernel
// (ten cases in flight); the rest of that batch goes on in two parts side by side, one child
// running its buffer paths (the target's included), the other its constant paths, where the
// target dies again alone and a third child of that part runs the constant paths left; the
// other ten groups run one child each, as in the clean run.
TEST_F(FaultTest, KilledChildEndsItsCaseAsCrash) {
  fs::path dir;
  ExpectOnlyTargetHit("kill", clc::testing_support::Kill(kBuiltin, kOperand, "c"), "crash", &dir);
  // Both runs end with one more child, replaying the programs of Oclgrind's own failing cases
  // there (float and double operands: four programs, one child).
  EXPECT_EQ(Children(*clean_dir / "log"), 12);
  EXPECT_EQ(Children(dir / "log"), 15);
  const auto hit = Cases(dir).at(kTarget);
  EXPECT_NE(hit.at("message").get<std::string>().find("on the constant path, again when retried"),
            std::string::npos)
      << hit.dump();
  EXPECT_EQ(hit.at("paths").at("buffer").at("verdict"), "pass") << hit.dump();
}

// A compiler that dies building a group's constant program costs a restart per kernel, not
// per case: the first death names the cases of the group's two constant kernels (widths 1
// and 4); of the two parts the batch then goes on in, the constant one dies next in the
// target's kernel, then with the target alone, and a third child of it runs the constant
// paths left, while one child runs the buffer paths. The target's constant path gets the
// crash verdict; its buffer path still runs.
TEST_F(FaultTest, KilledBuildEndsOnlyItsCaseAsCrashOnItsPath) {
  const fs::path dir = Scratch("kill-build");
  const int code =
      Wait(Start({"--gtest_filter=Convert/*/convert_short*_uint*", "--report-dir=" + dir.string()},
                 clc::testing_support::KillAtBuild(kBuiltin, kOperand, "c"), dir / "log"));
  EXPECT_EQ(code, 1) << "a crash must fail the run";
  EXPECT_EQ(Children(dir / "log"), 5);
  const auto cases = Cases(dir);
  ASSERT_EQ(cases.count(kTarget), 1u);
  for (const auto& [name, c] : cases) {
    if (name != kTarget) {
      EXPECT_NE(c.at("verdict"), "crash") << c.dump();
      continue;
    }
    EXPECT_EQ(c.at("verdict"), "crash") << c.dump();
    EXPECT_EQ(c.at("paths").at("constant").at("verdict"), "crash") << c.dump();
    EXPECT_EQ(c.at("paths").at("buffer").at("verdict"), "pass") << c.dump();
    EXPECT_GT(c.at("paths").at("buffer").at("lanes").get<long>(), 0) << c.dump();
  }
}

// The texts of the programs a run recorded in `programs` that hold `marker`.
std::vector<std::string> RecordedWith(const fs::path& programs, const std::string& marker) {
  std::vector<std::string> out;
  for (const auto& entry : fs::directory_iterator(programs)) {
    std::ifstream in(entry.path());
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (text.find(marker) != std::string::npos) out.push_back(std::move(text));
  }
  return out;
}

// A restart builds what the dead child built, the same text, so that a driver's program cache
// serves it: the kill hits the target's constant kernel (widths 1 and 16 share the group's
// constant program); the ten cases in flight get a kernel each in one program, which the next
// two children build alike (the target dies alone in the first); the first of them builds the
// group's program as the first child did, running only the width-16 kernel there before it
// builds the suspects' program.
TEST_F(FaultTest, ARestartBuildsTheTextsTheDeadChildBuilt) {
  const fs::path dir = Scratch("kill-same-texts");
  const fs::path programs = dir / "programs";
  fs::create_directories(programs);
  Plant plant = clc::testing_support::Kill(kBuiltin, kOperand, "c");
  plant.record = programs.string();
  const int code =
      Wait(Start({"--gtest_filter=Convert/*/convert_short*_uint*", "--report-dir=" + dir.string()},
                 plant, dir / "log"));
  EXPECT_EQ(code, 1) << "a crash must fail the run";
  for (const auto& [name, c] : Cases(dir)) {
    EXPECT_EQ(c.at("verdict") == "crash", name == kTarget) << c.dump();
  }
  const std::vector<std::string> shared = RecordedWith(programs, "__kernel void c_uint16_");
  ASSERT_EQ(shared.size(), 2U) << "the group's constant program, first and last child";
  EXPECT_TRUE(shared[0] == shared[1]) << "a restart built another text of the group's program";
  const std::vector<std::string> suspects = RecordedWith(programs, "__kernel void c_uint_short_");
  ASSERT_EQ(suspects.size(), 2U) << "the suspects' program, in the two children after the death";
  EXPECT_TRUE(suspects[0] == suspects[1]) << "the suspects' program changed between restarts";
}

// Without an expectations file, every constant kernel of the group's program that kills the
// process is found before any fault program is built, and their fault programs are then built
// in one child, not a child each: a driver's first build in a process costs far more than its
// next ones. The kill hits two constant kernels of the group (widths 1 and 16); the child that
// first builds the scalar kernel's fault program builds the width-16 one's too, and each
// crasher gets its crash verdict on its constant path alone.
TEST_F(FaultTest, FaultProgramsOfTheGroupAreFirstBuiltInOneChild) {
  const fs::path dir = Scratch("kill-two-kernels");
  const fs::path programs = dir / "programs";
  fs::create_directories(programs);
  Plant plant;
  plant.kill = "^c_uint(16)?_short _sat_rtp(";
  plant.record = programs.string();
  const int code =
      Wait(Start({"--gtest_filter=Convert/*/convert_short*_uint*", "--report-dir=" + dir.string()},
                 plant, dir / "log"));
  EXPECT_EQ(code, 1) << "a crash must fail the run";
  const std::set<std::string> crashers = {"convert_short_sat_rtp_uint",
                                          "convert_short16_sat_rtp_uint16"};
  for (const auto& [name, c] : Cases(dir)) {
    EXPECT_EQ(c.at("verdict") == "crash", crashers.count(name) == 1) << c.dump();
    if (crashers.count(name) == 0) continue;
    EXPECT_EQ(c.at("paths").at("constant").at("verdict"), "crash") << c.dump();
    EXPECT_EQ(c.at("paths").at("buffer").at("verdict"), "pass") << c.dump();
  }
  // The processes (PID-N.cl: the recording process's id) that built each fault program.
  std::map<std::string, std::set<std::string>> builders;
  for (const auto& entry : fs::directory_iterator(programs)) {
    std::ifstream in(entry.path());
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string pid =
        entry.path().filename().string().substr(0, entry.path().filename().string().find('-'));
    for (const std::string fault :
         {"__kernel void c_uint_short_", "__kernel void c_uint16_short_"}) {
      if (text.find(fault) != std::string::npos) builders[fault].insert(pid);
    }
  }
  ASSERT_EQ(builders.size(), 2U) << "a fault program for each crashing kernel";
  std::vector<std::string> both;
  std::set_intersection(builders.begin()->second.begin(), builders.begin()->second.end(),
                        builders.rbegin()->second.begin(), builders.rbegin()->second.end(),
                        std::back_inserter(both));
  EXPECT_FALSE(both.empty()) << "each fault program was built by processes of its own";
}

// Known crashers (listed in the expectations file) of one operand type share a batch that runs
// their constant paths: every restart builds the same program, one kernel per crasher, and
// launches only the next one not yet run, so a driver's program cache serves every restart
// after the first. Four crashes cost four children, each case gets the crash verdict on its
// constant path and a passing buffer path, and no other case moves.
TEST_F(FaultTest, KnownCrashersShareOneProgramAcrossRestarts) {
  const fs::path dir = Scratch("known-crashers");
  const fs::path expect = dir / "expect";
  const fs::path programs = dir / "programs";
  fs::create_directories(expect);
  fs::create_directories(programs);
  const std::vector<std::string> crashers = {
      "convert_short_sat_rte_uint", "convert_short_sat_rtz_uint", "convert_short_sat_rtp_uint",
      "convert_short_sat_rtn_uint"};
  {
    std::ofstream out(expect / "oclgrind.txt");
    for (const std::string& c : crashers) out << c << " crash  # planted\n";
  }
  Plant plant;
  plant.kill = "^c_uint(_|$) convert_short_sat_rt";
  plant.record = programs.string();
  const int code =
      Wait(Start({kFilter, "--expectations-dir=" + expect.string(), "--report-dir=" + dir.string()},
                 plant, dir / "log"));
  EXPECT_TRUE(code == 0 || code == 1) << "exit " << code;
  const auto clean = Cases(*clean_dir);
  const auto hit = Cases(dir);
  ASSERT_EQ(hit.size(), clean.size());
  for (const auto& [name, c] : clean) {
    ASSERT_EQ(hit.count(name), 1u) << name << " lost";
    const nlohmann::json& h = hit.at(name);
    if (std::find(crashers.begin(), crashers.end(), name) == crashers.end()) {
      EXPECT_EQ(h.at("verdict"), c.at("verdict")) << name << " moved: " << h.dump();
      continue;
    }
    EXPECT_EQ(h.at("paths").at("constant").at("verdict"), "crash") << h.dump();
    EXPECT_EQ(h.at("paths").at("buffer").at("verdict"), "pass") << h.dump();
  }
  // Every program the run built from source, by its file.
  std::vector<std::pair<fs::path, std::string>> built;
  for (const auto& entry : fs::directory_iterator(programs)) {
    std::ifstream in(entry.path());
    built.emplace_back(entry.path(), std::string((std::istreambuf_iterator<char>(in)),
                                                 std::istreambuf_iterator<char>()));
  }
  // The crashers' program: built by each of the four crash children, the same text each time,
  // one kernel per crasher.
  std::vector<std::string> fault_programs;
  for (const auto& [path, text] : built) {
    if (text.find("__kernel void c_uint_short_") != std::string::npos)
      fault_programs.push_back(text);
  }
  ASSERT_EQ(fault_programs.size(), crashers.size());
  for (const std::string& text : fault_programs) EXPECT_EQ(text, fault_programs.front());
  std::size_t kernels = 0;
  for (std::size_t at = 0;
       (at = fault_programs.front().find("__kernel void c_uint_short_", at)) != std::string::npos;
       ++at) {
    ++kernels;
  }
  EXPECT_EQ(kernels, crashers.size());
  // Their buffer paths run with the rest of their operand type from the start (kernels named
  // *_uint; convert_short_uint's builtin is convert_short): the buffer program that holds them
  // is the one a run without the list builds, so a program cache serves both.
  const std::regex uint_kernel("void [a-z]+_uint[_(]");
  std::size_t joined = 0;
  for (const auto& [path, text] : built) {
    if (!std::regex_search(text, uint_kernel) ||
        text.find("convert_short_sat_rtp(") == std::string::npos ||
        text.find("__kernel void c_uint_short_") != std::string::npos) {
      continue;
    }
    EXPECT_NE(text.find("convert_short("), std::string::npos) << path << " is theirs alone";
    ++joined;
  }
  EXPECT_GT(joined, 0u) << "the crashers' buffer paths built nothing";
}

TEST_F(FaultTest, KilledRunResumesToTheSameReport) {
  const fs::path dir = Scratch("resume");
  const std::vector<std::string> args = {kFilter, "--report-dir=" + dir.string()};
  const pid_t pid = Start(args, {}, dir / "log1");
  // Kill the whole run (SIGKILL, no cleanup) once some but not all results are journaled.
  const fs::path journal = dir / "oclgrind" / "results.jsonl";
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  std::size_t lines = 0;
  while (std::chrono::steady_clock::now() < deadline) {
    std::ifstream in(journal);
    lines = 0;
    for (std::string l; std::getline(in, l);) ++lines;
    if (lines > 12) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  kill(pid, SIGKILL);
  Wait(pid);
  ASSERT_GT(lines, 12u) << "the run journaled nothing to resume from";
  ASSERT_LT(lines, 1 + Cases(*clean_dir).size()) << "the run ended before it could be killed";
  const int code =
      Wait(Start({kFilter, "--report-dir=" + dir.string(), "--resume"}, {}, dir / "log2"));
  EXPECT_TRUE(code == 0 || code == 1);
  EXPECT_EQ(Cases(dir), Cases(*clean_dir))
      << "a resumed run must give the uninterrupted run's report";
}

// A kernel that spins in the first process only (CLCONFORM_PLANT_ONCE): the case is in flight
// alone when the worker is killed, and completes when run again in a fresh process, so the
// hang did not recur: flaky with both observations (never a pass), not a timeout.
TEST(Timeouts, AHangThatDoesNotRecurIsNoTimeout) {
  const fs::path dir = Scratch("hang-once");
  const int code = Wait(clc::testing_support::Spawn(
      CLCONFORM_BINARY,
      {"--device=Oclgrind", std::string("--gtest_filter=*/") + kTarget, "--no-program-cache",
       "--case-timeout=4", "--report-dir=" + dir.string()},
      {{"LD_PRELOAD", CLCONFORM_PLANTED_DRIVER},
       {"CLCONFORM_PLANT", clc::testing_support::Hang(kBuiltin, kOperand).source},
       {"CLCONFORM_PLANT_ONCE", (dir / "once").string()}},
      dir / "log", dir / "log"));
  EXPECT_EQ(code, 1) << "see " << (dir / "log");
  EXPECT_TRUE(fs::exists(dir / "once")) << "the plant was active once";
  const auto c = Cases(dir).at(kTarget);
  EXPECT_EQ(c.at("verdict"), "flaky") << c.dump();
  const std::string message = c.value("message", "");
  EXPECT_NE(message.find("the timeout did not recur: first run: timeout"), std::string::npos)
      << message;
  EXPECT_NE(message.find("run again in a fresh process: pass"), std::string::npos) << message;
}

// A child that keeps to the constant paths (the part of a batch split at a death there, which
// runs beside the part that runs the rest) runs nothing else: a conversion's constant path and
// no buffer or digest lane; a case it has no constant path to run for (a negative check, a
// case the device cannot run) gets an empty not-run result, which the parent merges with the
// other part's.
TEST(ConstantPart, RunsTheConstantPathsAndNothingElse) {
  const fs::path dir = Scratch("constant-part");
  std::ofstream(dir / "cases.json")
      << R"({"cases":["convert_int_rtz_float","convert_half_float","convert_char2_char"],)"
      << R"("constant_paths_only":true})"
      << "\n";
  std::ofstream(dir / "out.jsonl").flush();
  const int code = Wait(clc::testing_support::Spawn(
      CLCONFORM_BINARY,
      {"--device=" + std::string(clc::testing_support::kPocl), "--coverage=full",
       "--worker-cases=" + (dir / "cases.json").string(),
       "--worker-out=" + (dir / "out.jsonl").string()},
      {{"XDG_CACHE_HOME", (dir / "cache").string()}}, dir / "log", dir / "log"));
  ASSERT_EQ(code, 0) << "see " << (dir / "log");
  std::map<std::string, nlohmann::json> results;
  std::ifstream in(dir / "out.jsonl");
  for (std::string line; std::getline(in, line);) {
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_object() && j.contains("case") && j.contains("status")) results[j.at("case")] = j;
  }
  ASSERT_EQ(results.size(), 3u);
  const nlohmann::json& convert = results.at("convert_int_rtz_float");
  EXPECT_EQ(convert.at("status"), 1) << convert.dump();             // ran
  EXPECT_EQ(convert.at("paths").at(0).at(1), 0) << convert.dump();  // no buffer lane
  EXPECT_GT(convert.at("paths").at(1).at(1), 0) << convert.dump();  // constant lanes
  EXPECT_EQ(convert.at("lanes"), convert.at("paths").at(1).at(1)) << "no digest lane";
  for (const char* other : {"convert_half_float", "convert_char2_char"}) {
    EXPECT_EQ(results.at(other).at("status"), 0) << results.at(other).dump();  // not run
    EXPECT_EQ(results.at(other).at("message"), "") << results.at(other).dump();
  }
}

}  // namespace fault_test
