// deqp-runner's formats without a device: statuses, baselines, regex lists, outcomes, CSV.
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

#include "harness/report/case_seconds.h"
#include "harness/report/deqp.h"

namespace clc {
namespace {

using nlohmann::json;

TEST(DeqpTest, VerdictsMapToDeqpStatuses) {
  EXPECT_EQ(DeqpStatus("pass"), "Pass");
  EXPECT_EQ(DeqpStatus("fail"), "Fail");
  EXPECT_EQ(DeqpStatus("build-failure"), "Fail");
  EXPECT_EQ(DeqpStatus("error"), "Fail");
  EXPECT_EQ(DeqpStatus("crash"), "Crash");
  EXPECT_EQ(DeqpStatus("timeout"), "Timeout");
  EXPECT_EQ(DeqpStatus("skipped"), "Skip");
  EXPECT_EQ(DeqpStatus("not-checked"), "Skip");
  EXPECT_EQ(DeqpStatus("implementation-defined"), "Warn");
  EXPECT_EQ(DeqpStatus("something new"), "Fail");
  for (const char* s : {"Fail", "Crash", "Timeout", "Missing", "UnexpectedPass"}) {
    EXPECT_TRUE(DeqpFails(s)) << s;
  }
  for (const char* s : {"Pass", "Skip", "Warn", "Flake", "ExpectedFail"}) {
    EXPECT_FALSE(DeqpFails(s)) << s;
  }
}

TEST(DeqpTest, BaselineTakesCommentsBlankLinesAndADuration) {
  const auto baseline = ParseDeqpBaseline(
      "# header\n\nconvert_int_float,Fail\n  as_uint_float,Crash,0.25  # why\r\n", "fails.txt");
  ASSERT_EQ(baseline.size(), 2U);
  EXPECT_EQ(baseline.at("convert_int_float"), "Fail");
  EXPECT_EQ(baseline.at("as_uint_float"), "Crash");
  try {
    ParseDeqpBaseline("ok,Fail\nno comma here\n", "fails.txt");
    FAIL() << "no error";
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "fails.txt:2: expected 'name,Status', not 'no comma here'");
  }
  EXPECT_THROW(ParseDeqpBaseline("a,Failed\n", "f"), std::runtime_error);
}

// A folder named as a list is refused, naming it: read as a file it would be an empty list.
TEST(DeqpTest, AFolderIsNoList) {
  const std::string folder = ::testing::TempDir();
  for (int which = 0; which < 3; ++which) {
    try {
      LoadDeqpLists(which == 0 ? folder : "", which == 1 ? folder : "", which == 2 ? folder : "");
      ADD_FAILURE() << "list " << which << ": a folder read as a list";
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find(folder), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("folder"), std::string::npos) << e.what();
    }
  }
}

TEST(DeqpTest, PatternsMatchTheWholeName) {
  DeqpLists lists;
  lists.flakes = ParseDeqpRegexList("# flaky\nconvert_int_.*\n\nas_uint\n", "flakes.txt");
  ASSERT_EQ(lists.flakes.size(), 2U);
  EXPECT_EQ(DeqpLists::Match(lists.flakes, "convert_int_float"), "convert_int_.*");
  EXPECT_EQ(DeqpLists::Match(lists.flakes, "as_uint"), "as_uint");
  EXPECT_EQ(DeqpLists::Match(lists.flakes, "as_uint_float"), "");
  EXPECT_THROW(ParseDeqpRegexList("(open\n", "f"), std::runtime_error);
}

TEST(DeqpTest, OutcomesFollowDeqpRunner) {
  DeqpLists lists;
  lists.baseline = {{"a", "Fail"}, {"b", "Crash"}};
  lists.flakes = ParseDeqpRegexList("c\n", "flakes.txt");
  EXPECT_EQ(DeqpOutcome(lists, "a", "Fail"), "ExpectedFail");
  EXPECT_EQ(DeqpOutcome(lists, "a", "Pass"), "UnexpectedPass");
  EXPECT_EQ(DeqpOutcome(lists, "a", "Warn"), "UnexpectedPass");
  EXPECT_EQ(DeqpOutcome(lists, "a", "Skip"), "Skip");
  EXPECT_EQ(DeqpOutcome(lists, "a", "Crash"), "Crash");  // listed as Fail, crashed: not expected
  EXPECT_EQ(DeqpOutcome(lists, "b", "Crash"), "ExpectedFail");
  EXPECT_EQ(DeqpOutcome(lists, "c", "Fail"), "Flake");
  EXPECT_EQ(DeqpOutcome(lists, "c", "Pass"), "Pass");
  EXPECT_EQ(DeqpOutcome(lists, "d", "Timeout"), "Timeout");
}

TEST(DeqpTest, ResultsAndFailuresCsv) {
  const json report = {{"cases",
                        {{{"case", "a"}, {"verdict", "fail"}, {"seconds", 0.5}},
                         {{"case", "b"}, {"verdict", "pass"}, {"seconds", 1.25}},
                         {{"case", "c"}, {"verdict", "implementation-defined"}}}}};
  EXPECT_EQ(DeqpResultsCsv(report, {}), "a,Fail,0.500\nb,Pass,1.250\nc,Warn,0.000\n");
  EXPECT_EQ(DeqpFailuresCsv(report, {}), "a,Fail\n");  // deqp-runner's "test,status"
  DeqpLists lists;
  lists.baseline = {{"a", "Fail"}};
  EXPECT_EQ(DeqpFailuresCsv(report, lists), "");
  // A results CSV read back as a baseline gives each case its status.
  const auto back = ParseDeqpBaseline(DeqpResultsCsv(report, {}), "results.csv");
  EXPECT_EQ(back.at("a"), "Fail");
  EXPECT_EQ(back.at("c"), "Warn");
}

// The CSV reads a case as report.json marks it, as JUnit and the console do: a failure the
// expectations file (or the baseline) foresaw is ExpectedFail, not the Crash it was.
TEST(DeqpTest, TheCsvFollowsTheReportsMarks) {
  const auto marked = [](const char* name, const char* verdict, const char* outcome,
                         bool expected) {
    return json{{"case", name},
                {"verdict", verdict},
                {"seconds", 0},
                {"expected", expected},
                {"expectation", {{"outcome", outcome}, {"detail", "d"}}}};
  };
  const json report = {
      {"cases",
       {marked("a", "crash", "expected-failure", true), marked("b", "fail", "flaky-failure", true),
        marked("c", "pass", "unexpected-pass", false),
        marked("d", "crash", "failed-differently", false),
        marked("e", "pass", "not-checked", false), marked("f", "fail", "not-checked", true)}}};
  EXPECT_EQ(DeqpResultsCsv(report, {}),
            "a,ExpectedFail,0.000\nb,Flake,0.000\nc,UnexpectedPass,0.000\nd,Crash,0.000\n"
            "e,Skip,0.000\nf,ExpectedFail,0.000\n");
  EXPECT_EQ(DeqpFailuresCsv(report, {}), "c,UnexpectedPass\nd,Crash\n");
  // The lists mark a case as report.json does.
  DeqpLists lists;
  lists.baseline_file = "fails.csv";
  lists.baseline = {{"a", "Crash"}, {"c", "Fail"}};
  lists.flakes_file = "flakes.txt";
  lists.flakes = ParseDeqpRegexList("b\n", "flakes.txt");
  EXPECT_EQ(DeqpMark(lists, "a", "crash").outcome, ExpectationOutcome::kFailedAsExpected);
  EXPECT_TRUE(DeqpMark(lists, "a", "crash").expected);
  EXPECT_EQ(DeqpMark(lists, "a", "fail").outcome, ExpectationOutcome::kNotListed);
  EXPECT_EQ(DeqpMark(lists, "b", "fail").outcome, ExpectationOutcome::kFlakyFailed);
  EXPECT_EQ(DeqpMark(lists, "c", "pass").outcome, ExpectationOutcome::kUnexpectedPass);
  EXPECT_EQ(DeqpMark(lists, "d", "fail").outcome, ExpectationOutcome::kNotListed);
}

// Each piece of work goes to the cases it was for: one case's alone is its own time, one for
// several is shared equally; what no piece held is shared by all. Nothing is split by lanes.
TEST(DeqpTest, DurationsAreMeasuredPerCase) {
  std::vector<VariantResult> batch(3);
  batch[0].variant = *ParseCaseName("convert_int_rtz_float");
  batch[1].variant = *ParseCaseName("convert_int2_rtz_float2");
  batch[2].variant = *ParseCaseName("convert_int4_rtz_float4");
  batch[0].lanes = 300;  // lanes do not matter
  batch[1].lanes = 100;
  CaseClock clock;
  clock.Add({batch[0].variant}, 3.0);  // its kernel alone
  clock.Add({batch[1].variant}, 0.5);
  clock.Add({batch[0].variant, batch[1].variant, batch[2].variant}, 1.5);  // a shared build
  const auto t0 = CaseClock::Clock::time_point();
  clock.Start({batch[2].variant}, t0);  // its launch, timed from its announcement
  clock.Stop(t0 + std::chrono::milliseconds(250));
  clock.Take(batch, 5.25 + 0.75);  // 0.75 s that no piece held
  EXPECT_DOUBLE_EQ(batch[0].own_seconds, 3.0);
  EXPECT_DOUBLE_EQ(batch[0].seconds, 3.0 + 0.5 + 0.25);
  EXPECT_DOUBLE_EQ(batch[1].own_seconds, 0.5);
  EXPECT_DOUBLE_EQ(batch[1].seconds, 0.5 + 0.5 + 0.25);
  EXPECT_DOUBLE_EQ(batch[2].own_seconds, 0.25);
  EXPECT_DOUBLE_EQ(batch[2].seconds, 0.25 + 0.5 + 0.25);
  // Taken: a later batch of the same cases starts from nothing.
  std::vector<VariantResult> again(1);
  again[0].variant = batch[0].variant;
  clock.Take(again, 0);
  EXPECT_DOUBLE_EQ(again[0].seconds, 0.0);
}

}  // namespace
}  // namespace clc
