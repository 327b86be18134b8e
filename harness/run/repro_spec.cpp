// Reproducer specs of failing cases, from the programs the run built.
#include "harness/run/repro_spec.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "harness/run/compare.h"
#include "kernels/kernel_source.h"

namespace clc {

std::string ReproSpecFile(const std::string& dir, const std::string& case_name, RunPath path) {
  return dir + "/" + case_name + "." + std::string(NameOf(path)) + ".json";
}

std::string ReproSpecFile(const std::string& dir, const std::string& case_name, RunPath path,
                          SpecKind kind) {
  return dir + "/" + case_name + "." + std::string(NameOf(path)) +
         (kind == SpecKind::kBuild ? ".build" : ".fault") + ".json";
}

namespace {

// Writes `spec` to `path` whole (a temporary file, then renamed).
void WriteSpec(const std::string& path, const nlohmann::json& spec) {
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
  std::ofstream(path + ".tmp") << spec.dump();
  std::filesystem::rename(path + ".tmp", path, ec);
}

// Writes the spec `make()` gives to `path`, unless an earlier process wrote it (then `make` is
// not called): the first run's program is kept, it is what the confirmation replays, and a
// confirming child's (for a case rerun) holds only the failing cases.
template <typename MakeSpec>
void WriteSpecOnce(const std::string& path, MakeSpec make) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) WriteSpec(path, make());
}

// The spec of `v` in `unit` (of the program `source`) with no lanes, of `kind`.
nlohmann::json KindSpec(const Variant& v, const KernelSpec& unit, const std::string& source,
                        const char* kind) {
  VariantResult none;
  none.variant = v;
  nlohmann::json spec = ReproSpec(none, unit, source);
  spec["kind"] = kind;
  return spec;
}

}  // namespace

void WriteBuildSpec(const std::string& dir, const Variant& v, const BuildFailure& failure) {
  nlohmann::json spec = KindSpec(v, failure.single, ProgramSource({failure.single}), "build");
  spec["build_log"] = failure.log;
  WriteSpec(ReproSpecFile(dir, CaseName(v), PathOf(failure.single), SpecKind::kBuild), spec);
}

void WriteFaultSpecs(const std::string& dir, const std::vector<KernelSpec>& program,
                     const std::function<bool(const Variant&, RunPath)>& suspect) {
  std::string source;  // made once, where some variant is a suspect
  for (const KernelSpec& k : program) {
    for (const Variant& v : k.variants) {
      if (!suspect(v, PathOf(k))) continue;
      if (source.empty()) source = ProgramSource(program);
      WriteSpec(ReproSpecFile(dir, CaseName(v), PathOf(k), SpecKind::kFault),
                KindSpec(v, k, source, "fault"));
    }
  }
}

std::vector<std::uint64_t> ItemOperands(const Chunk& chunk, const KernelSpec& unit,
                                        const Variant& v, std::uint64_t lane) {
  // Lane i of a result region is component i % dst_width of work item i / dst_width, whose
  // operand is the chunk's elements [item * src_width, (item + 1) * src_width): a conversion
  // (replicating or not) and as_type alike (harness/run/compare.h).
  return ItemBits(chunk.data.data(), chunk.Elements(unit.src), Bytes(unit.src),
                  static_cast<std::size_t>(lane / static_cast<std::uint64_t>(v.dst_width)),
                  unit.src_width);
}

nlohmann::json ReproSpec(const Variant& v, const KernelSpec& unit, const std::string& source,
                         const std::vector<SpecLane>& spec_lanes) {
  const RunPath path = PathOf(unit);
  const bool constant = path == RunPath::kConstant;
  nlohmann::json regions = nlohmann::json::array();
  nlohmann::json variants = nlohmann::json::array();
  std::size_t region = 0;
  for (std::size_t i = 0; i < unit.variants.size(); ++i) {
    regions.push_back(ResultBytesPerItem(unit.variants[i]));
    variants.push_back(CaseName(unit.variants[i]));
    if (unit.variants[i] == v) region = i;
  }
  const ScalarTraits& dst = Traits(v.dst);
  nlohmann::json lanes = nlohmann::json::array();
  for (const auto& [m, operands] : spec_lanes) {
    nlohmann::json lane = {{"input", m.input}, {"expected", m.expected},
                           {"alt", m.alt},     {"allowance", std::string(NameOf(m.allowance))},
                           {"got", m.got},     {"lane", m.lane}};
    if (!constant && !operands.empty()) {
      lane["chunk"] = m.chunk;
      lane["operands"] = operands;
    }
    lanes.push_back(std::move(lane));
  }
  return {{"case", CaseName(v)},
          {"path", NameOf(path)},
          {"kernel", unit.name},
          {"options", ""},
          {"source", source},
          {"src_bytes", Bytes(v.src)},
          {"src_width", unit.src_width},
          {"input_bytes", Bytes(RecordedInputType(v))},
          {"dst_bytes", Bytes(v.dst)},
          {"dst_width", v.dst_width},
          {"dst_float", dst.is_float},
          {"dst_exponent_bits", dst.exponent_bits},
          {"dst_fraction_bits", dst.fraction_bits},
          {"items", constant ? ConstantItems(unit) : 0},
          {"regions", regions},
          {"variants", variants},
          {"constants", unit.constants},
          {"region", region},
          {"lanes", lanes}};
}

namespace {

// `r`'s mismatching lanes on the path of `unit`, each buffer lane's operands from its chunk
// where `chunk_of` has it.
std::vector<SpecLane> SpecLanesOf(const VariantResult& r, const KernelSpec& unit,
                                  const ChunkOf& chunk_of) {
  const bool constant = PathOf(unit) == RunPath::kConstant;
  std::vector<SpecLane> lanes;
  for (const LaneRecord& m : r.mismatches) {
    if (m.constant_path != constant) continue;
    const Chunk* chunk = constant || !chunk_of ? nullptr : chunk_of(m.chunk);
    lanes.push_back({m, chunk == nullptr ? std::vector<std::uint64_t>()
                                         : ItemOperands(*chunk, unit, r.variant, m.lane)});
  }
  return lanes;
}

}  // namespace

nlohmann::json ReproSpec(const VariantResult& r, const KernelSpec& unit, const std::string& source,
                         const ChunkOf& chunk_of) {
  return ReproSpec(r.variant, unit, source, SpecLanesOf(r, unit, chunk_of));
}

void WriteReproSpec(const std::string& dir, const Variant& v, const KernelSpec& unit,
                    const std::string& source, const std::vector<SpecLane>& lanes) {
  WriteSpecOnce(ReproSpecFile(dir, CaseName(v), PathOf(unit)),
                [&] { return ReproSpec(v, unit, source, lanes); });
}

void WriteReproSpecs(const std::string& dir, const std::vector<BuiltUnit>& units,
                     const std::vector<VariantResult>& results,
                     const std::function<std::string(const cl::Kernel&)>& source_of,
                     const ChunkOf& chunk_of) {
  for (const VariantResult& r : results) {
    if (r.mismatches.empty() || !IsLegal(r.variant)) continue;
    for (const BuiltUnit& u : units) {
      const bool constant = PathOf(u.spec) == RunPath::kConstant;
      const bool holds = std::find(u.spec.variants.begin(), u.spec.variants.end(), r.variant) !=
                         u.spec.variants.end();
      bool failed_here = false;
      for (const LaneRecord& m : r.mismatches)
        failed_here = failed_here || m.constant_path == constant;
      if (!holds || !failed_here) continue;
      const std::string source = source_of(u.kernel);
      if (source.empty()) continue;
      WriteSpecOnce(ReproSpecFile(dir, CaseName(r.variant), PathOf(u.spec)),
                    [&] { return ReproSpec(r, u.spec, source, chunk_of); });
    }
  }
}

}  // namespace clc
