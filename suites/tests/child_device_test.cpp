// The device a child checks it was given (harness/app/child_device.h).
#include "harness/app/child_device.h"

#include <cstdlib>

#include <gtest/gtest.h>

namespace clc {
namespace {

DeviceInfo PoclInfo() {
  DeviceInfo info;
  info.index = 0;
  info.platform_name = "Portable Computing Language";
  info.device_name = "pthread-skylake";
  info.driver_version = "3.1+debian";
  return info;
}

TEST(ChildDeviceProblem, NamesTheDeviceFoundWhereTheParentsWasExpected) {
  unsetenv(kChildDeviceVariable);
  EXPECT_EQ(ChildDeviceProblem(PoclInfo()), "") << "not a run's child: nothing to check";
  setenv(kChildDeviceVariable, "=Portable Computing Language / pthread-skylake / 3.1+debian", 1);
  EXPECT_EQ(ChildDeviceProblem(PoclInfo()), "");
  DeviceInfo other = PoclInfo();
  other.driver_version = "5.0";
  const std::string problem = ChildDeviceProblem(other);
  EXPECT_NE(problem.find("device #0 is '=Portable Computing Language / pthread-skylake / 5.0'"),
            std::string::npos)
      << problem;
  EXPECT_NE(problem.find("not the parent's '=Portable Computing Language / pthread-skylake / "
                         "3.1+debian'"),
            std::string::npos)
      << problem;
  unsetenv(kChildDeviceVariable);
}

// A child loads the device's library alone, and finds the device at its index there.
TEST(ChildDeviceOf, NamesTheLibraryAloneAndTheIndexThere) {
  ListedDevice listed{PoclInfo(), "/usr/lib/libpocl.so.2", 1, "identity"};
  listed.info.index = 3;
  const ChildDevice child = ChildDeviceOf(listed);
  EXPECT_TRUE(child.only_its_driver);
  EXPECT_EQ(child.index, 1);
  EXPECT_EQ(child.env, (std::vector<std::string>{
                           std::string(kChildDeviceVariable) +
                               "==Portable Computing Language / pthread-skylake / 3.1+debian",
                           "OCL_ICD_VENDORS=/usr/lib/libpocl.so.2", "OCL_ICD_FILENAMES="}));
  listed.library = "";
  EXPECT_FALSE(ChildDeviceOf(listed).only_its_driver);
  EXPECT_EQ(ChildDeviceOf(listed).index, 3);
}

}  // namespace
}  // namespace clc
