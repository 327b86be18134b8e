// Which programs a group builds on each path (harness/run/group_programs.h).
#include "harness/run/group_programs.h"

#include <algorithm>
#include <set>
#include <string>

namespace clc {

namespace {

bool IsolatedOn(const RunOptions& o, const Variant& v, const KernelSpec& k) {
  const auto it = o.isolate.find(CaseName(v));
  return it != o.isolate.end() && it->second == (k.constants.empty() ? "buffer" : "constant");
}

bool InFaultProgram(const RunOptions& o, const Variant& v, const KernelSpec& k) {
  return !k.constants.empty() && o.fault_program.count(CaseName(v)) != 0 && !IsolatedOn(o, v, k);
}

// The known faults' kernels of one of the group's constant kernels, one per case, those an
// earlier process ran included; none when all have run.
std::vector<KernelSpec> FaultKernels(const KernelSpec& k, const RunOptions& o) {
  std::vector<KernelSpec> faults;
  for (std::size_t i = 0; i < k.variants.size(); ++i) {
    if (!InFaultProgram(o, k.variants[i], k)) continue;
    KernelSpec own = k;
    own.name += "_" + std::to_string(i);
    own.variants = {k.variants[i]};
    faults.push_back(std::move(own));
  }
  if (std::all_of(faults.begin(), faults.end(),
                  [&](const KernelSpec& f) { return o.ConstantDone(f.variants.front()); })) {
    faults.clear();  // nothing left to run
  }
  return faults;
}

// The group's kernels without the constant paths run or left to the fault programs. A
// constant kernel whose cases are all so closed, or none, stays whole, so that the shared
// program's text is what the first process built and the driver's cache serves each restart;
// one with none left to run goes in `built_only` (built there, not run).
std::vector<KernelSpec> OpenKernels(const GroupPlan& g, const RunOptions& o,
                                    std::set<std::string>& built_only) {
  std::vector<KernelSpec> kernels;
  for (KernelSpec k : g.kernels) {
    const auto closed = [&](const Variant& v) {
      return !k.constants.empty() && (o.ConstantDone(v) || InFaultProgram(o, v, k));
    };
    const auto isolated = [&](const Variant& v) { return IsolatedOn(o, v, k); };
    const auto open = std::count_if(k.variants.begin(), k.variants.end(),
                                    [&](const Variant& v) { return !closed(v) && !isolated(v); });
    if (std::none_of(k.variants.begin(), k.variants.end(), isolated) &&
        (open == 0 || std::none_of(k.variants.begin(), k.variants.end(), closed))) {
      if (open == 0) built_only.insert(k.name);
      kernels.push_back(std::move(k));
      continue;
    }
    k.variants.erase(std::remove_if(k.variants.begin(), k.variants.end(), closed),
                     k.variants.end());
    if (!k.variants.empty()) kernels.push_back(std::move(k));
  }
  return kernels;
}

// The constant kernels holding a suspect.
std::set<std::string> SuspectKernels(const std::vector<KernelSpec>& kernels, const RunOptions& o) {
  std::set<std::string> suspect_kernels;
  for (const KernelSpec& k : kernels) {
    for (const Variant& v : k.variants) {
      if (IsolatedOn(o, v, k) && !k.constants.empty()) suspect_kernels.insert(k.name);
    }
  }
  return suspect_kernels;
}

// Appends the suspects' programs to `programs`, then the group's shared program of each path
// (the constant one unless every kernel of it is only built).
void AddSuspectsAndRest(const std::vector<KernelSpec>& kernels, const RunOptions& o,
                        GroupPrograms& programs) {
  const std::size_t suspect_kernels = SuspectKernels(kernels, o).size();
  std::vector<KernelSpec> constant_rest;
  std::vector<KernelSpec> buffer_rest;
  for (const KernelSpec& k : kernels) {
    const bool constant = !k.constants.empty();
    KernelSpec rest = k;
    rest.variants.clear();
    KernelSpec together = rest;  // its suspects that share a program
    for (const Variant& v : k.variants) {
      if (!IsolatedOn(o, v, k)) {
        rest.variants.push_back(v);
      } else if (constant && suspect_kernels > 1 && o.isolate_alone.count(CaseName(v)) == 0) {
        together.variants.push_back(v);
      } else {
        KernelSpec own = k;
        own.variants = {v};
        (constant ? programs.constant : programs.buffer).push_back({own});
      }
    }
    if (!together.variants.empty()) programs.constant.push_back({together});
    if (!rest.variants.empty()) (constant ? constant_rest : buffer_rest).push_back(rest);
  }
  if (std::any_of(constant_rest.begin(), constant_rest.end(),
                  [&](const KernelSpec& k) { return programs.built_only.count(k.name) == 0; })) {
    programs.constant.push_back(std::move(constant_rest));
  }
  programs.buffer.push_back(std::move(buffer_rest));
}

}  // namespace

GroupPrograms ProgramsOf(const GroupPlan& g, const RunOptions& o) {
  GroupPrograms programs;
  // The known faults' programs (a program per kernel of the group they come from, the same in
  // every restart: RunOptions::fault_program), then suspects' programs, then the group's
  // shared program of each path.
  for (const KernelSpec& k : g.kernels) {
    std::vector<KernelSpec> faults = FaultKernels(k, o);
    if (!faults.empty()) programs.constant.push_back(std::move(faults));
  }
  const std::vector<KernelSpec> kernels = OpenKernels(g, o, programs.built_only);
  AddSuspectsAndRest(kernels, o, programs);
  return programs;
}

}  // namespace clc
