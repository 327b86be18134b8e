// One line per failing case, GoogleTest's totals, then the summary.
#include "harness/app/console_printer.h"

#include <cctype>
#include <cstdlib>

#include "harness/run/options.h"

namespace clc {

namespace {

// The first line that says something: FAIL() puts "Failed" before the message.
std::string FirstLine(const char* text) {
  std::string s = text == nullptr ? "" : text;
  if (s.rfind("Failed\n", 0) == 0) s.erase(0, 7);
  return s.substr(0, s.find('\n'));
}

std::string Tests(int n) { return std::to_string(n) + (n == 1 ? " test" : " tests"); }

}  // namespace

bool WantsGoogleTestPrinter(bool verbose, const std::vector<std::string>& gtest_args) {
  if (verbose || std::getenv("GTEST_BRIEF") != nullptr) return true;
  for (const std::string& a : gtest_args) {
    if (a.rfind("--gtest_brief", 0) == 0) return true;
  }
  return false;
}

void UseQuietPrinter() {
  testing::TestEventListeners& listeners = testing::UnitTest::GetInstance()->listeners();
  delete listeners.Release(listeners.default_result_printer());
  listeners.Append(new QuietPrinter(std::cout));  // GoogleTest owns it
}

void QuietPrinter::OnTestPartResult(const testing::TestPartResult& result) {
  if (!result.failed()) return;
  if (!in_test_) {
    out_ << "[  FAILED  ] " << result.message() << "\n" << std::flush;  // outside any case
  } else if (first_failure_.empty()) {
    first_failure_ = FirstLine(result.message());
  }
}

void QuietPrinter::OnTestEnd(const testing::TestInfo& test) {
  if (test.result() != nullptr && test.result()->Failed()) {
    out_ << "[  FAILED  ] " << test.test_suite_name() << "." << test.name() << ": "
         << first_failure_ << "\n"
         << std::flush;
  }
  first_failure_.clear();
  in_test_ = false;
}

void QuietPrinter::OnEnvironmentsTearDownStart(const testing::UnitTest& unit) {
  if (unit.ad_hoc_test_result().Skipped()) return;  // a mode that runs no case (output_only.h)
  out_ << "[==========] " << Tests(unit.test_to_run_count()) << " from "
       << unit.test_suite_to_run_count() << " test suites ran\n";
  out_ << "[  PASSED  ] " << Tests(unit.successful_test_count()) << ".\n";
  if (unit.skipped_test_count() > 0) {
    out_ << "[  SKIPPED ] " << Tests(unit.skipped_test_count()) << ", not listed ("
         << FlagOf(&CliOptions::verbose) << " lists them; the reports say why)\n";
  }
  if (unit.failed_test_count() > 0) {
    out_ << "[  FAILED  ] " << Tests(unit.failed_test_count()) << ", listed above\n\n"
         << unit.failed_test_count() << " FAILED TEST" << (unit.failed_test_count() == 1 ? "" : "S")
         << "\n";
  }
  out_ << std::flush;
}

}  // namespace clc
