// Every command-line option of build/clconform, declared once: its value (a field of
// CliOptions) and its row of kOptionTable. Its parsing, its --help line, its place in
// report.json's run record, its spelling on a child's command line and in a rerun line follow
// from the row (options.cpp, which a new option leaves alone); no other production file
// spells a flag (scripts/check_options.sh). docs/architecture.md, "Adding a command-line
// option".
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/report/format.h"
#include "harness/report/run_record.h"
#include "harness/run/input_space.h"

namespace clc {

inline constexpr std::uint64_t kDefaultSeed = 1;
inline constexpr double kDefaultCaseTimeoutS = 120;
inline constexpr double kDefaultIcdTimeoutS = 60;
inline constexpr double kDefaultBuildTimeoutS = 600;  // a slow compiler is no hung kernel
// Most child processes per device --jobs accepts; more than the cores (at least 2) run as many
// as there are cores.
inline constexpr int kMaxJobs = 64;

struct CliOptions {
  bool help = false;
  bool list_devices = false;
  bool version = false;
  bool verbose = false;  // GoogleTest's own printer: a line per case
  // --icd: the driver libraries to test, in place of the ICDs the loader's environment names.
  std::vector<std::string> icds;
  double icd_timeout_s = kDefaultIcdTimeoutS;  // the most an ICD may take to be listed
  // deqp-runner's files (harness/report/deqp.h): expected failures, flake and skip patterns,
  // and the results CSV to write.
  std::string deqp_baseline, deqp_flakes, deqp_skips, deqp_results;
  std::vector<std::string> devices;
  bool one_device = false;  // a --device that selects several devices is a usage error
  bool pool = false;        // the devices --device selects, all alike, share one run and one report
  std::string device_id;  // --device-id: report.json's device.identity in place of platform / TYPE
  Coverage coverage = Coverage::kQuick;
  std::uint64_t seed = kDefaultSeed;
  std::vector<std::uint64_t> inputs;  // when not empty: only these operands, on both paths
  bool constant_path = true;
  std::string dump_kernels;            // folder to write the programs a run would build
  std::string report_dir;              // per-device reports go to REPORT_DIR/<platform>/
  std::string expectations_dir;        // expectations/<platform>@<driver>.txt or <platform>.txt
  std::string write_expectations_dir;  // write this run's failures as DIR/<platform>@<driver>.txt
  // Full or exhaustive coverage of a 32- or 64-bit operand type: only the lanes
  // first .. first+count-1 of its operand stream (count 0: every lane).
  std::uint64_t operand_first = 0;
  std::uint64_t operand_count = 0;
  // The expected-digest store's folder and the program cache's: as given here (empty: the
  // default folder); in RunOptions as the run uses them (empty: none).
  std::string digest_store;
  bool digest_store_off = false;
  bool fill_digest_store = false;
  std::string program_cache;
  bool program_cache_off = false;
  // Whether CPU devices use the program cache too: PoCL compiles every kernel to give a
  // program's binary, which made a first run nearly twice as long; it keeps a kernel cache of
  // its own.
  bool program_cache_cpu = false;
  bool resume = false;                             // continue the run journaled in REPORT_DIR
  double case_timeout_s = kDefaultCaseTimeoutS;    // a batch making no progress this long is killed
  double build_timeout_s = kDefaultBuildTimeoutS;  // a program build taking longer is killed
  int jobs = 0;  // child processes per device at once; 0: from the cores and the device type
  // Worker mode (internal): run the cases listed in `worker_cases` in this process and
  // write results and heartbeats to `worker_out`.
  std::string worker_cases;
  std::string worker_out;
  // With `worker_out`: replay the repro specs this file lists (a JSON array of their paths) on
  // the program each names, in place of running cases (harness/app/replay_worker.h).
  std::string replay_specs;
  // With `worker_out`: list this ICD library's platforms and devices (harness/device/listing.h)
  // in place of running cases.
  std::string probe_icd;
  std::vector<std::string> passthrough;  // arguments left for GoogleTest
  // Not a flag: the run's private temporary folder, where child processes' files go.
  std::string temp_dir;
};

// The field an option sets.
using OptionField =
    std::variant<bool CliOptions::*, std::string CliOptions::*,
                 std::vector<std::string> CliOptions::*, std::uint64_t CliOptions::*,
                 std::vector<std::uint64_t> CliOptions::*, Coverage CliOptions::*,
                 double CliOptions::*, int CliOptions::*>;

// One option. Built by Switch or Value and the methods after them; what a row leaves unsaid
// follows from its field's type (options.cpp): a switch sets its field to `switch_value`; a
// text is kept (a list: every value), an empty one refused as needing `must`; a coverage level
// is parsed, seconds (a double) are a positive whole number of at most 6 digits; a child and a
// rerun get its value where it differs from CliOptions{}'s, and the record holds the field.
struct OptionRow {
  const char* flag = nullptr;
  const char* value_name = nullptr;  // its value in --help ("N"); nullptr: a switch
  OptionField field;
  const char* help = nullptr;  // its --help text, lines joined by '\n'; nullptr: internal
  bool switch_value = true;
  const char* must = nullptr;  // "FLAG must be MUST, not 'x'" (or "FLAG needs MUST": empty)
  bool (*parse)(const std::string& value, CliOptions* o) = nullptr;
  // Its values on a child's command line and in the record, one word each ("" for a switch
  // given); none where it is not given.
  std::vector<std::string> (*values)(const CliOptions& o) = nullptr;
  bool to_child = false;      // child processes get it (they run what this process asks)
  bool recorded = false;      // report.json's run record holds it, and rerun lines carry it
  const char* key = nullptr;  // the record's member of report.json's "run" (nullptr: none)
  nlohmann::json (*record)(const CliOptions& o) = nullptr;  // its value there
  bool checked = false;                                     // RecordedOption::checked
  RecordedOption::Rerun rerun = RecordedOption::kAsGiven;
  const char* example = nullptr;  // a value it accepts, for the tests

  OptionRow Parse(bool (*fn)(const std::string&, CliOptions*)) const;
  OptionRow Values(std::vector<std::string> (*fn)(const CliOptions&)) const;
  OptionRow Child() const;
  // Recorded in report.json's run.KEY (KEY nullptr: in run.options alone), carried by rerun
  // lines as `rerun` says; `checked`: runs that differ in it do not add up.
  OptionRow Record(const char* key, bool checked,
                   RecordedOption::Rerun rerun = RecordedOption::kAsGiven) const;
  OptionRow RecordAs(nlohmann::json (*fn)(const CliOptions&)) const;
  OptionRow Example(const char* value) const;
};

OptionRow Switch(const char* flag, bool CliOptions::*field, const char* help, bool value = true);
OptionRow Value(const char* flag, const char* value_name, OptionField field, const char* must,
                const char* help);

// Value parsers and spellings the rows share.
bool ParseHex(const std::string& text, std::uint64_t* out);
// A decimal number of at most `digits` digits and nothing else.
bool ParseDecimal(const std::string& text, std::size_t digits, std::uint64_t* out);
// --operand-range's FIRST:COUNT, in hexadecimal, a non-empty range within 2^32 lanes.
bool ParseOperandRange(const std::string& text, CliOptions* o);
// The folders the run uses ("": none): the given one, the default, or none when switched off.
std::string DigestStoreOf(const CliOptions& o);
std::string ProgramCacheOf(const CliOptions& o);
// A text option's values: `text`, none where it is empty. A switch's: given where `on`.
std::vector<std::string> TextIfAny(const std::string& text);
std::vector<std::string> SwitchIf(bool on);
// Each --icd as a path from the root where it is one, so that it loads from any folder; a bare
// library name is left for the dynamic linker to find.
std::vector<std::string> AbsoluteIcds(const CliOptions& o);

// The table, in --help's order; a rerun line carries the recorded options in this order too.
inline const OptionRow kOptionTable[] = {
    Switch("--list-devices", &CliOptions::list_devices,
           "list every OpenCL platform with the ICD file or library it came\n"
           "from, its devices, and why one adds none; then exit (with\n"
           "--device: the selected devices only, one line each)"),
    Value("--icd", "LIB", &CliOptions::icds, "the path of an OpenCL driver library",
          "test this OpenCL driver library (path or name; repeatable), e.g. a\n"
          "driver just built, in place of the ICDs the loader would read:\n"
          "--device selects among its devices; one that does not load or\n"
          "has no device ends the run (exit 9)")
        .Values(AbsoluteIcds)
        .Child()
        .Record("icds", true)
        .RecordAs([](const CliOptions& o) { return nlohmann::json(AbsoluteIcds(o)); })
        .Example("/opt/lib/libMyDriver.so"),
    Value("--icd-timeout", "S", &CliOptions::icd_timeout_s, "a positive number of seconds",
          "give up on an ICD that takes longer than S seconds to list its\n"
          "platforms and devices (default 60): it is named, not tested")
        .Example("20"),
    Switch("--version", &CliOptions::version,
           "print the version, the commit and the reference's fingerprint"),
    Value("--device", "SEL", &CliOptions::devices, "an index or a name substring",
          "index or name substring (repeatable; default: every device), or\n"
          "'=PLATFORM / DEVICE / DRIVER VERSION' matched whole (rerun lines).\n"
          "The Khronos CTS's CL_DEVICE_TYPE, CL_PLATFORM_INDEX and\n"
          "CL_DEVICE_INDEX are not read: a run without --device refuses them\n"
          "(exit 2)")
        .Child()
        .Record(nullptr, false, RecordedOption::kDevice)
        .Example("2"),
    Switch("--one-device", &CliOptions::one_device,
           "refuse a --device that selects more than one device (exit 2),\n"
           "for a script that reports on one device"),
    Switch("--pool", &CliOptions::pool,
           "the devices --device selects, all alike (platform, device and\n"
           "driver: the GPUs of one host), run one device's run together:\n"
           "its child processes dealt over them, one report (exit 2 where\n"
           "they differ)"),
    Value("--device-id", "TEXT", &CliOptions::device_id, "a text",
          "the device's identity in report.json, which clconform-report diff\n"
          "and merge compare (default: \"platform / TYPE\", e.g.\n"
          "\"Portable Computing Language / CPU\"; the full names are kept)"),
    Value("--coverage", "LEVEL", &CliOptions::coverage, "quick, full or exhaustive",
          "quick | full | exhaustive (default quick)")
        .Child()
        .Record("coverage", true)
        .Example("full"),
    Value("--seed", "N", &CliOptions::seed, "a decimal number",
          "seed of the random inputs (default 1)")
        .Parse([](const std::string& v, CliOptions* o) { return ParseDecimal(v, 19, &o->seed); })
        .Child()
        .Record("seed", true)
        .Example("7"),
    Switch("--no-constant-path", &CliOptions::constant_path,
           "do not fold edge operands into kernels as constants", false)
        .Child()
        .Record("constant_path", true),
    Value("--case-timeout", "S", &CliOptions::case_timeout_s, "a positive number of seconds",
          "kill a worker whose kernels make no progress for S seconds (default 120;\n"
          "N x 120 for each of N devices run at once)")
        .Record("case_timeout_s", false)
        .Example("30"),
    Value("--build-timeout", "S", &CliOptions::build_timeout_s, "a positive number of seconds",
          "kill a worker whose program build takes longer than S seconds (default 600)")
        .Record("build_timeout_s", false)
        .Example("900"),
    Value("--input", "HEX", &CliOptions::inputs, "the operand's bits in hexadecimal",
          "check only this operand (repeatable), from a buffer and folded;\n"
          "no wider than the operand type of any selected case")
        .Parse([](const std::string& v, CliOptions* o) {
          std::uint64_t bits = 0;
          if (!ParseHex(v, &bits)) return false;
          o->inputs.push_back(bits);
          return true;
        })
        .Values([](const CliOptions& o) {
          std::vector<std::string> hex;
          for (std::uint64_t in : o.inputs) hex.push_back(OperandText(in));
          return hex;
        })
        .Child()
        .Record("inputs", true, RecordedOption::kOperand)
        .Example("0x3f800000"),
    Value("--operand-range", "F:C", &CliOptions::operand_count,
          "FIRST:COUNT in hexadecimal within 2^32 lanes",
          "full or exhaustive coverage of 32/64-bit operand types: only lanes\n"
          "F..F+C-1 of the operand stream (hex; exhaustive 32-bit: patterns)")
        .Parse(ParseOperandRange)
        .Values([](const CliOptions& o) {
          if (o.operand_count == 0) return std::vector<std::string>{};
          return std::vector<std::string>{OperandRangeText(o.operand_first, o.operand_count)};
        })
        .Child()
        .Record("operand_range", false, RecordedOption::kWholeStream)
        .RecordAs([](const CliOptions& o) {
          return nlohmann::json{{"first", o.operand_first}, {"count", o.operand_count}};
        })
        .Example("100:20"),
    Value("--deqp-baseline", "FILE", &CliOptions::deqp_baseline, nullptr,
          "deqp-runner baseline: \"case,Status\" lines of expected failures"),
    Value("--deqp-flakes", "FILE", &CliOptions::deqp_flakes, nullptr,
          "deqp-runner flake list: a failing case matching a line (regex) passes"),
    Value("--deqp-skips", "FILE", &CliOptions::deqp_skips, nullptr,
          "deqp-runner skip list: cases matching a line (regex) are not run"),
    Value("--deqp-results", "FILE", &CliOptions::deqp_results, nullptr,
          "write deqp-runner's results CSV: case,Status,seconds per case\n"
          "(the --deqp-* flags need a single device: give --device)"),
    Value("--dump-kernels", "DIR", &CliOptions::dump_kernels, "a folder",
          "write the programs the selected cases would build, then exit"),
    Value("--report-dir", "DIR", &CliOptions::report_dir, "a folder",
          "one folder per device, DIR/<platform>[-N] (N: the platform's Nth\n"
          "device): report.json, .html, junit.xml, the journal; locked\n"
          "while a run uses it"),
    Value("--expectations-dir", "DIR", &CliOptions::expectations_dir, "a folder",
          "known failures in DIR/<platform>@<driver>.txt, made on this driver\n"
          "version, else DIR/<platform>.txt (DIR must exist); each listed case\n"
          "must fail exactly as listed"),
    Value("--write-expectations", "DIR", &CliOptions::write_expectations_dir, "a folder",
          "write this run's failures, each path whole, at this coverage level\n"
          "to DIR/<platform>@<driver>.txt, keeping the file's other lines (not\n"
          "from a narrowed run; confirm each entry against MPFR or by hand)"),
    Switch("--resume", &CliOptions::resume,
           "finish the run journaled in --report-dir, skipping done cases"),
    Value("--jobs", "N", &CliOptions::jobs, "a number of child processes from 1 to 64",
          "child processes per device at once, 1 to 64 (default: one per\n"
          "core, 2 to 16; drivers build one program at a time in a\n"
          "process); more than the cores (at least 2) run as many as\n"
          "there are cores")
        .Parse([](const std::string& v, CliOptions* o) {
          static_assert(kMaxJobs == 64, "the row's texts say 64");
          std::uint64_t n = 0;
          if (!ParseDecimal(v, 3, &n) || n == 0 || n > kMaxJobs) return false;
          o->jobs = static_cast<int>(n);
          return true;
        }),
    Value("--digest-store", "DIR", &CliOptions::digest_store, "a folder",
          "keep expected digests in DIR (default $XDG_CACHE_HOME/clconform\n"
          "or ~/.cache/clconform), keyed by the reference's fingerprint;\n"
          "each run rechecks a random sample of those it uses")
        .Values([](const CliOptions& o) { return TextIfAny(DigestStoreOf(o)); })
        .Child()
        .Example("/tmp/clconform-store"),
    Switch("--no-digest-store", &CliOptions::digest_store_off,
           "compute every expected digest, keep none")
        .Values([](const CliOptions& o) { return SwitchIf(DigestStoreOf(o).empty()); })
        .Child(),
    Switch("--fill-digest-store", &CliOptions::fill_digest_store,
           "fill the store for the filtered cases at --coverage, on every\n"
           "core, without a device (for denormal-supporting devices)"),
    Value("--program-cache", "DIR", &CliOptions::program_cache, "a folder",
          "keep built programs' binaries in DIR (default: the digest store's\n"
          "default folder/programs), keyed by the program and the driver's\n"
          "versions and library file; a later run on that driver loads them.\n"
          "On PoCL: PoCL's own kernel cache (POCL_CACHE_DIR) in a folder\n"
          "there, one per driver build, instead of binaries")
        .Values([](const CliOptions& o) { return TextIfAny(ProgramCacheOf(o)); })
        .Child()
        .Example("/tmp/clconform-programs"),
    Switch("--no-program-cache", &CliOptions::program_cache_off,
           "build every program from source, keep none (PoCL: its kernel\n"
           "cache is where the environment puts it)")
        .Values([](const CliOptions& o) { return SwitchIf(ProgramCacheOf(o).empty()); })
        .Child(),
    Switch("--program-cache-cpu", &CliOptions::program_cache_cpu,
           "keep binaries on CPU devices too (other CPU drivers keep none;\n"
           "PoCL compiles every kernel again to give one: a slower first run)")
        .Child(),
    Switch("--verbose", &CliOptions::verbose,
           "GoogleTest's own console: a line as each case starts and ends\n"
           "(by default a run prints its progress, one line per failing case,\n"
           "GoogleTest's totals, then the summary, last); --gtest_brief (or\n"
           "GTEST_BRIEF) gives it too"),
    Switch("--help", &CliOptions::help, "this text"),
    Switch("-h", &CliOptions::help, nullptr),
    Value("--worker-cases", "FILE", &CliOptions::worker_cases, nullptr, nullptr)
        .Child()
        .Example("cases.json"),
    Value("--worker-out", "FILE", &CliOptions::worker_out, nullptr, nullptr)
        .Child()
        .Example("out.jsonl"),
    Value("--replay-specs", "FILE", &CliOptions::replay_specs, nullptr, nullptr)
        .Child()
        .Example("specs.json"),
    Value("--probe-icd", "LIB", &CliOptions::probe_icd, nullptr, nullptr)
        .Child()
        .Example("libpocl.so.2"),
};

// The flag of the row that sets `field` (the first, where two do), for messages and for the
// few callers that spell one value: "--report-dir".
template <typename T>
const char* FlagOf(T CliOptions::*field) {
  for (const OptionRow& row : kOptionTable) {
    const auto* f = std::get_if<T CliOptions::*>(&row.field);
    if (f != nullptr && *f == field) return row.flag;
  }
  return "";
}

// False, with `error` set, when --operand-range ends past the stream of its coverage
// (OperandStreamLanes, harness/run/plan.h).
bool OperandRangeFits(const CliOptions& o, std::string* error);

// The rules between rows: options that each parse but do not go together (ParseCli).
inline bool OptionsAgree(const CliOptions& o, std::string* error) {
  if (o.program_cache_off && !o.program_cache.empty()) {
    *error = "--program-cache and --no-program-cache exclude each other";
    return false;
  }
  if (o.resume && o.report_dir.empty()) {
    *error = "--resume needs the --report-dir of the run to finish";
    return false;
  }
  if (o.operand_count != 0 && RowOf(o.coverage).stream_lanes == 0) {
    *error =
        "--operand-range slices the operand stream of full or exhaustive coverage; add "
        "--coverage=full or --coverage=exhaustive";
    return false;
  }
  if (o.operand_count != 0 && !o.inputs.empty()) {
    *error = "--operand-range and --input exclude each other: --input checks only its operands";
    return false;
  }
  return OperandRangeFits(o, error);
}

// Parses and removes the suite's own flags; what remains goes to GoogleTest. On a malformed
// value, a flag that would be ignored (--resume without --report-dir, --operand-range at quick
// coverage or with --input) or an --expectations-dir that is no folder, returns nullopt and
// sets `error`.
std::optional<CliOptions> ParseCli(const std::vector<std::string>& args, std::string* error);
// --help's lines of every option that has a help text, in table order.
std::string OptionsHelp();
// The command line of a child process that runs what `o` asks: the values of every row marked
// Child(), in table order.
std::vector<std::string> ChildArguments(const CliOptions& o);
// `flag` with each value: "--flag=value", or "--flag" for a switch's "".
std::vector<std::string> Words(const char* flag, const std::vector<std::string>& values);
// `args` without `flag` and its value, in either spelling ("--flag=v" or "--flag v").
std::vector<std::string> WithoutFlag(const std::vector<std::string>& args, const char* flag);
// What the run checks, as report.json records it: the recorded rows' values and the caches the
// options ask for (filter, shard and ids are the caller's).
RunRecord RecordOf(const CliOptions& o);

struct RunOptions;  // plan.h
// The run options the command line asks for: the one conversion, used by the worker that runs
// cases and by --dump-kernels, so both plan the same work.
RunOptions ToRunOptions(const CliOptions& o);

}  // namespace clc
