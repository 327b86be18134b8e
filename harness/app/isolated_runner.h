// Runs batches of cases in child processes of this program. When a child dies (a crash, a
// kill or a hang), the cases it had announced as in flight become suspects: a new child goes
// on with the rest of the batch, the suspects first, each in kernels of its own (on the
// constant path in the batch's fault program, one program that every restart builds the same;
// on the other paths, or after a second death, in programs of their own), so that the
// driver's program cache keeps the other builds. A case that dies of the same cause a
// second time, in flight alone, gets the crash verdict (a hang, the timeout verdict: one that
// completes when run again is flaky, with both observations, not a timeout);
// after a first death on the constant path, the rest's constant paths, which may cost a restart
// per crasher, go on in a child of their own and its other paths in another beside it;
// a death that does not recur (one kill -9 from outside) costs a retry. Every other result
// is kept. Each child's console output (a driver's compiler messages) goes to a file that is
// attached to the batch's failing results, never to the console.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "harness/app/cli.h"
#include "harness/report/device_info.h"
#include "harness/report/result.h"
#include "harness/run/child_process.h"
#include "harness/run/worker_protocol.h"

namespace clc {

// Of devices running `running[i]` children each, the one running the fewest (the first of
// those): where a pool's next child goes.
std::size_t LeastBusy(const std::vector<int>& running);

class IsolatedRunner {
 public:
  // `self` is this program; the children run on one of `devices` (indices where they look: a
  // pool of alike devices, each child on the one running the fewest) with `o`'s coverage,
  // seed, inputs and constant-path choice, and `env` ("NAME=value") in their environment.
  IsolatedRunner(std::string self, std::vector<int> devices, const CliOptions& o,
                 std::vector<std::string> env = {});
  ~IsolatedRunner();

  // Every variant gets exactly one result, unless a fault of the machine stops the run
  // (environment_fault()); `on_result` sees each as it is decided (one call
  // at a time). Each group is one batch; up to `jobs` batches run at once. Cases named in
  // `known_faults` (expected to crash or hang) run first: those expected to hang each alone,
  // those expected to crash in one batch per group (Recovery::InFaultProgram).
  // `on_flight`, when set, hears what running children have done that no result holds yet
  // (Flight): changes as their records say, and what is left withdrawn (negative) when a
  // child ends, before `on_result` sees its results (one call at a time, with `on_result`'s).
  // Cases named in `listed_failures` (expected to fail) have digests of their own
  // (ListedCases::failing).
  struct Flight {
    double lanes = 0;    // variant-lanes checked
    double waiting = 0;  // of them, those still waiting for the host's expected digests
    double built = 0;    // cases whose programs were built (the first build that held each)
    double builds = 0;   // programs built (never withdrawn: a build is done work)
  };
  std::vector<VariantResult> Run(const std::vector<std::vector<Variant>>& groups,
                                 const std::function<void(const VariantResult&)>& on_result,
                                 const std::map<Variant, CaseStatus>& known_faults = {},
                                 const std::function<void(const Flight&)>& on_flight = {},
                                 const std::set<Variant>& listed_failures = {});

  std::size_t programs_built() const { return tally_.programs_built; }
  std::size_t programs_loaded() const { return tally_.programs_loaded; }
  const WorkerTally& tally() const { return tally_; }
  std::size_t children() const { return children_; }
  // The batches' children each of the runner's devices ran, in their order.
  const std::vector<std::size_t>& children_on() const { return children_on_; }
  // The fault of the machine that stopped the run ("" when none): the batches it stopped, and
  // those not started yet, give no result for their cases (harness/app/batch_child.h).
  const std::string& environment_fault() const { return fault_; }

  // A batch and what earlier children of it died of.
  struct Pending {
    WorkerBatch batch;
    // What each case died of (ChildOutcome::Describe()) each time it was in flight when a
    // child died, and what children died of before they announced anything.
    std::map<Variant, std::vector<std::string>> deaths;
    std::vector<std::string> blind_deaths;
    std::set<Variant> known_faults;  // listed as crashing: one death alone decides
    // The cases in flight when a child was killed for making no progress, what was seen (the
    // first such death, its path) and the cases in flight with them: one that completes when
    // run again is flaky, unless one of those hung again (then it was in its company).
    struct Hung {
      std::string seen;
      RunPath path = RunPath::kBuffer;
      std::set<Variant> with;
    };
    std::map<Variant, Hung> hung;
    std::set<Variant> hangs;                   // decided: timed out again
    std::map<Variant, VariantResult> partial;  // from programs earlier children ran
    // A retry with no cache (harness/app/cache_retry.h) of cases that failed with it, and how.
    bool without_cache = false;
    std::map<Variant, std::string> with_cache;
  };

 private:
  struct BatchOutcome {
    std::vector<VariantResult> results;
    // A batch split at a death on its constant path (Recovery::ConstantPathsOnly) reports
    // each case of the split (`split`) twice: once from the part that runs the constant paths
    // (`constant_halves`), once from the part that runs the rest (in `results`).
    std::vector<VariantResult> constant_halves;
    std::vector<Variant> split;
    std::vector<Pending> reruns;  // after a death: the rest of the batch, to run first
    WorkerTally tally;
    std::vector<std::string> notes;  // for the console: a cache found at fault
    std::string fault;  // a fault of the machine that stopped the batch: no verdict (batch_child.h)
  };
  // Runs one batch in a child on device `device` and decides what it found; `heard` sees what
  // the child has written so far (its heartbeats, builds) each time it writes more.
  BatchOutcome RunBatch(const Pending& pending, const std::string& id, int device,
                        const std::function<void(const WorkerOutput&)>& heard) const;
  // What is left of `pending` after a child died (`next`) runs again; after a first death on
  // the constant path (`path`), split in two (BatchOutcome::split): the constant part first.
  // Not where the caches held entries as the run began: a death may be theirs then, and the
  // batch goes on whole, so that its deaths add up to a retry without them (RuleOutCache),
  // which finds and removes a damaged entry. A constant part with no constant path left to run
  // needs no child: its cases' results are what earlier children found.
  void Requeue(const Pending& pending, std::optional<RunPath> path, Pending& next,
               BatchOutcome& result) const;
  // Holds back what a cache may have caused (a build failure, a crash about to be decided) for
  // a retry without it in a batch of its own, and says what a retry without it found.
  void RuleOutCache(const Pending& pending, Pending& next, std::vector<Variant>& decided,
                    bool crashed, BatchOutcome& result) const;
  class Jobs;  // Run's shared state and its threads' loop (isolated_runner.cpp)

  std::string self_;
  std::vector<int> devices_;  // where the children run, each on one
  CliOptions child_options_;  // what every child runs (ChildArguments), but for its device
  std::vector<std::string> child_env_;
  ChildLimits limits_;
  int jobs_;
  std::string work_dir_;
  // Whether the caches held anything when the run began (CacheHeldEntries): only then is a
  // crash run again without them before it becomes a verdict.
  bool cache_held_entries_ = false;
  WorkerTally tally_;
  std::size_t children_ = 0;
  std::vector<std::size_t> children_on_;  // children_, by device
  std::string fault_;
};

}  // namespace clc
