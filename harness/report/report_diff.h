// Regressions between two reports of one device (two driver builds, or two runs): what newly
// fails, fails differently (another path, more lanes wrong, another status), newly passes or
// vanished, compared path by path; and what the runs' differences leave not compared.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/report/diff_case.h"
#include "harness/report/diff_runs.h"
#include "harness/report/report_merge.h"

namespace clc {

struct ReportDiff {
  std::string old_device, new_device;  // "'identity' (platform / name) (driver D)"
  // How the runs differ besides the driver ("seed: 1 -> 2", diff_runs.h), the device identity
  // first where DiffOptions::allow_unlike let it; empty for runs that checked the same things.
  std::vector<std::string> unlike;
  bool compared_as_alike = false;        // allow_unlike: every difference above was ignored
  std::string old_partial, new_partial;  // report_fields.h's PartialNote of each
  std::vector<CaseChange> changes;       // by kind (in CaseChange's order), then by case name
  std::size_t compared = 0;              // cases in both reports
  std::size_t vanished = 0;              // cases in OLD, not in NEW
  std::size_t not_compared = 0;          // changes of kind "not-compared"
  std::size_t regressions = 0;
};

// Reports of different devices: their verdicts do not compare.
class UnlikeRuns : public ReportError {
 public:
  using ReportError::ReportError;
};

struct DiffOptions {
  // Compare runs of different devices, or that differ in what they checked, as if they were
  // alike: every would-be regression is one, each difference in ReportDiff::unlike.
  bool allow_unlike = false;
  bool allow_vanished = false;  // a case in OLD, not in NEW, is no regression
};

// Compares two valid reports (report_merge.h's ValidateReport). Throws ReportError when a report
// is malformed, and UnlikeRuns (unless options.allow_unlike) when the devices' identities
// differ (report_fields.h's DeviceIdentity; the names and the driver version may differ, that
// being the point). Runs that differ in what they checked (diff_runs.h) compare where they
// checked alike: a change they can explain that would be a regression between like runs is
// "not-compared", naming the differences, never a pass.
ReportDiff DiffReports(const nlohmann::json& old_report, const nlohmann::json& new_report,
                       const DiffOptions& options = {});

// The text, JSON and page of a diff; DiffHtml is in report_diff_html.cpp.
std::string DiffText(const ReportDiff& diff);
nlohmann::json DiffJson(const ReportDiff& diff);
std::string DiffHtml(const ReportDiff& diff);

// The kinds of CaseChange in the order a diff lists them, and a kind's heading ("newly
// failing").
const std::vector<std::string>& DiffKinds();
std::string DiffHeading(const std::string& kind);

}  // namespace clc
