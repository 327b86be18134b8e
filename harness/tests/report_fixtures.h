// Synthetic report.json documents, in the shape report_json.cpp writes, for the report tests.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include <nlohmann/json.hpp>

#include "harness/report/result.h"

namespace clc::testing_support {

// One lane record of first_mismatches or implementation_defined_samples.
nlohmann::json Lane(int lane, const std::string& input, const std::string& got,
                    const std::string& allowance = "exact", const std::string& cls = "");

// One case of a synthetic report: its verdict, lane counts, message and lane records.
struct CaseSpec {
  CaseSpec(std::string case_name, std::string verdict_name = "pass", std::uint64_t lane_count = 100,
           std::uint64_t impl_count = 0, std::uint64_t mismatch_count = 0,
           double case_seconds = 0.25, std::string case_message = "", int mismatches_recorded = 0,
           int samples_recorded = 0)
      : name(std::move(case_name)),
        verdict(std::move(verdict_name)),
        lanes(lane_count),
        impl(impl_count),
        mismatched(mismatch_count),
        seconds(case_seconds),
        message(std::move(case_message)),
        mismatch_records(mismatches_recorded),
        sample_records(samples_recorded) {}
  std::string name;
  std::string verdict;
  std::uint64_t lanes;
  std::uint64_t impl;
  std::uint64_t mismatched;
  double seconds;
  std::string message;
  int mismatch_records;
  int sample_records;
};

// One case of a report; the name decides the family, and three names are negative checks.
nlohmann::json Case(const CaseSpec& s);

// A report of `cases` on a PoCL-like device, with totals computed from the cases.
nlohmann::json Report(const nlohmann::json& cases, double seconds = 1.5, int programs = 10,
                      const std::string& command = "build/clconform --device=0");

// A run with every verdict, lane records, implementation-defined cases and negative checks.
nlohmann::json RichCases();

// One path's outcome: `lanes` compared, `mismatched` of them wrong, or a status other than ran.
PathResult Ran(std::uint64_t lanes, std::uint64_t mismatched = 0);
PathResult Ended(CaseStatus status);

// A legal case that took both paths, its status and counts those of its paths together.
VariantResult OnPaths(const std::string& name, const PathResult& buffer,
                      const PathResult& constant);

// A report of `results` as report_json.cpp writes it (each path's share included), on a
// PoCL-like device, run with the default options.
nlohmann::json ReportOf(const std::vector<VariantResult>& results);

// `doc` with its cases in name order.
nlohmann::json SortedByName(nlohmann::json doc);

}  // namespace clc::testing_support
