// Checks a --gtest_filter before the run: a case name that names no variant is a typo.
#pragma once

#include <string>

namespace clc {

// False, with `error` set, when a pattern's case part has no wildcard and is no case name
// (an unknown type, suffix or width), or when the filter is empty.
bool ValidateFilter(const std::string& filter, std::string* error);

}  // namespace clc
