// The one process-wide object: a GoogleTest Environment that owns the device under test,
// runs the selected variants group by group when their first test asks, and writes reports.
#pragma once

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "harness/app/cli.h"
#include "harness/app/isolated_runner.h"
#include "harness/app/lifetime.h"
#include "harness/app/listed.h"
#include "harness/app/replays.h"
#include "harness/app/report_folder.h"
#include "harness/device/listing.h"
#include "harness/report/deqp.h"
#include "harness/report/expectations.h"
#include "harness/report/report_json.h"
#include "harness/report/run_record.h"

namespace clc {

class Session : public testing::Environment {
 public:
  // `self` is this program's path: batches run in child processes of it.
  // `self` is this program's path: batches run in child processes of it. `record` is what
  // the run checks (reports and rerun lines say it); `folder` is the device's report folder,
  // opened and locked (null without --report-dir).
  Session(std::string self, ListedDevice device, CliOptions options, RunRecord record,
          std::string command, std::optional<Expectations> expectations,
          std::unique_ptr<ReportFolder> folder);

  // deqp-runner's lists (--deqp-*): skips, and expected failures and flakes for the checks.
  void SetDeqpLists(DeqpLists lists) { known_.deqp = std::move(lists); }
  // The process's signal handling: once a signal is ending the run (its temporary folder being
  // removed under the workers' feet), nothing more is journaled or reported.
  void SetSignalCleanup(std::shared_ptr<SignalCleanup> s) { on_signal_ = std::move(s); }
  // The selection of every shard of the run, where this process runs one shard of it: the
  // shard's workers take the whole run's batches (WorkerBatches' `run`).
  void SetShardOf(std::vector<Variant> run_cases) { run_cases_ = std::move(run_cases); }
  // The devices alike to this one that share its run (--pool): its child processes are dealt
  // over it and them.
  void SetPool(std::vector<ListedDevice> others) { pool_ = std::move(others); }

  void SetUp() override;
  void TearDown() override;

  // The result for a variant, running its group first if needed.
  const VariantResult& ResultFor(const Variant& v);
  // Asserts what the result says, in the GoogleTest way (fail, skip or pass).
  void Check(const Variant& v);

  std::size_t selected() const { return selected_.size(); }
  // Selected cases that were checked (lanes compared or a negative check decided), known once
  // the run has ended; 0 for a run that ran no case.
  std::size_t checked() const { return checked_; }
  // Whether a file of the run's results (a report, --deqp-results, --write-expectations)
  // could not be written: the run exits kExitUnwritten, whatever its verdicts.
  bool unwritten() const { return unwritten_; }
  // The fault of the machine that stopped the run ("" when none): the run exits
  // kExitEnvironment, and the cases it did not run have no result and are not journaled.
  std::string environment_fault() const { return runner_ ? runner_->environment_fault() : ""; }

 private:
  // Runs every selected case that has no result yet (once, at the first case that needs it).
  void RunPending();
  // The batches of the cases `pending` for the workers (WorkerBatches; a shard's, and the
  // failures confirmation runs again, as the whole run batches them).
  std::vector<std::vector<Variant>> BatchesOf(const std::vector<Variant>& pending) const;
  void ReportFailure(const VariantResult& r);
  // Journals `r`; `replaces`: confirmation's verdict in place of the case's first record.
  void Record(const VariantResult& r, bool replaces = false);
  std::string Rerun(const Variant& v, const LaneRecord* lane) const;
  void WriteExpectations(const std::vector<VariantResult>& all);
  // `write` through SignalCleanup::Persist (at once without one).
  void Persist(const std::function<void()>& write);
  // TearDown once every result is in: the files of the run's results, then the summary.
  void WriteResults(std::vector<VariantResult>& all);
  // TearDown's steps: the console's summary line, the run's summary for the reports (its
  // reproducers written and named in `all`), the deqp-runner results file, the report
  // folder's reports.
  std::string SummaryLine(const std::vector<VariantResult>& all) const;
  RunSummary Summarize(std::vector<VariantResult>& all);
  void WriteDeqpResults(const nlohmann::json& report);
  void WriteReports(const RunSummary& run, const std::vector<VariantResult>& all);
  // Says why a file of results could not be written, and where the journal keeps them.
  void Unwritten(const std::string& error);

  std::string self_;
  ListedDevice device_;
  CliOptions options_;
  RunRecord record_;
  std::string command_;
  KnownFailures known_;  // the expectations file, deqp-runner's lists, what the run exercises
  std::unique_ptr<ReportFolder> folder_;
  std::shared_ptr<SignalCleanup> on_signal_;
  std::unique_ptr<IsolatedRunner> runner_;
  std::unique_ptr<ReplayChildren> replays_;  // confirm failures on their programs
  bool journal_failed_ = false;
  bool unwritten_ = false;
  bool ran_ = false;
  std::size_t checked_ = 0;
  std::vector<Variant> selected_;   // the cases to check
  std::vector<Variant> run_cases_;  // every shard's selection (empty: the run is not sharded)
  std::vector<ListedDevice> pool_;  // SetPool's
  std::vector<Variant> reported_;   // and those the coverage leaves out: every selected case
  std::map<std::string, VariantResult> results_;
  std::chrono::steady_clock::time_point start_;
  std::size_t failures_printed_ = 0;
};

// The cases GoogleTest's filter and shard select whose check the coverage level includes
// (harness/run/plan.h's NegativeChecked). Valid once RUN_ALL_TESTS has filtered the tests.
std::vector<Variant> SelectedVariants(Coverage coverage);

// The session of this process; set once by main before the tests run.
Session& CurrentSession();
void InstallSession(Session* s);

}  // namespace clc
