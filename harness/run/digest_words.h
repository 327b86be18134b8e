// The kernels a digested group builds first, and the host's jobs for them: each case's
// expected digest, and each packed word's (kernels/digest/digest_layout.h's DigestColumnWords: the
// results of several cases side by side, one lane hash a word). The digest path
// (DeviceRunner::DigestRun), the host digests a worker starts before its context
// (early_hosts.h) and `--fill-digest-store` make them here alike, so that each finds the
// others' digests in the store.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "harness/run/listed_cases.h"
#include "harness/run/recovery.h"
#include "kernels/digest/digest_layout.h"
#include "reference/digest/digest.h"
#include "reference/variant.h"

namespace clc {

// The digest kernels of `capable` (operand type `src`) before any bisection: the cases
// isolated on the digest path (each then built in kernels of its own, first; every case where
// `each_alone`) and the kernels of the others, `most` cases a kernel, a failure `listed` in a
// column of its own.
struct FirstDigestKernels {
  std::vector<Variant> isolated;
  std::vector<DigestKernelSpec> rest;
};
FirstDigestKernels FirstDigestKernelsOf(ScalarType src, bool sequential,
                                        const std::vector<Variant>& capable, std::size_t most,
                                        const Recovery& recovery, const ListedCases& listed,
                                        bool each_alone = false);

// The host's jobs of a digested group: each case's (JobsOf), then the words of several cases
// of `kernels`, each once (a word is its members' jobs at their offsets: the kernels of every
// width share it). A case that `kernels` digest only in words of several is counts-only: its
// own sum is made where a word's digest differs (HostDigests::Complete).
class GroupJobs {
 public:
  GroupJobs(const std::vector<Variant>& capable, const FpCaps& caps,
            const std::vector<DigestKernelSpec>& kernels);

  const std::vector<DigestJob>& jobs() const { return jobs_; }
  // By case name.
  const std::map<std::string, std::size_t>& job_of() const { return job_of_; }
  // The job of word `w` of `k`, a word of several cases; throws std::out_of_range where the
  // kernels given did not hold it.
  std::size_t WordOf(const DigestKernelSpec& k, const DigestWord& w) const;

 private:
  std::vector<std::size_t> MembersOf(const DigestKernelSpec& k, const DigestWord& w) const;

  std::map<std::string, std::size_t> job_of_;  // before jobs_, which JobsOf fills it with
  std::vector<DigestJob> jobs_;
  std::map<std::vector<std::size_t>, std::size_t> word_of_;  // by its members' jobs
};

}  // namespace clc
