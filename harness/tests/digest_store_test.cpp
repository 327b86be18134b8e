// The expected-digest store without a device: a store of another reference is never read,
// a damaged or truncated file is detected and rebuilt, a tampered entry is caught by the
// sample re-check, and a second run does no reference work.
#include "harness/run/digest_store.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>

#include <gtest/gtest.h>

#include "harness/run/host_digests.h"
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

}  // namespace
}  // namespace clc
