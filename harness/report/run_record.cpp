// RunRecord as JSON: the fields of report.json's "run" that say what was checked.
#include "harness/report/run_record.h"

namespace clc {

namespace {

using nlohmann::json;

// RecordedOption::Rerun as report.json spells it, in the enum's order.
constexpr const char* kRerunNames[] = {"as-given", "device", "operand", "whole-stream"};

json OptionJson(const RecordedOption& o) {
  json j = {{"flag", o.flag}, {"values", o.values}, {"checked", o.checked}};
  if (!o.key.empty()) j["key"] = o.key;
  j["rerun"] = kRerunNames[o.rerun];
  return j;
}

// One entry of run.options, its value read from run.KEY; throws on a wrong type.
RecordedOption OptionFromJson(const json& entry, const json& run) {
  RecordedOption o;
  o.flag = entry.at("flag").get<std::string>();
  o.key = entry.value("key", std::string());
  if (!o.key.empty() && run.contains(o.key)) o.value = run[o.key];
  o.values = entry.at("values").get<std::vector<std::string>>();
  o.checked = entry.at("checked").get<bool>();
  const std::string rerun = entry.at("rerun").get<std::string>();
  for (std::size_t i = 0; i < std::size(kRerunNames); ++i) {
    if (rerun == kRerunNames[i]) o.rerun = static_cast<RecordedOption::Rerun>(i);
  }
  return o;
}

}  // namespace

nlohmann::json RunRecord::Checked() const {
  json j = {{"reference", reference}, {"version", version}};
  for (const RecordedOption& o : options) {
    if (o.checked && !o.key.empty()) j[o.key] = o.value;
  }
  return j;
}

nlohmann::json RunRecord::Value(const std::string& key) const {
  for (const RecordedOption& o : options) {
    if (o.key == key) return o.value;
  }
  return nullptr;
}

RecordedOption* RunRecord::Find(const std::string& key) {
  for (RecordedOption& o : options) {
    if (o.key == key) return &o;
  }
  return nullptr;
}

std::vector<int> RunRecord::HeldShards() const {
  return shards_held.empty() ? std::vector<int>{shard_index} : shards_held;
}

bool RunRecord::Partial() const { return static_cast<int>(HeldShards().size()) < shard_total; }

std::string RunRecord::PartialNote() const {
  if (!Partial()) return "";
  std::string held;
  for (int s : HeldShards()) held += (held.empty() ? "" : ",") + std::to_string(s);
  return "partial: shard" + std::string(HeldShards().size() == 1 ? " " : "s ") + held + " of " +
         std::to_string(shard_total);
}

nlohmann::json ToJson(const RunRecord& r) {
  json j = {{"reference", r.reference}, {"version", r.version}};
  json options = json::array();
  for (const RecordedOption& o : r.options) {
    if (!o.key.empty()) j[o.key] = o.value;
    options.push_back(OptionJson(o));
  }
  j["options"] = options;
  j["filter"] = r.filter;
  if (r.shards_held.empty()) {
    j["shard"] = {{"index", r.shard_index}, {"total", r.shard_total}};
  } else {  // a merge of shards: which it holds, and whether one is missing
    j["shard"] = {{"total", r.shard_total}, {"held", r.shards_held}, {"partial", r.Partial()}};
  }
  j["expectations"] = r.expectations;
  j["id"] = r.id;
  j["digest_store"] = r.digest_store;
  j["program_cache"] = r.program_cache;
  j["kernel_cache"] = r.kernel_cache;
  j["rerun"] = {{"program", r.program}, {"environment", r.environment}};
  return j;
}

std::optional<RunRecord> RunRecordFromJson(const nlohmann::json& run) {
  if (!run.is_object()) return std::nullopt;
  RunRecord r;
  try {
    if (run.contains("options")) {
      r.options.clear();
      for (const json& entry : run.at("options")) r.options.push_back(OptionFromJson(entry, run));
    } else {
      r.options = LegacyOptions(run);
    }
    r.filter = run.value("filter", r.filter);
    if (run.contains("shard")) {
      const nlohmann::json& shard = run["shard"];
      r.shard_total = shard.at("total").get<int>();
      if (shard.contains("held")) {
        r.shards_held = shard["held"].get<std::vector<int>>();
        if (r.shards_held.empty()) return std::nullopt;
        r.shard_index = r.shards_held.front();
      } else {
        r.shard_index = shard.at("index").get<int>();
      }
      for (int s : r.HeldShards()) {
        if (s < 0 || s >= r.shard_total) return std::nullopt;
      }
    }
    r.expectations = run.value("expectations", r.expectations);
    r.reference = run.value("reference", r.reference);
    r.version = run.value("version", r.version);
    r.id = run.value("id", r.id);
    r.digest_store = run.value("digest_store", r.digest_store);
    r.program_cache = run.value("program_cache", r.program_cache);
    r.kernel_cache = run.value("kernel_cache", r.kernel_cache);
    if (run.contains("rerun")) {
      r.program = run["rerun"].value("program", r.program);
      r.environment = run["rerun"].value("environment", r.environment);
    }
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;
  }
  return r;
}

}  // namespace clc
