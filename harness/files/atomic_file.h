// Files that are whole or absent: written under a temporary name in their own folder, synced,
// then renamed over the old file. A full disk, a quota or an I/O error leaves the old file (or
// none) and says so, never a truncated or empty one that a CI job would read as a result.
#pragma once

#include <string>
#include <string_view>

namespace clc {

// Writes `bytes` to `path` whole; false with `error` ("cannot write PATH: <strerror>") when
// any step fails, and then nothing of this write is left. `sync`: on the disk before the
// rename (a result); a cache entry, which a reader checks and computes again, need not wait.
// An existing device or pipe (/dev/stdout) is written in place: there is nothing to rename.
bool WriteFileAtomically(const std::string& path, std::string_view bytes, std::string* error,
                         bool sync = true);

// Writes all of `bytes` to `fd`, again after EINTR and short writes; false with errno set
// (ENOSPC for a write that makes no progress) otherwise.
bool WriteFully(int fd, std::string_view bytes);

}  // namespace clc
