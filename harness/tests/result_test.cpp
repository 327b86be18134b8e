// The one verdict rule and its names, and merging the passes of one variant.
#include "harness/report/result.h"

#include <gtest/gtest.h>

#include "harness/report/format.h"
#include "harness/report/result_io.h"

namespace clc {
namespace {

VariantResult ResultOf(const Variant& v, std::uint64_t lanes) {
  VariantResult r;
  r.variant = v;
  r.status = CaseStatus::kRan;
  r.lanes = lanes;
  r.exact = lanes;
  return r;
}

const Variant kConvert = MakeConvert(ScalarType::kFloat, ScalarType::kInt, 4, true, Rounding::kRte);
const Variant kImplDefined = MakeAsType(ScalarType::kInt, 2, ScalarType::kShort, 4);
const Variant kIllegal = MakeAsType(ScalarType::kInt, 1, ScalarType::kShort, 1);

TEST(Verdict, LegalCases) {
  EXPECT_EQ(VerdictOf(ResultOf(kConvert, 10)), Verdict::kPass);
  VariantResult failed = ResultOf(kConvert, 10);
  failed.mismatched = 1;
  EXPECT_EQ(VerdictOf(failed), Verdict::kFail);
  // A legal case that compared nothing is an error, not a pass and not implementation-defined.
  EXPECT_EQ(VerdictOf(ResultOf(kConvert, 0)), Verdict::kError);
  VariantResult impl = ResultOf(kImplDefined, 8);
  impl.implementation_defined = 8;
  EXPECT_EQ(VerdictOf(impl), Verdict::kImplementationDefined);
  impl.implementation_defined = 7;  // one lane had a defined result: it was checked
  EXPECT_EQ(VerdictOf(impl), Verdict::kPass);
}

TEST(Verdict, NegativeChecksAndStatuses) {
  VariantResult n = ResultOf(kIllegal, 0);
  n.rejected = true;
  EXPECT_EQ(VerdictOf(n), Verdict::kPass);
  n.rejected = false;
  EXPECT_EQ(VerdictOf(n), Verdict::kFail);
  const std::pair<CaseStatus, Verdict> statuses[] = {
      {CaseStatus::kSkipped, Verdict::kSkipped},
      {CaseStatus::kNotRun, Verdict::kNotChecked},
      {CaseStatus::kBuildFailed, Verdict::kBuildFailure},
      {CaseStatus::kError, Verdict::kError},
      {CaseStatus::kCrashed, Verdict::kCrash},
      {CaseStatus::kTimedOut, Verdict::kTimeout},
      {CaseStatus::kFlaky, Verdict::kFlaky}};
  for (const auto& [status, verdict] : statuses) {
    VariantResult r = ResultOf(kConvert, 10);
    r.status = status;
    EXPECT_EQ(VerdictOf(r), verdict) << NameOf(status);
  }
}

TEST(Verdict, NamesRoundTripAndFailingOnes) {
  int failing = 0;
  for (int i = 0; i <= static_cast<int>(Verdict::kFail); ++i) {
    const auto v = static_cast<Verdict>(i);
    EXPECT_EQ(ParseVerdict(NameOf(v)), v) << NameOf(v);
    failing += IsFailing(v) ? 1 : 0;
  }
  EXPECT_EQ(failing, 6);
  EXPECT_TRUE(IsFailing(Verdict::kFlaky)) << "a failure that did not recur never passes";
  EXPECT_EQ(NameOf(Verdict::kFlaky), "flaky");
  EXPECT_EQ(ParseCaseStatus("flaky"), CaseStatus::kFlaky);
  EXPECT_FALSE(IsFailing(Verdict::kImplementationDefined));
  EXPECT_FALSE(ParseVerdict("passed").has_value());
}

TEST(MergeResult, CountsAddAndCapsHold) {
  VariantResult a = ResultOf(kConvert, 5);
  VariantResult b = ResultOf(kConvert, 7);
  b.mismatched = 2;
  for (std::size_t i = 0; i < kMaxRecordedMismatches + 3; ++i) b.mismatches.push_back({});
  Merge(a, b);
  EXPECT_EQ(a.lanes, 12u);
  EXPECT_EQ(a.mismatched, 2u);
  EXPECT_EQ(a.mismatches.size(), kMaxRecordedMismatches);
  VariantResult crashed;
  crashed.variant = kConvert;
  crashed.status = CaseStatus::kCrashed;
  Merge(a, crashed);
  EXPECT_EQ(VerdictOf(a), Verdict::kCrash);
}

// A crash's message ends without a line break; merged with what the digests said, the two
// stay two lines ("...in a new process" then "the edges by digest: ...").
TEST(MergeResult, MessagesStayLines) {
  VariantResult a = ResultOf(kConvert, 0);
  a.message = "crash: the process died";
  VariantResult b = ResultOf(kConvert, 0);
  b.message = "the edges by digest: 1 chunks\n";
  Merge(a, b);
  EXPECT_EQ(a.message, "crash: the process died\nthe edges by digest: 1 chunks\n");
  Merge(a, ResultOf(kConvert, 0));  // nothing to add: no empty line
  EXPECT_EQ(a.message, "crash: the process died\nthe edges by digest: 1 chunks\n");
  VariantResult c = ResultOf(kConvert, 0);
  Merge(c, b);
  EXPECT_EQ(c.message, b.message);
}

// A batch split at a death on its constant path reports each case twice, and the part that did
// not run a case's paths gives an empty not-run result (NotRunHere): merged on either side of
// the other part's result, skipped or crashed or ran, it changes nothing.
TEST(MergeResult, AnEmptyNotRunHalfChangesNothing) {
  VariantResult empty;
  empty.variant = kConvert;
  empty.status = CaseStatus::kNotRun;
  VariantResult ran = ResultOf(kConvert, 9);
  ran.message = "read back on the edges\n";
  ran.mismatched = 1;
  ran.mismatches.push_back({});
  SetPathStatus(ran, RunPath::kBuffer, CaseStatus::kRan);
  VariantResult skipped;
  skipped.variant = kConvert;
  skipped.status = CaseStatus::kSkipped;
  skipped.message = "the device has no fp64";
  VariantResult crashed = ran;
  crashed.status = CaseStatus::kCrashed;
  for (const VariantResult& half : {ran, skipped, crashed}) {
    VariantResult before = empty;
    Merge(before, half);
    VariantResult after = half;
    Merge(after, empty);
    for (const VariantResult& merged : {before, after}) {
      EXPECT_EQ(ToJsonLine(merged), ToJsonLine(half));
      EXPECT_EQ(VerdictOf(merged), VerdictOf(half));
    }
  }
}

// A path's name is its text in report.json, repro specs and the worker protocol, read back by
// ParseRunPath alone; the names earlier reports and specs hold stay readable.
TEST(PathName, EveryPathRoundTripsAndNothingElseParses) {
  for (RunPath p : {RunPath::kBuffer, RunPath::kConstant, RunPath::kDigest, RunPath::kJudge,
                    RunPath::kNegative}) {
    EXPECT_EQ(ParseRunPath(NameOf(p)), p) << NameOf(p);
  }
  EXPECT_EQ(ParseRunPath("buffer"), RunPath::kBuffer);
  EXPECT_EQ(ParseRunPath("constant"), RunPath::kConstant);
  for (const char* text : {"", "Constant", "digest-build", "build", "constant "}) {
    EXPECT_FALSE(ParseRunPath(text).has_value()) << text;
  }
}

// Work on a path decides one of the two outcomes: the digested stream and its judging are the
// buffer path's; a negative compile check has none.
TEST(PathName, EachPathHasTheOutcomeItDecides) {
  EXPECT_EQ(OutcomePath(RunPath::kBuffer), RunPath::kBuffer);
  EXPECT_EQ(OutcomePath(RunPath::kConstant), RunPath::kConstant);
  EXPECT_EQ(OutcomePath(RunPath::kDigest), RunPath::kBuffer);
  EXPECT_EQ(OutcomePath(RunPath::kJudge), RunPath::kBuffer);
  EXPECT_FALSE(OutcomePath(RunPath::kNegative).has_value());
}

// A fault of one path gives that path its verdict; the other path's lanes stay counted.
TEST(PathVerdict, OnePathFailingLeavesTheOtherJudged) {
  VariantResult r = ResultOf(kConvert, 100);
  r.Path(RunPath::kBuffer) = {CaseStatus::kRan, 100, 0, 0};
  SetPathStatus(r, RunPath::kConstant, CaseStatus::kCrashed);
  EXPECT_EQ(VerdictOf(r), Verdict::kCrash);
  EXPECT_EQ(VerdictOf(r.Path(RunPath::kBuffer)), Verdict::kPass);
  EXPECT_EQ(VerdictOf(r.Path(RunPath::kConstant)), Verdict::kCrash);
  EXPECT_EQ(r.lanes, 100u);
  // A lesser status never hides a worse one.
  SetPathStatus(r, RunPath::kBuffer, CaseStatus::kBuildFailed);
  EXPECT_EQ(r.status, CaseStatus::kCrashed);
  EXPECT_EQ(VerdictOf(PathResult{}), Verdict::kNotChecked);
  EXPECT_EQ(VerdictOf(PathResult{CaseStatus::kRan, 4, 1, 0}), Verdict::kFail);
  EXPECT_EQ(VerdictOf(PathResult{CaseStatus::kRan, 0, 0, 0}), Verdict::kError);
}

TEST(PathVerdict, MergeAddsPathsAndKeepsTheWorseStatus) {
  VariantResult a = ResultOf(kConvert, 10);
  a.Path(RunPath::kBuffer) = {CaseStatus::kRan, 10, 0, 0};
  VariantResult b = ResultOf(kConvert, 5);
  b.Path(RunPath::kConstant) = {CaseStatus::kRan, 5, 2, 0};
  b.mismatched = 2;
  Merge(a, b);
  EXPECT_EQ(a.Path(RunPath::kBuffer).lanes, 10u);
  EXPECT_EQ(a.Path(RunPath::kConstant).mismatched, 2u);
  EXPECT_EQ(VerdictOf(a.Path(RunPath::kConstant)), Verdict::kFail);
  EXPECT_EQ(ParseCaseStatus(NameOf(CaseStatus::kTimedOut)), CaseStatus::kTimedOut);
  EXPECT_EQ(Worse(CaseStatus::kRan, CaseStatus::kError), CaseStatus::kError);
}

// The worker protocol and the journal carry a result whole, paths included.
TEST(ResultLine, RoundTripsEveryField) {
  VariantResult r = ResultOf(kConvert, 10);
  r.mismatched = 1;
  r.message = "m";
  r.mismatches.push_back({1, 2, 3, Allowance::kAnyNan, 4, 5, 6, true, "c"});
  r.Path(RunPath::kBuffer) = {CaseStatus::kRan, 9, 0, 1};
  r.Path(RunPath::kConstant) = {CaseStatus::kCrashed, 1, 1, 0};
  const auto back = FromJsonLine(ToJsonLine(r));
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(ToJsonLine(*back), ToJsonLine(r));
  EXPECT_EQ(back->Path(RunPath::kConstant).status, CaseStatus::kCrashed);
  EXPECT_FALSE(FromJsonLine(ToJsonLine(r).substr(0, 40)).has_value());  // a torn line
}

// A recorded lane reads the same in a failure message (DescribeLane, from the result) and in
// every report writer (LaneLine, from report.json's lane).
TEST(LaneText, IsOneLineFromTheResultAndFromReportJson) {
  const Variant v = *ParseCaseName("convert_float_rtz_int");
  LaneRecord rec;
  rec.input = 0x7fffffff;
  rec.expected = 0x4f000000;
  rec.alt = 0x4f000001;
  rec.allowance = Allowance::kFlushedDenormal;
  rec.got = 0x4f000002;
  rec.lane = 3;
  rec.chunk = 7;
  rec.classification = "off by two";
  const std::string line =
      "lane 3 (chunk 7): input 0x7fffffff (2147483647), expected 0x4f000000 (0x1p+31) "
      "[may-flush-denormal or 0x4f000001], got 0x4f000002 (0x1.000004p+31): off by two";
  EXPECT_EQ(DescribeLane(v, rec), line);
  EXPECT_EQ(LaneLine(LaneJson(v, rec)), line);
  rec.constant_path = true;
  rec.allowance = Allowance::kExact;
  rec.classification.clear();
  EXPECT_EQ(DescribeLane(v, rec),
            "lane 3 (constant operand): input 0x7fffffff (2147483647), expected 0x4f000000 "
            "(0x1p+31) [exact], got 0x4f000002 (0x1.000004p+31)");
}

}  // namespace
}  // namespace clc
