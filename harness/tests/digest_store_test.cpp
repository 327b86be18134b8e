// The expected-digest store without a device: a store of another reference is never read,
// a damaged or truncated file is detected and rebuilt, a tampered entry is caught by the
// sample re-check, and a second run does no reference work.
#include "harness/digest/digest_store.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <thread>

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "harness/device/program_cache.h"
#include "harness/digest/host_digests.h"
#include "harness/files/checked_file.h"
#include "harness/run/digest_words.h"
#include "harness/run/early_hosts.h"
#include "reference/fingerprint.h"

namespace clc {
namespace {

namespace fs = std::filesystem;

fs::path Fresh(const std::string& name) {
  fs::path p =
      fs::temp_directory_path() / ("clconform-store-test-" + std::to_string(getpid())) / name;
  fs::remove_all(p);
  fs::create_directories(p);
  return p;
}

// float -> int, round toward zero, over the seeded stream: three slices of 2^20 lanes.
struct Fixture {
  std::vector<DigestJob> jobs;
  LaneStream stream{ScalarType::kFloat, false, KeysOf(ScalarType::kFloat, 1)};
  DigestSpace space{0, 3 * HostDigests::kSlice};
  FpCaps caps;
  Fixture() {
    Variant v;
    v.family = Family::kConvert;
    v.src = ScalarType::kFloat;
    v.dst = ScalarType::kInt;
    v.rounding = Rounding::kRtz;
    jobs = JobsOf({v}, caps, nullptr);
  }
  std::string Key() const { return DigestStoreKey(jobs[0], stream, caps); }
  // One pass of the host's digests with `store`; returns the chunk-0 digest.
  ChunkDigest Run(const DigestStore& store, HostDigestTally* tally,
                  std::map<std::size_t, std::string>* faults = nullptr) const {
    HostDigests host(jobs, stream, space, caps, 2, &store, std::random_device{}());
    host.Join();
    *tally = host.tally();
    if (faults != nullptr) *faults = host.StoreFaults();
    return host.At(0, 0);
  }
};

bool Same(const ChunkDigest& a, const ChunkDigest& b) {
  return a.sum == b.sum && a.exact == b.exact && a.skipped == b.skipped && a.any_nan == b.any_nan;
}

TEST(DigestStore, SecondRunDoesNoReferenceWork) {
  const Fixture f;
  const DigestStore store(Fresh("second").string());
  HostDigestTally first;
  HostDigestTally second;
  const ChunkDigest a = f.Run(store, &first);
  const ChunkDigest b = f.Run(store, &second);
  EXPECT_EQ(first.computed, f.space.count);
  EXPECT_EQ(first.stored, 0u);
  EXPECT_EQ(second.computed, 0u) << "the second run recomputed stored digests";
  EXPECT_EQ(second.stored + second.rechecked, f.space.count);
  EXPECT_GE(second.rechecked, HostDigests::kSlice) << "at least one stored slice is rechecked";
  EXPECT_TRUE(Same(a, b));
  HostDigestTally none;
  EXPECT_TRUE(Same(f.Run(DigestStore(""), &none), a)) << "the store changed a digest";
  EXPECT_EQ(none.computed, f.space.count);
}

TEST(DigestStore, AStoreOfAnotherReferenceIsNeverRead) {
  const Fixture f;
  const fs::path root = Fresh("fingerprint");
  const DigestStore store(root.string());
  HostDigestTally tally;
  f.Run(store, &tally);
  // The same file under another fingerprint's folder: not this reference's.
  const fs::path other = root / std::string(64, '0');
  fs::rename(store.dir(), other);
  EXPECT_TRUE(store.Load(f.Key()).empty());
  f.Run(store, &tally);
  EXPECT_EQ(tally.computed, f.space.count);
  // A file in this reference's folder whose header names another fingerprint is ignored.
  const std::string path = store.PathOf(f.Key());
  std::ifstream in(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  in.close();
  const std::size_t at = bytes.find(std::string(ReferenceFingerprint()));
  ASSERT_NE(at, std::string::npos);
  bytes[at] = bytes[at] == '0' ? '1' : '0';
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
  EXPECT_TRUE(store.Load(f.Key()).empty());
  EXPECT_FALSE(fs::exists(path)) << "a file that is not this reference's is removed";
}

TEST(DigestStore, DamagedOrTruncatedFilesAreRebuilt) {
  const Fixture f;
  const DigestStore store(Fresh("damaged").string());
  HostDigestTally tally;
  const ChunkDigest good = f.Run(store, &tally);
  const std::string path = store.PathOf(f.Key());
  const auto size = fs::file_size(path);
  for (const bool truncate : {true, false}) {
    if (truncate) {
      fs::resize_file(path, size - 5);
    } else {
      std::fstream io(path, std::ios::in | std::ios::out | std::ios::binary);
      io.seekp(static_cast<std::streamoff>(size / 2));
      io.put('\x5a');
    }
    EXPECT_TRUE(store.Load(f.Key()).empty()) << (truncate ? "truncated" : "flipped byte");
    EXPECT_TRUE(Same(f.Run(store, &tally), good));
    EXPECT_EQ(tally.computed, f.space.count) << "a bad file's digests are computed again";
    EXPECT_EQ(fs::file_size(path), size) << "and the file is written anew";
    EXPECT_EQ(store.Load(f.Key()).size(), 3u);
  }
  for (const auto& e : fs::directory_iterator(store.dir()))
    EXPECT_EQ(e.path().extension(), ".bin") << "a temporary file was left: " << e.path();
}

TEST(DigestStore, TheSampleRecheckCatchesATamperedEntry) {
  const Fixture f;
  const DigestStore store(Fresh("tampered").string());
  HostDigestTally tally;
  f.Run(store, &tally);
  // Every stored slice altered, with a valid checksum: only the re-check can tell.
  std::vector<StoredSlice> altered;
  for (auto [first, s] : store.Load(f.Key())) {
    s.digest.sum += 1;
    altered.push_back(s);
  }
  ASSERT_TRUE(store.Save(f.Key(), altered));
  std::map<std::size_t, std::string> faults;
  f.Run(store, &tally, &faults);
  ASSERT_EQ(faults.count(0), 1u) << "a tampered stored digest was trusted";
  EXPECT_NE(faults.at(0).find("digest store:"), std::string::npos) << faults.at(0);
  EXPECT_FALSE(fs::exists(store.PathOf(f.Key()))) << "the tampered file is removed";
  EXPECT_GE(tally.rechecked, HostDigests::kSlice);
}

// Whether `check` returns true in a child process within `seconds` (a read that hangs on a
// pipe, or reads /dev/zero until memory runs out, fails the test instead of stopping it).
template <typename Check>
bool InTime(int seconds, Check check) {
  const pid_t pid = fork();
  if (pid == 0) {
    alarm(static_cast<unsigned>(seconds));
    _exit(check() ? 0 : 1);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

// A folder (not empty), a pipe, and links to /dev/zero and to a good entry, at `path`.
std::vector<std::string> NonRegularKinds() { return {"folder", "fifo", "zero", "link"}; }
void MakeKind(const std::string& kind, const std::string& path, const std::string& good) {
  if (kind == "folder") {
    fs::create_directories(path + "/inside");
  } else if (kind == "fifo") {
    ASSERT_EQ(mkfifo(path.c_str(), 0600), 0);
  } else {
    fs::create_symlink(kind == "zero" ? "/dev/zero" : good, path);
  }
}

TEST(DigestStore, EntriesThatAreNotRegularFilesAreDamageNotData) {
  const Fixture f;
  const DigestStore store(Fresh("kinds").string());
  HostDigestTally tally;
  const ChunkDigest good = f.Run(store, &tally);
  const std::string path = store.PathOf(f.Key());
  const std::string copy = path + ".good";
  fs::copy_file(path, copy);
  for (const std::string& kind : NonRegularKinds()) {
    fs::remove(path);
    MakeKind(kind, path, copy);
    EXPECT_TRUE(InTime(10, [&] { return store.Load(f.Key()).empty(); })) << kind;
    EXPECT_TRUE(InTime(10, [&] {
      HostDigestTally t;
      return Same(f.Run(store, &t), good) && t.computed == f.space.count;
    })) << kind;
    struct stat st {};
    EXPECT_TRUE(lstat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode)) << kind << ": not rebuilt";
  }
}

TEST(DigestStore, ASliceWhoseCountsCannotBeItsLanesIsDamage) {
  const Fixture f;
  const DigestStore store(Fresh("forged").string());
  HostDigestTally tally;
  const ChunkDigest good = f.Run(store, &tally);
  // Each slice with 128 times its lanes, and the file with a valid checksum.
  std::vector<StoredSlice> forged;
  for (auto [first, s] : store.Load(f.Key())) {
    s.digest.exact *= 128;
    forged.push_back(s);
  }
  ASSERT_TRUE(store.Save(f.Key(), forged));
  EXPECT_TRUE(store.Load(f.Key()).empty()) << "a forged slice was taken";
  EXPECT_FALSE(fs::exists(store.PathOf(f.Key())));
  EXPECT_TRUE(Same(f.Run(store, &tally), good));
  EXPECT_EQ(tally.computed, f.space.count);
}

TEST(ProgramCacheEntries, EntriesThatAreNotRegularFilesAreDamageNotData) {
  const fs::path root = Fresh("program-kinds");
  const ProgramCache cache(root.string());
  const std::string key(64, 'a');
  ASSERT_TRUE(cache.Save(key, {"log", "binary"}));
  const std::string path = cache.PathOf(key);
  const std::string copy = path + ".good";
  fs::copy_file(path, copy);
  for (const std::string& kind : NonRegularKinds()) {
    fs::remove(path);
    MakeKind(kind, path, copy);
    EXPECT_TRUE(InTime(10, [&] { return !cache.Load(key); })) << kind;
    EXPECT_FALSE(fs::exists(fs::symlink_status(path))) << kind << ": not removed";
    EXPECT_TRUE(cache.Save(key, {"log", "binary"})) << kind;
    EXPECT_TRUE(cache.Load(key)) << kind;
  }
}

TEST(CheckedFile, AFileLargerThanItsFormatAllowsIsNotRead) {
  const fs::path dir = Fresh("bound");
  const std::string path = (dir / "entry").string();
  ASSERT_TRUE(WriteCheckedFile(path, std::string(100, 'x')));
  EXPECT_FALSE(ReadCheckedFile(path, 50));
  EXPECT_FALSE(fs::exists(path));
  ASSERT_TRUE(WriteCheckedFile(path, std::string(100, 'x')));
  EXPECT_EQ(ReadCheckedFile(path, 108), std::string(100, 'x'));
}

// The jobs a group's digest path has (harness/run/digest_words.h) with the failures `listed`.
std::vector<DigestJob> GroupJobsFor(const GroupPlan& g, const DeviceInfo& info,
                                    const ListedCases& listed) {
  const StreamPlan& s = *g.stream;
  const FirstDigestKernels first = FirstDigestKernelsOf(g.src, s.stream.sequential, s.capable,
                                                        g.kernel_variants, Recovery{}, listed);
  return GroupJobs(s.capable, info.fp_caps, first.rest).jobs();
}

// Expected digests started before a worker's context (EarlyHosts) are those of its first
// digested group, taken once by that group's digest path, and equal to the ones it would
// start itself, packed words included; another group's jobs, or the same cases under another
// failures listed (one in a column of its own), take none.
TEST(EarlyHosts, TheFirstDigestedGroupTakesItsDigestsOnce) {
  const Variant rtz = *ParseCaseName("convert_int_rtz_float");
  const Variant rte = *ParseCaseName("convert_int_rte_float");
  const Variant sat = *ParseCaseName("convert_uchar_sat_rte_float");
  const Variant wide = *ParseCaseName("convert_int_rtz_double");
  DeviceInfo info;
  info.cpu = true;
  info.extensions = {"cl_khr_fp64"};
  info.opencl_c_major = 3;
  RunOptions o;
  o.coverage = Coverage::kFull;
  const RunPlan plan = Plan({rtz, rte, sat, wide}, info, o);
  ASSERT_EQ(plan.groups.size(), 2u);
  const GroupPlan& first = plan.groups.front();
  ASSERT_TRUE(first.stream.has_value());
  const std::vector<DigestSegment> segments = first.stream->Segments();
  ASSERT_FALSE(segments.empty());
  const std::vector<DigestJob> jobs = GroupJobsFor(first, info, ListedCases{});
  ASSERT_TRUE(std::any_of(jobs.begin(), jobs.end(), [](const DigestJob& j) {
    return j.word.size() == 2;  // convert_int_rtz_float and convert_int_rte_float
  }));
  ListedCases listed;
  listed.failing = {rte};
  EarlyHosts early({rtz, rte, sat, wide}, info, o, Recovery{}, ListedCases{});
  EXPECT_TRUE(
      early.Take(GroupJobsFor(plan.groups.back(), info, ListedCases{}), segments.size()).empty());
  EXPECT_TRUE(early.Take(GroupJobsFor(first, info, listed), segments.size()).empty());
  EXPECT_TRUE(early.Take(jobs, segments.size() + 1).empty());
  std::vector<std::unique_ptr<HostDigests>> taken = early.Take(jobs, segments.size());
  ASSERT_EQ(taken.size(), segments.size());
  EXPECT_TRUE(early.Take(jobs, segments.size()).empty()) << "taken once";
  const DigestStore none("");
  const auto own = StartHostDigests(jobs, segments, info.fp_caps, o, &none);
  for (std::size_t g = 0; g < segments.size(); ++g) {
    taken[g]->Join();
    own[g]->Join();
    for (std::size_t j = 0; j < jobs.size(); ++j) {
      for (std::uint64_t c = 0; c < segments[g].space.Chunks(); ++c)
        EXPECT_TRUE(Same(taken[g]->At(j, c), own[g]->At(j, c))) << g << " " << j << " " << c;
    }
  }
}

// A case that a group's first kernels digest only in words of several is counts-only; one
// digested alone somewhere (a 64-bit result, a listed failure in a column of its own) keeps
// its sum.
TEST(GroupJobs, OnlyCasesDigestedInWordsOfSeveralAreCountsOnly) {
  const Variant rtz = *ParseCaseName("convert_int_rtz_float");
  const Variant rte = *ParseCaseName("convert_int_rte_float");
  const Variant wide = *ParseCaseName("convert_long_rte_float");
  DeviceInfo info;
  info.cpu = true;
  info.opencl_c_major = 3;
  RunOptions o;
  o.coverage = Coverage::kFull;
  const RunPlan plan = Plan({rtz, rte, wide}, info, o);
  ASSERT_EQ(plan.groups.size(), 1u);
  const auto counts_only = [&](const ListedCases& listed) {
    const StreamPlan& s = *plan.groups.front().stream;
    const FirstDigestKernels first =
        FirstDigestKernelsOf(plan.groups.front().src, s.stream.sequential, s.capable,
                             plan.groups.front().kernel_variants, Recovery{}, listed);
    const GroupJobs g(s.capable, info.fp_caps, first.rest);
    std::map<std::string, bool> out;
    for (const Variant& v : {rtz, rte, wide})
      out[CaseName(v)] = g.jobs()[g.job_of().at(CaseName(v))].counts_only;
    return out;
  };
  const std::map<std::string, bool> plain = counts_only(ListedCases{});
  EXPECT_TRUE(plain.at(CaseName(rtz)));
  EXPECT_TRUE(plain.at(CaseName(rte)));
  EXPECT_FALSE(plain.at(CaseName(wide))) << "a word of one 64-bit result is its case's digest";
  ListedCases listed;
  listed.failing = {rte};
  const std::map<std::string, bool> alone = counts_only(listed);
  EXPECT_FALSE(alone.at(CaseName(rte))) << "a listed failure's column holds it alone";
}

// A counts-only job's digest counts as its summed twin's and sums nothing until Complete
// makes its sum, which is then the twin's, bit for bit; its store key is not the twin's.
TEST(HostDigests, CompleteMakesACountsOnlyJobsSum) {
  Fixture f;
  DigestJob counted = f.jobs[0];
  counted.counts_only = true;
  EXPECT_NE(DigestStoreKey(counted, f.stream, f.caps), f.Key());
  const std::vector<DigestJob> jobs = {f.jobs[0], counted};
  const DigestStore none("");
  HostDigests host(jobs, f.stream, f.space, f.caps, 2, &none, 7);
  host.Join();
  ASSERT_TRUE(host.Summed(0, 0));
  ASSERT_FALSE(host.Summed(1, 0));
  ChunkDigest counts = host.At(0, 0);
  counts.sum = 0;
  EXPECT_TRUE(Same(host.At(1, 0), counts));
  ASSERT_NE(host.At(0, 0).sum, 0u);
  host.Complete({{1, 0}});
  EXPECT_TRUE(host.Summed(1, 0));
  EXPECT_TRUE(Same(host.At(1, 0), host.At(0, 0)));
}

// Its seconds run from its start to its last slice's digest, then stay: the host's side of the
// run's summary (device_seconds against host_seconds).
TEST(HostDigests, ItsSecondsStopAtTheLastSlice) {
  Fixture f;
  const DigestStore none("");
  HostDigests host(f.jobs, f.stream, f.space, f.caps, 2, &none, 7);
  host.Join();
  ASSERT_TRUE(host.Done());
  const double seconds = host.Seconds();
  EXPECT_GT(seconds, 0);
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_EQ(host.Seconds(), seconds);
  HostDigests empty(f.jobs, f.stream, DigestSpace{0, 0}, f.caps, 2, &none, 7);
  EXPECT_EQ(empty.Seconds(), 0);
}

// Complete's sums are stored as the summed twin's: a later run over the same lanes takes the
// counts-only job summed from the store, computing nothing; over more lanes than were stored
// it stays counts-only.
TEST(HostDigests, ACompletedSumIsStoredAndTakenByTheNextRun) {
  Fixture f;
  DigestJob counted = f.jobs[0];
  counted.counts_only = true;
  const DigestStore store(Fresh("twin").string());
  HostDigests first({counted}, f.stream, f.space, f.caps, 2, &store, 3);
  first.Join();
  ASSERT_FALSE(first.Summed(0, 0));
  first.Complete({{0, 0}});
  ASSERT_TRUE(first.Summed(0, 0));
  HostDigests second({counted}, f.stream, f.space, f.caps, 2, &store, 5);
  second.Join();
  EXPECT_TRUE(second.Summed(0, 0)) << "the stored twin was not taken";
  EXPECT_TRUE(Same(second.At(0, 0), first.At(0, 0)));
  EXPECT_EQ(second.tally().computed, 0u);
  EXPECT_EQ(second.tally().stored + second.tally().rechecked, f.space.count);
  const DigestSpace more{0, f.space.count + HostDigests::kSlice};
  HostDigests wider({counted}, f.stream, more, f.caps, 2, &store, 7);
  wider.Join();
  EXPECT_FALSE(wider.Summed(0, 0)) << "a twin stored for fewer lanes was taken whole";
}

}  // namespace
}  // namespace clc
