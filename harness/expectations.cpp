// Parsing and matching of expectations files.
#include "harness/expectations.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "harness/format.h"

namespace clc {

Expectations LoadExpectations(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read expectations file " + path);
  Expectations e;
  e.source = path;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    std::string reason;
    const std::size_t hash = line.find('#');
    if (hash != std::string::npos) {
      reason = line.substr(hash + 1);
      line = line.substr(0, hash);
    }
    std::istringstream fields(line);
    std::string name;
    std::string input;
    std::string expected;
    std::string got;
    if (!(fields >> name)) continue;  // blank or comment
    std::string extra;
    if (!(fields >> input >> expected >> got) || (fields >> extra)) {
      throw std::runtime_error(path + ":" + std::to_string(n) +
                               ": expected 'CASE INPUT EXPECTED RETURNED # reason'");
    }
    if (!ParseCaseName(name)) {
      throw std::runtime_error(path + ":" + std::to_string(n) + ": '" + name + "' is no case name");
    }
    try {
      e.failures[name].push_back({std::stoull(input, nullptr, 16), std::stoull(expected, nullptr, 16),
                                  std::stoull(got, nullptr, 16), reason});
    } catch (const std::exception&) {
      throw std::runtime_error(path + ":" + std::to_string(n) + ": bits must be hexadecimal");
    }
  }
  return e;
}

ExpectationOutcome Check(const Expectations& e, const VariantResult& r, std::string* detail) {
  const auto it = e.failures.find(CaseName(r.variant));
  if (it == e.failures.end()) return ExpectationOutcome::kNotListed;
  if (r.status == CaseStatus::kRan && r.mismatched == 0) {
    *detail = "unexpected pass: listed in " + e.source + " but every lane conformed";
    return ExpectationOutcome::kUnexpectedPass;
  }
  for (const ExpectedLane& want : it->second) {
    bool seen = false;
    for (const LaneRecord& rec : r.mismatches) {
      seen = seen || (rec.input == want.input && rec.expected == want.expected && rec.got == want.got);
    }
    if (!seen) {
      *detail = "listed lane input " + HexBits(r.variant.src, want.input) +
                " was not among the mismatches seen as listed";
      return ExpectationOutcome::kFailedDifferently;
    }
  }
  return ExpectationOutcome::kFailedAsExpected;
}

}  // namespace clc
