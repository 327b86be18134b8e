// The driver's identity: its version strings, its library file and the libraries loaded with it.
#include "harness/device/driver_identity.h"

#include <dlfcn.h>
#include <link.h>

#include <algorithm>
#include <iterator>
#include <map>
#include <set>
#include <vector>

#include <sys/stat.h>

#include "harness/device/elf_needed.h"
#include "harness/device/icd.h"

namespace clc {

namespace {

// "path size mtime inode" of the file `path` (absolute); "" when it cannot be told.
std::string FileLine(const std::string& path) {
  if (path.empty() || path.front() != '/') return "";
  struct stat file {};
  if (stat(path.c_str(), &file) != 0) return "";
  return path + " " + std::to_string(file.st_size) + " " + std::to_string(file.st_mtim.tv_sec) +
         "." + std::to_string(file.st_mtim.tv_nsec) + " " + std::to_string(file.st_ino);
}

// FileLine of the library holding `address`.
std::string FileOf(const void* address) {
  Dl_info info{};
  if (address == nullptr || dladdr(address, &info) == 0 || info.dli_fname == nullptr) return "";
  return FileLine(info.dli_fname);
}

// The file name of `path`: "libLLVM-15.so.1".
std::string FileName(const std::string& path) { return path.substr(path.rfind('/') + 1); }

// Libraries every process has whatever its driver (the C and C++ runtimes, the name service's
// modules, the ICD loader): none of them compiles a kernel.
bool Runtime(const std::string& path) {
  static constexpr const char* kRuntime[] = {
      "libc.so", "ld-linux",     "libm.so",     "libpthread.so", "libdl.so",    "librt.so",
      "libnss_", "libresolv.so", "libgcc_s.so", "libstdc++.so",  "libOpenCL.so"};
  const std::string name = FileName(path);
  for (const char* prefix : kRuntime) {
    if (name.rfind(prefix, 0) == 0) return true;
  }
  return false;
}

// The paths of the process's objects in the order they were loaded ("" for the program itself).
std::vector<std::string> LoadedObjects() {
  std::vector<std::string> paths;
  dl_iterate_phdr(
      [](dl_phdr_info* info, std::size_t, void* out) {
        static_cast<std::vector<std::string>*>(out)->emplace_back(
            info->dlpi_name == nullptr ? "" : info->dlpi_name);
        return 0;
      },
      &paths);
  return paths;
}

// Whether `a` and `b` name one file.
bool SameFile(const std::string& a, const std::string& b) {
  struct stat fa {};
  struct stat fb {};
  return stat(a.c_str(), &fa) == 0 && stat(b.c_str(), &fb) == 0 && fa.st_dev == fb.st_dev &&
         fa.st_ino == fb.st_ino;
}

}  // namespace

std::string CompilerLibrariesOf(const std::string& driver) {
  const std::vector<std::string> loaded = LoadedObjects();
  const auto at = std::find_if(loaded.begin(), loaded.end(), [&](const std::string& p) {
    return !p.empty() && SameFile(p, driver);
  });
  if (at == loaded.end()) return "";
  // A library by its name (what a driver links or opens), not a kernel a driver compiled to a
  // shared object of its own and loaded (PoCL's), which comes and goes as kernels run.
  const auto library = [&](const std::string& p) {
    return FileName(p).rfind("lib", 0) == 0 && FileName(p).find(".so") != std::string::npos &&
           !Runtime(p) && !SameFile(p, driver);
  };
  std::set<std::string> libraries;  // sorted: the same text whatever the order they loaded in
  // What it opened as it started (PoCL's device plugins), and what those link.
  std::copy_if(std::next(at), loaded.end(), std::inserter(libraries, libraries.end()), library);
  // What it links, wherever it came in the load order: another driver may have loaded it first.
  std::map<std::string, std::string> by_name;
  for (const std::string& p : loaded) by_name.emplace(FileName(p), p);
  std::vector<std::string> todo = {*at};
  for (std::set<std::string> seen; !todo.empty();) {
    const std::string path = todo.back();
    todo.pop_back();
    for (const std::string& name : NeededLibraries(path)) {
      const auto it = by_name.find(name);
      if (it == by_name.end() || !library(it->second) || !seen.insert(it->second).second) continue;
      libraries.insert(it->second);
      todo.push_back(it->second);
    }
  }
  std::string lines;
  for (const std::string& path : libraries) {
    const std::string line = FileLine(path);
    if (!line.empty()) lines += line + "\n";
  }
  return lines;
}

std::string DriverLibraryOf(cl_platform_id platform) {
  // The ICD loader itself calls through the platform's dispatch table: LibraryOf reads it.
  return platform == nullptr ? "" : FileLine(LibraryOf(platform));
}

std::string EntryLibraryOf() {
  std::string files;
  for (const char* name : {"clCreateProgramWithSource", "clBuildProgram"})
    files += FileOf(dlsym(RTLD_DEFAULT, name)) + "\n";
  return files;
}

std::string DriverIdentityOf(const cl::Device& device) {
  try {
    const cl::Platform platform(device.getInfo<CL_DEVICE_PLATFORM>());
    const std::string library = DriverLibraryOf(platform());
    if (library.empty()) return "";
    std::string identity;
    for (const std::string& part :
         {platform.getInfo<CL_PLATFORM_NAME>(), platform.getInfo<CL_PLATFORM_VERSION>(),
          device.getInfo<CL_DEVICE_NAME>(), device.getInfo<CL_DEVICE_VERSION>(),
          device.getInfo<CL_DRIVER_VERSION>(),
          std::to_string(device.getInfo<CL_DEVICE_VENDOR_ID>()), library,
          CompilerLibrariesOf(LibraryOf(platform())), EntryLibraryOf()}) {
      identity += part + "\n";
    }
    return identity;
  } catch (const cl::Error&) {
    return "";  // a query failed: no identity, no cache
  }
}

}  // namespace clc
