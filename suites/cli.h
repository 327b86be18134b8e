// The command line of build/clconform, besides GoogleTest's own flags.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "harness/report/run_record.h"
#include "harness/run/input_space.h"
#include "harness/run/plan.h"
#include "reference/variant.h"

namespace clc {

// Exit codes, also listed by --help and the README. A signal that ends the run gives 128 + it.
enum ExitCode : int {
  kExitPass = 0,
  kExitFail = 1,            // a case failed, or results differ from the expectations
  kExitUsage = 2,           // unknown flag, malformed value, filter or path that cannot be used
  kExitNoPlatform = 3,      // the ICD loader found no OpenCL platform
  kExitNoDevice = 4,        // a --device selector matched nothing
  kExitNothingChecked = 5,  // no case selected, or every selected case skipped or not checked
  kExitReportBusy = 6,      // another run holds the --report-dir folder of a device
  kExitUnwritten = 7,       // a report or results file could not be written (a full disk)
};

// Most child processes per device --jobs accepts; more than the cores (at least 2) run as many
// as there are cores.
inline constexpr int kMaxJobs = 64;

struct CliOptions {
  bool help = false;
  bool list_devices = false;
  bool version = false;
  bool verbose = false;           // GoogleTest's own printer: a line per case
  std::vector<std::string> icds;  // --icd: driver libraries to load besides the registered ones
  // deqp-runner's files (harness/report/deqp.h): expected failures, flake and skip patterns,
  // and the results CSV to write.
  std::string deqp_baseline, deqp_flakes, deqp_skips, deqp_results;
  std::vector<std::string> devices;
  std::string device_id;  // --device-id: report.json's device.identity in place of platform / TYPE
  Coverage coverage = Coverage::kQuick;
  std::uint64_t seed = kDefaultSeed;
  std::vector<std::uint64_t> inputs;
  bool constant_path = true;
  std::string dump_kernels;            // folder to write the programs a run would build
  std::string report_dir;              // per-device reports go to REPORT_DIR/<platform>/
  std::string expectations_dir;        // expectations/<platform>@<driver>.txt or <platform>.txt
  std::string write_expectations_dir;  // write this run's failures as DIR/<platform>@<driver>.txt
  std::uint64_t operand_first = 0;     // --operand-range: a slice of the 32-bit patterns
  std::uint64_t operand_count = 0;
  std::string digest_store;  // --digest-store (empty: the default folder)
  bool digest_store_off = false;
  bool fill_digest_store = false;
  std::string program_cache;  // --program-cache (empty: the default folder)
  bool program_cache_off = false;
  bool program_cache_cpu = false;                // --program-cache-cpu
  bool resume = false;                           // continue the run journaled in REPORT_DIR
  double case_timeout_s = kDefaultCaseTimeoutS;  // a batch making no progress this long is killed
  int jobs = 0;  // child processes per device at once; 0: from the cores and the device type
  // Worker mode (internal): run the cases listed in `worker_cases` in this process and
  // write results and heartbeats to `worker_out`.
  std::string worker_cases;
  std::string worker_out;
  // With `worker_out`: replay the repro specs this file lists (a JSON array of their paths) on
  // the program each names, in place of running cases (suites/replay_worker.h).
  std::string replay_specs;
  std::vector<std::string> passthrough;  // arguments left for GoogleTest
  // Not a flag: the run's private temporary folder, where child processes' files go.
  std::string temp_dir;
};

// Parses and removes the suite's own flags; what remains goes to GoogleTest. On a malformed
// value, a flag that would be ignored (--resume without --report-dir, --operand-range at quick
// coverage or with --input) or an --expectations-dir that is no folder, returns nullopt and
// sets `error`.
std::optional<CliOptions> ParseCli(const std::vector<std::string>& args, std::string* error);

// --jobs as run on a machine of `cores` cores: at most one per core, but at least 2 (a build
// overlaps a run), and never more than asked.
int JobsFor(int requested, unsigned cores);

// Child processes for a device when --jobs does not say, on a host of `cores` cores: one per
// core, 2 to 16, on every device type. Each child compiles its programs on one core, one at a
// time (drivers build serially within a process), so compiling spreads over cores only across
// children; a GPU's contexts are cheap (H100, warm full run: 27.0 s with 8, 20.6 s with 16),
// and on a CPU device half a child per core left cores idle (PoCL 5 on 16 cores, full run
// with a warm digest store: 32.7 s with 8, 24.9 s with 16).
int DefaultJobs(unsigned cores);

// False, with `error` set, when an --input has bits beyond the operand type of a selected case
// (it would be cut to that type's width).
bool InputsFit(const std::vector<std::uint64_t>& inputs, const std::vector<Variant>& selected,
               std::string* error);

// Creates `dir` if needed; false with `error` naming `flag` when it is no writable folder.
bool UsableFolder(const std::string& dir, const std::string& flag, std::string* error);

// GoogleTest's sharding variables: both or neither, 0 <= GTEST_SHARD_INDEX < GTEST_TOTAL_SHARDS
// (GoogleTest itself would exit(1), past every clean-up). Sets `index` and `total` (0 and 1
// when unsharded); false with `error` set otherwise.
bool ReadShards(int* index, int* total, std::string* error);

// What the run checks, as report.json records it (filter, shard and ids are the caller's).
RunRecord RecordOf(const CliOptions& o);

std::string HelpText(const std::string& program);

// The run options the command line asks for: the one conversion, used by the worker that runs
// cases and by --dump-kernels, so both plan the same work.
RunOptions ToRunOptions(const CliOptions& o);

}  // namespace clc
