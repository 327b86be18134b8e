// The command line of build/clconform, besides GoogleTest's own flags.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "harness/run/input_space.h"
#include "harness/run/plan.h"

namespace clc {

// Exit codes, also listed by --help.
enum ExitCode : int {
  kExitPass = 0,
  kExitFail = 1,        // a case failed, or results differ from the expectations
  kExitUsage = 2,       // unknown flag, malformed value or filter
  kExitNoPlatform = 3,  // the ICD loader found no OpenCL platform
  kExitNoDevice = 4,    // a --device selector matched nothing
};

struct CliOptions {
  bool help = false;
  bool list_devices = false;
  bool version = false;
  std::vector<std::string> icds;  // --icd: driver libraries to load besides the registered ones
  // deqp-runner's files (harness/report/deqp.h): expected failures, flake and skip patterns,
  // and the results CSV to write.
  std::string deqp_baseline, deqp_flakes, deqp_skips, deqp_results;
  std::vector<std::string> devices;
  Coverage coverage = Coverage::kQuick;
  std::uint64_t seed = 1;
  std::vector<std::uint64_t> inputs;
  bool constant_path = true;
  std::string dump_kernels;            // folder to write the programs a run would build
  std::string report_dir;              // per-device reports go to REPORT_DIR/<platform>/
  std::string expectations_dir;        // expectations/<platform>.txt
  std::string write_expectations_dir;  // write this run's failures as DIR/<platform>.txt
  std::uint64_t operand_first = 0;     // --operand-range: a slice of the 32-bit patterns
  std::uint64_t operand_count = 0;
  std::string digest_store;  // --digest-store (empty: the default folder)
  bool digest_store_off = false;
  bool fill_digest_store = false;
  bool resume = false;          // continue the run journaled in REPORT_DIR
  double case_timeout_s = 120;  // a batch that makes no progress for this long is killed
  int jobs = 0;  // child processes per device at once; 0: from the cores and the device type
  // Worker mode (internal): run the cases listed in `worker_cases` in this process and
  // write results and heartbeats to `worker_out`.
  std::string worker_cases;
  std::string worker_out;
  std::vector<std::string> passthrough;  // arguments left for GoogleTest
};

// Parses and removes the suite's own flags; what remains goes to GoogleTest. On a malformed
// value returns nullopt and sets `error`.
std::optional<CliOptions> ParseCli(const std::vector<std::string>& args, std::string* error);

std::string HelpText(const std::string& program);

// The run options the command line asks for: the one conversion, used by the worker that runs
// cases and by --dump-kernels, so both plan the same work.
RunOptions ToRunOptions(const CliOptions& o);

}  // namespace clc
