// A listed case's result against its entry: each path's status, wrong lanes and their number
// as stated, and what the run exercised of them.
#include <algorithm>

#include "harness/report/expectations.h"
#include "harness/report/format.h"

namespace clc {

namespace {

// What a path (or the case as a whole) showed.
struct Seen {
  CaseStatus status = CaseStatus::kNotRun;
  std::uint64_t mismatched = 0;
  std::vector<const LaneRecord*> lanes;  // as recorded
  bool AllRecorded() const { return lanes.size() == mismatched; }
};

Seen SeenOn(const VariantResult& r, std::optional<RunPath> p) {
  Seen s;
  s.status = p ? r.Path(*p).status : r.status;
  s.mismatched = p ? r.Path(*p).mismatched : r.mismatched;
  for (const LaneRecord& m : r.mismatches) {
    if (!p || m.constant_path == (*p == RunPath::kConstant)) s.lanes.push_back(&m);
  }
  return s;
}

enum class PathOutcome : std::uint8_t { kAsListed, kChanged, kPassed, kNotChecked };

struct PathCheck {
  PathOutcome outcome = PathOutcome::kAsListed;
  std::string detail;
};

std::string Lanes(std::uint64_t n) {
  return std::to_string(n) + (n == 1 ? " lane" : " lanes") + " mismatched";
}

// "crash", "3 lanes mismatched", "crash after 1 lane mismatched", "none".
std::string Listed(const PathExpectation& s) {
  if (s.status == CaseStatus::kRan) return s.Count() == 0 ? "none" : Lanes(s.Count());
  return std::string(NameOf(s.status)) + (s.Count() == 0 ? "" : " after " + Lanes(s.Count()));
}

std::string Now(const Seen& s) {
  if (s.status == CaseStatus::kRan) return s.mismatched == 0 ? "conforms" : Lanes(s.mismatched);
  return std::string(NameOf(s.status)) + (s.mismatched == 0 ? "" : " after " + Lanes(s.mismatched));
}

struct Judging {
  const ExpectationScope& scope;
  ScalarType in;      // the recorded input's type
  ScalarType out;     // the result's
  std::string where;  // "buffer path", "the case"

  PathCheck Says(PathOutcome o, const std::string& what) const { return {o, where + ": " + what}; }
  PathCheck Differs(const PathExpectation& want, const Seen& seen) const {
    return Says(PathOutcome::kChanged, Now(seen) + ", listed: " + Listed(want));
  }
  std::string Lane(const LaneRecord& m) const {
    return "lane input " + HexBits(in, m.input) + " returned " + HexBits(out, m.got);
  }
  bool Exercised(const ExpectedLane& l) const {
    return scope.whole ||
           std::find(scope.inputs.begin(), scope.inputs.end(), l.input) != scope.inputs.end();
  }
  PathCheck Lanes(const PathExpectation& want, const Seen& seen) const;
  PathCheck Statement(const PathExpectation& want, const Seen& seen) const;
};

// The recorded lanes against the listed ones: the same bits where an input is listed, no lane
// beside a complete list, and every listed lane the run exercised seen (where all were
// recorded).
PathCheck Judging::Lanes(const PathExpectation& want, const Seen& seen) const {
  const bool complete = want.Count() == want.lanes.size();
  std::size_t seen_listed = 0;
  for (const LaneRecord* m : seen.lanes) {
    const auto same_input = [&](const ExpectedLane& l) { return l.input == m->input; };
    const auto listed = std::find_if(want.lanes.begin(), want.lanes.end(), [&](const auto& l) {
      return same_input(l) && l.expected == m->expected && l.got == m->got;
    });
    if (listed != want.lanes.end()) continue;
    const auto other = std::find_if(want.lanes.begin(), want.lanes.end(), same_input);
    if (other != want.lanes.end()) {
      return Says(PathOutcome::kChanged, Lane(*m) + ", listed " + HexBits(out, other->got));
    }
    if (complete) {
      return Says(PathOutcome::kChanged,
                  Lane(*m) + " (expected " + HexBits(out, m->expected) + "), not listed");
    }
  }
  for (const ExpectedLane& l : want.lanes) {
    const bool found = std::any_of(seen.lanes.begin(), seen.lanes.end(), [&](const LaneRecord* m) {
      return m->input == l.input && m->expected == l.expected && m->got == l.got;
    });
    seen_listed += found ? 1 : 0;
    if (found || !seen.AllRecorded() || !Exercised(l)) continue;
    const std::string what = "listed lane input " + HexBits(in, l.input) + " conformed";
    return Says(seen.mismatched == 0 ? PathOutcome::kPassed : PathOutcome::kChanged, what);
  }
  if (scope.whole || (complete && seen_listed == want.lanes.size())) return {};
  return Says(PathOutcome::kNotChecked,
              std::to_string(seen_listed) + " of the " + std::to_string(want.lanes.size()) +
                  " listed lanes seen, their number not checked (" + scope.narrowed_by + ")");
}

PathCheck Judging::Statement(const PathExpectation& want, const Seen& seen) const {
  if (seen.status == CaseStatus::kNotRun) {
    return Says(PathOutcome::kNotChecked, "not run, listed: " + Listed(want));
  }
  if (seen.status != want.status) {
    if (seen.status != CaseStatus::kRan || seen.mismatched != 0) return Differs(want, seen);
    return scope.whole ? Says(PathOutcome::kPassed, "conforms, listed: " + Listed(want))
                       : Says(PathOutcome::kNotChecked, "conforms on the operands checked (" +
                                                            scope.narrowed_by +
                                                            "), listed: " + Listed(want));
  }
  if (want.Count() == 0 && seen.mismatched != 0) return Differs(want, seen);
  if (scope.whole && seen.mismatched != want.Count()) {
    if (seen.mismatched == 0 && want.status == CaseStatus::kRan) {
      return Says(PathOutcome::kPassed, "conforms, listed: " + Listed(want));
    }
    return Differs(want, seen);
  }
  PathCheck check = Lanes(want, seen);
  if (check.outcome == PathOutcome::kAsListed) check.detail = where + ": " + Listed(want);
  return check;
}

// Each path's check against what `c` states of it (a path it does not name conforms), and the
// lines without a path against the case as a whole.
std::vector<std::pair<PathCheck, bool>> Checks(const CaseExpectation& c, const VariantResult& r,
                                               const ExpectationScope& scope) {
  std::vector<std::pair<PathCheck, bool>> checks;  // with whether the entry names it
  ExpectationScope both = scope;  // the case as a whole: both paths' operands, or not whole
  if (!scope.constant_path && scope.whole) {
    both.whole = false;
    both.narrowed_by = "the constant path not taken";
  }
  const Judging whole{both, RecordedInputType(r.variant), r.variant.dst, "the case"};
  if (c.whole && (!c.NamesPaths() || !c.whole->lanes.empty() || c.whole->mismatched)) {
    checks.emplace_back(whole.Statement(*c.whole, SeenOn(r, std::nullopt)), true);
  } else if (c.whole && r.status != c.whole->status) {
    checks.emplace_back(whole.Differs(*c.whole, SeenOn(r, std::nullopt)), true);
  }
  if (!c.NamesPaths()) return checks;
  Judging judge{scope, RecordedInputType(r.variant), r.variant.dst, ""};
  for (RunPath p : kRunPaths) {
    judge.where = std::string(NameOf(p)) + " path";
    const std::optional<PathExpectation>& want = c.paths[static_cast<std::size_t>(p)];
    checks.emplace_back(judge.Statement(want.value_or(PathExpectation{}), SeenOn(r, p)),
                        want.has_value());
  }
  if (FaultOutsidePaths(r) && !c.whole) {
    checks.push_back({{PathOutcome::kChanged, "the case: " + std::string(NameOf(r.status)) +
                                                  " outside its paths, listed: none"},
                      true});
  }
  return checks;
}

}  // namespace

namespace {

// A negative check listed as compiled by the device: it must have run and been compiled again.
ExpectationOutcome CheckAccepted(const Expectations& e, const VariantResult& r,
                                 std::string* detail) {
  if (r.status == CaseStatus::kRan && !r.rejected) return ExpectationOutcome::kFailedAsExpected;
  if (r.status == CaseStatus::kRan) {
    *detail = "unexpected pass: listed in " + e.source + " as accepted, but the device rejected it";
    return ExpectationOutcome::kUnexpectedPass;
  }
  if (r.status == CaseStatus::kNotRun || r.status == CaseStatus::kSkipped) {
    *detail = "not checked: listed in " + e.source + " as accepted, but not run";
    return ExpectationOutcome::kNotChecked;
  }
  *detail = "listed in " + e.source + " as accepted but ended as " + std::string(NameOf(r.status));
  return ExpectationOutcome::kFailedDifferently;
}

ExpectationOutcome CheckFlaky(const std::string& why, const VariantResult& r, std::string* detail) {
  if (!IsFailing(VerdictOf(r))) return ExpectationOutcome::kNotListed;
  *detail = "flaky (" + why + "): " + std::string(NameOf(r.status)) + ", " +
            std::to_string(r.mismatched) + " lanes mismatched this time";
  return ExpectationOutcome::kFlakyFailed;
}

// The checks' words: those of `o` first, then what was as listed.
std::string Words(const std::vector<std::pair<PathCheck, bool>>& checks, PathOutcome o) {
  std::string changed;
  std::string same;
  for (const auto& [check, named] : checks) {
    if (check.outcome == o && (named || o == PathOutcome::kChanged)) {
      changed += (changed.empty() ? "" : "; ") + check.detail;
    } else if (check.outcome == PathOutcome::kAsListed && named) {
      same += (same.empty() ? "" : ", ") + check.detail;
    }
  }
  return changed + (same.empty() ? "" : "; as listed: " + same);
}

}  // namespace

ExpectationOutcome Check(const Expectations& e, const VariantResult& r, std::string* detail,
                         const ExpectationScope& scope) {
  const std::string name = CaseName(r.variant);
  if (e.flaky.count(name) != 0) return CheckFlaky(e.flaky.at(name), r, detail);
  if (e.accepted.count(name) != 0) return CheckAccepted(e, r, detail);
  const auto it = e.failures.find(name);
  if (it == e.failures.end()) return ExpectationOutcome::kNotListed;
  const std::string from = " (" + e.source + ")";
  if (r.status == CaseStatus::kNotRun || r.status == CaseStatus::kSkipped) {
    *detail = "not checked: the case was " + std::string(NameOf(r.status)) + from;
    return ExpectationOutcome::kNotChecked;
  }
  const std::vector<std::pair<PathCheck, bool>> checks = Checks(it->second, r, scope);
  const auto any = [&](PathOutcome o) {
    return std::any_of(checks.begin(), checks.end(), [&](const auto& c) {
      return c.first.outcome == o && (c.second || o == PathOutcome::kChanged);
    });
  };
  for (const auto& [o, outcome, words] :
       {std::tuple{PathOutcome::kChanged, ExpectationOutcome::kFailedDifferently,
                   "failed differently: "},
        std::tuple{PathOutcome::kPassed, ExpectationOutcome::kUnexpectedPass, "unexpected pass: "},
        std::tuple{PathOutcome::kNotChecked, ExpectationOutcome::kNotChecked, "not checked: "}}) {
    if (!any(o)) continue;
    *detail = words + Words(checks, o) + from;
    return outcome;
  }
  return ExpectationOutcome::kFailedAsExpected;
}

std::string_view NameOf(ExpectationOutcome o) {
  switch (o) {
    case ExpectationOutcome::kNotListed: return "";
    case ExpectationOutcome::kFailedAsExpected: return "expected-failure";
    case ExpectationOutcome::kUnexpectedPass: return "unexpected-pass";
    case ExpectationOutcome::kFailedDifferently: return "failed-differently";
    case ExpectationOutcome::kFlakyFailed: return "flaky-failure";
    case ExpectationOutcome::kNotChecked: return "not-checked";
  }
  return "";
}

bool IsExpectedFailure(ExpectationOutcome o) {
  return o == ExpectationOutcome::kFailedAsExpected || o == ExpectationOutcome::kFlakyFailed;
}

bool FailsRun(ExpectationOutcome o) {
  return o == ExpectationOutcome::kUnexpectedPass || o == ExpectationOutcome::kFailedDifferently;
}

ExpectationMark MarkOf(const Expectations& e, const VariantResult& r,
                       const ExpectationScope& scope) {
  ExpectationMark m;
  m.outcome = Check(e, r, &m.detail, scope);
  if (m.outcome == ExpectationOutcome::kNotListed) return m;
  const std::string name = CaseName(r.variant);
  if (m.detail.empty()) {
    const auto entry = e.failures.find(name);
    std::string why = entry != e.failures.end()     ? entry->second.Reason()
                      : e.accepted.count(name) != 0 ? e.accepted.at(name)
                                                    : "";
    why.erase(0, why.find_first_not_of(' '));
    m.detail = "as listed in " + e.source + (why.empty() ? "" : ": " + why);
  }
  // Not checked: what the run showed is within the entry, so its failure is the listed one.
  m.expected = IsFailing(VerdictOf(r)) &&
               (IsExpectedFailure(m.outcome) || m.outcome == ExpectationOutcome::kNotChecked);
  return m;
}

std::map<std::string, ExpectationMark> MarksOf(
    const std::vector<VariantResult>& results,
    const std::function<ExpectationMark(const VariantResult&)>& mark) {
  std::map<std::string, ExpectationMark> marks;
  for (const VariantResult& r : results) {
    ExpectationMark m = mark(r);
    if (m.outcome != ExpectationOutcome::kNotListed) marks[CaseName(r.variant)] = std::move(m);
  }
  return marks;
}

std::map<std::string, ExpectationMark> MarkExpectations(const Expectations& e,
                                                        const std::vector<VariantResult>& results,
                                                        const ExpectationScope& scope) {
  return MarksOf(results, [&](const VariantResult& r) { return MarkOf(e, r, scope); });
}

}  // namespace clc
