// A self-contained HTML page from a report.json: device summary, totals, source x destination
// matrices, failures with rerun commands, implementation-defined behaviour, negative checks.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace clc {

// The page: one file, inline CSS, no script and no external resource. Every text from the
// report is escaped. Throws ReportError for a malformed report.
std::string RenderHtmlReport(const nlohmann::json& report);

// Text made safe for HTML content and quoted attribute values; control characters other than
// tab, newline and carriage return become U+FFFD.
std::string HtmlEscape(std::string_view text);

}  // namespace clc
