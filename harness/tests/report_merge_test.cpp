// Report merging and report.json validation over synthetic documents (no OpenCL device).
#include "harness/report/report_merge.h"

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "harness/report/console_summary.h"
#include "harness/report/report_fields.h"
#include "harness/report/report_html.h"
#include "harness/report/report_json.h"
#include "harness/report/report_junit.h"
#include "harness/report/result.h"
#include "harness/tests/report_fixtures.h"
#include "reference/variant.h"

namespace clc {
namespace {

using nlohmann::json;
using testing_support::Case;
using testing_support::CaseSpec;
using testing_support::Report;
using testing_support::RichCases;
using testing_support::SortedByName;

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

// Results written by the real report writer, one report a shard, merged: the merged case's
// verdict and each path's must be VerdictOf's for the whole result the shards add up to.
VariantResult RanCase(const char* name, std::uint64_t lanes, std::uint64_t mismatched = 0,
                      std::uint64_t impl = 0) {
  VariantResult r;
  r.variant = *ParseCaseName(name);
  r.status = CaseStatus::kRan;
  r.lanes = lanes;
  r.mismatched = mismatched;
  r.implementation_defined = impl;
  r.exact = lanes - mismatched - impl;
  r.Path(RunPath::kBuffer) = {CaseStatus::kRan, lanes, mismatched, impl};
  return r;
}

VariantResult NotRun(const char* name) {
  VariantResult r;
  r.variant = *ParseCaseName(name);
  return r;
}

VariantResult WithPathStatus(VariantResult r, RunPath p, CaseStatus s) {
  SetPathStatus(r, p, s);
  return r;
}

struct ShardedCase {
  std::string name;
  std::vector<VariantResult> shards;
  VariantResult whole;  // what the shards add up to, as one run would have found it
};

void PrintTo(const ShardedCase& c, std::ostream* os) { *os << c.name; }

class MergedVerdictOfResults : public testing::TestWithParam<ShardedCase> {};

TEST_P(MergedVerdictOfResults, IsVerdictOfTheWhole) {
  std::vector<json> reports;
  for (std::size_t i = 0; i < GetParam().shards.size(); ++i) {
    RunSummary run;
    run.record.id = "shard-" + std::to_string(i);
    // slices of the operand stream, as --operand-range
    run.record.options = LegacyOptions({{"operand_range", {{"first", 1000 * i}, {"count", 1000}}}});
    reports.push_back(JsonReport(DeviceInfo{}, run, {GetParam().shards[i]}));
  }
  const json merged = MergeReports(reports);
  ASSERT_EQ(merged["cases"].size(), 1u);
  const json& c = merged["cases"][0];
  const VariantResult& whole = GetParam().whole;
  EXPECT_EQ(c["verdict"], NameOf(VerdictOf(whole)));
  EXPECT_EQ(c["lanes"], whole.lanes);
  EXPECT_EQ(merged["totals"]["verdicts"].at(std::string(NameOf(VerdictOf(whole)))), 1);
  if (!IsLegal(whole.variant)) return;
  for (RunPath p : kRunPaths) {
    EXPECT_EQ(c["paths"][std::string(NameOf(p))]["verdict"], NameOf(VerdictOf(whole.Path(p))))
        << NameOf(p);
  }
}

const char kLegal[] = "convert_int_rtp_float";

INSTANTIATE_TEST_SUITE_P(
    Crafted, MergedVerdictOfResults,
    testing::Values(
        ShardedCase{"AnErrorOnOnePath",
                    {WithPathStatus(RanCase(kLegal, 60), RunPath::kConstant, CaseStatus::kError),
                     RanCase(kLegal, 40)},
                    WithPathStatus(RanCase(kLegal, 100), RunPath::kConstant, CaseStatus::kError)},
        ShardedCase{
            "ALegalCaseThatRanNoLane", {RanCase(kLegal, 0), NotRun(kLegal)}, RanCase(kLegal, 0)},
        ShardedCase{"NotCheckedWithNoLanes", {NotRun(kLegal), NotRun(kLegal)}, NotRun(kLegal)},
        ShardedCase{"ImplementationDefined",
                    {RanCase(kImpl, 8, 0, 8), RanCase(kImpl, 4, 0, 4)},
                    RanCase(kImpl, 12, 0, 12)},
        ShardedCase{"PartlyImplementationDefined",
                    {RanCase(kImpl, 8, 0, 8), RanCase(kImpl, 4, 0, 2)},
                    RanCase(kImpl, 12, 0, 10)},
        ShardedCase{
            "ACrashWithMismatchesStaysACrash",
            {WithPathStatus(RanCase(kLegal, 10, 2), RunPath::kConstant, CaseStatus::kCrashed),
             NotRun(kLegal)},
            WithPathStatus(RanCase(kLegal, 10, 2), RunPath::kConstant, CaseStatus::kCrashed)},
        ShardedCase{"ASliceWithNoLaneBesideOneThatPassed",
                    {RanCase(kLegal, 0), RanCase(kLegal, 50)},
                    RanCase(kLegal, 50)},
        ShardedCase{"ANegativeCheckRejectedOnce",
                    {[] {
                       VariantResult r = RanCase(kNeg, 0);
                       r.rejected = true;
                       return r;
                     }(),
                     NotRun(kNeg)},
                    [] {
                      VariantResult r = RanCase(kNeg, 0);
                      r.rejected = true;
                      return r;
                    }()}),
    [](const testing::TestParamInfo<ShardedCase>& info) { return info.param.name; });

// Slices of the operand stream (--operand-range) merge into the range they span together; a
// gap between them is refused (the merged report would claim its lanes checked), and so is a
// case the range does not narrow (an 8-bit operand, run whole in each slice: counted twice).
json Slice(const char* name, std::uint64_t first, std::uint64_t count) {
  RunSummary run;
  run.record.id = "slice-" + std::to_string(first);
  run.record.options = LegacyOptions({{"operand_range", {{"first", first}, {"count", count}}}});
  return JsonReport(DeviceInfo{}, run, {RanCase(name, count)});
}

TEST(MergeReports, SlicesMergeIntoTheRangeTheySpanAndNoGap) {
  const json tiled = MergeReports({Slice(kLegal, 100, 50), Slice(kLegal, 0, 100)});
  EXPECT_EQ(tiled["run"]["operand_range"], (json{{"first", 0}, {"count", 150}}));
  EXPECT_EQ(tiled["cases"][0]["lanes"], 150);
  try {
    MergeReports({Slice(kLegal, 0, 100), Slice(kLegal, 200, 100)});
    ADD_FAILURE() << "slices with a gap merged";
  } catch (const ReportError& e) {
    EXPECT_NE(std::string(e.what()).find("lanes 100 to 199 unchecked"), std::string::npos)
        << e.what();
  }
  try {
    MergeReports({Slice("convert_int_char", 0, 100), Slice("convert_int_char", 100, 100)});
    ADD_FAILURE() << "an 8-bit operand's case, run whole in each slice, merged twice";
  } catch (const ReportError& e) {
    EXPECT_NE(std::string(e.what()).find("count twice"), std::string::npos) << e.what();
  }
}

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

// Shard `index` of `total` of RichCases, as clconform writes it (run.shard and run.id).
json Shard(int index, int total) {
  const json all = RichCases();
  json cases = json::array();
  for (std::size_t i = index; i < all.size(); i += total) cases.push_back(all[i]);
  json r = Report(cases);
  r["run"]["shard"] = {{"index", index}, {"total", total}};
  r["run"]["id"] = "run-" + std::to_string(index);
  return r;
}

TEST(MergeReports, RefusesAnIncompleteShardSet) {
  try {
    MergeReports({Shard(0, 3), Shard(2, 3)});
    ADD_FAILURE() << "a merge of shards 0 and 2 of 3 passed";
  } catch (const IncompleteShards& e) {
    EXPECT_NE(std::string(e.what()).find("shard 1 of 3 missing"), std::string::npos) << e.what();
  }
  EXPECT_THROW(MergeReports({Shard(1, 2)}), IncompleteShards);
  const json whole = MergeReports({Shard(1, 3), Shard(0, 3), Shard(2, 3)});
  EXPECT_EQ(whole["run"]["shard"], json({{"total", 3}, {"held", {0, 1, 2}}, {"partial", false}}));
  EXPECT_EQ(PartialNote(whole), "");
  // A partial merge completed by its missing shard is whole.
  const json part = MergeReports({Shard(0, 3), Shard(2, 3)}, MergeOptions{true});
  EXPECT_EQ(MergeReports({part, Shard(1, 3)})["run"]["shard"]["partial"], false);
  EXPECT_THROW(MergeReports({part, Shard(2, 3)}), ReportError);  // shard 2 twice
}

TEST(MergeReports, APartialMergeSaysSoEverywhere) {
  const json part = MergeReports({Shard(0, 3), Shard(2, 3)}, MergeOptions{true});
  EXPECT_EQ(part["run"]["shard"], json({{"total", 3}, {"held", {0, 2}}, {"partial", true}}));
  const std::string note = "partial: shards 0,2 of 3";
  EXPECT_EQ(PartialNote(part), note);
  EXPECT_NE(RenderHtmlReport(part).find(note), std::string::npos);
  const std::string junit = RenderJunitReport(part);
  EXPECT_NE(junit.find("<failure message=\"" + note + "\" type=\"partial\">"), std::string::npos)
      << junit;
  EXPECT_NE(ConsoleSummary(part).find("PARTIAL (" + note + ")"), std::string::npos);
  EXPECT_EQ(PartialNote(Shard(1, 3)), "partial: shard 1 of 3");
  EXPECT_EQ(PartialNote(Report(RichCases())), "");
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
  // The layout: absent (1, as written before the family rows) or 2; a newer one is refused.
  bad = Report(RichCases());
  bad.erase("schema");
  EXPECT_TRUE(ValidateReport(bad, &error)) << error;
  bad["schema"] = kReportSchema + 1;
  EXPECT_FALSE(ValidateReport(bad, &error));
  EXPECT_EQ(error,
            "schema 3: not a layout this clconform reads (1 to 2; a newer clconform wrote it?)");
  EXPECT_THROW(MergeReports({bad}), ReportError);
  EXPECT_THROW(RenderHtmlReport(bad), ReportError);
  EXPECT_THROW(RenderJunitReport(bad), ReportError);
}

}  // namespace
}  // namespace clc
