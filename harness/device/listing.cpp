// A listing child's findings, as JSON both ways: the one place their format is written.
#include "harness/device/listing.h"

#include <fstream>

#include <nlohmann/json.hpp>

#include "harness/device/driver_identity.h"
#include "harness/device/icd.h"
#include "harness/files/atomic_file.h"

namespace clc {

namespace {

using nlohmann::json;

// Calls `f(name, member)` for each member of DeviceInfo `d` that JSON holds as it is: the one
// list that both directions read.
template <typename Info, typename F>
void PlainMembers(Info& d, F&& f) {
  f("platform_name", d.platform_name);
  f("device_name", d.device_name);
  f("vendor", d.vendor);
  f("driver_version", d.driver_version);
  f("device_version", d.device_version);
  f("device_version_major", d.device_version_major);
  f("device_version_minor", d.device_version_minor);
  f("opencl_c_major", d.opencl_c_major);
  f("opencl_c_minor", d.opencl_c_minor);
  f("max_work_group_size", d.max_work_group_size);
  f("global_mem_size", d.global_mem_size);
  f("max_mem_alloc_size", d.max_mem_alloc_size);
  f("compute_units", d.compute_units);
  f("cpu", d.cpu);
  f("type", d.type);
  f("extensions", d.extensions);
  f("opencl_c_features", d.opencl_c_features);
}

json InfoJson(const DeviceInfo& d) {
  json j = {{"profile", std::string(NameOf(d.profile))}};
  PlainMembers(d, [&j](const char* name, const auto& member) { j[name] = member; });
  for (ScalarType t : AllScalarTypes()) j["denormals"][std::string(Name(t))] = d.fp_caps.Denorm(t);
  return j;
}

// Throws json::exception on a member that is missing or of another type.
DeviceInfo InfoFrom(const json& j, int index) {
  DeviceInfo d;
  d.index = index;
  PlainMembers(d, [&j](const char* name, auto& member) { j.at(name).get_to(member); });
  d.profile = j.at("profile").get<std::string>() == NameOf(Profile::kEmbedded) ? Profile::kEmbedded
                                                                               : Profile::kFull;
  for (ScalarType t : AllScalarTypes())
    d.fp_caps.Set(t, j.at("denormals").at(std::string(Name(t))).get<bool>());
  return d;
}

json ProbeJson(const IcdEntry& entry, const Discovery& found) {
  json platforms = json::array();
  for (const PlatformStatus& p : found.platforms)
    platforms.push_back({{"name", p.name}, {"problem", p.problem}, {"devices", p.devices}});
  json devices = json::array();
  for (const Device& d : found.devices) {
    const std::string library = LibraryOf(d.platform());
    devices.push_back({{"info", InfoJson(d.info)},
                       {"library", library.empty() ? entry.loaded : library},
                       {"identity", DriverIdentityOf(d.device)}});
  }
  return {{"loaded", entry.loaded},
          {"problem", entry.problem},
          {"platforms", platforms},
          {"devices", devices}};
}

}  // namespace

bool WriteIcdProbe(const std::string& library, const std::string& path) {
  const IcdEntry entry = LoadIcd("", library);
  const json probe = ProbeJson(entry, DiscoverIcd(entry));
  std::string error;
  return WriteFileAtomically(
      path, probe.dump(-1, ' ', false, json::error_handler_t::replace) + "\n", &error,
      /*sync=*/false);
}

std::optional<IcdProbe> ReadIcdProbe(const std::string& path) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  const json j = json::parse(in, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return std::nullopt;
  try {
    IcdProbe probe;
    j.at("loaded").get_to(probe.loaded);
    j.at("problem").get_to(probe.problem);
    for (const json& p : j.at("platforms")) {
      probe.platforms.push_back({p.at("name").get<std::string>(), "",
                                 p.at("problem").get<std::string>(),
                                 p.at("devices").get<std::vector<int>>()});
    }
    for (const json& d : j.at("devices")) {
      const int index = static_cast<int>(probe.devices.size());
      probe.devices.push_back({InfoFrom(d.at("info"), index), d.at("library").get<std::string>(),
                               index, d.at("identity").get<std::string>()});
    }
    for (const PlatformStatus& p : probe.platforms) {
      for (int d : p.devices) {
        if (d < 0 || static_cast<std::size_t>(d) >= probe.devices.size()) return std::nullopt;
      }
    }
    return probe;
  } catch (const json::exception&) {
    return std::nullopt;
  }
}

}  // namespace clc
