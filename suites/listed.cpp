// What the expectations file and deqp-runner's lists say of a case (suites/listed.h).
#include "suites/listed.h"

namespace clc {

namespace {

std::optional<Listed> ByExpectations(const Expectations& e, const VariantResult& r) {
  std::string detail;
  switch (Check(e, r, &detail)) {
    case ExpectationOutcome::kNotListed: return std::nullopt;
    case ExpectationOutcome::kFailedAsExpected:
      return Listed{false, "expected failure (" + e.source + "): " +
                               (r.status == CaseStatus::kRan
                                    ? std::to_string(r.mismatched) + " lanes mismatched"
                                    : std::string(NameOf(r.status))) +
                               " as listed"};
    case ExpectationOutcome::kFlakyFailed: return Listed{false, detail};
    case ExpectationOutcome::kUnexpectedPass:
    case ExpectationOutcome::kFailedDifferently: return Listed{true, detail};
  }
  return std::nullopt;
}

std::optional<Listed> ByDeqpLists(const DeqpLists& deqp, const Variant& v, const VariantResult& r) {
  const std::string status = DeqpStatus(std::string(NameOf(VerdictOf(r))));
  const std::string outcome = DeqpOutcome(deqp, CaseName(v), status);
  if (outcome == "ExpectedFail") {
    return Listed{false, "expected failure (" + deqp.baseline_file + "): " + status};
  }
  if (outcome == "Flake") {
    return Listed{false, "flaky (" + deqp.flakes_file +
                             "): " + DeqpLists::Match(deqp.flakes, CaseName(v)) + " matches"};
  }
  if (outcome == "UnexpectedPass") {
    return Listed{true, "unexpected pass: " + deqp.baseline_file + " expects " +
                            deqp.baseline.at(CaseName(v))};
  }
  return std::nullopt;
}

}  // namespace

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

std::optional<Listed> ListedConclusion(const Variant& v, const VariantResult& r,
                                       const std::optional<Expectations>& e,
                                       const std::optional<DeqpLists>& deqp) {
  std::optional<Listed> listed;
  if (e) listed = ByExpectations(*e, r);
  if (!listed && deqp) listed = ByDeqpLists(*deqp, v, r);
  return listed;
}

}  // namespace clc
