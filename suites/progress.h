// The progress line of a run: on a terminal one line rewritten in place, in a log a new line
// now and then. The ETA weighs each case by its cost (its operands), not by its count, counts
// the lanes that running children have checked before their results come (InFlight), and is
// shown once a twentieth of the work is done, while Show has seen work over at least
// kMinPaceSpan of the window ("--" otherwise: a first chunk of lanes, or a pause, says nothing
// of the pace). Its pace is the faster of the whole run's and the window's: a run starts
// slowly (children start and build before any lane is checked). The window is the last third
// of the time elapsed, kMinPaceSpan to kPaceWindow: early on the whole window would still
// hold the start (on PoCL 5's 16 cores the first line, at 10 s, said 110 s with 25 s left).
#pragma once

#include <chrono>
#include <cstdint>
#include <deque>
#include <ostream>
#include <string>
#include <utility>

namespace clc {

class Progress {
 public:
  using Clock = std::chrono::steady_clock;
  // `total_cost` is the sum of the costs of every case of the run, `cases` their count.
  Progress(std::ostream& out, bool terminal, double total_cost, std::size_t cases,
           Clock::time_point start);

  // A case is decided (`cost` its weight; a resumed case counts as done but not as work done
  // in this run's time).
  void Done(double cost, std::uint64_t lanes, bool resumed = false);
  // Lanes checked whose cases are not decided yet (negative: withdrawn as they are).
  void InFlight(double lanes) { in_flight_ += lanes; }
  // Prints the line if it is due (or `force`); on a terminal the last call ends the line.
  void Show(Clock::time_point now, bool force = false);
  // The estimated seconds left, or a negative number while too little is done to say. Work
  // counts as seen once Show has been called with it.
  double EtaSeconds(Clock::time_point now) const;
  static constexpr std::chrono::seconds kPaceWindow{10};  // the longest window
  static constexpr std::chrono::seconds kMinPaceSpan{3};  // a window shorter says nothing
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
  double cost_done_ = 0;     // in this run
  double cost_resumed_ = 0;  // decided by the run being resumed
  double in_flight_ = 0;     // lanes checked in cases not decided yet
  // Work done at the times Show was called in the last kPaceWindow, oldest first.
  std::deque<std::pair<Clock::time_point, double>> paces_;
  double WorkDone() const;
  std::uint64_t lanes_ = 0;
};

}  // namespace clc
