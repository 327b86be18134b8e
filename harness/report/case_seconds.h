// Per-case durations where cases share work: what report.json's case.seconds and own_seconds,
// deqp-runner's results CSV and JUnit's testcase time hold.
#pragma once

#include <chrono>
#include <map>
#include <mutex>
#include <optional>
#include <vector>

#include "harness/report/result.h"

namespace clc {

// The time of a batch's work, each piece measured and given to the cases it was for. A piece
// for one case (a program or a kernel of its own, the comparison of its lanes) is that case's
// own time; a piece for several (a program built for them all, one kernel launch over several
// cases, a reference shared by conversions of one kind) is shared, each of them holding an
// equal share: no case gets a figure of its own for work it did not do alone. A result's
// `seconds` is its own time and its shares; `own_seconds` its own time alone.
class CaseClock {
 public:
  using Clock = std::chrono::steady_clock;

  // From `now` until the next Start or Stop, the time is spent on `cases` (a build or a launch
  // announced for them).
  void Start(const std::vector<Variant>& cases, Clock::time_point now = Clock::now());
  void Stop(Clock::time_point now = Clock::now());
  // `seconds` spent on `cases`, measured apart (on a host thread). Any thread may call it.
  void Add(const std::vector<Variant>& cases, double seconds);
  // Sets each result's seconds and own_seconds from the pieces that held it, and forgets them.
  // `wall` is how long the results' work took in all: what no piece held (the operands made,
  // the host's digests awaited) is shared by all of them equally.
  void Take(std::vector<VariantResult>& results, double wall);

 private:
  struct Spent {
    double own = 0;
    double shared = 0;  // its shares of pieces held with others
  };
  void AddLocked(const std::vector<Variant>& cases, double seconds);
  std::mutex mutex_;
  std::map<Variant, Spent> spent_;
  std::vector<Variant> running_;  // since started_
  Clock::time_point started_;
};

// The seconds from `since` until now, on the clock that times batches.
inline double SecondsSince(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

}  // namespace clc
