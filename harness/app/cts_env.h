// The Khronos CTS takes its device from the environment (CL_DEVICE_TYPE, CL_PLATFORM_INDEX,
// CL_DEVICE_INDEX), and a CI that runs both suites may have them set. clconform numbers its
// devices over every platform and has no notion of a device type to pick, so it does not read
// them; rather than ignore them silently, a run without --device refuses them (exit 2) and
// says what to use instead, and with --device (which always chooses) it says they are unread.
#pragma once

#include <functional>
#include <ostream>
#include <string>

namespace clc {

// The CTS's device variables that are set and not empty, as "NAME=value, ..." ("" when none);
// `get` reads one variable (std::getenv).
std::string CtsDeviceVariables(const std::function<const char*(const char*)>& get);

// What to say about `set` (CtsDeviceVariables): the reason a run without --device refuses
// them, or the note a run with --device (or a listing) prints.
std::string CtsVariablesRefused(const std::string& set);
std::string CtsVariablesUnread(const std::string& set);

// For a run: "" when it may go on (having noted the variables that are set on `note`), else
// why it may not. `chosen`: --device is given, or the run only lists devices.
std::string CheckCtsVariables(const std::function<const char*(const char*)>& get, bool chosen,
                              std::ostream& note);

}  // namespace clc
