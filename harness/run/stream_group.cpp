// A group whose operand stream is digested (DeviceRunner::RunStreamGroup): its constant
// kernels and read-back lanes through the buffer path, then its stream through the digest
// kernels (digest_run.cpp), each case's results merged.
#include <map>
#include <utility>
#include <vector>

#include "harness/run/runner.h"

namespace clc {

std::vector<VariantResult> DeviceRunner::RunStreamGroup(const GroupPlan& g) {
  if (recovery_.ConstantPathsOnly())
    return g.read_back.TotalInputs() != 0 ? RunBuffer(g) : NotRunHere(g.variants);
  const StreamPlan& s = *g.stream;
  std::map<Variant, VariantResult> merged;
  const auto add = [&](std::vector<VariantResult> rs) {
    for (auto& r : rs) {
      auto [it, fresh] = merged.try_emplace(r.variant, r);
      if (!fresh) Merge(it->second, r);
    }
  };
  // Implementation-defined as_type pairs are recorded on the read-back lanes only. The
  // constant kernels and the read-back run first (a compiler that crashes on a folded constant
  // ends the process before the long part, so its restart redoes little) and are merged last,
  // in lane order.
  std::vector<VariantResult> read_back;
  if (g.read_back.TotalInputs() != 0) read_back = RunBuffer(g);
  const std::vector<DigestSegment> segments = s.Segments();
  if (!s.capable.empty() && !segments.empty())
    add(RunDigests(s.capable, segments, g.kernel_variants));
  add(std::move(read_back));
  for (const Variant& v : s.sampled) {
    merged[v].message += RuleOf(v) != LaneRule::kBits
                             ? "not digested (the digests hold one conversion or the bits of "
                               "each lane): read back on the edges and a sample of the stream\n"
                             : "implementation-defined pair: recorded on the read-back lanes "
                               "only\n";
  }
  std::vector<VariantResult> out;
  out.reserve(merged.size());
  for (auto& [v, r] : merged) out.push_back(std::move(r));
  return out;
}

}  // namespace clc
