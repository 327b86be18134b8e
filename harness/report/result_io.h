// VariantResult as one line of JSON: what worker processes send and run journals keep.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "harness/report/result.h"

namespace clc {

std::string ToJsonLine(const VariantResult& r);
// nullopt for a line that is not a whole result (a torn last line after a kill).
std::optional<VariantResult> FromJsonLine(const std::string& line);

// One lane's record, losslessly (LaneFromJson throws nlohmann::json's errors on a bad one).
nlohmann::json LaneToJson(const LaneRecord& r);
LaneRecord LaneFromJson(const nlohmann::json& j);

}  // namespace clc
