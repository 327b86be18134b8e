// VariantResult as one line of JSON: what worker processes send and run journals keep.
#pragma once

#include <optional>
#include <string>

#include "harness/report/result.h"

namespace clc {

std::string ToJsonLine(const VariantResult& r);
// nullopt for a line that is not a whole result (a torn last line after a kill).
std::optional<VariantResult> FromJsonLine(const std::string& line);

}  // namespace clc
