// Progress line and ETA, and the timer that shows them.
#include "harness/app/progress.h"

#include <algorithm>

namespace clc {

namespace {

constexpr double kEtaAfter = 0.05;  // of the work left at the start

}  // namespace

std::map<std::string, double> PlannedCosts(const std::vector<Variant>& cases,
                                           const DeviceInfo& info, const RunOptions& o) {
  std::map<std::string, double> cost;
  for (const Variant& v : cases) cost[CaseName(v)] = kBuildShare;
  const RunPlan plan = Plan(cases, info, o);
  for (const GroupPlan& g : plan.groups) {
    const double each =
        static_cast<double>(g.PlannedLanes()) / static_cast<double>(g.variants.size());
    for (const Variant& v : g.variants) cost[CaseName(v)] += each;
  }
  return cost;
}

Progress::Progress(std::ostream& out, bool terminal, double total_cost, std::size_t cases,
                   Clock::time_point start)
    : out_(out), terminal_(terminal), total_cost_(total_cost), cases_(cases), start_(start) {}

void Progress::Done(double cost, std::uint64_t lanes, bool resumed) {
  ++done_;
  lanes_ += lanes;
  (resumed ? cost_resumed_ : cost_done_) += cost;
}

double Progress::WorkDone() const {
  return cost_done_ + std::max(0.0, in_flight_ - waiting_) + std::max(0.0, built_);
}

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
  const std::uint64_t lanes =
      std::max(lanes_shown_, lanes_ + static_cast<std::uint64_t>(std::max(0.0, in_flight_)));
  return "[ progress ] " + std::to_string(done_) + "/" + std::to_string(cases_) + " cases, " +
         std::to_string(lanes) + " lanes checked, " + std::to_string(elapsed) + " s elapsed, " +
         (programs_ > 0 ? std::to_string(static_cast<long long>(programs_)) + " programs built, "
                        : std::string()) +
         "ETA " +
         (eta < 0 ? std::string("--") : std::to_string(static_cast<long long>(eta)) + " s");
}

Progress::Clock::time_point Progress::NextDue() const {
  const Clock::duration every = terminal_ ? Clock::duration(kTerminalEvery) : kLogEvery;
  return (shown_ ? last_shown_ : start_) + every;
}

void Progress::Show(Clock::time_point now, bool force) {
  paces_.emplace_back(now, WorkDone());
  while (now - paces_.front().first > kPaceWindow) paces_.pop_front();
  if (!force && now < NextDue()) return;
  shown_ = true;
  last_shown_ = now;
  lanes_shown_ =
      std::max(lanes_shown_, lanes_ + static_cast<std::uint64_t>(std::max(0.0, in_flight_)));
  if (terminal_) {
    out_ << "\r" << Line(now) << "\033[K" << (force ? "\n" : "") << std::flush;
  } else {
    out_ << Line(now) << "\n" << std::flush;
  }
}

void ProgressTicker::Loop(Progress& p, std::mutex& mutex,
                          const std::function<Progress::Clock::time_point()>& now,
                          const std::function<bool(Progress::Clock::time_point)>& wait_until) {
  for (;;) {
    Progress::Clock::time_point tick;
    {
      const std::lock_guard<std::mutex> lock(mutex);
      tick = std::min(now() + Progress::Clock::duration(kSample), p.NextDue());
    }
    if (!wait_until(tick)) return;
    const std::lock_guard<std::mutex> lock(mutex);
    p.Show(now());
  }
}

ProgressTicker::ProgressTicker(Progress& progress) : progress_(progress) {
  thread_ = std::thread([this] {
    Loop(
        progress_, mutex_, [] { return Progress::Clock::now(); },
        [this](Progress::Clock::time_point t) {
          std::unique_lock<std::mutex> lock(mutex_);
          stop_changed_.wait_until(lock, t, [this] { return stop_; });
          return !stop_;
        });
  });
}

ProgressTicker::~ProgressTicker() {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  stop_changed_.notify_all();
  thread_.join();
}

void ProgressTicker::With(const std::function<void(Progress&)>& f) {
  const std::lock_guard<std::mutex> lock(mutex_);
  f(progress_);
}

}  // namespace clc
