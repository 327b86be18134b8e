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

double Progress::EtaSeconds(Clock::time_point now) const {
  const double work = total_cost_ - cost_resumed_;
  if (work <= 0 || cost_done_ < kEtaAfter * work) return -1;
  const double elapsed = std::chrono::duration<double>(now - start_).count();
  return elapsed * std::max(0.0, work - cost_done_) / cost_done_;
}

std::string Progress::Line(Clock::time_point now) const {
  const double eta = EtaSeconds(now);
  const auto elapsed = static_cast<long long>(std::chrono::duration<double>(now - start_).count());
  return "[ progress ] " + std::to_string(done_) + "/" + std::to_string(cases_) + " cases, " +
         std::to_string(lanes_) + " lanes checked, " + std::to_string(elapsed) +
         " s elapsed, ETA " +
         (eta < 0 ? std::string("--") : std::to_string(static_cast<long long>(eta)) + " s");
}

void Progress::Show(Clock::time_point now, bool force) {
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
