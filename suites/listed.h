// What the expectations file (--expectations-dir) and deqp-runner's lists (--deqp-*) say of a
// case: skip it, expect it to crash or hang, or judge its failure otherwise than its verdict.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>

#include "harness/report/deqp.h"
#include "harness/report/expectations.h"
#include "harness/report/result.h"
#include "reference/variant.h"

namespace clc {

// The skipped result of a case either list skips; nothing for the others.
std::optional<VariantResult> ListedSkip(const Variant& v, const std::optional<Expectations>& e,
                                        const std::optional<DeqpLists>& deqp);

// The cases the expectations list as crashing or hanging, by name.
std::map<Variant, CaseStatus> KnownFaults(const std::optional<Expectations>& e);
// The cases `e` lists as failing, flaky or not: expected to compute some lanes otherwise.
std::set<Variant> ListedFailures(const std::optional<Expectations>& e);

// A listed case's conclusion in place of its verdict's: a skip (an expected failure, a
// flake) or a failure (`fail`: a pass, or a failure other than the one listed), with its
// message; the expectations file is asked first.
struct Listed {
  bool fail = false;
  std::string message;
};
std::optional<Listed> ListedConclusion(const Variant& v, const VariantResult& r,
                                       const std::optional<Expectations>& e,
                                       const std::optional<DeqpLists>& deqp);

}  // namespace clc
