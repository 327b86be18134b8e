// What a run checked, recorded in report.json: the one rerun line built from it, and merges
// that refuse unlike runs, a run merged twice and lanes counted twice.
#include "harness/report/run_record.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "harness/report/format.h"
#include "harness/report/report_merge.h"
#include "harness/report/result_io.h"

namespace clc {
namespace {

using nlohmann::json;

// A record whose options are those `members` of report.json's run say (as a report from
// before run.options kept them), the others at their defaults.
RunRecord Record(const json& members) {
  RunRecord r;
  r.options = LegacyOptions(members);
  return r;
}

// The operand range of `r`, as --operand-range=FIRST:COUNT records it.
void SetRange(RunRecord& r, std::uint64_t first, std::uint64_t count) {
  RecordedOption* range = r.Find("operand_range");
  ASSERT_NE(range, nullptr);
  range->value = {{"first", first}, {"count", count}};
  range->values = {OperandRangeText(first, count)};
}

RunRecord Checked() {
  RunRecord r = Record({{"coverage", "full"},
                        {"seed", 7},
                        {"constant_path", false},
                        {"case_timeout_s", 3},
                        {"operand_range", {{"first", 0x100}, {"count", 0x20}}}});
  r.filter = "*/convert_int_*";
  r.reference = "abc";
  r.id = "run-1";
  return r;
}

TEST(RunRecord, RoundTripsThroughJson) {
  const RunRecord r = Checked();
  const auto back = RunRecordFromJson(ToJson(r));
  ASSERT_TRUE(back);
  EXPECT_EQ(ToJson(*back), ToJson(r));
  EXPECT_FALSE(RunRecordFromJson({{"seed", "seven"}}));
  const auto old = RunRecordFromJson({{"coverage", "full"}, {"seed", 1}});
  ASSERT_TRUE(old) << "an older report, without the newer fields, still reads";
  EXPECT_EQ(old->Value("constant_path"), true);
  EXPECT_EQ(old->Value("coverage"), "full");
}

// A report written before run.options kept its options in members of "run" alone: it reads
// as the same record a report of today's writes, so merges, diffs and reruns treat both alike.
TEST(RunRecord, AReportFromBeforeRunOptionsReadsAsToday) {
  json today = ToJson(Checked());
  json before = today;
  before.erase("options");
  const auto a = RunRecordFromJson(today);
  const auto b = RunRecordFromJson(before);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(ToJson(*a), ToJson(*b));
  EXPECT_EQ(a->Checked(), b->Checked());
  EXPECT_EQ(RerunCommand(*a, "1", "convert_int_float", {}),
            RerunCommand(*b, "1", "convert_int_float", {}));
}

// report.json stays readable by a clconform-report that knows no run.options: every option
// keeps its member of "run", with the type that version reads.
TEST(RunRecord, EveryOptionKeepsItsMemberOfRun) {
  const json j = ToJson(Checked());
  EXPECT_EQ(j["coverage"], "full");
  EXPECT_EQ(j["seed"], 7);
  EXPECT_EQ(j["constant_path"], false);
  EXPECT_EQ(j["case_timeout_s"], 3);
  EXPECT_EQ(j["inputs"], json::array());
  EXPECT_EQ(j["icds"], json::array());
  EXPECT_EQ(j["operand_range"], (json{{"first", 0x100}, {"count", 0x20}}));
  EXPECT_EQ(Checked().Checked(), (json{{"coverage", "full"},
                                       {"seed", 7},
                                       {"inputs", json::array()},
                                       {"constant_path", false},
                                       {"reference", "abc"},
                                       {"version", ""},
                                       {"icds", json::array()}}))
      << "the options two runs must agree on, as before run.options";
}

TEST(RerunCommand, CarriesEveryOptionTheVerdictDependedOn) {
  const std::string line = RerunCommand(Checked(), "1", "convert_int_float", {});
  EXPECT_EQ(line,
            "build/clconform --device=1 --gtest_filter='*/convert_int_float' --coverage=full "
            "--seed=7 --no-constant-path --case-timeout=3 "
            "--operand-range=0x00000100:0x0000000000000020");
  const RunRecord inputs = Record({{"inputs", {0x3f800000, 1}}});
  EXPECT_EQ(RerunCommand(inputs, "0", "as_float2_int2", {}),
            "build/clconform --device=0 --gtest_filter='*/as_float2_int2' "
            "--input=0x000000003f800000 --input=0x0000000000000001");
  EXPECT_EQ(RerunCommand(Checked(), "it's", "convert_int_float", {"0x7f800000"}),
            "build/clconform --device='it'\\''s' --gtest_filter='*/convert_int_float' "
            "--coverage=full --seed=7 --no-constant-path --case-timeout=3 --input=0x7f800000")
      << "one operand replaces the run's inputs and range";
  EXPECT_EQ(RerunCommand(RunRecord{}, "0", "convert_int_float", {}),
            "build/clconform --device=0 --gtest_filter='*/convert_int_float'");
  RunRecord none;
  none.options.clear();
  EXPECT_EQ(RerunCommand(none, "0", "convert_int_float", {}),
            "build/clconform --gtest_filter='*/convert_int_float'")
      << "a record of no options: the case alone";
}

TEST(RerunCommand, LoadsTheRunsDriverLibrariesSoTheDeviceNumberMeansTheSameDevice) {
  const std::vector<std::string> icds = {"/opt/my driver/libOpenCL-it's.so", "libpocl.so.2"};
  const RunRecord r = Record({{"icds", icds}});
  EXPECT_EQ(RerunCommand(r, "2", "convert_int_float", {}),
            "build/clconform --icd='/opt/my driver/libOpenCL-it'\\''s.so' --icd=libpocl.so.2 "
            "--device=2 --gtest_filter='*/convert_int_float'");
  const auto back = RunRecordFromJson(ToJson(r));
  ASSERT_TRUE(back);
  EXPECT_EQ(back->Value("icds"), json(icds)) << "report.json records them";
}

json RecordReport(const RunRecord& r, const json& cases) {
  json run = ToJson(r);
  run["programs_built"] = 1;
  run["seconds"] = 1.0;
  run["command"] = "cmd";
  std::uint64_t lanes = 0;
  for (const json& c : cases) lanes += c["lanes"].get<std::uint64_t>();
  return {{"device", {{"index", 1}, {"platform", "P"}, {"name", "D"}, {"driver_version", "1"}}},
          {"run", run},
          {"totals", {{"cases", cases.size()}, {"lanes", lanes}, {"verdicts", json::object()}}},
          {"cases", cases}};
}

json RecordCase(const std::string& name, std::uint64_t lanes, const std::string& verdict = "fail") {
  json c = {{"case", name},
            {"builtin", name},
            {"family", "convert"},
            {"legal", true},
            {"verdict", verdict},
            {"status", "ran"},
            {"seconds", 0.5},
            {"lanes", lanes},
            {"exact", lanes - 1},
            {"accepted_flushed_denormal", 0},
            {"accepted_any_nan", 0},
            {"implementation_defined", 0},
            {"implementation_defined_matching_reference", 0},
            {"mismatched", 1}};
  c["first_mismatches"] = json::array({{{"lane", 0},
                                        {"chunk", 0},
                                        {"constant_path", false},
                                        {"input", "0x7f800000"},
                                        {"input_value", "inf"},
                                        {"expected", "0x7fffffff"},
                                        {"expected_value", "1"},
                                        {"allowance", "exact"},
                                        {"alt", "0x0"},
                                        {"got", "0x0"},
                                        {"got_value", "0"},
                                        {"classification", ""}}});
  return c;
}

TEST(RerunLine, IsTheRerunCommandOfTheReportsRecord) {
  const json report = RecordReport(Checked(), json::array({RecordCase("convert_int_float", 8)}));
  EXPECT_EQ(RerunLine(report, report["cases"][0]),
            RerunCommand(Checked(), "=P / D / 1", "convert_int_float", {"0x7f800000"}))
      << "the device by what it is, never by its index in one shell's order";
}

TEST(RerunCommand, StartsTheProgramThatRanInTheEnvironmentThatExposedTheDevice) {
  RunRecord r;
  r.program = "/opt/clc/bin/clconform";
  r.environment = {"RUSTICL_ENABLE=llvmpipe", "OCL_ICD_VENDORS=/my vendors", "BROKEN"};
  const std::string selector = ExactDeviceSelector("rusticl", "llvmpipe (LLVM 15)", "22.3.6");
  EXPECT_EQ(selector, "=rusticl / llvmpipe (LLVM 15) / 22.3.6");
  EXPECT_EQ(RerunCommand(r, selector, "convert_int_float", {}),
            "RUSTICL_ENABLE='llvmpipe' OCL_ICD_VENDORS='/my vendors' '/opt/clc/bin/clconform' "
            "--device='=rusticl / llvmpipe (LLVM 15) / 22.3.6' "
            "--gtest_filter='*/convert_int_float'");
  const auto back = RunRecordFromJson(ToJson(r));
  ASSERT_TRUE(back);
  EXPECT_EQ(back->program, r.program);
  EXPECT_EQ(back->environment, r.environment);
  EXPECT_EQ(ToJson(r)["rerun"]["program"], r.program) << "report.json records them";
  EXPECT_FALSE(r.Checked().contains("rerun")) << "runs from two shells still merge";
}

// A lane that only a digest kernel computed wrong reads back right through --input's read-back
// kernel: its rerun is the case over the run's inputs, on the console and from report.json.
TEST(RerunLine, ALaneOnlyTheDigestKernelGotWrongCarriesNoInput) {
  json report = RecordReport(Checked(), json::array({RecordCase("convert_int_float", 8)}));
  report["cases"][0]["first_mismatches"][0]["classification"] =
      std::string("NaN handling: _sat must convert NaN to 0 ") + kDigestKernelOnly;
  EXPECT_EQ(RerunLine(report, report["cases"][0]),
            RerunCommand(Checked(), "=P / D / 1", "convert_int_float", {}));
  LaneRecord rec;
  rec.input = 0x7f800000;
  rec.classification = report["cases"][0]["first_mismatches"][0]["classification"];
  const Variant v = *ParseCaseName("convert_int_float");
  EXPECT_EQ(RerunInputs(v, &rec), std::vector<std::string>{});
  rec.classification = "NaN handling: _sat must convert NaN to 0";
  EXPECT_EQ(RerunInputs(v, &rec), std::vector<std::string>{"0x7f800000"});
}

// A vector operand's lane reruns with its work item's operands in component order, so that a
// bug of the components' order shows again (one operand would fill every component alike);
// report.json keeps them, and the rerun line made from it carries them too.
TEST(RerunLine, AVectorLaneRerunsWithItsWholeWorkItem) {
  LaneRecord rec;
  rec.input = 0x40000000;
  rec.item = {0x3f800000, 0x40000000, 0x40400000, 0x40800000};
  const Variant v = *ParseCaseName("convert_int4_float4");
  const std::vector<std::string> item = {"0x3f800000", "0x40000000", "0x40400000", "0x40800000"};
  EXPECT_EQ(RerunInputs(v, &rec), item);
  EXPECT_EQ(LaneJson(v, rec)["item"], json(item));
  EXPECT_EQ(LaneFromJson(LaneToJson(rec)).item, rec.item) << "the worker protocol keeps it";
  json report = RecordReport(Checked(), json::array({RecordCase("convert_int4_float4", 8)}));
  report["cases"][0]["first_mismatches"][0]["item"] = item;
  const std::string line = RerunLine(report, report["cases"][0]);
  EXPECT_EQ(line, RerunCommand(Checked(), "=P / D / 1", "convert_int4_float4", item));
  EXPECT_NE(line.find("--input=0x3f800000 --input=0x40000000 --input=0x40400000 "
                      "--input=0x40800000"),
            std::string::npos)
      << line;
}

std::string MergeError(const std::vector<json>& reports) {
  try {
    MergeReports(reports);
  } catch (const ReportError& e) {
    return e.what();
  }
  return "no error";
}

TEST(MergeReports, RefusesTheSameRunTwice) {
  const json a = RecordReport(Checked(), json::array({RecordCase("convert_int_float", 8)}));
  EXPECT_NE(MergeError({a, a}).find("same run as report 1"), std::string::npos)
      << MergeError({a, a});
}

TEST(MergeReports, RefusesTheSameShardTwice) {
  RunRecord s = Checked();
  s.shard_index = 1;
  s.shard_total = 3;
  const json a = RecordReport(s, json::array({RecordCase("convert_int_float", 8)}));
  s.id = "run-2";
  const json b = RecordReport(s, json::array({RecordCase("convert_uint_float", 8)}));
  EXPECT_NE(MergeError({a, b}).find("both hold shard 1 of 3"), std::string::npos)
      << MergeError({a, b});
  s.shard_total = 2;
  s.shard_index = 0;
  const json c = RecordReport(s, json::array({RecordCase("convert_uint_float", 8)}));
  EXPECT_NE(MergeError({a, c}).find("different splits"), std::string::npos) << MergeError({a, c});
}

TEST(MergeReports, RefusesUnlikeRuns) {
  const json a = RecordReport(Checked(), json::array({RecordCase("convert_int_float", 8)}));
  for (const auto& change : std::vector<std::pair<std::string, json>>{{"inputs", json::array({1})},
                                                                      {"constant_path", true},
                                                                      {"reference", "other"},
                                                                      {"version", "2.0"},
                                                                      {"icds", {"libx.so"}}}) {
    json b = a;
    b["run"][change.first] = change.second;
    b["run"]["id"] = "run-2";
    EXPECT_NE(MergeError({a, b}).find("run." + change.first), std::string::npos)
        << change.first << ": " << MergeError({a, b});
  }
}

TEST(MergeReports, RefusesACaseCheckedTwiceOverTheSameOperands) {
  RunRecord r = Checked();
  const json a = RecordReport(r, json::array({RecordCase("convert_int_float", 8)}));
  r.id = "run-2";
  SetRange(r, 0x110, 0x20);  // overlaps 0x100..0x11f
  const json b = RecordReport(r, json::array({RecordCase("convert_int_float", 8)}));
  EXPECT_NE(MergeError({a, b}).find("over the same operands"), std::string::npos);
  SetRange(r, 0x120, 0x20);  // the next slice
  const json c = RecordReport(r, json::array({RecordCase("convert_int_float", 8)}));
  const json merged = MergeReports({a, c});
  EXPECT_EQ(merged["cases"][0]["lanes"], 16);
  EXPECT_EQ(merged["run"]["parts"].size(), 2u);
  EXPECT_EQ(merged["run"]["operand_range"], (json{{"first", 0x100}, {"count", 0x40}}))
      << "the range the slices span together";
  const json again = MergeReports({merged, RecordReport(r, json::array())});
  EXPECT_EQ(again["cases"].size(), 1u);
}

}  // namespace
}  // namespace clc
