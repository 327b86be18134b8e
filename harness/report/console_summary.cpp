// The end-of-run summary printed on the console.
#include "harness/report/console_summary.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

#include "harness/report/causes.h"
#include "harness/report/format.h"
#include "harness/report/report_fields.h"
#include "harness/report/report_merge.h"

namespace clc {
namespace {

using nlohmann::json;

const std::string kPrefix = "[ summary  ] ";  // NOLINT(cert-err58-cpp): a constant
constexpr std::size_t kCellsShown = 12;
constexpr std::size_t kNotCheckedShown = 20;

std::string Padded(const std::string& text, std::size_t width, bool right) {
  if (text.size() >= width) return text;
  const std::string pad(width - text.size(), ' ');
  return right ? pad + text : text + pad;
}

// One list of causes under `heading`; `name_all` names every case of each cause.
std::string CauseList(const json& report, const std::vector<Cause>& causes,
                      const std::string& heading, bool name_all) {
  std::size_t failing = 0;
  for (const Cause& c : causes) failing += c.cases.size();
  std::string s = kPrefix + std::to_string(failing) + " " + heading;
  s = s.replace(s.find("%s"), 2, failing == 1 ? "" : "s");
  for (std::size_t i = 0; i < causes.size(); ++i) {
    const Cause& c = causes[i];
    s += kPrefix + std::to_string(i + 1) + ". " + std::to_string(c.cases.size()) + " x " +
         c.Title() + "\n";
    if (!c.cells.empty()) {
      std::string cells;
      for (std::size_t k = 0; k < c.cells.size() && k < kCellsShown; ++k) {
        cells += (k == 0 ? "" : ", ") + c.cells[k];
      }
      if (c.cells.size() > kCellsShown) {
        cells += ", ... (" + std::to_string(c.cells.size()) + " cells)";
      }
      s += kPrefix + "   cells: " + cells + "\n";
    }
    const json& example = *c.example;
    s += kPrefix + "   e.g. " + example.value("case", std::string()) +
         (c.lane != nullptr ? " " + LaneLine(*c.lane) : "") + "\n";
    s += kPrefix + "   rerun: " + RerunLine(report, example) + "\n";
    if (c.lane != nullptr && c.lane->value("constant_path", false)) {
      // A compiler's constant folder sees the whole kernel: NVIDIA 580.159.04 folds one value
      // wrong only beside the kernel's other statements
      // (docs/evidence/nvidia-580.159.04/convert_float_rtz_double).
      s += kPrefix +
           "   (the rerun folds this input alone, in a smaller kernel, which a constant folder "
           "may get right: the reproducer runs the program as built)\n";
    }
    if (example.contains("reproducer")) {
      s += kPrefix + "   reproducer: " + example.value("reproducer", std::string()) +
           " (in the report folder)\n";
    }
    if (!name_all) continue;
    std::string names;
    for (const json* k : c.cases) names += (names.empty() ? "" : ", ") + Text(*k, "case");
    s += kPrefix + "   cases: " + names + "\n";
  }
  return s;
}

// The listed failures this run did not exercise: no pass of them, and no failure of the run.
std::string NotChecked(const json& report) {
  std::vector<const json*> cases;
  for (const json& c : report["cases"]) {
    if (ExpectationOutcomeOf(c) == "not-checked") cases.push_back(&c);
  }
  if (cases.empty()) return "";
  std::string s = kPrefix + std::to_string(cases.size()) + " listed case" +
                  (cases.size() == 1 ? "" : "s") + " NOT CHECKED (the run did not exercise " +
                  (cases.size() == 1 ? "its entry" : "their entries") + " whole; not passed):\n";
  for (std::size_t i = 0; i < cases.size() && i < kNotCheckedShown; ++i) {
    s += kPrefix + "   " + Text(*cases[i], "case") + ": " +
         Text((*cases[i])["expectation"], "detail") + "\n";
  }
  if (cases.size() > kNotCheckedShown) {
    s += kPrefix + "   ... and " + std::to_string(cases.size() - kNotCheckedShown) +
         " more (report.json: expectation.outcome \"not-checked\")\n";
  }
  return s;
}

// Failures by cause: with an expectations file, the unexpected ones first, each case named (a
// CI's log must say which cases are new), then the expected ones, and every listed case that
// passed.
std::string CausesText(const json& report) {
  const bool listed = report["totals"].contains("unexpected_failures");
  const std::vector<Cause> unexpected = FailureCauses(report);
  const std::vector<Cause> expected = FailureCauses(report, true);
  std::string s;
  if (unexpected.empty() && expected.empty()) s += kPrefix + "no failing case\n";
  if (!unexpected.empty()) {
    s += CauseList(report, unexpected,
                   listed ? "UNEXPECTED failing case%s by cause (not as listed):\n"
                          : "failing case%s by cause:\n",
                   listed);
  }
  if (!expected.empty()) {
    s += CauseList(report, expected,
                   unexpected.empty() ? "failing case%s by cause (all expected):\n"
                                      : "expected failing case%s by cause:\n",
                   false);
  }
  // What changed in each listed case: a failure other than the listed one, or none at all.
  for (const json& c : report["cases"]) {
    const std::string outcome = ExpectationOutcomeOf(c);
    if (outcome != "unexpected-pass" && outcome != "failed-differently") continue;
    s += kPrefix + (outcome == "unexpected-pass" ? "UNEXPECTED PASS: " : "FAILED DIFFERENTLY: ") +
         Text(c, "case") + " (" + Text(c["expectation"], "detail") + ")\n";
  }
  return s + NotChecked(report);
}

std::string VerdictTable(const json& report) {
  std::map<std::string, std::map<std::string, std::uint64_t>> counts;  // family -> verdict -> n
  std::map<std::string, bool> present;
  for (const json& c : report["cases"]) {
    const std::string verdict = c.value("verdict", std::string());
    ++counts[SectionOf(c)][verdict];
    present[verdict] = true;
  }
  std::vector<std::string> columns;
  for (const std::string& v : KnownVerdicts()) {
    if (present.count(v) != 0) columns.push_back(v);
  }
  for (const auto& [v, yes] : present) {
    if (std::find(columns.begin(), columns.end(), v) == columns.end()) columns.push_back(v);
  }
  constexpr std::size_t kFirst = 12;  // "vstore_half" and a space
  std::string s = kPrefix + Padded("family", kFirst, false) + Padded("cases", 7, true);
  for (const std::string& v : columns) s += Padded(v, std::max<std::size_t>(v.size(), 5) + 2, true);
  s += "\n";
  for (const std::string& family : Sections()) {
    auto it = counts.find(family);
    if (it == counts.end()) continue;
    std::uint64_t total = 0;
    for (const auto& [v, n] : it->second) total += n;
    s += kPrefix + Padded(family, kFirst, false) + Padded(std::to_string(total), 7, true);
    for (const std::string& v : columns) {
      auto n = it->second.find(v);
      s += Padded(n == it->second.end() ? "." : std::to_string(n->second),
                  std::max<std::size_t>(v.size(), 5) + 2, true);
    }
    s += "\n";
  }
  return s;
}

// Why cases were not checked or skipped, each reason once with its count, most first: the
// table counts them apart from the passes, and these lines say why.
std::string UncheckedReasons(const json& report) {
  constexpr std::size_t kReasonsShown = 6;
  std::map<std::string, std::uint64_t> reasons;
  for (const json& c : report["cases"]) {
    const std::string verdict = c.value("verdict", std::string());
    if (verdict != "not-checked" && verdict != "skipped") continue;
    const std::string message = c.value("message", std::string());
    ++reasons[verdict + ": " + message.substr(0, message.find('\n'))];
  }
  std::vector<std::pair<std::string, std::uint64_t>> order(reasons.begin(), reasons.end());
  std::stable_sort(order.begin(), order.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  std::string s;
  for (std::size_t i = 0; i < order.size() && i < kReasonsShown; ++i)
    s += kPrefix + std::to_string(order[i].second) + " x " + order[i].first + "\n";
  if (order.size() > kReasonsShown) {
    s += kPrefix + "... and " + std::to_string(order.size() - kReasonsShown) +
         " more reasons (report.html lists them)\n";
  }
  return s;
}

}  // namespace

std::string UnexpectedCases(const json& report) {
  std::string s;
  for (const json& c : report["cases"]) {
    const std::string detail = c.contains("expectation") ? Text(c["expectation"], "detail") : "";
    if (UnexpectedFailure(c)) {
      s += "UNEXPECTED FAILURE: " + Text(c, "case") + " (" + Text(c, "verdict") +
           (detail.empty() ? "" : "; " + detail) + ")\n";
    } else if (ExpectationOutcomeOf(c) == "unexpected-pass") {
      s += "UNEXPECTED PASS: " + Text(c, "case") + " (" + detail + ")\n";
    }
  }
  return s;
}

std::string ConsoleSummary(const json& report) {
  const json& dev = report["device"];
  const std::string partial = PartialNote(report);
  return kPrefix + dev.value("platform", std::string()) + " / " + dev.value("name", std::string()) +
         "\n" +
         (partial.empty() ? ""
                          : kPrefix + "PARTIAL (" + partial +
                                "): the missing shards' cases were not run; this is no pass\n") +
         CausesText(report) + VerdictTable(report) + UncheckedReasons(report);
}

}  // namespace clc
