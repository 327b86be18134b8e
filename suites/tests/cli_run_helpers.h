// Running build/clconform (or clconform-report) with any arguments and environment, for the
// tests of its command line, folders and signals.
#pragma once

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <sys/wait.h>

#include "suites/tests/run_helpers.h"

namespace clc::testing_support {

namespace fs = std::filesystem;

inline std::string Slurp(const fs::path& p) {
  std::ifstream in(p);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

struct Ran {
  int code = 0;
  std::string out;
  std::string err;
};

inline Ran RunTool(const std::string& program, const std::vector<std::string>& args,
                   const std::map<std::string, std::string>& env, const fs::path& dir) {
  const pid_t pid = Spawn(program, args, env, dir / "stdout", dir / "stderr");
  Ran r;
  r.code = Wait(pid);
  r.out = Slurp(dir / "stdout");
  r.err = Slurp(dir / "stderr");
  return r;
}

// Waits until `ready` or `seconds` pass; whether it became ready.
template <typename Pred>
bool WaitUntil(Pred ready, double seconds) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  while (std::chrono::steady_clock::now() < end) {
    if (ready()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return ready();
}

// A file of /proc/<pid>/, or "" when it cannot be read whole: the process may end at any
// moment, and a read of its files then fails (ESRCH) where an ifstream would throw.
inline std::string ReadProcessFile(const fs::path& p) {
  const int fd = open(p.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return "";
  std::string text;
  char buf[4096];
  for (;;) {
    const ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) text.clear();
    if (n <= 0) break;
    text.append(buf, static_cast<std::size_t>(n));
  }
  close(fd);
  return text;
}

// Processes whose command line mentions `text` (the children of a run use its paths), only
// workers (--worker-out) unless `any`. A process that ends while it is looked at is not found.
inline std::vector<pid_t> ProcessesMentioning(const std::string& text, bool any = false) {
  std::vector<pid_t> found;
  std::error_code ec;
  for (fs::directory_iterator e("/proc", ec), end; !ec && e != end; e.increment(ec)) {
    const std::string name = e->path().filename().string();
    if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::string cmd = ReadProcessFile(e->path() / "cmdline");
    for (char& c : cmd) {
      if (c == '\0') c = ' ';
    }
    if (cmd.find(text) != std::string::npos &&
        (any || cmd.find("--worker-out") != std::string::npos)) {
      found.push_back(static_cast<pid_t>(std::stol(name)));
    }
  }
  return found;
}

// Entries of `dir` whose name starts with "clconform".
inline std::vector<std::string> Leftovers(const fs::path& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec)) {
    if (e.path().filename().string().rfind("clconform", 0) == 0) out.push_back(e.path().string());
  }
  return out;
}

// The words of a printed command line: spaces split, single quotes group ('\'' included).
inline std::vector<std::string> Words(const std::string& line) {
  std::vector<std::string> words;
  std::string w;
  bool quoted = false;
  bool any = false;
  for (char c : line) {
    if (c == '\'') {
      quoted = !quoted;
      any = true;
    } else if (c == ' ' && !quoted) {
      if (any) words.push_back(w);
      w.clear();
      any = false;
    } else {
      w += c;
      any = true;
    }
  }
  if (any) words.push_back(w);
  return words;
}

}  // namespace clc::testing_support
