// clconform-report diff over synthetic reports: vanished cases, unlike runs, device identity.
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
using testing_support::Report;
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

TEST(DiffReports, RefusesRunsThatCheckedDifferentThings) {
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
    EXPECT_THROW(DiffReports(base, other), UnlikeRuns) << key;
    const ReportDiff diff = DiffReports(base, other, DiffOptions{true, false});
    ASSERT_FALSE(diff.unlike.empty()) << key;
    EXPECT_NE(DiffText(diff).find("WARNING: the runs checked different things"), std::string::npos);
    EXPECT_NE(DiffText(diff).find("(UNLIKE RUNS)"), std::string::npos);
  }
  json seed = base;
  seed["run"]["seed"] = 2;
  try {
    DiffReports(base, seed);
  } catch (const UnlikeRuns& e) {
    EXPECT_NE(std::string(e.what()).find("seed: 1 -> 2"), std::string::npos) << e.what();
  }
  // A driver build's version and its library's path are what a diff compares: no refusal.
  json driver = base;
  driver["device"]["driver_version"] = "3.2";
  driver["run"]["icds"] = json::array({"/opt/pocl-new/libpocl.so"});
  driver["run"]["version"] = "9.9";
  EXPECT_TRUE(DiffReports(base, driver).unlike.empty());
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
