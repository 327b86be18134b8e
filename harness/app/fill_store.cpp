// Filling the digest store from the run plan, without OpenCL.
#include "harness/app/fill_store.h"

#include <chrono>
#include <iostream>
#include <random>

#include "harness/app/session.h"
#include "harness/digest/host_digests.h"
#include "harness/digest/parallel.h"
#include "harness/run/digest_words.h"
#include "harness/run/plan.h"

namespace clc {

FillDigestStore::FillDigestStore(CliOptions options) : options_(std::move(options)) {}

int FillDigestStore::Work() {
  const auto start = std::chrono::steady_clock::now();
  const RunOptions ro = ToRunOptions(options_);
  if (ro.digest_store.empty()) {
    std::cerr << "clconform: " << FlagOf(&CliOptions::fill_digest_store)
              << " needs a store: " << FlagOf(&CliOptions::digest_store) << "=DIR (or HOME)\n";
    return kExitUsage;
  }
  // A device with every type, whose denormal support is that of most devices.
  DeviceInfo every;
  for (const FeatureTraits& f : kFeatureTraits) every.extensions.emplace_back(f.extension);
  every.opencl_c_major = 3;
  every.device_version_major = 3;
  const RunPlan plan = Plan(SelectedVariants(options_.coverage), every, ro);
  for (const std::string& line : PruneCaches(ro.digest_store, ""))
    std::cout << "[ cache    ] " << line << "\n";
  const DigestStore store(ro.digest_store);
  HostDigestTally all;
  for (const GroupPlan& g : plan.groups) {
    if (!g.stream || g.stream->capable.empty()) continue;
    const StreamPlan& s = *g.stream;
    HostDigestTally group;
    // Each case's jobs and the words of the kernels a run of these cases builds first.
    const FirstDigestKernels first = FirstDigestKernelsOf(
        g.src, s.stream.sequential, s.capable, g.kernel_variants, Recovery{}, ListedCases{});
    const std::vector<DigestJob> jobs = GroupJobs(s.capable, every.fp_caps, first.rest).jobs();
    for (const DigestSegment& seg : s.Segments()) {
      HostDigests host(jobs, seg.stream, seg.space, every.fp_caps, HostThreads(ro.host_threads),
                       &store, std::random_device{}());
      host.Join();
      group.Add(host.tally());
      for (const auto& [job, message] : host.StoreFaults())
        std::cerr << "clconform: " << message << "\n";
    }
    all.Add(group);
    std::cout << "[ store    ] " << Name(g.src) << ": " << group.computed << " lanes computed, "
              << group.stored << " already stored" << std::endl;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "[ store    ] " << store.dir() << ": reference_lanes=" << all.computed
            << " stored_lanes=" << all.stored << " rechecked_lanes=" << all.rechecked
            << " seconds=" << seconds << std::endl;
  return kExitPass;
}

}  // namespace clc
