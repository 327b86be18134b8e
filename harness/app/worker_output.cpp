// A worker's output file, and its faults of the machine turned into kExitEnvironment.
#include "harness/app/worker_output.h"

#include <cerrno>
#include <cstring>
#include <iostream>
#include <new>
#include <system_error>

#include "harness/app/cli.h"

namespace clc {

namespace {

// The errors a host gives when something runs out or its storage fails: a disk or a quota,
// a file's size limit, descriptors, memory, processes or threads, a read-only or failing disk.
bool RanOut(int e) {
  return e == ENOSPC || e == EDQUOT || e == EFBIG || e == EMFILE || e == ENFILE || e == ENOMEM ||
         e == EAGAIN || e == EROFS || e == EIO;
}

// errno as the system says it, EIO where a stream failed and left none.
std::string Why(int e) { return std::strerror(e != 0 ? e : EIO); }

}  // namespace

WorkerOutputFile::WorkerOutputFile(std::string path)
    : path_(std::move(path)), out_(path_, std::ios::app) {
  if (!out_) Fail("cannot open");
}

void WorkerOutputFile::Line(std::string_view record, bool flush) {
  errno = 0;
  out_ << record << '\n';
  if (flush) out_.flush();
  if (!out_) Fail("cannot write");
}

void WorkerOutputFile::Fail(const char* what) const {
  throw EnvironmentFault(std::string(what) + " " + path_ + ": " + Why(errno));
}

void CheckReadable(const std::string& path) {
  errno = 0;
  const std::ifstream in(path);
  if (!in) throw EnvironmentFault("cannot read " + path + ": " + Why(errno));
}

int GuardedWorker(const std::function<int()>& work) {
  std::string fault;
  try {
    return work();
  } catch (const EnvironmentFault& e) {
    fault = e.what();
  } catch (const std::bad_alloc&) {
    fault = "out of memory";
  } catch (const std::system_error& e) {
    if (!RanOut(e.code().value())) throw;
    fault = e.what();
  }
  std::cerr << "clconform worker: a fault of the machine: " << fault << "\n";
  return kExitEnvironment;
}

}  // namespace clc
