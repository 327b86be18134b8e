// Upkeep of the on-disk caches without a device: entries no run has used for a month go,
// recent ones and names the caches never give stay, this reference's store folder is never
// removed, and a program-cache hit counts as a use.
#include "harness/report/cache_upkeep.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "harness/device/program_cache.h"
#include "harness/run/digest_store.h"
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

fs::path Fresh(const std::string& name) {
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
  const fs::path dir = Fresh("remove");
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
  const fs::path root = Fresh("store");
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
  const fs::path root = Fresh("programs");
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

TEST(CacheUpkeep, PruneCachesSaysWhatWent) {
  const fs::path root = Fresh("both");
  fs::create_directories(root / kHex);
  Age(root / kHex, kOld);
  const fs::path programs = root / "programs";
  fs::create_directories(programs);
  Touch(programs / (kOtherHex + ".bin"));
  Age(programs / (kOtherHex + ".bin"), kOld);
  EXPECT_EQ(PruneCaches(root.string(), programs.string()),
            "removed 1 digest-store folder(s) of other references and 1 program-cache entry that "
            "no run used for 30 days");
  EXPECT_EQ(PruneCaches(root.string(), programs.string()), "");
}

}  // namespace
}  // namespace clc
