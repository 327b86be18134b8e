// JSON report writer (nlohmann-json).
#include "harness/report/report_json.h"

#include <nlohmann/json.hpp>

#include "harness/files/atomic_file.h"
#include "harness/report/build_info.h"
#include "harness/report/format.h"
#include "harness/report/report_fields.h"
#include "harness/report/report_merge.h"
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

// What the device has of each feature and type, from the traits rows: "fp64": true, ...,
// "denorm": {"half": false, ...} (each floating-point type's CL_FP_DENORM).
void AddTypeSupport(const DeviceInfo& device, nlohmann::json& out) {
  for (const FeatureTraits& f : kFeatureTraits) {
    if (!f.name.empty()) out[std::string(f.name)] = device.Has(f.feature);
  }
  nlohmann::json denorm = nlohmann::json::object();
  for (const ScalarTraits& t : kScalarTraits) {
    if (t.is_float) denorm[std::string(t.name)] = device.fp_caps.Denorm(t.type);
  }
  out["denorm"] = denorm;
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
  for (const VariantResult& r : results) {
    nlohmann::json c = {{"case", CaseName(r.variant)},
                        {"builtin", BuiltinName(r.variant)},
                        {"family", std::string(TraitsOf(r.variant).label)},
                        {"legal", IsLegal(r.variant)},
                        {"verdict", std::string(NameOf(VerdictOf(r)))},
                        {"status", std::string(NameOf(r.status))},
                        {"seconds", r.seconds},
                        {"own_seconds", r.own_seconds}};
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
    const auto mark = run.expectations.find(CaseName(r.variant));
    if (mark != run.expectations.end()) {
      c["expected"] = mark->second.expected;
      c["expectation"] = {{"outcome", std::string(NameOf(mark->second.outcome))},
                          {"detail", mark->second.detail}};
    }
    cases.push_back(std::move(c));
  }
  nlohmann::json doc = {
      {"device",
       {{"index", device.index},
        {"identity", run.device_id.empty() ? device.DefaultIdentity() : run.device_id},
        {"identity_given", !run.device_id.empty()},
        {"type", device.type},
        {"platform", device.platform_name},
        {"icd", device.icd},
        {"name", device.device_name},
        {"vendor", device.vendor},
        {"driver_version", device.driver_version},
        {"device_version", device.device_version},
        {"opencl_c",
         std::to_string(device.opencl_c_major) + "." + std::to_string(device.opencl_c_minor)},
        {"profile", std::string(NameOf(device.profile))}}},
      {"schema", kReportSchema},
      {"run", RunJson(run)},
      {"build",
       {{"version", ClconformVersion()},
        {"commit", ClconformCommit()},
        {"reference_fingerprint", ReferenceFingerprint()}}},
      {"totals", TotalsOf(cases, !run.record.expectations.empty())},
      {"cases", cases}};
  AddTypeSupport(device, doc["device"]);
  return doc;
}

bool WriteJsonReport(const std::string& path, const DeviceInfo& device, const RunSummary& run,
                     const std::vector<VariantResult>& results, std::string* error) {
  const nlohmann::json doc = JsonReport(device, run, results);
  // A path or filter that is not UTF-8 (a byte of another encoding in --report-dir) is kept
  // with U+FFFD in its place: the run's report is written all the same.
  return WriteFileAtomically(
      path, doc.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n", error);
}

}  // namespace clc
