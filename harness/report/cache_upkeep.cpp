// Removal of cache entries that no run has used for a while.
#include "harness/report/cache_upkeep.h"

#include <cctype>
#include <filesystem>
#include <system_error>

namespace clc {

bool IsCacheName(const std::string& name, const std::string& suffix) {
  constexpr std::size_t kDigits = 64;
  if (name.size() != kDigits + suffix.size() || name.compare(kDigits, suffix.size(), suffix) != 0)
    return false;
  for (std::size_t i = 0; i < kDigits; ++i) {
    if (std::isxdigit(static_cast<unsigned char>(name[i])) == 0) return false;
  }
  return true;
}

void MarkUsed(const std::string& path) {
  std::error_code ec;
  std::filesystem::last_write_time(path, std::filesystem::file_time_type::clock::now(), ec);
}

std::size_t RemoveUnused(const std::string& dir, const std::string& suffix,
                         std::chrono::hours age) {
  namespace fs = std::filesystem;
  std::size_t removed = 0;
  std::error_code ec;
  const auto oldest = fs::file_time_type::clock::now() - age;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const fs::directory_entry& entry = *it;
    std::error_code e;
    if (entry.is_symlink(e) || !IsCacheName(entry.path().filename().string(), suffix)) continue;
    const auto when = entry.last_write_time(e);
    if (e || when >= oldest) continue;
    // Another run may remove it at the same time: what counts is that it is gone.
    if (fs::remove_all(entry.path(), e) > 0 && !e) ++removed;
  }
  return removed;
}

}  // namespace clc
