// The version line; the version and the commit come from the generated build_info.cpp.
#include "harness/report/build_info.h"

#include "reference/fingerprint.h"

namespace clc {

std::string VersionLine(std::string_view program) {
  return std::string(program) + " " + std::string(ClconformVersion()) + " (commit " +
         std::string(ClconformCommit()) + ", reference fingerprint " +
         std::string(ReferenceFingerprint()) + ")";
}

}  // namespace clc
