// Writing expectation files: this run's lines merged into the file's, level by level.
#include "harness/app/expectations_out.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

#include "harness/report/expectations.h"
#include "harness/report/report_write.h"
#include "reference/coverage.h"

namespace clc {

namespace {

const std::vector<std::string>& AllLevels() {
  static const std::vector<std::string> kLevels = [] {
    std::vector<std::string> levels;
    levels.reserve(kCoverages.size());
    for (const CoverageRow& row : kCoverages) levels.emplace_back(row.name);
    return levels;
  }();
  return kLevels;
}

// A line of the file: a comment or blank line as it is, or an entry taken apart.
struct Item {
  std::string text;  // a comment or blank line
  bool entry = false;
  std::string name;
  std::string fact;    // its words before the coverage word, one space between each
  std::string reason;  // after its '#' (with the '#'), "" for none
  std::set<std::string> levels;

  bool HoldsAt(const std::string& level) const { return levels.count(level) != 0; }
  bool Listed() const {  // skip or flaky: written by hand, never by a run
    return fact == name + " skip" || fact == name + " flaky";
  }
  std::string Path() const {  // its second word
    const std::size_t space = fact.find(' ');
    return fact.substr(space + 1, fact.find(' ', space + 1) - space - 1);
  }
  bool HasWhy() const { return entry && reason.size() > 1; }
  // Its line, with `why` (its reason, or `# "` where the line above has the same).
  std::string Text(const std::string& why) const {
    if (!entry) return text;
    std::string word;
    if (levels.size() != AllLevels().size()) {
      for (const std::string& l : AllLevels()) {
        if (levels.count(l) != 0) word += (word.empty() ? " coverage=" : ",") + l;
      }
    }
    return fact + word + (why.empty() ? "" : "  " + why);
  }
};

Item ItemOf(const std::string& line) {
  Item item;
  const std::size_t hash = line.find('#');
  const std::string words = line.substr(0, hash);
  const std::string coverage = CoverageWord(line);
  std::istringstream in(words);
  for (std::string w; in >> w;) {
    if (w == coverage) break;
    item.fact += (item.fact.empty() ? "" : " ") + w;
  }
  if (item.fact.empty()) {
    item.text = line;
    return item;
  }
  item.entry = true;
  item.name = item.fact.substr(0, item.fact.find(' '));
  item.reason = hash == std::string::npos ? "" : line.substr(hash);
  for (const std::string& l : AllLevels()) {
    if (HoldsAt(coverage, l)) item.levels.insert(l);
  }
  return item;
}

std::vector<Item> Read(const std::string& path, const std::string& header) {
  std::ifstream old(path);
  std::vector<Item> items;
  std::istringstream fresh(header);
  std::istream& in = old ? static_cast<std::istream&>(old) : fresh;
  std::string above;  // a `# "` stands for the why of the nearest entry above with one
  for (std::string line; std::getline(in, line);) {
    items.push_back(ItemOf(line));
    Item& i = items.back();
    if (i.HasWhy()) i.reason = "#" + WhyOf(i.reason.substr(1), path, &above);
  }
  return items;
}

// The reason a new line of `name` on `path` gets: that of the file's line of the case on the
// same path, else of its first line, else the run's.
std::string ReasonFor(const std::vector<Item>& items, const Item& line) {
  const Item* any = nullptr;
  for (const Item& i : items) {
    if (!i.entry || i.name != line.name) continue;
    if (i.Path() == line.Path()) return i.reason;
    if (any == nullptr) any = &i;
  }
  return any != nullptr ? any->reason : line.reason;
}

// Merges the run's lines of one case (`lines`, at `level`) into `items`.
void Merge(std::vector<Item>& items, const std::string& name, const std::string& lines,
           const std::string& level) {
  std::vector<Item> stated;
  std::istringstream in(lines);
  for (std::string line; std::getline(in, line);) stated.push_back(ItemOf(line));
  std::size_t after = items.size();  // where new lines go: after the case's last line
  for (std::size_t i = 0; i < items.size(); ++i) {
    Item& old = items[i];
    if (!old.entry || old.name != name) continue;
    after = i + 1;
    const auto same = std::find_if(stated.begin(), stated.end(),
                                   [&](const Item& s) { return s.fact == old.fact; });
    if (same != stated.end()) {
      old.levels.insert(level);
      stated.erase(same);
    } else {
      old.levels.erase(level);
    }
  }
  std::vector<Item> added;
  for (Item& s : stated) {
    s.reason = ReasonFor(items, s);
    s.levels = {level};
    added.push_back(s);
  }
  items.insert(items.begin() + static_cast<std::ptrdiff_t>(after), added.begin(), added.end());
}

}  // namespace

bool WriteExpectationsFile(const std::string& path, const std::string& header,
                           std::string_view coverage, const std::vector<VariantResult>& results,
                           std::string* error) {
  const std::string level(coverage);
  std::vector<Item> items;
  try {
    items = Read(path, header);
  } catch (const std::runtime_error& e) {
    *error = e.what();
    return false;
  }
  std::set<std::string> by_hand;  // skip or flaky at this level: as written
  for (const Item& i : items) {
    if (i.entry && i.Listed() && i.HoldsAt(level)) by_hand.insert(i.name);
  }
  std::map<std::string, std::string> stated;  // new cases, in name order
  for (const VariantResult& r : results) {
    // A case the run did not check (skipped, not run) says nothing of its lines.
    const bool checked = r.status != CaseStatus::kSkipped && r.status != CaseStatus::kNotRun;
    const std::string name = CaseName(r.variant);
    if (checked && by_hand.count(name) == 0) stated[name] = ExpectationLines(r);
  }
  for (const auto& [name, lines] : stated) Merge(items, name, lines, level);
  std::string text;
  std::string above;  // the why of the nearest entry written above with one
  for (const Item& i : items) {
    if (i.entry && i.levels.empty()) continue;
    text += i.Text(i.HasWhy() && i.reason == above ? "# \"" : i.reason) + "\n";
    if (i.HasWhy()) above = i.reason;
  }
  return WriteTextFile(path, text, error);
}

}  // namespace clc
