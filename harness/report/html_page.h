// The cases of one report indexed for the HTML page: parsed names, and groups by matrix cell
// (section, source, destination). Shared by the page's section renderers.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "reference/variant.h"

namespace clc::html {

// A case with its parsed variant; `variant` is empty for a name that is no case name.
struct Entry {
  const nlohmann::json* c;
  std::optional<Variant> variant;
};

// Cases grouped by (section, source, destination): the matrix cells and the anchors. Source
// and destination are -1 for negative checks and unparsed names.
using PairKey = std::tuple<std::string, int, int>;

std::string PairId(const std::string& prefix, const PairKey& k);  // "fail-convert-float-int"
std::string PairTitle(const PairKey& k);                          // "convert: float -> int"

class CaseIndex {
 public:
  explicit CaseIndex(const nlohmann::json& report);

  // The groups in report order: convert, as_type, negative; by source then destination.
  std::vector<std::pair<PairKey, const std::vector<std::size_t>*>> Ordered() const;

  const std::vector<Entry>& entries() const { return entries_; }
  const std::map<PairKey, std::vector<std::size_t>>& groups() const { return groups_; }

 private:
  std::vector<Entry> entries_;
  std::map<PairKey, std::vector<std::size_t>> groups_;
};

// The page's section of implementation-defined behaviour; sets `cases` to the number of
// cases with implementation-defined lanes.
std::string ImplementationDefinedSection(const CaseIndex& index, std::size_t* cases);
// The page's section of negative compile checks.
std::string NegativeSection(const CaseIndex& index);
// The page's first section: failing cases grouped by cause (causes.h), each with its count,
// its cells (linked to the matrix), one representative lane and its cases folded beneath;
// those the expectations file did not foresee (and the listed cases that passed), or with
// `expected` those it did, marked, in a section of their own ("" when there is none).
std::string CausesSection(const nlohmann::json& report, bool expected);

}  // namespace clc::html
