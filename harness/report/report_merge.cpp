// Loading, checking and merging report.json documents (the schema of report_json.cpp).
#include "harness/report/report_merge.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <utility>

#include "harness/report/format.h"
#include "harness/report/merge_runs.h"
#include "harness/report/report_fields.h"
#include "harness/report/result.h"

namespace clc {

namespace {

using nlohmann::json;

// Which input decides a merged case's status, message and rejection: a failure beats an
// error-like verdict, which beats a case that ran, which beats a skip, which beats "not
// checked" (the other shards' view of the case); among equals, the more severe verdict.
std::pair<int, int> Dominance(Verdict v) {
  int rank = 0;  // not-checked
  if (v == Verdict::kFail) {
    rank = 4;
  } else if (IsFailing(v)) {
    rank = 3;
  } else if (v == Verdict::kPass || v == Verdict::kImplementationDefined) {
    rank = 2;
  } else if (v == Verdict::kSkipped) {
    rank = 1;
  }
  return {rank, static_cast<int>(v)};
}

void AppendCapped(const json& from, const char* key, std::size_t cap, json* to) {
  if (!from.contains(key)) return;
  for (const json& lane : from[key]) {
    if ((*to)[key].size() >= cap) return;
    (*to)[key].push_back(lane);
  }
}

// The inputs are read back as VariantResults and added up (result.h's Merge: counts summed,
// each path's status the worse); the deciding input gives the status and the rejection, and
// the verdict, the case's and each path's, is VerdictOf's: the one rule.
json MergeCase(const std::vector<const json*>& inputs) {
  const json& first = *inputs.front();
  const std::string name = first["case"];
  json out = first;
  out.erase("first_mismatches");
  out.erase("implementation_defined_samples");
  VariantResult merged;
  std::pair<int, int> best = {-1, -1};
  std::size_t winner = 0;
  CaseStatus status = CaseStatus::kNotRun;
  bool rejected = false;
  bool any_paths = false;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const json& in = *inputs[i];
    for (const char* key : {"family", "legal", "builtin"}) {
      if (in[key] != first[key]) {
        throw ReportError("case " + name + " has different '" + key +
                          "' in two reports: " + first[key].dump() + " and " + in[key].dump());
      }
    }
    std::string error;
    const std::optional<VariantResult> r = CaseResultOf(in, &error);
    if (!r) throw ReportError(error);
    if (i == 0) merged.variant = r->variant;
    Merge(merged, *r);
    if (Dominance(VerdictOf(*r)) > best) {
      best = Dominance(VerdictOf(*r));
      winner = i;
      status = r->status;
      rejected = r->rejected;
    }
    AppendCapped(in, "first_mismatches", kMaxRecordedMismatches, &out);
    AppendCapped(in, "implementation_defined_samples", kMaxImplSamples, &out);
    any_paths = any_paths || in.contains("paths");
  }
  merged.status = status;
  merged.rejected = rejected;
  for (const CaseCount& count : CaseCounts()) out[count.key] = merged.*count.member;
  out["seconds"] = merged.seconds;
  out["verdict"] = std::string(NameOf(VerdictOf(merged)));
  const json& deciding = *inputs[winner];
  out["status"] = deciding["status"];
  if (deciding.contains("message")) {
    out["message"] = deciding["message"];
  } else {
    out.erase("message");
  }
  if (deciding.contains("rejected")) out["rejected"] = deciding["rejected"];
  for (const char* key : {"expected", "expectation"}) {  // the deciding input's mark, or none
    if (deciding.contains(key)) {
      out[key] = deciding[key];
    } else {
      out.erase(key);
    }
  }
  if (any_paths) {
    for (RunPath p : kRunPaths) out["paths"][std::string(NameOf(p))] = PathJson(merged.Path(p));
  }
  return out;
}

}  // namespace

bool IsFailingVerdict(std::string_view verdict) {
  const std::optional<Verdict> v = ParseVerdict(verdict);
  return !v || IsFailing(*v);  // a verdict this code does not know is not hidden
}

int VerdictSeverity(std::string_view verdict) {
  // The Verdict enumeration is in severity order; an unknown verdict ranks as an error.
  const std::optional<Verdict> v = ParseVerdict(verdict);
  return static_cast<int>(v.value_or(Verdict::kError));
}

const std::vector<std::string>& KnownVerdicts() {
  // Every Verdict, read from the enumeration (in severity order, NameOf naming each one until
  // "?"), so that a verdict added to result.h is listed without a change here.
  static const std::vector<std::string> kAll = [] {
    std::vector<std::string> all;
    for (int i = 0; ParseVerdict(NameOf(static_cast<Verdict>(i))); ++i) {
      all.insert(all.begin(), std::string(NameOf(static_cast<Verdict>(i))));
    }
    return all;
  }();
  return kAll;
}

bool IsNegativeCase(const nlohmann::json& c) {
  auto it = c.find("legal");
  return it != c.end() && it->is_boolean() && !it->get<bool>();
}

std::string SectionOf(const nlohmann::json& c) {
  return IsNegativeCase(c) ? kNegativeSection : Text(c, "family");
}

std::vector<std::string> Sections() {
  std::vector<std::string> out;
  for (const FamilyTraits* row : Families()) out.emplace_back(row->label);
  out.emplace_back(kNegativeSection);
  return out;
}

const FamilyTraits* FamilyOfCase(const nlohmann::json& c) {
  return FamilyOfLabel(Text(c, "family"));
}

std::string RerunLine(const nlohmann::json& report, const nlohmann::json& c) {
  std::string device;
  const json& dev = report.contains("device") ? report["device"] : json::object();
  if (dev.contains("platform") && dev.contains("name") && dev.contains("driver_version")) {
    device =
        ExactDeviceSelector(Text(dev, "platform"), Text(dev, "name"), Text(dev, "driver_version"));
  } else if (dev.contains("index") && dev["index"].is_number_integer()) {
    device = std::to_string(dev["index"].get<std::int64_t>());
  } else {
    device = Text(dev, "name");
  }
  const RunRecord run =
      RunRecordFromJson(report.value("run", json::object())).value_or(RunRecord{});
  // Only a conversion's operand is one lane's bits (a vector's, its work item's: RerunInputs);
  // the bits rule (as_type) reruns its whole input space.
  std::vector<std::string> inputs;
  const json* lane = FirstMismatch(c);
  const FamilyTraits* family = FamilyOfCase(c);
  if (family != nullptr && lane != nullptr) {
    std::vector<std::string> item;
    for (const json& bits : lane->value("item", json::array()))
      if (bits.is_string()) item.push_back(bits.get<std::string>());
    inputs = RerunOperands(family->rule, Text(*lane, "classification"), Text(*lane, "input"),
                           std::move(item));
  }
  return RerunCommand(run, device, Text(c, "case"), inputs);
}

namespace {

// The run fields that add up over the merged reports: seconds, programs built and loaded, and
// the distinct commands joined with '\n'.
void SumRuns(const std::vector<json>& reports, json* run) {
  double seconds = 0;
  std::uint64_t programs = 0;
  std::uint64_t loaded = 0;  // reports older than the program cache have no count
  bool any_loaded = false;
  std::vector<std::string> commands;
  for (const json& r : reports) {
    seconds += r["run"]["seconds"].get<double>();
    programs += r["run"]["programs_built"].get<std::uint64_t>();
    any_loaded = any_loaded || r["run"].contains("programs_loaded");
    loaded += r["run"].value("programs_loaded", std::uint64_t{0});
    const std::string command = Text(r["run"], "command");
    if (!command.empty() &&
        std::find(commands.begin(), commands.end(), command) == commands.end()) {
      commands.push_back(command);
    }
  }
  (*run)["seconds"] = seconds;
  (*run)["programs_built"] = programs;
  if (any_loaded) (*run)["programs_loaded"] = loaded;
  if (reports.front()["run"].contains("command") || !commands.empty()) {
    std::string joined;
    for (const auto& c : commands) joined += (joined.empty() ? "" : "\n") + c;
    (*run)["command"] = joined;
  }
}

// Report i must be of the first's device: its identity, not its name (a runner pool's hosts
// name one driver's CPU device after each one's CPU model), and its driver version.
void CheckSameDevice(const json& first, const json& r, std::size_t i) {
  auto identity = [](const json& x) {
    return DeviceIdentityText(x) + " (driver " + Text(x["device"], "driver_version") + ")";
  };
  if (!SameDevice(r, first) ||
      Text(r["device"], "driver_version") != Text(first["device"], "driver_version")) {
    throw ReportError("report " + std::to_string(i + 1) +
                      " is from another device: " + identity(r) + ", not " + identity(first));
  }
}

// Shards or runs of different clconform builds (another commit, or the same one with local
// changes: "01f1584" and "01f1584-dirty") ran different code: their results do not add up.
// Reports older than report.json's "build" merge as they come.
void CheckSameBuild(const json& first, const json& r, std::size_t i) {
  if (!first.contains("build") || !r.contains("build")) return;
  const auto build = [](const json& x) {
    return "clconform " + Text(x["build"], "version") + " (commit " + Text(x["build"], "commit") +
           ")";
  };
  if (build(r) != build(first)) {
    throw ReportError("report " + std::to_string(i + 1) +
                      " is from another clconform build: " + build(r) + ", not " + build(first) +
                      " as report 1: merge reports of one build");
  }
}

}  // namespace

nlohmann::json MergeReports(const std::vector<nlohmann::json>& reports,
                            const MergeOptions& options) {
  if (reports.empty()) throw ReportError("no report to merge");
  for (std::size_t i = 0; i < reports.size(); ++i) {
    std::string why;
    if (!ValidateReport(reports[i], &why)) {
      throw ReportError("report " + std::to_string(i + 1) + " is not a clconform report: " + why);
    }
  }
  json out = reports.front();
  json names = json::array();
  std::vector<std::vector<const json*>> groups;
  std::vector<std::vector<std::size_t>> group_reports;
  std::map<std::string, std::size_t> group_of;
  std::vector<RunRecord> records;
  for (std::size_t i = 0; i < reports.size(); ++i) {
    const json& r = reports[i];
    CheckSameDevice(reports.front(), r, i);
    CheckSameBuild(reports.front(), r, i);
    if (std::find(names.begin(), names.end(), r["device"]["name"]) == names.end())
      names.push_back(r["device"]["name"]);
    records.push_back(CheckMergeable(reports, records, i));
    for (const json& c : r["cases"]) {
      auto [it, added] = group_of.emplace(c["case"].get<std::string>(), groups.size());
      if (added) {
        groups.emplace_back();
        group_reports.emplace_back();
      }
      groups[it->second].push_back(&c);
      group_reports[it->second].push_back(i);
    }
  }
  CheckShardSet(ShardsOf(records), options.allow_partial);
  if (names.size() > 1) out["device"]["names"] = names;  // the hosts' full names, each once
  for (std::size_t g = 0; g < groups.size(); ++g)
    CheckNotTwice(reports, groups[g], group_reports[g]);
  MergeRunRecords(reports, records, &out["run"]);
  SumRuns(reports, &out["run"]);
  json cases = json::array();
  bool expectations = false;
  for (const RunRecord& r : records) expectations = expectations || !r.expectations.empty();
  for (const auto& group : groups) {
    cases.push_back(group.size() == 1 ? *group.front() : MergeCase(group));
  }
  out["totals"] = TotalsOf(cases, expectations);
  out["cases"] = std::move(cases);
  return out;
}

}  // namespace clc
