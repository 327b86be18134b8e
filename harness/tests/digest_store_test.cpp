// The expected-digest store without a device: a store of another reference is never read,
// a damaged or truncated file is detected and rebuilt, a tampered entry is caught by the
// sample re-check, and a second run does no reference work.
#include "harness/digest/digest_store.h"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "harness/device/program_cache.h"
#include "harness/digest/host_digests.h"
#include "harness/files/checked_file.h"
#include "harness/tests/digest_fixture.h"
#include "reference/fingerprint.h"
#include "reference/tests/scratch.h"

namespace clc {
namespace {

namespace fs = std::filesystem;
using digest_fixture::Fixture;
using digest_fixture::Same;
using testing_support::Scratch;

TEST(DigestStore, SecondRunDoesNoReferenceWork) {
  const Fixture f;
  const DigestStore store(Scratch("second").string());
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
  const fs::path root = Scratch("fingerprint");
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
  const DigestStore store(Scratch("damaged").string());
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
  const DigestStore store(Scratch("tampered").string());
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
  const DigestStore store(Scratch("kinds").string());
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
  const DigestStore store(Scratch("forged").string());
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
  const fs::path root = Scratch("program-kinds");
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
  const fs::path dir = Scratch("bound");
  const std::string path = (dir / "entry").string();
  ASSERT_TRUE(WriteCheckedFile(path, std::string(100, 'x')));
  EXPECT_FALSE(ReadCheckedFile(path, 50));
  EXPECT_FALSE(fs::exists(path));
  ASSERT_TRUE(WriteCheckedFile(path, std::string(100, 'x')));
  EXPECT_EQ(ReadCheckedFile(path, 108), std::string(100, 'x'));
}

}  // namespace
}  // namespace clc
