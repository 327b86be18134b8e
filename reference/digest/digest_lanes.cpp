// What the two ways of making expected digests share (reference/digest/digest_lanes.h): who
// takes which conversion's lanes, and as_type's identity digest.
#include "reference/digest/digest_lanes.h"

#include <algorithm>

namespace clc {

namespace digest_lanes {

Conversion LanesOf(Conversion c) {
  if (IsFloat(c.src) && !IsFloat(c.dst)) c.saturate = true;
  return c;
}

LaneGroups::LaneGroups(const std::vector<DigestJob>& jobs, ChunkDigest* out) {
  for (std::size_t j = 0; j < jobs.size(); ++j) {
    if (jobs[j].identity) continue;
    if (!jobs[j].word.empty()) {
      for (std::size_t k = 0; k < jobs[j].word.size(); ++k) {
        const Conversion& c = jobs[j].word[k].c;
        members[GroupOf(LanesOf(c))].push_back({words.size(), k});
      }
      words.push_back(&jobs[j]);
      word_into.push_back(&out[j]);
      continue;
    }
    const std::size_t at = GroupOf(LanesOf(jobs[j].c));
    takers[at].push_back(&jobs[j]);
    into[at].push_back(&out[j]);
    if (!jobs[j].counts_only) hashed[at] = true;
  }
}

std::size_t LaneGroups::GroupOf(const Conversion& c) {
  const auto at =
      static_cast<std::size_t>(std::find(lanes.begin(), lanes.end(), c) - lanes.begin());
  if (at == lanes.size()) {
    lanes.push_back(c);
    takers.emplace_back();
    into.emplace_back();
    members.emplace_back();
    hashed.push_back(false);
  }
  return at;
}

void FoldIdentity(int keep_of_four, std::uint64_t at, const Block& b, ChunkDigest& d) {
  for (std::size_t i = 0; i < b.n; ++i) {
    if (keep_of_four == 3 && (at + i) % 4 == 3) continue;
    d.sum += LaneHash(b.keys[i], b.wide[i]);
    ++d.exact;
  }
}

}  // namespace digest_lanes

}  // namespace clc
