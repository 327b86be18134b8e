// The program and environment a rerun line carries (harness/app/rerun_env.h).
#include "harness/app/rerun_env.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

namespace clc {
namespace {

namespace fs = std::filesystem;

TEST(RerunProgram, IsTheNamePathFindsOrElseTheAbsolutePath) {
  const fs::path dir = fs::temp_directory_path() / ("rerun-program-" + std::to_string(getpid()));
  fs::create_directories(dir / "bin");
  fs::create_directories(dir / "other");
  const std::string exe = (dir / "bin" / "clconform").string();
  std::ofstream(exe) << "#!/bin/sh\n";
  fs::permissions(exe, fs::perms::owner_all);
  EXPECT_EQ(RerunProgram(exe, (dir / "bin").string()), "clconform") << "an installed binary";
  EXPECT_EQ(RerunProgram(exe, "/nonexistent:" + (dir / "bin").string()), "clconform");
  EXPECT_EQ(RerunProgram(exe, "/usr/bin"), exe) << "not on PATH: its absolute path";
  // Another clconform first on PATH would start instead: the path.
  const std::string other = (dir / "other" / "clconform").string();
  std::ofstream(other) << "#!/bin/sh\n";
  fs::permissions(other, fs::perms::owner_all);
  EXPECT_EQ(RerunProgram(exe, (dir / "other").string() + ":" + (dir / "bin").string()), exe);
  EXPECT_EQ(RerunProgram(exe, "bin"), exe) << "a relative PATH entry depends on the folder";
  fs::remove_all(dir);
}

TEST(RerunEnvironment, CarriesTheLoadersVariablesAndTheDevicesDriversOwn) {
  const char* const env[] = {"OCL_ICD_VENDORS=/v",
                             "HOME=/root",
                             "RUSTICL_ENABLE=llvmpipe",
                             "POCL_DEVICES=pthread",
                             "OCL_ICD_FILENAMES=",
                             "OCL_ICD_VENDORSX=1",
                             nullptr};
  DeviceInfo rusticl;
  rusticl.platform_name = "rusticl";
  EXPECT_EQ(RerunEnvironment(rusticl, env),
            (std::vector<std::string>{"OCL_ICD_VENDORS=/v",
                                      "OCL_ICD_FILENAMES=", "RUSTICL_ENABLE=llvmpipe"}));
  DeviceInfo pocl;
  pocl.platform_name = "Portable Computing Language";
  EXPECT_EQ(RerunEnvironment(pocl, env),
            (std::vector<std::string>{"OCL_ICD_VENDORS=/v",
                                      "OCL_ICD_FILENAMES=", "POCL_DEVICES=pthread"}));
  const char* const none[] = {"HOME=/root", nullptr};
  EXPECT_TRUE(RerunEnvironment(pocl, none).empty());
}

// A reproducer loads the driver's library itself: of the rerun's environment it keeps the
// driver's own variables, not the loader's.
TEST(DriverEnvironment, KeepsTheDriversOwnVariables) {
  EXPECT_EQ(DriverEnvironment({"OCL_ICD_VENDORS=/v", "OPENCL_VENDOR_PATH=/p", "OCL_ICD_FILENAMES=",
                               "RUSTICL_ENABLE=llvmpipe", "POCL_DEVICES=pthread pthread"}),
            (std::vector<std::string>{"RUSTICL_ENABLE=llvmpipe", "POCL_DEVICES=pthread pthread"}));
  EXPECT_TRUE(DriverEnvironment({}).empty());
}

}  // namespace
}  // namespace clc
