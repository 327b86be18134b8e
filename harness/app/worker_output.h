// What a worker child writes, and the faults of the machine it may meet on the way: its own
// files not written (a full disk or quota, too many open files), no memory, no thread. Those are
// no verdict about the driver: the worker ends with kExitEnvironment and a line on stderr
// naming the fault, and the parent stops the run without a verdict for the cases it held
// (harness/app/isolated_runner.h). An OpenCL error the driver returns stays the case's own.
#pragma once

#include <fstream>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace clc {

// A fault of the machine: what could not be done, and why (the system's words).
class EnvironmentFault : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The worker's output file, appended to a record a line: a line that cannot be written (or a
// file that cannot be opened) throws EnvironmentFault.
class WorkerOutputFile {
 public:
  explicit WorkerOutputFile(std::string path);
  // `record` and a newline, flushed unless `flush` is false (the last of several flushes).
  void Line(std::string_view record, bool flush = true);

 private:
  [[noreturn]] void Fail(const char* what) const;
  std::string path_;
  std::ofstream out_;
};

// Throws EnvironmentFault when the file `path`, one the parent wrote for this worker (its
// batch, its list of specs), cannot be opened for reading.
void CheckReadable(const std::string& path);

// `work()`'s exit code, or kExitEnvironment after a line on stderr where it meets a fault of
// the machine: EnvironmentFault, no memory (std::bad_alloc), or a system error of a resource
// run out (a disk, a quota, descriptors, memory, processes or threads).
int GuardedWorker(const std::function<int()>& work);

}  // namespace clc
