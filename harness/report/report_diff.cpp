// Comparing two reports case by case, path by path, as text and JSON.
#include "harness/report/report_diff.h"

#include <algorithm>
#include <map>

#include "harness/report/report_fields.h"
#include "harness/report/report_merge.h"

namespace clc {
namespace {

using nlohmann::json;

std::string Described(const json& report) {
  return DeviceIdentityText(report) + " (driver " + Text(report["device"], "driver_version") + ")";
}

std::map<std::string, const json*> ByName(const json& report) {
  std::map<std::string, const json*> cases;
  for (const json& c : report["cases"]) cases[Text(c, "case")] = &c;
  return cases;
}

std::string Joined(const std::vector<std::string>& items) {
  std::string s;
  for (const std::string& item : items) s += (s.empty() ? "" : "; ") + item;
  return s;
}

// The changes of every case of OLD or NEW, in DiffKinds' order, then by name.
std::vector<CaseChange> Changes(const json& old_report, const json& new_report,
                                const std::vector<RunDifference>& runs, bool allow_vanished) {
  const auto olds = ByName(old_report);
  const auto news = ByName(new_report);
  std::vector<CaseChange> changes;
  for (const auto& [name, o] : olds) {
    const auto it = news.find(name);
    CaseChange ch = it == news.end() ? VanishedCase(*o, runs, allow_vanished)
                                     : CompareCase(*o, *it->second, runs);
    if (!ch.kind.empty()) changes.push_back(std::move(ch));
  }
  for (const auto& [name, n] : news) {
    if (olds.count(name) == 0) changes.push_back(NewCase(*n));
  }
  const auto rank = [](const std::string& kind) {
    return std::find(DiffKinds().begin(), DiffKinds().end(), kind) - DiffKinds().begin();
  };
  std::stable_sort(changes.begin(), changes.end(), [&](const CaseChange& a, const CaseChange& b) {
    return rank(a.kind) < rank(b.kind);
  });
  return changes;
}

}  // namespace

const std::vector<std::string>& DiffKinds() {
  static const std::vector<std::string> kKinds = {
      "newly-failing", "failing-differently", "vanished", "not-compared",
      "newly-passing", "verdict-changed",     "changed",  "only-in-new"};
  return kKinds;
}

std::string DiffHeading(const std::string& kind) {
  std::string s = kind;
  std::replace(s.begin(), s.end(), '-', ' ');
  return s;
}

ReportDiff DiffReports(const json& old_report, const json& new_report, const DiffOptions& options) {
  for (const json* r : {&old_report, &new_report}) {
    std::string why;
    if (!ValidateReport(*r, &why)) {
      throw ReportError(std::string(r == &old_report ? "OLD" : "NEW") +
                        " is not a clconform report: " + why);
    }
  }
  ReportDiff diff;
  diff.old_device = Described(old_report);
  diff.new_device = Described(new_report);
  diff.old_partial = PartialNote(old_report);
  diff.new_partial = PartialNote(new_report);
  RunDifferences differences = DifferencesOf(old_report, new_report);
  if (!differences.device.empty()) {
    if (!options.allow_unlike) {
      throw UnlikeRuns("the reports are of different devices (device identity: " +
                       differences.device + "); OLD " + diff.old_device + ", NEW " +
                       diff.new_device + " (--allow-unlike compares them anyway)");
    }
    diff.unlike.push_back("device identity: " + differences.device);
  }
  for (const RunDifference& d : differences.runs) diff.unlike.push_back(d.what);
  diff.compared_as_alike = options.allow_unlike && !diff.unlike.empty();
  if (options.allow_unlike) differences.runs.clear();
  diff.changes = Changes(old_report, new_report, differences.runs, options.allow_vanished);
  const auto news = ByName(new_report);
  for (const json& c : old_report["cases"]) diff.compared += news.count(Text(c, "case"));
  for (const CaseChange& ch : diff.changes) {
    diff.regressions += ch.regression ? 1 : 0;
    diff.not_compared += ch.kind == "not-compared" ? 1 : 0;
    diff.vanished += ch.new_verdict.empty() && !ch.old_verdict.empty() ? 1 : 0;
  }
  return diff;
}

namespace {

std::string ChangeText(const CaseChange& ch) {
  std::string s = "  " + ch.name + ": " + (ch.old_verdict.empty() ? "-" : ch.old_verdict) + " -> " +
                  (ch.new_verdict.empty() ? "-" : ch.new_verdict) +
                  (ch.regression ? "  [regression]" : "") +
                  (ch.why.empty() ? "" : "  [not compared: " + Joined(ch.why) + "]") + "\n";
  for (const std::string& line : ch.what) s += "    " + line + "\n";
  if (ch.old_first != ch.new_first) {
    if (!ch.old_first.empty()) s += "    was: " + ch.old_first + "\n";
    if (!ch.new_first.empty()) s += "    now: " + ch.new_first + "\n";
  }
  return s;
}

}  // namespace

std::string DiffText(const ReportDiff& diff) {
  const auto partial = [](const std::string& note) {
    return note.empty() ? "" : " [" + note + "]";
  };
  std::string s = "OLD: " + diff.old_device + partial(diff.old_partial) +
                  "\nNEW: " + diff.new_device + partial(diff.new_partial) + "\n";
  if (!diff.unlike.empty()) {
    s += diff.compared_as_alike
             ? "WARNING: the runs checked different things, compared anyway (--allow-unlike):\n"
             : "The runs differ in (a change these can explain is not compared):\n";
    for (const std::string& u : diff.unlike) s += "  " + u + "\n";
  }
  for (const std::string& kind : DiffKinds()) {
    std::string lines;
    std::size_t n = 0;
    for (const CaseChange& ch : diff.changes) {
      if (ch.kind != kind) continue;
      ++n;
      lines += ChangeText(ch);
    }
    if (n != 0) s += DiffHeading(kind) + " (" + std::to_string(n) + "):\n" + lines;
  }
  return s + std::to_string(diff.compared) + " cases compared, " +
         std::to_string(diff.changes.size()) + " changes, " + std::to_string(diff.vanished) +
         " vanished, " + std::to_string(diff.regressions) + " regressions, " +
         std::to_string(diff.not_compared) + " not compared" +
         (diff.compared_as_alike ? " (UNLIKE RUNS)" : "") + "\n";
}

json DiffJson(const ReportDiff& diff) {
  json changes = json::array();
  for (const CaseChange& ch : diff.changes) {
    changes.push_back({{"case", ch.name},
                       {"kind", ch.kind},
                       {"old_verdict", ch.old_verdict},
                       {"new_verdict", ch.new_verdict},
                       {"old_first_mismatch", ch.old_first},
                       {"new_first_mismatch", ch.new_first},
                       {"what", ch.what},
                       {"not_compared_because", ch.why},
                       {"regression", ch.regression}});
  }
  return {{"old", diff.old_device},
          {"new", diff.new_device},
          {"old_partial", diff.old_partial},
          {"new_partial", diff.new_partial},
          {"unlike", diff.unlike},
          {"compared_as_alike", diff.compared_as_alike},
          {"compared", diff.compared},
          {"vanished", diff.vanished},
          {"not_compared", diff.not_compared},
          {"regressions", diff.regressions},
          {"changes", std::move(changes)}};
}

}  // namespace clc
