// OpenCL devices through the ICD loader: discovery, capability probing, selection, builds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "harness/opencl.h"
#include "reference/expectation.h"
#include "reference/scalar_type.h"
#include "reference/variant.h"

namespace clc {

enum class Profile : std::uint8_t { kFull, kEmbedded };

std::string_view NameOf(Profile p);  // "FULL_PROFILE", "EMBEDDED_PROFILE"

// What the suite needs to know about a device, probed once.
struct DeviceInfo {
  int index = 0;  // over all platforms' devices, in the loader's platform then device order
  std::string platform_name;
  std::string device_name;
  std::string vendor;
  std::string driver_version;
  std::string device_version;  // CL_DEVICE_VERSION as the device writes it
  int device_version_major = 0;
  int device_version_minor = 0;
  // The highest OpenCL C version the device compiles: from CL_DEVICE_OPENCL_C_ALL_VERSIONS on
  // an OpenCL 3.0 device (whose CL_DEVICE_OPENCL_C_VERSION may say 1.2), else parsed from
  // CL_DEVICE_OPENCL_C_VERSION.
  int opencl_c_major = 0;
  int opencl_c_minor = 0;
  Profile profile = Profile::kFull;
  bool has_fp64 = false;   // cl_khr_fp64 or the OpenCL C 3.0 feature __opencl_c_fp64
  bool has_fp16 = false;   // cl_khr_fp16
  bool has_int64 = false;  // FULL_PROFILE, cles_khr_int64 or __opencl_c_int64
  FpCaps fp_caps;          // CL_FP_DENORM per type; false for a type the device lacks
  std::size_t max_work_group_size = 0;
  std::uint64_t global_mem_size = 0;
  std::uint64_t max_mem_alloc_size = 0;
  std::uint32_t compute_units = 0;
  std::vector<std::string> extensions;
  std::vector<std::string> opencl_c_features;  // OpenCL C 3.0 feature macros; empty before 3.0

  bool HasExtension(std::string_view name) const;
  bool HasFeature(std::string_view name) const;
  // "platform / device": the text a selector's substring is matched against.
  std::string FullName() const;
};

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

// Every device of every platform, probed. Throws NoPlatformError when there is no platform,
// DeviceError when the loader or a driver fails otherwise. A platform without devices adds none.
std::vector<Device> DiscoverDevices();

// Probes one device; `index` is stored as DeviceInfo::index. Throws DeviceError.
DeviceInfo ProbeDevice(const cl::Platform& platform, const cl::Device& device, int index);

// The devices that any selector names, in `all`'s order, each once. A selector is a decimal
// DeviceInfo::index or a case-insensitive substring of FullName(); no selectors selects all.
// Throws SelectorError naming every selector that matches nothing.
std::vector<Device> SelectDevices(const std::vector<Device>& all,
                                  const std::vector<std::string>& selectors);

// One line: index, names, versions, profile and capabilities.
std::string Describe(const DeviceInfo& info);
// One Describe line per device, each ending in '\n'.
std::string DescribeAll(const std::vector<Device>& devices);

// Whether the device has the type at all: half needs cl_khr_fp16, double fp64, long and
// ulong int64.
bool Supports(const DeviceInfo& info, ScalarType t);
// Why the device cannot run something with `t` (or with `v`'s operand or result type);
// empty when it can.
std::string UnsupportedReason(const DeviceInfo& info, ScalarType t);
std::string UnsupportedReason(const DeviceInfo& info, const Variant& v);

struct BuildResult {
  bool ok = false;
  cl_int error = CL_SUCCESS;  // the first failing call's code when !ok
  std::string log;            // the device's build log, kept on success too (warnings)
  cl::Program program;        // built for the device when ok
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
