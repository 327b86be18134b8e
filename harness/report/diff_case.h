// One case of two reports compared path by path: what changed, and whether it is a regression,
// no regression, or a change the runs' differences leave open (not compared).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/report/diff_runs.h"

namespace clc {

struct CaseChange {
  std::string name;
  // "newly-failing", "failing-differently" (failing before, and now on another path, with more
  // lanes wrong, with another status, or a failing path no longer checked), "vanished" (in OLD,
  // not in NEW), "not-compared" (it would be a regression between like runs, but the runs differ
  // in what can explain it), "newly-passing", "verdict-changed", "changed" (fewer lanes wrong,
  // another first mismatch), "only-in-new".
  std::string kind;
  std::string old_verdict, new_verdict;  // "" where the case is absent
  std::string old_first, new_first;      // the first mismatching lane (LaneLine), or ""
  // What changed, a line each: "buffer path: pass, 0 of 6124 lanes wrong -> fail, 6124 of 6124
  // lanes wrong", or "not in NEW".
  std::vector<std::string> what;
  // For "not-compared": the differences of the runs that can explain it (RunDifference::what).
  std::vector<std::string> why;
  bool regression = false;
};

// The change of a case found in both reports (valid case objects `o` of OLD and `n` of NEW);
// kind "" where nothing worth saying changed. What would be a regression between like runs is
// one unless `runs` holds a difference that can change outcomes: then it is "not-compared".
CaseChange CompareCase(const nlohmann::json& o, const nlohmann::json& n,
                       const std::vector<RunDifference>& runs);

// A case of OLD that NEW lacks: a regression (a case that crashed and is gone is no fix) unless
// `allow_vanished`, or "not-compared" where `runs` holds a difference that decides which cases a
// run holds.
CaseChange VanishedCase(const nlohmann::json& o, const std::vector<RunDifference>& runs,
                        bool allow_vanished);

// A case of NEW that OLD lacks: never a regression.
CaseChange NewCase(const nlohmann::json& n);

}  // namespace clc
