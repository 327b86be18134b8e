// A batch's time given to its cases by the work each piece was for.
#include "harness/report/case_seconds.h"

#include <algorithm>

namespace clc {

void CaseClock::AddLocked(const std::vector<Variant>& cases, double seconds) {
  if (cases.empty() || seconds <= 0) return;
  if (cases.size() == 1) {
    spent_[cases.front()].own += seconds;
    return;
  }
  const double share = seconds / static_cast<double>(cases.size());
  for (const Variant& v : cases) spent_[v].shared += share;
}

void CaseClock::Start(const std::vector<Variant>& cases, Clock::time_point now) {
  const std::lock_guard<std::mutex> hold(mutex_);
  AddLocked(running_, std::chrono::duration<double>(now - started_).count());
  running_ = cases;
  started_ = now;
}

void CaseClock::Stop(Clock::time_point now) { Start({}, now); }

void CaseClock::Add(const std::vector<Variant>& cases, double seconds) {
  const std::lock_guard<std::mutex> hold(mutex_);
  AddLocked(cases, seconds);
}

void CaseClock::Take(std::vector<VariantResult>& results, double wall) {
  if (results.empty()) return;
  const std::lock_guard<std::mutex> hold(mutex_);
  double measured = 0;
  for (const VariantResult& r : results) {
    const auto it = spent_.find(r.variant);
    if (it != spent_.end()) measured += it->second.own + it->second.shared;
  }
  // Pieces on host threads overlap: what they measured may be more than the wall time.
  const double rest = std::max(0.0, wall - measured) / static_cast<double>(results.size());
  for (VariantResult& r : results) {
    const auto it = spent_.find(r.variant);
    const Spent s = it == spent_.end() ? Spent() : it->second;
    r.own_seconds = s.own;
    r.seconds = s.own + s.shared + rest;
    if (it != spent_.end()) spent_.erase(it);
  }
}

}  // namespace clc
