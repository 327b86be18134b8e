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

#include "harness/device/device.h"
#include "harness/report/deqp.h"
#include "harness/report/expectations.h"
#include "suites/cli.h"
#include "suites/isolated_runner.h"

namespace clc {

class Session : public testing::Environment {
 public:
  // `self` is this program's path: batches run in child processes of it.
  Session(std::string self, Device device, CliOptions options, std::string command,
          std::optional<Expectations> expectations);

  // deqp-runner's lists (--deqp-*): skips, and expected failures and flakes for the checks.
  void SetDeqpLists(DeqpLists lists) { deqp_ = std::move(lists); }

  void SetUp() override;
  void TearDown() override;

  // The result for a variant, running its group first if needed.
  const VariantResult& ResultFor(const Variant& v);
  // Asserts what the result says, in the GoogleTest way (fail, skip or pass).
  void Check(const Variant& v);

  std::size_t selected() const { return selected_.size(); }

 private:
  // Runs every selected case that has no result yet (once, at the first case that needs it).
  void RunPending();
  void ReportFailure(const VariantResult& r);
  void OpenJournal();
  void Record(const VariantResult& r);

  std::string self_;
  Device device_;
  CliOptions options_;
  std::string command_;
  std::optional<Expectations> expectations_;
  std::optional<DeqpLists> deqp_;
  std::unique_ptr<IsolatedRunner> runner_;
  std::string journal_path_;  // REPORT_DIR/<platform>/results.jsonl: every result as it comes
  std::size_t resumed_ = 0;
  std::uint64_t lanes_done_ = 0;
  bool ran_ = false;
  std::vector<Variant> selected_;
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
