// The run plan: coverage levels, paths and programs, decided in one place.
#include "harness/run/plan.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <string>

#include "harness/device/driver_cache.h"
#include "reference/edges.h"
#include "reference/operand_stream.h"

namespace clc {

namespace {

// `illegal` in order, kNegativeBatch to a part.
std::vector<std::vector<Variant>> NegativeBatches(const std::vector<Variant>& illegal) {
  std::vector<std::vector<Variant>> out;
  for (std::size_t i = 0; i < illegal.size(); i += kNegativeBatch) {
    const auto end = std::min(illegal.size(), i + kNegativeBatch);
    out.emplace_back(illegal.begin() + static_cast<std::ptrdiff_t>(i),
                     illegal.begin() + static_cast<std::ptrdiff_t>(end));
  }
  return out;
}

constexpr std::size_t kNegativeSampleStride = 37;
constexpr std::array<int, 2> kConstantWidths = {1, 16};
// Width 1 folds the focused subset (FocusedEdgeInputs: the points where constant folders are
// known to go wrong); width 16, 16 operands to a call, folds the focused subset and a slice
// of the pair's edges (PairEdgeInputs), each under every spelling of the pair.
constexpr int kPairEdgeWidth = 16;
// Work items of 16 operands that the slice of a pair's edges fills at most. Folding costs a
// compiler per lane and spelling, whatever the grouping: every edge of every pair under every
// spelling (321,199 operands without half, about 3 million folded lanes) would be minutes of
// compiling, so a run folds an even slice of each pair's edges, another for each seed. The same
// slice size at every level: a full run costs little more than with the focused subset alone
// (BENCHMARKS.md, "Measurements behind the code's constants").
constexpr std::size_t kPairEdgeItems = 2;

// Every stride-th of `edges` from the seed's offset, where all would be more than
// kPairEdgeItems work items of kPairEdgeWidth. Sorted as `edges` is.
std::vector<std::uint64_t> EdgeSlice(const std::vector<std::uint64_t>& edges, std::uint64_t seed) {
  const std::size_t most = kPairEdgeItems * kPairEdgeWidth;
  if (edges.size() <= most) return edges;
  const std::size_t stride = (edges.size() + most - 1) / most;
  std::vector<std::uint64_t> out;
  for (std::size_t i = seed % stride; i < edges.size(); i += stride) out.push_back(edges[i]);
  return out;
}

// The operands the constant kernel of (src, dst) at width `w` folds: the inputs asked for, or
// the pair's edges (see kConstantWidths).
std::vector<std::uint64_t> FoldedOperands(ScalarType src, ScalarType dst, int w,
                                          const RunOptions& o) {
  if (!o.inputs.empty()) return o.inputs;
  if (w != kPairEdgeWidth) return FocusedEdgeInputs(src, dst);
  const std::vector<std::uint64_t> slice = EdgeSlice(PairEdgeInputs(src, dst), o.seed);
  const std::vector<std::uint64_t> focused = FocusedEdgeInputs(src, dst);  // sorted too
  std::vector<std::uint64_t> out;
  std::set_union(slice.begin(), slice.end(), focused.begin(), focused.end(),
                 std::back_inserter(out));
  return out;
}

bool Replicates(const Variant& v) { return ResultsPerOperand(v) != 1; }
bool Defined(const Variant& v) { return RuleOf(v) != LaneRule::kBits; }

// Kernels for one operand type: per width a few reading a buffer (for the variants in
// `read_back`), and for the constant widths one per destination type with its edge operands
// folded in (or the inputs asked for), so that a compiler fault on one conversion is found
// among few.
std::vector<KernelSpec> GroupKernels(ScalarType src, const std::vector<Variant>& variants,
                                     const std::set<Variant>& read_back, bool constants,
                                     const RunOptions& o, std::size_t most) {
  std::map<int, std::vector<Variant>> by_width;
  for (const Variant& v : variants) by_width[v.src_width].push_back(v);
  std::vector<KernelSpec> specs;
  for (const auto& [w, vs] : by_width) {
    KernelSpec k;
    k.name = "b_" + TypeName(src, w);
    k.src = src;
    k.src_width = w;
    for (const Variant& v : vs) {
      if (read_back.count(v) != 0) k.variants.push_back(v);
    }
    // Buffer kernels of `most` variants at most, for the same reasons as the digest kernels'.
    if (!k.variants.empty()) {
      for (KernelSpec& part : KernelSpecParts(k, most)) specs.push_back(std::move(part));
    }
    k.variants = vs;
    if (!constants ||
        std::find(kConstantWidths.begin(), kConstantWidths.end(), w) == kConstantWidths.end()) {
      continue;
    }
    // A replicating conversion's folded constant is the scalar spelling's, replicated: the
    // compiler's constant folder meets that conversion in the scalar case, and the
    // replication on the buffer path.
    std::map<ScalarType, std::vector<Variant>> by_dst;
    for (const Variant& v : vs) {
      if (!Replicates(v)) by_dst[v.dst].push_back(v);
    }
    for (const auto& [dst, dvs] : by_dst) {
      KernelSpec c = k;
      c.name = "c_" + TypeName(src, w) + "_" + std::string(Name(dst));
      c.variants = dvs;
      c.constants = FoldedOperands(src, dst, w, o);
      specs.push_back(c);
    }
  }
  return specs;
}

// Full and exhaustive coverage of a 32- or 64-bit operand type: its stream is digested, and
// so are the edges and the lanes that fill no whole item, from a table (PlanGroup); only the
// implementation-defined as_type pairs read those back.
std::optional<StreamPlan> StreamOf(ScalarType src, const std::vector<Variant>& variants,
                                   const RunOptions& o) {
  if (!o.inputs.empty() || o.coverage == Coverage::kQuick || Bytes(src) < 4) return std::nullopt;
  StreamPlan s;
  const bool sequential = o.coverage == Coverage::kExhaustive && Bytes(src) == 4;
  s.stream = LaneStream{src, sequential, KeysOf(src, o.seed)};
  const bool slice = o.operand_count != 0;
  s.first = slice ? o.operand_first : 0;
  s.count = slice                           ? o.operand_count
            : sequential                    ? std::uint64_t{1} << 32
            : o.coverage == Coverage::kFull ? kFullRandom
                                            : kExhaustiveRandom64;
  s.digested = s.count / kChunkQuantum * kChunkQuantum;
  for (const Variant& v : variants) (DigestCapable(v) ? s.capable : s.sampled).push_back(v);
  return s;
}

GroupPlan PlanGroup(ScalarType src, std::vector<Variant> variants, const RunOptions& o,
                    std::size_t most) {
  GroupPlan g;
  g.src = src;
  g.kernel_variants = most;
  g.stream = StreamOf(src, variants, o);
  bool constants = o.constant_path;
  std::set<Variant> read_back;  // the cases with buffer kernels: every one, but see below
  read_back.insert(variants.begin(), variants.end());
  if (!o.inputs.empty()) {
    g.read_back = InputSpace::Explicit(src, o.inputs);
  } else if (g.stream) {
    // Read back: the edges and the stream's last lanes that fill no whole item. A slice reads
    // back only its own lanes (and its first item, for the pairs that are never digested).
    const StreamPlan& s = *g.stream;
    const bool slice = o.operand_count != 0;
    std::vector<std::uint64_t> lanes = slice ? std::vector<std::uint64_t>{} : EdgeInputs(src);
    for (std::uint64_t i = s.first + s.digested; i < s.first + s.count; ++i)
      lanes.push_back(s.stream.Operand(i));
    if (slice && !s.sampled.empty()) {
      const std::uint64_t n = std::min<std::uint64_t>(s.digested, kChunkQuantum);
      for (std::uint64_t i = s.first; i < s.first + n; ++i) lanes.push_back(s.stream.Operand(i));
    }
    if (!slice) {
      // The digested variants take the same lanes from the stream's table, made whole items
      // by the stream's next lanes; the sampled pairs alone read them back.
      g.stream->table = lanes;
      for (std::uint64_t i = s.first + s.count; g.stream->table.size() % kChunkQuantum != 0; ++i)
        g.stream->table.push_back(s.stream.Operand(i));
      read_back.clear();
      read_back.insert(s.sampled.begin(), s.sampled.end());
      // A variant with a defined result that is never digested (a replicating conversion,
      // the truth rule) reads back a sample of the stream too, as much as quick coverage
      // checks, not the edges alone.
      if (std::any_of(s.sampled.begin(), s.sampled.end(), Defined)) {
        for (std::uint64_t i = 0; i < std::min(kQuickRandom, s.count); ++i)
          lanes.push_back(s.stream.Operand(s.first + i));
      }
    }
    g.read_back = InputSpace::Explicit(src, std::move(lanes));
    constants = constants && !slice;
  } else if (o.coverage != Coverage::kQuick && Bits(src) <= 16) {
    g.read_back = InputSpace::Exhaustive(src);
  } else {
    g.read_back = InputSpace::EdgesThenRandom(src, o.seed, kQuickRandom);
  }
  g.kernels = GroupKernels(src, variants, read_back, constants, o, most);
  g.variants = std::move(variants);
  return g;
}

}  // namespace

std::vector<DigestSegment> StreamPlan::Segments() const {
  std::vector<DigestSegment> out;
  if (!table.empty()) {
    LaneStream edges = stream;
    edges.table = &table;
    out.push_back({edges, DigestSpace{0, table.size()}});
  }
  if (digested != 0) out.push_back({stream, DigestSpace{first, digested}});
  return out;
}

std::uint64_t GroupPlan::PlannedLanes() const {
  std::uint64_t lanes = 0;
  for (const KernelSpec& k : kernels) {
    lanes +=
        (k.constants.empty() ? read_back.TotalInputs() : k.constants.size()) * k.variants.size();
  }
  if (stream) lanes += (stream->table.size() + stream->digested) * stream->capable.size();
  return lanes;
}

bool NegativeChecked(const Variant& v, Coverage coverage) {
  if (IsLegal(v) || coverage != Coverage::kQuick) return true;
  std::size_t h = 0;
  for (char c : CaseName(v)) h = h * 131 + static_cast<unsigned char>(c);
  return h % kNegativeSampleStride == 0;
}

std::size_t KernelVariants(const DeviceInfo& info) {
  return info.cpu ? kCpuKernelVariants : kDigestKernelVariants;
}

std::string ProgramCacheFor(const DeviceInfo& info, const RunOptions& o) {
  return info.cpu && !o.program_cache_cpu ? "" : o.program_cache;
}

bool UsesPoclCache(const DeviceInfo& info, const RunOptions& o) {
  return IsPocl(info) && !o.program_cache.empty() && !o.program_cache_cpu;
}

RunPlan Plan(const std::vector<Variant>& variants, const DeviceInfo& info, const RunOptions& o) {
  RunPlan plan;
  std::map<ScalarType, std::vector<Variant>> legal;
  std::vector<Variant> illegal;
  for (const Variant& v : variants) {
    const std::string why = UnsupportedReason(info, v);
    if (!why.empty()) {
      VariantResult r;
      r.variant = v;
      r.status = CaseStatus::kSkipped;
      r.message = why;
      plan.skipped.push_back(std::move(r));
    } else if (IsLegal(v)) {
      legal[v.src].push_back(v);
    } else if (NegativeChecked(v, o.coverage)) {
      illegal.push_back(v);
    }
  }
  for (auto& [src, vs] : legal)
    plan.groups.push_back(PlanGroup(src, std::move(vs), o, KernelVariants(info)));
  plan.negative_batches = NegativeBatches(illegal);
  return plan;
}

namespace {

constexpr std::size_t kDestinationParts = 3;  // batches per operand type, when split
constexpr int kSplitJobs = 4;  // a CPU device's groups split in three from this many jobs

int BatchRank(const std::vector<Variant>& batch) {
  const Variant& v = batch.front();
  if (!IsLegal(v)) return 2;
  return (IsFloat(v.src) ? 0 : 1) + (Bytes(v.src) >= 4 ? 0 : 3) + (Bytes(v.src) == 8 ? 0 : 1);
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
    const auto runs =
        static_cast<std::size_t>(std::count_if(vs.begin(), vs.end(), [&](const Variant& v) {
          return UnsupportedReason(info, v).empty();
        }));
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
// rest of the batch (BENCHMARKS.md, twenty-second session, has the H100's figures). GPUs
// only, where it was measured: a CPU device's processes share the cores its kernels run on,
// and each pays the driver's start and a first build.
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

}  // namespace

std::vector<std::vector<Variant>> WorkerBatches(const std::vector<Variant>& cases,
                                                const DeviceInfo& info, int jobs,
                                                const std::set<Variant>& listed) {
  std::map<ScalarType, std::map<ScalarType, std::vector<Variant>>> legal;  // by src, then dst
  std::vector<Variant> illegal;
  for (const Variant& v : cases) (IsLegal(v) ? legal[v.src][v.dst] : illegal).push_back(v);
  std::vector<std::vector<Variant>> batches;
  // Parts enough that the batches give every job one where the selection holds few operand
  // types (a --gtest_filter of one source type: one batch per destination type).
  const std::size_t wanted =
      legal.empty()
          ? 1
          : (static_cast<std::size_t>(std::max(jobs, 1)) + legal.size() - 1) / legal.size();
  for (const auto& [src, by_dst] : legal) {
    const std::size_t parts =
        std::min(info.cpu && jobs < kSplitJobs ? wanted : std::max(kDestinationParts, wanted),
                 by_dst.size());
    std::vector<std::vector<Variant>> split(parts);
    const std::vector<std::size_t> at = PartsByCost(by_dst, info, parts);
    std::size_t i = 0;
    for (const auto& [dst, vs] : by_dst) {
      auto& part = split[at[i++]];
      part.insert(part.end(), vs.begin(), vs.end());
    }
    for (auto& part : split) {
      if (!part.empty()) batches.push_back(std::move(part));
    }
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

std::vector<std::pair<std::string, std::string>> RunPlan::Sources() const {
  std::vector<std::pair<std::string, std::string>> out;
  for (const GroupPlan& g : groups) {
    const std::string src(Name(g.src));
    std::vector<KernelSpec> buffer;
    std::vector<KernelSpec> constant;
    for (const KernelSpec& k : g.kernels) (k.constants.empty() ? buffer : constant).push_back(k);
    if (!constant.empty()) out.emplace_back("constant_" + src + ".cl", ProgramSource(constant));
    if (!buffer.empty()) out.emplace_back("operand_" + src + ".cl", ProgramSource(buffer));
    if (g.stream && g.stream->digested != 0 && !g.stream->capable.empty()) {
      out.emplace_back("digest_" + src + ".cl",
                       DigestProgramSource(DigestKernels(g.src, g.stream->stream.sequential,
                                                         g.stream->capable, g.kernel_variants)));
    }
  }
  for (std::size_t i = 0; i < negative_batches.size(); ++i) {
    out.emplace_back("negative_" + std::to_string(i) + ".cl",
                     NegativeProgramSource(negative_batches[i]).source);
  }
  return out;
}

}  // namespace clc
