// The device a child checks it was given (suites/child_device.h).
#include "suites/child_device.h"

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

}  // namespace
}  // namespace clc
