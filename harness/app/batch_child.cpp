// A batch's worker child, and the faults of the machine that are no verdict.
#include "harness/app/batch_child.h"

#include <signal.h>

#include <cerrno>
#include <cstring>
#include <fstream>

namespace clc {

namespace {

// The line a worker writes on stderr naming a fault of the machine (harness/app/worker_output.cpp).
constexpr const char* kFaultLine = "clconform worker: a fault of the machine: ";

std::string FaultLineOf(const std::string& console) {
  std::ifstream in(console);
  std::string said;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(kFaultLine, 0) == 0) said = line.substr(std::strlen(kFaultLine));
  }
  return said;
}

}  // namespace

std::string MachineFault(const ChildOutcome& outcome, const std::string& console) {
  if (outcome.spawn_error != 0) return outcome.Describe();
  if (!outcome.exited && !outcome.timed_out && outcome.signal == SIGXFSZ) {
    return "a worker ran past the limit of a file's size (ulimit -f)";
  }
  if (!outcome.exited || outcome.exit_code != kExitEnvironment) return "";
  const std::string said = FaultLineOf(console);
  return "a worker stopped: " + (said.empty() ? std::string("it could not write its files") : said);
}

BatchChild RunBatchChild(const BatchChildSetup& setup, const std::string& id,
                         const WorkerBatch& batch,
                         const std::function<void(const WorkerOutput&)>& heard) {
  BatchChild done;
  const std::string cases_path = setup.work_dir + "/cases-" + id + ".json";
  const std::string out_path = setup.work_dir + "/out-" + id + ".jsonl";
  done.console = setup.work_dir + "/console-" + id + ".txt";
  errno = 0;
  if (!WriteWorkerBatch(cases_path, batch) || !std::ofstream(out_path, std::ios::trunc).flush()) {
    done.fault = "cannot write a worker's files in " + setup.work_dir + ": " +
                 std::strerror(errno != 0 ? errno : EIO);
    return done;
  }
  CliOptions child = setup.options;
  child.worker_cases = cases_path;
  child.worker_out = out_path;
  std::vector<std::string> argv = {setup.self};
  for (std::string& a : ChildArguments(child)) argv.push_back(std::move(a));
  WorkerOutputReader reader(out_path);
  done.outcome = RunChild(
      argv, out_path, setup.limits, done.console,
      [&] {
        reader.Poll();
        heard(reader.output());
      },
      setup.env);
  reader.Poll(true);
  done.out = reader.Take();
  done.fault = MachineFault(done.outcome, done.console);
  return done;
}

}  // namespace clc
