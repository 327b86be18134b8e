// Reading a failed build's log for the lines it rejected, in the spellings of the compilers
// the suite has met.
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

}  // namespace
}  // namespace clc
