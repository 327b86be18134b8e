// The driver's identity: its version strings and its library file.
#include "harness/device/driver_identity.h"

#include <dlfcn.h>

#include <CL/cl_icd.h>
#include <sys/stat.h>

namespace clc {

namespace {

// "path size mtime inode" of the library holding `address`; "" when it cannot be told.
std::string FileOf(const void* address) {
  Dl_info info{};
  if (address == nullptr || dladdr(address, &info) == 0 || info.dli_fname == nullptr ||
      info.dli_fname[0] != '/') {
    return "";
  }
  struct stat file {};
  if (stat(info.dli_fname, &file) != 0) return "";
  return std::string(info.dli_fname) + " " + std::to_string(file.st_size) + " " +
         std::to_string(file.st_mtim.tv_sec) + "." + std::to_string(file.st_mtim.tv_nsec) + " " +
         std::to_string(file.st_ino);
}

}  // namespace

std::string DriverLibraryOf(cl_platform_id platform) {
  if (platform == nullptr) return "";
  // The ICD loader itself calls through this table: every platform it lists has one.
  const cl_icd_dispatch* table = *reinterpret_cast<cl_icd_dispatch* const*>(platform);
  if (table == nullptr) return "";
  return FileOf(reinterpret_cast<const void*>(table->clGetPlatformInfo));
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
