// The programs a group builds on each path, given what earlier processes of its batch found
// (the cases under suspicion, the constant paths already run, the known crashers).
#pragma once

#include <set>
#include <string>
#include <vector>

#include "harness/device/build.h"
#include "harness/run/listed_cases.h"
#include "harness/run/plan.h"
#include "harness/run/recovery.h"
#include "kernels/kernel_source.h"

namespace clc {

struct GroupPrograms {
  // The group's shared constant program (empty when no kernel of it is left to run): built
  // and run first, so that every kernel of it that kills the process is found before any
  // program of `constant` is built. A driver's first build in a process costs far more than
  // its next ones (PoCL 3.1 on 2 cores, a one-kernel program: 0.76 s first, then 0.15 to
  // 0.18 s: it loads its 9 MB kernel library at the first compile), so the fault programs
  // that a run without an expectations file finds one death at a time are then built in one
  // process, not one process each.
  std::vector<KernelSpec> shared_constant;
  // The fault programs, then the suspects' programs, run in this order once the shared
  // program has run. Built together first (`build_together`) when no earlier process built
  // them, else each just before it runs (a restart builds from the driver's cache, and no
  // further than where it dies).
  std::vector<std::vector<KernelSpec>> constant;
  // No fault program's case has run or been decided in an earlier process.
  bool build_together = true;
  std::vector<std::vector<KernelSpec>> buffer;
  // Constant kernels of the shared program built there but not run (by name): their cases ran
  // in an earlier process or are left to the fault programs.
  std::set<std::string> built_only;
};

// The constant kernels of the group are one program, each kernel a unit whose results are
// reported alone (so a process started after a death skips the units done). The buffer
// kernels are one program. A case under suspicion (in flight on a path when a process died)
// is taken out of those: on the buffer path it gets a kernel and a program of its own; on the
// constant path it shares a program with the other suspects of its kernel, unless it died
// twice or every suspect left is of one kernel: then it is alone too. So a crash in the
// group's build costs a restart per kernel, not per case. The known crashers
// (Recovery::InFaultProgram) are a kernel each, those `listed` in one program for the group,
// the others in a program per kernel of the group they come from (the first programs of
// `constant`), each of which stays the same from restart to restart (those
// already run included) until none is left to run. The shared constant program keeps the text
// the first process built while its kernels are whole (`built_only`), so a restart finds it in
// the driver's cache.
GroupPrograms ProgramsOf(const GroupPlan& g, const Recovery& r, const ListedCases& listed);

}  // namespace clc
