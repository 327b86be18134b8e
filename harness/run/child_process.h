// Running a batch in a child process and watching it: a crash or a hang ends the child,
// never the run.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <sys/types.h>

namespace clc {

struct ChildOutcome {
  bool exited = false;  // exited on its own
  int exit_code = 0;
  int signal = 0;          // the signal that ended it, when it did not exit
  bool timed_out = false;  // killed by us: `watch` did not grow for the idle limit
  bool building = false;   // timed out while it said it was building (kBuildingRecord)
  double limit_s = 0;      // the limit it ran past, when timed out
  int spawn_error = 0;     // the errno of a child that could not be started (then exited, 127)

  std::string Describe() const;
};

// How long a child may go without growing its heartbeat file: `idle_s`, or `build_s` while the
// last line it wrote is kBuildingRecord (a program build, which writes no heartbeat however
// long a compiler takes: a loaded machine must not make it a hang of the case's kernel).
struct ChildLimits {
  ChildLimits(double idle, double build = 0) : idle_s(idle), build_s(build > 0 ? build : idle) {}
  double idle_s;
  double build_s;
};

// The line a child writes to its heartbeat file before it builds a program; its next line ends
// the build.
inline constexpr std::string_view kBuildingRecord = "{\"building\":true}";

// Starts `argv` (argv[0] is the program path) without waiting. With `output` set, its stdout
// and stderr go to that file, appended to (or, with `truncate`, emptied first). `env`:
// "NAME=value" entries that the child gets on top of this process's environment (replacing
// a variable of the same name). Returns its pid, or -1 when it could not be started.
pid_t SpawnChild(const std::vector<std::string>& argv, const std::string& output,
                 bool truncate = false, const std::vector<std::string>& env = {});

// Runs `argv` (argv[0] is the program path) and waits. While it runs, the file `watch` must
// grow within `limits` (the child's heartbeat); otherwise the child is killed with SIGKILL. With
// `output` set, the child's stdout and stderr (a driver's own compiler messages) go to that file
// instead of the console. `on_growth`, when set, is called each time `watch` has grown. `env` as
// for SpawnChild.
ChildOutcome RunChild(const std::vector<std::string>& argv, const std::string& watch,
                      ChildLimits limits, const std::string& output = "",
                      const std::function<void()>& on_growth = {},
                      const std::vector<std::string>& env = {});

// Waits for every child of `pids` (SpawnChild's) at once; one still running `limit_s` seconds
// after the call is killed with SIGKILL (timed_out). The outcomes are in `pids`' order.
std::vector<ChildOutcome> WaitChildren(const std::vector<pid_t>& pids, double limit_s);

}  // namespace clc
