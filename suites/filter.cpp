// Filter validation: GoogleTest would silently run nothing for a misspelt case.
#include "suites/filter.h"

#include <sstream>

#include "reference/variant.h"

namespace clc {

bool ValidateFilter(const std::string& filter, std::string* error) {
  std::string patterns = filter;
  for (char& c : patterns) {
    if (c == '-') c = ':';
  }
  std::stringstream in(patterns);
  std::string p;
  bool any = false;
  while (std::getline(in, p, ':')) {
    if (p.empty()) continue;
    any = true;
    const std::string last = p.substr(p.rfind('/') == std::string::npos ? 0 : p.rfind('/') + 1);
    if (last.find_first_of("*?") != std::string::npos) continue;
    if (p.find('/') == std::string::npos && p.find('.') != std::string::npos)
      continue;  // Suite.Test
    if (!ParseCaseName(last)) {
      *error = "--gtest_filter names '" + last +
               "', which is no case: expected e.g. convert_int4_sat_rte_float4 or as_float3_int4";
      return false;
    }
  }
  if (!any) {
    *error = "--gtest_filter is empty";
    return false;
  }
  return true;
}

}  // namespace clc
