// RunRecord as JSON: the fields of report.json's "run" that say what was checked.
#include "harness/report/run_record.h"

namespace clc {

nlohmann::json RunRecord::Checked() const {
  return {{"coverage", coverage},
          {"seed", seed},
          {"inputs", inputs},
          {"constant_path", constant_path},
          {"reference", reference},
          {"version", version},
          {"icds", icds}};
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
  nlohmann::json j = r.Checked();
  j["operand_range"] = {{"first", r.operand_first}, {"count", r.operand_count}};
  j["case_timeout_s"] = r.case_timeout_s;
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
    r.coverage = run.value("coverage", r.coverage);
    r.seed = run.value("seed", r.seed);
    r.inputs = run.value("inputs", r.inputs);
    r.constant_path = run.value("constant_path", r.constant_path);
    if (run.contains("operand_range")) {
      r.operand_first = run["operand_range"].at("first").get<std::uint64_t>();
      r.operand_count = run["operand_range"].at("count").get<std::uint64_t>();
    }
    r.case_timeout_s = run.value("case_timeout_s", r.case_timeout_s);
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
    r.icds = run.value("icds", r.icds);
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
