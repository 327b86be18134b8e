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
  b.split = [](const Spec& s) {
    std::vector<Spec> singles;
    for (int v : s.variants) singles.push_back({{v}});
    return singles;
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

}  // namespace
}  // namespace clc
