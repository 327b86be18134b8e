// Reading report.json members the way every report writer does (absent members read as
// empty), and the case members a verdict is decided from, written and read back in one place.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/report/result.h"

namespace clc {

// A member as text ("" when absent; a non-string is dumped as JSON).
std::string Text(const nlohmann::json& obj, const char* key);
// A non-negative integer member, 0 when absent or of another type.
std::uint64_t Count(const nlohmann::json& obj, const char* key);

// "partial: shards 0,2 of 3" when the report's run (run_record.h) misses a shard of its set,
// else "": what every renderer says of a report merged with --allow-partial.
std::string PartialNote(const nlohmann::json& report);

// What a report's device is known by: device.identity (report_json.cpp: --device-id, else
// "platform / TYPE"), or for a report older than it "platform / name".
std::string DeviceIdentity(const nlohmann::json& report);
// Whether two reports are of one device: their identities, or where one is older than the
// identity, their platforms and names (so that a baseline made before it still compares).
bool SameDevice(const nlohmann::json& a, const nlohmann::json& b);
// "'identity' (platform / name)": the identity with the full names, for messages.
std::string DeviceIdentityText(const nlohmann::json& report);

// Whether a case object is a failure its expectations file foresaw (case.expected).
bool MarkedExpected(const nlohmann::json& c);
// case.expectation.outcome ("expected-failure", "unexpected-pass", ...), or "" when unlisted.
std::string ExpectationOutcomeOf(const nlohmann::json& c);
// A failing case that no expectation foresaw: the ones a CI must look at.
bool UnexpectedFailure(const nlohmann::json& c);

// report.json's totals over `cases`: cases, lanes, verdicts; with `expectations` (the run read
// an expectations file, or a case carries a mark) also expected_failures, unexpected_failures
// and unexpected_passes.
nlohmann::json TotalsOf(const nlohmann::json& cases, bool expectations);

// A case object's first recorded mismatch (first_mismatches[0]), or nullptr.
const nlohmann::json* FirstMismatch(const nlohmann::json& c);

// A lane count every case object of report.json carries, and the VariantResult member it is.
struct CaseCount {
  const char* key;
  std::uint64_t VariantResult::*member;
};
// The lane counts of a case object, in report order.
const std::vector<CaseCount>& CaseCounts();

// One path's share of a legal case as report.json writes it, its verdict by VerdictOf.
nlohmann::json PathJson(const PathResult& p);
// The inverse of PathJson; a status this version does not know reads as an error.
PathResult PathResultOf(const nlohmann::json& path);

// What a case object's verdict is decided from, read back: the variant (from the case name),
// status, lane counts, seconds, rejected and each path's share. Lane records and the message
// are not read. nullopt, with `error` set, when the name is no case this version knows or its
// legality is not the case object's "legal".
std::optional<VariantResult> CaseResultOf(const nlohmann::json& c, std::string* error);

}  // namespace clc
