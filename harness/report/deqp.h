// deqp-runner's file conventions, as Mesa's CI keeps them, so that a CI that already has such
// files uses them unchanged:
// - results CSV: one line per test, "name,Status,duration" (seconds: the case's share of its
//   batch's time by lanes, case_seconds.h), no header; Status is one of
//   Pass, Fail, Crash, Timeout, Skip, Warn, Flake, Missing, ExpectedFail, UnexpectedPass;
// - baseline ("expected failures", e.g. a previous run's failures.csv): "name,Status" per line,
//   a third field ignored, '#' comments and blank lines allowed;
// - flake and skip lists: one regular expression per line (matched against the whole name),
//   '#' comments and blank lines allowed.
// A test name is clconform's case name (convert_int4_sat_rte_float4).
#pragma once

#include <map>
#include <regex>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/report/expectations.h"

namespace clc {

// A report verdict as a deqp-runner status: pass -> Pass; flaky -> Flake; fail, build-failure,
// error -> Fail;
// crash -> Crash; timeout -> Timeout; skipped, not-checked -> Skip; implementation-defined ->
// Warn (recorded, not passed: deqp-runner counts Warn as no failure, as clconform does).
std::string DeqpStatus(const std::string& verdict);

// Whether a deqp-runner status fails a run (Fail, Crash, Timeout, Missing, UnexpectedPass).
bool DeqpFails(const std::string& status);

// The lists, with the file they came from.
struct DeqpLists {
  std::map<std::string, std::string> baseline;             // name -> expected Status
  std::vector<std::pair<std::string, std::regex>> flakes;  // pattern text, pattern
  std::vector<std::pair<std::string, std::regex>> skips;
  std::string baseline_file, flakes_file, skips_file;

  // The pattern of `list` that matches the whole of `name`, or "".
  static std::string Match(const std::vector<std::pair<std::string, std::regex>>& list,
                           const std::string& name);
};

// Reads a baseline; throws std::runtime_error naming the file and line of a malformed entry
// (no comma, or an unknown status).
std::map<std::string, std::string> ParseDeqpBaseline(const std::string& text,
                                                     const std::string& file);
// Reads a flake or skip list; throws std::runtime_error for an invalid regular expression.
std::vector<std::pair<std::string, std::regex>> ParseDeqpRegexList(const std::string& text,
                                                                   const std::string& file);
// Reads the three files (each optional: "" for none). Throws std::runtime_error naming the
// file for one that cannot be read or is a folder.
DeqpLists LoadDeqpLists(const std::string& baseline, const std::string& flakes,
                        const std::string& skips);

// What deqp-runner makes of a result `status` under the lists: ExpectedFail when the baseline
// expects exactly that status; UnexpectedPass when the baseline lists a failure and the case
// passed (Pass or Warn); Flake when it fails and matches a flake pattern; otherwise `status`
// itself.
std::string DeqpOutcome(const DeqpLists& lists, const std::string& name, const std::string& status);

// The mark the lists give a case whose report verdict is `verdict`, as report.json holds marks:
// an ExpectedFail is an expected failure, a failure a flake pattern matches a flaky failure, an
// UnexpectedPass an unexpected pass; kNotListed for the rest.
ExpectationMark DeqpMark(const DeqpLists& lists, const std::string& name,
                         const std::string& verdict);

// A case's deqp-runner status as report.json marks it (case.expectation: the expectations
// file's or the deqp lists' judgement of the run), so that the CSV, JUnit, the HTML page and
// the console agree on which failures are expected: an expected failure is ExpectedFail, a
// flaky one Flake, an unexpected pass UnexpectedPass; a listed failure the run did not check
// is ExpectedFail where the case failed within it, else Skip. An unmarked case's verdict goes
// through DeqpOutcome with `lists`.
std::string DeqpMarkedStatus(const nlohmann::json& c, const DeqpLists& lists);

// The results CSV of a report, each case's status as DeqpMarkedStatus says.
std::string DeqpResultsCsv(const nlohmann::json& report, const DeqpLists& lists);
// The failing lines of the results, as "name,Status" (no duration): deqp-runner's failures.csv,
// which is the next run's --deqp-baseline.
std::string DeqpFailuresCsv(const nlohmann::json& report, const DeqpLists& lists);

}  // namespace clc
