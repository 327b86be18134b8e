// Naming the lanes of a differing digest with the digest kernel itself, where neither the
// read-back kernel nor the same kernel with its lanes stored computes one wrong.
#pragma once

#include <cstdint>
#include <string>

#include "harness/device/opencl.h"
#include "harness/digest/host_digests.h"
#include "harness/report/result.h"
#include "harness/run/own_lanes.h"

namespace clc {

// Launches of the digest kernel one chunk's bisection may make, at most.
inline constexpr std::uint64_t kBisectionLaunches = 2048;

// What bisecting one chunk found. Its wrong lanes are in `found` (and recorded in the case's
// result as mismatches); the rest says why the difference was not (wholly) localised.
struct DigestBisection {
  int lanes_per_item = 1;      // of the kernel: the smallest part a launch runs
  OwnTally found;              // lanes whose recovered value differs: wrong or accepted
  std::uint64_t launches = 0;  // of the digest kernel
  bool capped = false;         // stopped at a cap with differing parts left
  std::string not_additive;    // a part that differs while each of its halves matches
  std::string not_reproduced;  // the chunk digested right when run again on its own
  std::string unresolved;      // work items that differ whose lanes could not be told apart
};

// Chunk `c` of `space`, whose digest (from `kernel`, the case's digest kernel without stores,
// unchanged) differed from the host's: the kernel run on halves of the chunk, each half's
// digest compared with the host's hash sum of the reference's values for it, down to one work
// item; within an item, on windows of its width shifted across a neighbouring item whose lanes
// are known. A lane's value is recovered from its hash (LaneValueOf, reference/digest/digest.h) and
// judged as a stored one would be.
DigestBisection BisectChunk(const cl::Context& context, cl::CommandQueue& queue, cl::Kernel& kernel,
                            const OwnRun& run, const DigestSpace& space, std::uint64_t c,
                            VariantResult& r);

// The message on chunk `c` bisected, `head` saying what was found before; an error where no
// lane was named (a wrong lane is a mismatch already counted: the case fails).
std::string BisectionVerdict(const DigestBisection& b, const std::string& head,
                             const std::string& kernel, const DigestSpace& space, std::uint64_t c,
                             VariantResult& r);

}  // namespace clc
