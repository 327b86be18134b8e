// Plants faults on purpose (a kernel that spins forever, a kernel that does not compile, a
// process killed mid-batch, the whole run killed) and checks each ends its own case with
// its own verdict while every other result equals that of a clean run.
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sys/wait.h>

namespace {

namespace fs = std::filesystem;

// Scalar conversions to short from every operand type: 11 groups, so several batches.
const char* const kFilter = "--gtest_filter=Convert/*/convert_short_*";
const char* const kTarget = "convert_short_sat_rtp_uint";

fs::path Scratch(const std::string& name) {
  fs::path p = fs::temp_directory_path() / ("clconform-fault-" + std::to_string(getpid())) / name;
  fs::remove_all(p);
  fs::create_directories(p);
  return p;
}

pid_t Start(const std::vector<std::string>& args, const std::string& fault, const fs::path& log) {
  const pid_t pid = fork();
  if (pid == 0) {
    if (!fault.empty()) setenv("CLCONFORM_TEST_FAULT", fault.c_str(), 1);
    std::vector<char*> argv;
    std::vector<std::string> all = {CLCONFORM_BINARY, "--device=Oclgrind"};
    all.insert(all.end(), args.begin(), args.end());
    for (auto& a : all) argv.push_back(a.data());
    argv.push_back(nullptr);
    freopen(log.c_str(), "w", stdout);
    dup2(fileno(stdout), 2);
    execv(argv[0], argv.data());
    _exit(127);
  }
  return pid;
}

int Wait(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

// Every case's verdict and lane counts, without timings.
std::map<std::string, nlohmann::json> Cases(const fs::path& report_dir) {
  std::ifstream in(report_dir / "oclgrind" / "report.json");
  const auto doc = nlohmann::json::parse(in);
  std::map<std::string, nlohmann::json> out;
  for (auto c : doc.at("cases")) {
    c.erase("seconds");
    out[c.at("case").get<std::string>()] = c;
  }
  return out;
}

class FaultTest : public testing::Test {
 protected:
  static void SetUpTestSuite() {
    clean_dir_ = new fs::path(Scratch("clean"));
    const int code =
        Wait(Start({kFilter, "--report-dir=" + clean_dir_->string()}, "", *clean_dir_ / "log"));
    ASSERT_TRUE(code == 0 || code == 1) << "clean run failed to run: exit " << code;
  }
  static void TearDownTestSuite() { delete clean_dir_; }

  // Runs with `fault` planted and checks the target's verdict and that nothing else moved.
  void ExpectOnlyTargetHit(const std::string& fault, const std::string& verdict) {
    const fs::path dir = Scratch(fault.substr(0, fault.find(':')));
    const int code = Wait(
        Start({kFilter, "--case-timeout=4", "--report-dir=" + dir.string()}, fault, dir / "log"));
    EXPECT_EQ(code, 1) << "a planted fault must fail the run";
    const auto clean = Cases(*clean_dir_);
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

  static fs::path* clean_dir_;
};

fs::path* FaultTest::clean_dir_ = nullptr;

TEST_F(FaultTest, KernelThatSpinsForeverEndsItsCaseAsTimeout) {
  ExpectOnlyTargetHit(std::string("hang:") + kTarget, "timeout");
}

TEST_F(FaultTest, KernelThatDoesNotCompileEndsItsCaseAsBuildFailure) {
  ExpectOnlyTargetHit(std::string("build-error:") + kTarget, "build-failure");
}

TEST_F(FaultTest, KilledChildEndsItsCaseAsCrash) {
  ExpectOnlyTargetHit(std::string("kill:") + kTarget, "crash");
}

TEST_F(FaultTest, KilledRunResumesToTheSameReport) {
  const fs::path dir = Scratch("resume");
  const std::vector<std::string> args = {kFilter, "--report-dir=" + dir.string()};
  const pid_t pid = Start(args, "", dir / "log1");
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
  ASSERT_LT(lines, 1 + Cases(*clean_dir_).size()) << "the run ended before it could be killed";
  const int code =
      Wait(Start({kFilter, "--report-dir=" + dir.string(), "--resume"}, "", dir / "log2"));
  EXPECT_TRUE(code == 0 || code == 1);
  EXPECT_EQ(Cases(dir), Cases(*clean_dir_))
      << "a resumed run must give the uninterrupted run's report";
}

}  // namespace
