// Known failures in the reports: report.json marks the cases its expectations file lists, JUnit
// skips the expected ones, and the HTML page and the console lead with the unexpected ones.
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "harness/report/console_summary.h"
#include "harness/report/expectations.h"
#include "harness/report/report_html.h"
#include "harness/report/report_json.h"
#include "harness/report/report_junit.h"
#include "harness/report/report_merge.h"

namespace clc {
namespace {

using nlohmann::json;

VariantResult RanWith(const std::string& name, std::uint64_t mismatched) {
  VariantResult r;
  r.variant = *ParseCaseName(name);
  r.status = CaseStatus::kRan;
  r.lanes = 10;
  r.exact = 10 - mismatched;
  r.mismatched = mismatched;
  for (std::uint64_t i = 0; i < mismatched; ++i) {
    LaneRecord lane;
    lane.input = 0x7f800000 + i;
    lane.got = 0x80000000;
    r.mismatches.push_back(lane);
  }
  return r;
}

// A crash and a wrong lane as listed, and optionally an unlisted failure and a listed case
// that passed.
json Marked(bool with_unexpected) {
  Expectations e;
  e.source = "expectations/pocl.txt";
  e.faults["convert_long_ulong"] = CaseStatus::kCrashed;
  e.failures["convert_long_ulong"].whole = PathExpectation{CaseStatus::kCrashed, {}, {}, ""};
  e.failures["convert_int_float"].whole =
      PathExpectation{CaseStatus::kRan, {{0x7f800000, 0, 0x80000000, ""}}, {}, "inf to int"};
  e.failures["convert_int_rtp_float"].whole =
      PathExpectation{CaseStatus::kRan, {{0x7f800000, 0, 0x80000000, ""}}, {}, "fixed since"};
  VariantResult crash;
  crash.variant = *ParseCaseName("convert_long_ulong");
  crash.status = CaseStatus::kCrashed;
  crash.message = "killed by SIGSEGV";
  std::vector<VariantResult> results = {crash, RanWith("convert_int_float", 1)};
  if (with_unexpected) {
    results.push_back(RanWith("convert_short_char", 2));
    results.push_back(RanWith("convert_int_rtp_float", 0));
  }
  RunSummary run;
  run.record.expectations = e.source;
  run.expectations = MarkExpectations(e, results);
  DeviceInfo d;
  d.platform_name = "Portable Computing Language";
  d.device_name = "cpu";
  return JsonReport(d, run, results);
}

TEST(ExpectedFailures, AreMarkedInReportJson) {
  const json r = Marked(true);
  std::string error;
  ASSERT_TRUE(ValidateReport(r, &error)) << error;
  EXPECT_EQ(r["cases"][0]["expected"], true);
  EXPECT_EQ(r["cases"][0]["expectation"]["outcome"], "expected-failure");
  EXPECT_EQ(r["cases"][1]["expected"], true);
  EXPECT_NE(r["cases"][1]["expectation"]["detail"].get<std::string>().find("inf to int"),
            std::string::npos);
  EXPECT_FALSE(r["cases"][2].contains("expected"));  // not listed
  EXPECT_EQ(r["cases"][3]["expectation"]["outcome"], "unexpected-pass");
  EXPECT_EQ(r["totals"]["expected_failures"], 2);
  EXPECT_EQ(r["totals"]["unexpected_failures"], 1);
  EXPECT_EQ(r["totals"]["unexpected_passes"], 1);
  // A merge keeps the marks and the counts.
  EXPECT_EQ(MergeReports({r})["totals"], r["totals"]);
}

TEST(ExpectedFailures, AreSkippedInJunit) {
  const std::string all = RenderJunitReport(Marked(false));
  EXPECT_NE(all.find("failures=\"0\""), std::string::npos) << all;
  EXPECT_NE(all.find("<skipped message=\"expected failure: crash: killed by SIGSEGV (as listed in "
                     "expectations/pocl.txt)\">"),
            std::string::npos)
      << all;
  EXPECT_EQ(all.find("<failure"), std::string::npos) << all;
  const std::string some = RenderJunitReport(Marked(true));
  EXPECT_NE(some.find("<testsuites name=\"clconform: cpu (Portable Computing Language)\" "
                      "tests=\"4\" failures=\"2\""),
            std::string::npos)
      << some;
  EXPECT_NE(some.find("type=\"unexpected-pass\""), std::string::npos);
}

TEST(ExpectedFailures, ConsoleAndHtmlLeadWithTheUnexpected) {
  const std::string all = ConsoleSummary(Marked(false));
  EXPECT_NE(all.find("[ summary  ] 2 failing cases by cause (all expected):"), std::string::npos)
      << all;
  const std::string some = ConsoleSummary(Marked(true));
  const std::size_t unexpected = some.find("1 UNEXPECTED failing case by cause");
  ASSERT_NE(unexpected, std::string::npos) << some;
  EXPECT_LT(unexpected, some.find("2 expected failing cases by cause"));
  EXPECT_NE(some.find("   cases: convert_short_char\n"), std::string::npos) << some;
  EXPECT_NE(some.find("UNEXPECTED PASS: convert_int_rtp_float"), std::string::npos) << some;
  const std::string html = RenderHtmlReport(Marked(true));
  const std::size_t lead = html.find("<h2>Unexpected failures by cause</h2>");
  ASSERT_NE(lead, std::string::npos);
  EXPECT_LT(lead, html.find("<section id=\"expected-causes\">"));
  EXPECT_NE(html.find("expected failure</span>"), std::string::npos);
  EXPECT_NE(html.find("Unexpected passes"), std::string::npos);
}

// A listed constant-path failure that a run without the constant path did not exercise: "not
// checked" in report.json, JUnit, the console and the HTML page, never a pass of it, and no
// failure of the run.
TEST(ExpectedFailures, ThoseNotExercisedAreNotCheckedInEveryReport) {
  Expectations e;
  e.source = "expectations/pocl.txt";
  PathExpectation folded{CaseStatus::kRan, {{0x7f800000, 0, 0x80000000, ""}}, {}, "folded"};
  e.failures["convert_int_float"].paths[static_cast<std::size_t>(RunPath::kConstant)] = folded;
  VariantResult r = RanWith("convert_int_float", 0);
  r.Path(RunPath::kBuffer) = {CaseStatus::kRan, 10, 0, 0};
  RunSummary run;
  run.record.expectations = e.source;
  run.expectations = MarkExpectations(e, {r});
  DeviceInfo d;
  d.device_name = "cpu";
  const json report = JsonReport(d, run, {r});
  std::string error;
  ASSERT_TRUE(ValidateReport(report, &error)) << error;
  const json& c = report["cases"][0];
  EXPECT_EQ(c["expectation"]["outcome"], "not-checked");
  EXPECT_EQ(c["expected"], false);
  EXPECT_EQ(report["totals"]["expectations_not_checked"], 1);
  EXPECT_EQ(report["totals"]["unexpected_passes"], 0);
  const std::string junit = RenderJunitReport(report);
  EXPECT_NE(junit.find("failures=\"0\""), std::string::npos) << junit;
  EXPECT_NE(junit.find("<skipped message=\"not checked: constant path: not run, listed: 1 lane "
                       "mismatched (expectations/pocl.txt)\""),
            std::string::npos)
      << junit;
  const std::string console = ConsoleSummary(report);
  EXPECT_NE(console.find("1 listed case NOT CHECKED"), std::string::npos) << console;
  EXPECT_NE(console.find("   convert_int_float: not checked: constant path: not run"),
            std::string::npos)
      << console;
  EXPECT_NE(RenderHtmlReport(report).find("<strong>Not checked</strong>"), std::string::npos);
}

}  // namespace
}  // namespace clc
