// Names of case statuses.
#include "harness/result.h"

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

}  // namespace clc
