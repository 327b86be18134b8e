// Runs variants on one OpenCL device: builds few programs, runs chunks, compares every lane.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "harness/device/device.h"
#include "harness/device/opencl.h"
#include "harness/report/result.h"
#include "harness/run/input_space.h"
#include "reference/digest.h"
#include "reference/expectation.h"
#include "reference/variant.h"

namespace clc {

struct RunOptions {
  Coverage coverage = Coverage::kQuick;
  std::uint64_t seed = 1;
  std::vector<std::uint64_t> inputs;  // when not empty: only these operands, on both paths
  bool constant_path = true;
  unsigned host_threads = 0;  // 0: every core
  // Called as each group of variants finishes (progress, incremental reports).
  std::function<void(const std::vector<VariantResult>&)> on_group_done;
  // Called after each program build and each chunk: a heartbeat for watchdogs.
  std::function<void()> on_progress;
  // Called before a kernel runs with the variants it computes: if the process dies now,
  // these are the suspects.
  std::function<void(const std::vector<Variant>&)> on_launch;
  // Full or exhaustive coverage of a 32- or 64-bit operand type: only the lanes
  // first .. first+count-1 of its operand stream (count 0: every lane).
  std::uint64_t operand_first = 0;
  std::uint64_t operand_count = 0;
};

// Whether a run checks the operand stream of `src` by digests (full and exhaustive coverage
// of 32- and 64-bit operand types), and whether that stream is every pattern in order
// (exhaustive 32-bit) rather than the seeded one.
bool StreamByDigest(ScalarType src, const RunOptions& o);
bool SequentialStream(ScalarType src, Coverage c);

// Programs a run of `variants` builds: one per operand type, plus negative-check batches.
struct BuildPlan {
  std::size_t programs = 0;
  std::vector<std::pair<std::string, std::string>> sources;  // (file name, OpenCL C text)
};
BuildPlan PlanBuilds(const std::vector<Variant>& variants, const DeviceInfo& info,
                     const RunOptions& o);

class DeviceRunner {
 public:
  DeviceRunner(Device device, RunOptions options);

  // Results for every variant given, in no particular order; legal ones are run and compared,
  // illegal ones are negative compile checks.
  std::vector<VariantResult> Run(const std::vector<Variant>& variants);

  std::size_t programs_built() const { return programs_built_; }

 private:
  std::vector<VariantResult> RunGroup(ScalarType src, const std::vector<Variant>& variants);
  // The constant path (if `constants`) and the buffer path over every chunk of `space`,
  // every lane read back and compared.
  std::vector<VariantResult> RunBuffer(ScalarType src, const std::vector<Variant>& variants,
                                       const InputSpace& space, bool constants);
  // Full and exhaustive coverage of 32- and 64-bit operand types: edges and constants
  // read back, the operand stream by digests (harness/digest_run.cpp).
  std::vector<VariantResult> RunStreamGroup(ScalarType src, const std::vector<Variant>& variants);
  std::vector<VariantResult> RunDigests(const std::vector<Variant>& capable, const LaneStream& s,
                                        std::uint64_t first, std::uint64_t count);
  // Lane-by-lane check of lanes first .. first+count-1 of `s` for one variant: where digests
  // differ, this finds and records the wrong lanes.
  void CheckRange(const Variant& v, const LaneStream& s, std::uint64_t first, std::uint64_t count,
                  VariantResult& r);
  std::vector<VariantResult> RunNegative(const std::vector<Variant>& illegal);

  Device target_;
  RunOptions options_;
  cl::Context context_;
  cl::CommandQueue queue_;
  std::size_t programs_built_ = 0;
};

}  // namespace clc
