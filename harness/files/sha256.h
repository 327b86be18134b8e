// SHA-256 (FIPS 180-4), for cache keys that must not collide: the program cache's key names a
// driver's binary of one program, and a collision would run another program's code.
#pragma once

#include <string>
#include <string_view>

namespace clc {

// 64 lowercase hex digits.
std::string Sha256Hex(std::string_view bytes);

}  // namespace clc
