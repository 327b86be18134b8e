// Store files: a text header (format, fingerprint, key, slice count), the slices as 64-bit
// little-endian words, and an FNV-1a checksum of every byte before it.
#include "harness/run/digest_store.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <sstream>

#include "reference/fingerprint.h"

namespace clc {

namespace {

constexpr const char* kFormat = "clconform-digest-store 1";
constexpr std::size_t kWordsPerSlice = 8;

std::uint64_t Fnv1a(const std::string& bytes) {
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

std::uint64_t GetWord(const std::string& in, std::size_t at) {
  std::uint64_t w = 0;
  for (int i = 7; i >= 0; --i) w = (w << 8) | static_cast<unsigned char>(in[at + i]);
  return w;
}

std::string Header(const std::string& key, std::size_t slices) {
  return std::string(kFormat) + "\n" + std::string(ReferenceFingerprint()) + "\n" + key + "\n" +
         std::to_string(slices) + "\n";
}

std::string Hex(std::uint64_t x) {
  char text[17];
  std::snprintf(text, sizeof text, "%llx", static_cast<unsigned long long>(x));
  return text;
}

}  // namespace

std::string DefaultDigestStoreDir() {
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg != nullptr && *xdg != '\0')
    return std::string(xdg) + "/clconform";
  if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0')
    return std::string(home) + "/.cache/clconform";
  return "";
}

std::string DigestStoreKey(const DigestJob& job, const LaneStream& s, const FpCaps& caps) {
  std::string key(Name(s.src));
  key += s.sequential
             ? "-every"
             : "-seeded-" + Hex(s.keys.low) + "-" + Hex(s.keys.high) + "-" + Hex(s.keys.shape);
  if (job.identity) return key + "-as_type-keep" + std::to_string(job.keep_of_four);
  key += "-to-" + std::string(Name(job.c.dst)) + (job.c.saturate ? "-sat-" : "-") +
         std::string(NameOf(job.c.mode));
  key += std::string("-denorm") + (caps.Denorm(job.c.src) ? "1" : "0") +
         (caps.Denorm(job.c.dst) ? "1" : "0");
  return key;
}

DigestStore::DigestStore(const std::string& root)
    : dir_(root.empty() ? "" : root + "/" + std::string(ReferenceFingerprint())) {}

std::string DigestStore::PathOf(const std::string& key) const { return dir_ + "/" + key + ".bin"; }

std::map<std::uint64_t, StoredSlice> DigestStore::Load(const std::string& key) const {
  std::map<std::uint64_t, StoredSlice> out;
  if (!enabled()) return out;
  const std::string path = PathOf(key);
  std::ifstream in(path, std::ios::binary);
  if (!in) return out;
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  // The header names the count; the rest must be exactly the slices and the checksum.
  std::istringstream lines(bytes);
  std::string format;
  std::string fingerprint;
  std::string named;
  std::string count_text;
  std::getline(lines, format);
  std::getline(lines, fingerprint);
  std::getline(lines, named);
  std::getline(lines, count_text);
  const std::size_t count =
      count_text.find_first_not_of("0123456789") == std::string::npos && !count_text.empty()
          ? std::stoull(count_text)
          : 0;
  const std::string header = Header(key, count);
  const std::size_t size = header.size() + (count * kWordsPerSlice + 1) * 8;
  const bool whole = format == kFormat && fingerprint == ReferenceFingerprint() && named == key &&
                     bytes.size() == size && bytes.compare(0, header.size(), header) == 0 &&
                     GetWord(bytes, size - 8) == Fnv1a(bytes.substr(0, size - 8));
  if (!whole) {
    Forget(key);  // truncated, damaged or not ours: computed again and written anew
    return out;
  }
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t at = header.size() + i * kWordsPerSlice * 8;
    StoredSlice s;
    s.first = GetWord(bytes, at);
    s.count = GetWord(bytes, at + 8);
    s.digest.sum = GetWord(bytes, at + 16);
    s.digest.exact = GetWord(bytes, at + 24);
    s.digest.any_nan = GetWord(bytes, at + 32);
    s.digest.skipped = GetWord(bytes, at + 40);
    s.digest.flushable = GetWord(bytes, at + 48);
    s.digest.ranges_hold = GetWord(bytes, at + 56) != 0;
    out[s.first] = s;
  }
  return out;
}

bool DigestStore::Save(const std::string& key, const std::vector<StoredSlice>& slices) const {
  if (!enabled() || slices.empty()) return false;
  std::map<std::uint64_t, StoredSlice> all = Load(key);
  for (const StoredSlice& s : slices) all[s.first] = s;
  std::string bytes = Header(key, all.size());
  for (const auto& [first, s] : all) {
    for (std::uint64_t w :
         {s.first, s.count, s.digest.sum, s.digest.exact, s.digest.any_nan, s.digest.skipped,
          s.digest.flushable, std::uint64_t{s.digest.ranges_hold}}) {
      PutWord(bytes, w);
    }
  }
  PutWord(bytes, Fnv1a(bytes));
  std::error_code ec;
  std::filesystem::create_directories(dir_, ec);
  // A name no other writer uses, then an atomic rename over the old file.
  const std::string temp =
      PathOf(key) + ".tmp-" + std::to_string(getpid()) + "-" + Hex(std::random_device{}());
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out.flush()) {
      std::filesystem::remove(temp, ec);
      return false;
    }
  }
  std::filesystem::rename(temp, PathOf(key), ec);
  if (ec) std::filesystem::remove(temp, ec);
  return !ec;
}

void DigestStore::Forget(const std::string& key) const {
  std::error_code ec;
  std::filesystem::remove(PathOf(key), ec);
}

}  // namespace clc
