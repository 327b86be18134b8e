// Comparing a case of two reports by what each report says about each of its paths.
#include "harness/report/diff_case.h"

#include <optional>

#include "harness/report/format.h"
#include "harness/report/report_fields.h"
#include "harness/report/report_merge.h"
#include "harness/report/result.h"

namespace clc {
namespace {

using nlohmann::json;

std::string FirstLane(const json& c) {
  const json* lane = FirstMismatch(c);
  return lane != nullptr ? LaneLine(*lane) : "";
}

// The case's results as the report states them (a valid report's cases always read back).
VariantResult ResultOf(const json& c) {
  std::string error;
  return CaseResultOf(c, &error).value_or(VariantResult{});
}

// "fail, 1 of 26 lanes wrong", or the verdict alone where the path did not run to the end.
std::string OutcomeText(const PathResult& p) {
  std::string s(NameOf(VerdictOf(p)));
  if (p.status != CaseStatus::kRan) return s;
  s += ", " + std::to_string(p.mismatched) + " of " + std::to_string(p.lanes) + " lanes wrong";
  if (p.implementation_defined != 0) {
    s += ", " + std::to_string(p.implementation_defined) + " implementation-defined";
  }
  return s;
}

// Whether NEW's outcome `after` is worse than OLD's `before` or fails otherwise: it newly fails,
// failed and is no longer checked, or fails both times with another verdict or (`differs`)
// another status or more lanes wrong.
bool WorseOrOther(Verdict before, Verdict after, bool differs) {
  if (!IsFailing(before)) return IsFailing(after);
  if (after == Verdict::kNotChecked || after == Verdict::kSkipped) return true;
  return IsFailing(after) && (before != after || differs);
}

bool Same(const PathResult& a, const PathResult& b) {
  return a.status == b.status && a.lanes == b.lanes && a.mismatched == b.mismatched &&
         a.implementation_defined == b.implementation_defined;
}

// One outcome both reports state: a path's, or for a report without paths the case's.
struct Outcome {
  std::string label;
  PathResult before, after;
};

std::vector<Outcome> OutcomesOf(const json& o, const json& n) {
  const VariantResult a = ResultOf(o);
  const VariantResult b = ResultOf(n);
  if (!o.contains("paths") || !n.contains("paths")) {
    const auto whole = [](const VariantResult& r) {
      return PathResult{r.status, r.lanes, r.mismatched, r.implementation_defined};
    };
    return {{"the case", whole(a), whole(b)}};
  }
  std::vector<Outcome> outcomes;
  outcomes.reserve(kRunPaths.size());
  for (RunPath p : kRunPaths) {
    outcomes.push_back({std::string(NameOf(p)) + " path", a.Path(p), b.Path(p)});
  }
  return outcomes;
}

// A case's verdict word as report.json states it (one this version does not know: an error).
Verdict VerdictWord(const std::string& word) {
  return ParseVerdict(word).value_or(Verdict::kError);
}

std::vector<std::string> Explaining(const std::vector<RunDifference>& runs,
                                    bool RunDifference::*of) {
  std::vector<std::string> why;
  for (const RunDifference& d : runs) {
    if (d.*of) why.push_back(d.what);
  }
  return why;
}

std::string KindOf(const CaseChange& ch) {
  const bool was = IsFailingVerdict(ch.old_verdict);
  if (ch.regression)
    return !was && IsFailingVerdict(ch.new_verdict) ? "newly-failing" : "failing-differently";
  if (!ch.why.empty()) return "not-compared";
  if (was && ch.new_verdict == NameOf(Verdict::kPass)) return "newly-passing";
  if (ch.old_verdict != ch.new_verdict) return "verdict-changed";
  if (!ch.what.empty() || ch.old_first != ch.new_first) return "changed";
  return "";
}

}  // namespace

CaseChange CompareCase(const json& o, const json& n, const std::vector<RunDifference>& runs) {
  CaseChange ch;
  ch.name = Text(o, "case");
  ch.old_verdict = Text(o, "verdict");
  ch.new_verdict = Text(n, "verdict");
  ch.old_first = FirstLane(o);
  ch.new_first = FirstLane(n);
  bool worse = WorseOrOther(VerdictWord(ch.old_verdict), VerdictWord(ch.new_verdict), false);
  for (const Outcome& out : OutcomesOf(o, n)) {
    if (Same(out.before, out.after)) continue;
    const Verdict before = VerdictOf(out.before);
    const Verdict after = VerdictOf(out.after);
    if (before == after && !IsFailing(before)) continue;  // only the lanes checked differ
    ch.what.push_back(out.label + ": " + OutcomeText(out.before) + " -> " + OutcomeText(out.after));
    worse = worse || WorseOrOther(before, after,
                                  out.before.status != out.after.status ||
                                      out.after.mismatched > out.before.mismatched);
  }
  if (worse) {
    ch.why = Explaining(runs, &RunDifference::outcomes);
    ch.regression = ch.why.empty();
  }
  ch.kind = KindOf(ch);
  return ch;
}

CaseChange VanishedCase(const json& o, const std::vector<RunDifference>& runs,
                        bool allow_vanished) {
  CaseChange ch;
  ch.name = Text(o, "case");
  ch.old_verdict = Text(o, "verdict");
  ch.old_first = FirstLane(o);
  ch.kind = "vanished";
  if (allow_vanished) return ch;
  ch.why = Explaining(runs, &RunDifference::presence);
  ch.regression = ch.why.empty();
  if (!ch.regression) {
    ch.kind = "not-compared";
    ch.what = {"not in NEW"};
  }
  return ch;
}

CaseChange NewCase(const json& n) {
  CaseChange ch;
  ch.name = Text(n, "case");
  ch.kind = "only-in-new";
  ch.new_verdict = Text(n, "verdict");
  ch.new_first = FirstLane(n);
  return ch;
}

}  // namespace clc
