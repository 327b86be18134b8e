// What a run found for one variant: lane counts by verdict and the lanes worth showing.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
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
};

std::string_view NameOf(CaseStatus s);

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
  std::vector<LaneRecord> mismatches;    // the first few, capped
  std::vector<LaneRecord> impl_samples;  // what the device returned where it may choose
  double seconds = 0;

  // Negative compile checks: whether the device rejected the illegal spelling.
  bool rejected = false;
};

// What a case comes to: the one verdict rule, used by the GoogleTest check, report.json and
// every report writer. Worst first in the order of the enumeration after kPass.
enum class Verdict : std::uint8_t {
  kPass,
  kImplementationDefined,  // every lane was the implementation's choice: recorded, not passed
  kNotChecked,
  kSkipped,
  kBuildFailure,
  kError,
  kTimeout,
  kCrash,
  kFail,
};
// Implementation-defined lanes never count towards a pass: they are only recorded. A legal
// case that compared no lane is an error, never a pass.
Verdict VerdictOf(const VariantResult& r);
// "pass", "implementation-defined", "not-checked", "skipped", "build-failure", "error",
// "timeout", "crash", "fail": the words report.json uses.
std::string_view NameOf(Verdict v);
std::optional<Verdict> ParseVerdict(std::string_view text);
// Whether the case did not pass: fail, build-failure, error, crash, timeout.
bool IsFailing(Verdict v);

inline constexpr std::size_t kMaxRecordedMismatches = 8;
inline constexpr std::size_t kMaxImplSamples = 4;

// Adds `from` (the same variant, another pass over other lanes) to `into`: counts add up,
// recorded lanes fill the caps in order, and a status other than ran wins.
void Merge(VariantResult& into, const VariantResult& from);

}  // namespace clc
