// Which programs a group builds on each path (harness/run/group_programs.h).
#include "harness/run/group_programs.h"

#include <algorithm>
#include <set>
#include <string>

namespace clc {

namespace {

bool IsolatedOn(const Recovery& r, const Variant& v, const KernelSpec& k) {
  return r.IsolatedOn(v, PathOf(k));
}

bool InFaultProgram(const Recovery& r, const Variant& v, const KernelSpec& k) {
  return PathOf(k) == RunPath::kConstant && r.InFaultProgram(v);
}

// The known faults' kernels of one of the group's constant kernels, one per case, those an
// earlier process ran included.
std::vector<KernelSpec> FaultKernels(const KernelSpec& k, const Recovery& r) {
  std::vector<KernelSpec> faults;
  for (std::size_t i = 0; i < k.variants.size(); ++i) {
    if (!InFaultProgram(r, k.variants[i], k)) continue;
    KernelSpec own = k;
    own.name += "_" + std::to_string(i);
    own.variants = {k.variants[i]};
    faults.push_back(std::move(own));
  }
  return faults;
}

// Appends the fault program of `faults` to `programs`, unless every fault in it has run.
void AddFaultProgram(std::vector<KernelSpec> faults, const Recovery& r, GroupPrograms& programs) {
  if (std::any_of(faults.begin(), faults.end(),
                  [&](const KernelSpec& f) { return !r.ConstantDone(f.variants.front()); })) {
    programs.constant.push_back(std::move(faults));
  }
}

// The group's kernels without the constant paths run or left to the fault programs. A
// constant kernel whose cases are all so closed, or none, stays whole, so that the shared
// program's text is what the first process built and the driver's cache serves each restart;
// one with none left to run goes in `built_only` (built there, not run).
std::vector<KernelSpec> OpenKernels(const GroupPlan& g, const Recovery& r,
                                    std::set<std::string>& built_only) {
  std::vector<KernelSpec> kernels;
  for (KernelSpec k : g.kernels) {
    // Constant paths another batch runs are not built here at all.
    if (PathOf(k) == RunPath::kConstant) {
      k.variants.erase(std::remove_if(k.variants.begin(), k.variants.end(),
                                      [&](const Variant& v) { return r.ConstantElsewhere(v); }),
                       k.variants.end());
      if (k.variants.empty()) continue;
    }
    const auto closed = [&](const Variant& v) {
      return PathOf(k) == RunPath::kConstant && (r.ConstantDone(v) || InFaultProgram(r, v, k));
    };
    const auto isolated = [&](const Variant& v) { return IsolatedOn(r, v, k); };
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
std::set<std::string> SuspectKernels(const std::vector<KernelSpec>& kernels, const Recovery& r) {
  std::set<std::string> suspect_kernels;
  for (const KernelSpec& k : kernels) {
    for (const Variant& v : k.variants) {
      if (IsolatedOn(r, v, k) && PathOf(k) == RunPath::kConstant) suspect_kernels.insert(k.name);
    }
  }
  return suspect_kernels;
}

// Appends the suspects' programs to `programs`, and sets the group's shared program of each
// path (the constant one unless every kernel of it is only built).
void AddSuspectsAndRest(const std::vector<KernelSpec>& kernels, const Recovery& r,
                        GroupPrograms& programs) {
  const std::size_t suspect_kernels = SuspectKernels(kernels, r).size();
  std::vector<KernelSpec> constant_rest;
  std::vector<KernelSpec> buffer_rest;
  for (const KernelSpec& k : kernels) {
    const bool constant = PathOf(k) == RunPath::kConstant;
    KernelSpec rest = k;
    rest.variants.clear();
    KernelSpec together = rest;  // its suspects that share a program
    for (const Variant& v : k.variants) {
      if (!IsolatedOn(r, v, k)) {
        rest.variants.push_back(v);
      } else if (constant && suspect_kernels > 1 && !r.Alone(v)) {
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
    programs.shared_constant = std::move(constant_rest);
  }
  programs.buffer.push_back(std::move(buffer_rest));
}

}  // namespace

GroupPrograms ProgramsOf(const GroupPlan& g, const Recovery& r, const ListedCases& listed) {
  GroupPrograms programs;
  // The known faults' programs (those the expectations list: one for the group; those found
  // in this run: one per kernel of the group they come from; each the same in every restart:
  // Recovery::InFaultProgram), then suspects' programs; and the group's shared program of
  // each path.
  std::vector<KernelSpec> listed_faults;
  std::vector<std::vector<KernelSpec>> found(g.kernels.size());
  for (std::size_t i = 0; i < g.kernels.size(); ++i) {
    for (KernelSpec& f : FaultKernels(g.kernels[i], r)) {
      // A fault whose constant path ran or was decided: an earlier process built them all.
      if (r.ConstantDone(f.variants.front())) programs.build_together = false;
      const bool is_listed = listed.crashers.count(f.variants.front()) != 0;
      (is_listed ? listed_faults : found[i]).push_back(std::move(f));
    }
  }
  AddFaultProgram(std::move(listed_faults), r, programs);
  for (auto& faults : found) AddFaultProgram(std::move(faults), r, programs);
  const std::vector<KernelSpec> kernels = OpenKernels(g, r, programs.built_only);
  AddSuspectsAndRest(kernels, r, programs);
  return programs;
}

}  // namespace clc
