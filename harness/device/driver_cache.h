// PoCL's own kernel cache, kept in the program cache's folder: the program cache on PoCL.
//
// PoCL compiles a kernel at its first launch and keeps the result in its kernel cache (the
// folder POCL_CACHE_DIR names, ~/.cache/pocl by default), keyed by the program, its build
// options and the device. Asking it for a program binary (CL_PROGRAM_BINARIES, the program
// cache of other drivers: harness/device/program_cache.h) costs a second, generic compile of
// every kernel (pocl_driver_build_poclbinary in PoCL 3.1), which made a first full run of
// every variant on 2 cores 25 to 30% slower (123.9 s against 91.2 s). So on PoCL the
// workers get POCL_CACHE_DIR pointing at a folder of the program cache, one per driver build
// (DriverIdentityOf, as the binary entries are keyed), and no binary is asked for; a later run
// finds every kernel PoCL compiled. --program-cache-cpu asks for binaries instead;
// --no-program-cache leaves PoCL's cache where the user's environment puts it. The folder is pruned
// as the program cache's entries are.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <vector>

#include "harness/report/device_info.h"

namespace clc {

// Whether the device is one of PoCL's (its platform's name).
bool IsPocl(const DeviceInfo& info);

// The folder in `root` (the program cache) for PoCL's kernels of the driver build `identity`
// (DriverIdentityOf): 64 hexadecimal digits then kPoclCacheSuffix. "" when `root` or
// `identity` is empty (a driver whose library cannot be told uses no cache).
inline constexpr const char* kPoclCacheSuffix = ".pocl";
std::string PoclCacheDir(const std::string& root, const std::string& identity);

// The environment entry that points PoCL at `dir`.
std::string PoclCacheEnv(const std::string& dir);

// Removes the files PoCL leaves at the top of `dir` (its cache folder) named tempfile_*
// (PoCL 3.1 leaves an empty one behind for each of many compiles, about 25 a full run) once
// they are `age` old: no compile still writes them. Returns how many went.
std::size_t RemoveStalePoclTempFiles(const std::string& dir,
                                     std::chrono::minutes age = std::chrono::minutes(60));

// Removes the kernel libraries (*.so) under `dir` that cannot be whole ELF files (too short
// for their own headers, or not ELF at all), which PoCL would load and die of; returns their
// paths. A kernel that crashes with the cache and runs without it (harness/app/cache_retry.h) is
// how a damaged library shows; those found go, and PoCL compiles them again.
std::vector<std::string> RemoveDamagedKernels(const std::string& dir);

}  // namespace clc
