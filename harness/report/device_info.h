// What the suite knows about a device, as plain data: probed by harness/device, recorded in
// every report. No OpenCL here, so the report code builds and is tested without it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "reference/expectation.h"
#include "reference/scalar_type.h"
#include "reference/variant.h"

namespace clc {

enum class Profile : std::uint8_t { kFull, kEmbedded };

std::string_view NameOf(Profile p);  // "FULL_PROFILE", "EMBEDDED_PROFILE"

// What the suite needs to know about a device, probed once.
struct DeviceInfo {
  int index = 0;  // over all platforms' devices, in discovery's platform then device order
  std::string platform_name;
  std::string icd;  // the ICD file or library the platform came from (harness/device/icd.h)
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
  FpCaps fp_caps;  // CL_FP_DENORM per type; false for a type the device lacks
  std::size_t max_work_group_size = 0;
  std::uint64_t global_mem_size = 0;
  std::uint64_t max_mem_alloc_size = 0;
  std::uint32_t compute_units = 0;
  bool cpu = false;  // CL_DEVICE_TYPE_CPU: the device runs on the host's own cores
  std::string type;  // CL_DEVICE_TYPE as a word: "CPU", "GPU", "ACCELERATOR" or "CUSTOM"
  std::vector<std::string> extensions;
  std::vector<std::string> opencl_c_features;  // OpenCL C 3.0 feature macros; empty before 3.0

  bool HasExtension(std::string_view name) const;
  bool HasFeature(std::string_view name) const;
  // Whether the profile, extensions or OpenCL C features give `f` (its kFeatureTraits row).
  bool Has(Feature f) const;
  // "platform / device": the text a selector's substring is matched against.
  std::string FullName() const;
  // What a baseline and a merge know the device by unless --device-id names it: "platform /
  // TYPE" ("Portable Computing Language / CPU"). Not the device's name, which holds the host's
  // CPU model or the LLVM version and so differs across a runner pool or an upgrade; not the
  // driver version, which a diff of two driver builds compares.
  std::string DefaultIdentity() const;
};

// The word DeviceInfo::type holds for CL_DEVICE_TYPE's bits (the most specific one set).
std::string DeviceTypeWord(std::uint64_t cl_device_type);

// Whether the device has the type at all: the feature of its traits row.
bool Supports(const DeviceInfo& info, ScalarType t);
// Why the device cannot run something with `t` (or with `v`'s operand or result type);
// empty when it can.
std::string UnsupportedReason(const DeviceInfo& info, ScalarType t);
std::string UnsupportedReason(const DeviceInfo& info, const Variant& v);

}  // namespace clc
