// One batch in a worker child: its files written in the run's folder, the child started and
// watched, and what it wrote read back; a fault of the machine (the worker's files not written,
// no process to be had, a worker that met one: harness/app/worker_output.h) told apart from what
// the driver did, since it is no verdict about the driver.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "harness/app/cli.h"
#include "harness/run/child_process.h"
#include "harness/run/worker_protocol.h"

namespace clc {

// What a batch's child did: how it ended, what it wrote, and the fault of the machine that
// stopped it ("" when none: then how it ended is the driver's).
struct BatchChild {
  ChildOutcome outcome;
  WorkerOutput out;
  std::string fault;
  std::string console;  // the file of its console output
};

// Where a batch's child runs: this program `self` with `options` (a worker's cases and output
// set here), `env` on top of this environment, its files in `work_dir` named by `id`.
struct BatchChildSetup {
  std::string self;
  CliOptions options;
  std::vector<std::string> env;
  ChildLimits limits;
  std::string work_dir;
};

// Runs `batch` in a child; `heard` sees what it has written so far each time it writes more.
BatchChild RunBatchChild(const BatchChildSetup& setup, const std::string& id,
                         const WorkerBatch& batch,
                         const std::function<void(const WorkerOutput&)>& heard);

// The fault of the machine that ended a child ("" when it is none): it could not be started,
// it said so (kExitEnvironment, its line in `console`), or it ran past the limit of a file's
// size (SIGXFSZ).
std::string MachineFault(const ChildOutcome& outcome, const std::string& console);

}  // namespace clc
