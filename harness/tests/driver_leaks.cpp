// LeakSanitizer's suppressions for the tests that run a driver in their own process (the
// sanitizer build): memory a driver allocates for itself and keeps until the process ends is
// the driver's, not a leak of this project's. PoCL 3.1 leaves what it makes for the first
// kernel it compiles in a process (a first launch with a cold PoCL kernel cache; LLVM passes
// among it) unfreed at exit. The workers the tests start run without a leak check for the
// same reason (suites/tests/run_helpers.h). A leak whose allocation runs through a driver's
// library, its LLVM or the ICD loader is suppressed; one of this project's own code has only
// its frames and is still reported (DriverLeaks.OurOwnLeakIsStillFound).
// NOLINTNEXTLINE(bugprone-reserved-identifier,readability-identifier-naming): LSan's hook
extern "C" const char* __lsan_default_suppressions() {
  return "leak:libpocl.so\n"
         "leak:libLLVM\n"
         "leak:liboclgrind\n"
         "leak:libOpenCL.so\n";
}
