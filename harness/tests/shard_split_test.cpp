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
#include "reference/digest/digest_jobs.h"

namespace clc {
namespace {

// The host's cores WorkerBatches is given, an H200 machine's.
constexpr unsigned kHostCores = 16;

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

// A unit is split only by destination kind: each (operand, floating-point or integer
// destination of a size) of legal cases, and each negative-check program, is in one shard.
TEST(ShardSplit, UnitsSplitOnlyByDestinationKind) {
  for (const Selection& s : Selections()) {
    const std::vector<std::string> unit_of = WholeUnitOf(s.cases, s.coverage);
    for (std::size_t n = 1; n <= 8; ++n) {
      const std::vector<std::size_t> shard_of = ShardOfCases(s.cases, s.coverage, n);
      std::map<std::string, std::set<std::size_t>> shards_of_part;
      for (std::size_t i = 0; i < s.cases.size(); ++i) {
        const ScalarType dst = s.cases[i].dst;
        const std::string kind = (IsFloat(dst) ? " to float of " : " to integer of ") +
                                 std::to_string(Bytes(dst)) + " bytes";
        const std::string part = unit_of[i] + (IsLegal(s.cases[i]) ? kind : "");
        shards_of_part[part].insert(shard_of[i]);
      }
      for (const auto& [part, shards] : shards_of_part)
        EXPECT_EQ(shards.size(), 1u) << s.name << ": " << part << " split over " << n;
    }
  }
}

// Where whole units nearly balance the shards they stay whole: over two to four shards, a
// quick run of everything builds its operand types' program groups in one shard each, give or
// take a twentieth. (At full coverage the float and double operands' references, each 2.7
// times an integer operand's, are split where three or more shards share them.)
TEST(ShardSplit, ProgramGroupsSummedOverTheShardsAreAboutOneRunsWhereUnitsAreMany) {
  for (const Selection& s : Selections()) {
    if (s.name != "all, quick") continue;
    std::set<ScalarType> whole;
    for (const Variant& v : s.cases) {
      if (IsLegal(v)) whole.insert(v.src);
    }
    for (std::size_t n = 2; n <= 4; ++n) {
      const std::vector<std::size_t> shard_of = ShardOfCases(s.cases, s.coverage, n);
      std::set<std::pair<std::size_t, ScalarType>> groups;
      for (std::size_t i = 0; i < s.cases.size(); ++i) {
        if (IsLegal(s.cases[i])) groups.insert({shard_of[i], s.cases[i].src});
      }
      EXPECT_LE(groups.size() * 100, whole.size() * 105) << s.name << ", " << n << " shards";
    }
  }
}

// The 8/16/32-bit sources' exhaustive run: three 32-bit operand types whose host reference
// differs (float's jobs are about 2.7 times an integer type's). Over two or four shards each
// shard's device lanes are at most a fifth above an even share, its reference jobs within a
// tenth of one, and summed over the shards those are the unsharded run's: a job two
// destination types share (an integer of one size, without _sat) is made in one shard.
TEST(ShardSplit, ExhaustiveShardsShareTheReferenceEvenly) {
  std::vector<Variant> sources;
  for (const Variant& v : AllVariants()) {
    if (v.family == Family::kConvert && Bits(v.src) <= 32) sources.push_back(v);
  }
  const auto jobs_of = [](const std::vector<Variant>& cases) {
    std::map<ScalarType, std::vector<Variant>> by_src;
    for (const Variant& v : cases) by_src[v.src].push_back(v);
    std::size_t jobs = 0;
    for (const auto& [src, of_src] : by_src) {
      if (Streamed(src, Coverage::kExhaustive)) jobs += JobsOf(of_src, FpCaps{}, nullptr).size();
    }
    return jobs;
  };
  // The device's side: the cases of the streamed operand types (2^32 lanes each).
  const auto streamed_of = [](const std::vector<Variant>& cases) {
    return static_cast<std::size_t>(std::count_if(cases.begin(), cases.end(), [](const Variant& v) {
      return Streamed(v.src, Coverage::kExhaustive);
    }));
  };
  const std::size_t whole = jobs_of(sources);
  const std::size_t whole_streamed = streamed_of(sources);
  for (std::size_t n : {2u, 4u}) {
    std::size_t summed = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const std::vector<Variant> cases = ShardCases(sources, Coverage::kExhaustive, n, i);
      EXPECT_LE(streamed_of(cases) * n * 10, whole_streamed * 12) << "shard " << i << " of " << n;
      const std::size_t mine = jobs_of(cases);
      EXPECT_LE(mine * n * 10, whole * 11) << "shard " << i << " of " << n;
      EXPECT_GE(mine * n * 10, whole * 9) << "shard " << i << " of " << n;
      summed += mine;
    }
    EXPECT_EQ(summed, whole) << n << " shards";
  }
}

// The programs a shard set builds: its workers batch the shard as the whole run batches it
// (WorkerBatches' `run`). On a GPU with 16 jobs, for the exhaustive runs of the 8/16/32-bit
// and of the 64-bit sources over 1 to 8 shards, every case is in exactly one shard's batch, and
// the programs summed over the shards are at least one run's (an operand type a batch, its
// programs built once) and at most what a run whose every type is split by destination builds:
// the shards split a type by destination only to balance them (a shard's own WorkerBatches,
// splitting its fewer operand types finer, built 71 where one run built 47 on an H200 x2).
TEST(ShardSplit, ProgramsSummedOverTheShardsAreBetweenOneRunsAndASplitRuns) {
  DeviceInfo gpu;
  gpu.extensions = {"cl_khr_fp64", "cl_khr_fp16"};
  gpu.opencl_c_major = 3;
  RunOptions o;
  o.coverage = Coverage::kExhaustive;
  constexpr int kJobs = 16;
  const auto programs = [&](const std::vector<std::vector<Variant>>& batches) {
    std::size_t n = 0;
    for (const auto& b : batches) n += Plan(b, gpu, o).Sources().size();
    return n;
  };
  std::vector<Variant> narrow, wide;
  for (const Variant& v : AllVariants()) {
    if (v.family != Family::kConvert) continue;
    const bool wide_case = Bits(v.src) == 64 || Bits(v.dst) == 64;
    (wide_case ? wide : narrow).push_back(v);
  }
  for (const auto& cases : {narrow, wide}) {
    const std::size_t one_run =
        programs(WorkerBatches(cases, gpu, Coverage::kExhaustive, kJobs, kHostCores));
    // The same cases batched as at full coverage: every operand type split by destination.
    const std::size_t split_run =
        programs(WorkerBatches(cases, gpu, Coverage::kFull, kJobs, kHostCores));
    ASSERT_GT(split_run, one_run);
    for (std::size_t n = 1; n <= 8; ++n) {
      std::size_t summed = 0;
      std::map<Variant, int> seen;
      for (std::size_t i = 0; i < n; ++i) {
        const auto mine = WorkerBatches(ShardCases(cases, Coverage::kExhaustive, n, i), gpu,
                                        Coverage::kExhaustive, kJobs, kHostCores, {}, cases);
        for (const auto& b : mine) {
          for (const Variant& v : b) ++seen[v];
        }
        summed += programs(mine);
      }
      EXPECT_EQ(seen.size(), cases.size()) << n << " shards";
      for (const auto& [v, times] : seen) EXPECT_EQ(times, 1) << CaseName(v);
      if (n == 1) {
        EXPECT_EQ(summed, one_run);
      }
      EXPECT_GE(summed, one_run) << n << " shards";
      EXPECT_LE(summed, split_run) << n << " shards: " << summed << " against " << split_run;
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

// Each side of each shard (the host's reference, the device's lanes and programs) holds no
// more than an even share of that side and its costliest unit's.
TEST(ShardSplit, NoShardTakesMoreThanAnEvenShareAndOneUnitOfASide) {
  for (const Selection& s : Selections()) {
    for (std::size_t n = 2; n <= 8; ++n) {
      const std::vector<ShardUnit> units = ShardUnits(s.cases, s.coverage, n);
      const std::vector<std::size_t> shard_of = ShardOfCases(s.cases, s.coverage, n);
      std::vector<std::uint64_t> host(n, 0), device(n, 0);
      std::uint64_t host_total = 0, device_total = 0, host_unit = 0, device_unit = 0;
      for (const ShardUnit& u : units) {
        host[shard_of[u.cases.front()]] += u.host;
        device[shard_of[u.cases.front()]] += u.device;
        host_total += u.host;
        device_total += u.device;
        host_unit = std::max(host_unit, u.host);
        device_unit = std::max(device_unit, u.device);
      }
      EXPECT_LE(*std::max_element(host.begin(), host.end()), host_total / n + host_unit)
          << s.name << ", " << n << " shards";
      EXPECT_LE(*std::max_element(device.begin(), device.end()), device_total / n + device_unit)
          << s.name << ", " << n << " shards";
    }
  }
}

}  // namespace
}  // namespace clc
