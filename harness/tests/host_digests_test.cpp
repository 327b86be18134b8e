// The host's side of the digest path without a device: EarlyHosts, GroupJobs, HostDigests.
#include "harness/digest/host_digests.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>
#include <thread>

#include <gtest/gtest.h>

#if defined(__linux__)
#include <sched.h>
#include <unistd.h>

#include <sys/resource.h>
#include <sys/syscall.h>
#endif

#include "harness/digest/parallel.h"
#include "harness/run/digest_words.h"
#include "harness/run/early_hosts.h"
#include "harness/tests/digest_fixture.h"
#include "reference/tests/scratch.h"

namespace clc {
namespace {

using digest_fixture::Fixture;
using digest_fixture::Same;
using testing_support::Scratch;

// The jobs a group's digest path has (harness/run/digest_words.h) with the failures `listed`.
std::vector<DigestJob> GroupJobsFor(const GroupPlan& g, const DeviceInfo& info,
                                    const ListedCases& listed) {
  const StreamPlan& s = *g.stream;
  const FirstDigestKernels first = FirstDigestKernelsOf(g.src, s.stream.sequential, s.capable,
                                                        g.kernel_variants, Recovery{}, listed);
  return GroupJobs(s.capable, info.fp_caps, first.rest).jobs();
}

#if defined(__linux__)
// The expected digests' threads run at nice 10 (or lower, where the process already is): a
// driver's builds and a CPU device's threads take the cores first. The thread that starts
// them keeps its own priority.
TEST(HostThreads, YieldTheCoresToTheDevice) {
  const auto nice_of_this_thread = [] {
    return getpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)));
  };
  const int before = nice_of_this_thread();
  int inside = before;
  std::thread t([&] {
    YieldCoresToTheDevice();
    inside = nice_of_this_thread();
  });
  t.join();
  EXPECT_GE(inside, 10);
  EXPECT_EQ(nice_of_this_thread(), before);
}
#endif

#if defined(__linux__)
// The host's cores are those the process may run on: a thread bound to one core (as a
// container's cpuset or taskset binds a process) counts one, and every thread work is spread
// over runs there; unbound, it counts the affinity's cores.
TEST(HostThreads, TheCoresAreTheAffinitys) {
  cpu_set_t all;
  CPU_ZERO(&all);
  ASSERT_EQ(sched_getaffinity(0, sizeof(all), &all), 0);
  EXPECT_EQ(HostCores(), static_cast<unsigned>(CPU_COUNT(&all)));
  unsigned bound = 0;
  std::thread t([&] {
    cpu_set_t one;
    CPU_ZERO(&one);
    for (int c = 0; c < CPU_SETSIZE; ++c) {
      if (CPU_ISSET(c, &all)) {
        CPU_SET(c, &one);
        break;
      }
    }
    if (sched_setaffinity(0, sizeof(one), &one) == 0) bound = HostCores();
  });
  t.join();
  EXPECT_EQ(bound, 1u);
  EXPECT_EQ(HostThreads(0), HostCores());
  EXPECT_EQ(HostThreads(3), 3u);
}
#endif

// Expected digests started before a worker's context (EarlyHosts) are those of its first
// digested group, taken once by that group's digest path, and equal to the ones it would
// start itself, packed words included; another group's jobs, or the same cases under another
// failures listed (one in a column of its own), take none.
TEST(EarlyHosts, TheFirstDigestedGroupTakesItsDigestsOnce) {
  const Variant rtz = *ParseCaseName("convert_int_rtz_float");
  const Variant rte = *ParseCaseName("convert_int_rte_float");
  const Variant sat = *ParseCaseName("convert_uchar_sat_rte_float");
  const Variant wide = *ParseCaseName("convert_int_rtz_double");
  DeviceInfo info;
  info.cpu = true;
  info.extensions = {"cl_khr_fp64"};
  info.opencl_c_major = 3;
  RunOptions o;
  o.coverage = Coverage::kFull;
  const RunPlan plan = Plan({rtz, rte, sat, wide}, info, o);
  ASSERT_EQ(plan.groups.size(), 2u);
  const GroupPlan& first = plan.groups.front();
  ASSERT_TRUE(first.stream.has_value());
  const std::vector<DigestSegment> segments = first.stream->Segments();
  ASSERT_FALSE(segments.empty());
  const std::vector<DigestJob> jobs = GroupJobsFor(first, info, ListedCases{});
  ASSERT_TRUE(std::any_of(jobs.begin(), jobs.end(), [](const DigestJob& j) {
    return j.word.size() == 2;  // convert_int_rtz_float and convert_int_rte_float
  }));
  ListedCases listed;
  listed.failing = {rte};
  EarlyHosts early({rtz, rte, sat, wide}, info, o, Recovery{}, ListedCases{});
  EXPECT_TRUE(
      early.Take(GroupJobsFor(plan.groups.back(), info, ListedCases{}), segments.size()).empty());
  EXPECT_TRUE(early.Take(GroupJobsFor(first, info, listed), segments.size()).empty());
  EXPECT_TRUE(early.Take(jobs, segments.size() + 1).empty());
  std::vector<std::unique_ptr<HostDigests>> taken = early.Take(jobs, segments.size());
  ASSERT_EQ(taken.size(), segments.size());
  EXPECT_TRUE(early.Take(jobs, segments.size()).empty()) << "taken once";
  const DigestStore none("");
  const auto own = StartHostDigests(jobs, segments, info.fp_caps, o, &none);
  for (std::size_t g = 0; g < segments.size(); ++g) {
    taken[g]->Join();
    own[g]->Join();
    for (std::size_t j = 0; j < jobs.size(); ++j) {
      for (std::uint64_t c = 0; c < segments[g].space.Chunks(); ++c)
        EXPECT_TRUE(Same(taken[g]->At(j, c), own[g]->At(j, c))) << g << " " << j << " " << c;
    }
  }
}

// A case that a group's first kernels digest only in words of several is counts-only; one
// digested alone somewhere (a 64-bit result, a listed failure in a column of its own) keeps
// its sum.
TEST(GroupJobs, OnlyCasesDigestedInWordsOfSeveralAreCountsOnly) {
  const Variant rtz = *ParseCaseName("convert_int_rtz_float");
  const Variant rte = *ParseCaseName("convert_int_rte_float");
  const Variant wide = *ParseCaseName("convert_long_rte_float");
  DeviceInfo info;
  info.cpu = true;
  info.opencl_c_major = 3;
  RunOptions o;
  o.coverage = Coverage::kFull;
  const RunPlan plan = Plan({rtz, rte, wide}, info, o);
  ASSERT_EQ(plan.groups.size(), 1u);
  const auto counts_only = [&](const ListedCases& listed) {
    const StreamPlan& s = *plan.groups.front().stream;
    const FirstDigestKernels first =
        FirstDigestKernelsOf(plan.groups.front().src, s.stream.sequential, s.capable,
                             plan.groups.front().kernel_variants, Recovery{}, listed);
    const GroupJobs g(s.capable, info.fp_caps, first.rest);
    std::map<std::string, bool> out;
    for (const Variant& v : {rtz, rte, wide})
      out[CaseName(v)] = g.jobs()[g.job_of().at(CaseName(v))].counts_only;
    return out;
  };
  const std::map<std::string, bool> plain = counts_only(ListedCases{});
  EXPECT_TRUE(plain.at(CaseName(rtz)));
  EXPECT_TRUE(plain.at(CaseName(rte)));
  EXPECT_FALSE(plain.at(CaseName(wide))) << "a word of one 64-bit result is its case's digest";
  ListedCases listed;
  listed.failing = {rte};
  const std::map<std::string, bool> alone = counts_only(listed);
  EXPECT_FALSE(alone.at(CaseName(rte))) << "a listed failure's column holds it alone";
}

// A counts-only job's digest counts as its summed twin's and sums nothing until Complete
// makes its sum, which is then the twin's, bit for bit; its store key is not the twin's.
TEST(HostDigests, CompleteMakesACountsOnlyJobsSum) {
  Fixture f;
  DigestJob counted = f.jobs[0];
  counted.counts_only = true;
  EXPECT_NE(DigestStoreKey(counted, f.stream, f.caps), f.Key());
  const std::vector<DigestJob> jobs = {f.jobs[0], counted};
  const DigestStore none("");
  HostDigests host(jobs, f.stream, f.space, f.caps, 2, &none, 7);
  host.Join();
  ASSERT_TRUE(host.Summed(0, 0));
  ASSERT_FALSE(host.Summed(1, 0));
  ChunkDigest counts = host.At(0, 0);
  counts.sum = 0;
  EXPECT_TRUE(Same(host.At(1, 0), counts));
  ASSERT_NE(host.At(0, 0).sum, 0u);
  host.Complete({{1, 0}});
  EXPECT_TRUE(host.Summed(1, 0));
  EXPECT_TRUE(Same(host.At(1, 0), host.At(0, 0)));
}

// Its seconds run from its start to its last slice's digest, then stay: the host's side of the
// run's summary (device_seconds against host_seconds).
TEST(HostDigests, ItsSecondsStopAtTheLastSlice) {
  Fixture f;
  const DigestStore none("");
  HostDigests host(f.jobs, f.stream, f.space, f.caps, 2, &none, 7);
  host.Join();
  ASSERT_TRUE(host.Done());
  const double seconds = host.Seconds();
  EXPECT_GT(seconds, 0);
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_EQ(host.Seconds(), seconds);
  HostDigests empty(f.jobs, f.stream, DigestSpace{0, 0}, f.caps, 2, &none, 7);
  EXPECT_EQ(empty.Seconds(), 0);
}

// Complete's sums are stored as the summed twin's: a later run over the same lanes takes the
// counts-only job summed from the store, computing nothing; over more lanes than were stored
// it stays counts-only.
TEST(HostDigests, ACompletedSumIsStoredAndTakenByTheNextRun) {
  Fixture f;
  DigestJob counted = f.jobs[0];
  counted.counts_only = true;
  const DigestStore store(Scratch("twin").string());
  HostDigests first({counted}, f.stream, f.space, f.caps, 2, &store, 3);
  first.Join();
  ASSERT_FALSE(first.Summed(0, 0));
  first.Complete({{0, 0}});
  ASSERT_TRUE(first.Summed(0, 0));
  HostDigests second({counted}, f.stream, f.space, f.caps, 2, &store, 5);
  second.Join();
  EXPECT_TRUE(second.Summed(0, 0)) << "the stored twin was not taken";
  EXPECT_TRUE(Same(second.At(0, 0), first.At(0, 0)));
  EXPECT_EQ(second.tally().computed, 0u);
  EXPECT_EQ(second.tally().stored + second.tally().rechecked, f.space.count);
  const DigestSpace more{0, f.space.count + HostDigests::kSlice};
  HostDigests wider({counted}, f.stream, more, f.caps, 2, &store, 7);
  wider.Join();
  EXPECT_FALSE(wider.Summed(0, 0)) << "a twin stored for fewer lanes was taken whole";
}

}  // namespace
}  // namespace clc
