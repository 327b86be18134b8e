// Writing expectation files: this run's entries, the file's others kept.
#include "suites/expectations_out.h"

#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "harness/report/expectations.h"
#include "harness/report/report_write.h"

namespace clc {

namespace {

// `lines` (entries of one case) with `word` (a coverage word) before each one's '#'.
std::string WithCoverageWord(const std::string& lines, const std::string& word) {
  std::istringstream in(lines);
  std::string out;
  for (std::string line; std::getline(in, line);) {
    const std::size_t hash = line.find("  #");
    out += hash == std::string::npos ? line + " " + word
                                     : line.substr(0, hash) + " " + word + line.substr(hash);
    out += "\n";
  }
  return out;
}

}  // namespace

bool WriteExpectationsFile(const std::string& path, const std::string& header,
                           std::string_view coverage, const std::vector<VariantResult>& results,
                           std::string* error) {
  std::set<std::string> selected;
  std::map<std::string, std::string> entries;  // by case: its lines
  for (const auto& r : results) {
    selected.insert(CaseName(r.variant));
    entries[CaseName(r.variant)] = ExpectationLines(r);
  }
  std::ifstream old(path);
  for (std::string line; std::getline(old, line);) {
    std::istringstream words(line);
    std::string name;
    std::string what;
    words >> name >> what;
    if (name.empty() || name[0] == '#') continue;
    const std::string word = CoverageWord(line);
    // A hand-written skip or flaky entry stays, and so does an entry of other coverage levels
    // than this run's; a failure entry of a case this run checked gives way to what the run
    // found, at the levels the old entry named.
    if (selected.count(name) != 0 && what != "skip" && what != "flaky" && HoldsAt(word, coverage)) {
      if (!word.empty() && entries[name].find(word) == std::string::npos) {
        entries[name] = WithCoverageWord(entries[name], word);
      }
      continue;
    }
    entries[name] += line + "\n";
  }
  std::string text = header;
  for (const auto& [name, lines] : entries) text += lines;
  return WriteTextFile(path, text, error);
}

}  // namespace clc
