// The shared libraries an ELF file names as needed (its DT_NEEDED entries), read from the file:
// what a driver library links, whoever loaded those libraries first.
#pragma once

#include <string>
#include <vector>

namespace clc {

// The DT_NEEDED names of the 64-bit ELF file at `path` ("libLLVM-15.so.1"), in its order; none
// when it cannot be read as one.
std::vector<std::string> NeededLibraries(const std::string& path);

}  // namespace clc
