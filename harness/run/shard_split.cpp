// The cases of each shard of a run: units of work, costed, dealt costliest first.
#include "harness/run/shard_split.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <utility>

#include "harness/run/plan.h"
#include "harness/run/worker_batches.h"
#include "reference/digest/digest_jobs.h"

namespace clc {

namespace {

// Lanes one legal case from `src` checks at `coverage` (PlanGroup's read-back and stream).
std::uint64_t CaseLanes(ScalarType src, Coverage coverage) {
  if (RowOf(coverage).every_small_operand && Bits(src) <= 16) return std::uint64_t{1} << Bits(src);
  return Streamed(src, coverage) ? OperandStreamLanes(coverage) : kQuickRandom;
}

// The programs an operand type builds: its constant and buffer programs, and its digest
// program where its stream is digested (RunPlan::Sources).
std::uint64_t ProgramsOfGroup(ScalarType src, Coverage coverage) {
  return Streamed(src, coverage) ? 3 : 2;
}

// The host's reference lanes of the legal cases `indices` of `cases` where their operand stream
// is digested: each distinct digest job's lanes (the jobs cases share are made once).
std::uint64_t ReferenceLanes(const std::vector<Variant>& cases,
                             const std::vector<std::size_t>& indices, Coverage coverage) {
  const ScalarType src = cases[indices.front()].src;
  if (!Streamed(src, coverage)) return 0;
  std::vector<Variant> legal;
  legal.reserve(indices.size());
  for (std::size_t i : indices) legal.push_back(cases[i]);
  return JobsOf(legal, FpCaps{}, nullptr).size() * CaseLanes(src, coverage);
}

// The unit of the cases `indices` of `cases`: all legal of one operand type, or negative
// checks of one program.
ShardUnit UnitOf(const std::vector<Variant>& cases, std::vector<std::size_t> indices,
                 Coverage coverage) {
  ShardUnit unit;
  const Variant& first = cases[indices.front()];
  if (IsLegal(first)) {
    unit.device = ProgramsOfGroup(first.src, coverage) * kShardProgramLanes;
    for (std::size_t i : indices) unit.device += CaseLanes(cases[i].src, coverage);
    unit.host = ReferenceLanes(cases, indices, coverage);
  } else {
    unit.device = kShardProgramLanes;
  }
  unit.cases = std::move(indices);
  return unit;
}

// Orders `units` by their first case.
void ByFirstCase(std::vector<ShardUnit>* units) {
  std::sort(units->begin(), units->end(), [](const ShardUnit& a, const ShardUnit& b) {
    return a.cases.front() < b.cases.front();
  });
}

// Groups `cases` (in order) by key, each group a unit.
template <typename Key, typename KeyOf>
std::vector<ShardUnit> Grouped(const std::vector<Variant>& cases,
                               const std::vector<std::size_t>& indices, Coverage coverage,
                               KeyOf key_of) {
  std::map<Key, std::vector<std::size_t>> groups;
  for (std::size_t i : indices) groups[key_of(i)].push_back(i);
  std::vector<ShardUnit> units;
  units.reserve(groups.size());
  for (auto& [key, members] : groups) units.push_back(UnitOf(cases, std::move(members), coverage));
  ByFirstCase(&units);
  return units;
}

// The whole units: the legal cases by operand type, the negative checks by program
// (kNegativeBatch checked ones each, in order; one the coverage leaves out goes with the
// program of the checked one before it, at no cost).
std::vector<ShardUnit> WholeUnits(const std::vector<Variant>& cases, Coverage coverage) {
  std::vector<std::pair<int, std::size_t>> keys(cases.size());
  std::size_t negatives = 0;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const Variant& v = cases[i];
    if (IsLegal(v)) {
      keys[i] = {0, static_cast<std::size_t>(v.src)};
    } else {
      keys[i] = {1, negatives / kNegativeBatch};
      if (NegativeChecked(v, coverage)) ++negatives;
    }
  }
  std::vector<std::size_t> all(cases.size());
  std::iota(all.begin(), all.end(), std::size_t{0});
  return Grouped<std::pair<int, std::size_t>>(cases, all, coverage,
                                              [&](std::size_t i) { return keys[i]; });
}

// A shard's load, host and device side, each as a share of the whole selection's.
struct ShardLoad {
  double host = 0;
  double device = 0;
  double Dearer() const { return std::max(host, device); }
};

// The whole of each side, for the shares (1 where a side has nothing).
struct ShardTotals {
  double host = 1;
  double device = 1;
};
ShardTotals ShardTotalsOf(const std::vector<ShardUnit>& units) {
  std::uint64_t host = 0, device = 0;
  for (const ShardUnit& u : units) {
    host += u.host;
    device += u.device;
  }
  return {host == 0 ? 1.0 : static_cast<double>(host),
          device == 0 ? 1.0 : static_cast<double>(device)};
}

// A unit's load: its share of each side.
ShardLoad LoadOf(const ShardUnit& u, const ShardTotals& totals) {
  return {static_cast<double>(u.host) / totals.host, static_cast<double>(u.device) / totals.device};
}

// A unit's cost: its shares of both sides, summed (which unit to deal or split first).
double Share(const ShardUnit& u, const ShardTotals& totals) {
  const ShardLoad l = LoadOf(u, totals);
  return l.host + l.device;
}

// A destination type's kind: floating-point or integer, and its size. The integer types of
// one size stay together: a conversion to either without _sat has the same bits, one digest
// job (Canonical, reference/convert.h), made once.
std::pair<bool, int> DestinationKind(ScalarType dst) { return {IsFloat(dst), Bytes(dst)}; }

// Splits the costliest operand type of more than one destination kind into one unit per kind;
// false where there is none.
bool SplitCostliest(const std::vector<Variant>& cases, Coverage coverage, const ShardTotals& totals,
                    std::vector<ShardUnit>* units) {
  const auto splittable = [&](const ShardUnit& u) {
    if (!IsLegal(cases[u.cases.front()])) return false;
    std::set<std::pair<bool, int>> kinds;
    for (std::size_t i : u.cases) kinds.insert(DestinationKind(cases[i].dst));
    return kinds.size() > 1;
  };
  auto costliest = units->end();
  for (auto u = units->begin(); u != units->end(); ++u) {
    if (splittable(*u) &&
        (costliest == units->end() || Share(*u, totals) > Share(*costliest, totals))) {
      costliest = u;
    }
  }
  if (costliest == units->end()) return false;
  std::vector<ShardUnit> parts =
      Grouped<std::pair<bool, int>>(cases, costliest->cases, coverage,
                                    [&](std::size_t i) { return DestinationKind(cases[i].dst); });
  units->erase(costliest);
  units->insert(units->end(), parts.begin(), parts.end());
  ByFirstCase(units);
  return true;
}

// Costliest first, each to the shard whose dearer side it raises least (ties: the shard with
// the least load): the shard of each unit, and each shard's load (`loads` when not null).
std::vector<std::size_t> Deal(const std::vector<ShardUnit>& units, std::size_t shards,
                              const ShardTotals& totals, std::vector<ShardLoad>* loads = nullptr) {
  std::vector<std::size_t> order(units.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return Share(units[a], totals) > Share(units[b], totals);
  });
  std::vector<ShardLoad> load(shards);
  std::vector<std::size_t> shard_of_unit(units.size(), 0);
  for (std::size_t u : order) {
    const ShardLoad add = LoadOf(units[u], totals);
    std::size_t best = 0;
    for (std::size_t s = 1; s < shards; ++s) {
      const ShardLoad a{load[s].host + add.host, load[s].device + add.device};
      const ShardLoad b{load[best].host + add.host, load[best].device + add.device};
      if (a.Dearer() < b.Dearer() ||
          (a.Dearer() == b.Dearer() &&
           load[s].host + load[s].device < load[best].host + load[best].device)) {
        best = s;
      }
    }
    load[best].host += add.host;
    load[best].device += add.device;
    shard_of_unit[u] = best;
  }
  if (loads != nullptr) *loads = std::move(load);
  return shard_of_unit;
}

// The dearest shard's dearer side when `units` are dealt to `shards`.
double Dearest(const std::vector<ShardUnit>& units, std::size_t shards, const ShardTotals& totals) {
  std::vector<ShardLoad> loads;
  Deal(units, shards, totals, &loads);
  double dearest = 0;
  for (const ShardLoad& l : loads) dearest = std::max(dearest, l.Dearer());
  return dearest;
}

// The units for `shards` shards (ShardUnits), and the whole units' totals they are dealt by
// (a split part's programs count against them).
struct Split {
  std::vector<ShardUnit> units;
  ShardTotals totals;
};
Split SplitFor(const std::vector<Variant>& cases, Coverage coverage, std::size_t shards) {
  std::vector<ShardUnit> units = WholeUnits(cases, coverage);
  const ShardTotals totals = ShardTotalsOf(units);
  while (units.size() < shards && SplitCostliest(cases, coverage, totals, &units)) {
  }
  // Finer, costliest first, to the end; kept: the coarsest split whose dearest shard is within
  // a twentieth of the cheapest dearest shard seen.
  std::vector<std::vector<ShardUnit>> steps{units};
  std::vector<double> dearest{Dearest(units, shards, totals)};
  for (std::vector<ShardUnit> finer = units; SplitCostliest(cases, coverage, totals, &finer);) {
    steps.push_back(finer);
    dearest.push_back(Dearest(finer, shards, totals));
  }
  const double best = *std::min_element(dearest.begin(), dearest.end());
  std::size_t pick = 0;
  while (dearest[pick] > best * 1.05) ++pick;
  return {std::move(steps[pick]), totals};
}

}  // namespace

std::vector<ShardUnit> ShardUnits(const std::vector<Variant>& cases, Coverage coverage,
                                  std::size_t shards) {
  return SplitFor(cases, coverage, std::max<std::size_t>(shards, 1)).units;
}

std::vector<std::size_t> ShardOfCases(const std::vector<Variant>& cases, Coverage coverage,
                                      std::size_t shards) {
  shards = std::max<std::size_t>(shards, 1);
  const Split split = SplitFor(cases, coverage, shards);
  const std::vector<std::size_t> shard_of_unit = Deal(split.units, shards, split.totals);
  std::vector<std::size_t> shard_of(cases.size(), 0);
  for (std::size_t u = 0; u < split.units.size(); ++u) {
    for (std::size_t i : split.units[u].cases) shard_of[i] = shard_of_unit[u];
  }
  return shard_of;
}

std::vector<Variant> ShardCases(const std::vector<Variant>& cases, Coverage coverage,
                                std::size_t shards, std::size_t index) {
  const std::vector<std::size_t> shard_of = ShardOfCases(cases, coverage, shards);
  std::vector<Variant> out;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    if (shard_of[i] == index) out.push_back(cases[i]);
  }
  return out;
}

}  // namespace clc
