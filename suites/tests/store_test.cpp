// The expected-digest store as a user drives it: filled without a device, then used by a run
// on PoCL that does no reference work and gives the same report; a store whose entries were
// altered fails the run loudly.
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include <gtest/gtest.h>
#include <sys/stat.h>

#include "harness/digest/digest_store.h"
#include "suites/tests/run_helpers.h"

namespace store_test {

using namespace clc::testing_support;

std::string Text(const fs::path& p) {
  std::ifstream in(p);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The number after `name=` in a log, a count or seconds (-1 when absent).
double Field(const std::string& log, const std::string& name) {
  const std::size_t at = log.find(" " + name + "=");
  return at == std::string::npos ? -1 : std::stod(log.substr(at + name.size() + 2));
}

// Fills a store for kStreamCases at full coverage; returns its root.
fs::path Filled(const fs::path& dir) {
  fs::path store = dir / "store";
  EXPECT_EQ(Wait(Start(kPocl,
                       {"--fill-digest-store", "--coverage=full", kStreamCases,
                        "--digest-store=" + store.string()},
                       {}, dir / "fill.log")),
            0);
  EXPECT_GT(Field(Text(dir / "fill.log"), "reference_lanes"), 0) << Text(dir / "fill.log");
  return store;
}

TEST(DigestStoreRun, FilledWithoutADeviceThenARunDoesNoReferenceWork) {
  const fs::path dir = Scratch("store-filled");
  const fs::path store = Filled(dir);
  const auto run = [&](const std::string& name, const std::string& flag) {
    EXPECT_EQ(
        Wait(Start(kPocl,
                   {"--coverage=full", kStreamCases, flag, "--report-dir=" + (dir / name).string()},
                   {}, dir / (name + ".log"))),
        0);
    return Text(dir / (name + ".log"));
  };
  const std::string stored = run("stored", "--digest-store=" + store.string());
  EXPECT_EQ(Field(stored, "reference_lanes"), 0) << stored;
  EXPECT_GT(Field(stored, "stored_lanes"), 0);
  EXPECT_GT(Field(stored, "rechecked_lanes"), 0) << "each run rechecks a sample";
  const std::string computed = run("computed", "--no-digest-store");
  EXPECT_GT(Field(computed, "reference_lanes"), 0);
  // The digest path's two sides, as the summary prints them.
  EXPECT_GT(Field(computed, "device_seconds"), 0) << computed;
  EXPECT_GT(Field(computed, "host_seconds"), 0) << computed;
  EXPECT_EQ(Field(computed, "stored_lanes"), 0);
  EXPECT_EQ(Cases(dir / "stored" / "portable-computing-language" / "report.json"),
            Cases(dir / "computed" / "portable-computing-language" / "report.json"));
}

// Two int results share a word, so the host counts both cases' lanes and sums neither until
// their column differs (a planted wrong lane of one): then it makes both sums, counts them in
// reference_lanes, and stores them, and a second run over the same store does no reference
// work and gives the same report.
TEST(DigestStoreRun, AFailingColumnsSumsAreCountedAndStoredForTheNextRun) {
  const fs::path dir = Scratch("store-failing-column");
  const Plant plant = Source(Redefine("convert_int_rtz", "float",
                                      "(convert_int_rtz(x) ^ (int)((as_uint(x) & 0xfffffu) == "
                                      "0x5a5a5u))"));
  const auto run = [&](const std::string& name, const Plant& p, const std::string& store) {
    const int code = Wait(Start(kPocl,
                                {"--coverage=full", "--no-constant-path",
                                 "--gtest_filter=*/convert_int_rtz_float:*/convert_int_rte_float",
                                 store, "--report-dir=" + (dir / name).string()},
                                p, dir / (name + ".log")));
    EXPECT_EQ(code, p.source.empty() ? 0 : 1) << Text(dir / (name + ".log"));
    return Field(Text(dir / (name + ".log")), "reference_lanes");
  };
  const double conforming = run("conforming", {}, "--no-digest-store");
  const std::string store = "--digest-store=" + (dir / "store").string();
  const double first = run("first", plant, store);
  EXPECT_GT(first, conforming) << "the sums made for the differing column are not counted";
  EXPECT_EQ(run("second", plant, store), 0) << "the stored sums were made again";
  const auto report = [&](const std::string& name) {
    return Cases(dir / name / "portable-computing-language" / "report.json");
  };
  EXPECT_EQ(report("first"), report("second"));
  EXPECT_EQ(report("first").at("convert_int_rtz_float").at("verdict"), "fail");
  EXPECT_EQ(report("first").at("convert_int_rte_float").at("verdict"), "pass");
}

TEST(DigestStoreRun, AnAlteredStoreFailsTheRunLoudly) {
  const fs::path dir = Scratch("store-altered");
  const clc::DigestStore store(Filled(dir).string());
  // Every entry of every file altered, each file with a valid checksum.
  int files = 0;
  for (const auto& e : fs::directory_iterator(store.dir())) {
    const std::string key = e.path().stem().string();
    std::vector<clc::StoredSlice> altered;
    for (auto [first, s] : store.Load(key)) {
      s.digest.sum ^= 1;
      altered.push_back(s);
    }
    ASSERT_TRUE(store.Save(key, altered));
    ++files;
  }
  ASSERT_GT(files, 0);
  const fs::path root = fs::path(store.dir()).parent_path();
  EXPECT_EQ(Wait(Start(kPocl,
                       {"--coverage=full", kStreamCases, "--digest-store=" + root.string(),
                        "--report-dir=" + (dir / "r").string()},
                       {}, dir / "run.log")),
            1)
      << "a store that disagrees with the reference must fail the run";
  EXPECT_NE(Text(dir / "run.log").find("digest store: the stored expected digest"),
            std::string::npos)
      << Text(dir / "run.log");
  for (const auto& [name, c] : Cases(dir / "r" / "portable-computing-language" / "report.json"))
    EXPECT_EQ(c.at("verdict"), "error") << name;
}

// Each case's verdict and lanes of a run of kStreamCases with `flag`, by name.
std::map<std::string, std::pair<std::string, long long>> Verdicts(const fs::path& dir,
                                                                  const std::string& name,
                                                                  const std::string& flag,
                                                                  int* code) {
  *code = Wait(Start(kPocl,
                     {"--coverage=full", kStreamCases, flag, "--case-timeout=60",
                      "--report-dir=" + (dir / name).string()},
                     {}, dir / (name + ".log")));
  std::map<std::string, std::pair<std::string, long long>> out;
  for (const auto& [c, j] : Cases(dir / name / "portable-computing-language" / "report.json"))
    out[c] = {j.at("verdict"), j.at("lanes")};
  return out;
}

TEST(DigestStoreRun, EntriesThatAreNotFilesAreRebuiltNotWaitedOn) {
  const fs::path dir = Scratch("store-kinds");
  const clc::DigestStore store(Filled(dir).string());
  // A pipe (read, it waits for a writer for ever), a folder, and a link to /dev/zero (read,
  // it never ends) in place of the store's files.
  int n = 0;
  for (const auto& e : fs::directory_iterator(store.dir())) {
    const fs::path& p = e.path();
    fs::remove(p);
    if (n % 3 == 0) {
      ASSERT_EQ(mkfifo(p.c_str(), 0600), 0);
    } else if (n % 3 == 1) {
      fs::create_directories(p / "inside");
    } else {
      fs::create_symlink("/dev/zero", p);
    }
    ++n;
  }
  ASSERT_GE(n, 3);
  int code = 0;
  const auto stored = Verdicts(
      dir, "stored", "--digest-store=" + fs::path(store.dir()).parent_path().string(), &code);
  EXPECT_EQ(code, 0) << Text(dir / "stored.log");
  const std::string log = Text(dir / "stored.log");
  EXPECT_NE(log.find("[ cache    ] damaged entries (not regular files) in "), std::string::npos)
      << log;
  EXPECT_EQ(stored, Verdicts(dir, "computed", "--no-digest-store", &code));
  for (const auto& e : fs::directory_iterator(store.dir())) {
    struct stat st {};
    EXPECT_TRUE(lstat(e.path().c_str(), &st) == 0 && S_ISREG(st.st_mode)) << e.path();
  }
}

TEST(DigestStoreRun, ASliceForgedWithAValidChecksumCountsNoLane) {
  const fs::path dir = Scratch("store-forged");
  const clc::DigestStore store(Filled(dir).string());
  int files = 0;
  for (const auto& e : fs::directory_iterator(store.dir())) {
    const std::string key = e.path().stem().string();
    // One slice of each file: the sample re-check (one slice in 64) will most likely miss it.
    const auto slices = store.Load(key);
    ASSERT_FALSE(slices.empty());
    clc::StoredSlice s = slices.rbegin()->second;
    s.digest.exact *= 128;
    ASSERT_TRUE(store.Save(key, {s}));
    ++files;
  }
  ASSERT_GT(files, 0);
  int code = 0;
  const auto stored = Verdicts(
      dir, "stored", "--digest-store=" + fs::path(store.dir()).parent_path().string(), &code);
  EXPECT_EQ(code, 0) << Text(dir / "stored.log");
  EXPECT_EQ(stored, Verdicts(dir, "computed", "--no-digest-store", &code))
      << "a forged slice changed the lanes counted";
}

}  // namespace store_test
