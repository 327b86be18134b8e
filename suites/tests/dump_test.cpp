// --dump-kernels writes exactly the programs a run of the same coverage and filter builds: the
// run's programs are recorded by the planted driver (suites/tests/planted) as it creates them.
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "suites/tests/run_helpers.h"

namespace clc::testing_support {
namespace dump_test {

// The texts of every .cl file under `dir`, recursively.
std::multiset<std::string> Texts(const fs::path& dir) {
  std::multiset<std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (e.path().extension() != ".cl") continue;
    std::ifstream in(e.path());
    std::ostringstream text;
    text << in.rdbuf();
    out.insert(text.str());
  }
  return out;
}

void ExpectDumpEqualsRun(const std::string& coverage, const std::string& filter) {
  const fs::path dir = Scratch("dump-" + coverage);
  const fs::path built = dir / "built";
  fs::create_directories(built);
  const std::vector<std::string> args = {"--coverage=" + coverage, "--gtest_filter=" + filter};
  std::vector<std::string> dump = args;
  dump.push_back("--dump-kernels=" + (dir / "dumped").string());
  ASSERT_EQ(Wait(Start(kPocl, dump, {}, dir / "dump.log")), 0);
  ASSERT_EQ(
      Wait(Start(kPocl, args, Plant{"", "", built.string(), "", "", "", ""}, dir / "run.log")), 0)
      << "see " << (dir / "run.log");
  const auto dumped = Texts(dir / "dumped");
  const auto ran = Texts(built);
  EXPECT_FALSE(dumped.empty());
  EXPECT_EQ(dumped.size(), ran.size()) << coverage;
  EXPECT_TRUE(dumped == ran) << coverage << ": the run built other programs than were dumped";
}

// Quick and full coverage differ in what they build (full adds the digest program and every
// negative check): the dump follows the level and the filter.
TEST(DumpKernels, QuickWritesWhatAQuickRunBuilds) {
  ExpectDumpEqualsRun("quick", "*/convert_float*_uint*:Negative*/convert_float*_sat*_uint*");
}

TEST(DumpKernels, FullWritesWhatAFullRunBuilds) {
  ExpectDumpEqualsRun("full", "*/convert_float*_uint*:Negative*/convert_float*_sat*_uint*");
}

TEST(DumpKernels, APathThatIsAFileIsAUsageError) {
  const fs::path dir = Scratch("dump-file");
  std::ofstream(dir / "afile") << "x";
  EXPECT_EQ(Wait(Start(kPocl, {"--dump-kernels=" + (dir / "afile").string()}, {}, dir / "log")), 2);
}

}  // namespace dump_test
}  // namespace clc::testing_support
