// Device discovery, probing and selection through the ICD loader, and one-device builds.
#include "harness/device/device.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <iterator>
#include <sstream>
#include <utility>

#include "harness/report/format.h"

namespace clc {

std::string Trim(std::string s) {
  const auto is_space = [](unsigned char c) { return std::isspace(c) != 0 || c == '\0'; };
  while (!s.empty() && is_space(static_cast<unsigned char>(s.back()))) s.pop_back();
  std::size_t first = 0;
  while (first < s.size() && is_space(static_cast<unsigned char>(s[first]))) ++first;
  return s.substr(first);
}

namespace {

std::string Lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::vector<std::string> SplitWords(const std::string& text) {
  std::vector<std::string> words;
  std::istringstream in(text);
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

// Reads "<prefix><major>.<minor>..." as written in CL_DEVICE_VERSION ("OpenCL ") and
// CL_DEVICE_OPENCL_C_VERSION ("OpenCL C ").
bool ParseVersion(const std::string& text, std::string_view prefix, int* major, int* minor) {
  if (text.compare(0, prefix.size(), prefix) != 0) return false;
  int a = 0;
  int b = 0;
  if (std::sscanf(text.c_str() + prefix.size(), "%d.%d", &a, &b) != 2) return false;
  *major = a;
  *minor = b;
  return true;
}

// A device query that may legitimately fail (a query of an extension the device lacks).
template <typename T>
bool QueryScalar(const cl::Device& device, cl_device_info name, T* value) {
  return clGetDeviceInfo(device(), name, sizeof(T), value, nullptr) == CL_SUCCESS;
}

bool Denorm(const cl::Device& device, cl_device_info name) {
  cl_device_fp_config config = 0;
  return QueryScalar(device, name, &config) && (config & CL_FP_DENORM) != 0;
}

std::string ErrorText(const cl::Error& e) {
  return std::string(e.what()) + ": " + ErrorName(e.err());
}

}  // namespace

DeviceInfo ProbeDevice(const cl::Platform& platform, const cl::Device& device, int index) {
  DeviceInfo info;
  info.index = index;
  try {
    info.platform_name = Trim(platform.getInfo<CL_PLATFORM_NAME>());
    info.device_name = Trim(device.getInfo<CL_DEVICE_NAME>());
    info.vendor = Trim(device.getInfo<CL_DEVICE_VENDOR>());
    info.driver_version = Trim(device.getInfo<CL_DRIVER_VERSION>());
    info.device_version = Trim(device.getInfo<CL_DEVICE_VERSION>());
    if (!ParseVersion(info.device_version, "OpenCL ", &info.device_version_major,
                      &info.device_version_minor)) {
      throw DeviceError("device " + info.FullName() + " reports an unreadable CL_DEVICE_VERSION '" +
                        info.device_version + "'");
    }
    info.extensions = SplitWords(device.getInfo<CL_DEVICE_EXTENSIONS>());

    const std::string c_version = Trim(device.getInfo<CL_DEVICE_OPENCL_C_VERSION>());
    if (!ParseVersion(c_version, "OpenCL C ", &info.opencl_c_major, &info.opencl_c_minor)) {
      throw DeviceError("device " + info.FullName() +
                        " reports an unreadable CL_DEVICE_OPENCL_C_VERSION '" + c_version + "'");
    }
    if (info.device_version_major >= 3) {
      // CL_DEVICE_OPENCL_C_VERSION stays at 1.2 on many 3.0 devices; the list has the rest.
      for (const cl_name_version& v : device.getInfo<CL_DEVICE_OPENCL_C_ALL_VERSIONS>()) {
        const int major = static_cast<int>(CL_VERSION_MAJOR(v.version));
        const int minor = static_cast<int>(CL_VERSION_MINOR(v.version));
        if (std::make_pair(major, minor) >
            std::make_pair(info.opencl_c_major, info.opencl_c_minor)) {
          info.opencl_c_major = major;
          info.opencl_c_minor = minor;
        }
      }
      for (const cl_name_version& f : device.getInfo<CL_DEVICE_OPENCL_C_FEATURES>()) {
        info.opencl_c_features.emplace_back(f.name);
      }
    }

    const std::string profile = Trim(device.getInfo<CL_DEVICE_PROFILE>());
    info.profile = profile == "EMBEDDED_PROFILE" ? Profile::kEmbedded : Profile::kFull;
    // A type the device does not support is at most a storage format (half for vload_half
    // and vstore_half), whose denormals the specification forbids flushing.
    for (const ScalarTraits& t : kScalarTraits) {
      if (t.fp_config_query == 0) continue;
      info.fp_caps.Set(t.type, !Supports(info, t.type) || Denorm(device, t.fp_config_query));
    }

    info.max_work_group_size = device.getInfo<CL_DEVICE_MAX_WORK_GROUP_SIZE>();
    info.global_mem_size = device.getInfo<CL_DEVICE_GLOBAL_MEM_SIZE>();
    info.max_mem_alloc_size = device.getInfo<CL_DEVICE_MAX_MEM_ALLOC_SIZE>();
    info.compute_units = device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>();
    info.cpu = (device.getInfo<CL_DEVICE_TYPE>() & CL_DEVICE_TYPE_CPU) != 0;
    info.type = DeviceTypeWord(device.getInfo<CL_DEVICE_TYPE>());
  } catch (const cl::Error& e) {
    throw DeviceError("probing device #" + std::to_string(index) + " (" + info.FullName() +
                      "): " + ErrorText(e));
  }
  return info;
}

namespace {

// Whether `selector` (SelectDevices's) names the device `info`.
bool SelectorMatches(const std::string& selector, const DeviceInfo& info) {
  if (!selector.empty() && selector.front() == '=') {
    return selector ==
           ExactDeviceSelector(info.platform_name, info.device_name, info.driver_version);
  }
  const bool is_index = !selector.empty() && selector.size() <= 9 &&
                        std::all_of(selector.begin(), selector.end(),
                                    [](unsigned char c) { return std::isdigit(c) != 0; });
  if (is_index) return info.index == std::stoi(selector);
  const std::string needle = Lower(selector);
  return !needle.empty() && Lower(info.FullName()).find(needle) != std::string::npos;
}

}  // namespace

std::vector<std::size_t> SelectIndices(const std::vector<DeviceInfo>& all,
                                       const std::vector<std::string>& selectors) {
  std::vector<bool> chosen(all.size(), selectors.empty());
  std::vector<std::string> unknown;
  for (const std::string& selector : selectors) {
    bool matched = false;
    for (std::size_t i = 0; i < all.size(); ++i) {
      if (SelectorMatches(selector, all[i])) {
        chosen[i] = true;
        matched = true;
      }
    }
    if (!matched) unknown.push_back("'" + selector + "'");
  }
  if (!unknown.empty()) {
    std::string names;
    for (const std::string& u : unknown) names += (names.empty() ? "" : ", ") + u;
    throw SelectorError("no device matches " + names +
                        " (a selector is a device index, part of 'platform / device', or "
                        "'=platform / device / driver version' whole); "
                        "devices:\n" +
                        DescribeAll(all));
  }
  std::vector<std::size_t> selected;
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (chosen[i]) selected.push_back(i);
  }
  return selected;
}

std::string Describe(const DeviceInfo& info) {
  std::ostringstream out;
  out << "#" << info.index << " " << info.FullName() << " (OpenCL " << info.device_version_major
      << "." << info.device_version_minor << ", OpenCL C " << info.opencl_c_major << "."
      << info.opencl_c_minor << ", " << NameOf(info.profile);
  for (const FeatureTraits& f : kFeatureTraits) {
    if (!f.name.empty()) out << ", " << f.name << (info.Has(f.feature) ? " yes" : " no");
  }
  out << ", denormals:";
  bool any = false;
  for (ScalarType t : AllScalarTypes()) {
    if (IsFloat(t) && Supports(info, t) && info.fp_caps.Denorm(t)) {
      out << " " << Name(t);
      any = true;
    }
  }
  out << (any ? "" : " none") << ", " << info.compute_units << " CU, driver " << info.driver_version
      << ")";
  return out.str();
}

std::string DescribeAll(const std::vector<DeviceInfo>& infos) {
  std::string text;
  for (const DeviceInfo& info : infos) text += "  " + Describe(info) + "\n";
  return text;
}

BuildResult BuildProgram(const cl::Context& context, const cl::Device& device,
                         const std::string& source, const std::string& options) {
  BuildResult result;
  try {
    result.program = cl::Program(context, source);
  } catch (const cl::Error& e) {
    result.error = e.err();
    result.log = "clCreateProgramWithSource: " + ErrorText(e);
    return result;
  }
  try {
    result.program.build(device, options.c_str());
    result.ok = true;
  } catch (const cl::Error& e) {
    result.error = e.err();
  }
  // Read the log directly: getBuildInfo would throw, and the log matters most on failure.
  std::size_t size = 0;
  const cl_program program = result.program();
  if (clGetProgramBuildInfo(program, device(), CL_PROGRAM_BUILD_LOG, 0, nullptr, &size) ==
          CL_SUCCESS &&
      size > 0) {
    std::string log(size, '\0');
    if (clGetProgramBuildInfo(program, device(), CL_PROGRAM_BUILD_LOG, size, log.data(), nullptr) ==
        CL_SUCCESS) {
      result.log = Trim(std::move(log));
    }
  }
  if (!result.ok && result.log.empty()) result.log = "(empty build log) " + ErrorName(result.error);
  if (!result.ok) result.program = cl::Program();
  return result;
}

BuildResult BuildProgram(const Device& device, const std::string& source,
                         const std::string& options) {
  cl::Context context;
  try {
    context = cl::Context(device.device);
  } catch (const cl::Error& e) {
    BuildResult result;
    result.error = e.err();
    result.log = "clCreateContext: " + ErrorText(e);
    return result;
  }
  return BuildProgram(context, device.device, source, options);
}

bool IsOutOfResources(cl_int error) {
  return error == CL_OUT_OF_RESOURCES || error == CL_OUT_OF_HOST_MEMORY ||
         error == CL_MEM_OBJECT_ALLOCATION_FAILURE;
}

namespace {

struct ErrorRow {
  cl_int code;
  const char* name;
};

// The errors a message names; any other is given by its number only.
#define CLC_ERROR_ROW(code) \
  { code, #code }
constexpr ErrorRow kErrorNames[] = {
    CLC_ERROR_ROW(CL_SUCCESS),
    CLC_ERROR_ROW(CL_DEVICE_NOT_FOUND),
    CLC_ERROR_ROW(CL_DEVICE_NOT_AVAILABLE),
    CLC_ERROR_ROW(CL_COMPILER_NOT_AVAILABLE),
    CLC_ERROR_ROW(CL_MEM_OBJECT_ALLOCATION_FAILURE),
    CLC_ERROR_ROW(CL_OUT_OF_RESOURCES),
    CLC_ERROR_ROW(CL_OUT_OF_HOST_MEMORY),
    CLC_ERROR_ROW(CL_PROFILING_INFO_NOT_AVAILABLE),
    CLC_ERROR_ROW(CL_MEM_COPY_OVERLAP),
    CLC_ERROR_ROW(CL_IMAGE_FORMAT_MISMATCH),
    CLC_ERROR_ROW(CL_IMAGE_FORMAT_NOT_SUPPORTED),
    CLC_ERROR_ROW(CL_BUILD_PROGRAM_FAILURE),
    CLC_ERROR_ROW(CL_MAP_FAILURE),
    CLC_ERROR_ROW(CL_MISALIGNED_SUB_BUFFER_OFFSET),
    CLC_ERROR_ROW(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST),
    CLC_ERROR_ROW(CL_COMPILE_PROGRAM_FAILURE),
    CLC_ERROR_ROW(CL_LINKER_NOT_AVAILABLE),
    CLC_ERROR_ROW(CL_LINK_PROGRAM_FAILURE),
    CLC_ERROR_ROW(CL_DEVICE_PARTITION_FAILED),
    CLC_ERROR_ROW(CL_KERNEL_ARG_INFO_NOT_AVAILABLE),
    CLC_ERROR_ROW(CL_INVALID_VALUE),
    CLC_ERROR_ROW(CL_INVALID_DEVICE_TYPE),
    CLC_ERROR_ROW(CL_INVALID_PLATFORM),
    CLC_ERROR_ROW(CL_INVALID_DEVICE),
    CLC_ERROR_ROW(CL_INVALID_CONTEXT),
    CLC_ERROR_ROW(CL_INVALID_QUEUE_PROPERTIES),
    CLC_ERROR_ROW(CL_INVALID_COMMAND_QUEUE),
    CLC_ERROR_ROW(CL_INVALID_HOST_PTR),
    CLC_ERROR_ROW(CL_INVALID_MEM_OBJECT),
    CLC_ERROR_ROW(CL_INVALID_BINARY),
    CLC_ERROR_ROW(CL_INVALID_BUILD_OPTIONS),
    CLC_ERROR_ROW(CL_INVALID_PROGRAM),
    CLC_ERROR_ROW(CL_INVALID_PROGRAM_EXECUTABLE),
    CLC_ERROR_ROW(CL_INVALID_KERNEL_NAME),
    CLC_ERROR_ROW(CL_INVALID_KERNEL_DEFINITION),
    CLC_ERROR_ROW(CL_INVALID_KERNEL),
    CLC_ERROR_ROW(CL_INVALID_ARG_INDEX),
    CLC_ERROR_ROW(CL_INVALID_ARG_VALUE),
    CLC_ERROR_ROW(CL_INVALID_ARG_SIZE),
    CLC_ERROR_ROW(CL_INVALID_KERNEL_ARGS),
    CLC_ERROR_ROW(CL_INVALID_WORK_DIMENSION),
    CLC_ERROR_ROW(CL_INVALID_WORK_GROUP_SIZE),
    CLC_ERROR_ROW(CL_INVALID_WORK_ITEM_SIZE),
    CLC_ERROR_ROW(CL_INVALID_GLOBAL_OFFSET),
    CLC_ERROR_ROW(CL_INVALID_EVENT_WAIT_LIST),
    CLC_ERROR_ROW(CL_INVALID_EVENT),
    CLC_ERROR_ROW(CL_INVALID_OPERATION),
    CLC_ERROR_ROW(CL_INVALID_BUFFER_SIZE),
    CLC_ERROR_ROW(CL_INVALID_GLOBAL_WORK_SIZE),
    CLC_ERROR_ROW(CL_INVALID_PROPERTY),
    CLC_ERROR_ROW(CL_INVALID_COMPILER_OPTIONS),
    CLC_ERROR_ROW(CL_INVALID_LINKER_OPTIONS),
    CLC_ERROR_ROW(CL_INVALID_DEVICE_PARTITION_COUNT),
    CLC_ERROR_ROW(CL_PLATFORM_NOT_FOUND_KHR),
};
#undef CLC_ERROR_ROW

}  // namespace

std::string ErrorName(cl_int error) {
  const ErrorRow* row = std::find_if(std::begin(kErrorNames), std::end(kErrorNames),
                                     [error](const ErrorRow& r) { return r.code == error; });
  return std::string(row != std::end(kErrorNames) ? row->name : "unknown OpenCL error") + " (" +
         std::to_string(error) + ")";
}

}  // namespace clc
