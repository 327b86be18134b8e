// The exhaustive path by digests, on slices of the 32-bit patterns: a conforming device's
// digests match lane for lane counts, and a device's wrong lanes are found and recorded
// from read-back bits (Oclgrind's NaN under _sat, a known bug listed in
// expectations/oclgrind@oclgrind-21-10.txt).
#include <fstream>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "suites/tests/planted/plants.h"
#include "suites/tests/run_helpers.h"

namespace digest_test {

using namespace clc::testing_support;

TEST(DigestPath, ConformingSliceCountsEveryLane) {
  const fs::path dir = Scratch("digest-pocl");
  // Large floats, infinity, every positive NaN, then the first negatives: the skip ranges
  // of out-of-range operands, NaN canonicalisation and the sign change all fall inside.
  const int code = Wait(Start(
      "Portable Computing Language",
      {"--coverage=exhaustive", "--operand-range=7f000000:1010000",
       "--gtest_filter=*/convert_int_sat_rte_float:*/convert_int4_rtp_float4:"
       "*/convert_float3_rtz_float3:*/convert_half_rtn_uint:*/as_int4_float4:*/as_float3_int4",
       "--report-dir=" + dir.string()},
      {}, dir / "log"));
  EXPECT_EQ(code, 0);
  const auto cases = Cases(dir / "portable-computing-language" / "report.json");
  ASSERT_EQ(cases.size(), 6u);
  for (const auto& [name, c] : cases) {
    if (name == "convert_half_rtn_uint") {
      EXPECT_EQ(c.at("verdict"), "skipped") << "PoCL has no fp16";
      continue;
    }
    EXPECT_EQ(c.at("verdict"), "pass") << c.dump();
    const std::uint64_t lanes = c.at("lanes");
    // as_float3 from int4 keeps three lanes of every four operands.
    EXPECT_EQ(lanes, name == "as_float3_int4" ? 0x1010000u / 4 * 3 : 0x1010000u) << name;
  }
  EXPECT_GT(cases.at("convert_int4_rtp_float4").at("implementation_defined").get<std::uint64_t>(),
            0u);
  EXPECT_EQ(cases.at("convert_int_sat_rte_float").at("implementation_defined").get<std::uint64_t>(),
            0u);
  EXPECT_GT(cases.at("convert_float3_rtz_float3").at("accepted_any_nan").get<std::uint64_t>(), 0u);
}

TEST(DigestPath, WrongLanesAreFoundAndRecorded) {
  const fs::path dir = Scratch("digest-oclgrind");
  const int code =
      Wait(Start("Oclgrind",
                 {"--coverage=exhaustive", "--operand-range=7fbfff00:200",
                  "--gtest_filter=*/convert_int_sat_rte_float", "--report-dir=" + dir.string()},
                 {}, dir / "log"));
  EXPECT_EQ(code, 1);
  const auto c = Cases(dir / "oclgrind" / "report.json").at("convert_int_sat_rte_float");
  EXPECT_EQ(c.at("verdict"), "fail");
  EXPECT_EQ(c.at("lanes"), 0x200);
  EXPECT_EQ(c.at("mismatched"), 0x200) << "every operand in the slice is a NaN";
  const auto& first = c.at("first_mismatches").at(0);
  EXPECT_EQ(first.at("input"), "0x7fbfff00");
  EXPECT_EQ(first.at("expected"), "0x00000000");
}

// An integer operand's scalar and 2-wide kernels take 4 lanes a work item (the builtin called
// on each part): a wrong result of one part, and of one lane of a 2-wide result, is found at
// its own lanes, and the correct neighbours in the same kernels pass lane for lane.
TEST(DigestPath, IntegerKernelsOfFourLanesAnItemFindTheWrongLanes) {
  const fs::path dir = Scratch("digest-packed");
  const std::string plant =
      Redefine("convert_short_sat", "int",
               "(short)(convert_short_sat(x) ^ (short)((x & 0xff) == 0x77))") +
      "short2 planted_odd(int2 x, short2 r) { r.y ^= (short)((x.y & 0xff) == 0x77); return r; }\n" +
      Redefine("convert_short2_sat", "int2", "planted_odd(x, convert_short2_sat(x))");
  // Operands 0x12340000 to 0x12340fff in order: 16 end in 0x77, all at odd lanes, all digested
  // (the last 16 lanes, which fill no 48-lane block, are read back).
  const int code =
      Wait(Start("Portable Computing Language",
                 {"--coverage=exhaustive", "--operand-range=12340000:1000",
                  "--gtest_filter=*/convert_short_sat_int:*/convert_short2_sat_int2:"
                  "*/convert_short_int:*/convert_short2_int2:*/convert_short4_sat_int4",
                  "--report-dir=" + dir.string()},
                 Source(plant), dir / "log"));
  EXPECT_EQ(code, 1);
  const auto cases = Cases(dir / "portable-computing-language" / "report.json");
  ASSERT_EQ(cases.size(), 5u);
  for (const auto& [name, c] : cases) {
    EXPECT_EQ(c.at("lanes"), 0x1000) << name;
    if (name != "convert_short_sat_int" && name != "convert_short2_sat_int2") {
      EXPECT_EQ(c.at("verdict"), "pass") << c.dump();
      continue;
    }
    EXPECT_EQ(c.at("verdict"), "fail") << c.dump();
    EXPECT_EQ(c.at("mismatched"), 16) << c.dump();
    for (const auto& m : c.at("first_mismatches")) {
      EXPECT_EQ(std::stoul(m.at("input").get<std::string>(), nullptr, 16) & 0xffu, 0x77u) << m;
      EXPECT_EQ(m.at("lane").get<std::uint64_t>() % 2, 1u) << m;
    }
  }
}

// Full coverage digests the edges from a table through the stream's own kernels: a wrong
// result on one edge is found there and judged lane by lane from read-back bits, and no
// buffer kernel of the digested variants is built (only the implementation-defined as_type
// pairs read the edges back).
TEST(DigestPath, AWrongEdgeIsFoundByTheEdgeDigests) {
  const fs::path dir = Scratch("digest-edges");
  const fs::path programs = dir / "programs";
  fs::create_directories(programs);
  // 0x4effffff (2147483520.0f, the largest float below 2^31) is one of the float edges.
  Plant plant = Source(Redefine("convert_int_rtz", "float",
                                "(convert_int_rtz(x) ^ (int)(as_uint(x) == 0x4effffffu))"));
  plant.record = programs.string();
  const int code = Wait(Start("Portable Computing Language",
                              {"--coverage=full", "--no-constant-path",
                               "--gtest_filter=*/convert_int_rtz_float:*/convert_int_float:"
                               "*/as_int4_float3",
                               "--report-dir=" + dir.string()},
                              plant, dir / "log"));
  EXPECT_EQ(code, 1);
  const auto cases = Cases(dir / "portable-computing-language" / "report.json");
  ASSERT_EQ(cases.size(), 3u);
  EXPECT_EQ(cases.at("convert_int_float").at("verdict"), "pass");
  EXPECT_EQ(cases.at("as_int4_float3").at("verdict"), "implementation-defined");
  const auto& c = cases.at("convert_int_rtz_float");
  EXPECT_EQ(c.at("verdict"), "fail") << c.dump();
  EXPECT_GE(c.at("mismatched").get<std::uint64_t>(), 1u) << c.dump();
  bool edge = false;
  for (const auto& m : c.at("first_mismatches")) edge = edge || m.at("input") == "0x4effffff";
  EXPECT_TRUE(edge) << c.dump();
  EXPECT_NE(c.dump().find("the edges by digest"), std::string::npos) << c.dump();
  // The only buffer kernels built read back the as_type pair, never a conversion.
  std::size_t texts = 0;
  for (const auto& entry : fs::directory_iterator(programs)) {
    std::ifstream in(entry.path());
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    ++texts;
    if (text.find("__kernel void b_float") == std::string::npos) continue;
    const std::string kernels = text.substr(text.find("__kernel"));  // after the plant's text
    EXPECT_EQ(kernels.find("convert_int"), std::string::npos) << entry.path();
    EXPECT_NE(kernels.find("as_int4"), std::string::npos) << entry.path();
  }
  EXPECT_GT(texts, 0u);
}

// A case that differs on the edges and in the stream is judged in both from one program: the
// judge kernels are built once for every segment (a failing device built one a segment).
TEST(DigestPath, EverySegmentIsJudgedByOneProgram) {
  const fs::path dir = Scratch("digest-judge-segments");
  const fs::path programs = dir / "programs";
  fs::create_directories(programs);
  // Wrong at the edge 0x4effffff, and on one random lane of 4096 (low bits 0x5a5: no edge).
  Plant plant = Source(Redefine("convert_int_rtz", "float",
                                "(convert_int_rtz(x) ^ (int)(as_uint(x) == 0x4effffffu || "
                                "(as_uint(x) & 0xfffu) == 0x5a5u))"));
  plant.record = programs.string();
  const int code =
      Wait(Start("Portable Computing Language",
                 {"--coverage=full", "--no-constant-path", "--gtest_filter=*/convert_int_rtz_float",
                  "--report-dir=" + dir.string()},
                 plant, dir / "log"));
  EXPECT_EQ(code, 1);
  const auto cases = Cases(dir / "portable-computing-language" / "report.json");
  const auto& c = cases.at("convert_int_rtz_float");
  EXPECT_EQ(c.at("verdict"), "fail") << c.dump();
  const std::string text = c.dump();
  EXPECT_NE(text.find("the edges by digest"), std::string::npos) << text;
  EXPECT_NE(text.find("seeded stream by digest"), std::string::npos) << text;
  bool edge = false;
  bool random = false;
  for (const auto& m : c.at("first_mismatches")) {
    const std::string input = m.at("input");
    edge = edge || input == "0x4effffff";
    random = random || input.substr(input.size() - 3) == "5a5";
  }
  EXPECT_TRUE(edge) << text;
  EXPECT_TRUE(random) << text;
  // One judge program, built again (the same text) by the child that confirms the failure.
  std::set<std::string> judges;
  for (const auto& entry : fs::directory_iterator(programs)) {
    std::ifstream in(entry.path());
    const std::string source((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
    if (source.find("void judge_float") != std::string::npos) judges.insert(source);
  }
  EXPECT_EQ(judges.size(), 1u);
}

// More differing variants of one width than one kernel holds (80 against 48): every one is
// judged lane by lane, in read-back kernels of kDigestKernelVariants variants at most.
TEST(DigestPath, ManyDifferingVariantsOfOneWidthAreAllJudged) {
  const fs::path dir = Scratch("digest-judge-many");
  std::string plant;
  std::set<std::string> planted;
  for (const char* t : {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong"}) {
    for (const char* sat : {"", "_sat"}) {
      for (const char* mode : {"", "_rte", "_rtz", "_rtp", "_rtn"}) {
        const std::string builtin = std::string("convert_") + t + sat + mode;
        // Every operand of the slice is about 1.0: its result's lowest bit flipped is wrong.
        plant += Redefine(builtin, "float", "(" + builtin + "(x) ^ (" + t + ")1)");
        planted.insert(builtin + "_float");
      }
    }
  }
  const int code = Wait(Start("Portable Computing Language",
                              {"--coverage=exhaustive", "--operand-range=3f800000:200",
                               "--gtest_filter=Convert/*_float", "--report-dir=" + dir.string()},
                              Source(plant), dir / "log"));
  EXPECT_EQ(code, 1);
  const auto cases = Cases(dir / "portable-computing-language" / "report.json");
  std::size_t failed = 0;
  for (const auto& [name, c] : cases) {
    if (planted.count(name) == 0) {
      EXPECT_NE(c.at("verdict"), "fail") << name;
      continue;
    }
    ++failed;
    EXPECT_EQ(c.at("verdict"), "fail") << name;
    EXPECT_EQ(c.at("lanes"), 0x200) << name;
    EXPECT_EQ(c.at("mismatched"), 0x200) << name << ": every lane judged";
  }
  EXPECT_EQ(failed, planted.size());
}

}  // namespace digest_test

namespace digest_test {

// A digest program of several cases a kernel that does not build: its words were the host's
// jobs, so its cases are planned again, each in kernels of its own where the log names none
// (a planted compile error): the one that does not build fails alone, and the cases that
// shared its kernels and columns are judged, each on every lane.
TEST(DigestPath, AProgramThatDoesNotBuildIsPlannedAgain) {
  const fs::path dir = Scratch("digest-build-failure");
  const std::vector<std::string> neighbours = {"convert_short_sat_rtz_uint",
                                               "convert_short_rtp_uint", "convert_int_uint",
                                               "convert_ushort_sat_rtp_uint"};
  std::string filter = "--gtest_filter=*/convert_short_sat_rtp_uint";
  for (const auto& n : neighbours) filter += ":*/" + n;
  const int code =
      Wait(Start("Portable Computing Language",
                 {"--coverage=exhaustive", "--operand-range=0:100000", "--no-constant-path", filter,
                  "--report-dir=" + dir.string()},
                 clc::testing_support::BuildFailure("convert_short_sat_rtp", "uint"), dir / "log"));
  EXPECT_EQ(code, 1) << "see " << (dir / "log");
  const auto cases = Cases(dir / "portable-computing-language" / "report.json");
  ASSERT_EQ(cases.size(), 5u);
  EXPECT_EQ(cases.at("convert_short_sat_rtp_uint").at("verdict"), "build-failure");
  for (const auto& n : neighbours) {
    EXPECT_EQ(cases.at(n).at("verdict"), "pass") << cases.at(n).dump(1);
    EXPECT_GE(cases.at(n).at("lanes").get<std::uint64_t>(), 0x100000u) << n;
  }
}

}  // namespace digest_test
