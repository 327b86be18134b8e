// The parent/worker protocol as JSON lines (nlohmann-json on both sides).
#include "harness/run/worker_protocol.h"

#include <algorithm>
#include <fstream>
#include <iterator>

#include <nlohmann/json.hpp>

#include "harness/report/result_io.h"
#include "harness/run/child_process.h"

namespace clc {

bool WriteWorkerBatch(const std::string& path, const WorkerBatch& b) {
  nlohmann::json j;
  j["cases"] = nlohmann::json::array();
  for (const Variant& v : b.cases) j["cases"].push_back(CaseName(v));
  b.recovery.WriteTo(j);
  if (!b.listed.crashers.empty()) j["listed_faults"] = CaseNames(b.listed.crashers);
  if (!b.listed.failing.empty()) j["listed_failures"] = CaseNames(b.listed.failing);
  std::ofstream out(path, std::ios::trunc);
  out << j.dump() << "\n";
  return static_cast<bool>(out.flush());
}

std::optional<WorkerBatch> ReadWorkerBatch(const std::string& path) {
  std::ifstream in(path);
  const auto j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_discarded() || !j.contains("cases") || !j.at("cases").is_array()) return std::nullopt;
  WorkerBatch b;
  for (const auto& name : j.at("cases")) {
    if (!name.is_string()) return std::nullopt;
    auto v = ParseCaseName(name.get<std::string>());
    if (!v) return std::nullopt;
    b.cases.push_back(*v);
  }
  std::optional<Recovery> recovery = Recovery::ReadFrom(j);
  if (!recovery) return std::nullopt;
  b.recovery = std::move(*recovery);
  if (!ReadCaseNames(j, "listed_faults", b.listed.crashers) ||
      !ReadCaseNames(j, "listed_failures", b.listed.failing)) {
    return std::nullopt;
  }
  for (const Variant& v : b.listed.crashers) {
    if (!b.recovery.FaultProgramHas(v)) return std::nullopt;  // listed, yet not in the program
  }
  return b;
}

std::string HeartbeatRecord(std::uint64_t n, std::uint64_t lanes, std::uint64_t waiting) {
  return nlohmann::json{{"heartbeat", n}, {"lanes", lanes}, {"waiting", waiting}}.dump();
}

std::string LaunchRecord(RunPath path, const std::vector<Variant>& in_flight) {
  nlohmann::json cases = nlohmann::json::array();
  for (const Variant& v : in_flight) cases.push_back(CaseName(v));
  return nlohmann::json{{"launch", cases}, {"path", NameOf(path)}}.dump();
}

std::string TallyRecord(const WorkerTally& t) {
  return nlohmann::json{{"tally",
                         {{"programs_built", t.programs_built},
                          {"programs_loaded", t.programs_loaded},
                          {"reference_lanes", t.reference_lanes},
                          {"stored_lanes", t.stored_lanes},
                          {"rechecked_lanes", t.rechecked_lanes},
                          {"device_seconds", t.device_seconds},
                          {"host_seconds", t.host_seconds}}}}
      .dump();
}

namespace {

// A tally record's fields (TallyRecord's keys; one that is absent is 0).
WorkerTally TallyOf(const nlohmann::json& t) {
  WorkerTally tally;
  tally.programs_built = t.value("programs_built", std::size_t{0});
  tally.programs_loaded = t.value("programs_loaded", std::size_t{0});
  tally.reference_lanes = t.value("reference_lanes", std::uint64_t{0});
  tally.stored_lanes = t.value("stored_lanes", std::uint64_t{0});
  tally.rechecked_lanes = t.value("rechecked_lanes", std::uint64_t{0});
  tally.device_seconds = t.value("device_seconds", 0.0);
  tally.host_seconds = t.value("host_seconds", 0.0);
  return tally;
}

}  // namespace

std::string UnitRecord(const std::string& key, const std::vector<VariantResult>& results) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& r : results) list.push_back(nlohmann::json::parse(ToJsonLine(r)));
  return nlohmann::json{{"unit_done", key}, {"results", list}}.dump();
}

std::string ResultRecord(const VariantResult& r) { return ToJsonLine(r); }

void WorkerOutputReader::Add(const std::string& line) {
  if (line == kBuildingRecord) {
    ++out_.builds;
    out_.built.insert(out_.in_flight.begin(), out_.in_flight.end());
    return;
  }
  if (line.rfind("{\"heartbeat\"", 0) == 0) {
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded()) return;
    out_.checked_lanes = j.value("lanes", out_.checked_lanes);
    out_.waiting_lanes = j.value("waiting", std::uint64_t{0});
    return;
  }
  if (line.rfind("{\"launch\"", 0) == 0) {
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded()) return;
    out_.launched = true;
    out_.in_flight.clear();
    for (const auto& name : j.at("launch")) {
      if (auto v = name.is_string() ? ParseCaseName(name.get<std::string>()) : std::nullopt)
        out_.in_flight.insert(*v);
    }
    out_.in_flight_path = ParseRunPath(j.value("path", ""));
    return;
  }
  if (line.rfind("{\"tally\"", 0) == 0) {
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded()) return;
    out_.tally.Add(TallyOf(j.at("tally")));
    return;
  }
  if (line.rfind("{\"results\"", 0) == 0) {  // a unit record: keys in alphabetical order
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.contains("unit_done")) return;
    std::vector<VariantResult> unit;
    for (const auto& r : j.at("results")) {
      if (auto one = FromJsonLine(r.dump())) unit.push_back(std::move(*one));
    }
    out_.units_done[j.at("unit_done").get<std::string>()] = std::move(unit);
    return;
  }
  if (auto r = FromJsonLine(line)) out_.results.push_back(std::move(*r));
}

void WorkerOutputReader::Poll(bool to_end) {
  std::ifstream in(path_, std::ios::binary);
  if (!in.seekg(static_cast<std::streamoff>(offset_))) return;
  const std::string fresh((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  // Only complete lines, unless the child has ended: then its last line too, torn or not.
  const std::size_t end = to_end ? fresh.size() : fresh.rfind('\n') + 1;  // npos + 1 == 0
  for (std::size_t at = 0; at < end;) {
    const std::size_t next = std::min(fresh.find('\n', at), end);
    Add(fresh.substr(at, next - at));
    at = next + 1;
  }
  offset_ += end;
}

WorkerOutput ReadWorkerOutput(const std::string& path) {
  WorkerOutputReader reader(path);
  reader.Poll(true);
  return reader.Take();
}

}  // namespace clc
