// Regressions between two reports of one device (two driver builds, or two runs): what newly
// fails, newly passes, changed verdict or changed first mismatch.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/report/report_merge.h"

namespace clc {

struct CaseChange {
  std::string name;
  // "newly-failing", "newly-passing", "verdict-changed", "first-mismatch-changed",
  // "vanished" (in OLD, not in NEW), "only-in-new".
  std::string kind;
  std::string old_verdict, new_verdict;  // "" where the case is absent
  std::string old_first, new_first;      // the first mismatching lane (LaneLine), or ""
  // Newly failing, failing worse than before (VerdictSeverity grew among failing verdicts), or
  // vanished (unless DiffOptions::allow_vanished): a case that crashed and is gone is no fix.
  bool regression = false;
};

struct ReportDiff {
  std::string old_device, new_device;  // "'identity' (platform / name) (driver D)"
  // What differs between the runs where DiffOptions::allow_unlike let it ("seed: 1 -> 2");
  // empty for runs that checked the same things.
  std::vector<std::string> unlike;
  std::string old_partial, new_partial;  // report_fields.h's PartialNote of each
  std::vector<CaseChange> changes;       // by kind (in the order above), then by case name
  std::size_t compared = 0;              // cases in both reports
  std::size_t vanished = 0;              // cases in OLD, not in NEW
  std::size_t regressions = 0;
};

// Runs that checked different things, or of different devices: their verdicts do not compare.
class UnlikeRuns : public ReportError {
 public:
  using ReportError::ReportError;
};

struct DiffOptions {
  bool allow_unlike = false;    // compare unlike runs anyway, each difference in ReportDiff::unlike
  bool allow_vanished = false;  // a case in OLD, not in NEW, is no regression
};

// Compares two valid reports (report_merge.h's ValidateReport). Throws ReportError when a report
// is malformed, and UnlikeRuns (unless options.allow_unlike) when the devices' identities
// (report_fields.h's DeviceIdentity; the names and the driver version may differ, that being
// the point) or the runs differ in what decides which lanes are checked and how: coverage,
// seed, inputs, constant path, reference, filter, operand range and shard set.
ReportDiff DiffReports(const nlohmann::json& old_report, const nlohmann::json& new_report,
                       const DiffOptions& options = {});

std::string DiffText(const ReportDiff& diff);
nlohmann::json DiffJson(const ReportDiff& diff);
std::string DiffHtml(const ReportDiff& diff);

}  // namespace clc
