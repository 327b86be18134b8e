// Stress: one report folder, two devices of one platform (POCL_DEVICES="pthread pthread"),
// kill -9 of the run, of one device's run or of one worker at random moments, then --resume
// until the run ends: every device's report equals that of an uninterrupted run, and no
// temporary folder or process is left. A worker killed once while retrying a case is no
// crash of that case.
#include <algorithm>
#include <random>
#include <sstream>

#include <gtest/gtest.h>

#include "suites/tests/cli_run_helpers.h"

namespace {

using namespace clc::testing_support;

const char* const kFilter = "--gtest_filter=*/convert_short*_char:*/convert_short*_float";
const std::vector<std::string> kFolders = {"portable-computing-language",
                                           "portable-computing-language-2"};

std::map<std::string, std::string> Env(const fs::path& dir) {
  // Caches of the test's own (clconform keeps PoCL's kernels under XDG_CACHE_HOME): the kills
  // must not touch the user's, nor a test beside this one kill a compile in these.
  return {{"POCL_DEVICES", "pthread pthread"},
          {"XDG_CACHE_HOME", (dir / "cache").string()},
          {"POCL_CACHE_DIR", (dir / "pocl-cache").string()},
          {"TMPDIR", (dir / "tmp").string()}};
}

std::vector<std::string> Args(const fs::path& reports) {
  return {"--device=Portable", kFilter, "--report-dir=" + reports.string()};
}

// A case as two runs must agree on it: all of it but the words that say whether a retry without
// the cache confirmed a crash. That retry happens when the cache held entries as the device's run
// began (harness/app/cache_retry.h), and the two devices here share one PoCL cache: the second
// device's run finds the first's entries or not as the timing falls, even in an uninterrupted run.
// The crash is confirmed either way, with the same verdicts, statuses, paths and counts (compared);
// the words tell a person which retry confirmed it.
nlohmann::json Comparable(nlohmann::json c) {
  if (!c.contains("message")) return c;
  std::string m = c["message"];
  for (const std::string words :
       {" that used no cache", "\n(the same in a worker that used no cache)"}) {
    for (std::size_t at; (at = m.find(words)) != std::string::npos;) m.erase(at, words.size());
  }
  c["message"] = m;
  return c;
}

// The cases that differ, as they are in `got` and in `want`; "" when none does.
std::string Differences(const std::map<std::string, nlohmann::json>& got,
                        const std::map<std::string, nlohmann::json>& want) {
  std::string text;
  for (const auto& [name, c] : want) {
    const auto it = got.find(name);
    if (it == got.end()) {
      text += name + ": missing\n";
    } else if (Comparable(it->second) != Comparable(c)) {
      text += name + ": " + it->second.dump() + "\n  uninterrupted: " + c.dump() + "\n";
    }
  }
  if (got.size() != want.size()) text += "and " + std::to_string(got.size()) + " cases in all\n";
  return text;
}

// What a kill of `kind` can hit in the run `run` writing to `reports` now.
std::vector<pid_t> Victims(const std::string& kind, pid_t run, const fs::path& reports,
                           const fs::path& tmp) {
  if (kind == "run") return {run};
  if (kind == "worker") return ProcessesMentioning(tmp.string());
  std::vector<pid_t> device_runs;
  for (pid_t p : ProcessesMentioning(reports.string(), true)) {
    if (p != run) device_runs.push_back(p);
  }
  return device_runs;
}

// A process that ends while the scan reads its /proc files is not there: a failed read is no
// exception (a directory fails read() as a vanished process's cmdline does, with EISDIR).
TEST(Stress, ReadingTheFilesOfAProcessThatEndedIsNoError) {
  const fs::path dir = Scratch("proc-read");
  std::string text = "?";
  EXPECT_NO_THROW(text = ReadProcessFile(dir));
  EXPECT_EQ(text, "");
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) _exit(0);
  int status = 0;
  waitpid(child, &status, 0);
  EXPECT_EQ(ReadProcessFile("/proc/" + std::to_string(child) + "/cmdline"), "");
  // Processes that come and go while the scan runs.
  std::vector<pid_t> found;
  for (int i = 0; i < 200; ++i) {
    const pid_t brief = fork();
    ASSERT_GE(brief, 0);
    if (brief == 0) _exit(0);
    EXPECT_NO_THROW(found = ProcessesMentioning("no process mentions this", true));
    waitpid(brief, &status, 0);
  }
  EXPECT_EQ(found, std::vector<pid_t>{});
}

TEST(Stress, KilledAtRandomMomentsResumesToTheUninterruptedReport) {
  const fs::path root = Scratch("stress");
  fs::create_directories(root / "tmp");
  const Ran clean = RunTool(CLCONFORM_BINARY, Args(root / "clean"), Env(root), root);
  ASSERT_TRUE(clean.code == 0 || clean.code == 1) << clean.out << clean.err;
  // A second run, with the kernels cached as in the runs killed below, says how long a run
  // lasts (the kills fall within it) and that an uninterrupted run gives the same reports.
  const auto start = std::chrono::steady_clock::now();
  const Ran warm = RunTool(CLCONFORM_BINARY, Args(root / "warm"), Env(root), root);
  const auto run_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::steady_clock::now() - start)
                          .count();
  ASSERT_EQ(warm.code, clean.code) << warm.out << warm.err;
  for (const auto& folder : kFolders) {
    ASSERT_EQ(SanitizerReports(Slurp(root / "clean" / folder / "report.json")), "") << folder;
    ASSERT_EQ(Differences(Cases(root / "warm" / folder / "report.json"),
                          Cases(root / "clean" / folder / "report.json")),
              "")
        << folder << ": two uninterrupted runs differ";
  }
  std::mt19937 random(17);
  // kill -9 of a worker (the run goes on: the worker's cases are retried, not called crashes),
  // of the run, or of one device's run (then --resume).
  const std::vector<std::string> kinds = {"worker", "run", "device run"};
  const int iterations = 3;  // each kind of kill once
  for (int it = 0; it < iterations; ++it) {
    const fs::path reports = root / ("run" + std::to_string(it));
    const std::string& kind = kinds[it % kinds.size()];
    std::vector<std::string> args = Args(reports);
    std::string what;
    for (int attempt = 0; attempt < 6; ++attempt) {
      const pid_t run = Spawn(CLCONFORM_BINARY, args, Env(root), root / "out", root / "err");
      // Two kills at most per iteration, at a random moment of the run; then the run is left
      // to end. One kill of a worker at most: a case killed twice is a crash.
      if (attempt < (kind == "worker" ? 1 : 2)) {
        std::this_thread::sleep_for(
            std::chrono::milliseconds(random() % std::max<long>(run_ms, 1)));
        std::vector<pid_t> victims;
        WaitUntil([&] { return !(victims = Victims(kind, run, reports, root / "tmp")).empty(); },
                  2);
        if (!victims.empty()) {
          const pid_t victim = victims[random() % victims.size()];
          what += (kill(victim, SIGKILL) == 0 ? " kill -9 " : " missed ") + kind + ";";
        } else {
          what += " no " + kind + " to kill;";
        }
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
      EXPECT_EQ(SanitizerReports(Slurp(reports / folder / "report.json")), "") << folder;
      EXPECT_EQ(Differences(Cases(reports / folder / "report.json"),
                            Cases(root / "clean" / folder / "report.json")),
                "")
          << "iteration " << it << ", " << folder
          << ": the resumed report differs from the uninterrupted one";
    }
  }
  EXPECT_TRUE(ProcessesMentioning((root / "tmp").string()).empty()) << "a worker was left";
  EXPECT_EQ(SanitizerReports(), "") << "a process of the runs reported an error";
  EXPECT_EQ(Leftovers(root / "tmp"), std::vector<std::string>{});
}

// The worker of `root`'s run whose last launch record names one case alone that the batch
// isolated or gave a kernel of its own in its fault program (it was in flight, in company,
// when an earlier child died), that case not matching `except`; 0 while there is none.
pid_t WorkerRetrying(const fs::path& root, const std::string& except, std::string* which) {
  std::error_code ec;
  // The run removes its folders as it ends: a walk that meets a vanished folder just stops.
  for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
    const fs::directory_entry& e = *it;
    const std::string name = e.path().filename().string();
    if (name.rfind("out-", 0) != 0) continue;
    std::string launch;
    std::istringstream lines(Slurp(e.path()));
    for (std::string l; std::getline(lines, l);) {
      if (l.rfind("{\"launch\"", 0) == 0) launch = l;
    }
    const auto last = nlohmann::json::parse(launch, nullptr, false);
    if (last.is_discarded() || last["launch"].size() != 1) continue;
    const std::string c = last["launch"][0];
    const fs::path cases =
        e.path().parent_path() / ("cases-" + name.substr(4, name.find('.') - 4) + ".json");
    const auto batch = nlohmann::json::parse(Slurp(cases), nullptr, false);
    const auto retried = [&] {
      if (batch["isolate"].contains(c)) return true;
      const auto& fault = batch["fault_program"];
      return fault.is_array() && std::find(fault.begin(), fault.end(), c) != fault.end();
    };
    if (c.find(except) != std::string::npos || batch.is_discarded() || !retried()) {
      continue;
    }
    const std::vector<pid_t> worker = ProcessesMentioning(e.path().string());
    if (worker.size() == 1) {
      *which = c;
      return worker[0];
    }
  }
  return 0;
}

// PoCL 3.1's constant kernels of convert_short(_sat)_rte(float) crash (signal 11): the other
// cases in flight with them are retried, each alone. One kill -9 of such a retry, from outside,
// is one more death of a case that never crashed: it is retried again, not called a crash.
TEST(Stress, OneKillOfAWorkerRetryingACaseIsNoCrash) {
  const fs::path root = Scratch("worker-kill");
  std::map<std::string, std::string> env = Env(root);
  env.erase("POCL_DEVICES");
  fs::create_directories(root / "tmp");
  const std::vector<std::string> args = {"--device=Portable",
                                         "--gtest_filter=*/convert_short*_float"};
  std::vector<std::string> clean_args = args;
  clean_args.push_back("--report-dir=" + (root / "clean").string());
  const Ran clean = RunTool(CLCONFORM_BINARY, clean_args, env, root);
  ASSERT_EQ(clean.code, 1) << clean.out << clean.err;
  int killed = 0;
  for (int attempt = 0; attempt < 3 && killed == 0; ++attempt) {
    const fs::path reports = root / ("killed" + std::to_string(attempt));
    std::vector<std::string> a = args;
    a.push_back("--report-dir=" + reports.string());
    const pid_t run = Spawn(CLCONFORM_BINARY, a, env, root / "out", root / "err");
    std::string which;
    // Each retry runs for some 50 ms: look often.
    int status = 0;
    pid_t ended = 0;
    while (killed == 0 && (ended = waitpid(run, &status, WNOHANG)) == 0) {
      const pid_t worker = WorkerRetrying(root / "tmp", "_rte_", &which);
      if (worker != 0 && kill(worker, SIGKILL) == 0) ++killed;
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    if (ended == 0) waitpid(run, &status, 0);
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 1)
        << Slurp(root / "out") << Slurp(root / "err");
    if (killed == 0) continue;  // every retry ended before it was seen: try again
    const auto got = Cases(reports / "portable-computing-language" / "report.json");
    const auto want = Cases(root / "clean" / "portable-computing-language" / "report.json");
    EXPECT_EQ(Differences(got, want), "") << "killed while retrying " << which;
    EXPECT_EQ(SanitizerReports(Slurp(reports / "portable-computing-language" / "report.json")), "");
  }
  EXPECT_EQ(killed, 1) << "no retry was seen to kill";
  EXPECT_EQ(SanitizerReports(), "") << "a process of the runs reported an error";
}

}  // namespace
