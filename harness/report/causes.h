// Failures grouped by cause. Hundreds of failing cases on a device are usually a few driver
// bugs (NaN under _sat from double to every integer type, illegal spellings accepted), and
// cases whose first failure looks alike are grouped so that each bug reads as one entry.
//
// The cause of a failing case is the tuple (verdict, classification, section, destination
// class): the verdict (fail, crash, timeout, error, build-failure); the classification of its
// first mismatching lane (format.h's words: "NaN handling: _sat must convert NaN to 0",
// "missing saturation: ..."), or for a negative check that compiled, why the spelling is not
// OpenCL C; the section (convert, as_type, negative); and whether the result type is an
// integer or a floating-point type. Widths, _sat and rounding suffixes and the source type do
// not split a cause: the affected source x destination cells are listed instead.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace clc {

struct Cause {
  std::string verdict;
  std::string classification;  // "" when the first mismatch has none (or there is no lane)
  std::string section;         // "convert", "as_type" or "negative"
  std::string dst_class;       // "integer", "floating-point"; "" for negative checks
  std::vector<const nlohmann::json*> cases;  // the report's case objects, in report order
  std::vector<std::string> cells;            // "double -> int", sorted, each once
  const nlohmann::json* example = nullptr;   // the first case with a mismatching lane, or first
  const nlohmann::json* lane = nullptr;      // its first mismatching lane, or nullptr

  // "fail: NaN handling: _sat must convert NaN to 0 (convert to an integer type)".
  std::string Title() const;
};

// The causes of the report's failing cases (report_merge.h's IsFailingVerdict), most cases
// first, then by title: those its expectations file did not foresee, or with `expected` those
// it did (case.expected). The pointers point into `report`, which must outlive them.
std::vector<Cause> FailureCauses(const nlohmann::json& report, bool expected = false);

}  // namespace clc
