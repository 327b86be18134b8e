// Upkeep of the caches that runs keep on disk (the expected-digest store, the program cache):
// what no run has used for kCacheUnusedAge is removed, so that a machine that tests a new
// driver build every night, or upgrades clconform, does not keep every old one's entries for
// ever. "Used" is the file's (or folder's) modification time: writing an entry sets it, and
// so does MarkUsed when a run reads one. Only names the cache itself gives (64 hexadecimal
// digits, see IsCacheName) are ever removed, whatever else a user keeps in the folder.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>

namespace clc {

constexpr std::chrono::hours kCacheUnusedAge{24 * 30};

// 64 hexadecimal digits (a SHA-256), then `suffix`.
bool IsCacheName(const std::string& name, const std::string& suffix);

// Sets `path`'s modification time to now; a path that cannot be touched is left as it is.
void MarkUsed(const std::string& path);

// Removes the entries of `dir` named IsCacheName(name, suffix) (files, or folders with all
// they hold) whose modification time is older than `age`; returns how many it removed.
std::size_t RemoveUnused(const std::string& dir, const std::string& suffix,
                         std::chrono::hours age = kCacheUnusedAge);

// Creates `dir` and checks that this user can write in it and in every folder it holds (a
// cache on a read-only mount, or another user's, makes every compile that writes to it fail);
// false with `why` saying which folder and why otherwise.
bool WritableCacheFolder(const std::string& dir, std::string* why);

// Removes the entries of `dir` whose names end in `suffix` (and, with `cache_names`, are
// IsCacheName) that are not regular files: a folder, a pipe or a link in a cache entry's place
// is damage, never an entry (harness/files/checked_file.h). Returns a line saying what went
// and what could not be removed (then readers ignore it), "" when nothing was found.
std::string RemoveNonRegularEntries(const std::string& dir, const std::string& suffix,
                                    bool cache_names);

}  // namespace clc
