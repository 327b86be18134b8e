// JUnit XML from a report.json: one <testsuite> per family (convert, as_type, negative).
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace clc {

// The report as JUnit XML. Failing verdicts (fail, build-failure, error, crash, timeout) give a
// <failure> with the first mismatching lanes and a rerun command; skipped, not-checked and
// implementation-defined give <skipped> (implementation-defined is never a pass). Each testcase
// carries its lane counts as <property> elements. Throws ReportError for a malformed report.
std::string RenderJunitReport(const nlohmann::json& report);

// Text made safe for XML 1.0 character data, or an attribute value when `attribute` (where
// newlines and tabs become character references). Characters XML 1.0 forbids become U+FFFD.
std::string XmlEscape(std::string_view text, bool attribute);

}  // namespace clc
