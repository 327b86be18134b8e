// The host's side of a digest run: the expected digest of every job and chunk of an operand
// stream, on host threads while the device runs, taken from the digest store where it has
// them (harness/digest/digest_store.h), with a random sample of the stored ones recomputed. No
// OpenCL here: `clconform --fill-digest-store` runs it without a device.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "harness/digest/digest_store.h"
#include "reference/digest/digest.h"
#include "reference/digest/digest_jobs.h"
#include "reference/variant.h"

namespace clc {

// Lanes per device launch: a multiple of 48, so that every width runs whole items.
inline constexpr std::uint64_t kDigestChunk = std::uint64_t{3} << 24;  // 50,331,648

// The lanes of a digest run, in chunks.
struct DigestSpace {
  std::uint64_t first = 0;
  std::uint64_t count = 0;
  std::uint64_t Chunks() const { return (count + kDigestChunk - 1) / kDigestChunk; }
  std::uint64_t First(std::uint64_t c) const { return first + c * kDigestChunk; }
  std::uint64_t Size(std::uint64_t c) const {
    return std::min(kDigestChunk, count - c * kDigestChunk);
  }
};

// Reference work done or avoided, in lanes (each job's lanes counted once).
struct HostDigestTally {
  std::uint64_t computed = 0;   // by the reference, for use
  std::uint64_t stored = 0;     // taken from the store
  std::uint64_t rechecked = 0;  // stored, and recomputed as the sample re-check
  void Add(const HostDigestTally& o) {
    computed += o.computed;
    stored += o.stored;
    rechecked += o.rechecked;
  }
};

class HostDigests {
 public:
  static constexpr std::uint64_t kSlice = std::uint64_t{1} << 20;
  // About one stored slice in this many is recomputed, and at least one per run.
  static constexpr std::uint64_t kRecheckEvery = 64;

  // Starts `threads` threads. `store` may be null or disabled; `sample_seed` picks the
  // stored slices to recheck.
  HostDigests(std::vector<DigestJob> jobs, const LaneStream& stream, const DigestSpace& space,
              const FpCaps& caps, unsigned threads, const DigestStore* store,
              std::uint64_t sample_seed);
  ~HostDigests();
  HostDigests(const HostDigests&) = delete;
  HostDigests& operator=(const HostDigests&) = delete;

  bool Done() const { return done_.load() >= total_; }
  // The share of the lanes whose expected digests are ready, 0 to 1.
  double DoneShare() const {
    return total_ == 0 ? 1.0 : static_cast<double>(done_.load()) / static_cast<double>(total_);
  }
  // Waits for the threads, then saves what was computed and forgets what the re-check
  // found wrong.
  void Join();
  // The threads take no further slice (each finishes the one it is on): a digest run whose
  // kernels did not build as planned wants no more of these jobs. Join saves what was made.
  void Abandon() { next_ = total_; }
  // A counts-only job's sum is 0 until Complete has made it (Summed).
  const ChunkDigest& At(std::size_t job, std::uint64_t chunk) const {
    return expected_[job * chunks_ + chunk];
  }
  // Whether At(job, chunk).sum is the job's digest: a summed job's, or a counts-only one's
  // that Complete made.
  bool Summed(std::size_t job, std::uint64_t chunk) const {
    return !jobs_[job].counts_only || completed_.count({job, chunk}) != 0;
  }
  // After Join: the sums of the counts-only jobs in the chunks of `wanted` (job, chunk),
  // computed by the reference on this object's threads; their counts must come out as they
  // were (std::logic_error). They are saved to the store as their summed twins' slices: a
  // later run over the same lanes takes such a job summed from the store (a failing column's
  // cases cost the reference once, not every run).
  void Complete(const std::set<std::pair<std::size_t, std::uint64_t>>& wanted);
  // Jobs whose stored digests differ from the reference's, with a message that says so (the
  // reference's digests are used for them).
  const std::map<std::size_t, std::string>& StoreFaults() const { return faults_; }
  const HostDigestTally& tally() const { return tally_; }
  // Wall seconds from this object's start to its last slice's digest (until now while not
  // Done): the host's side of a digest run, against the device's (the run's summary).
  double Seconds() const;

 private:
  void Work(std::uint64_t slice);
  // Slice `slice` (of every chunk's slices_per_chunk_): its chunk, first lane and count, the
  // count 0 where the chunk ends before it.
  struct SliceSpan {
    std::uint64_t chunk = 0;
    std::uint64_t first = 0;
    std::uint64_t count = 0;
  };
  SliceSpan SliceLanes(std::uint64_t slice) const;
  // Counts-only job `j` becomes its summed twin where the store holds the twin's digest of
  // every slice of the space.
  void TakeStoredTwin(std::size_t j);

  std::vector<DigestJob> jobs_;
  LaneStream stream_;
  DigestSpace space_;
  FpCaps caps_;
  const DigestStore* store_;
  std::string stream_key_;
  std::vector<std::string> keys_;                             // per job
  std::vector<std::map<std::uint64_t, StoredSlice>> stored_;  // per job, by first lane
  std::vector<std::vector<StoredSlice>> fresh_;               // per job: computed, to save
  std::vector<ChunkDigest> expected_;
  std::set<std::pair<std::size_t, std::uint64_t>> completed_;  // (job, chunk) made by Complete
  unsigned threads_wanted_;
  std::map<std::size_t, std::string> faults_;
  HostDigestTally tally_;
  std::uint64_t chunks_;
  std::uint64_t slices_per_chunk_;
  std::uint64_t total_;
  std::uint64_t sample_seed_;
  std::uint64_t forced_sample_;  // the slice index always rechecked when stored
  std::mutex mutex_;
  std::atomic<std::uint64_t> next_{0};
  std::atomic<std::uint64_t> done_{0};
  const std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
  std::atomic<double> seconds_{-1};  // Seconds() once the last slice is done
  std::vector<std::thread> threads_;
  bool joined_ = false;
};

}  // namespace clc
