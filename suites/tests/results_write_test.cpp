// A run's result files as a CI job reads them: a report that cannot be written (a full disk, a
// device that takes nothing) fails the run with exit 7 and one line naming the file and the
// reason, leaves no empty or half report, and keeps the journal so that --resume writes the
// reports once there is room; a report folder whose name is not UTF-8 still gets its report.
#include <unistd.h>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sys/mount.h>
#include <sys/statvfs.h>

#include "suites/tests/cli_run_helpers.h"

namespace results_write_test {

using namespace clc::testing_support;

constexpr int kExitUnwritten = 7;
const char* const kFilter = "--gtest_filter=*/convert_int_rtz_float:*/convert_uint4_sat_float4";

Ran Clconform(std::vector<std::string> args, const fs::path& dir) {
  args.insert(args.begin(), {"--device=Oclgrind", kFilter, "--no-digest-store"});
  fs::create_directories(dir / "tmp");
  return RunTool(CLCONFORM_BINARY, args, {{"TMPDIR", (dir / "tmp").string()}}, dir);
}

// A tmpfs of 256 KiB at `at`, unmounted at the end of the test.
class FullDisk : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = Scratch("full-disk");
    disk_ = dir_ / "disk";
    fs::create_directories(disk_);
    if (geteuid() != 0) GTEST_SKIP() << "mounting a small tmpfs needs root";
    if (mount("tmpfs", disk_.c_str(), "tmpfs", 0, "size=256k") != 0)
      GTEST_SKIP() << "cannot mount a tmpfs: " << std::strerror(errno);
    mounted_ = true;
  }
  void TearDown() override {
    if (mounted_) umount2(disk_.c_str(), MNT_DETACH);
  }
  // Fills the disk but for `pages` pages.
  void FillBut(std::uint64_t pages) {
    struct statvfs st {};
    ASSERT_EQ(statvfs(disk_.c_str(), &st), 0);
    const std::uint64_t free = st.f_bavail * st.f_frsize;
    ASSERT_GT(free, pages * 4096);
    std::ofstream(disk_ / "filler", std::ios::binary)
        << std::string(free - pages * 4096, 'x') << std::flush;
  }
  fs::path dir_;
  fs::path disk_;
  bool mounted_ = false;
};

TEST_F(FullDisk, AReportThatCannotBeWrittenFailsTheRunAndResumeWritesIt) {
  // Room for the folder's lock and journal (a page each), not for the reports.
  FillBut(2);
  const fs::path reports = disk_ / "R";
  const Ran full = Clconform({"--report-dir=" + reports.string()}, dir_);
  EXPECT_EQ(full.code, kExitUnwritten) << full.out << full.err;
  const fs::path folder = reports / "oclgrind";
  const std::string line =
      "clconform: cannot write " + (folder / "report.json").string() + ": No space left on device";
  EXPECT_NE(full.err.find(line), std::string::npos) << full.err;
  EXPECT_NE(full.err.find("--resume"), std::string::npos) << full.err;
  EXPECT_FALSE(fs::exists(folder / "report.json")) << "an empty or partial report was left";
  for (const auto& e : fs::directory_iterator(folder)) {
    EXPECT_EQ(e.path().filename().string().find(".tmp-"), std::string::npos) << e.path();
  }
  fs::remove(disk_ / "filler");
  const Ran resumed = Clconform({"--report-dir=" + reports.string(), "--resume"}, dir_);
  EXPECT_EQ(resumed.code, 0) << resumed.out << resumed.err;
  EXPECT_NE(resumed.out.find("[ resume   ] 2 results"), std::string::npos) << resumed.out;
  EXPECT_EQ(Cases(folder / "report.json").size(), 2U);
}

TEST_F(FullDisk, AFailedWriteKeepsTheFileItReplaces) {
  const fs::path reports = disk_ / "R";
  const Ran first = Clconform({"--report-dir=" + reports.string()}, dir_);
  ASSERT_EQ(first.code, 0) << first.out << first.err;
  const fs::path report = reports / "oclgrind" / "report.json";
  const std::uintmax_t size = fs::file_size(report);
  FillBut(0);
  const Ran again = Clconform({"--report-dir=" + reports.string(), "--resume"}, dir_);
  EXPECT_EQ(again.code, kExitUnwritten) << again.out << again.err;
  EXPECT_EQ(fs::file_size(report), size) << "the earlier report was cut";
}

TEST(ResultFiles, DeqpResultsOnADeviceThatTakesNothingFailTheRun) {
  const fs::path dir = Scratch("dev-full");
  const Ran r = Clconform({"--deqp-results=/dev/full"}, dir);
  EXPECT_EQ(r.code, kExitUnwritten) << r.out << r.err;
  EXPECT_NE(r.err.find("clconform: cannot write /dev/full: No space left on device"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

TEST(ResultFiles, AReportFolderNamedInAnotherEncodingGetsItsReport) {
  const fs::path dir = Scratch("latin1");
  const fs::path reports = dir / "r\xe9sultats";  // "résultats" in Latin-1: not UTF-8
  const Ran r = Clconform({"--report-dir=" + reports.string()}, dir);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  const fs::path report = reports / "oclgrind" / "report.json";
  ASSERT_TRUE(fs::exists(report)) << r.out << r.err;
  EXPECT_EQ(Cases(report).size(), 2U);
  EXPECT_TRUE(fs::exists(reports / "oclgrind" / "report.html"));
}

}  // namespace results_write_test
