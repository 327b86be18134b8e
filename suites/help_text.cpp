// The text of --help: every flag, the exit codes and the environment a run reads.
#include "suites/cli.h"

namespace clc {

namespace {

// Everything after the program's name.
constexpr char kHelpAfterName[] = R"( [options] [GoogleTest flags]

Checks OpenCL C's convert_* and as_type built-ins on OpenCL devices, lane by lane,
against a bit-exact reference.

Options:
  --list-devices           list every OpenCL platform with the ICD file or library it came
                           from, its devices, and why one adds none; then exit (with
                           --device: the selected devices only, one line each)
  --icd=LIB                also load this OpenCL driver library (path or name; repeatable),
                           e.g. a driver just built that no ICD file names yet
  --version                print the version, the commit and the reference's fingerprint
  --deqp-baseline=FILE     deqp-runner baseline: "case,Status" lines of expected failures
  --deqp-flakes=FILE       deqp-runner flake list: a failing case matching a line (regex) passes
  --deqp-skips=FILE        deqp-runner skip list: cases matching a line (regex) are not run
  --deqp-results=FILE      write deqp-runner's results CSV: case,Status,seconds per case
                           (the --deqp-* flags need a single device: give --device)
  --device=SEL             index or name substring (repeatable; default: every device), or
                           '=PLATFORM / DEVICE / DRIVER VERSION' matched whole (rerun lines)
  --device-id=TEXT         the device's identity in report.json, which clconform-report diff
                           and merge compare (default: "platform / TYPE", e.g.
                           "Portable Computing Language / CPU"; the full names are kept)
  --coverage=LEVEL         quick | full | exhaustive (default quick)
  --seed=N                 seed of the random inputs (default 1)
  --input=HEX              check only this operand (repeatable), from a buffer and folded;
                           no wider than the operand type of any selected case
  --no-constant-path       do not fold edge operands into kernels as constants
  --dump-kernels=DIR       write the programs the selected cases would build, then exit
  --report-dir=DIR         one folder per device, DIR/<platform>[-N] (N: the platform's Nth
                           device): report.json, .html, junit.xml, the journal; locked
                           while a run uses it
  --expectations-dir=DIR   known failures in DIR/<platform>@<driver>.txt, made on this driver
                           version, else DIR/<platform>.txt (DIR must exist)
  --write-expectations=DIR write this run's failures to DIR/<platform>@<driver>.txt, to
                           review, keeping the entries of cases this run did not select
                           (confirm each entry against MPFR or by hand before committing)
  --operand-range=F:C      full or exhaustive coverage of 32/64-bit operand types: only lanes
                           F..F+C-1 of the operand stream (hex; exhaustive 32-bit: patterns)
  --resume                 finish the run journaled in --report-dir, skipping done cases
  --case-timeout=S         kill a batch that makes no progress for S seconds (default 120)
  --jobs=N                 child processes per device at once, 1 to 64 (default: one per
                           core, 2 to 16; drivers build one program at a time in a
                           process); more than the cores (at least 2) run as many as
                           there are cores
  --digest-store=DIR       keep expected digests in DIR (default $XDG_CACHE_HOME/clconform
                           or ~/.cache/clconform), keyed by the reference's fingerprint;
                           each run rechecks a random sample of those it uses
  --no-digest-store        compute every expected digest, keep none
  --fill-digest-store      fill the store for the filtered cases at --coverage, on every
                           core, without a device (for denormal-supporting devices)
  --program-cache=DIR      keep built programs' binaries in DIR (default: the digest store's
                           default folder/programs), keyed by the program and the driver's
                           versions and library file; a later run on that driver loads them.
                           On PoCL: PoCL's own kernel cache (POCL_CACHE_DIR) in a folder
                           there, one per driver build, instead of binaries
  --no-program-cache       build every program from source, keep none (PoCL: its kernel
                           cache is where the environment puts it)
  --program-cache-cpu      keep binaries on CPU devices too (other CPU drivers keep none;
                           PoCL compiles every kernel again to give one: a slower first run)
  --verbose                GoogleTest's own console: a line as each case starts and ends
                           (by default a run prints its progress, one line per failing case,
                           GoogleTest's totals, then the summary, last)
  --help                   this text

GoogleTest flags work as usual: --gtest_filter='*/convert_int4_sat_rte_float4',
--gtest_list_tests, GTEST_TOTAL_SHARDS / GTEST_SHARD_INDEX, --gtest_output=xml:FILE;
--gtest_brief (or GTEST_BRIEF) gives GoogleTest's own console, as --verbose does.

--device alone chooses devices: the Khronos CTS's CL_DEVICE_TYPE, CL_PLATFORM_INDEX and
CL_DEVICE_INDEX are not read, and a run without --device refuses them (exit 2). Mesa's
Rusticl lists no device unless RUSTICL_ENABLE names a driver (RUSTICL_ENABLE=llvmpipe).

Exit codes: 0 pass, 1 failures, results that differ from the expectations or an error that
stopped the run, 2 bad usage (a flag, value, filter, file or path that cannot be used), 3 no
OpenCL platform (or a device that cannot be probed), 4 no device matches --device (or none
at all), 5 nothing checked (no case selected, or every selected case skipped), 6 a report
folder is in use by another run, 7 results could not be written (a report, --deqp-results or
--write-expectations file: a full disk; the journal keeps them for --resume); 128+N when
signal N ended the run.
)";

}  // namespace

std::string HelpText(const std::string& program) { return "Usage: " + program + kHelpAfterName; }

}  // namespace clc
