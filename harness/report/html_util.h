// Pieces every HTML page of the reports shares: the style sheet, escaping, verdict badges,
// number formats and the table of lane records.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "harness/report/report_fields.h"

namespace clc {

// Text made safe for HTML content and quoted attribute values; control characters other than
// tab, newline and carriage return become U+FFFD.
std::string HtmlEscape(std::string_view text);

namespace html {

// The one style sheet (inline CSS) of every page.
const char* Style();
// The page around `body`: head with `title` and the style, a header with `heading` and
// `subtitle` (already HTML), then `nav` and `body`.
std::string Page(const std::string& title, const std::string& heading, const std::string& subtitle,
                 const std::string& nav, const std::string& body);

std::string E(const std::string& s);  // HtmlEscape
std::string Num(std::uint64_t n);
std::string Plural(std::uint64_t n, const std::string& noun);  // "1 case", "2 cases"
std::string Secs(double s);                                    // "1.250 s"
std::string Percent(std::uint64_t part, std::uint64_t whole);  // " (12.5%)", "" for 0 of 0
// A CSS class for a verdict; one this code does not know is shown as an error.
std::string VerdictClass(const std::string& v);
std::string Badge(const std::string& verdict, const std::string& text);
std::string ShortVerdict(const std::string& v);  // "impl", "n/c", "build", "skip" or itself
// At most a few thousand bytes of a message, cut at a character boundary.
std::string Capped(const std::string& s);
// Lane records (report_json.cpp's "first_mismatches" or samples) as a table.
std::string LaneTable(const nlohmann::json& lanes, const char* expected_header);

}  // namespace html
}  // namespace clc
