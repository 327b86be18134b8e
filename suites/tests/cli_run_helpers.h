// Running build/clconform (or clconform-report) with any arguments and environment, for the
// tests of its command line, folders and signals.
#pragma once

#include <signal.h>
#include <unistd.h>

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

// Processes whose command line mentions `text` (the children of a run use its paths), only
// workers (--worker-out) unless `any`.
inline std::vector<pid_t> ProcessesMentioning(const std::string& text, bool any = false) {
  std::vector<pid_t> found;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator("/proc", ec)) {
    const std::string name = e.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::string cmd = Slurp(e.path() / "cmdline");
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
