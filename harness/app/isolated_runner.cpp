// Child processes per batch; after a death, one new child for the rest of the batch.
#include "harness/app/isolated_runner.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <set>

#include "harness/app/batch_child.h"
#include "harness/app/cache_retry.h"
#include "harness/app/confirm.h"
#include "harness/run/child_process.h"

namespace clc {

namespace {

constexpr std::size_t kMaxDriverOutput = 4000;  // characters of a child's console kept per result

// The last `limit` characters of a file, from a line start where possible.
std::string Tail(const std::string& path, std::size_t limit) {
  std::ifstream in(path, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (text.size() <= limit) return text;
  std::string tail = text.substr(text.size() - limit);
  const std::size_t nl = tail.find('\n');
  return "...\n" + (nl == std::string::npos ? tail : tail.substr(nl + 1));
}

// Whether `deaths` (what a case died of each time, the last now) decide its verdict: the same
// death twice, the last with the case alone in flight, or three times in company; four
// deaths of any kinds end the retries. So one death that does not recur (a kill -9 from
// outside, or the OOM killer once) only costs a retry: the run ends as an uninterrupted one.
bool Decided(const std::vector<std::string>& deaths, bool alone) {
  const auto same = std::count(deaths.begin(), deaths.end(), deaths.back());
  return (alone && same >= 2) || same >= 3 || deaths.size() >= 4;
}

}  // namespace

IsolatedRunner::IsolatedRunner(std::string self, std::vector<int> devices, const CliOptions& o,
                               std::vector<std::string> env)
    : self_(std::move(self)),
      devices_(std::move(devices)),
      child_env_(std::move(env)),
      limits_(o.case_timeout_s, o.build_timeout_s),
      jobs_(std::max(1, o.jobs)) {
  if (devices_.empty()) throw std::logic_error("a runner needs a device");
  children_on_.assign(devices_.size(), 0);
  child_options_ = o;
  child_options_.devices = {std::to_string(devices_.front())};
  cache_held_entries_ = CacheHeldEntries(ProgramCacheOf(child_options_), child_env_);
  const std::filesystem::path base = o.temp_dir.empty() ? std::filesystem::temp_directory_path()
                                                        : std::filesystem::path(o.temp_dir);
  std::string tmpl = (base / "clconform-XXXXXX").string();
  if (mkdtemp(tmpl.data()) == nullptr) throw std::runtime_error("cannot create a temporary folder");
  work_dir_ = tmpl;
}

IsolatedRunner::~IsolatedRunner() {
  std::error_code ec;
  std::filesystem::remove_all(work_dir_, ec);
}

namespace {

// The results of the programs the child ran (RunOptions::on_unit_done) are kept for the next
// child, whose constant paths they are.
void CarryUnitsDone(const WorkerOutput& out, IsolatedRunner::Pending& next) {
  for (const auto& [key, unit] : out.units_done) {
    for (const auto& r : unit) {
      next.batch.recovery.ConstantRan(r.variant);
      auto [it, fresh] = next.partial.try_emplace(r.variant, r);
      if (!fresh) Merge(it->second, r);
    }
  }
}

// A case that completed after a child was killed for no progress with it in flight: flaky,
// with both observations, unless a case in flight with it then hung again alone.
VariantResult AfterHang(const IsolatedRunner::Pending& pending, VariantResult r) {
  const auto hung = pending.hung.find(r.variant);
  if (hung == pending.hung.end()) return r;
  const IsolatedRunner::Pending::Hung& h = hung->second;
  for (const Variant& v : h.with) {
    if (pending.hangs.count(v) != 0) return r;
  }
  return TimeoutNotRecurred(std::move(r), h.path, h.seen);
}

// The child's results into `results`, in the batch's order; the cases without one stay in
// `next`.
void TakeResults(const IsolatedRunner::Pending& pending, WorkerOutput& out,
                 IsolatedRunner::Pending& next, std::vector<VariantResult>& results) {
  std::map<Variant, VariantResult> got;
  for (auto& r : out.results) {
    // The programs earlier children ran count too (their lanes first, as in one process).
    auto before = pending.partial.find(r.variant);
    if (before != pending.partial.end()) {
      VariantResult all = before->second;
      Merge(all, r);
      r = std::move(all);
    }
    got[r.variant] = std::move(r);
  }
  next.batch.cases.clear();
  for (const Variant& v : pending.batch.cases) {
    auto it = got.find(v);
    if (it == got.end()) {
      next.batch.cases.push_back(v);
    } else {
      results.push_back(AfterHang(pending, std::move(it->second)));
    }
  }
}

// The cases that get a crash, timeout or error verdict now, and why.
struct Decision {
  std::vector<Variant> decided;
  std::string why;
};

// After a death: the cases in flight become suspects, isolated in the next child; those whose
// deaths decide them are decided.
Decision DecideDeaths(const ChildOutcome& outcome, const WorkerOutput& out,
                      const IsolatedRunner::Pending& pending, IsolatedRunner::Pending& next) {
  Decision d;
  std::set<Variant> suspects;
  for (const Variant& v : next.batch.cases) {
    if (out.in_flight.count(v) != 0) suspects.insert(v);
  }
  const RunPath path = out.in_flight_path.value_or(RunPath::kBuffer);
  if (suspects.empty()) next.blind_deaths.push_back(outcome.Describe());
  if (suspects.empty() && Decided(next.blind_deaths, true)) {
    d.decided = next.batch.cases;
    const std::size_t n = next.blind_deaths.size();
    d.why = outcome.Describe() + ", " + (n == 2 ? "twice" : std::to_string(n) + " times") +
            " before the worker announced a case";
  }
  const std::string on_path = " on the " + std::string(NameOf(path)) + " path";
  for (const Variant& s : suspects) {
    std::vector<std::string>& deaths = next.deaths[s];
    deaths.push_back(outcome.Describe());
    if (outcome.timed_out && next.hung.count(s) == 0) {
      IsolatedRunner::Pending::Hung& h = next.hung[s];
      h.seen = outcome.Describe() + on_path;
      h.path = OutcomePath(path).value_or(RunPath::kBuffer);
      h.with = suspects;
      h.with.erase(s);
    }
    // A first death on the constant path gives the case a kernel of its own in the fault
    // program, launched alone: a death there names one case, and every restart builds that
    // same program, which the driver's cache keeps (a program per suspect cost a build
    // each). A later death gives it a program of its own.
    const bool to_fault_program = path == RunPath::kConstant && deaths.size() == 1 &&
                                  next.batch.recovery.AddToFaultProgram(s);
    if (!to_fault_program) next.batch.recovery.Isolate(s, path, deaths.size() >= 2);
    // Alone in flight, a crash or a hang is decided when it happens again (a known fault at
    // once): a hang that does not recur was no timeout of the case.
    const bool alone = suspects.size() == 1;
    const bool known = alone && next.known_faults.count(s) != 0;
    if (known || Decided(deaths, alone)) {
      d.decided.push_back(s);
      d.why = outcome.Describe() + on_path +
              (known && outcome.timed_out ? "" : ", again when retried in a new process") +
              (pending.without_cache ? " that used no cache" : "");
    }
  }
  return d;
}

// The decided cases' verdicts into `results`; one decided on its constant path stays in `next`
// for its buffer path.
void GiveVerdicts(const Decision& d, const ChildOutcome& outcome, const WorkerOutput& out,
                  IsolatedRunner::Pending& next, std::vector<VariantResult>& results) {
  const bool died = !outcome.exited || outcome.timed_out;
  std::set<Variant> names;
  const std::optional<RunPath> path = out.in_flight_path;
  for (const Variant& v : d.decided) {
    VariantResult r;
    r.variant = v;
    r.status = !died               ? CaseStatus::kError
               : outcome.timed_out ? CaseStatus::kTimedOut
                                   : CaseStatus::kCrashed;
    r.message = d.why;
    // The path it died on has the verdict (the digested stream is the buffer path's).
    if (died && path && OutcomePath(*path)) SetPathStatus(r, *OutcomePath(*path), r.status);
    if (r.status == CaseStatus::kTimedOut) next.hangs.insert(v);
    next.hung.erase(v);  // decided: what it was seen doing first is in its verdict
    auto [earlier, fresh] = next.partial.try_emplace(v, r);
    if (!fresh) Merge(earlier->second, r);
    if (died && path == RunPath::kConstant) {
      // Its constant path is decided; the next child still runs its buffer path.
      next.batch.recovery.ConstantDecided(v);
      next.deaths.erase(v);
      next.known_faults.erase(v);
      next.with_cache.erase(v);  // confirmed: its buffer path may use the cache again
      continue;
    }
    results.push_back(earlier->second);
    next.partial.erase(earlier);
    names.insert(v);
  }
  std::vector<Variant> rest;
  for (const Variant& v : next.batch.cases) {
    if (names.count(v) == 0) rest.push_back(v);
  }
  next.batch.cases = std::move(rest);
}

// Back to the cache once no case of the rest waits on its retry without it.
void BackToCache(IsolatedRunner::Pending& next) {
  for (auto it = next.with_cache.begin(); it != next.with_cache.end();) {
    const bool waits = std::any_of(next.batch.cases.begin(), next.batch.cases.end(),
                                   [&](const Variant& v) { return v == it->first; });
    it = waits ? std::next(it) : next.with_cache.erase(it);
  }
  if (next.with_cache.empty()) next.without_cache = false;
}

// After a first death on the constant path, the part of the batch that runs its other paths
// (the constant paths counted as run: the part left in `next` runs them alone and reports
// them), so that the long part does not wait for the restarts a crashing compiler may still
// cost there.
IsolatedRunner::Pending SplitOffOtherPaths(IsolatedRunner::Pending& next) {
  IsolatedRunner::Pending others;
  others.batch = next.batch;
  for (const Variant& v : next.batch.cases) others.batch.recovery.ConstantRan(v);
  others.known_faults = next.known_faults;
  others.without_cache = next.without_cache;  // a retry without the cache stays one
  others.with_cache = next.with_cache;
  next.batch.recovery.KeepToConstantPaths();
  return others;
}

// Whether a part that runs the constant paths alone has none left to run: every case's result
// there is what earlier children found (`partial`).
bool NothingLeftToRun(const IsolatedRunner::Pending& next) {
  return next.batch.recovery.ConstantPathsOnly() &&
         std::all_of(next.batch.cases.begin(), next.batch.cases.end(), [&](const Variant& v) {
           return next.batch.recovery.ConstantDone(v) && next.partial.count(v) != 0;
         });
}

// A driver's console output belongs with the results it may explain.
void AttachConsole(const std::string& console, std::vector<VariantResult>& results) {
  if (console.empty()) return;
  for (auto& r : results) {
    if (r.status != CaseStatus::kRan && r.status != CaseStatus::kSkipped)
      r.message += "\ndriver output of the worker:\n" + console;
  }
}

}  // namespace

IsolatedRunner::BatchOutcome IsolatedRunner::RunBatch(
    const Pending& pending, const std::string& id, int device,
    const std::function<void(const WorkerOutput&)>& heard) const {
  BatchOutcome result;
  BatchChildSetup setup{self_, child_options_, child_env_, limits_, work_dir_};
  if (pending.without_cache) {
    setup.options = WithoutCache(child_options_);
    setup.env = WithoutCacheEnv(child_env_, work_dir_ + "/no-cache-" + id);
  }
  setup.options.devices = {std::to_string(device)};
  BatchChild child = RunBatchChild(setup, id, pending.batch, heard);
  const ChildOutcome& outcome = child.outcome;
  WorkerOutput& out = child.out;
  result.tally = out.tally;
  Pending next = pending;
  CarryUnitsDone(out, next);
  TakeResults(pending, out, next, result.results);
  // A fault of the machine: the results the child wrote stand, the rest get none.
  result.fault = child.fault;
  const bool died = result.fault.empty() && (!outcome.exited || outcome.timed_out);
  if (result.fault.empty()) {
    Decision d = died ? DecideDeaths(outcome, out, pending, next)
                      : Decision{next.batch.cases,
                                 "the worker ended (" + outcome.Describe() + ") without a result"};
    RuleOutCache(pending, next, d.decided, died && !outcome.timed_out, result);
    if (!d.decided.empty()) GiveVerdicts(d, outcome, out, next, result.results);
    BackToCache(next);
  }
  if (died && !next.batch.cases.empty()) Requeue(pending, out.in_flight_path, next, result);
  if (pending.batch.recovery.ConstantPathsOnly()) {
    // A constant part's results are all halves of split cases.
    std::move(result.results.begin(), result.results.end(),
              std::back_inserter(result.constant_halves));
    result.results.clear();
  }
  const std::string console = Tail(child.console, kMaxDriverOutput);
  AttachConsole(console, result.results);
  AttachConsole(console, result.constant_halves);
  return result;
}

void IsolatedRunner::Requeue(const Pending& pending, std::optional<RunPath> path, Pending& next,
                             BatchOutcome& result) const {
  std::optional<Pending> others;
  if (path == RunPath::kConstant && !pending.batch.recovery.ConstantPathsOnly() &&
      !cache_held_entries_) {
    result.split = next.batch.cases;
    others = SplitOffOtherPaths(next);
  }
  if (NothingLeftToRun(next)) {
    for (const Variant& v : next.batch.cases) result.constant_halves.push_back(next.partial.at(v));
  } else {
    result.reruns.push_back(std::move(next));
  }
  if (others) result.reruns.push_back(std::move(*others));
}

void IsolatedRunner::RuleOutCache(const Pending& pending, Pending& next,
                                  std::vector<Variant>& decided, bool crashed,
                                  BatchOutcome& result) const {
  if (pending.without_cache) {
    for (VariantResult& r : result.results) {
      const auto how = pending.with_cache.find(r.variant);
      if (how == pending.with_cache.end()) continue;
      if (CacheMayCause(r)) {
        r.message += "\n(the same in a worker that used no cache)";
      } else {
        result.notes.push_back(BlameCache(child_env_, how->second, r));
      }
    }
    return;
  }
  if (!UsesCache(ProgramCacheOf(child_options_), child_env_)) return;
  // A build failure is retried in a batch of its own, from where this child began.
  Pending built = pending;
  built.batch.cases.clear();
  std::vector<VariantResult> kept;
  for (VariantResult& r : result.results) {
    // A crash verdict here is one already confirmed (on its constant path): only builds.
    if (VerdictOf(r) != Verdict::kBuildFailure) {
      kept.push_back(std::move(r));
      continue;
    }
    built.batch.cases.push_back(r.variant);
    built.with_cache[r.variant] = "did not build";
  }
  result.results = std::move(kept);
  built.without_cache = true;
  if (!built.batch.cases.empty()) result.reruns.push_back(std::move(built));
  // A crash about to be decided, where the caches held entries as the run began, is retried in
  // a batch of its own, from where the child died; once it has died again there, its buffer
  // path goes on with the cache (see RunBatch). Otherwise it is decided where it stands and
  // its buffer path stays in the rest of its batch.
  Pending died = next;
  died.batch.cases.clear();
  died.with_cache.clear();
  std::vector<Variant> still;
  for (const Variant& v : decided) {
    if (!crashed || !cache_held_entries_ || next.known_faults.count(v) != 0) {
      still.push_back(v);
      continue;
    }
    died.batch.cases.push_back(v);
    const auto deaths = next.deaths.find(v);
    const bool blind = deaths == next.deaths.end() || deaths->second.empty();
    died.with_cache[v] =
        "crashed (" + (blind ? next.blind_deaths.back() : deaths->second.back()) + ")";
  }
  decided = std::move(still);
  std::vector<Variant> rest;
  for (const Variant& v : next.batch.cases) {
    if (died.with_cache.count(v) == 0) rest.push_back(v);
  }
  next.batch.cases = std::move(rest);
  died.without_cache = true;
  if (!died.batch.cases.empty()) result.reruns.push_back(std::move(died));
}

}  // namespace clc
