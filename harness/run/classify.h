// A short diagnosis of a mismatching lane, where one is obvious, and of a comparison whose lanes
// hold each other's results.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_set>

#include "reference/convert.h"
#include "reference/expectation.h"

namespace clc {

std::string ClassifyConvertMismatch(const Conversion& c, std::uint64_t input, const Expectation& e,
                                    std::uint64_t got, const FpCaps& caps);

// The classification of every recorded mismatch of a comparison whose lanes show a wrong layout.
inline constexpr const char* kMisplacedComponents =
    "misplaced components: lanes hold other lanes' results, or nothing where the result belongs "
    "(a wrong layout)";

// What the lanes of one comparison hold, to tell a wrong layout (components stored or read at the
// wrong place: vstorea_half3 written at a stride of 3) from wrong values. Lane by lane each
// mismatch looks like something else (a flushed denormal where a neighbour's zero landed, the
// sentinel where nothing did, one ulp off by chance), so the case is judged on all its lanes.
class LayoutEvidence {
 public:
  // `expected`: the comparison's `n` expectations (its lanes' own results).
  LayoutEvidence(const Expectation* expected, std::size_t n, ScalarType dst)
      : expected_(expected), n_(n), dst_(dst) {}
  void Right() { ++right_; }
  // A mismatching lane that returned `got`; `why` is its own classification.
  void Mismatch(std::uint64_t got, const std::string& why);
  // The wrong lanes hold other lanes' results (several values) or, nearly all but a few right
  // ones, nothing: a layout, not a conversion, went wrong.
  bool WrongLayout() const;

 private:
  const Expectation* expected_;
  std::size_t n_;
  ScalarType dst_;
  std::unordered_set<std::uint64_t> results_;  // every lane's own result, at the first mismatch
  std::unordered_set<std::uint64_t> moved_values_;
  std::uint64_t right_ = 0, mismatched_ = 0, sentinel_ = 0, moved_ = 0;
};

}  // namespace clc
