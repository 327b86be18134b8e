// What a rerun line needs besides the options: the program to start and the environment that
// exposed the device (RunRecord::program, RunRecord::environment).
#pragma once

#include <string>
#include <vector>

#include "harness/report/device_info.h"

namespace clc {

// `exe` (this program's own file, /proc/self/exe) as a shell should start it: its file name
// where PATH (`path`, the variable's value) finds that same file first, else `exe` itself, an
// absolute path that works from any folder.
std::string RerunProgram(const std::string& exe, const std::string& path);

// The entries ("NAME=value") of `env` (a process's environment, as environ) that decide which
// devices the ICD loader offers and whether the driver of `info` exposes its device: the
// loader's own variables always, a driver's only for its platform (RUSTICL_ENABLE for Mesa's
// Rusticl, POCL_DEVICES for PoCL). Unset variables are left out.
std::vector<std::string> RerunEnvironment(const DeviceInfo& info, const char* const* env);

// The entries of `entries` (RerunEnvironment's) that are a driver's own, not the ICD loader's:
// what a reproducer that loads the driver's library itself still needs (RUSTICL_ENABLE=...).
std::vector<std::string> DriverEnvironment(const std::vector<std::string>& entries);

}  // namespace clc
