// Filter validation and matching: GoogleTest would silently run nothing for a misspelt case.
#include "harness/app/filter.h"

#include <sstream>

#include <gtest/gtest.h>

namespace clc {

namespace {

std::vector<std::string> Patterns(const std::string& list) {
  std::vector<std::string> out;
  std::stringstream in(list);
  for (std::string p; std::getline(in, p, ':');) {
    if (!p.empty()) out.push_back(p);
  }
  return out;
}

// Glob match with '*' (any run) and '?' (any one character), iterative with backtracking.
bool Glob(const std::string& pattern, const std::string& text) {
  std::size_t p = 0;
  std::size_t t = 0;
  std::size_t star = std::string::npos;
  std::size_t resume = 0;
  while (t < text.size()) {
    if (p < pattern.size() && (pattern[p] == '?' || pattern[p] == text[t])) {
      ++p;
      ++t;
    } else if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      resume = t;
    } else if (star != std::string::npos) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

bool AnyMatches(const std::vector<std::string>& patterns, const std::string& name) {
  for (const auto& p : patterns) {
    if (Glob(p, name)) return true;
  }
  return false;
}

// The case part of a test name: "Conforms/convert_int_float" -> "convert_int_float".
std::string CasePart(const std::string& test_name) {
  const std::size_t slash = test_name.rfind('/');
  return slash == std::string::npos ? test_name : test_name.substr(slash + 1);
}

// Whether `pattern` is a bare case name ("convert_int_float"), which matches no test's whole name.
bool BareCaseName(const std::string& pattern) {
  return pattern.find_first_of("/.*?") == std::string::npos && ParseCaseName(pattern);
}

// What to write for a bare case name: `spelled` ("'*/NAME'" as the filter or a pattern of it).
std::string BareNameHint(const std::string& spelled) {
  return ": GoogleTest matches whole names (Suite.Test/case); write " + spelled;
}

constexpr const char* kListHint = "; --gtest_list_tests lists the names";

}  // namespace

bool ValidateFilter(const std::string& filter, std::string* error) {
  std::string patterns = filter;
  for (char& c : patterns) {
    if (c == '-') c = ':';
  }
  bool any = false;
  for (const std::string& p : Patterns(patterns)) {
    any = true;
    const std::string last = CasePart(p);
    if (last.find_first_of("*?") != std::string::npos) continue;
    if (p.find('/') == std::string::npos && p.find('.') != std::string::npos)
      continue;  // Suite.Test
    if (!ParseCaseName(last)) {
      *error = "--gtest_filter names '" + last +
               "', which is no case: expected e.g. '*/convert_int4_sat_rte_float4' or "
               "'*/as_float3_int4'";
      return false;
    }
  }
  if (!any) {
    *error = "--gtest_filter is empty";
    return false;
  }
  return true;
}

bool FilterMatches(const std::string& filter, const std::string& full_name) {
  const std::size_t dash = filter.find('-');
  std::vector<std::string> positive = Patterns(filter.substr(0, dash));
  if (positive.empty()) positive.push_back("*");
  if (!AnyMatches(positive, full_name)) return false;
  return dash == std::string::npos || !AnyMatches(Patterns(filter.substr(dash + 1)), full_name);
}

void ForEachCase(const std::function<void(const testing::TestInfo&, const Variant&)>& visit) {
  const auto* unit = testing::UnitTest::GetInstance();
  for (int i = 0; i < unit->total_test_suite_count(); ++i) {
    const auto* suite = unit->GetTestSuite(i);
    for (int j = 0; j < suite->total_test_count(); ++j) {
      const auto* info = suite->GetTestInfo(j);
      if (auto v = ParseCaseName(CasePart(info->name()))) visit(*info, *v);
    }
  }
}

std::vector<Variant> RegisteredCases(const std::function<bool(const testing::TestInfo&)>& keep) {
  std::vector<Variant> out;
  ForEachCase([&](const testing::TestInfo& info, const Variant& v) {
    if (keep(info)) out.push_back(v);
  });
  return out;
}

std::vector<Variant> FilteredCases(const std::string& filter) {
  return RegisteredCases([&](const testing::TestInfo& info) {
    return FilterMatches(filter, std::string(info.test_suite_name()) + "." + info.name());
  });
}

std::string NoCaseMessage(const std::string& filter) {
  std::string message = "--gtest_filter='" + filter + "' selects no case";
  for (const std::string& p : Patterns(filter.substr(0, filter.find('-')))) {
    if (BareCaseName(p)) return message + BareNameHint("--gtest_filter='*/" + p + "'");
  }
  return message + kListHint;
}

std::string IdlePatternMessage(const std::string& filter) {
  for (const std::string& p : Patterns(filter.substr(0, filter.find('-')))) {
    const bool matches = !RegisteredCases([&](const testing::TestInfo& info) {
                            return Glob(p, std::string(info.test_suite_name()) + "." + info.name());
                          }).empty();
    if (!matches) {
      return "--gtest_filter's pattern '" + p + "' selects no case" +
             (BareCaseName(p) ? BareNameHint("'*/" + p + "'") : kListHint);
    }
  }
  return "";
}

}  // namespace clc
