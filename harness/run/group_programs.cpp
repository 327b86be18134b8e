// Which programs a group builds on each path (harness/run/group_programs.h).
#include "harness/run/group_programs.h"

#include <algorithm>
#include <set>
#include <string>

namespace clc {

namespace {

// The case was in flight on kernel `k`'s path when an earlier process died.
bool IsolatedOn(const RunOptions& o, const Variant& v, const KernelSpec& k) {
  const auto it = o.isolate.find(CaseName(v));
  return it != o.isolate.end() && it->second == (k.constants.empty() ? "buffer" : "constant");
}

// A known fault's constant path, unless it is under suspicion there again.
bool InFaultProgram(const RunOptions& o, const Variant& v, const KernelSpec& k) {
  return !k.constants.empty() && o.fault_program.count(CaseName(v)) != 0 && !IsolatedOn(o, v, k);
}

struct FaultSplit {
  // The known faults' kernels, one per case, those an earlier process ran included: the same
  // program in every restart (RunOptions::fault_program).
  std::vector<KernelSpec> fault_kernels;
  std::vector<KernelSpec> kernels;  // the rest, without the constant paths an earlier process ran
};

FaultSplit SplitOffFaults(const GroupPlan& g, const RunOptions& o) {
  FaultSplit split;
  for (KernelSpec k : g.kernels) {
    if (!k.constants.empty()) {
      for (std::size_t i = 0; i < k.variants.size(); ++i) {
        if (!InFaultProgram(o, k.variants[i], k)) continue;
        KernelSpec own = k;
        own.name += "_" + std::to_string(i);
        own.variants = {k.variants[i]};
        split.fault_kernels.push_back(std::move(own));
      }
      k.variants.erase(std::remove_if(k.variants.begin(), k.variants.end(),
                                      [&](const Variant& v) {
                                        return o.ConstantDone(v) || InFaultProgram(o, v, k);
                                      }),
                       k.variants.end());
    }
    if (!k.variants.empty()) split.kernels.push_back(std::move(k));
  }
  if (std::all_of(split.fault_kernels.begin(), split.fault_kernels.end(),
                  [&](const KernelSpec& k) { return o.ConstantDone(k.variants.front()); })) {
    split.fault_kernels.clear();  // nothing left to run in it
  }
  return split;
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

// Appends the suspects' programs to `programs`, then the group's shared program of each path.
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
  programs.constant.push_back(std::move(constant_rest));
  programs.buffer.push_back(std::move(buffer_rest));
}

}  // namespace

GroupPrograms ProgramsOf(const GroupPlan& g, const RunOptions& o) {
  FaultSplit split = SplitOffFaults(g, o);
  // The known faults' program, then suspects' programs, then the group's shared program of
  // each path.
  GroupPrograms programs{{std::move(split.fault_kernels)}, {}};
  AddSuspectsAndRest(split.kernels, o, programs);
  return programs;
}

}  // namespace clc
