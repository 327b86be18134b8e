// The repository's expectations file of PoCL 3.1 against planted driver bugs: an entry states
// its case's failure exactly, so a new failure of a listed case (on the path it does not name)
// fails the run and says what changed; a run that does not exercise what an entry states says
// "not checked", and fails only where something else failed.
#include <fstream>
#include <iterator>

#include <gtest/gtest.h>

#include "suites/tests/run_helpers.h"

namespace listed_planted_test {

using namespace clc::testing_support;
using nlohmann::json;

// convert_float_rtz_int: listed with one wrong lane of the constant path (the folded INT_MIN+1);
// convert_int_rte_float: listed as a crash of the constant path (folded _rte).
constexpr const char* kFolded = "convert_float_rtz_int";
constexpr const char* kCrasher = "convert_int_rte_float";

// `builtin` from `type` with its lowest result bit flipped, in the buffer kernels of `type`
// only (their program; the constant kernels' programs are left alone).
Plant BufferLanesWrong(const std::string& builtin, const std::string& type,
                       const std::string& flip) {
  Plant p = Source(Redefine(builtin, type, flip));
  p.only = "void b_" + type + "\\(";
  return p;
}

struct ListedRun {
  int code = 0;
  std::map<std::string, json> cases;
  std::string log;
};

ListedRun RunListed(const std::string& name, const std::vector<std::string>& cases,
                    std::vector<std::string> args, const Plant& plant = {}) {
  const fs::path dir = Scratch(name);
  std::string filter = "--gtest_filter=";
  for (const std::string& c : cases) filter += "*/" + c + ":";
  args.insert(args.end(), {filter, "--expectations-dir=" CLCONFORM_SOURCE_DIR "/expectations",
                           "--report-dir=" + dir.string()});
  ListedRun r;
  r.code = Wait(Start(kPocl, args, plant, dir / "log"));
  std::ifstream in(dir / "log");
  r.log.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  r.cases = Cases(dir / "portable-computing-language" / "report.json");
  return r;
}

std::string Outcome(const ListedRun& r, const std::string& name) {
  return r.cases.at(name).at("expectation").at("outcome").get<std::string>();
}

std::string Detail(const ListedRun& r, const std::string& name) {
  return r.cases.at(name).at("expectation").at("detail").get<std::string>();
}

TEST(ListedPlanted, EveryBufferLaneWrongBesideAListedConstantLaneFailsDifferently) {
  const ListedRun r = RunListed(
      "listed-folded", {kFolded}, {},
      BufferLanesWrong("convert_float_rtz", "int", "as_float(as_uint(convert_float_rtz(x)) ^ 1u)"));
  EXPECT_EQ(r.code, 1) << r.log;
  EXPECT_EQ(Outcome(r, kFolded), "failed-differently");
  const json& c = r.cases.at(kFolded);
  const std::uint64_t wrong = c.at("paths").at("buffer").at("mismatched").get<std::uint64_t>();
  EXPECT_EQ(wrong, c.at("paths").at("buffer").at("lanes").get<std::uint64_t>()) << c.dump(1);
  EXPECT_NE(Detail(r, kFolded)
                .find("buffer path: " + std::to_string(wrong) + " lanes mismatched, listed: none"),
            std::string::npos)
      << Detail(r, kFolded);
  EXPECT_NE(Detail(r, kFolded).find("as listed: constant path: 1 lane mismatched"),
            std::string::npos)
      << Detail(r, kFolded);
  EXPECT_NE(r.log.find("failed differently: buffer path: "), std::string::npos) << r.log;
  EXPECT_NE(r.log.find("[ summary  ] FAILED DIFFERENTLY: convert_float_rtz_int (failed "
                       "differently: buffer path: "),
            std::string::npos)
      << r.log;
}

TEST(ListedPlanted, WrongBufferLanesBesideAListedConstantCrashFailDifferently) {
  const ListedRun r =
      RunListed("listed-crasher", {kCrasher}, {},
                BufferLanesWrong("convert_int_rte", "float", "(convert_int_rte(x) ^ 1)"));
  EXPECT_EQ(r.code, 1) << r.log;
  EXPECT_EQ(Outcome(r, kCrasher), "failed-differently");
  EXPECT_NE(Detail(r, kCrasher).find("buffer path: "), std::string::npos) << Detail(r, kCrasher);
  EXPECT_NE(Detail(r, kCrasher).find("lanes mismatched, listed: none"), std::string::npos)
      << Detail(r, kCrasher);
  EXPECT_NE(Detail(r, kCrasher).find("as listed: constant path: crash"), std::string::npos)
      << Detail(r, kCrasher);
}

// Without the constant path both listed failures go unexercised: not checked, not passed, and
// the run passes, unless a listed case fails beyond its entry (the buffer path planted).
TEST(ListedPlanted, ARunWithoutTheConstantPathDoesNotCheckThem) {
  const ListedRun r = RunListed("listed-no-constant", {kFolded, kCrasher}, {"--no-constant-path"});
  EXPECT_EQ(r.code, 0) << r.log;
  for (const char* name : {kFolded, kCrasher}) {
    EXPECT_EQ(Outcome(r, name), "not-checked") << name;
    EXPECT_NE(Detail(r, name).find("constant path: not run"), std::string::npos) << Detail(r, name);
    EXPECT_EQ(r.cases.at(name).at("verdict"), "pass") << name;
  }
  EXPECT_NE(r.log.find("2 listed cases NOT CHECKED"), std::string::npos) << r.log;
  EXPECT_EQ(r.log.find("UNEXPECTED PASS"), std::string::npos) << r.log;

  const ListedRun planted = RunListed(
      "listed-no-constant-planted", {kFolded, kCrasher}, {"--no-constant-path"},
      BufferLanesWrong("convert_float_rtz", "int", "as_float(as_uint(convert_float_rtz(x)) ^ 1u)"));
  EXPECT_EQ(planted.code, 1) << planted.log;
  EXPECT_EQ(Outcome(planted, kFolded), "failed-differently");
  EXPECT_EQ(Outcome(planted, kCrasher), "not-checked");
}

// --input of an operand no entry lists: the listed lane is not exercised, so not checked.
TEST(ListedPlanted, ARunOfOtherOperandsDoesNotCheckTheListedLanes) {
  const ListedRun r = RunListed("listed-input", {kFolded}, {"--input=0x3f800000"});
  EXPECT_EQ(r.code, 0) << r.log;
  EXPECT_EQ(Outcome(r, kFolded), "not-checked");
  EXPECT_NE(Detail(r, kFolded)
                .find("0 of the 1 listed lanes seen, their number not checked "
                      "(--input)"),
            std::string::npos)
      << Detail(r, kFolded);
  // The listed operand: its lane is exercised, and wrong as listed.
  const ListedRun listed = RunListed("listed-input-listed", {kFolded}, {"--input=0x80000001"});
  EXPECT_EQ(listed.code, 0) << listed.log;
  EXPECT_EQ(Outcome(listed, kFolded), "expected-failure") << Detail(listed, kFolded);
}

}  // namespace listed_planted_test
