// The driver's identity: its version strings and its library file.
#include "harness/device/driver_identity.h"

#include <dlfcn.h>

#include <sys/stat.h>

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

}  // namespace

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
          std::to_string(device.getInfo<CL_DEVICE_VENDOR_ID>()), library, EntryLibraryOf()}) {
      identity += part + "\n";
    }
    return identity;
  } catch (const cl::Error&) {
    return "";  // a query failed: no identity, no cache
  }
}

}  // namespace clc
