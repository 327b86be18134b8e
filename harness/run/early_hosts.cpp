// The host's expected digests of a worker's first digested group, started early.
#include "harness/run/early_hosts.h"

#include <random>
#include <utility>

#include "harness/run/parallel.h"

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

EarlyHosts::EarlyHosts(const std::vector<Variant>& variants, const DeviceInfo& info,
                       const RunOptions& o)
    : plan_(std::make_unique<RunPlan>(Plan(variants, info, o))),
      store_(std::make_unique<DigestStore>(o.digest_store)) {
  for (const GroupPlan& g : plan_->groups) {
    if (!g.stream || g.stream->capable.empty()) continue;
    const std::vector<DigestSegment> segments = g.stream->Segments();
    if (segments.empty()) continue;
    capable_ = g.stream->capable;
    hosts_ = StartHostDigests(JobsOf(capable_, info.fp_caps, nullptr), segments, info.fp_caps, o,
                              store_.get());
    return;
  }
}

std::vector<std::unique_ptr<HostDigests>> EarlyHosts::Take(const std::vector<Variant>& capable,
                                                           std::size_t segments) {
  std::vector<std::unique_ptr<HostDigests>> taken;
  if (hosts_.size() == segments && capable == capable_) taken.swap(hosts_);  // once: none left
  return taken;
}

}  // namespace clc
