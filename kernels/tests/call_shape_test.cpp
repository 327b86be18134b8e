// The store and load call shapes (vstore_half, vload_half), the cast and the declaration:
// buffer, constant, digest and negative-check text, golden-tested; no half value is ever
// declared where half is storage only.
#include "kernels/call_shape.h"

#include <regex>
#include <string>

#include <gtest/gtest.h>

#include "kernels/digest/digest_source.h"
#include "kernels/kernel_source.h"
#include "kernels/tests/golden.h"

namespace clc {
namespace {

Variant Store(ScalarType src, int w, Rounding r, bool aligned, Space space = Space::kGlobal) {
  Variant v = MakeVariant(Family::kVstoreHalf, src, w, ScalarType::kHalf, w);
  v.rounding = r;
  v.aligned = aligned;
  v.space = space;
  return v;
}

Variant Load(int w, bool aligned, Space space = Space::kGlobal) {
  Variant v = MakeVariant(Family::kVloadHalf, ScalarType::kHalf, w, ScalarType::kFloat, w);
  v.aligned = aligned;
  v.space = space;
  return v;
}

// A half value would need cl_khr_fp16: only pointers to half may appear.
void ExpectNoHalfValue(const std::string& text) {
  for (const char* value : {"const half ", " half x", "half3 ", "half4 ", "(half)"})
    EXPECT_EQ(text.find(value), std::string::npos) << value << " in\n" << text;
  EXPECT_EQ(text.find("cl_khr_fp16"), std::string::npos) << text;
}

TEST(CallShape, StoresGolden) {
  KernelSpec k{"b_float3",
               ScalarType::kFloat,
               3,
               {Store(ScalarType::kFloat, 3, Rounding::kRtz, false),
                Store(ScalarType::kFloat, 3, Rounding::kDefault, true)},
               {}};
  KernelSpec c{"c_float_half",
               ScalarType::kFloat,
               1,
               {Store(ScalarType::kFloat, 1, Rounding::kRtp, false)},
               {0x33800000u, 0x477ff000u}};
  // An aligned 3-component store folded: through the region's scratch after its 2 items.
  KernelSpec c3{"c_float3_half",
                ScalarType::kFloat,
                3,
                {Store(ScalarType::kFloat, 3, Rounding::kRtn, true)},
                {0x33800000u, 0x477ff000u, 0x3f800000u, 0xc0000000u, 0x7f800000u, 0x00000001u}};
  const std::string text = ProgramSource({k, c, c3});
  ExpectNoHalfValue(text);
  ExpectGolden("store_float.cl", text);
  // Every aligned 3-component call through a __global pointer goes through the region's
  // scratch, at the item's own offset: the __global overload, never a copy.
  EXPECT_NE(text.find("vstorea_half3(x, i, (__global half*)sg);"), std::string::npos);
  EXPECT_NE(text.find("((size_t)(2) * 6u + 7u) / 8u * 8u"), std::string::npos);
  EXPECT_EQ(text.find("__private"), std::string::npos);
}

// An aligned 3-component form through a __global pointer: its items' bytes (a reproducer's
// whole region, a run's before its alignment) hold, for any item count, the results (3
// elements an item), then the scratch from the next multiple of 8 bytes at 4 elements an item,
// as RegionTail addresses it; no other variant's region grows.
TEST(CallShape, TheRegionOfAnAlignedThreeHoldsItsScratch) {
  const std::vector<Variant> vs = {Store(ScalarType::kFloat, 3, Rounding::kRte, true),
                                   Store(ScalarType::kDouble, 3, Rounding::kRtz, true),
                                   Load(3, true)};
  for (const Variant& v : vs) {
    const std::size_t results = 3 * static_cast<std::size_t>(Bytes(v.dst));
    EXPECT_EQ(ResultBytesPerItem(v), results + RegionScratchBytes(v)) << CaseName(v);
    KernelSpec k{"b", v.src, 3, {v}, {}};
    for (std::size_t items = 1; items <= 130; ++items) {
      const std::size_t scratch_at = (items * results + 7) / 8 * 8;
      EXPECT_GE(items * ResultBytesPerItem(v), scratch_at + items * 4 * 2) << CaseName(v) << items;
      const auto offsets = RegionOffsets(k, items);
      EXPECT_GE(offsets[1] - offsets[0], items * ResultBytesPerItem(v));
    }
  }
  for (const Variant& v : {Store(ScalarType::kFloat, 3, Rounding::kRte, false),
                           Store(ScalarType::kFloat, 3, Rounding::kRte, true, Space::kLocal),
                           Store(ScalarType::kFloat, 4, Rounding::kRte, true), Load(3, false)}) {
    EXPECT_EQ(RegionScratchBytes(v), 0u) << CaseName(v);
  }
}

TEST(CallShape, LoadsGolden) {
  KernelSpec k{"b_half3", ScalarType::kHalf, 3, {Load(3, false), Load(3, true)}, {}};
  KernelSpec c{"c_half_float", ScalarType::kHalf, 3, {Load(3, true)}, {0x0001u, 0x8400u, 0x7e00u}};
  const std::string text = ProgramSource({k, c});
  ExpectNoHalfValue(text);
  EXPECT_FALSE(NeedsOperandValue(k));
  ExpectGolden("load_half.cl", text);
  EXPECT_NE(text.find("vloada_half3(i, (const __global half*)sg)"), std::string::npos);
}

// The __local and __private forms: each call goes through an array of the storage's bits at
// a non-zero offset (the item's place in its group; a folded item's index; 1 for a private
// array), the aligned 3-component forms at a stride of 4, the bits then copied to the result.
TEST(CallShape, StoresThroughEachSpaceGolden) {
  KernelSpec k{"b_float3",
               ScalarType::kFloat,
               3,
               {Store(ScalarType::kFloat, 3, Rounding::kRtz, false, Space::kLocal),
                Store(ScalarType::kFloat, 3, Rounding::kDefault, true, Space::kLocal),
                Store(ScalarType::kFloat, 3, Rounding::kRte, true, Space::kPrivate)},
               {}};
  KernelSpec c{"c_float_half",
               ScalarType::kFloat,
               1,
               {Store(ScalarType::kFloat, 1, Rounding::kRtp, false, Space::kLocal),
                Store(ScalarType::kFloat, 1, Rounding::kRtn, false, Space::kPrivate)},
               {0x33800000u, 0x477ff000u}};
  const std::string text = ProgramSource({k, c});
  ExpectNoHalfValue(text);
  // One array per stride in a buffer kernel (64 items of 3, of 4), one per variant (of its
  // items) in a constant kernel.
  EXPECT_NE(text.find("__local ushort l_ushort_3[192]"), std::string::npos);
  EXPECT_NE(text.find("__local ushort l_ushort_4[256]"), std::string::npos);
  EXPECT_NE(text.find("__local ushort l_ushort_1_0[2]"), std::string::npos);
  ExpectGolden("store_spaces.cl", text);
}

TEST(CallShape, LoadsThroughEachSpaceGolden) {
  KernelSpec k{"b_half3",
               ScalarType::kHalf,
               3,
               {Load(3, false, Space::kPrivate), Load(3, true, Space::kLocal)},
               {}};
  KernelSpec one{"b_half", ScalarType::kHalf, 1, {Load(1, false, Space::kLocal)}, {}};
  KernelSpec c{"c_half_float",
               ScalarType::kHalf,
               3,
               {Load(3, true, Space::kPrivate), Load(3, false, Space::kLocal)},
               {0x0001u, 0x8400u, 0x7e00u, 0x3c00u}};
  const std::string text = ProgramSource({k, one, c});
  ExpectNoHalfValue(text);
  // The operand's bits, never a half read through a pointer (that needs cl_khr_fp16).
  EXPECT_NE(text.find("= ((__global const ushort*)in)[i];"), std::string::npos) << text;
  ExpectGolden("load_spaces.cl", text);
}

// Each pointer in the digest kernels: a __global one into the work item's part of the
// kernel's scratch argument, a __local array, a __private one.
TEST(CallShape, StoreDigestGolden) {
  const auto kernels =
      DigestKernels(ScalarType::kDouble, false,
                    {Store(ScalarType::kDouble, 4, Rounding::kRtn, false),
                     Store(ScalarType::kDouble, 3, Rounding::kRte, true),
                     Store(ScalarType::kDouble, 3, Rounding::kRtz, true, Space::kLocal),
                     Store(ScalarType::kDouble, 4, Rounding::kDefault, false, Space::kPrivate)});
  ASSERT_EQ(kernels.size(), 2u);
  EXPECT_EQ(DigestScratchBytesPerItem(kernels[0]), 2u * 4u * 2u);
  const std::string text = DigestProgramSource(kernels);
  ExpectNoHalfValue(text);
  ExpectGolden("digest_store_double.cl", text);
}

// The digest kernel that also stores its lanes indexes them by the work item's `t`: a store's
// statements that declared a `t` of their own hid it, and the lanes' store did not build
// (ushort2 for an index) or wrote elsewhere (a scalar or an 8-byte vector converts).
TEST(CallShape, StoreDigestDeclaresNoNameTheKernelUses) {
  for (int w : {1, 2, 3, 4, 8, 16}) {
    auto kernels = DigestKernels(ScalarType::kFloat, true,
                                 {Store(ScalarType::kFloat, w, Rounding::kRte, w != 1)});
    ASSERT_EQ(kernels.size(), 1u);
    kernels[0].store_lanes = true;
    const std::string text = DigestProgramSource(kernels);
    const std::size_t loop = text.find("if (t >= items) continue;");
    ASSERT_NE(loop, std::string::npos) << text;
    const std::string body = text.substr(text.find('\n', loop));
    EXPECT_FALSE(std::regex_search(body, std::regex("[A-Za-z0-9_] (t|j|span|item|tw|trips) *[;=]")))
        << text;
  }
}

// Only a store through a __global pointer needs the scratch argument.
TEST(CallShape, ScratchOnlyForGlobalStores) {
  EXPECT_EQ(DigestScratchBytes(Store(ScalarType::kFloat, 16, Rounding::kRte, true)), 64u);
  EXPECT_EQ(DigestScratchBytes(Store(ScalarType::kFloat, 16, Rounding::kRte, true, Space::kLocal)),
            0u);
  EXPECT_EQ(DigestScratchBytes(Load(4, false)), 0u);
  EXPECT_EQ(DigestScratchBytes(
                MakeConvert(ScalarType::kFloat, ScalarType::kInt, 4, false, Rounding::kDefault)),
            0u);
}

// A load's operand is storage: the kernel cannot make it, so the digest path never takes it.
TEST(CallShape, LoadsAreNeverDigested) {
  EXPECT_FALSE(DigestCapable(Load(4, false)));
  EXPECT_TRUE(DigestCapable(Store(ScalarType::kFloat, 4, Rounding::kRtz, false)));
}

TEST(CallShape, NegativeStatementsCallEachShape) {
  Variant sat = Store(ScalarType::kFloat, 2, Rounding::kDefault, false);
  sat.saturate = true;
  Variant rounded = Load(4, false);
  rounded.rounding = Rounding::kRte;
  const NegativeProgram p = NegativeProgramSource({sat, rounded});
  ExpectNoHalfValue(p.source);
  EXPECT_NE(p.source.find("vstore_half2_sat(x0, 0, (__global half*)(out + 256));"),
            std::string::npos)
      << p.source;
  EXPECT_NE(p.source.find("= vload_half4_rte(0, (__global const half*)out);"), std::string::npos)
      << p.source;
}

Variant Cast(Family f, ScalarType src, ScalarType dst, int w) {
  return MakeVariant(f, src, 1, dst, w);
}

// A cast is the operator on the operand; an implicit conversion a declaration of the result
// type initialised with it; a vector result of either is replicated, stored whole; a bool is
// kept through a cast back.
TEST(CallShape, CastsAndDeclarationsGolden) {
  KernelSpec k{"b_float",
               ScalarType::kFloat,
               1,
               {Cast(Family::kCast, ScalarType::kFloat, ScalarType::kInt, 1),
                Cast(Family::kCast, ScalarType::kFloat, ScalarType::kUChar, 3),
                Cast(Family::kImplicit, ScalarType::kFloat, ScalarType::kLong, 1),
                Cast(Family::kImplicit, ScalarType::kFloat, ScalarType::kShort, 4),
                Cast(Family::kBool, ScalarType::kFloat, ScalarType::kDouble, 1)},
               {}};
  KernelSpec c{"c_double_int",
               ScalarType::kDouble,
               1,
               {Cast(Family::kCast, ScalarType::kDouble, ScalarType::kFloat, 2),
                Cast(Family::kImplicit, ScalarType::kDouble, ScalarType::kFloat, 1)},
               {0x3ff0000000000001u, 0xfff8000000000000u}};
  ExpectGolden("cast_float.cl", ProgramSource({k, c}));
}

// Scalar casts digest like any conversion, a part of the work item's operands at a time; a
// replicating one makes several lanes of one operand and is read back instead.
TEST(CallShape, ScalarCastsDigestReplicatingOnesDoNot) {
  const Variant cast = Cast(Family::kCast, ScalarType::kFloat, ScalarType::kInt, 1);
  const Variant declared = Cast(Family::kImplicit, ScalarType::kFloat, ScalarType::kUInt, 1);
  EXPECT_TRUE(DigestCapable(cast));
  EXPECT_TRUE(DigestCapable(declared));
  EXPECT_FALSE(DigestCapable(Cast(Family::kCast, ScalarType::kFloat, ScalarType::kInt, 4)));
  EXPECT_FALSE(DigestCapable(Cast(Family::kImplicit, ScalarType::kInt, ScalarType::kInt, 2)));
  EXPECT_NE(ResultBits(cast, 4, 4, 0)
                .find("(int4)((int)(x.s0), (int)(x.s1), (int)(x.s2), "
                      "(int)(x.s3))"),
            std::string::npos)
      << ResultBits(cast, 4, 4, 0);
  EXPECT_NE(ResultBits(declared, 2, 2, 0)
                .find("const uint p0 = x.s0; const uint p1 = x.s1; const "
                      "uint2 r = (uint2)(p0, p1);"),
            std::string::npos)
      << ResultBits(declared, 2, 2, 0);
}

TEST(CallShape, NegativeCastsAndDeclarationsBetweenVectors) {
  const Variant cast = MakeVariant(Family::kCast, ScalarType::kFloat, 4, ScalarType::kInt, 4);
  const Variant declared =
      MakeVariant(Family::kImplicit, ScalarType::kInt, 16, ScalarType::kInt, 1);
  const NegativeProgram p = NegativeProgramSource({cast, declared});
  EXPECT_NE(p.source.find("{ float4 x0 = *(__global float4*)out; *(__global int4*)(out + 256) = "
                          "(int4)(x0); }"),
            std::string::npos)
      << p.source;
  EXPECT_NE(p.source.find("{ int16 x1 = *(__global int16*)out; const int d = x1; *(__global "
                          "int*)(out + 256) = d; }"),
            std::string::npos)
      << p.source;
}

}  // namespace
}  // namespace clc
