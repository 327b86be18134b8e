// The digest path's verdicts (DeviceRunner::DigestRun, digest_run.h): equal digests count
// their lanes; differing chunks go to be read back and judged lane by lane.
#include "harness/run/digest_run.h"

namespace clc {

// The verdicts: equal digests count their lanes; differing chunks go to `to_judge`, to be
// read back.
VariantResult DeviceRunner::DigestRun::VerdictOf(
    const Variant& v, std::vector<std::map<Variant, std::vector<std::uint64_t>>>& to_judge) {
  VariantResult r;
  r.variant = v;
  r.status = CaseStatus::kRan;
  r.Path(RunPath::kBuffer).status = CaseStatus::kRan;
  if (failures_.count(v) != 0) {
    SetPathStatus(r, RunPath::kBuffer, CaseStatus::kBuildFailed);
    r.message = failures_.at(v);
  } else if (errors_.count(v) != 0) {
    SetPathStatus(r, RunPath::kBuffer, CaseStatus::kError);
    r.message = errors_.at(v);
  } else {
    for (std::size_t g = 0; g < segments_.size(); ++g) CountSegment(g, v, r, to_judge[g]);
  }
  return r;
}

void DeviceRunner::DigestRun::CountSegment(
    std::size_t g, const Variant& v, VariantResult& r,
    std::map<Variant, std::vector<std::uint64_t>>& to_judge) {
  const std::size_t key = job_of_.at(CaseName(v));
  const HostDigests& host = *hosts_[g];
  const DigestSegment& seg = segments_[g];
  const DigestSpace& space = seg.space;
  if (host.StoreFaults().count(key) != 0) {
    r.status = CaseStatus::kError;
    r.message += host.StoreFaults().at(key) + "\n";
  }
  for (std::uint64_t c = 0; c < space.Chunks(); ++c) {
    const ChunkDigest& e = host.At(key, c);
    if (!e.ranges_hold) {
      SetPathStatus(r, RunPath::kBuffer, CaseStatus::kError);
      r.message += "reference fault: implementation-defined lanes outside the skip ranges\n";
      break;
    }
    const bool agreed = agreed_.count({g, v, c}) != 0;  // else e's sum is made (CompleteSums)
    if ((!agreed && device_[g].at(v)[c] != Expected(v, g, c)) || forced_.count({g, v, c}) != 0) {
      to_judge[v].push_back(c);
      continue;
    }
    r.implementation_defined += e.skipped;
    r.exact += e.exact + e.flushable;
    r.accepted_nan += e.any_nan;
    r.lanes += e.exact + e.flushable + e.any_nan + e.skipped;
    r.Path(RunPath::kBuffer).lanes += e.exact + e.flushable + e.any_nan + e.skipped;
    r.Path(RunPath::kBuffer).implementation_defined += e.skipped;
  }
  const std::string what = seg.stream.table != nullptr ? "the edges"
                           : seg.stream.sequential     ? "every pattern"
                                                       : "seeded stream";
  r.message += what + " by digest: " + std::to_string(space.Chunks()) + " chunks, lanes " +
               std::to_string(space.first) + " .. " +
               std::to_string(space.first + space.count - 1) + "\n";
}

}  // namespace clc
