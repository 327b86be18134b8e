// What digest_store_test.cpp and host_digests_test.cpp share.
#pragma once

#include <map>
#include <random>
#include <string>
#include <vector>

#include "harness/digest/digest_store.h"
#include "harness/digest/host_digests.h"

namespace clc {
namespace digest_fixture {

// float -> int, round toward zero, over the seeded stream: three slices of 2^20 lanes.
struct Fixture {
  std::vector<DigestJob> jobs;
  LaneStream stream{ScalarType::kFloat, false, KeysOf(ScalarType::kFloat, 1)};
  DigestSpace space{0, 3 * HostDigests::kSlice};
  FpCaps caps;
  Fixture() {
    Variant v;
    v.family = Family::kConvert;
    v.src = ScalarType::kFloat;
    v.dst = ScalarType::kInt;
    v.rounding = Rounding::kRtz;
    jobs = JobsOf({v}, caps, nullptr);
  }
  std::string Key() const { return DigestStoreKey(jobs[0], stream, caps); }
  // One pass of the host's digests with `store`; returns the chunk-0 digest.
  ChunkDigest Run(const DigestStore& store, HostDigestTally* tally,
                  std::map<std::size_t, std::string>* faults = nullptr) const {
    HostDigests host(jobs, stream, space, caps, 2, &store, std::random_device{}());
    host.Join();
    *tally = host.tally();
    if (faults != nullptr) *faults = host.StoreFaults();
    return host.At(0, 0);
  }
};

inline bool Same(const ChunkDigest& a, const ChunkDigest& b) {
  return a.sum == b.sum && a.exact == b.exact && a.skipped == b.skipped && a.any_nan == b.any_nan;
}

}  // namespace digest_fixture
}  // namespace clc
