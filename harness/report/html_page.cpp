// The case index of the HTML page.
#include "harness/report/html_page.h"

#include <algorithm>

#include "harness/report/html_util.h"
#include "harness/report/report_merge.h"

namespace clc::html {

using nlohmann::json;

namespace {

int SectionOrder(const std::string& section) {
  const std::vector<std::string> order = Sections();
  return static_cast<int>(std::find(order.begin(), order.end(), section) - order.begin());
}

PairKey KeyOf(const Entry& e) {
  const std::string section = SectionOf(*e.c);
  if (section == kNegativeSection || !e.variant) return {section, -1, -1};
  return {section, static_cast<int>(e.variant->src), static_cast<int>(e.variant->dst)};
}

}  // namespace

std::string PairId(const std::string& prefix, const PairKey& k) {
  const auto& [section, src, dst] = k;
  if (src < 0) return prefix + "-" + section;
  return prefix + "-" + section + "-" + std::string(Name(static_cast<ScalarType>(src))) + "-" +
         std::string(Name(static_cast<ScalarType>(dst)));
}

std::string PairTitle(const PairKey& k) {
  const auto& [section, src, dst] = k;
  if (src < 0)
    return section == kNegativeSection ? "negative compile checks" : "cases with unparsed names";
  return section + ": " + std::string(Name(static_cast<ScalarType>(src))) + " \u2192 " +
         std::string(Name(static_cast<ScalarType>(dst)));
}

CaseIndex::CaseIndex(const json& report) {
  for (const json& c : report["cases"]) {
    entries_.push_back({&c, ParseCaseName(Text(c, "case"))});
    groups_[KeyOf(entries_.back())].push_back(entries_.size() - 1);
  }
}

std::vector<std::pair<PairKey, const std::vector<std::size_t>*>> CaseIndex::Ordered() const {
  std::vector<std::pair<PairKey, const std::vector<std::size_t>*>> out;
  for (const auto& [key, indices] : groups_) out.emplace_back(key, &indices);
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
    return SectionOrder(std::get<0>(a.first)) < SectionOrder(std::get<0>(b.first));
  });
  return out;
}

}  // namespace clc::html
