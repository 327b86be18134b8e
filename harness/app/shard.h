// The shard of a run that GoogleTest's shard variables name, chosen by the suite
// (harness/run/shard_split.h) and handed to GoogleTest as its filter.
#pragma once

#include <string>
#include <vector>

#include "harness/run/input_space.h"
#include "reference/variant.h"

namespace clc {

// A filter that selects exactly the registered tests of `cases` that GoogleTest's filter
// selects ("-*" for none).
std::string ExactFilter(const std::vector<Variant>& cases);

// Narrows GoogleTest's filter to the cases of shard `index` of `total` among `cases` (the
// filter's, in registration order) at `coverage`, and removes GTEST_TOTAL_SHARDS and
// GTEST_SHARD_INDEX from the environment: GoogleTest, and the child processes, which inherit
// it, do not shard again. Without shards (total 1) the filter stays as it is. Returns the
// shard's cases.
std::vector<Variant> TakeShard(const std::vector<Variant>& cases, Coverage coverage, int index,
                               int total);

}  // namespace clc
