// The store and load call shapes (vstore_half, vload_half): buffer, constant, digest and
// negative-check text, golden-tested; no half value is ever declared (half is storage only).
#include "kernels/call_shape.h"

#include <string>

#include <gtest/gtest.h>

#include "kernels/digest_source.h"
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
  const std::string text = ProgramSource({k, c});
  ExpectNoHalfValue(text);
  ExpectGolden("store_float.cl", text);
}

TEST(CallShape, LoadsGolden) {
  KernelSpec k{"b_half3", ScalarType::kHalf, 3, {Load(3, false), Load(3, true)}, {}};
  KernelSpec c{"c_half_float", ScalarType::kHalf, 3, {Load(3, true)}, {0x0001u, 0x8400u, 0x7e00u}};
  const std::string text = ProgramSource({k, c});
  ExpectNoHalfValue(text);
  EXPECT_FALSE(NeedsOperandValue(k));
  ExpectGolden("load_half.cl", text);
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

}  // namespace
}  // namespace clc
