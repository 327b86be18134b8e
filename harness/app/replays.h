// Replays of failing kernels in fresh child processes of this program
// (harness/app/replay_worker.h), for the confirmation of failures on the program that showed them
// (harness/app/confirm.h). The specs of one program go to one child, the programs spread over up to
// --jobs children at once (a few each); a child that crashes or hangs on one spec leaves that spec
// with the death, and a new child goes on with the specs after it.
#pragma once

#include <atomic>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "harness/app/cli.h"
#include "harness/run/child_process.h"
#include "harness/run/replay.h"

namespace clc {

// One spec's replay, or why none came back (`death`: the child crashed, hung or ended first).
struct SpecReplay {
  std::optional<Replay> replay;
  std::string death;
};

class ReplayChildren {
 public:
  // The children run on device `device_index` with `o`'s ICDs, `env` ("NAME=value") in their
  // environment, their files in `o.temp_dir`, up to `o.jobs` at once; a child silent for
  // `o.case_timeout_s` (building a program: `o.build_timeout_s`) is killed. A child takes up to
  // `programs_per_child` programs' specs: a small program builds on a CPU device (PoCL) in less
  // than a child's start, so several share one there; on a GPU a build costs more (NVIDIA's
  // compiler: 3 to 7.5 CPU-s a program), and each program's replays get a child of their own.
  ReplayChildren(std::string self, int device_index, const CliOptions& o,
                 std::vector<std::string> env, std::size_t programs_per_child);

  // The replay of each spec file of `specs`, in order.
  std::vector<SpecReplay> Run(const std::vector<std::string>& specs);

  std::size_t children() const { return children_; }

 private:
  // `specs` in one child, and after a death in the next.
  std::vector<SpecReplay> RunInOrder(const std::vector<std::string>& specs);

  std::string self_;
  CliOptions child_options_;  // what every replay child is given: the device, the --icd libraries
  std::vector<std::string> env_;
  std::string dir_;
  ChildLimits limits_;
  int jobs_;
  std::size_t programs_per_child_;
  std::atomic<std::size_t> children_{0};
};

}  // namespace clc
