// Grouping failing cases by cause.
#include "harness/report/causes.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <tuple>

#include "harness/report/report_fields.h"
#include "harness/report/report_merge.h"
#include "reference/variant.h"

namespace clc {

using nlohmann::json;

std::string Cause::Title() const {
  std::string where = section == kNegativeSection ? "negative compile check"
                      : dst_class.empty()         ? section
                                                  : section + " to " +
                                                (dst_class == "integer" ? "an integer type"
                                                                        : "a floating-point type");
  return verdict + (classification.empty() ? "" : ": " + classification) + " (" + where + ")";
}

std::vector<Cause> FailureCauses(const json& report, bool expected) {
  using Key = std::tuple<std::string, std::string, std::string, std::string>;
  std::map<Key, Cause> by_key;
  std::map<Key, std::set<std::string>> cells;
  for (const json& c : report["cases"]) {
    const std::string verdict = Text(c, "verdict");
    if (!IsFailingVerdict(verdict) || MarkedExpected(c) != expected) continue;
    const std::optional<Variant> v = ParseCaseName(Text(c, "case"));
    const std::string section = SectionOf(c);
    const json* lane = FirstMismatch(c);
    std::string classification = lane != nullptr ? Text(*lane, "classification") : "";
    std::string dst_class;
    if (section == kNegativeSection) {
      if (v) classification = IllegalReason(*v);
    } else if (v) {
      dst_class = IsFloat(v->dst) ? "floating-point" : "integer";
    }
    const Key key{verdict, classification, section, dst_class};
    Cause& cause = by_key[key];
    if (cause.cases.empty()) {
      cause.verdict = verdict;
      cause.classification = classification;
      cause.section = section;
      cause.dst_class = dst_class;
      cause.example = &c;
    }
    cause.cases.push_back(&c);
    if (cause.lane == nullptr && lane != nullptr) {
      cause.example = &c;
      cause.lane = lane;
    }
    if (v && section != kNegativeSection) {
      cells[key].insert(std::string(Name(v->src)) + " -> " + std::string(Name(v->dst)));
    }
  }
  std::vector<Cause> causes;
  for (auto& [key, cause] : by_key) {
    cause.cells.assign(cells[key].begin(), cells[key].end());
    causes.push_back(std::move(cause));
  }
  std::stable_sort(causes.begin(), causes.end(),
                   [](const Cause& a, const Cause& b) { return a.cases.size() > b.cases.size(); });
  return causes;
}

}  // namespace clc
