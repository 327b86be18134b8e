// Starting a child with posix_spawn, and watching it through its heartbeat file.
#include "harness/run/child_process.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
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

}  // namespace

std::string ChildOutcome::Describe() const {
  if (timed_out) return "timeout: no progress within the time limit, the process was killed";
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
  return spawned == 0 ? pid : -1;
}

ChildOutcome RunChild(const std::vector<std::string>& argv, const std::string& watch,
                      double idle_limit_s, const std::string& output,
                      const std::function<void()>& on_growth, const std::vector<std::string>& env) {
  ChildOutcome out;
  const pid_t pid = SpawnChild(argv, output, false, env);
  if (pid < 0) {
    out.exited = true;
    out.exit_code = 127;
    return out;
  }
  long long last_size = FileSize(watch);
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
    if (size != last_size) {
      last_size = size;
      last_change = now;
      if (on_growth) on_growth();
    } else if (std::chrono::duration<double>(now - last_change).count() > idle_limit_s) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      out.timed_out = true;
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
