// Lossless JSON lines for results (bits as numbers, names for enums).
#include "harness/report/result_io.h"

#include <nlohmann/json.hpp>

namespace clc {

nlohmann::json LaneToJson(const LaneRecord& r) {
  return {{"input", r.input},
          {"expected", r.expected},
          {"alt", r.alt},
          {"allowance", static_cast<int>(r.allowance)},
          {"got", r.got},
          {"lane", r.lane},
          {"chunk", r.chunk},
          {"constant_path", r.constant_path},
          {"classification", r.classification}};
}

LaneRecord LaneFromJson(const nlohmann::json& j) {
  LaneRecord r;
  r.input = j.at("input").get<std::uint64_t>();
  r.expected = j.at("expected").get<std::uint64_t>();
  r.alt = j.at("alt").get<std::uint64_t>();
  r.allowance = static_cast<Allowance>(j.at("allowance").get<int>());
  r.got = j.at("got").get<std::uint64_t>();
  r.lane = j.at("lane").get<std::uint64_t>();
  r.chunk = j.at("chunk").get<std::uint64_t>();
  r.constant_path = j.at("constant_path").get<bool>();
  r.classification = j.at("classification").get<std::string>();
  return r;
}

std::string ToJsonLine(const VariantResult& r) {
  nlohmann::json j = {{"case", CaseName(r.variant)},
                      {"status", static_cast<int>(r.status)},
                      {"message", r.message},
                      {"lanes", r.lanes},
                      {"exact", r.exact},
                      {"accepted_flushed", r.accepted_flushed},
                      {"accepted_nan", r.accepted_nan},
                      {"implementation_defined", r.implementation_defined},
                      {"impl_matching_reference", r.impl_matching_reference},
                      {"mismatched", r.mismatched},
                      {"seconds", r.seconds},
                      {"own_seconds", r.own_seconds},
                      {"rejected", r.rejected}};
  j["mismatches"] = nlohmann::json::array();
  for (const auto& m : r.mismatches) j["mismatches"].push_back(LaneToJson(m));
  j["impl_samples"] = nlohmann::json::array();
  for (const auto& m : r.impl_samples) j["impl_samples"].push_back(LaneToJson(m));
  j["paths"] = nlohmann::json::array();
  for (const PathResult& p : r.paths) {
    j["paths"].push_back(
        {static_cast<int>(p.status), p.lanes, p.mismatched, p.implementation_defined});
  }
  return j.dump();
}

std::optional<VariantResult> FromJsonLine(const std::string& line) {
  try {
    const auto j = nlohmann::json::parse(line);
    auto v = ParseCaseName(j.at("case").get<std::string>());
    if (!v) return std::nullopt;
    VariantResult r;
    r.variant = *v;
    r.status = static_cast<CaseStatus>(j.at("status").get<int>());
    r.message = j.at("message").get<std::string>();
    r.lanes = j.at("lanes").get<std::uint64_t>();
    r.exact = j.at("exact").get<std::uint64_t>();
    r.accepted_flushed = j.at("accepted_flushed").get<std::uint64_t>();
    r.accepted_nan = j.at("accepted_nan").get<std::uint64_t>();
    r.implementation_defined = j.at("implementation_defined").get<std::uint64_t>();
    r.impl_matching_reference = j.at("impl_matching_reference").get<std::uint64_t>();
    r.mismatched = j.at("mismatched").get<std::uint64_t>();
    r.seconds = j.at("seconds").get<double>();
    r.own_seconds = j.value("own_seconds", 0.0);  // a journal written before it had none
    r.rejected = j.at("rejected").get<bool>();
    for (const auto& m : j.at("mismatches")) r.mismatches.push_back(LaneFromJson(m));
    for (const auto& m : j.at("impl_samples")) r.impl_samples.push_back(LaneFromJson(m));
    const auto& paths = j.at("paths");
    for (std::size_t i = 0; i < r.paths.size(); ++i) {
      const auto& p = paths.at(i);
      r.paths[i] = {static_cast<CaseStatus>(p.at(0).get<int>()), p.at(1).get<std::uint64_t>(),
                    p.at(2).get<std::uint64_t>(), p.at(3).get<std::uint64_t>()};
    }
    return r;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

}  // namespace clc
