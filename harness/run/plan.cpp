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
#include <tuple>

#include "harness/device/driver_cache.h"
#include "harness/run/worker_batches.h"
#include "reference/edges.h"
#include "reference/operand_stream.h"

namespace clc {

namespace {

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
// (PoCL 3.1 costs some 0.15 ms of kernel compile per folded lane and spelling, so all of them
// would be some 8 minutes; its full run of every variant took 121.3 s folding 96 edges a pair
// against 117.0 s with the focused subset alone, on 2 cores).
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
  if (!o.inputs.empty() || !Streamed(src, o.coverage)) return std::nullopt;
  StreamPlan s;
  const bool sequential = RowOf(o.coverage).every_32bit_pattern && Bytes(src) == 4;
  s.stream = LaneStream{src, sequential, KeysOf(src, o.seed)};
  const bool slice = o.operand_count != 0;
  s.first = slice ? o.operand_first : 0;
  s.count = slice ? o.operand_count : OperandStreamLanes(o.coverage);
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
  } else if (RowOf(o.coverage).every_small_operand && Bits(src) <= 16) {
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

namespace {

// What kind of illegal spelling `v` is: its family, why it is not OpenCL C, and how its operand
// and result types differ (element type, element count, size, scalar or vector). A compiler that
// wrongly accepts a spelling tends to accept its whole kind: (int4) of a float4 (a cast between
// vectors of one size) is another kind than (int4) of an int3.
using NegativeKind = std::tuple<Family, std::string, bool, bool, bool, bool, bool>;
NegativeKind KindOf(const Variant& v) {
  return {v.family,
          IllegalReason(v),
          v.src == v.dst,
          v.src_width == v.dst_width,
          VectorBytes(v.src, v.src_width) == VectorBytes(v.dst, v.dst_width),
          v.src_width == 1,
          v.dst_width == 1};
}

// How far `v` is from the spelling a kernel most often has, least first: types every device has,
// a 32-bit signed integer result of a 32-bit floating-point operand, 4 components.
auto Rarity(const Variant& v) {
  bool optional = false;
  for (ScalarType t : NeededTypes(v))
    optional = optional || !Traits(Traits(t).feature).full_profile;
  return std::make_tuple(optional, Bytes(v.dst) != 4, IsFloat(v.dst), !IsSigned(v.dst),
                         Bytes(v.src) != 4, !IsFloat(v.src), v.dst_width != 4, v.src_width != 4);
}

// The negative checks that stand for their kind at quick coverage: the least rare of each.
const std::set<Variant>& KindRepresentatives() {
  static const std::set<Variant> kChosen = [] {
    std::map<NegativeKind, Variant> best;
    for (const Variant& v : NegativeVariants()) {
      const auto [it, first] = best.emplace(KindOf(v), v);
      if (!first && Rarity(v) < Rarity(it->second)) it->second = v;
    }
    std::set<Variant> chosen;
    for (const auto& [kind, v] : best) chosen.insert(v);
    return chosen;
  }();
  return kChosen;
}

}  // namespace

bool NegativeChecked(const Variant& v, Coverage coverage) {
  if (IsLegal(v) || RowOf(coverage).every_negative_check) return true;
  if (KindRepresentatives().count(v) != 0) return true;
  std::size_t h = 0;
  for (char c : CaseName(v)) h = h * 131 + static_cast<unsigned char>(c);
  return h % kNegativeSampleStride == 0;
}

std::string NotCheckedReason(const Variant& v, Coverage coverage) {
  if (NegativeChecked(v, coverage)) return "";
  return "negative checks are sampled at quick coverage: one spelling of each kind of illegal "
         "spelling and a fixed sample (" +
         std::string(FlagOf(&CliOptions::coverage)) + "=full checks every one)";
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
