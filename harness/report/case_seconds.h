// Per-case durations where cases share work: what report.json's case.seconds, deqp-runner's
// results CSV and JUnit's testcase time hold.
#pragma once

#include <chrono>
#include <vector>

#include "harness/report/result.h"

namespace clc {

// Sets each result's seconds to its share of `seconds`, the time a batch of cases took
// together. Cases of one batch run in the same kernel launches (one launch covers every width
// and case of a chunk), so no case has a time of its own: each gets the share of its lanes
// among the batch's. A batch that compared no lane (every case a build failure, an error or a
// skip) is shared equally.
void ShareSecondsByLanes(std::vector<VariantResult>& results, double seconds);

// The seconds from `since` until now, on the clock that times batches.
inline double SecondsSince(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

}  // namespace clc
