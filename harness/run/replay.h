// Replaying a failing kernel on the program the run built (harness/run/repro_spec.h's spec):
// the same source text, build options and device, the same kernel, and the same lanes: for the
// buffer path, each failing lane's work item with its operand vector as the failing chunk had
// it (every component its own operand, so a driver that swaps or misplaces components fails
// again); for the constant path, the folded kernel run as built. A failure is confirmed on what
// showed it, not on a program regenerated around the one case (a compiler bug may need the kernel's
// other variants).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/device/device.h"
#include "harness/report/result.h"

namespace clc {

// One of the spec's lanes as the replay returned it.
struct ReplayedLane {
  LaneRecord first;  // as the run recorded it (got: the run's bits)
  std::uint64_t got = 0;
  bool mismatch = false;  // judged as the run judges a lane
};

struct Replay {
  std::string case_name;
  RunPath path = RunPath::kBuffer;
  bool ok = false;
  std::string error;  // the OpenCL error or build log when !ok
  std::vector<ReplayedLane> lanes;
};

// The protocol between the parent and a replay child (harness/app/replays.h and
// harness/app/replay_worker.h): the list of spec files the parent writes, and the records the child
// appends to its output file, one JSON line each: spec i announced before it starts (a crash or
// a hang names it), then its replay.
bool WriteReplayList(const std::string& path, const std::vector<std::string>& specs);
std::string ReplayingRecord(std::size_t i);
std::string ReplayedRecord(std::size_t i, const Replay& r);

// What a replay child wrote: each spec's replay by its index in the list, and the index of the
// last spec it announced.
struct ReplayOutput {
  std::map<std::size_t, Replay> replayed;
  std::optional<std::size_t> announced;
};
ReplayOutput ReadReplayOutput(const std::string& path);

// Replays specs on one device in this process, each distinct program built once.
class Replayer {
 public:
  // `on_build` hears a program build start (true) and end (false), for the watchdog.
  explicit Replayer(const Device& device, std::function<void(bool building)> on_build = {});

  // Never throws for an OpenCL error or a malformed spec: `ok` false and `error` set.
  Replay Run(const nlohmann::json& spec);

 private:
  // The program of `source` built from it, or its build log in `error`.
  bool Program(const std::string& source, const std::string& options, cl::Program* program,
               std::string* error);

  Device device_;
  cl::Context context_;
  cl::CommandQueue queue_;
  std::map<std::string, cl::Program> built_;  // by source text and options
  std::function<void(bool building)> on_build_;
};

}  // namespace clc
