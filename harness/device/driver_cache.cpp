// PoCL's kernel cache in the program cache's folder.
#include "harness/device/driver_cache.h"

#include <filesystem>
#include <system_error>

#include "harness/report/sha256.h"

namespace clc {

bool IsPocl(const DeviceInfo& info) { return info.platform_name == "Portable Computing Language"; }

std::string PoclCacheDir(const std::string& root, const std::string& identity) {
  if (root.empty() || identity.empty()) return "";
  return root + "/" + Sha256Hex("pocl kernel cache\n" + identity) + kPoclCacheSuffix;
}

std::string PoclCacheEnv(const std::string& dir) { return "POCL_CACHE_DIR=" + dir; }

std::size_t RemoveStalePoclTempFiles(const std::string& dir, std::chrono::minutes age) {
  namespace fs = std::filesystem;
  std::size_t removed = 0;
  std::error_code ec;
  const auto oldest = fs::file_time_type::clock::now() - age;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code e;
    if (!it->is_regular_file(e) || it->path().filename().string().rfind("tempfile_", 0) != 0)
      continue;
    const auto when = it->last_write_time(e);
    if (!e && when < oldest && fs::remove(it->path(), e) && !e) ++removed;
  }
  return removed;
}

}  // namespace clc
