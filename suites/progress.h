// The progress line of a run: on a terminal one line rewritten in place, in a log a new line
// now and then. The ETA weighs each case by its cost (its operands), not by its count, and is
// shown once a twentieth of the work is done.
#pragma once

#include <chrono>
#include <cstdint>
#include <ostream>
#include <string>

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
  // Prints the line if it is due (or `force`); on a terminal the last call ends the line.
  void Show(Clock::time_point now, bool force = false);
  // The estimated seconds left, or a negative number while too little is done to say.
  double EtaSeconds(Clock::time_point now) const;
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
  std::uint64_t lanes_ = 0;
};

}  // namespace clc
