// The device run: each group of the plan down its paths (the constant and buffer paths in
// buffer_run.cpp, the digests in digest_run.cpp), then the negative compile checks.
#include "harness/run/runner.h"

#include <algorithm>
#include <chrono>
#include <deque>
#include <map>
#include <set>
#include <utility>

#include "harness/device/build.h"
#include "harness/report/case_seconds.h"
#include "harness/run/classify.h"
#include "kernels/digest/digest_source.h"
#include "kernels/kernel_source.h"
#include "reference/edges.h"

namespace clc {

std::string UnitKey(const std::vector<KernelSpec>& program) {
  std::string key;
  for (const KernelSpec& k : program) {
    key += k.name;
    for (const Variant& v : k.variants) key += " " + CaseName(v);
    key += ";";
  }
  return key;
}

void DeviceRunner::Announce(RunPath path, const std::vector<Variant>& in_flight) {
  announced_path_ = path;
  announced_ = in_flight;
  clock_.Start(in_flight);
  if (options_.on_launch) options_.on_launch(path, in_flight);
}

DeviceRunner::DeviceRunner(Device device, RunOptions options, Recovery recovery, ListedCases listed,
                           EarlyHosts early)
    : target_(std::move(device)),
      options_(std::move(options)),
      recovery_(std::move(recovery)),
      listed_(std::move(listed)),
      early_hosts_(std::move(early)),
      context_(target_.device),
      queue_(context_, target_.device),
      programs_(ProgramCacheFor(target_.info, options_)) {}

BuildResult DeviceRunner::Build(const std::string& source) {
  if (options_.on_build) options_.on_build();
  BuildResult built = programs_.Build(context_, target_.device, source, "");
  if (options_.on_progress) options_.on_progress(0);
  if (built.ok && !options_.repro_dir.empty()) sources_[built.program()] = source;
  ++(built.loaded ? tally_.programs_loaded : tally_.programs_built);
  if (!built.cache_key.empty()) unkept_.push_back({built, announced_path_, announced_});
  return built;
}

void DeviceRunner::KeepBuilt() {
  for (const Unkept& u : unkept_) {
    Announce(u.path, u.cases);
    programs_.Keep(u.built, target_.device);
  }
  unkept_.clear();
  clock_.Stop();
}

std::string DeviceRunner::SourceOf(const cl::Kernel& k) const {
  const auto it = sources_.find(k.getInfo<CL_KERNEL_PROGRAM>()());
  return it == sources_.end() ? std::string() : it->second;
}

BuildFunction DeviceRunner::Builds() {
  return [this](const std::string& source) { return Build(source); };
}

std::vector<VariantResult> NotRunHere(const std::vector<Variant>& variants) {
  std::vector<VariantResult> results(variants.size());
  for (std::size_t i = 0; i < variants.size(); ++i) {
    results[i].variant = variants[i];
    results[i].status = CaseStatus::kNotRun;
  }
  return results;
}

std::vector<VariantResult> DeviceRunner::Run(const std::vector<Variant>& variants) {
  const RunPlan plan = Plan(variants, target_.info, options_);
  // A process that runs the constant paths alone leaves the rest to another one.
  const bool all_paths = !recovery_.ConstantPathsOnly();
  std::vector<VariantResult> out = plan.skipped;
  if (!all_paths) {
    std::vector<Variant> skipped;
    for (const VariantResult& r : plan.skipped) skipped.push_back(r.variant);
    out = NotRunHere(skipped);
  }
  const auto done = [&](std::vector<VariantResult> results) {
    KeepBuilt();  // its kernels have run
    if (options_.on_group_done) options_.on_group_done(results);
    out.insert(out.end(), results.begin(), results.end());
  };
  for (const GroupPlan& g : plan.groups) done(g.stream ? RunStreamGroup(g) : RunBuffer(g));
  if (plan.negative_batches.empty()) return out;
  if (all_paths) {
    done(RunNegative(plan.negative_batches));
  } else {
    std::vector<Variant> negative;
    for (const auto& batch : plan.negative_batches)
      negative.insert(negative.end(), batch.begin(), batch.end());
    done(NotRunHere(negative));
  }
  return out;
}

namespace {

// A case under suspicion (in flight when a process died) is built alone, first.
std::deque<std::vector<Variant>> SuspectsFirst(const std::vector<std::vector<Variant>>& batches,
                                               const Recovery& recovery) {
  std::vector<std::vector<Variant>> ordered;
  for (const std::vector<Variant>& batch : batches) {
    std::vector<Variant> rest;
    for (const Variant& v : batch) {
      if (recovery.IsolatedOn(v, RunPath::kNegative)) {
        ordered.insert(ordered.begin(), {v});
      } else {
        rest.push_back(v);
      }
    }
    if (!rest.empty()) ordered.push_back(std::move(rest));
  }
  return {ordered.begin(), ordered.end()};
}

// The results of the cases of a batch built (`built`) or not (its `log`): a case is rejected
// when the log points at its line, or when it was built alone. Those it cannot decide are
// returned.
std::vector<Variant> JudgeNegativeBatch(const std::vector<Variant>& batch, bool built,
                                        const NegativeProgram& program, const std::string& log,
                                        std::vector<VariantResult>& results) {
  const std::set<int> lines = RejectedLines(log);
  std::vector<Variant> rest;
  for (std::size_t k = 0; k < batch.size(); ++k) {
    VariantResult r;
    r.variant = batch[k];
    r.status = CaseStatus::kRan;
    r.rejected = !built;
    if (built) {
      r.message = "the device compiled an illegal spelling";
    } else if (lines.count(program.lines[k]) != 0) {
      r.message = "rejected at line " + std::to_string(program.lines[k]);
    } else if (batch.size() == 1) {
      r.message = log.substr(0, 400);
    } else {
      rest.push_back(batch[k]);
      continue;
    }
    results.push_back(r);
  }
  return rest;
}

}  // namespace

std::vector<VariantResult> DeviceRunner::RunNegative(
    const std::vector<std::vector<Variant>>& batches) {
  std::vector<VariantResult> results;
  // A batch that fails to build: the cases its log points at are rejected; the rest (an
  // error limit reached, or spellings the compiler accepts) are built again as one batch, or
  // each alone when the log points at none of them.
  std::deque<std::vector<Variant>> queue = SuspectsFirst(batches, recovery_);
  const auto start = std::chrono::steady_clock::now();
  while (!queue.empty()) {
    const std::vector<Variant> batch = std::move(queue.front());
    queue.pop_front();
    const NegativeProgram program = NegativeProgramSource(batch);
    Announce(RunPath::kNegative, batch);  // each build timed for its cases (clock_)
    const BuildResult built = Build(program.source);
    const std::string log = built.ok ? std::string() : built.log;
    std::vector<Variant> rest = JudgeNegativeBatch(batch, built.ok, program, log, results);
    if (rest.size() == batch.size()) {
      for (const Variant& v : rest) queue.push_front({v});
    } else if (!rest.empty()) {
      queue.push_front(std::move(rest));
    }
  }
  clock_.Stop();
  clock_.Take(results, SecondsSince(start));
  return results;
}

}  // namespace clc
