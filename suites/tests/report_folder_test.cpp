// The report folder and what a run leaves in it, without a device: one folder per device, its
// lock, the journal's torn last line, the private temporary folders and their removal on a
// signal.
#include "harness/app/report_folder.h"

#include <signal.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <sys/wait.h>

#include "harness/app/lifetime.h"
#include "harness/report/result_io.h"
#include "reference/tests/scratch.h"

namespace clc {
namespace {

namespace fs = std::filesystem;

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
  const fs::path dir = testing_support::Scratch("busy");
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
  const fs::path dir = testing_support::Scratch("torn");
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
  const fs::path dir = testing_support::Scratch("other");
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

std::string Text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A journal edited after its run (a count, a status this version does not know, a record given
// twice) resumes nothing: --resume is refused, and the journal is left as it was.
TEST(ReportFolder, AnEditedJournalIsRefusedNotResumed) {
  const nlohmann::json header = {{"coverage", "quick"}};
  VariantResult failing = Result("convert_int_float");
  failing.mismatched = 1;
  failing.exact = 9;
  const std::pair<std::string, std::string> edits[] = {
      {"\"mismatched\":1", "\"mismatched\":0"},
      {"\"status\":1", "\"status\":9"},
  };
  for (const auto& [from, to] : edits) {
    const fs::path dir = testing_support::Scratch("edited");
    ReportFolder::Error error{};
    std::string why;
    {
      auto f = ReportFolder::Open(dir.string(), header, "run1", false, &error, &why);
      ASSERT_TRUE(f) << why;
      ASSERT_TRUE(f->Record(failing));
    }
    std::string text = Text(dir / "results.jsonl");
    ASSERT_NE(text.find(from), std::string::npos) << text;
    text.replace(text.find(from), from.size(), to);
    std::ofstream(dir / "results.jsonl", std::ios::binary) << text;
    EXPECT_FALSE(ReportFolder::Open(dir.string(), header, "run2", true, &error, &why)) << to;
    EXPECT_EQ(error, ReportFolder::Error::kUntrusted);
    EXPECT_NE(why.find("results.jsonl cannot be trusted: line 2 (convert_int_float)"),
              std::string::npos)
        << why;
    EXPECT_EQ(Text(dir / "results.jsonl"), text) << "a refused journal is kept as it was";
  }
  // A record given twice: the line copied.
  const fs::path dir = testing_support::Scratch("twice");
  ReportFolder::Error error{};
  std::string why;
  {
    auto f = ReportFolder::Open(dir.string(), header, "run1", false, &error, &why);
    ASSERT_TRUE(f) << why;
    ASSERT_TRUE(f->Record(Result("convert_int_float")));
    ASSERT_TRUE(f->Record(failing, true));  // confirmation's record: accepted
  }
  ASSERT_TRUE(ReportFolder::Open(dir.string(), header, "run2", true, &error, &why)) << why;
  const std::string text = Text(dir / "results.jsonl");
  const std::string last = text.substr(text.rfind('\n', text.size() - 2) + 1);
  std::ofstream(dir / "results.jsonl", std::ios::app | std::ios::binary) << last;
  EXPECT_FALSE(ReportFolder::Open(dir.string(), header, "run3", true, &error, &why));
  EXPECT_EQ(error, ReportFolder::Error::kUntrusted);
  EXPECT_NE(why.find("line 4 (convert_int_float)"), std::string::npos) << why;
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
// journaled for --resume. Here a thread writes, through Persist, what
// it sees of the folder, and signals the process in its 100th write: every line it wrote says
// the folder was whole, however the threads interleave (without the gate, writes go on while
// the files are being removed, and some say "gone").
TEST(SignalCleanup, NothingIsWrittenOnceASignalHasBegunToRemoveTheFolder) {
  const fs::path dir = testing_support::Scratch("signal-persist");
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

}  // namespace
}  // namespace clc
