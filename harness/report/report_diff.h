// Regressions between two reports of one device (two driver builds, or two runs): what newly
// fails, newly passes, changed verdict or changed first mismatch.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace clc {

struct CaseChange {
  std::string name;
  // "newly-failing", "newly-passing", "verdict-changed", "first-mismatch-changed",
  // "only-in-old", "only-in-new".
  std::string kind;
  std::string old_verdict, new_verdict;  // "" where the case is absent
  std::string old_first, new_first;      // the first mismatching lane (LaneLine), or ""
  // Newly failing, or failing worse than before (VerdictSeverity grew among failing verdicts).
  bool regression = false;
};

struct ReportDiff {
  std::string old_device, new_device;  // "platform / name (driver D)"
  std::vector<CaseChange> changes;     // by kind (in the order above), then by case name
  std::size_t compared = 0;            // cases in both reports
  std::size_t regressions = 0;
};

// Compares two valid reports (report_merge.h's ValidateReport). Throws ReportError when a report
// is malformed or the two are of different devices (platform and device name; the driver
// version may differ, that being the point).
ReportDiff DiffReports(const nlohmann::json& old_report, const nlohmann::json& new_report);

std::string DiffText(const ReportDiff& diff);
nlohmann::json DiffJson(const ReportDiff& diff);
std::string DiffHtml(const ReportDiff& diff);

}  // namespace clc
