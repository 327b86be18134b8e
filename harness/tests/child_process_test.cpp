// A child's environment: what the parent gives it on top of its own (PoCL's kernel cache,
// harness/device/driver_cache.h), replacing a variable of the same name, the rest inherited.
#include "harness/run/child_process.h"

#include <stdlib.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include <gtest/gtest.h>

namespace clc {
namespace {

namespace fs = std::filesystem;

std::string Slurp(const fs::path& p) {
  std::ifstream in(p);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

TEST(ChildProcess, TheChildGetsTheGivenEnvironmentOnTopOfItsParents) {
  const fs::path dir =
      fs::temp_directory_path() / ("clconform-child-env-" + std::to_string(getpid()));
  fs::create_directories(dir);
  const fs::path out = dir / "out";
  const fs::path watch = dir / "watch";
  std::ofstream(watch).flush();
  setenv("CLCONFORM_TEST_GIVEN", "parent", 1);
  setenv("CLCONFORM_TEST_INHERITED", "kept", 1);
  const ChildOutcome done =
      RunChild({"/bin/sh", "-c",
                "printf '%s %s %s' \"$CLCONFORM_TEST_GIVEN\" \"$CLCONFORM_TEST_INHERITED\" "
                "\"$(env | grep -c '^CLCONFORM_TEST_GIVEN=')\""},
               watch.string(), 60, out.string(), {}, {"CLCONFORM_TEST_GIVEN=child=x"});
  EXPECT_TRUE(done.exited);
  EXPECT_EQ(done.exit_code, 0);
  EXPECT_EQ(Slurp(out), "child=x kept 1");  // one entry of the name, the value whole
  // Without entries the child has the parent's environment as it is.
  const fs::path plain_out = dir / "plain";  // RunChild appends to its output file
  const ChildOutcome plain = RunChild({"/bin/sh", "-c", "printf '%s' \"$CLCONFORM_TEST_GIVEN\""},
                                      watch.string(), 60, plain_out.string());
  EXPECT_TRUE(plain.exited);
  EXPECT_EQ(Slurp(plain_out), "parent");
  unsetenv("CLCONFORM_TEST_GIVEN");
  unsetenv("CLCONFORM_TEST_INHERITED");
  std::error_code ec;
  fs::remove_all(dir, ec);
}

}  // namespace
}  // namespace clc
