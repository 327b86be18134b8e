// The edges of a (source, destination) pair, which the constant path folds (PairEdgeInputs).
#include <algorithm>
#include <set>

#include <gtest/gtest.h>

#include "reference/edges.h"
#include "reference/hazards.h"

namespace clc {
namespace {

bool Holds(const std::vector<std::uint64_t>& sorted, std::uint64_t bits) {
  return std::binary_search(sorted.begin(), sorted.end(), bits);
}

// Each pair's edges are sorted and unique, hold the pair's hazards and focused edges, and over
// the destinations they are the source's edges (EdgeInputs) with the focused ones.
TEST(PairEdges, HoldTheHazardsAndFocusedEdgesAndOverTheDestinationsEveryEdge) {
  std::size_t total = 0;
  for (ScalarType src : AllScalarTypes()) {
    std::set<std::uint64_t> over_dst;
    std::set<std::uint64_t> expected;
    const std::vector<std::uint64_t> edges = EdgeInputs(src);
    expected.insert(edges.begin(), edges.end());
    for (ScalarType dst : AllScalarTypes()) {
      const std::vector<std::uint64_t> pair = PairEdgeInputs(src, dst);
      total += pair.size();
      ASSERT_TRUE(std::is_sorted(pair.begin(), pair.end()));
      ASSERT_TRUE(std::adjacent_find(pair.begin(), pair.end()) == pair.end());
      for (const Hazard& h : Hazards(src, dst)) {
        EXPECT_TRUE(Holds(pair, h.bits)) << Name(src) << " " << Name(dst) << " " << h.bits;
      }
      for (std::uint64_t f : FocusedEdgeInputs(src, dst)) {
        EXPECT_TRUE(Holds(pair, f)) << Name(src) << " " << Name(dst) << " " << f;
        expected.insert(f);
      }
      over_dst.insert(pair.begin(), pair.end());
    }
    EXPECT_EQ(over_dst, expected) << Name(src);
  }
  // The figure docs/how-it-works.md gives.
  EXPECT_EQ(total, 362265u);
}

// The edges come from the formats' parameters in the traits row; these are the very sets the
// per-type tables gave before pairs had edges of their own, so stored digests and published reports
// stay valid: a hash of every source's EdgeInputs and FocusedEdgeInputs and of every pair's
// PairEdgeInputs, pinned. A new type changes them (its range ends and hazards are every
// other source's edges too): pin them again then.
std::uint64_t HashOf(std::uint64_t h, const std::vector<std::uint64_t>& values) {
  h = h * 0x100000001b3u ^ values.size();
  for (std::uint64_t v : values) h = (h ^ v) * 0x100000001b3u;
  return h;
}

TEST(PairEdges, AreTheSetsOfBeforeIssue30) {
  std::uint64_t own = 0;
  std::uint64_t focused = 0;
  std::uint64_t pairs = 0;
  for (ScalarType src : AllScalarTypes()) {
    own = HashOf(own, EdgeInputs(src));
    focused = HashOf(focused, FocusedEdgeInputs(src));
    for (ScalarType dst : AllScalarTypes()) {
      focused = HashOf(focused, FocusedEdgeInputs(src, dst));
      pairs = HashOf(pairs, PairEdgeInputs(src, dst));
    }
  }
  EXPECT_EQ(own, 0xf23d2ffc2d91c725u);
  EXPECT_EQ(focused, 0x68dfe263c2744f27u);
  EXPECT_EQ(pairs, 0x206faac2eec1ff0bu);
}

// A driver bug (PoCL): a constant folder wrong next to an integer range end. Each pair of an
// integer source folds every integer type's range ends and their neighbours (INT_MIN+1,
// LONG_MIN+1, UINT_MAX-1, ...) that are values of the source.
// An integer as a sign and a magnitude (every value from -2^64 to 2^64), plus `d` (-1..1).
struct Int {
  bool negative;
  std::uint64_t magnitude;
  Int Plus(int d) const {
    if (magnitude == 0 && d < 0) return {true, 1};
    if (!negative) return {false, magnitude + static_cast<std::uint64_t>(d)};
    const std::uint64_t m = magnitude - static_cast<std::uint64_t>(d);
    return {m != 0, m};
  }
};

// Whether `v` is a value of `t`, and its bits there.
bool BitsOf(ScalarType t, Int v, std::uint64_t* out) {
  const int b = Bits(t);
  const std::uint64_t half = std::uint64_t{1} << (b - 1);
  const std::uint64_t all = b == 64 ? ~std::uint64_t{0} : (half << 1) - 1;
  if (v.negative && (!IsSigned(t) || v.magnitude > half)) return false;
  if (!v.negative && v.magnitude > (IsSigned(t) ? half - 1 : all)) return false;
  *out = (v.negative ? ~v.magnitude + 1 : v.magnitude) & all;
  return true;
}

TEST(PairEdges, IntegerSourcesHoldEveryRangeEndAndItsNeighbours) {
  for (ScalarType src : AllScalarTypes()) {
    if (IsFloat(src)) continue;
    for (ScalarType end_type : AllScalarTypes()) {
      if (IsFloat(end_type)) continue;
      const std::uint64_t half = std::uint64_t{1} << (Bits(end_type) - 1);
      const Int min = IsSigned(end_type) ? Int{true, half} : Int{false, 0};
      const Int max = {false, IsSigned(end_type) ? half - 1 : half + (half - 1)};
      for (const Int& end : {min, max}) {
        for (int d : {-1, 0, 1}) {
          std::uint64_t operand = 0;
          if (!BitsOf(src, end.Plus(d), &operand)) continue;
          for (ScalarType dst : AllScalarTypes()) {
            EXPECT_TRUE(Holds(PairEdgeInputs(src, dst), operand))
                << Name(src) << " -> " << Name(dst) << ": " << Name(end_type) << " range end "
                << (end.negative || end.magnitude == 0 ? "min" : "max") << " + " << d;
          }
        }
      }
    }
  }
  // The values the issue names.
  EXPECT_TRUE(Holds(PairEdgeInputs(ScalarType::kInt, ScalarType::kFloat), 0x80000001u));
  EXPECT_TRUE(Holds(PairEdgeInputs(ScalarType::kLong, ScalarType::kFloat), 0x8000000000000001u));
  EXPECT_TRUE(Holds(PairEdgeInputs(ScalarType::kLong, ScalarType::kInt), 0xFFFFFFFF80000001u));
}

// A tie-plus-sticky hazard that the constant path's focused subset leaves out, and the
// width-16 kernels fold (the planted folded-constant bug of suites/tests/planted_test.cpp).
TEST(PairEdges, HoldTieStickyHazardsTheFocusedSubsetLeavesOut) {
  const std::uint64_t tie_sticky = 0x0040000060000000;  // 2^54 + 2^30 + 2^29: long -> float
  EXPECT_TRUE(Holds(PairEdgeInputs(ScalarType::kLong, ScalarType::kFloat), tie_sticky));
  EXPECT_FALSE(Holds(FocusedEdgeInputs(ScalarType::kLong, ScalarType::kFloat), tie_sticky));
}

}  // namespace
}  // namespace clc
