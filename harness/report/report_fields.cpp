// Members of report.json as text and counts; a case object's verdict-deciding members.
#include "harness/report/report_fields.h"

#include <map>

#include "harness/report/run_record.h"

namespace clc {

std::string Text(const nlohmann::json& obj, const char* key) {
  auto it = obj.find(key);
  if (it == obj.end()) return "";
  return it->is_string() ? it->get<std::string>() : it->dump();
}

std::uint64_t Count(const nlohmann::json& obj, const char* key) {
  auto it = obj.find(key);
  if (it == obj.end()) return 0;
  if (it->is_number_unsigned()) return it->get<std::uint64_t>();
  return it->is_number_integer() && it->get<std::int64_t>() >= 0 ? it->get<std::uint64_t>() : 0;
}

std::string PartialNote(const nlohmann::json& report) {
  const auto run = report.find("run");
  if (run == report.end()) return "";
  const std::optional<RunRecord> record = RunRecordFromJson(*run);
  return record ? record->PartialNote() : "";
}

std::string DeviceIdentity(const nlohmann::json& report) {
  const nlohmann::json& d = report.at("device");
  const std::string identity = Text(d, "identity");
  return identity.empty() ? Text(d, "platform") + " / " + Text(d, "name") : identity;
}

bool SameDevice(const nlohmann::json& a, const nlohmann::json& b) {
  const nlohmann::json& da = a.at("device");
  const nlohmann::json& db = b.at("device");
  if (da.contains("identity") && db.contains("identity"))
    return DeviceIdentity(a) == DeviceIdentity(b);
  return Text(da, "platform") == Text(db, "platform") && Text(da, "name") == Text(db, "name");
}

std::string DeviceIdentityText(const nlohmann::json& report) {
  const nlohmann::json& d = report.at("device");
  return "'" + DeviceIdentity(report) + "' (" + Text(d, "platform") + " / " + Text(d, "name") + ")";
}

bool MarkedExpected(const nlohmann::json& c) {
  const auto it = c.find("expected");
  return it != c.end() && it->is_boolean() && it->get<bool>();
}

std::string ExpectationOutcomeOf(const nlohmann::json& c) {
  const auto it = c.find("expectation");
  return it != c.end() && it->is_object() ? Text(*it, "outcome") : "";
}

bool UnexpectedFailure(const nlohmann::json& c) {
  const std::optional<Verdict> v = ParseVerdict(Text(c, "verdict"));
  return (!v || IsFailing(*v)) && !MarkedExpected(c);
}

nlohmann::json TotalsOf(const nlohmann::json& cases, bool expectations) {
  std::map<std::string, std::uint64_t> verdicts;
  std::uint64_t lanes = 0, expected = 0, unexpected = 0, passes = 0, not_checked = 0;
  for (const nlohmann::json& c : cases) {
    ++verdicts[Text(c, "verdict")];
    lanes += Count(c, "lanes");
    expected += MarkedExpected(c) ? 1 : 0;
    unexpected += UnexpectedFailure(c) ? 1 : 0;
    passes += ExpectationOutcomeOf(c) == "unexpected-pass" ? 1 : 0;
    not_checked += ExpectationOutcomeOf(c) == "not-checked" ? 1 : 0;
    expectations = expectations || c.contains("expectation");
  }
  nlohmann::json totals = {{"cases", cases.size()}, {"lanes", lanes}, {"verdicts", verdicts}};
  if (expectations) {
    totals["expected_failures"] = expected;
    totals["unexpected_failures"] = unexpected;
    totals["unexpected_passes"] = passes;
    totals["expectations_not_checked"] = not_checked;
  }
  return totals;
}

const nlohmann::json* FirstMismatch(const nlohmann::json& c) {
  const auto it = c.find("first_mismatches");
  return it != c.end() && it->is_array() && !it->empty() ? &it->front() : nullptr;
}

const std::vector<CaseCount>& CaseCounts() {
  static const std::vector<CaseCount> kCounts = {
      {"lanes", &VariantResult::lanes},
      {"exact", &VariantResult::exact},
      {"accepted_flushed_denormal", &VariantResult::accepted_flushed},
      {"accepted_any_nan", &VariantResult::accepted_nan},
      {"implementation_defined", &VariantResult::implementation_defined},
      {"implementation_defined_matching_reference", &VariantResult::impl_matching_reference},
      {"mismatched", &VariantResult::mismatched}};
  return kCounts;
}

nlohmann::json PathJson(const PathResult& p) {
  return {{"verdict", std::string(NameOf(VerdictOf(p)))},
          {"status", std::string(NameOf(p.status))},
          {"lanes", p.lanes},
          {"mismatched", p.mismatched},
          {"implementation_defined", p.implementation_defined}};
}

PathResult PathResultOf(const nlohmann::json& path) {
  PathResult p;
  p.status = ParseCaseStatus(Text(path, "status")).value_or(CaseStatus::kError);
  p.lanes = Count(path, "lanes");
  p.mismatched = Count(path, "mismatched");
  p.implementation_defined = Count(path, "implementation_defined");
  return p;
}

std::optional<VariantResult> CaseResultOf(const nlohmann::json& c, std::string* error) {
  const std::string name = Text(c, "case");
  const std::optional<Variant> v = ParseCaseName(name);
  if (!v) {
    *error = "case " + name + " is no case this version knows";
    return std::nullopt;
  }
  const auto legal = c.find("legal");
  if (legal == c.end() || !legal->is_boolean() || legal->get<bool>() != IsLegal(*v)) {
    *error = "case " + name + " has 'legal' " + Text(c, "legal") + ", but its name says " +
             (IsLegal(*v) ? "true" : "false");
    return std::nullopt;
  }
  VariantResult r;
  r.variant = *v;
  r.status = ParseCaseStatus(Text(c, "status")).value_or(CaseStatus::kError);
  for (const CaseCount& k : CaseCounts()) r.*k.member = Count(c, k.key);
  const auto seconds = c.find("seconds");
  if (seconds != c.end() && seconds->is_number()) r.seconds = seconds->get<double>();
  const auto own = c.find("own_seconds");
  if (own != c.end() && own->is_number()) r.own_seconds = own->get<double>();
  const auto rejected = c.find("rejected");
  r.rejected = rejected != c.end() && rejected->is_boolean() && rejected->get<bool>();
  const auto paths = c.find("paths");
  if (paths != c.end() && paths->is_object()) {
    for (RunPath p : kRunPaths) {
      const auto path = paths->find(std::string(NameOf(p)));
      if (path != paths->end()) r.Path(p) = PathResultOf(*path);
    }
  }
  return r;
}

}  // namespace clc
