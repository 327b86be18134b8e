// Members of report.json as text and counts.
#include "harness/report/report_fields.h"

namespace clc {

std::string Text(const nlohmann::json& obj, const char* key) {
  auto it = obj.find(key);
  if (it == obj.end()) return "";
  return it->is_string() ? it->get<std::string>() : it->dump();
}

std::uint64_t Count(const nlohmann::json& obj, const char* key) {
  auto it = obj.find(key);
  if (it == obj.end()) return 0;
  if (it->is_number_unsigned()) return it->get<std::uint64_t>();
  return it->is_number_integer() && it->get<std::int64_t>() >= 0 ? it->get<std::uint64_t>() : 0;
}

const std::vector<const char*>& CaseCountKeys() {
  static const std::vector<const char*> kKeys = {"lanes",
                                                 "exact",
                                                 "accepted_flushed_denormal",
                                                 "accepted_any_nan",
                                                 "implementation_defined",
                                                 "implementation_defined_matching_reference",
                                                 "mismatched"};
  return kKeys;
}

}  // namespace clc
