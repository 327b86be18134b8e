// A shared work index over plain threads.
#include "harness/digest/parallel.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace clc {

unsigned HostThreads(unsigned requested) {
  return requested != 0 ? requested : std::max(1u, std::thread::hardware_concurrency());
}

void ParallelFor(std::size_t n, unsigned threads, const std::function<void(std::size_t)>& f) {
  threads = static_cast<unsigned>(std::min<std::size_t>(HostThreads(threads), n));
  if (threads <= 1) {
    for (std::size_t i = 0; i < n; ++i) f(i);
    return;
  }
  std::atomic<std::size_t> next{0};
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) {
    pool.emplace_back([&] {
      for (std::size_t i = next++; i < n; i = next++) f(i);
    });
  }
  for (auto& th : pool) th.join();
}

}  // namespace clc
