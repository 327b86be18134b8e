// deqp-runner's results, baselines, flake and skip lists.
#include "harness/report/deqp.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "harness/report/report_fields.h"

namespace clc {
namespace {

using nlohmann::json;

const std::vector<std::string>& Statuses() {
  static const std::vector<std::string> kStatuses = {
      "Pass", "Fail",  "Crash",   "Timeout",      "Skip",
      "Warn", "Flake", "Missing", "ExpectedFail", "UnexpectedPass"};
  return kStatuses;
}

// The lines of a list file without comments and surrounding blanks, with their numbers.
std::vector<std::pair<int, std::string>> Lines(const std::string& text) {
  std::vector<std::pair<int, std::string>> lines;
  std::istringstream in(text);
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    const std::size_t hash = line.find('#');
    if (hash != std::string::npos) line.erase(hash);
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    while (!line.empty() && blank(line.back())) line.pop_back();
    line.erase(line.begin(),
               std::find_if(line.begin(), line.end(), [&](char c) { return !blank(c); }));
    if (!line.empty()) lines.emplace_back(number, line);
  }
  return lines;
}

// The text of the list file `path`; a folder is refused (std::ifstream opens one and reads it as
// empty: an empty list).
std::string ReadFile(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw std::runtime_error(path + " is a folder, not a list file");
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string CsvSeconds(const json& c) {
  auto it = c.find("seconds");
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f",
                it != c.end() && it->is_number() ? it->get<double>() : 0.0);
  return buf;
}

std::string Csv(const json& report, const DeqpLists& lists, bool failures_only) {
  std::string out;
  for (const json& c : report["cases"]) {
    const std::string name = c.value("case", std::string());
    const std::string outcome = DeqpMarkedStatus(c, lists);
    // failures.csv is "test,status", as deqp-runner writes it; results.csv adds the duration.
    if (failures_only && DeqpFails(outcome)) out += name + "," + outcome + "\n";
    if (!failures_only) out += name + "," + outcome + "," + CsvSeconds(c) + "\n";
  }
  return out;
}

}  // namespace

std::string DeqpStatus(const std::string& verdict) {
  if (verdict == "pass") return "Pass";
  if (verdict == "flaky") return "Flake";  // failed once, not when rerun
  if (verdict == "crash") return "Crash";
  if (verdict == "timeout") return "Timeout";
  if (verdict == "skipped" || verdict == "not-checked") return "Skip";
  if (verdict == "implementation-defined") return "Warn";
  return "Fail";  // fail, build-failure, error, and any verdict this code does not know
}

bool DeqpFails(const std::string& status) {
  return status == "Fail" || status == "Crash" || status == "Timeout" || status == "Missing" ||
         status == "UnexpectedPass";
}

std::string DeqpLists::Match(const std::vector<std::pair<std::string, std::regex>>& list,
                             const std::string& name) {
  for (const auto& [text, pattern] : list) {
    if (std::regex_match(name, pattern)) return text;
  }
  return "";
}

std::map<std::string, std::string> ParseDeqpBaseline(const std::string& text,
                                                     const std::string& file) {
  std::map<std::string, std::string> baseline;
  for (const auto& [number, line] : Lines(text)) {
    const std::size_t comma = line.find(',');
    const std::string where = file + ":" + std::to_string(number) + ": ";
    if (comma == std::string::npos || comma == 0) {
      throw std::runtime_error(where + "expected 'name,Status', not '" + line + "'");
    }
    std::string status = line.substr(comma + 1);
    status = status.substr(0, status.find(','));
    if (std::find(Statuses().begin(), Statuses().end(), status) == Statuses().end()) {
      throw std::runtime_error(where + "unknown status '" + status + "'");
    }
    baseline[line.substr(0, comma)] = status;
  }
  return baseline;
}

std::vector<std::pair<std::string, std::regex>> ParseDeqpRegexList(const std::string& text,
                                                                   const std::string& file) {
  std::vector<std::pair<std::string, std::regex>> list;
  for (const auto& [number, line] : Lines(text)) {
    try {
      list.emplace_back(line, std::regex(line, std::regex::ECMAScript));
    } catch (const std::regex_error& e) {
      throw std::runtime_error(file + ":" + std::to_string(number) + ": '" + line +
                               "' is not a regular expression (" + e.what() + ")");
    }
  }
  return list;
}

DeqpLists LoadDeqpLists(const std::string& baseline, const std::string& flakes,
                        const std::string& skips) {
  DeqpLists lists;
  lists.baseline_file = baseline;
  lists.flakes_file = flakes;
  lists.skips_file = skips;
  if (!baseline.empty()) lists.baseline = ParseDeqpBaseline(ReadFile(baseline), baseline);
  if (!flakes.empty()) lists.flakes = ParseDeqpRegexList(ReadFile(flakes), flakes);
  if (!skips.empty()) lists.skips = ParseDeqpRegexList(ReadFile(skips), skips);
  return lists;
}

std::string DeqpOutcome(const DeqpLists& lists, const std::string& name,
                        const std::string& status) {
  auto it = lists.baseline.find(name);
  if (it != lists.baseline.end()) {
    if (it->second == status && DeqpFails(status)) return "ExpectedFail";
    if (DeqpFails(it->second) && (status == "Pass" || status == "Warn")) return "UnexpectedPass";
  }
  if (DeqpFails(status) && !DeqpLists::Match(lists.flakes, name).empty()) return "Flake";
  return status;
}

ExpectationMark DeqpMark(const DeqpLists& lists, const std::string& name,
                         const std::string& verdict) {
  const std::string status = DeqpStatus(verdict);
  const std::string outcome = DeqpOutcome(lists, name, status);
  ExpectationMark m;
  if (outcome == "ExpectedFail") {
    m = {ExpectationOutcome::kFailedAsExpected,
         "as listed in " + lists.baseline_file + ": " + status, true};
  } else if (outcome == "Flake" && DeqpFails(status)) {
    m = {ExpectationOutcome::kFlakyFailed,
         "flaky (" + lists.flakes_file + "): " + DeqpLists::Match(lists.flakes, name) + " matches",
         true};
  } else if (outcome == "UnexpectedPass") {
    m = {ExpectationOutcome::kUnexpectedPass,
         "unexpected pass: " + lists.baseline_file + " expects " + lists.baseline.at(name), false};
  }
  return m;
}

std::string DeqpMarkedStatus(const json& c, const DeqpLists& lists) {
  const std::string verdict = Text(c, "verdict");
  const std::string outcome = ExpectationOutcomeOf(c);
  if (outcome == "expected-failure" || (outcome == "not-checked" && MarkedExpected(c))) {
    return "ExpectedFail";
  }
  if (outcome == "flaky-failure") return "Flake";
  if (outcome == "unexpected-pass") return "UnexpectedPass";
  if (outcome == "not-checked") return "Skip";       // what it lists was not checked: no pass
  if (!outcome.empty()) return DeqpStatus(verdict);  // failed differently: a failure
  return DeqpOutcome(lists, Text(c, "case"), DeqpStatus(verdict));
}

std::string DeqpResultsCsv(const json& report, const DeqpLists& lists) {
  return Csv(report, lists, false);
}

std::string DeqpFailuresCsv(const json& report, const DeqpLists& lists) {
  return Csv(report, lists, true);
}

}  // namespace clc
