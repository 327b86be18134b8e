// report.json documents as data: loading, checking, merging shards and runs, verdict order.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "reference/family.h"

namespace clc {

// A report that cannot be read, is not a clconform report, or cannot be merged with another.
class ReportError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A merge refused because a shard of the set is missing (and the merge was not told to allow
// it): clconform-report exits 4, apart from other unmergeable input.
class IncompleteShards : public ReportError {
 public:
  using ReportError::ReportError;
};

struct MergeOptions {
  // Merge an incomplete shard set anyway: the result's run.shard says which shards it holds
  // and "partial": true, and every renderer says so ("partial: shards 0,2 of 3").
  bool allow_partial = false;
};

// report.json's layout, its top-level "schema": 2 since the families became rows of
// reference/family.h (a case's "family" may be any row's label; a tool that knows only
// convert and as_type refuses such a report rather than misfile it). A report without the key
// is of layout 1 and is read as written.
inline constexpr int kReportSchema = 2;

// Whether `doc` has the shape report_json.cpp writes: device, run, totals and cases, each case
// with its name, family, legality, verdict and lane counts. Sets `error` to the first problem
// ("cases[3] (convert_int_float).lanes: not a non-negative integer").
bool ValidateReport(const nlohmann::json& doc, std::string* error);

// Reads and validates one report.json; sets `error` (naming the path) and returns false when the
// file cannot be read, is not JSON, or is not a report.
bool LoadReport(const std::string& path, nlohmann::json* doc, std::string* error);

// Merges reports of ONE device (shards, or runs over different inputs) into one report.
// Cases are united by name; a case found in several inputs gets its counts and seconds added,
// its first mismatches and samples concatenated (capped as the suite caps them); its status,
// message and rejection come from the deciding input (a failure over an error-like verdict over
// a run over a skip over not-checked), and its verdict, and each path's, is VerdictOf's
// (result.h) of the inputs read back and added up: the one verdict rule. An input whose case
// name this version does not know throws ReportError. Totals are recomputed, run.seconds and
// run.programs_built summed, distinct run.command lines joined with '\n'. Throws ReportError when
// there is no input, an input is malformed, or the inputs name different devices (platform, name or
// driver), or different coverage or seed. Reports that record a shard of a split (run.shard,
// total > 1) must together hold every shard of it: otherwise IncompleteShards is thrown unless
// `options.allow_partial`.
nlohmann::json MergeReports(const std::vector<nlohmann::json>& reports,
                            const MergeOptions& options = {});

// --- The verdict order the merge and the renderers share. ---

// Verdicts that mean the case did not pass: fail, build-failure, error, crash, timeout, and any
// verdict this code does not know (treated as an error rather than hidden).
bool IsFailingVerdict(std::string_view verdict);
// How bad a verdict is for a summary cell, highest worst: fail, crash, timeout, error (and
// unknown), build-failure, skipped, not-checked, implementation-defined, pass.
int VerdictSeverity(std::string_view verdict);
// The verdicts in display order, worst first (the unknown ones are not listed).
const std::vector<std::string>& KnownVerdicts();

// Whether a case object is a negative compile check (legal == false).
bool IsNegativeCase(const nlohmann::json& c);
// The report section and JUnit suite of the negative compile checks.
inline constexpr const char* kNegativeSection = "negative";
// The JUnit suite and report section of a case: its family's label, or "negative".
std::string SectionOf(const nlohmann::json& c);
// Every section, in the family table's order, "negative" last.
std::vector<std::string> Sections();
// The row of a case's family, or null where report.json names no known family.
const FamilyTraits* FamilyOfCase(const nlohmann::json& c);

// The command that reruns one case on the report's device as the report's run checked it, with
// the first mismatching operand for convert_* (format.h's RerunCommand, from run_record.h's
// fields of report.run): build/clconform --device='0' --gtest_filter=... --coverage=full ...
std::string RerunLine(const nlohmann::json& report, const nlohmann::json& c);

}  // namespace clc
