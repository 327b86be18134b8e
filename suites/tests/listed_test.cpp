// The cases a run plans for as likely to fail (LikelyFailures), without a device: listed at
// any coverage level of the file, whatever level the run's verdicts read.
#include "harness/app/listed.h"

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "harness/report/expectations.h"
#include "reference/tests/scratch.h"

namespace clc {
namespace {

namespace fs = std::filesystem;

TEST(LikelyFailures, AFailureListedAtAnyLevelIsPlannedForAtEveryLevel) {
  const fs::path dir = testing_support::Scratch("likely");
  const fs::path file = dir / "device.txt";
  std::ofstream(file) << "convert_char_sat_double buffer mismatched=12 coverage=quick  # NaN\n"
                         "convert_int_rtz_float buffer mismatched=3 coverage=exhaustive  # x\n";
  const Variant quick_only = *ParseCaseName("convert_char_sat_double");
  const Variant exhaustive_only = *ParseCaseName("convert_int_rtz_float");
  const std::optional<Expectations> at_exhaustive = LoadExpectations(file.string(), "exhaustive");
  // The verdicts read the run's level: the quick-only entry is not listed there.
  EXPECT_EQ(ListedFailures(at_exhaustive), std::set<Variant>{exhaustive_only});
  EXPECT_EQ(LikelyFailures(file.string(), at_exhaustive),
            (std::set<Variant>{quick_only, exhaustive_only}));
  // No file, or one that cannot be read: the run's level alone.
  EXPECT_EQ(LikelyFailures("", at_exhaustive), std::set<Variant>{exhaustive_only});
  EXPECT_EQ(LikelyFailures((dir / "gone.txt").string(), at_exhaustive),
            std::set<Variant>{exhaustive_only});
  EXPECT_TRUE(LikelyFailures("", std::nullopt).empty());
}

}  // namespace
}  // namespace clc
