// OpenCL devices through the ICD loader: discovery, capability probing, selection, builds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "harness/device/opencl.h"
#include "harness/report/device_info.h"
#include "reference/expectation.h"
#include "reference/scalar_type.h"
#include "reference/variant.h"

namespace clc {

// A device the suite can use: what was probed and the handles to use it.
struct Device {
  DeviceInfo info;
  cl::Platform platform;
  cl::Device device;
};

class DeviceError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The ICD loader found no OpenCL platform at all (CL_PLATFORM_NOT_FOUND_KHR, or none listed).
class NoPlatformError : public DeviceError {
 public:
  using DeviceError::DeviceError;
};

// A device selector matched nothing; the message lists the devices there are.
class SelectorError : public DeviceError {
 public:
  using DeviceError::DeviceError;
};

// One OpenCL platform, or one ICD that gave none, as --list-devices shows it.
struct PlatformStatus {
  std::string name;          // CL_PLATFORM_NAME; empty when the ICD gave no platform
  std::string source;        // the ICD file or library it came from (IcdEntry::Source)
  std::string problem;       // why it adds no device, or why some of its devices are left out
  std::vector<int> devices;  // DeviceInfo::index of the devices it adds
};

// What the machine offers: the platforms the ICD loader lists and those of every ICD file
// and library it would read (icd.h), each platform once however many times it is named
// (the same library loads once, so its platform handles are equal), in the order of the
// ICD files (sorted), OCL_ICD_FILENAMES, `extra_icds`, then any the loader lists besides.
struct Discovery {
  std::vector<Device> devices;  // the usable devices, indexed in that order
  std::vector<PlatformStatus> platforms;
  std::string environment;  // IcdEnvironment::Describe()
};

// Never throws for a driver's failure: an ICD that does not load, has no platform or no
// device, or a device that cannot be probed, is recorded in `platforms` and left out.
Discovery Discover(const std::vector<std::string>& extra_icds = {});

// The platforms and devices of one ICD already loaded (icd.h's LoadIcd) and nothing else: what
// a listing child reports (harness/device/listing.h). An ICD with a problem gets its line.
struct IcdEntry;
Discovery DiscoverIcd(const IcdEntry& entry);

// Discover's devices. Throws NoPlatformError when no ICD gives any platform (the message
// lists what was tried).
std::vector<Device> DiscoverDevices(const std::vector<std::string>& extra_icds = {});
// The same from a discovery already made.
std::vector<Device> TakeDevices(Discovery discovery);

// The platforms and ICDs that add no device, one line each ("" when there are none).
std::string DescribeSkipped(const std::vector<PlatformStatus>& platforms);

// Probes one device; `index` is stored as DeviceInfo::index. Throws DeviceError.
DeviceInfo ProbeDevice(const cl::Platform& platform, const cl::Device& device, int index);

// The devices that any selector names, in `all`'s order, each once. A selector is a decimal
// DeviceInfo::index, a case-insensitive substring of FullName(), or, starting with '=', the
// whole of ExactDeviceSelector (harness/report/format.h: platform, device and driver version,
// case for case; what rerun lines use, since it cannot name another device); no selectors
// selects all. Returns their places in `all`.
// Throws SelectorError naming every selector that matches nothing.
std::vector<std::size_t> SelectIndices(const std::vector<DeviceInfo>& all,
                                       const std::vector<std::string>& selectors);

// One line: index, names, versions, profile and capabilities.
std::string Describe(const DeviceInfo& info);
// `s` without surrounding blanks and NULs (drivers pad their strings).
std::string Trim(std::string s);

// One Describe line per device, each ending in '\n'.
std::string DescribeAll(const std::vector<DeviceInfo>& infos);

// The `info` of each device of `devices` (a Device, or what a listing found of one).
template <typename D>
std::vector<DeviceInfo> InfosOf(const std::vector<D>& devices) {
  std::vector<DeviceInfo> infos;
  infos.reserve(devices.size());
  for (const D& d : devices) infos.push_back(d.info);
  return infos;
}

template <typename D>
std::string DescribeAll(const std::vector<D>& devices) {
  return DescribeAll(InfosOf(devices));
}

// SelectIndices's devices of `all`.
template <typename D>
std::vector<D> SelectDevices(const std::vector<D>& all, const std::vector<std::string>& selectors) {
  std::vector<D> selected;
  for (std::size_t i : SelectIndices(InfosOf(all), selectors)) selected.push_back(all[i]);
  return selected;
}

struct BuildResult {
  bool ok = false;
  cl_int error = CL_SUCCESS;  // the first failing call's code when !ok
  std::string log;            // the device's build log, kept on success too (warnings)
  cl::Program program;        // built for the device when ok
  bool loaded = false;        // from a program cache's binary (harness/device/program_cache.h)
  // Built from source for a program cache: the entry ProgramCache::Keep writes once the
  // program's kernels have run ("": none).
  std::string cache_key;
};

// Builds `source` for one device with `options`. Never throws for an OpenCL error: a program
// that does not compile gives ok == false, error == CL_BUILD_PROGRAM_FAILURE and the log.
BuildResult BuildProgram(const cl::Context& context, const cl::Device& device,
                         const std::string& source, const std::string& options);
// The same in a new context holding only `device`.
BuildResult BuildProgram(const Device& device, const std::string& source,
                         const std::string& options);

// Whether an OpenCL error means the device or host ran out of memory or resources (worth a
// retry with less work), rather than a bug.
bool IsOutOfResources(cl_int error);

// "CL_BUILD_PROGRAM_FAILURE (-11)"; "unknown OpenCL error (-N)" for codes it does not know.
std::string ErrorName(cl_int error);

}  // namespace clc
