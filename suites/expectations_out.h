// --write-expectations: a run's failures in the expectations files' format, for review.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "harness/report/result.h"

namespace clc {

// Writes `path`: `header` (comment lines), then an entry for each failure among `results` (the
// cases this run selected) and every entry the file already had for a case this run did not
// select (and every skip and flaky entry), so that a run with a narrower filter updates its
// cases and keeps the others. The run was at `coverage`: an entry the file limits to other
// levels stays, and one limited to levels that include this one keeps its limit on the
// entries that replace it.
// False with `error` set when the file cannot be written.
bool WriteExpectationsFile(const std::string& path, const std::string& header,
                           std::string_view coverage, const std::vector<VariantResult>& results,
                           std::string* error);

}  // namespace clc
