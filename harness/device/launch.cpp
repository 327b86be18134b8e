// Buffers, sentinel fill, launch and read-back for one kernel.
#include "harness/device/launch.h"

#include <algorithm>

#include "harness/run/classify.h"

namespace clc {

namespace {
constexpr std::size_t kBufferGroupSize = 64;
}  // namespace

LaunchOutput LaunchKernel(const cl::Context& context, cl::CommandQueue& queue, cl::Kernel& kernel,
                          const KernelSpec& spec, const std::vector<std::uint8_t>& operands,
                          std::size_t items) {
  LaunchOutput l;
  l.offsets = RegionOffsets(spec, items);
  const std::uint64_t size = std::max<std::uint64_t>(l.offsets.back(), 64);
  try {
    cl::Buffer out(context, CL_MEM_WRITE_ONLY, size);
    cl::Buffer offs(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                    l.offsets.size() * sizeof(std::uint64_t), l.offsets.data());
    queue.enqueueFillBuffer(out, kSentinelByte, 0, size);
    int arg = 0;
    cl::Buffer in;
    if (spec.constants.empty()) {
      in = cl::Buffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, operands.size(),
                      const_cast<std::uint8_t*>(operands.data()));
      kernel.setArg(arg++, in);
    }
    kernel.setArg(arg++, out);
    kernel.setArg(arg++, offs);
    if (spec.constants.empty()) kernel.setArg(arg++, static_cast<cl_ulong>(items));
    if (spec.constants.empty()) {
      // One work-group size for every launch: a CPU driver such as PoCL compiles a kernel
      // again for each local size it picks, and the buffer kernel returns past `items`.
      const std::size_t global =
          (items + kBufferGroupSize - 1) / kBufferGroupSize * kBufferGroupSize;
      queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(global),
                                 cl::NDRange(kBufferGroupSize));
    } else {
      queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(items), cl::NullRange);
    }
    l.bytes.resize(l.offsets.back());
    if (!l.bytes.empty()) queue.enqueueReadBuffer(out, CL_TRUE, 0, l.bytes.size(), l.bytes.data());
    queue.finish();
    l.ok = true;
  } catch (const cl::Error& e) {
    l.error = std::string("OpenCL error in ") + e.what() + ": " + std::to_string(e.err());
  }
  return l;
}

}  // namespace clc
