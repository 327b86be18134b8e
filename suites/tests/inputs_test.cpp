// What a run refuses and what it reports not checked, driven as a CI would drive it on PoCL: a
// --deqp-* list that is a folder, an --operand-range past the stream, a filter pattern that
// selects nothing, GoogleTest flags that would end the run without its reports, an unwritable
// --gtest_output; and the negative checks quick coverage leaves out, each reported not checked
// with the reason.
#include <algorithm>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "suites/tests/cli_run_helpers.h"

namespace inputs_test {

using namespace clc::testing_support;

const char* const kPocl = "--device=Portable Computing Language";
const char* const kFolder = "portable-computing-language";
const char* const kOneCase = "--gtest_filter=*/cast_int4_float4";  // one negative check: a build

Ran Clconform(const std::vector<std::string>& args, const fs::path& dir,
              std::map<std::string, std::string> env = {}) {
  env.emplace("TMPDIR", (dir / "tmp").string());
  fs::create_directories(dir / "tmp");
  return RunTool(CLCONFORM_BINARY, args, env, dir);
}

// One line on stderr naming `words`, after "clconform: ".
void ExpectOneLine(const Ran& r, const std::string& words) {
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_EQ(r.err.rfind("clconform: ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find(words), std::string::npos) << r.err;
}

TEST(BadInput, ADeqpListThatIsAFolderIsAUsageError) {
  const fs::path dir = Scratch("deqp-folder");
  fs::create_directories(dir / "lists");
  const std::string folder = (dir / "lists").string();
  for (const char* flag : {"--deqp-baseline=", "--deqp-flakes=", "--deqp-skips="}) {
    const Ran r = Clconform({kPocl, kOneCase, flag + folder}, dir);
    EXPECT_EQ(r.code, 2) << flag << "\n" << r.out << r.err;
    ExpectOneLine(r, folder + " is a folder");
  }
}

TEST(BadInput, AnOperandRangeThatWrapsIsAUsageError) {
  const fs::path dir = Scratch("range-wraps");
  for (const char* range : {"--operand-range=ffffffffffffffff:2", "--operand-range=2000000:1"}) {
    const Ran r = Clconform({kPocl, kOneCase, "--coverage=full", range}, dir);
    EXPECT_EQ(r.code, 2) << range << "\n" << r.out << r.err;
    ExpectOneLine(r, "--operand-range");
  }
}

// A pattern of the filter that selects nothing is said, as a whole filter that selects nothing
// is (exit 5), with the spelling that matches a bare case name.
TEST(BadInput, AFilterPatternThatSelectsNothingIsSaid) {
  const fs::path dir = Scratch("idle-pattern");
  const Ran r = Clconform({kPocl, "--gtest_filter=*/as_uint_int:convert_char_rtz_uchar"}, dir);
  EXPECT_EQ(r.code, 5) << r.out << r.err;
  ExpectOneLine(r, "'convert_char_rtz_uchar' selects no case");
  EXPECT_NE(r.err.find("'*/convert_char_rtz_uchar'"), std::string::npos) << r.err;
  const Ran typo = Clconform({kPocl, "--gtest_filter=*/as_uint_int:*/as_nothing_*"}, dir);
  EXPECT_EQ(typo.code, 5) << typo.out << typo.err;
  ExpectOneLine(typo, "'*/as_nothing_*' selects no case");
}

// GoogleTest would end the process at the first failure, before any report is written.
TEST(BadInput, FlagsThatEndTheRunAtItsFirstFailureAreRefused) {
  const fs::path dir = Scratch("throw-on-failure");
  for (const char* flag : {"--gtest_throw_on_failure", "--gtest_break_on_failure"}) {
    const Ran r = Clconform({kPocl, kOneCase, flag}, dir);
    EXPECT_EQ(r.code, 2) << flag << "\n" << r.out << r.err;
    ExpectOneLine(r, "--gtest_throw_on_failure");
  }
  const Ran env = Clconform({kPocl, kOneCase}, dir, {{"GTEST_THROW_ON_FAILURE", "1"}});
  EXPECT_EQ(env.code, 2) << env.out << env.err;
}

// GoogleTest aborts (134) at the end of the run when it cannot write its file: refused first.
TEST(BadInput, AnUnwritableGtestOutputIsAUsageError) {
  const fs::path dir = Scratch("gtest-output");
  std::ofstream(dir / "afile") << "x";
  fs::create_directories(dir / "folder");
  for (const std::string& output :
       {"xml:" + (dir / "afile" / "out.xml").string(), "json:" + (dir / "folder").string()}) {
    const Ran r = Clconform({kPocl, kOneCase, "--gtest_output=" + output}, dir);
    EXPECT_EQ(r.code, 2) << output << "\n" << r.out << r.err;
    ExpectOneLine(r, "--gtest_output=" + output + " cannot be written");
  }
  const Ran ok = Clconform(
      {kPocl, kOneCase, "--gtest_output=xml:" + (dir / "new" / "deeper" / "out.xml").string()},
      dir);
  EXPECT_EQ(ok.code, 0) << ok.out << ok.err;
  EXPECT_TRUE(fs::exists(dir / "new" / "deeper" / "out.xml"));
}

// The names GoogleTest selects for `filter`, by --gtest_list_tests (no device).
std::vector<std::string> Listed(const std::string& filter, const fs::path& dir) {
  const Ran r = Clconform({"--gtest_list_tests", "--gtest_filter=" + filter}, dir);
  std::vector<std::string> names;
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("  ", 0) == 0) names.push_back(line.substr(2));
  }
  return names;
}

// Quick coverage checks one negative check of each kind and a sample: every other one selected
// is in report.json, junit.xml and the console's table as not checked, with the reason; none is
// a pass, none missing.
TEST(NotChecked, NegativeChecksQuickCoverageLeavesOutAreReported) {
  const fs::path dir = Scratch("negatives-not-checked");
  const std::string filter = "*/cast_uint4_*4:*/cast_int4_float4";
  const std::vector<std::string> selected = Listed(filter, dir);
  ASSERT_GE(selected.size(), 5u);
  const Ran r = Clconform({kPocl, "--gtest_filter=" + filter, "--report-dir=" + dir.string()}, dir);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  std::ifstream in(dir / kFolder / "report.json");
  const nlohmann::json report = nlohmann::json::parse(in);
  ASSERT_EQ(report.at("cases").size(), selected.size()) << "a selected case is in no report";
  std::size_t not_checked = 0;
  for (const nlohmann::json& c : report.at("cases")) {
    if (c.at("case") == "cast_int4_float4") {
      EXPECT_EQ(c.at("verdict"), "pass") << c;
    }
    if (c.at("verdict") != "not-checked") continue;
    ++not_checked;
    EXPECT_NE(c.value("message", "").find("sampled at quick coverage"), std::string::npos) << c;
  }
  EXPECT_GT(not_checked, 0u);
  EXPECT_EQ(report.at("totals").at("verdicts").value("not-checked", 0u), not_checked);
  std::ifstream junit(dir / kFolder / "junit.xml");
  const std::string xml((std::istreambuf_iterator<char>(junit)), std::istreambuf_iterator<char>());
  EXPECT_NE(xml.find("not-checked: negative checks are sampled at quick coverage"),
            std::string::npos);
  EXPECT_NE(r.out.find(std::to_string(not_checked) +
                       " x not-checked: negative checks are sampled at quick coverage"),
            std::string::npos)
      << r.out;
}

}  // namespace inputs_test
