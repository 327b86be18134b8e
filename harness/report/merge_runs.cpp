// Which report.json documents merge: run records that agree, no run or shard twice, no case
// checked twice over the same operands; and the merged run record.
#include "harness/report/merge_runs.h"

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <utility>

#include "reference/coverage.h"
#include "reference/variant.h"

namespace clc {

namespace {

using nlohmann::json;

std::string Nth(std::size_t i) { return "report " + std::to_string(i + 1); }

// The lanes [first, end) of a recorded operand range; count 0, the whole stream, ends past
// every lane.
std::pair<std::uint64_t, std::uint64_t> Span(const json& range) {
  const std::uint64_t first = range["first"], count = range["count"];
  return count == 0 ? std::pair<std::uint64_t, std::uint64_t>{0, UINT64_MAX}
                    : std::pair<std::uint64_t, std::uint64_t>{first, first + count};
}

// Whether two recorded operand ranges share a lane (a whole stream shares one with any).
bool Overlap(const json& a, const json& b) {
  const auto [af, ae] = Span(a);
  const auto [bf, be] = Span(b);
  return af < be && bf < ae;
}

// Whether --operand-range narrows case `c`: a legal case of a 32- or 64-bit operand type (whose
// stream full and exhaustive coverage slice); any other case a part ran, it ran whole.
bool SlicedByRange(const json& c) {
  const std::optional<Variant> v = ParseCaseName(c.value("case", ""));
  return v && IsLegal(*v) && HasStream(v->src);
}

// A case that ran (any verdict but not-checked and skipped) counted lanes or decided a check.
bool Ran(const json& c) {
  const std::string v = c.value("verdict", "");
  return v != "not-checked" && v != "skipped";
}

}  // namespace

// Report i's run record, after checking that its results add up with those of reports 0..i-1
// (`records`): the same checked options, not the same run twice, not the same shard twice.
RunRecord CheckMergeable(const std::vector<json>& reports, const std::vector<RunRecord>& records,
                         std::size_t i) {
  const auto record = RunRecordFromJson(reports[i]["run"]);
  if (!record) throw ReportError(Nth(i) + ": run: a field has the wrong type");
  if (i == 0) return *record;
  const json mine = record->Checked();
  const json theirs = records.front().Checked();
  for (const auto& [key, value] : theirs.items()) {
    if (mine[key] != value) {
      throw ReportError(Nth(i) + " has run." + key + " " + mine[key].dump() + ", not " +
                        value.dump() + ": runs of different " + key +
                        " checked different things and do not merge");
    }
  }
  for (std::size_t j = 0; j < i; ++j) {
    if (!record->id.empty() && record->id == records[j].id) {
      throw ReportError(Nth(i) + " is the same run as " + Nth(j) + " (run.id " + record->id +
                        "): merged twice, its lanes would count twice");
    }
    if (record->shard_total > 1 && records[j].shard_total > 1) {
      if (record->shard_total != records[j].shard_total) {
        throw ReportError(Nth(i) + " is shard " + std::to_string(record->shard_index) + " of " +
                          std::to_string(record->shard_total) + ", " + Nth(j) + " one of " +
                          std::to_string(records[j].shard_total) + ": shards of different splits");
      }
      if (record->Value("operand_range") == records[j].Value("operand_range")) {
        for (int s : record->HeldShards()) {
          const std::vector<int> theirs = records[j].HeldShards();
          if (std::find(theirs.begin(), theirs.end(), s) == theirs.end()) continue;
          throw ReportError(Nth(i) + " and " + Nth(j) + " both hold shard " + std::to_string(s) +
                            " of " + std::to_string(record->shard_total) +
                            ": its lanes would count twice");
        }
      }
    }
  }
  return *record;
}

// A case checked by two runs over the same operands would have its lanes counted twice: over
// overlapping operand ranges, or at all where the range does not narrow it. Older reports,
// which do not record their operand range, are merged as they come.
void CheckNotTwice(const std::vector<json>& reports, const std::vector<const json*>& cases,
                   const std::vector<std::size_t>& from) {
  for (std::size_t a = 0; a < cases.size(); ++a) {
    const json& ra = reports[from[a]]["run"];
    if (!ra.contains("operand_range") || !Ran(*cases[a])) continue;
    for (std::size_t b = 0; b < a; ++b) {
      const json& rb = reports[from[b]]["run"];
      if (!rb.contains("operand_range") || !Ran(*cases[b])) continue;
      if (!SlicedByRange(*cases[a]) || Overlap(ra["operand_range"], rb["operand_range"])) {
        throw ReportError("case " + (*cases[a])["case"].get<std::string>() + " was checked by " +
                          Nth(from[b]) + " and " + Nth(from[a]) +
                          " over the same operands: merged, its lanes would count twice");
      }
    }
  }
}

ShardSet ShardsOf(const std::vector<RunRecord>& records) {
  ShardSet set;
  std::set<int> held;
  for (const RunRecord& r : records) {
    if (r.shard_total <= 1) continue;  // a whole run, or a part over other operands
    set.total = r.shard_total;
    for (int s : r.HeldShards()) held.insert(s);
  }
  set.held.assign(held.begin(), held.end());
  return set;
}

void CheckShardSet(const ShardSet& set, bool allow_partial) {
  if (allow_partial || set.total <= 1 || static_cast<int>(set.held.size()) == set.total) return;
  std::string missing;
  for (int s = 0; s < set.total; ++s) {
    if (std::find(set.held.begin(), set.held.end(), s) == set.held.end())
      missing += (missing.empty() ? "" : ",") + std::to_string(s);
  }
  throw IncompleteShards("shard" +
                         std::string(missing.find(',') == std::string::npos ? " " : "s ") +
                         missing + " of " + std::to_string(set.total) +
                         " missing: a merge of an incomplete shard set would pass cases that never "
                         "ran (--allow-partial merges it, marked partial)");
}

// The merged run's operand range: the parts' union, which must be one range (the whole stream
// where a part ran it whole; slices that tile it are recorded as the lanes they name, which
// `diff` compares with a whole run as a different range, never as alike); parts that leave a
// gap between them are refused, for the merged report would claim the lanes of the gap checked.
json MergedRange(const std::vector<json>& reports) {
  std::vector<std::pair<std::uint64_t, std::uint64_t>> spans;
  const json whole = {{"first", 0}, {"count", 0}};
  spans.reserve(reports.size());
  for (const json& r : reports) spans.push_back(Span(r["run"].value("operand_range", whole)));
  std::sort(spans.begin(), spans.end());
  std::uint64_t end = spans.front().second;
  for (const auto& [first, last] : spans) {
    if (first > end) {
      throw ReportError("the parts' operand ranges leave lanes " + std::to_string(end) + " to " +
                        std::to_string(first - 1) +
                        " unchecked: merged, the report would claim them checked");
    }
    end = std::max(end, last);
  }
  const std::uint64_t first = spans.front().first;
  if (end == UINT64_MAX) return {{"first", 0}, {"count", 0}};
  return {{"first", first}, {"count", end - first}};
}

// The merged run: every part's record in run.parts; the union's shard is the whole run, its
// operand range the parts' union (MergedRange) and its filter the parts' joined.
void MergeRunRecords(const std::vector<json>& reports, const std::vector<RunRecord>& records,
                     json* run) {
  if (reports.size() < 2 || !reports.front()["run"].contains("id")) return;  // older reports
  RunRecord merged = records.front();
  const ShardSet shards = ShardsOf(records);
  merged.shard_index = shards.held.empty() ? 0 : shards.held.front();
  merged.shard_total = shards.total;
  merged.shards_held = shards.held;
  merged.id.clear();
  json parts = json::array();
  for (std::size_t i = 0; i < records.size(); ++i) {
    const RunRecord& r = records[i];
    parts.push_back(reports[i]["run"].contains("parts") ? reports[i]["run"]["parts"]
                                                        : json::array({ToJson(r)}));
    RecordedOption* range = merged.Find("operand_range");
    if (range != nullptr && r.Value("operand_range") != range->value) {
      range->value = MergedRange(reports);
      range->values.clear();  // a merged range is on no rerun line
    }
    if (merged.filter.find(r.filter) == std::string::npos) merged.filter += ":" + r.filter;
  }
  json flat = json::array();
  for (const json& p : parts) flat.insert(flat.end(), p.begin(), p.end());
  const json fields = ToJson(merged);
  for (const auto& [key, value] : fields.items()) (*run)[key] = value;
  (*run)["parts"] = flat;
}

}  // namespace clc
