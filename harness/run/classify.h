// A short diagnosis of a mismatching lane, where one is obvious, and of a comparison whose wrong
// lanes together tell more than each alone.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_set>
#include <vector>

#include "harness/report/result.h"
#include "reference/convert.h"
#include "reference/expectation.h"

namespace clc {

// `double_rounding`: whether a result rounded twice (through a type between the operand's and
// the result's) may be named so; MismatchEvidence says where it may not.
std::string ClassifyConvertMismatch(const Conversion& c, std::uint64_t input, const Expectation& e,
                                    std::uint64_t got, const FpCaps& caps,
                                    bool double_rounding = true);

// The classification of every recorded mismatch of a comparison whose lanes show a wrong layout.
inline constexpr const char* kMisplacedComponents =
    "misplaced components: lanes hold other lanes' results, or nothing where the result belongs "
    "(a wrong layout)";

// What the wrong lanes of one comparison hold, to name a bug that lane by lane looks like
// another. A wrong layout (components stored or read at the wrong place: vstorea_half3 written at
// a stride of 3) shows a flushed denormal where a neighbour's zero landed, the sentinel where
// nothing did, one ulp off by chance; a rounding mode ignored rounds a lane just above a tie as
// double rounding does. So the comparison is judged on all its wrong lanes.
class MismatchEvidence {
 public:
  static constexpr std::uint64_t kEvidenceLanes = 4096;
  // `expected`: the comparison's `n` expectations (its lanes' own results); `layout`: whether
  // its lanes can land in each other's places (a vector's components, a store's or a load's
  // elements).
  MismatchEvidence(const Expectation* expected, std::size_t n, ScalarType dst, bool layout)
      : expected_(expected), n_(n), dst_(dst), layout_(layout) {}
  void Right() { ++right_; }
  // Whether it takes the next mismatching lane: the first kEvidenceLanes tell as much as all, and
  // a driver that gets every lane wrong costs about what one that passes does.
  bool Wants() const { return mismatched_ < kEvidenceLanes; }
  // A mismatching lane that returned `got`; `why` is its own classification.
  void Mismatch(std::uint64_t got, const std::string& why);
  // Relabels the mismatches recorded from `first` on: each kMisplacedComponents where the wrong
  // lanes hold other lanes' results (several values) or, nearly all but a few right ones,
  // nothing; else a lane named double rounding `again` (classified without it) unless every
  // wrong lane taken was rounded twice.
  template <typename Again>
  void Relabel(std::vector<LaneRecord>& records, std::size_t first, Again again) const {
    const bool layout = WrongLayout();
    for (std::size_t k = first; k < records.size(); ++k) {
      if (layout) {
        records[k].classification = kMisplacedComponents;
      } else if (twice_ != mismatched_ && DoubleRounding(records[k].classification)) {
        records[k].classification = again(records[k]);
      }
    }
  }

 private:
  static bool DoubleRounding(const std::string& why);
  bool WrongLayout() const;

  const Expectation* expected_;
  std::size_t n_;
  ScalarType dst_;
  bool layout_;
  std::unordered_set<std::uint64_t> results_;  // every lane's own result, at the first mismatch
  std::unordered_set<std::uint64_t> moved_values_;
  std::uint64_t right_ = 0, mismatched_ = 0, sentinel_ = 0, moved_ = 0, twice_ = 0;
};

}  // namespace clc
