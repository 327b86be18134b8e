// Files that are whole or absent, for the caches that runs share (the expected-digest store,
// the program cache): a checked file is its bytes followed by their FNV-1a checksum (a 64-bit
// little-endian word). It is written whole under a name no other writer uses and renamed over
// the old file, so concurrent writers and kill -9 never leave half a file; a file that is too
// short or fails its checksum is removed when read, and the reader computes what it held anew.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace clc {

std::uint64_t Fnv1a(std::string_view bytes);

// Appends `w` as 8 bytes, little-endian; reads one back from `in` at byte `at`.
void PutWord(std::string& out, std::uint64_t w);
std::uint64_t GetWord(std::string_view in, std::size_t at);

// Writes `bytes` and their checksum to `path` (its folder is created); false when it cannot.
bool WriteCheckedFile(const std::string& path, std::string bytes);

// The bytes of `path` before the checksum; nullopt when there is no such file, or when it is
// truncated, damaged, larger than `max_bytes` or not a regular file (a folder, a pipe, a
// link, a device: then it is removed where it can be, and never opened as it is, so a pipe
// cannot hang the reader nor a link to /dev/zero fill its memory).
std::optional<std::string> ReadCheckedFile(const std::string& path, std::uint64_t max_bytes);

// Whether `path` is an entry that ReadCheckedFile would refuse for its kind (not a regular
// file), without opening it.
bool IsNonRegularEntry(const std::string& path);

// Removes a damaged entry of whatever kind (a folder with what it holds, a link and not what
// it names); false when it cannot (a reader then ignores it).
bool RemoveDamagedEntry(const std::string& path);

}  // namespace clc
