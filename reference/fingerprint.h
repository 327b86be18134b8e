// The reference's fingerprint: the SHA-256 of the reference's sources, made at build time.
// Stored expected results (the digest store) and every report are keyed by it, so a result
// computed by another version of the reference is never mistaken for this one's.
#pragma once

#include <string_view>

namespace clc {

// 64 lowercase hex digits.
std::string_view ReferenceFingerprint();

}  // namespace clc
