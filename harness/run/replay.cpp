// A failing kernel run again on its exact program, its lanes judged as the run judged them.
#include "harness/run/replay.h"

#include <cstring>
#include <fstream>
#include <map>
#include <utility>

#include "harness/device/launch.h"
#include "harness/report/reproducer.h"
#include "harness/report/result_io.h"
#include "kernels/kernel_source.h"
#include "reference/expectation.h"

namespace clc {

namespace {

Allowance AllowanceNamed(const std::string& name) {
  for (Allowance a : {Allowance::kExact, Allowance::kFlushedDenormal, Allowance::kAnyNan,
                      Allowance::kImplementationDefined}) {
    if (NameOf(a) == name) return a;
  }
  return Allowance::kExact;
}

// The path a spec or a replay names: the constant path or, for any other text, the buffer path.
RunPath PathNamed(const nlohmann::json& j) {
  return ParseRunPath(j.at("path").get<std::string>()) == RunPath::kConstant ? RunPath::kConstant
                                                                             : RunPath::kBuffer;
}

// The kernel as the run made it: its variants, regions and folded constants.
KernelSpec KernelOf(const nlohmann::json& spec) {
  KernelSpec k;
  k.name = spec.at("kernel").get<std::string>();
  k.src_width = spec.at("src_width").get<int>();
  for (const auto& name : spec.at("variants")) {
    const std::optional<Variant> v = ParseCaseName(name.get<std::string>());
    if (!v) throw std::runtime_error("the spec names no case " + name.dump());
    k.variants.push_back(*v);
  }
  if (k.variants.empty()) throw std::runtime_error("the spec names no variant");
  k.src = k.variants.front().src;
  k.constants = spec.at("constants").get<std::vector<std::uint64_t>>();
  return k;
}

std::vector<LaneRecord> LanesOf(const nlohmann::json& spec, bool constant) {
  std::vector<LaneRecord> lanes;
  for (const auto& l : spec.at("lanes")) {
    LaneRecord m;
    m.input = l.at("input").get<std::uint64_t>();
    m.expected = l.at("expected").get<std::uint64_t>();
    m.alt = l.at("alt").get<std::uint64_t>();
    m.allowance = AllowanceNamed(l.at("allowance").get<std::string>());
    m.got = l.value("got", std::uint64_t{0});
    m.lane = l.at("lane").get<std::uint64_t>();
    m.constant_path = constant;
    lanes.push_back(m);
  }
  return lanes;
}

// The buffer path's work items: their operands, and the work item of each of the spec's lanes.
struct Items {
  std::vector<std::uint8_t> operands;
  std::vector<std::size_t> of_lane;
  std::size_t count = 0;
};

// Each failing work item as the run had it: its operand vector, every component with its own
// operand (SpecLaneItem, as repro.c lays it out), one replayed work item for all of its failing
// lanes. A spec written before lanes held their work item's operands: lane k's operand in
// every component of work item k.
Items LayOut(const nlohmann::json& spec, const KernelSpec& k, const Variant& v) {
  const std::size_t bytes = Bytes(k.src);
  const std::size_t width = static_cast<std::size_t>(k.src_width);
  const nlohmann::json& lanes = spec.at("lanes");
  bool whole = true;
  for (const auto& l : lanes) whole = whole && SpecLaneHasItem(l, width);
  Items items;
  std::map<std::pair<std::uint64_t, std::uint64_t>, std::size_t> index;  // by chunk, work item
  for (const auto& l : lanes) {
    const std::vector<std::uint64_t> operands = SpecLaneItem(l, width);
    const std::pair<std::uint64_t, std::uint64_t> key =
        whole
            ? std::pair{l.value("chunk", std::uint64_t{0}),
                        l.at("lane").get<std::uint64_t>() / static_cast<std::uint64_t>(v.dst_width)}
            : std::pair{std::uint64_t{0}, std::uint64_t{items.count}};
    const auto [at, fresh] = index.emplace(key, items.count);
    items.of_lane.push_back(at->second);
    if (!fresh) continue;
    ++items.count;
    items.operands.resize(items.count * width * bytes);
    for (std::size_t c = 0; c < width; ++c)
      std::memcpy(items.operands.data() + (at->second * width + c) * bytes, &operands[c], bytes);
  }
  return items;
}

nlohmann::json ToJson(const Replay& r) {
  nlohmann::json lanes = nlohmann::json::array();
  for (const ReplayedLane& l : r.lanes) {
    lanes.push_back({{"first", LaneToJson(l.first)}, {"got", l.got}, {"mismatch", l.mismatch}});
  }
  return {{"case", r.case_name},
          {"path", std::string(NameOf(r.path))},
          {"ok", r.ok},
          {"error", r.error},
          {"lanes", lanes}};
}

Replay ReplayFromJson(const nlohmann::json& j) {
  Replay r;
  r.case_name = j.at("case").get<std::string>();
  r.path = PathNamed(j);
  r.ok = j.at("ok").get<bool>();
  r.error = j.at("error").get<std::string>();
  for (const auto& l : j.at("lanes")) {
    ReplayedLane lane;
    lane.first = LaneFromJson(l.at("first"));
    lane.got = l.at("got").get<std::uint64_t>();
    lane.mismatch = l.at("mismatch").get<bool>();
    r.lanes.push_back(lane);
  }
  return r;
}

}  // namespace

bool WriteReplayList(const std::string& path, const std::vector<std::string>& specs) {
  std::ofstream out(path, std::ios::trunc);
  out << nlohmann::json(specs).dump() << "\n";
  return static_cast<bool>(out.flush());
}

std::string ReplayingRecord(std::size_t i) { return nlohmann::json{{"replaying", i}}.dump(); }

std::string ReplayedRecord(std::size_t i, const Replay& r) {
  return nlohmann::json{{"replayed", i}, {"replay", ToJson(r)}}.dump();
}

ReplayOutput ReadReplayOutput(const std::string& path) {
  ReplayOutput got;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    // A torn last line (the child killed while writing it) is no record.
    const nlohmann::json j = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (!j.is_object()) continue;
    try {
      if (j.contains("replaying")) got.announced = j.at("replaying").get<std::size_t>();
      if (j.contains("replayed")) {
        got.replayed[j.at("replayed").get<std::size_t>()] = ReplayFromJson(j.at("replay"));
      }
    } catch (const nlohmann::json::exception&) {
      continue;
    }
  }
  return got;
}

Replayer::Replayer(const Device& device, std::function<void(bool building)> on_build)
    : device_(device),
      context_(device_.device),
      queue_(context_, device_.device),
      on_build_(std::move(on_build)) {}

bool Replayer::Program(const std::string& source, const std::string& options, cl::Program* program,
                       std::string* error) {
  const std::string key = options + '\0' + source;
  auto it = built_.find(key);
  if (it == built_.end()) {
    if (on_build_) on_build_(true);
    const BuildResult built = BuildProgram(context_, device_.device, source, options);
    if (on_build_) on_build_(false);
    if (!built.ok) {
      *error = "the program did not build again: " + built.log;
      return false;
    }
    it = built_.emplace(key, built.program).first;
  }
  *program = it->second;
  return true;
}

Replay Replayer::Run(const nlohmann::json& spec) {
  Replay r;
  try {
    r.case_name = spec.at("case").get<std::string>();
    r.path = PathNamed(spec);
    const bool constant = r.path == RunPath::kConstant;
    const KernelSpec k = KernelOf(spec);
    const std::vector<LaneRecord> lanes = LanesOf(spec, constant);
    const std::optional<Variant> v = ParseCaseName(r.case_name);
    const std::size_t region = spec.at("region").get<std::size_t>();
    if (!v || region >= k.variants.size()) throw std::runtime_error("the spec's case is no region");
    cl::Program program;
    if (!Program(spec.at("source").get<std::string>(), spec.at("options").get<std::string>(),
                 &program, &r.error))
      return r;
    cl::Kernel kernel(program, k.name.c_str());
    const Items items = constant ? Items() : LayOut(spec, k, *v);
    const LaunchOutput out = LaunchKernel(context_, queue_, kernel, k, items.operands,
                                          constant ? ConstantItems(k) : items.count);
    if (!out.ok) {
      r.error = out.error;
      return r;
    }
    const std::size_t dst_bytes = Bytes(v->dst);
    for (std::size_t i = 0; i < lanes.size(); ++i) {
      // Lane i's element: where the run had it, or its component of its work item.
      const std::uint64_t element =
          constant ? lanes[i].lane : items.of_lane[i] * v->dst_width + lanes[i].lane % v->dst_width;
      const std::uint64_t at = out.offsets[region] + element * dst_bytes;
      if (at + dst_bytes > out.offsets[region + 1])
        throw std::runtime_error("a lane is no element");
      ReplayedLane l{lanes[i], 0, false};
      std::memcpy(&l.got, out.bytes.data() + at, dst_bytes);
      const Expectation e{lanes[i].expected, lanes[i].alt, lanes[i].allowance};
      l.mismatch = Judge(e, v->dst, l.got) == LaneVerdict::kMismatch;
      r.lanes.push_back(l);
    }
    r.ok = true;
  } catch (const cl::Error& e) {
    r.error = std::string("OpenCL error in ") + e.what() + ": " + std::to_string(e.err());
  } catch (const std::exception& e) {
    r.error = std::string("a malformed spec: ") + e.what();
  }
  return r;
}

}  // namespace clc
