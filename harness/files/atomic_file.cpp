// Whole files: mkstemp in the target's folder, write, fsync, close, rename.
#include "harness/files/atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <sys/stat.h>

namespace clc {

bool WriteFully(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    if (n == 0) {
      errno = ENOSPC;  // a write that makes no progress: the device takes no more
      return false;
    }
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

namespace {

std::string Failed(const std::string& path, int reason) {
  return "cannot write " + path + ": " + std::strerror(reason);
}

// Replacing a device or a pipe would replace the device itself.
bool WriteInPlace(const std::string& path, std::string_view bytes, std::string* error) {
  const int fd = open(path.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
  if (fd < 0) {
    *error = Failed(path, errno);
    return false;
  }
  const bool ok = WriteFully(fd, bytes);
  const int reason = errno;
  if (close(fd) != 0 && ok) {
    *error = Failed(path, errno);
    return false;
  }
  if (!ok) *error = Failed(path, reason);
  return ok;
}

}  // namespace

bool WriteFileAtomically(const std::string& path, std::string_view bytes, std::string* error,
                         bool sync) {
  struct stat st {};
  if (stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode))
    return WriteInPlace(path, bytes, error);
  // The temporary file is in the target's folder: rename is atomic only within a file system.
  std::string temp = path + ".tmp-XXXXXX";
  const int fd = mkostemp(temp.data(), O_CLOEXEC);
  if (fd < 0) {
    *error = Failed(path, errno);
    return false;
  }
  // mkstemp makes the file 0600; reports and cache entries are read as any file is.
  bool ok = fchmod(fd, 0644) == 0 && WriteFully(fd, bytes) && (!sync || fsync(fd) == 0);
  int reason = ok ? 0 : errno;
  if (close(fd) != 0 && ok) {
    ok = false;
    reason = errno;
  }
  if (ok && rename(temp.c_str(), path.c_str()) == 0) return true;
  if (ok) reason = errno;
  unlink(temp.c_str());
  *error = Failed(path, reason);
  return false;
}

}  // namespace clc
