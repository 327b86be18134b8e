// --write-expectations: a run's failures in the expectations files' format, for review.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "harness/report/result.h"

namespace clc {

// Writes `path`: the lines that state each case of `results` (the cases this run selected)
// exactly (harness/report/expectations.h), merged into the file's lines at the run's
// `coverage` level; a new file starts with `header` (comment lines). The file's comments and
// order stay, and so do the lines of cases the run did not select. For a selected case:
// a line the file has at this level and the run states stays as it is (its reason too); a line
// the file has at other levels only and the run states gains this level; a line the run states
// and the file has not gets `coverage=LEVEL` and the reason of the case's line it replaces;
// a line the file has at this level and the run does not state loses this level (a line without
// a coverage word holds at every level), and goes once it holds at none. A case the file
// lists as skip or flaky at this level, and one the run skipped or did not run, keeps its
// lines as they are.
// False with `error` set when the file cannot be written.
bool WriteExpectationsFile(const std::string& path, const std::string& header,
                           std::string_view coverage, const std::vector<VariantResult>& results,
                           std::string* error);

}  // namespace clc
