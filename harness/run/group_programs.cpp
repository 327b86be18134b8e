// Which programs a group builds on each path (harness/run/group_programs.h).
#include "harness/run/group_programs.h"

#include <algorithm>
#include <set>
#include <string>

namespace clc {

GroupPrograms ProgramsOf(const GroupPlan& g, const RunOptions& o) {
  const auto isolated_on = [&](const Variant& v, const KernelSpec& k) {
    const auto it = o.isolate.find(CaseName(v));
    return it != o.isolate.end() && it->second == (k.constants.empty() ? "buffer" : "constant");
  };
  // The known faults' kernels, one per case, those an earlier process ran included: the same
  // program in every restart (RunOptions::fault_program).
  std::vector<KernelSpec> fault_kernels;
  const auto in_fault_program = [&](const Variant& v, const KernelSpec& k) {
    return !k.constants.empty() && o.fault_program.count(CaseName(v)) != 0 && !isolated_on(v, k);
  };
  std::vector<KernelSpec> kernels;  // without the constant paths an earlier process ran
  for (KernelSpec k : g.kernels) {
    if (!k.constants.empty()) {
      for (std::size_t i = 0; i < k.variants.size(); ++i) {
        if (!in_fault_program(k.variants[i], k)) continue;
        KernelSpec own = k;
        own.name += "_" + std::to_string(i);
        own.variants = {k.variants[i]};
        fault_kernels.push_back(std::move(own));
      }
      k.variants.erase(std::remove_if(k.variants.begin(), k.variants.end(),
                                      [&](const Variant& v) {
                                        return o.ConstantDone(v) || in_fault_program(v, k);
                                      }),
                       k.variants.end());
    }
    if (!k.variants.empty()) kernels.push_back(std::move(k));
  }
  if (std::all_of(fault_kernels.begin(), fault_kernels.end(),
                  [&](const KernelSpec& k) { return o.ConstantDone(k.variants.front()); })) {
    fault_kernels.clear();  // nothing left to run in it
  }
  std::set<std::string> suspect_kernels;  // constant kernels holding a suspect
  for (const KernelSpec& k : kernels) {
    for (const Variant& v : k.variants) {
      if (isolated_on(v, k) && !k.constants.empty()) suspect_kernels.insert(k.name);
    }
  }
  // The known faults' program, then suspects' programs, then the group's shared program of
  // each path.
  std::vector<std::vector<KernelSpec>> constant_programs = {fault_kernels};
  std::vector<std::vector<KernelSpec>> buffer_programs;
  std::vector<KernelSpec> constant_rest;
  std::vector<KernelSpec> buffer_rest;
  for (const KernelSpec& k : kernels) {
    const bool constant = !k.constants.empty();
    KernelSpec rest = k;
    rest.variants.clear();
    KernelSpec together = rest;  // its suspects that share a program
    for (const Variant& v : k.variants) {
      if (!isolated_on(v, k)) {
        rest.variants.push_back(v);
      } else if (constant && suspect_kernels.size() > 1 &&
                 o.isolate_alone.count(CaseName(v)) == 0) {
        together.variants.push_back(v);
      } else {
        KernelSpec own = k;
        own.variants = {v};
        (constant ? constant_programs : buffer_programs).push_back({own});
      }
    }
    if (!together.variants.empty()) constant_programs.push_back({together});
    if (!rest.variants.empty()) (constant ? constant_rest : buffer_rest).push_back(rest);
  }
  constant_programs.push_back(std::move(constant_rest));
  buffer_programs.push_back(std::move(buffer_rest));
  return {std::move(constant_programs), std::move(buffer_programs)};
}

}  // namespace clc
