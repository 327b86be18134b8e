// Lossless JSON lines for results (bits as numbers, names for enums).
#include "harness/report/result_io.h"

#include <nlohmann/json.hpp>

namespace clc {

namespace {

// The enumerators as a record numbers them; a number past the last is refused.
CaseStatus StatusOf(const nlohmann::json& j) {
  const int s = j.get<int>();
  if (s < 0 || s > static_cast<int>(CaseStatus::kFlaky)) {
    throw std::out_of_range("status " + std::to_string(s) + " is no status this version knows");
  }
  return static_cast<CaseStatus>(s);
}

Allowance AllowanceOf(const nlohmann::json& j) {
  const int a = j.get<int>();
  if (a < 0 || a > static_cast<int>(Allowance::kImplementationDefined)) {
    throw std::out_of_range("allowance " + std::to_string(a) +
                            " is no allowance this version knows");
  }
  return static_cast<Allowance>(a);
}

// Throws where the stated verdict is not the one its status and counts make.
void CheckVerdict(const nlohmann::json& stated, Verdict made, const std::string& what) {
  if (stated.get<std::string>() != NameOf(made)) {
    throw std::out_of_range(what + " says '" + stated.get<std::string>() +
                            "', but its status and lane counts make it '" +
                            std::string(NameOf(made)) + "'");
  }
}

}  // namespace

nlohmann::json LaneToJson(const LaneRecord& r) {
  nlohmann::json j = {{"input", r.input},
                      {"expected", r.expected},
                      {"alt", r.alt},
                      {"allowance", static_cast<int>(r.allowance)},
                      {"got", r.got},
                      {"lane", r.lane},
                      {"chunk", r.chunk},
                      {"constant_path", r.constant_path},
                      {"classification", r.classification}};
  if (!r.item.empty()) j["item"] = r.item;
  return j;
}

LaneRecord LaneFromJson(const nlohmann::json& j) {
  LaneRecord r;
  r.input = j.at("input").get<std::uint64_t>();
  r.expected = j.at("expected").get<std::uint64_t>();
  r.alt = j.at("alt").get<std::uint64_t>();
  r.allowance = AllowanceOf(j.at("allowance"));
  r.got = j.at("got").get<std::uint64_t>();
  r.lane = j.at("lane").get<std::uint64_t>();
  r.chunk = j.at("chunk").get<std::uint64_t>();
  r.constant_path = j.at("constant_path").get<bool>();
  r.classification = j.at("classification").get<std::string>();
  if (j.contains("item")) r.item = j.at("item").get<std::vector<std::uint64_t>>();
  return r;
}

nlohmann::json ResultJson(const VariantResult& r) {
  nlohmann::json j = {{"case", CaseName(r.variant)},
                      {"status", static_cast<int>(r.status)},
                      {"verdict", std::string(NameOf(VerdictOf(r)))},
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
    j["paths"].push_back({static_cast<int>(p.status), p.lanes, p.mismatched,
                          p.implementation_defined, std::string(NameOf(VerdictOf(p)))});
  }
  return j;
}

std::string ToJsonLine(const VariantResult& r) { return ResultJson(r).dump(); }

std::optional<VariantResult> ResultFromJson(const nlohmann::json& j, std::string* why) {
  try {
    const std::string name = j.at("case").get<std::string>();
    auto v = ParseCaseName(name);
    if (!v) throw std::out_of_range("case '" + name + "' is no case this version knows");
    VariantResult r;
    r.variant = *v;
    r.status = StatusOf(j.at("status"));
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
      r.paths[i] = {StatusOf(p.at(0)), p.at(1).get<std::uint64_t>(), p.at(2).get<std::uint64_t>(),
                    p.at(3).get<std::uint64_t>()};
      CheckVerdict(p.at(4), VerdictOf(r.paths[i]), std::string(NameOf(kRunPaths[i])) + " path");
    }
    CheckVerdict(j.at("verdict"), VerdictOf(r), "the verdict");
    return r;
  } catch (const std::exception& e) {
    if (why != nullptr) *why = e.what();
    return std::nullopt;
  }
}

std::optional<VariantResult> FromJsonLine(const std::string& line, std::string* why) {
  const auto j = nlohmann::json::parse(line, nullptr, false);
  if (j.is_discarded()) {
    if (why != nullptr) *why = "not a line of JSON";
    return std::nullopt;
  }
  return ResultFromJson(j, why);
}

}  // namespace clc
