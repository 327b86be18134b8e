// Reading report.json members the way every report writer does: absent members read as empty.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace clc {

// A member as text ("" when absent; a non-string is dumped as JSON).
std::string Text(const nlohmann::json& obj, const char* key);
// A non-negative integer member, 0 when absent or of another type.
std::uint64_t Count(const nlohmann::json& obj, const char* key);

// The lane counts every case object of report.json carries, in report order.
const std::vector<const char*>& CaseCountKeys();

}  // namespace clc
