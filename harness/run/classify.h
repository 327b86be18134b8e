// A short diagnosis of a mismatching lane, where one is obvious.
#pragma once

#include <cstdint>
#include <string>

#include "reference/convert.h"
#include "reference/expectation.h"

namespace clc {

std::string ClassifyConvertMismatch(const Conversion& c, std::uint64_t input, const Expectation& e,
                                    std::uint64_t got, const FpCaps& caps);

}  // namespace clc
