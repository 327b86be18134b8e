// Text for people: hex-floats from bits, mismatch lines, rerun commands.
#pragma once

#include <cstdint>
#include <string>

#include "harness/report/result.h"

namespace clc {

// "0x3f800000".
std::string HexBits(ScalarType t, std::uint64_t bits);
// The value the bits encode, exactly: "0x1.8p+0", "-0x0p+0", "inf", "nan(0x400000)", "-128".
std::string ValueText(ScalarType t, std::uint64_t bits);
// One line about a recorded lane.
std::string DescribeLane(const Variant& v, const LaneRecord& rec);
// A command that reruns one case on one device, with one input when given.
std::string RerunCommand(const std::string& program, const std::string& device_selector,
                         const Variant& v, const LaneRecord* rec);

}  // namespace clc
