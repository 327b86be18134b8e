// The run plan without a device: what each coverage level reads back, digests, folds and
// builds, for a made-up device description.
#include "harness/run/plan.h"

#include <algorithm>
#include <map>
#include <set>

#include <gtest/gtest.h>

#include "harness/run/worker_batches.h"
#include "kernels/kernel_source.h"
#include "reference/edges.h"

namespace clc {
namespace {

DeviceInfo Cpu(bool fp64 = true) {
  DeviceInfo d;
  d.platform_name = "Test";
  d.device_name = "cpu";
  if (fp64) d.extensions.emplace_back("cl_khr_fp64");  // and int64: a full-profile device
  return d;
}

RunOptions At(Coverage c) {
  RunOptions o;
  o.coverage = c;
  return o;
}

std::vector<Variant> Of(ScalarType src) {
  std::vector<Variant> out;
  for (const Variant& v : AllVariants()) {
    if (v.src == src) out.push_back(v);
  }
  return out;
}

// The one group of a plan (by value: the plan is a temporary).
GroupPlan Only(const RunPlan& p) {
  EXPECT_EQ(p.groups.size(), 1u);
  return p.groups.at(0);
}

TEST(Plan, QuickReadsBackEdgesAndSeededLanes) {
  for (ScalarType src : {ScalarType::kChar, ScalarType::kInt, ScalarType::kDouble}) {
    const GroupPlan g = Only(Plan(Of(src), Cpu(), At(Coverage::kQuick)));
    EXPECT_FALSE(g.stream.has_value()) << Name(src);
    EXPECT_EQ(g.read_back.TotalInputs(), EdgeInputs(src).size() + kQuickRandom) << Name(src);
  }
}

TEST(Plan, FullIsExhaustiveForNarrowTypesAndDigestsWideOnes) {
  const GroupPlan narrow = Only(Plan(Of(ScalarType::kShort), Cpu(), At(Coverage::kFull)));
  EXPECT_FALSE(narrow.stream.has_value());
  EXPECT_EQ(narrow.read_back.TotalInputs(), 65536u);

  const GroupPlan wide = Only(Plan(Of(ScalarType::kFloat), Cpu(), At(Coverage::kFull)));
  ASSERT_TRUE(wide.stream.has_value());
  EXPECT_FALSE(wide.stream->stream.sequential);
  EXPECT_EQ(wide.stream->count, kFullRandom);
  EXPECT_EQ(wide.stream->digested % kChunkQuantum, 0u);
  // The edges and the lanes that fill no whole item are read back, and the stream's first
  // kQuickRandom lanes for the variants with a defined result that are never digested (a
  // cast to a vector, a cast through bool).
  EXPECT_EQ(wide.read_back.TotalInputs(), EdgeInputs(ScalarType::kFloat).size() +
                                              (kFullRandom - wide.stream->digested) + kQuickRandom);
  // Implementation-defined as_type pairs, replicating conversions and the truth rule are never
  // digested.
  for (const Variant& v : wide.stream->sampled) {
    if (RuleOf(v) == LaneRule::kBits) {
      EXPECT_EQ(AsTypeRuleOf(v), AsTypeRule::kImplementationDefined) << CaseName(v);
    } else {
      EXPECT_TRUE(ResultsPerOperand(v) != 1 || RuleOf(v) == LaneRule::kTruth) << CaseName(v);
    }
  }
  EXPECT_EQ(wide.stream->capable.size() + wide.stream->sampled.size(), wide.variants.size());
  // The digested variants take those lanes from the stream's table, in order, then the
  // stream's next lanes to whole items; only the sampled pairs have buffer kernels to read
  // them back.
  const std::vector<std::uint64_t>& table = wide.stream->table;
  std::vector<std::uint64_t> lanes = EdgeInputs(ScalarType::kFloat);
  for (std::uint64_t i = wide.stream->digested; i < kFullRandom; ++i)
    lanes.push_back(wide.stream->stream.Operand(i));
  ASSERT_GE(table.size(), lanes.size());
  EXPECT_EQ(table.size() % kChunkQuantum, 0u);
  EXPECT_LT(table.size() - lanes.size(), kChunkQuantum);
  EXPECT_TRUE(std::equal(lanes.begin(), lanes.end(), table.begin()));
  for (std::size_t i = lanes.size(); i < table.size(); ++i)
    EXPECT_EQ(table[i], wide.stream->stream.Operand(kFullRandom + i - lanes.size()));
  std::set<std::string> sampled, buffered;
  for (const Variant& v : wide.stream->sampled) sampled.insert(CaseName(v));
  for (const KernelSpec& k : wide.kernels) {
    if (!k.constants.empty()) continue;
    for (const Variant& v : k.variants) buffered.insert(CaseName(v));
  }
  EXPECT_FALSE(sampled.empty());
  EXPECT_EQ(buffered, sampled);
  EXPECT_GE(wide.PlannedLanes(),
            (table.size() + wide.stream->digested) * wide.stream->capable.size());
}

// Exhaustive coverage of a 32-bit type walks every pattern and 2^32 is no multiple of 48: its
// last 16 patterns, then the first ones again, fill the table's last item; every operand is
// a pattern of the type.
TEST(Plan, TheTableOfEveryPatternHoldsPatternsOfTheType) {
  const GroupPlan g = Only(Plan(Of(ScalarType::kFloat), Cpu(), At(Coverage::kExhaustive)));
  ASSERT_TRUE(g.stream.has_value());
  ASSERT_TRUE(g.stream->stream.sequential);
  const std::vector<std::uint64_t>& table = g.stream->table;
  const std::size_t edges = EdgeInputs(ScalarType::kFloat).size();
  ASSERT_GT(table.size(), edges + 16);
  EXPECT_EQ(table.size() % kChunkQuantum, 0u);
  for (std::uint64_t x : table) EXPECT_LT(x, std::uint64_t{1} << 32);
  EXPECT_EQ(table[edges], 0xfffffff0u);
  EXPECT_EQ(table[edges + 15], 0xffffffffu);
  if (table.size() > edges + 16) {
    EXPECT_EQ(table[edges + 16], 0u);
  }
}

TEST(Plan, ASliceOfTheStreamReadsItsOwnLanesBackAndHasNoTable) {
  RunOptions o = At(Coverage::kFull);
  o.operand_first = 1000;
  o.operand_count = 100;  // not a multiple of kChunkQuantum: a tail to read back
  const GroupPlan g = Only(Plan(Of(ScalarType::kUInt), Cpu(), o));
  ASSERT_TRUE(g.stream.has_value());
  EXPECT_TRUE(g.stream->table.empty());
  std::size_t buffered = 0;
  for (const KernelSpec& k : g.kernels) {
    if (k.constants.empty()) buffered += k.variants.size();
  }
  EXPECT_EQ(buffered, g.variants.size());
}

TEST(Plan, ExhaustiveWalksEvery32BitPatternAndSeeds64BitOnes) {
  const GroupPlan u = Only(Plan(Of(ScalarType::kUInt), Cpu(), At(Coverage::kExhaustive)));
  ASSERT_TRUE(u.stream.has_value());
  EXPECT_TRUE(u.stream->stream.sequential);
  EXPECT_EQ(u.stream->count, std::uint64_t{1} << 32);
  const GroupPlan l = Only(Plan(Of(ScalarType::kLong), Cpu(), At(Coverage::kExhaustive)));
  ASSERT_TRUE(l.stream.has_value());
  EXPECT_FALSE(l.stream->stream.sequential);
  EXPECT_EQ(l.stream->count, kExhaustiveRandom64);
}

TEST(Plan, InputsReplaceEveryLevelOnBothPaths) {
  RunOptions o = At(Coverage::kFull);
  o.inputs = {0x4f000000, 0x3f800000};
  const GroupPlan g = Only(Plan(Of(ScalarType::kFloat), Cpu(), o));
  EXPECT_FALSE(g.stream.has_value());
  EXPECT_EQ(g.read_back.TotalInputs(), 2u);
  std::size_t constant_kernels = 0;
  for (const KernelSpec& k : g.kernels) {
    if (k.constants.empty()) continue;
    ++constant_kernels;
    EXPECT_EQ(k.constants, o.inputs);
  }
  EXPECT_GT(constant_kernels, 0u);
}

TEST(Plan, ConstantPathFoldsWidthsOneAndSixteenOnlyAndCanBeOff) {
  const GroupPlan g = Only(Plan(Of(ScalarType::kInt), Cpu(), At(Coverage::kQuick)));
  std::set<int> folded;
  for (const KernelSpec& k : g.kernels) {
    if (!k.constants.empty()) folded.insert(k.src_width);
  }
  EXPECT_EQ(folded, (std::set<int>{1, 16}));
  RunOptions off = At(Coverage::kQuick);
  off.constant_path = false;
  for (const KernelSpec& k : Only(Plan(Of(ScalarType::kInt), Cpu(), off)).kernels)
    EXPECT_TRUE(k.constants.empty()) << k.name;
}

bool HoldsAll(const std::vector<std::uint64_t>& set, const std::vector<std::uint64_t>& values) {
  return std::includes(set.begin(), set.end(), values.begin(), values.end());
}

// Every pair: each seed's plan folds the focused edges under every spelling at width 1 and
// width 16, and a slice of the pair's edges at width 16; the seeds' slices together hold
// every edge of the pair (PairEdgeInputs), each under every spelling.
TEST(Plan, ConstantPathFoldsEveryEdgeOfEveryPairUnderEverySpellingOverTheSeeds) {
  DeviceInfo all = Cpu();
  all.extensions.emplace_back("cl_khr_fp16");
  for (ScalarType src : AllScalarTypes()) {
    for (ScalarType dst : AllScalarTypes()) {
      std::vector<Variant> pair;
      std::set<std::string> spellings;  // width-16 legal variants of the pair
      for (const Variant& v : Of(src)) {
        if (v.dst != dst || !IsLegal(v)) continue;
        pair.push_back(v);
        if (v.src_width == 16) spellings.insert(CaseName(v));
      }
      if (pair.empty()) continue;
      ASSERT_FALSE(spellings.empty()) << Name(src) << " " << Name(dst);
      const std::vector<std::uint64_t> focused = FocusedEdgeInputs(src, dst);
      const std::vector<std::uint64_t> edges = PairEdgeInputs(src, dst);
      std::set<std::uint64_t> folded;  // at width 16 under every spelling, over the seeds
      for (std::uint64_t seed = 1; folded.size() < edges.size() && seed <= edges.size(); ++seed) {
        RunOptions o = At(Coverage::kQuick);
        o.seed = seed;
        std::set<std::string> wide;  // spellings in a width-16 constant kernel
        for (const KernelSpec& k : Only(Plan(pair, all, o)).kernels) {
          if (k.constants.empty()) continue;
          ASSERT_TRUE(std::is_sorted(k.constants.begin(), k.constants.end())) << k.name;
          EXPECT_TRUE(HoldsAll(k.constants, focused)) << k.name;
          if (k.src_width != 16) continue;
          EXPECT_TRUE(HoldsAll(edges, k.constants)) << k.name << ": an operand not an edge";
          for (const Variant& v : k.variants) wide.insert(CaseName(v));
          folded.insert(k.constants.begin(), k.constants.end());
        }
        ASSERT_EQ(wide, spellings) << Name(src) << " " << Name(dst) << " seed " << seed;
        if (seed == 1) {
          EXPECT_LT(folded.size(), edges.size() / 2 + 64) << "quick folds a slice";
        }
      }
      EXPECT_EQ(folded.size(), edges.size()) << Name(src) << " -> " << Name(dst);
    }
  }
}

// The edge of the planted folded-constant bug (suites/tests/planted_test.cpp,
// WrongOnlyWhenFoldedAtAPairEdge): folded at quick coverage with the default seed by the
// width-16 kernel of long -> float, and by no other.
TEST(Plan, QuickFoldsThePlantedPairEdgeAtWidthSixteenOnly) {
  const std::uint64_t tie_sticky = 0x0040000060000000;
  std::set<std::string> folding;
  for (const KernelSpec& k :
       Only(Plan(Of(ScalarType::kLong), Cpu(), At(Coverage::kQuick))).kernels) {
    if (std::binary_search(k.constants.begin(), k.constants.end(), tie_sticky)) {
      folding.insert(k.name);
    }
  }
  EXPECT_EQ(folding, (std::set<std::string>{"c_long16_float"}));
}

// Buffer and digest kernels hold up to kCpuKernelVariants variants on a CPU device, and
// kDigestKernelVariants on a GPU.
TEST(Plan, KernelsHoldMoreVariantsOnACpuDevice) {
  for (const bool cpu : {true, false}) {
    DeviceInfo info = Cpu();
    info.cpu = cpu;
    const std::size_t most = cpu ? kCpuKernelVariants : kDigestKernelVariants;
    EXPECT_EQ(KernelVariants(info), most);
    // Quick coverage: every variant has buffer kernels (at full, the digested ones have none).
    const GroupPlan g = Only(Plan(Of(ScalarType::kFloat), info, At(Coverage::kQuick)));
    EXPECT_EQ(g.kernel_variants, most);
    std::size_t largest = 0;
    for (const KernelSpec& k : g.kernels) {
      if (!k.constants.empty()) continue;
      EXPECT_LE(k.variants.size(), most) << k.name;
      largest = std::max(largest, k.variants.size());
    }
    EXPECT_GT(largest, most / 2) << "as few kernels as hold them";
    if (cpu) {
      EXPECT_GT(largest, kDigestKernelVariants);
    }
  }
}

// A CPU device uses the program cache only with program_cache_cpu; a GPU always.
TEST(Plan, ProgramCacheOfACpuDeviceOnlyWhenAskedFor) {
  RunOptions o = At(Coverage::kQuick);
  o.program_cache = "/cache";
  DeviceInfo cpu = Cpu();
  cpu.cpu = true;
  DeviceInfo gpu = Cpu();
  gpu.cpu = false;
  EXPECT_EQ(ProgramCacheFor(cpu, o), "");
  EXPECT_EQ(ProgramCacheFor(gpu, o), "/cache");
  o.program_cache_cpu = true;
  EXPECT_EQ(ProgramCacheFor(cpu, o), "/cache");
  o.program_cache.clear();
  EXPECT_EQ(ProgramCacheFor(gpu, o), "");
}

TEST(Plan, OperandRangeReadsBackOnlyItsOwnLanesWithoutConstants) {
  RunOptions o = At(Coverage::kExhaustive);
  o.operand_first = 1000;
  o.operand_count = 100;
  const GroupPlan g = Only(Plan(Of(ScalarType::kFloat), Cpu(), o));
  ASSERT_TRUE(g.stream.has_value());
  EXPECT_EQ(g.stream->first, 1000u);
  EXPECT_EQ(g.stream->digested, 96u);
  // The 4 lanes past the last whole item, and the first item for the never-digested pairs.
  EXPECT_EQ(g.read_back.TotalInputs(), 4u + kChunkQuantum);
  for (const KernelSpec& k : g.kernels) EXPECT_TRUE(k.constants.empty()) << k.name;
}

TEST(Plan, SkipsWhatTheDeviceLacksWithTheReason) {
  const RunPlan p = Plan(Of(ScalarType::kDouble), Cpu(/*fp64=*/false), At(Coverage::kQuick));
  EXPECT_TRUE(p.groups.empty());
  ASSERT_EQ(p.skipped.size(), Of(ScalarType::kDouble).size());
  for (const VariantResult& r : p.skipped) {
    EXPECT_EQ(r.status, CaseStatus::kSkipped);
    EXPECT_NE(r.message.find("double"), std::string::npos) << r.message;
  }
}

TEST(Plan, QuickSamplesNegativeChecksAndFullRunsThemAll) {
  const std::vector<Variant> negative = NegativeVariants();
  std::size_t quick = 0;
  for (const Variant& v : negative) quick += NegativeChecked(v, Coverage::kQuick) ? 1 : 0;
  EXPECT_GT(quick, negative.size() / 50);
  EXPECT_LT(quick, negative.size() / 20);
  for (const Variant& v : negative) EXPECT_TRUE(NegativeChecked(v, Coverage::kFull));
  for (const Variant& v : AllVariants()) ASSERT_TRUE(NegativeChecked(v, Coverage::kQuick));

  const RunPlan full = Plan(negative, Cpu(), At(Coverage::kFull));
  std::size_t planned = 0;
  for (const auto& batch : full.negative_batches) {
    EXPECT_LE(batch.size(), kNegativeBatch);
    planned += batch.size();
  }
  EXPECT_EQ(planned + full.skipped.size(), negative.size());  // no fp16 here: half skipped
  EXPECT_EQ(full.negative_batches.size(), (planned + kNegativeBatch - 1) / kNegativeBatch)
      << "as few builds as can be";
}

// Quick coverage checks a spelling of every kind of illegal spelling: each family's every reason,
// and (int4) of a float4 (between vectors of one size) as well as (int4) of an int3; and says why
// it leaves out the others. Full coverage leaves out none.
TEST(Plan, QuickChecksEveryKindOfIllegalSpellingAndSaysWhyItLeavesOutTheRest) {
  std::set<std::pair<Family, std::string>> kinds;
  std::set<std::pair<Family, std::string>> checked;
  std::size_t left_out = 0;
  for (const Variant& v : NegativeVariants()) {
    kinds.insert({v.family, IllegalReason(v)});
    const bool quick = NegativeChecked(v, Coverage::kQuick);
    if (quick) checked.insert({v.family, IllegalReason(v)});
    const std::string why = NotCheckedReason(v, Coverage::kQuick);
    EXPECT_EQ(why.empty(), quick) << CaseName(v) << ": " << why;
    if (!quick) {
      ++left_out;
      EXPECT_NE(why.find("--coverage=full"), std::string::npos) << why;
    }
    EXPECT_EQ(NotCheckedReason(v, Coverage::kFull), "") << CaseName(v);
  }
  EXPECT_EQ(checked, kinds);
  EXPECT_GT(left_out, 0u);
  for (const char* name : {"cast_int4_float4", "implicit_int4_float4", "cast_int4_int3"}) {
    EXPECT_TRUE(NegativeChecked(*ParseCaseName(name), Coverage::kQuick)) << name;
  }
  for (const Variant& v : AllVariants()) ASSERT_EQ(NotCheckedReason(v, Coverage::kQuick), "");
}

// Sources() is what --dump-kernels writes: per group one program of its constant kernels,
// one of its buffer kernels and one digest program when digested; one per negative batch.
TEST(Plan, SourcesAreTheProgramsOfThePlan) {
  std::vector<Variant> some = Of(ScalarType::kFloat);
  for (const Variant& v : Of(ScalarType::kUChar)) some.push_back(v);
  for (const Variant& v : NegativeVariants()) {
    if (v.src == ScalarType::kFloat) some.push_back(v);
  }
  for (Coverage c : {Coverage::kQuick, Coverage::kFull}) {
    const RunPlan p = Plan(some, Cpu(), At(c));
    const auto sources = p.Sources();
    const std::size_t digest = c == Coverage::kFull ? 1 : 0;
    ASSERT_EQ(p.groups.size(), 2u);
    EXPECT_EQ(sources.size(), 4 + digest + p.negative_batches.size()) << NameOf(c);
    std::vector<KernelSpec> constant;
    std::vector<KernelSpec> buffer;
    for (const KernelSpec& k : p.groups.front().kernels)
      (k.constants.empty() ? buffer : constant).push_back(k);
    EXPECT_GT(constant.size(), 1u);
    ASSERT_FALSE(sources.empty());
    EXPECT_EQ(sources.front().second, ProgramSource(constant));
    EXPECT_EQ(sources.at(1).second, ProgramSource(buffer));
  }
}

}  // namespace
}  // namespace clc
