// Digest bisection. A driver may compute a built-in otherwise in a digest kernel than in any
// kernel that stores its lanes (Rusticl on llvmpipe: convert_ushort_sat(NaN) widened to ulong
// in the whole run's digest kernel for float, with _rte, _rtp or _rtn), so no stored lane shows
// the difference. The digest kernel itself, unchanged, can: its arguments `first` and `items`
// run it on any lanes, and its digest is a sum of per-lane hashes, so the halves of a differing
// part are run until one work item differs; a window of the item's width launched at another
// `first` holds one lane of the item and lanes of a neighbouring item whose hashes are known,
// which gives each lane's hash alone; and a lane's hash gives back its value. That value is
// judged as a stored one: a wrong lane is named with the value the kernel hashed.
#include "harness/run/digest_bisection.h"

#include <algorithm>
#include <map>
#include <optional>
#include <vector>

#include "reference/digest/digest_jobs.h"

namespace clc {

namespace {

// Global work size at most per launch: the kernel loops over the items of larger parts.
constexpr std::size_t kBisectionGlobal = std::size_t{kDigestGroupSize} * 64;

constexpr const char* kHow =
    "(found by digest bisection: the value its digest kernel hashed for this lane alone)";

std::string Lanes(std::uint64_t at, std::uint64_t n) {
  return "lanes " + std::to_string(at) + " .. " + std::to_string(at + n - 1);
}

class Bisector {
 public:
  Bisector(const cl::Context& context, cl::CommandQueue& queue, cl::Kernel& kernel,
           const OwnRun& run, const DigestSpace& space, std::uint64_t c, VariantResult& r)
      : queue_(queue),
        kernel_(kernel),
        run_(run),
        lo_(space.First(c)),
        hi_(space.First(c) + space.Size(c)),
        chunk_(c),
        w_(static_cast<std::uint64_t>(DigestLanesPerItem(*run.spec))),
        cols_(run.spec->variants.size()),
        job_(JobOf(r.variant)),
        // The most work items a launch of part of the chunk runs (a table's: one per item).
        rows_(std::max(kBisectionGlobal,
                       DigestGlobalSize(space.Size(c) / w_, kBisectionGlobal, run.table.last))),
        partial_(context, CL_MEM_READ_WRITE, rows_ * cols_ * sizeof(cl_ulong)),
        sums_(rows_ * cols_),
        r_(r) {
    job_.skip = *run.skip;
    // Its own scratch for the __global stores: the run's holds fewer items on a device of few
    // compute units.
    if (const std::size_t bytes = DigestScratchBytesPerItem(*run.spec); bytes != 0) {
      scratch_ = cl::Buffer(context, CL_MEM_READ_WRITE, rows_ * bytes);
      kernel_.setArg(9, scratch_);
    }
    out_.lanes_per_item = static_cast<int>(w_);
  }

  DigestBisection Run() {
    try {
      Search();
    } catch (const cl::Error& e) {
      out_.found.error =
          std::string("OpenCL error in ") + e.what() + ": " + std::to_string(e.err());
    }
    return std::move(out_);
  }

 private:
  struct Part {
    std::uint64_t at = 0, n = 0;
    std::optional<std::uint64_t> difference;  // not yet launched when empty
  };

  // Depth first, the lower half first: the first wrong lanes of the chunk are named first.
  void Search() {
    std::vector<Part> parts = {{lo_, hi_ - lo_, std::nullopt}};
    while (!parts.empty()) {
      if (out_.found.wrong >= kMaxRecordedMismatches || out_.launches >= kBisectionLaunches) {
        out_.capped = true;
        return;
      }
      Part p = parts.back();
      parts.pop_back();
      if (!p.difference) p.difference = Difference(p.at, p.n);
      if (*p.difference == 0) {
        if (p.at == lo_ && p.n == hi_ - lo_) out_.not_reproduced = Lanes(p.at, p.n);
        continue;
      }
      if (p.n == w_) {
        Resolve(p.at, *p.difference);
        continue;
      }
      const std::uint64_t half = p.n / w_ / 2 * w_;
      const std::uint64_t low = Difference(p.at, half);
      if (low != 0) {
        parts.push_back({p.at + half, p.n - half, std::nullopt});
        parts.push_back({p.at, half, low});
        continue;
      }
      const std::uint64_t high = Difference(p.at + half, p.n - half);
      if (high == 0) {
        out_.not_additive = Lanes(p.at, p.n) + " differ while " + Lanes(p.at, half) + " and " +
                            Lanes(p.at + half, p.n - half) + " each digest as the host does";
        return;
      }
      parts.push_back({p.at + half, p.n - half, high});
    }
  }

  // The device's digest of lanes at .. at+n-1 (n a multiple of the item's lanes, `at` any
  // lane) less the host's.
  std::uint64_t Difference(std::uint64_t at, std::uint64_t n) {
    const std::size_t items = n / w_;
    const std::size_t global = DigestGlobalSize(items, kBisectionGlobal, run_.table.last);
    SetDigestArgs(kernel_, run_, at, items, partial_);
    queue_.enqueueNDRangeKernel(kernel_, cl::NullRange, cl::NDRange(global),
                                cl::NDRange(kDigestGroupSize));
    queue_.enqueueReadBuffer(partial_, CL_TRUE, 0, global * cols_ * sizeof(cl_ulong), sums_.data());
    ++out_.launches;
    std::uint64_t device = 0;
    for (std::size_t g = 0; g < global; ++g) device += sums_[g * cols_ + run_.column];
    return device - HostSum(at, n);
  }

  std::uint64_t HostSum(std::uint64_t at, std::uint64_t n) const {
    ChunkDigest d;
    AddExpectedDigests({job_}, run_.caps, *run_.stream, at, n, &d);
    return d.sum;
  }

  // The differences of the lanes of the item at `at`, which lies inside the chunk, where
  // known: each resolved before, or all 0 where the item digests as the host does.
  std::optional<std::vector<std::uint64_t>> Known(std::uint64_t at) {
    std::vector<std::uint64_t> d(w_);
    bool all = true;
    for (std::uint64_t l = 0; l < w_; ++l) {
      const auto it = resolved_.find(at + l);
      all = all && it != resolved_.end();
      if (all) d[l] = it->second;
    }
    if (all) return d;
    if (Difference(at, w_) != 0) return std::nullopt;
    for (std::uint64_t l = 0; l < w_; ++l) resolved_[at + l] = 0;
    return std::vector<std::uint64_t>(w_, 0);
  }

  // Each lane's difference of the item at `a`, from windows over it and its lower neighbour (window
  // k: that item's last w-1-k lanes, then a .. a+k), else its upper one (window k: a+k .. a+w-1,
  // then that item's first k lanes).
  std::optional<std::vector<std::uint64_t>> Windows(std::uint64_t a) {
    // An as_type of 4 lanes to 3 hashes the first three of a launch's items: a shifted window
    // would hash other lanes.
    if (job_.identity && job_.keep_of_four == 3) return std::nullopt;
    std::vector<std::uint64_t> e(w_);
    const bool below = a >= lo_ + w_;
    if (!below && a + 2 * w_ > hi_) return std::nullopt;
    const auto near = Known(below ? a - w_ : a + w_);
    if (!near) return std::nullopt;
    for (std::uint64_t step = 0; step < w_; ++step) {
      const std::uint64_t k = below ? step : w_ - 1 - step;  // the lane the window adds
      std::uint64_t rest = 0;
      for (std::uint64_t j = 0; j < w_; ++j) {
        if (below ? (j < k) : (j > k)) rest += e[j];
        if (below ? (j > k) : (j < k)) rest += (*near)[j];
      }
      e[k] = Difference(below ? a - w_ + 1 + k : a + k, w_) - rest;
    }
    return e;
  }

  // The item at `a`, which differs by `total`: each lane's difference, then its value judged.
  void Resolve(std::uint64_t a, std::uint64_t total) {
    std::optional<std::vector<std::uint64_t>> e =
        w_ == 1 ? std::vector<std::uint64_t>{total} : Windows(a);
    std::uint64_t sum = 0;
    if (e) {
      for (std::uint64_t d : *e) sum += d;
    }
    if (!e || sum != total) {
      out_.unresolved += (out_.unresolved.empty() ? "" : ", ") + Lanes(a, w_);
      return;
    }
    for (std::uint64_t l = 0; l < w_; ++l) {
      const std::uint64_t i = a + l;
      resolved_[i] = (*e)[l];
      if ((*e)[l] == 0) continue;
      const std::uint64_t got = LaneValueOf(i, HostSum(i, 1) + (*e)[l]);
      JudgeOwnLane(run_, i, run_.stream->Operand(i), got, i - lo_, chunk_, out_.found, r_, kHow);
    }
  }

  cl::CommandQueue& queue_;
  cl::Kernel& kernel_;
  const OwnRun& run_;
  const std::uint64_t lo_, hi_, chunk_, w_;
  const std::size_t cols_;
  DigestJob job_;
  const std::size_t rows_;
  cl::Buffer partial_;
  cl::Buffer scratch_;
  std::vector<cl_ulong> sums_;
  VariantResult& r_;
  std::map<std::uint64_t, std::uint64_t> resolved_;  // lane: its difference
  DigestBisection out_;
};

// Why the difference stays unnamed; empty where `b` named a wrong lane or accounts for the
// whole difference with accepted ones.
std::string Unnamed(const DigestBisection& b) {
  if (!b.found.error.empty()) return b.found.error;
  if (b.found.wrong != 0) return "";
  if (!b.not_reproduced.empty()) {
    return "run again on " + b.not_reproduced + " alone, the digest kernel digests them as the " +
           "host does";
  }
  if (!b.not_additive.empty()) {
    return "it cannot localise the difference: " + b.not_additive +
           " (the kernel's digest is no sum over its lanes there)";
  }
  if (!b.unresolved.empty()) {
    return "no window tells apart the lanes of the work items that differ, " + b.unresolved +
           " (no neighbouring item digests right, its lanes sum otherwise than the item's, or an " +
           "as_type of 4 lanes to 3 leaves the fourth unhashed)";
  }
  if (b.capped) {
    return "it stopped after " + std::to_string(b.launches) + " launches, having named no " +
           "wrong lane";
  }
  return b.found.accepted == 0 ? "it found no lane that differs" : "";
}

}  // namespace

std::string BisectionVerdict(const DigestBisection& b, const std::string& head,
                             const std::string& kernel, const DigestSpace& space, std::uint64_t c,
                             VariantResult& r) {
  const std::string how =
      "digest bisection (" + kernel + " unchanged, without stores, run on " +
      "parts of the chunk down to one work item (" + std::to_string(b.lanes_per_item) +
      (b.lanes_per_item == 1 ? " lane" : " lanes") + "), each lane's value " +
      "recovered from its hash alone; " + std::to_string(b.launches) + " launches)";
  const std::string unnamed = Unnamed(b);
  if (!unnamed.empty()) {
    SetPathStatus(r, RunPath::kBuffer, CaseStatus::kError);
    return head + "; " + how + ": " + unnamed + ", so no lane can be named\n";
  }
  if (b.found.wrong == 0) {
    return "the digest of " + Lanes(space.First(c), space.Size(c)) + " differed by " +
           std::to_string(b.found.accepted) + " lanes accepted under an allowance, found by " +
           how + " (the digest holds the exact result)\n";
  }
  std::string s = head + "; " + how + " names " + std::to_string(b.found.wrong) +
                  " lanes that it computes otherwise than the reference (the lanes below)";
  if (b.capped) s += "; it stopped there, the rest of the chunk not searched";
  if (!b.unresolved.empty())
    s += "; work items whose lanes it could not tell apart: " + b.unresolved;
  return s + "\n";
}

DigestBisection BisectChunk(const cl::Context& context, cl::CommandQueue& queue, cl::Kernel& kernel,
                            const OwnRun& run, const DigestSpace& space, std::uint64_t c,
                            VariantResult& r) {
  return Bisector(context, queue, kernel, run, space, c, r).Run();
}

}  // namespace clc
