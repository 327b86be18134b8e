// JSON report writer (nlohmann-json).
#include "harness/report/report_json.h"

#include <fstream>

#include <nlohmann/json.hpp>

#include "harness/report/build_info.h"
#include "harness/report/format.h"
#include "harness/report/report_fields.h"
#include "reference/fingerprint.h"

namespace clc {

namespace {

nlohmann::json RunJson(const RunSummary& run) {
  nlohmann::json j = ToJson(run.record);
  j["programs_built"] = run.programs_built;
  j["programs_loaded"] = run.programs_loaded;
  j["seconds"] = run.seconds;
  j["command"] = run.command;
  return j;
}

}  // namespace

std::string PlatformSlug(const DeviceInfo& device) { return Slug(device.platform_name); }

std::string Slug(const std::string& text) {
  std::string s;
  for (char c : text) {
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      s += c;
    } else if (c >= 'A' && c <= 'Z') {
      s += static_cast<char>(c - 'A' + 'a');
    } else if (!s.empty() && s.back() != '-') {
      s += '-';
    }
  }
  while (!s.empty() && s.back() == '-') s.pop_back();
  return s.empty() ? "device" : s;
}

nlohmann::json JsonReport(const DeviceInfo& device, const RunSummary& run,
                          const std::vector<VariantResult>& results) {
  nlohmann::json cases = nlohmann::json::array();
  std::map<std::string, std::uint64_t> verdicts;
  std::uint64_t lanes = 0;
  for (const VariantResult& r : results) {
    nlohmann::json c = {{"case", CaseName(r.variant)},
                        {"builtin", BuiltinName(r.variant)},
                        {"family", r.variant.family == Family::kConvert ? "convert" : "as_type"},
                        {"legal", IsLegal(r.variant)},
                        {"verdict", std::string(NameOf(VerdictOf(r)))},
                        {"status", std::string(NameOf(r.status))},
                        {"seconds", r.seconds}};
    for (const CaseCount& count : CaseCounts()) c[count.key] = r.*count.member;
    if (!r.message.empty()) c["message"] = r.message;
    if (!r.reproducer.empty()) c["reproducer"] = r.reproducer;
    if (!IsLegal(r.variant)) {
      c["rejected"] = r.rejected;
    } else if (r.status != CaseStatus::kSkipped) {
      for (RunPath p : kRunPaths) c["paths"][std::string(NameOf(p))] = PathJson(r.Path(p));
    }
    for (const auto& m : r.mismatches) c["first_mismatches"].push_back(LaneJson(r.variant, m));
    for (const auto& m : r.impl_samples)
      c["implementation_defined_samples"].push_back(LaneJson(r.variant, m));
    ++verdicts[std::string(NameOf(VerdictOf(r)))];
    lanes += r.lanes;
    cases.push_back(std::move(c));
  }
  nlohmann::json doc = {
      {"device",
       {{"index", device.index},
        {"platform", device.platform_name},
        {"icd", device.icd},
        {"name", device.device_name},
        {"vendor", device.vendor},
        {"driver_version", device.driver_version},
        {"device_version", device.device_version},
        {"opencl_c",
         std::to_string(device.opencl_c_major) + "." + std::to_string(device.opencl_c_minor)},
        {"profile", std::string(NameOf(device.profile))},
        {"fp64", device.has_fp64},
        {"fp16", device.has_fp16},
        {"int64", device.has_int64},
        {"denorm",
         {{"half", device.fp_caps.denorm_half},
          {"float", device.fp_caps.denorm_float},
          {"double", device.fp_caps.denorm_double}}}}},
      {"run", RunJson(run)},
      {"build",
       {{"version", ClconformVersion()},
        {"commit", ClconformCommit()},
        {"reference_fingerprint", ReferenceFingerprint()}}},
      {"totals", {{"cases", results.size()}, {"lanes", lanes}, {"verdicts", verdicts}}},
      {"cases", cases}};
  return doc;
}

bool WriteJsonReport(const std::string& path, const DeviceInfo& device, const RunSummary& run,
                     const std::vector<VariantResult>& results, std::string* error) {
  const nlohmann::json doc = JsonReport(device, run, results);
  std::ofstream out(path);
  if (!out) {
    *error = "cannot write " + path;
    return false;
  }
  out << doc.dump(1) << "\n";
  return static_cast<bool>(out);
}

}  // namespace clc
