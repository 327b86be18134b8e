// What a standalone reproducer of a failing case needs, written by the process that ran it:
// the exact text of the program it built (not regenerated), the kernel, its arguments' shapes
// and the mismatching lanes. The parent turns it into program.cl and repro.c
// (harness/report/reproducer.h), and confirms the failure by replaying it in a fresh process
// (harness/run/replay.h).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/device/build.h"
#include "harness/report/result.h"

namespace clc {

// DIR/<case>.<path>.json: where the spec of `case_name` on `path` is written.
std::string ReproSpecFile(const std::string& dir, const std::string& case_name, RunPath path);

// The spec of `r`'s mismatching lanes on the path of `unit` (PathOf: constant or buffer), whose
// program's text is `source`.
nlohmann::json ReproSpec(const VariantResult& r, const KernelSpec& unit, const std::string& source);

// For every result of `results` with mismatching lanes on the buffer or the constant path,
// writes DIR/<case>.<path>.json (ReproSpec) with the program text `source_of` gives for the
// unit's kernel ("": unknown, nothing written), unless an earlier process wrote it.
void WriteReproSpecs(const std::string& dir, const std::vector<BuiltUnit>& units,
                     const std::vector<VariantResult>& results,
                     const std::function<std::string(const cl::Kernel&)>& source_of);

}  // namespace clc
