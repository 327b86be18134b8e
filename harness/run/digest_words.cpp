// A digested group's first kernels and the host's jobs for them.
#include "harness/run/digest_words.h"

#include <set>

#include "reference/digest/digest_jobs.h"

namespace clc {

FirstDigestKernels FirstDigestKernelsOf(ScalarType src, bool sequential,
                                        const std::vector<Variant>& capable, std::size_t most,
                                        const Recovery& recovery, const ListedCases& listed,
                                        bool each_alone) {
  FirstDigestKernels out;
  std::vector<Variant> rest;
  std::set<Variant> alone;  // a column each
  for (const Variant& v : capable) {
    if (listed.failing.count(v) != 0) alone.insert(v);
    (each_alone || recovery.IsolatedOn(v, RunPath::kDigest) ? out.isolated : rest).push_back(v);
  }
  out.rest = DigestKernels(src, sequential, rest, most, kDigestColumnVariants, alone);
  return out;
}

namespace {

// Calls `f(k, w)` for each word `w` of each column of each kernel `k`.
template <typename F>
void ForEachWord(const std::vector<DigestKernelSpec>& kernels, F f) {
  for (const DigestKernelSpec& k : kernels) {
    for (std::size_t c = 0; c < DigestColumns(k); ++c) {
      for (const DigestWord& w : DigestColumnWords(k, c)) f(k, w);
    }
  }
}

}  // namespace

GroupJobs::GroupJobs(const std::vector<Variant>& capable, const FpCaps& caps,
                     const std::vector<DigestKernelSpec>& kernels)
    : jobs_(JobsOf(capable, caps, &job_of_)) {
  // A case digested only in words of several is counted, not summed (DigestJob::counts_only);
  // one some kernel digests alone, or that `kernels` do not hold, keeps its sum.
  std::set<std::size_t> alone, in_words;
  ForEachWord(kernels, [&](const DigestKernelSpec& k, const DigestWord& w) {
    for (std::size_t j : MembersOf(k, w)) (w.end - w.first == 1 ? alone : in_words).insert(j);
  });
  for (std::size_t j : in_words) jobs_[j].counts_only = alone.count(j) == 0;
  ForEachWord(kernels, [&](const DigestKernelSpec& k, const DigestWord& w) {
    if (w.end - w.first < 2) return;
    const std::vector<std::size_t> members = MembersOf(k, w);
    if (word_of_.count(members) != 0) return;
    DigestJob word;
    int offset = 0;
    for (std::size_t r = w.first; r < w.end; ++r) {
      const DigestJob& member = jobs_[members[r - w.first]];
      word.word.push_back({member.c, member.skip, offset});
      offset += PackedBits(k.variants[r]);
    }
    word_of_.emplace(members, jobs_.size());
    jobs_.push_back(std::move(word));
  });
}

std::size_t GroupJobs::WordOf(const DigestKernelSpec& k, const DigestWord& w) const {
  return word_of_.at(MembersOf(k, w));
}

std::vector<std::size_t> GroupJobs::MembersOf(const DigestKernelSpec& k,
                                              const DigestWord& w) const {
  std::vector<std::size_t> members;
  for (std::size_t r = w.first; r < w.end; ++r)
    members.push_back(job_of_.at(CaseName(k.variants[r])));
  return members;
}

}  // namespace clc
