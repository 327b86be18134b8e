// Reading a failed build's log for the lines it rejected, in the spellings of the compilers
// the suite has met; the bisecting build's order of programs, without a device.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "harness/device/build.h"

namespace clc {
namespace {

TEST(RejectedLines, ClangAndPoclErrorsPointAtTheirLines) {
  EXPECT_EQ(RejectedLines("<source>:2:70: error: no matching function for call to 'convert_int'\n"
                          "<source>:5:3: note: candidate function\n"
                          "error: <source>:7:12 <Spelling=x>: too many arguments\n"
                          "2 errors generated.\n"),
            (std::set<int>{2, 7}));
}

// NVIDIA accepts a call to an unknown function with a warning and fails only when linking:
// the warning's line is the rejected one; other warnings are not.
TEST(RejectedLines, AnImplicitDeclarationIsARejection) {
  EXPECT_EQ(RejectedLines("<kernel>:2:69: warning: implicit declaration of function "
                          "'convert_float_sat' is invalid in OpenCL\n"
                          "<kernel>:4:1: warning: unused variable 'y'\n"
                          "ptxas fatal   : Unresolved extern function 'convert_float_sat'\n"),
            (std::set<int>{2}));
}

TEST(RejectedLines, NoPositionNoLine) {
  EXPECT_TRUE(RejectedLines("fatal error: out of memory\n").empty());
  EXPECT_TRUE(RejectedLines("").empty());
}

// A spec of the bisecting build: any kind of kernel with variants (here numbers).
struct Spec {
  std::vector<int> variants;
};

// Bisects `specs`, where a program holding variant 3 does not build: the programs built (by
// their variants) and the variants that failed.
std::pair<std::vector<std::vector<int>>, std::vector<int>> Bisect(const std::vector<Spec>& specs) {
  std::vector<std::vector<int>> built;
  std::vector<int> failed;
  Bisection<Spec> b;
  b.build = [&](const std::vector<Spec>& program, std::string* log) {
    std::vector<int> all;
    for (const Spec& s : program) all.insert(all.end(), s.variants.begin(), s.variants.end());
    built.push_back(all);
    *log = "error: 3";
    return std::find(all.begin(), all.end(), 3) == all.end();
  };
  b.regroup = [](const Spec&, const std::vector<int>& variants) {
    return std::vector<Spec>{{variants}};
  };
  b.failed = [&](const Spec& single, const std::string& log) {
    EXPECT_EQ(log, "error: 3");
    failed.push_back(single.variants.front());
  };
  b.Run(specs);
  return {built, failed};
}

// The whole program, then each kernel, then each variant of a kernel that fails: one rejected
// conversion costs only its own case, and a variant is never built twice alone.
TEST(Bisection, ARejectedVariantCostsOnlyItsOwnCase) {
  const auto [built, failed] = Bisect({{{1, 2}}, {{3, 4}}});
  EXPECT_EQ(failed, std::vector<int>{3});
  EXPECT_EQ(built, (std::vector<std::vector<int>>{{1, 2, 3, 4}, {1, 2}, {3, 4}, {3}, {4}}));
  const auto [alone, failed_alone] = Bisect({{{3}}});
  EXPECT_EQ(alone, std::vector<std::vector<int>>{{3}});
  EXPECT_EQ(failed_alone, std::vector<int>{3});
  EXPECT_TRUE(Bisect({{{1}}, {{2}}}).second.empty());
  EXPECT_EQ(Bisect({{{1}}, {{2}}}).first.size(), 1u) << "one program when it builds";
}

// Bisects `specs` where the log of any program holding 3 or 5 names them (as a driver's link
// error names each missing built-in): one program, then one without them.
TEST(Bisection, VariantsTheLogNamesFailAndTheRestBuildsOnce) {
  std::vector<std::vector<int>> built;
  std::vector<std::pair<int, std::string>> failed;
  Bisection<Spec> b;
  b.build = [&](const std::vector<Spec>& program, std::string* log) {
    std::vector<int> all;
    for (const Spec& s : program) all.insert(all.end(), s.variants.begin(), s.variants.end());
    built.push_back(all);
    *log = "missing 3 and 5";
    return std::none_of(all.begin(), all.end(), [](int v) { return v == 3 || v == 5; });
  };
  b.regroup = [](const Spec&, const std::vector<int>& variants) {
    return std::vector<Spec>{{variants}};
  };
  b.failed = [&](const Spec& single, const std::string& log) {
    failed.emplace_back(single.variants.front(), log);
  };
  b.named = [](const std::vector<Spec>& specs, const std::string&) {
    NamedVariants named;
    for (std::size_t s = 0; s < specs.size(); ++s) {
      for (std::size_t v = 0; v < specs[s].variants.size(); ++v) {
        const int x = specs[s].variants[v];
        if (x == 3 || x == 5) named[{s, v}] = "names " + std::to_string(x);
      }
    }
    return named;
  };
  b.Run({{{1, 2, 3}}, {{4, 5}}, {{6}}});
  EXPECT_EQ(built, (std::vector<std::vector<int>>{{1, 2, 3, 4, 5, 6}, {1, 2, 4, 6}}));
  EXPECT_EQ(failed, (std::vector<std::pair<int, std::string>>{{3, "names 3"}, {5, "names 5"}}));
}

// PoCL 7.1's link error names a built-in missing from its library by its mangled symbol: the
// variant whose built-in and operand it spells, and no other.
TEST(NamedBySymbol, ALinkErrorNamesTheBuiltinAndItsOperand) {
  const Variant rte2 =
      MakeConvert(ScalarType::kDouble, ScalarType::kHalf, 2, false, Rounding::kRte);
  const Variant plain2 =
      MakeConvert(ScalarType::kDouble, ScalarType::kHalf, 2, false, Rounding::kDefault);
  const Variant rte_float =
      MakeConvert(ScalarType::kFloat, ScalarType::kHalf, 2, false, Rounding::kRte);
  const Variant from_half =
      MakeConvert(ScalarType::kHalf, ScalarType::kInt, 1, true, Rounding::kRtz);
  const std::vector<std::vector<Variant>> specs = {{plain2, rte2, rte_float}, {from_half}};
  const NamedVariants named =
      NamedBySymbol(specs,
                    "Error(s) while linking: \n"
                    "Cannot find symbol _Z21_cl_convert_half2_rteDv2_d in kernel library\n"
                    "ld.lld: error: undefined symbol: _Z19convert_int_sat_rtzDh\n");
  ASSERT_EQ(named.size(), 2u);
  EXPECT_NE(named.at({0, 1}).find("_Z21_cl_convert_half2_rteDv2_d"), std::string::npos);
  EXPECT_NE(named.at({1, 0}).find("_Z19convert_int_sat_rtzDh"), std::string::npos);
  EXPECT_TRUE(NamedBySymbol(specs, "error: out of memory\n").empty());
}

}  // namespace
}  // namespace clc
