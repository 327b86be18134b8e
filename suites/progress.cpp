// Progress line and ETA.
#include "suites/progress.h"

#include <algorithm>

namespace clc {

namespace {

constexpr auto kTerminalEvery = std::chrono::milliseconds(500);
constexpr auto kLogEvery = std::chrono::seconds(10);
constexpr double kEtaAfter = 0.05;  // of the work left at the start

}  // namespace

Progress::Progress(std::ostream& out, bool terminal, double total_cost, std::size_t cases,
                   Clock::time_point start)
    : out_(out), terminal_(terminal), total_cost_(total_cost), cases_(cases), start_(start) {}

void Progress::Done(double cost, std::uint64_t lanes, bool resumed) {
  ++done_;
  lanes_ += lanes;
  (resumed ? cost_resumed_ : cost_done_) += cost;
}

double Progress::WorkDone() const { return cost_done_ + std::max(0.0, in_flight_); }

double Progress::EtaSeconds(Clock::time_point now) const {
  const double work = total_cost_ - cost_resumed_;
  const double done = WorkDone();
  if (work <= 0 || done < kEtaAfter * work || paces_.empty()) return -1;
  // The window: the last third of the run so far, kMinPaceSpan to kPaceWindow. Its first
  // sample: the newest at least that old, else the oldest kept.
  const Clock::duration window = std::clamp<Clock::duration>(
      (now - start_) / 3, std::chrono::duration_cast<Clock::duration>(kMinPaceSpan),
      std::chrono::duration_cast<Clock::duration>(kPaceWindow));
  auto first = paces_.begin();
  for (auto p = paces_.begin(); p != paces_.end() && now - p->first >= window; ++p) first = p;
  // No work seen over kMinPaceSpan: no pace to go by now.
  if (now - first->first < kMinPaceSpan) return -1;
  const auto seconds = [](Clock::duration d) { return std::chrono::duration<double>(d).count(); };
  // Seconds per unit of work: the whole run's, or the window's when that is faster.
  double per = seconds(now - start_) / done;
  if (done > first->second)
    per = std::min(per, seconds(now - first->first) / (done - first->second));
  return per * std::max(0.0, work - done);
}

std::string Progress::Line(Clock::time_point now) const {
  const double eta = EtaSeconds(now);
  const auto elapsed = static_cast<long long>(std::chrono::duration<double>(now - start_).count());
  return "[ progress ] " + std::to_string(done_) + "/" + std::to_string(cases_) + " cases, " +
         std::to_string(lanes_ + static_cast<std::uint64_t>(std::max(0.0, in_flight_))) +
         " lanes checked, " + std::to_string(elapsed) + " s elapsed, ETA " +
         (eta < 0 ? std::string("--") : std::to_string(static_cast<long long>(eta)) + " s");
}

void Progress::Show(Clock::time_point now, bool force) {
  paces_.emplace_back(now, WorkDone());
  while (now - paces_.front().first > kPaceWindow) paces_.pop_front();
  if (!force && shown_ && now - last_shown_ < (terminal_ ? kTerminalEvery : kLogEvery)) return;
  if (!force && !shown_ && now - start_ < (terminal_ ? kTerminalEvery : kLogEvery)) return;
  shown_ = true;
  last_shown_ = now;
  if (terminal_) {
    out_ << "\r" << Line(now) << "\033[K" << (force ? "\n" : "") << std::flush;
  } else {
    out_ << Line(now) << "\n" << std::flush;
  }
}

}  // namespace clc
