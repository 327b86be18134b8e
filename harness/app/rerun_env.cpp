// The program and environment of a rerun line, found once when the run starts.
#include "harness/app/rerun_env.h"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

#include <sys/stat.h>

namespace clc {

namespace {

// A variable that decides the devices, and the platform it belongs to ("": the ICD loader's,
// whatever the platform; else a lower-case part of the platform's name).
struct DeviceVariable {
  std::string_view name;
  std::string_view platform;
};

constexpr std::array<DeviceVariable, 7> kDeviceVariables = {{
    {"OCL_ICD_VENDORS", ""},
    {"OPENCL_VENDOR_PATH", ""},
    {"OCL_ICD_FILENAMES", ""},
    {"RUSTICL_ENABLE", "rusticl"},
    {"RUSTICL_DEVICE_TYPE", "rusticl"},
    {"POCL_DEVICES", "portable computing language"},
    // A PoCL run from its build tree finds its kernel library there only with this set.
    {"POCL_BUILDING", "portable computing language"},
}};

bool SameFile(const std::string& a, const std::string& b) {
  struct stat sa {};
  struct stat sb {};
  return stat(a.c_str(), &sa) == 0 && stat(b.c_str(), &sb) == 0 && sa.st_dev == sb.st_dev &&
         sa.st_ino == sb.st_ino;
}

std::string Lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

}  // namespace

std::string RerunProgram(const std::string& exe, const std::string& path) {
  const std::string name = exe.substr(exe.rfind('/') + 1);
  std::size_t start = 0;
  while (start <= path.size()) {
    const std::size_t end = std::min(path.find(':', start), path.size());
    const std::string dir = path.substr(start, end - start);
    const std::string candidate = (dir.empty() ? "." : dir) + "/" + name;
    // The first that PATH finds decides what the name starts; a relative entry depends on
    // the folder the line is pasted in.
    if (access(candidate.c_str(), X_OK) == 0) {
      return !dir.empty() && dir.front() == '/' && SameFile(candidate, exe) ? name : exe;
    }
    start = end + 1;
  }
  return exe;
}

std::vector<std::string> RerunEnvironment(const DeviceInfo& info, const char* const* env) {
  std::vector<std::string> entries;
  const std::string platform = Lower(info.platform_name);
  for (const DeviceVariable& var : kDeviceVariables) {
    if (!var.platform.empty() && platform.find(var.platform) == std::string::npos) continue;
    for (const char* const* e = env; e != nullptr && *e != nullptr; ++e) {
      const std::string_view entry(*e);
      if (entry.size() > var.name.size() && entry.substr(0, var.name.size()) == var.name &&
          entry[var.name.size()] == '=') {
        entries.emplace_back(entry);
      }
    }
  }
  return entries;
}

std::vector<std::string> DriverEnvironment(const std::vector<std::string>& entries) {
  std::vector<std::string> own;
  for (const std::string& entry : entries) {
    const std::string name = entry.substr(0, entry.find('='));
    const bool loaders =
        std::any_of(kDeviceVariables.begin(), kDeviceVariables.end(),
                    [&](const DeviceVariable& v) { return v.platform.empty() && v.name == name; });
    if (!loaders) own.push_back(entry);
  }
  return own;
}

}  // namespace clc
