// Failures confirmed by a second observation in a fresh process (a replay of the program that
// showed them, or the case run again); flaky where they do not recur.
#include "harness/app/confirm.h"

#include <algorithm>
#include <filesystem>
#include <future>
#include <map>

#include "harness/report/format.h"
#include "harness/run/repro_spec.h"

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

VariantResult Confirmed(VariantResult first, const VariantResult& again, std::string_view how) {
  // A confirmed failure is reported as it was first seen, the same whether or not the run
  // was resumed in between.
  if (IsFailing(VerdictOf(again))) return first;
  const std::string both = "the failure did not recur: first run: " + Observation(first) + "; " +
                           std::string(how) + ": " + Observation(again);
  for (RunPath p : kRunPaths) {
    if (first.Path(p).status == CaseStatus::kRan && first.Path(p).mismatched != 0) {
      first.Path(p).status = CaseStatus::kFlaky;
    }
  }
  first.status = CaseStatus::kFlaky;
  first.message = both + (first.message.empty() ? "" : "\n" + first.message);
  return first;
}

VariantResult TimeoutNotRecurred(VariantResult again, RunPath path, const std::string& seen) {
  const std::string first = "first run: " + seen;
  if (IsFailing(VerdictOf(again))) {
    again.message = "(" + first + ")" + (again.message.empty() ? "" : "\n" + again.message);
    return again;
  }
  const std::string both = "the timeout did not recur: " + first + "; " + std::string(kRunAgain) +
                           ": " + Observation(again);
  if (again.Path(path).status == CaseStatus::kRan) again.Path(path).status = CaseStatus::kFlaky;
  again.status = CaseStatus::kFlaky;
  again.message = both + (again.message.empty() ? "" : "\n" + again.message);
  return again;
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

VariantResult ConfirmedByReplay(VariantResult first, const std::vector<SpecReplay>& replays) {
  VariantResult again;
  again.variant = first.variant;
  again.status = CaseStatus::kRan;
  std::string unconfirmed;
  for (const SpecReplay& s : replays) {
    if (!s.replay || !s.replay->ok) {
      const std::string why = s.replay ? "the replay failed: " + s.replay->error
                                       : "the process replaying it ended: " + s.death;
      unconfirmed += (unconfirmed.empty() ? "" : "; ") + why;
      continue;
    }
    PathResult& path = again.Path(s.replay->path);
    path.status = CaseStatus::kRan;
    for (const ReplayedLane& l : s.replay->lanes) {
      ++again.lanes;
      ++path.lanes;
      if (!l.mismatch) continue;
      ++again.mismatched;
      ++path.mismatched;
      LaneRecord m = l.first;
      if (m.got != l.got) m.classification.clear();
      m.got = l.got;
      if (again.mismatches.size() < kMaxRecordedMismatches) again.mismatches.push_back(m);
    }
  }
  if (again.lanes == 0 && unconfirmed.empty()) unconfirmed = "the replay checked no lane";
  if (again.mismatched != 0 || unconfirmed.empty()) {
    return Confirmed(std::move(first), again, kReplayed);
  }
  // No second observation: never a pass, and no claim that it did not recur.
  first.message = "the failure is not confirmed (" + unconfirmed + "), reported as first seen" +
                  (first.message.empty() ? "" : "\n" + first.message);
  return first;
}

namespace {

// The specs of `name` in `spec_dir`: one per path on which its lanes mismatched.
std::vector<std::string> SpecsOf(const std::string& spec_dir, const std::string& name) {
  std::vector<std::string> specs;
  std::error_code ec;
  for (RunPath p : kRunPaths) {
    const std::string file = ReproSpecFile(spec_dir, name, p);
    if (std::filesystem::is_regular_file(file, ec)) specs.push_back(file);
  }
  return specs;
}

}  // namespace

void ConfirmFailures(IsolatedRunner& runner, ReplayChildren& replays, const std::string& spec_dir,
                     std::map<std::string, VariantResult>& results,
                     const std::vector<std::string>& ran_now, const BatchesOf& batches,
                     const std::function<void(const VariantResult&)>& on_changed) {
  std::vector<VariantResult> candidates;
  for (const std::string& name : ran_now) {
    const auto it = results.find(name);
    if (it != results.end()) candidates.push_back(it->second);
  }
  std::vector<Variant> rerun;
  std::vector<std::string> specs;
  std::vector<std::string> spec_case;  // the case of each spec
  for (const Variant& v : ToConfirm(candidates)) {
    const std::vector<std::string> mine = SpecsOf(spec_dir, CaseName(v));
    if (mine.empty()) rerun.push_back(v);
    for (const std::string& s : mine) {
      specs.push_back(s);
      spec_case.push_back(CaseName(v));
    }
  }
  // The replays (a few children, cheap) while the cases run again.
  auto replayed = std::async(std::launch::async, [&] {
    return specs.empty() ? std::vector<SpecReplay>() : replays.Run(specs);
  });
  // The journal hears a result that confirmation changed (flaky, or a note why it is not).
  const auto confirmed = [&](const std::string& name, VariantResult r) {
    VariantResult& kept = results[name];
    const bool changed = r.status != kept.status || r.message != kept.message;
    kept = std::move(r);
    if (changed) on_changed(kept);
  };
  if (!rerun.empty()) {
    for (const VariantResult& again : runner.Run(batches(rerun), [](const VariantResult&) {})) {
      const auto it = results.find(CaseName(again.variant));
      if (it != results.end()) confirmed(it->first, Confirmed(it->second, again));
    }
  }
  std::map<std::string, std::vector<SpecReplay>> by_case;
  std::vector<SpecReplay> got = replayed.get();
  for (std::size_t i = 0; i < got.size(); ++i) by_case[spec_case[i]].push_back(std::move(got[i]));
  for (auto& [name, case_replays] : by_case) {
    confirmed(name, ConfirmedByReplay(results.at(name), case_replays));
  }
}

}  // namespace clc
