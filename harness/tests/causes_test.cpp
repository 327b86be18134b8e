// Failures grouped by cause, the console summary and the HTML page's cause section.
#include "harness/report/causes.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "harness/report/console_summary.h"
#include "harness/report/report_html.h"

namespace clc {
namespace {

using nlohmann::json;

json Lane(const std::string& classification) {
  return {{"lane", 3},
          {"chunk", 0},
          {"constant_path", false},
          {"input", "0x7ff8000000000000"},
          {"input_value", "nan"},
          {"expected", "0x00000000"},
          {"expected_value", "0"},
          {"allowance", "exact"},
          {"alt", "0x00000000"},
          {"got", "0x80000000"},
          {"got_value", "-2147483648"},
          {"classification", classification}};
}

// A case whose status and counts make `verdict` (reports are checked against VerdictOf).
json CaseJson(const std::string& name, const std::string& verdict, bool legal = true) {
  const bool as_type = name.rfind("as_", 0) == 0;
  const int mismatched = verdict == "fail" ? 1 : 0;
  return {{"case", name},
          {"builtin", name},
          {"family", as_type ? "as_type" : "convert"},
          {"legal", legal},
          {"verdict", verdict},
          {"status", verdict == "crash" ? "crash" : "ran"},
          {"lanes", 10},
          {"exact", 10 - mismatched},
          {"accepted_flushed_denormal", 0},
          {"accepted_any_nan", 0},
          {"implementation_defined", 0},
          {"implementation_defined_matching_reference", 0},
          {"mismatched", mismatched},
          {"seconds", 0.5}};
}

json ReportJson(const json& cases) {
  return {{"device",
           {{"index", 0},
            {"platform", "NVIDIA CUDA"},
            {"name", "H100"},
            {"vendor", "NVIDIA"},
            {"driver_version", "550"},
            {"device_version", "OpenCL 3.0 CUDA"},
            {"opencl_c", "3.0"},
            {"profile", "FULL_PROFILE"}}},
          {"run", {{"coverage", "quick"}, {"seed", 1}, {"programs_built", 3}, {"seconds", 1.5}}},
          {"totals", {{"cases", cases.size()}, {"lanes", 0}, {"verdicts", json::object()}}},
          {"cases", cases}};
}

json H100Like() {
  const std::string nan = "NaN handling: _sat must convert NaN to 0";
  json cases = json::array();
  for (const char* name : {"convert_int_sat_double", "convert_uint4_sat_rte_double4",
                           "convert_long_sat_float", "convert_char2_sat_rtz_double2"}) {
    json c = CaseJson(name, "fail");
    c["first_mismatches"] = json::array({Lane(nan)});
    cases.push_back(c);
  }
  json sat = CaseJson("convert_short_sat_int", "fail");
  sat["first_mismatches"] = json::array({Lane("missing saturation: clamp")});
  cases.push_back(sat);
  json flt = CaseJson("convert_float_rtz_double", "fail");
  flt["first_mismatches"] = json::array({Lane(nan)});
  cases.push_back(flt);
  cases.push_back(CaseJson("convert_int_sat_float", "crash"));
  cases.push_back(CaseJson("convert_int_float", "pass"));
  cases.push_back(CaseJson("convert_float_sat_int", "fail", false));  // _sat to float, compiled
  cases.push_back(CaseJson("convert_double_sat_long", "fail", false));
  return ReportJson(cases);
}

TEST(CausesTest, GroupsByVerdictClassificationSectionAndResultClass) {
  const json report = H100Like();
  const std::vector<Cause> causes = FailureCauses(report);
  ASSERT_EQ(causes.size(), 5U);
  // Widths, suffixes and source types do not split the NaN cause; its cells are listed.
  EXPECT_EQ(causes[0].cases.size(), 4U);
  EXPECT_EQ(causes[0].Title(),
            "fail: NaN handling: _sat must convert NaN to 0 (convert to an integer type)");
  EXPECT_EQ(causes[0].cells, (std::vector<std::string>{"double -> char", "double -> int",
                                                       "double -> uint", "float -> long"}));
  ASSERT_NE(causes[0].lane, nullptr);
  EXPECT_EQ((*causes[0].example)["case"], "convert_int_sat_double");
  // Illegal spellings that compiled: one cause, named by why they are illegal.
  EXPECT_EQ(causes[1].cases.size(), 2U);
  EXPECT_EQ(causes[1].section, "negative");
  EXPECT_EQ(causes[1].Title(),
            "fail: _sat is not defined for a floating-point result (negative compile check)");
  EXPECT_TRUE(causes[1].cells.empty());
  // The same classification to a floating-point type, a crash, another classification: apart.
  std::vector<std::string> rest;
  for (std::size_t i = 2; i < causes.size(); ++i) rest.push_back(causes[i].Title());
  std::sort(rest.begin(), rest.end());
  EXPECT_EQ(rest, (std::vector<std::string>{
                      "crash (convert to an integer type)",
                      "fail: NaN handling: _sat must convert NaN to 0 (convert to a "
                      "floating-point type)",
                      "fail: missing saturation: clamp (convert to an integer type)"}));
}

// A constant-path lane's rerun line folds that input alone: the summary says the rerun may
// pass where the program as built failed (the H100's convert_float_rtz_double).
TEST(ConsoleSummaryTest, AConstantPathRerunSaysItFoldsASmallerKernel) {
  json c = CaseJson("convert_float_rtz_double", "fail");
  json lane = Lane("");
  lane["constant_path"] = true;
  c["first_mismatches"] = json::array({lane});
  const std::string text = ConsoleSummary(ReportJson(json::array({c})));
  EXPECT_NE(text.find("the rerun folds this input alone"), std::string::npos) << text;
  c["first_mismatches"][0]["constant_path"] = false;
  EXPECT_EQ(ConsoleSummary(ReportJson(json::array({c}))).find("folds this input alone"),
            std::string::npos);
}

TEST(CausesTest, NoFailureNoCause) {
  EXPECT_TRUE(
      FailureCauses(ReportJson(json::array({CaseJson("convert_int_float", "pass")}))).empty());
}

TEST(ConsoleSummaryTest, CausesFirstThenFamilyByVerdictTable) {
  const std::string text = ConsoleSummary(H100Like());
  EXPECT_NE(text.find("[ summary  ] 9 failing cases by cause:\n"), std::string::npos) << text;
  EXPECT_NE(text.find("[ summary  ] 1. 4 x fail: NaN handling"), std::string::npos) << text;
  EXPECT_NE(text.find("cells: double -> char, double -> int, double -> uint, float -> long\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("e.g. convert_int_sat_double lane 3"), std::string::npos) << text;
  EXPECT_NE(text.find("rerun: build/clconform --device='=NVIDIA CUDA / H100 / 550' "
                      "--gtest_filter='*/convert_int_sat_double'"),
            std::string::npos)
      << text;
  EXPECT_LT(text.find("by cause"), text.find("family"));
  EXPECT_NE(text.find("[ summary  ] family        cases   fail  crash   pass\n"), std::string::npos)
      << text;
  EXPECT_NE(text.find("[ summary  ] convert           8      6      1      1\n"), std::string::npos)
      << text;
  EXPECT_NE(text.find("[ summary  ] negative          2      2      .      .\n"), std::string::npos)
      << text;
  for (std::size_t at = 0; at < text.size(); at = text.find('\n', at) + 1) {
    EXPECT_EQ(text.compare(at, 13, "[ summary  ] "), 0) << text.substr(at);
  }
}

// The table counts not-checked and skipped cases apart from the passes; the lines after it say
// why, each reason once with its count, the commonest first.
TEST(ConsoleSummaryTest, SaysWhyCasesWereNotCheckedOrSkipped) {
  json cases = json::array({CaseJson("convert_int_float", "pass")});
  for (const char* name : {"cast_int4_float4", "cast_uint4_float4", "cast_int8_float8"}) {
    json c = CaseJson(name, "not-checked", false);
    c["message"] = "negative checks are sampled at quick coverage";
    cases.push_back(c);
  }
  json skipped = CaseJson("convert_int_double", "skipped");
  skipped["message"] = "the device has no double";
  cases.push_back(skipped);
  const std::string text = ConsoleSummary(ReportJson(cases));
  const std::size_t sampled =
      text.find("[ summary  ] 3 x not-checked: negative checks are sampled at quick coverage\n");
  ASSERT_NE(sampled, std::string::npos) << text;
  EXPECT_LT(text.find("family"), sampled) << text;
  EXPECT_LT(sampled, text.find("[ summary  ] 1 x skipped: the device has no double\n")) << text;
}

TEST(HtmlCausesTest, PageLeadsWithTheCauses) {
  const std::string html = RenderHtmlReport(H100Like());
  const std::size_t causes = html.find("<section id=\"causes\">");
  ASSERT_NE(causes, std::string::npos);
  EXPECT_LT(causes, html.find("<section id=\"summary\">"));
  EXPECT_NE(html.find("id=\"cause-1\""), std::string::npos);
  EXPECT_NE(html.find("4 cases: fail: NaN handling"), std::string::npos);
  EXPECT_NE(html.find("<a href=\"#cell-convert-double-int\">double -&gt; int</a>"),
            std::string::npos);
  EXPECT_NE(html.find("<details><summary>4 cases</summary><p><a "
                      "href=\"#case-convert_int_sat_double\">"),
            std::string::npos);
}

}  // namespace
}  // namespace clc

namespace clc {
namespace {

// A quick run on an H200 (NVIDIA 580.159.04), its failing cases kept (data/, a line each) with
// the fields FailureCauses reads (a name alone: the line above's fields), made into its report's
// shape here (name, family, an illegal case's `legal`, verdict, first lane's classification): its
// 306 failing cases are NVIDIA's NaN-under-_sat bug and two kinds of illegal spelling the compiler
// accepts.
json H200QuickFailing() {
  std::ifstream in(CLCONFORM_TEST_DATA_DIR "/h200-quick-failing.txt");
  json report = {{"device", {{"name", "NVIDIA H200"}, {"driver_version", "580.159.04"}}},
                 {"cases", json::array()}};
  std::string line, family, verdict, legal, classification;  // a name alone keeps them
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string name;
    fields >> name >> std::ws;
    if (!fields.eof()) {
      fields >> family >> verdict >> legal >> std::ws;
      classification.clear();
      std::getline(fields, classification);
    }
    json c = {{"case", name}, {"family", family}, {"verdict", verdict}};
    if (legal == "0") c["legal"] = false;
    if (!classification.empty())
      c["first_mismatches"] = json::array({{{"classification", classification}}});
    report["cases"].push_back(c);
  }
  return report;
}

TEST(CausesTest, AnH200RunIsThreeCauses) {
  const json report = H200QuickFailing();
  ASSERT_EQ(report["cases"].size(), 306U) << "the H200 run's cases are missing";
  const std::vector<Cause> causes = FailureCauses(report);
  ASSERT_EQ(causes.size(), 3U);
  EXPECT_EQ(causes[0].cases.size(), 300U);
  EXPECT_EQ(causes[0].classification, "NaN handling: _sat must convert NaN to 0");
  EXPECT_EQ(causes[0].dst_class, "integer");
  EXPECT_EQ(causes[1].cases.size() + causes[2].cases.size(), 6U);
  EXPECT_EQ(causes[1].section, "negative");
  EXPECT_EQ(causes[2].section, "negative");
}

}  // namespace
}  // namespace clc
