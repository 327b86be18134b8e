// The parent/worker protocol without a process: the batch file round-trips, and the output
// file gives the last launch (path and cases), the programs' own results, the tallies and
// the results, with a torn last line ignored.
#include "harness/run/worker_protocol.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>

namespace clc {
namespace {

std::string Temp(const std::string& name) {
  return (std::filesystem::temp_directory_path() /
          ("clconform-protocol-" + std::to_string(getpid()) + "-" + name))
      .string();
}

VariantResult Ran(const std::string& name, std::uint64_t lanes) {
  VariantResult r;
  r.variant = *ParseCaseName(name);
  r.status = CaseStatus::kRan;
  r.lanes = r.exact = lanes;
  return r;
}

TEST(WorkerProtocol, TheBatchFileRoundTrips) {
  WorkerBatch b;
  b.cases = {*ParseCaseName("convert_int_rte_float"), *ParseCaseName("as_uint4_float4")};
  b.recovery.Isolate(*ParseCaseName("convert_int_rte_float"), RunPath::kConstant, false);
  b.recovery.Isolate(*ParseCaseName("convert_int_float"), RunPath::kDigest, true);
  b.recovery.ConstantRan(*ParseCaseName("convert_int_rte_float"));
  b.recovery.AddToFaultProgram(*ParseCaseName("convert_int_rte_float"));
  b.recovery.AddToFaultProgram(*ParseCaseName("convert_int_rtz_float"));
  b.recovery.KeepToConstantPaths();
  b.listed.crashers = {*ParseCaseName("convert_int_rtz_float")};
  b.listed.failing = {*ParseCaseName("convert_uint_sat_float")};
  const std::string path = Temp("batch");
  ASSERT_TRUE(WriteWorkerBatch(path, b));
  const auto back = ReadWorkerBatch(path);
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(back->cases, b.cases);
  EXPECT_TRUE(back->recovery == b.recovery);
  EXPECT_TRUE(back->recovery.ConstantPathsOnly());
  EXPECT_TRUE(back->listed == b.listed);
  std::ofstream(path) << "not json";
  EXPECT_FALSE(ReadWorkerBatch(path).has_value());
  std::filesystem::remove(path);
}

// The batch file's text is what it was when recovery was strings: case names, paths by name,
// names in the order of their text (a parent and a child of different builds read each other).
TEST(WorkerProtocol, TheBatchFileKeepsItsText) {
  WorkerBatch b;
  b.cases = {*ParseCaseName("convert_int_rtz_float")};
  b.recovery.Isolate(*ParseCaseName("convert_int_rtz_float"), RunPath::kConstant, true);
  b.recovery.Isolate(*ParseCaseName("as_int_float"), RunPath::kNegative, false);
  b.recovery.ConstantRan(*ParseCaseName("convert_uint_float"));
  b.recovery.ConstantRan(*ParseCaseName("convert_int_float"));
  b.recovery.AddToFaultProgram(*ParseCaseName("convert_int_rtz_float"));
  const std::string path = Temp("text");
  ASSERT_TRUE(WriteWorkerBatch(path, b));
  std::ifstream in(path);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(text, R"({"alone":["convert_int_rtz_float"],"cases":["convert_int_rtz_float"],)"
                  R"("constant_done":["convert_int_float","convert_uint_float"],)"
                  R"("fault_program":["convert_int_rtz_float"],)"
                  R"("isolate":{"as_int_float":"negative","convert_int_rtz_float":"constant"}})"
                  "\n");
  std::filesystem::remove(path);
}

// A batch naming a path or a case that does not exist, or with a flag that is not a boolean, is
// refused, not run with less recovery.
TEST(WorkerProtocol, ABatchWithAnUnknownPathOrCaseIsRefused) {
  const std::string path = Temp("unknown");
  std::ofstream(path) << R"({"cases":[],"isolate":{"convert_int_float":"digest-build"}})";
  EXPECT_FALSE(ReadWorkerBatch(path).has_value());
  std::ofstream(path) << R"({"cases":[],"constant_done":["convert_int_flot"]})";
  EXPECT_FALSE(ReadWorkerBatch(path).has_value());
  std::ofstream(path) << R"({"cases":[],"listed_failures":["convert_int_flot"]})";
  EXPECT_FALSE(ReadWorkerBatch(path).has_value());
  std::ofstream(path) << R"({"cases":[],"constant_paths_only":"yes"})";
  EXPECT_FALSE(ReadWorkerBatch(path).has_value());
  std::ofstream(path) << R"({"cases":[],"isolate":{"convert_int_float":"judge"}})";
  EXPECT_TRUE(ReadWorkerBatch(path).has_value());
  // A listed fault is one of the fault program's; a constant path run elsewhere is one done
  // here: each refused without the other list.
  const Variant v = *ParseCaseName("convert_int_rte_float");
  const std::vector<std::tuple<std::string, std::string, std::function<bool(const WorkerBatch&)>>>
      subsets = {{"listed_faults", "fault_program",
                  [&](const WorkerBatch& b) { return b.listed.crashers.count(v) != 0; }},
                 {"constant_elsewhere", "constant_done",
                  [&](const WorkerBatch& b) { return b.recovery.ConstantElsewhere(v); }}};
  for (const auto& [subset, superset, has] : subsets) {
    const std::string names = R"(":["convert_int_rte_float"])";
    std::ofstream(path) << R"({"cases":[],")" << subset << names << "}";
    EXPECT_FALSE(ReadWorkerBatch(path).has_value()) << subset;
    std::ofstream(path) << R"({"cases":[],")" << superset << names << R"(,")" << subset << names
                        << "}";
    const auto both = ReadWorkerBatch(path);
    ASSERT_TRUE(both.has_value()) << subset;
    EXPECT_TRUE(has(*both)) << subset;
  }
  std::filesystem::remove(path);
}

TEST(WorkerProtocol, TheOutputSaysWhatWasInFlight) {
  const Variant a = *ParseCaseName("convert_int_rte_float");
  const Variant b = *ParseCaseName("convert_int_rtz_float");
  const std::string path = Temp("out");
  {
    std::ofstream out(path);
    out << HeartbeatRecord(1, 0) << "\n"
        << LaunchRecord(RunPath::kConstant, {a, b}) << "\n"
        << UnitRecord("c_float_int;", {Ran("convert_int_rte_float", 5)}) << "\n"
        << HeartbeatRecord(2, 100) << "\n"
        << ResultRecord(Ran("convert_int_rtz_float", 7)) << "\n"
        << LaunchRecord(RunPath::kDigest, {a}) << "\n"
        << TallyRecord({3, 10, 20, 30, 4, 1.5, 2.25}) << "\n"
        << ResultRecord(Ran("convert_int_rte_float", 9)).substr(0, 20);  // torn by a kill
  }
  const WorkerOutput o = ReadWorkerOutput(path);
  EXPECT_TRUE(o.launched);
  EXPECT_EQ(o.in_flight_path, RunPath::kDigest);
  EXPECT_EQ(o.in_flight, std::set<Variant>{a});
  ASSERT_EQ(o.results.size(), 1u);
  EXPECT_EQ(o.results[0].lanes, 7u);
  ASSERT_EQ(o.units_done.count("c_float_int;"), 1u);
  EXPECT_EQ(o.units_done.at("c_float_int;").at(0).lanes, 5u);
  EXPECT_EQ(o.tally.programs_built, 3u);
  EXPECT_EQ(o.tally.reference_lanes, 10u);
  EXPECT_EQ(o.tally.stored_lanes, 20u);
  EXPECT_EQ(o.tally.rechecked_lanes, 30u);
  EXPECT_EQ(o.tally.programs_loaded, 4u);
  EXPECT_EQ(o.tally.device_seconds, 1.5);
  EXPECT_EQ(o.tally.host_seconds, 2.25);
  std::filesystem::remove(path);
}

TEST(WorkerProtocol, TheReaderFollowsTheFileAsItGrows) {
  const std::string path = Temp("beats");
  WorkerOutputReader reader(path);
  reader.Poll();
  EXPECT_EQ(reader.output().checked_lanes, 0u) << "no file yet";
  std::ofstream out(path);
  out << HeartbeatRecord(1, 10) << "\n" << std::flush;
  reader.Poll();
  EXPECT_EQ(reader.output().checked_lanes, 10u);
  out << LaunchRecord(RunPath::kDigest, {*ParseCaseName("convert_int_float")}) << "\n"
      << HeartbeatRecord(2, 25, 20) << "\n"
      << ResultRecord(Ran("convert_int_float", 7)) << "\n"
      << std::flush;
  reader.Poll();
  EXPECT_EQ(reader.output().checked_lanes, 25u) << "the latest heartbeat, past other records";
  EXPECT_EQ(reader.output().waiting_lanes, 20u) << "of them, waiting for the host's digests";
  ASSERT_EQ(reader.output().results.size(), 1u) << "each record read once";
  const std::string torn = HeartbeatRecord(3, 99);
  out << torn.substr(0, torn.size() / 2) << std::flush;
  reader.Poll();
  EXPECT_EQ(reader.output().checked_lanes, 25u) << "half a line is not read";
  out << torn.substr(torn.size() / 2) << "\n" << std::flush;
  reader.Poll();
  EXPECT_EQ(reader.output().checked_lanes, 99u) << "the rest of the line completes it";
  EXPECT_EQ(reader.output().waiting_lanes, 0u) << "the host caught up";
  out << ResultRecord(Ran("convert_int_rte_float", 9)) << std::flush;  // the child ends here
  reader.Poll(true);
  EXPECT_EQ(reader.output().checked_lanes, 99u);
  EXPECT_EQ(reader.output().results.size(), 2u) << "at the end, the last line without its newline";
  EXPECT_EQ(ReadWorkerOutput(path).results.size(), 2u) << "the same as reading it whole";
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace clc
