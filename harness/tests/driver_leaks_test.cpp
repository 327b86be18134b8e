// The driver suppressions (driver_leaks.cpp) leave this project's own leaks reported.
#include <cstdint>

#include <gtest/gtest.h>

#if defined(CLCONFORM_SANITIZER_BUILD)
#include <sanitizer/lsan_interface.h>
#endif

namespace clc {
namespace {

#if defined(CLCONFORM_SANITIZER_BUILD)
constexpr std::uintptr_t kHide = 0x5a5a5a5a5a5a5a5aull;

// An allocation whose only copy of its address is hidden (not a pointer LeakSanitizer finds).
__attribute__((noinline)) std::uintptr_t LoseAnAllocation() {
  return reinterpret_cast<std::uintptr_t>(new int[4]{1, 2, 3, 4}) ^ kHide;
}
#endif

TEST(DriverLeaks, OurOwnLeakIsStillFound) {
#if defined(CLCONFORM_SANITIZER_BUILD)
  const std::uintptr_t hidden = LoseAnAllocation();
  // Prints the leak it finds on stderr: that report is this test's expected output.
  EXPECT_NE(__lsan_do_recoverable_leak_check(), 0);
  delete[] reinterpret_cast<int*>(hidden ^ kHide);
  EXPECT_EQ(__lsan_do_recoverable_leak_check(), 0);
#else
  GTEST_SKIP() << "a LeakSanitizer check: the sanitizer build only";
#endif
}

}  // namespace
}  // namespace clc
