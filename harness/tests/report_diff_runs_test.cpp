// clconform-report diff across runs that checked different things: what both checked alike is
// compared, what their differences can explain is "not compared", never "no regression".
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sys/wait.h>

#include "harness/report/report_diff.h"
#include "harness/report/report_merge.h"
#include "harness/tests/report_fixtures.h"

namespace clc {
namespace {

using nlohmann::json;
using testing_support::OnPaths;
using testing_support::Ran;
using testing_support::ReportOf;

// OLD: a case failing one constant lane, two passing cases.
json Old() {
  return ReportOf({OnPaths("convert_float_rtz_int", Ran(6124), Ran(26, 1)),
                   OnPaths("convert_int_float", Ran(100), Ran(26)),
                   OnPaths("convert_short_float", Ran(100), Ran(26))});
}

// NEW: the same but for the failing case's buffer path, now every lane wrong.
json Worse() {
  return ReportOf({OnPaths("convert_float_rtz_int", Ran(6124, 6124), Ran(26, 1)),
                   OnPaths("convert_int_float", Ran(100), Ran(26)),
                   OnPaths("convert_short_float", Ran(100), Ran(26))});
}

const CaseChange* Find(const ReportDiff& diff, const std::string& name) {
  for (const CaseChange& ch : diff.changes) {
    if (ch.name == name) return &ch;
  }
  return nullptr;
}

// A new reference may change expected bits and operands: a result that changed is not compared,
// one that did not is compared (and unchanged).
TEST(DiffRuns, AnotherReferenceComparesOnlyWhatDidNotChange) {
  json fresh = Old();
  fresh["run"]["reference"] = "sha256:newer";
  ReportDiff diff = DiffReports(Old(), fresh);
  EXPECT_EQ(diff.unlike,
            std::vector<std::string>{"reference: \"sha256:reference\" -> \"sha256:newer\""});
  EXPECT_TRUE(diff.changes.empty()) << DiffText(diff);
  EXPECT_EQ(diff.regressions + diff.not_compared, 0u);

  json worse = Worse();
  worse["run"]["reference"] = "sha256:newer";
  diff = DiffReports(Old(), worse);
  EXPECT_EQ(diff.regressions, 0u);
  ASSERT_EQ(diff.not_compared, 1u) << DiffText(diff);
  const CaseChange* ch = Find(diff, "convert_float_rtz_int");
  ASSERT_NE(ch, nullptr);
  EXPECT_EQ(ch->kind, "not-compared");
  EXPECT_EQ(ch->why, diff.unlike);
  EXPECT_NE(DiffText(diff).find("[not compared: reference: "), std::string::npos) << DiffText(diff);
  EXPECT_NE(DiffText(diff).find("0 regressions, 1 not compared"), std::string::npos);
  // As if alike: the regression it would be.
  EXPECT_EQ(DiffReports(Old(), worse, DiffOptions{true, false}).regressions, 1u);
}

// Options that change the operands leave a changed outcome not compared, and a case's absence
// too where they decide which cases run; the filter changes which cases, not their lanes.
TEST(DiffRuns, EachDifferenceLeavesItsOwnComparisonsOpen) {
  const std::pair<const char*, json> outcomes[] = {
      {"seed", 7}, {"coverage", "full"}, {"inputs", json::array({5})}, {"constant_path", false}};
  for (const auto& [key, value] : outcomes) {
    json worse = Worse();
    worse["run"][key] = value;
    const ReportDiff diff = DiffReports(Old(), worse);
    EXPECT_EQ(diff.regressions, 0u) << key;
    EXPECT_EQ(diff.not_compared, 1u) << key << DiffText(diff);
  }
  json filtered = Worse();
  filtered["run"]["filter"] = "*/convert_float_*";
  filtered["cases"].erase(2);  // convert_short_float: not selected
  const ReportDiff diff = DiffReports(Old(), filtered);
  EXPECT_EQ(diff.regressions, 1u) << DiffText(diff);  // the lanes of a selected case compare
  ASSERT_EQ(diff.not_compared, 1u);
  const CaseChange* gone = Find(diff, "convert_short_float");
  ASSERT_NE(gone, nullptr);
  EXPECT_EQ(gone->what, std::vector<std::string>{"not in NEW"});
  EXPECT_EQ(gone->why[0], "filter: \"*\" -> \"*/convert_float_*\"");
  json seeded = Old();
  seeded["run"]["seed"] = 7;
  seeded["cases"].erase(2);
  EXPECT_EQ(DiffReports(Old(), seeded).regressions, 1u) << "a seed decides no case's presence";
}

// The shard count of a complete set does not change what was checked; a shard missing from NEW
// leaves the absence of its cases not compared.
TEST(DiffRuns, ShardsOfACompleteSetCompareAsOneRun) {
  json merged = Worse();
  merged["run"]["shard"] = {{"index", 0}, {"total", 3}, {"held", {0, 1, 2}}, {"partial", false}};
  ReportDiff diff = DiffReports(Old(), merged);
  EXPECT_TRUE(diff.unlike.empty()) << diff.unlike[0];
  EXPECT_EQ(diff.regressions, 1u);
  json partial = Old();
  partial["run"]["shard"] = {{"index", 0}, {"total", 3}, {"held", {0, 2}}, {"partial", true}};
  partial["cases"].erase(1);
  diff = DiffReports(Old(), partial);
  EXPECT_EQ(diff.regressions, 0u) << DiffText(diff);
  ASSERT_EQ(diff.not_compared, 1u);
  EXPECT_EQ(Find(diff, "convert_int_float")->why,
            std::vector<std::string>{"NEW is partial: shards 0,2 of 3"});
  EXPECT_EQ(diff.vanished, 1u);
}

TEST(DiffRuns, AnotherDeviceIsRefused) {
  json other = Old();
  other["device"]["identity"] = "NVIDIA CUDA / GPU";
  EXPECT_THROW(DiffReports(Old(), other), UnlikeRuns);
  const ReportDiff diff = DiffReports(Old(), other, DiffOptions{true, false});
  EXPECT_EQ(diff.unlike[0].rfind("device identity: ", 0), 0u);
}

// clconform-report diff's exit: 3 for 1 -> 6,125 wrong lanes, 6 for a change a difference of
// the runs leaves not compared, 5 for another device, 0 for none.
TEST(DiffRuns, TheToolExitsWithWhatTheDiffFound) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("clconform-diff-exit-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const auto diff = [&](const json& before, const json& after) {
    std::ofstream(dir / "old.json") << before.dump();
    std::ofstream(dir / "new.json") << after.dump();
    const std::string command = std::string(CLCONFORM_REPORT_TOOL) + " diff " +
                                (dir / "old.json").string() + " " + (dir / "new.json").string() +
                                " >" + (dir / "out").string() + " 2>&1";
    const int rc = std::system(command.c_str());
    return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
  };
  EXPECT_EQ(diff(Old(), Old()), 0);
  EXPECT_EQ(diff(Old(), Worse()), 3);
  json seeded = Worse();
  seeded["run"]["seed"] = 2;
  EXPECT_EQ(diff(Old(), seeded), 6);
  json other = Old();
  other["device"]["identity"] = "NVIDIA CUDA / GPU";
  EXPECT_EQ(diff(Old(), other), 5);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace clc
