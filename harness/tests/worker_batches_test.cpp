// How a run's cases are shared among worker processes (WorkerBatches), without a device.
#include "harness/run/worker_batches.h"

#include <algorithm>
#include <cstddef>
#include <map>
#include <set>
#include <tuple>
#include <utility>

#include <gtest/gtest.h>

#include "harness/report/device_info.h"
#include "harness/run/plan.h"

namespace clc {
namespace {

// The host's cores WorkerBatches is given, an H200 machine's.
constexpr unsigned kCores = 16;

// A full-profile device with fp64 and fp16: every case costs its worker something.
DeviceInfo EveryType(bool cpu) {
  DeviceInfo info;
  info.cpu = cpu;
  info.extensions = {"cl_khr_fp64", "cl_khr_fp16"};
  info.opencl_c_major = 3;
  return info;
}

std::size_t Runnable(const std::vector<Variant>& batch, const DeviceInfo& info) {
  std::size_t n = 0;
  for (const Variant& v : batch) n += UnsupportedReason(info, v).empty() ? 1 : 0;
  return n;
}

// The negative checks' programs go whole and in order to as many batches as there are jobs (at
// most one a program): each batch, planned again in its worker, builds exactly the programs
// that the whole run's plan has, so that a worker starts once for several.
TEST(WorkerBatches, NegativeProgramsGoWholeToTheJobs) {
  const std::vector<Variant> negative = NegativeVariants();
  DeviceInfo info;
  info.cpu = true;
  info.extensions = {"cl_khr_fp64", "cl_khr_fp16"};  // and int64: a full-profile device
  info.opencl_c_major = 3;
  RunOptions o;
  o.coverage = Coverage::kFull;
  const std::vector<std::vector<Variant>> whole = Plan(negative, info, o).negative_batches;
  ASSERT_GT(whole.size(), 3u);
  for (int jobs : {1, 2, 3, 64}) {
    const auto batches = WorkerBatches(negative, info, Coverage::kFull, jobs, kCores);
    EXPECT_EQ(batches.size(), std::min<std::size_t>(whole.size(), jobs)) << jobs << " jobs";
    std::vector<std::vector<Variant>> programs;
    for (const auto& b : batches) {
      for (auto& p : Plan(b, info, o).negative_batches) programs.push_back(std::move(p));
    }
    ASSERT_EQ(programs.size(), whole.size()) << jobs << " jobs";
    for (std::size_t i = 0; i < whole.size(); ++i) {
      ASSERT_EQ(programs[i].size(), whole[i].size()) << i;
      for (std::size_t c = 0; c < whole[i].size(); ++c)
        EXPECT_EQ(CaseName(programs[i][c]), CaseName(whole[i][c]));
    }
  }
}

// Every case in exactly one batch; a batch holds one operand type, or negative checks only;
// a GPU's operand types are split by destination type into three batches, a CPU device's
// only from 4 jobs on; the costliest (floating-point, then wide operands) come first.
TEST(WorkerBatches, ShareEveryCaseOnceByOperandTypeAndOnAGpuByDestination) {
  const std::vector<Variant> all = AllVariants();
  const std::vector<Variant> negative = NegativeVariants();
  std::vector<Variant> cases = all;
  cases.insert(cases.end(), negative.begin(), negative.end());
  for (const auto& [cpu, jobs] : {std::pair{true, 2}, std::pair{true, 8}, std::pair{false, 2}}) {
    const DeviceInfo info = EveryType(cpu);
    const bool split = !cpu || jobs >= 4;
    const auto batches = WorkerBatches(cases, info, Coverage::kFull, jobs, kCores);
    std::map<std::string, int> seen;
    std::map<ScalarType, int> per_src;
    std::map<std::pair<ScalarType, ScalarType>, std::size_t> batch_of_pair;
    for (std::size_t b = 0; b < batches.size(); ++b) {
      ASSERT_FALSE(batches[b].empty());
      const Variant& first = batches[b].front();
      if (IsLegal(first)) ++per_src[first.src];
      for (const Variant& v : batches[b]) {
        ++seen[CaseName(v)];
        EXPECT_EQ(IsLegal(v), IsLegal(first));
        if (!IsLegal(v)) continue;
        EXPECT_EQ(v.src, first.src);
        const auto [it, fresh] = batch_of_pair.try_emplace({v.src, v.dst}, b);
        EXPECT_EQ(it->second, b) << "a destination type split between batches: " << CaseName(v);
      }
    }
    EXPECT_EQ(seen.size(), cases.size());
    for (const auto& [name, n] : seen) EXPECT_EQ(n, 1) << name;
    for (const auto& [src, n] : per_src) EXPECT_EQ(n, split ? 3 : 1) << Name(src);
    EXPECT_TRUE(IsFloat(batches.front().front().src));
    EXPECT_TRUE(IsLegal(batches.front().front()));
  }
}

// At exhaustive coverage a GPU's operand type is one batch where the split batches would
// outnumber the host's cores (its programs built once; its lanes are the work), but for the
// listed failures that take the jobs left over; with cores for every split batch, and on a CPU
// device, the batches are those of the other levels.
TEST(WorkerBatches, AnOperandTypeIsOneBatchOnAGpuAtExhaustiveCoverageWhereCoresAreFew) {
  std::vector<Variant> cases, floats;
  std::set<Variant> listed;
  for (const Variant& v : AllVariants()) {
    if (v.family != Family::kConvert) continue;
    cases.push_back(v);
    if (v.src != ScalarType::kFloat) continue;
    floats.push_back(v);
    if (v.dst == ScalarType::kLong && v.saturate) listed.insert(v);
  }
  std::set<ScalarType> types;
  for (const Variant& v : cases) types.insert(v.src);
  const DeviceInfo gpu = EveryType(false);
  for (const int jobs : {1, 2, 16, 64}) {
    const auto split = WorkerBatches(cases, gpu, Coverage::kFull, jobs, kCores);
    ASSERT_GT(split.size(), kCores) << jobs;
    EXPECT_EQ(WorkerBatches(cases, gpu, Coverage::kExhaustive, jobs, kCores).size(), types.size())
        << jobs;
    const auto many = static_cast<unsigned>(split.size());
    EXPECT_EQ(WorkerBatches(cases, gpu, Coverage::kExhaustive, jobs, many), split) << jobs;
  }
  // One operand type in 11 batches (a destination type each) on 16 cores: split.
  const auto floats_split = WorkerBatches(floats, gpu, Coverage::kFull, 16, kCores);
  ASSERT_LE(floats_split.size(), kCores);
  EXPECT_EQ(WorkerBatches(floats, gpu, Coverage::kExhaustive, 16, kCores), floats_split);
  const auto whole = WorkerBatches(floats, gpu, Coverage::kExhaustive, 16, 4, listed);
  ASSERT_EQ(whole.size(), 2u);
  EXPECT_EQ(std::set<Variant>(whole[1].begin(), whole[1].end()), listed);
  const DeviceInfo cpu = EveryType(true);
  for (const int jobs : {2, 8})
    EXPECT_EQ(WorkerBatches(cases, cpu, Coverage::kExhaustive, jobs, 1),
              WorkerBatches(cases, cpu, Coverage::kFull, jobs, 1))
        << jobs;
}

// A selection of one operand type (a filter such as Convert/*_float*) still gives every job a
// batch: one per destination type where the jobs are that many, each destination whole.
TEST(WorkerBatches, FewOperandTypesSplitFinerToUseTheJobs) {
  std::vector<Variant> floats;
  std::set<ScalarType> dsts;
  for (const Variant& v : AllVariants()) {
    if (v.src != ScalarType::kFloat || !IsLegal(v)) continue;
    floats.push_back(v);
    dsts.insert(v.dst);
  }
  ASSERT_GT(dsts.size(), 8u);
  for (const auto& [cpu, jobs, want] :
       {std::tuple{true, 2, std::size_t{2}}, std::tuple{true, 8, std::size_t{8}},
        std::tuple{false, 2, std::size_t{3}}, std::tuple{false, 16, dsts.size()}}) {
    const DeviceInfo info = EveryType(cpu);
    const auto batches = WorkerBatches(floats, info, Coverage::kFull, jobs, kCores);
    EXPECT_EQ(batches.size(), want) << (cpu ? "cpu" : "gpu") << " with " << jobs << " jobs";
    std::map<ScalarType, std::size_t> batch_of_dst;
    std::size_t cases = 0;
    for (std::size_t b = 0; b < batches.size(); ++b) {
      cases += batches[b].size();
      for (const Variant& v : batches[b]) {
        EXPECT_EQ(batch_of_dst.try_emplace(v.dst, b).first->second, b) << CaseName(v);
      }
    }
    EXPECT_EQ(cases, floats.size());
  }
}

// The parts of an operand type hold about as many cases each as the device runs: a device
// without fp16 (PoCL here) runs none of the conversions to half, which join a neighbour's part
// instead of costing as much as the others (they gave one of two workers 60 cases a width
// and the other 30) or a process of their own.
TEST(WorkerBatches, PartsHoldAboutEqualRunnableCases) {
  std::vector<Variant> floats;  // what --gtest_filter=Convert/*_float* selects
  for (const Variant& v : AllVariants()) {
    if (v.family == Family::kConvert && v.src == ScalarType::kFloat) floats.push_back(v);
  }
  DeviceInfo pocl = EveryType(true);
  pocl.extensions = {"cl_khr_fp64"};
  std::size_t runnable = 0;
  std::map<ScalarType, std::size_t> runnable_dsts;  // the cases of each
  for (const Variant& v : floats) {
    if (!UnsupportedReason(pocl, v).empty()) continue;
    ++runnable;
    ++runnable_dsts[v.dst];
  }
  ASSERT_LT(runnable, floats.size()) << "the conversions to half are not left out";
  const auto two = WorkerBatches(floats, pocl, Coverage::kFull, 2, kCores);
  ASSERT_EQ(two.size(), 2u);
  const std::size_t first = Runnable(two[0], pocl);
  const std::size_t second = Runnable(two[1], pocl);
  EXPECT_EQ(first + second, runnable);
  // The most a destination type can tip: its cases.
  std::size_t one_destination = 0;
  for (const auto& [dst, n] : runnable_dsts) one_destination = std::max(one_destination, n);
  EXPECT_LE(first > second ? first - second : second - first, one_destination)
      << first << " against " << second;
  pocl.cpu = false;  // a GPU with 16 jobs: a batch per destination type that runs
  const auto each = WorkerBatches(floats, pocl, Coverage::kFull, 16, kCores);
  EXPECT_EQ(each.size(), runnable_dsts.size());
  for (const auto& batch : each) EXPECT_GT(Runnable(batch, pocl), 0u) << CaseName(batch.front());
}

// Where a GPU's jobs are left over, the cases the expectations list as failing leave their
// batch for one of their own (the batch with most of them first); with no job left over, or on
// a CPU device, nothing moves.
TEST(WorkerBatches, ListedFailuresTakeTheJobsLeftOver) {
  std::vector<Variant> floats;
  std::set<Variant> listed;  // NVIDIA's listed NaN failures: every _sat from float to long
  std::set<Variant> few;     // and one to int
  for (const Variant& v : AllVariants()) {
    if (v.family != Family::kConvert || v.src != ScalarType::kFloat) continue;
    floats.push_back(v);
    if (v.dst == ScalarType::kLong && v.saturate) listed.insert(v);
    if (v.dst == ScalarType::kInt && v.saturate && v.dst_width == 2) few.insert(v);
  }
  std::set<Variant> both = listed;
  both.insert(few.begin(), few.end());
  const DeviceInfo gpu = EveryType(false);
  const std::size_t plain = WorkerBatches(floats, gpu, Coverage::kFull, 16, kCores).size();
  ASSERT_LT(plain, 15u);
  const auto batches = WorkerBatches(floats, gpu, Coverage::kFull, 16, kCores, both);
  ASSERT_EQ(batches.size(), plain + 2);
  std::size_t alone = 0;
  for (const auto& batch : batches) {
    const bool first_listed = both.count(batch.front()) != 0;
    for (const Variant& v : batch) EXPECT_EQ(both.count(v) != 0, first_listed) << CaseName(v);
    if (first_listed) ++alone;
  }
  EXPECT_EQ(alone, 2u);
  // One job left over: the long batch's 30 give theirs up, the int batch keeps its one.
  const auto one_more =
      WorkerBatches(floats, gpu, Coverage::kFull, static_cast<int>(plain) + 1, kCores, both);
  ASSERT_EQ(one_more.size(), plain + 1);
  std::set<Variant> moved;
  for (const auto& batch : one_more) {
    if (std::all_of(batch.begin(), batch.end(), [&](const Variant& v) { return both.count(v); }))
      moved.insert(batch.begin(), batch.end());
  }
  EXPECT_EQ(moved, listed);
  // No job left over: the batches are those without a list.
  EXPECT_EQ(WorkerBatches(floats, gpu, Coverage::kFull, static_cast<int>(plain), kCores, both),
            WorkerBatches(floats, gpu, Coverage::kFull, static_cast<int>(plain), kCores));
  const DeviceInfo cpu = EveryType(true);
  for (const int jobs : {2, 16})
    EXPECT_EQ(WorkerBatches(floats, cpu, Coverage::kFull, jobs, kCores, both),
              WorkerBatches(floats, cpu, Coverage::kFull, jobs, kCores))
        << jobs;
}

}  // namespace
}  // namespace clc
