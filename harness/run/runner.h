// Runs variants on one OpenCL device: builds few programs, runs chunks, compares every lane.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "harness/device/build.h"
#include "harness/device/device.h"
#include "harness/device/opencl.h"
#include "harness/device/program_cache.h"
#include "harness/digest/host_digests.h"
#include "harness/report/case_seconds.h"
#include "harness/report/result.h"
#include "harness/run/early_hosts.h"
#include "harness/run/input_space.h"
#include "harness/run/listed_cases.h"
#include "harness/run/plan.h"
#include "harness/run/recovery.h"
#include "harness/run/repro_spec.h"
#include "harness/run/worker_protocol.h"
#include "kernels/digest/digest_source.h"
#include "reference/digest/digest.h"
#include "reference/expectation.h"
#include "reference/variant.h"

namespace clc {

// A program's identity within a run: its kernels' names and cases.
std::string UnitKey(const std::vector<KernelSpec>& program);

// Empty results (CaseStatus::kNotRun) of `variants`, for a process that leaves their paths
// to another (Recovery::ConstantPathsOnly): merged into the other's, they change nothing.
std::vector<VariantResult> NotRunHere(const std::vector<Variant>& variants);

// Lanes per judged block, and blocks judged per case once it has a mismatch.
inline constexpr std::size_t kJudgeBlock = 48 * 4096;
inline constexpr std::size_t kJudgedBlocks = 8;

// Lanes per launch when a digest kernel judges a differing chunk on its own stored lanes.
inline constexpr std::size_t kOwnLanesBlock = 48 * 1024;

// The digest kernel that made a case's digests, for judging them on its own lanes: the whole
// kernel (a driver compiles a built-in within its kernel), its skip ranges, and the digest it
// returned for the case per segment and chunk; and the kernel itself, as built, for bisecting
// a digest that no stored lane explains (harness/run/digest_bisection.h).
struct DigestOrigin {
  DigestKernelSpec spec;
  cl::Buffer skip;
  std::vector<SkipRanges> skips;  // per variant of spec
  std::vector<std::vector<std::uint64_t>> device;
  cl::Kernel kernel;
};

class DeviceRunner {
 public:
  // `recovery`: what earlier processes of the batch found (none for a first process);
  // `listed`: what the expectations list of its cases; `early`: expected digests already
  // started (harness/run/early_hosts.h), taken by the group they were started for.
  DeviceRunner(Device device, RunOptions options, Recovery recovery = {}, ListedCases listed = {},
               EarlyHosts early = {});

  // Results for every variant given, in no particular order; legal ones are run and compared,
  // illegal ones are negative compile checks.
  std::vector<VariantResult> Run(const std::vector<Variant>& variants);

  std::size_t programs_built() const { return tally_.programs_built; }
  const WorkerTally& tally() const { return tally_; }

 private:
  // The group's constant kernels, then its buffer kernels over every chunk of its read-back
  // space, every lane read back and compared.
  std::vector<VariantResult> RunBuffer(const GroupPlan& g);
  class BufferRun;  // RunBuffer's state and steps (buffer_run.cpp)
  // A group whose operand stream is digested: the constant kernels and the read-back lanes
  // as RunBuffer does, then the stream's table (the edges) and the stream by digests
  // (harness/run/stream_group.cpp).
  std::vector<VariantResult> RunStreamGroup(const GroupPlan& g);
  // Every segment through the same kernels (one build), each judged on its own.
  std::vector<VariantResult> RunDigests(const std::vector<Variant>& capable,
                                        const std::vector<DigestSegment>& segments,
                                        std::size_t kernel_variants);
  class DigestRun;  // RunDigests' state and steps (digest_run.h)
  // Lane-by-lane judging of the chunks whose digests differ (`chunks`: per segment, by
  // case), into `results` (harness/run/judge.cpp): one program for every segment, a read-back
  // kernel per width for every case to judge; blocks of kJudgeBlock lanes, each read back
  // while the previous one is judged on every core; once a case has a mismatch in a segment,
  // at most kJudgedBlocks blocks of it are judged there. A chunk whose lanes all read back
  // right is judged again on the lanes its digest kernel (`origins`, by case) computed.
  void JudgeChunks(const std::vector<std::map<Variant, std::vector<std::uint64_t>>>& chunks,
                   const std::vector<DigestSegment>& segments,
                   const std::map<Variant, DigestOrigin>& origins,
                   std::vector<VariantResult>& results);
  struct Judged;
  // The first mismatching lanes of each case judged, with their work items' operands, each
  // lane's chunk the serial number of its block among those judged (WriteJudgedSpecs).
  struct JudgedLanes {
    std::uint64_t blocks = 0;
    std::map<Variant, std::vector<SpecLane>> lanes;
  };
  void JudgeSegment(std::vector<BuiltUnit>& units, const DigestSegment& segment,
                    std::map<Variant, Judged>& state, std::vector<VariantResult>& results,
                    JudgedLanes& specs);
  // The spec of each case with judged mismatching lanes `lanes` (RunOptions::repro_dir): the
  // read-back kernel that judged them, which confirmation replays on their work items.
  void WriteJudgedSpecs(const std::vector<BuiltUnit>& units,
                        const std::map<Variant, std::vector<SpecLane>>& lanes);
  class SegmentJudge;  // JudgeSegment's state and steps (judge.cpp)
  // The chunks `chunks` of segment `g` of one case, whose digests differed while every lane
  // the read-back kernel `read_back` returned matches: judged on the lanes the digest kernel
  // itself computed (harness/run/own_lanes.cpp), so that the verdict says whether the driver
  // computes otherwise in that kernel (fail, with its lanes) or which digest is wrong (error);
  // where every stored lane is right, by bisecting the chunk with the digest kernel itself
  // (harness/run/digest_bisection.h).
  struct OwnLanesKernels {  // by kernel name: built once per JudgeChunks, or why not
    std::map<std::string, cl::Kernel> built;
    std::map<std::string, std::string> failed;
  };
  void JudgeOwnLanes(const DigestOrigin& origin, const DigestSegment& segment, std::size_t g,
                     const std::vector<std::uint64_t>& chunks, const std::string& read_back,
                     OwnLanesKernels& kernels, VariantResult& r);
  std::vector<VariantResult> RunNegative(const std::vector<std::vector<Variant>>& batches);
  // Builds `source` through the program cache, counted in the tally (loaded or built); one
  // built from source waits in unkept_ for KeepBuilt.
  BuildResult Build(const std::string& source);
  BuildFunction Builds();
  // Writes the program cache's entries of the programs built since the last call, once their
  // kernels have run (ProgramCache::Keep), each announced as its build was: a driver that dies
  // making a binary names that program's cases, as a build that dies does.
  void KeepBuilt();
  // Tells the watcher what runs next (RunOptions::on_launch).
  void Announce(RunPath path, const std::vector<Variant>& in_flight);

  struct Unkept {
    BuildResult built;
    RunPath path = RunPath::kBuffer;  // announced when it was built
    std::vector<Variant> cases;       // the same
  };

  Device target_;
  RunOptions options_;
  Recovery recovery_;
  ListedCases listed_;
  EarlyHosts early_hosts_;
  cl::Context context_;
  cl::CommandQueue queue_;
  WorkerTally tally_;
  ProgramCache programs_;
  std::vector<Unkept> unkept_;
  // The text of each program built, for the reproducers of failing cases (RunOptions::repro_dir).
  std::map<cl_program, std::string> sources_;
  // The text of the program `k` was made from ("": not kept, as without a repro_dir).
  std::string SourceOf(const cl::Kernel& k) const;
  RunPath announced_path_ = RunPath::kBuffer;  // of the last Announce
  std::vector<Variant> announced_;
  // Each build and launch timed for the cases announced for it, and each case's comparison
  // (the results' seconds: harness/report/case_seconds.h).
  CaseClock clock_;
};

}  // namespace clc
