// The differences between two runs that a diff cannot put down to the driver.
#include "harness/report/diff_runs.h"

#include <map>

#include "harness/report/report_fields.h"
#include "harness/report/run_record.h"

namespace clc {
namespace {

using nlohmann::json;

// What a difference in run.KEY can change. A key not listed (an option recorded as checked by a
// later version) can change anything.
struct Scope {
  bool outcomes;
  bool presence;
};
const std::map<std::string, Scope>& Scopes() {
  static const std::map<std::string, Scope> kScopes = {
      {"reference", {true, true}},      {"coverage", {true, true}},
      {"seed", {true, false}},          {"inputs", {true, false}},
      {"operand_range", {true, false}}, {"constant_path", {true, false}},
      {"filter", {false, true}},
  };
  return kScopes;
}

// The fields of a run that decide what it checked: run_record.h's Checked fields but the tool's
// version and --icd (a diff compares driver builds, and clconform versions whose reference
// agrees), with the filter and the operand range.
json Compared(const json& report) {
  const RunRecord r = RunRecordFromJson(report["run"]).value_or(RunRecord{});
  json j = r.Checked();
  j.erase("version");
  j.erase("icds");
  j["filter"] = r.filter;
  j["operand_range"] = r.Value("operand_range");
  return j;
}

}  // namespace

RunDifferences DifferencesOf(const json& old_report, const json& new_report) {
  RunDifferences d;
  if (!SameDevice(old_report, new_report)) {
    d.device = DeviceIdentityText(old_report) + " -> " + DeviceIdentityText(new_report);
  }
  const json a = Compared(old_report);
  const json b = Compared(new_report);
  json keys = a;
  keys.update(b);  // a key only one of them records differs too
  for (const auto& [key, unused] : keys.items()) {
    const json before = a.value(key, json());
    const json after = b.value(key, json());
    if (before == after) continue;
    const auto it = Scopes().find(key);
    const Scope scope = it == Scopes().end() ? Scope{true, true} : it->second;
    d.runs.push_back(
        {key + ": " + before.dump() + " -> " + after.dump(), scope.outcomes, scope.presence});
  }
  // A shard missing from NEW: its cases were not run there. (A shard missing from OLD only adds
  // cases to NEW, which are never a regression; complete sets of any count check the same cases.)
  const std::string partial = PartialNote(new_report);
  if (!partial.empty()) d.runs.push_back({"NEW is " + partial, false, true});
  return d;
}

}  // namespace clc
