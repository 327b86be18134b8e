// The run journal read back: every record the run wrote, in order, or nothing trusted.
#include "harness/report/journal.h"

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "harness/report/result_io.h"

namespace clc {
namespace {

VariantResult Failing(const std::string& name, std::uint64_t mismatched) {
  VariantResult r;
  r.variant = *ParseCaseName(name);
  r.status = CaseStatus::kRan;
  r.lanes = 26;
  r.mismatched = mismatched;
  r.exact = r.lanes - mismatched;
  r.Path(RunPath::kConstant) = {CaseStatus::kRan, 26, mismatched, 0};
  return r;
}

// A journal of two cases, the first failing and then marked flaky by confirmation.
std::vector<std::string> Journal() {
  const std::string header = JournalHeaderLine({{"coverage", "quick"}}, "run-1");
  JournalChain chain = JournalChain::AfterHeader(header);
  VariantResult flaky = Failing("convert_int_float", 1);
  flaky.status = CaseStatus::kFlaky;
  flaky.Path(RunPath::kConstant).status = CaseStatus::kFlaky;
  return {header, chain.Next(Failing("convert_int_float", 1), false),
          chain.Next(Failing("convert_short_float", 0), false), chain.Next(flaky, true)};
}

std::string Replaced(std::string line, const std::string& from, const std::string& to) {
  const std::size_t at = line.find(from);
  EXPECT_NE(at, std::string::npos) << from << " in " << line;
  return at == std::string::npos ? line : line.replace(at, from.size(), to);
}

TEST(Journal, ReadsBackWhatTheRunWrote) {
  JournalRead read = ReadJournal(Journal());
  ASSERT_EQ(read.refused, "");
  EXPECT_EQ(read.id, "run-1");
  EXPECT_EQ(read.header, nlohmann::json({{"coverage", "quick"}}));
  ASSERT_EQ(read.results.size(), 2u);
  EXPECT_EQ(read.results[0].status, CaseStatus::kFlaky) << "confirmation's record replaces";
  EXPECT_EQ(VerdictOf(read.results[1]), Verdict::kPass);
  // A resumed run goes on with the chain.
  std::vector<std::string> lines = Journal();
  lines.push_back(read.chain.Next(Failing("convert_uint_float", 2), false));
  read = ReadJournal(lines);
  EXPECT_EQ(read.refused, "");
  EXPECT_EQ(read.results.size(), 3u);
}

// Each edit of a record is refused, naming the line and the case: a count, a status this
// version does not know, a record removed, and records of another run.
TEST(Journal, AnEditedRecordIsRefused) {
  std::vector<std::string> lines = Journal();
  lines[1] = Replaced(lines[1], "\"mismatched\":1", "\"mismatched\":0");
  EXPECT_EQ(ReadJournal(lines).refused.rfind("line 2 (convert_int_float): it fails its chain", 0),
            0u)
      << ReadJournal(lines).refused;
  lines = Journal();
  lines[2] = Replaced(lines[2], "\"status\":1", "\"status\":9");
  EXPECT_NE(ReadJournal(lines).refused.find("line 3 (convert_short_float)"), std::string::npos);
  lines = Journal();
  lines.erase(lines.begin() + 2);
  EXPECT_NE(ReadJournal(lines).refused.find("line 3 (convert_int_float): it fails its chain"),
            std::string::npos)
      << ReadJournal(lines).refused;
  lines = Journal();
  lines[0] = JournalHeaderLine({{"coverage", "quick"}}, "run-2");
  EXPECT_NE(ReadJournal(lines).refused.find("line 2"), std::string::npos);
  lines = Journal();
  lines[1] = ToJsonLine(Failing("convert_int_float", 0));  // no tag: another version's line
  EXPECT_NE(ReadJournal(lines).refused.find("no chain tag"), std::string::npos);
}

// A record chained as the run writes it, but that no run writes: a second record of a case that
// does not say it replaces the first, a replacement of nothing, a verdict its counts do not make.
TEST(Journal, AnInconsistentRecordIsRefusedEvenWhereItsChainHolds) {
  const std::string header = JournalHeaderLine({}, "id");
  JournalChain chain = JournalChain::AfterHeader(header);
  std::vector<std::string> lines = {header, chain.Next(Failing("convert_int_float", 1), false),
                                    chain.Next(Failing("convert_int_float", 0), false)};
  EXPECT_NE(ReadJournal(lines).refused.find("line 3 (convert_int_float): a second record"),
            std::string::npos)
      << ReadJournal(lines).refused;
  chain = JournalChain::AfterHeader(header);
  lines = {header, chain.Next(Failing("convert_int_float", 0), true)};
  EXPECT_NE(ReadJournal(lines).refused.find("replaces a record"), std::string::npos);

  std::string why;
  const std::string line = ToJsonLine(Failing("convert_int_float", 1));
  EXPECT_FALSE(FromJsonLine(Replaced(line, "\"mismatched\":1", "\"mismatched\":0"), &why));
  EXPECT_NE(why.find("says 'fail', but its status and lane counts make it 'pass'"),
            std::string::npos)
      << why;
  EXPECT_FALSE(FromJsonLine(Replaced(line, "\"status\":1", "\"status\":9"), &why));
  EXPECT_NE(why.find("status 9 is no status this version knows"), std::string::npos) << why;
  EXPECT_TRUE(FromJsonLine(line, &why)) << why;
}

}  // namespace
}  // namespace clc
