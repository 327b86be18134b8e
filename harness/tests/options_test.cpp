// The option table (harness/run/options.h), row by row: every option parses, is listed once by
// --help, travels unchanged to a child process, and comes back from its rerun line as it was
// recorded. A new row is checked here without a new test; one that takes a value and goes to
// a child or the record must give an example.
#include "harness/run/options.h"

#include <algorithm>
#include <optional>
#include <set>

#include <gtest/gtest.h>

#include "harness/report/format.h"
#include "harness/run/plan.h"

namespace clc {
namespace {

using nlohmann::json;

// The row's flag with its example value, as a command line gives it.
std::string Given(const OptionRow& row) {
  return row.value_name == nullptr ? row.flag : std::string(row.flag) + "=" + row.example;
}

// The options of `row` given alone, with what it needs besides (--operand-range slices full
// coverage, --resume finishes a report folder's run): nullopt where it does not parse.
std::optional<CliOptions> Alone(const OptionRow& row, std::vector<std::string>* context) {
  std::string error;
  for (const std::vector<std::string>& c :
       {std::vector<std::string>{}, {"--coverage=full"}, {"--report-dir=/tmp/r"}}) {
    std::vector<std::string> args = c;
    args.push_back(Given(row));
    if (auto o = ParseCli(args, &error)) {
      *context = c;
      return o;
    }
  }
  ADD_FAILURE() << Given(row) << ": " << error;
  return std::nullopt;
}

bool SameField(const OptionRow& row, const CliOptions& a, const CliOptions& b) {
  return std::visit([&](auto field) { return a.*field == b.*field; }, row.field);
}

// The words of a POSIX shell command line (single quotes and '\'' only, as RerunCommand writes).
std::vector<std::string> ShellWords(const std::string& line) {
  std::vector<std::string> words;
  std::string word;
  bool quoted = false;
  bool any = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '\'') {
      quoted = !quoted;
      any = true;
    } else if (c == '\\' && !quoted && i + 1 < line.size()) {
      word += line[++i];
    } else if (c == ' ' && !quoted) {
      if (any || !word.empty()) words.push_back(word);
      word.clear();
      any = false;
    } else {
      word += c;
    }
  }
  if (any || !word.empty()) words.push_back(word);
  return words;
}

TEST(OptionTable, EachFlagIsOneRowAndEachRowSetsItsField) {
  std::set<std::string> flags;
  for (const OptionRow& row : kOptionTable) {
    EXPECT_TRUE(flags.insert(row.flag).second) << row.flag << " has two rows";
    const bool goes_on = row.to_child || row.recorded;
    if (row.value_name != nullptr && goes_on) {
      ASSERT_NE(row.example, nullptr) << row.flag << ": a row that goes on needs an example";
    }
    if (row.value_name != nullptr && row.example == nullptr) continue;
    std::vector<std::string> context;
    const auto o = Alone(row, &context);
    ASSERT_TRUE(o);
    std::string error;
    const auto without = ParseCli(context, &error);
    ASSERT_TRUE(without) << error;
    EXPECT_FALSE(SameField(row, *o, *without)) << Given(row) << " leaves its field as it was";
    EXPECT_TRUE(o->passthrough.empty()) << Given(row);
  }
}

TEST(OptionTable, HelpListsEveryOptionOnce) {
  const std::string help = OptionsHelp();
  for (const OptionRow& row : kOptionTable) {
    if (row.help == nullptr) continue;
    const std::string head = std::string("  ") + row.flag;
    const std::string spelled =
        row.value_name == nullptr ? head + " " : head + "=" + row.value_name + " ";
    std::size_t times = 0;
    for (std::size_t at = help.find(spelled); at != std::string::npos;
         at = help.find(spelled, at + 1)) {
      times += at == 0 || help[at - 1] == '\n' ? 1 : 0;
    }
    EXPECT_EQ(times, 1u) << spelled;
  }
}

// parse -> the child's command line -> parse: the child runs with every option the parent
// passes on, field for field, as the run uses them (ToRunOptions).
TEST(OptionTable, AChildGetsEveryOptionItRunsWith) {
  for (const OptionRow& row : kOptionTable) {
    if (!row.to_child) continue;
    std::vector<std::string> context;
    const auto parent = Alone(row, &context);
    ASSERT_TRUE(parent);
    std::string error;
    const auto child = ParseCli(ChildArguments(*parent), &error);
    ASSERT_TRUE(child) << Given(row) << ": " << error;
    // As the run uses them: a cache folder left to its default goes to a child by name.
    const RunOptions runs = ToRunOptions(*parent);
    const RunOptions child_runs = ToRunOptions(*child);
    for (const OptionRow& other : kOptionTable) {
      if (!other.to_child) continue;
      EXPECT_TRUE(SameField(other, runs, child_runs)) << Given(row) << ": " << other.flag;
    }
    EXPECT_EQ(ChildArguments(*child), ChildArguments(*parent)) << Given(row);
    EXPECT_TRUE(child->passthrough.empty()) << Given(row);
  }
}

// parse -> record -> report.json -> rerun line -> parse: the rerun records what the run did.
TEST(OptionTable, ARerunLineRecordsWhatTheRunRecorded) {
  const std::string selector = "=Platform / Device's name / 1.0";
  for (const OptionRow& row : kOptionTable) {
    if (!row.recorded) continue;
    std::vector<std::string> context;
    const auto run = Alone(row, &context);
    ASSERT_TRUE(run);
    const auto read = RunRecordFromJson(ToJson(RecordOf(*run)));
    ASSERT_TRUE(read);
    std::vector<std::string> words =
        ShellWords(RerunCommand(*read, selector, "convert_int_float", {}));
    ASSERT_FALSE(words.empty());
    EXPECT_EQ(words[0], "build/clconform");
    words.erase(words.begin());
    std::string error;
    const auto rerun = ParseCli(words, &error);
    ASSERT_TRUE(rerun) << Given(row) << ": " << error;
    EXPECT_EQ(rerun->passthrough, std::vector<std::string>{"--gtest_filter=*/convert_int_float"});
    EXPECT_EQ(rerun->devices, std::vector<std::string>{selector});
    const RunRecord again = RecordOf(*rerun);
    const RunRecord first = RecordOf(*run);
    ASSERT_EQ(again.options.size(), first.options.size());
    for (std::size_t i = 0; i < first.options.size(); ++i) {
      if (first.options[i].rerun == RecordedOption::kDevice) continue;
      EXPECT_EQ(again.options[i].value, first.options[i].value)
          << Given(row) << ": " << first.options[i].flag;
      EXPECT_EQ(again.options[i].values, first.options[i].values)
          << Given(row) << ": " << first.options[i].flag;
    }
    EXPECT_EQ(again.Checked(), first.Checked()) << Given(row);
  }
}

TEST(OptionTable, FlagOfNamesTheRowOfAField) {
  for (const OptionRow& row : kOptionTable) {
    const char* flag = std::visit([](auto field) { return FlagOf(field); }, row.field);
    const auto same = [&](const OptionRow& r) { return r.field == row.field; };
    const OptionRow* first = std::find_if(std::begin(kOptionTable), std::end(kOptionTable), same);
    EXPECT_STREQ(flag, first->flag) << row.flag;
  }
}

}  // namespace
}  // namespace clc
