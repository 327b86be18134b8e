// The device run: plan programs, build with fault isolation, run chunks, compare in parallel.
#include "harness/run/runner.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <deque>
#include <map>
#include <set>
#include <utility>

#include "harness/device/build.h"
#include "harness/device/launch.h"
#include "harness/report/case_seconds.h"
#include "harness/run/classify.h"
#include "harness/run/compare.h"
#include "harness/run/group_programs.h"
#include "harness/run/parallel.h"
#include "harness/run/repro_spec.h"
#include "kernels/digest_source.h"
#include "kernels/kernel_source.h"
#include "reference/convert.h"
#include "reference/edges.h"

namespace clc {

namespace {

double Seconds(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

}  // namespace

std::string UnitKey(const std::vector<KernelSpec>& program) {
  std::string key;
  for (const KernelSpec& k : program) {
    key += k.name;
    for (const Variant& v : k.variants) key += " " + CaseName(v);
    key += ";";
  }
  return key;
}

void DeviceRunner::Announce(std::string_view path, const std::vector<Variant>& in_flight) {
  announced_path_ = path;
  announced_ = in_flight;
  if (options_.on_launch) options_.on_launch(path, in_flight);
}

DeviceRunner::DeviceRunner(Device device, RunOptions options)
    : target_(std::move(device)),
      options_(std::move(options)),
      context_(target_.device),
      queue_(context_, target_.device),
      programs_(ProgramCacheFor(target_.info, options_)) {}

BuildResult DeviceRunner::Build(const std::string& source) {
  BuildResult built = programs_.Build(context_, target_.device, source, "");
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
}

BuildFunction DeviceRunner::Builds() {
  return [this](const std::string& source) { return Build(source); };
}

std::vector<VariantResult> DeviceRunner::Run(const std::vector<Variant>& variants) {
  const RunPlan plan = Plan(variants, target_.info, options_);
  std::vector<VariantResult> out = plan.skipped;
  const auto done = [&](std::vector<VariantResult> results) {
    KeepBuilt();  // its kernels have run
    if (options_.on_group_done) options_.on_group_done(results);
    out.insert(out.end(), results.begin(), results.end());
  };
  for (const GroupPlan& g : plan.groups) done(g.stream ? RunStreamGroup(g) : RunBuffer(g));
  if (!plan.negative_batches.empty()) done(RunNegative(plan.negative_batches));
  return out;
}

namespace {

struct ConversionKey {
  Conversion c;
  bool operator<(const ConversionKey& o) const {
    return std::tie(c.src, c.dst, c.saturate, c.mode) <
           std::tie(o.c.src, o.c.dst, o.c.saturate, o.c.mode);
  }
};

// One launch's output, read back: `bytes` with each variant's region at `offsets[r]`.
struct Launch {
  std::size_t unit = 0;
  std::vector<std::uint64_t> offsets;
  std::vector<std::uint8_t> bytes;
  bool ok = false;
};

}  // namespace

std::vector<VariantResult> DeviceRunner::RunBuffer(const GroupPlan& g) {
  const ScalarType src = g.src;
  const std::vector<Variant>& variants = g.variants;
  const InputSpace& space = g.read_back;
  if (variants.empty()) return {};
  const auto start = std::chrono::steady_clock::now();
  std::map<std::string, std::size_t> index;
  std::vector<VariantResult> results(variants.size());
  for (std::size_t i = 0; i < variants.size(); ++i) {
    results[i].variant = variants[i];
    results[i].status = CaseStatus::kRan;
    index[CaseName(variants[i])] = i;
  }
  std::vector<BuiltUnit> units;
  auto fail_unit = [&](const BuiltUnit& u, const std::string& what) {
    for (const Variant& v : u.spec.variants) {
      auto& r = results[index.at(CaseName(v))];
      SetPathStatus(r, u.spec.constants.empty() ? RunPath::kBuffer : RunPath::kConstant,
                    CaseStatus::kError);
      r.message += what + "\n";
    }
  };
  // Runs one unit over `operands` and reads its output back, sentinel-filled beforehand.
  auto launch = [&](std::size_t u, const std::vector<std::uint8_t>& operands, std::size_t items) {
    Launch l;
    l.unit = u;
    const KernelSpec& spec = units[u].spec;
    Announce(spec.constants.empty() ? "buffer" : "constant", spec.variants);
    LaunchOutput out = LaunchKernel(context_, queue_, units[u].kernel, spec, operands, items);
    l.offsets = std::move(out.offsets);
    l.bytes = std::move(out.bytes);
    l.ok = out.ok;
    if (!out.ok) fail_unit(units[u], out.error);
    return l;
  };
  // Compares every variant of the launched units: one reference computation per conversion.
  auto compare = [&](const std::vector<Launch>& launches, const Operands& in,
                     const std::vector<std::uint8_t>& operand_bytes, std::size_t ref_elements) {
    std::map<ConversionKey, std::vector<std::pair<std::size_t, std::size_t>>> by_conversion;
    std::vector<std::pair<std::size_t, std::size_t>> as_types;
    for (std::size_t li = 0; li < launches.size(); ++li) {
      if (!launches[li].ok) continue;
      const auto& vs = units[launches[li].unit].spec.variants;
      for (std::size_t r = 0; r < vs.size(); ++r) {
        if (vs[r].family == Family::kConvert) {
          by_conversion[{ConversionOf(vs[r])}].push_back({li, r});
        } else {
          as_types.push_back({li, r});
        }
      }
    }
    std::vector<std::pair<ConversionKey, std::vector<std::pair<std::size_t, std::size_t>>>> tasks(
        by_conversion.begin(), by_conversion.end());
    ParallelFor(tasks.size() + as_types.size(), options_.host_threads, [&](std::size_t t) {
      if (t >= tasks.size()) {
        const auto [li, r] = as_types[t - tasks.size()];
        const Launch& l = launches[li];
        const Variant& v = units[l.unit].spec.variants[r];
        CompareAsType(v, in, l.bytes.data() + l.offsets[r], results[index.at(CaseName(v))]);
        return;
      }
      std::vector<Expectation> expected(ref_elements);
      ExpectBatch(tasks[t].first.c, target_.info.fp_caps, operand_bytes.data(), ref_elements,
                  expected.data());
      for (const auto& [li, r] : tasks[t].second) {
        const Launch& l = launches[li];
        const Variant& v = units[l.unit].spec.variants[r];
        CompareConvert(v, target_.info.fp_caps, in, expected.data(), ref_elements,
                       l.bytes.data() + l.offsets[r], results[index.at(CaseName(v))]);
      }
    });
  };

  GroupPrograms programs = ProgramsOf(g, options_);
  std::vector<std::vector<KernelSpec>>& constant_programs = programs.constant;
  std::vector<std::vector<KernelSpec>>& buffer_programs = programs.buffer;
  // The cases of the program being built whose constant path runs elsewhere (earlier, or in
  // a fault program): not in flight, and not this build's to judge.
  std::set<std::string> elsewhere;
  const auto apply = [&](const BuildFailures& failures) {
    for (const auto& [key, log] : failures) {
      // A known fault's constant path an earlier process ran: its verdict is kept there.
      if (key.second == RunPath::kConstant &&
          (options_.constant_done.count(key.first) != 0 || elsewhere.count(key.first) != 0))
        continue;
      SetPathStatus(results[index.at(key.first)], key.second, CaseStatus::kBuildFailed);
      results[index.at(key.first)].message += log;
    }
  };

  // Constant path first, each program built and its kernels run before the next: a compiler
  // that crashes on a folded constant ends the process early. Each kernel's results are also
  // reported alone (RunOptions::on_unit_done), so that a process started after a death skips
  // it.
  // A build announces the cases it may still decide: not those whose constant path ran or
  // runs in a fault program.
  Builder constant_builder(Builds(), [&](const std::vector<Variant>& vs) {
    std::vector<Variant> open;
    for (const Variant& v : vs) {
      if (!options_.ConstantDone(v) && elsewhere.count(CaseName(v)) == 0) open.push_back(v);
    }
    Announce("constant", open);
  });
  // Kernels that a fault program or an earlier process ran, or that a fault program runs: built
  // (the program's text stays the same), not run.
  const auto done = [&](const KernelSpec& k) {
    return options_.ConstantDone(k.variants.front()) || programs.built_only.count(k.name) != 0;
  };
  for (const std::vector<KernelSpec>& program : constant_programs) {
    if (program.empty()) continue;
    elsewhere.clear();
    for (const KernelSpec& k : program) {
      if (programs.built_only.count(k.name) == 0) continue;
      for (const Variant& v : k.variants) elsewhere.insert(CaseName(v));
    }
    std::vector<VariantResult> before;  // this program's cases, their results set aside
    for (const KernelSpec& k : program) {
      if (done(k)) continue;
      for (const Variant& v : k.variants) {
        VariantResult fresh;
        fresh.variant = v;
        fresh.status = CaseStatus::kRan;
        before.push_back(std::exchange(results[index.at(CaseName(v))], fresh));
      }
    }
    BuildFailures failures;
    const std::size_t from = units.size();
    constant_builder.Build(program, units, failures);
    apply(failures);
    // Bisection after a failed build makes units of parts of a kernel: each unit belongs to
    // the kernel of its variants.
    std::map<std::string, std::size_t> kernel_of;
    for (std::size_t k = 0; k < program.size(); ++k) {
      for (const Variant& v : program[k].variants) kernel_of[CaseName(v)] = k;
    }
    for (std::size_t k = 0; k < program.size(); ++k) {
      if (done(program[k])) continue;
      for (std::size_t u = from; u < units.size(); ++u) {
        const KernelSpec& spec = units[u].spec;
        if (kernel_of.at(CaseName(spec.variants.front())) != k) continue;
        const std::size_t items = ConstantItems(spec);
        const std::size_t n = items * spec.src_width;
        const int size = Bytes(src);
        std::vector<std::uint8_t> operands(n * size);
        for (std::size_t i = 0; i < n; ++i) {
          std::memcpy(operands.data() + i * size, &spec.constants[i % spec.constants.size()], size);
        }
        std::vector<std::uint8_t> refs(spec.constants.size() * size);
        for (std::size_t i = 0; i < spec.constants.size(); ++i)
          std::memcpy(refs.data() + i * size, &spec.constants[i], size);
        Operands in{operands.data(), n, n, 0, true};
        compare({launch(u, operands, items)}, in, refs, spec.constants.size());
      }
      std::vector<VariantResult> alone;
      for (const Variant& v : program[k].variants) alone.push_back(results[index.at(CaseName(v))]);
      if (options_.on_unit_done) options_.on_unit_done(UnitKey({program[k]}), alone);
    }
    for (VariantResult& earlier : before) {
      VariantResult& now = results[index.at(CaseName(earlier.variant))];
      Merge(earlier, now);
      now = std::move(earlier);
    }
  }
  Builder buffer_builder(Builds(),
                         [this](const std::vector<Variant>& vs) { Announce("buffer", vs); });
  for (const std::vector<KernelSpec>& program : buffer_programs) {
    BuildFailures failures;
    buffer_builder.Build(program, units, failures);
    apply(failures);
  }
  if (options_.on_progress) options_.on_progress(0);

  // Buffer path: every chunk through every width, then one comparison pass.
  for (std::size_t c = 0; c < space.ChunkCount(); ++c) {
    const Chunk chunk = space.MakeChunk(c);
    const std::size_t elements = chunk.Elements(src);
    std::vector<Launch> launches;
    std::uint64_t lanes = 0;
    for (std::size_t u = 0; u < units.size(); ++u) {
      if (!units[u].spec.constants.empty()) continue;
      launches.push_back(launch(u, chunk.data, elements / units[u].spec.src_width));
      lanes += std::uint64_t{chunk.valid} * units[u].spec.variants.size();
    }
    Operands in{chunk.data.data(), elements, chunk.valid, c, false, !options_.inputs.empty()};
    compare(launches, in, chunk.data, elements);
    if (options_.on_progress) options_.on_progress(lanes);
  }
  if (!options_.repro_dir.empty()) {
    WriteReproSpecs(options_.repro_dir, units, results, [this](const cl::Kernel& k) {
      const auto it = sources_.find(k.getInfo<CL_KERNEL_PROGRAM>()());
      return it == sources_.end() ? std::string() : it->second;
    });
  }
  ShareSecondsByLanes(results, Seconds(start));
  return results;
}

std::vector<VariantResult> DeviceRunner::RunNegative(
    const std::vector<std::vector<Variant>>& batches) {
  std::vector<VariantResult> results;
  auto build = [&](const std::vector<Variant>& batch, std::string& log) {
    const NegativeProgram p = NegativeProgramSource(batch);
    Announce("negative", batch);
    const BuildResult built = Build(p.source);
    if (!built.ok) log = built.log;
    return std::make_pair(built.ok, p);
  };
  // A case under suspicion (in flight when a process died) is built alone, first.
  std::vector<std::vector<Variant>> ordered;
  for (const std::vector<Variant>& batch : batches) {
    std::vector<Variant> rest;
    for (const Variant& v : batch) {
      const auto it = options_.isolate.find(CaseName(v));
      if (it != options_.isolate.end() && it->second == "negative") {
        ordered.insert(ordered.begin(), {v});
      } else {
        rest.push_back(v);
      }
    }
    if (!rest.empty()) ordered.push_back(std::move(rest));
  }
  // A batch that fails to build: the cases its log points at are rejected; the rest (an
  // error limit reached, or spellings the compiler accepts) are built again as one batch, or
  // each alone when the log points at none of them.
  std::deque<std::vector<Variant>> queue(ordered.begin(), ordered.end());
  std::map<std::string, double> spent;  // each build's time, shared by the cases it held
  while (!queue.empty()) {
    const std::vector<Variant> batch = std::move(queue.front());
    queue.pop_front();
    std::string log;
    const auto built_at = std::chrono::steady_clock::now();
    const auto [built, program] = build(batch, log);
    for (const Variant& v : batch)
      spent[CaseName(v)] += Seconds(built_at) / static_cast<double>(batch.size());
    if (options_.on_progress) options_.on_progress(0);
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
      r.seconds = spent[CaseName(r.variant)];
      results.push_back(r);
    }
    if (rest.size() == batch.size()) {
      for (const Variant& v : rest) queue.push_front({v});
    } else if (!rest.empty()) {
      queue.push_front(std::move(rest));
    }
  }
  return results;
}

}  // namespace clc
