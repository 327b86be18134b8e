// --resume of a journal edited after its run, driven as a user would on PoCL with a planted
// driver bug: a count made 0, a status this version does not know, a record given twice. Each
// is refused (exit 8, one line naming the record), never resumed to a pass.
#include <regex>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "suites/tests/cli_run_helpers.h"

namespace journal_resume_test {

using namespace clc::testing_support;

const char* const kFolder = "portable-computing-language";

std::vector<std::string> Args(const fs::path& reports) {
  return {"--device=Portable Computing Language", "--gtest_filter=*/convert_int_rtp_float",
          "--no-program-cache", "--report-dir=" + reports.string()};
}

// convert_int_rtp(float) rounding toward zero: wrong lanes on both paths.
std::map<std::string, std::string> Planted(const fs::path& dir) {
  fs::create_directories(dir / "tmp");
  return {{"LD_PRELOAD", CLCONFORM_PLANTED_DRIVER},
          {"CLCONFORM_PLANT", Redefine("convert_int_rtp", "float", "convert_int_rtz(x)")},
          {"TMPDIR", (dir / "tmp").string()}};
}

TEST(Journal, AnEditedJournalIsRefusedNeverResumedToAPass) {
  const fs::path dir = Scratch("journal");
  const Ran first = RunTool(CLCONFORM_BINARY, Args(dir / "R"), Planted(dir), dir);
  ASSERT_EQ(first.code, 1) << first.out << first.err;
  const std::string journal = Slurp(dir / "R" / kFolder / "results.jsonl");
  const std::string record = journal.substr(journal.find('\n') + 1);
  ASSERT_NE(record.find("\"mismatched\":"), std::string::npos) << journal;
  struct Edit {
    const char* name;
    std::string text;
    const char* line;  // the line refused
  };
  const Edit edits[] = {
      {"count",
       std::regex_replace(journal, std::regex("\"mismatched\":[0-9]+"), "\"mismatched\":0",
                          std::regex_constants::format_first_only),
       "line 2"},
      {"status",
       std::regex_replace(journal, std::regex("\"status\":1,"), "\"status\":9,",
                          std::regex_constants::format_first_only),
       "line 2"},
      {"twice", journal + record, "line 3"},
  };
  for (const auto& [name, text, line] : edits) {
    ASSERT_NE(text, journal) << name;
    const fs::path copy = dir / name;
    fs::create_directories(copy / kFolder);
    std::ofstream(copy / kFolder / "results.jsonl", std::ios::binary) << text;
    std::vector<std::string> args = Args(copy);
    args.emplace_back("--resume");
    const Ran resumed = RunTool(CLCONFORM_BINARY, args, Planted(dir), dir);
    EXPECT_EQ(resumed.code, 8) << name << "\n" << resumed.out << resumed.err;
    EXPECT_NE(resumed.err.find("results.jsonl cannot be trusted: " + std::string(line) +
                               " (convert_int_rtp_float)"),
              std::string::npos)
        << name << ": " << resumed.err;
    EXPECT_FALSE(fs::exists(copy / kFolder / "report.json")) << name << ": a report was written";
    EXPECT_EQ(Slurp(copy / kFolder / "results.jsonl"), text) << name << ": the journal changed";
  }
}

}  // namespace journal_resume_test
