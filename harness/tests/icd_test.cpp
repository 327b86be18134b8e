// ICD files and libraries read and loaded as the ICD loader does (harness/device/icd.h), on
// the project's PoCL and Oclgrind libraries named in <repo>/.vendors.
#include "harness/device/icd.h"

#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

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
