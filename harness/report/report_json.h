// The machine-readable per-device report.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/report/device_info.h"
#include "harness/report/expectations.h"
#include "harness/report/result.h"
#include "harness/report/run_record.h"

namespace clc {

struct RunSummary {
  RunRecord record;                 // what was checked: report.json's "run" holds every field
  std::size_t programs_built = 0;   // from source
  std::size_t programs_loaded = 0;  // from the program cache's binaries
  double seconds = 0;
  std::string command;
  std::string device_id;  // --device-id: the device's identity in place of DefaultIdentity()
  // The cases the expectations file (record.expectations) lists, with how each compared:
  // report.json's case.expected and case.expectation, and the totals' expected counts.
  std::map<std::string, ExpectationMark> expectations;
};

// The report as a JSON document (what WriteJsonReport writes).
nlohmann::json JsonReport(const DeviceInfo& device, const RunSummary& run,
                          const std::vector<VariantResult>& results);

// Writes the report as JSON; returns false with `error` set when the file cannot be written.
bool WriteJsonReport(const std::string& path, const DeviceInfo& device, const RunSummary& run,
                     const std::vector<VariantResult>& results, std::string* error);

// A file-system-safe short name: lower-case letters and digits, runs of anything else one '-'
// ("3.1+debian": "3-1-debian"); "device" when nothing is left.
std::string Slug(const std::string& text);

// A device's platform as a Slug: "oclgrind", "portable-computing-language".
std::string PlatformSlug(const DeviceInfo& device);

}  // namespace clc
