// What build of clconform this is: printed by --version and recorded in every report, with
// the reference's fingerprint (reference/fingerprint.h).
#pragma once

#include <string>
#include <string_view>

namespace clc {

// The project's version (CMake's PROJECT_VERSION), e.g. "0.1.0".
std::string_view ClconformVersion();
// `git describe --always --dirty` of the source tree at build time; "unknown" outside git.
std::string_view ClconformCommit();
// "clconform 0.1.0 (commit 7078709-dirty, reference fingerprint 3f2a...)".
std::string VersionLine(std::string_view program);

}  // namespace clc
