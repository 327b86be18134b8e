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

bool DeviceInfo::Has(Feature f) const {
  const FeatureTraits& t = Traits(f);
  return t.extension.empty() || (t.full_profile && profile == Profile::kFull) ||
         HasExtension(t.extension) ||
         (!t.opencl_c_feature.empty() && HasFeature(t.opencl_c_feature));
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

bool Supports(const DeviceInfo& info, ScalarType t) { return info.Has(Traits(t).feature); }

std::string UnsupportedReason(const DeviceInfo& info, ScalarType t) {
  if (Supports(info, t)) return "";
  const FeatureTraits& f = Traits(Traits(t).feature);
  const std::string or_macro =
      f.opencl_c_feature.empty() ? "" : " or " + std::string(f.opencl_c_feature);
  return "the device has no " + std::string(Name(t)) + " (" +
         (f.full_profile ? "EMBEDDED_PROFILE without " : "") + std::string(f.extension) + or_macro +
         ")";
}

std::string UnsupportedReason(const DeviceInfo& info, const Variant& v) {
  for (ScalarType t : NeededTypes(v)) {
    std::string reason = UnsupportedReason(info, t);
    if (!reason.empty()) return reason;
  }
  return "";
}

}  // namespace clc
