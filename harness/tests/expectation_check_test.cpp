// An expectation states a failure exactly: each path's status, its wrong lanes and their
// number. It accepts that and nothing beside it, and what a run did not exercise of it is not
// checked, never passed.
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "harness/report/expectations.h"
#include "reference/tests/scratch.h"

namespace clc {
namespace {

// PoCL 3.1's folded INT_MIN+1 (the constant path) under rtz.
constexpr const char* kListedCase = "convert_float_rtz_int";
constexpr std::uint64_t kIn = 0x80000001;
constexpr std::uint64_t kWant = 0xceffffff;
constexpr std::uint64_t kGot = 0xcf000000;

Expectations Load(const std::string& text, const char* coverage = "quick") {
  const std::string path = (testing_support::Scratch("expectation_check") / "check.txt").string();
  std::ofstream(path) << text;
  return LoadExpectations(path, coverage);
}

// A result of kListedCase: `buffer` and `constant` wrong lanes on each path (the constant path's
// first one kIn as listed), each path with 100 lanes.
VariantResult Result(std::uint64_t buffer, std::uint64_t constant) {
  VariantResult r;
  r.variant = *ParseCaseName(kListedCase);
  r.status = CaseStatus::kRan;
  for (RunPath p : kRunPaths) {
    const std::uint64_t wrong = p == RunPath::kBuffer ? buffer : constant;
    r.Path(p) = {CaseStatus::kRan, 100, wrong, 0};
    r.lanes += 100;
    r.mismatched += wrong;
    for (std::uint64_t i = 0; i < wrong; ++i) {
      LaneRecord m;
      m.input = i == 0 ? kIn : 0x40000000 + i;
      m.expected = i == 0 ? kWant : 0x4e800000;
      m.got = i == 0 ? kGot : 0;
      m.constant_path = p == RunPath::kConstant;
      KeepMismatch(r, m);
    }
  }
  r.exact = r.lanes - r.mismatched;
  return r;
}

const std::string kListed =
    std::string(kListedCase) + " constant 0x80000001 0xceffffff 0xcf000000  # constant folder\n";

ExpectationOutcome Outcome(const Expectations& e, const VariantResult& r, std::string* detail,
                           const ExpectationScope& scope = {}) {
  return Check(e, r, detail, scope);
}

TEST(ExpectationGrammar, PathsStatusesCountsAndLegacyLines) {
  const Expectations e =
      Load(kListed + kListedCase + " buffer 0x1 0x3f800000 0x0  # a\n" + kListedCase +
           " buffer mismatched=12 coverage=quick  # count\n" + kListedCase +
           " buffer mismatched=99 coverage=full  # count at full\n" +
           "convert_int_rte_float constant crash  # folded rte\n" +
           "convert_int_float 0x7f800000 0x7fffffff 0x80000000  # old line, no path\n" +
           "convert_uint_float crash  # old line, no path\n");
  const CaseExpectation& c = e.failures.at(kListedCase);
  ASSERT_TRUE(c.paths[1] && c.paths[0]);
  EXPECT_EQ(c.paths[1]->lanes.size(), 1u);
  EXPECT_EQ(c.paths[1]->Count(), 1u);
  EXPECT_EQ(c.paths[0]->Count(), 12u) << "the count of this coverage level";
  EXPECT_EQ(c.Reason(), " a") << "the buffer path's first line's";
  EXPECT_EQ(e.failures.at("convert_int_rte_float").paths[1]->status, CaseStatus::kCrashed);
  EXPECT_EQ(e.faults.at("convert_int_rte_float"), CaseStatus::kCrashed);
  EXPECT_FALSE(e.failures.at("convert_int_float").NamesPaths());
  EXPECT_EQ(e.failures.at("convert_int_float").whole->lanes.size(), 1u);
  EXPECT_EQ(e.failures.at("convert_uint_float").whole->status, CaseStatus::kCrashed);
  for (const std::string& bad : std::vector<std::string>{
           " digest 0x1 0x2 0x3", " buffer", " buffer mismatched=", " buffer mismatched=x",
           " constant 0x1 0x2", " buffer crash\n" + std::string(kListedCase) + " buffer timeout",
           " buffer mismatched=1\n" + std::string(kListedCase) + " buffer mismatched=2",
           " buffer 0x1 0x2 0x3\n" + std::string(kListedCase) + " buffer 0x4 0x5 0x6\n" +
               kListedCase + " buffer mismatched=1",
           " buffer skip", " constant 0xg 0x1 0x2"}) {
    EXPECT_THROW(Load(kListedCase + bad + "\n"), std::runtime_error) << bad;
  }
  EXPECT_NO_THROW(Load(std::string(kListedCase) + " buffer mismatched=1 coverage=quick\n" +
                           kListedCase + " buffer mismatched=2 coverage=full\n",
                       ""))
      << "every level's lines, read together";
}

TEST(ExpectationCheck, AsListedIsExpected) {
  std::string detail;
  EXPECT_EQ(Outcome(Load(kListed), Result(0, 1), &detail), ExpectationOutcome::kFailedAsExpected)
      << detail;
  const ExpectationMark m = MarkOf(Load(kListed), Result(0, 1));
  EXPECT_TRUE(m.expected);
  EXPECT_NE(m.detail.find("as listed in "), std::string::npos) << m.detail;
}

TEST(ExpectationCheck, AnotherPathFailingIsAFailure) {
  std::string detail;
  EXPECT_EQ(Outcome(Load(kListed), Result(100, 1), &detail),
            ExpectationOutcome::kFailedDifferently);
  EXPECT_NE(detail.find("buffer path: 100 lanes mismatched, listed: none"), std::string::npos)
      << detail;
  EXPECT_NE(detail.find("as listed: constant path: 1 lane mismatched"), std::string::npos)
      << detail;
  EXPECT_FALSE(MarkOf(Load(kListed), Result(100, 1)).expected);
}

TEST(ExpectationCheck, MoreOrFewerLanesOrOtherBitsAreAFailure) {
  std::string detail;
  EXPECT_EQ(Outcome(Load(kListed), Result(0, 3), &detail), ExpectationOutcome::kFailedDifferently);
  EXPECT_NE(detail.find("constant path: 3 lanes mismatched, listed: 1 lane mismatched"),
            std::string::npos)
      << detail;
  const Expectations two =
      Load(kListed + kListedCase + " constant 0x40000001 0x4e800000 0x0  # b\n");
  EXPECT_EQ(Outcome(two, Result(0, 2), &detail), ExpectationOutcome::kFailedAsExpected) << detail;
  EXPECT_EQ(Outcome(two, Result(0, 1), &detail), ExpectationOutcome::kFailedDifferently);
  VariantResult other = Result(0, 1);
  other.mismatches[0].got = 0xcf000001;
  EXPECT_EQ(Outcome(Load(kListed), other, &detail), ExpectationOutcome::kFailedDifferently);
  EXPECT_NE(detail.find("lane input 0x80000001 returned 0xcf000001, listed 0xcf000000"),
            std::string::npos)
      << detail;
  other.mismatches[0].input = 0x80000003;
  EXPECT_EQ(Outcome(Load(kListed), other, &detail), ExpectationOutcome::kFailedDifferently);
  EXPECT_NE(detail.find("not listed"), std::string::npos) << detail;
}

TEST(ExpectationCheck, ACountStatesTheLanesBeyondThoseListed) {
  std::string lanes;
  for (std::uint64_t i = 1; i < 8; ++i) {
    lanes += std::string(kListedCase) + " buffer 0x" + std::to_string(40000000 + i) +
             " 0x4e800000 0x0\n";
  }
  const Expectations e = Load(lanes + kListedCase + " buffer 0x80000001 0xceffffff 0xcf000000\n" +
                              kListedCase + " buffer mismatched=50\n");
  std::string detail;
  EXPECT_EQ(Outcome(e, Result(50, 0), &detail), ExpectationOutcome::kFailedAsExpected) << detail;
  EXPECT_EQ(Outcome(e, Result(51, 0), &detail), ExpectationOutcome::kFailedDifferently);
  EXPECT_NE(detail.find("buffer path: 51 lanes mismatched, listed: 50 lanes mismatched"),
            std::string::npos)
      << detail;
}

TEST(ExpectationCheck, AnotherStatusIsAFailureAndAPassAnUnexpectedPass) {
  const Expectations e = Load("convert_float_rtz_int constant crash  # folded rtz\n");
  VariantResult crashed = Result(0, 0);
  SetPathStatus(crashed, RunPath::kConstant, CaseStatus::kCrashed);
  std::string detail;
  EXPECT_EQ(Outcome(e, crashed, &detail), ExpectationOutcome::kFailedAsExpected) << detail;
  VariantResult hung = Result(0, 0);
  SetPathStatus(hung, RunPath::kConstant, CaseStatus::kTimedOut);
  EXPECT_EQ(Outcome(e, hung, &detail), ExpectationOutcome::kFailedDifferently);
  EXPECT_NE(detail.find("constant path: timeout, listed: crash"), std::string::npos) << detail;
  VariantResult buffer_wrong = Result(6911, 0);
  SetPathStatus(buffer_wrong, RunPath::kConstant, CaseStatus::kCrashed);
  EXPECT_EQ(Outcome(e, buffer_wrong, &detail), ExpectationOutcome::kFailedDifferently);
  EXPECT_NE(detail.find("buffer path: 6911 lanes mismatched, listed: none"), std::string::npos)
      << detail;
  EXPECT_EQ(Outcome(e, Result(0, 0), &detail), ExpectationOutcome::kUnexpectedPass);
  EXPECT_NE(detail.find("constant path: conforms, listed: crash"), std::string::npos) << detail;
  EXPECT_EQ(Outcome(Load(kListed), Result(0, 0), &detail), ExpectationOutcome::kUnexpectedPass);
  VariantResult outside = Result(0, 1);
  outside.status = CaseStatus::kCrashed;  // a child died before it named its path
  EXPECT_EQ(Outcome(Load(kListed), outside, &detail), ExpectationOutcome::kFailedDifferently);
  EXPECT_NE(detail.find("the case: crash outside its paths"), std::string::npos) << detail;
}

// Lines without a path state the case as a whole: its wrong lanes, on either path, are exactly
// those listed; its status is the one named, and then no lane is wrong.
TEST(ExpectationCheck, OldLinesStateTheWholeCaseExactly) {
  const Expectations lane = Load(std::string(kListedCase) + " 0x80000001 0xceffffff 0xcf000000\n");
  std::string detail;
  EXPECT_EQ(Outcome(lane, Result(0, 1), &detail), ExpectationOutcome::kFailedAsExpected) << detail;
  EXPECT_EQ(Outcome(lane, Result(1, 0), &detail), ExpectationOutcome::kFailedAsExpected) << detail;
  EXPECT_EQ(Outcome(lane, Result(6124, 1), &detail), ExpectationOutcome::kFailedDifferently);
  EXPECT_NE(detail.find("the case: 6125 lanes mismatched, listed: 1 lane mismatched"),
            std::string::npos)
      << detail;
  const Expectations crash = Load(std::string(kListedCase) + " crash\n");
  VariantResult crashed = Result(0, 0);
  SetPathStatus(crashed, RunPath::kConstant, CaseStatus::kCrashed);
  EXPECT_EQ(Outcome(crash, crashed, &detail), ExpectationOutcome::kFailedAsExpected) << detail;
  VariantResult buffer_wrong = Result(6911, 0);
  SetPathStatus(buffer_wrong, RunPath::kConstant, CaseStatus::kCrashed);
  EXPECT_EQ(Outcome(crash, buffer_wrong, &detail), ExpectationOutcome::kFailedDifferently);
  EXPECT_NE(detail.find("the case: crash after 6911 lanes mismatched, listed: crash"),
            std::string::npos)
      << detail;
}

// --no-constant-path: the listed constant path is not checked; the buffer path still is.
TEST(ExpectationCheck, APathNotTakenIsNotChecked) {
  VariantResult r = Result(0, 0);
  r.Path(RunPath::kConstant) = {};
  std::string detail;
  EXPECT_EQ(Outcome(Load(kListed), r, &detail), ExpectationOutcome::kNotChecked);
  EXPECT_NE(detail.find("not checked: constant path: not run, listed: 1 lane mismatched"),
            std::string::npos)
      << detail;
  EXPECT_FALSE(MarkOf(Load(kListed), r).expected) << "a pass is not an expected failure";
  EXPECT_FALSE(FailsRun(ExpectationOutcome::kNotChecked));
  VariantResult buffer_wrong = Result(3, 0);
  buffer_wrong.Path(RunPath::kConstant) = {};
  EXPECT_EQ(Outcome(Load(kListed), buffer_wrong, &detail), ExpectationOutcome::kFailedDifferently);
  // A line without a path states the case whole: without the constant path, not checked.
  ExpectationScope no_constant;
  no_constant.constant_path = false;
  const Expectations old = Load(std::string(kListedCase) + " crash\n");
  EXPECT_EQ(Outcome(old, r, &detail, no_constant), ExpectationOutcome::kNotChecked);
  EXPECT_NE(detail.find("the case: conforms on the operands checked (the constant path not "
                        "taken), listed: crash"),
            std::string::npos)
      << detail;
  EXPECT_EQ(Outcome(old, buffer_wrong, &detail, no_constant),
            ExpectationOutcome::kFailedDifferently);
  r.status = CaseStatus::kSkipped;
  EXPECT_EQ(Outcome(Load(kListed), r, &detail), ExpectationOutcome::kNotChecked);
}

// --input: only the listed lanes whose operand was given are exercised, and no count.
TEST(ExpectationCheck, ANarrowerRunChecksTheListedLanesItExercisedOnly) {
  ExpectationScope given{false, {kIn}, "--input"};
  ExpectationScope other{false, {0x3f800000}, "--input"};
  std::string detail;
  EXPECT_EQ(Outcome(Load(kListed), Result(0, 1), &detail, given),
            ExpectationOutcome::kFailedAsExpected)
      << detail;
  EXPECT_EQ(Outcome(Load(kListed), Result(0, 0), &detail, given),
            ExpectationOutcome::kUnexpectedPass)
      << "the listed lane was exercised and conformed";
  EXPECT_EQ(Outcome(Load(kListed), Result(0, 0), &detail, other), ExpectationOutcome::kNotChecked);
  EXPECT_NE(detail.find("0 of the 1 listed lanes seen, their number not checked (--input)"),
            std::string::npos)
      << detail;
  VariantResult unlisted = Result(0, 2);
  unlisted.mismatches.erase(unlisted.mismatches.begin());  // only the unlisted lane recorded
  unlisted.Path(RunPath::kConstant).mismatched = 1;
  unlisted.mismatched = 1;
  EXPECT_EQ(Outcome(Load(kListed), unlisted, &detail, other),
            ExpectationOutcome::kFailedDifferently);
  const Expectations crash = Load("convert_float_rtz_int constant crash\n");
  EXPECT_EQ(Outcome(crash, Result(0, 0), &detail, ExpectationScope{false, {}, "--seed=7"}),
            ExpectationOutcome::kNotChecked);
  EXPECT_NE(detail.find("conforms on the operands checked (--seed=7), listed: crash"),
            std::string::npos)
      << detail;
}

// --write-expectations writes each path whole: its status, every lane recorded, their number.
TEST(ExpectationLines, StateEachPathWhole) {
  VariantResult r = Result(20, 1);
  SetPathStatus(r, RunPath::kConstant, CaseStatus::kCrashed);
  r.message = "killed by SIGSEGV\nmore";
  const std::string lines = ExpectationLines(r);
  EXPECT_EQ(lines.find(std::string(kListedCase) + " buffer 0x80000001 0xceffffff 0xcf000000  # "),
            0u)
      << lines;
  EXPECT_NE(lines.find(std::string(kListedCase) + " buffer mismatched=20  # the first 8 listed\n"),
            std::string::npos)
      << lines;
  EXPECT_NE(lines.find(std::string(kListedCase) + " constant crash  # killed by SIGSEGV\n"),
            std::string::npos)
      << lines;
  EXPECT_NE(lines.find(std::string(kListedCase) + " constant 0x80000001"), std::string::npos)
      << "the constant path's lanes, recorded beside the buffer path's eight: " << lines;
  // Read back, the lines accept the result they were written from, and nothing else.
  std::string detail;
  EXPECT_EQ(Outcome(Load(lines), r, &detail), ExpectationOutcome::kFailedAsExpected) << detail;
  EXPECT_EQ(Outcome(Load(lines), Result(21, 1), &detail), ExpectationOutcome::kFailedDifferently);
  EXPECT_EQ(ExpectationLines(Result(0, 0)), "");
}

// A build the compiler rejected is written as the verdict reads, build-failure, and read back.
TEST(ExpectationLines, ABuildFailureIsWrittenAsItReadsAndReadBack) {
  VariantResult r = Result(0, 0);
  SetPathStatus(r, RunPath::kBuffer, CaseStatus::kBuildFailed);
  SetPathStatus(r, RunPath::kConstant, CaseStatus::kBuildFailed);
  r.message = "Cannot find symbol in kernel library";
  const std::string lines = ExpectationLines(r);
  EXPECT_NE(lines.find(std::string(kListedCase) + " buffer build-failure  # "), std::string::npos)
      << lines;
  std::string detail;
  EXPECT_EQ(Outcome(Load(lines), r, &detail), ExpectationOutcome::kFailedAsExpected) << detail;
}

}  // namespace
}  // namespace clc
