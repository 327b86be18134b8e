// What two runs of a diff differ in besides the driver, and which comparisons each difference
// makes impossible: report_diff.h compares what both runs checked alike and calls the rest
// "not compared", never "no regression".
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace clc {

// One way the runs differ ("seed: 1 -> 2"), and what it can change without the driver changing.
struct RunDifference {
  std::string what;
  // A case's outcome: its verdict, each path's status and lane counts. The reference's
  // fingerprint (its expected bits, edges and operand stream), the coverage, seed, --input,
  // operand range and constant path change which lanes are checked and what is expected of them.
  bool outcomes = false;
  // Whether a case is in the report at all: the filter, the coverage (negative checks are
  // sampled at quick coverage), the reference (its variants) and a shard missing from NEW.
  bool presence = false;
};

struct RunDifferences {
  // "'identity' (platform / name) -> ..." where the reports are of different devices, else "".
  std::string device;
  // The run record's differences (run_record.h's checked fields, the filter, operand range and
  // NEW's shard set), each with its scope; never the tool's version and the --icd paths (a diff
  // compares driver builds), nor the shard count of complete sets (which checks the same cases).
  std::vector<RunDifference> runs;
};

RunDifferences DifferencesOf(const nlohmann::json& old_report, const nlohmann::json& new_report);

}  // namespace clc
