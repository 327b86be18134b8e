// The driver's identity: its version strings and its library file.
#include "harness/device/driver_identity.h"

#include <dlfcn.h>

#include <CL/cl_icd.h>
#include <sys/stat.h>

namespace clc {

namespace {

std::string PlatformText(cl_platform_id platform, cl_platform_info name) {
  std::size_t size = 0;
  if (clGetPlatformInfo(platform, name, 0, nullptr, &size) != CL_SUCCESS || size == 0) return "";
  std::string text(size, '\0');
  if (clGetPlatformInfo(platform, name, size, text.data(), nullptr) != CL_SUCCESS) return "";
  text.resize(size - 1);
  return text;
}

std::string DeviceText(cl_device_id device, cl_device_info name) {
  std::size_t size = 0;
  if (clGetDeviceInfo(device, name, 0, nullptr, &size) != CL_SUCCESS || size == 0) return "";
  std::string text(size, '\0');
  if (clGetDeviceInfo(device, name, size, text.data(), nullptr) != CL_SUCCESS) return "";
  text.resize(size - 1);
  return text;
}

}  // namespace

std::string DriverLibraryOf(cl_platform_id platform) {
  if (platform == nullptr) return "";
  // The ICD loader itself calls through this table: every platform it lists has one.
  const cl_icd_dispatch* table = *reinterpret_cast<cl_icd_dispatch* const*>(platform);
  if (table == nullptr) return "";
  Dl_info info{};
  if (dladdr(reinterpret_cast<void*>(table->clGetPlatformInfo), &info) == 0 ||
      info.dli_fname == nullptr || info.dli_fname[0] != '/') {
    return "";
  }
  struct stat file {};
  if (stat(info.dli_fname, &file) != 0) return "";
  return std::string(info.dli_fname) + " " + std::to_string(file.st_size) + " " +
         std::to_string(file.st_mtim.tv_sec) + "." + std::to_string(file.st_mtim.tv_nsec) + " " +
         std::to_string(file.st_ino);
}

std::string DriverIdentityOf(const cl::Device& device) {
  cl_platform_id platform = nullptr;
  cl_uint vendor = 0;
  if (clGetDeviceInfo(device(), CL_DEVICE_PLATFORM, sizeof platform, &platform, nullptr) !=
          CL_SUCCESS ||
      clGetDeviceInfo(device(), CL_DEVICE_VENDOR_ID, sizeof vendor, &vendor, nullptr) !=
          CL_SUCCESS) {
    return "";
  }
  const std::string library = DriverLibraryOf(platform);
  if (library.empty()) return "";
  std::string identity;
  for (const std::string& part :
       {PlatformText(platform, CL_PLATFORM_NAME), PlatformText(platform, CL_PLATFORM_VERSION),
        DeviceText(device(), CL_DEVICE_NAME), DeviceText(device(), CL_DEVICE_VERSION),
        DeviceText(device(), CL_DRIVER_VERSION), std::to_string(vendor), library}) {
    if (part.empty()) return "";
    identity += part + "\n";
  }
  return identity;
}

}  // namespace clc
