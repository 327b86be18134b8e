// Full and exhaustive coverage of 32- and 64-bit operand types. Folded constants go through
// the constant path; the operand stream (every 32-bit pattern, or the seeded stream of 2^25
// or 2^32 lanes) goes through digest kernels: the device makes each lane's operand itself,
// runs every variant of one width on it, and returns one digest per column (a few variants
// of one result type, kDigestColumnVariants) and chunk, while the host computes the expected
// digest per packed word and chunk on its other cores (a case digested only in words of
// several has its lanes counted then, and summed on their own only where its column differs).
// The edges go through the same kernels from a table (a CPU driver compiles no second kernel
// for every variant to read them back). A column whose digest differs runs that chunk again
// with a digest per variant; any chunk whose digests still differ is read back and judged
// lane by lane.
// Why a wrong result cannot hide: the device sums a 64-bit hash of (lane index, result bits)
// over every lane; for a fixed index the hash is a bijection of the bits, so one wrong lane
// always changes the sum, and several cancel only by a 64-bit coincidence (about 2^-64). A
// column packs its variants' results of a lane side by side in 64-bit words (each at offsets
// of its own: a bijection of the results, so a wrong result changes its word and its hash)
// and sums its words' digests times distinct odd weights, so one word's wrong lanes change it
// as they change that word's digest, and two words' results exchanged change it too. A word
// is never a sum of results: two 64-bit results whose sign bits both flip cancel in a sum.
// Every mismatch is confirmed and recorded from read-back bits, never from the digest.
// Lanes left out are only those the reference calls implementation-defined (both sides use
// the same operand ranges, which the host re-checks lane by lane); NaN results count as one
// quiet NaN on both sides, since any NaN is correct there.
#include "harness/run/digest_run.h"

#include <algorithm>
#include <chrono>
#include <random>
#include <thread>

#include "harness/device/await.h"
#include "harness/device/launch.h"
#include "harness/digest/parallel.h"
#include "harness/report/case_seconds.h"
#include "harness/run/early_hosts.h"

namespace clc {

namespace {

// Each digested case's kernel, skip ranges and device digests, for judging a differing
// digest on that kernel's own lanes.
std::map<Variant, DigestOrigin> OriginsOf(
    const std::vector<DigestBuiltKernel>& built, const std::vector<DigestJob>& jobs,
    const std::map<std::string, std::size_t>& job_of,
    const std::vector<std::map<Variant, std::vector<std::uint64_t>>>& device) {
  std::map<Variant, DigestOrigin> out;
  for (const DigestBuiltKernel& k : built) {
    DigestOrigin o{k.spec, k.skip, {}, {}, k.kernel};
    for (const Variant& v : k.spec.variants) o.skips.push_back(jobs[job_of.at(CaseName(v))].skip);
    for (const Variant& v : k.spec.variants) {
      DigestOrigin& mine = out.emplace(v, o).first->second;
      for (const auto& segment : device) {
        const auto it = segment.find(v);
        mine.device.push_back(it == segment.end() ? std::vector<std::uint64_t>{} : it->second);
      }
    }
  }
  return out;
}

}  // namespace

std::vector<VariantResult> DeviceRunner::DigestRun::Run() {
  StartHosts();
  if (!BuildKernels()) {  // the host's jobs were those kernels' words: none is wanted now
    for (auto& host : hosts_) host->Abandon();
    for (auto& host : hosts_) host->Join();
    TakeTallies();
    std::vector<std::map<Variant, std::vector<std::uint64_t>>> none(segments_.size());
    std::vector<VariantResult> failed;
    for (const auto& [v, log] : failures_) failed.push_back(VerdictOf(v, none));
    return failed;
  }
  if (options_.on_progress) options_.on_progress(0);
  const auto device_start = std::chrono::steady_clock::now();
  RunDevice();
  runner_.tally_.device_seconds +=
      std::chrono::duration<double>(std::chrono::steady_clock::now() - device_start).count();
  AwaitHosts();
  ResolveColumns();
  CompleteSums();
  TakeTallies();  // after the last of the hosts' reference work, Complete's included
  std::vector<std::map<Variant, std::vector<std::uint64_t>>> to_judge(segments_.size());
  std::vector<VariantResult> results;
  for (const Variant& v : capable_) results.push_back(VerdictOf(v, to_judge));
  runner_.JudgeChunks(to_judge, segments_, OriginsOf(OwnKernels(), jobs_, job_of_, device_),
                      results);
  return results;
}

// The host's expected digests while the device runs: those the worker started before the
// context (harness/run/early_hosts.h), or new ones on every core (a CPU device's own threads
// share them).
void DeviceRunner::DigestRun::StartHosts() {
  hosts_ = runner_.early_hosts_.Take(jobs_, segments_.size());
  if (hosts_.empty()) hosts_ = StartHostDigests(jobs_, segments_, caps_, options_, &store_);
}

// One program: a few kernels per width (kernels/digest/digest_source.h), the isolated cases first,
// a program each (bisected down to the case where it does not build: harness/device/build.h). Where
// the program of several cases does not build, its cases are planned again (Replan), without those
// a link error of its log names (NamedBySymbol), else each alone.
bool DeviceRunner::DigestRun::BuildKernels() {
  Bisection<DigestKernelSpec> bisection;
  bisection.build = [this](const std::vector<DigestKernelSpec>& specs, std::string* log) {
    return Build(specs, log, &built_);
  };
  bisection.regroup = [this](const DigestKernelSpec& k, const std::vector<Variant>& variants) {
    return DigestKernels(src_, k.sequential, variants);
  };
  bisection.failed = [this](const DigestKernelSpec& single, const std::string& log) {
    failures_[single.variants.front()] = log;
  };
  for (const Variant& v : first_.isolated) bisection.Run(DigestKernels(src_, sequential_, {v}));
  std::string log;
  if (first_.rest.empty() || Build(first_.rest, &log, &built_)) return true;
  std::vector<std::vector<Variant>> variants;
  variants.reserve(first_.rest.size());
  for (const DigestKernelSpec& k : first_.rest) variants.push_back(k.variants);
  const NamedVariants named = NamedBySymbol(variants, log);
  for (const auto& [at, lines] : named) failures_[variants[at.first][at.second]] = lines;
  for (const Variant& v : capable_) {
    if (failures_.count(v) == 0) replan_.push_back(v);
  }
  replan_alone_ = named.empty();
  return false;
}

// Builds one program of `specs` and makes its kernels (each with its skip ranges) into `out`,
// all of them or none; false with the build log in `log` on failure.
bool DeviceRunner::DigestRun::Build(const std::vector<DigestKernelSpec>& specs, std::string* log,
                                    std::vector<DigestBuiltKernel>* out) {
  const std::string source = DigestProgramSource(specs);
  std::vector<Variant> in_flight;
  for (const auto& k : specs)
    in_flight.insert(in_flight.end(), k.variants.begin(), k.variants.end());
  runner_.Announce(RunPath::kDigest, in_flight);
  const BuildResult b = runner_.Build(source);
  if (!b.ok) {
    *log = b.log;
    return false;
  }
  try {
    std::vector<DigestBuiltKernel> these;  // kept only if every kernel of the program is made
    for (const auto& k : specs) {
      std::vector<SkipRanges> ranges;
      for (const Variant& v : k.variants) ranges.push_back(jobs_[job_of_.at(CaseName(v))].skip);
      const std::vector<std::uint64_t> words = DigestSkipWords(k.src, ranges);
      cl::Buffer skip(runner_.context_, words.begin(), words.end(), true);
      these.push_back({k, cl::Kernel(b.program, DigestKernelName(k).c_str()), skip});
    }
    for (auto& k : these) out->push_back(std::move(k));
  } catch (const cl::Error& e) {
    *log = std::string("kernel creation failed: ") + e.what();
    return false;
  }
  sum_program_ = b.program;
  return true;
}

// The device: every chunk of every segment through every kernel; partial digests summed on
// the device.
void DeviceRunner::DigestRun::RunDevice() {
  Sums& b = sums_;
  b.items_max = std::size_t{runner_.target_.info.compute_units} * kDigestGroupSize * 8;
  // A table's launch runs an item per work item (DigestGlobalSize).
  std::size_t rows = b.items_max;
  for (const DigestSegment& seg : segments_) {
    if (seg.stream.table == nullptr) continue;
    const auto last = static_cast<std::uint32_t>(seg.stream.table->size() - 1);
    rows = std::max(rows, DigestGlobalSize(seg.stream.table->size(), b.items_max, last));
  }
  // Columns at most: a kernel run again a column a case holds no more cases (RunAgain).
  std::size_t& widest = widest_;
  for (const auto& k : built_) widest = std::max(widest, k.spec.variants.size());
  b.partial = cl::Buffer(runner_.context_, CL_MEM_READ_WRITE, rows * widest * sizeof(cl_ulong));
  b.sums = cl::Buffer(runner_.context_, CL_MEM_WRITE_ONLY, widest * sizeof(cl_ulong));
  std::size_t scratch = 0;
  for (const auto& k : built_) scratch = std::max(scratch, DigestScratchBytesPerItem(k.spec));
  if (scratch != 0) b.scratch = cl::Buffer(runner_.context_, CL_MEM_READ_WRITE, rows * scratch);
  b.got.resize(widest);
  if (!built_.empty()) b.sum_columns.emplace(*sum_program_, kSumColumnsKernel);
  for (const auto& k : built_) columns_ += k.spec.variants.size();
  for (std::size_t g = 0; g < segments_.size() && !built_.empty(); ++g) {
    const DigestSegment& seg = segments_[g];
    for (const auto& k : built_) {
      for (const Variant& v : k.spec.variants) device_[g][v].assign(seg.space.Chunks(), 0);
    }
    tables_.push_back(TableOnDevice(runner_.context_, seg.stream));
    for (std::uint64_t c = 0; c < seg.space.Chunks(); ++c) {
      for (std::size_t i = 0; i < built_.size(); ++i) {
        DigestBuiltKernel& k = built_[i];
        runner_.Announce(RunPath::kDigest, k.spec.variants);
        if (std::optional<std::vector<std::uint64_t>> sums = Launch(k, g, c);
            sums && !ColumnPerCase(k.spec)) {
          columns_of_[{g, i, c}] = std::move(*sums);
        }
        const std::uint64_t lanes = seg.space.Size(c) * k.spec.variants.size();
        device_lanes_[g] += lanes;
        Heartbeat(lanes);
      }
    }
  }
}

// Chunk `c` of segment `g` through kernel `k`: its digest per column, each case's kept in
// device_ where a column holds one case; none after an OpenCL error (kept in errors_).
std::optional<std::vector<std::uint64_t>> DeviceRunner::DigestRun::Launch(DigestBuiltKernel& k,
                                                                          std::size_t g,
                                                                          std::uint64_t c) {
  Sums& b = sums_;
  const cl::Buffer& table = tables_[g].buffer;
  const cl_uint table_last = tables_[g].last;
  const DigestSegment& seg = segments_[g];
  const std::uint64_t items =
      seg.space.Size(c) / static_cast<std::uint64_t>(DigestLanesPerItem(k.spec));
  const std::size_t groups = DigestGlobalSize(items, b.items_max, table_last) / kDigestGroupSize;
  const auto cols = static_cast<cl_uint>(DigestColumns(k.spec));
  cl::CommandQueue& queue = runner_.queue_;
  try {
    k.kernel.setArg(0, static_cast<cl_uint>(seg.space.First(c)));
    k.kernel.setArg(1, static_cast<cl_uint>(items));
    k.kernel.setArg(2, seg.stream.keys.low);
    k.kernel.setArg(3, seg.stream.keys.high);
    k.kernel.setArg(4, seg.stream.keys.shape);
    k.kernel.setArg(5, k.skip);
    k.kernel.setArg(6, b.partial);
    k.kernel.setArg(7, table);
    k.kernel.setArg(8, table_last);
    if (DigestScratchBytesPerItem(k.spec) != 0) k.kernel.setArg(9, b.scratch);
    queue.enqueueNDRangeKernel(k.kernel, cl::NullRange, cl::NDRange(groups * kDigestGroupSize),
                               cl::NDRange(kDigestGroupSize));
    b.sum_columns->setArg(0, b.partial);
    b.sum_columns->setArg(1, static_cast<cl_uint>(groups * kDigestGroupSize));
    b.sum_columns->setArg(2, cols);
    b.sum_columns->setArg(3, b.sums);
    queue.enqueueNDRangeKernel(*b.sum_columns, cl::NullRange,
                               cl::NDRange(WholeGroups(cols, kDigestGroupSize)),
                               cl::NDRange(kDigestGroupSize));
    ReadWhenDone(queue, b.sums, cols * sizeof(cl_ulong), b.got.data());
    if (ColumnPerCase(k.spec)) {
      for (std::size_t r = 0; r < cols; ++r) device_[g][k.spec.variants[r]][c] = b.got[r];
    }
    return std::vector<std::uint64_t>(b.got.begin(), b.got.begin() + cols);
  } catch (const cl::Error& e) {
    for (const Variant& v : k.spec.variants) {
      errors_[v] = std::string("OpenCL error in ") + e.what() + ": " + std::to_string(e.err());
    }
  }
  return std::nullopt;
}

// The variant-lanes the device has checked (device_lanes_) whose expected digests the host
// has not made yet: the host and the device each go through a segment's chunks in order.
std::uint64_t DeviceRunner::DigestRun::HostWaiting() const {
  double waiting = 0;
  for (std::size_t g = 0; g < segments_.size() && g < hosts_.size(); ++g) {
    const double ready = hosts_[g]->DoneShare() * static_cast<double>(segments_[g].space.count) *
                         static_cast<double>(columns_);
    waiting += std::max(0.0, static_cast<double>(device_lanes_[g]) - ready);
  }
  return static_cast<std::uint64_t>(waiting);
}

void DeviceRunner::DigestRun::Heartbeat(std::uint64_t lanes) {
  if (options_.on_host_waiting) options_.on_host_waiting(HostWaiting());
  if (options_.on_progress) options_.on_progress(lanes);
}

// The device is usually done first: keep the heartbeat going while the host finishes.
void DeviceRunner::DigestRun::AwaitHosts() {
  for (auto& host : hosts_) {
    while (!host->Done()) {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
      Heartbeat(0);
    }
    host->Join();
  }
  if (options_.on_host_waiting) options_.on_host_waiting(0);
}

void DeviceRunner::DigestRun::TakeTallies() {
  WorkerTally& tally = runner_.tally_;
  double host_seconds = 0;  // the hosts of a run's segments work side by side
  for (const auto& host : hosts_) {
    host_seconds = std::max(host_seconds, host->Seconds());
    tally.reference_lanes += host->tally().computed;
    tally.stored_lanes += host->tally().stored;
    tally.rechecked_lanes += host->tally().rechecked;
  }
  tally.host_seconds += host_seconds;
}

std::vector<VariantResult> DeviceRunner::RunDigests(const std::vector<Variant>& capable,
                                                    const std::vector<DigestSegment>& segments,
                                                    std::size_t kernel_variants) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<VariantResult> results;
  std::vector<Variant> left = capable;
  for (bool alone = false; !left.empty();) {  // each new plan has fewer cases, or each alone
    std::vector<Variant> next;
    {
      DigestRun run(*this, left, segments, kernel_variants, alone);
      std::vector<VariantResult> decided = run.Run();
      results.insert(results.end(), decided.begin(), decided.end());
      next = run.Replan();
      alone = run.ReplanAlone();
    }
    left = std::move(next);
  }
  clock_.Stop();
  clock_.Take(results, SecondsSince(start));
  return results;
}

}  // namespace clc
