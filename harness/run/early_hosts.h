// The host's expected digests of a worker's first digested group, started before the device's
// context is made: a driver may take a second or more for that while many processes make
// theirs at once (NVIDIA's makes one at a time: on an H100, 0.12 s alone, 1.3 to 1.5 s each
// when 12 processes make one at once), a second in which
// the host's cores have nothing else to do. The group's digest path then takes them
// (DeviceRunner::DigestRun) instead of starting its own while the device's programs build.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "harness/digest/digest_store.h"
#include "harness/digest/host_digests.h"
#include "harness/report/device_info.h"
#include "harness/run/listed_cases.h"
#include "harness/run/plan.h"
#include "harness/run/recovery.h"
#include "reference/variant.h"

namespace clc {

// A HostDigests of `jobs` for each of `segments`, started on the host threads `o` asks for;
// each reads the store (and writes it when joined) through `store`, which outlives them.
std::vector<std::unique_ptr<HostDigests>> StartHostDigests(
    const std::vector<DigestJob>& jobs, const std::vector<DigestSegment>& segments,
    const FpCaps& caps, const RunOptions& o, const DigestStore* store);

class EarlyHosts {
 public:
  EarlyHosts() = default;
  // Starts the expected digests of the first group of the plan of `variants` whose stream
  // is digested: the jobs its digest path will have (harness/run/digest_words.h), given the
  // batch's `recovery` and `listed` cases.
  EarlyHosts(const std::vector<Variant>& variants, const DeviceInfo& info, const RunOptions& o,
             const Recovery& recovery, const ListedCases& listed);

  // The host digests started for `jobs` over `segments` segments, taken (each reads tables of
  // this object's plan: it must outlive them); none where those were not started here.
  std::vector<std::unique_ptr<HostDigests>> Take(const std::vector<DigestJob>& jobs,
                                                 std::size_t segments);

 private:
  std::unique_ptr<RunPlan> plan_;  // the streams and tables the hosts read
  std::unique_ptr<DigestStore> store_;
  FpCaps caps_;
  std::vector<std::string> jobs_;                    // the store keys of the jobs started
  std::vector<std::unique_ptr<HostDigests>> hosts_;  // destroyed (joined) before the above
};

}  // namespace clc
