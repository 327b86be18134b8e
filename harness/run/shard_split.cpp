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
    unit.cost = ProgramsOfGroup(first.src, coverage) * kShardProgramLanes +
                ReferenceLanes(cases, indices, coverage) * kShardReferenceWeight;
    for (std::size_t i : indices) unit.cost += CaseLanes(cases[i].src, coverage);
  } else {
    unit.cost = kShardProgramLanes;
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

// Splits the costliest operand type of more than one destination type into one unit per
// destination type; false where there is none.
bool SplitCostliest(const std::vector<Variant>& cases, Coverage coverage,
                    std::vector<ShardUnit>* units) {
  const auto splittable = [&](const ShardUnit& u) {
    if (!IsLegal(cases[u.cases.front()])) return false;
    std::set<ScalarType> dsts;
    for (std::size_t i : u.cases) dsts.insert(cases[i].dst);
    return dsts.size() > 1;
  };
  auto costliest = units->end();
  for (auto u = units->begin(); u != units->end(); ++u) {
    if (splittable(*u) && (costliest == units->end() || u->cost > costliest->cost)) costliest = u;
  }
  if (costliest == units->end()) return false;
  std::vector<ShardUnit> parts = Grouped<ScalarType>(cases, costliest->cases, coverage,
                                                     [&](std::size_t i) { return cases[i].dst; });
  units->erase(costliest);
  units->insert(units->end(), parts.begin(), parts.end());
  ByFirstCase(units);
  return true;
}

// Costliest first, each to the shard with the least cost so far: the shard of each unit.
std::vector<std::size_t> Deal(const std::vector<ShardUnit>& units, std::size_t shards) {
  std::vector<std::size_t> order(units.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return units[a].cost > units[b].cost; });
  std::vector<std::uint64_t> load(shards, 0);
  std::vector<std::size_t> shard_of_unit(units.size(), 0);
  for (std::size_t u : order) {
    const auto least = std::min_element(load.begin(), load.end());
    *least += units[u].cost;
    shard_of_unit[u] = static_cast<std::size_t>(least - load.begin());
  }
  return shard_of_unit;
}

// The cost of the dearest shard when `units` are dealt to `shards`.
std::uint64_t Dearest(const std::vector<ShardUnit>& units, std::size_t shards) {
  const std::vector<std::size_t> shard_of_unit = Deal(units, shards);
  std::vector<std::uint64_t> load(shards, 0);
  for (std::size_t u = 0; u < units.size(); ++u) load[shard_of_unit[u]] += units[u].cost;
  return *std::max_element(load.begin(), load.end());
}

}  // namespace

std::vector<ShardUnit> ShardUnits(const std::vector<Variant>& cases, Coverage coverage,
                                  std::size_t shards) {
  shards = std::max<std::size_t>(shards, 1);
  std::vector<ShardUnit> units = WholeUnits(cases, coverage);
  while (units.size() < shards && SplitCostliest(cases, coverage, &units)) {
  }
  for (;;) {  // finer while that makes the dearest shard cheaper (a split part's programs too)
    std::vector<ShardUnit> finer = units;
    if (!SplitCostliest(cases, coverage, &finer) || Dearest(finer, shards) >= Dearest(units, shards))
      break;
    units = std::move(finer);
  }
  return units;
}

std::vector<std::size_t> ShardOfCases(const std::vector<Variant>& cases, Coverage coverage,
                                      std::size_t shards) {
  shards = std::max<std::size_t>(shards, 1);
  const std::vector<ShardUnit> units = ShardUnits(cases, coverage, shards);
  const std::vector<std::size_t> shard_of_unit = Deal(units, shards);
  std::vector<std::size_t> shard_of(cases.size(), 0);
  for (std::size_t u = 0; u < units.size(); ++u) {
    for (std::size_t i : units[u].cases) shard_of[i] = shard_of_unit[u];
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
