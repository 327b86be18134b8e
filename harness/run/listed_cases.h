// What the expectations file says of a batch's cases, as the mechanism needs it: the one plain
// value that carries known failures from the policy (harness/app/listed.h's KnownFailures,
// harness/app/isolated_jobs.cpp) down to the programs and digest columns a worker arranges.
// It travels in the worker's batch file beside Recovery, which holds only what earlier
// processes of the batch found.
#pragma once

#include <set>

#include "reference/variant.h"

namespace clc {

struct ListedCases {
  // Listed as crashing on the constant path: their constant kernels share one fault program
  // (harness/run/group_programs.h), known before the first process, so its text never changes
  // and the driver's cache serves each restart. Each is in the batch's Recovery fault program.
  std::set<Variant> crashers;
  // Listed as failing, flaky or not: each digest is a column of its own, so that its expected
  // mismatch does not send a column's other cases to run again (kernels/digest/digest_source.h,
  // kDigestColumnVariants).
  std::set<Variant> failing;

  friend bool operator==(const ListedCases& a, const ListedCases& b) {
    return a.crashers == b.crashers && a.failing == b.failing;
  }
};

}  // namespace clc
