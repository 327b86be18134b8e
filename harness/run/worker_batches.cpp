// How a run's cases are shared among worker processes (WorkerBatches).
#include "harness/run/worker_batches.h"

#include <algorithm>
#include <limits>
#include <map>
#include <optional>
#include <vector>

#include "harness/run/plan.h"

namespace clc {

std::vector<std::vector<Variant>> NegativeBatches(const std::vector<Variant>& illegal) {
  std::vector<std::vector<Variant>> out;
  for (std::size_t i = 0; i < illegal.size(); i += kNegativeBatch) {
    const auto end = std::min(illegal.size(), i + kNegativeBatch);
    out.emplace_back(illegal.begin() + static_cast<std::ptrdiff_t>(i),
                     illegal.begin() + static_cast<std::ptrdiff_t>(end));
  }
  return out;
}

namespace {

constexpr std::size_t kDestinationParts = 3;  // batches per operand type, when split
constexpr int kSplitJobs = 4;  // a CPU device's groups split in three from this many jobs

int BatchRank(const std::vector<Variant>& batch) {
  const Variant& v = batch.front();
  if (!IsLegal(v)) return 2;
  return (IsFloat(v.src) ? 0 : 1) + (Bytes(v.src) >= 4 ? 0 : 3) + (Bytes(v.src) == 8 ? 0 : 1);
}

// The cases of `vs` the device runs.
std::size_t RunnableOf(const std::vector<Variant>& vs, const DeviceInfo& info) {
  return static_cast<std::size_t>(std::count_if(
      vs.begin(), vs.end(), [&](const Variant& v) { return UnsupportedReason(info, v).empty(); }));
}

// Where `costs` (in order) are cut into `parts` consecutive runs, each non-empty, so that the
// dearest run costs least: the first index of each run after the first.
std::vector<std::size_t> CheapestCuts(const std::vector<std::size_t>& costs, std::size_t parts) {
  const std::size_t n = costs.size();
  std::vector<std::size_t> prefix(n + 1, 0);
  for (std::size_t i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + costs[i];
  constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
  // worst[p][i]: the dearest run when the first i costs make p runs; from[p][i]: where the last
  // of them starts.
  std::vector<std::vector<std::size_t>> worst(parts + 1, std::vector<std::size_t>(n + 1, kNone));
  std::vector<std::vector<std::size_t>> from(parts + 1, std::vector<std::size_t>(n + 1, 0));
  worst[0][0] = 0;
  for (std::size_t p = 1; p <= parts; ++p) {
    for (std::size_t i = p; i <= n; ++i) {
      for (std::size_t m = p - 1; m < i; ++m) {
        if (worst[p - 1][m] == kNone) continue;
        const std::size_t w = std::max(worst[p - 1][m], prefix[i] - prefix[m]);
        if (w < worst[p][i]) {
          worst[p][i] = w;
          from[p][i] = m;
        }
      }
    }
  }
  std::vector<std::size_t> cuts;
  for (std::size_t p = parts, i = n; p > 1; i = from[p][i], --p)
    cuts.insert(cuts.begin(), from[p][i]);
  return cuts;
}

// The part (of at most `parts`) of each destination type of `by_dst`, in order: consecutive
// types, each part about as many cases as the device runs. A type the device lacks (half
// without cl_khr_fp16) costs nothing and joins its neighbour's part: counted as the others,
// it gave one of two workers twice the other's cases, alone it cost a process.
std::vector<std::size_t> PartsByCost(const std::map<ScalarType, std::vector<Variant>>& by_dst,
                                     const DeviceInfo& info, std::size_t parts) {
  std::vector<std::size_t> costs;  // of the types that cost something, in order
  std::vector<std::size_t> item;   // each type's index in costs (that of the next one that costs)
  for (const auto& [dst, vs] : by_dst) {
    const std::size_t runs = RunnableOf(vs, info);
    item.push_back(costs.size());
    if (runs != 0) costs.push_back(runs);
  }
  std::vector<std::size_t> at(by_dst.size(), 0);
  if (costs.empty()) return at;
  const std::vector<std::size_t> cuts = CheapestCuts(costs, std::min(parts, costs.size()));
  for (std::size_t i = 0; i < at.size(); ++i) {
    const std::size_t of = std::min(item[i], costs.size() - 1);
    at[i] = static_cast<std::size_t>(std::upper_bound(cuts.begin(), cuts.end(), of) - cuts.begin());
  }
  return at;
}

// Takes the cases `listed` names out of the batches that hold others too, into batches of
// their own, those of the batch that holds most first, while the batches are fewer than
// `jobs`. A listed failure costs its batch digest kernels of a column a case and a program
// that judges it lane by lane (DigestRun); in a process of its own, that cost runs beside the
// rest of the batch: on an H100, whose 30 listed NaN failures from float to long (and 30 to
// ulong) made their batches the run's longest, every conversion from float from empty caches
// took 5.2 to 5.6 s against 6.3 to 6.4 s. GPUs only, where it was measured: a CPU device's
// processes share the cores its kernels run on, and each pays the driver's start and a first
// build.
void SplitListed(std::vector<std::vector<Variant>>& batches, const std::set<Variant>& listed,
                 int jobs) {
  std::vector<std::pair<std::size_t, std::size_t>> by_count;  // (listed cases, batch)
  for (std::size_t b = 0; b < batches.size(); ++b) {
    const auto n = static_cast<std::size_t>(std::count_if(
        batches[b].begin(), batches[b].end(), [&](const Variant& v) { return listed.count(v); }));
    if (n != 0 && n < batches[b].size()) by_count.emplace_back(n, b);
  }
  std::stable_sort(by_count.begin(), by_count.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  const std::size_t room = static_cast<std::size_t>(std::max(jobs, 0));
  std::size_t spare = room > batches.size() ? room - batches.size() : 0;
  for (const auto& [n, b] : by_count) {
    if (spare-- == 0) break;
    std::vector<Variant> taken;
    auto& batch = batches[b];
    const auto rest = std::stable_partition(batch.begin(), batch.end(),
                                            [&](const Variant& v) { return !listed.count(v); });
    taken.assign(rest, batch.end());
    batch.erase(rest, batch.end());
    batches.push_back(std::move(taken));
  }
}

// The legal cases of `cases` by operand type, then destination type.
using BySource = std::map<ScalarType, std::map<ScalarType, std::vector<Variant>>>;
BySource LegalBySource(const std::vector<Variant>& cases) {
  BySource legal;
  for (const Variant& v : cases) {
    if (IsLegal(v)) legal[v.src][v.dst].push_back(v);
  }
  return legal;
}

// The cases of `by_dst` the device runs.
std::size_t Runnable(const std::map<ScalarType, std::vector<Variant>>& by_dst,
                     const DeviceInfo& info) {
  std::size_t n = 0;
  for (const auto& [dst, vs] : by_dst) n += RunnableOf(vs, info);
  return n;
}

// How many parts the run splits each operand type of `run` into (see WorkerBatches).
std::map<ScalarType, std::size_t> PartsOfRun(const BySource& run, const DeviceInfo& info,
                                             Coverage coverage, int jobs, unsigned cores) {
  // Parts enough that the batches give every job one where the selection holds few operand
  // types (a --gtest_filter of one source type: one batch per destination type).
  const std::size_t wanted =
      run.empty() ? 1 : (static_cast<std::size_t>(std::max(jobs, 1)) + run.size() - 1) / run.size();
  std::map<ScalarType, std::size_t> parts;
  std::size_t batches = 0;
  for (const auto& [src, by_dst] : run) {
    parts[src] =
        std::min(info.cpu && jobs < kSplitJobs ? wanted : std::max(kDestinationParts, wanted),
                 by_dst.size());
    batches += parts[src];
  }
  if (!info.cpu && RowOf(coverage).whole_types_on_gpu && batches > cores) {
    for (auto& [src, n] : parts) n = 1;
  }
  return parts;
}

// `by_dst`'s cases in `parts` batches of consecutive destination types (PartsByCost), added to
// `batches`.
void SplitByDestination(const std::map<ScalarType, std::vector<Variant>>& by_dst,
                        const DeviceInfo& info, std::size_t parts,
                        std::vector<std::vector<Variant>>* batches) {
  std::vector<std::vector<Variant>> split(parts);
  const std::vector<std::size_t> at = PartsByCost(by_dst, info, parts);
  std::size_t i = 0;
  for (const auto& [dst, vs] : by_dst) {
    auto& part = split[at[i++]];
    part.insert(part.end(), vs.begin(), vs.end());
  }
  for (auto& part : split) {
    if (!part.empty()) batches->push_back(std::move(part));
  }
}

}  // namespace

std::vector<std::vector<Variant>> WorkerBatches(const std::vector<Variant>& cases,
                                                const DeviceInfo& info, Coverage coverage, int jobs,
                                                unsigned cores, const std::set<Variant>& listed,
                                                const std::vector<Variant>& run) {
  const BySource legal = LegalBySource(cases);
  const std::optional<BySource> whole =
      run.empty() ? std::nullopt : std::optional<BySource>(LegalBySource(run));
  const std::map<ScalarType, std::size_t> parts_of_run =
      PartsOfRun(whole ? *whole : legal, info, coverage, jobs, cores);
  std::vector<Variant> illegal;
  for (const Variant& v : cases) {
    if (!IsLegal(v)) illegal.push_back(v);
  }
  std::vector<std::vector<Variant>> batches;
  for (const auto& [src, by_dst] : legal) {
    // The run's parts, or, of an operand type a shard holds in part, its share of them.
    std::size_t parts = parts_of_run.at(src);
    if (whole) {
      const std::size_t runnable = Runnable(by_dst, info);
      const std::size_t run_runnable = Runnable(whole->at(src), info);
      if (runnable < run_runnable) parts = parts * runnable / run_runnable;
    }
    SplitByDestination(by_dst, info, std::clamp<std::size_t>(parts, 1, by_dst.size()), &batches);
  }
  // The negative programs, whole and in order, shared among the jobs: a worker that builds
  // several pays a process's and a driver's start once for them.
  const std::vector<std::vector<Variant>> programs = NegativeBatches(illegal);
  const std::size_t workers = std::min<std::size_t>(programs.size(), std::max(jobs, 1));
  if (!info.cpu) SplitListed(batches, listed, std::max(jobs, 1) - static_cast<int>(workers));
  std::vector<std::vector<Variant>> negative(workers);
  for (std::size_t p = 0; p < programs.size(); ++p) {
    auto& worker = negative[p * workers / programs.size()];
    worker.insert(worker.end(), programs[p].begin(), programs[p].end());
  }
  for (auto& batch : negative) batches.push_back(std::move(batch));
  std::stable_sort(batches.begin(), batches.end(),
                   [](const auto& a, const auto& b) { return BatchRank(a) < BatchRank(b); });
  return batches;
}

}  // namespace clc
