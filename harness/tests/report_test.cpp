// Report merging, JUnit XML and HTML over synthetic report.json documents (no OpenCL device).
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sys/wait.h>

#include "harness/report/report_html.h"
#include "harness/report/report_junit.h"
#include "harness/report/report_merge.h"
#include "harness/report/report_write.h"

namespace clc {
namespace {

using nlohmann::json;

// --- Synthetic reports, in the shape report_json.cpp writes. ---

json Lane(int lane, const std::string& input, const std::string& got,
          const std::string& allowance = "exact", const std::string& cls = "") {
  return {{"lane", lane},
          {"chunk", 0},
          {"constant_path", lane % 2 == 0},
          {"input", input},
          {"input_value", "v"},
          {"expected", "0x00000000"},
          {"expected_value", "0"},
          {"allowance", allowance},
          {"alt", "0x00000000"},
          {"got", got},
          {"got_value", "g"},
          {"classification", cls}};
}

struct CaseSpec {
  CaseSpec(std::string case_name, std::string verdict_name = "pass", std::uint64_t lane_count = 100,
           std::uint64_t impl_count = 0, std::uint64_t mismatch_count = 0,
           double case_seconds = 0.25, std::string case_message = "", int mismatches_recorded = 0,
           int samples_recorded = 0)
      : name(std::move(case_name)),
        verdict(std::move(verdict_name)),
        lanes(lane_count),
        impl(impl_count),
        mismatched(mismatch_count),
        seconds(case_seconds),
        message(std::move(case_message)),
        mismatch_records(mismatches_recorded),
        sample_records(samples_recorded) {}
  std::string name;
  std::string verdict;
  std::uint64_t lanes;
  std::uint64_t impl;
  std::uint64_t mismatched;
  double seconds;
  std::string message;
  int mismatch_records;
  int sample_records;
};

json Case(const CaseSpec& s) {
  const bool as_type = s.name.rfind("as_", 0) == 0;
  const bool negative = s.name == "convert_float_sat_int" || s.name == "as_double4_float4" ||
                        s.name == "as_int_short";
  static const std::map<std::string, std::string> kStatus = {
      {"skipped", "skipped"}, {"not-checked", "not-run"}, {"build-failure", "build-failed"},
      {"error", "error"},     {"crash", "crash"},         {"timeout", "timeout"}};
  auto it = kStatus.find(s.verdict);
  const std::string status = it == kStatus.end() ? "ran" : it->second;
  const std::uint64_t lanes = negative ? 0 : s.lanes;
  json c = {{"case", s.name},
            {"builtin", s.name.substr(0, s.name.rfind('_'))},
            {"family", as_type ? "as_type" : "convert"},
            {"legal", !negative},
            {"verdict", s.verdict},
            {"status", status},
            {"lanes", lanes},
            {"exact", lanes - s.impl - s.mismatched},
            {"accepted_flushed_denormal", 0},
            {"accepted_any_nan", 0},
            {"implementation_defined", s.impl},
            {"implementation_defined_matching_reference", s.impl / 2},
            {"mismatched", s.mismatched},
            {"seconds", s.seconds}};
  if (!s.message.empty()) c["message"] = s.message;
  if (negative) c["rejected"] = s.verdict == "pass";
  for (int i = 0; i < s.mismatch_records; ++i) {
    c["first_mismatches"].push_back(
        Lane(i, "0x7f80000" + std::to_string(i), "0x80000000", "exact", "NaN handling"));
  }
  for (int i = 0; i < s.sample_records; ++i) {
    c["implementation_defined_samples"].push_back(
        Lane(i, "0x4f00000" + std::to_string(i), "0x80000000", "implementation-defined"));
  }
  return c;
}

json Totals(const json& cases) {
  std::map<std::string, std::uint64_t> verdicts;
  std::uint64_t lanes = 0;
  for (const json& c : cases) {
    ++verdicts[c["verdict"].get<std::string>()];
    lanes += c["lanes"].get<std::uint64_t>();
  }
  return {{"cases", cases.size()}, {"lanes", lanes}, {"verdicts", verdicts}};
}

json Report(const json& cases, double seconds = 1.5, int programs = 10,
            const std::string& command = "build/clconform --device=0") {
  return {{"device",
           {{"index", 1},
            {"platform", "Portable Computing Language"},
            {"name", "cpu-haswell-<Intel>"},
            {"vendor", "GenuineIntel"},
            {"driver_version", "3.1"},
            {"device_version", "OpenCL 3.0 PoCL"},
            {"opencl_c", "3.0"},
            {"profile", "FULL_PROFILE"},
            {"fp64", true},
            {"fp16", false},
            {"int64", true},
            {"denorm", {{"half", false}, {"float", true}, {"double", true}}}}},
          {"run",
           {{"coverage", "quick"},
            {"seed", 1},
            {"programs_built", programs},
            {"seconds", seconds},
            {"command", command}}},
          {"totals", Totals(cases)},
          {"cases", cases}};
}

// A run with every verdict, lane records, implementation-defined cases and negative checks.
json RichCases() {
  json cases = json::array();
  const std::vector<CaseSpec> specs = {
      {"convert_int_float", "pass", 100, 7},
      {"convert_int_rtp_float", "fail", 100, 7, 3, 0.5, "", 3, 2},
      {"convert_int4_sat_rte_float4", "pass"},
      {"convert_float_int", "pass"},
      {"convert_uint_sat_double", "skipped", 0, 0, 0, 0, "no fp64 <cl_khr_fp64>"},
      {"convert_char_short", "build-failure", 0, 0, 0, 0.125, "error: <source>:3: bad & worse"},
      {"convert_short_char", "error", 0, 0, 0, 0, "CL_OUT_OF_RESOURCES (-5)"},
      {"convert_long_ulong", "crash", 0, 0, 0, 0, "killed by SIGSEGV"},
      {"convert_ulong_long", "timeout", 0, 0, 0, 0, "no progress in 60 s"},
      {"as_float_int", "pass"},
      {"as_int2_long", "implementation-defined", 10, 10, 0, 0.25, "", 0, 3},
      {"as_uchar3_uchar4", "pass"},
      {"as_short4_half4", "not-checked", 0, 0, 0, 0, "not checked"},
      {"convert_float_sat_int", "pass"},
      {"as_double4_float4", "fail", 0, 0, 0, 0, "compiled <b id=\"xss\">"},
      {"as_int_short", "not-checked", 0, 0, 0, 0, "negative checks are sampled"},
  };
  for (const auto& s : specs) cases.push_back(Case(s));
  return cases;
}

json SortedByName(json doc) {
  std::sort(doc["cases"].begin(), doc["cases"].end(),
            [](const json& a, const json& b) { return a["case"] < b["case"]; });
  return doc;
}

// --- Merge ---

TEST(MergeReports, OneReportComesBackUnchanged) {
  const json r = Report(RichCases());
  EXPECT_EQ(SortedByName(MergeReports({r})), SortedByName(r));
}

TEST(MergeReports, ShardsEqualTheUnshardedRun) {
  const json all = RichCases();
  const int shards = 3;
  std::vector<json> parts;
  for (int s = 0; s < shards; ++s) {
    json cases = json::array();
    for (std::size_t i = s; i < all.size(); i += shards) cases.push_back(all[i]);
    parts.push_back(Report(cases, 0.5 * (s + 1), s + 2));
  }
  const json merged = MergeReports(parts);
  EXPECT_EQ(SortedByName(merged), SortedByName(Report(all, 0.5 + 1.0 + 1.5, 2 + 3 + 4)));
  // The shards' order is not the run's: the union keeps first appearances.
  EXPECT_EQ(merged["cases"][0]["case"], all[0]["case"]);
  EXPECT_EQ(merged["cases"][1]["case"], all[3]["case"]);
}

TEST(MergeReports, ShardsThatListOtherShardsCasesAsNotCheckedStillMerge) {
  const json all = RichCases();
  std::vector<json> parts;
  for (int s = 0; s < 2; ++s) {
    json cases = json::array();
    for (std::size_t i = 0; i < all.size(); ++i) {
      if (static_cast<int>(i % 2) == s || all[i]["verdict"] == "not-checked") {
        cases.push_back(all[i]);
      } else {
        CaseSpec nc{all[i]["case"].get<std::string>(), "not-checked", 0, 0, 0, 0, "not checked"};
        cases.push_back(Case(nc));
      }
    }
    parts.push_back(Report(cases, 0.75));
  }
  const json merged = MergeReports(parts);
  json expected = Report(all, 1.5, 20);
  // A not-checked twin adds no lanes, no seconds and no message.
  EXPECT_EQ(SortedByName(merged), SortedByName(expected));
}

struct VerdictCase {
  std::string name;
  std::vector<CaseSpec> inputs;
  std::string verdict;
};

class MergedVerdict : public testing::TestWithParam<VerdictCase> {};

TEST_P(MergedVerdict, IsRecomputed) {
  std::vector<json> reports;
  for (const auto& s : GetParam().inputs) reports.push_back(Report(json::array({Case(s)})));
  const json merged = MergeReports(reports);
  ASSERT_EQ(merged["cases"].size(), 1u);
  const json& c = merged["cases"][0];
  EXPECT_EQ(c["verdict"], GetParam().verdict);
  std::uint64_t lanes = 0, mismatched = 0;
  for (const auto& s : GetParam().inputs) {
    lanes += c["legal"].get<bool>() ? s.lanes : 0;
    mismatched += s.mismatched;
  }
  EXPECT_EQ(c["lanes"], lanes);
  EXPECT_EQ(c["mismatched"], mismatched);
  EXPECT_EQ(merged["totals"]["verdicts"].at(GetParam().verdict), 1);
}

const char kConv[] = "convert_int_float";
const char kNeg[] = "convert_float_sat_int";
const char kImpl[] = "as_int2_long";

INSTANTIATE_TEST_SUITE_P(
    Rules, MergedVerdict,
    testing::Values(
        VerdictCase{"FailBeatsPass", {{kConv, "pass"}, {kConv, "fail", 100, 0, 4}}, "fail"},
        VerdictCase{"FailBeatsCrash", {{kConv, "crash", 0}, {kConv, "fail", 10, 0, 1}}, "fail"},
        VerdictCase{"ErrorBeatsPass", {{kConv, "pass"}, {kConv, "error", 0}}, "error"},
        VerdictCase{
            "CrashBeatsBuildFailure", {{kConv, "build-failure", 0}, {kConv, "crash", 0}}, "crash"},
        VerdictCase{"TimeoutBeatsError", {{kConv, "error", 0}, {kConv, "timeout", 0}}, "timeout"},
        VerdictCase{"BuildFailureBeatsSkip",
                    {{kConv, "skipped", 0}, {kConv, "build-failure", 0}},
                    "build-failure"},
        VerdictCase{"PassBeatsNotChecked", {{kConv, "not-checked", 0}, {kConv, "pass"}}, "pass"},
        VerdictCase{
            "SkipBeatsNotChecked", {{kConv, "not-checked", 0}, {kConv, "skipped", 0}}, "skipped"},
        VerdictCase{"NotCheckedStays",
                    {{kConv, "not-checked", 0}, {kConv, "not-checked", 0}},
                    "not-checked"},
        VerdictCase{
            "ImplOnlyIfEveryLaneIs",
            {{kImpl, "implementation-defined", 8, 8}, {kImpl, "implementation-defined", 4, 4}},
            "implementation-defined"},
        VerdictCase{"ImplAndPartlyImplIsPass",
                    {{kImpl, "implementation-defined", 8, 8}, {kImpl, "pass", 4, 2}},
                    "pass"},
        VerdictCase{"NegativeRejectedTwice", {{kNeg, "pass"}, {kNeg, "pass"}}, "pass"},
        VerdictCase{"NegativeCompiledOnce", {{kNeg, "pass"}, {kNeg, "fail"}}, "fail"},
        VerdictCase{"NegativeSampledOnce", {{kNeg, "not-checked"}, {kNeg, "pass"}}, "pass"}),
    [](const testing::TestParamInfo<VerdictCase>& info) { return info.param.name; });

TEST(MergeReports, CaseFieldsFollowTheDecidingInput) {
  const json merged =
      MergeReports({Report(json::array({Case({kNeg, "not-checked", 0, 0, 0, 0, "sampled"})})),
                    Report(json::array({Case({kNeg, "fail", 0, 0, 0, 0.5, "compiled"})}))});
  const json& c = merged["cases"][0];
  EXPECT_EQ(c["status"], "ran");
  EXPECT_EQ(c["message"], "compiled");
  EXPECT_EQ(c["rejected"], false);
  EXPECT_EQ(c["seconds"], 0.5);
}

TEST(MergeReports, LaneRecordsAreConcatenatedAndCapped) {
  const json a = Report(json::array({Case({kConv, "fail", 100, 10, 5, 0.25, "", 5, 3})}));
  const json b = Report(json::array({Case({kConv, "fail", 100, 10, 6, 0.25, "", 6, 3})}));
  const json c = MergeReports({a, b})["cases"][0];
  ASSERT_EQ(c["first_mismatches"].size(), 8u);
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(c["first_mismatches"][i], a["cases"][0]["first_mismatches"][i]);
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(c["first_mismatches"][5 + i], b["cases"][0]["first_mismatches"][i]);
  EXPECT_EQ(c["implementation_defined_samples"].size(), 4u);
  EXPECT_EQ(c["mismatched"], 11);
  EXPECT_EQ(c["implementation_defined"], 20);
  EXPECT_EQ(c["implementation_defined_matching_reference"], 10);
  EXPECT_EQ(c["exact"], 200 - 20 - 11);
}

TEST(MergeReports, RunFieldsAreSummedAndCommandsKept) {
  const json merged = MergeReports({Report(json::array({Case({kConv})}), 1.25, 3, "cmd one"),
                                    Report(json::array({Case({kImpl})}), 2.5, 4, "cmd two"),
                                    Report(json::array(), 0.25, 0, "cmd one")});
  EXPECT_EQ(merged["run"]["seconds"], 4.0);
  EXPECT_EQ(merged["run"]["programs_built"], 7);
  EXPECT_EQ(merged["run"]["command"], "cmd one\ncmd two");
  EXPECT_EQ(merged["totals"]["cases"], 2);
  EXPECT_EQ(merged["totals"]["lanes"], 200);
}

void ExpectMergeError(const std::vector<json>& inputs, const std::string& words) {
  try {
    MergeReports(inputs);
    ADD_FAILURE() << "no error; expected one saying '" << words << "'";
  } catch (const ReportError& e) {
    EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
  }
}

TEST(MergeReports, RefusesWhatDoesNotMerge) {
  const json r = Report(json::array({Case({kConv})}));
  json other_device = r, other_driver = r, other_coverage = r, other_seed = r, other_family = r;
  other_device["device"]["name"] = "gpu";
  other_driver["device"]["driver_version"] = "3.2";
  other_coverage["run"]["coverage"] = "full";
  other_seed["run"]["seed"] = 2;
  other_family["cases"][0]["family"] = "as_type";
  ExpectMergeError({}, "no report");
  ExpectMergeError({r, other_device}, "another device");
  ExpectMergeError({r, other_driver}, "driver 3.2");
  ExpectMergeError({r, other_coverage}, "coverage");
  ExpectMergeError({r, other_seed}, "seed");
  ExpectMergeError({r, other_family}, "family");
}

TEST(ValidateReport, NamesTheFirstProblem) {
  std::string error;
  EXPECT_TRUE(ValidateReport(Report(RichCases()), &error)) << error;
  json bad = Report(RichCases());
  bad["cases"][1]["lanes"] = -1;
  EXPECT_FALSE(ValidateReport(bad, &error));
  EXPECT_EQ(error, "cases[1] (convert_int_rtp_float).lanes: not a non-negative integer");
  bad = Report(RichCases());
  bad["cases"][1]["first_mismatches"][2].erase("got");
  EXPECT_FALSE(ValidateReport(bad, &error));
  EXPECT_EQ(error, "cases[1] (convert_int_rtp_float).first_mismatches[2].got: missing");
  bad = Report(RichCases());
  bad["cases"][0]["family"] = "rint";
  EXPECT_FALSE(ValidateReport(bad, &error));
  EXPECT_NE(error.find("family"), std::string::npos);
  bad = Report(RichCases());
  bad.erase("run");
  EXPECT_FALSE(ValidateReport(bad, &error));
  EXPECT_EQ(error, "run: missing or not an object");
  EXPECT_FALSE(ValidateReport(json::array(), &error));
  EXPECT_THROW(MergeReports({bad}), ReportError);
  EXPECT_THROW(RenderHtmlReport(bad), ReportError);
  EXPECT_THROW(RenderJunitReport(bad), ReportError);
}

// --- A small XML reader: enough to check well-formedness and structure. ---

struct Node {
  std::string name;
  std::map<std::string, std::string> attrs;
  std::vector<std::unique_ptr<Node>> children;
  std::string text;
  std::vector<const Node*> All(const std::string& n) const {
    std::vector<const Node*> out;
    for (const auto& c : children) {
      if (c->name == n) out.push_back(c.get());
    }
    return out;
  }
};

class XmlReader {
 public:
  explicit XmlReader(std::string s) : s_(std::move(s)) {}

  // The root element; fails the test on the first well-formedness error.
  std::unique_ptr<Node> Parse() {
    if (s_.rfind("<?xml", 0) == 0) p_ = s_.find("?>") + 2;
    Space();
    auto root = Element();
    Space();
    if (p_ != s_.size()) Fail("content after the root element");
    return root;
  }

  bool Ok() const { return error_.empty(); }
  const std::string& Error() const { return error_; }

 private:
  void Fail(const std::string& why) {
    if (error_.empty()) error_ = why + " at byte " + std::to_string(p_);
    p_ = s_.size();
  }
  void Space() {
    while (p_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[p_]))) ++p_;
  }
  std::string Name() {
    const std::size_t b = p_;
    while (p_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[p_])) || s_[p_] == '_' ||
                              s_[p_] == '-' || s_[p_] == '.' || s_[p_] == ':')) {
      ++p_;
    }
    if (b == p_) Fail("expected a name");
    return s_.substr(b, p_ - b);
  }
  // Character data up to `stop`, with entities decoded; '<' is not allowed in it.
  std::string Chars(char stop) {
    std::string out;
    while (p_ < s_.size() && s_[p_] != stop) {
      const unsigned char c = static_cast<unsigned char>(s_[p_]);
      if (c == '<' || (c < 0x20 && c != '\n' && c != '\t' && c != '\r')) {
        Fail("raw '<' or control character in character data");
        return out;
      }
      if (c != '&') {
        out += s_[p_++];
        continue;
      }
      const std::size_t semi = s_.find(';', p_);
      if (semi == std::string::npos) {
        Fail("unterminated entity");
        return out;
      }
      const std::string ent = s_.substr(p_ + 1, semi - p_ - 1);
      static const std::map<std::string, std::string> kNamed = {
          {"amp", "&"}, {"lt", "<"}, {"gt", ">"}, {"quot", "\""}, {"apos", "'"}};
      if (kNamed.count(ent) != 0) {
        out += kNamed.at(ent);
      } else if (ent == "#10" || ent == "#9" || ent == "#13") {
        out += static_cast<char>(std::stoi(ent.substr(1)));
      } else {
        Fail("unknown entity &" + ent + ";");
        return out;
      }
      p_ = semi + 1;
    }
    return out;
  }
  std::unique_ptr<Node> Element() {
    auto n = std::make_unique<Node>();
    if (p_ >= s_.size() || s_[p_] != '<') {
      Fail("expected '<'");
      return n;
    }
    ++p_;
    n->name = Name();
    for (;;) {
      Space();
      if (p_ >= s_.size()) return Fail("unterminated tag"), std::move(n);
      if (s_.compare(p_, 2, "/>") == 0) {
        p_ += 2;
        return n;
      }
      if (s_[p_] == '>') break;
      const std::string key = Name();
      if (p_ + 1 >= s_.size() || s_[p_] != '=' || s_[p_ + 1] != '"')
        return Fail("expected =\""), std::move(n);
      p_ += 2;
      const std::string value = Chars('"');
      ++p_;
      if (!n->attrs.emplace(key, value).second)
        return Fail("duplicate attribute " + key), std::move(n);
    }
    ++p_;
    for (;;) {
      n->text += Chars('<');
      if (p_ >= s_.size()) return Fail("unclosed <" + n->name + ">"), std::move(n);
      if (s_.compare(p_, 2, "</") == 0) {
        p_ += 2;
        if (Name() != n->name) return Fail("mismatched </...> for <" + n->name + ">"), std::move(n);
        Space();
        if (p_ >= s_.size() || s_[p_] != '>') return Fail("expected '>'"), std::move(n);
        ++p_;
        return n;
      }
      n->children.push_back(Element());
      if (!Ok()) return n;
    }
  }

  std::string s_;
  std::size_t p_ = 0;
  std::string error_;
};

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
  EXPECT_NE(
      f->text.find("rerun: build/clconform --device='1' --gtest_filter='*/convert_int_rtp_float' "
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
      has("build/clconform --device=&#39;1&#39; --gtest_filter=&#39;*/convert_int_rtp_float&#39; "
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

// --- Files and the command-line tool ---

class ReportFiles : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("clconform-report-test-" + std::to_string(::getpid()) + "-" +
            testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string Path(const std::string& name) const { return (dir_ / name).string(); }
  std::string Write(const std::string& name, const std::string& text) const {
    std::ofstream(Path(name), std::ios::binary) << text;
    return Path(name);
  }
  static std::string Read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
  // Runs clconform-report; returns its exit status and its stderr.
  int Tool(const std::string& args, std::string* err) const {
    const std::string cmd =
        std::string(CLCONFORM_REPORT_TOOL) + " " + args + " >/dev/null 2>" + Path("stderr");
    const int rc = std::system(cmd.c_str());
    *err = Read(Path("stderr"));
    return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
  }

  std::filesystem::path dir_;
};

TEST_F(ReportFiles, WriteAllReportsWritesBothFiles) {
  std::string error;
  ASSERT_TRUE(WriteAllReports(Report(RichCases()), Path("out/nested"), &error)) << error;
  EXPECT_NE(Read(Path("out/nested/report.html")).find("id=\"matrix-convert\""), std::string::npos);
  EXPECT_EQ(Read(Path("out/nested/junit.xml")).rfind("<?xml", 0), 0u);
  Write("file", "x");
  EXPECT_FALSE(WriteAllReports(Report(RichCases()), Path("file/sub"), &error));
  EXPECT_NE(error.find("file/sub"), std::string::npos) << error;
  EXPECT_FALSE(WriteAllReports(json::object(), Path("x"), &error));
}

TEST_F(ReportFiles, LoadReportSaysWhatIsWrong) {
  json doc;
  std::string error;
  EXPECT_FALSE(LoadReport(Path("missing.json"), &doc, &error));
  EXPECT_EQ(error, "cannot read " + Path("missing.json") + ": No such file or directory");
  EXPECT_FALSE(LoadReport(Write("trunc.json", "{\"device\": {"), &doc, &error));
  EXPECT_NE(error.find("not valid JSON"), std::string::npos) << error;
  EXPECT_FALSE(LoadReport(Write("other.json", "{\"a\": 1}"), &doc, &error));
  EXPECT_NE(error.find("not a clconform report: device: missing"), std::string::npos) << error;
  EXPECT_TRUE(LoadReport(Write("ok.json", Report(RichCases()).dump(1)), &doc, &error)) << error;
}

TEST_F(ReportFiles, ToolMergesRendersAndFailsClearly) {
  const json all = RichCases();
  json a = json::array(), b = json::array();
  for (std::size_t i = 0; i < all.size(); ++i) (i % 2 == 0 ? a : b).push_back(all[i]);
  const std::string in_a = Write("a.json", Report(a, 0.5, 1).dump(1));
  const std::string in_b = Write("b.json", Report(b, 1.0, 2).dump(1));
  std::string err;
  ASSERT_EQ(Tool("merge " + Path("m.json") + " " + in_a + " " + in_b, &err), 0) << err;
  json merged;
  ASSERT_TRUE(LoadReport(Path("m.json"), &merged, &err)) << err;
  EXPECT_EQ(SortedByName(merged), SortedByName(Report(all, 1.5, 3)));

  EXPECT_EQ(Tool("html " + Path("m.json") + " " + Path("r.html"), &err), 0) << err;
  EXPECT_NE(Read(Path("r.html")).find("id=\"cell-convert-float-int\""), std::string::npos);
  EXPECT_EQ(Tool("junit " + Path("m.json") + " " + Path("j.xml"), &err), 0) << err;
  XmlReader reader(Read(Path("j.xml")));
  reader.Parse();
  EXPECT_TRUE(reader.Ok()) << reader.Error();
  EXPECT_EQ(Tool("all " + Path("m.json") + " " + Path("all"), &err), 0) << err;
  EXPECT_TRUE(std::filesystem::exists(Path("all/report.html")));
  EXPECT_TRUE(std::filesystem::exists(Path("all/junit.xml")));

  EXPECT_EQ(Tool("", &err), 2);
  EXPECT_NE(err.find("Usage:"), std::string::npos);
  EXPECT_EQ(Tool("render x y", &err), 2);
  EXPECT_NE(err.find("unknown command 'render'"), std::string::npos) << err;
  EXPECT_EQ(Tool("html " + Path("m.json"), &err), 2);
  EXPECT_EQ(Tool("merge " + Path("x.json"), &err), 2);
  EXPECT_EQ(Tool("html " + Path("missing.json") + " " + Path("x.html"), &err), 1);
  EXPECT_NE(err.find("error: cannot read " + Path("missing.json")), std::string::npos) << err;
  EXPECT_EQ(Tool("junit " + Write("bad.json", "[1,") + " " + Path("x.xml"), &err), 1);
  EXPECT_NE(err.find("not valid JSON"), std::string::npos) << err;
  json wrong = Report(a);
  wrong["cases"][0]["verdict"] = 3;
  EXPECT_EQ(Tool("all " + Write("wrong.json", wrong.dump()) + " " + Path("w"), &err), 1);
  EXPECT_NE(err.find("cases[0] (convert_int_float).verdict: not a non-empty string"),
            std::string::npos)
      << err;
  json other = Report(b);
  other["device"]["name"] = "gpu";
  EXPECT_EQ(
      Tool("merge " + Path("n.json") + " " + in_a + " " + Write("o.json", other.dump()), &err), 1);
  EXPECT_NE(err.find("another device"), std::string::npos) << err;
  EXPECT_FALSE(std::filesystem::exists(Path("n.json")));
  EXPECT_EQ(Tool("html " + Path("m.json") + " " + Path("no/such/dir/x.html"), &err), 1);
  EXPECT_NE(err.find("cannot write"), std::string::npos) << err;
}

}  // namespace
}  // namespace clc
