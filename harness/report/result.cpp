// Names of case statuses; merging the results of one variant from several passes.
#include "harness/report/result.h"

#include <algorithm>
#include <array>
#include <utility>

namespace clc {

std::string_view NameOf(CaseStatus s) {
  switch (s) {
    case CaseStatus::kNotRun: return "not-run";
    case CaseStatus::kRan: return "ran";
    case CaseStatus::kSkipped: return "skipped";
    case CaseStatus::kBuildFailed: return "build-failed";
    case CaseStatus::kError: return "error";
    case CaseStatus::kCrashed: return "crash";
    case CaseStatus::kTimedOut: return "timeout";
    case CaseStatus::kFlaky: return "flaky";
  }
  return "?";
}

namespace {

Verdict StatusVerdict(CaseStatus s) {
  switch (s) {
    case CaseStatus::kSkipped: return Verdict::kSkipped;
    case CaseStatus::kNotRun: return Verdict::kNotChecked;
    case CaseStatus::kBuildFailed: return Verdict::kBuildFailure;
    case CaseStatus::kError: return Verdict::kError;
    case CaseStatus::kCrashed: return Verdict::kCrash;
    case CaseStatus::kTimedOut: return Verdict::kTimeout;
    case CaseStatus::kFlaky: return Verdict::kFlaky;
    case CaseStatus::kRan: break;
  }
  return Verdict::kPass;
}

// How bad a status is, for the case's status when one path's is worse.
int Severity(CaseStatus s) {
  switch (s) {
    case CaseStatus::kNotRun: return 0;
    case CaseStatus::kSkipped: return 1;
    case CaseStatus::kRan: return 2;
    case CaseStatus::kFlaky: return 3;
    case CaseStatus::kBuildFailed: return 4;
    case CaseStatus::kError: return 5;
    case CaseStatus::kTimedOut: return 6;
    case CaseStatus::kCrashed: return 7;
  }
  return 0;
}

}  // namespace

CaseStatus Worse(CaseStatus a, CaseStatus b) { return Severity(b) > Severity(a) ? b : a; }

std::optional<CaseStatus> ParseCaseStatus(std::string_view text) {
  for (CaseStatus s :
       {CaseStatus::kNotRun, CaseStatus::kRan, CaseStatus::kSkipped, CaseStatus::kBuildFailed,
        CaseStatus::kError, CaseStatus::kCrashed, CaseStatus::kTimedOut, CaseStatus::kFlaky}) {
    if (NameOf(s) == text) return s;
  }
  return std::nullopt;
}

std::string_view NameOf(RunPath p) {
  switch (p) {
    case RunPath::kBuffer: return "buffer";
    case RunPath::kConstant: return "constant";
    case RunPath::kDigest: return "digest";
    case RunPath::kJudge: return "judge";
    case RunPath::kNegative: return "negative";
  }
  return "";
}

std::optional<RunPath> ParseRunPath(std::string_view text) {
  for (RunPath p : {RunPath::kBuffer, RunPath::kConstant, RunPath::kDigest, RunPath::kJudge,
                    RunPath::kNegative}) {
    if (NameOf(p) == text) return p;
  }
  return std::nullopt;
}

std::optional<RunPath> OutcomePath(RunPath p) {
  if (p == RunPath::kNegative) return std::nullopt;
  return p == RunPath::kConstant ? RunPath::kConstant : RunPath::kBuffer;
}

void SetPathStatus(VariantResult& r, RunPath p, CaseStatus s) {
  r.Path(p).status = s;
  r.status = Worse(r.status, s);
}

bool IsFault(CaseStatus s) {
  return s == CaseStatus::kBuildFailed || s == CaseStatus::kError || s == CaseStatus::kCrashed ||
         s == CaseStatus::kTimedOut;
}

bool FaultOutsidePaths(const VariantResult& r) {
  return IsFault(r.status) && std::none_of(kRunPaths.begin(), kRunPaths.end(),
                                           [&](RunPath p) { return r.Path(p).status == r.status; });
}

Verdict VerdictOf(const PathResult& p) {
  if (p.status != CaseStatus::kRan) return StatusVerdict(p.status);
  if (p.mismatched != 0) return Verdict::kFail;
  if (p.lanes == 0) return Verdict::kError;
  if (p.lanes == p.implementation_defined) return Verdict::kImplementationDefined;
  return Verdict::kPass;
}

Verdict VerdictOf(const VariantResult& r) {
  if (r.status != CaseStatus::kRan) return StatusVerdict(r.status);
  if (!IsLegal(r.variant)) return r.rejected ? Verdict::kPass : Verdict::kFail;
  if (r.mismatched != 0) return Verdict::kFail;
  if (r.lanes == 0) return Verdict::kError;  // nothing compared: never a pass
  if (r.lanes == r.implementation_defined) return Verdict::kImplementationDefined;
  return Verdict::kPass;
}

namespace {
constexpr std::array<std::pair<Verdict, std::string_view>, 10> kVerdictNames = {{
    {Verdict::kPass, "pass"},
    {Verdict::kImplementationDefined, "implementation-defined"},
    {Verdict::kNotChecked, "not-checked"},
    {Verdict::kSkipped, "skipped"},
    {Verdict::kFlaky, "flaky"},
    {Verdict::kBuildFailure, "build-failure"},
    {Verdict::kError, "error"},
    {Verdict::kTimeout, "timeout"},
    {Verdict::kCrash, "crash"},
    {Verdict::kFail, "fail"},
}};
}  // namespace

std::string_view NameOf(Verdict v) {
  for (const auto& [verdict, name] : kVerdictNames) {
    if (verdict == v) return name;
  }
  return "?";
}

std::optional<Verdict> ParseVerdict(std::string_view text) {
  for (const auto& [verdict, name] : kVerdictNames) {
    if (name == text) return verdict;
  }
  return std::nullopt;
}

bool IsFailing(Verdict v) {
  return v == Verdict::kFail || v == Verdict::kFlaky || v == Verdict::kBuildFailure ||
         v == Verdict::kError || v == Verdict::kCrash || v == Verdict::kTimeout;
}

bool RecordsMismatch(const VariantResult& r, bool constant_path) {
  const auto on_path =
      std::count_if(r.mismatches.begin(), r.mismatches.end(),
                    [&](const LaneRecord& m) { return m.constant_path == constant_path; });
  return static_cast<std::size_t>(on_path) < kMaxRecordedMismatches;
}

void KeepMismatch(VariantResult& r, const LaneRecord& rec) {
  if (RecordsMismatch(r, rec.constant_path)) r.mismatches.push_back(rec);
}

void Merge(VariantResult& into, const VariantResult& from) {
  if (from.status != CaseStatus::kRan && from.status != CaseStatus::kNotRun) {
    into.status = from.status;
  } else if (into.status == CaseStatus::kNotRun) {
    into.status = from.status;
  }
  // Messages are lines: one that does not end its last line gets the line break here.
  if (!into.message.empty() && into.message.back() != '\n' && !from.message.empty())
    into.message += '\n';
  into.message += from.message;
  into.lanes += from.lanes;
  into.exact += from.exact;
  into.accepted_flushed += from.accepted_flushed;
  into.accepted_nan += from.accepted_nan;
  into.implementation_defined += from.implementation_defined;
  into.impl_matching_reference += from.impl_matching_reference;
  into.mismatched += from.mismatched;
  for (const auto& m : from.mismatches) KeepMismatch(into, m);
  for (const auto& m : from.impl_samples) {
    if (into.impl_samples.size() < kMaxImplSamples) into.impl_samples.push_back(m);
  }
  into.seconds += from.seconds;
  into.own_seconds += from.own_seconds;
  for (RunPath p : kRunPaths) {
    PathResult& a = into.Path(p);
    const PathResult& b = from.Path(p);
    a.status = Worse(a.status, b.status);
    a.lanes += b.lanes;
    a.mismatched += b.mismatched;
    a.implementation_defined += b.implementation_defined;
  }
}

}  // namespace clc
