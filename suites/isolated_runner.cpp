// Child processes per batch, with bisection on a crash or a hang.
#include "suites/isolated_runner.h"

#include <unistd.h>

#include <condition_variable>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include <nlohmann/json.hpp>

#include "harness/report/format.h"
#include "harness/report/result_io.h"
#include "harness/run/child_process.h"

namespace clc {

namespace {

constexpr std::size_t kSingletons = 12;  // up to this many cases, one child per case is cheapest

// Splits a batch whose child died: by kernel (operand width) first, since a fault usually
// lives in one kernel, then in halves.
std::vector<std::vector<Variant>> Split(const std::vector<Variant>& batch) {
  std::vector<std::vector<Variant>> parts;
  if (batch.size() <= kSingletons) {
    for (const Variant& v : batch) parts.push_back({v});
    return parts;
  }
  std::map<int, std::vector<Variant>> by_width;
  for (const Variant& v : batch) by_width[v.src_width].push_back(v);
  if (by_width.size() > 1) {
    for (auto& [w, vs] : by_width) parts.push_back(std::move(vs));
  } else {
    const auto half = batch.begin() + static_cast<std::ptrdiff_t>(batch.size() / 2);
    parts.emplace_back(batch.begin(), half);
    parts.emplace_back(half, batch.end());
  }
  return parts;
}

}  // namespace

IsolatedRunner::IsolatedRunner(std::string self, int device_index, const CliOptions& o)
    : self_(std::move(self)), idle_limit_s_(o.case_timeout_s), jobs_(std::max(1, o.jobs)) {
  child_args_ = {"--device=" + std::to_string(device_index),
                 "--coverage=" + std::string(NameOf(o.coverage)),
                 "--seed=" + std::to_string(o.seed)};
  for (std::uint64_t in : o.inputs)
    child_args_.push_back("--input=" + HexBits(ScalarType::kULong, in));
  for (const std::string& icd : o.icds) child_args_.push_back("--icd=" + icd);
  if (!o.constant_path) child_args_.push_back("--no-constant-path");
  if (o.operand_count != 0) {
    child_args_.push_back("--operand-range=" + HexBits(ScalarType::kUInt, o.operand_first) + ":" +
                          HexBits(ScalarType::kULong, o.operand_count));
  }
  std::string tmpl = (std::filesystem::temp_directory_path() / "clconform-XXXXXX").string();
  if (mkdtemp(tmpl.data()) == nullptr) throw std::runtime_error("cannot create a temporary folder");
  work_dir_ = tmpl;
}

IsolatedRunner::~IsolatedRunner() {
  std::error_code ec;
  std::filesystem::remove_all(work_dir_, ec);
}

std::vector<VariantResult> IsolatedRunner::Run(
    const std::vector<std::vector<Variant>>& groups,
    const std::function<void(const VariantResult&)>& on_result,
    const std::set<std::string>& known_faults) {
  std::vector<VariantResult> results;
  std::deque<std::vector<Variant>> batches;
  for (const auto& group : groups) {
    std::vector<Variant> rest;
    for (const Variant& v : group) {
      if (known_faults.count(CaseName(v)) != 0) {
        batches.push_front({v});
      } else {
        rest.push_back(v);
      }
    }
    if (!rest.empty()) batches.push_back(std::move(rest));
  }
  std::mutex mutex;
  std::condition_variable changed;
  int running = 0;
  const auto work = [&] {
    std::unique_lock<std::mutex> lock(mutex);
    for (;;) {
      changed.wait(lock, [&] { return !batches.empty() || running == 0; });
      if (batches.empty()) return;
      const std::vector<Variant> batch = std::move(batches.front());
      batches.pop_front();
      const std::string id = std::to_string(children_++);
      ++running;
      lock.unlock();
      BatchOutcome got = RunBatch(batch, id);
      lock.lock();
      --running;
      programs_built_ += got.programs_built;
      for (auto& r : got.results) {
        on_result(r);
        results.push_back(std::move(r));
      }
      for (auto it = got.reruns.rbegin(); it != got.reruns.rend(); ++it)
        batches.push_front(std::move(*it));
      changed.notify_all();
    }
  };
  std::vector<std::thread> pool;
  for (int j = 1; j < jobs_; ++j) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  return results;
}

IsolatedRunner::BatchOutcome IsolatedRunner::RunBatch(const std::vector<Variant>& batch,
                                                      const std::string& id) const {
  BatchOutcome result;
  const std::string cases_path = work_dir_ + "/cases-" + id + ".txt";
  const std::string out_path = work_dir_ + "/out-" + id + ".jsonl";
  {
    std::ofstream cases(cases_path);
    for (const Variant& v : batch) cases << CaseName(v) << "\n";
    std::ofstream(out_path, std::ios::trunc).flush();
  }
  std::vector<std::string> argv = {self_, "--worker-cases=" + cases_path,
                                   "--worker-out=" + out_path};
  argv.insert(argv.end(), child_args_.begin(), child_args_.end());
  const ChildOutcome outcome = RunChild(argv, out_path, idle_limit_s_);

  std::map<std::string, VariantResult> got;
  std::set<std::string> in_flight;  // the cases of the last kernel launched
  std::ifstream in(out_path);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("{\"heartbeat\"", 0) == 0) continue;
    if (line.rfind("{\"launch\"", 0) == 0) {
      const auto j = nlohmann::json::parse(line, nullptr, false);
      if (!j.is_discarded()) in_flight = j.at("launch").get<std::set<std::string>>();
      continue;
    }
    if (line.rfind("{\"programs_built\"", 0) == 0) {
      result.programs_built +=
          nlohmann::json::parse(line, nullptr, false).value("programs_built", 0u);
      continue;
    }
    if (auto r = FromJsonLine(line)) got[CaseName(r->variant)] = std::move(*r);
  }
  std::vector<Variant> missing;
  for (const Variant& v : batch) {
    auto it = got.find(CaseName(v));
    if (it == got.end()) {
      missing.push_back(v);
      continue;
    }
    result.results.push_back(std::move(it->second));
  }
  if (missing.empty()) return result;
  const bool died = !outcome.exited || outcome.timed_out;
  if (died && missing.size() > 1) {
    // The cases of the kernel in flight are the suspects; the others rerun together.
    std::vector<Variant> suspects;
    std::vector<Variant> others;
    for (const Variant& v : missing)
      (in_flight.count(CaseName(v)) ? suspects : others).push_back(v);
    if (suspects.empty()) std::swap(suspects, others);
    if (suspects.size() == missing.size() || suspects.size() <= kSingletons) {
      for (auto& part : Split(suspects)) result.reruns.push_back(std::move(part));
    } else {
      result.reruns.push_back(std::move(suspects));
    }
    if (!others.empty()) result.reruns.push_back(std::move(others));
    return result;
  }
  for (const Variant& v : missing) {
    VariantResult r;
    r.variant = v;
    r.status = outcome.timed_out ? CaseStatus::kTimedOut
               : died            ? CaseStatus::kCrashed
                                 : CaseStatus::kError;
    r.message = died ? outcome.Describe() + " while running this case alone"
                     : "the worker ended (" + outcome.Describe() + ") without a result";
    result.results.push_back(std::move(r));
  }
  return result;
}

}  // namespace clc
