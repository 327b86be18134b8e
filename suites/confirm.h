// A failure is confirmed before it is reported: every case whose lanes mismatched runs once
// more, in a fresh child process with the same options (so the same inputs; its programs hold
// only the cases being confirmed), and one whose failure does not recur is reported as flaky
// with both observations (deqp-runner's Flake), never as a pass, and not as a plain failure.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "harness/report/expectations.h"
#include "harness/report/result.h"
#include "suites/isolated_runner.h"

namespace clc {

// The cases of `results` to confirm: legal ones that ran and had mismatching lanes.
std::vector<Variant> ToConfirm(const std::vector<VariantResult>& results);

// `first` (a failing result) after `again` (the same case run once more in a fresh process):
// still failing, `first` unchanged; otherwise `first` made flaky (its
// mismatching paths too), its counts and lanes still the first run's, its message saying
// what each run saw.
VariantResult Confirmed(VariantResult first, const VariantResult& again);

// `names` less the cases `listed` names as known failures (wrong lanes, faults or flaky).
std::vector<std::string> NotListed(std::vector<std::string> names,
                                   const std::optional<Expectations>& listed);

// Runs the cases of `results` that ToConfirm names once more, one batch of `runner` per
// operand type (one child each, more only where a child dies), and replaces each by
// Confirmed; `on_changed` hears each that became flaky. The caller leaves out the cases an
// expectations file lists: a known failure needs no second observation.
void ConfirmFailures(IsolatedRunner& runner, std::map<std::string, VariantResult>& results,
                     const std::vector<std::string>& ran_now,
                     const std::function<void(const VariantResult&)>& on_changed);

}  // namespace clc
