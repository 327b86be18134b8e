// --write-expectations without a device: each path stated whole, merged into the file level by
// level, its comments, order and reasons kept.
#include "harness/app/expectations_out.h"

#include <filesystem>
#include <fstream>
#include <iterator>

#include <gtest/gtest.h>

#include "harness/report/expectations.h"
#include "reference/tests/scratch.h"

namespace clc {
namespace {

namespace fs = std::filesystem;

// `name` ran; its buffer path had `wrong` lanes wrong, the first recorded (input 0x7f800000).
VariantResult Ran(const std::string& name, std::uint64_t wrong) {
  VariantResult r;
  r.variant = *ParseCaseName(name);
  r.status = CaseStatus::kRan;
  r.lanes = 10;
  r.exact = 10 - wrong;
  r.mismatched = wrong;
  r.Path(RunPath::kBuffer) = {CaseStatus::kRan, 10, wrong, 0};
  if (wrong != 0) {
    LaneRecord m;
    m.input = 0x7f800000;
    m.expected = 0x7fffffff;
    m.got = 0x80000000;
    m.classification = "classified";
    r.mismatches.push_back(m);
  }
  return r;
}

std::string Write(const fs::path& path, const char* level, const std::vector<VariantResult>& rs) {
  std::string error;
  EXPECT_TRUE(WriteExpectationsFile(path.string(), "# new\n", level, rs, &error)) << error;
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The file's comments, order and other cases stay; a skip or flaky entry is the reviewer's.
TEST(ExpectationsOut, ANarrowerRunKeepsTheFilesCommentsAndOtherCases) {
  const fs::path path = testing_support::Scratch("expect") / "p.txt";
  std::ofstream(path) << "# old header: how each bug was confirmed\n"
                      << "convert_uint_float crash  # kept\n"
                      << "convert_short_float skip  # hand-written\n"
                      << "convert_char_sat_float flaky  # depends on the host\n";
  VariantResult skipped = Ran("convert_short_float", 0);
  skipped.status = CaseStatus::kSkipped;
  VariantResult not_run = Ran("convert_uint_float", 0);
  not_run.status = CaseStatus::kNotRun;
  EXPECT_EQ(Write(path, "quick", {skipped, not_run, Ran("convert_char_sat_float", 1)}),
            "# old header: how each bug was confirmed\n"
            "convert_uint_float crash  # kept\n"
            "convert_short_float skip  # hand-written\n"
            "convert_char_sat_float flaky  # depends on the host\n");
  EXPECT_EQ(Write(fs::path(path).replace_filename("new.txt"), "quick", {Ran("as_int_float", 0)}),
            "# new\n");
}

// A case's lines are stated per path, at the run's level, with the reason of the line they
// replace; an old line the run contradicts keeps holding at the other levels only.
TEST(ExpectationsOut, EachLevelStatesItsOwnLinesAndReasonsStay) {
  const fs::path path = testing_support::Scratch("expect_levels") / "p.txt";
  std::ofstream(path) << "# header\n"
                      << "convert_int_float 0x7f800000 0x7fffffff 0x80000000  # inf (by hand)\n"
                      << "convert_uint_float crash  # other\n";
  EXPECT_EQ(Write(path, "quick", {Ran("convert_int_float", 3)}),
            "# header\n"
            "convert_int_float 0x7f800000 0x7fffffff 0x80000000 coverage=full,exhaustive  # inf "
            "(by hand)\n"
            "convert_int_float buffer 0x7f800000 0x7fffffff 0x80000000 coverage=quick  # \"\n"
            "convert_int_float buffer mismatched=3 coverage=quick  # \"\n"
            "convert_uint_float crash  # other\n");
  // At full the same lane, more of them: the lane line holds at both, each count at its own.
  EXPECT_EQ(Write(path, "full", {Ran("convert_int_float", 40)}),
            "# header\n"
            "convert_int_float 0x7f800000 0x7fffffff 0x80000000 coverage=exhaustive  # inf (by "
            "hand)\n"
            "convert_int_float buffer 0x7f800000 0x7fffffff 0x80000000 coverage=quick,full  # \"\n"
            "convert_int_float buffer mismatched=3 coverage=quick  # \"\n"
            "convert_int_float buffer mismatched=40 coverage=full  # \"\n"
            "convert_uint_float crash  # other\n");
  for (const char* level : {"quick", "full", "exhaustive"}) {
    EXPECT_NO_THROW(LoadExpectations(path.string(), level)) << level;
  }
  // Fixed at quick: its quick lines go; a new case comes at the end.
  EXPECT_EQ(Write(path, "quick", {Ran("convert_int_float", 0), Ran("convert_int_rtz_float", 1)}),
            "# header\n"
            "convert_int_float 0x7f800000 0x7fffffff 0x80000000 coverage=exhaustive  # inf (by "
            "hand)\n"
            "convert_int_float buffer 0x7f800000 0x7fffffff 0x80000000 coverage=full  # \"\n"
            "convert_int_float buffer mismatched=40 coverage=full  # \"\n"
            "convert_uint_float crash  # other\n"
            "convert_int_rtz_float buffer 0x7f800000 0x7fffffff 0x80000000 coverage=quick  # "
            "classified\n");
}

// A why the line above has is written `# "`, and read back as that why wherever the merge moves
// the line; a `# "` with no why above is no file to merge into.
TEST(ExpectationsOut, ARepeatedWhyIsWrittenAsADitto) {
  const fs::path path = testing_support::Scratch("expect_ditto") / "p.txt";
  std::ofstream(path) << "# header\nconvert_uint_float crash  # segfaults\n"
                         "convert_uint2_float2 crash  # \"\n";
  EXPECT_EQ(Write(path, "quick", {Ran("convert_uint_float", 2)}),
            "# header\n"
            "convert_uint_float crash coverage=full,exhaustive  # segfaults\n"
            "convert_uint_float buffer 0x7f800000 0x7fffffff 0x80000000 coverage=quick  # \"\n"
            "convert_uint_float buffer mismatched=2 coverage=quick  # \"\n"
            "convert_uint2_float2 crash  # \"\n");
  const Expectations e = LoadExpectations(path.string(), "full");
  EXPECT_EQ(e.failures.at("convert_uint2_float2").Reason(), " segfaults");
  std::ofstream(path) << "convert_uint_float crash  # \"\n";
  std::string error;
  EXPECT_FALSE(WriteExpectationsFile(path.string(), "", "quick", {}, &error));
  EXPECT_NE(error.find("repeats the why above"), std::string::npos) << error;
}

}  // namespace
}  // namespace clc
