// The one protocol between the parent and a worker child (harness/app/isolated_runner.cpp and
// harness/app/worker.cpp): the batch file the parent writes, and the records the child appends to
// its output file, one JSON line each. The child announces each kernel launch and each build
// (with its path and cases) before it starts it, so when the process dies the parent knows
// which cases were in flight; every other record is a heartbeat, a result or a tally.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "harness/report/result.h"
#include "harness/run/listed_cases.h"
#include "harness/run/recovery.h"
#include "reference/variant.h"

namespace clc {

// What a child runs: `cases`, arranged as `recovery` says (harness/run/recovery.h: the cases
// in flight when an earlier child died, those whose constant path an earlier child ran) and as
// the expectations list them (`listed`: the known crashers of the constant path, each in
// `recovery`'s fault program, and the listed failures). Batch file fields: Recovery's, and
// "listed_faults" and "listed_failures" (case names; absent: none).
struct WorkerBatch {
  std::vector<Variant> cases;
  Recovery recovery;
  ListedCases listed;
};

bool WriteWorkerBatch(const std::string& path, const WorkerBatch& b);
std::optional<WorkerBatch> ReadWorkerBatch(const std::string& path);

// Tallies a child reports once, at its end.
struct WorkerTally {
  std::size_t programs_built = 0;     // from source
  std::uint64_t reference_lanes = 0;  // lanes the host reference digested for use
  std::uint64_t stored_lanes = 0;     // lanes whose expected digests came from the store
  std::uint64_t rechecked_lanes = 0;  // stored lanes recomputed as the sample re-check
  std::size_t programs_loaded = 0;    // from the program cache's binaries
  // The digest path's wall seconds, summed over its runs: the device's (every chunk through
  // every digest kernel, read back) and the host's (its expected digests, from their start).
  double device_seconds = 0;
  double host_seconds = 0;
  void Add(const WorkerTally& t) {
    programs_built += t.programs_built;
    programs_loaded += t.programs_loaded;
    reference_lanes += t.reference_lanes;
    stored_lanes += t.stored_lanes;
    rechecked_lanes += t.rechecked_lanes;
    device_seconds += t.device_seconds;
    host_seconds += t.host_seconds;
  }
};

// The records a child writes. A heartbeat carries the variant-lanes the child has checked so
// far (RunOptions::on_progress) and, of them, those still waiting for the host's expected
// digests (RunOptions::on_host_waiting), for the parent's progress line.
std::string HeartbeatRecord(std::uint64_t n, std::uint64_t lanes, std::uint64_t waiting = 0);
// What the child starts next: a build or a launch on `path`, of the cases `in_flight`.
std::string LaunchRecord(RunPath path, const std::vector<Variant>& in_flight);
std::string TallyRecord(const WorkerTally& t);
// One program's results alone (the constant path), written as soon as it has run.
std::string UnitRecord(const std::string& key, const std::vector<VariantResult>& results);
// A result: harness/report/result_io.h's line.
std::string ResultRecord(const VariantResult& r);

// What the parent reads back from a child's output file (a torn last line is ignored).
struct WorkerOutput {
  std::uint64_t checked_lanes = 0;  // of the latest heartbeat
  std::uint64_t waiting_lanes = 0;  // of the latest heartbeat
  std::vector<VariantResult> results;
  bool launched = false;                  // any launch record
  std::optional<RunPath> in_flight_path;  // of the last launch record
  std::set<Variant> in_flight;            // its cases
  // Programs it began to build (kBuildingRecord, harness/run/child_process.h), and the cases
  // they were for (those of the launch record before each): work that no lane counts.
  std::uint64_t builds = 0;
  std::set<Variant> built;
  WorkerTally tally;
  std::map<std::string, std::vector<VariantResult>> units_done;  // by UnitKey (runner.h)
};
// A child's output file read while it grows: each Poll reads only what was written since the
// last, so the parent reads the file once while the child runs and ends with its whole output.
class WorkerOutputReader {
 public:
  explicit WorkerOutputReader(std::string path) : path_(std::move(path)) {}
  // Reads the complete lines written since the last call; with `to_end` (the child has ended)
  // the rest of the file too.
  void Poll(bool to_end = false);
  const WorkerOutput& output() const { return out_; }
  WorkerOutput Take() { return std::move(out_); }

 private:
  void Add(const std::string& line);
  std::string path_;
  std::uint64_t offset_ = 0;
  WorkerOutput out_;
};
// The whole file at once (the child has ended).
WorkerOutput ReadWorkerOutput(const std::string& path);

}  // namespace clc
