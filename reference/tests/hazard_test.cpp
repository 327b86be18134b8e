// Proves the edge inputs' hazard coverage by computation: MPFR classifies every edge input of
// a source against each destination's grid, and what each binade must hold is derived from
// the formats (hazard_grid.h). No input is listed, except in the two driver bugs of Oclgrind and
// PoCL below at the end, which are stated as examples.
#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "reference/edges.h"
#include "reference/hazards.h"
#include "reference/tests/hazard_grid.h"

namespace clc::oracle {
namespace {

constexpr RoundingMode kModes[] = {RoundingMode::kRte, RoundingMode::kRtz, RoundingMode::kRtp,
                                   RoundingMode::kRtn};

std::uint64_t Mask(ScalarType t) {
  return Bits(t) == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << Bits(t)) - 1;
}

bool Holds(const std::vector<std::uint64_t>& sorted, std::uint64_t bits) {
  return std::binary_search(sorted.begin(), sorted.end(), bits);
}

// Where each class was found among the edges: (binade, negative, end) for a boundary or a
// tie found with every neighbour, and the sticky positions found in each (binade, negative).
struct Found {
  std::set<std::tuple<int, bool, int>> boundary;
  std::set<std::tuple<int, bool, int>> tie;
  std::map<std::pair<int, bool>, std::set<int>> sticky;
};

Found FindClasses(ScalarType src, ScalarType dst, const std::vector<std::uint64_t>& edges) {
  Found found;
  SourceValue v;
  for (std::uint64_t bits : edges) {
    v.Set(src, bits);
    const Facts f = Classify(dst, v.exact());
    if (!f.finite) continue;
    const std::pair key{f.binade, f.neg};
    if (f.boundary || f.tie) {
      const auto near = NeighbourBits(src, v.exact());
      if (std::all_of(near.begin(), near.end(), [&](auto b) { return Holds(edges, b); })) {
        for (int end : {0, 1}) {
          if (f.end[end])
            (f.boundary ? found.boundary : found.tie).insert({key.first, key.second, end});
        }
      }
    }
    if (f.sticky > 0) found.sticky[key].insert(f.sticky);
  }
  return found;
}

// Every (source, destination) pair, named "double_to_float".
class HazardPair : public ::testing::TestWithParam<std::pair<ScalarType, ScalarType>> {};

template <typename Pred>
std::vector<std::pair<ScalarType, ScalarType>> PairsWhere(Pred pred) {
  std::vector<std::pair<ScalarType, ScalarType>> pairs;
  for (ScalarType s : AllScalarTypes()) {
    for (ScalarType d : AllScalarTypes()) {
      if (pred(std::pair{s, d})) pairs.emplace_back(s, d);
    }
  }
  return pairs;
}

std::string PairName(const ::testing::TestParamInfo<std::pair<ScalarType, ScalarType>>& info) {
  return std::string(Name(info.param.first)) + "_to_" + std::string(Name(info.param.second));
}

INSTANTIATE_TEST_SUITE_P(Hazards, HazardPair,
                         ::testing::ValuesIn(PairsWhere([](auto) { return true; })), PairName);

// Every binade and sign has its lowest and highest boundary and tie (each with its neighbours)
// and a tie plus a sticky bit wherever the source holds one; every sticky position the source holds
// in the bottom binades (subnormals, or 0.5 to 2), the top ones (overflow, or the range's top) and
// anywhere, appears there at least once.
TEST_P(HazardPair, EveryBinadeHasEveryClassTheSourceHolds) {
  const auto [src, dst] = GetParam();
  const auto edges = EdgeInputs(src);
  const Found found = FindClasses(src, dst, edges);
  const Binades b = BinadesOf(dst);
  const int last = b.top + (IsFloat(dst) ? 1 : 0);
  // Sticky positions offered and found, per group of binades and sign.
  std::map<std::pair<std::string, bool>, std::set<int>> offered;
  std::map<std::pair<std::string, bool>, std::set<int>> had;
  for (int e = b.lowest; e <= last; ++e) {
    for (bool neg : {false, true}) {
      const Offer o = OfferOf(src, dst, e, neg);
      const std::pair key{e, neg};
      const std::string where = "binade " + std::to_string(e) + (neg ? " (negative)" : "");
      for (int end : {0, 1}) {
        const char* which = end == 0 ? "lowest" : "highest";
        EXPECT_TRUE(!o.boundary[end] || found.boundary.count({e, neg, end}))
            << "no " << which << " boundary in " << where;
        EXPECT_TRUE(!o.tie[end] || found.tie.count({e, neg, end}))
            << "no " << which << " tie in " << where;
      }
      if (o.sticky.empty()) continue;
      const auto it = found.sticky.find(key);
      EXPECT_TRUE(it != found.sticky.end()) << "no tie+sticky in " << where;
      std::vector<std::string> groups = {"any"};
      if (e <= (IsFloat(dst) ? b.emin : 1)) groups.emplace_back("bottom");
      if (e >= b.top - 1) groups.emplace_back("top");
      for (const auto& g : groups) {
        offered[{g, neg}].insert(o.sticky.begin(), o.sticky.end());
        if (it != found.sticky.end()) had[{g, neg}].insert(it->second.begin(), it->second.end());
      }
    }
  }
  for (const auto& [group, positions] : offered) {
    for (int d : positions) {
      EXPECT_TRUE(had[group].count(d))
          << "no sticky bit " << d << " below a tie in the " << group.first << " binades"
          << (group.second ? " (negative)" : "");
    }
  }
}

// Whether x is one contiguous run of ones, and if so the position of its highest bit.
bool IsRun(std::uint64_t x, int* top) {
  if (x == 0) return false;
  const std::uint64_t y = x >> __builtin_ctzll(x);
  *top = 63 - __builtin_clzll(x);
  return (y & (y + 1)) == 0;
}

// The source values next to each end of an integer destination's range: its neighbours where
// the source holds the end, else the nearest source values on each side.
std::vector<std::uint64_t> NearRangeEnds(ScalarType src, ScalarType dst) {
  std::vector<std::uint64_t> out;
  if (IsFloat(dst)) return out;
  Num ends[2];
  RangeEnds(dst, ends[0].v, ends[1].v);
  for (const Num& end : ends) {
    std::uint64_t bits = 0;
    if (ExactBits(src, end.v, &bits)) {
      for (std::uint64_t n : NeighbourBits(src, end.v)) out.push_back(n);
    } else if (IsFloat(src)) {
      Num y(Traits(src).fraction_bits + 1);
      for (mpfr_rnd_t rnd : {MPFR_RNDD, MPFR_RNDU}) {
        RoundToFormat(y.v, end.v, src, rnd, true);
        if (ExactBits(src, y.v, &bits)) out.push_back(bits);
      }
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Each end of an integer destination's range, where the source holds it, with its neighbours;
// where it does not, the source values on each side of it.
class HazardRangeEnd : public HazardPair {};

INSTANTIATE_TEST_SUITE_P(Hazards, HazardRangeEnd,
                         ::testing::ValuesIn(PairsWhere([](auto p) { return !IsFloat(p.second); })),
                         PairName);

TEST_P(HazardRangeEnd, EveryIntegerRangeEndWithItsNeighbours) {
  const auto [src, dst] = GetParam();
  const auto edges = EdgeInputs(src);
  Num ends[2];
  RangeEnds(dst, ends[0].v, ends[1].v);
  for (const Num& end : ends) {
    std::uint64_t bits = 0;
    EXPECT_TRUE(!ExactBits(src, end.v, &bits) || Holds(edges, bits)) << "range end " << bits;
  }
  for (std::uint64_t bits : NearRangeEnds(src, dst)) {
    EXPECT_TRUE(Holds(edges, bits)) << "next to a range end: " << bits;
  }
}

int Precision(ScalarType t) {
  return IsFloat(t) ? Traits(t).fraction_bits + 1 : Bits(t) - (IsSigned(t) ? 1 : 0);
}

// The exponent of the lowest bit a value of `t` in binade e can have (0 for an integer type).
int LowestBit(ScalarType t, int e) {
  return IsFloat(t) ? std::max(e, BinadesOf(t).emin) - Traits(t).fraction_bits : 0;
}

// Whether rounding through `via` first can differ from rounding once: `via` is narrower than
// the source and wider than the destination, and in some binade of the destination's finite
// range the source has a bit below via's last one.
bool DoubleRoundingCanDiffer(ScalarType src, ScalarType dst, ScalarType via) {
  if (!IsFloat(src) && !IsFloat(dst)) return false;  // integer to integer never rounds
  if (Precision(dst) >= Precision(via) || Precision(via) >= Precision(src)) return false;
  const Binades b = BinadesOf(dst);
  Num p;
  std::uint64_t bits = 0;
  for (int e = b.lowest; e <= b.top; ++e) {
    mpfr_set_ui_2exp(p.v, 1, e, MPFR_RNDN);
    if (ExactBits(src, p.v, &bits) && LowestBit(src, e) < LowestBit(via, e)) return true;
  }
  return false;
}

// Whether the edges of `src` hold an input that `dst` gets wrong under `mode` when a driver
// rounds it to `via` first under `via_mode`. _sat keeps integer results defined.
bool SomeEdgeRoundsTwiceWrong(ScalarType src, ScalarType dst, ScalarType via, RoundingMode via_mode,
                              RoundingMode mode) {
  SourceValue v;
  SourceValue twice;
  for (std::uint64_t bits : EdgeInputs(src)) {
    v.Set(src, bits);
    const OracleResult once = v.Convert(dst, true, mode);
    const OracleResult mid = v.Convert(via, false, via_mode);
    if (once.kind != OracleResult::Kind::kValue || mid.kind != OracleResult::Kind::kValue) {
      continue;
    }
    twice.Set(via, mid.bits);
    if (twice.Convert(dst, true, mode).bits != once.bits) return true;
  }
  return false;
}

// Directed rounding composes exactly (the destination's grid lies in via's), so only a
// round-to-nearest intermediate can make a difference: the edges must show one in every mode.
class HazardDoubleRounding : public HazardPair {};

INSTANTIATE_TEST_SUITE_P(Hazards, HazardDoubleRounding, ::testing::ValuesIn(PairsWhere([](auto p) {
                           return DoubleRoundingCanDiffer(p.first, p.second, ScalarType::kFloat) ||
                                  DoubleRoundingCanDiffer(p.first, p.second, ScalarType::kDouble);
                         })),
                         PairName);

TEST_P(HazardDoubleRounding, RoundingThroughAnIntermediateDiffersInEveryMode) {
  const auto [src, dst] = GetParam();
  for (ScalarType via : {ScalarType::kFloat, ScalarType::kDouble}) {
    if (!DoubleRoundingCanDiffer(src, dst, via)) continue;
    for (RoundingMode mode : kModes) {
      EXPECT_TRUE(SomeEdgeRoundsTwiceWrong(src, dst, via, RoundingMode::kRte, mode))
          << "no edge tells rounding through " << Name(via) << " (rte) then " << NameOf(mode);
      if (mode != RoundingMode::kRte) {
        EXPECT_FALSE(SomeEdgeRoundsTwiceWrong(src, dst, via, mode, mode))
            << Name(via) << " in " << NameOf(mode) << " should compose exactly";
      }
    }
  }
}

// Each hazard is what its class says, by MPFR's classification.
TEST_P(HazardPair, EveryHazardIsWhatItsClassSays) {
  const auto [src, dst] = GetParam();
  SourceValue v;
  SourceValue n;
  Num ends[2];
  if (!IsFloat(dst)) RangeEnds(dst, ends[0].v, ends[1].v);
  const std::vector<std::uint64_t> near_ends = NearRangeEnds(src, dst);
  const std::uint64_t mask = Mask(src);
  for (const Hazard& h : Hazards(src, dst)) {
    v.Set(src, h.bits);
    const Facts f = Classify(dst, v.exact());
    // What the adjacent source values are, for the neighbour classes.
    bool near_boundary = false;
    bool near_tie = false;
    for (std::uint64_t b : NeighbourBits(src, v.exact())) {
      n.Set(src, b);
      const Facts g = Classify(dst, n.exact());
      near_boundary = near_boundary || (g.boundary && g.binade == h.binade);
      near_tie = near_tie || (g.tie && g.binade == h.binade);
    }
    bool ok = false;
    int top = 0;
    switch (h.cls) {
      case HazardClass::kBoundary: ok = f.boundary && f.binade == h.binade; break;
      case HazardClass::kBoundaryNeighbour: ok = near_boundary; break;
      case HazardClass::kTie: ok = f.tie && f.binade == h.binade; break;
      case HazardClass::kTieNeighbour: ok = near_tie; break;
      case HazardClass::kTieSticky: ok = f.sticky == h.sticky && f.binade == h.binade; break;
      case HazardClass::kRangeEnd:
        ok = !IsFloat(dst) &&
             (mpfr_equal_p(v.exact(), ends[0].v) || mpfr_equal_p(v.exact(), ends[1].v));
        break;
      case HazardClass::kRangeEndNeighbour: ok = Holds(near_ends, h.bits); break;
      case HazardClass::kPattern:
        ok = (IsRun(h.bits, &top) && top == h.binade) ||
             (IsRun(~h.bits & mask, &top) && top == h.binade);
        break;
    }
    EXPECT_TRUE(ok) << NameOf(h.cls) << " " << h.bits << " binade " << h.binade << " sticky "
                    << h.sticky;
  }
}

// Every contiguous run of ones of an integer source, and its complement.
TEST(EdgeInputs, IntegerSourcesHaveEveryPattern) {
  for (ScalarType src : AllScalarTypes()) {
    if (IsFloat(src)) continue;
    const auto edges = EdgeInputs(src);
    const int n = Bits(src);
    const std::uint64_t mask = Mask(src);
    for (int lo = 0; lo < n; ++lo) {
      for (int len = 1; lo + len <= n; ++len) {
        const std::uint64_t run = (len == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << len) - 1)
                                  << lo;
        EXPECT_TRUE(Holds(edges, run)) << Name(src) << " run " << run;
        EXPECT_TRUE(Holds(edges, ~run & mask)) << Name(src) << " complement of run " << run;
      }
    }
  }
}

TEST(EdgeInputs, AreSortedUniqueAndHoldEveryHazard) {
  for (ScalarType src : AllScalarTypes()) {
    const auto edges = EdgeInputs(src);
    EXPECT_TRUE(std::adjacent_find(edges.begin(), edges.end(), std::greater_equal<>()) ==
                edges.end())
        << Name(src);
    for (std::uint64_t bits : HazardInputs(src)) EXPECT_TRUE(Holds(edges, bits)) << bits;
  }
}

// A driver bug (Oclgrind): a 64-bit integer converted to float through double loses a sticky bit
// far below a tie. The edges hold such inputs: 2^62 + 2^38 + 1 is one (a float tie at 2^38,
// the sticky bit 38 positions below it, which double drops).
TEST(HazardIssue12, LongToFloatThroughDoubleLosesAFarStickyBit) {
  for (ScalarType src : {ScalarType::kLong, ScalarType::kULong}) {
    SCOPED_TRACE(Name(src));
    EXPECT_TRUE(SomeEdgeRoundsTwiceWrong(src, ScalarType::kFloat, ScalarType::kDouble,
                                         RoundingMode::kRte, RoundingMode::kRte));
    const std::uint64_t example = 0x4000004000000001;
    EXPECT_TRUE(Holds(EdgeInputs(src), example));
    SourceValue v;
    v.Set(src, example);
    EXPECT_EQ(Classify(ScalarType::kFloat, v.exact()).sticky, 38);
    EXPECT_EQ(v.Convert(ScalarType::kFloat, false, RoundingMode::kRte).bits, 0x5E800001u);
  }
  EXPECT_TRUE(Holds(EdgeInputs(ScalarType::kLong), ~std::uint64_t{0x4000004000000001} + 1));
}

// A driver bug (PoCL): a constant folder wrong next to an integer range end. The edges of int
// and long hold every range end of every integer type they can, and the values beside it.
TEST(HazardIssue12, IntAndLongHoldTheNeighboursOfEveryRangeEnd) {
  EXPECT_TRUE(Holds(EdgeInputs(ScalarType::kInt), 0x80000001u));           // INT_MIN+1
  EXPECT_TRUE(Holds(EdgeInputs(ScalarType::kLong), 0x8000000000000001u));  // LONG_MIN+1
  EXPECT_TRUE(Holds(EdgeInputs(ScalarType::kLong), 0xFFFFFFFF80000001u));  // INT_MIN+1
  for (ScalarType src : {ScalarType::kInt, ScalarType::kLong}) {
    const auto edges = EdgeInputs(src);
    for (ScalarType dst : AllScalarTypes()) {
      if (IsFloat(dst)) continue;
      Num ends[2];
      RangeEnds(dst, ends[0].v, ends[1].v);
      for (const Num& end : ends) {
        Num near;
        for (long d : {-1L, 0L, 1L}) {
          mpfr_add_si(near.v, end.v, d, MPFR_RNDN);
          std::uint64_t bits = 0;
          if (ExactBits(src, near.v, &bits)) {
            EXPECT_TRUE(Holds(edges, bits)) << Name(src) << " " << Name(dst) << " " << bits;
          }
        }
      }
    }
  }
}

// The folded-constant path's operands of an integer source hold the same range ends and
// neighbours: a compiler's constant folder wrong at INT_MIN+1 is found there too.
TEST(HazardIssue12, FoldedOperandsOfIntegerSourcesHoldEveryRangeEndNeighbour) {
  for (ScalarType dst : AllScalarTypes()) {
    const auto ints = FocusedEdgeInputs(ScalarType::kInt, dst);
    const auto longs = FocusedEdgeInputs(ScalarType::kLong, dst);
    for (std::uint64_t v : {0x80000001u, 0x7ffffffeu, 0x80000000u, 0xffffff81u, 0xffff8001u}) {
      EXPECT_TRUE(Holds(ints, v)) << Name(dst) << " " << v;
    }
    for (std::uint64_t v : {0x8000000000000001u, 0x7ffffffffffffffeu, 0xFFFFFFFF80000001u,
                            0xfffffffffffffffeu, 0x100000000u}) {
      EXPECT_TRUE(Holds(longs, v)) << Name(dst) << " " << v;
    }
  }
}

}  // namespace
}  // namespace clc::oracle
