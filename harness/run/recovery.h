// Crash recovery: what earlier processes of a batch found, which the next one consults to
// arrange its programs (what the expectations list travels beside it: listed_cases.h). The parent
// (harness/app/isolated_runner.cpp) records it after each death; it travels in the worker's batch
// file (harness/run/worker_protocol.h); the worker's runner asks it where each case runs
// (harness/run/group_programs.h, buffer_run.cpp, digest_run.cpp, stream_group.cpp, runner.cpp). A
// first process has an empty one.
#pragma once

#include <map>
#include <optional>
#include <set>

#include <nlohmann/json_fwd.hpp>

#include "harness/report/result.h"
#include "harness/run/listed_cases.h"
#include "reference/variant.h"

namespace clc {

// A set of cases as the batch file holds one: their names, in the order of their text.
nlohmann::json CaseNames(const std::set<Variant>& cases);
// The cases named in `batch[key]` (absent: none) added to `cases`; false for anything but an
// array of case names.
bool ReadCaseNames(const nlohmann::json& batch, const char* key, std::set<Variant>& cases);

class Recovery {
 public:
  // --- What the runner asks.
  // Whether `v` was in flight on `path` when an earlier process died: it gets kernels and
  // programs of its own on that path, run before the others.
  bool IsolatedOn(const Variant& v, RunPath path) const;
  // Whether `v`, isolated, is built in a program of its own (in flight at two deaths) rather
  // than with the other suspects of its kernel.
  bool Alone(const Variant& v) const { return alone_.count(v) != 0; }
  // Whether an earlier process ran `v`'s constant path and reported it: not run again.
  bool ConstantDone(const Variant& v) const { return constant_done_.count(v) != 0; }
  // Whether another batch runs `v`'s constant path from the start (a listed crasher: its
  // constant kernel is not even built here, where a build may be what crashes). Also done.
  bool ConstantElsewhere(const Variant& v) const { return constant_elsewhere_.count(v) != 0; }
  // Whether `v` is expected to crash on the constant path (listed, or in flight there at a
  // first death): it has a kernel of its own in the fault program, which every process of the
  // batch that gets to it builds whole (those whose constant path is done built but not run),
  // so that the driver's cache serves each restart (harness/run/group_programs.h). Not while
  // it is isolated on the constant path.
  bool InFaultProgram(const Variant& v) const;
  // Whether `v` is in the fault program, isolated or not.
  bool FaultProgramHas(const Variant& v) const { return fault_program_.count(v) != 0; }
  // Whether this process runs the constant paths alone: after a death there, another process
  // runs the batch's other paths beside it (harness/app/isolated_runner.cpp), so that they do not
  // wait for the restarts the constant path may still cost. Every other case's result is
  // empty here.
  bool ConstantPathsOnly() const { return constant_paths_only_; }
  // Whether no earlier process of the batch has died: it holds only what the parent knew
  // from the start (the `listed` crashers in the fault program, constant paths run elsewhere).
  bool Fresh(const ListedCases& listed) const {
    return isolate_.empty() && alone_.empty() && constant_done_ == constant_elsewhere_ &&
           fault_program_ == listed.crashers;
  }

  // --- What the parent records.
  // `v` died in flight on `path`; with `alone`, it is built alone from now on.
  void Isolate(const Variant& v, RunPath path, bool alone);
  // Puts `v` in the fault program; false when it was there already.
  bool AddToFaultProgram(const Variant& v) { return fault_program_.insert(v).second; }
  // `v`'s constant path ran in an earlier process (its results are kept by the parent).
  void ConstantRan(const Variant& v) { constant_done_.insert(v); }
  // `v`'s constant path runs in another batch from the start (ConstantElsewhere).
  void LeaveConstantElsewhere(const Variant& v) {
    constant_done_.insert(v);
    constant_elsewhere_.insert(v);
  }
  // `v`'s constant path has its verdict (a crash there, confirmed): done, and no longer
  // isolated, so that the next process runs its buffer path with the others.
  void ConstantDecided(const Variant& v);
  // The batch is split: this part runs the constant paths alone.
  void KeepToConstantPaths() { constant_paths_only_ = true; }

  // --- The batch file's fields ("isolate": case name to path name, "alone", "constant_done",
  // "fault_program", "constant_elsewhere": case names; "constant_paths_only": a boolean), read
  // back as written; nullopt for a malformed one.
  void WriteTo(nlohmann::json& batch) const;
  static std::optional<Recovery> ReadFrom(const nlohmann::json& batch);

  friend bool operator==(const Recovery& a, const Recovery& b) {
    return a.isolate_ == b.isolate_ && a.alone_ == b.alone_ &&
           a.constant_done_ == b.constant_done_ && a.fault_program_ == b.fault_program_ &&
           a.constant_elsewhere_ == b.constant_elsewhere_ &&
           a.constant_paths_only_ == b.constant_paths_only_;
  }

 private:
  std::map<Variant, RunPath> isolate_;
  std::set<Variant> alone_;
  std::set<Variant> constant_done_;
  std::set<Variant> fault_program_;
  std::set<Variant> constant_elsewhere_;  // a subset of constant_done_
  bool constant_paths_only_ = false;
};

}  // namespace clc
