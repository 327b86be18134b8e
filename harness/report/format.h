// Text for people: hex-floats from bits, lane lines, rerun commands.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness/report/result.h"
#include "harness/report/run_record.h"

namespace clc {

// "0x3f800000".
std::string HexBits(ScalarType t, std::uint64_t bits);
// An operand's bits as a command line gives them, whatever its type: "0x000000003f800000".
std::string OperandText(std::uint64_t bits);
// A slice of an operand stream as a command line gives it: "0x00000100:0x0000000000000020".
std::string OperandRangeText(std::uint64_t first, std::uint64_t count);
// The value the bits encode, exactly: "0x1.8p+0", "-0x0p+0", "inf", "nan(0x400000)", "-128".
std::string ValueText(ScalarType t, std::uint64_t bits);
// A recorded lane as report.json holds it: its bits in hex and the values they encode.
nlohmann::json LaneJson(const Variant& v, const LaneRecord& rec);
// One line about a lane of report.json (LaneJson's members): "lane 3 (chunk 0): input
// 0x7f800000 (inf), expected 0x7fffffff (2147483647) [exact], got 0x80000000 (-2147483648): ...".
std::string LaneLine(const nlohmann::json& lane);
// One line about a recorded lane: the LaneLine of its LaneJson.
std::string DescribeLane(const Variant& v, const LaneRecord& rec);
// The --device selector that matches exactly one kind of device and nothing else, whatever
// the other ICDs of the shell it is pasted in: "=PLATFORM / DEVICE / DRIVER_VERSION", matched
// whole and case for case (harness/device/device.h's SelectDevices), where an index or a
// substring could name another device.
std::string ExactDeviceSelector(const std::string& platform, const std::string& device,
                                const std::string& driver_version);
// The one command that reruns a case on a device as `run` checked it, so that it reaches the
// same verdict: the environment the device needed (RunRecord::environment), the program that
// ran (RunRecord::program; "build/clconform" for a record without one), then every recorded
// option in the record's order (the device's as `device_selector`, GoogleTest's filter of the
// case alone after it). `inputs` (operands' bits in hex, RerunInputs; none for none) narrow a
// rerun to those operands: the recorded kOperand option gets them alone, and kWholeStream ones are
// left out.
std::string RerunCommand(const RunRecord& run, const std::string& device_selector,
                         const std::string& case_name, const std::vector<std::string>& inputs);
// The end of the classification of a lane that only a digest kernel computed wrong
// (harness/run/own_lanes.cpp): a rerun with --input reads the lane back through a read-back
// kernel, which computes it right, so such a lane's rerun carries no input.
inline constexpr const char* kDigestKernelOnly =
    "(in the digest kernel only: a read-back kernel computes it right)";
bool DigestKernelOnly(const std::string& classification);
// The operands of `rec` for RerunCommand: a convert_* lane's bits, or where its operand is a
// vector its work item's operands in component order (LaneRecord::item: --input puts them in
// one work item again, so a bug of the components' order shows); none for an as_type lane (it
// holds the result type's bits, not an operand) or one of kDigestKernelOnly (it needs the
// digest).
std::vector<std::string> RerunInputs(const Variant& v, const LaneRecord* rec);
// RerunInputs' rule over a lane's text as report.json holds it (a case of rule `rule`, the
// lane's classification, its input's and its work item's operands' bits in hex).
std::vector<std::string> RerunOperands(LaneRule rule, const std::string& classification,
                                       const std::string& input, std::vector<std::string> item);

}  // namespace clc
