// DeviceRunner::DigestRun, the digest path of one group (harness/run/digest_run.cpp says how
// it works): its state and steps, shared by the files that define them: digest_run.cpp (the
// kernels built and run, the host's digests), digest_columns.cpp (columns of several cases
// resolved) and digest_verdicts.cpp (each case's verdict from the digests). Private to those.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "harness/digest/digest_store.h"
#include "harness/digest/host_digests.h"
#include "harness/run/digest_words.h"
#include "harness/run/own_lanes.h"
#include "harness/run/runner.h"
#include "kernels/digest/digest_source.h"

namespace clc {

// A built digest kernel with its skip ranges.
struct DigestBuiltKernel {
  DigestKernelSpec spec;
  cl::Kernel kernel;
  cl::Buffer skip;
};

// Whether each column of `k` holds one case (a kernel of one case, whatever its group).
inline bool ColumnPerCase(const DigestKernelSpec& k) {
  return DigestColumns(k) == k.variants.size();
}

// The digest path of one group: the host's expected digests made on other cores while the
// device runs the digest kernels over every segment, then each case's verdict from the two.
class DeviceRunner::DigestRun {
 public:
  // `kernel_variants`: cases a kernel at most; `each_alone`: every case in kernels of its own.
  DigestRun(DeviceRunner& runner, const std::vector<Variant>& capable,
            const std::vector<DigestSegment>& segments, std::size_t kernel_variants,
            bool each_alone)
      : runner_(runner),
        options_(runner.options_),
        caps_(runner.target_.info.fp_caps),
        capable_(capable),
        segments_(segments),
        src_(segments.front().stream.src),
        sequential_(segments.front().stream.sequential),
        first_(FirstDigestKernelsOf(src_, sequential_, capable, kernel_variants, runner.recovery_,
                                    runner.listed_, each_alone)),
        group_(capable, caps_, first_.rest),
        job_of_(group_.job_of()),
        jobs_(group_.jobs()),
        store_(options_.digest_store),
        device_(segments.size()),
        device_lanes_(segments.size(), 0) {}

  // The verdicts of the cases it decided: every case's, or where its kernels of several cases
  // did not build, only those of the cases that failed to build (Replan says what is left).
  std::vector<VariantResult> Run();

  // The cases a new digest run must take: where the program of several cases a kernel did
  // not build, every case but those whose build failed. Its words were the host's jobs, so
  // their cases are planned again without the cases its log names; where it names none, each
  // case alone (ReplanAlone), bisected as a program each.
  const std::vector<Variant>& Replan() const { return replan_; }
  bool ReplanAlone() const { return replan_alone_; }

 private:
  // The host's expected digests while the device runs (digest_run.cpp).
  void StartHosts();

  // One program: a few kernels per width (kernels/digest/digest_source.h). A case under suspicion
  // (in flight when a process died) gets a kernel and program of its own, first, bisected down to
  // its variant where it does not build (harness/device/build.h). False where the program of
  // several cases did not build (Replan).
  bool BuildKernels();

  // Builds one program of `specs` and makes its kernels (each with its skip ranges) into `out`,
  // all of them or none; false with the build log in `log` on failure.
  bool Build(const std::vector<DigestKernelSpec>& specs, std::string* log,
             std::vector<DigestBuiltKernel>* out);

  // The device: every chunk of every segment through every kernel; partial digests summed on
  // the device.
  void RunDevice();

  // Chunk `c` of segment `g` through kernel `k`: its digest per column, each case's kept in
  // device_ where a column holds one case; none after an OpenCL error (kept in errors_).
  std::optional<std::vector<std::uint64_t>> Launch(DigestBuiltKernel& k, std::size_t g,
                                                   std::uint64_t c);

  // The host's expected digest of case `v` in chunk `c` of segment `g` (a counts-only case's
  // once CompleteSums has made it; std::logic_error before).
  std::uint64_t Expected(const Variant& v, std::size_t g, std::uint64_t c) const;

  // The own digests of the counts-only cases (DigestJob::counts_only) that the verdicts
  // compare: in every chunk not agreed by a column of several cases, of every case that ran.
  void CompleteSums();

  // The expected digest of column `column` of `k`: its words' (a word of one case is the
  // case's), weighted by their places.
  std::uint64_t ExpectedColumn(const DigestKernelSpec& k, std::size_t column, std::size_t g,
                               std::uint64_t c) const;

  // A column of several cases whose digest is the weighted sum of their expected ones gives
  // each case its expected digest in that chunk. The cases of any other column run that chunk
  // again in kernels of a column a case (built only then), whose digests are theirs; where
  // these all agree with the host after all, the chunk is judged lane by lane for each of them
  // (a digest that changed between two launches is no verdict).
  void ResolveColumns();

  // The chunks `again` of each case through kernels of a column a case, all in one program.
  void RunAgain(const std::map<Variant, std::set<std::pair<std::size_t, std::uint64_t>>>& again);

  // The kernels of a column a case, which judging a case's differing digest runs again.
  std::vector<DigestBuiltKernel> OwnKernels() const;

  // The variant-lanes the device has checked (device_lanes_) whose expected digests the host
  // has not made yet: the host and the device each go through a segment's chunks in order.
  std::uint64_t HostWaiting() const;

  void Heartbeat(std::uint64_t lanes);

  // The device is usually done first: keep the heartbeat going while the host finishes.
  void AwaitHosts();
  // The hosts' reference work into the worker's tally, once all of it is done.
  void TakeTallies();

  // The verdicts: equal digests count their lanes; differing chunks go to `to_judge`, to be
  // read back.
  VariantResult VerdictOf(const Variant& v,
                          std::vector<std::map<Variant, std::vector<std::uint64_t>>>& to_judge);

  void CountSegment(std::size_t g, const Variant& v, VariantResult& r,
                    std::map<Variant, std::vector<std::uint64_t>>& to_judge);

  // The device's partial digests and their sums per column (DigestColumns).
  struct Sums {
    std::size_t items_max = 0;
    cl::Buffer partial;
    cl::Buffer scratch;  // the kernels' stores through a __global pointer (DigestScratchBytes)
    cl::Buffer sums;
    std::vector<cl_ulong> got;
    std::optional<cl::Kernel> sum_columns;
  };

  DeviceRunner& runner_;
  const RunOptions& options_;
  const FpCaps& caps_;
  const std::vector<Variant>& capable_;
  const std::vector<DigestSegment>& segments_;
  const ScalarType src_;
  const bool sequential_;
  const FirstDigestKernels first_;  // what BuildKernels builds, before any bisection
  const GroupJobs group_;           // the host's jobs: each case's, then each word's
  const std::map<std::string, std::size_t>& job_of_;  // group_'s, by case name
  const std::vector<DigestJob>& jobs_;                // group_'s
  const DigestStore store_;
  std::vector<std::unique_ptr<HostDigests>> hosts_;
  std::map<Variant, std::string> failures_;  // build logs, by case
  std::vector<DigestBuiltKernel> built_;
  std::vector<DigestBuiltKernel> own_;  // run again a column a case (ResolveColumns)
  std::size_t widest_ = 1;              // variants of the widest kernel of built_
  std::optional<cl::Program> sum_program_;
  Sums sums_;
  std::vector<DeviceTable> tables_;  // each segment's, made once by RunDevice
  // The column digests of kernels of several cases a column: by segment, kernel of built_ and
  // chunk.
  std::map<std::tuple<std::size_t, std::size_t, std::uint64_t>, std::vector<std::uint64_t>>
      columns_of_;
  // Chunks to judge lane by lane whatever their digests (segment, case, chunk).
  std::set<std::tuple<std::size_t, Variant, std::uint64_t>> forced_;
  // Chunks whose column of several cases agreed with the host, so each of its cases did
  // (segment, case, chunk).
  std::set<std::tuple<std::size_t, Variant, std::uint64_t>> agreed_;
  // By segment, then by case, per chunk.
  std::vector<std::map<Variant, std::vector<std::uint64_t>>> device_;
  std::map<Variant, std::string> errors_;    // OpenCL errors, by case
  std::vector<std::uint64_t> device_lanes_;  // checked, per segment
  std::size_t columns_ = 0;
  std::vector<Variant> replan_;
  bool replan_alone_ = false;
};

}  // namespace clc
