// What a run checked: every option that changes which lanes are checked or how a verdict is
// reached (the driver libraries loaded besides the registered ones included, which decide
// the device numbers a rerun's device selector refers to). report.json's "run" and a journal's
// first line hold it; the rerun line of a case (format.h's RerunCommand) and the merge's refusal of
// unlike runs are built from it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace clc {

// One option of the run's command line that decides what is checked, as recorded: a row of
// harness/run/options.h made data, so that this layer, which cannot see that table, reads,
// compares and reruns it the same way for every option.
// NOLINTNEXTLINE(bugprone-exception-escape): nlohmann::json's move is noexcept; its asserts abort
struct RecordedOption {
  // How a rerun line carries it.
  enum Rerun : std::uint8_t {
    kAsGiven,      // its values
    kDevice,       // the exact device selector (format.h's ExactDeviceSelector)
    kOperand,      // a rerun of one operand: that operand, in place of its values
    kWholeStream,  // a rerun of one operand: left out
  };
  std::string flag;                 // "--seed"
  std::string key;                  // its member of report.json's "run" ("": none)
  nlohmann::json value;             // that member's value
  std::vector<std::string> values;  // on a command line, one word each ("" for a switch given)
  bool checked = false;             // runs that differ in it checked different things
  Rerun rerun = kAsGiven;
};

// The options of a report written before run.options, from the members it kept them in
// (run_record_v1.cpp); throws nlohmann::json's exception on a wrong type.
std::vector<RecordedOption> LegacyOptions(const nlohmann::json& run);

struct RunRecord {
  // The options, in the table's order (report.json's run.options; each also in run.KEY). A
  // record made without them (RecordOf makes them from the table) holds those every report
  // has recorded, at their defaults, so that it still makes a whole report and rerun line.
  std::vector<RecordedOption> options = LegacyOptions(nlohmann::json::object());
  std::string filter = "*";  // --gtest_filter
  int shard_index = 0;       // GTEST_SHARD_INDEX of GTEST_TOTAL_SHARDS
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
  // How to run it again, for the rerun line only (never compared between runs): the program
  // that ran (its name where PATH finds that same file, else its absolute path), and the
  // environment entries ("NAME=value") that exposed the device (the ICD loader's variables, a
  // driver's own such as RUSTICL_ENABLE).
  std::string program;
  std::vector<std::string> environment;

  // The fields that must agree for two runs' results to add up: the reference, the version and
  // every option recorded as checked, by key (not the filter, shard, unchecked options such as
  // the operand range and timeout, nor the rerun's program and environment).
  nlohmann::json Checked() const;
  // The recorded value of the option kept in run.KEY (null where none is).
  nlohmann::json Value(const std::string& key) const;
  // The recorded option kept in run.KEY, or nullptr.
  RecordedOption* Find(const std::string& key);
  // The shards whose cases this record's results hold: shards_held, or {shard_index}.
  std::vector<int> HeldShards() const;
  // Whether some shard of shard_total is missing: its cases were never run.
  bool Partial() const;
  // "partial: shards 0,2 of 3" for a partial record, else "".
  std::string PartialNote() const;
};

nlohmann::json ToJson(const RunRecord& r);
// Reads the fields present (older reports lack some: they keep their defaults; one without
// run.options has its options read as LegacyOptions does); nullopt when a field has the wrong
// type.
std::optional<RunRecord> RunRecordFromJson(const nlohmann::json& run);

}  // namespace clc
