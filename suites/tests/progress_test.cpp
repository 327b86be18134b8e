// The progress line: one line in place on a terminal, a line every 10 s in a log on a timer,
// lanes that never go down, and an ETA that weighs cases by cost, counts lanes in flight and
// the host's pending work, and is not set by a slow start.
#include "harness/app/progress.h"

#include <initializer_list>
#include <mutex>
#include <regex>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

namespace clc {
namespace {

// Work in flight arriving in steps: at each (seconds after t0, units) the units, then a Show.
void Feed(Progress& p, Progress::Clock::time_point t0,
          std::initializer_list<std::pair<int, double>> steps) {
  for (const auto& [s, units] : steps) {
    p.InFlight(units);
    p.Show(t0 + std::chrono::seconds(s));
  }
}

TEST(Progress, OneLineInPlaceOnATerminalAndAnEtaByCost) {
  using std::chrono::seconds;
  std::ostringstream out;
  const auto t0 = Progress::Clock::now();
  Progress p(out, true, 100, 2, t0);
  EXPECT_LT(p.EtaSeconds(t0), 0) << "no ETA before any work is done";
  p.Done(10, 5);
  p.Show(t0 + seconds(1));
  EXPECT_LT(p.EtaSeconds(t0 + seconds(2)), 0) << "work seen for 1 s: no pace yet";
  p.Done(10, 5);
  p.Show(t0 + seconds(4));
  EXPECT_NEAR(p.EtaSeconds(t0 + seconds(4)), 16.0, 1e-9)
      << "20% of the cost in 4 s: the whole run's pace, faster than the last 3 s's";
  p.Show(t0 + seconds(5), true);
  const std::string text = out.str();
  EXPECT_EQ(text.find('\n'), text.size() - 1) << "a terminal gets one line: " << text;
  EXPECT_EQ(text[0], '\r');
  std::ostringstream log;
  Progress q(log, false, 100, 2, t0);
  q.Done(50, 5);
  q.Show(t0 + seconds(1));
  EXPECT_EQ(log.str(), "") << "a log gets a line every 10 s, not every call";
  q.Show(t0 + seconds(11));
  EXPECT_NE(log.str().find("ETA 11 s"), std::string::npos) << log.str();
}

TEST(Progress, ASlowStartDoesNotSetThePace) {
  using std::chrono::seconds;
  const auto t0 = Progress::Clock::now();
  std::ostringstream out;
  Progress p(out, false, 100, 2, t0);
  Feed(p, t0, {{20, 10}, {23, 30}});  // 20 s of start-up, then 10 units a second
  EXPECT_NEAR(p.EtaSeconds(t0 + seconds(23)), 6.0, 1e-9) << "60 units left at the last 3 s's pace";
}

TEST(Progress, EarlyOnThePaceIsTheLastThirdOfTheRun) {
  using std::chrono::seconds;
  const auto t0 = Progress::Clock::now();
  std::ostringstream out;
  Progress p(out, false, 100, 2, t0);
  Feed(p, t0, {{0, 0}, {6, 1}, {7, 2}, {10, 7}});  // 6 s of building, then about 2 units a second
  // The whole run's pace (10 units in 10 s) would say 90 s; a 10 s window holds all of it.
  EXPECT_NEAR(p.EtaSeconds(t0 + seconds(10)), 90.0 * 4.0 / 9.0, 1e-9)
      << "the last third (3.3 s), from the newest sample at least that old (6 s): 9 units in 4 s";
  Feed(p, t0, {{20, 20}});
  EXPECT_NEAR(p.EtaSeconds(t0 + seconds(20)), 70.0 * 10.0 / 20.0, 1e-9)
      << "the last 6.7 s, from the sample at 10 s (older ones are gone): 20 units in 10 s";
}

TEST(Progress, LanesInFlightCountUntilTheirCasesAreDecided) {
  using std::chrono::seconds;
  const auto t0 = Progress::Clock::now();
  std::ostringstream out;
  Progress p(out, false, 100, 2, t0);
  Feed(p, t0, {{0, 0}, {4, 40}});
  EXPECT_NEAR(p.EtaSeconds(t0 + seconds(4)), 6.0, 1e-9) << "40% checked in 4 s, none decided";
  EXPECT_NE(p.Line(t0 + seconds(4)).find(" 40 lanes checked"), std::string::npos)
      << p.Line(t0 + seconds(4));
  p.InFlight(-40);  // the child ended: its cases are decided now
  p.Done(50, 45);
  p.Show(t0 + seconds(4));
  EXPECT_NEAR(p.EtaSeconds(t0 + seconds(4)), 4.0, 1e-9);
  EXPECT_NE(p.Line(t0 + seconds(4)).find(" 45 lanes checked"), std::string::npos)
      << p.Line(t0 + seconds(4));
}

// Each log line's (seconds elapsed, lanes checked).
std::vector<std::pair<long long, unsigned long long>> Lines(const std::string& log) {
  std::vector<std::pair<long long, unsigned long long>> out;
  const std::regex line(R"(\[ progress \] \d+/\d+ cases, (\d+) lanes checked, (\d+) s elapsed)");
  for (std::sregex_iterator m(log.begin(), log.end(), line), end; m != end; ++m)
    out.emplace_back(std::stoll((*m)[2]), std::stoull((*m)[1]));
  return out;
}

// The H100's exhaustive run: the device's lanes all in at 96 s, then 145 s of host digests
// with no event at all, then the child's results (fewer lanes than its heartbeats counted).
TEST(Progress, ALineEveryTenSecondsWhateverHappens) {
  using std::chrono::seconds;
  const auto t0 = Progress::Clock::now();
  std::ostringstream log;
  Progress p(log, false, 1000, 4, t0);
  std::mutex mutex;
  auto now = t0;
  int next = 0;  // the next event of the script
  const auto script = [&](Progress::Clock::time_point t) {
    if (t > t0 + seconds(260)) return false;
    now = t;
    for (; next < 96 && t >= t0 + seconds(next + 1); ++next) p.InFlight(10, 6);  // host behind
    if (t >= t0 + seconds(241) && next == 96) {
      p.InFlight(-960, -576);
      p.Done(1000, 900);  // the results count fewer lanes than the heartbeats did
      ++next;
    }
    return true;
  };
  ProgressTicker::Loop(
      p, mutex, [&] { return now; }, script);
  const auto lines = Lines(log.str());
  ASSERT_GE(lines.size(), 25u) << log.str();
  long long last = 0;
  unsigned long long lanes = 0;
  for (const auto& [elapsed, checked] : lines) {
    EXPECT_LE(elapsed - last, 10) << "no line for " << elapsed - last << " s:\n" << log.str();
    EXPECT_GE(checked, lanes) << "the lanes went down:\n" << log.str();
    last = elapsed;
    lanes = checked;
  }
  EXPECT_GE(last, 250) << log.str();
  EXPECT_EQ(lanes, 960u) << "the heartbeats' 960 lanes, never the results' 900";
}

TEST(Progress, TheLanesShownNeverGoDown) {
  using std::chrono::seconds;
  const auto t0 = Progress::Clock::now();
  std::ostringstream log;
  Progress p(log, false, 100, 2, t0);
  p.InFlight(100);
  p.Show(t0 + seconds(10));
  p.InFlight(-100);  // the child ended: its results count fewer lanes
  p.Done(50, 80);
  p.Show(t0 + seconds(20));
  EXPECT_NE(p.Line(t0 + seconds(20)).find(" 100 lanes checked"), std::string::npos)
      << p.Line(t0 + seconds(20));
  p.Done(50, 50);
  EXPECT_NE(p.Line(t0 + seconds(30)).find(" 130 lanes checked"), std::string::npos)
      << p.Line(t0 + seconds(30)) << ": no double count of the lanes withdrawn";
  const auto lines = Lines(log.str());
  ASSERT_EQ(lines.size(), 2u) << log.str();
  EXPECT_EQ(lines[1].second, 100u) << log.str();
}

// The device has checked 95% of the lanes in 10 s, the host has the expected digests of only
// 15%: the run is not 1 s from its end.
TEST(Progress, TheEtaCountsTheHostsPendingWork) {
  using std::chrono::seconds;
  const auto t0 = Progress::Clock::now();
  std::ostringstream out;
  Progress device_only(out, false, 100, 2, t0);
  Progress host_behind(out, false, 100, 2, t0);
  for (int s = 1; s <= 10; ++s) {
    device_only.InFlight(9.5);
    host_behind.InFlight(9.5, 8);
    device_only.Show(t0 + seconds(s));
    host_behind.Show(t0 + seconds(s));
  }
  EXPECT_LT(device_only.EtaSeconds(t0 + seconds(10)), 1.0) << "all but 5% checked";
  const double eta = host_behind.EtaSeconds(t0 + seconds(10));
  EXPECT_GT(eta, 50.0) << "15% of the work in 10 s: about 57 s to go";
  host_behind.InFlight(0, -80);  // the host caught up
  host_behind.Show(t0 + seconds(12));
  EXPECT_LT(host_behind.EtaSeconds(t0 + seconds(12)), 2.0);
}

}  // namespace
}  // namespace clc
