// Waiting for a device by polling its event (harness/device/await.h).
#include "harness/device/await.h"

#include <algorithm>
#include <chrono>
#include <thread>

namespace clc {

void ReadWhenDone(cl::CommandQueue& queue, const cl::Buffer& buffer, std::size_t bytes, void* out) {
  cl::Event done;
  queue.enqueueReadBuffer(buffer, CL_FALSE, 0, bytes, out, nullptr, &done);
  queue.flush();
  std::chrono::microseconds pause{100};
  // CL_COMPLETE is 0; a negative status is an error, which wait() below throws.
  while (done.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>() > CL_COMPLETE) {
    std::this_thread::sleep_for(pause);
    pause = std::min(pause * 2, std::chrono::microseconds{1000});
  }
  done.wait();
}

}  // namespace clc
