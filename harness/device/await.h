// Waiting for a device's work without holding a host core: a driver's own blocking wait may
// spin on one until the device is done (one process per job each spinning while the device
// runs another's kernels), and the host reference runs on those cores meanwhile.
#pragma once

#include <cstddef>

#include "harness/device/opencl.h"

namespace clc {

// Reads `bytes` bytes of `buffer` into `out` once the commands before it in `queue` are done:
// the read enqueued without blocking, the queue flushed, its event's status polled with sleeps
// of 0.1 ms growing to 1 ms. An OpenCL error throws cl::Error, as a blocking read's does.
void ReadWhenDone(cl::CommandQueue& queue, const cl::Buffer& buffer, std::size_t bytes, void* out);

}  // namespace clc
