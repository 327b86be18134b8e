// Crash recovery's state and its text in the worker's batch file (harness/run/recovery.h).
#include "harness/run/recovery.h"

#include <string>

#include <nlohmann/json.hpp>

namespace clc {

nlohmann::json CaseNames(const std::set<Variant>& cases) {
  std::set<std::string> names;
  for (const Variant& v : cases) names.insert(CaseName(v));
  return names;
}

bool ReadCaseNames(const nlohmann::json& batch, const char* key, std::set<Variant>& cases) {
  if (!batch.contains(key)) return true;
  if (!batch.at(key).is_array()) return false;
  for (const auto& name : batch.at(key)) {
    const auto v = name.is_string() ? ParseCaseName(name.get<std::string>()) : std::nullopt;
    if (!v) return false;
    cases.insert(*v);
  }
  return true;
}

bool Recovery::IsolatedOn(const Variant& v, RunPath path) const {
  const auto it = isolate_.find(v);
  return it != isolate_.end() && it->second == path;
}

bool Recovery::InFaultProgram(const Variant& v) const {
  return fault_program_.count(v) != 0 && !IsolatedOn(v, RunPath::kConstant);
}

void Recovery::Isolate(const Variant& v, RunPath path, bool alone) {
  isolate_[v] = path;
  if (alone) alone_.insert(v);
}

void Recovery::ConstantDecided(const Variant& v) {
  constant_done_.insert(v);
  isolate_.erase(v);
  alone_.erase(v);
}

void Recovery::WriteTo(nlohmann::json& batch) const {
  batch["isolate"] = nlohmann::json::object();
  for (const auto& [v, path] : isolate_) batch["isolate"][CaseName(v)] = NameOf(path);
  batch["alone"] = CaseNames(alone_);
  batch["constant_done"] = CaseNames(constant_done_);
  batch["fault_program"] = CaseNames(fault_program_);
  if (!constant_elsewhere_.empty()) batch["constant_elsewhere"] = CaseNames(constant_elsewhere_);
  if (constant_paths_only_) batch["constant_paths_only"] = true;  // absent: false
}

std::optional<Recovery> Recovery::ReadFrom(const nlohmann::json& batch) {
  Recovery r;
  if (batch.contains("isolate") && batch.at("isolate").is_object()) {
    for (const auto& [name, path] : batch.at("isolate").items()) {
      const auto v = ParseCaseName(name);
      const auto p = path.is_string() ? ParseRunPath(path.get<std::string>()) : std::nullopt;
      if (!v || !p) return std::nullopt;
      r.isolate_[*v] = *p;
    }
  }
  if (batch.contains("constant_paths_only")) {
    if (!batch.at("constant_paths_only").is_boolean()) return std::nullopt;
    r.constant_paths_only_ = batch.at("constant_paths_only").get<bool>();
  }
  if (!ReadCaseNames(batch, "alone", r.alone_) ||
      !ReadCaseNames(batch, "constant_done", r.constant_done_) ||
      !ReadCaseNames(batch, "fault_program", r.fault_program_) ||
      !ReadCaseNames(batch, "constant_elsewhere", r.constant_elsewhere_)) {
    return std::nullopt;
  }
  for (const Variant& v : r.constant_elsewhere_) {
    if (r.constant_done_.count(v) == 0) return std::nullopt;  // elsewhere, yet not done here
  }
  return r;
}

}  // namespace clc
