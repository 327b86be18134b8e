// Store files: a text header (format, fingerprint, key, slice count), the slices as 64-bit
// little-endian words, written as a checked file (harness/files/checked_file.h).
#include "harness/digest/digest_store.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <sstream>
#include <utility>

#include "harness/device/program_cache.h"
#include "harness/files/cache_upkeep.h"
#include "harness/files/checked_file.h"
#include "harness/files/sha256.h"
#include "reference/fingerprint.h"
#include "reference/operand_stream.h"

namespace clc {

namespace {

constexpr const char* kStoreFormat = "clconform-digest-store 1";
constexpr std::size_t kWordsPerSlice = 8;
// More slices than any stream holds (2^32 lanes are 4,096 slices), with room for slices of
// other operand ranges; a larger file is not one of ours.
constexpr std::uint64_t kMaxSlices = std::uint64_t{1} << 20;
constexpr std::uint64_t kMaxFileBytes = 4096 + kMaxSlices * kWordsPerSlice * 8;

// Whether a slice's counts can be a digest of `count` lanes: each lane is counted at most
// once, and a flag is 0 or 1. A slice that passes its file's checksum but not this was
// written by something else (or forged) and would count lanes that were never run.
bool Plausible(const StoredSlice& s, std::uint64_t ranges_word) {
  const ChunkDigest& d = s.digest;
  return s.count > 0 && s.first + s.count > s.first && d.exact <= s.count &&
         d.any_nan <= s.count - d.exact && d.skipped <= s.count - d.exact - d.any_nan &&
         d.flushable <= s.count - d.exact - d.any_nan - d.skipped && ranges_word <= 1;
}

std::string StoreHeader(const std::string& key, std::size_t slices) {
  return std::string(kStoreFormat) + "\n" + std::string(ReferenceFingerprint()) + "\n" + key +
         "\n" + std::to_string(slices) + "\n";
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

std::string DefaultProgramCacheDir() {
  const std::string user = DefaultDigestStoreDir();
  return user.empty() ? "" : user + "/programs";
}

std::string DigestStreamKey(const LaneStream& s) {
  std::string key(Name(s.src));
  if (s.table != nullptr) {
    std::uint64_t h = s.table->size();
    for (std::uint64_t x : *s.table) h = SplitMix64(h ^ x);
    return key + "-table-" + Hex(h);
  }
  return key + (s.sequential ? "-every"
                             : "-seeded-" + Hex(s.keys.low) + "-" + Hex(s.keys.high) + "-" +
                                   Hex(s.keys.shape));
}

namespace {

// A conversion's part of a key: its result type, saturation, rounding and denormal support.
std::string StoredConversionKey(const Conversion& c, const FpCaps& caps) {
  return "-to-" + std::string(Name(c.dst)) + (c.saturate ? "-sat-" : "-") +
         std::string(NameOf(c.mode)) + "-denorm" + (caps.Denorm(c.src) ? "1" : "0") +
         (caps.Denorm(c.dst) ? "1" : "0");
}

}  // namespace

std::string DigestStoreKey(const DigestJob& job, const std::string& stream_key,
                           const FpCaps& caps) {
  if (job.identity) return stream_key + "-as_type-keep" + std::to_string(job.keep_of_four);
  if (job.word.empty())
    return stream_key + StoredConversionKey(job.c, caps) + (job.counts_only ? "-counts" : "");
  // A word: its members, each at its offset (a hash of them: the names would be long).
  std::string members;
  for (const WordMember& m : job.word)
    members += StoredConversionKey(m.c, caps) + "-at" + std::to_string(m.offset);
  return stream_key + "-word" + std::to_string(job.word.size()) + "-" +
         Sha256Hex(members).substr(0, 32);
}

std::size_t PruneDigestStore(const std::string& root) {
  if (root.empty()) return 0;
  MarkUsed(root + "/" + std::string(ReferenceFingerprint()));
  return RemoveUnused(root, "");
}

std::vector<std::string> PruneCaches(const std::string& digest_store,
                                     const std::string& program_cache) {
  std::vector<std::string> lines;
  for (const std::string& damaged :
       {digest_store.empty()
            ? ""
            : RemoveNonRegularEntries(DigestStore(digest_store).dir(), ".bin", false),
        program_cache.empty() ? "" : RemoveNonRegularEntries(program_cache, ".bin", true)}) {
    if (!damaged.empty()) lines.push_back(damaged);
  }
  const std::size_t folders = PruneDigestStore(digest_store);
  const std::size_t programs = PruneProgramCache(program_cache);
  if (folders + programs == 0) return lines;
  const auto days = kCacheUnusedAge.count() / 24;
  lines.push_back("removed " + std::to_string(folders) +
                  " digest-store folder(s) of other references and " + std::to_string(programs) +
                  " program-cache entr" + (programs == 1 ? "y" : "ies") + " that no run used for " +
                  std::to_string(days) + " days");
  return lines;
}

DigestStore::DigestStore(const std::string& root)
    : dir_(root.empty() ? "" : root + "/" + std::string(ReferenceFingerprint())) {}

std::string DigestStore::PathOf(const std::string& key) const { return dir_ + "/" + key + ".bin"; }

std::map<std::uint64_t, StoredSlice> DigestStore::Load(const std::string& key) const {
  std::map<std::uint64_t, StoredSlice> out;
  if (!enabled()) return out;
  const std::optional<std::string> read = ReadCheckedFile(PathOf(key), kMaxFileBytes);
  if (!read) return out;  // none, or truncated or damaged (then removed)
  const std::string& bytes = *read;
  // The header names the count; the rest must be exactly the slices.
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
  const std::string header = StoreHeader(key, count);
  const bool whole = format == kStoreFormat && fingerprint == ReferenceFingerprint() &&
                     named == key && bytes.size() == header.size() + count * kWordsPerSlice * 8 &&
                     bytes.compare(0, header.size(), header) == 0;
  if (!whole) {
    Forget(key);  // not ours: computed again and written anew
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
    const std::uint64_t ranges_word = GetWord(bytes, at + 56);
    s.digest.ranges_hold = ranges_word != 0;
    if (!Plausible(s, ranges_word) || out.count(s.first) != 0) {
      Forget(key);  // damaged: computed again and written anew
      return {};
    }
    out[s.first] = s;
  }
  return out;
}

bool DigestStore::Save(const std::string& key, const std::vector<StoredSlice>& slices) const {
  if (!enabled() || slices.empty()) return false;
  std::map<std::uint64_t, StoredSlice> all = Load(key);
  for (const StoredSlice& s : slices) all[s.first] = s;
  std::string bytes = StoreHeader(key, all.size());
  for (const auto& [first, s] : all) {
    for (std::uint64_t w :
         {s.first, s.count, s.digest.sum, s.digest.exact, s.digest.any_nan, s.digest.skipped,
          s.digest.flushable, std::uint64_t{s.digest.ranges_hold}}) {
      PutWord(bytes, w);
    }
  }
  return WriteCheckedFile(PathOf(key), std::move(bytes));
}

void DigestStore::Forget(const std::string& key) const { RemoveDamagedEntry(PathOf(key)); }

}  // namespace clc
