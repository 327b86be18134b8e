// A few hundred generated command lines (flags, values, paths, environment) against
// build/clconform: each ends with a documented exit code (2 whenever it holds a malformed
// flag), never a signal, an abort or a sanitizer report, says what went wrong in a line that
// starts "clconform:", and leaves no file it was not asked to write and no temporary folder.
// Runs that get past the command line check one or two cheap cases on PoCL.
#include <algorithm>
#include <random>
#include <set>

#include <gtest/gtest.h>

#include "suites/tests/cli_run_helpers.h"

namespace {

using namespace clc::testing_support;

struct Token {
  std::string text;  // "@" stands for the line's scratch folder
  enum Kind { kFine, kMalformed, kMalformedForGoogleTest } kind = kFine;
};

const std::vector<Token>& Pool() {
  static const std::vector<Token> kPool = {
      // Fine values (whether they are usable depends on the rest of the line).
      {"--coverage=quick"},
      {"--coverage=full"},
      {"--seed=1"},
      {"--seed=18446744073709551615"},
      {"--input=0x3f800000"},
      {"--input=0x1"},
      {"--input=0xffffffffffffffff"},
      {"--no-constant-path"},
      {"--case-timeout=30"},
      {"--jobs=1"},
      {"--jobs=64"},
      {"--operand-range=0:30"},
      {"--operand-range=ffffff00:100"},
      {"--resume"},
      {"--report-dir=@/R"},
      {"--report-dir=@/afile"},
      {"--report-dir=@/R/deeper/still"},
      {"--report-dir=@/with space"},
      {"--report-dir=@/caf\xc3\xa9"},
      {"--write-expectations=@/E"},
      {"--write-expectations=@/afile"},
      {"--expectations-dir=@/X"},
      {"--expectations-dir=@/bad"},
      {"--dump-kernels=@/K"},
      {"--dump-kernels=@/afile"},
      {"--list-devices"},
      {"--help"},
      {"--device=Oclgrind"},
      {"--device=nonesuch"},
      {"--device=99"},
      {"--device=-1"},
      {"--gtest_filter=*/convert_int9_float-*", Token::kMalformedForGoogleTest},
      {"--gtest_filter=convert_int_float"},
      {"--gtest_filter=*/nothing_like_a_case*"},
      {"--gtest_filter=*/as_uint_int:*/convert_half_rtn_uint"},
      {"--gtest_filter=-*"},
      {"--gtest_shuffle"},
      {"--gtest_repeat=2", Token::kMalformedForGoogleTest},
      {"--gtest_brief=1"},
      // Malformed: exit 2 whatever else the line holds.
      {"--coverage=bogus", Token::kMalformed},
      {"--coverage=", Token::kMalformed},
      {"--seed=abc", Token::kMalformed},
      {"--seed=123456789012345678901", Token::kMalformed},
      {"--seed=-3", Token::kMalformed},
      {"--input=zz", Token::kMalformed},
      {"--input=0x", Token::kMalformed},
      {"--input=0x12345678901234567", Token::kMalformed},
      {"--case-timeout=0", Token::kMalformed},
      {"--case-timeout=1.5", Token::kMalformed},
      {"--case-timeout=99999999", Token::kMalformed},
      {"--jobs=0", Token::kMalformed},
      {"--jobs=999", Token::kMalformed},
      {"--jobs=x", Token::kMalformed},
      {"--operand-range=x", Token::kMalformed},
      {"--operand-range=10", Token::kMalformed},
      {"--operand-range=0:0", Token::kMalformed},
      {"--operand-range=ffffffff:2", Token::kMalformed},
      {"--report-dir=", Token::kMalformed},
      {"--dump-kernels=", Token::kMalformed},
      {"--expectations-dir=@/missing", Token::kMalformed},
      {"--device=", Token::kMalformed},
      {"--device", Token::kMalformed},  // last on the line: no value
      {"--unknown-flag", Token::kMalformedForGoogleTest},
      {"positional", Token::kMalformedForGoogleTest},
      {"-x", Token::kMalformedForGoogleTest},
  };
  return kPool;
}

struct Env {
  std::string name;
  std::string value;  // "@" as above
};

const std::vector<Env>& Environments() {
  static const std::vector<Env> kEnv = {
      {"OCL_ICD_VENDORS", "@/novendors"},  // an empty folder: no platform
      {"OCL_ICD_VENDORS", "@/broken"},     // an ICD naming a library that does not exist
      {"TMPDIR", "@/afile"},               // no temporary folder can be made
      {"TMPDIR", "@/nonexistent"},
      {"GTEST_TOTAL_SHARDS", "2"},
      {"POCL_DEVICES", "pthread pthread"},
  };
  return kEnv;
}

std::string Expand(std::string s, const fs::path& dir) {
  for (std::size_t at = s.find('@'); at != std::string::npos; at = s.find('@', at + 1)) {
    s.replace(at, 1, dir.string());
  }
  return s;
}

// The paths a line may write under its folder.
std::set<std::string> Allowed(const std::vector<std::string>& args, const fs::path& dir) {
  std::set<std::string> ok = {"stdout", "stderr",    "tmp",    "afile",
                              "X",      "novendors", "broken", "bad"};
  for (const auto& a : args) {
    const std::size_t at = a.find(dir.string() + "/");
    if (at == std::string::npos) continue;
    const std::string rest = a.substr(at + dir.string().size() + 1);
    ok.insert(rest.substr(0, rest.find('/')));
  }
  return ok;
}

void Prepare(const fs::path& dir) {
  fs::create_directories(dir / "tmp");
  fs::create_directories(dir / "X");
  fs::create_directories(dir / "novendors");
  fs::create_directories(dir / "broken");
  std::ofstream(dir / "afile") << "not a folder\n";
  std::ofstream(dir / "broken" / "broken.icd") << "/nonexistent/libbroken.so\n";
  std::ofstream(dir / "X" / "portable-computing-language.txt") << "convert_int_float skip  # why\n";
  fs::create_directories(dir / "bad");
  std::ofstream(dir / "bad" / "portable-computing-language.txt") << "not an entry at all\n";
}

// The lines are made in one sequence and run in kShards shards, each a test of its own, so
// that ctest runs them side by side (one test of them all was the sanitizer run's longest).
constexpr int kShards = 3;
class CommandLines : public ::testing::TestWithParam<int> {};

TEST_P(CommandLines, EveryGeneratedLineEndsWithADocumentedCode) {
  const int lines = 240;
  std::mt19937 random(2026);
  const fs::path root = Scratch("robustness-" + std::to_string(GetParam()));
  std::map<int, int> codes;
  for (int n = 0; n < lines; ++n) {
    const fs::path dir = root / std::to_string(n);
    std::vector<std::string> args;
    bool malformed = false;
    bool malformed_for_gtest = false;
    bool help = false;
    const int count = 1 + static_cast<int>(random() % 4);
    for (int i = 0; i < count; ++i) {
      const Token& t = Pool()[random() % Pool().size()];
      if (t.text == "--device" && i != count - 1) continue;
      args.push_back(Expand(t.text, dir));
      malformed = malformed || t.kind == Token::kMalformed;
      malformed_for_gtest = malformed_for_gtest || t.kind == Token::kMalformedForGoogleTest;
      help = help || t.text == "--help";
    }
    // Most lines are meant to fail early; the rest check cheap cases on PoCL only.
    const bool device_given = std::any_of(
        args.begin(), args.end(), [](const std::string& a) { return a.rfind("--device", 0) == 0; });
    if (!device_given) args.insert(args.begin(), "--device=Portable");
    const bool filter_given = std::any_of(args.begin(), args.end(), [](const std::string& a) {
      return a.rfind("--gtest_filter", 0) == 0;
    });
    if (!filter_given) args.push_back("--gtest_filter=*/as_uint_int:*/convert_char_rtz_uchar");
    if (!malformed) args.push_back("--coverage=quick");  // last wins: full stays cheap
    std::map<std::string, std::string> env = {{"TMPDIR", (dir / "tmp").string()}};
    if (random() % 4 == 0) {
      const Env& e = Environments()[random() % Environments().size()];
      env[e.name] = Expand(e.value, dir);
    }
    if (n % kShards != GetParam()) continue;  // every line made, for the same sequence
    Prepare(dir);
    std::string line;
    for (const auto& [k, v] : env) line += k + "='" + v + "' ";
    for (const auto& a : args) line += "'" + a + "' ";
    const Ran r = RunTool(CLCONFORM_BINARY, args, env, dir);
    ++codes[r.code];
    SCOPED_TRACE(line + "\nstdout:\n" + r.out.substr(0, 2000) + "\nstderr:\n" + r.err);
    EXPECT_TRUE(r.code >= 0 && r.code <= 9) << "exit " << r.code;
    if (malformed || (malformed_for_gtest && !help)) {
      EXPECT_EQ(r.code, 2);
    }
    for (const char* bad : {"Sanitizer", "runtime error:", "terminate called", "Aborted",
                            "what():", "Segmentation"}) {
      EXPECT_EQ(r.err.find(bad), std::string::npos) << bad;
    }
    if (r.code >= 2) {
      EXPECT_EQ(r.err.rfind("clconform: ", 0), 0u) << "a failure says why, first";
      // One line, or two; details under a line (the devices when none matches --device, the
      // ICDs that were skipped when no platform loads) are indented.
      std::istringstream err(r.err);
      int lines = 0;
      for (std::string l; std::getline(err, l);)
        lines += l.empty() || l.rfind("  ", 0) == 0 ? 0 : 1;
      EXPECT_LE(lines, 2);
    }
    const std::set<std::string> allowed = Allowed(args, dir);
    for (const auto& e : fs::directory_iterator(dir)) {
      EXPECT_EQ(allowed.count(e.path().filename().string()), 1u) << "stray " << e.path();
    }
    EXPECT_EQ(Leftovers(dir / "tmp"), std::vector<std::string>{});
    EXPECT_EQ(SanitizerReports(r.out), "") << "a process of the run reported an error";
    fs::remove_all(dir);
  }
  std::string summary;
  for (const auto& [code, n] : codes)
    summary += " " + std::to_string(code) + ":" + std::to_string(n);
  std::cout << "exit codes (code:lines):" << summary << "\n";
  EXPECT_GE(codes.size(), 4u) << "the lines should reach most outcomes:" << summary;
}

INSTANTIATE_TEST_SUITE_P(Shards, CommandLines, ::testing::Range(0, kShards));

}  // namespace
