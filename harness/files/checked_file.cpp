// Checked files: written to a temporary name and renamed; the last 8 bytes are a checksum.
#include "harness/files/checked_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>

#include <sys/stat.h>

#include "harness/files/atomic_file.h"

namespace clc {

std::uint64_t Fnv1a(std::string_view bytes) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 0x100000001b3ull;
  }
  return h;
}

void PutWord(std::string& out, std::uint64_t w) {
  for (int i = 0; i < 8; ++i) out.push_back(static_cast<char>((w >> (8 * i)) & 0xff));
}

std::uint64_t GetWord(std::string_view in, std::size_t at) {
  std::uint64_t w = 0;
  for (int i = 7; i >= 0; --i) w = (w << 8) | static_cast<unsigned char>(in[at + i]);
  return w;
}

bool WriteCheckedFile(const std::string& path, std::string bytes) {
  PutWord(bytes, Fnv1a(bytes));
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
  std::string error;  // a cache entry that cannot be written is computed again next time
  return WriteFileAtomically(path, bytes, &error, /*sync=*/false);
}

bool IsNonRegularEntry(const std::string& path) {
  struct stat st {};
  return lstat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode);
}

bool RemoveDamagedEntry(const std::string& path) {
  std::error_code ec;
  std::filesystem::remove_all(path, ec);  // a link itself, never what it names
  return !ec;
}

namespace {

// The whole of a regular file of at most `max_bytes`, opened without following a link nor
// waiting for a writer; nullopt for anything else.
std::optional<std::string> ReadRegular(const std::string& path, std::uint64_t max_bytes) {
  const int fd = open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  struct stat st {};
  std::optional<std::string> bytes;
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= 0 &&
      static_cast<std::uint64_t>(st.st_size) <= max_bytes) {
    std::string all(static_cast<std::size_t>(st.st_size), '\0');
    std::size_t got = 0;
    while (got < all.size()) {
      const ssize_t n = read(fd, all.data() + got, all.size() - got);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) break;
      got += static_cast<std::size_t>(n);
    }
    if (got == all.size()) bytes = std::move(all);
  }
  close(fd);
  return bytes;
}

}  // namespace

std::optional<std::string> ReadCheckedFile(const std::string& path, std::uint64_t max_bytes) {
  struct stat st {};
  if (lstat(path.c_str(), &st) != 0) return std::nullopt;  // none
  std::optional<std::string> bytes;
  if (S_ISREG(st.st_mode)) bytes = ReadRegular(path, max_bytes);
  if (bytes && bytes->size() >= 8) {
    const std::size_t size = bytes->size() - 8;
    if (GetWord(*bytes, size) == Fnv1a(std::string_view(*bytes).substr(0, size))) {
      bytes->resize(size);
      return bytes;
    }
  }
  RemoveDamagedEntry(path);  // its reader computes it anew
  return std::nullopt;
}

}  // namespace clc
