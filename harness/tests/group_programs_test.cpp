// Which programs a group builds after deaths in its batch, without a device.
#include "harness/run/group_programs.h"

#include <set>
#include <string>

#include <gtest/gtest.h>

namespace clc {
namespace {

// Scalar conversions from float to int: one constant kernel at width 1 (and one at width 4).
GroupPlan FloatToInt() {
  std::vector<Variant> vs;
  for (const Variant& v : AllVariants()) {
    if (v.src == ScalarType::kFloat && v.dst == ScalarType::kInt && v.family == Family::kConvert)
      vs.push_back(v);
  }
  DeviceInfo d;
  d.extensions = {"cl_khr_fp64"};  // and int64: a full-profile device
  RunOptions o;
  o.coverage = Coverage::kQuick;
  RunPlan plan = Plan(vs, d, o);
  return plan.groups.front();
}

std::set<std::string> Names(const std::vector<KernelSpec>& program) {
  std::set<std::string> out;
  for (const KernelSpec& k : program) out.insert(k.name);
  return out;
}

TEST(GroupPrograms, WithNothingFoundOneProgramPerPath) {
  const GroupPrograms p = ProgramsOf(FloatToInt(), Recovery{}, ListedCases{});
  EXPECT_FALSE(p.shared_constant.empty());
  EXPECT_TRUE(p.constant.empty()) << "no fault or suspects' program";
  ASSERT_EQ(p.buffer.size(), 1u);
  EXPECT_FALSE(p.buffer.front().empty());
}

// The known crashers' program: first, one kernel per crasher, and the same kernels while any
// of them is left to run (those already run included), so a driver's cache serves restarts.
TEST(GroupPrograms, KnownCrashersKeepOneProgramUntilAllHaveRun) {
  const GroupPlan g = FloatToInt();
  Recovery o;
  const Variant rte = *ParseCaseName("convert_int_rte_float");
  const Variant sat_rte = *ParseCaseName("convert_int_sat_rte_float");
  o.AddToFaultProgram(rte);
  o.AddToFaultProgram(sat_rte);
  const GroupPrograms first = ProgramsOf(g, o, ListedCases{});
  ASSERT_FALSE(first.constant.empty());
  const auto& fault = first.constant.front();
  ASSERT_EQ(fault.size(), 2u);
  for (const KernelSpec& k : fault) {
    ASSERT_EQ(k.variants.size(), 1u);
    EXPECT_TRUE(o.InFaultProgram(k.variants.front())) << k.name;
  }
  // Nowhere else on the constant path.
  for (const KernelSpec& k : first.shared_constant) {
    for (const Variant& v : k.variants) EXPECT_FALSE(o.InFaultProgram(v));
  }
  for (std::size_t i = 1; i < first.constant.size(); ++i) {
    for (const KernelSpec& k : first.constant[i]) {
      for (const Variant& v : k.variants) EXPECT_FALSE(o.InFaultProgram(v));
    }
  }
  o.ConstantRan(rte);
  const GroupPrograms second = ProgramsOf(g, o, ListedCases{});
  EXPECT_EQ(Names(second.constant.front()), Names(fault));
  EXPECT_EQ(ProgramSource(second.constant.front()), ProgramSource(fault));
  o.ConstantRan(sat_rte);
  const GroupPrograms last = ProgramsOf(g, o, ListedCases{});
  for (const auto& program : last.constant) {
    for (const KernelSpec& k : program) {
      for (const Variant& v : k.variants) EXPECT_FALSE(o.InFaultProgram(v));
    }
  }
}

// The crashers the expectations list share one program whichever constant kernels they come
// from, the same text until all have run; crashers found in the run get a program per kernel.
TEST(GroupPrograms, ListedCrashersShareOneProgramFoundOnesOnePerKernel) {
  const GroupPlan g = FloatToInt();
  const Variant scalar = *ParseCaseName("convert_int_rte_float");
  const Variant vector = *ParseCaseName("convert_int16_rte_float16");
  ListedCases crashers;
  crashers.crashers = {scalar, vector};
  Recovery listed;
  listed.AddToFaultProgram(scalar);
  listed.AddToFaultProgram(vector);
  const GroupPrograms first = ProgramsOf(g, listed, crashers);
  ASSERT_FALSE(first.constant.empty());
  EXPECT_EQ(first.constant.front().size(), 2u) << "one program, a kernel per crasher";
  listed.ConstantRan(scalar);
  EXPECT_EQ(ProgramSource(ProgramsOf(g, listed, crashers).constant.front()),
            ProgramSource(first.constant.front()));
  listed.ConstantRan(vector);
  for (const auto& program : ProgramsOf(g, listed, crashers).constant) {
    for (const KernelSpec& k : program) EXPECT_FALSE(listed.InFaultProgram(k.variants.front()));
  }
  Recovery found;
  found.AddToFaultProgram(scalar);
  found.AddToFaultProgram(vector);
  const GroupPrograms apart = ProgramsOf(g, found, ListedCases{});
  ASSERT_GE(apart.constant.size(), 2u);
  EXPECT_EQ(apart.constant[0].size(), 1u);
  EXPECT_EQ(apart.constant[1].size(), 1u);
}

// The fault programs are built together (before any of them runs) until an earlier process has
// run or decided a case of theirs: it built them, and a restart builds each from the driver's
// cache only when it gets there.
TEST(GroupPrograms, FaultProgramsAreBuiltTogetherUntilOneOfTheirCasesHasRun) {
  const GroupPlan g = FloatToInt();
  Recovery o;
  const Variant scalar = *ParseCaseName("convert_int_rte_float");
  o.AddToFaultProgram(scalar);
  o.AddToFaultProgram(*ParseCaseName("convert_int16_rte_float16"));
  const GroupPrograms first = ProgramsOf(g, o, ListedCases{});
  ASSERT_EQ(first.constant.size(), 2u);
  EXPECT_TRUE(first.build_together);
  EXPECT_TRUE(ProgramsOf(g, Recovery{}, ListedCases{}).build_together)
      << "nothing to build but the shared one";
  o.ConstantDecided(scalar);
  const GroupPrograms restart = ProgramsOf(g, o, ListedCases{});
  EXPECT_FALSE(restart.build_together);
  ASSERT_EQ(restart.constant.size(), 1u) << "the scalar kernel's program has nothing left";
  EXPECT_EQ(ProgramSource(restart.constant.front()), ProgramSource(first.constant.back()));
}

// A listed crasher's other paths run with the rest of its group, whose programs leave its
// constant path out entirely: not run, and not built either (a build may be what crashes),
// even where that leaves no case of its kernel.
TEST(GroupPrograms, AConstantPathRunElsewhereIsNotBuilt) {
  const GroupPlan g = FloatToInt();
  Recovery rest;
  std::set<std::string> elsewhere;
  const GroupPrograms first = ProgramsOf(g, Recovery{}, ListedCases{});
  for (const KernelSpec& k : first.shared_constant) {
    if (k.name != "c_float_int") continue;
    for (const Variant& v : k.variants) {
      rest.LeaveConstantElsewhere(v);
      elsewhere.insert(CaseName(v));
    }
  }
  ASSERT_FALSE(elsewhere.empty());
  const GroupPrograms p = ProgramsOf(g, rest, ListedCases{});
  for (const auto& program : p.constant) {
    for (const KernelSpec& k : program) {
      EXPECT_NE(k.name, "c_float_int");
      for (const Variant& v : k.variants) EXPECT_EQ(elsewhere.count(CaseName(v)), 0u) << k.name;
    }
  }
  EXPECT_EQ(p.built_only.count("c_float_int"), 0u);
  EXPECT_FALSE(p.shared_constant.empty()) << "the width-16 kernel still runs";
  for (const std::string& name : elsewhere) EXPECT_TRUE(rest.ConstantDone(*ParseCaseName(name)));
}

// A suspect on the constant path leaves the crashers' program for a program of its own.
TEST(GroupPrograms, ASuspectLeavesTheCrashersProgram) {
  Recovery o;
  o.AddToFaultProgram(*ParseCaseName("convert_int_rte_float"));
  o.AddToFaultProgram(*ParseCaseName("convert_int_sat_rte_float"));
  o.Isolate(*ParseCaseName("convert_int_rte_float"), RunPath::kConstant, false);
  const GroupPrograms p = ProgramsOf(FloatToInt(), o, ListedCases{});
  ASSERT_EQ(p.constant.front().size(), 1u);
  EXPECT_EQ(CaseName(p.constant.front().front().variants.front()), "convert_int_sat_rte_float");
}

// After a death in one constant kernel, its cases go to a fault program of their own, and the
// group's shared program keeps the text the first process built: the dead kernel is built
// there, not run; a shared program with nothing left to run is not built.
TEST(GroupPrograms, TheSharedProgramKeepsItsTextWhileItsKernelsAreWhole) {
  const GroupPlan g = FloatToInt();
  const std::vector<KernelSpec> first = ProgramsOf(g, Recovery{}, ListedCases{}).shared_constant;
  Recovery o;
  std::string dead;
  std::size_t faults = 0;
  for (const KernelSpec& k : first) {
    if (k.variants.size() < 2 || !dead.empty()) continue;
    dead = k.name;
    for (const Variant& v : k.variants) faults += o.AddToFaultProgram(v) ? 1 : 0;
  }
  ASSERT_FALSE(dead.empty());
  const GroupPrograms after = ProgramsOf(g, o, ListedCases{});
  ASSERT_EQ(after.constant.size(), 1u) << "the fault program";
  EXPECT_EQ(after.constant.front().size(), faults);
  EXPECT_EQ(ProgramSource(after.shared_constant), ProgramSource(first));
  EXPECT_EQ(after.built_only, std::set<std::string>{dead});
  const Variant left = after.constant.front().back().variants.front();
  for (const KernelSpec& k : first) {
    for (const Variant& v : k.variants) {
      if (v != left) o.ConstantRan(v);
    }
  }
  const GroupPrograms last = ProgramsOf(g, o, ListedCases{});
  EXPECT_TRUE(last.shared_constant.empty()) << "nothing left to run in the shared program";
  ASSERT_EQ(last.constant.size(), 1u);
  EXPECT_EQ(ProgramSource(last.constant.front()), ProgramSource(after.constant.front()));
}

// The part of a batch split at a death on its constant path that runs the other paths counts
// every constant path as run (harness/app/isolated_runner.cpp): it builds no constant program, its
// fault program and suspects' kernels included, and the group's buffer program whole.
TEST(GroupPrograms, ThePartThatRunsTheOtherPathsBuildsNoConstantProgram) {
  const GroupPlan g = FloatToInt();
  Recovery o;
  o.AddToFaultProgram(*ParseCaseName("convert_int_rte_float"));
  o.Isolate(*ParseCaseName("convert_int_sat_rte_float"), RunPath::kConstant, false);
  for (const Variant& v : g.variants) o.ConstantRan(v);
  const GroupPrograms p = ProgramsOf(g, o, ListedCases{});
  EXPECT_TRUE(p.shared_constant.empty()) << Names(p.shared_constant).size();
  for (const auto& program : p.constant) EXPECT_TRUE(program.empty()) << Names(program).size();
  ASSERT_EQ(p.buffer.size(), 1u);
  EXPECT_EQ(ProgramSource(p.buffer.front()),
            ProgramSource(ProgramsOf(g, Recovery{}, ListedCases{}).buffer.front()));
}

}  // namespace
}  // namespace clc
