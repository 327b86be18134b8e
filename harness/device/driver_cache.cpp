// PoCL's kernel cache in the program cache's folder.
#include "harness/device/driver_cache.h"

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <system_error>

#include "harness/files/sha256.h"

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

namespace {

std::uint64_t Field(const std::string& h, std::size_t at, int bytes) {
  std::uint64_t v = 0;
  for (int i = bytes - 1; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(h[at + i]);
  return v;
}

// Whether the file holds at least what its ELF header says it holds: its program and section
// header tables (the section table is at the end of what a linker writes, so a truncated
// library ends before it). Little-endian ELF, as PoCL's host libraries are.
bool WholeElf(const std::filesystem::path& path, std::uint64_t size) {
  std::ifstream in(path, std::ios::binary);
  std::string h(64, '\0');
  in.read(h.data(), 64);
  if (in.gcount() < 52 ||
      h.compare(0, 4,
                "\x7f"
                "ELF") != 0 ||
      h[5] != 1)
    return false;
  const bool wide = h[4] == 2;
  if (wide && in.gcount() < 64) return false;
  const std::uint64_t phoff = wide ? Field(h, 0x20, 8) : Field(h, 0x1c, 4);
  const std::uint64_t shoff = wide ? Field(h, 0x28, 8) : Field(h, 0x20, 4);
  const std::size_t at = wide ? 0x36 : 0x2a;  // e_phentsize, e_phnum, e_shentsize, e_shnum
  const std::uint64_t ph = Field(h, at, 2) * Field(h, at + 2, 2);
  const std::uint64_t sh = Field(h, at + 4, 2) * Field(h, at + 6, 2);
  return phoff <= size && ph <= size - phoff && shoff <= size && sh <= size - shoff;
}

}  // namespace

std::vector<std::string> RemoveDamagedKernels(const std::string& dir) {
  namespace fs = std::filesystem;
  std::vector<std::string> removed;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code e;
    if (it->path().extension() != ".so" || it->is_symlink(e)) continue;
    const bool regular = it->is_regular_file(e);
    const std::uint64_t size = regular ? it->file_size(e) : 0;
    if (regular && !e && WholeElf(it->path(), size)) continue;
    if (fs::remove_all(it->path(), e) > 0 && !e) removed.push_back(it->path().string());
  }
  return removed;
}

}  // namespace clc
