// IsolatedRunner::Run: the batches of a run over up to `jobs` threads, each batch in a child
// of its own, the reruns after a death first.
#include <algorithm>
#include <condition_variable>
#include <deque>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

#include "harness/app/isolated_runner.h"

namespace clc {

namespace {

// The first batches of `groups`. Known faults run first; the run that listed them retried
// them, so one death alone in flight decides each. A known hang runs alone (a death in company
// would cost another timeout). An operand type's known crashers share a batch, whichever
// groups (WorkerBatches splits an operand type's cases) hold them: it runs their constant
// paths alone, each kernel launched alone, and their kernels are one program that every
// restart builds whole (ListedCases::crashers), so the driver's program cache serves each
// restart and one process compiles it; their other paths run with the rest of their group
// (each such case is split: Jobs::Emit reports it once both parts have come), so the group's
// buffer and digest programs are those of a run without the list.
std::deque<IsolatedRunner::Pending> FirstBatches(const std::vector<std::vector<Variant>>& groups,
                                                 const std::map<Variant, CaseStatus>& known_faults,
                                                 const std::set<Variant>& listed_failures) {
  std::deque<IsolatedRunner::Pending> batches;
  std::map<ScalarType, IsolatedRunner::Pending> crashers_of;  // by operand type
  for (const auto& group : groups) {
    IsolatedRunner::Pending rest;
    for (const Variant& v : group) {
      if (listed_failures.count(v) != 0) rest.batch.listed.failing.insert(v);
      const auto known = known_faults.find(v);
      if (known == known_faults.end()) {
        rest.batch.cases.push_back(v);
      } else if (known->second == CaseStatus::kCrashed) {
        IsolatedRunner::Pending& crashers = crashers_of[v.src];
        crashers.batch.recovery.KeepToConstantPaths();
        crashers.batch.cases.push_back(v);
        crashers.batch.recovery.AddToFaultProgram(v);
        crashers.batch.listed.crashers.insert(v);
        crashers.known_faults.insert(v);
        rest.batch.cases.push_back(v);
        rest.batch.recovery.LeaveConstantElsewhere(v);
        rest.known_faults.insert(v);
      } else {
        IsolatedRunner::Pending alone;
        alone.batch.cases = {v};
        alone.known_faults.insert(v);
        batches.push_front(std::move(alone));
      }
    }
    if (!rest.batch.cases.empty()) batches.push_back(std::move(rest));
  }
  for (auto& [src, crashers] : crashers_of) batches.push_front(std::move(crashers));
  return batches;
}

}  // namespace

std::size_t LeastBusy(const std::vector<int>& running) {
  return static_cast<std::size_t>(std::min_element(running.begin(), running.end()) -
                                  running.begin());
}

// Run's state, shared by its threads under one mutex: the batches waiting, how many run, and
// the results so far.
class IsolatedRunner::Jobs {
 public:
  Jobs(IsolatedRunner& runner, std::deque<Pending> batches,
       const std::function<void(const VariantResult&)>& on_result,
       const std::function<void(const Flight&)>& on_flight)
      : runner_(runner),
        batches_(std::move(batches)),
        on_result_(on_result),
        on_flight_(on_flight),
        running_on_(runner.devices_.size(), 0) {
    // A batch that runs constant paths alone from the start leaves their other paths to another.
    for (const Pending& p : batches_) {
      if (!p.batch.recovery.ConstantPathsOnly()) continue;
      for (const Variant& v : p.batch.cases) split_[v];
    }
  }

  // Runs batches until none is left and none runs (a running one may leave reruns).
  void Work() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      changed_.wait(lock, [&] { return !batches_.empty() || running_ == 0; });
      if (batches_.empty()) return;
      const Pending pending = std::move(batches_.front());
      batches_.pop_front();
      const std::string id = std::to_string(runner_.children_++);
      ++running_;
      const std::size_t on = LeastBusy(running_on_);
      ++running_on_[on];
      ++runner_.children_on_[on];
      lock.unlock();
      Flight shown;
      BatchOutcome got = runner_.RunBatch(pending, id, runner_.devices_[on],
                                          [&](const WorkerOutput& out) { Heard(shown, out); });
      lock.lock();
      --running_on_[on];
      if (on_flight_ && (shown.lanes != 0 || shown.waiting != 0 || shown.built != 0))
        on_flight_({-shown.lanes, -shown.waiting, -shown.built, 0});
      --running_;
      Take(std::move(got));
      changed_.notify_all();
    }
  }

  std::vector<VariantResult>& results() { return results_; }

 private:
  // What a child has done, less what on_flight has heard of it (`shown`, then updated).
  void Heard(Flight& shown, const WorkerOutput& out) {
    const Flight now{static_cast<double>(out.checked_lanes), static_cast<double>(out.waiting_lanes),
                     static_cast<double>(out.built.size()), static_cast<double>(out.builds)};
    if (!on_flight_ || (now.lanes == shown.lanes && now.waiting == shown.waiting &&
                        now.built == shown.built && now.builds == shown.builds))
      return;
    const std::lock_guard<std::mutex> hold(mutex_);
    on_flight_({now.lanes - shown.lanes, now.waiting - shown.waiting, now.built - shown.built,
                now.builds - shown.builds});
    shown = now;
  }

  // A batch's outcome, under the lock.
  void Take(BatchOutcome got) {
    runner_.tally_.Add(got.tally);
    for (const std::string& note : got.notes) std::cout << "[ cache    ] " << note << "\n";
    for (const Variant& v : got.split) split_[v];
    for (auto& r : got.results) Emit(std::move(r), false);
    for (auto& r : got.constant_halves) Emit(std::move(r), true);
    // A fault of the machine ends the run: no batch starts after it.
    if (!got.fault.empty() && runner_.fault_.empty()) runner_.fault_ = got.fault;
    if (!runner_.fault_.empty()) {
      batches_.clear();
      return;
    }
    // A rerun goes first, a batch of its own even when it holds only the buffer paths of
    // known crashers: joined to a batch of its operand type that has not started, it would
    // change that batch's programs whenever the timing of the jobs let it join, and a
    // program cache keyed by source would miss them on the next run.
    for (auto it = got.reruns.rbegin(); it != got.reruns.rend(); ++it)
      batches_.push_front(std::move(*it));
  }

  // A case split at a death on its constant path (BatchOutcome::split) has a result from each
  // part: reported once both have come, the constant path's first, as one child would have.
  void Emit(VariantResult r, bool constant_half) {
    const auto it = split_.find(r.variant);
    if (it != split_.end()) {
      (constant_half ? it->second.constant : it->second.others) = std::move(r);
      if (!it->second.constant || !it->second.others) return;
      r = std::move(*it->second.constant);
      Merge(r, *it->second.others);
      split_.erase(it);
    }
    on_result_(r);
    results_.push_back(std::move(r));
  }

  struct Halves {
    std::optional<VariantResult> constant;
    std::optional<VariantResult> others;
  };

  IsolatedRunner& runner_;
  std::map<Variant, Halves> split_;
  std::deque<Pending> batches_;
  const std::function<void(const VariantResult&)>& on_result_;
  const std::function<void(const Flight&)>& on_flight_;
  std::mutex mutex_;
  std::condition_variable changed_;
  int running_ = 0;
  std::vector<int> running_on_;  // children running on each of the runner's devices
  std::vector<VariantResult> results_;
};

std::vector<VariantResult> IsolatedRunner::Run(
    const std::vector<std::vector<Variant>>& groups,
    const std::function<void(const VariantResult&)>& on_result,
    const std::map<Variant, CaseStatus>& known_faults,
    const std::function<void(const Flight&)>& on_flight, const std::set<Variant>& listed_failures) {
  Jobs jobs(*this, FirstBatches(groups, known_faults, listed_failures), on_result, on_flight);
  std::vector<std::thread> pool;
  for (int j = 1; j < jobs_; ++j) pool.emplace_back([&jobs] { jobs.Work(); });
  jobs.Work();
  for (auto& t : pool) t.join();
  return std::move(jobs.results());
}

}  // namespace clc
