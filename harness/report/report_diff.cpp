// Comparing two reports case by case.
#include "harness/report/report_diff.h"

#include <algorithm>
#include <map>

#include "harness/report/format.h"
#include "harness/report/html_util.h"
#include "harness/report/report_fields.h"
#include "harness/report/report_merge.h"
#include "harness/report/run_record.h"

namespace clc {
namespace {

using nlohmann::json;

const std::vector<std::string>& Kinds() {
  static const std::vector<std::string> kKinds = {"newly-failing",   "newly-passing",
                                                  "verdict-changed", "first-mismatch-changed",
                                                  "vanished",        "only-in-new"};
  return kKinds;
}

// What must agree for two runs' verdicts to compare: run_record.h's Checked fields but the
// tool's version and --icd (a diff compares driver builds, and clconform versions whose
// reference agrees), with the filter, operand range and shard set, which decide the cases and
// lanes. The device's identity is compared apart (SameDevice).
json Compared(const json& report) {
  const RunRecord r = RunRecordFromJson(report["run"]).value_or(RunRecord{});
  json j = r.Checked();
  j.erase("version");
  j.erase("icds");
  j["filter"] = r.filter;
  j["operand_range"] = r.Value("operand_range");
  j["shards"] = {{"total", r.shard_total}, {"held", r.HeldShards()}};
  return j;
}

// "seed: 1 -> 2" for each field of Compared that differs.
std::vector<std::string> Unlike(const json& old_report, const json& new_report) {
  const json a = Compared(old_report);
  const json b = Compared(new_report);
  std::vector<std::string> unlike;
  if (!SameDevice(old_report, new_report)) {
    unlike.push_back("device identity: " + DeviceIdentityText(old_report) + " -> " +
                     DeviceIdentityText(new_report));
  }
  for (const auto& [key, value] : a.items()) {
    if (b[key] != value) unlike.push_back(key + ": " + value.dump() + " -> " + b[key].dump());
  }
  return unlike;
}

std::string Described(const json& report) {
  return DeviceIdentityText(report) + " (driver " + Text(report["device"], "driver_version") + ")";
}

std::string FirstLane(const json& c) {
  const json* lane = FirstMismatch(c);
  return lane != nullptr ? LaneLine(*lane) : "";
}

std::map<std::string, const json*> ByName(const json& report) {
  std::map<std::string, const json*> cases;
  for (const json& c : report["cases"]) cases[Text(c, "case")] = &c;
  return cases;
}

CaseChange Compare(const std::string& name, const json& o, const json& n) {
  CaseChange ch;
  ch.name = name;
  ch.old_verdict = Text(o, "verdict");
  ch.new_verdict = Text(n, "verdict");
  ch.old_first = FirstLane(o);
  ch.new_first = FirstLane(n);
  const bool was = IsFailingVerdict(ch.old_verdict);
  const bool is = IsFailingVerdict(ch.new_verdict);
  if (!was && is) {
    ch.kind = "newly-failing";
    ch.regression = true;
  } else if (was && !is && ch.new_verdict == "pass") {
    ch.kind = "newly-passing";
  } else if (ch.old_verdict != ch.new_verdict) {
    ch.kind = "verdict-changed";
    ch.regression = was && is && VerdictSeverity(ch.new_verdict) > VerdictSeverity(ch.old_verdict);
  } else if (ch.old_first != ch.new_first) {
    ch.kind = "first-mismatch-changed";
  }
  return ch;
}

std::string Heading(const std::string& kind) {
  std::string s = kind;
  std::replace(s.begin(), s.end(), '-', ' ');
  return s;
}

}  // namespace

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
  diff.unlike = Unlike(old_report, new_report);
  if (!diff.unlike.empty() && !options.allow_unlike) {
    std::string what;
    for (const std::string& u : diff.unlike) what += (what.empty() ? "" : "; ") + u;
    throw UnlikeRuns("the runs checked different things and do not compare (" + what + "); OLD " +
                     diff.old_device + ", NEW " + diff.new_device +
                     " (--allow-unlike compares them anyway)");
  }
  const auto olds = ByName(old_report);
  const auto news = ByName(new_report);
  for (const auto& [name, o] : olds) {
    auto it = news.find(name);
    if (it == news.end()) {
      diff.changes.push_back(
          {name, "vanished", Text(*o, "verdict"), "", FirstLane(*o), "", !options.allow_vanished});
      ++diff.vanished;
      continue;
    }
    ++diff.compared;
    CaseChange ch = Compare(name, *o, *it->second);
    if (!ch.kind.empty()) diff.changes.push_back(std::move(ch));
  }
  for (const auto& [name, n] : news) {
    if (olds.count(name) == 0) {
      diff.changes.push_back({name, "only-in-new", "", Text(*n, "verdict"), "", FirstLane(*n)});
    }
  }
  const auto rank = [](const std::string& kind) {
    return std::find(Kinds().begin(), Kinds().end(), kind) - Kinds().begin();
  };
  std::stable_sort(
      diff.changes.begin(), diff.changes.end(),
      [&](const CaseChange& a, const CaseChange& b) { return rank(a.kind) < rank(b.kind); });
  for (const CaseChange& ch : diff.changes) diff.regressions += ch.regression ? 1 : 0;
  return diff;
}

std::string DiffText(const ReportDiff& diff) {
  const auto partial = [](const std::string& note) {
    return note.empty() ? "" : " [" + note + "]";
  };
  std::string s = "OLD: " + diff.old_device + partial(diff.old_partial) +
                  "\nNEW: " + diff.new_device + partial(diff.new_partial) + "\n";
  if (!diff.unlike.empty()) {
    s += "WARNING: the runs checked different things, compared anyway (--allow-unlike):\n";
    for (const std::string& u : diff.unlike) s += "  " + u + "\n";
  }
  for (const std::string& kind : Kinds()) {
    std::vector<const CaseChange*> of;
    for (const CaseChange& ch : diff.changes) {
      if (ch.kind == kind) of.push_back(&ch);
    }
    if (of.empty()) continue;
    s += Heading(kind) + " (" + std::to_string(of.size()) + "):\n";
    for (const CaseChange* ch : of) {
      s += "  " + ch->name + ": " + (ch->old_verdict.empty() ? "-" : ch->old_verdict) + " -> " +
           (ch->new_verdict.empty() ? "-" : ch->new_verdict) +
           (ch->regression ? "  [regression]" : "") + "\n";
      if (ch->old_first != ch->new_first) {
        if (!ch->old_first.empty()) s += "    was: " + ch->old_first + "\n";
        if (!ch->new_first.empty()) s += "    now: " + ch->new_first + "\n";
      }
    }
  }
  return s + std::to_string(diff.compared) + " cases compared, " +
         std::to_string(diff.changes.size()) + " changes, " + std::to_string(diff.vanished) +
         " vanished, " + std::to_string(diff.regressions) + " regressions" +
         (diff.unlike.empty() ? "" : " (UNLIKE RUNS)") + "\n";
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
                       {"regression", ch.regression}});
  }
  return {{"old", diff.old_device},          {"new", diff.new_device},
          {"old_partial", diff.old_partial}, {"new_partial", diff.new_partial},
          {"unlike", diff.unlike},           {"compared", diff.compared},
          {"vanished", diff.vanished},       {"regressions", diff.regressions},
          {"changes", std::move(changes)}};
}

std::string DiffHtml(const ReportDiff& diff) {
  using html::Badge;
  using html::E;
  std::string body = "<section id=\"diff\"><h2>" + html::Num(diff.regressions) +
                     " regressions</h2>\n<p>" + html::Num(diff.compared) + " cases compared, " +
                     html::Plural(diff.changes.size(), "change") + ", " + html::Num(diff.vanished) +
                     " vanished.</p>\n";
  for (const std::string& note : {diff.old_partial, diff.new_partial}) {
    if (!note.empty()) body += "<p class=\"note v-fail\"><strong>" + E(note) + "</strong></p>\n";
  }
  if (!diff.unlike.empty()) {
    body += "<p class=\"note v-fail\"><strong>Unlike runs, compared anyway:</strong> ";
    for (const std::string& u : diff.unlike) body += E(u) + "; ";
    body += "</p>\n";
  }
  for (const std::string& kind : Kinds()) {
    std::string rows;
    std::size_t n = 0;
    for (const CaseChange& ch : diff.changes) {
      if (ch.kind != kind) continue;
      ++n;
      rows += "<tr" + std::string(ch.regression ? " class=\"v-fail\"" : "") + "><td><code>" +
              E(ch.name) + "</code></td><td>" +
              (ch.old_verdict.empty() ? "-" : Badge(ch.old_verdict, ch.old_verdict)) + "</td><td>" +
              (ch.new_verdict.empty() ? "-" : Badge(ch.new_verdict, ch.new_verdict)) + "</td><td>" +
              E(ch.old_first) + "</td><td>" + E(ch.new_first) + "</td></tr>\n";
    }
    if (n == 0) continue;
    body += "<h3 id=\"" + kind + "\">" + E(Heading(kind)) + " (" + html::Num(n) +
            ")</h3>\n<table class=\"grid\"><tr><th>case</th><th>old</th><th>new</th><th>old "
            "first mismatch</th><th>new first mismatch</th></tr>\n" +
            rows + "</table>\n";
  }
  return html::Page("clconform diff: " + diff.new_device, "clconform: regressions between two runs",
                    "OLD " + E(diff.old_device) + " &middot; NEW " + E(diff.new_device), "",
                    body + "</section>\n");
}

}  // namespace clc
