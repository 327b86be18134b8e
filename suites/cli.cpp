// Parsing of the suite's own flags; GoogleTest's are passed through untouched.
#include "suites/cli.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "harness/run/digest_store.h"

namespace clc {

namespace {

// The fields that CliOptions, RunOptions and RunRecord share by name and meaning, copied in
// one place: the command line into the run options, and those into the run's record.
template <typename From, typename To>
void CopySharedFields(const From& from, To* to) {
  to->seed = from.seed;
  to->inputs = from.inputs;
  to->constant_path = from.constant_path;
  to->operand_first = from.operand_first;
  to->operand_count = from.operand_count;
}

// "--name=value" or "--name value"; advances `i` past what it used.
bool TakeValue(const std::vector<std::string>& args, std::size_t& i, const std::string& name,
               std::string* value) {
  const std::string& a = args[i];
  if (a == name) {
    if (i + 1 >= args.size()) return false;
    *value = args[++i];
    return true;
  }
  if (a.rfind(name + "=", 0) == 0) {
    *value = a.substr(name.size() + 1);
    return true;
  }
  return false;
}

bool ParseHex(const std::string& text, std::uint64_t* out) {
  std::string digits = text;
  if (digits.rfind("0x", 0) == 0 || digits.rfind("0X", 0) == 0) digits = digits.substr(2);
  if (digits.empty() || digits.size() > 16) return false;
  for (char c : digits) {
    if (!std::isxdigit(static_cast<unsigned char>(c))) return false;
  }
  *out = std::stoull(digits, nullptr, 16);
  return true;
}

// A decimal number of at most `digits` digits and nothing else.
bool ParseDecimal(const std::string& text, std::size_t digits, std::uint64_t* out) {
  if (text.empty() || text.size() > digits ||
      text.find_first_not_of("0123456789") != std::string::npos) {
    return false;
  }
  *out = std::stoull(text);
  return true;
}

// Flags that take no value: each sets a switch.
struct SwitchFlag {
  const char* name;
  bool CliOptions::*field;
  bool value;
};
const SwitchFlag kSwitchFlags[] = {
    {"--help", &CliOptions::help, true},
    {"-h", &CliOptions::help, true},
    {"--list-devices", &CliOptions::list_devices, true},
    {"--version", &CliOptions::version, true},
    {"--verbose", &CliOptions::verbose, true},
    {"--no-constant-path", &CliOptions::constant_path, false},
    {"--no-digest-store", &CliOptions::digest_store_off, true},
    {"--fill-digest-store", &CliOptions::fill_digest_store, true},
    {"--no-program-cache", &CliOptions::program_cache_off, true},
    {"--program-cache-cpu", &CliOptions::program_cache_cpu, true},
    {"--resume", &CliOptions::resume, true},
};

// Flags whose value is kept as text (`list`: repeatable, every value kept); `needs` says what an
// empty value lacks (nullptr: it may be empty).
struct TextFlag {
  const char* name;
  std::string CliOptions::*field;
  std::vector<std::string> CliOptions::*list;
  const char* needs;
};
const TextFlag kTextFlags[] = {
    {"--deqp-baseline", &CliOptions::deqp_baseline, nullptr, nullptr},
    {"--deqp-flakes", &CliOptions::deqp_flakes, nullptr, nullptr},
    {"--deqp-skips", &CliOptions::deqp_skips, nullptr, nullptr},
    {"--deqp-results", &CliOptions::deqp_results, nullptr, nullptr},
    {"--worker-cases", &CliOptions::worker_cases, nullptr, nullptr},
    {"--worker-out", &CliOptions::worker_out, nullptr, nullptr},
    {"--replay-specs", &CliOptions::replay_specs, nullptr, nullptr},
    {"--icd", nullptr, &CliOptions::icds, "the path of an OpenCL driver library"},
    {"--device", nullptr, &CliOptions::devices, "an index or a name substring"},
    {"--device-id", &CliOptions::device_id, nullptr, "a text"},
    {"--digest-store", &CliOptions::digest_store, nullptr, "a folder"},
    {"--program-cache", &CliOptions::program_cache, nullptr, "a folder"},
    {"--dump-kernels", &CliOptions::dump_kernels, nullptr, "a folder"},
    {"--report-dir", &CliOptions::report_dir, nullptr, "a folder"},
    {"--expectations-dir", &CliOptions::expectations_dir, nullptr, "a folder"},
    {"--write-expectations", &CliOptions::write_expectations_dir, nullptr, "a folder"},
};

bool ParseCoverageValue(const std::string& value, CliOptions* o, std::string* error) {
  const std::optional<Coverage> c = ParseCoverage(value);
  if (!c) {
    *error = "--coverage must be quick, full or exhaustive, not '" + value + "'";
    return false;
  }
  o->coverage = *c;
  return true;
}

bool ParseSeedValue(const std::string& value, CliOptions* o, std::string* error) {
  if (ParseDecimal(value, 19, &o->seed)) return true;
  *error = "--seed must be a decimal number, not '" + value + "'";
  return false;
}

bool ParseInputValue(const std::string& value, CliOptions* o, std::string* error) {
  std::uint64_t bits = 0;
  if (!ParseHex(value, &bits)) {
    *error = "--input must be the operand's bits in hexadecimal, not '" + value + "'";
    return false;
  }
  o->inputs.push_back(bits);
  return true;
}

bool ParseCaseTimeoutValue(const std::string& value, CliOptions* o, std::string* error) {
  std::uint64_t n = 0;
  if (!ParseDecimal(value, 6, &n) || n == 0) {
    *error = "--case-timeout must be a positive number of seconds, not '" + value + "'";
    return false;
  }
  o->case_timeout_s = static_cast<double>(n);
  return true;
}

bool ParseJobsValue(const std::string& value, CliOptions* o, std::string* error) {
  std::uint64_t n = 0;
  if (!ParseDecimal(value, 3, &n) || n == 0 || n > kMaxJobs) {
    *error = "--jobs must be a number of child processes from 1 to " + std::to_string(kMaxJobs) +
             ", not '" + value + "'";
    return false;
  }
  o->jobs = static_cast<int>(n);
  return true;
}

bool ParseOperandRangeValue(const std::string& value, CliOptions* o, std::string* error) {
  const std::size_t colon = value.find(':');
  std::uint64_t first = 0;
  std::uint64_t count = 0;
  if (colon == std::string::npos || !ParseHex(value.substr(0, colon), &first) ||
      !ParseHex(value.substr(colon + 1), &count) || count == 0 || first + count > (1ull << 32)) {
    *error =
        "--operand-range must be FIRST:COUNT in hexadecimal within 2^32 lanes, not '" + value + "'";
    return false;
  }
  o->operand_first = first;
  o->operand_count = count;
  return true;
}

// Flags whose value is parsed: `parse` sets the option, or says in `error` why it cannot.
struct ParsedFlag {
  const char* name;
  bool (*parse)(const std::string& value, CliOptions* o, std::string* error);
};
const ParsedFlag kParsedFlags[] = {
    {"--coverage", ParseCoverageValue}, {"--seed", ParseSeedValue},
    {"--input", ParseInputValue},       {"--case-timeout", ParseCaseTimeoutValue},
    {"--jobs", ParseJobsValue},         {"--operand-range", ParseOperandRangeValue},
};

// kBad: the flag's value is refused, with `error` set.
enum class Took : std::uint8_t { kNone, kTaken, kBad };

// Sets the option of a switch or text flag at args[i], advancing `i` past its value; kBad for
// an empty value where one is needed.
Took TakeTableFlag(const std::vector<std::string>& args, std::size_t& i, CliOptions* o,
                   std::string* error) {
  for (const SwitchFlag& f : kSwitchFlags) {
    if (args[i] == f.name) {
      o->*f.field = f.value;
      return Took::kTaken;
    }
  }
  std::string value;
  for (const TextFlag& f : kTextFlags) {
    if (!TakeValue(args, i, f.name, &value)) continue;
    if (value.empty() && f.needs != nullptr) {
      *error = std::string(f.name) + " needs " + f.needs;
      return Took::kBad;
    }
    if (f.list != nullptr) {
      (o->*f.list).push_back(value);
    } else {
      o->*f.field = value;
    }
    return Took::kTaken;
  }
  return Took::kNone;
}

// A flag that takes a value, given last with none.
bool LacksValue(const std::string& a) {
  for (const TextFlag& f : kTextFlags) {
    if (a == f.name) return true;
  }
  for (const ParsedFlag& f : kParsedFlags) {
    if (a == f.name) return true;
  }
  return false;
}

// Sets the option of a parsed flag at args[i], advancing `i` past its value.
Took TakeParsedFlag(const std::vector<std::string>& args, std::size_t& i, CliOptions* o,
                    std::string* error) {
  std::string value;
  for (const ParsedFlag& f : kParsedFlags) {
    if (TakeValue(args, i, f.name, &value))
      return f.parse(value, o, error) ? Took::kTaken : Took::kBad;
  }
  return Took::kNone;
}

// Flags that each parse but do not go together.
bool FlagsAgree(const CliOptions& o, std::string* error) {
  if (o.program_cache_off && !o.program_cache.empty()) {
    *error = "--program-cache and --no-program-cache exclude each other";
    return false;
  }
  if (o.resume && o.report_dir.empty()) {
    *error = "--resume needs the --report-dir of the run to finish";
    return false;
  }
  if (o.operand_count != 0 && o.coverage == Coverage::kQuick) {
    *error =
        "--operand-range slices the operand stream of full or exhaustive coverage; add "
        "--coverage=full or --coverage=exhaustive";
    return false;
  }
  if (o.operand_count != 0 && !o.inputs.empty()) {
    *error = "--operand-range and --input exclude each other: --input checks only its operands";
    return false;
  }
  return true;
}

// The folders named are folders, or for the caches not there yet.
bool FoldersFit(const CliOptions& o, std::string* error) {
  std::error_code ec;
  if (!o.expectations_dir.empty() && !std::filesystem::is_directory(o.expectations_dir, ec)) {
    *error = "--expectations-dir=" + o.expectations_dir + " is no folder";
    return false;
  }
  for (const auto& [dir, flag] :
       {std::pair{o.digest_store, "--digest-store"}, {o.program_cache, "--program-cache"}}) {
    if (!dir.empty() && std::filesystem::exists(dir, ec) &&
        !std::filesystem::is_directory(dir, ec)) {
      *error = std::string(flag) + "=" + dir + " is a file, not a folder";
      return false;
    }
  }
  return true;
}

}  // namespace

std::optional<CliOptions> ParseCli(const std::vector<std::string>& args, std::string* error) {
  CliOptions o;
  for (std::size_t i = 0; i < args.size(); ++i) {
    Took took = TakeTableFlag(args, i, &o, error);
    if (took == Took::kNone) took = TakeParsedFlag(args, i, &o, error);
    if (took == Took::kBad) return std::nullopt;
    if (took == Took::kTaken) continue;
    if (LacksValue(args[i])) {
      *error = args[i] + " needs a value";
      return std::nullopt;
    }
    o.passthrough.push_back(args[i]);
  }
  if (!FlagsAgree(o, error) || !FoldersFit(o, error)) return std::nullopt;
  return o;
}

int JobsFor(int requested, unsigned cores) {
  return std::min(requested, std::max(2, static_cast<int>(cores)));
}

int DefaultJobs(unsigned cores) { return std::clamp(static_cast<int>(cores), 2, 16); }

bool InputsFit(const std::vector<std::uint64_t>& inputs, const std::vector<Variant>& selected,
               std::string* error) {
  for (const Variant& v : selected) {
    const int bits = Bits(v.src);
    for (std::uint64_t in : inputs) {
      if (bits < 64 && (in >> bits) != 0) {
        char hex[24];
        std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(in));
        *error = "--input=" + std::string(hex) + " has more bits than " + std::string(Name(v.src)) +
                 ", the operand type of " + CaseName(v) + " (" + std::to_string(bits) +
                 " bits); narrow --gtest_filter";
        return false;
      }
    }
  }
  return true;
}

bool UsableFolder(const std::string& dir, const std::string& flag, std::string* error) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir, ec)) {
    *error = flag + "=" + dir + " cannot be used as a folder" + (ec ? ": " + ec.message() : "");
    return false;
  }
  if (access(dir.c_str(), W_OK | X_OK) != 0) {
    *error = flag + "=" + dir + " is a folder this user cannot write in";
    return false;
  }
  return true;
}

bool ReadShards(int* index, int* total, std::string* error) {
  const char* t = std::getenv("GTEST_TOTAL_SHARDS");
  const char* i = std::getenv("GTEST_SHARD_INDEX");
  *index = 0;
  *total = 1;
  if (t == nullptr && i == nullptr) return true;
  const auto number = [](const char* text) {
    std::uint64_t n = 0;
    return text != nullptr && ParseDecimal(text, 6, &n) ? static_cast<int>(n) : -1;
  };
  *total = number(t);
  *index = number(i);
  if (*total < 1 || *index < 0 || *index >= *total) {
    *error = std::string("GTEST_TOTAL_SHARDS=") + (t ? t : "(unset)") +
             " and GTEST_SHARD_INDEX=" + (i ? i : "(unset)") +
             ": set both, with 0 <= GTEST_SHARD_INDEX < GTEST_TOTAL_SHARDS";
    return false;
  }
  return true;
}

// Read from the run options themselves, so the record says what the run does; only the case
// timeout (the parent's watchdog) and the --icd libraries (device discovery), no run options,
// come from the command line directly.
RunRecord RecordOf(const CliOptions& o) {
  const RunOptions ro = ToRunOptions(o);
  RunRecord r;
  CopySharedFields(ro, &r);
  r.coverage = std::string(NameOf(ro.coverage));
  r.digest_store = ro.digest_store;
  r.program_cache = ro.program_cache;
  r.case_timeout_s = o.case_timeout_s;
  for (const std::string& icd : o.icds) {
    // A path is recorded absolute, so that a rerun line works from any folder; a bare library
    // name is left for the dynamic linker to find.
    std::error_code ec;
    const std::filesystem::path absolute = std::filesystem::absolute(icd, ec);
    r.icds.push_back(icd.find('/') == std::string::npos || ec ? icd : absolute.string());
  }
  return r;
}

RunOptions ToRunOptions(const CliOptions& o) {
  RunOptions ro;
  CopySharedFields(o, &ro);
  ro.coverage = o.coverage;
  ro.digest_store = o.digest_store_off       ? ""
                    : o.digest_store.empty() ? DefaultDigestStoreDir()
                                             : o.digest_store;
  ro.program_cache = o.program_cache_off       ? ""
                     : o.program_cache.empty() ? DefaultProgramCacheDir()
                                               : o.program_cache;
  ro.program_cache_cpu = o.program_cache_cpu;
  return ro;
}

}  // namespace clc
