// DeviceInfo's accessors.
#include "harness/report/device_info.h"

#include <algorithm>
#include <utility>

namespace clc {

std::string_view NameOf(Profile p) {
  switch (p) {
    case Profile::kFull: return "FULL_PROFILE";
    case Profile::kEmbedded: return "EMBEDDED_PROFILE";
  }
  return "";
}

bool DeviceInfo::HasExtension(std::string_view name) const {
  return std::find(extensions.begin(), extensions.end(), name) != extensions.end();
}

bool DeviceInfo::HasFeature(std::string_view name) const {
  return std::find(opencl_c_features.begin(), opencl_c_features.end(), name) !=
         opencl_c_features.end();
}

std::string DeviceInfo::FullName() const { return platform_name + " / " + device_name; }

std::string DeviceInfo::DefaultIdentity() const {
  return platform_name + " / " + (type.empty() ? device_name : type);
}

std::string DeviceTypeWord(std::uint64_t cl_device_type) {
  // CL_DEVICE_TYPE_CPU, _GPU, _ACCELERATOR and _CUSTOM (cl.h), without OpenCL's headers here.
  constexpr std::pair<std::uint64_t, const char*> kWords[] = {
      {1u << 2, "GPU"}, {1u << 3, "ACCELERATOR"}, {1u << 4, "CUSTOM"}, {1u << 1, "CPU"}};
  for (const auto& [bit, word] : kWords) {
    if ((cl_device_type & bit) != 0) return word;
  }
  return "DEFAULT";
}

bool Supports(const DeviceInfo& info, ScalarType t) { return UnsupportedReason(info, t).empty(); }

std::string UnsupportedReason(const DeviceInfo& info, ScalarType t) {
  const std::string name(Name(t));
  switch (Traits(t).feature) {
    case Feature::kCore: return "";
    case Feature::kFp16: return info.has_fp16 ? "" : "the device has no " + name + " (cl_khr_fp16)";
    case Feature::kFp64:
      return info.has_fp64 ? "" : "the device has no " + name + " (cl_khr_fp64 or __opencl_c_fp64)";
    case Feature::kInt64:
      return info.has_int64
                 ? ""
                 : "the device has no " + name + " (EMBEDDED_PROFILE without cles_khr_int64)";
  }
  return "";
}

std::string UnsupportedReason(const DeviceInfo& info, const Variant& v) {
  std::string reason = UnsupportedReason(info, v.src);
  return reason.empty() ? UnsupportedReason(info, v.dst) : reason;
}

}  // namespace clc
