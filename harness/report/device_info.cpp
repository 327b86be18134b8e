// DeviceInfo's accessors.
#include "harness/report/device_info.h"

#include <algorithm>

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

}  // namespace clc
