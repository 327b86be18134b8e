// Checked files: written to a temporary name and renamed; the last 8 bytes are a checksum.
#include "harness/report/checked_file.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>

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
  // A name no other writer uses, then an atomic rename over the old file.
  const std::string temp =
      path + ".tmp-" + std::to_string(getpid()) + "-" + std::to_string(std::random_device{}());
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out.flush()) {
      std::filesystem::remove(temp, ec);
      return false;
    }
  }
  std::filesystem::rename(temp, path, ec);
  if (ec) std::filesystem::remove(temp, ec);
  return !ec;
}

std::optional<std::string> ReadCheckedFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (bytes.size() >= 8) {
    const std::size_t size = bytes.size() - 8;
    if (GetWord(bytes, size) == Fnv1a(std::string_view(bytes).substr(0, size))) {
      bytes.resize(size);
      return bytes;
    }
  }
  std::error_code ec;
  std::filesystem::remove(path, ec);  // truncated or damaged: its reader computes it anew
  return std::nullopt;
}

}  // namespace clc
