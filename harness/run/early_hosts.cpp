// The host's expected digests of a worker's first digested group, started early.
#include "harness/run/early_hosts.h"

#include <random>
#include <utility>

#include "harness/digest/parallel.h"
#include "harness/run/digest_words.h"

namespace clc {

std::vector<std::unique_ptr<HostDigests>> StartHostDigests(
    const std::vector<DigestJob>& jobs, const std::vector<DigestSegment>& segments,
    const FpCaps& caps, const RunOptions& o, const DigestStore* store) {
  std::vector<std::unique_ptr<HostDigests>> hosts;
  hosts.reserve(segments.size());
  for (const DigestSegment& seg : segments) {
    hosts.push_back(std::make_unique<HostDigests>(jobs, seg.stream, seg.space, caps,
                                                  HostThreads(o.host_threads), store,
                                                  std::random_device{}()));
  }
  return hosts;
}

namespace {

// Jobs by their store keys: two lists with the same keys make the same digests.
std::vector<std::string> KeysOf(const std::vector<DigestJob>& jobs, const FpCaps& caps) {
  std::vector<std::string> keys;
  keys.reserve(jobs.size());
  for (const DigestJob& j : jobs) keys.push_back(DigestStoreKey(j, "", caps));
  return keys;
}

}  // namespace

EarlyHosts::EarlyHosts(const std::vector<Variant>& variants, const DeviceInfo& info,
                       const RunOptions& o, const Recovery& recovery, const ListedCases& listed)
    : plan_(std::make_unique<RunPlan>(Plan(variants, info, o))),
      store_(std::make_unique<DigestStore>(o.digest_store)),
      caps_(info.fp_caps) {
  for (const GroupPlan& g : plan_->groups) {
    if (!g.stream || g.stream->capable.empty()) continue;
    const std::vector<DigestSegment> segments = g.stream->Segments();
    if (segments.empty()) continue;
    const StreamPlan& s = *g.stream;
    const FirstDigestKernels first = FirstDigestKernelsOf(g.src, s.stream.sequential, s.capable,
                                                          g.kernel_variants, recovery, listed);
    const GroupJobs jobs(s.capable, info.fp_caps, first.rest);
    jobs_ = KeysOf(jobs.jobs(), caps_);
    hosts_ = StartHostDigests(jobs.jobs(), segments, info.fp_caps, o, store_.get());
    return;
  }
}

std::vector<std::unique_ptr<HostDigests>> EarlyHosts::Take(const std::vector<DigestJob>& jobs,
                                                           std::size_t segments) {
  std::vector<std::unique_ptr<HostDigests>> taken;
  if (hosts_.size() == segments && KeysOf(jobs, caps_) == jobs_) taken.swap(hosts_);  // once
  return taken;
}

}  // namespace clc
