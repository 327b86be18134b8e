// Buffers, sentinel fill, launch and read-back for one kernel.
#include "harness/device/launch.h"

#include <algorithm>

#include "harness/device/await.h"

namespace clc {

LaunchOutput LaunchKernel(const cl::Context& context, cl::CommandQueue& queue, cl::Kernel& kernel,
                          const KernelSpec& spec, const std::vector<std::uint8_t>& operands,
                          std::size_t items) {
  LaunchOutput l;
  l.offsets = RegionOffsets(spec, items);
  const std::uint64_t size = std::max<std::uint64_t>(l.offsets.back(), 64);
  try {
    const cl::Device device = queue.getInfo<CL_QUEUE_DEVICE>();
    const cl_uint align_bits = device.getInfo<CL_DEVICE_MEM_BASE_ADDR_ALIGN>();
    if (align_bits / 8 > kRegionAlign) {
      l.error = "the device aligns sub-buffers to " + std::to_string(align_bits / 8) +
                " bytes, more than the " + std::to_string(kRegionAlign) +
                " bytes between result regions (kernels/kernel_source.h: kRegionAlign)";
      return l;
    }
    cl::Buffer out(context, CL_MEM_WRITE_ONLY, size);
    queue.enqueueFillBuffer(out, kSentinelByte, 0, size);
    cl_uint arg = 0;
    cl::Buffer in;
    if (spec.constants.empty()) {
      in = cl::Buffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, operands.size(),
                      const_cast<std::uint8_t*>(operands.data()));
      kernel.setArg(arg++, in);
    }
    // Each variant's results: a sub-buffer of `out` (one fill, one read-back for them all).
    std::vector<cl::Buffer> regions;
    for (std::size_t r = 0; r + 1 < l.offsets.size(); ++r) {
      const cl_buffer_region region{l.offsets[r],
                                    std::max<std::uint64_t>(l.offsets[r + 1] - l.offsets[r], 1)};
      regions.push_back(
          out.createSubBuffer(CL_MEM_WRITE_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &region));
      kernel.setArg(arg++, regions.back());
    }
    if (spec.constants.empty()) kernel.setArg(arg++, static_cast<cl_ulong>(items));
    if (spec.constants.empty()) {
      queue.enqueueNDRangeKernel(kernel, cl::NullRange,
                                 cl::NDRange(WholeGroups(items, kBufferGroupSize)),
                                 cl::NDRange(kBufferGroupSize));
    } else {
      queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(items), cl::NullRange);
    }
    l.bytes.resize(l.offsets.back());
    if (!l.bytes.empty()) ReadWhenDone(queue, out, l.bytes.size(), l.bytes.data());
    queue.finish();
    l.ok = true;
  } catch (const cl::Error& e) {
    l.error = std::string("OpenCL error in ") + e.what() + ": " + std::to_string(e.err());
  }
  return l;
}

}  // namespace clc
