// The progress line: one line in place on a terminal, a line now and then in a log, and an
// ETA that weighs cases by cost, counts lanes in flight and is not set by a slow start.
#include "suites/progress.h"

#include <initializer_list>
#include <sstream>
#include <string>
#include <utility>

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

}  // namespace
}  // namespace clc
