// The program cache's flags without a device: its folder by default, given, or none.
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>

#include <gtest/gtest.h>

#include "harness/app/cli.h"

namespace clc {
namespace {

// The program cache: next to the digest store's default, a folder of one's own, or none; the
// children get what the parent uses, and the record says it.
TEST(Cli, TheProgramCacheFolder) {
  const auto saved = [](const char* name) -> std::optional<std::string> {
    const char* v = std::getenv(name);
    return v != nullptr ? std::optional<std::string>(v) : std::nullopt;
  };
  const std::optional<std::string> xdg = saved("XDG_CACHE_HOME");
  const std::optional<std::string> home = saved("HOME");
  std::string error;
  setenv("XDG_CACHE_HOME", "/x", 1);
  EXPECT_EQ(ToRunOptions({}).program_cache, "/x/clconform/programs");
  unsetenv("XDG_CACHE_HOME");
  setenv("HOME", "/h", 1);
  EXPECT_EQ(ToRunOptions({}).program_cache, "/h/.cache/clconform/programs");
  unsetenv("HOME");
  EXPECT_EQ(ToRunOptions({}).program_cache, "") << "no user cache folder: no cache";
  const auto given = ParseCli({"--program-cache=/p"}, &error);
  ASSERT_TRUE(given) << error;
  EXPECT_EQ(ToRunOptions(*given).program_cache, "/p");
  EXPECT_EQ(RecordOf(*given).program_cache, "/p");
  const auto off = ParseCli({"--no-program-cache"}, &error);
  ASSERT_TRUE(off) << error;
  EXPECT_TRUE(off->program_cache_off);
  setenv("HOME", "/h", 1);
  EXPECT_EQ(ToRunOptions(*off).program_cache, "");
  EXPECT_EQ(RecordOf(*off).program_cache, "");
  EXPECT_FALSE(ToRunOptions(*off).program_cache_cpu);
  const auto cpu = ParseCli({"--program-cache-cpu"}, &error);
  ASSERT_TRUE(cpu) << error;
  EXPECT_TRUE(ToRunOptions(*cpu).program_cache_cpu);
  for (const auto& [name, value] : {std::pair{"XDG_CACHE_HOME", xdg}, {"HOME", home}}) {
    if (value) {
      setenv(name, value->c_str(), 1);
    } else {
      unsetenv(name);
    }
  }
}

}  // namespace
}  // namespace clc
