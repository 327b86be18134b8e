// Which failures are confirmed by a second run (suites/confirm.h), and what a run that does
// not fail again makes of one.
#include "suites/confirm.h"

#include <gtest/gtest.h>

namespace clc {
namespace {

TEST(Confirm, KnownFailuresAreNotRunAgain) {
  Expectations listed;
  listed.failures["convert_char_sat_float"] = {};
  listed.faults["convert_int_float"] = CaseStatus::kCrashed;
  listed.flaky["convert_float_rtz_double"] = "only in one kernel shape";
  listed.skips["convert_short_float"] = "not run";
  const std::vector<std::string> ran = {"convert_char_sat_float", "convert_int_float",
                                        "convert_float_rtz_double", "convert_short_float",
                                        "convert_uint_float"};
  EXPECT_EQ(NotListed(ran, listed),
            (std::vector<std::string>{"convert_short_float", "convert_uint_float"}));
  EXPECT_EQ(NotListed(ran, std::nullopt), ran) << "no expectations file: every case";
}

TEST(Confirm, AFailureThatDoesNotRecurIsFlakyWithBothObservations) {
  VariantResult first;
  first.variant = *ParseCaseName("convert_int_rtp_float");
  first.status = CaseStatus::kRan;
  first.lanes = 10;
  first.mismatched = 2;
  first.Path(RunPath::kBuffer) = {CaseStatus::kRan, 10, 2, 0};
  VariantResult again = first;
  again.mismatched = 0;
  again.Path(RunPath::kBuffer).mismatched = 0;
  EXPECT_EQ(VerdictOf(Confirmed(first, first)), Verdict::kFail) << "it recurred";
  const VariantResult flaky = Confirmed(first, again);
  EXPECT_EQ(VerdictOf(flaky), Verdict::kFlaky);
  EXPECT_EQ(flaky.mismatched, 2u) << "the first run's lanes stay counted";
  EXPECT_NE(flaky.message.find("2 of 10 lanes mismatched"), std::string::npos) << flaky.message;
  EXPECT_NE(flaky.message.find("0 of 10 lanes mismatched"), std::string::npos) << flaky.message;
}

}  // namespace
}  // namespace clc
