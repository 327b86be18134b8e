// What the expectations file and deqp-runner's lists say of a case (harness/app/listed.h).
#include "harness/app/listed.h"

namespace clc {

std::optional<VariantResult> ListedSkip(const Variant& v, const std::optional<Expectations>& e,
                                        const std::optional<DeqpLists>& deqp) {
  const std::string name = CaseName(v);
  VariantResult r;
  r.variant = v;
  r.status = CaseStatus::kSkipped;
  if (e && e->skips.count(name) != 0) {
    r.message = "skipped by " + e->source + ": " + e->skips.at(name);
    return r;
  }
  const std::string deqp_skip = deqp ? DeqpLists::Match(deqp->skips, name) : "";
  if (deqp_skip.empty()) return std::nullopt;
  r.message = "skipped by " + deqp->skips_file + ": " + deqp_skip;
  return r;
}

std::map<Variant, CaseStatus> KnownFaults(const std::optional<Expectations>& e) {
  std::map<Variant, CaseStatus> known_faults;
  if (!e) return known_faults;
  for (const auto& [name, status] : e->faults) {
    const std::optional<Variant> v = ParseCaseName(name);  // no other name is a case of a run
    if (v && (status == CaseStatus::kCrashed || status == CaseStatus::kTimedOut))
      known_faults[*v] = status;
  }
  return known_faults;
}

std::set<Variant> ListedFailures(const std::optional<Expectations>& e) {
  std::set<Variant> out;
  if (!e) return out;
  const auto add = [&out](const std::string& name) {
    if (const std::optional<Variant> v = ParseCaseName(name)) out.insert(*v);
  };
  for (const auto& entry : e->failures) add(entry.first);
  for (const auto& entry : e->flaky) add(entry.first);
  return out;
}

std::set<Variant> LikelyFailures(const std::string& path,
                                 const std::optional<Expectations>& at_run) {
  std::set<Variant> out = ListedFailures(at_run);
  if (path.empty()) return out;
  try {
    const std::set<Variant> anywhere = ListedFailures(LoadExpectations(path));
    out.insert(anywhere.begin(), anywhere.end());
  } catch (const std::exception&) {
    // Read at the run's level already: a file unreadable at every level plans nothing more.
  }
  return out;
}

ExpectationScope ScopeOf(const CliOptions& o) {
  ExpectationScope scope;
  scope.inputs = o.inputs;
  if (!o.inputs.empty()) {
    scope.narrowed_by = FlagOf(&CliOptions::inputs);
  } else if (o.operand_count != 0) {
    scope.narrowed_by = FlagOf(&CliOptions::operand_count);
  } else if (o.seed != kDefaultSeed) {
    scope.narrowed_by = std::string(FlagOf(&CliOptions::seed)) + "=" + std::to_string(o.seed);
  }
  scope.whole = scope.narrowed_by.empty();
  scope.constant_path = o.constant_path;
  return scope;
}

ExpectationMark KnownFailures::MarkOf(const VariantResult& r) const {
  ExpectationMark m;
  if (file) m = clc::MarkOf(*file, r, scope);
  if (m.outcome == ExpectationOutcome::kNotListed && deqp) {
    m = DeqpMark(*deqp, CaseName(r.variant), std::string(NameOf(VerdictOf(r))));
  }
  return m;
}

std::map<std::string, ExpectationMark> KnownFailures::Marks(
    const std::vector<VariantResult>& results) const {
  return MarksOf(results, [this](const VariantResult& r) { return MarkOf(r); });
}

std::optional<Listed> ListedConclusion(const VariantResult& r, const KnownFailures& known) {
  const ExpectationMark m = known.MarkOf(r);
  if (m.outcome == ExpectationOutcome::kNotListed) return std::nullopt;
  if (m.outcome != ExpectationOutcome::kFailedAsExpected) {
    return Listed{FailsRun(m.outcome), m.detail};
  }
  const std::string seen = r.status == CaseStatus::kRan && IsLegal(r.variant)
                               ? std::to_string(r.mismatched) + " lanes mismatched"
                               : std::string(NameOf(VerdictOf(r)));
  return Listed{false, "expected failure: " + seen + ", " + m.detail};
}

}  // namespace clc
