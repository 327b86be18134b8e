// Reproducing a failure, driven as a user would on PoCL and on Oclgrind, with a
// planted driver bug: the printed rerun line pasted in a clean shell with the README's
// environment reaches the same failure, and names no other device where the machine has
// another one first; the standalone reproducer (program.cl, repro.c) built with `cc` shows the
// report's bits; a failure is confirmed in a fresh process, and one that does not recur is
// flaky, not a pass.
#include <csignal>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "suites/tests/cli_run_helpers.h"

namespace repro_test {

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

// The README's command, `cc repro.c -lOpenCL -o repro && ./repro`, run in the reproducer's
// folder `repro` by a clean shell (env -i: PATH, HOME and `env` alone, no ICD loader variable).
Ran ReadmeCommand(const fs::path& repro, const std::map<std::string, std::string>& env) {
  const std::string readme = Slurp(repro / "README");
  const std::string command = "cc repro.c -lOpenCL -o repro && ./repro";
  EXPECT_NE(readme.find(command), std::string::npos) << readme;
  return CleanShell(command, repro, env, /*readme_env=*/false);
}

// The driver library a reproducer says it loads ("repro: the driver LIB, alone ...").
std::string DriverOf(const std::string& out) {
  const std::string key = "repro: the driver ";
  const std::size_t at = out.find(key);
  if (at == std::string::npos) return "(no driver named)";
  const std::size_t from = at + key.size();
  return out.substr(from, out.find(", alone", from) - from);
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
  const json report = Json(folder / "report.json");
  const json c = report["cases"][0];
  ASSERT_TRUE(c.contains("reproducer")) << c.dump();
  EXPECT_NE(r.out.find("reproducer: " + c["reproducer"].get<std::string>()), std::string::npos)
      << "the summary's cause names it: " << r.out;
  const fs::path repro = folder / c["reproducer"].get<std::string>();
  const std::string program = Slurp(repro / "program.cl");
  bool built = false;
  for (const auto& e : fs::directory_iterator(dir / "built")) built = built || Slurp(e) == program;
  EXPECT_TRUE(built) << "program.cl is not a program the run built";
  // Built and run as its README says, in a clean shell: it finds its driver by itself.
  const Ran shown = ReadmeCommand(repro, Planted(plant));
  EXPECT_EQ(shown.code, 1) << shown.out << shown.err;
  // The library the report names as the device's ICD, and no other.
  EXPECT_NE(report["device"]["icd"].get<std::string>().find(DriverOf(shown.out)), std::string::npos)
      << report["device"]["icd"] << "\n"
      << shown.out;
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
  const Ran fixed = CleanShell("./repro", repro, {}, /*readme_env=*/false);
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
// with one operand in every component would hide it and call the case flaky. So would a rerun
// line with one --input, or a reproducer with one: both give the work item's four operands,
// and both fail again.
TEST(Confirming, AComponentSwapIsConfirmedNotFlaky) {
  const fs::path dir = Scratch("component-swap");
  const std::map<std::string, std::string> swap =
      Planted(Redefine("convert_int4", "float4", "convert_int4(x).yxwz"));
  const Ran r =
      RunCase(kPoclTarget, dir, swap, {"--jobs=1", "--no-constant-path"}, "convert_int4_float4");
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  const json c = Json(dir / "R" / kPoclTarget.folder / "report.json")["cases"][0];
  EXPECT_EQ(c["verdict"], "fail") << c.dump();
  EXPECT_EQ(c.value("message", ""), "") << "confirmed: reported as first seen";
  EXPECT_NE(r.out.find(" children=2 "), std::string::npos)
      << "one child for the batch, one replaying its program: " << r.out;
  EXPECT_EQ(c["first_mismatches"][0]["item"].size(), 4u) << c["first_mismatches"][0].dump();
  const std::string line = FirstRerunLine(r.out);
  std::size_t inputs = 0;
  for (std::size_t at = line.find("--input="); at != std::string::npos;
       at = line.find("--input=", at + 1))
    ++inputs;
  EXPECT_EQ(inputs, 4u) << line;
  const Ran again =
      CleanShell(line + " --report-dir='" + (dir / "again").string() + "'", dir, swap);
  EXPECT_EQ(again.code, 1) << line << "\n" << again.out << again.err;
  // So does the reproducer: repro.c gives each failing lane's work item the run's operands.
  ASSERT_TRUE(c.contains("reproducer")) << c.dump();
  const Ran repro =
      ReadmeCommand(dir / "R" / kPoclTarget.folder / c["reproducer"].get<std::string>(), swap);
  EXPECT_EQ(repro.code, 1) << repro.out << repro.err;
  EXPECT_NE(repro.out.find("MISMATCH"), std::string::npos) << repro.out;
}

// At full coverage a float operand's stream is digested and a differing chunk read back by a
// judging kernel. A component swap found there is confirmed by replaying that kernel on the
// failing work items as its block held them (one child, a few lanes, not the case's 2^25
// lanes again), and stays a failure; the reproducer holds the judging kernel.
TEST(Confirming, ADigestPathFailureIsConfirmedByReplayingTheKernelThatReadItBack) {
  const fs::path dir = Scratch("digest-swap");
  const Ran r =
      RunCase(kPoclTarget, dir, Planted(Redefine("convert_int4", "float4", "convert_int4(x).yxwz")),
              {"--jobs=1", "--no-constant-path", "--coverage=full"}, "convert_int4_float4");
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  const json c = Json(dir / "R" / kPoclTarget.folder / "report.json")["cases"][0];
  EXPECT_EQ(c["verdict"], "fail") << c.dump();
  EXPECT_EQ(c.value("message", "").find("recur"), std::string::npos) << c.dump();
  EXPECT_NE(r.out.find(" children=2 "), std::string::npos)
      << "one child for the batch, one replaying its judging kernel: " << r.out;
  ASSERT_TRUE(c.contains("reproducer")) << c.dump();
  const std::string program =
      Slurp(dir / "R" / kPoclTarget.folder / c["reproducer"].get<std::string>() / "program.cl");
  EXPECT_NE(program.find("__kernel void judge_float4("), std::string::npos) << program;
}

// The same bug in the first process only: the replay of the judging kernel, each work item
// with the operands its block gave it, passes on the clean driver, so the case is flaky with
// both observations, not a pass (a replay with any other operands would mismatch and confirm).
TEST(Confirming, ADigestPathFailureThatDoesNotRecurIsFlakyNotAPass) {
  const fs::path dir = Scratch("digest-flaky");
  std::map<std::string, std::string> env =
      Planted(Redefine("convert_int4", "float4", "convert_int4(x).yxwz"));
  env["CLCONFORM_PLANT_ONCE"] = (dir / "planted-once").string();
  const Ran r =
      RunCase(kPoclTarget, dir, env, {"--jobs=1", "--coverage=full", "--no-constant-path"},
              "convert_int4_float4");
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  const json c = Json(dir / "R" / kPoclTarget.folder / "report.json")["cases"][0];
  EXPECT_EQ(c["verdict"], "flaky") << c.dump();
  EXPECT_NE(
      c.value("message", "")
          .find("replayed in a fresh process (the same kernel and lanes): pass, 0 of 8 lanes"),
      std::string::npos)
      << c.dump();
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

// The reproducer of a failure found on the digest path: the judging kernel that read it back.
TEST(Reproducers, TheDigestPathsReproducerShowsTheReportsBits) {
  ExpectTheReproducerShowsTheReportsBits(kPoclTarget, Scratch("repro-digest"), WrongRounding(),
                                         {"--coverage=full", "--no-constant-path"}, kCase);
}

// A case whose process dies on its constant path (a planted SIGKILL as its kernel runs) is a
// crash; its reproducer holds the program it died in, and built and run as its README says, it
// dies as the run did; without the plant the kernel runs to its end.
TEST(Reproducers, ACrashKeepsTheProgramItDiedIn) {
  const fs::path dir = Scratch("repro-crash");
  const std::map<std::string, std::string> kill = {{"LD_PRELOAD", CLCONFORM_PLANTED_DRIVER},
                                                   {"CLCONFORM_PLANT_KILL", "^c_ convert_int_rtp"}};
  const Ran r = RunCase(kOclgrindTarget, dir, kill);
  ASSERT_EQ(r.code, 1) << r.out << r.err;
  const json c = Json(dir / "R" / kOclgrindTarget.folder / "report.json")["cases"][0];
  EXPECT_EQ(c["verdict"], "crash") << c.dump();
  ASSERT_TRUE(c.contains("reproducer")) << c.dump();
  const fs::path repro = dir / "R" / kOclgrindTarget.folder / c["reproducer"].get<std::string>();
  EXPECT_NE(Slurp(repro / "program.cl").find("convert_int_rtp("), std::string::npos);
  const Ran died = ReadmeCommand(repro, kill);
  EXPECT_EQ(died.code, 128 + SIGKILL) << died.out << died.err;
  EXPECT_NE(died.out.find("repro: running the kernel"), std::string::npos) << died.out;
  const Ran ran = CleanShell("./repro", repro, {}, /*readme_env=*/false);
  EXPECT_EQ(ran.code, 0) << ran.out << ran.err;
}

// A case the compiler rejects (a planted call of a function that does not exist) keeps the
// program of it alone and the build log; its reproducer fails to build it (exit 1) with the
// plant, and builds it (exit 0) without.
TEST(Reproducers, ABuildFailureKeepsTheRejectedProgramAndItsLog) {
  const fs::path dir = Scratch("repro-build");
  const std::map<std::string, std::string> reject = {
      {"LD_PRELOAD", CLCONFORM_PLANTED_DRIVER},
      {"CLCONFORM_PLANT_REPLACE", "convert_int_rtp( => convert_int_nowhere("}};
  const Ran r = RunCase(kOclgrindTarget, dir, reject);
  ASSERT_EQ(r.code, 1) << r.out << r.err;
  const json c = Json(dir / "R" / kOclgrindTarget.folder / "report.json")["cases"][0];
  EXPECT_EQ(c["verdict"], "build-failure") << c.dump();
  ASSERT_TRUE(c.contains("reproducer")) << c.dump();
  const fs::path repro = dir / "R" / kOclgrindTarget.folder / c["reproducer"].get<std::string>();
  EXPECT_NE(Slurp(repro / "program.cl").find("convert_int_rtp("), std::string::npos);
  EXPECT_NE(Slurp(repro / "build.log").find("convert_int_nowhere"), std::string::npos)
      << Slurp(repro / "build.log");
  const Ran failed = ReadmeCommand(repro, reject);
  EXPECT_EQ(failed.code, 1) << failed.out << failed.err;
  EXPECT_NE(failed.out.find("did not build"), std::string::npos) << failed.out;
  const Ran built = CleanShell("./repro", repro, {}, /*readme_env=*/false);
  EXPECT_EQ(built.code, 0) << built.out << built.err;
}

// PoCL's library, as Debian installs it.
fs::path PoclLibrary() {
  std::string name = Slurp(fs::path(CLCONFORM_SOURCE_DIR) / ".vendors" / "pocl.icd");
  name = name.substr(0, name.find('\n'));
  for (const char* dir : {"/usr/lib/x86_64-linux-gnu", "/lib/x86_64-linux-gnu"}) {
    if (fs::exists(fs::path(dir) / name)) return fs::canonical(fs::path(dir) / name);
  }
  return name;
}

// A run on a driver library that --icd names (a copy of PoCL's at another path, laid out as an
// install, while the system registers its own PoCL): the reproducer, built and run as its
// README says in a clean shell, loads that copy alone and shows the mismatch.
TEST(Reproducers, AnIcdLibrarysReproducerLoadsThatLibrary) {
  const fs::path dir = Scratch("repro-icd");
  const fs::path pocl = PoclLibrary();
  ASSERT_TRUE(fs::exists(pocl)) << pocl;
  const fs::path lib = dir / "copy" / "lib" / "x86_64-linux-gnu";
  fs::create_directories(lib);
  fs::create_directories(dir / "copy" / "share");
  fs::copy_file(pocl, lib / "libpocl-copy.so");
  fs::create_directory_symlink(pocl.parent_path() / "pocl", lib / "pocl");
  fs::create_directory_symlink("/usr/share/pocl", dir / "copy" / "share" / "pocl");
  const std::string copy = (lib / "libpocl-copy.so").string();
  const Ran r = RunCase(kPoclTarget, dir, Planted(WrongRounding()), {"--icd=" + copy});
  ASSERT_EQ(r.code, 1) << r.out << r.err;
  const json c = Json(dir / "R" / kPoclTarget.folder / "report.json")["cases"][0];
  ASSERT_TRUE(c.contains("reproducer")) << c.dump();
  const fs::path repro = dir / "R" / kPoclTarget.folder / c["reproducer"].get<std::string>();
  EXPECT_NE(Slurp(repro / "README").find(copy), std::string::npos) << Slurp(repro / "README");
  const Ran shown = ReadmeCommand(repro, Planted(WrongRounding()));
  EXPECT_EQ(shown.code, 1) << shown.out << shown.err;
  EXPECT_EQ(DriverOf(shown.out), copy) << shown.out;
  EXPECT_NE(shown.out.find("MISMATCH"), std::string::npos) << shown.out;
}

}  // namespace repro_test
