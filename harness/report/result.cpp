// Names of case statuses; merging the results of one variant from several passes.
#include "harness/report/result.h"

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
  }
  return "?";
}

void Merge(VariantResult& into, const VariantResult& from) {
  if (from.status != CaseStatus::kRan && from.status != CaseStatus::kNotRun) {
    into.status = from.status;
  } else if (into.status == CaseStatus::kNotRun) {
    into.status = from.status;
  }
  into.message += from.message;
  into.lanes += from.lanes;
  into.exact += from.exact;
  into.accepted_flushed += from.accepted_flushed;
  into.accepted_nan += from.accepted_nan;
  into.implementation_defined += from.implementation_defined;
  into.impl_matching_reference += from.impl_matching_reference;
  into.mismatched += from.mismatched;
  for (const auto& m : from.mismatches) {
    if (into.mismatches.size() < kMaxRecordedMismatches) into.mismatches.push_back(m);
  }
  for (const auto& m : from.impl_samples) {
    if (into.impl_samples.size() < kMaxImplSamples) into.impl_samples.push_back(m);
  }
  into.seconds += from.seconds;
}

}  // namespace clc
