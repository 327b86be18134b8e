// Expectations files: where a device's list is, and its lines read into statements per path.
#include "harness/report/expectations.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "harness/report/report_json.h"
#include "reference/coverage.h"

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

std::string CaseExpectation::Reason() const {
  for (const auto& s : paths) {
    if (s && !s->reason.empty()) return s->reason;
  }
  return whole ? whole->reason : "";
}

std::string_view FaultWordOf(CaseStatus s) {
  return s == CaseStatus::kBuildFailed ? "build-failure" : NameOf(s);
}

namespace {

constexpr std::string_view kCoverageKey = "coverage=";
constexpr std::string_view kCountKey = "mismatched=";

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
    if (!ParseCoverage(level)) {
      throw std::runtime_error(where + ": coverage level '" + level +
                               "' is none of quick, full, exhaustive");
    }
  }
  return line.erase(line.rfind(word), word.size());
}

std::optional<CaseStatus> FaultWord(const std::string& word) {
  for (CaseStatus s : {CaseStatus::kCrashed, CaseStatus::kTimedOut, CaseStatus::kBuildFailed,
                       CaseStatus::kError}) {
    if (word == FaultWordOf(s)) return s;
  }
  return std::nullopt;
}

std::uint64_t Number(const std::string& text, int base, const std::string& where) {
  std::size_t used = 0;
  try {
    const std::uint64_t n = std::stoull(text, &used, base);
    if (used == text.size() && text[0] != '-' && text[0] != '+') return n;
  } catch (const std::exception&) {
  }
  throw std::runtime_error(where + ": '" + text + "' is no " +
                           (base == 16 ? "hexadecimal bits" : "decimal count"));
}

// One line's place: the file and line for messages; whether the file is read at one level
// (where two statuses or counts of one path contradict each other).
struct Line {
  std::string where;
  std::string reason;
  bool one_level = false;
};

[[noreturn]] void Malformed(const Line& at) {
  throw std::runtime_error(
      at.where +
      ": expected 'CASE [buffer|constant] INPUT EXPECTED RETURNED', 'CASE PATH mismatched=N', "
      "'CASE [PATH] crash|timeout|build-failure|error' or 'CASE skip|flaky|accepted', each "
      "with an optional coverage=LEVELS and '# why'");
}

// Adds one fact (`words`: what follows the case name and path) to `s`.
void AddFact(PathExpectation& s, const std::vector<std::string>& words, const Line& at) {
  if (s.reason.empty()) s.reason = at.reason;
  if (words.size() == 3) {
    const ExpectedLane lane{Number(words[0], 16, at.where), Number(words[1], 16, at.where),
                            Number(words[2], 16, at.where), at.reason};
    const bool listed = std::any_of(s.lanes.begin(), s.lanes.end(), [&](const ExpectedLane& l) {
      return l.input == lane.input && l.expected == lane.expected && l.got == lane.got;
    });
    if (!listed) s.lanes.push_back(lane);
    return;
  }
  if (words.size() != 1) Malformed(at);
  if (const std::optional<CaseStatus> fault = FaultWord(words[0])) {
    if (at.one_level && s.status != CaseStatus::kRan && s.status != *fault) {
      throw std::runtime_error(at.where + ": a second status, " + words[0] + ", after " +
                               std::string(NameOf(s.status)));
    }
    s.status = *fault;
    return;
  }
  if (words[0].rfind(kCountKey, 0) != 0 || words[0].size() == kCountKey.size()) Malformed(at);
  const std::uint64_t n = Number(words[0].substr(kCountKey.size()), 10, at.where);
  if (at.one_level && s.mismatched && *s.mismatched != n) {
    throw std::runtime_error(at.where + ": a second count, " + words[0]);
  }
  s.mismatched = n;
}

// A `CASE WORD` entry of skip, flaky or accepted; false when WORD is none of them.
bool AddListedWord(const std::string& name, const std::vector<std::string>& words, const Variant& v,
                   const Line& at, Expectations* e) {
  if (words.size() != 1) return false;
  const std::string& word = words[0];
  if (word != "skip" && word != "flaky" && word != "accepted") return false;
  if (word == "accepted" && IsLegal(v)) {
    throw std::runtime_error(at.where +
                             ": expected 'CASE accepted # reason' naming a negative check");
  }
  (word == "skip" ? e->skips : word == "flaky" ? e->flaky : e->accepted)[name] = at.reason;
  return true;
}

void AddEntry(const std::string& text, const Line& at, Expectations* e) {
  std::istringstream fields(text);
  std::string name;
  if (!(fields >> name)) return;  // blank or comment
  std::vector<std::string> words;
  for (std::string w; fields >> w;) words.push_back(w);
  const std::optional<Variant> v = ParseCaseName(name);
  if (!v) throw std::runtime_error(at.where + ": '" + name + "' is no case name");
  if (words.empty()) Malformed(at);
  if (AddListedWord(name, words, *v, at, e)) return;
  CaseExpectation& c = e->failures[name];
  const std::optional<RunPath> path = ParseRunPath(words[0]);
  const bool outcome_path = path && OutcomePath(*path) == path;
  if (path && !outcome_path) Malformed(at);
  if (path) words.erase(words.begin());
  std::optional<PathExpectation>& s = path ? c.paths[static_cast<std::size_t>(*path)] : c.whole;
  if (!s) s.emplace();
  AddFact(*s, words, at);
  if (s->status != CaseStatus::kRan) {
    const auto known = e->faults.find(name);
    e->faults[name] = known == e->faults.end() ? s->status : Worse(known->second, s->status);
  }
}

// At one level a path's count covers its lanes listed.
void CheckCounts(const Expectations& e) {
  for (const auto& [name, c] : e.failures) {
    for (std::size_t p = 0; p <= c.paths.size(); ++p) {
      const std::optional<PathExpectation>& s = p < c.paths.size() ? c.paths[p] : c.whole;
      if (!s || s->Count() >= s->lanes.size()) continue;
      throw std::runtime_error(
          e.source + ": " + name + " lists " + std::to_string(s->lanes.size()) +
          " lanes of a path, but mismatched=" + std::to_string(*s->mismatched));
    }
  }
}

// Whether `words` (a line before its '#') hold an entry: a comment or blank line holds none.
bool IsEntry(const std::string& words) {
  return words.find_first_not_of(" \t\r") != std::string::npos;
}

// Whether a why (an entry's text after its '#') is `"` alone: the why above, repeated.
bool RepeatsAbove(const std::string& why) {
  constexpr const char* kBlank = " \t\r";
  const std::size_t at = why.find_first_not_of(kBlank);
  return at != std::string::npos && why[at] == '"' &&
         why.find_first_not_of(kBlank, at + 1) == std::string::npos;
}

}  // namespace

std::string WhyOf(const std::string& why, const std::string& where, std::string* above) {
  if (!RepeatsAbove(why)) {
    *above = why;
    return why;
  }
  if (above->empty())
    throw std::runtime_error(where + ": '# \"' repeats the why above, and no line above has one");
  return *above;
}

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
  std::string above;  // the why of the nearest entry above that has one
  for (int n = 1; std::getline(in, line); ++n) {
    Line at{path + ":" + std::to_string(n), "", !coverage.empty()};
    const std::size_t hash = line.find('#');
    if (hash != std::string::npos) {
      at.reason = line.substr(hash + 1);
      line = line.substr(0, hash);
    }
    if (IsEntry(line) && !at.reason.empty()) at.reason = WhyOf(at.reason, at.where, &above);
    const std::string word = CoverageWord(line);
    line = WithoutCoverageWord(line, word, at.where);
    if (HoldsAt(word, coverage)) AddEntry(line, at, &e);
  }
  if (!coverage.empty()) CheckCounts(e);
  return e;
}

}  // namespace clc
