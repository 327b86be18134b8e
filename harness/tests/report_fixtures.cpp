// Synthetic report.json documents for the report tests (see report_fixtures.h).
#include "harness/tests/report_fixtures.h"

#include <algorithm>
#include <map>
#include <vector>

#include "harness/report/report_json.h"

namespace clc::testing_support {

using nlohmann::json;

json Lane(int lane, const std::string& input, const std::string& got, const std::string& allowance,
          const std::string& cls) {
  return {{"lane", lane},
          {"chunk", 0},
          {"constant_path", lane % 2 == 0},
          {"input", input},
          {"input_value", "v"},
          {"expected", "0x00000000"},
          {"expected_value", "0"},
          {"allowance", allowance},
          {"alt", "0x00000000"},
          {"got", got},
          {"got_value", "g"},
          {"classification", cls}};
}

json Case(const CaseSpec& s) {
  const bool as_type = s.name.rfind("as_", 0) == 0;
  const bool negative = s.name == "convert_float_sat_int" || s.name == "as_double4_float4" ||
                        s.name == "as_int_short";
  static const std::map<std::string, std::string> kStatus = {
      {"skipped", "skipped"}, {"not-checked", "not-run"}, {"build-failure", "build-failed"},
      {"error", "error"},     {"crash", "crash"},         {"timeout", "timeout"}};
  auto it = kStatus.find(s.verdict);
  const std::string status = it == kStatus.end() ? "ran" : it->second;
  const std::uint64_t lanes = negative ? 0 : s.lanes;
  json c = {{"case", s.name},
            {"builtin", s.name.substr(0, s.name.rfind('_'))},
            {"family", as_type ? "as_type" : "convert"},
            {"legal", !negative},
            {"verdict", s.verdict},
            {"status", status},
            {"lanes", lanes},
            {"exact", lanes - s.impl - s.mismatched},
            {"accepted_flushed_denormal", 0},
            {"accepted_any_nan", 0},
            {"implementation_defined", s.impl},
            {"implementation_defined_matching_reference", s.impl / 2},
            {"mismatched", s.mismatched},
            {"seconds", s.seconds}};
  if (!s.message.empty()) c["message"] = s.message;
  if (negative) c["rejected"] = s.verdict == "pass";
  for (int i = 0; i < s.mismatch_records; ++i) {
    c["first_mismatches"].push_back(
        Lane(i, "0x7f80000" + std::to_string(i), "0x80000000", "exact", "NaN handling"));
  }
  for (int i = 0; i < s.sample_records; ++i) {
    c["implementation_defined_samples"].push_back(
        Lane(i, "0x4f00000" + std::to_string(i), "0x80000000", "implementation-defined"));
  }
  return c;
}

namespace {

json Totals(const json& cases) {
  std::map<std::string, std::uint64_t> verdicts;
  std::uint64_t lanes = 0;
  for (const json& c : cases) {
    ++verdicts[c["verdict"].get<std::string>()];
    lanes += c["lanes"].get<std::uint64_t>();
  }
  return {{"cases", cases.size()}, {"lanes", lanes}, {"verdicts", verdicts}};
}

}  // namespace

json Report(const json& cases, double seconds, int programs, const std::string& command) {
  return {{"device",
           {{"index", 1},
            {"platform", "Portable Computing Language"},
            {"name", "cpu-haswell-<Intel>"},
            {"vendor", "GenuineIntel"},
            {"driver_version", "3.1"},
            {"device_version", "OpenCL 3.0 PoCL"},
            {"opencl_c", "3.0"},
            {"profile", "FULL_PROFILE"},
            {"fp64", true},
            {"fp16", false},
            {"int64", true},
            {"denorm", {{"half", false}, {"float", true}, {"double", true}}}}},
          {"run",
           {{"coverage", "quick"},
            {"seed", 1},
            {"programs_built", programs},
            {"seconds", seconds},
            {"command", command}}},
          {"totals", Totals(cases)},
          {"cases", cases}};
}

json RichCases() {
  json cases = json::array();
  const std::vector<CaseSpec> specs = {
      {"convert_int_float", "pass", 100, 7},
      {"convert_int_rtp_float", "fail", 100, 7, 3, 0.5, "", 3, 2},
      {"convert_int4_sat_rte_float4", "pass"},
      {"convert_float_int", "pass"},
      {"convert_uint_sat_double", "skipped", 0, 0, 0, 0, "no fp64 <cl_khr_fp64>"},
      {"convert_char_short", "build-failure", 0, 0, 0, 0.125, "error: <source>:3: bad & worse"},
      {"convert_short_char", "error", 0, 0, 0, 0, "CL_OUT_OF_RESOURCES (-5)"},
      {"convert_long_ulong", "crash", 0, 0, 0, 0, "killed by SIGSEGV"},
      {"convert_ulong_long", "timeout", 0, 0, 0, 0, "no progress in 60 s"},
      {"as_float_int", "pass"},
      {"as_int2_long", "implementation-defined", 10, 10, 0, 0.25, "", 0, 3},
      {"as_uchar3_uchar4", "pass"},
      {"as_short4_half4", "not-checked", 0, 0, 0, 0, "not checked"},
      {"convert_float_sat_int", "pass"},
      {"as_double4_float4", "fail", 0, 0, 0, 0, "compiled <b id=\"xss\">"},
      {"as_int_short", "not-checked", 0, 0, 0, 0, "negative checks are sampled"},
  };
  for (const auto& s : specs) cases.push_back(Case(s));
  return cases;
}

PathResult Ran(std::uint64_t lanes, std::uint64_t mismatched) {
  return {CaseStatus::kRan, lanes, mismatched, 0};
}

PathResult Ended(CaseStatus status) { return {status, 0, 0, 0}; }

VariantResult OnPaths(const std::string& name, const PathResult& buffer,
                      const PathResult& constant) {
  VariantResult r;
  r.variant = *ParseCaseName(name);
  r.paths = {buffer, constant};
  for (const PathResult& p : r.paths) {
    r.status = Worse(r.status, p.status);
    r.lanes += p.lanes;
    r.mismatched += p.mismatched;
    r.implementation_defined += p.implementation_defined;
  }
  r.exact = r.lanes - r.mismatched - r.implementation_defined;
  return r;
}

json ReportOf(const std::vector<VariantResult>& results) {
  DeviceInfo d;
  d.platform_name = "Portable Computing Language";
  d.device_name = "cpu-haswell";
  d.driver_version = "3.1";
  d.type = "CPU";
  RunSummary run;
  run.record.reference = "sha256:reference";
  return JsonReport(d, run, results);
}

json SortedByName(json doc) {
  std::sort(doc["cases"].begin(), doc["cases"].end(),
            [](const json& a, const json& b) { return a["case"] < b["case"]; });
  return doc;
}

}  // namespace clc::testing_support
