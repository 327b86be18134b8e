// The CTS's device variables: named, refused or noted, never silently ignored.
#include "harness/app/cts_env.h"

#include "harness/run/options.h"

namespace clc {

std::string CtsDeviceVariables(const std::function<const char*(const char*)>& get) {
  std::string set;
  for (const char* name : {"CL_DEVICE_TYPE", "CL_PLATFORM_INDEX", "CL_DEVICE_INDEX"}) {
    const char* value = get(name);
    if (value == nullptr || *value == '\0') continue;
    set += (set.empty() ? "" : ", ") + std::string(name) + "=" + value;
  }
  return set;
}

std::string CtsVariablesRefused(const std::string& set) {
  const std::string device = FlagOf(&CliOptions::devices);
  return set +
         ": the Khronos CTS's device selection, which clconform does not read; choose the "
         "device with " +
         device + "=INDEX or " + device + "=NAME (" + FlagOf(&CliOptions::list_devices) +
         " numbers them), or unset the variables";
}

std::string CtsVariablesUnread(const std::string& set) {
  return "clconform: " + set +
         " not read (the Khronos CTS's device selection): " + FlagOf(&CliOptions::devices) +
         " chooses";
}

std::string CheckCtsVariables(const std::function<const char*(const char*)>& get, bool chosen,
                              std::ostream& note) {
  const std::string set = CtsDeviceVariables(get);
  if (set.empty()) return "";
  if (!chosen) return CtsVariablesRefused(set);
  note << CtsVariablesUnread(set) << "\n";
  return "";
}

}  // namespace clc
