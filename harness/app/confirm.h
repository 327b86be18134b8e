// A failure is confirmed before it is reported, once more in a fresh child process. A case whose
// lanes mismatched on the buffer or the constant path (a repro spec exists for it) is replayed
// on the program that showed it (harness/app/replays.h: the same source text, kernel and lanes);
// one whose mismatches were seen only on the digest path (whose kernels make their operands on the
// device for many variants at once: no spec) runs again as a case, its kernels generated
// again with the same options (so the same inputs). One whose failure does not recur is
// reported as flaky with both observations (deqp-runner's Flake), never as a pass, and not as a
// plain failure; one whose replay crashed or hung keeps its verdict, and its message says so.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/app/isolated_runner.h"
#include "harness/app/replays.h"
#include "harness/report/expectations.h"
#include "harness/report/result.h"

namespace clc {

// The cases of `results` to confirm: legal ones that ran and had mismatching lanes.
std::vector<Variant> ToConfirm(const std::vector<VariantResult>& results);

// `first` (a failing result) after `again` (the same case run once more in a fresh process):
// still failing, `first` unchanged; otherwise `first` made flaky (its
// mismatching paths too), its counts and lanes still the first run's, its message saying
// what each run saw.
// `how` says how `again` was observed.
inline constexpr std::string_view kRunAgain = "run again in a fresh process";
inline constexpr std::string_view kReplayed =
    "its program replayed in a fresh process (the same kernel and lanes)";
VariantResult Confirmed(VariantResult first, const VariantResult& again,
                        std::string_view how = kRunAgain);

// `again` (a case that completed in a fresh process) after `seen`, a timeout on `path` of a
// worker killed with the case in flight: the hang did not recur, so a result that does not
// fail is flaky (on `path`, where it ran) with both observations; a failing one stays that
// failure, its message saying what was seen first.
VariantResult TimeoutNotRecurred(VariantResult again, RunPath path, const std::string& seen);

// `first` after the replays of its specs (ReplayChildren::Run): unchanged where a replayed lane
// mismatched again; Confirmed(..., kReplayed) where every replay ran and none did; where none
// recurred and one could not run (the child crashed or hung, the program did not build), its
// verdict kept and its message saying why the failure is not confirmed.
VariantResult ConfirmedByReplay(VariantResult first, const std::vector<SpecReplay>& replays);

// `names` less the cases `listed` names as known failures (wrong lanes, faults or flaky).
std::vector<std::string> NotListed(std::vector<std::string> names,
                                   const std::optional<Expectations>& listed);

// How cases are shared among children: the run's own batches (harness/run/worker_batches.h).
using BatchesOf = std::function<std::vector<std::vector<Variant>>(const std::vector<Variant>&)>;

// Confirms the cases of `results` that ToConfirm names and replaces each by what its
// confirmation found: those with a spec in `spec_dir` (harness/run/repro_spec.h) replayed by
// `replays`, the others run again by `runner` in the batches `batches` makes of them (a child
// each, more only where a child dies, up to the run's jobs at once: on a GPU an operand type's
// failing cases of several destinations are several children, not one), both at once.
// `on_changed` hears each that it changed (flaky, or a note). The caller leaves out the cases an
// expectations file lists: a known failure needs no second observation.
void ConfirmFailures(IsolatedRunner& runner, ReplayChildren& replays, const std::string& spec_dir,
                     std::map<std::string, VariantResult>& results,
                     const std::vector<std::string>& ran_now, const BatchesOf& batches,
                     const std::function<void(const VariantResult&)>& on_changed);

}  // namespace clc
