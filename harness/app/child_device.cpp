// A run's children see one driver: the library of its device's platform.
#include "harness/app/child_device.h"

#include <cstdlib>

#include "harness/report/format.h"

namespace clc {

namespace {

std::string SelectorOf(const DeviceInfo& d) {
  return ExactDeviceSelector(d.platform_name, d.device_name, d.driver_version);
}

}  // namespace

ChildDevice ChildDeviceOf(const ListedDevice& device) {
  ChildDevice child;
  child.index = device.info.index;
  child.env = {std::string(kChildDeviceVariable) + "=" + SelectorOf(device.info)};
  if (device.library.empty() || device.library.front() != '/') return child;
  child.index = device.child_index;
  child.env.push_back("OCL_ICD_VENDORS=" + device.library);
  child.env.emplace_back("OCL_ICD_FILENAMES=");
  child.only_its_driver = true;
  return child;
}

std::string ChildDeviceProblem(const DeviceInfo& device) {
  const char* expected = std::getenv(kChildDeviceVariable);
  if (expected == nullptr || SelectorOf(device) == expected) return "";
  return "device #" + std::to_string(device.index) + " is '" + SelectorOf(device) +
         "', not the parent's '" + expected + "'";
}

}  // namespace clc
