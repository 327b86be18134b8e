// How a run's child processes find its device: through the one driver library that implements
// it, not every ICD of the machine. Each ICD a process loads costs its start in every child,
// and a run starts many (one per listed crash): a process listing PoCL 3.1 took 0.07 s alone
// and 0.11 s with the system's ICDs and Oclgrind (2-core AMD EPYC); on an H100 machine a
// process that starts NVIDIA's driver took 0.28 s, PoCL 5's alone 0.06 to 0.09 s. And a
// driver loaded beside another's can only add to what a child does.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "harness/device/listing.h"

namespace clc {

struct ChildDevice {
  int index = 0;                 // the device's index where the children look (--device)
  std::vector<std::string> env;  // entries that replace the parent's (SpawnChild's env)
  bool only_its_driver = false;  // env leaves the children that one library: no --icd
};

// The environment variable that names the device a child must find (ExactDeviceSelector).
inline constexpr const char* kChildDeviceVariable = "CLCONFORM_CHILD_DEVICE";

// For `device`: OCL_ICD_VENDORS naming the library of its platform (ocl-icd loads that library
// alone), OCL_ICD_FILENAMES emptied, and the index the device has in a process that loads that
// library alone; where the library cannot be told, the parent's environment and `device`'s
// index. Either way kChildDeviceVariable names the device, which ChildDeviceProblem checks.
ChildDevice ChildDeviceOf(const ListedDevice& device);

// In a child: "" when kChildDeviceVariable is unset or names `device`, otherwise what the
// child found instead (a loader that ignored the narrowing and listed its platforms in
// another order): the child then checks nothing, rather than another device.
std::string ChildDeviceProblem(const DeviceInfo& device);

}  // namespace clc
