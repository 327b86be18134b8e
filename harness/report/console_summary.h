// The console's end-of-run summary of one device's report.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace clc {

// Failures first, by cause (causes.h): each with its count, affected cells, one representative
// lane and the command that reruns it; then a table of case counts by family (convert,
// as_type, negative) and verdict; then why cases were not checked or skipped, a line per reason
// with its count (the six commonest). Every line starts with "[ summary  ] ", so that a run over
// several devices relays them from each device's log.
std::string ConsoleSummary(const nlohmann::json& report);

// Every case a CI must look at, a line each, none left out: "UNEXPECTED FAILURE: CASE (VERDICT)"
// for each failing case that no expectation foresaw (with the expectation's detail where one
// was listed), and "UNEXPECTED PASS: CASE (DETAIL)" for each listed case that passed; "" when
// there is none.
std::string UnexpectedCases(const nlohmann::json& report);

}  // namespace clc
