// Runs batches of cases in child processes of this program. A batch whose child crashes or
// stops making progress is split in halves and rerun, down to the single case that did it,
// which gets a crash or timeout verdict; every other result is kept.
#pragma once

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "harness/report/result.h"
#include "suites/cli.h"

namespace clc {

class IsolatedRunner {
 public:
  // `self` is this program; the children run on device `device_index` with `o`'s coverage,
  // seed, inputs and constant-path choice.
  IsolatedRunner(std::string self, int device_index, const CliOptions& o);
  ~IsolatedRunner();

  // Every variant gets exactly one result; `on_result` sees each as it is decided (one call
  // at a time). Each group is one batch; up to `jobs` batches run at once. Cases named in
  // `known_faults` (expected to crash or hang) each run alone, first, so they cost no
  // bisection of the others.
  std::vector<VariantResult> Run(const std::vector<std::vector<Variant>>& groups,
                                 const std::function<void(const VariantResult&)>& on_result,
                                 const std::set<std::string>& known_faults = {});

  std::size_t programs_built() const { return programs_built_; }
  std::size_t children() const { return children_; }

 private:
  struct BatchOutcome {
    std::vector<VariantResult> results;
    std::vector<std::vector<Variant>> reruns;  // after a crash or hang: to run first, in order
    std::size_t programs_built = 0;
  };
  // Runs one batch in a child and decides what it found.
  BatchOutcome RunBatch(const std::vector<Variant>& batch, const std::string& id) const;

  std::string self_;
  std::vector<std::string> child_args_;
  double idle_limit_s_;
  int jobs_;
  std::string work_dir_;
  std::size_t programs_built_ = 0;
  std::size_t children_ = 0;
};

}  // namespace clc
