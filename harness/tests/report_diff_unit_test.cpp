// clconform-report diff over synthetic reports: vanished cases, unlike runs, device identity,
// and each path's outcome compared.
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "harness/report/device_info.h"
#include "harness/report/report_diff.h"
#include "harness/report/report_json.h"
#include "harness/report/report_merge.h"
#include "harness/tests/report_fixtures.h"

namespace clc {
namespace {

using nlohmann::json;
using testing_support::Ended;
using testing_support::OnPaths;
using testing_support::Ran;
using testing_support::Report;
using testing_support::ReportOf;
using testing_support::RichCases;

json WithoutCase(json report, const std::string& name) {
  json kept = json::array();
  for (const json& c : report["cases"]) {
    if (c["case"] != name) kept.push_back(c);
  }
  report["cases"] = kept;
  return report;
}

TEST(DiffReports, AVanishedCrashIsARegression) {
  const json old_report = Report(RichCases());
  const json new_report = WithoutCase(old_report, "convert_long_ulong");  // crashed in OLD
  const ReportDiff diff = DiffReports(old_report, new_report);
  ASSERT_EQ(diff.changes.size(), 1u);
  EXPECT_EQ(diff.changes[0].kind, "vanished");
  EXPECT_TRUE(diff.changes[0].regression);
  EXPECT_EQ(diff.vanished, 1u);
  EXPECT_EQ(diff.regressions, 1u);
  EXPECT_NE(DiffText(diff).find("convert_long_ulong: crash -> -  [regression]"), std::string::npos)
      << DiffText(diff);
  EXPECT_NE(DiffText(diff).find("1 vanished, 1 regressions"), std::string::npos);
  const ReportDiff allowed = DiffReports(old_report, new_report, DiffOptions{false, true});
  EXPECT_EQ(allowed.vanished, 1u);
  EXPECT_EQ(allowed.regressions, 0u);
}

// Runs that checked different things compare where they checked alike (report_diff_runs_test.cpp
// holds what each difference leaves not compared); --allow-unlike compares them as if alike.
TEST(DiffReports, NamesWhatRunsThatCheckedDifferentThingsDifferIn) {
  const json base = Report(RichCases());
  const std::pair<const char*, json> fields[] = {
      {"coverage", "full"},
      {"seed", 7},
      {"filter", "*/convert_*"},
      {"reference", "sha256:other"},
      {"inputs", json::array({5})},
      {"operand_range", {{"first", 0}, {"count", 65536}}},
      {"shard", {{"index", 1}, {"total", 2}}}};
  for (const auto& [key, value] : fields) {
    json other = base;
    other["run"][key] = value;
    const ReportDiff diff = DiffReports(base, other);
    ASSERT_EQ(diff.unlike.size(), 1u) << key;
    EXPECT_FALSE(diff.compared_as_alike);
    EXPECT_NE(DiffText(diff).find("The runs differ in"), std::string::npos) << DiffText(diff);
    const ReportDiff alike = DiffReports(base, other, DiffOptions{true, false});
    ASSERT_FALSE(alike.unlike.empty()) << key;
    EXPECT_NE(DiffText(alike).find("WARNING: the runs checked different things"),
              std::string::npos);
    EXPECT_NE(DiffText(alike).find("(UNLIKE RUNS)"), std::string::npos);
  }
  json seed = base;
  seed["run"]["seed"] = 2;
  EXPECT_EQ(DiffReports(base, seed).unlike, std::vector<std::string>{"seed: 1 -> 2"});
  // A driver build's version and its library's path are what a diff compares: no difference.
  json driver = base;
  driver["device"]["driver_version"] = "3.2";
  driver["run"]["icds"] = json::array({"/opt/pocl-new/libpocl.so"});
  driver["run"]["version"] = "9.9";
  EXPECT_TRUE(DiffReports(base, driver).unlike.empty());
}

// --- Path by path: what each report says about the buffer and the constant path. ---

const char* const kCase = "convert_float_rtz_int";

ReportDiff DiffOf(const VariantResult& before, const VariantResult& after) {
  return DiffReports(ReportOf({before}), ReportOf({after}));
}

// 1 wrong lane on the constant path, then every buffer lane wrong too: 1 -> 6,125 wrong lanes,
// the case failing both times. The verdict and the first mismatch alone say nothing changed.
TEST(DiffPaths, OneWrongLaneToEveryBufferLaneIsARegression) {
  const ReportDiff diff =
      DiffOf(OnPaths(kCase, Ran(6124), Ran(26, 1)), OnPaths(kCase, Ran(6124, 6124), Ran(26, 1)));
  ASSERT_EQ(diff.changes.size(), 1u) << DiffText(diff);
  const CaseChange& ch = diff.changes[0];
  EXPECT_EQ(ch.kind, "failing-differently");
  EXPECT_TRUE(ch.regression);
  EXPECT_EQ(diff.regressions, 1u);
  EXPECT_EQ(ch.what, std::vector<std::string>{"buffer path: pass, 0 of 6124 lanes wrong -> fail, "
                                              "6124 of 6124 lanes wrong"});
  EXPECT_NE(DiffText(diff).find("failing differently (1):\n  " + std::string(kCase) +
                                ": fail -> fail  [regression]\n    buffer path: pass"),
            std::string::npos)
      << DiffText(diff);
  EXPECT_EQ(DiffJson(diff)["changes"][0]["what"][0], ch.what[0]);
}

TEST(DiffPaths, MoreLanesWrongOnOnePathIsARegression) {
  const ReportDiff diff =
      DiffOf(OnPaths(kCase, Ran(6124), Ran(26, 1)), OnPaths(kCase, Ran(6124), Ran(26, 26)));
  ASSERT_EQ(diff.regressions, 1u) << DiffText(diff);
  EXPECT_EQ(diff.changes[0].what[0],
            "constant path: fail, 1 of 26 lanes wrong -> fail, 26 of 26 lanes wrong");
}

// Reports older than the paths: the case's own counts, 1 -> 6,125 wrong lanes.
TEST(DiffPaths, WithoutPathsTheCasesCountsCompare) {
  json before = ReportOf({OnPaths(kCase, Ran(6124), Ran(26, 1))});
  json after = ReportOf({OnPaths(kCase, Ran(6124, 6124), Ran(26, 1))});
  before["cases"][0].erase("paths");
  after["cases"][0].erase("paths");
  const ReportDiff diff = DiffReports(before, after);
  ASSERT_EQ(diff.regressions, 1u) << DiffText(diff);
  EXPECT_EQ(diff.changes[0].what[0],
            "the case: fail, 1 of 6150 lanes wrong -> fail, 6125 of 6150 lanes wrong");
}

TEST(DiffPaths, AnotherStatusOnAPathIsARegression) {
  const std::pair<PathResult, PathResult> changes[] = {
      {Ended(CaseStatus::kCrashed), Ended(CaseStatus::kTimedOut)},
      {Ran(26, 1), Ended(CaseStatus::kCrashed)},
      {Ended(CaseStatus::kCrashed), Ran(26, 1)},
      {Ended(CaseStatus::kBuildFailed), Ended(CaseStatus::kError)},
      {Ran(26, 1), Ended(CaseStatus::kNotRun)},  // a failing path no longer checked
  };
  for (const auto& [before, after] : changes) {
    const ReportDiff diff =
        DiffOf(OnPaths(kCase, Ran(6124), before), OnPaths(kCase, Ran(6124), after));
    EXPECT_EQ(diff.regressions, 1u) << DiffText(diff);
  }
}

TEST(DiffPaths, FewerLanesWrongOrAPathNewlyPassingIsNoRegression) {
  ReportDiff diff =
      DiffOf(OnPaths(kCase, Ran(6124, 5), Ran(26, 1)), OnPaths(kCase, Ran(6124, 2), Ran(26, 1)));
  EXPECT_EQ(diff.regressions, 0u);
  ASSERT_EQ(diff.changes.size(), 1u);
  EXPECT_EQ(diff.changes[0].kind, "changed");
  diff = DiffOf(OnPaths(kCase, Ran(6124, 5), Ran(26, 1)), OnPaths(kCase, Ran(6124), Ran(26, 1)));
  EXPECT_EQ(diff.regressions, 0u);
  EXPECT_EQ(diff.changes[0].kind, "changed");
  diff = DiffOf(OnPaths(kCase, Ran(6124, 5), Ran(26, 1)), OnPaths(kCase, Ran(6124), Ran(26)));
  EXPECT_EQ(diff.changes[0].kind, "newly-passing");
  // The lanes checked differ, the outcome not: nothing to say.
  diff = DiffOf(OnPaths(kCase, Ran(6124), Ran(26)), OnPaths(kCase, Ran(6000), Ran(26)));
  EXPECT_TRUE(diff.changes.empty()) << DiffText(diff);
}

json OnHost(const std::string& name, const std::string& identity) {
  json r = Report(RichCases());
  r["device"]["name"] = name;
  if (!identity.empty()) r["device"]["identity"] = identity;
  return r;
}

TEST(DeviceIdentity, DiffAndMergeCompareIdentitiesNotNames) {
  const std::string pocl = "Portable Computing Language / CPU";
  const json a = OnHost("cpu-skylake-avx512-Intel Xeon", pocl);
  const json b = OnHost("cpu-znver3-AMD EPYC 7763", pocl);
  const ReportDiff diff = DiffReports(a, b);
  EXPECT_TRUE(diff.unlike.empty());
  EXPECT_NE(diff.new_device.find("AMD EPYC 7763"), std::string::npos) << diff.new_device;
  EXPECT_NE(diff.old_device.find("'" + pocl + "'"), std::string::npos) << diff.old_device;
  EXPECT_THROW(DiffReports(a, OnHost("cpu-skylake-avx512-Intel Xeon", "PoCL / GPU")), UnlikeRuns);
  // Older reports without an identity are known by platform and name, as before: a baseline
  // made before the identity still compares with a new report of the same name.
  EXPECT_THROW(DiffReports(OnHost("x", ""), OnHost("y", "")), UnlikeRuns);
  EXPECT_TRUE(DiffReports(OnHost("x", ""), OnHost("x", pocl)).unlike.empty());

  json shard_a = a, shard_b = b;
  shard_a["cases"] = json::array({RichCases()[0]});
  shard_b["cases"] = json::array({RichCases()[1]});
  const json merged = MergeReports({shard_a, shard_b});
  EXPECT_EQ(merged["device"]["identity"], pocl);
  EXPECT_EQ(merged["device"]["names"],
            json({"cpu-skylake-avx512-Intel Xeon", "cpu-znver3-AMD EPYC 7763"}));
  json other_driver = shard_b;
  other_driver["device"]["driver_version"] = "5.0";
  EXPECT_THROW(MergeReports({shard_a, other_driver}), ReportError);
}

TEST(DeviceIdentity, IsPlatformAndTypeUnlessGiven) {
  DeviceInfo d;
  d.platform_name = "rusticl";
  d.device_name = "llvmpipe (LLVM 15.0.6, 256 bits)";
  d.type = DeviceTypeWord(1u << 1);  // CL_DEVICE_TYPE_CPU
  RunSummary run;
  json r = JsonReport(d, run, {});
  EXPECT_EQ(r["device"]["identity"], "rusticl / CPU");
  EXPECT_EQ(r["device"]["name"], "llvmpipe (LLVM 15.0.6, 256 bits)");
  EXPECT_EQ(DeviceTypeWord((1u << 2) | 1u), "GPU");
  run.device_id = "ci-pool-rusticl";
  r = JsonReport(d, run, {});
  EXPECT_EQ(r["device"]["identity"], "ci-pool-rusticl");
  EXPECT_EQ(r["device"]["identity_given"], true);
  std::string error;
  EXPECT_TRUE(ValidateReport(r, &error)) << error;
}

// The device's features and denormal support, written from the traits rows under the keys
// today's readers (clconform-report, the HTML page) know.
TEST(DeviceIdentity, FeaturesAndDenormalsUnderTheirKeys) {
  DeviceInfo d;
  d.profile = Profile::kEmbedded;
  d.extensions = {"cl_khr_fp64"};
  d.fp_caps.Set(ScalarType::kHalf, false);
  d.fp_caps.Set(ScalarType::kDouble, false);
  const json r = JsonReport(d, RunSummary{}, {});
  EXPECT_EQ(r["device"]["fp64"], true);
  EXPECT_EQ(r["device"]["fp16"], false);
  EXPECT_EQ(r["device"]["int64"], false);
  EXPECT_EQ(r["device"]["denorm"], json({{"half", false}, {"float", true}, {"double", false}}));
}

}  // namespace
}  // namespace clc
