// The store and load call shapes (vstore_half, vload_half): buffer, constant, digest and
// negative-check text, golden-tested; no half value is ever declared (half is storage only).
#include "kernels/call_shape.h"

#include <regex>
#include <string>

#include <gtest/gtest.h>

#include "kernels/digest_source.h"
#include "kernels/kernel_source.h"
#include "kernels/tests/golden.h"

namespace clc {
namespace {

Variant Store(ScalarType src, int w, Rounding r, bool aligned) {
  Variant v = MakeVariant(Family::kVstoreHalf, src, w, ScalarType::kHalf, w);
  v.rounding = r;
  v.aligned = aligned;
  return v;
}

Variant Load(int w, bool aligned) {
  Variant v = MakeVariant(Family::kVloadHalf, ScalarType::kHalf, w, ScalarType::kFloat, w);
  v.aligned = aligned;
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

TEST(CallShape, StoreDigestGolden) {
  const auto kernels = DigestKernels(ScalarType::kDouble, false,
                                     {Store(ScalarType::kDouble, 4, Rounding::kRtn, false),
                                      Store(ScalarType::kDouble, 3, Rounding::kRte, true)});
  ASSERT_EQ(kernels.size(), 2u);
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
    const std::string body = text.substr(text.find('\n', text.find("for (uint t = ")));
    EXPECT_FALSE(std::regex_search(body, std::regex("[A-Za-z0-9_] t *[;=]"))) << text;
  }
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
