// The console a CI log gets: progress lines, one line per failing case, GoogleTest's totals and
// then the summary, last; GoogleTest's lines for every case only on request (--verbose, or
// GoogleTest's own --gtest_brief).
#include <sstream>

#include <gtest/gtest.h>

#include "suites/tests/cli_run_helpers.h"

namespace console_test {

using namespace clc::testing_support;

const char* const kFilter =
    "--gtest_filter=*/convert_int_rtz_float:*/as_uint_float:*/convert_int_rte_short";

// A run on PoCL whose convert_int_rtz(float) returns 0: one failing case of three.
Ran RunPlanted(const std::string& name, std::vector<std::string> extra) {
  const fs::path dir = Scratch(name);
  fs::create_directories(dir / "tmp");
  std::vector<std::string> args = {"--device=Portable", kFilter, "--no-program-cache",
                                   "--report-dir=" + (dir / "R").string()};
  args.insert(args.end(), extra.begin(), extra.end());
  return RunTool(CLCONFORM_BINARY, args,
                 {{"LD_PRELOAD", CLCONFORM_PLANTED_DRIVER},
                  {"CLCONFORM_PLANT", Redefine("convert_int_rtz", "float", "0")},
                  {"CLCONFORM_PLANT_KILL", ""},
                  {"TMPDIR", (dir / "tmp").string()}},
                 dir);
}

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

std::size_t Starting(const std::vector<std::string>& lines, const std::string& prefix) {
  std::size_t n = 0;
  for (const auto& l : lines) n += l.rfind(prefix, 0) == 0 ? 1 : 0;
  return n;
}

TEST(Console, QuietByDefaultWithTheSummaryLast) {
  const Ran r = RunPlanted("console-quiet", {});
  ASSERT_EQ(r.code, 1) << r.out << r.err;
  const std::vector<std::string> lines = Lines(r.out);
  EXPECT_EQ(Starting(lines, "[ RUN"), 0u) << r.out;
  EXPECT_EQ(Starting(lines, "[       OK"), 0u) << r.out;
  EXPECT_EQ(Starting(lines,
                     "[  FAILED  ] Convert/ConvertTest.Conforms/convert_int_rtz_float: "
                     "convert_int_rtz_float on "),
            1u)
      << "one line for the failing case, saying what failed:\n"
      << r.out;
  EXPECT_EQ(Starting(lines, "  "), 0u) << "no lane-by-lane detail on the console:\n" << r.out;
  EXPECT_EQ(Starting(lines, "[  PASSED  ] 2 tests."), 1u) << r.out;
  EXPECT_NE(r.out.find("1 FAILED TEST"), std::string::npos) << r.out;
  std::size_t first = lines.size();
  for (std::size_t i = 0; i < lines.size() && first == lines.size(); ++i) {
    if (lines[i].rfind("[ summary", 0) == 0) first = i;
  }
  ASSERT_LT(first, lines.size()) << r.out;
  for (std::size_t i = first; i < lines.size(); ++i)
    EXPECT_EQ(lines[i].rfind("[ summary", 0), 0u) << "after the summary: " << lines[i];
  EXPECT_NE(r.out.find("rerun: "), std::string::npos) << "the summary keeps the rerun line:\n"
                                                      << r.out;
}

TEST(Console, GoogleTestsLinesOnRequest) {
  const Ran verbose = RunPlanted("console-verbose", {"--verbose"});
  ASSERT_EQ(verbose.code, 1) << verbose.out << verbose.err;
  EXPECT_EQ(Starting(Lines(verbose.out), "[ RUN      ]"), 3u) << verbose.out;
  EXPECT_EQ(Starting(Lines(verbose.out), "[       OK ]"), 2u) << verbose.out;
  // GoogleTest's own brief printer: its line for the failing case, none for the others.
  const Ran brief = RunPlanted("console-brief", {"--gtest_brief=1"});
  ASSERT_EQ(brief.code, 1) << brief.out << brief.err;
  EXPECT_EQ(Starting(Lines(brief.out), "[ RUN      ]"), 0u) << brief.out;
  EXPECT_NE(brief.out.find("where GetParam() = convert_int_rtz_float"), std::string::npos)
      << brief.out;
}

// A run over several devices runs each in a process of its own: the console hears each
// one's progress every 10 s (here a hang keeps both busy past 10 s: a 15 s timeout, then its
// confirmation), not only their ends.
TEST(Console, ARunOverSeveralDevicesRelaysTheirProgress) {
  const fs::path dir = Scratch("console-devices");
  fs::create_directories(dir / "tmp");
  const Ran r = RunTool(CLCONFORM_BINARY,
                        {"--device=Portable", "--gtest_filter=*/convert_int_rtz_float",
                         "--case-timeout=15", "--no-program-cache", "--no-constant-path"},
                        {{"LD_PRELOAD", CLCONFORM_PLANTED_DRIVER},
                         {"CLCONFORM_PLANT", Hang("convert_int_rtz", "float").source},
                         {"CLCONFORM_PLANT_KILL", ""},
                         {"POCL_DEVICES", "pthread pthread"},
                         {"TMPDIR", (dir / "tmp").string()}},
                        dir);
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  std::size_t devices = 0;
  for (const std::string& line : Lines(r.out)) {
    if (line.rfind("[ device   ] #", 0) != 0) continue;
    ++devices;
    const std::string index = line.substr(14, line.find(' ', 14) - 14);
    EXPECT_NE(r.out.find("[ progress ] #" + index + " 0/1 cases"), std::string::npos)
        << "device #" << index << ":\n"
        << r.out;
  }
  EXPECT_EQ(devices, 2u) << r.out;
}

// CL_DEVICE_TYPE, CL_PLATFORM_INDEX and CL_DEVICE_INDEX are the CTS's: without --device a
// run refuses them, saying what to use; with --device it runs, and says they are not read.
TEST(Console, CtsDeviceVariables) {
  const fs::path dir = Scratch("cts-variables");
  const std::map<std::string, std::string> env = {{"CL_DEVICE_TYPE", "gpu"},
                                                  {"TMPDIR", dir.string()}};
  const Ran refused = RunTool(CLCONFORM_BINARY, {"--gtest_filter=*/as_uint_float"}, env, dir);
  EXPECT_EQ(refused.code, 2) << refused.out << refused.err;
  EXPECT_NE(refused.err.find("CL_DEVICE_TYPE=gpu: "), std::string::npos) << refused.err;
  EXPECT_NE(refused.err.find("--device=INDEX"), std::string::npos) << refused.err;
  const Ran listed = RunTool(CLCONFORM_BINARY, {"--list-devices", "--device=Portable"}, env, dir);
  EXPECT_EQ(listed.code, 0) << listed.out << listed.err;
  EXPECT_NE(listed.err.find("CL_DEVICE_TYPE=gpu not read"), std::string::npos) << listed.err;
}

}  // namespace console_test
