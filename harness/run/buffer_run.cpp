// The constant and buffer paths of a group: its programs built, its constant kernels run
// one program at a time, then its buffer kernels over every chunk, every lane compared.
#include <chrono>
#include <cstring>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "harness/device/build.h"
#include "harness/device/launch.h"
#include "harness/digest/parallel.h"
#include "harness/report/case_seconds.h"
#include "harness/run/compare.h"
#include "harness/run/group_programs.h"
#include "harness/run/repro_spec.h"
#include "harness/run/runner.h"
#include "reference/convert.h"

namespace clc {

namespace {

// The variants that share one reference computation: one conversion, judged with one set of
// caps (CapsOf: a load's or a store's half keeps its denormals).
struct ConversionKey {
  Conversion c;
  bool storage = false;
  bool operator<(const ConversionKey& o) const {
    return std::tie(c.src, c.dst, c.saturate, c.mode, storage) <
           std::tie(o.c.src, o.c.dst, o.c.saturate, o.c.mode, o.storage);
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

// One group's run on the constant and buffer paths: its results by case, the units built so
// far, and the steps that fill them, in the order RunBuffer takes them.
class DeviceRunner::BufferRun {
 public:
  BufferRun(DeviceRunner& runner, const GroupPlan& g)
      : runner_(runner),
        options_(runner.options_),
        recovery_(runner.recovery_),
        g_(g),
        results_(g.variants.size()) {
    for (std::size_t i = 0; i < g.variants.size(); ++i) {
      results_[i].variant = g.variants[i];
      results_[i].status = CaseStatus::kRan;
      index_[g.variants[i]] = i;
    }
  }

  std::vector<VariantResult> Run() {
    const auto start = std::chrono::steady_clock::now();
    GroupPrograms programs = ProgramsOf(g_, recovery_, runner_.listed_);
    built_only_ = programs.built_only;
    RunConstantPrograms(programs);
    if (!recovery_.ConstantPathsOnly()) {
      BuildBufferPrograms(programs.buffer);
      if (options_.on_progress) options_.on_progress(0);
      RunChunks();
    }
    if (!options_.repro_dir.empty()) WriteSpecs();
    runner_.clock_.Stop();
    runner_.clock_.Take(results_, SecondsSince(start));
    return std::move(results_);
  }

 private:
  using Place = std::pair<std::size_t, std::size_t>;  // a launch, a variant of its unit

  VariantResult& ResultOf(const Variant& v) { return results_[index_.at(v)]; }
  const Variant& VariantAt(const std::vector<Launch>& launches, Place at) const {
    return units_[launches[at.first].unit].spec.variants[at.second];
  }

  void FailUnit(const BuiltUnit& u, const std::string& what) {
    for (const Variant& v : u.spec.variants) {
      VariantResult& r = ResultOf(v);
      SetPathStatus(r, PathOf(u.spec), CaseStatus::kError);
      r.message += what + "\n";
    }
  }

  // Runs one unit over `operands` and reads its output back, sentinel-filled beforehand.
  Launch LaunchUnit(std::size_t u, const std::vector<std::uint8_t>& operands, std::size_t items) {
    Launch l;
    l.unit = u;
    const KernelSpec& spec = units_[u].spec;
    runner_.Announce(PathOf(spec), spec.variants);
    LaunchOutput out =
        LaunchKernel(runner_.context_, runner_.queue_, units_[u].kernel, spec, operands, items);
    l.offsets = std::move(out.offsets);
    l.bytes = std::move(out.bytes);
    l.ok = out.ok;
    if (!out.ok) FailUnit(units_[u], out.error);
    return l;
  }

  // Compares every variant of the launched units: one reference computation per conversion
  // (each a task on the host threads), then one task per variant of another lane rule.
  void Compare(const std::vector<Launch>& launches, const Operands& in,
               const std::vector<std::uint8_t>& operand_bytes, std::size_t ref_elements) {
    std::map<ConversionKey, std::vector<Place>> by_conversion;
    std::vector<Place> singles;
    for (std::size_t li = 0; li < launches.size(); ++li) {
      if (!launches[li].ok) continue;
      const auto& vs = units_[launches[li].unit].spec.variants;
      for (std::size_t r = 0; r < vs.size(); ++r) {
        if (RuleOf(vs[r]) == LaneRule::kConversion) {
          by_conversion[{ConversionOf(vs[r]), StorageType(vs[r]).has_value()}].push_back({li, r});
        } else {
          singles.push_back({li, r});
        }
      }
    }
    const std::vector<std::pair<ConversionKey, std::vector<Place>>> tasks(by_conversion.begin(),
                                                                          by_conversion.end());
    const FpCaps& caps = runner_.target_.info.fp_caps;
    runner_.clock_.Stop();  // the comparison is timed task by task, for the cases of each
    ParallelFor(tasks.size() + singles.size(), options_.host_threads, [&](std::size_t t) {
      const auto start = std::chrono::steady_clock::now();
      if (t >= tasks.size()) {
        const Place at = singles[t - tasks.size()];
        const Launch& l = launches[at.first];
        const Variant& v = VariantAt(launches, at);
        const std::uint8_t* region = l.bytes.data() + l.offsets[at.second];
        if (RuleOf(v) == LaneRule::kTruth) {
          CompareTruth(v, caps, in, operand_bytes.data(), ref_elements, region, ResultOf(v));
        } else {
          CompareAsType(v, in, region, ResultOf(v));
        }
        runner_.clock_.Add({v}, SecondsSince(start));
        return;
      }
      const FpCaps task_caps = CapsOf(VariantAt(launches, tasks[t].second.front()), caps);
      CompareConversion(tasks[t].second, launches, in, operand_bytes, ref_elements, task_caps);
      runner_.clock_.Add(VariantsAt(launches, tasks[t].second), SecondsSince(start));
    });
  }

  // One conversion's reference over the chunk, and each of `places` (its variants) compared.
  void CompareConversion(const std::vector<Place>& places, const std::vector<Launch>& launches,
                         const Operands& in, const std::vector<std::uint8_t>& operand_bytes,
                         std::size_t ref_elements, const FpCaps& caps) {
    std::vector<Expectation> expected(ref_elements);
    ExpectBatch(ConversionOf(VariantAt(launches, places.front())), caps, operand_bytes.data(),
                ref_elements, expected.data());
    for (const Place& at : places) {
      const Launch& l = launches[at.first];
      const Variant& v = VariantAt(launches, at);
      CompareConvert(v, caps, in, expected.data(), ref_elements,
                     l.bytes.data() + l.offsets[at.second], ResultOf(v));
    }
  }

  std::vector<Variant> VariantsAt(const std::vector<Launch>& launches,
                                  const std::vector<Place>& places) const {
    std::vector<Variant> vs;
    vs.reserve(places.size());
    for (const Place& at : places) vs.push_back(VariantAt(launches, at));
    return vs;
  }

  void ApplyBuildFailures(const BuildFailures& failures) {
    for (const auto& [key, failure] : failures) {
      // A known fault's constant path an earlier process ran: its verdict is kept there.
      if (key.second == RunPath::kConstant &&
          (recovery_.ConstantDone(key.first) || elsewhere_.count(key.first) != 0))
        continue;
      VariantResult& r = results_[index_.at(key.first)];
      SetPathStatus(r, key.second, CaseStatus::kBuildFailed);
      r.message += failure.log;
      if (!options_.repro_dir.empty()) WriteBuildSpec(options_.repro_dir, key.first, failure);
    }
  }

  // Before a program is built: the specs of its cases under suspicion of a crash or a hang,
  // which the process's death would leave for their reproducers.
  void WriteFaultSpecsOf(const std::vector<KernelSpec>& program) {
    if (options_.repro_dir.empty()) return;
    WriteFaultSpecs(options_.repro_dir, program, [this](const Variant& v, RunPath path) {
      return recovery_.IsolatedOn(v, path) ||
             (path == RunPath::kConstant && recovery_.InFaultProgram(v));
    });
  }

  // A constant program built, its results so far set aside: what PrepareConstantProgram
  // leaves for RunPreparedProgram.
  struct PreparedProgram {
    const std::vector<KernelSpec>* program = nullptr;
    std::vector<VariantResult> before;
    std::size_t from = 0;  // its units: units_[from, to)
    std::size_t to = 0;
  };

  // Constant path first: a compiler that crashes on a folded constant ends the process early.
  // The group's shared program is built and run first, then the fault and suspects' programs
  // (GroupPrograms: built together where no earlier process built them). Each kernel's results are
  // also reported alone (RunOptions::on_unit_done), so that a process started after a death skips
  // it.
  void RunConstantPrograms(const GroupPrograms& programs) {
    // A build announces the cases it may still decide: not those whose constant path ran or
    // runs in a fault program.
    Builder builder(runner_.Builds(), [this](const std::vector<Variant>& vs) {
      std::vector<Variant> open;
      for (const Variant& v : vs) {
        if (!recovery_.ConstantDone(v) && elsewhere_.count(v) == 0) open.push_back(v);
      }
      runner_.Announce(RunPath::kConstant, open);
    });
    if (!programs.shared_constant.empty())
      RunPreparedProgram(PrepareConstantProgram(builder, programs.shared_constant));
    std::vector<PreparedProgram> prepared;
    for (const std::vector<KernelSpec>& program : programs.constant) {
      if (program.empty()) continue;
      if (programs.build_together) {
        prepared.push_back(PrepareConstantProgram(builder, program));
      } else {
        RunPreparedProgram(PrepareConstantProgram(builder, program));
      }
    }
    for (PreparedProgram& p : prepared) RunPreparedProgram(std::move(p));
  }

  PreparedProgram PrepareConstantProgram(Builder& builder, const std::vector<KernelSpec>& program) {
    elsewhere_.clear();
    for (const KernelSpec& k : program) {
      if (built_only_.count(k.name) == 0) continue;
      elsewhere_.insert(k.variants.begin(), k.variants.end());
    }
    PreparedProgram p;
    p.program = &program;
    p.before = SetAside(program);
    BuildFailures failures;
    p.from = units_.size();
    WriteFaultSpecsOf(program);
    builder.Build(program, units_, failures);
    p.to = units_.size();
    ApplyBuildFailures(failures);
    return p;
  }

  void RunPreparedProgram(PreparedProgram p) {
    RunConstantKernels(*p.program, p.from, p.to);
    for (VariantResult& earlier : p.before) {
      VariantResult& now = ResultOf(earlier.variant);
      Merge(earlier, now);
      now = std::move(earlier);
    }
  }

  // Kernels that a fault program or an earlier process ran, or that a fault program runs:
  // built (the program's text stays the same), not run.
  bool Done(const KernelSpec& k) const {
    return recovery_.ConstantDone(k.variants.front()) || built_only_.count(k.name) != 0;
  }

  // The program's cases get fresh results, so that each kernel's can be reported alone; their
  // results so far are returned, to be merged back once the program has run.
  std::vector<VariantResult> SetAside(const std::vector<KernelSpec>& program) {
    std::vector<VariantResult> before;
    for (const KernelSpec& k : program) {
      if (Done(k)) continue;
      for (const Variant& v : k.variants) {
        VariantResult fresh;
        fresh.variant = v;
        fresh.status = CaseStatus::kRan;
        before.push_back(std::exchange(ResultOf(v), fresh));
      }
    }
    return before;
  }

  // Runs the units built from `program` (units_[from, to)), kernel by kernel.
  void RunConstantKernels(const std::vector<KernelSpec>& program, std::size_t from,
                          std::size_t to) {
    // Bisection after a failed build makes units of parts of a kernel: each unit belongs to
    // the kernel of its variants.
    std::map<Variant, std::size_t> kernel_of;
    for (std::size_t k = 0; k < program.size(); ++k) {
      for (const Variant& v : program[k].variants) kernel_of[v] = k;
    }
    for (std::size_t k = 0; k < program.size(); ++k) {
      if (Done(program[k])) continue;
      for (std::size_t u = from; u < to; ++u) {
        if (kernel_of.at(units_[u].spec.variants.front()) == k) RunConstantUnit(u);
      }
      std::vector<VariantResult> alone;
      for (const Variant& v : program[k].variants) alone.push_back(ResultOf(v));
      if (options_.on_unit_done) options_.on_unit_done(UnitKey({program[k]}), alone);
    }
  }

  // The unit's folded constants, repeated over its work items, are both its operands and
  // (once each) the reference's.
  void RunConstantUnit(std::size_t u) {
    const KernelSpec& spec = units_[u].spec;
    const std::size_t items = ConstantItems(spec);
    const std::size_t n = items * spec.src_width;
    const int size = Bytes(g_.src);
    std::vector<std::uint8_t> operands(n * size);
    for (std::size_t i = 0; i < n; ++i) {
      std::memcpy(operands.data() + i * size, &spec.constants[i % spec.constants.size()], size);
    }
    std::vector<std::uint8_t> refs(spec.constants.size() * size);
    for (std::size_t i = 0; i < spec.constants.size(); ++i)
      std::memcpy(refs.data() + i * size, &spec.constants[i], size);
    Operands in{operands.data(), n, n, 0, true};
    Compare({LaunchUnit(u, operands, items)}, in, refs, spec.constants.size());
  }

  void BuildBufferPrograms(const std::vector<std::vector<KernelSpec>>& programs) {
    Builder builder(runner_.Builds(), [this](const std::vector<Variant>& vs) {
      runner_.Announce(RunPath::kBuffer, vs);
    });
    for (const std::vector<KernelSpec>& program : programs) {
      BuildFailures failures;
      WriteFaultSpecsOf(program);
      builder.Build(program, units_, failures);
      ApplyBuildFailures(failures);
    }
  }

  // Buffer path: every chunk through every width, then one comparison pass.
  void RunChunks() {
    const InputSpace& space = g_.read_back;
    for (std::size_t c = 0; c < space.ChunkCount(); ++c) {
      const Chunk chunk = space.MakeChunk(c);
      const std::size_t elements = chunk.Elements(g_.src);
      std::vector<Launch> launches;
      std::uint64_t lanes = 0;
      for (std::size_t u = 0; u < units_.size(); ++u) {
        if (!units_[u].spec.constants.empty()) continue;
        launches.push_back(LaunchUnit(u, chunk.data, elements / units_[u].spec.src_width));
        lanes += std::uint64_t{chunk.valid} * units_[u].spec.variants.size();
      }
      Operands in{chunk.data.data(), elements, chunk.valid, c, false, !options_.inputs.empty()};
      Compare(launches, in, chunk.data, elements);
      if (options_.on_progress) options_.on_progress(lanes);
    }
  }

  // The specs of the failing kernels, each buffer lane with its work item's operands from its
  // chunk, made again (a pure function of its index) once for all the lanes it holds.
  void WriteSpecs() {
    std::map<std::uint64_t, Chunk> chunks;
    const InputSpace& space = g_.read_back;
    const auto chunk_of = [&](std::uint64_t c) -> const Chunk* {
      if (c >= space.ChunkCount()) return nullptr;
      auto it = chunks.find(c);
      if (it == chunks.end()) it = chunks.emplace(c, space.MakeChunk(c)).first;
      return &it->second;
    };
    WriteReproSpecs(
        options_.repro_dir, units_, results_,
        [this](const cl::Kernel& k) { return runner_.SourceOf(k); }, chunk_of);
  }

  DeviceRunner& runner_;
  const RunOptions& options_;
  const Recovery& recovery_;
  const GroupPlan& g_;
  std::map<Variant, std::size_t> index_;
  std::vector<VariantResult> results_;
  std::vector<BuiltUnit> units_;
  // Constant kernels of the shared program built but not run (GroupPrograms::built_only).
  std::set<std::string> built_only_;
  // The cases of the program being built whose constant path runs elsewhere (earlier, or in
  // a fault program): not in flight, and not this build's to judge.
  std::set<Variant> elsewhere_;
};

std::vector<VariantResult> DeviceRunner::RunBuffer(const GroupPlan& g) {
  if (g.variants.empty()) return {};
  return BufferRun(*this, g).Run();
}

}  // namespace clc
