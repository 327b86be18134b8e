// Parsing and matching of expectations files.
#include "harness/report/expectations.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "harness/report/format.h"
#include "harness/report/report_json.h"

namespace clc {

std::string DriverExpectationsFile(const std::string& dir, const DeviceInfo& device) {
  return dir + "/" + PlatformSlug(device) + "@" + Slug(device.driver_version) + ".txt";
}

std::string PlatformExpectationsFile(const std::string& dir, const DeviceInfo& device) {
  return dir + "/" + PlatformSlug(device) + ".txt";
}

std::string ExpectationsFileFor(const std::string& dir, const DeviceInfo& device) {
  std::error_code ec;
  for (const std::string& path :
       {DriverExpectationsFile(dir, device), PlatformExpectationsFile(dir, device)}) {
    if (std::filesystem::is_regular_file(path, ec)) return path;
  }
  return "";
}

namespace {

constexpr std::string_view kCoverageKey = "coverage=";

// The levels a coverage word names ("coverage=full,exhaustive": full, exhaustive).
std::vector<std::string> Levels(const std::string& word) {
  std::vector<std::string> levels;
  const std::string list = word.substr(kCoverageKey.size());
  for (std::size_t from = 0; from <= list.size();) {
    const std::size_t comma = std::min(list.find(',', from), list.size());
    levels.push_back(list.substr(from, comma - from));  // "" where a level is missing
    from = comma + 1;
  }
  return levels;
}

// Removes `line`'s coverage word, after checking that it names known levels only.
std::string WithoutCoverageWord(std::string line, const std::string& word,
                                const std::string& where) {
  if (word.empty()) return line;
  for (const std::string& level : Levels(word)) {
    if (level != "quick" && level != "full" && level != "exhaustive") {
      throw std::runtime_error(where + ": coverage level '" + level +
                               "' is none of quick, full, exhaustive");
    }
  }
  return line.erase(line.rfind(word), word.size());
}

// A `CASE WORD # why` entry: skip, flaky, accepted, or a fault (crash, timeout, ...). False
// when WORD is none of them.
bool AddWordEntry(const std::string& name, const std::string& word, std::istringstream& fields,
                  const std::string& reason, const std::string& where, Expectations* e) {
  const std::map<std::string, CaseStatus> fault_words = {
      {"crash", CaseStatus::kCrashed},
      {"timeout", CaseStatus::kTimedOut},
      {"build-failure", CaseStatus::kBuildFailed},
      {"error", CaseStatus::kError}};
  const bool listed = word == "skip" || word == "flaky" || word == "accepted";
  if (!listed && fault_words.count(word) == 0) return false;
  const std::optional<Variant> v = ParseCaseName(name);
  std::string extra;
  if (fields >> extra || !v || (word == "accepted" && IsLegal(*v))) {
    throw std::runtime_error(where + ": expected 'CASE " + word + " # reason'" +
                             (word == "accepted" ? " naming a negative check" : ""));
  }
  if (listed) {
    (word == "skip" ? e->skips : word == "flaky" ? e->flaky : e->accepted)[name] = reason;
  } else {
    e->faults[name] = fault_words.at(word);
  }
  return true;
}

}  // namespace

std::string CoverageWord(const std::string& line) {
  std::istringstream words(line.substr(0, line.find('#')));
  std::string last;
  for (std::string word; words >> word;) last = word;
  return last.rfind(kCoverageKey, 0) == 0 ? last : "";
}

bool HoldsAt(const std::string& word, std::string_view coverage) {
  if (word.empty() || coverage.empty()) return true;
  const std::vector<std::string> levels = Levels(word);
  return std::find(levels.begin(), levels.end(), coverage) != levels.end();
}

Expectations LoadExpectations(const std::string& path, std::string_view coverage) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read expectations file " + path);
  Expectations e;
  e.source = path;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    const std::string where = path + ":" + std::to_string(n);
    std::string reason;
    const std::size_t hash = line.find('#');
    if (hash != std::string::npos) {
      reason = line.substr(hash + 1);
      line = line.substr(0, hash);
    }
    const std::string word = CoverageWord(line);
    line = WithoutCoverageWord(line, word, where);
    if (!HoldsAt(word, coverage)) continue;
    std::istringstream fields(line);
    std::string name;
    std::string input;
    std::string expected;
    std::string got;
    std::string extra;
    if (!(fields >> name)) continue;  // blank or comment
    if (!(fields >> input)) input.clear();
    if (AddWordEntry(name, input, fields, reason, where, &e)) continue;
    if (!(fields >> expected >> got) || (fields >> extra)) {
      throw std::runtime_error(where + ": expected 'CASE INPUT EXPECTED RETURNED # reason'");
    }
    if (!ParseCaseName(name)) throw std::runtime_error(where + ": '" + name + "' is no case name");
    try {
      e.failures[name].push_back({std::stoull(input, nullptr, 16),
                                  std::stoull(expected, nullptr, 16), std::stoull(got, nullptr, 16),
                                  reason});
    } catch (const std::exception&) {
      throw std::runtime_error(where + ": bits must be hexadecimal");
    }
  }
  return e;
}

namespace {

// A negative check listed as compiled by the device: it must have run and been compiled again.
ExpectationOutcome CheckAccepted(const Expectations& e, const VariantResult& r,
                                 std::string* detail) {
  if (r.status == CaseStatus::kRan && !r.rejected) return ExpectationOutcome::kFailedAsExpected;
  if (r.status == CaseStatus::kRan) {
    *detail = "unexpected pass: listed in " + e.source + " as accepted, but the device rejected it";
    return ExpectationOutcome::kUnexpectedPass;
  }
  *detail = "listed in " + e.source + " as accepted but ended as " + std::string(NameOf(r.status));
  return ExpectationOutcome::kFailedDifferently;
}

}  // namespace

ExpectationOutcome Check(const Expectations& e, const VariantResult& r, std::string* detail) {
  if (e.flaky.count(CaseName(r.variant)) != 0) {
    const bool failed =
        r.status != CaseStatus::kRan || r.mismatched != 0 || (!IsLegal(r.variant) && !r.rejected);
    if (!failed) return ExpectationOutcome::kNotListed;
    *detail = "flaky (" + e.flaky.at(CaseName(r.variant)) + "): " + std::string(NameOf(r.status)) +
              ", " + std::to_string(r.mismatched) + " lanes mismatched this time";
    return ExpectationOutcome::kFlakyFailed;
  }
  if (e.accepted.count(CaseName(r.variant)) != 0) return CheckAccepted(e, r, detail);
  const auto fault = e.faults.find(CaseName(r.variant));
  if (fault != e.faults.end()) {
    if (r.status == fault->second) return ExpectationOutcome::kFailedAsExpected;
    if (r.status == CaseStatus::kRan && r.mismatched == 0) {
      *detail =
          "unexpected pass: listed in " + e.source + " as " + std::string(NameOf(fault->second));
      return ExpectationOutcome::kUnexpectedPass;
    }
    *detail = "listed in " + e.source + " as " + std::string(NameOf(fault->second)) +
              " but ended as " + std::string(NameOf(r.status));
    return ExpectationOutcome::kFailedDifferently;
  }
  const auto it = e.failures.find(CaseName(r.variant));
  if (it == e.failures.end()) return ExpectationOutcome::kNotListed;
  if (r.status != CaseStatus::kRan) {
    *detail =
        "listed in " + e.source + " with wrong lanes but ended as " + std::string(NameOf(r.status));
    return ExpectationOutcome::kFailedDifferently;
  }
  if (r.mismatched == 0) {
    *detail = "unexpected pass: listed in " + e.source + " but every lane conformed";
    return ExpectationOutcome::kUnexpectedPass;
  }
  for (const ExpectedLane& want : it->second) {
    bool seen = false;
    for (const LaneRecord& rec : r.mismatches) {
      seen =
          seen || (rec.input == want.input && rec.expected == want.expected && rec.got == want.got);
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

namespace clc {

std::string_view NameOf(ExpectationOutcome o) {
  switch (o) {
    case ExpectationOutcome::kNotListed: return "";
    case ExpectationOutcome::kFailedAsExpected: return "expected-failure";
    case ExpectationOutcome::kUnexpectedPass: return "unexpected-pass";
    case ExpectationOutcome::kFailedDifferently: return "failed-differently";
    case ExpectationOutcome::kFlakyFailed: return "flaky-failure";
  }
  return "";
}

bool IsExpectedFailure(ExpectationOutcome o) {
  return o == ExpectationOutcome::kFailedAsExpected || o == ExpectationOutcome::kFlakyFailed;
}

std::map<std::string, ExpectationMark> MarkExpectations(const Expectations& e,
                                                        const std::vector<VariantResult>& results) {
  std::map<std::string, ExpectationMark> marks;
  for (const VariantResult& r : results) {
    ExpectationMark m;
    m.outcome = Check(e, r, &m.detail);
    if (m.outcome == ExpectationOutcome::kNotListed) continue;
    const std::string name = CaseName(r.variant);
    if (m.detail.empty()) {
      const auto lanes = e.failures.find(name);
      const std::string why = lanes != e.failures.end() && !lanes->second.empty()
                                  ? ": " + lanes->second.front().reason
                                  : "";
      m.detail = "as listed in " + e.source + why;
    }
    marks[name] = std::move(m);
  }
  return marks;
}

std::string ExpectationLines(const VariantResult& r) {
  const std::string name = CaseName(r.variant);
  switch (r.status) {
    case CaseStatus::kCrashed:
    case CaseStatus::kTimedOut:
    case CaseStatus::kBuildFailed:
    case CaseStatus::kError: {
      std::string why = r.message.substr(0, r.message.find('\n'));
      return name + " " + std::string(NameOf(r.status)) + "  # " + why + "\n";
    }
    case CaseStatus::kFlaky:  // a failure that did not recur is listed as one that may fail
      return name + " flaky  # " + r.message.substr(0, r.message.find('\n')) + "\n";
    case CaseStatus::kRan: break;
    default: return "";
  }
  if (!IsLegal(r.variant)) {
    return r.rejected ? "" : name + " accepted  # compiled, but " + IllegalReason(r.variant) + "\n";
  }
  if (r.mismatched == 0 || r.mismatches.empty()) return "";
  const LaneRecord& m = r.mismatches.front();
  const ScalarType in = RecordedInputType(r.variant);
  return name + " " + HexBits(in, m.input) + " " + HexBits(r.variant.dst, m.expected) + " " +
         HexBits(r.variant.dst, m.got) + "  # " +
         (m.classification.empty() ? std::string("wrong bits") : m.classification) + "\n";
}

}  // namespace clc
