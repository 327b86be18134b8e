// Known device failures, in the repository: a case fails as listed or the run says so.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "harness/report/device_info.h"
#include "harness/report/result.h"

namespace clc {

// One line of an expectations file, either a wrong lane:
//   CASE_NAME INPUT_HEX EXPECTED_HEX RETURNED_HEX  # why (confirmed how)
// or a case that ends without lanes to show:
//   CASE_NAME crash|timeout|build-failure|error    # why
// or a case not to run, or whose failures are not counted:
//   CASE_NAME skip|flaky                           # why
// or a negative check (an illegal spelling) that the device compiles:
//   CASE_NAME accepted                             # why
// Any entry may end, before its '#', with a word naming the coverage levels it holds at:
//   CASE_NAME INPUT_HEX EXPECTED_HEX RETURNED_HEX coverage=full,exhaustive  # why
// At the other levels the case is expected to conform. One driver's file serves every level,
// and a failure only some levels show (one only the digest kernels of full and exhaustive
// coverage make) would otherwise be an unexpected pass at the others.
struct ExpectedLane {
  std::uint64_t input = 0;
  std::uint64_t expected = 0;
  std::uint64_t got = 0;
  std::string reason;
};

struct Expectations {
  std::map<std::string, std::vector<ExpectedLane>> failures;  // by case name
  std::map<std::string, CaseStatus> faults;                   // crash, timeout, ...
  std::map<std::string, std::string> skips;                   // not run, with the reason
  std::map<std::string, std::string> flaky;                   // may fail, with the reason
  std::map<std::string, std::string> accepted;                // compiled illegal spellings
  std::string source;                                         // file it came from
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

// The entries of `path` that hold at `coverage` ("quick", "full", "exhaustive"; every entry
// when empty). Throws std::runtime_error with the file and line for anything malformed.
Expectations LoadExpectations(const std::string& path, std::string_view coverage = {});

// The "coverage=..." word of an entry's line ("" when it has none: it holds at every level).
std::string CoverageWord(const std::string& line);
// Whether an entry whose coverage word is `word` holds at `coverage` (every entry when empty).
bool HoldsAt(const std::string& word, std::string_view coverage);

enum class ExpectationOutcome : std::uint8_t {
  kNotListed,
  kFailedAsExpected,
  kUnexpectedPass,     // listed, but every lane conformed
  kFailedDifferently,  // listed, failed, but a listed lane was not seen as listed
  kFlakyFailed,        // listed as flaky, and failed this time
};

ExpectationOutcome Check(const Expectations& e, const VariantResult& r, std::string* detail);

// The words report.json's case.expectation.outcome uses: "expected-failure", "unexpected-pass",
// "failed-differently", "flaky-failure"; "" for kNotListed.
std::string_view NameOf(ExpectationOutcome o);
// A failure the file foresaw (as listed, or listed as flaky): no new failure.
bool IsExpectedFailure(ExpectationOutcome o);

// How a listed case compared with its entry, for report.json.
struct ExpectationMark {
  ExpectationOutcome outcome = ExpectationOutcome::kNotListed;
  std::string detail;  // Check's words, or for a failure as listed, the file and the reason
};
// The listed cases of `results` (those Check does not find kNotListed), by case name.
std::map<std::string, ExpectationMark> MarkExpectations(const Expectations& e,
                                                        const std::vector<VariantResult>& results);

// Lines that would list `r` as a known failure; empty for a case that conforms.
std::string ExpectationLines(const VariantResult& r);

}  // namespace clc
