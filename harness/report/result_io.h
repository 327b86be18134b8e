// VariantResult as one line of JSON: what worker processes send and run journals keep.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "harness/report/result.h"

namespace clc {

// The result as JSON, with the verdict its counts make (VerdictOf), the case's and each path's,
// stated beside them; ToJsonLine is its one-line text.
nlohmann::json ResultJson(const VariantResult& r);
std::string ToJsonLine(const VariantResult& r);
// The inverse of ResultJson. nullopt, with `why` set where given, for a record that is not a
// whole result this version wrote: a member missing or of another type, a case, status or
// allowance this version does not know, or a stated verdict that its status and counts do not
// make (an edited record is refused, not believed).
std::optional<VariantResult> ResultFromJson(const nlohmann::json& j, std::string* why = nullptr);
// ResultFromJson of a line; nullopt for a line that is not a whole result (a torn last line
// after a kill).
std::optional<VariantResult> FromJsonLine(const std::string& line, std::string* why = nullptr);

// One lane's record, losslessly (LaneFromJson throws nlohmann::json's errors on a bad one).
nlohmann::json LaneToJson(const LaneRecord& r);
LaneRecord LaneFromJson(const nlohmann::json& j);

}  // namespace clc
