// The run plan: the one place that decides what a coverage level means. Plan() turns (the
// variants, the device's capabilities, the run options) into the work to do: per operand type
// the lanes read back (buffer path), the folded constants (constant path), the stream checked
// by digests, and the negative-check builds. The runner, the worker, --dump-kernels, progress
// and the session's batches all read it; none re-derives a coverage level.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "harness/digest/host_digests.h"
#include "harness/report/device_info.h"
#include "harness/report/result.h"
#include "harness/run/input_space.h"
#include "harness/run/options.h"
#include "kernels/digest/digest_source.h"
#include "kernels/kernel_source.h"
#include "reference/coverage.h"
#include "reference/digest/digest.h"
#include "reference/variant.h"

namespace clc {

// What the command line (or a worker's case file) asks of a run: its options (ToRunOptions:
// digest_store and program_cache are the folders the run uses, "" for none), and what a run
// is handed besides; configuration only (what earlier processes of a batch found is the
// Recovery the runner is given, harness/run/recovery.h).
struct RunOptions : CliOptions {
  unsigned host_threads = 0;  // 0: every core
  // Called as each group of variants finishes (progress, incremental reports).
  std::function<void(const std::vector<VariantResult>&)> on_group_done;
  // Called after each program build and each chunk: a heartbeat for watchdogs, with the
  // variant-lanes checked since the last call (0 after a build), for the progress line.
  std::function<void(std::uint64_t lanes)> on_progress;
  // Called with the digest path's variant-lanes that the device has checked but whose
  // expected digests the host has not computed yet (just before an on_progress call), so
  // that the progress line's ETA counts the host's work too.
  std::function<void(std::uint64_t lanes)> on_host_waiting;
  // Called before a program is built or a kernel runs, with its path and the variants it
  // holds: if the process dies now, these are the suspects (harness/run/worker_protocol.h).
  std::function<void(RunPath path, const std::vector<Variant>&)> on_launch;
  // Called as a program build starts (after on_launch has named its cases), and on_progress(0)
  // as it ends: a build writes no heartbeat, and the watchdog gives it a limit of its own.
  std::function<void()> on_build;
  // Where the buffer and constant paths write the reproducer spec of each case with
  // mismatching lanes (harness/run/repro_spec.h); empty: none.
  std::string repro_dir;
  // Called with each constant-path kernel's key and its results alone, once it has run.
  std::function<void(const std::string& key, const std::vector<VariantResult>&)> on_unit_done;
};

// Lanes of a 32- or 64-bit operand type's stream at `coverage` (0 at quick coverage, which reads
// edges and a sample back instead): what --operand-range slices (reference/coverage.h's rows).
constexpr std::uint64_t OperandStreamLanes(Coverage coverage) {
  return RowOf(coverage).stream_lanes;
}

// Lanes of one operand stream to digest, in chunks (the digest store serves and keeps them).
struct DigestSegment {
  LaneStream stream;
  DigestSpace space;
};

// Lanes of an operand stream checked by digests rather than read back.
struct StreamPlan {
  LaneStream stream;
  std::uint64_t first = 0;
  std::uint64_t count = 0;       // lanes of the stream in this run
  std::uint64_t digested = 0;    // the first `digested` of them fill whole work items
  std::vector<Variant> capable;  // digested variants
  std::vector<Variant> sampled;  // implementation-defined as_type pairs: read back only
  // Operands the capable variants digest from a table, lane i table[i], before the stream:
  // the edges and the lanes past `digested`, then the stream's lanes past `count` to a
  // multiple of kChunkQuantum; the sampled pairs read the edges and the lanes past `digested`
  // back. Empty for a slice of the stream (it reads its own lanes back). A CPU driver compiles
  // every kernel it runs: buffer kernels of every variant to read the edges back cost PoCL
  // 3.1 some 40% of the compiling of the digest and buffer programs of the 32- and 64-bit
  // operand types, both for the kernels a run launches and for the binaries it keeps.
  std::vector<std::uint64_t> table;
  // What a run digests: the table's lanes (its LaneStream points at `table`), then the
  // stream's `digested` lanes from `first`; the runner and --fill-digest-store alike.
  std::vector<DigestSegment> Segments() const;
};

// The legal variants of one operand type that the device can run, and how they are checked.
struct GroupPlan {
  ScalarType src = ScalarType::kInt;
  std::vector<Variant> variants;
  InputSpace read_back;  // lanes read back and compared lane by lane (by the buffer kernels)
  // Per width its buffer kernels (kernel_variants variants at most each; where the stream has
  // a table, of its sampled pairs only), then its constant kernels (one per destination type).
  std::vector<KernelSpec> kernels;
  std::optional<StreamPlan> stream;
  std::size_t kernel_variants = 0;  // KernelVariants of the device: buffer and digest kernels
  // Lanes this group checks, read back and digested, per variant summed: progress and cost.
  std::uint64_t PlannedLanes() const;
};

struct RunPlan {
  std::vector<VariantResult> skipped;  // the device cannot run them (no fp64, no fp16, ...)
  std::vector<GroupPlan> groups;
  std::vector<std::vector<Variant>> negative_batches;  // one program each
  // The programs a run builds, in order: (file name, OpenCL C text): per operand type its
  // constant kernels, then its buffer kernels, then its digest kernels, each set one program;
  // then the negative batches. Bisection after a failed build, and isolation after a crash,
  // build more.
  std::vector<std::pair<std::string, std::string>> Sources() const;
};

// Whether a run at `coverage` checks the negative case `v`: every one at full and exhaustive
// coverage; at quick coverage one of each kind of illegal spelling (its family, why it is
// illegal, how its operand and result types differ), the most common spelling of it, and a fixed
// sample (by a hash of the name, so the filter does not change it).
bool NegativeChecked(const Variant& v, Coverage coverage);
// Why a run at `coverage` does not check `v` ("" where it does): a selected case it leaves out
// is reported not checked with this reason, never dropped.
std::string NotCheckedReason(const Variant& v, Coverage coverage);

// Variants one buffer or digest kernel holds at most on the device: kDigestKernelVariants on a
// GPU (kernels/digest/digest_source.h says why), kCpuKernelVariants on a CPU device, where a digest
// kernel's operands serve more variants and fewer kernels cost less to compile (PoCL 3.1,
// every conversion from float and double at full coverage: 29.5 s in kernels of 100
// variants, 32.2 s in kernels of 48). 102 arguments of a buffer kernel: 816 bytes, in the
// 1024 that every device takes.
inline constexpr std::size_t kCpuKernelVariants = 100;
std::size_t KernelVariants(const DeviceInfo& info);

// The program cache a run on the device reads and writes ("": none): o.program_cache, but
// none on a CPU device without o.program_cache_cpu.
std::string ProgramCacheFor(const DeviceInfo& info, const RunOptions& o);
// Whether PoCL keeps its kernels in the program cache's folder instead
// (harness/device/driver_cache.h): a PoCL device, a program cache, no o.program_cache_cpu.
bool UsesPoclCache(const DeviceInfo& info, const RunOptions& o);

// The plan for `variants` (legal and illegal; illegal ones not NegativeChecked are left out: the
// session reports them not checked, with NotCheckedReason).
RunPlan Plan(const std::vector<Variant>& variants, const DeviceInfo& info, const RunOptions& o);

}  // namespace clc
