// Lazy group runs and GoogleTest verdicts; the reports written at the end: session_reports.cpp.
#include "harness/app/session.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <set>

#include "harness/app/child_device.h"
#include "harness/app/confirm.h"
#include "harness/app/filter.h"
#include "harness/app/listed.h"
#include "harness/app/progress.h"
#include "harness/app/reproducers.h"
#include "harness/device/driver_cache.h"
#include "harness/digest/parallel.h"
#include "harness/report/expectations.h"
#include "harness/report/format.h"
#include "harness/report/result_io.h"
#include "harness/run/plan.h"
#include "harness/run/worker_batches.h"

namespace clc {

namespace {

Session* g_session = nullptr;  // owned by GoogleTest's environment list; set once in main

constexpr std::size_t kMaxFailingCasesPrinted = 100;

}  // namespace

Session& CurrentSession() { return *g_session; }
void InstallSession(Session* s) { g_session = s; }

Session::Session(std::string self, ListedDevice device, CliOptions options, RunRecord record,
                 std::string command, std::optional<Expectations> expectations,
                 std::unique_ptr<ReportFolder> folder)
    : self_(std::move(self)),
      device_(std::move(device)),
      options_(std::move(options)),
      record_(std::move(record)),
      command_(std::move(command)),
      folder_(std::move(folder)) {
  known_.file = std::move(expectations);
  known_.scope = ScopeOf(options_);
  known_.likely_failing = LikelyFailures(record_.expectations, known_.file);
}

std::vector<Variant> SelectedVariants(Coverage coverage) {
  std::vector<Variant> selected;
  for (const Variant& v :
       RegisteredCases([](const testing::TestInfo& info) { return info.should_run(); })) {
    if (NegativeChecked(v, coverage)) selected.push_back(v);
  }
  return selected;
}

void Session::SetUp() {
  start_ = std::chrono::steady_clock::now();
  selected_ = SelectedVariants(options_.coverage);
  // Every case GoogleTest selected is reported: those the coverage leaves out, not checked.
  reported_ = RegisteredCases([](const testing::TestInfo& info) { return info.should_run(); });
  if (options_.jobs == 0) options_.jobs = DefaultJobs(HostCores());
  // The children load the device's driver alone (harness/app/child_device.h).
  const ChildDevice child = ChildDeviceOf(device_);
  std::vector<std::string> env = child.env;
  // PoCL's kernel cache in the program cache's folder.
  if (!record_.kernel_cache.empty()) env.push_back(PoclCacheEnv(record_.kernel_cache));
  // Specs of failing kernels: what confirmation replays, and the reproducers' programs.
  env.push_back(ReproSpecEnv(ReproSpecDir(options_.temp_dir)));
  CliOptions children = options_;
  if (child.only_its_driver) children.icds.clear();
  std::vector<int> devices = {child.index};
  for (const ListedDevice& d : pool_) devices.push_back(ChildDeviceOf(d).index);
  runner_ = std::make_unique<IsolatedRunner>(self_, devices, children, env);
  // A replay child per four failing programs on a CPU device, where a small program builds in
  // less than a child's start; one per program on a GPU (ReplayChildren).
  replays_ =
      std::make_unique<ReplayChildren>(self_, child.index, children, env, device_.info.cpu ? 4 : 1);
  if (folder_ && !folder_->resumed().empty()) {
    for (auto& r : folder_->resumed()) results_[CaseName(r.variant)] = std::move(r);
    std::cout << "[ resume   ] " << results_.size() << " results from " << folder_->dir()
              << "/results.jsonl\n";
  }
}

void Session::Persist(const std::function<void()>& write) {
  if (on_signal_) {
    on_signal_->Persist(write);
  } else {
    write();
  }
}

void Session::Record(const VariantResult& r, bool replaces) {
  if (!folder_) return;
  bool written = false;
  Persist([&] { written = folder_->Record(r, replaces); });
  if (written || journal_failed_) return;
  journal_failed_ = true;
  std::cerr << "clconform: cannot write the journal in " << folder_->dir() << "; "
            << FlagOf(&CliOptions::resume) << " will not find this run's later results\n";
}

std::vector<std::vector<Variant>> Session::BatchesOf(const std::vector<Variant>& pending) const {
  std::vector<Variant> run;  // a shard's whole run, less the cases listed as skipped
  for (const Variant& v : run_cases_) {
    if (!ListedSkip(v, known_.file, known_.deqp)) run.push_back(v);
  }
  return WorkerBatches(pending, device_.info, options_.coverage, options_.jobs, HostCores(),
                       known_.likely_failing, run);
}

void Session::RunPending() {
  std::vector<Variant> pending;
  for (const Variant& s : selected_) {
    if (results_.count(CaseName(s)) != 0) continue;
    if (std::optional<VariantResult> skipped = ListedSkip(s, known_.file, known_.deqp)) {
      Record(*skipped);
      results_[CaseName(s)] = *skipped;
      continue;
    }
    pending.push_back(s);
  }
  const std::vector<std::vector<Variant>> groups = BatchesOf(pending);
  const std::map<Variant, CaseStatus> known_faults = KnownFaults(known_.file);
  std::map<std::string, double> cost =
      PlannedCosts(selected_, device_.info, ToRunOptions(options_));
  double total_cost = 0;
  for (const auto& [name, c] : cost) total_cost += c;
  // In place on a terminal; a line every 10 s in a log, on a timer (harness/app/progress.h).
  Progress progress(std::cout, isatty(STDOUT_FILENO) != 0, total_cost, selected_.size(), start_);
  for (const Variant& v : selected_) {
    auto it = results_.find(CaseName(v));
    if (it != results_.end()) progress.Done(cost[CaseName(v)], it->second.lanes, true);
  }
  std::vector<std::string> ran_now;
  {
    ProgressTicker ticker(progress);
    for (auto& r : runner_->Run(
             groups,
             [&](const VariantResult& r) {
               Record(r);
               ticker.With([&](Progress& p) { p.Done(cost[CaseName(r.variant)], r.lanes); });
             },
             known_faults,
             [&](const IsolatedRunner::Flight& f) {
               ticker.With([&](Progress& p) {
                 p.InFlight(f.lanes, f.waiting, f.built * kBuildShare);
                 p.Built(f.builds);
               });
             },
             known_.likely_failing)) {
      ran_now.push_back(CaseName(r.variant));
      results_[CaseName(r.variant)] = std::move(r);
    }
  }
  // After a fault of the machine no second observation is to be trusted: the run stops.
  if (runner_->environment_fault().empty()) {
    ConfirmFailures(
        *runner_, *replays_, ReproSpecDir(options_.temp_dir), results_,
        NotListed(std::move(ran_now), known_.file),
        [&](const std::vector<Variant>& cases) { return BatchesOf(cases); },
        [&](const VariantResult& r) { Record(r, true); });
  }
  progress.Show(std::chrono::steady_clock::now(), true);
  ran_ = true;
}

const VariantResult& Session::ResultFor(const Variant& v) {
  const std::string name = CaseName(v);
  if (results_.count(name) == 0 && !ran_) RunPending();
  auto it = results_.find(name);
  if (it == results_.end()) {
    VariantResult r;
    r.variant = v;
    r.status = CaseStatus::kNotRun;
    r.message = !runner_->environment_fault().empty()
                    ? "not run: the run stopped at a fault of the machine"
                    : NotCheckedReason(v, options_.coverage);
    if (r.message.empty()) r.message = "not checked";
    it = results_.emplace(name, r).first;
  }
  return it->second;
}

namespace {

// " (buffer path: pass, 0 of 9904 lanes; constant path: fail, 3 of 26 lanes)".
std::string PathSummary(const VariantResult& r) {
  std::string s;
  for (RunPath p : kRunPaths) {
    const PathResult& pr = r.Path(p);
    s += std::string(s.empty() ? " (" : "; ") + std::string(NameOf(p)) +
         " path: " + std::string(NameOf(VerdictOf(pr)));
    if (pr.status == CaseStatus::kRan) {
      s += ", " + std::to_string(pr.mismatched) + " of " + std::to_string(pr.lanes) + " lanes";
    }
  }
  return s + ")";
}

}  // namespace

std::string Session::Rerun(const Variant& v, const LaneRecord* lane) const {
  const DeviceInfo& d = device_.info;
  return RerunCommand(record_,
                      ExactDeviceSelector(d.platform_name, d.device_name, d.driver_version),
                      CaseName(v), RerunInputs(v, lane));
}

void Session::ReportFailure(const VariantResult& r) {
  const bool detailed = ++failures_printed_ <= kMaxFailingCasesPrinted;
  std::string text = CaseName(r.variant) + " on " + device_.info.device_name + ": " +
                     std::to_string(r.mismatched) + " of " + std::to_string(r.lanes) +
                     " lanes mismatched" + PathSummary(r);
  if (detailed) {
    for (const auto& m : r.mismatches) text += "\n  " + DescribeLane(r.variant, m);
    const LaneRecord* first = r.mismatches.empty() ? nullptr : &r.mismatches.front();
    text += "\n  rerun: " + Rerun(r.variant, first);
  }
  ADD_FAILURE() << text;
}

void Session::Check(const Variant& v) {
  const VariantResult& r = ResultFor(v);
  testing::Test::RecordProperty("lanes", std::to_string(r.lanes));
  testing::Test::RecordProperty("mismatched", std::to_string(r.mismatched));
  testing::Test::RecordProperty("implementation_defined", std::to_string(r.implementation_defined));
  // A listed case is concluded as listed, whatever its verdict.
  if (std::optional<Listed> listed = ListedConclusion(r, known_)) {
    if (listed->fail) FAIL() << listed->message;
    GTEST_SKIP() << listed->message;
  }
  switch (VerdictOf(r)) {
    case Verdict::kPass: return;
    case Verdict::kSkipped: GTEST_SKIP() << "not run: " << r.message;
    case Verdict::kNotChecked: GTEST_SKIP() << "not checked: " << r.message;
    case Verdict::kImplementationDefined: {
      std::string seen;
      for (const auto& s : r.impl_samples) seen += "\n  " + DescribeLane(v, s);
      GTEST_SKIP() << "implementation-defined, recorded not passed: " << r.impl_matching_reference
                   << " of " << r.lanes << " lanes match the operand's memory layout" << seen;
    }
    case Verdict::kBuildFailure:
      FAIL() << CaseName(v) << " did not build on " << device_.info.device_name << ":\n"
             << r.message;
    case Verdict::kError:
    case Verdict::kCrash:
    case Verdict::kTimeout:
      FAIL() << CaseName(v) << " on " << device_.info.device_name << ": "
             << (r.status == CaseStatus::kRan ? "no lane was compared" : r.message)
             << (IsLegal(v) ? PathSummary(r) : "") << "\n  rerun: " << Rerun(v, nullptr);
    case Verdict::kFlaky:
      FAIL() << CaseName(v) << " on " << device_.info.device_name << " is flaky: " << r.message
             << PathSummary(r)
             << "\n  rerun: " << Rerun(v, r.mismatches.empty() ? nullptr : &r.mismatches.front());
    case Verdict::kFail:
      if (!IsLegal(v)) {
        FAIL() << CaseName(v) << " is not a function of OpenCL C (" << IllegalReason(v) << ") but "
               << device_.info.device_name << " compiled it";
      }
      ReportFailure(r);
  }
}

void Session::TearDown() {
  std::vector<VariantResult> all;
  for (const Variant& v : reported_) all.push_back(ResultFor(v));
  checked_ = static_cast<std::size_t>(std::count_if(all.begin(), all.end(), [](const auto& r) {
    return r.status != CaseStatus::kSkipped && r.status != CaseStatus::kNotRun;
  }));
  Persist([&] { WriteResults(all); });
  if (!environment_fault().empty()) {
    std::cerr << "clconform: the run stopped at a fault of the machine, no verdict about the "
                 "driver: "
              << environment_fault() << "; its cases not run are not checked"
              << (folder_ ? std::string(": once it is fixed, run again with ") +
                                FlagOf(&CliOptions::resume) + " (" + folder_->dir() +
                                "/results.jsonl keeps the results so far)"
                          : std::string())
              << "\n";
  }
}

}  // namespace clc
