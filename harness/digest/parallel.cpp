// A shared work index over plain threads.
#include "harness/digest/parallel.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

#if defined(__linux__)
#include <sched.h>
#include <unistd.h>

#include <sys/resource.h>
#include <sys/syscall.h>
#endif

namespace clc {

unsigned HostCores() {
#if defined(__linux__)
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof(set), &set) == 0 && CPU_COUNT(&set) > 0)
    return static_cast<unsigned>(CPU_COUNT(&set));
#endif
  return std::max(1u, std::thread::hardware_concurrency());
}

unsigned HostThreads(unsigned requested) { return requested != 0 ? requested : HostCores(); }

void YieldCoresToTheDevice() {
#if defined(__linux__)
  // Linux takes a thread's id for PRIO_PROCESS and sets that thread's nice value alone. A
  // failure leaves the thread as it was: only the order in which the cores' work runs changes.
  const auto tid = static_cast<id_t>(syscall(SYS_gettid));
  (void)setpriority(PRIO_PROCESS, tid, 10);
#endif
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
