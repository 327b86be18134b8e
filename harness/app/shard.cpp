// A shard's cases as GoogleTest's filter; the shard variables taken out of the environment.
#include "harness/app/shard.h"

#include <cstdlib>
#include <unordered_set>

#include <gtest/gtest.h>

#include "harness/app/filter.h"
#include "harness/run/shard_split.h"

namespace clc {

std::string ExactFilter(const std::vector<Variant>& cases) {
  const std::unordered_set<Variant> wanted(cases.begin(), cases.end());
  const std::string given = GTEST_FLAG_GET(filter);
  std::string filter;
  ForEachCase([&](const testing::TestInfo& info, const Variant& v) {
    const std::string name = std::string(info.test_suite_name()) + "." + info.name();
    if (wanted.count(v) != 0 && FilterMatches(given, name)) {
      filter += (filter.empty() ? "" : ":") + name;
    }
  });
  return filter.empty() ? "-*" : filter;
}

std::vector<Variant> TakeShard(const std::vector<Variant>& cases, Coverage coverage, int index,
                               int total) {
  unsetenv("GTEST_TOTAL_SHARDS");
  unsetenv("GTEST_SHARD_INDEX");
  if (total <= 1) return cases;
  std::vector<Variant> mine =
      ShardCases(cases, coverage, static_cast<std::size_t>(total), static_cast<std::size_t>(index));
  GTEST_FLAG_SET(filter, ExactFilter(mine));
  return mine;
}

}  // namespace clc
