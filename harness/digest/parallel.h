// Host work spread over cores: the one thread pool pattern of the run paths.
#pragma once

#include <cstddef>
#include <functional>

namespace clc {

// Calls f(0) .. f(n-1) on up to `threads` threads (0: every core), each index once.
void ParallelFor(std::size_t n, unsigned threads, const std::function<void(std::size_t)>& f);

// The cores this process may run on: its CPU affinity's (a container's cpuset, `taskset`),
// where the system says; else std::thread::hardware_concurrency(), which counts every core
// the machine has online, bound or not; at least 1.
unsigned HostCores();

// The host threads to use when a run asks for `requested` (0: every core, HostCores()).
unsigned HostThreads(unsigned requested);

// Lowers the calling thread's scheduling priority (nice 10 on Linux; elsewhere nothing), for
// host work that can wait: the expected digests, whose cores a driver's program builds and a
// CPU device's own threads then take first, so that the device starts sooner.
void YieldCoresToTheDevice();

}  // namespace clc
