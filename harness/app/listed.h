// What the expectations file (--expectations-dir) and deqp-runner's lists (--deqp-*) say of a
// case: skip it, expect it to crash or hang, or judge its result otherwise than its verdict.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "harness/report/deqp.h"
#include "harness/report/expectations.h"
#include "harness/report/result.h"
#include "harness/run/options.h"
#include "reference/variant.h"

namespace clc {

// The skipped result of a case either list skips; nothing for the others.
std::optional<VariantResult> ListedSkip(const Variant& v, const std::optional<Expectations>& e,
                                        const std::optional<DeqpLists>& deqp);

// The cases the expectations list as crashing or hanging, by name.
std::map<Variant, CaseStatus> KnownFaults(const std::optional<Expectations>& e);
// The cases `e` lists as failing, flaky or not: expected to compute some lanes otherwise.
std::set<Variant> ListedFailures(const std::optional<Expectations>& e);

// The cases likely to fail, for the plan alone (their digests in columns of their own, their
// batches apart: ListedCases::failing, WorkerBatches), never for a verdict: those `at_run` (the
// file read at the run's coverage) lists as failing, and those the file at `path` lists so at
// any level ("" or a file that cannot be read: `at_run`'s alone). A file written at quick and
// full coverage names the failures an exhaustive run shows too; unlisted there, an H200's 240
// failing `_sat` cases of the double operand went into digest columns of several cases, whose
// every chunk then differed and ran again in columns of their own, their own expected digests
// made, in the run's longest worker.
std::set<Variant> LikelyFailures(const std::string& path,
                                 const std::optional<Expectations>& at_run);

// What a run with options `o` exercises of what an expectations file states: a whole run
// unless --input, --operand-range or a seed other than the default narrows its operands.
ExpectationScope ScopeOf(const CliOptions& o);

// The lists a run read, and what it exercised of them: the one value that carries what is
// expected to fail to the checks and the reports.
struct KnownFailures {
  std::optional<Expectations> file;
  std::optional<DeqpLists> deqp;
  ExpectationScope scope;
  std::set<Variant> likely_failing;  // LikelyFailures: the plan's, never a verdict's

  bool Any() const { return file || deqp; }
  // How the lists judge `r`: the expectations file first, then deqp-runner's baseline and
  // flake list; kNotListed where neither names it.
  ExpectationMark MarkOf(const VariantResult& r) const;
  // The listed cases of `results`, by name: report.json's marks.
  std::map<std::string, ExpectationMark> Marks(const std::vector<VariantResult>& results) const;
};

// A listed case's conclusion in place of its verdict's: a skip (an expected failure, a flake,
// a listed failure the run did not check) or a failure (`fail`: a pass, or a failure other than
// the one listed), with its message.
struct Listed {
  bool fail = false;
  std::string message;
};
std::optional<Listed> ListedConclusion(const VariantResult& r, const KnownFailures& known);

}  // namespace clc
