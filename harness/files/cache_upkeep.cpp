// Removal of cache entries that no run has used for a while.
#include "harness/files/cache_upkeep.h"

#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <system_error>

#include "harness/files/checked_file.h"

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

bool WritableCacheFolder(const std::string& dir, std::string* why) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::create_directories(dir, ec);
  // A file made and removed: access() alone trusts the mode bits, not the mount.
  std::string probe = dir + "/.write-test-XXXXXX";
  const int fd = ec ? -1 : mkstemp(probe.data());
  if (fd < 0) {
    *why = "cannot write in " + dir + ": " + (ec ? ec.message() : std::strerror(errno));
    return false;
  }
  close(fd);
  unlink(probe.c_str());
  for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code e;
    if (it->is_symlink(e) || !it->is_directory(e)) continue;
    if (access(it->path().c_str(), W_OK | X_OK) != 0) {
      *why = "cannot write in " + it->path().string() + ": " + std::strerror(errno);
      return false;
    }
  }
  return true;
}

std::string RemoveNonRegularEntries(const std::string& dir, const std::string& suffix,
                                    bool cache_names) {
  namespace fs = std::filesystem;
  std::string removed;
  std::string kept;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    const bool ours =
        cache_names ? IsCacheName(name, suffix)
                    : name.size() > suffix.size() &&
                          name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
    if (!ours || !IsNonRegularEntry(it->path().string())) continue;
    (RemoveDamagedEntry(it->path().string()) ? removed : kept) += " " + name;
  }
  if (removed.empty() && kept.empty()) return "";
  std::string line = "damaged entries (not regular files) in " + dir + ":";
  if (!removed.empty()) line += " removed" + removed + " (made again when needed);";
  if (!kept.empty()) line += " cannot remove" + kept + " (ignored);";
  line.pop_back();
  return line;
}

}  // namespace clc
