// JUnit XML and HTML rendering of synthetic report.json documents (no OpenCL device).
#include <map>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "harness/report/report_html.h"
#include "harness/report/report_junit.h"
#include "harness/tests/report_fixtures.h"
#include "harness/tests/xml_reader.h"

namespace clc {
namespace {

using nlohmann::json;
using testing_support::Node;
using testing_support::Report;
using testing_support::RichCases;
using testing_support::XmlReader;

TEST(XmlReader, RejectsWhatIsNotWellFormed) {
  for (const char* bad : {"<a><b></a>", "<a x=\"1\" x=\"2\"/>", "<a>1 < 2</a>", "<a>&nbsp;</a>",
                          "<a x=1/>", "<a>", "<a/><b/>"}) {
    XmlReader r(bad);
    r.Parse();
    EXPECT_FALSE(r.Ok()) << bad;
  }
}

// --- JUnit ---

TEST(JunitReport, IsWellFormedWithOneSuitePerFamily) {
  json cases = RichCases();
  cases[1]["message"] = std::string("bad <lane> & \"quote\" 'x' \x01 end");
  const std::string xml = RenderJunitReport(Report(cases));
  XmlReader reader(xml);
  const auto root = reader.Parse();
  ASSERT_TRUE(reader.Ok()) << reader.Error() << "\n" << xml;
  EXPECT_EQ(root->name, "testsuites");
  EXPECT_EQ(root->attrs.at("tests"), std::to_string(cases.size()));
  EXPECT_EQ(root->attrs.at("time"), "1.500000");
  EXPECT_EQ(root->attrs.at("name"), "clconform: cpu-haswell-<Intel> (Portable Computing Language)");
  const auto suites = root->All("testsuite");
  ASSERT_EQ(suites.size(), 3u);
  std::map<std::string, const Node*> testcases;
  std::map<std::string, std::string> suite_of;
  for (const Node* s : suites) {
    for (const Node* t : s->All("testcase")) {
      testcases[t->attrs.at("name")] = t;
      suite_of[t->attrs.at("name")] = s->attrs.at("name");
      EXPECT_EQ(t->attrs.at("classname"), "clconform." + s->attrs.at("name"));
    }
    EXPECT_EQ(s->attrs.at("tests"), std::to_string(s->All("testcase").size()));
  }
  EXPECT_EQ(suites[0]->attrs.at("name"), "convert");
  EXPECT_EQ(suites[0]->attrs.at("failures"), "5");  // fail, build-failure, error, crash, timeout
  EXPECT_EQ(suites[0]->attrs.at("skipped"), "1");
  EXPECT_EQ(suites[1]->attrs.at("name"), "as_type");
  EXPECT_EQ(suites[1]->attrs.at("skipped"), "2");  // implementation-defined and not-checked
  EXPECT_EQ(suites[2]->attrs.at("name"), "negative");
  EXPECT_EQ(suites[2]->attrs.at("failures"), "1");
  EXPECT_EQ(suite_of["as_double4_float4"], "negative");
  EXPECT_EQ(suite_of["as_int2_long"], "as_type");
  ASSERT_EQ(testcases.size(), cases.size());

  const Node* fail = testcases.at("convert_int_rtp_float");
  EXPECT_EQ(fail->attrs.at("time"), "0.500000");
  ASSERT_EQ(fail->All("failure").size(), 1u);
  const Node* f = fail->All("failure")[0];
  EXPECT_EQ(f->attrs.at("message"), "3 of 100 lanes mismatched");
  EXPECT_NE(f->text.find("lane 0 (constant operand): input 0x7f800000 (v), expected 0x00000000 (0) "
                         "[exact], got 0x80000000 (g): NaN handling"),
            std::string::npos)
      << f->text;
  EXPECT_NE(f->text.find("lane 1 (chunk 0)"), std::string::npos);
  EXPECT_NE(f->text.find("rerun: build/clconform --device='=Portable Computing Language / "
                         "cpu-haswell-<Intel> / 3.1' --gtest_filter='*/convert_int_rtp_float' "
                         "--input=0x7f800000"),
            std::string::npos);
  EXPECT_NE(f->text.find("bad <lane> & \"quote\" 'x' \xEF\xBF\xBD end"), std::string::npos);
  EXPECT_EQ(xml.find('\x01'), std::string::npos);

  std::map<std::string, std::string> props;
  for (const Node* p : fail->All("properties")[0]->All("property"))
    props[p->attrs.at("name")] = p->attrs.at("value");
  EXPECT_EQ(props.at("lanes"), "100");
  EXPECT_EQ(props.at("exact"), "90");
  EXPECT_EQ(props.at("implementation_defined"), "7");
  EXPECT_EQ(props.at("mismatched"), "3");
  EXPECT_EQ(props.at("accepted_flushed_denormal"), "0");
  EXPECT_EQ(props.at("accepted_any_nan"), "0");
  EXPECT_EQ(props.at("verdict"), "fail");

  for (const char* name : {"convert_char_short", "convert_short_char", "convert_long_ulong",
                           "convert_ulong_long", "as_double4_float4"}) {
    ASSERT_EQ(testcases.at(name)->All("failure").size(), 1u) << name;
    EXPECT_TRUE(testcases.at(name)->All("skipped").empty()) << name;
  }
  EXPECT_EQ(testcases.at("convert_long_ulong")->All("failure")[0]->attrs.at("message"),
            "crash: killed by SIGSEGV");
  EXPECT_EQ(testcases.at("convert_char_short")->All("failure")[0]->attrs.at("message"),
            "did not build: error: <source>:3: bad & worse");
  for (const char* name :
       {"convert_uint_sat_double", "as_int2_long", "as_short4_half4", "as_int_short"}) {
    ASSERT_EQ(testcases.at(name)->All("skipped").size(), 1u) << name;
    EXPECT_TRUE(testcases.at(name)->All("failure").empty()) << name;
  }
  EXPECT_EQ(testcases.at("as_int2_long")->All("skipped")[0]->attrs.at("message"),
            "implementation-defined, recorded not passed: 5 of 10 lanes match the operand's memory "
            "layout");
  EXPECT_EQ(testcases.at("convert_uint_sat_double")->All("skipped")[0]->attrs.at("message"),
            "skipped: no fp64 <cl_khr_fp64>");
  for (const char* name : {"convert_int_float", "as_float_int", "convert_float_sat_int"}) {
    EXPECT_TRUE(testcases.at(name)->All("failure").empty()) << name;
    EXPECT_TRUE(testcases.at(name)->All("skipped").empty()) << name;
  }
}

TEST(XmlEscape, EscapesMarkupAndDropsForbiddenCharacters) {
  EXPECT_EQ(XmlEscape("a<b>&\"'", false), "a&lt;b&gt;&amp;\"'");
  EXPECT_EQ(XmlEscape("a<b>&\"'\n\t", true), "a&lt;b&gt;&amp;&quot;&apos;&#10;&#9;");
  EXPECT_EQ(XmlEscape(std::string("x\0y\x1b", 4), false), "x\xEF\xBF\xBDy\xEF\xBF\xBD");
  EXPECT_EQ(XmlEscape("\xEF\xBF\xBE\xC3\xA9", false), "\xEF\xBF\xBD\xC3\xA9");
}

// --- HTML ---

TEST(HtmlReport, HasTheSummaryMatrixCellsAndAnchors) {
  const std::string html = RenderHtmlReport(Report(RichCases()));
  auto has = [&](const std::string& s) { return html.find(s) != std::string::npos; };
  EXPECT_TRUE(has("<!DOCTYPE html>"));
  EXPECT_TRUE(has("id=\"summary\""));
  EXPECT_TRUE(has("cpu-haswell-&lt;Intel&gt;"));
  EXPECT_TRUE(has("<td>3.1</td>"));
  EXPECT_TRUE(has("fp64: yes &middot; fp16: no &middot; int64: yes"));
  EXPECT_TRUE(has("half: no &middot; float: yes &middot; double: yes"));
  // 11 x 11 cells per family, each with an id.
  for (const char* family : {"convert", "as_type"}) {
    for (const char* src : {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
                            "half", "float", "double"}) {
      for (const char* dst : {"char", "half", "double"}) {
        EXPECT_TRUE(has(std::string("id=\"cell-") + family + "-" + src + "-" + dst + "\""))
            << family << src << dst;
      }
    }
  }
  // float -> int holds a fail: red, linked to its failing cases, which are listed there.
  EXPECT_TRUE(has("<td class=\"v-fail\" id=\"cell-convert-float-int\""));
  EXPECT_TRUE(has(
      "<a href=\"#fail-convert-float-int\"><span class=\"n\">3</span>1 fail &middot; 2 pass</a>"));
  EXPECT_TRUE(has("<div class=\"group\" id=\"fail-convert-float-int\">"));
  EXPECT_TRUE(has("id=\"case-convert_int_rtp_float\""));
  EXPECT_TRUE(
      has("build/clconform --device=&#39;=Portable Computing Language / "
          "cpu-haswell-&lt;Intel&gt; / 3.1&#39; --gtest_filter=&#39;*/convert_int_rtp_float&#39; "
          "--input=0x7f800000"));
  // Error-like verdicts are failures too, each with its cell's anchor.
  for (const char* id : {"fail-convert-short-char", "fail-convert-char-short",
                         "fail-convert-ulong-long", "fail-convert-long-ulong", "fail-negative"}) {
    EXPECT_TRUE(has(std::string("id=\"") + id + "\"")) << id;
  }
  // A passing cell has no link; an empty one has none either.
  EXPECT_TRUE(
      has("<td class=\"v-pass\" id=\"cell-convert-int-float\" title=\"convert: int \u2192 float: 1 "
          "case, 1 pass\">"
          "<span class=\"n\">1</span>1 pass</td>"));
  EXPECT_TRUE(has("<td class=\"none\" id=\"cell-convert-char-char\">"));
  // as_type long -> int is implementation-defined only: blue, linked to what the device did.
  EXPECT_TRUE(has("<td class=\"v-implementation-defined\" id=\"cell-as_type-long-int\""));
  EXPECT_TRUE(has("href=\"#impl-as_type-long-int\""));
  EXPECT_TRUE(
      has("<tr id=\"impl-as_type-long-int\"><th>as_type: long \u2192 int</th><td>1</td><td>10</td>"
          "<td>5 (50.0%)</td><td class=\"returned\">0 of 3 samples match the "
          "layout<br><b>differing from the layout</b>: "
          "<code>0x80000000 (g)</code>&nbsp;&times;3</td></tr>"));
  EXPECT_TRUE(has("id=\"impl-convert-float-int\""));
  // Totals and the negative checks.
  EXPECT_TRUE(has("<span class=\"badge v-fail\">2 fail</span>"));
  EXPECT_TRUE(
      has("<span class=\"badge v-implementation-defined\">1 implementation-defined</span>"));
  EXPECT_TRUE(has("id=\"negative\""));
  EXPECT_TRUE(has("<a href=\"#case-as_double4_float4\">"));
}

TEST(HtmlReport, EscapesEverythingAndLoadsNothing) {
  json cases = RichCases();
  cases[0]["message"] = "<script>alert(1)</script>";
  json r = Report(cases);
  r["run"]["command"] = "clconform --gtest_filter='<x>' && \"y\"";
  const std::string html = RenderHtmlReport(r);
  EXPECT_EQ(html.find("<b id=\"xss\">"), std::string::npos);
  EXPECT_NE(html.find("compiled &lt;b id=&quot;xss&quot;&gt;"), std::string::npos);
  EXPECT_EQ(html.find("<script"), std::string::npos);
  EXPECT_NE(html.find("clconform --gtest_filter=&#39;&lt;x&gt;&#39; &amp;&amp; &quot;y&quot;"),
            std::string::npos);
  EXPECT_NE(html.find("error: &lt;source&gt;:3: bad &amp; worse"), std::string::npos);
  for (const char* external : {"http:", "https:", "src=", "<link", "@import", "url("}) {
    EXPECT_EQ(html.find(external), std::string::npos) << external;
  }
  EXPECT_EQ(HtmlEscape(std::string("a\x01<'\"&\n", 7)), "a\xEF\xBF\xBD&lt;&#39;&quot;&amp;\n");
}

TEST(HtmlReport, RendersAnEmptyReport) {
  const std::string html = RenderHtmlReport(Report(json::array()));
  EXPECT_NE(html.find("No case failed."), std::string::npos);
  EXPECT_NE(html.find("No implementation-defined lane was recorded."), std::string::npos);
}

}  // namespace
}  // namespace clc
