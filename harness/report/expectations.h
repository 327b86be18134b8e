// Known device failures, in the repository: a case fails exactly as listed or the run says so.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/report/device_info.h"
#include "harness/report/result.h"

namespace clc {

// An expectations file states, one fact a line, how each listed case fails on each of its two
// paths (buffer, constant), and accepts exactly that: another path failing, more or fewer wrong
// lanes, other bits or another status is a failure ("failed-differently"). A line is
//   CASE PATH INPUT_HEX EXPECTED_HEX RETURNED_HEX  # why   a wrong lane of the path
//   CASE PATH mismatched=N                          # why   the path's wrong lanes in all, where
//                                                           more than its lanes listed
//   CASE PATH crash|timeout|build-failure|error     # why   how the path ends
//   CASE crash|timeout|build-failure|error          # why   how the case ends, outside its paths
//   CASE skip|flaky                                 # why   not run / its failures not counted
//   CASE accepted                                   # why   a negative check (an illegal
//                                                           spelling) that the device compiles
// PATH is `buffer` or `constant`. A path a case's lines do not name must conform. A path with
// lane lines and no status line runs, wrong in exactly the lanes listed (their number, or N).
// Lines written before paths were named (CASE INPUT EXPECTED RETURNED; CASE crash) state the
// case as a whole: its wrong lanes, on either path, are exactly those listed (none for a
// status line), and its status is the one named (ran for lanes).
// Any line may end, before its '#', with the coverage levels it holds at:
//   CASE PATH mismatched=6124 coverage=quick  # why
// At the other levels the line does not hold. A why of `"` alone repeats the why of the nearest
// line above that has one (`--write-expectations` writes it so). A count belongs to its levels
// (each level checks other operands), and a failure only some levels show (the digest kernels of
// full coverage) would otherwise be a change at the others. Entries state what a whole run at the
// default seed shows (ExpectationScope). The word a line names a path's or a case's fault by:
// crash, timeout, build-failure, error (a status's name, but the build's, which reads as the
// verdict does).
std::string_view FaultWordOf(CaseStatus s);

// The why an entry's text after its '#' stands for: itself, or for `"` alone `*above`, the why
// of the nearest entry above that has one, which this keeps up to date (a `"` with none above
// is an error naming `where`).
std::string WhyOf(const std::string& why, const std::string& where, std::string* above);

struct ExpectedLane {
  std::uint64_t input = 0;
  std::uint64_t expected = 0;
  std::uint64_t got = 0;
  std::string reason;
};

// What the lines of a case state of one path, or of the case as a whole (its lines that name no
// path).
struct PathExpectation {
  CaseStatus status = CaseStatus::kRan;     // kRan: it runs, with `lanes` wrong
  std::vector<ExpectedLane> lanes;          // each fact once
  std::optional<std::uint64_t> mismatched;  // the wrong lanes in all, where more than listed
  std::string reason;                       // its first line's why
  std::uint64_t Count() const { return mismatched.value_or(lanes.size()); }
};

struct CaseExpectation {
  std::array<std::optional<PathExpectation>, kRunPaths.size()> paths;  // by RunPath
  std::optional<PathExpectation> whole;  // the lines that name no path
  bool NamesPaths() const { return paths[0] || paths[1]; }
  std::string Reason() const;  // the why of its first path's first line (buffer, constant, none)
};

struct Expectations {
  std::map<std::string, CaseExpectation> failures;  // by case name
  // The cases whose lines name a fault (crash, timeout, ...) on some path or of the case, with
  // the worst: what the runner runs apart (harness/app/listed.h's KnownFaults).
  std::map<std::string, CaseStatus> faults;
  std::map<std::string, std::string> skips;     // not run, with the reason
  std::map<std::string, std::string> flaky;     // may fail, with the reason
  std::map<std::string, std::string> accepted;  // compiled illegal spellings
  std::string source;                           // file it came from
};

// The expectations file of `device` in folder `dir`: DIR/<platform>@<driver>.txt, a list made
// on that driver version (CL_DRIVER_VERSION), else DIR/<platform>.txt, a list for every version
// of the platform (both names as Slug makes them: "portable-computing-language@3-1-debian.txt").
// Empty when neither exists. Known failures of one driver version are no expectations for the
// next, which may have fixed them or crash elsewhere.
std::string ExpectationsFileFor(const std::string& dir, const DeviceInfo& device);

// DIR/<platform>@<driver>.txt: where --write-expectations writes a device's list.
std::string DriverExpectationsFile(const std::string& dir, const DeviceInfo& device);

// DIR/<platform>.txt: the list for every version of the device's platform.
std::string PlatformExpectationsFile(const std::string& dir, const DeviceInfo& device);

// The entries of `path` that hold at `coverage` ("quick", "full", "exhaustive"). Empty: every
// entry, for reading the facts a file lists (a case's counts of two levels are then not one
// statement). Throws std::runtime_error with the file and line for anything malformed, and at
// one level for two statuses or two counts of one path.
Expectations LoadExpectations(const std::string& path, std::string_view coverage = {});

// The "coverage=..." word of an entry's line ("" when it has none: it holds at every level).
std::string CoverageWord(const std::string& line);
// Whether an entry whose coverage word is `word` holds at `coverage` (every entry when empty).
bool HoldsAt(const std::string& word, std::string_view coverage);

// What a run exercised of what an expectations file states. The file states what a whole run
// shows at its coverage level: every operand of that level at the default seed. A narrower run
// (--input, --operand-range, another --seed) checks some of the listed lanes at most, and no
// count; a path it did not take (--no-constant-path) it does not check at all.
struct ExpectationScope {
  bool whole = true;
  std::vector<std::uint64_t> inputs;  // not whole, with --input: the operands it checked
  std::string narrowed_by;            // not whole: why ("--input", "--seed=7", ...)
  // Whether the run took the constant path (--no-constant-path: no). A path's own lines see
  // it not run; lines without a path, which state the case as a whole, are then not checked
  // whole.
  bool constant_path = true;
};

enum class ExpectationOutcome : std::uint8_t {
  kNotListed,
  kFailedAsExpected,
  kUnexpectedPass,     // listed, but a listed failure did not happen (and nothing else changed)
  kFailedDifferently,  // listed, and something happened that the entry does not state
  kFlakyFailed,        // listed as flaky, and failed this time
  // Listed, and nothing happened beyond the entry, but the run did not exercise some of what
  // it states (a path not taken, lanes or counts of operands it did not check): no pass of the
  // listed failure, and no failure of the run.
  kNotChecked,
};

ExpectationOutcome Check(const Expectations& e, const VariantResult& r, std::string* detail,
                         const ExpectationScope& scope = {});

// The words report.json's case.expectation.outcome uses: "expected-failure", "unexpected-pass",
// "failed-differently", "flaky-failure", "not-checked"; "" for kNotListed.
std::string_view NameOf(ExpectationOutcome o);
// A failure the file foresaw (as listed, or listed as flaky): no new failure.
bool IsExpectedFailure(ExpectationOutcome o);
// Whether the outcome fails the run: an unexpected pass, or a failure other than the listed one.
bool FailsRun(ExpectationOutcome o);

// How a listed case compared with its entry, for report.json.
struct ExpectationMark {
  ExpectationOutcome outcome = ExpectationOutcome::kNotListed;
  std::string detail;     // Check's words, or for a failure as listed, the file and the reason
  bool expected = false;  // the case failed, and only as its entry foresaw
};
// The mark of `r` (outcome kNotListed where `e` does not list it).
ExpectationMark MarkOf(const Expectations& e, const VariantResult& r,
                       const ExpectationScope& scope = {});
// The cases of `results` that `mark` marks (outcome other than kNotListed), by case name.
std::map<std::string, ExpectationMark> MarksOf(
    const std::vector<VariantResult>& results,
    const std::function<ExpectationMark(const VariantResult&)>& mark);
// The listed cases of `results` (those Check does not find kNotListed), by case name.
std::map<std::string, ExpectationMark> MarkExpectations(const Expectations& e,
                                                        const std::vector<VariantResult>& results,
                                                        const ExpectationScope& scope = {});

// Lines that state `r` exactly (each path's status, wrong lanes as recorded and their number),
// without coverage words; empty for a case that conforms.
std::string ExpectationLines(const VariantResult& r);

}  // namespace clc
