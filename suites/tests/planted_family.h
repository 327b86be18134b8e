// A planted bug caught on its own case while the neighbouring spellings pass, on PoCL and on
// Oclgrind: what the families' planted tests (planted_half_test.cpp, planted_cast_test.cpp)
// share.
#pragma once

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "suites/tests/run_helpers.h"

namespace clc::testing_support {

struct CaughtBug {
  std::string name;
  Plant plant;
  std::string coverage;  // "quick" (which checks one negative check of each kind), or "full"
  std::string target;
  std::vector<std::string> neighbours;
  std::function<void(const nlohmann::json& target)> check;  // the target's report entry
};

// GoogleTest prints a parameter by its name, not its bytes.
inline void PrintTo(const CaughtBug& bug, std::ostream* os) { *os << bug.name; }

// A check of each recorded mismatch of the target, which must have some.
inline std::function<void(const nlohmann::json&)> EachMismatch(
    std::function<void(const nlohmann::json& mismatch)> check) {
  return [check = std::move(check)](const nlohmann::json& target) {
    ASSERT_GT(target.at("mismatched").get<std::uint64_t>(), 0u);
    for (const nlohmann::json& m : target.at("first_mismatches")) check(m);
  };
}

// Runs the target and its neighbours on `device` with the bug planted: the run fails, the
// target fails as `check` says, every neighbour passes.
inline void ExpectCaughtOnItsCase(const CaughtBug& bug, const std::string& device,
                                  const std::string& scratch_prefix) {
  const fs::path dir = Scratch(scratch_prefix + bug.name + "-" + device);
  std::string filter = "--gtest_filter=*/" + bug.target;
  for (const auto& n : bug.neighbours) filter += ":*/" + n;
  const int code =
      Wait(Start(device, {"--coverage=" + bug.coverage, filter, "--report-dir=" + dir.string()},
                 bug.plant, dir / "log"));
  EXPECT_EQ(code, 1) << "see " << (dir / "log");
  const fs::path folder = device == "Oclgrind" ? "oclgrind" : "portable-computing-language";
  const auto cases = Cases(dir / folder / "report.json");
  ASSERT_EQ(cases.size(), 1 + bug.neighbours.size()) << "a case of the filter is missing";
  const nlohmann::json& target = cases.at(bug.target);
  EXPECT_EQ(target.at("verdict"), "fail") << target.dump(1);
  bug.check(target);
  for (const auto& n : bug.neighbours) {
    ASSERT_EQ(cases.count(n), 1u) << n;
    EXPECT_EQ(cases.at(n).at("verdict"), "pass") << n << ": " << cases.at(n).dump(1);
  }
}

using CaughtParam = std::tuple<CaughtBug, std::string>;  // the bug, the device

// Every bug on both devices, each test named after the bug and the device.
inline auto OnPoclAndOclgrind(const std::vector<CaughtBug>& bugs) {
  return testing::Combine(testing::ValuesIn(bugs),
                          testing::Values("Portable Computing Language", "Oclgrind"));
}
// Every bug on Oclgrind alone (the quicker to compile): for what the host makes of the lanes (a
// cause line), which is no device's.
inline auto OnOclgrind(const std::vector<CaughtBug>& bugs) {
  return testing::Combine(testing::ValuesIn(bugs), testing::Values("Oclgrind"));
}
inline std::string CaughtName(const testing::TestParamInfo<CaughtParam>& p) {
  return std::get<0>(p.param).name + (std::get<1>(p.param) == "Oclgrind" ? "_Oclgrind" : "_PoCL");
}

}  // namespace clc::testing_support
