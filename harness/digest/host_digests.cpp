// Expected digests by slices of 2^20 lanes: each thread takes a slice and computes every job
// the store lacks (or samples) on it in one AddExpectedDigests, so each operand is made and
// taken apart once (reference/digest/decomposed.h) for all of them.
#include "harness/digest/host_digests.h"

#include <algorithm>
#include <stdexcept>
#include <tuple>

#include "harness/digest/parallel.h"
#include "reference/operand_stream.h"

namespace clc {

namespace {

bool SameDigest(const ChunkDigest& a, const ChunkDigest& b) {
  return std::tie(a.sum, a.exact, a.any_nan, a.skipped, a.flushable, a.ranges_hold) ==
         std::tie(b.sum, b.exact, b.any_nan, b.skipped, b.flushable, b.ranges_hold);
}

// Whether `slices` (a job's stored slices, by first lane) hold the slice of lanes first ..
// first+count-1 whole.
bool Holds(const std::map<std::uint64_t, StoredSlice>& slices, std::uint64_t first,
           std::uint64_t count) {
  const auto it = slices.find(first);
  return it != slices.end() && it->second.count == count;
}

}  // namespace

HostDigests::HostDigests(std::vector<DigestJob> jobs, const LaneStream& stream,
                         const DigestSpace& space, const FpCaps& caps, unsigned threads,
                         const DigestStore* store, std::uint64_t sample_seed)
    : jobs_(std::move(jobs)),
      stream_(stream),
      space_(space),
      caps_(caps),
      store_(store != nullptr && store->enabled() ? store : nullptr),
      stored_(jobs_.size()),
      fresh_(jobs_.size()),
      expected_(jobs_.size() * space.Chunks()),
      threads_wanted_(std::max(1u, threads)),
      chunks_(space.Chunks()),
      slices_per_chunk_((kDigestChunk + kSlice - 1) / kSlice),
      total_(chunks_ * slices_per_chunk_),
      sample_seed_(sample_seed) {
  const std::uint64_t c0 = chunks_ == 0 ? 0 : (sample_seed >> 8) % chunks_;
  const std::uint64_t in_c0 = chunks_ == 0 ? 1 : (space_.Size(c0) + kSlice - 1) / kSlice;
  forced_sample_ = c0 * slices_per_chunk_ + (sample_seed >> 24) % in_c0;
  stream_key_ = DigestStreamKey(stream_);
  for (const DigestJob& j : jobs_) keys_.push_back(DigestStoreKey(j, stream_key_, caps_));
  if (store_ != nullptr) {
    for (std::size_t j = 0; j < jobs_.size(); ++j) {
      stored_[j] = store_->Load(keys_[j]);
      if (jobs_[j].counts_only) TakeStoredTwin(j);
    }
  }
  for (unsigned t = 0; t < threads_wanted_; ++t) {
    threads_.emplace_back([this] {
      YieldCoresToTheDevice();
      for (std::uint64_t s = next_++; s < total_; s = next_++) {
        Work(s);
        if (++done_ == total_) seconds_ = Seconds();
      }
    });
  }
}

HostDigests::~HostDigests() { Join(); }

double HostDigests::Seconds() const {
  if (total_ == 0) return 0;
  const double done = seconds_.load();
  if (done >= 0) return done;
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
}

HostDigests::SliceSpan HostDigests::SliceLanes(std::uint64_t slice) const {
  const std::uint64_t c = slice / slices_per_chunk_;
  const std::uint64_t from = (slice % slices_per_chunk_) * kSlice;
  if (from >= space_.Size(c)) return {c, 0, 0};
  return {c, space_.First(c) + from, std::min(kSlice, space_.Size(c) - from)};
}

void HostDigests::TakeStoredTwin(std::size_t j) {
  DigestJob twin = jobs_[j];
  twin.counts_only = false;
  std::string key = DigestStoreKey(twin, stream_key_, caps_);
  std::map<std::uint64_t, StoredSlice> slices = store_->Load(key);
  for (std::uint64_t s = 0; s < total_; ++s) {
    const SliceSpan span = SliceLanes(s);
    if (span.count != 0 && !Holds(slices, span.first, span.count)) return;
  }
  jobs_[j] = std::move(twin);
  keys_[j] = std::move(key);
  stored_[j] = std::move(slices);
}

void HostDigests::Work(std::uint64_t slice) {
  const auto [c, first, count] = SliceLanes(slice);
  if (count == 0) return;
  std::vector<std::size_t> need;  // jobs computed here: missing from the store, or sampled
  std::vector<DigestJob> need_jobs;
  for (std::size_t j = 0; j < jobs_.size(); ++j) {
    const bool have = Holds(stored_[j], first, count);
    const bool sampled =
        have &&
        ((slice == forced_sample_ && j == sample_seed_ % jobs_.size()) ||
         SplitMix64(sample_seed_ ^ (j * 0x9e3779b97f4a7c15ull) ^ slice) % kRecheckEvery == 0);
    if (!have || sampled) {
      need.push_back(j);
      need_jobs.push_back(jobs_[j]);
    }
  }
  std::vector<ChunkDigest> local(need.size());
  if (!need.empty()) AddExpectedDigests(need_jobs, caps_, stream_, first, count, local.data());
  const std::lock_guard<std::mutex> lock(mutex_);
  std::size_t n = 0;
  for (std::size_t j = 0; j < jobs_.size(); ++j) {
    ChunkDigest& into = expected_[j * chunks_ + c];
    if (n < need.size() && need[n] == j) {
      const ChunkDigest& computed = local[n++];
      Add(into, computed);
      if (!Holds(stored_[j], first, count)) {
        tally_.computed += count;
        fresh_[j].push_back({first, count, computed});
      } else {
        tally_.rechecked += count;
        if (!SameDigest(stored_[j].at(first).digest, computed)) {
          faults_[j] = "digest store: the stored expected digest of lanes " +
                       std::to_string(first) + " .. " + std::to_string(first + count - 1) +
                       " differs from the reference's (" + store_->PathOf(keys_[j]) +
                       " is damaged or was altered; it is removed, and this run used the "
                       "reference's digests)";
        }
      }
      continue;
    }
    Add(into, stored_[j].at(first).digest);
    tally_.stored += count;
  }
}

void HostDigests::Join() {
  for (auto& t : threads_) {
    if (t.joinable()) t.join();
  }
  if (joined_ || store_ == nullptr) return;
  joined_ = true;
  for (std::size_t j = 0; j < jobs_.size(); ++j) {
    if (faults_.count(j) != 0) {
      store_->Forget(keys_[j]);
    } else if (!fresh_[j].empty()) {
      store_->Save(keys_[j], fresh_[j]);
    }
  }
}

void HostDigests::Complete(const std::set<std::pair<std::size_t, std::uint64_t>>& wanted) {
  std::map<std::uint64_t, std::vector<std::size_t>> by_chunk;  // jobs to sum, by chunk
  for (const auto& [job, chunk] : wanted) {
    if (!Summed(job, chunk)) by_chunk[chunk].push_back(job);
  }
  for (const auto& [chunk, jobs] : by_chunk) {
    std::vector<DigestJob> summed;
    for (std::size_t j : jobs) {
      summed.push_back(jobs_[j]);
      summed.back().counts_only = false;
    }
    std::vector<std::vector<StoredSlice>> slices(jobs.size());  // each job's, to store
    std::mutex slices_mutex;
    const std::uint64_t c = chunk;  // a structured binding: no lambda may capture it
    ParallelFor((space_.Size(c) + kSlice - 1) / kSlice, threads_wanted_, [&](std::size_t s) {
      const SliceSpan span = SliceLanes(c * slices_per_chunk_ + s);
      std::vector<ChunkDigest> local(summed.size());
      AddExpectedDigests(summed, caps_, stream_, span.first, span.count, local.data());
      const std::lock_guard<std::mutex> lock(slices_mutex);
      for (std::size_t i = 0; i < local.size(); ++i)
        slices[i].push_back({span.first, span.count, local[i]});
    });
    for (std::size_t i = 0; i < jobs.size(); ++i) {
      ChunkDigest got;
      for (const StoredSlice& s : slices[i]) Add(got, s.digest);
      ChunkDigest& into = expected_[jobs[i] * chunks_ + chunk];
      ChunkDigest counted = into;
      counted.sum = got.sum;
      if (!SameDigest(counted, got))
        throw std::logic_error("a counts-only digest's counts differ from its summed twin's");
      into.sum = got.sum;
      completed_.insert({jobs[i], chunk});
      tally_.computed += space_.Size(chunk);
      if (store_ != nullptr) store_->Save(DigestStoreKey(summed[i], stream_key_, caps_), slices[i]);
    }
  }
}

}  // namespace clc
