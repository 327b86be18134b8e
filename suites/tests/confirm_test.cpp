// Which failures are confirmed by a second run (harness/app/confirm.h), what a run or a replay that
// does not fail again makes of one, and replay children that die (harness/app/replays.h).
#include "harness/app/confirm.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <utility>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace clc {
namespace {

TEST(Confirm, KnownFailuresAreNotRunAgain) {
  Expectations listed;
  listed.failures["convert_char_sat_float"] = {};
  listed.faults["convert_int_float"] = CaseStatus::kCrashed;
  listed.flaky["convert_float_rtz_double"] = "only in one kernel shape";
  listed.skips["convert_short_float"] = "not run";
  const std::vector<std::string> ran = {"convert_char_sat_float", "convert_int_float",
                                        "convert_float_rtz_double", "convert_short_float",
                                        "convert_uint_float"};
  EXPECT_EQ(NotListed(ran, listed),
            (std::vector<std::string>{"convert_short_float", "convert_uint_float"}));
  EXPECT_EQ(NotListed(ran, std::nullopt), ran) << "no expectations file: every case";
}

// `name` with `mismatched` of `lanes` lanes mismatched on `path`.
VariantResult Failing(const std::string& name, RunPath path, std::uint64_t lanes,
                      std::uint64_t mismatched) {
  VariantResult r;
  r.variant = *ParseCaseName(name);
  r.status = CaseStatus::kRan;
  r.lanes = lanes;
  r.mismatched = mismatched;
  r.Path(path) = {CaseStatus::kRan, lanes, mismatched, 0};
  return r;
}

TEST(Confirm, AFailureThatDoesNotRecurIsFlakyWithBothObservations) {
  const VariantResult first = Failing("convert_int_rtp_float", RunPath::kBuffer, 10, 2);
  VariantResult again = first;
  again.mismatched = 0;
  again.Path(RunPath::kBuffer).mismatched = 0;
  EXPECT_EQ(VerdictOf(Confirmed(first, first)), Verdict::kFail) << "it recurred";
  const VariantResult flaky = Confirmed(first, again);
  EXPECT_EQ(VerdictOf(flaky), Verdict::kFlaky);
  EXPECT_EQ(flaky.mismatched, 2u) << "the first run's lanes stay counted";
  EXPECT_NE(flaky.message.find("2 of 10 lanes mismatched"), std::string::npos) << flaky.message;
  EXPECT_NE(flaky.message.find("0 of 10 lanes mismatched"), std::string::npos) << flaky.message;
}

// A case that completed in a fresh process after a worker was killed with it in flight: the
// hang did not recur, so it is flaky on the path it hung on (never a pass, and no timeout);
// one that failed on its own stays that failure, its message saying what was seen first.
TEST(Confirm, AHangThatDoesNotRecurIsFlakyNotATimeout) {
  VariantResult again = Failing("convert_short_sat_rtp_uint", RunPath::kConstant, 26, 0);
  const std::string seen =
      "timeout: no progress within 4 s, the process was killed on the "
      "constant path";
  const VariantResult flaky = TimeoutNotRecurred(again, RunPath::kConstant, seen);
  EXPECT_EQ(VerdictOf(flaky), Verdict::kFlaky);
  EXPECT_EQ(VerdictOf(flaky.Path(RunPath::kConstant)), Verdict::kFlaky);
  EXPECT_NE(flaky.message.find("the timeout did not recur: first run: " + seen), std::string::npos)
      << flaky.message;
  EXPECT_NE(flaky.message.find("run again in a fresh process: pass, 0 of 26 lanes mismatched"),
            std::string::npos)
      << flaky.message;
  const VariantResult failing = TimeoutNotRecurred(
      Failing("convert_short_sat_rtp_uint", RunPath::kConstant, 26, 3), RunPath::kConstant, seen);
  EXPECT_EQ(VerdictOf(failing), Verdict::kFail);
  EXPECT_NE(failing.message.find(seen), std::string::npos) << failing.message;
}

// A failure seen on two lanes of the constant path.
VariantResult ConstantFailure() {
  VariantResult first = Failing("convert_float_rtz_double", RunPath::kConstant, 26, 2);
  for (std::uint64_t lane : {17, 18}) {
    LaneRecord m;
    m.input = 0xffefffffffffffff;
    m.expected = 0xff7fffff;
    m.got = 0x80000000;
    m.lane = lane;
    m.constant_path = true;
    first.mismatches.push_back(m);
  }
  return first;
}

// What a replay of `first`'s lanes returned: `got` for each.
SpecReplay ReplayOf(const VariantResult& first, std::uint64_t got) {
  Replay r;
  r.case_name = CaseName(first.variant);
  r.path = RunPath::kConstant;
  r.ok = true;
  for (const LaneRecord& m : first.mismatches) r.lanes.push_back({m, got, got != m.expected});
  return {r, ""};
}

TEST(Confirm, AReplayThatFailsAgainConfirmsTheFailure) {
  const VariantResult first = ConstantFailure();
  const VariantResult again = ConfirmedByReplay(first, {ReplayOf(first, 0x80000000)});
  EXPECT_EQ(VerdictOf(again), Verdict::kFail);
  EXPECT_EQ(again.message, first.message) << "reported as first seen";
  EXPECT_EQ(VerdictOf(ConfirmedByReplay(first, {ReplayOf(first, 0x00000000)})), Verdict::kFail)
      << "other wrong bits: still a failure";
}

TEST(Confirm, AReplayThatConformsMakesTheFailureFlakyWithBothObservations) {
  const VariantResult first = ConstantFailure();
  const VariantResult flaky = ConfirmedByReplay(first, {ReplayOf(first, 0xff7fffff)});
  EXPECT_EQ(VerdictOf(flaky), Verdict::kFlaky);
  EXPECT_EQ(flaky.mismatched, 2u);
  EXPECT_NE(flaky.message.find("first run: fail, 2 of 26 lanes mismatched"), std::string::npos)
      << flaky.message;
  EXPECT_NE(flaky.message.find(std::string(kReplayed) + ": pass, 0 of 2 lanes mismatched"),
            std::string::npos)
      << flaky.message;
}

TEST(Confirm, AReplayThatDiesOrCannotRunConfirmsNothingAndPassesNothing) {
  const VariantResult first = ConstantFailure();
  const SpecReplay died{std::nullopt, "crash: the process died of signal 11 (Segmentation fault)"};
  const VariantResult crashed = ConfirmedByReplay(first, {died});
  EXPECT_EQ(VerdictOf(crashed), Verdict::kFail);
  EXPECT_NE(crashed.message.find("not confirmed"), std::string::npos) << crashed.message;
  EXPECT_NE(crashed.message.find("signal 11"), std::string::npos) << crashed.message;
  SpecReplay unbuilt = ReplayOf(first, 0);
  unbuilt.replay->ok = false;
  unbuilt.replay->error = "the program did not build again: error";
  const VariantResult failed = ConfirmedByReplay(first, {unbuilt});
  EXPECT_EQ(VerdictOf(failed), Verdict::kFail);
  EXPECT_NE(failed.message.find("did not build again"), std::string::npos) << failed.message;
  SpecReplay empty = ReplayOf(first, 0);
  empty.replay->lanes.clear();
  EXPECT_EQ(VerdictOf(ConfirmedByReplay(first, {empty})), Verdict::kFail) << "no lane: no pass";
  EXPECT_EQ(VerdictOf(ConfirmedByReplay(first, {died, ReplayOf(first, 0x80000000)})),
            Verdict::kFail)
      << "one path recurred";
}

// A stand-in for clconform in replay mode: it crashes on the spec a.json and replays every other
// spec as conforming.
std::string FakeReplayChild(const std::filesystem::path& dir) {
  const std::filesystem::path script = dir / "fake-clconform";
  std::ofstream(script) << R"(#!/bin/bash
for a in "$@"; do case $a in --worker-out=*) out=${a#*=};; --replay-specs=*) list=${a#*=};; esac; done
IFS=, read -r -a specs < <(tr -d '[]"\n' < "$list")
for ((i = 0; i < ${#specs[@]}; i++)); do
  echo "{\"replaying\":$i}" >> "$out"
  if [ "${specs[$i]}" = a.json ]; then kill -SEGV $$; fi
  echo "{\"replayed\":$i,\"replay\":{\"case\":\"c\",\"path\":\"buffer\",\"ok\":true,\"error\":\"\",\"lanes\":[]}}" >> "$out"
done
)";
  std::filesystem::permissions(script, std::filesystem::perms::owner_all);
  return script.string();
}

TEST(ReplayChildren, AChildThatDiesOnASpecLeavesItTheDeathAndANewChildGoesOn) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("clconform-replays-" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  CliOptions o;
  o.temp_dir = dir.string();
  ReplayChildren children(FakeReplayChild(dir), 0, o, {}, 4);
  const std::vector<SpecReplay> got = children.Run({"z.json", "a.json", "b.json"});
  ASSERT_EQ(got.size(), 3u);
  EXPECT_TRUE(got[0].replay.has_value());
  EXPECT_FALSE(got[1].replay.has_value());
  EXPECT_NE(got[1].death.find("signal 11"), std::string::npos) << got[1].death;
  EXPECT_TRUE(got[2].replay.has_value()) << got[2].death;
  EXPECT_EQ(children.children(), 2u);
  std::filesystem::remove_all(dir);
}

TEST(ReplayChildren, EachProgramIsReplayedInOneChildAndManyProgramsInSeveralAtOnce) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("clconform-replays-" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  std::vector<std::string> specs;
  for (const char* source : {"p", "q", "r", "s", "p", "t", "u", "v", "w", "q"}) {
    specs.push_back((dir / (std::to_string(specs.size()) + ".json")).string());
    std::ofstream(specs.back()) << nlohmann::json{{"source", source}}.dump();
  }
  CliOptions o;
  o.temp_dir = dir.string();
  o.jobs = 4;
  // 8 programs: 4 a child (a CPU device's), 2 children; one a child (a GPU's), as many as jobs.
  for (const auto& [per_child, want] :
       {std::pair{std::size_t{4}, 2u}, std::pair{std::size_t{1}, 4u}}) {
    ReplayChildren children(FakeReplayChild(dir), 0, o, {}, per_child);
    const std::vector<SpecReplay> got = children.Run(specs);
    ASSERT_EQ(got.size(), specs.size());
    for (const SpecReplay& r : got) EXPECT_TRUE(r.replay.has_value()) << r.death;
    EXPECT_EQ(children.children(), want) << per_child << " programs a child";
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace clc
