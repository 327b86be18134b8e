// The device run: plan programs, build with fault isolation, run chunks, compare in parallel.
#include "harness/run/runner.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <thread>

#include "harness/device/launch.h"
#include "harness/run/classify.h"
#include "harness/run/compare.h"
#include "kernels/digest_source.h"
#include "kernels/kernel_source.h"
#include "reference/convert.h"
#include "reference/edges.h"

namespace clc {

namespace {

constexpr std::size_t kNegativeBatch = 16;  // below clang's default limit of 20 errors
constexpr std::array<int, 2> kConstantWidths = {1, 4};

void ParallelFor(std::size_t n, unsigned threads, const std::function<void(std::size_t)>& f) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  threads = static_cast<unsigned>(std::min<std::size_t>(threads, n));
  if (threads <= 1) {
    for (std::size_t i = 0; i < n; ++i) f(i);
    return;
  }
  std::atomic<std::size_t> next{0};
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) {
    pool.emplace_back([&] {
      for (std::size_t i = next++; i < n; i = next++) f(i);
    });
  }
  for (auto& th : pool) th.join();
}

struct Unit {
  KernelSpec spec;
  cl::Kernel kernel;
};

// Builds the specs as one program; on failure, bisects down to single variants so that one
// bad conversion costs only its own case.
class Builder {
 public:
  Builder(const cl::Context& ctx, const cl::Device& dev, std::size_t* built)
      : ctx_(ctx), dev_(dev), built_(built) {}

  void Build(const std::vector<KernelSpec>& specs, std::vector<Unit>& units,
             std::map<std::string, std::string>& failures) {
    if (specs.empty()) return;
    std::string log;
    if (TryBuild(specs, units, log)) return;
    if (specs.size() > 1) {
      for (const auto& s : specs) Build({s}, units, failures);
      return;
    }
    const KernelSpec& only = specs.front();
    if (only.variants.size() > 1) {
      std::vector<KernelSpec> singles;
      for (std::size_t i = 0; i < only.variants.size(); ++i) {
        KernelSpec s = only;
        s.name = only.name + "_" + std::to_string(i);
        s.variants = {only.variants[i]};
        singles.push_back(s);
      }
      for (const auto& s : singles) Build({s}, units, failures);
      return;
    }
    const std::string key = CaseName(only.variants.front());
    failures[key] +=
        (only.constants.empty() ? "[operand from a buffer]\n" : "[constant operand]\n") + log;
  }

 private:
  bool TryBuild(const std::vector<KernelSpec>& specs, std::vector<Unit>& units, std::string& log) {
    const BuildResult built = BuildProgram(ctx_, dev_, ProgramSource(specs), "");
    ++*built_;
    if (!built.ok) {
      log = built.log;
      return false;
    }
    try {
      for (const auto& s : specs) units.push_back({s, cl::Kernel(built.program, s.name.c_str())});
    } catch (const cl::Error& e) {
      log = std::string("kernel creation failed: ") + e.what() + " " + std::to_string(e.err());
      return false;
    }
    return true;
  }

  cl::Context ctx_;
  cl::Device dev_;
  std::size_t* built_;
};

// Kernels for one operand type: one per width reading a buffer, and for the constant widths
// one per destination type with its edge operands folded in (or the inputs asked for).
std::vector<KernelSpec> GroupSpecs(ScalarType src, const std::vector<Variant>& variants,
                                   const RunOptions& o) {
  std::map<int, std::vector<Variant>> by_width;
  for (const Variant& v : variants) by_width[v.src_width].push_back(v);
  std::vector<KernelSpec> specs;
  for (const auto& [w, vs] : by_width) {
    KernelSpec k;
    k.name = "b_" + TypeName(src, w);
    k.src = src;
    k.src_width = w;
    k.variants = vs;
    specs.push_back(k);
    if (!o.constant_path ||
        std::find(kConstantWidths.begin(), kConstantWidths.end(), w) == kConstantWidths.end()) {
      continue;
    }
    // Folded operands: one kernel per destination type, so that a compiler fault on one
    // conversion is found among few.
    std::map<ScalarType, std::vector<Variant>> by_dst;
    for (const Variant& v : vs) by_dst[v.dst].push_back(v);
    for (const auto& [dst, dvs] : by_dst) {
      KernelSpec c;
      c.name = "c_" + TypeName(src, w) + "_" + std::string(Name(dst));
      c.src = src;
      c.src_width = w;
      c.variants = dvs;
      c.constants = o.inputs.empty() ? FocusedEdgeInputs(src, dst) : o.inputs;
      specs.push_back(c);
    }
  }
  return specs;
}

// Up to `count` elements of `all` from `first` on.
std::vector<Variant> Slice(const std::vector<Variant>& all, std::size_t first, std::size_t count) {
  const std::size_t end = std::min(all.size(), first + count);
  return {all.begin() + static_cast<std::ptrdiff_t>(first),
          all.begin() + static_cast<std::ptrdiff_t>(end)};
}

double Seconds(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

}  // namespace

bool StreamByDigest(ScalarType src, const RunOptions& o) {
  return o.inputs.empty() && o.coverage != Coverage::kQuick && Bytes(src) >= 4;
}

bool SequentialStream(ScalarType src, Coverage c) {
  return c == Coverage::kExhaustive && Bytes(src) == 4;
}

BuildPlan PlanBuilds(const std::vector<Variant>& variants, const DeviceInfo& info,
                     const RunOptions& o) {
  BuildPlan plan;
  std::map<ScalarType, std::vector<Variant>> groups;
  std::vector<Variant> illegal;
  for (const Variant& v : variants) {
    if (!UnsupportedReason(info, v).empty()) continue;
    if (IsLegal(v)) {
      groups[v.src].push_back(v);
    } else {
      illegal.push_back(v);
    }
  }
  for (const auto& [src, vs] : groups) {
    plan.sources.push_back(
        {"operand_" + std::string(Name(src)) + ".cl", ProgramSource(GroupSpecs(src, vs, o))});
    if (StreamByDigest(src, o)) {
      plan.sources.push_back(
          {"digest_" + std::string(Name(src)) + ".cl",
           DigestProgramSource(DigestKernels(src, SequentialStream(src, o.coverage), vs))});
    }
  }
  for (std::size_t i = 0; i < illegal.size(); i += kNegativeBatch) {
    const std::vector<Variant> batch = Slice(illegal, i, kNegativeBatch);
    plan.sources.push_back({"negative_" + std::to_string(i / kNegativeBatch) + ".cl",
                            NegativeProgramSource(batch).source});
  }
  plan.programs = plan.sources.size();
  return plan;
}

DeviceRunner::DeviceRunner(Device device, RunOptions options)
    : target_(std::move(device)),
      options_(std::move(options)),
      context_(target_.device),
      queue_(context_, target_.device) {}

std::vector<VariantResult> DeviceRunner::Run(const std::vector<Variant>& variants) {
  std::vector<VariantResult> out;
  std::map<ScalarType, std::vector<Variant>> groups;
  std::vector<Variant> illegal;
  for (const Variant& v : variants) {
    const std::string why = UnsupportedReason(target_.info, v);
    if (!why.empty()) {
      VariantResult r;
      r.variant = v;
      r.status = CaseStatus::kSkipped;
      r.message = why;
      out.push_back(r);
    } else if (IsLegal(v)) {
      groups[v.src].push_back(v);
    } else {
      illegal.push_back(v);
    }
  }
  for (const auto& [src, vs] : groups) {
    auto results = RunGroup(src, vs);
    if (options_.on_group_done) options_.on_group_done(results);
    out.insert(out.end(), results.begin(), results.end());
  }
  if (!illegal.empty()) {
    auto results = RunNegative(illegal);
    if (options_.on_group_done) options_.on_group_done(results);
    out.insert(out.end(), results.begin(), results.end());
  }
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

std::vector<VariantResult> DeviceRunner::RunGroup(ScalarType src,
                                                  const std::vector<Variant>& variants) {
  if (StreamByDigest(src, options_)) return RunStreamGroup(src, variants);
  const InputSpace space = options_.inputs.empty()
                               ? InputSpace(src, options_.coverage, options_.seed)
                               : InputSpace(src, options_.inputs);
  return RunBuffer(src, variants, space, options_.constant_path);
}

std::vector<VariantResult> DeviceRunner::RunBuffer(ScalarType src,
                                                   const std::vector<Variant>& variants,
                                                   const InputSpace& space, bool constants) {
  if (variants.empty()) return {};
  const auto start = std::chrono::steady_clock::now();
  std::map<std::string, std::size_t> index;
  std::vector<VariantResult> results(variants.size());
  for (std::size_t i = 0; i < variants.size(); ++i) {
    results[i].variant = variants[i];
    results[i].status = CaseStatus::kRan;
    index[CaseName(variants[i])] = i;
  }
  std::vector<Unit> units;
  std::map<std::string, std::string> failures;
  RunOptions spec_options = options_;
  spec_options.constant_path = constants;
  const std::vector<KernelSpec> specs = GroupSpecs(src, variants, spec_options);
  Builder(context_, target_.device, &programs_built_).Build(specs, units, failures);
  if (options_.on_progress) options_.on_progress();
  for (const auto& [name, log] : failures) {
    auto& r = results[index.at(name)];
    r.status = CaseStatus::kBuildFailed;
    r.message += log;
  }
  auto fail_unit = [&](const Unit& u, const std::string& what) {
    for (const Variant& v : u.spec.variants) {
      auto& r = results[index.at(CaseName(v))];
      if (r.status == CaseStatus::kRan) r.status = CaseStatus::kError;
      r.message += what + "\n";
    }
  };
  // Runs one unit over `operands` and reads its output back, sentinel-filled beforehand.
  auto launch = [&](std::size_t u, const std::vector<std::uint8_t>& operands, std::size_t items) {
    Launch l;
    l.unit = u;
    const KernelSpec& spec = units[u].spec;
    if (options_.on_launch) options_.on_launch(spec.variants);
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

  // Constant path: each folded operand once per kernel.
  for (std::size_t u = 0; u < units.size(); ++u) {
    const KernelSpec& spec = units[u].spec;
    if (spec.constants.empty()) continue;
    const std::size_t items = ConstantItems(spec);
    const std::size_t n = items * spec.src_width;
    const int size = Bytes(src);
    std::vector<std::uint8_t> operands(n * size);
    for (std::size_t i = 0; i < n; ++i) {
      std::memcpy(operands.data() + i * size, &spec.constants[i % spec.constants.size()], size);
    }
    std::vector<std::uint8_t> refs(spec.constants.size() * size);
    for (std::size_t i = 0; i < spec.constants.size(); ++i) {
      std::memcpy(refs.data() + i * size, &spec.constants[i], size);
    }
    Operands in{operands.data(), n, n, 0, true};
    compare({launch(u, operands, items)}, in, refs, spec.constants.size());
  }

  // Buffer path: every chunk through every width, then one comparison pass.
  for (std::size_t c = 0; c < space.ChunkCount(); ++c) {
    const Chunk chunk = space.MakeChunk(c);
    const std::size_t elements = chunk.Elements(src);
    std::vector<Launch> launches;
    for (std::size_t u = 0; u < units.size(); ++u) {
      if (!units[u].spec.constants.empty()) continue;
      launches.push_back(launch(u, chunk.data, elements / units[u].spec.src_width));
    }
    Operands in{chunk.data.data(), elements, chunk.valid, c, false};
    compare(launches, in, chunk.data, elements);
    if (options_.on_progress) options_.on_progress();
  }
  const double seconds = Seconds(start);
  for (auto& r : results) r.seconds = seconds / static_cast<double>(results.size());
  return results;
}

std::vector<VariantResult> DeviceRunner::RunNegative(const std::vector<Variant>& illegal) {
  std::vector<VariantResult> results;
  auto build = [&](const std::vector<Variant>& batch, std::string& log) {
    const NegativeProgram p = NegativeProgramSource(batch);
    ++programs_built_;
    if (options_.on_launch) options_.on_launch(batch);
    const BuildResult built = BuildProgram(context_, target_.device, p.source, "");
    if (!built.ok) log = built.log;
    return std::make_pair(built.ok, p);
  };
  // The first FILE:LINE:COLUMN of each log line that reports an error: clang spells it
  // "FILE:2:70: error: ...", PoCL "error: FILE:2:70 <Spelling=...>: ...".
  const std::regex position(R"(:(\d+):\d+)");
  for (std::size_t i = 0; i < illegal.size(); i += kNegativeBatch) {
    const std::vector<Variant> batch = Slice(illegal, i, kNegativeBatch);
    std::string log;
    const auto [built, program] = build(batch, log);
    if (options_.on_progress) options_.on_progress();
    std::set<int> lines;
    std::istringstream log_lines(log);
    for (std::string text; std::getline(log_lines, text);) {
      std::smatch m;
      if (text.find("error") != std::string::npos && std::regex_search(text, m, position))
        lines.insert(std::stoi(m[1]));
    }
    for (std::size_t k = 0; k < batch.size(); ++k) {
      VariantResult r;
      r.variant = batch[k];
      r.status = CaseStatus::kRan;
      if (built) {
        r.rejected = false;
        r.message = "the device compiled an illegal spelling";
      } else if (lines.count(program.lines[k]) != 0) {
        r.rejected = true;
        r.message = "rejected at line " + std::to_string(program.lines[k]);
      } else {
        // The log does not point at this line: decide it with a build of its own.
        std::string own_log;
        r.rejected = !build({batch[k]}, own_log).first;
        r.message = r.rejected ? own_log.substr(0, 400) : "the device compiled an illegal spelling";
      }
      results.push_back(r);
    }
  }
  return results;
}

}  // namespace clc
