// Checking report.json against the schema report_json.cpp writes, and loading it.
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "harness/report/report_fields.h"
#include "harness/report/report_merge.h"
#include "harness/report/result.h"
#include "harness/report/run_record.h"

namespace clc {

namespace {

// "\"convert\", \"as_type\", ...": what report.json's "family" may hold.
std::string FamilyLabels() {
  std::string s;
  for (const FamilyTraits* row : Families())
    s += (s.empty() ? "\"" : ", \"") + std::string(row->label) + "\"";
  return s;
}

using nlohmann::json;

const char* const kLaneStringKeys[] = {"input",         "input_value", "expected", "expected_value",
                                       "allowance",     "alt",         "got",      "got_value",
                                       "classification"};

bool IsCount(const json& j) {
  return j.is_number_unsigned() || (j.is_number_integer() && j.get<std::int64_t>() >= 0);
}

// Checks `obj[key]` with `ok`; on failure sets `error` to "WHERE.KEY: WHAT".
template <typename Pred>
bool Need(const json& obj, const char* key, Pred ok, const char* what, const std::string& where,
          std::string* error) {
  auto it = obj.find(key);
  if (it == obj.end()) {
    *error = where + "." + key + ": missing";
    return false;
  }
  if (!ok(*it)) {
    *error = where + "." + key + ": not " + what;
    return false;
  }
  return true;
}

bool Optional(const json& obj, const char* key, bool (*ok)(const json&), const char* what,
              const std::string& where, std::string* error) {
  return !obj.contains(key) || Need(obj, key, ok, what, where, error);
}

bool IsString(const json& j) { return j.is_string(); }
bool IsBool(const json& j) { return j.is_boolean(); }
bool IsNumber(const json& j) { return j.is_number(); }
bool IsArray(const json& j) { return j.is_array(); }

bool ValidateLane(const json& lane, const std::string& where, std::string* error) {
  if (!lane.is_object()) {
    *error = where + ": not an object";
    return false;
  }
  if (!Need(lane, "lane", IsCount, "a non-negative integer", where, error) ||
      !Need(lane, "chunk", IsCount, "a non-negative integer", where, error) ||
      !Need(lane, "constant_path", IsBool, "a boolean", where, error)) {
    return false;
  }
  for (const char* key : kLaneStringKeys) {
    if (!Need(lane, key, IsString, "a string", where, error)) return false;
  }
  // Optional: a vector operand's work item (LaneRecord::item), each operand's bits in hex.
  const auto strings = [](const json& j) {
    return j.is_array() && std::all_of(j.begin(), j.end(), IsString);
  };
  return !lane.contains("item") || Need(lane, "item", strings, "an array of strings", where, error);
}

// A stated verdict is only a claim: the one verdict rule (result.h's VerdictOf) over the
// case's own counts decides it, so an edited or foreign verdict is refused, not believed.
bool CheckVerdictWord(const json& obj, const std::string& where, std::string* error) {
  const std::string stated = Text(obj, "verdict");
  if (!ParseVerdict(stated)) {
    *error = where + ".verdict: '" + stated + "' is no verdict this version knows";
    return false;
  }
  if (obj.contains("status") && !ParseCaseStatus(Text(obj, "status"))) {
    *error = where + ".status: '" + Text(obj, "status") + "' is no status this version knows";
    return false;
  }
  return true;
}

bool Disagrees(const std::string& stated, Verdict computed, const std::string& where,
               std::string* error) {
  if (stated == NameOf(computed)) return false;
  *error = where + ".verdict: says '" + stated + "', but its status and lane counts make it '" +
           std::string(NameOf(computed)) + "'";
  return true;
}

bool CheckVerdicts(const json& c, const std::string& where, std::string* error) {
  if (!CheckVerdictWord(c, where, error)) return false;
  const std::optional<VariantResult> r = CaseResultOf(c, error);
  if (!r) {
    *error = where + ": " + *error + ": its verdict cannot be checked";
    return false;
  }
  if (Disagrees(Text(c, "verdict"), VerdictOf(*r), where, error)) return false;
  const auto paths = c.find("paths");
  if (paths == c.end()) return true;
  if (!paths->is_object()) {
    *error = where + ".paths: not an object";
    return false;
  }
  for (RunPath p : kRunPaths) {
    const auto path = paths->find(std::string(NameOf(p)));
    if (path == paths->end()) continue;
    const std::string at = where + ".paths." + std::string(NameOf(p));
    if (!path->is_object()) {
      *error = at + ": not an object";
      return false;
    }
    if (!CheckVerdictWord(*path, at, error) ||
        Disagrees(Text(*path, "verdict"), VerdictOf(r->Path(p)), at, error)) {
      return false;
    }
  }
  return true;
}

bool ValidateCase(const json& c, const std::string& index_where, std::string* error) {
  if (!c.is_object()) {
    *error = index_where + ": not an object";
    return false;
  }
  if (!Need(c, "case", IsString, "a string", index_where, error)) return false;
  const std::string where = index_where + " (" + c["case"].get<std::string>() + ")";
  if (c["case"].get_ref<const std::string&>().empty()) {
    *error = where + ".case: empty";
    return false;
  }
  auto is_family = [](const json& j) {
    return j.is_string() && FamilyOfLabel(j.get_ref<const std::string&>()) != nullptr;
  };
  const std::string families = "a family's label (" + FamilyLabels() + ")";
  auto is_verdict = [](const json& j) {
    return j.is_string() && !j.get_ref<const std::string&>().empty();
  };
  if (!Need(c, "builtin", IsString, "a string", where, error) ||
      !Need(c, "family", is_family, families.c_str(), where, error) ||
      !Need(c, "legal", IsBool, "a boolean", where, error) ||
      !Need(c, "verdict", is_verdict, "a non-empty string", where, error) ||
      !Need(c, "status", IsString, "a string", where, error) ||
      !Need(c, "seconds", IsNumber, "a number", where, error) ||
      !Optional(c, "message", IsString, "a string", where, error) ||
      !Optional(c, "rejected", IsBool, "a boolean", where, error) ||
      !Optional(c, "expected", IsBool, "a boolean", where, error) ||
      !Optional(c, "first_mismatches", IsArray, "an array", where, error) ||
      !Optional(c, "implementation_defined_samples", IsArray, "an array", where, error)) {
    return false;
  }
  for (const CaseCount& count : CaseCounts()) {
    if (!Need(c, count.key, IsCount, "a non-negative integer", where, error)) return false;
  }
  for (const char* list : {"first_mismatches", "implementation_defined_samples"}) {
    if (!c.contains(list)) continue;
    const json& lanes = c[list];
    for (std::size_t i = 0; i < lanes.size(); ++i) {
      if (!ValidateLane(lanes[i], where + "." + list + "[" + std::to_string(i) + "]", error)) {
        return false;
      }
    }
  }
  return CheckVerdicts(c, where, error);
}

// report.json nests 5 deep; the parser, the document's destructor and dump() recurse once a
// level, so a hostile file 100,000 levels deep would overflow the stack before any check.
constexpr int kMaxJsonDepth = 64;

// The offset where `text` opens its (kMaxJsonDepth + 1)-th nested array or object, or npos.
// Brackets inside strings (escapes included) do not count.
std::size_t TooDeepAt(const std::string& text) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return i;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return std::string::npos;
}

}  // namespace

bool ValidateReport(const nlohmann::json& doc, std::string* error) {
  if (!doc.is_object()) {
    *error = "the document is not a JSON object";
    return false;
  }
  for (const char* key : {"device", "run", "totals"}) {
    if (!doc.contains(key) || !doc[key].is_object()) {
      *error = std::string(key) + ": missing or not an object";
      return false;
    }
  }
  if (!doc.contains("cases") || !doc["cases"].is_array()) {
    *error = "cases: missing or not an array";
    return false;
  }
  const json& schema = doc.contains("schema") ? doc["schema"] : json(1);
  if (!schema.is_number_integer() || schema.get<std::int64_t>() < 1 ||
      schema.get<std::int64_t>() > kReportSchema) {
    *error = "schema " + schema.dump() + ": not a layout this clconform reads (1 to " +
             std::to_string(kReportSchema) + "; a newer clconform wrote it?)";
    return false;
  }
  const json& dev = doc["device"];
  for (const char* key : {"platform", "name", "driver_version"}) {
    if (!Need(dev, key, IsString, "a string", "device", error)) return false;
  }
  if (!Optional(dev, "identity", IsString, "a string", "device", error)) return false;
  const json& run = doc["run"];
  if (!Need(run, "coverage", IsString, "a string", "run", error) ||
      !Need(run, "seed", IsCount, "a non-negative integer", "run", error) ||
      !Need(run, "programs_built", IsCount, "a non-negative integer", "run", error) ||
      !Optional(run, "programs_loaded", IsCount, "a non-negative integer", "run", error) ||
      !Need(run, "seconds", IsNumber, "a number", "run", error) ||
      !Optional(run, "command", IsString, "a string", "run", error)) {
    return false;
  }
  if (!RunRecordFromJson(run)) {  // its shard set, above all, must be read as written
    *error = "run: a field has the wrong type or a shard is out of range";
    return false;
  }
  const json& cases = doc["cases"];
  const bool listed = !Text(run, "expectations").empty();
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const std::string where = "cases[" + std::to_string(i) + "]";
    if (!ValidateCase(cases[i], where, error)) return false;
    // A failure is only expected by a file the run read: a mark alone hides nothing.
    if (!listed && MarkedExpected(cases[i])) {
      *error = where + " (" + Text(cases[i], "case") +
               ").expected: true, but the run read no expectations file";
      return false;
    }
  }
  return true;
}

bool LoadReport(const std::string& path, nlohmann::json* doc, std::string* error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    *error = "cannot read " + path + ": " + std::strerror(errno);
    return false;
  }
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) {
    *error = "cannot read " + path;
    return false;
  }
  const std::size_t deep = TooDeepAt(text.str());
  if (deep != std::string::npos) {
    *error = path + ": nested more than " + std::to_string(kMaxJsonDepth) +
             " levels deep at byte " + std::to_string(deep) + ": not a clconform report";
    return false;
  }
  try {
    *doc = json::parse(text.str());
  } catch (const json::exception& e) {
    *error = path + ": not valid JSON: " + e.what();
    return false;
  }
  std::string why;
  if (!ValidateReport(*doc, &why)) {
    *error = path + ": not a clconform report: " + why;
    return false;
  }
  return true;
}

}  // namespace clc
