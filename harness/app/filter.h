// --gtest_filter before the run: a case name that names no variant is a typo, and a filter
// that selects no case checks nothing.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "reference/variant.h"

namespace testing {
class TestInfo;
}  // namespace testing

namespace clc {

// False, with `error` set, when a pattern's case part has no wildcard and is no case name
// (an unknown type, suffix or width), or when the filter is empty.
bool ValidateFilter(const std::string& filter, std::string* error);

// Whether GoogleTest's filter selects the test `full_name` ("Suite.Test"): POSITIVE[-NEGATIVE],
// patterns separated by ':', '*' and '?' as wildcards, an empty positive part meaning '*'.
bool FilterMatches(const std::string& filter, const std::string& full_name);

// The variants of the registered conformance tests that `filter` selects, in registration
// order (GoogleTest must be initialised). Sharding is not applied.
std::vector<Variant> FilteredCases(const std::string& filter);
// Calls `visit` with each registered conformance test and its case, in registration order.
void ForEachCase(const std::function<void(const testing::TestInfo&, const Variant&)>& visit);
// The cases of the registered tests that `keep` keeps.
std::vector<Variant> RegisteredCases(const std::function<bool(const testing::TestInfo&)>& keep);

// One line for a filter that selects no case, with the spelling that would have matched
// ("*/convert_int4_sat_rte_float4" for a bare case name).
std::string NoCaseMessage(const std::string& filter);
// One line naming the first positive pattern of `filter` that matches no registered test (a
// filter whose other patterns select cases would check less than it names, without a word);
// "" when each matches one (GoogleTest must be initialised).
std::string IdlePatternMessage(const std::string& filter);

}  // namespace clc
