// A listing child's findings, as JSON both ways: the one place their format is written.
#include "harness/device/listing.h"

#include <fstream>

#include <nlohmann/json.hpp>

#include "harness/device/driver_identity.h"
#include "harness/device/icd.h"
#include "harness/report/atomic_file.h"

namespace clc {

namespace {

using nlohmann::json;

json InfoJson(const DeviceInfo& d) {
  json caps = json::object();
  for (ScalarType t : AllScalarTypes()) caps[std::string(Name(t))] = d.fp_caps.Denorm(t);
  return {{"platform_name", d.platform_name},
          {"device_name", d.device_name},
          {"vendor", d.vendor},
          {"driver_version", d.driver_version},
          {"device_version", d.device_version},
          {"device_version_major", d.device_version_major},
          {"device_version_minor", d.device_version_minor},
          {"opencl_c_major", d.opencl_c_major},
          {"opencl_c_minor", d.opencl_c_minor},
          {"profile", std::string(NameOf(d.profile))},
          {"denormals", caps},
          {"max_work_group_size", d.max_work_group_size},
          {"global_mem_size", d.global_mem_size},
          {"max_mem_alloc_size", d.max_mem_alloc_size},
          {"compute_units", d.compute_units},
          {"cpu", d.cpu},
          {"type", d.type},
          {"extensions", d.extensions},
          {"opencl_c_features", d.opencl_c_features}};
}

// Throws json::exception on a member that is missing or of another type.
DeviceInfo InfoFrom(const json& j, int index) {
  DeviceInfo d;
  d.index = index;
  j.at("platform_name").get_to(d.platform_name);
  j.at("device_name").get_to(d.device_name);
  j.at("vendor").get_to(d.vendor);
  j.at("driver_version").get_to(d.driver_version);
  j.at("device_version").get_to(d.device_version);
  j.at("device_version_major").get_to(d.device_version_major);
  j.at("device_version_minor").get_to(d.device_version_minor);
  j.at("opencl_c_major").get_to(d.opencl_c_major);
  j.at("opencl_c_minor").get_to(d.opencl_c_minor);
  d.profile = j.at("profile").get<std::string>() == NameOf(Profile::kEmbedded) ? Profile::kEmbedded
                                                                               : Profile::kFull;
  for (ScalarType t : AllScalarTypes())
    d.fp_caps.Set(t, j.at("denormals").at(std::string(Name(t))).get<bool>());
  j.at("max_work_group_size").get_to(d.max_work_group_size);
  j.at("global_mem_size").get_to(d.global_mem_size);
  j.at("max_mem_alloc_size").get_to(d.max_mem_alloc_size);
  j.at("compute_units").get_to(d.compute_units);
  j.at("cpu").get_to(d.cpu);
  j.at("type").get_to(d.type);
  j.at("extensions").get_to(d.extensions);
  j.at("opencl_c_features").get_to(d.opencl_c_features);
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
