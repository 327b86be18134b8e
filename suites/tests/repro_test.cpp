// Issue 29's "reproducing a failure", driven as a user would on PoCL and on Oclgrind, with a
// planted driver bug: the printed rerun line pasted in a clean shell with the README's
// environment reaches the same failure, and names no other device where the machine has
// another one first; the standalone reproducer (program.cl, repro.c) built with `cc` shows the
// report's bits; a failure is confirmed in a fresh process, and one that does not recur is
// flaky, not a pass.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "suites/tests/cli_run_helpers.h"

namespace {

using namespace clc::testing_support;
using nlohmann::json;

const char* const kCase = "convert_int_rtp_float";

// convert_int_rtp(float) rounds toward zero: wrong lanes on both paths (not _rte, whose folded
// constants crash PoCL 3.1 itself).
std::string WrongRounding() { return Redefine("convert_int_rtp", "float", "convert_int_rtz(x)"); }

std::map<std::string, std::string> Planted(const std::string& plant) {
  return {{"LD_PRELOAD", CLCONFORM_PLANTED_DRIVER}, {"CLCONFORM_PLANT", plant}};
}

struct Target {
  const char* selector;
  const char* folder;  // the report folder's name
};
const Target kPoclTarget = {"Portable Computing Language", "portable-computing-language"};
const Target kOclgrindTarget = {"Oclgrind", "oclgrind"};

json Json(const fs::path& p) {
  std::ifstream in(p);
  return json::parse(in);
}

// One case on `d` with `env` added (the planted driver rewrites source builds: no cache).
Ran RunCase(const Target& d, const fs::path& dir, std::map<std::string, std::string> env,
            std::vector<std::string> more = {}, const std::string& name = kCase) {
  fs::create_directories(dir / "tmp");
  env.emplace("TMPDIR", (dir / "tmp").string());
  std::vector<std::string> args = {std::string("--device=") + d.selector,
                                   "--gtest_filter=*/" + name, "--no-program-cache",
                                   "--report-dir=" + (dir / "R").string()};
  args.insert(args.end(), more.begin(), more.end());
  return RunTool(CLCONFORM_BINARY, args, env, dir);
}

std::string FirstRerunLine(const std::string& out) {
  const std::size_t at = out.find("rerun: ");
  if (at == std::string::npos) return "";
  return out.substr(at + 7, out.find('\n', at) - at - 7);
}

// `command` run by bash in an environment holding only PATH and `env`, after the README's
// `source scripts/env.sh` when `readme_env`.
Ran CleanShell(const std::string& command, const fs::path& dir,
               const std::map<std::string, std::string>& env, bool readme_env = true) {
  std::vector<std::string> args = {"-i", "PATH=" + std::string(std::getenv("PATH")),
                                   "HOME=" + dir.string()};
  for (const auto& [k, v] : env) args.push_back(k + "=" + v);
  const std::string prefix =
      readme_env ? "source '" + std::string(CLCONFORM_SOURCE_DIR) + "/scripts/env.sh' && " : "";
  args.insert(args.end(), {"bash", "-c", prefix + "cd '" + dir.string() + "' && " + command});
  return RunTool("/usr/bin/env", args, {}, dir);
}

class Reproducing : public ::testing::TestWithParam<Target> {};

// The printed rerun line, pasted in a clean shell, ends as the run did: exit 1, the same
// verdict and the same first wrong lane; the failure was confirmed in a second child.
TEST_P(Reproducing, ThePastedRerunLineReproducesTheFailure) {
  const Target d = GetParam();
  const fs::path dir = Scratch(std::string("rerun-") + d.folder);
  const Ran r = RunCase(d, dir, Planted(WrongRounding()));
  ASSERT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find(" children=2 "), std::string::npos)
      << "one child for the batch, one to confirm its failure: " << r.out;
  const json first = Json(dir / "R" / d.folder / "report.json")["cases"][0];
  EXPECT_EQ(first["verdict"], "fail") << "a steady bug stays a failure once confirmed";
  const std::string line = FirstRerunLine(r.out);
  ASSERT_FALSE(line.empty()) << r.out;
  EXPECT_NE(line.find(std::string(CLCONFORM_BINARY) + "'"), std::string::npos)
      << "the program that ran, not build/clconform: " << line;
  EXPECT_NE(line.find("--device='="), std::string::npos) << line;
  const Ran again = CleanShell(line + " --report-dir='" + (dir / "again").string() + "'", dir,
                               Planted(WrongRounding()));
  EXPECT_EQ(again.code, 1) << line << "\n" << again.out << again.err;
  const fs::path report = dir / "again" / d.folder / "report.json";
  ASSERT_TRUE(fs::exists(report)) << line << "\n" << again.out << again.err;
  const json rerun = Json(report)["cases"][0];
  EXPECT_EQ(rerun["verdict"], "fail") << line;
  const json& lane = first["first_mismatches"][0];
  bool seen = false;
  for (const json& m : rerun["first_mismatches"]) {
    seen = seen || (m["input"] == lane["input"] && m["got"] == lane["got"] &&
                    m["expected"] == lane["expected"]);
  }
  EXPECT_TRUE(seen) << lane.dump() << " not in " << rerun["first_mismatches"].dump();
}

// The reproducer of a run of `more` with `plant` holds the program clconform built, byte for
// byte; its repro.c, compiled with cc and run with the same planted driver, prints the report's
// input, expected and returned bits and exits 1; on the driver without the plant every lane
// is ok.
void ExpectTheReproducerShowsTheReportsBits(const Target& d, const fs::path& dir,
                                            const std::string& plant,
                                            const std::vector<std::string>& more,
                                            const std::string& name) {
  std::map<std::string, std::string> env = Planted(plant);
  env["CLCONFORM_RECORD_PROGRAMS"] = (dir / "built").string();
  fs::create_directories(dir / "built");
  const Ran r = RunCase(d, dir, env, more, name);
  ASSERT_EQ(r.code, 1) << r.out << r.err;
  const fs::path folder = dir / "R" / d.folder;
  const json c = Json(folder / "report.json")["cases"][0];
  ASSERT_TRUE(c.contains("reproducer")) << c.dump();
  EXPECT_NE(r.out.find("reproducer: " + c["reproducer"].get<std::string>()), std::string::npos)
      << "the summary's cause names it: " << r.out;
  const fs::path repro = folder / c["reproducer"].get<std::string>();
  const std::string program = Slurp(repro / "program.cl");
  bool built = false;
  for (const auto& e : fs::directory_iterator(dir / "built")) built = built || Slurp(e) == program;
  EXPECT_TRUE(built) << "program.cl is not a program the run built";
  const Ran cc = RunTool("/usr/bin/cc",
                         {"-std=c99", "-Wall", "-o", (repro / "repro").string(),
                          (repro / "repro.c").string(), "-lOpenCL"},
                         {}, dir);
  ASSERT_EQ(cc.code, 0) << cc.out << cc.err;
  const Ran shown =
      RunTool((repro / "repro").string(), {(repro / "program.cl").string()}, Planted(plant), dir);
  EXPECT_EQ(shown.code, 1) << shown.out << shown.err;
  const bool constant = c["first_mismatches"][0]["constant_path"].get<bool>();
  std::size_t lanes = 0;
  for (const json& m : c["first_mismatches"]) {
    if (m["constant_path"].get<bool>() != constant) continue;
    ++lanes;
    const std::string want = "lane " + std::to_string(m["lane"].get<std::uint64_t>()) + ": input " +
                             m["input"].get<std::string>() + " expected " +
                             m["expected"].get<std::string>() + " got " +
                             m["got"].get<std::string>() + " MISMATCH";
    EXPECT_NE(shown.out.find(want), std::string::npos) << want << " not in:\n" << shown.out;
  }
  EXPECT_GT(lanes, 0u);
  const Ran fixed = RunTool((repro / "repro").string(), {(repro / "program.cl").string()}, {}, dir);
  EXPECT_EQ(fixed.code, 0) << "without the planted bug the driver conforms:\n"
                           << fixed.out << fixed.err;
}

// The folded constants' kernel, run as it was built.
TEST_P(Reproducing, TheConstantPathsReproducerShowsTheReportsBits) {
  const Target d = GetParam();
  ExpectTheReproducerShowsTheReportsBits(d, Scratch(std::string("repro-c-") + d.folder),
                                         WrongRounding(), {}, kCase);
}

// A vector kernel of the buffer path, each failing operand in its lane of one work item.
TEST_P(Reproducing, TheBufferPathsReproducerShowsTheReportsBits) {
  const Target d = GetParam();
  ExpectTheReproducerShowsTheReportsBits(
      d, Scratch(std::string("repro-b-") + d.folder),
      Redefine("convert_int4_rtp", "float4", "convert_int4_rtz(x)"), {"--no-constant-path"},
      "convert_int4_rtp_float4");
}

INSTANTIATE_TEST_SUITE_P(Devices, Reproducing, ::testing::Values(kPoclTarget, kOclgrindTarget),
                         [](const ::testing::TestParamInfo<Target>& i) {
                           return std::string(i.param.folder == kPoclTarget.folder ? "PoCL"
                                                                                   : "Oclgrind");
                         });

// Oclgrind's rerun line, pasted where Oclgrind is gone and PoCL is the first device, names no
// device: exit 4 with a line saying so, never a run on PoCL that passes.
TEST(RerunLine, NamesNoOtherDeviceWhereTheDeviceIsGone) {
  const fs::path dir = Scratch("rerun-gone");
  const fs::path vendors = dir / "vendors";
  fs::create_directories(vendors);
  for (const char* icd : {"oclgrind.icd", "pocl.icd"}) {
    fs::copy_file(fs::path(std::getenv("OCL_ICD_VENDORS")) / icd, vendors / icd);
  }
  std::map<std::string, std::string> env = Planted(WrongRounding());
  env["OCL_ICD_VENDORS"] = vendors.string();
  env["OCL_ICD_FILENAMES"] = "";
  const Ran r = RunCase(kOclgrindTarget, dir, env);
  ASSERT_EQ(r.code, 1) << r.out << r.err;
  const std::string line = FirstRerunLine(r.out);
  ASSERT_FALSE(line.empty()) << r.out;
  fs::remove(vendors / "oclgrind.icd");
  const Ran again = CleanShell(line, dir, Planted(WrongRounding()), /*readme_env=*/false);
  EXPECT_EQ(again.code, 4) << line << "\n" << again.out << again.err;
  EXPECT_NE(again.err.find("no device matches '=Oclgrind / "), std::string::npos) << again.err;
  EXPECT_EQ(again.out.find("PASSED"), std::string::npos) << again.out;
}

// A bug that shows only in the first process: the failure does not recur in the confirming
// child, so the case is flaky with both observations, and the run does not pass.
TEST(Confirming, AFailureThatDoesNotRecurIsFlakyNotAPass) {
  const fs::path dir = Scratch("flaky");
  std::map<std::string, std::string> env = Planted(WrongRounding());
  env["CLCONFORM_PLANT_ONCE"] = (dir / "planted-once").string();
  const Ran r = RunCase(kPoclTarget, dir, env, {"--jobs=1"});
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_TRUE(fs::exists(dir / "planted-once")) << "the plant was active once";
  const json c = Json(dir / "R" / kPoclTarget.folder / "report.json")["cases"][0];
  EXPECT_EQ(c["verdict"], "flaky") << c.dump();
  const std::string message = c.value("message", "");
  EXPECT_NE(message.find("first run: fail"), std::string::npos) << message;
  EXPECT_NE(message.find("replayed in a fresh process (the same kernel and lanes): pass"),
            std::string::npos)
      << message;
  EXPECT_GT(c["mismatched"].get<std::uint64_t>(), 0u) << "the first observation's lanes stay";
  EXPECT_NE(r.out.find("is flaky"), std::string::npos) << r.out;
}

// A driver that returns a vector's components in another order (convert_int4 of a float4 with
// its components swapped pairwise): on the buffer path each lane's operand differs from its
// neighbours', so the bug shows; the replay that confirms it lays out each failing work item as
// the chunk had it, every component with its own operand, where the bug shows again. A replay
// with one operand in every component would hide it and call the case flaky.
TEST(Confirming, AComponentSwapIsConfirmedNotFlaky) {
  const fs::path dir = Scratch("component-swap");
  const Ran r =
      RunCase(kPoclTarget, dir, Planted(Redefine("convert_int4", "float4", "convert_int4(x).yxwz")),
              {"--jobs=1", "--no-constant-path"}, "convert_int4_float4");
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  const json c = Json(dir / "R" / kPoclTarget.folder / "report.json")["cases"][0];
  EXPECT_EQ(c["verdict"], "fail") << c.dump();
  EXPECT_EQ(c.value("message", ""), "") << "confirmed: reported as first seen";
  EXPECT_NE(r.out.find(" children=2 "), std::string::npos)
      << "one child for the batch, one replaying its program: " << r.out;
}

// A bug that shows only in a program holding more than the failing case (the plant goes only
// into programs that also call convert_short, as NVIDIA's constant folder got
// convert_float_rtz(-DBL_MAX) wrong only in the run's whole kernel): confirmation replays the
// program the run built, where the bug is, so the failure stands; a program regenerated for the
// failing case alone would not show it and would call it flaky.
TEST_P(Reproducing, AFailureThatNeedsTheWholeProgramIsConfirmedNotFlaky) {
  const Target d = GetParam();
  const fs::path dir = Scratch(std::string("whole-program-") + d.folder);
  std::map<std::string, std::string> env = Planted(WrongRounding());
  env["CLCONFORM_PLANT_ONLY"] = "convert_short[(]";
  const Ran r = RunCase(d, dir, env, {"--jobs=1"}, std::string(kCase) + ":*/convert_short_float");
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  const json report = Json(dir / "R" / d.folder / "report.json");
  std::map<std::string, json> cases;
  for (const json& c : report["cases"]) cases[c["case"].get<std::string>()] = c;
  ASSERT_EQ(cases.count(kCase), 1u) << r.out;
  const json& c = cases.at(kCase);
  EXPECT_EQ(c["verdict"], "fail") << c.dump();
  EXPECT_EQ(c.value("message", ""), "") << "confirmed: reported as first seen";
  EXPECT_EQ(cases.at("convert_short_float")["verdict"], "pass");
  EXPECT_NE(r.out.find(" children=2 "), std::string::npos)
      << "one child for the batch, one replaying its program: " << r.out;
}

}  // namespace
