// What follows from kOptionTable's rows: parsing, --help, a child's command line and the run
// record. Nothing here names an option: a new one is a row of options.h.
#include "harness/run/options.h"

#include <cctype>
#include <cstdio>
#include <filesystem>

#include "harness/digest/digest_store.h"
#include "harness/run/plan.h"

namespace clc {

OptionRow OptionRow::Parse(bool (*fn)(const std::string&, CliOptions*)) const {
  OptionRow r = *this;
  r.parse = fn;
  return r;
}

OptionRow OptionRow::Values(std::vector<std::string> (*fn)(const CliOptions&)) const {
  OptionRow r = *this;
  r.values = fn;
  return r;
}

OptionRow OptionRow::Child() const {
  OptionRow r = *this;
  r.to_child = true;
  return r;
}

OptionRow OptionRow::Record(const char* record_key, bool is_checked,
                            RecordedOption::Rerun how) const {
  OptionRow r = *this;
  r.recorded = true;
  r.key = record_key;
  r.checked = is_checked;
  r.rerun = how;
  return r;
}

OptionRow OptionRow::RecordAs(nlohmann::json (*fn)(const CliOptions&)) const {
  OptionRow r = *this;
  r.record = fn;
  return r;
}

OptionRow OptionRow::Example(const char* value) const {
  OptionRow r = *this;
  r.example = value;
  return r;
}

OptionRow Switch(const char* flag, bool CliOptions::*field, const char* help, bool value) {
  OptionRow r;
  r.flag = flag;
  r.field = field;
  r.help = help;
  r.switch_value = value;
  return r;
}

OptionRow Value(const char* flag, const char* value_name, OptionField field, const char* must,
                const char* help) {
  OptionRow r;
  r.flag = flag;
  r.value_name = value_name;
  r.field = field;
  r.must = must;
  r.help = help;
  return r;
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

bool ParseDecimal(const std::string& text, std::size_t digits, std::uint64_t* out) {
  if (text.empty() || text.size() > digits ||
      text.find_first_not_of("0123456789") != std::string::npos) {
    return false;
  }
  *out = std::stoull(text);
  return true;
}

std::string DigestStoreOf(const CliOptions& o) {
  if (o.digest_store_off) return "";
  return o.digest_store.empty() ? DefaultDigestStoreDir() : o.digest_store;
}

std::string ProgramCacheOf(const CliOptions& o) {
  if (o.program_cache_off) return "";
  return o.program_cache.empty() ? DefaultProgramCacheDir() : o.program_cache;
}

bool ParseOperandRange(const std::string& text, CliOptions* o) {
  constexpr std::uint64_t kMost = std::uint64_t{1} << 32;
  const std::size_t colon = text.find(':');
  std::uint64_t first = 0;
  std::uint64_t count = 0;
  if (colon == std::string::npos || !ParseHex(text.substr(0, colon), &first) ||
      !ParseHex(text.substr(colon + 1), &count) || count == 0 || count > kMost ||
      first > kMost - count) {
    return false;
  }
  o->operand_first = first;
  o->operand_count = count;
  return true;
}

bool OperandRangeFits(const CliOptions& o, std::string* error) {
  const std::uint64_t lanes = OperandStreamLanes(o.coverage);
  if (o.operand_count == 0 || o.operand_first + o.operand_count <= lanes) return true;
  char text[96];
  std::snprintf(text, sizeof text, "=%llx:%llx ends past lane %llx, the end of the operand stream",
                static_cast<unsigned long long>(o.operand_first),
                static_cast<unsigned long long>(o.operand_count),
                static_cast<unsigned long long>(lanes));
  *error = std::string(FlagOf(&CliOptions::operand_count)) + text + " at " +
           FlagOf(&CliOptions::coverage) + "=" + std::string(NameOf(o.coverage));
  return false;
}

std::vector<std::string> TextIfAny(const std::string& text) {
  return text.empty() ? std::vector<std::string>{} : std::vector<std::string>{text};
}

std::vector<std::string> SwitchIf(bool on) {
  return on ? std::vector<std::string>{""} : std::vector<std::string>{};
}

std::vector<std::string> AbsoluteIcds(const CliOptions& o) {
  std::vector<std::string> icds;
  for (const std::string& icd : o.icds) {
    std::error_code ec;
    const std::filesystem::path absolute = std::filesystem::absolute(icd, ec);
    icds.push_back(icd.find('/') == std::string::npos || ec ? icd : absolute.string());
  }
  return icds;
}

namespace {

// A number as a command line gives it: "120", not "120.000000".
std::string NumberText(double x) {
  const auto whole = static_cast<long long>(x);
  return static_cast<double>(whole) == x ? std::to_string(whole) : std::to_string(x);
}

// A row's values where it says none of its own: its field's, where it differs from the default.
std::vector<std::string> FieldValues(const OptionRow& row, const CliOptions& o) {
  static const CliOptions kDefaults;
  return std::visit(
      [&](auto field) -> std::vector<std::string> {
        using T = std::decay_t<decltype(o.*field)>;
        const T& value = o.*field;
        if constexpr (std::is_same_v<T, std::vector<std::string>>) {
          return value;
        } else if (value == kDefaults.*field) {
          return {};
        } else if constexpr (std::is_same_v<T, bool>) {
          return {""};
        } else if constexpr (std::is_same_v<T, std::string>) {
          return {value};
        } else if constexpr (std::is_same_v<T, Coverage>) {
          return {std::string(NameOf(value))};
        } else if constexpr (std::is_same_v<T, double>) {
          return {NumberText(value)};
        } else if constexpr (std::is_integral_v<T>) {
          return {std::to_string(value)};
        } else {
          return {};  // a list of numbers is spelled by its row's Values
        }
      },
      row.field);
}

std::vector<std::string> RowValues(const OptionRow& row, const CliOptions& o) {
  return row.values != nullptr ? row.values(o) : FieldValues(row, o);
}

nlohmann::json RowRecord(const OptionRow& row, const CliOptions& o) {
  if (row.record != nullptr) return row.record(o);
  return std::visit(
      [&](auto field) -> nlohmann::json {
        if constexpr (std::is_same_v<std::decay_t<decltype(o.*field)>, Coverage>) {
          return std::string(NameOf(o.*field));
        } else {
          return o.*field;
        }
      },
      row.field);
}

bool Refused(const OptionRow& row, const std::string& value, std::string* error) {
  *error = std::string(row.flag) + " must be " + row.must + ", not '" + value + "'";
  return false;
}

// Sets the row's field from `value` (a switch: from nothing).
bool SetField(const OptionRow& row, const std::string& value, CliOptions* o, std::string* error) {
  if (row.parse != nullptr) return row.parse(value, o) || Refused(row, value, error);
  return std::visit(
      [&](auto field) -> bool {
        using T = std::decay_t<decltype(o->*field)>;
        if constexpr (std::is_same_v<T, bool>) {
          o->*field = row.switch_value;
        } else if constexpr (std::is_same_v<T, std::string> ||
                             std::is_same_v<T, std::vector<std::string>>) {
          if (value.empty() && row.must != nullptr) {
            *error = std::string(row.flag) + " needs " + row.must;
            return false;
          }
          if constexpr (std::is_same_v<T, std::string>) {
            o->*field = value;
          } else {
            (o->*field).push_back(value);
          }
        } else if constexpr (std::is_same_v<T, Coverage>) {
          const std::optional<Coverage> c = ParseCoverage(value);
          if (!c) return Refused(row, value, error);
          o->*field = *c;
        } else if constexpr (std::is_same_v<T, double>) {
          std::uint64_t seconds = 0;
          if (!ParseDecimal(value, 6, &seconds) || seconds == 0) return Refused(row, value, error);
          o->*field = static_cast<double>(seconds);
        }
        return true;
      },
      row.field);
}

// kBad: the flag's value is refused, with `error` set.
enum class Took : std::uint8_t { kNone, kTaken, kBad };

// Sets the option of the flag at args[i], advancing `i` past its value ("--flag=value" or
// "--flag value").
Took TakeFlag(const std::vector<std::string>& args, std::size_t& i, CliOptions* o,
              std::string* error) {
  const std::string& a = args[i];
  for (const OptionRow& row : kOptionTable) {
    const std::string flag = row.flag;
    std::string value;
    if (row.value_name == nullptr) {
      if (a != flag) continue;
    } else if (a.rfind(flag + "=", 0) == 0) {
      value = a.substr(flag.size() + 1);
    } else if (a != flag) {
      continue;
    } else if (i + 1 >= args.size()) {
      *error = flag + " needs a value";
      return Took::kBad;
    } else {
      value = args[++i];
    }
    return SetField(row, value, o, error) ? Took::kTaken : Took::kBad;
  }
  return Took::kNone;
}

// The folders named are folders, or for the caches not there yet.
bool FoldersFit(const CliOptions& o, std::string* error) {
  std::error_code ec;
  if (!o.expectations_dir.empty() && !std::filesystem::is_directory(o.expectations_dir, ec)) {
    *error = std::string(FlagOf(&CliOptions::expectations_dir)) + "=" + o.expectations_dir +
             " is no folder";
    return false;
  }
  for (const auto& [dir, flag] : {std::pair{o.digest_store, FlagOf(&CliOptions::digest_store)},
                                  {o.program_cache, FlagOf(&CliOptions::program_cache)}}) {
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
    const Took took = TakeFlag(args, i, &o, error);
    if (took == Took::kBad) return std::nullopt;
    if (took == Took::kNone) o.passthrough.push_back(args[i]);
  }
  if (!OptionsAgree(o, error) || !FoldersFit(o, error)) return std::nullopt;
  return o;
}

std::string OptionsHelp() {
  constexpr std::size_t kColumn = 27;  // where the help texts begin
  std::string s;
  for (const OptionRow& row : kOptionTable) {
    if (row.help == nullptr) continue;
    std::string line = std::string("  ") + row.flag;
    if (row.value_name != nullptr) line += std::string("=") + row.value_name;
    line += std::string(line.size() < kColumn ? kColumn - line.size() : 1, ' ');
    for (const char* c = row.help; *c != '\0'; ++c) {
      line += *c;
      if (*c == '\n') line += std::string(kColumn, ' ');
    }
    s += line + "\n";
  }
  return s;
}

std::vector<std::string> Words(const char* flag, const std::vector<std::string>& values) {
  std::vector<std::string> words;
  words.reserve(values.size());
  for (const std::string& v : values) words.push_back(flag + (v.empty() ? "" : "=" + v));
  return words;
}

std::vector<std::string> WithoutFlag(const std::vector<std::string>& args, const char* flag) {
  const std::string name = flag;
  std::vector<std::string> kept;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == name) {
      ++i;
    } else if (args[i].rfind(name + "=", 0) != 0) {
      kept.push_back(args[i]);
    }
  }
  return kept;
}

std::vector<std::string> ChildArguments(const CliOptions& o) {
  std::vector<std::string> args;
  for (const OptionRow& row : kOptionTable) {
    if (!row.to_child) continue;
    for (std::string& w : Words(row.flag, RowValues(row, o))) args.push_back(std::move(w));
  }
  return args;
}

RunRecord RecordOf(const CliOptions& o) {
  RunRecord r;
  r.options.clear();
  for (const OptionRow& row : kOptionTable) {
    if (!row.recorded) continue;
    RecordedOption recorded;
    recorded.flag = row.flag;
    if (row.key != nullptr) {
      recorded.key = row.key;
      recorded.value = RowRecord(row, o);
    }
    recorded.values = RowValues(row, o);
    recorded.checked = row.checked;
    recorded.rerun = row.rerun;
    r.options.push_back(std::move(recorded));
  }
  r.digest_store = DigestStoreOf(o);
  r.program_cache = ProgramCacheOf(o);
  return r;
}

RunOptions ToRunOptions(const CliOptions& o) {
  RunOptions ro;
  static_cast<CliOptions&>(ro) = o;
  ro.digest_store = DigestStoreOf(o);
  ro.digest_store_off = ro.digest_store.empty();
  ro.program_cache = ProgramCacheOf(o);
  ro.program_cache_off = ro.program_cache.empty();
  return ro;
}

}  // namespace clc
