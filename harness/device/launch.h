// One launch of a generated kernel over operands, its output read back after a sentinel fill.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "harness/device/opencl.h"
#include "kernels/kernel_source.h"

namespace clc {

struct LaunchOutput {
  std::vector<std::uint64_t> offsets;  // each variant's region, then the total size
  std::vector<std::uint8_t> bytes;
  bool ok = false;
  std::string error;  // the OpenCL error when !ok
};

// Runs `kernel` (built from `spec`) over `items` work items reading `operands` (ignored for
// the constant path), with every output byte set to kSentinelByte first; each variant's
// results go to a sub-buffer of one output buffer, read back whole.
LaunchOutput LaunchKernel(const cl::Context& context, cl::CommandQueue& queue, cl::Kernel& kernel,
                          const KernelSpec& spec, const std::vector<std::uint8_t>& operands,
                          std::size_t items);

}  // namespace clc
