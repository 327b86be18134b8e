// The command line of build/clconform, besides GoogleTest's own flags: exit codes and the
// checks that need more than the options (harness/run/options.h declares them).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "harness/run/options.h"
#include "harness/run/plan.h"
#include "reference/variant.h"

namespace clc {

// Exit codes, also listed by --help and docs/running.md. A signal that ends the run gives 128 + it.
enum ExitCode : int {
  kExitPass = 0,
  kExitFail = 1,            // a case failed, or results differ from the expectations
  kExitUsage = 2,           // unknown flag, malformed value, filter or path that cannot be used
  kExitNoPlatform = 3,      // the ICD loader found no OpenCL platform
  kExitNoDevice = 4,        // a --device selector matched nothing
  kExitNothingChecked = 5,  // no case selected, a filter pattern selects none, or every selected
                            // case skipped or not checked
  kExitReportBusy = 6,      // another run holds the --report-dir folder of a device
  kExitUnwritten = 7,       // a report or results file could not be written (a full disk)
  kExitJournalRefused = 8,  // --resume of a journal holding a record it cannot trust
  // An --icd library that does not load, has no platform or no device, or an ICD that exited,
  // hung or crashed while it was listed (a run without --device tests the others first).
  kExitIcd = 9,
  // A fault of the machine stopped the run, no verdict about the driver: a worker's files
  // could not be written (a full disk or quota, too many open files), no memory or process
  // could be had. The cases it stopped get no result; the journal keeps the others for --resume.
  kExitEnvironment = 10,
};

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

// GoogleTest's --gtest_output (FORMAT[:PATH], `output`): false, with `error` set, when its file
// cannot be written (a folder in its place, a file or folder this user cannot write), where
// GoogleTest would abort at the end of the run.
bool GoogleTestOutputUsable(const std::string& output, std::string* error);

// GoogleTest's sharding variables: both or neither, 0 <= GTEST_SHARD_INDEX < GTEST_TOTAL_SHARDS
// (GoogleTest itself would exit(1), past every clean-up). Sets `index` and `total` (0 and 1
// when unsharded); false with `error` set otherwise.
bool ReadShards(int* index, int* total, std::string* error);

std::string HelpText(const std::string& program);

}  // namespace clc
