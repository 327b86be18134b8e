// The console of a run as a CI log reads it. GoogleTest's own printer writes two lines per
// case (some 25,000 in a quick run) and its totals after the summary; by default a run prints
// instead one line per failing case as it is decided and GoogleTest's totals before the
// summary, so that the summary is the last thing printed. --verbose, or GoogleTest's own
// --gtest_brief (or GTEST_BRIEF), gives GoogleTest's printer back.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace clc {

// Whether GoogleTest's own printer is asked for: `verbose`, or --gtest_brief among the
// arguments left for GoogleTest, or GTEST_BRIEF in the environment.
bool WantsGoogleTestPrinter(bool verbose, const std::vector<std::string>& gtest_args);

// Puts the quiet printer in place of GoogleTest's (after InitGoogleTest).
void UseQuietPrinter();

class QuietPrinter : public testing::EmptyTestEventListener {
 public:
  explicit QuietPrinter(std::ostream& out) : out_(out) {}
  void OnTestStart(const testing::TestInfo& /*test*/) override { in_test_ = true; }
  void OnTestPartResult(const testing::TestPartResult& result) override;
  void OnTestEnd(const testing::TestInfo& test) override;
  // Every case has ended: GoogleTest's totals now, before the environment's summary.
  void OnEnvironmentsTearDownStart(const testing::UnitTest& unit) override;

 private:
  std::ostream& out_;
  // UnitTest::current_test_info() would wait for the lock that GoogleTest holds while it
  // reports a result: the printer keeps track itself.
  bool in_test_ = false;
  std::string first_failure_;  // of the case running
};

}  // namespace clc
