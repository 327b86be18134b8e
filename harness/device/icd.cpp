// ICD files and libraries, loaded the way the ICD loader loads them.
#include "harness/device/icd.h"

#include <dlfcn.h>
#include <link.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "harness/device/device.h"

namespace clc {
namespace {

constexpr const char* kDefaultFolder = "/etc/OpenCL/vendors";

using IcdGetPlatformIds = cl_int (*)(cl_uint, cl_platform_id*, cl_uint*);
using GetExtensionFunctionAddress = void* (*)(const char*);

std::string Env(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr ? value : "";
}

bool EndsWith(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

bool IsFolder(const std::string& path) {
  std::error_code ec;
  return !path.empty() && std::filesystem::is_directory(path, ec);
}

// The first line of an .icd file, without surrounding blanks: the library it names. At most
// kMaxIcdFileBytes are read: a file linked to /dev/zero or a huge one is no ICD file.
std::string ReadIcdFile(const std::string& path, std::string* problem) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) {
    *problem = "is not a regular file";
    return "";
  }
  std::ifstream in(path, std::ios::binary);
  std::string text(kMaxIcdFileBytes, '\0');
  if (!in) {
    *problem = "cannot read the ICD file";
    return "";
  }
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  const std::size_t end = text.find('\n');
  if (end == std::string::npos && text.size() == kMaxIcdFileBytes) {
    *problem = "has no line end in its first " + std::to_string(kMaxIcdFileBytes) +
               " bytes: not an ICD file";
    return "";
  }
  std::string line = Trim(text.substr(0, end));
  if (line.empty()) *problem = "the ICD file names no library";
  return line;
}

IcdSource FromIcdFile(const std::string& path) {
  IcdSource source{path, "", ""};
  source.library = ReadIcdFile(path, &source.problem);
  return source;
}

// The file name of the loaded object that holds `address`.
std::string ObjectHolding(const void* address) {
  Dl_info info{};
  if (address == nullptr || dladdr(address, &info) == 0 || info.dli_fname == nullptr) return "";
  return info.dli_fname;
}

// clIcdGetPlatformIDsKHR of the library `handle` (whose file is `file`): exported, or through
// its clGetExtensionFunctionAddress as the cl_khr_icd extension says. A symbol found in
// another object (the ICD loader the library links against) is not the library's.
IcdGetPlatformIds FindEntryPoint(void* handle, const std::string& file) {
  void* symbol = dlsym(handle, "clIcdGetPlatformIDsKHR");
  if (symbol == nullptr || ObjectHolding(symbol) != file) {
    symbol = nullptr;
    void* lookup = dlsym(handle, "clGetExtensionFunctionAddress");
    if (lookup != nullptr && ObjectHolding(lookup) == file) {
      symbol = reinterpret_cast<GetExtensionFunctionAddress>(lookup)("clIcdGetPlatformIDsKHR");
    }
  }
  return reinterpret_cast<IcdGetPlatformIds>(symbol);
}

}  // namespace

IcdEnvironment IcdEnvironment::FromProcess() {
  return IcdEnvironment{Env("OCL_ICD_VENDORS"), Env("OPENCL_VENDOR_PATH"),
                        Env("OCL_ICD_FILENAMES")};
}

std::string IcdEnvironment::Folder() const {
  if (!vendors.empty()) return IsFolder(vendors) ? vendors : "";
  return vendor_path.empty() ? kDefaultFolder : vendor_path;
}

std::string IcdEnvironment::Describe() const {
  std::string text;
  if (!vendors.empty()) {
    text = "OCL_ICD_VENDORS=" + vendors;
  } else if (!vendor_path.empty()) {
    text = "OPENCL_VENDOR_PATH=" + vendor_path;
  } else {
    text = std::string(kDefaultFolder) + " (OCL_ICD_VENDORS unset)";
  }
  return text + (filenames.empty() ? "" : ", OCL_ICD_FILENAMES=" + filenames);
}

std::string IcdEntry::Source() const {
  std::string text = library.empty() || origin == library ? origin : origin + ": " + library;
  if (!loaded.empty() && loaded != library) text += " (" + loaded + ")";
  return text;
}

IcdEntry LoadIcd(const std::string& origin, const std::string& library) {
  IcdEntry entry;
  entry.origin = origin;
  entry.library = library;
  // As the ICD loader does: RTLD_LAZY, and never closed (its platforms live in it).
  void* handle = dlopen(library.c_str(), RTLD_LAZY | RTLD_LOCAL);
  if (handle == nullptr) {
    const char* why = dlerror();
    entry.problem = "does not load: " + std::string(why != nullptr ? why : "dlopen failed");
    return entry;
  }
  link_map* map = nullptr;
  if (dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map != nullptr && map->l_name != nullptr) {
    entry.loaded = map->l_name;
  }
  const IcdGetPlatformIds get = FindEntryPoint(handle, entry.loaded);
  if (get == nullptr) {
    entry.problem = "is not an OpenCL ICD (no clIcdGetPlatformIDsKHR)";
    return entry;
  }
  cl_uint count = 0;
  cl_int error = get(0, nullptr, &count);
  if (error == CL_SUCCESS && count > 0) {
    entry.platforms.resize(count);
    error = get(count, entry.platforms.data(), nullptr);
  }
  if (error != CL_SUCCESS || count == 0) {
    entry.platforms.clear();
    entry.problem = "has no platform (clIcdGetPlatformIDsKHR: " +
                    (error == CL_SUCCESS ? std::string("0 platforms") : ErrorName(error)) + ")";
  }
  return entry;
}

std::vector<IcdSource> IcdSources(const IcdEnvironment& env,
                                  const std::vector<std::string>& extra) {
  std::vector<IcdSource> sources;
  const std::string folder = env.Folder();
  if (!folder.empty()) {
    std::vector<std::string> files;
    std::error_code ec;
    for (const auto& f : std::filesystem::directory_iterator(folder, ec)) {
      const std::string path = f.path().string();
      if (EndsWith(path, ".icd") && !IsFolder(path)) files.push_back(path);
    }
    std::sort(files.begin(), files.end());
    for (const std::string& f : files) sources.push_back(FromIcdFile(f));
  } else if (EndsWith(env.vendors, ".icd")) {
    // ocl-icd: a bare name is looked for in the vendors folder first.
    const std::string in_folder =
        (env.vendor_path.empty() ? kDefaultFolder : env.vendor_path) + ("/" + env.vendors);
    const bool bare = env.vendors.find('/') == std::string::npos;
    sources.push_back(
        FromIcdFile(bare && std::filesystem::exists(in_folder) ? in_folder : env.vendors));
  } else {
    sources.push_back({"OCL_ICD_VENDORS", env.vendors, ""});
  }
  std::istringstream names(env.filenames);
  for (std::string name; std::getline(names, name, ':');) {
    if (!name.empty()) sources.push_back({"OCL_ICD_FILENAMES", name, ""});
  }
  for (IcdSource& given : GivenIcds(extra)) sources.push_back(std::move(given));
  return sources;
}

std::vector<IcdSource> GivenIcds(const std::vector<std::string>& libraries) {
  std::vector<IcdSource> sources;
  sources.reserve(libraries.size());
  for (const std::string& library : libraries) sources.push_back({"--icd", library, ""});
  return sources;
}

bool IsGiven(const IcdSource& source) { return source.origin == "--icd"; }

std::vector<IcdEntry> LoadIcds(const IcdEnvironment& env, const std::vector<std::string>& extra) {
  std::vector<IcdEntry> entries;
  for (const IcdSource& s : IcdSources(env, extra)) {
    entries.push_back(s.problem.empty() ? LoadIcd(s.origin, s.library)
                                        : IcdEntry{s.origin, s.library, "", s.problem, {}});
  }
  return entries;
}

std::string LibraryOf(cl_platform_id platform) {
  // Every ICD object starts with a pointer to its driver's dispatch table (cl_khr_icd);
  // entry 1 is the driver's clGetPlatformInfo.
  if (platform == nullptr) return "";
  const void* const* dispatch = *reinterpret_cast<const void* const* const*>(platform);
  return dispatch != nullptr ? ObjectHolding(dispatch[1]) : "";
}

}  // namespace clc
