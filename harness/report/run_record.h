// What a run checked: every option that changes which lanes are checked or how a verdict is
// reached. report.json's "run" and a journal's first line hold it; the rerun line of a case
// (format.h's RerunCommand) and the merge's refusal of unlike runs are built from it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace clc {

inline constexpr std::uint64_t kDefaultSeed = 1;
inline constexpr double kDefaultCaseTimeoutS = 120;

struct RunRecord {
  std::string coverage = "quick";
  std::uint64_t seed = kDefaultSeed;
  std::vector<std::uint64_t> inputs;  // --input, as given (empty: the coverage's inputs)
  bool constant_path = true;          // --no-constant-path clears it
  std::uint64_t operand_first = 0;    // --operand-range (count 0: the whole stream)
  std::uint64_t operand_count = 0;
  double case_timeout_s = kDefaultCaseTimeoutS;  // decides which cases end as timeouts
  std::string filter = "*";                      // --gtest_filter
  int shard_index = 0;                           // GTEST_SHARD_INDEX of GTEST_TOTAL_SHARDS
  int shard_total = 1;
  // A merged run's shards of shard_total, ascending (report.json's run.shard.held); empty for
  // one run, which holds shard_index alone.
  std::vector<int> shards_held;
  std::string expectations;   // the expectations file the verdicts were read against, if any
  std::string reference;      // ReferenceFingerprint(): which reference computed the expectations
  std::string version;        // the tool's version, when it has one
  std::string digest_store;   // the expected-digest store read and written ("": none)
  std::string program_cache;  // the program cache read and written ("": none)
  std::string kernel_cache;   // PoCL's kernel cache there (harness/device/driver_cache.h), or ""
  std::string id;  // unique per run (a resumed run keeps it): a merge refuses a run twice
  // --icd, in order (paths made absolute): the driver libraries loaded besides the registered
  // ones, which decide the device numbers the rerun line's --device refers to.
  std::vector<std::string> icds;
  // How to run it again, for the rerun line only (never compared between runs): the program
  // that ran (its name where PATH finds that same file, else its absolute path), and the
  // environment entries ("NAME=value") that exposed the device (the ICD loader's variables, a
  // driver's own such as RUSTICL_ENABLE).
  std::string program;
  std::vector<std::string> environment;

  // The fields that must agree for two runs' results to add up (all but filter, shard,
  // operand range, timeout and the rerun's program and environment; --icd is one, since it
  // names the device's library).
  nlohmann::json Checked() const;
  // The shards whose cases this record's results hold: shards_held, or {shard_index}.
  std::vector<int> HeldShards() const;
  // Whether some shard of shard_total is missing: its cases were never run.
  bool Partial() const;
  // "partial: shards 0,2 of 3" for a partial record, else "".
  std::string PartialNote() const;
};

nlohmann::json ToJson(const RunRecord& r);
// Reads the fields present (older reports lack some: they keep their defaults); nullopt when a
// field has the wrong type.
std::optional<RunRecord> RunRecordFromJson(const nlohmann::json& run);

}  // namespace clc
