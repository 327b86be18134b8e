// What a run leaves behind: nothing. Its temporary folder is private to it and removed on
// every exit path: a normal end, SIGINT, SIGTERM and SIGHUP (handled in a thread of their own);
// its child processes end when it ends, even by SIGKILL (they watch their parent); and the folders
// of runs killed by SIGKILL are removed by the next run.
#pragma once

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <string>

namespace clc {

// Called first thing in main: if this process was started by a clconform process (the
// CLCONFORM_PARENT variable names its parent), it ends when the parent ends (a thread checks
// every 0.1 s): a worker at once, a per-device run by SIGTERM so that it cleans up; a worker
// whose parent is already gone exits. Then names this process in CLCONFORM_PARENT for its own
// children. Returns false when the process should exit at once.
bool FollowParent(bool worker);

// Removes the private temporary folders of this user's runs whose process is gone (killed
// with SIGKILL, which nothing can clean up after). Called at the start of every run.
void RemoveStaleTemps();

// This run's private temporary folder, $TMPDIR/clconform-<pid>-XXXXXX; removed by the
// destructor.
class PrivateTemp {
 public:
  PrivateTemp();  // throws std::runtime_error when it cannot be made
  ~PrivateTemp();
  PrivateTemp(const PrivateTemp&) = delete;
  PrivateTemp& operator=(const PrivateTemp&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// Blocks SIGINT, SIGTERM and SIGHUP in this thread and every thread it starts, and starts a
// thread that waits for them: on one, it removes the folder last given to the returned
// object's Remove (if any) and exits with 128 + the signal (the children follow, see
// FollowParent). Call before any other thread starts (the OpenCL drivers start some). It also
// ignores SIGXFSZ, as the children then do: past a file's size limit (ulimit -f) a write fails
// (EFBIG), which the run reports as the fault of the machine it is, instead of dying of it.
class SignalCleanup {
 public:
  void Remove(const std::string& folder);
  // Runs `write` (what a later run reads: the journal, the reports), unless a signal has begun
  // to end the process: then waits for the end and never runs it. While the folder is being
  // removed the other threads go on, and a worker whose output file vanished reads as one that
  // ended without a result: a false `error` that the journal would keep for --resume.
  void Persist(const std::function<void()>& write);
  // The signal thread's first step: no `write` runs from here on. Returns the folder to remove.
  std::string Ending();

 private:
  std::mutex mutex_;
  std::condition_variable never_;  // Persist waits on it once ending_: _exit ends the wait
  std::string folder_;
  bool ending_ = false;
};
std::shared_ptr<SignalCleanup> CleanUpOnSignals();

}  // namespace clc
