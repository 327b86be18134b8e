// Which cases each shard of a run takes (harness/run/shard_split.h), without a device.
#include "harness/run/shard_split.h"

#include <algorithm>
#include <cstddef>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "harness/run/plan.h"
#include "harness/run/worker_batches.h"

namespace clc {
namespace {

// Every case the suite registers: the legal ones, then the negative checks.
std::vector<Variant> Everything() {
  std::vector<Variant> all = AllVariants();
  const std::vector<Variant> negative = NegativeVariants();
  all.insert(all.end(), negative.begin(), negative.end());
  return all;
}

// The cases whose name ends with `suffix` (what --gtest_filter='*SUFFIX' selects).
std::vector<Variant> EndingWith(const std::string& suffix) {
  std::vector<Variant> out;
  for (const Variant& v : Everything()) {
    const std::string name = CaseName(v);
    if (name.size() >= suffix.size() &&
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0) {
      out.push_back(v);
    }
  }
  return out;
}

struct Selection {
  std::string name;
  std::vector<Variant> cases;
  Coverage coverage;
};

std::vector<Selection> Selections() {
  return {{"all, quick", Everything(), Coverage::kQuick},
          {"all, full", Everything(), Coverage::kFull},
          {"*_float, quick", EndingWith("_float"), Coverage::kQuick},
          {"*_short, exhaustive", EndingWith("_short"), Coverage::kExhaustive}};
}

// The work unit of each case when no unit is split: its operand type for a legal case, its
// negative-check program (kNegativeBatch checked cases each, in order) for another.
std::vector<std::string> WholeUnitOf(const std::vector<Variant>& cases, Coverage coverage) {
  std::vector<std::string> out;
  std::size_t negatives = 0;
  for (const Variant& v : cases) {
    if (IsLegal(v)) {
      out.push_back("operand " + std::string(Name(v.src)));
    } else {
      out.push_back("negative " + std::to_string(negatives / kNegativeBatch));
      negatives += NegativeChecked(v, coverage) ? 1 : 0;
    }
  }
  return out;
}

// Whether `part` is a subsequence of `whole`.
bool InOrder(const std::vector<Variant>& part, const std::vector<Variant>& whole) {
  auto at = whole.begin();
  for (const Variant& v : part) {
    at = std::find(at, whole.end(), v);
    if (at == whole.end()) return false;
    ++at;
  }
  return true;
}

TEST(ShardSplit, EveryCaseInExactlyOneShard) {
  for (const Selection& s : Selections()) {
    for (std::size_t n = 1; n <= 8; ++n) {
      const std::vector<std::size_t> shard_of = ShardOfCases(s.cases, s.coverage, n);
      ASSERT_EQ(shard_of.size(), s.cases.size()) << s.name;
      std::set<std::size_t> used(shard_of.begin(), shard_of.end());
      EXPECT_LT(*used.rbegin(), n) << s.name << ", " << n << " shards";
      // Every shard has work where there are units enough (operand types split by
      // destination count too).
      if (n <= ShardUnits(s.cases, s.coverage, n).size()) {
        EXPECT_EQ(used.size(), n) << s.name << ", " << n << " shards";
      }
    }
  }
}

TEST(ShardSplit, ShardsTogetherAreTheSelectionInOrder) {
  for (const Selection& s : Selections()) {
    const std::size_t n = 3;
    std::vector<Variant> joined;
    for (std::size_t i = 0; i < n; ++i) {
      const std::vector<Variant> mine = ShardCases(s.cases, s.coverage, n, i);
      EXPECT_TRUE(InOrder(mine, s.cases)) << s.name << ", shard " << i << " of " << n;
      joined.insert(joined.end(), mine.begin(), mine.end());
    }
    std::vector<Variant> expected = s.cases;
    std::sort(expected.begin(), expected.end());
    std::sort(joined.begin(), joined.end());
    EXPECT_EQ(joined, expected) << s.name;
  }
}

TEST(ShardSplit, UnitsAreWholeWhereTheShardsAreNoMore) {
  for (const Selection& s : Selections()) {
    const std::vector<std::string> unit_of = WholeUnitOf(s.cases, s.coverage);
    const std::size_t units = std::set<std::string>(unit_of.begin(), unit_of.end()).size();
    ASSERT_EQ(ShardUnits(s.cases, s.coverage, 1).size(), units) << s.name;
    for (std::size_t n = 1; n <= std::min<std::size_t>(units, 8); ++n) {
      const std::vector<std::size_t> shard_of = ShardOfCases(s.cases, s.coverage, n);
      std::map<std::string, std::set<std::size_t>> shards_of_unit;
      for (std::size_t i = 0; i < s.cases.size(); ++i)
        shards_of_unit[unit_of[i]].insert(shard_of[i]);
      for (const auto& [unit, shards] : shards_of_unit)
        EXPECT_EQ(shards.size(), 1u) << s.name << ": " << unit << " split over " << n;
    }
  }
}

TEST(ShardSplit, MoreShardsThanUnitsSplitAnOperandTypeByDestination) {
  const std::vector<Variant> floats = EndingWith("_float");
  ASSERT_EQ(ShardUnits(floats, Coverage::kQuick, 1).size(), 2u);  // float, one negative program
  const std::vector<std::size_t> shard_of = ShardOfCases(floats, Coverage::kQuick, 3);
  std::map<ScalarType, std::set<std::size_t>> shards_of_destination;
  std::set<std::size_t> used;
  for (std::size_t i = 0; i < floats.size(); ++i) {
    used.insert(shard_of[i]);
    if (IsLegal(floats[i])) shards_of_destination[floats[i].dst].insert(shard_of[i]);
  }
  EXPECT_EQ(used.size(), 3u) << "a shard of three has no case";
  for (const auto& [dst, shards] : shards_of_destination) EXPECT_EQ(shards.size(), 1u) << Name(dst);
}

// Costliest first to the least loaded: no shard costs more than an even share and one unit.
TEST(ShardSplit, NoShardCostsMoreThanAnEvenShareAndOneUnit) {
  for (const Selection& s : Selections()) {
    for (std::size_t n = 2; n <= 8; ++n) {
      const std::vector<ShardUnit> units = ShardUnits(s.cases, s.coverage, n);
      const std::vector<std::size_t> shard_of = ShardOfCases(s.cases, s.coverage, n);
      std::vector<std::uint64_t> load(n, 0);
      std::uint64_t total = 0;
      std::uint64_t dearest = 0;
      for (const ShardUnit& u : units) {
        load[shard_of[u.cases.front()]] += u.cost;
        total += u.cost;
        dearest = std::max(dearest, u.cost);
      }
      EXPECT_LE(*std::max_element(load.begin(), load.end()), total / n + dearest)
          << s.name << ", " << n << " shards";
    }
  }
}

}  // namespace
}  // namespace clc
