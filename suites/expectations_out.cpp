// Writing expectation files: this run's entries, the file's others kept.
#include "suites/expectations_out.h"

#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "harness/report/expectations.h"
#include "harness/report/report_write.h"

namespace clc {

bool WriteExpectationsFile(const std::string& path, const std::string& header,
                           const std::vector<VariantResult>& results, std::string* error) {
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
    // A hand-written skip or flaky entry stays; a failure entry of a case this run checked
    // gives way to what the run found.
    if (selected.count(name) != 0 && what != "skip" && what != "flaky") continue;
    entries[name] += line + "\n";
  }
  std::string text = header;
  for (const auto& [name, lines] : entries) text += lines;
  return WriteTextFile(path, text, error);
}

}  // namespace clc
