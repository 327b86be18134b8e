// Crash recovery's questions, as the runner asks them after the deaths the parent recorded.
#include "harness/run/recovery.h"

#include <gtest/gtest.h>

namespace clc {
namespace {

const Variant kA = *ParseCaseName("convert_int_rte_float");
const Variant kB = *ParseCaseName("convert_int_rtz_float");

TEST(Recovery, AFirstProcessHasNothingToRecover) {
  const Recovery r;
  for (RunPath p : {RunPath::kBuffer, RunPath::kConstant, RunPath::kDigest, RunPath::kJudge,
                    RunPath::kNegative}) {
    EXPECT_FALSE(r.IsolatedOn(kA, p));
  }
  EXPECT_FALSE(r.Alone(kA));
  EXPECT_FALSE(r.ConstantDone(kA));
  EXPECT_FALSE(r.InFaultProgram(kA));
  EXPECT_TRUE(r.Fresh(ListedCases{}));
}

// What the parent knows before a batch's first process (the expectations' faults and
// failures, constant paths run in another batch) leaves it fresh; anything recorded after a
// death does not (a fresh process starts its expected digests before its context).
TEST(Recovery, OnlyADeathMakesABatchNoLongerFresh) {
  ListedCases cases;
  cases.crashers = {kA};
  cases.failing = {kB};
  Recovery listed;
  listed.AddToFaultProgram(kA);
  listed.LeaveConstantElsewhere(kB);
  EXPECT_TRUE(listed.Fresh(cases));
  Recovery isolated = listed;
  isolated.Isolate(kB, RunPath::kDigest, false);
  EXPECT_FALSE(isolated.Fresh(cases));
  Recovery ran = listed;
  ran.ConstantRan(kA);
  EXPECT_FALSE(ran.Fresh(cases));
  Recovery suspect;
  EXPECT_TRUE(suspect.AddToFaultProgram(kB));
  EXPECT_FALSE(suspect.Fresh(cases));
}

// A suspect is isolated on the path it died on, and on no other.
TEST(Recovery, ASuspectIsIsolatedOnItsPathOnly) {
  Recovery r;
  r.Isolate(kA, RunPath::kDigest, false);
  EXPECT_TRUE(r.IsolatedOn(kA, RunPath::kDigest));
  EXPECT_FALSE(r.IsolatedOn(kA, RunPath::kBuffer));
  EXPECT_FALSE(r.IsolatedOn(kB, RunPath::kDigest));
  EXPECT_FALSE(r.Alone(kA)) << "one death: built with the other suspects of its kernel";
  r.Isolate(kA, RunPath::kBuffer, true);
  EXPECT_TRUE(r.IsolatedOn(kA, RunPath::kBuffer)) << "the latest death's path";
  EXPECT_FALSE(r.IsolatedOn(kA, RunPath::kDigest));
  EXPECT_TRUE(r.Alone(kA));
  r.Isolate(kA, RunPath::kBuffer, false);
  EXPECT_TRUE(r.Alone(kA)) << "once alone, alone until its constant path is decided";
}

// A crasher in the fault program leaves it while it is a suspect on the constant path (it gets
// a program of its own), not while it is one elsewhere.
TEST(Recovery, AConstantSuspectLeavesTheFaultProgram) {
  Recovery r;
  EXPECT_TRUE(r.AddToFaultProgram(kA));
  EXPECT_FALSE(r.AddToFaultProgram(kA)) << "there already";
  EXPECT_TRUE(r.InFaultProgram(kA));
  EXPECT_FALSE(r.InFaultProgram(kB));
  r.Isolate(kA, RunPath::kBuffer, false);
  EXPECT_TRUE(r.InFaultProgram(kA));
  r.Isolate(kA, RunPath::kConstant, false);
  EXPECT_FALSE(r.InFaultProgram(kA));
}

// A crash confirmed on the constant path decides it: done there, no longer a suspect, so the
// next process runs its buffer path with the others; a constant path that merely ran stays
// isolated where it was.
TEST(Recovery, ADecidedConstantPathEndsTheIsolation) {
  Recovery r;
  r.AddToFaultProgram(kA);
  r.Isolate(kA, RunPath::kConstant, true);
  r.Isolate(kB, RunPath::kConstant, true);
  r.ConstantRan(kB);
  EXPECT_TRUE(r.ConstantDone(kB));
  EXPECT_TRUE(r.IsolatedOn(kB, RunPath::kConstant));
  r.ConstantDecided(kA);
  EXPECT_TRUE(r.ConstantDone(kA));
  EXPECT_FALSE(r.IsolatedOn(kA, RunPath::kConstant));
  EXPECT_FALSE(r.Alone(kA));
  EXPECT_TRUE(r.InFaultProgram(kA)) << "its kernel stays in the program every restart builds";
}

// A process runs every path of its cases unless its batch was split at a death on the
// constant path; the constant part keeps to the constant paths from then on.
TEST(Recovery, OnlyASplitBatchKeepsToTheConstantPaths) {
  Recovery r;
  EXPECT_FALSE(r.ConstantPathsOnly());
  r.KeepToConstantPaths();
  EXPECT_TRUE(r.ConstantPathsOnly());
  r.ConstantDecided(kA);
  EXPECT_TRUE(r.ConstantPathsOnly());
  EXPECT_FALSE(Recovery{} == r);
}

}  // namespace
}  // namespace clc
