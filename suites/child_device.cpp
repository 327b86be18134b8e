// A run's children see one driver: the library of its device's platform.
#include "suites/child_device.h"

#include <algorithm>
#include <cstdlib>

#include "harness/device/icd.h"
#include "harness/report/format.h"

namespace clc {

namespace {

std::string SelectorOf(const DeviceInfo& d) {
  return ExactDeviceSelector(d.platform_name, d.device_name, d.driver_version);
}

}  // namespace

ChildDevice ChildDeviceOf(const Device& device) {
  ChildDevice child;
  child.index = device.info.index;
  child.env = {std::string(kChildDeviceVariable) + "=" + SelectorOf(device.info)};
  const std::string library = LibraryOf(device.platform());
  if (library.empty() || library.front() != '/') return child;
  std::vector<cl::Device> siblings;
  try {
    device.platform.getDevices(CL_DEVICE_TYPE_ALL, &siblings);
  } catch (const cl::Error&) {
    return child;
  }
  const auto at = std::find_if(siblings.begin(), siblings.end(),
                               [&](const cl::Device& d) { return d() == device.device(); });
  if (at == siblings.end()) return child;
  child.index = static_cast<int>(at - siblings.begin());
  child.env.push_back("OCL_ICD_VENDORS=" + library);
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
