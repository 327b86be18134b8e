// Every known failure in expectations/ is proved, not trusted: the expected bits must be what
// the MPFR oracle says, and the returned bits must really be wrong. An entry that hid a
// reference bug would be the worst defect this project can have.
#include "harness/report/expectations.h"

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "harness/report/report_json.h"
#include "reference/convert.h"
#include "reference/tests/mpfr_oracle.h"
#include "reference/tests/scratch.h"

namespace clc {
namespace {

std::vector<std::string> Files() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(CLCONFORM_EXPECTATIONS_DIR)) {
    if (e.path().extension() == ".txt") out.push_back(e.path().string());
  }
  return out;
}

TEST(Expectations, EveryFileParses) {
  ASSERT_FALSE(Files().empty());
  for (const auto& f : Files()) {
    for (const char* level : {"", "quick", "full", "exhaustive"}) {
      EXPECT_NO_THROW(LoadExpectations(f, level)) << f << " at " << level;
    }
  }
}

TEST(Expectations, EveryListedLaneIsConfirmedByMpfr) {
  oracle::SourceValue value;
  std::size_t checked = 0;
  for (const auto& f : Files()) {
    const Expectations e = LoadExpectations(f);
    for (const auto& [name, entry] : e.failures) {
      const Variant v = *ParseCaseName(name);
      std::vector<ExpectedLane> lanes;
      for (const auto& s : entry.paths) {
        if (s) lanes.insert(lanes.end(), s->lanes.begin(), s->lanes.end());
      }
      if (entry.whole)
        lanes.insert(lanes.end(), entry.whole->lanes.begin(), entry.whole->lanes.end());
      ASSERT_TRUE(IsLegal(v) || lanes.empty()) << f << ": " << name;
      for (const ExpectedLane& lane : lanes) {
        ++checked;
        if (v.family == Family::kAsType) {
          // Bits pass unchanged: the expected lane is the operand's lane itself.
          EXPECT_EQ(lane.expected, lane.input) << f << ": " << name;
          EXPECT_NE(lane.got, lane.expected) << f << ": " << name;
          continue;
        }
        const Conversion c = ConversionOf(v);
        const Expectation ref = Expect(c, lane.input, FpCaps{});
        EXPECT_EQ(ref.bits, lane.expected) << f << ": " << name << " reference disagrees";
        EXPECT_EQ(Judge(ref, v.dst, lane.got), LaneVerdict::kMismatch)
            << f << ": " << name << " lists returned bits the reference accepts";
        value.Set(v.src, lane.input);
        const oracle::OracleResult o = value.Convert(v.dst, c.saturate, c.mode);
        if (ref.allowance == Allowance::kAnyNan) {  // a NaN was due: the entry lists a non-NaN
          EXPECT_EQ(o.kind, oracle::OracleResult::Kind::kNan) << f << ": " << name;
          EXPECT_FALSE(IsNanBits(v.dst, lane.got)) << f << ": " << name;
          continue;
        }
        ASSERT_EQ(o.kind, oracle::OracleResult::Kind::kValue)
            << f << ": " << name << " is not a defined lane (NaN or out of range)";
        EXPECT_EQ(o.bits, lane.expected) << f << ": " << name << " MPFR disagrees with the entry";
      }
    }
  }
  RecordProperty("lanes_checked", static_cast<int>(checked));
}

TEST(ExpectationsFormat, SkipsFlakyAndFaultsParseAndApply) {
  const std::string path = (testing_support::Scratch("expectations_format") / "e.txt").string();
  {
    std::ofstream out(path);
    out << "# comment\n"
        << "convert_int_float skip   # hangs the driver\n"
        << "convert_int2_float2 flaky # fails one run in ten\n"
        << "convert_int4_float4 crash # segfaults\n"
        << "convert_char_float 0x7fc00000 0x00 0x80 # NaN under sat\n";
  }
  const Expectations e = LoadExpectations(path);
  EXPECT_EQ(e.skips.at("convert_int_float"), " hangs the driver");
  EXPECT_EQ(e.flaky.count("convert_int2_float2"), 1u);
  EXPECT_EQ(e.faults.at("convert_int4_float4"), CaseStatus::kCrashed);
  ASSERT_EQ(e.failures.at("convert_char_float").whole->lanes.size(), 1u);

  VariantResult flaky;
  flaky.variant = *ParseCaseName("convert_int2_float2");
  flaky.status = CaseStatus::kRan;
  flaky.lanes = 10;
  std::string detail;
  EXPECT_EQ(Check(e, flaky, &detail), ExpectationOutcome::kNotListed) << "a flaky pass is a pass";
  flaky.mismatched = 1;
  EXPECT_EQ(Check(e, flaky, &detail), ExpectationOutcome::kFlakyFailed);
  flaky.status = CaseStatus::kFlaky;  // failed, then passed when run again
  flaky.message = "the failure did not recur: first run: ...\nmore";
  EXPECT_EQ(Check(e, flaky, &detail), ExpectationOutcome::kFlakyFailed);
  EXPECT_EQ(ExpectationLines(flaky),
            "convert_int2_float2 flaky  # the failure did not recur: first run: ...\n")
      << "--write-expectations lists a flaky case as one that may fail";

  VariantResult crashed;
  crashed.variant = *ParseCaseName("convert_int4_float4");
  crashed.status = CaseStatus::kCrashed;
  EXPECT_EQ(Check(e, crashed, &detail), ExpectationOutcome::kFailedAsExpected);
  crashed.status = CaseStatus::kRan;
  crashed.lanes = 5;
  EXPECT_EQ(Check(e, crashed, &detail), ExpectationOutcome::kUnexpectedPass);

  std::ofstream(path) << "convert_int_float sometimes # no such word\n";
  EXPECT_THROW(LoadExpectations(path), std::runtime_error);
}

// A why of `"` alone is the why of the nearest entry above that has one (comments between do
// not count); one with no why above is an error naming its line.
TEST(ExpectationsFormat, ADittoRepeatsTheWhyAbove) {
  const std::string path = (testing_support::Scratch("expectations_ditto") / "e.txt").string();
  std::ofstream(path) << "# comment\nconvert_int_float skip  # hangs the driver\n# \"a comment\"\n"
                         "convert_int2_float2 skip  #  \" \nconvert_int4_float4 skip  # another\n"
                         "convert_int8_float8 skip  # \"\n";
  const Expectations e = LoadExpectations(path);
  EXPECT_EQ(e.skips.at("convert_int2_float2"), " hangs the driver");
  EXPECT_EQ(e.skips.at("convert_int8_float8"), " another");
  std::ofstream(path) << "# comment\nconvert_int_float skip  # \"\n";
  try {
    LoadExpectations(path);
    ADD_FAILURE() << "a ditto with no why above loaded";
  } catch (const std::runtime_error& error) {
    EXPECT_NE(std::string(error.what()).find("e.txt:2"), std::string::npos) << error.what();
  }
}

// A negative check that the device compiles is listed as `accepted`: written so by a run,
// expected by the next, and an unexpected pass once the device rejects it.
TEST(ExpectationsFormat, AcceptedNegativeChecksAreWrittenAndMatched) {
  VariantResult built;
  built.variant = *ParseCaseName("as_int_char");
  built.status = CaseStatus::kRan;
  built.rejected = false;
  const std::string line = ExpectationLines(built);
  EXPECT_EQ(line.rfind("as_int_char accepted  # compiled, but ", 0), 0u) << line;

  const std::string path = (testing_support::Scratch("expectations_accepted") / "e.txt").string();
  std::ofstream(path) << line;
  const Expectations e = LoadExpectations(path);
  std::string detail;
  EXPECT_EQ(Check(e, built, &detail), ExpectationOutcome::kFailedAsExpected);
  built.rejected = true;
  EXPECT_EQ(Check(e, built, &detail), ExpectationOutcome::kUnexpectedPass);
  built.rejected = false;
  built.status = CaseStatus::kCrashed;
  EXPECT_EQ(Check(e, built, &detail), ExpectationOutcome::kFailedDifferently);

  std::ofstream(path) << "convert_int_float accepted # a legal case cannot be accepted\n";
  EXPECT_THROW(LoadExpectations(path), std::runtime_error);
}

// One driver's file serves every coverage level: an entry limited to some levels (a failure
// only the digest kernels of full and exhaustive coverage show) is no expectation at the others,
// where the case is expected to conform.
TEST(ExpectationsFormat, AnEntryLimitedToCoverageLevelsHoldsAtThoseOnly) {
  const std::string path = (testing_support::Scratch("expectations_coverage") / "e.txt").string();
  std::ofstream(path) << "convert_ushort_sat_float 0x7f800001 0x0000 0x80000000 "
                         "coverage=full,exhaustive  # digest kernels only\n"
                      << "convert_int_sat_float 0x7f800001 0x00000000 0x80000000  # every level\n"
                      << "as_char2_short crash coverage=quick  # the constant path\n";
  for (const char* level : {"full", "exhaustive", ""}) {
    const Expectations e = LoadExpectations(path, level);
    EXPECT_EQ(e.failures.size(), std::string(level).empty() ? 3u : 2u) << level;
    ASSERT_EQ(e.failures.count("convert_ushort_sat_float"), 1u) << level;
    EXPECT_EQ(e.failures.at("convert_ushort_sat_float").whole->lanes.front().got, 0x80000000u)
        << level;
    EXPECT_EQ(e.faults.count("as_char2_short"), std::string(level).empty() ? 1u : 0u) << level;
  }
  const Expectations quick = LoadExpectations(path, "quick");
  EXPECT_EQ(quick.failures.count("convert_ushort_sat_float"), 0u);
  EXPECT_EQ(quick.failures.count("convert_int_sat_float"), 1u);
  EXPECT_EQ(quick.faults.count("as_char2_short"), 1u);

  EXPECT_EQ(CoverageWord("convert_int_float 0x0 0x0 0x1 coverage=full  # why"), "coverage=full");
  EXPECT_EQ(CoverageWord("convert_int_float 0x0 0x0 0x1  # coverage=full"), "");
  EXPECT_TRUE(HoldsAt("", "quick"));
  EXPECT_TRUE(HoldsAt("coverage=quick,full", "full"));
  EXPECT_FALSE(HoldsAt("coverage=quick,full", "exhaustive"));
  for (const char* bad : {"coverage=fast", "coverage=", "coverage=full,"}) {
    std::ofstream(path) << "convert_int_float crash " << bad << "  # why\n";
    EXPECT_THROW(LoadExpectations(path, "quick"), std::runtime_error) << bad;
  }
}

// A device reads the list of its own driver version first, then the platform's list for every
// version, and none at all where neither exists: PoCL 3.1's known crashes are not PoCL 5's.
TEST(ExpectationsFile, TheDriverVersionsListFirstThenThePlatformsThenNone) {
  const std::filesystem::path dir = testing_support::Scratch("expect_files");
  DeviceInfo pocl3;
  pocl3.platform_name = "Portable Computing Language";
  pocl3.driver_version = "3.1+debian";
  DeviceInfo pocl5 = pocl3;
  pocl5.driver_version = "5.0+debian";
  const std::string d = dir.string();
  EXPECT_EQ(DriverExpectationsFile(d, pocl3), d + "/portable-computing-language@3-1-debian.txt");
  EXPECT_EQ(ExpectationsFileFor(d, pocl3), "");
  std::ofstream(dir / "portable-computing-language@3-1-debian.txt") << "convert_int_float skip\n";
  EXPECT_EQ(ExpectationsFileFor(d, pocl3), d + "/portable-computing-language@3-1-debian.txt");
  EXPECT_EQ(ExpectationsFileFor(d, pocl5), "");
  std::ofstream(dir / "portable-computing-language.txt") << "convert_int_float flaky\n";
  EXPECT_EQ(ExpectationsFileFor(d, pocl3), d + "/portable-computing-language@3-1-debian.txt");
  EXPECT_EQ(ExpectationsFileFor(d, pocl5), d + "/portable-computing-language.txt");
  std::filesystem::create_directories(dir / "portable-computing-language@5-0-debian.txt");
  EXPECT_EQ(ExpectationsFileFor(d, pocl5), d + "/portable-computing-language.txt")
      << "a folder of that name is no list";
  std::filesystem::remove_all(dir);
}

// The repository's lists are each for one driver version: <platform>@<driver>.txt.
TEST(ExpectationsFile, TheRepositorysListsNameTheirDriverVersion) {
  for (const auto& f : Files()) {
    const std::string name = std::filesystem::path(f).stem().string();
    const std::size_t at = name.find('@');
    ASSERT_NE(at, std::string::npos) << f;
    EXPECT_EQ(Slug(name.substr(0, at)), name.substr(0, at)) << f;
    EXPECT_EQ(Slug(name.substr(at + 1)), name.substr(at + 1)) << f;
  }
}

}  // namespace
}  // namespace clc
