// Failures confirmed by a second run in a fresh process; flaky where they do not recur.
#include "suites/confirm.h"

#include <algorithm>
#include <map>

#include "harness/report/format.h"

namespace clc {

namespace {

// "fail, 3 of 26 lanes mismatched (first: lane 2 ...)" or "pass, 26 lanes": one run's view.
std::string Observation(const VariantResult& r) {
  std::string s = std::string(NameOf(VerdictOf(r)));
  if (r.status == CaseStatus::kRan || r.status == CaseStatus::kFlaky) {
    s += ", " + std::to_string(r.mismatched) + " of " + std::to_string(r.lanes) +
         " lanes mismatched";
  } else if (!r.message.empty()) {
    s += " (" + r.message.substr(0, r.message.find('\n')) + ")";
  }
  if (!r.mismatches.empty()) s += " (first: " + DescribeLane(r.variant, r.mismatches.front()) + ")";
  return s;
}

}  // namespace

std::vector<Variant> ToConfirm(const std::vector<VariantResult>& results) {
  std::vector<Variant> cases;
  for (const VariantResult& r : results) {
    if (IsLegal(r.variant) && r.status == CaseStatus::kRan && r.mismatched != 0) {
      cases.push_back(r.variant);
    }
  }
  return cases;
}

VariantResult Confirmed(VariantResult first, const VariantResult& again) {
  // A confirmed failure is reported as it was first seen, the same whether or not the run
  // was resumed in between.
  if (IsFailing(VerdictOf(again))) return first;
  const std::string both = "the failure did not recur: first run: " + Observation(first) +
                           "; run again in a fresh process: " + Observation(again);
  for (RunPath p : kRunPaths) {
    if (first.Path(p).status == CaseStatus::kRan && first.Path(p).mismatched != 0) {
      first.Path(p).status = CaseStatus::kFlaky;
    }
  }
  first.status = CaseStatus::kFlaky;
  first.message = both + (first.message.empty() ? "" : "\n" + first.message);
  return first;
}

std::vector<std::string> NotListed(std::vector<std::string> names,
                                   const std::optional<Expectations>& listed) {
  if (!listed) return names;
  const auto known = [&](const std::string& n) {
    return listed->failures.count(n) + listed->faults.count(n) + listed->flaky.count(n) != 0;
  };
  names.erase(std::remove_if(names.begin(), names.end(), known), names.end());
  return names;
}

void ConfirmFailures(IsolatedRunner& runner, std::map<std::string, VariantResult>& results,
                     const std::vector<std::string>& ran_now,
                     const std::function<void(const VariantResult&)>& on_changed) {
  std::vector<VariantResult> candidates;
  for (const std::string& name : ran_now) {
    const auto it = results.find(name);
    if (it != results.end()) candidates.push_back(it->second);
  }
  const std::vector<Variant> cases = ToConfirm(candidates);
  if (cases.empty()) return;
  // One batch per operand type, so that the children confirm on every job at once.
  std::map<ScalarType, std::vector<Variant>> by_src;
  for (const Variant& v : cases) by_src[v.src].push_back(v);
  std::vector<std::vector<Variant>> groups;
  groups.reserve(by_src.size());
  for (auto& [src, vs] : by_src) groups.push_back(std::move(vs));
  for (const VariantResult& again : runner.Run(groups, [](const VariantResult&) {})) {
    const auto it = results.find(CaseName(again.variant));
    if (it == results.end()) continue;
    it->second = Confirmed(std::move(it->second), again);
    if (it->second.status == CaseStatus::kFlaky) on_changed(it->second);
  }
}

}  // namespace clc
