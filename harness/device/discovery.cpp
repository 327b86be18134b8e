// Discovery: every platform of every ICD, each once, with where it came from.
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <utility>

#include "harness/device/device.h"
#include "harness/device/icd.h"

namespace clc {

namespace {

// The platforms the ICD loader itself lists (none when it finds none).
std::vector<cl_platform_id> LoaderPlatforms() {
  cl_uint count = 0;
  if (clGetPlatformIDs(0, nullptr, &count) != CL_SUCCESS || count == 0) return {};
  std::vector<cl_platform_id> platforms(count);
  if (clGetPlatformIDs(count, platforms.data(), nullptr) != CL_SUCCESS) return {};
  return platforms;
}

// How to get a device from a platform that lists none, where that is known: Mesa's Rusticl
// lists no device until RUSTICL_ENABLE names one of its drivers.
std::string NoDeviceHint(const std::string& platform) {
  std::string lower = platform;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower.find("rusticl") == std::string::npos) return "";
  const char* enable = std::getenv("RUSTICL_ENABLE");
  return std::string(
             " (Mesa's Rusticl exposes no device unless RUSTICL_ENABLE names a driver, "
             "e.g. RUSTICL_ENABLE=llvmpipe for the CPU; ") +
         (enable == nullptr ? "it is unset" : "it is '" + std::string(enable) + "'") + ")";
}

// Adds `platform`'s devices to `discovery`, or says why there are none.
void AddPlatform(cl_platform_id id, const std::string& source, Discovery* discovery) {
  PlatformStatus status;
  status.source = source;
  const cl::Platform platform(id, true);
  try {
    status.name = Trim(platform.getInfo<CL_PLATFORM_NAME>());
  } catch (const cl::Error& e) {
    status.problem = "clGetPlatformInfo: " + ErrorName(e.err());
    discovery->platforms.push_back(status);
    return;
  }
  std::vector<cl::Device> devices;
  try {
    platform.getDevices(CL_DEVICE_TYPE_ALL, &devices);
  } catch (const cl::Error& e) {
    status.problem = e.err() == CL_DEVICE_NOT_FOUND
                         ? "no device (clGetDeviceIDs: " + ErrorName(e.err()) + ")"
                         : "clGetDeviceIDs: " + ErrorName(e.err());
  }
  if (devices.empty() && status.problem.empty()) status.problem = "no device";
  if (devices.empty()) status.problem += NoDeviceHint(status.name);
  for (const cl::Device& d : devices) {
    const int index = static_cast<int>(discovery->devices.size());
    try {
      Device device{ProbeDevice(platform, d, index), platform, d};
      device.info.icd = source;
      discovery->devices.push_back(std::move(device));
      status.devices.push_back(index);
    } catch (const DeviceError& e) {
      status.problem += (status.problem.empty() ? "" : "; ") + std::string(e.what());
    }
  }
  if (status.devices.empty()) status.problem += "; skipped";
  discovery->platforms.push_back(status);
}

}  // namespace

Discovery Discover(const std::vector<std::string>& extra_icds) {
  const IcdEnvironment env = IcdEnvironment::FromProcess();
  const std::vector<IcdEntry> entries = LoadIcds(env, extra_icds);
  Discovery discovery;
  discovery.environment = env.Describe();
  // The loader's platforms first, in its order (as clinfo numbers them), then those only the
  // suite's own loading found (an OCL_ICD_FILENAMES the loader ignores, --icd).
  std::vector<cl_platform_id> order = LoaderPlatforms();
  for (const IcdEntry& entry : entries) {
    for (cl_platform_id p : entry.platforms) order.push_back(p);
  }
  std::vector<cl_platform_id> seen;
  for (cl_platform_id p : order) {
    if (std::find(seen.begin(), seen.end(), p) != seen.end()) continue;
    seen.push_back(p);
    const auto from = std::find_if(entries.begin(), entries.end(), [&](const IcdEntry& e) {
      return std::find(e.platforms.begin(), e.platforms.end(), p) != e.platforms.end();
    });
    AddPlatform(p, from != entries.end() ? from->Source() : "ICD loader: " + LibraryOf(p),
                &discovery);
  }
  // Then every ICD that adds no platform of its own, with the reason.
  for (auto it = entries.begin(); it != entries.end(); ++it) {
    if (!it->problem.empty()) {
      discovery.platforms.push_back({"", it->Source(), it->problem + "; skipped", {}});
      continue;
    }
    const auto first = std::find_if(entries.begin(), it, [&](const IcdEntry& e) {
      return !e.platforms.empty() && e.platforms == it->platforms;
    });
    if (first != it) {
      discovery.platforms.push_back(
          {"", it->Source(), "the same library as " + first->origin + "; skipped", {}});
    }
  }
  return discovery;
}

Discovery DiscoverIcd(const IcdEntry& entry) {
  Discovery discovery;
  for (cl_platform_id p : entry.platforms) AddPlatform(p, entry.Source(), &discovery);
  if (!entry.problem.empty()) {
    discovery.platforms.push_back({"", entry.Source(), entry.problem + "; skipped", {}});
  }
  return discovery;
}

std::vector<Device> DiscoverDevices(const std::vector<std::string>& extra_icds) {
  return TakeDevices(Discover(extra_icds));
}

std::vector<Device> TakeDevices(Discovery discovery) {
  const bool any = std::any_of(discovery.platforms.begin(), discovery.platforms.end(),
                               [](const PlatformStatus& p) { return !p.name.empty(); });
  if (!any) {
    throw NoPlatformError("no OpenCL platform found (ICDs read from " + discovery.environment +
                          ")" + (discovery.platforms.empty() ? "" : ":\n") +
                          DescribeSkipped(discovery.platforms));
  }
  return std::move(discovery.devices);
}

std::string DescribeSkipped(const std::vector<PlatformStatus>& platforms) {
  std::string text;
  for (const PlatformStatus& p : platforms) {
    if (p.devices.empty()) {
      text += "  " + (p.name.empty() ? std::string() : "'" + p.name + "' from ") + p.source + ": " +
              p.problem + "\n";
    }
  }
  return text;
}

}  // namespace clc
