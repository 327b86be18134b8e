// The progress line of a run: on a terminal one line rewritten in place, in a log a new line
// every kLogEvery, whatever happens (ProgressTicker shows it on a timer, not on events: a child
// whose device work is done may compute host digests for minutes without an event). The ETA
// weighs each case by its cost (its operands), not by its count, counts the lanes that running
// children have checked before their results come (InFlight) less those still waiting for the
// host's expected digests (a device that is done while the host computes is not a run that is
// done), and is shown once a twentieth of the work is done, while Show has seen work over at
// least kMinPaceSpan of the window ("--" otherwise: a first chunk of lanes, or a pause, says
// nothing of the pace). Its pace is the faster of the whole run's and the window's: a run
// starts slowly (children start and build before any lane is checked). The window is the last
// third of the time elapsed, kMinPaceSpan to kPaceWindow: early on the whole window would still
// hold the start, and the first lines overestimated what was left several times over: with
// the whole run as the window, a full run on PoCL 5's 16 cores printed, at 10 s, an ETA of
// 110 s with 25 s left.
// The lanes it shows never go down: a child's heartbeat counts every lane the device ran, and
// its results may count fewer (lanes recorded, not counted); the summary has the exact count.
// Builds count too: a child that builds for minutes before its first lane is a run at work
// (the line says how many programs were built), and a case's planned build work (kBuildShare)
// counts once a build for it is done, not when its result comes: otherwise a batch's cases
// brought all of it at once at their end, and a window's pace swung with it (an ETA of 9 s,
// then of 672 s).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <ostream>
#include <string>
#include <thread>
#include <utility>

#include "harness/report/device_info.h"
#include "harness/run/plan.h"

namespace clc {

// A case's share of a build, in lanes: about as long as checking 2^22 lanes on a CPU device.
inline constexpr double kBuildShare = 4194304.0;

// What each case costs, in lanes: those the plan checks, plus kBuildShare.
std::map<std::string, double> PlannedCosts(const std::vector<Variant>& cases,
                                           const DeviceInfo& info, const RunOptions& o);

class Progress {
 public:
  using Clock = std::chrono::steady_clock;
  // `total_cost` is the sum of the costs of every case of the run, `cases` their count.
  Progress(std::ostream& out, bool terminal, double total_cost, std::size_t cases,
           Clock::time_point start);

  // A case is decided (`cost` its weight; a resumed case counts as done but not as work done
  // in this run's time).
  void Done(double cost, std::uint64_t lanes, bool resumed = false);
  // Lanes checked whose cases are not decided yet, and of them those whose expected digests
  // the host has not computed yet (negative: withdrawn as they are).
  // `built` is work too: the planned build work of cases whose programs were built.
  void InFlight(double lanes, double waiting = 0, double built = 0) {
    in_flight_ += lanes;
    waiting_ += waiting;
    built_ += built;
  }
  // Programs built (the line shows them).
  void Built(double programs) { programs_ += programs; }
  // Prints the line if it is due (or `force`); on a terminal the last call ends the line.
  void Show(Clock::time_point now, bool force = false);
  // When the next line is due.
  Clock::time_point NextDue() const;
  // The estimated seconds left, or a negative number while too little is done to say. Work
  // counts as seen once Show has been called with it.
  double EtaSeconds(Clock::time_point now) const;
  static constexpr std::chrono::seconds kPaceWindow{10};  // the longest window
  static constexpr std::chrono::seconds kMinPaceSpan{3};  // a window shorter says nothing
  static constexpr std::chrono::seconds kLogEvery{10};    // a line in a log
  static constexpr std::chrono::milliseconds kTerminalEvery{500};
  std::string Line(Clock::time_point now) const;

 private:
  std::ostream& out_;
  bool terminal_;
  double total_cost_;
  std::size_t cases_;
  Clock::time_point start_;
  Clock::time_point last_shown_;
  bool shown_ = false;
  std::size_t done_ = 0;
  double cost_done_ = 0;           // in this run
  double cost_resumed_ = 0;        // decided by the run being resumed
  double in_flight_ = 0;           // lanes checked in cases not decided yet
  double waiting_ = 0;             // of those, lanes whose expected digests the host still computes
  double built_ = 0;               // planned build work of cases not decided yet, built
  double programs_ = 0;            // programs built
  std::uint64_t lanes_shown_ = 0;  // the most lanes a line has shown
  // Work done at the times Show was called in the last kPaceWindow, oldest first.
  std::deque<std::pair<Clock::time_point, double>> paces_;
  double WorkDone() const;
  std::uint64_t lanes_ = 0;
};

// Shows a Progress on a timer, from a thread of its own, until destroyed: a line is due every
// kLogEvery in a log whether or not anything happened. Everything else that touches the
// Progress goes through With, one at a time with the timer.
class ProgressTicker {
 public:
  explicit ProgressTicker(Progress& progress);
  ~ProgressTicker();
  ProgressTicker(const ProgressTicker&) = delete;
  ProgressTicker& operator=(const ProgressTicker&) = delete;
  void With(const std::function<void(Progress&)>& f);

  // The timer's loop, apart so that a test can run it on a fake clock: shows `p` (under
  // `mutex`) at each tick, a tick every kSample and whenever a line is due, as long as
  // `wait_until(tick)` returns true; `now` is the clock.
  static constexpr std::chrono::seconds kSample{1};
  static void Loop(Progress& p, std::mutex& mutex,
                   const std::function<Progress::Clock::time_point()>& now,
                   const std::function<bool(Progress::Clock::time_point)>& wait_until);

 private:
  Progress& progress_;
  std::mutex mutex_;
  std::condition_variable stop_changed_;
  bool stop_ = false;
  std::thread thread_;
};

}  // namespace clc
