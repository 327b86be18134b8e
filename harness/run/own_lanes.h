// What judging a differing digest on its own kernel's lanes shares between the stored lanes
// (harness/run/own_lanes.cpp) and the digest bisection (harness/run/digest_bisection.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "harness/device/opencl.h"
#include "harness/report/result.h"
#include "kernels/digest/digest_source.h"
#include "reference/digest/digest.h"

namespace clc {

// One case's lanes of one chunk as its digest kernel computed them.
struct OwnTally {
  std::uint64_t device_sum = 0;  // the kernel's own digest (the sum of its partials)
  std::uint64_t lanes_sum = 0;   // the host's hash sum of the values the kernel stored
  std::uint64_t wrong = 0;       // lanes that mismatch the reference
  std::uint64_t accepted = 0;    // lanes hashed otherwise than the host's digest, but accepted
  std::uint64_t judged = 0;      // lanes judged, those left out of the digest not counted
  bool whole = true;             // every lane of the chunk judged (not capped)
  std::string error;             // an OpenCL error
};

// A stream's operand table (DigestTableOf) on the device: the digest kernels' table argument.
struct DeviceTable {
  cl::Buffer buffer;
  cl_uint last = 0;
};
DeviceTable TableOnDevice(const cl::Context& context, const LaneStream& stream);

// What a launch of a case's digest kernel needs besides its lanes: the kernel's spec, the
// case's column in it, and its arguments.
struct OwnRun {
  const DigestKernelSpec* spec = nullptr;
  std::size_t column = 0;  // the case's index among the kernel's variants
  const SkipRanges* skip = nullptr;
  const LaneStream* stream = nullptr;
  FpCaps caps;
  cl::Buffer skip_buffer;
  DeviceTable table;
};

// Lane `index` (lane `lane` of chunk `chunk`), whose operand is `operand`, for which the digest
// kernel hashed `got`: counted in `t`; a mismatch is recorded in `r` (counted again as wrong,
// since the read-back kernel counted it right), its classification ending in kDigestKernelOnly
// and then `how` (how the value was found, when not stored).
void JudgeOwnLane(const OwnRun& run, std::uint64_t index, std::uint64_t operand, std::uint64_t got,
                  std::uint64_t lane, std::uint64_t chunk, OwnTally& t, VariantResult& r,
                  std::string_view how = {});

// Sets the arguments of `run`'s digest kernel (kernels/digest/digest_source.h) but out_lanes: lanes
// `first` on, `items` work items, the work items' digests into `partial`.
void SetDigestArgs(cl::Kernel& kernel, const OwnRun& run, std::uint64_t first, std::size_t items,
                   const cl::Buffer& partial);

}  // namespace clc
