// What a run found for one variant: lane counts by verdict and the lanes worth showing.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reference/expectation.h"
#include "reference/variant.h"

namespace clc {

enum class CaseStatus : std::uint8_t {
  kNotRun,
  kRan,          // lanes were compared (or a negative check was decided)
  kSkipped,      // the device cannot run it (no fp64, no fp16, no int64)
  kBuildFailed,  // a legal variant that the device did not compile
  kError,        // an OpenCL error while running it
  kCrashed,      // the process running it died (the message names the signal)
  kTimedOut,     // no progress within the time limit; the process was killed
  // Lanes mismatched, but not when the case ran again in a fresh process (harness/app/confirm.h):
  // the counts and lanes are the first run's, the message says both.
  kFlaky,
};

std::string_view NameOf(CaseStatus s);
std::optional<CaseStatus> ParseCaseStatus(std::string_view text);
// The worse of two statuses (a crash over an error over a build failure over ran ...).
CaseStatus Worse(CaseStatus a, CaseStatus b);

struct LaneRecord {
  std::uint64_t input = 0;  // operand bits (for as_type: the bits of the operand's lane)
  std::uint64_t expected = 0;
  std::uint64_t alt = 0;
  Allowance allowance = Allowance::kExact;
  std::uint64_t got = 0;
  std::uint64_t lane = 0;  // lane index within the chunk (buffer) or the constant list
  std::uint64_t chunk = 0;
  bool constant_path = false;  // the operand was a compile-time constant
  std::string classification;
  // A vector operand's lane: its work item's operands, in component order (a rerun gives them
  // all, so that a bug of the components' order shows again); empty for a scalar operand.
  std::vector<std::uint64_t> item = {};
};

// The paths a case runs on. Two have outcomes of their own (kRunPaths): its operand read from
// memory (the buffer path) and its operand folded into the kernel as a compile-time constant.
// They test different code in a driver (the runtime library, the compiler's constant folder),
// so each has its own outcome, and a fault in one never hides the other. The others are what a
// worker announces it is doing (harness/run/worker_protocol.h): the digested stream and the
// judging of its differing chunks belong to the buffer path's outcome; a negative compile check
// has none.
enum class RunPath : std::uint8_t { kBuffer, kConstant, kDigest, kJudge, kNegative };
inline constexpr std::array<RunPath, 2> kRunPaths = {RunPath::kBuffer, RunPath::kConstant};
static_assert(static_cast<int>(RunPath::kBuffer) == 0 && static_cast<int>(RunPath::kConstant) == 1,
              "VariantResult::paths is indexed by the paths with outcomes");
// "buffer", "constant", "digest", "judge", "negative": the text in report.json, repro specs,
// replays and the worker protocol; ParseRunPath is its inverse (nullopt for any other text).
std::string_view NameOf(RunPath p);
std::optional<RunPath> ParseRunPath(std::string_view text);
// The path of kRunPaths whose outcome work on `p` decides (nullopt for kNegative).
std::optional<RunPath> OutcomePath(RunPath p);

// One path's share of a case: its own status and lane counts (they add up to the case's).
struct PathResult {
  CaseStatus status = CaseStatus::kNotRun;  // kNotRun: this run did not take the path
  std::uint64_t lanes = 0;
  std::uint64_t mismatched = 0;
  std::uint64_t implementation_defined = 0;
};

struct VariantResult {
  Variant variant;
  CaseStatus status = CaseStatus::kNotRun;
  std::string message;  // skip reason, build log or error text

  std::uint64_t lanes = 0;
  std::uint64_t exact = 0;
  std::uint64_t accepted_flushed = 0;
  std::uint64_t accepted_nan = 0;
  std::uint64_t implementation_defined = 0;
  std::uint64_t impl_matching_reference = 0;  // of those, equal to the reference's guess
  std::uint64_t mismatched = 0;
  std::vector<LaneRecord> mismatches;    // the first few of each path (RecordsLane), capped
  std::vector<LaneRecord> impl_samples;  // what the device returned where it may choose
  // Its own time and its equal shares of work done for it with other cases (CaseClock,
  // harness/report/case_seconds.h); of them, the work that was its alone.
  double seconds = 0;
  double own_seconds = 0;

  // Negative compile checks: whether the device rejected the illegal spelling.
  bool rejected = false;
  // The folder of the case's standalone reproducer, relative to the report's folder
  // (harness/app/reproducers.h); empty: none.
  std::string reproducer;

  // By path, of kRunPaths only: they come first in RunPath, and OutcomePath maps the others.
  std::array<PathResult, kRunPaths.size()> paths{};
  PathResult& Path(RunPath p) { return paths[static_cast<std::size_t>(p)]; }
  const PathResult& Path(RunPath p) const { return paths[static_cast<std::size_t>(p)]; }
};

// Sets the status of path `p` and, where it is worse than the case's, the case's too: a crash
// of the constant path makes the case a crash while its buffer lanes stay counted.
void SetPathStatus(VariantResult& r, RunPath p, CaseStatus s);
// Whether `s` is a fault: a build failure, an error, a crash or a timeout.
bool IsFault(CaseStatus s);
// A fault of `r` that no path has: the case's own (a child that died before it named the path
// it was on, a store fault).
bool FaultOutsidePaths(const VariantResult& r);

// What a case comes to: the one verdict rule, used by the GoogleTest check, report.json and
// every report writer. Worst first in the order of the enumeration after kPass.
enum class Verdict : std::uint8_t {
  kPass,
  kImplementationDefined,  // every lane was the implementation's choice: recorded, not passed
  kNotChecked,
  kSkipped,
  kFlaky,  // failed once, then not when run again (CaseStatus::kFlaky): never a pass
  kBuildFailure,
  kError,
  kTimeout,
  kCrash,
  kFail,
};
// Implementation-defined lanes never count towards a pass: they are only recorded. A legal
// case that compared no lane is an error, never a pass.
Verdict VerdictOf(const VariantResult& r);
// The same rule for one path of a legal case (kNotRun: not checked on that path).
Verdict VerdictOf(const PathResult& p);
// "pass", "implementation-defined", "not-checked", "skipped", "flaky", "build-failure",
// "error", "timeout", "crash", "fail": the words report.json uses.
std::string_view NameOf(Verdict v);
std::optional<Verdict> ParseVerdict(std::string_view text);
// Whether the case did not pass: fail, flaky, build-failure, error, crash, timeout.
bool IsFailing(Verdict v);

inline constexpr std::size_t kMaxRecordedMismatches = 8;  // of each path
inline constexpr std::size_t kMaxImplSamples = 4;

// Whether `r` keeps one more mismatching lane of the path `constant_path` says: the first
// kMaxRecordedMismatches of each path, so that many wrong lanes on one path never hide the
// lanes of the other (an expectations file states each path's lanes). KeepMismatch keeps it.
bool RecordsMismatch(const VariantResult& r, bool constant_path);
void KeepMismatch(VariantResult& r, const LaneRecord& rec);

// Adds `from` (the same variant, another pass over other lanes) to `into`: counts add up,
// recorded lanes fill the caps in order, and a status other than ran wins.
void Merge(VariantResult& into, const VariantResult& from);

}  // namespace clc
