// ICD files and libraries read and loaded as the ICD loader does (harness/device/icd.h), on
// the project's PoCL and Oclgrind libraries named in <repo>/.vendors.
#include "harness/device/icd.h"

#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "harness/device/listing.h"

namespace clc {
namespace {

namespace fs = std::filesystem;

std::string FirstLine(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  std::getline(in, line);
  return line;
}

const std::string kPoclLib = FirstLine(CLCONFORM_VENDORS_DIR "/pocl.icd");
const std::string kOclgrindLib = FirstLine(CLCONFORM_VENDORS_DIR "/oclgrind.icd");

class IcdTest : public testing::Test {
 protected:
  void SetUp() override {
    std::string tmpl = (fs::temp_directory_path() / "clconform-icd-XXXXXX").string();
    ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
    dir_ = tmpl;
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string Write(const std::string& name, const std::string& text) {
    std::string path = (dir_ / name).string();
    std::ofstream(path) << text;
    return path;
  }
  fs::path dir_;
};

TEST_F(IcdTest, FolderFilesAreReadInNameOrderAndOnlyIcdFiles) {
  Write("b-pocl.icd", kPoclLib + "\n");
  Write("a-oclgrind.icd", "  " + kOclgrindLib + " \r\n");
  Write("readme.txt", "not an ICD file\n");
  const auto entries = LoadIcds(IcdEnvironment{dir_.string(), "", ""}, {});
  ASSERT_EQ(entries.size(), 2U);
  EXPECT_EQ(entries[0].origin, (dir_ / "a-oclgrind.icd").string());
  EXPECT_EQ(entries[0].library, kOclgrindLib);
  EXPECT_EQ(entries[1].library, kPoclLib);
  for (const IcdEntry& e : entries) {
    EXPECT_EQ(e.problem, "") << e.Source();
    ASSERT_EQ(e.platforms.size(), 1U) << e.Source();
    EXPECT_EQ(LibraryOf(e.platforms[0]), e.loaded) << e.Source();
  }
}

TEST_F(IcdTest, OneIcdFileOrOneLibraryInOclIcdVendors) {
  const std::string file = Write("only.icd", kPoclLib + "\n");
  auto entries = LoadIcds(IcdEnvironment{file, "", ""}, {});
  ASSERT_EQ(entries.size(), 1U);
  EXPECT_EQ(entries[0].origin, file);
  EXPECT_EQ(entries[0].platforms.size(), 1U);
  // A bare .icd name is looked for in OPENCL_VENDOR_PATH first.
  entries = LoadIcds(IcdEnvironment{"only.icd", dir_.string(), ""}, {});
  ASSERT_EQ(entries.size(), 1U);
  EXPECT_EQ(entries[0].origin, file);
  entries = LoadIcds(IcdEnvironment{kOclgrindLib, "", ""}, {});
  ASSERT_EQ(entries.size(), 1U);
  EXPECT_EQ(entries[0].origin, "OCL_ICD_VENDORS");
  EXPECT_EQ(entries[0].platforms.size(), 1U);
}

TEST_F(IcdTest, FilenamesAndExtraLibrariesComeAfterTheFolder) {
  Write("pocl.icd", kPoclLib + "\n");
  const auto entries =
      LoadIcds(IcdEnvironment{dir_.string(), "", kOclgrindLib + "::" + kPoclLib}, {kPoclLib});
  ASSERT_EQ(entries.size(), 4U);
  EXPECT_EQ(entries[1].origin, "OCL_ICD_FILENAMES");
  EXPECT_EQ(entries[1].library, kOclgrindLib);
  EXPECT_EQ(entries[2].origin, "OCL_ICD_FILENAMES");
  EXPECT_EQ(entries[3].origin, "--icd");
  // One library named three times is loaded once: the same platform every time.
  EXPECT_EQ(entries[0].platforms, entries[2].platforms);
  EXPECT_EQ(entries[0].platforms, entries[3].platforms);
  EXPECT_NE(entries[0].platforms, entries[1].platforms);
}

TEST_F(IcdTest, FailuresCarryTheirReason) {
  Write("empty.icd", "");
  Write("missing.icd", "/nonexistent/libclconform-none.so\n");
  Write("libm.icd", "libm.so.6\n");
  const auto entries = LoadIcds(IcdEnvironment{dir_.string(), "", ""}, {});
  ASSERT_EQ(entries.size(), 3U);
  EXPECT_EQ(entries[0].problem, "the ICD file names no library");
  EXPECT_EQ(entries[1].problem, "is not an OpenCL ICD (no clIcdGetPlatformIDsKHR)");
  EXPECT_NE(entries[2].problem.find("does not load: /nonexistent/libclconform-none.so"),
            std::string::npos)
      << entries[2].problem;
  for (const IcdEntry& e : entries) EXPECT_TRUE(e.platforms.empty());
}

// An ICD file names a library on its first line: one linked to /dev/zero, or with no line end
// in its first kMaxIcdFileBytes, is no ICD file, said without reading it whole or loading it.
TEST_F(IcdTest, AnIcdFileIsReadNoFurtherThanItsFirstLine) {
  std::filesystem::create_symlink("/dev/zero", dir_ / "zero.icd");
  Write("long.icd", std::string(2 * kMaxIcdFileBytes, 'x'));
  Write("pocl.icd", kPoclLib + "\n" + std::string(2 * kMaxIcdFileBytes, 'x'));
  const auto sources = IcdSources(IcdEnvironment{dir_.string(), "", ""}, {"/opt/libmine.so"});
  ASSERT_EQ(sources.size(), 4U);
  EXPECT_EQ(sources[0].origin, (dir_ / "long.icd").string());
  EXPECT_EQ(sources[0].problem, "has no line end in its first 4096 bytes: not an ICD file");
  EXPECT_EQ(sources[1].library, kPoclLib);
  EXPECT_EQ(sources[1].problem, "");
  EXPECT_EQ(sources[2].problem, "is not a regular file");
  EXPECT_EQ(sources[3].origin, "--icd");
  EXPECT_EQ(sources[3].library, "/opt/libmine.so");
}

// What a listing child writes about one library reads back whole; nothing, or something else,
// reads as no listing at all.
TEST_F(IcdTest, AListingChildsFindingsReadBack) {
  const std::string path = (dir_ / "probe.json").string();
  ASSERT_TRUE(WriteIcdProbe(kOclgrindLib, path));
  const std::optional<IcdProbe> probe = ReadIcdProbe(path);
  ASSERT_TRUE(probe.has_value());
  EXPECT_EQ(probe->problem, "");
  EXPECT_EQ(probe->loaded, kOclgrindLib);
  ASSERT_EQ(probe->platforms.size(), 1U);
  EXPECT_EQ(probe->platforms[0].name, "Oclgrind");
  ASSERT_EQ(probe->platforms[0].devices, std::vector<int>{0});
  ASSERT_EQ(probe->devices.size(), 1U);
  const ListedDevice& d = probe->devices[0];
  EXPECT_EQ(d.library, kOclgrindLib);
  EXPECT_EQ(d.child_index, 0);
  EXPECT_NE(d.identity, "");
  const Device loaded = DiscoverIcd(LoadIcd("", kOclgrindLib)).devices.at(0);
  EXPECT_EQ(Describe(d.info), Describe(loaded.info));
  EXPECT_EQ(d.info.extensions, loaded.info.extensions);
  EXPECT_EQ(d.info.max_mem_alloc_size, loaded.info.max_mem_alloc_size);
  ASSERT_TRUE(WriteIcdProbe("/nonexistent/libnone.so", path));
  EXPECT_NE(ReadIcdProbe(path)->problem.find("does not load"), std::string::npos);
  EXPECT_FALSE(ReadIcdProbe((dir_ / "none.json").string()).has_value());
  EXPECT_FALSE(ReadIcdProbe(Write("bad.json", "{\"loaded\": 1}")).has_value());
  EXPECT_FALSE(ReadIcdProbe(Write("cut.json", "{\"loaded\": \"x\", \"probl")).has_value());
}

TEST(IcdEnvironmentTest, FolderFollowsTheLoadersRules) {
  EXPECT_EQ((IcdEnvironment{"", "", ""}).Folder(), "/etc/OpenCL/vendors");
  EXPECT_EQ((IcdEnvironment{"", "/opt/vendors", ""}).Folder(), "/opt/vendors");
  EXPECT_EQ((IcdEnvironment{"/tmp", "/opt/vendors", ""}).Folder(), "/tmp");
  EXPECT_EQ((IcdEnvironment{"libfoo.so", "", ""}).Folder(), "");
  EXPECT_EQ((IcdEnvironment{"", "", "a.so"}).Describe(),
            "/etc/OpenCL/vendors (OCL_ICD_VENDORS unset), OCL_ICD_FILENAMES=a.so");
}

}  // namespace
}  // namespace clc
