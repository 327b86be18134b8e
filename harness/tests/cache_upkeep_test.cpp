// Upkeep of the on-disk caches without a device: entries no run has used for a month go,
// recent ones and names the caches never give stay, this reference's store folder is never
// removed, a program-cache hit counts as a use, and PoCL's kernel folder is an entry too.
#include "harness/files/cache_upkeep.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>
#include <sys/mount.h>
#include <sys/stat.h>

#include "harness/device/driver_cache.h"
#include "harness/device/program_cache.h"
#include "harness/digest/digest_store.h"
#include "reference/fingerprint.h"

namespace clc {
namespace {

namespace fs = std::filesystem;

const fs::path kRoot =
    fs::temp_directory_path() / ("clconform-upkeep-test-" + std::to_string(getpid()));
const struct RemoveRootAtExit {
  ~RemoveRootAtExit() {
    std::error_code ec;
    fs::remove_all(kRoot, ec);
  }
} kRemoveRootAtExit;

fs::path EmptyDir(const std::string& name) {
  fs::path p = kRoot / name;
  fs::remove_all(p);
  fs::create_directories(p);
  return p;
}

void Touch(const fs::path& p) { std::ofstream(p) << "x"; }

void Age(const fs::path& p, std::chrono::hours by) {
  fs::last_write_time(p, fs::file_time_type::clock::now() - by);
}

const std::string kHex(64, 'a');
const std::string kOtherHex = std::string(63, '0') + "F";
constexpr std::chrono::hours kOld = kCacheUnusedAge + std::chrono::hours(1);
constexpr std::chrono::hours kRecent = kCacheUnusedAge - std::chrono::hours(1);

TEST(CacheUpkeep, CacheNamesAreSixtyFourHexDigitsAndTheSuffix) {
  EXPECT_TRUE(IsCacheName(kHex + ".bin", ".bin"));
  EXPECT_TRUE(IsCacheName(kOtherHex, ""));
  EXPECT_FALSE(IsCacheName(kHex, ".bin"));
  EXPECT_FALSE(IsCacheName(kHex + ".bin", ""));
  EXPECT_FALSE(IsCacheName(std::string(63, 'a') + "g.bin", ".bin"));
  EXPECT_FALSE(IsCacheName(std::string(65, 'a'), ""));
  EXPECT_FALSE(IsCacheName("programs", ""));
}

TEST(CacheUpkeep, RemovesOnlyOldEntriesWithCacheNames) {
  const fs::path dir = EmptyDir("remove");
  const fs::path old_file = dir / (kHex + ".bin");
  const fs::path recent_file = dir / (kOtherHex + ".bin");
  const fs::path old_foreign = dir / "notes.bin";
  const fs::path old_folder = dir / std::string(64, 'b');
  Touch(old_file);
  Touch(recent_file);
  Touch(old_foreign);
  fs::create_directories(old_folder);
  Touch(old_folder / "inside");
  Age(old_file, kOld);
  Age(recent_file, kRecent);
  Age(old_foreign, kOld);
  Age(old_folder, kOld);
  EXPECT_EQ(RemoveUnused(dir.string(), ".bin"), 1U);
  EXPECT_FALSE(fs::exists(old_file));
  EXPECT_TRUE(fs::exists(recent_file));
  EXPECT_TRUE(fs::exists(old_foreign));
  EXPECT_TRUE(fs::exists(old_folder));  // not a ".bin" name
  EXPECT_EQ(RemoveUnused(dir.string(), ""), 1U);
  EXPECT_FALSE(fs::exists(old_folder));
  EXPECT_EQ(RemoveUnused((dir / "missing").string(), ""), 0U);
}

TEST(CacheUpkeep, TheDigestStoreKeepsThisReferencesFolderAndLosesOldOnes) {
  const fs::path root = EmptyDir("store");
  const fs::path mine = root / std::string(ReferenceFingerprint());
  const fs::path other_old = root / kHex;
  const fs::path other_recent = root / kOtherHex;
  const fs::path programs = root / "programs";
  for (const fs::path& p : {mine, other_old, other_recent, programs}) {
    fs::create_directories(p);
    Age(p, kOld);
  }
  Age(other_recent, kRecent);
  EXPECT_EQ(PruneDigestStore(root.string()), 1U);
  EXPECT_TRUE(fs::exists(mine));  // marked used, however old it was
  EXPECT_FALSE(fs::exists(other_old));
  EXPECT_TRUE(fs::exists(other_recent));
  EXPECT_TRUE(fs::exists(programs));
  EXPECT_EQ(PruneDigestStore(root.string()), 0U);  // this reference's folder is now recent
  EXPECT_EQ(PruneDigestStore(""), 0U);
}

TEST(CacheUpkeep, AProgramCacheHitCountsAsAUse) {
  const fs::path root = EmptyDir("programs");
  const ProgramCache cache(root.string());
  const std::string used = ProgramCacheKey("kernel void a() {}", "", "driver");
  const std::string unused = ProgramCacheKey("kernel void b() {}", "", "driver");
  ASSERT_TRUE(cache.Save(used, {"log", "binary a"}));
  ASSERT_TRUE(cache.Save(unused, {"log", "binary b"}));
  Age(cache.PathOf(used), kOld);
  Age(cache.PathOf(unused), kOld);
  ASSERT_TRUE(cache.Load(used).has_value());
  EXPECT_EQ(PruneProgramCache(root.string()), 1U);
  EXPECT_TRUE(fs::exists(cache.PathOf(used)));
  EXPECT_FALSE(fs::exists(cache.PathOf(unused)));
  EXPECT_EQ(PruneProgramCache(""), 0U);
}

// PoCL's kernel folder in the program cache: one per driver build, a cache name, pruned with
// the binaries when no run used it for a month (a run that uses it marks it used).
TEST(CacheUpkeep, PoclsKernelFolderIsAProgramCacheEntry) {
  const fs::path root = EmptyDir("pocl");
  const std::string a = PoclCacheDir(root.string(), "driver a");
  const std::string b = PoclCacheDir(root.string(), "driver b");
  EXPECT_NE(a, b);
  EXPECT_EQ(a, PoclCacheDir(root.string(), "driver a"));
  EXPECT_EQ(fs::path(a).parent_path(), root);
  EXPECT_TRUE(IsCacheName(fs::path(a).filename().string(), kPoclCacheSuffix));
  EXPECT_EQ(PoclCacheDir("", "driver a"), "");
  EXPECT_EQ(PoclCacheDir(root.string(), ""), "");  // a driver that cannot be told: none
  EXPECT_EQ(PoclCacheEnv(a), "POCL_CACHE_DIR=" + a);
  for (const std::string& dir : {a, b}) {
    fs::create_directories(fs::path(dir) / "kcache");
    Touch(fs::path(dir) / "kcache" / "kernel.so");
    Age(dir, kOld);
  }
  MarkUsed(a);
  EXPECT_EQ(PruneProgramCache(root.string()), 1U);
  EXPECT_TRUE(fs::exists(fs::path(a) / "kcache" / "kernel.so"));
  EXPECT_FALSE(fs::exists(b));
}

TEST(CacheUpkeep, PoclsStaleTempFilesGo) {
  const fs::path dir = EmptyDir("pocl-temp");
  for (const char* name : {"tempfile_old", "tempfile_new", "old_other"}) Touch(dir / name);
  fs::create_directories(dir / "tempfile_folder");
  Age(dir / "tempfile_old", std::chrono::hours(2));
  Age(dir / "old_other", std::chrono::hours(2));
  Age(dir / "tempfile_folder", std::chrono::hours(2));
  EXPECT_EQ(RemoveStalePoclTempFiles(dir.string()), 1U);
  EXPECT_FALSE(fs::exists(dir / "tempfile_old"));
  EXPECT_TRUE(fs::exists(dir / "tempfile_new"));     // a compile may still write it
  EXPECT_TRUE(fs::exists(dir / "old_other"));        // not PoCL's temporary name
  EXPECT_TRUE(fs::exists(dir / "tempfile_folder"));  // files only
  EXPECT_EQ(RemoveStalePoclTempFiles((dir / "missing").string()), 0U);
}

TEST(CacheUpkeep, PoclIsToldByItsPlatformName) {
  DeviceInfo info;
  info.platform_name = "Portable Computing Language";
  EXPECT_TRUE(IsPocl(info));
  info.platform_name = "Oclgrind";
  EXPECT_FALSE(IsPocl(info));
}

TEST(CacheUpkeep, PruneCachesSaysWhatWent) {
  const fs::path root = EmptyDir("both");
  fs::create_directories(root / kHex);
  Age(root / kHex, kOld);
  const fs::path programs = root / "programs";
  fs::create_directories(programs);
  Touch(programs / (kOtherHex + ".bin"));
  Age(programs / (kOtherHex + ".bin"), kOld);
  EXPECT_EQ(PruneCaches(root.string(), programs.string()),
            std::vector<std::string>{
                "removed 1 digest-store folder(s) of other references and 1 program-cache entry "
                "that no run used for 30 days"});
  EXPECT_TRUE(PruneCaches(root.string(), programs.string()).empty());
}

TEST(CacheUpkeep, EntriesThatAreNotRegularFilesAreRemovedAndSaidOnce) {
  const fs::path root = EmptyDir("kinds");
  const fs::path programs = root / "programs";
  const DigestStore store(root.string());
  fs::create_directories(programs);
  fs::create_directories(store.dir());
  fs::create_directories(programs / (kHex + ".bin") / "inside");
  ASSERT_EQ(mkfifo((programs / (kOtherHex + ".bin")).c_str(), 0600), 0);
  fs::create_symlink("/dev/zero", store.PathOf("float-every-to-int-rtz-denorm11"));
  Touch(programs / (std::string(64, 'b') + ".bin"));             // a good entry stays
  fs::create_directories(programs / "mine.bin");                 // not a name the cache gives
  fs::create_directories(programs / (kHex + kPoclCacheSuffix));  // PoCL's folder is one
  const std::vector<std::string> lines = PruneCaches(root.string(), programs.string());
  ASSERT_EQ(lines.size(), 2U);
  EXPECT_EQ(lines[0], "damaged entries (not regular files) in " + store.dir() +
                          ": removed float-every-to-int-rtz-denorm11.bin (made again when needed)");
  EXPECT_NE(lines[1].find("in " + programs.string() + ": removed "), std::string::npos);
  EXPECT_NE(lines[1].find(kHex + ".bin"), std::string::npos) << lines[1];
  EXPECT_NE(lines[1].find(kOtherHex + ".bin"), std::string::npos) << lines[1];
  for (const fs::path& gone : {programs / (kHex + ".bin"), programs / (kOtherHex + ".bin"),
                               fs::path(store.PathOf("float-every-to-int-rtz-denorm11"))})
    EXPECT_FALSE(fs::exists(fs::symlink_status(gone))) << gone;
  for (const fs::path& kept : {programs / (std::string(64, 'b') + ".bin"), programs / "mine.bin",
                               programs / (kHex + kPoclCacheSuffix)})
    EXPECT_TRUE(fs::exists(kept)) << kept;
  EXPECT_TRUE(PruneCaches(root.string(), programs.string()).empty()) << "said twice";
}

TEST(CacheUpkeep, AReadOnlyCacheFolderIsNoWritableCache) {
  const fs::path dir = EmptyDir("read-only");
  fs::create_directories(dir / "cache" / "device" / "program");
  std::string why;
  EXPECT_TRUE(WritableCacheFolder((dir / "cache").string(), &why)) << why;
  EXPECT_TRUE(WritableCacheFolder((dir / "new").string(), &why)) << why;
  EXPECT_TRUE(fs::is_directory(dir / "new"));
  // A read-only mount stops root too, as mode bits do not.
  if (geteuid() != 0) GTEST_SKIP() << "a read-only bind mount needs root";
  const std::string at = (dir / "cache" / "device").string();
  if (mount(at.c_str(), at.c_str(), nullptr, MS_BIND, nullptr) != 0 ||
      mount(nullptr, at.c_str(), nullptr, MS_BIND | MS_REMOUNT | MS_RDONLY, nullptr) != 0) {
    umount2(at.c_str(), MNT_DETACH);
    GTEST_SKIP() << "cannot bind-mount read-only: " << std::strerror(errno);
  }
  EXPECT_FALSE(WritableCacheFolder((dir / "cache").string(), &why));
  EXPECT_NE(why.find("cannot write in " + at), std::string::npos) << why;
  EXPECT_NE(why.find("Read-only file system"), std::string::npos) << why;
  umount2(at.c_str(), MNT_DETACH);
}

}  // namespace
}  // namespace clc
