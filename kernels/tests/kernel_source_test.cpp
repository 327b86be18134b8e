// Golden tests of the generated OpenCL C: any change to the text is a reviewed change.
#include "kernels/kernel_source.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

#include "kernels/digest/digest_source.h"
#include "kernels/tests/golden.h"
#include "reference/skip_ranges.h"

namespace clc {
namespace {

KernelSpec BufferSpec() {
  KernelSpec k;
  k.name = "cv_float4";
  k.src = ScalarType::kFloat;
  k.src_width = 4;
  k.variants = {MakeConvert(ScalarType::kFloat, ScalarType::kInt, 4, true, Rounding::kRte),
                MakeConvert(ScalarType::kFloat, ScalarType::kHalf, 4, false, Rounding::kRtn),
                MakeConvert(ScalarType::kFloat, ScalarType::kDouble, 4, false, Rounding::kDefault)};
  return k;
}

TEST(KernelSource, BufferPathGolden) {
  ExpectGolden("buffer_float4.cl", ProgramSource({BufferSpec()}));
}

TEST(KernelSource, ScalarPathGolden) {
  KernelSpec k;
  k.name = "b_ulong";
  k.src = ScalarType::kULong;
  k.variants = {MakeConvert(ScalarType::kULong, ScalarType::kHalf, 1, false, Rounding::kRtp),
                MakeAsType(ScalarType::kULong, 1, ScalarType::kUChar, 8)};
  ExpectGolden("buffer_ulong.cl", ProgramSource({k}));
}

TEST(KernelSource, ThreeComponentVectorsUseVload3AndVstore3) {
  KernelSpec k;
  k.name = "as_int4";
  k.src = ScalarType::kInt;
  k.src_width = 4;
  k.variants = {MakeAsType(ScalarType::kInt, 4, ScalarType::kFloat, 3),
                MakeAsType(ScalarType::kInt, 4, ScalarType::kChar, 16)};
  const std::string text = ProgramSource({k});
  EXPECT_NE(text.find("vload4(i, in)"), std::string::npos);
  EXPECT_NE(text.find("vstore3(as_float3(x), i,"), std::string::npos);
  ExpectGolden("astype_int4.cl", text);

  KernelSpec three = k;
  three.src_width = 3;
  three.variants = {MakeConvert(ScalarType::kInt, ScalarType::kUChar, 3, true, Rounding::kDefault)};
  EXPECT_NE(KernelSource(three).find("vload3(i, in)"), std::string::npos);
  EXPECT_NE(KernelSource(three).find("vstore3(convert_uchar3_sat(x), i,"), std::string::npos);
}

TEST(KernelSource, ConstantPathGolden) {
  KernelSpec k;
  k.name = "cc_double2";
  k.src = ScalarType::kDouble;
  k.src_width = 2;
  k.variants = {MakeConvert(ScalarType::kDouble, ScalarType::kHalf, 2, false, Rounding::kRtz),
                MakeConvert(ScalarType::kDouble, ScalarType::kLong, 2, true, Rounding::kDefault)};
  k.constants = {0x7ff8000000000000u, 0x8000000000000000u, 0x3ff8000000000000u};
  EXPECT_EQ(ConstantItems(k), 2u);
  ExpectGolden("constant_double2.cl", ProgramSource({k}));
}

TEST(KernelSource, LiteralsNeedNoConversion) {
  EXPECT_EQ(Literal(ScalarType::kChar, 0x80), "((char)(-128))");
  EXPECT_EQ(Literal(ScalarType::kLong, 0x8000000000000000u),
            "((long)(-9223372036854775807L - 1L))");
  EXPECT_EQ(Literal(ScalarType::kULong, ~0ull), "((ulong)0xffffffffffffffffUL)");
  EXPECT_EQ(Literal(ScalarType::kUInt, 0xffffffffu), "((uint)0xffffffffu)");
  EXPECT_EQ(Literal(ScalarType::kFloat, 0x7fc00000u), "as_float(0x7fc00000u)");
  EXPECT_EQ(Literal(ScalarType::kHalf, 0x3c00u), "as_half((ushort)0x3c00u)");
}

TEST(KernelSource, PragmasOnlyForTypesUsed) {
  EXPECT_EQ(ExtensionPragmas(
                {MakeConvert(ScalarType::kInt, ScalarType::kFloat, 1, false, Rounding::kDefault)}),
            "");
  const std::string both = ExtensionPragmas(
      {MakeConvert(ScalarType::kHalf, ScalarType::kDouble, 1, false, Rounding::kDefault)});
  EXPECT_NE(both.find("cl_khr_fp64"), std::string::npos);
  EXPECT_NE(both.find("cl_khr_fp16"), std::string::npos);
}

// One result argument per variant, in order, of the variant's destination type.
TEST(KernelSource, EachVariantHasAResultArgument) {
  const std::string text = KernelSource(BufferSpec());
  EXPECT_NE(text.find("(__global const float* in, __global int* r0, __global half* r1, "
                      "__global double* r2, ulong items)"),
            std::string::npos)
      << text;
}

TEST(KernelSource, RegionsAreAlignedAndDisjoint) {
  const KernelSpec k = BufferSpec();
  const auto offsets = RegionOffsets(k, 5);
  ASSERT_EQ(offsets.size(), k.variants.size() + 1);
  for (std::size_t r = 0; r < k.variants.size(); ++r) {
    EXPECT_EQ(offsets[r] % kRegionAlign, 0u);  // each region is a sub-buffer
    EXPECT_GE(offsets[r + 1] - offsets[r], ResultBytesPerItem(k.variants[r]) * 5);
  }
}

TEST(KernelSource, NegativeProgramPutsEachCallOnItsOwnLine) {
  const std::vector<Variant> illegal = {
      MakeAsType(ScalarType::kFloat, 4, ScalarType::kDouble, 4),
      MakeConvert(ScalarType::kInt, ScalarType::kFloat, 1, true, Rounding::kRte)};
  const NegativeProgram p = NegativeProgramSource(illegal);
  ASSERT_EQ(p.lines.size(), 2u);
  std::istringstream lines(p.source);
  std::string line;
  for (int n = 1; std::getline(lines, line); ++n) {
    if (n == p.lines[0]) {
      EXPECT_NE(line.find("as_double4(x0)"), std::string::npos) << line;
    }
    if (n == p.lines[1]) {
      EXPECT_NE(line.find("convert_float_sat_rte(x1)"), std::string::npos) << line;
    }
  }
  ExpectGolden("negative.cl", p.source);
}

}  // namespace
// Digest kernels: seeded double operands (both words, shaped exponents), the skip test of
// a non-_sat float-to-integer conversion, NaN canonicalisation, and as_type 4 to 3.
TEST(DigestSource, SeededGolden) {
  DigestKernelSpec k;
  k.src = ScalarType::kDouble;
  k.width = 4;
  k.variants = {MakeConvert(ScalarType::kDouble, ScalarType::kInt, 4, false, Rounding::kRtn),
                MakeConvert(ScalarType::kDouble, ScalarType::kFloat, 4, false, Rounding::kRtp),
                MakeAsType(ScalarType::kDouble, 4, ScalarType::kLong, 3)};
  ExpectGolden("digest_double4.cl", DigestProgramSource({k}));
}

TEST(DigestSource, SequentialScalarGolden) {
  DigestKernelSpec k;
  k.src = ScalarType::kFloat;
  k.width = 1;
  k.sequential = true;
  k.variants = {MakeConvert(ScalarType::kFloat, ScalarType::kUChar, 1, true, Rounding::kRte),
                MakeConvert(ScalarType::kFloat, ScalarType::kULong, 1, false, Rounding::kDefault)};
  ExpectGolden("digest_float_sequential.cl", DigestProgramSource({k}));
}

// The same kernels storing each lane's hashed value: vectors of 4, as_type's first three of
// four, and the scalar stores of an integer destination (lanes a harness judges a differing
// digest by).
TEST(DigestSource, StoreLanesGolden) {
  DigestKernelSpec k;
  k.src = ScalarType::kDouble;
  k.width = 4;
  k.store_lanes = true;
  k.variants = {MakeConvert(ScalarType::kDouble, ScalarType::kInt, 4, false, Rounding::kRtn),
                MakeAsType(ScalarType::kDouble, 4, ScalarType::kLong, 3)};
  DigestKernelSpec f;
  f.src = ScalarType::kFloat;
  f.store_lanes = true;
  f.variants = {MakeConvert(ScalarType::kFloat, ScalarType::kUShort, 1, true, Rounding::kDefault)};
  ExpectGolden("digest_store_lanes.cl", DigestProgramSource({k, f}));
}

// Storing lanes adds only the stores: every line of the plain kernel but the hash's stays.
TEST(DigestSource, StoreLanesKeepsTheKernelsOtherLines) {
  DigestKernelSpec k;
  k.src = ScalarType::kFloat;
  k.width = 2;
  k.variants = {MakeConvert(ScalarType::kFloat, ScalarType::kUShort, 2, true, Rounding::kRtz),
                MakeConvert(ScalarType::kFloat, ScalarType::kInt, 2, false, Rounding::kRte)};
  const std::string plain = DigestProgramSource({k});
  k.store_lanes = true;
  const std::string stored = DigestProgramSource({k});
  std::istringstream in(plain);
  std::size_t at = 0;
  int hashes = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.find("clc_hash_2(convert_ulong2(i), convert_ulong2(b))") != std::string::npos) {
      ++hashes;
      continue;
    }
    const std::string args = "uint table_last) {";
    if (line.size() > args.size() &&
        line.compare(line.size() - args.size(), args.size(), args) == 0)
      line.replace(line.size() - 3, 3, ", __global ulong* out_lanes) {");
    const std::size_t found = stored.find(line + "\n", at);
    ASSERT_NE(found, std::string::npos) << "lost or moved: " << line;
    at = found + line.size();
  }
  EXPECT_EQ(hashes, 2);
  EXPECT_NE(stored.find("vstore2(d, 0, out_lanes + (size_t)items * 2u * 1u + (size_t)t * 2u);"),
            std::string::npos);
}

// Per width, kernels of at most kDigestKernelVariants variants, evenly shared, each named
// apart, every variant in exactly one of them and in order.
TEST(DigestSource, WideGroupsAreSplitIntoKernelsOfBoundedSize) {
  std::vector<Variant> all;
  for (const Variant& v : AllVariants()) {
    if (IsLegal(v) && v.src == ScalarType::kDouble && DigestCapable(v)) all.push_back(v);
  }
  const auto specs = DigestKernels(ScalarType::kDouble, false, all);
  std::set<std::string> names;
  std::map<int, std::vector<Variant>> back;
  std::map<int, std::size_t> smallest;
  std::map<int, std::size_t> largest;
  for (const auto& k : specs) {
    EXPECT_LE(k.variants.size(), kDigestKernelVariants);
    EXPECT_TRUE(names.insert(DigestKernelName(k)).second) << DigestKernelName(k);
    back[k.width].insert(back[k.width].end(), k.variants.begin(), k.variants.end());
    smallest.try_emplace(k.width, k.variants.size());
    smallest[k.width] = std::min(smallest[k.width], k.variants.size());
    largest[k.width] = std::max(largest[k.width], k.variants.size());
  }
  EXPECT_GT(specs.size(), back.size()) << "the double operand's widths need more than one kernel";
  std::map<int, std::vector<Variant>> expected;
  for (const Variant& v : all) expected[v.src_width].push_back(v);
  EXPECT_EQ(back, expected);
  for (const auto& [w, n] : largest) EXPECT_LE(n - smallest[w], 1u) << "width " << w;
  const std::string source = DigestProgramSource(specs);
  for (const auto& name : names) EXPECT_NE(source.find(name + "("), std::string::npos) << name;
}

TEST(DigestSource, WhichVariantsAreDigested) {
  EXPECT_TRUE(
      DigestCapable(MakeConvert(ScalarType::kLong, ScalarType::kHalf, 8, false, Rounding::kRte)));
  EXPECT_TRUE(
      DigestCapable(MakeConvert(ScalarType::kDouble, ScalarType::kChar, 3, false, Rounding::kRtz)));
  EXPECT_TRUE(DigestCapable(MakeAsType(ScalarType::kFloat, 4, ScalarType::kInt, 3)));
  EXPECT_FALSE(DigestCapable(MakeAsType(ScalarType::kFloat, 1, ScalarType::kUChar, 4)))
      << "implementation-defined: recorded, not digested";
  EXPECT_FALSE(
      DigestCapable(MakeConvert(ScalarType::kShort, ScalarType::kInt, 1, false, Rounding::kRtz)))
      << "16-bit operands are read back in full";
}

// A digest kernel reads an item's table words once, before its trips: a launch over a table
// runs an item per work item, one over the stream (table_last 0) at most the device's share,
// each work item then taking several items; both whole work groups.
TEST(DigestSource, ATableRunsAnItemPerWorkItem) {
  EXPECT_EQ(DigestGlobalSize(1000, 512, 0), 512u);
  EXPECT_EQ(DigestGlobalSize(100, 512, 0), 128u);
  EXPECT_EQ(DigestGlobalSize(1000, 512, 47), 1024u);
  EXPECT_EQ(DigestGlobalSize(48, 512, 47), 64u);
  const DigestKernelSpec k{
      ScalarType::kFloat,
      1,
      true,
      {MakeConvert(ScalarType::kFloat, ScalarType::kInt, 1, false, Rounding::kRtz)}};
  const std::string text = DigestProgramSource({k});
  EXPECT_LT(text.find("tw = table[min(first + item, table_last)]"), text.find("for (uint j"))
      << text;
}

// The kernel leaves a lane out where its magnitude reaches its sign's word (DigestSkipWords):
// exactly the lanes the reference's ranges hold, for every conversion that has them, on each
// range's edges and on sampled operands; none where a variant has no range.
TEST(DigestSource, SkipWordsLeaveOutWhatTheRangesHold) {
  for (ScalarType src : {ScalarType::kFloat, ScalarType::kDouble}) {
    const std::uint64_t sign = std::uint64_t{1} << (Bits(src) - 1);
    const std::uint64_t all = sign | (sign - 1);
    for (ScalarType dst : AllScalarTypes()) {
      if (IsFloat(dst)) continue;
      for (RoundingMode m :
           {RoundingMode::kRte, RoundingMode::kRtz, RoundingMode::kRtp, RoundingMode::kRtn}) {
        const SkipRanges r = ImplementationDefinedRanges({src, dst, false, m}, FpCaps{});
        const std::vector<std::uint64_t> w = DigestSkipWords(src, {r});
        ASSERT_EQ(w.size(), 2u);
        std::vector<std::uint64_t> probes = {0, 1, sign - 1, sign, sign + 1, all};
        for (std::uint64_t edge : {r.lo1, r.lo2})
          probes.insert(probes.end(), {edge - 1, edge, edge + 1});
        for (std::uint64_t i = 0; i < 4096; ++i) probes.push_back((i * 0x9e3779b97f4a7c15u) & all);
        for (std::uint64_t x : probes) {
          const std::uint64_t word = (x & sign) != 0 ? w[1] : w[0];
          const bool left_out = (x & (sign - 1)) >= (word & all);
          EXPECT_EQ(left_out, r.Contains(x))
              << Name(src) << " to " << Name(dst) << " " << std::hex << x;
        }
      }
    }
    EXPECT_EQ(DigestSkipWords(src, {SkipRanges{}}),
              (std::vector<std::uint64_t>{~std::uint64_t{0}, ~std::uint64_t{0}}));
    EXPECT_THROW(DigestSkipWords(src, {SkipRanges{5, 9, 1, 0}}), std::logic_error)
        << "a range that stops short of its sign's last pattern";
  }
}

// A run's digest kernels sum kDigestColumnVariants variants a column, each times the odd weight
// of its place in the column: a column of three weights, then one of the rest.
// A column holds one result type's consecutive variants, at most `group`; its words are its
// conversions, as many as fit in 64 bits of results, as_type's bits and 64-bit results a word
// each; a kernel of a column a variant has a word a variant.
TEST(DigestLayout, ColumnWordsPackConversionsSideBySide) {
  DigestKernelSpec k;
  k.src = ScalarType::kFloat;
  k.group = 10;
  for (bool sat : {false, true}) {
    for (Rounding m :
         {Rounding::kDefault, Rounding::kRte, Rounding::kRtz, Rounding::kRtp, Rounding::kRtn})
      k.variants.push_back(MakeConvert(ScalarType::kFloat, ScalarType::kChar, 1, sat, m));
  }
  k.variants.push_back(MakeConvert(ScalarType::kFloat, ScalarType::kChar, 1, true, Rounding::kRte));
  for (Rounding m : {Rounding::kRte, Rounding::kRtz, Rounding::kRtp})
    k.variants.push_back(MakeConvert(ScalarType::kFloat, ScalarType::kInt, 1, true, m));
  k.variants.push_back(MakeAsType(ScalarType::kFloat, 1, ScalarType::kUInt, 1));
  k.variants.push_back(MakeConvert(ScalarType::kFloat, ScalarType::kUInt, 1, true, Rounding::kRte));
  k.variants.push_back(MakeConvert(ScalarType::kFloat, ScalarType::kUInt, 1, true, Rounding::kRtz));
  k.variants.push_back(MakeConvert(ScalarType::kFloat, ScalarType::kLong, 1, true, Rounding::kRtp));
  k.variants.push_back(MakeConvert(ScalarType::kFloat, ScalarType::kLong, 1, true, Rounding::kRtn));
  ASSERT_TRUE(std::all_of(k.variants.begin(), k.variants.end(), DigestCapable));
  using Words = std::vector<std::pair<std::size_t, std::size_t>>;
  const auto words = [&k](std::size_t column) {
    Words out;
    for (const DigestWord& w : DigestColumnWords(k, column)) out.emplace_back(w.first, w.end);
    return out;
  };
  // Columns: ten chars, the eleventh char, three ints, as_type and two uint conversions, two
  // longs.
  ASSERT_EQ(DigestColumns(k), 5u);
  EXPECT_EQ(words(0), (Words{{0, 8}, {8, 10}}));
  EXPECT_EQ(words(1), (Words{{10, 11}}));
  EXPECT_EQ(words(2), (Words{{11, 13}, {13, 14}}));
  EXPECT_EQ(words(3), (Words{{14, 15}, {15, 17}}));
  EXPECT_EQ(words(4), (Words{{17, 18}, {18, 19}}));
  k.group = 1;
  EXPECT_EQ(DigestColumns(k), k.variants.size());
  EXPECT_EQ(words(0), (Words{{0, 1}}));
  EXPECT_EQ(words(15), (Words{{15, 16}}));
}

TEST(DigestSource, ColumnsHoldWeightedVariants) {
  std::vector<Variant> vs;
  for (ScalarType dst : {ScalarType::kChar, ScalarType::kInt}) {
    for (Rounding m :
         {Rounding::kDefault, Rounding::kRte, Rounding::kRtz, Rounding::kRtp, Rounding::kRtn}) {
      for (bool sat : {false, true}) vs.push_back(MakeConvert(ScalarType::kFloat, dst, 1, sat, m));
    }
  }
  vs.push_back(MakeConvert(ScalarType::kFloat, ScalarType::kUInt, 1, true, Rounding::kRte));
  const auto specs = DigestKernels(ScalarType::kFloat, false, vs);
  ASSERT_EQ(specs.size(), 1u);
  EXPECT_EQ(specs[0].group, kDigestColumnVariants);
  EXPECT_EQ(DigestColumns(specs[0]), 3u);
  const std::string text = DigestProgramSource(specs);
  EXPECT_NE(text.find("ulong a2 = 0;"), std::string::npos) << text;
  EXPECT_EQ(text.find("ulong a3 = 0;"), std::string::npos) << text;
  EXPECT_NE(text.find("get_global_id(0) * 3;"), std::string::npos) << text;
  // Column 0: ten char results in two words (eight, then two); column 1: ten int results in
  // five words of two, weighted by word; column 2: one uint result, a word of one.
  EXPECT_NE(text.find("clc_w |= m << 56;"), std::string::npos) << text;
  EXPECT_NE(text.find("a0 += (h) * 3UL;"), std::string::npos) << text;
  EXPECT_EQ(text.find("a0 += (h) * 5UL;"), std::string::npos) << text;
  EXPECT_NE(text.find("a1 += (h) * 9UL;"), std::string::npos) << text;
  EXPECT_EQ(text.find("a1 += (h) * 11UL;"), std::string::npos) << text;
  EXPECT_NE(text.find("a2 += h;"), std::string::npos) << text;
  std::set<std::uint64_t> weights;
  for (std::size_t p = 0; p < kDigestColumnVariants; ++p) {
    EXPECT_EQ(DigestWeight(p) % 2, 1u);
    weights.insert(DigestWeight(p));
  }
  EXPECT_EQ(weights.size(), kDigestColumnVariants);
  DigestKernelSpec one = specs[0];
  one.group = 1;
  EXPECT_EQ(DigestColumns(one), vs.size());
  one.store_lanes = true;
  EXPECT_NO_THROW(DigestProgramSource({one}));
  // Cases expected to differ get kernels of their own, a column each, after the others'.
  const std::set<Variant> alone = {vs[3], vs[20]};
  const auto split = DigestKernels(ScalarType::kFloat, false, vs, kDigestKernelVariants,
                                   kDigestColumnVariants, alone);
  ASSERT_EQ(split.size(), 2u);
  EXPECT_EQ(split[0].variants.size(), vs.size() - 2);
  EXPECT_EQ(split[0].group, kDigestColumnVariants);
  EXPECT_EQ(split[1].variants, (std::vector<Variant>{vs[3], vs[20]}));
  EXPECT_EQ(DigestColumns(split[1]), 2u);
  EXPECT_NE(DigestKernelName(split[0]), DigestKernelName(split[1]));
  DigestKernelSpec grouped = specs[0];
  grouped.store_lanes = true;
  EXPECT_THROW(DigestProgramSource({grouped}), std::logic_error)
      << "lanes are stored a variant a column";
}

}  // namespace clc
