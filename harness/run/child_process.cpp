// Starting a child with posix_spawn, and watching it through its heartbeat file.
#include "harness/run/child_process.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <iterator>
#include <thread>

#include <sys/stat.h>
#include <sys/wait.h>

extern char** environ;

namespace clc {

namespace {

// This process's environment with `extra`'s entries in place of those of the same names.
std::vector<std::string> EnvironmentWith(const std::vector<std::string>& extra) {
  std::vector<std::string> out;
  const auto named = [](const std::string& entry) { return entry.substr(0, entry.find('=') + 1); };
  for (char** e = environ; e != nullptr && *e != nullptr; ++e) {
    const std::string entry(*e);
    bool replaced = false;
    for (const std::string& x : extra) replaced = replaced || named(x) == named(entry);
    if (!replaced) out.push_back(entry);
  }
  out.insert(out.end(), extra.begin(), extra.end());
  return out;
}

long long FileSize(const std::string& path) {
  struct stat st {};
  return stat(path.c_str(), &st) == 0 ? static_cast<long long>(st.st_size) : -1;
}

// The last line of the file `path` of `size` bytes, without its newline ("" when it has none).
std::string LastLine(const std::string& path, long long size) {
  constexpr long long kTail = 256;  // longer than any kBuildingRecord line
  std::ifstream in(path, std::ios::binary);
  if (!in.seekg(std::max(0LL, size - kTail))) return "";
  std::string tail((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!tail.empty() && tail.back() == '\n') tail.pop_back();
  const std::size_t nl = tail.rfind('\n');
  return nl == std::string::npos ? tail : tail.substr(nl + 1);
}

}  // namespace

std::string ChildOutcome::Describe() const {
  if (spawn_error != 0) {
    return "the worker process could not be started: " + std::string(std::strerror(spawn_error));
  }
  if (timed_out) {
    const std::string limit = std::to_string(static_cast<long long>(limit_s)) + " s";
    return building
               ? "timeout: a program build took longer than " + limit + ", the process was killed"
               : "timeout: no progress within " + limit + ", the process was killed";
  }
  if (!exited) {
    const char* name = strsignal(signal);
    return "crash: the process died of signal " + std::to_string(signal) + " (" +
           (name != nullptr ? name : "?") + ")";
  }
  return "exit code " + std::to_string(exit_code);
}

pid_t SpawnChild(const std::vector<std::string>& argv, const std::string& output, bool truncate,
                 const std::vector<std::string>& env) {
  std::vector<char*> args;
  args.reserve(argv.size() + 1);
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const std::vector<std::string> entries = EnvironmentWith(env);
  std::vector<char*> envp;
  envp.reserve(entries.size() + 1);
  for (const auto& e : entries) envp.push_back(const_cast<char*>(e.c_str()));
  envp.push_back(nullptr);
  pid_t pid = 0;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  if (!output.empty()) {
    posix_spawn_file_actions_addopen(&actions, 1, output.c_str(),
                                     O_WRONLY | O_CREAT | (truncate ? O_TRUNC : O_APPEND), 0644);
    posix_spawn_file_actions_adddup2(&actions, 1, 2);
  }
  const int spawned =
      posix_spawn(&pid, argv[0].c_str(), &actions, nullptr, args.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) {
    errno = spawned;
    return -1;
  }
  return pid;
}

ChildOutcome RunChild(const std::vector<std::string>& argv, const std::string& watch,
                      ChildLimits limits, const std::string& output,
                      const std::function<void()>& on_growth, const std::vector<std::string>& env) {
  ChildOutcome out;
  const pid_t pid = SpawnChild(argv, output, false, env);
  if (pid < 0) {
    out.spawn_error = errno != 0 ? errno : EAGAIN;
    out.exited = true;
    out.exit_code = 127;
    return out;
  }
  long long last_size = FileSize(watch);
  bool building = false;
  auto last_change = std::chrono::steady_clock::now();
  for (;;) {
    int status = 0;
    const pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid) {
      out.exited = WIFEXITED(status);
      out.exit_code = out.exited ? WEXITSTATUS(status) : 0;
      out.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
      return out;
    }
    const long long size = FileSize(watch);
    const auto now = std::chrono::steady_clock::now();
    const double limit = building ? limits.build_s : limits.idle_s;
    if (size != last_size) {
      last_size = size;
      last_change = now;
      building = LastLine(watch, size) == kBuildingRecord;
      if (on_growth) on_growth();
    } else if (std::chrono::duration<double>(now - last_change).count() > limit) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      out.timed_out = true;
      out.building = building;
      out.limit_s = limit;
      out.signal = SIGKILL;
      return out;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

std::vector<ChildOutcome> WaitChildren(const std::vector<pid_t>& pids, double limit_s) {
  std::vector<ChildOutcome> out(pids.size());
  std::vector<bool> done(pids.size(), false);
  const auto start = std::chrono::steady_clock::now();
  for (std::size_t left = pids.size(); left > 0;) {
    const bool late =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > limit_s;
    for (std::size_t i = 0; i < pids.size(); ++i) {
      if (done[i]) continue;
      int status = 0;
      if (pids[i] < 0) {
        out[i].exited = true;
        out[i].exit_code = 127;  // not started
      } else if (waitpid(pids[i], &status, WNOHANG) == pids[i]) {
        out[i].exited = WIFEXITED(status);
        out[i].exit_code = out[i].exited ? WEXITSTATUS(status) : 0;
        out[i].signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
      } else if (late) {
        kill(pids[i], SIGKILL);
        waitpid(pids[i], &status, 0);
        out[i].timed_out = true;
        out[i].signal = SIGKILL;
      } else {
        continue;
      }
      done[i] = true;
      --left;
    }
    if (left > 0) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return out;
}

}  // namespace clc
