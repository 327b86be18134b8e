// From variants to the distinct digest jobs they need.
#include "reference/digest/digest_jobs.h"

#include <tuple>

namespace clc {

namespace {

// Orders jobs by what they compute (their skip ranges follow from it).
struct JobLess {
  bool operator()(const DigestJob& a, const DigestJob& b) const {
    return std::tie(a.identity, a.keep_of_four, a.c.src, a.c.dst, a.c.saturate, a.c.mode) <
           std::tie(b.identity, b.keep_of_four, b.c.src, b.c.dst, b.c.saturate, b.c.mode);
  }
};

}  // namespace

DigestJob JobOf(const Variant& v) {
  DigestJob k;
  if (RuleOf(v) == LaneRule::kBits) {
    k.identity = true;
    k.keep_of_four = AsTypeRuleOf(v) == AsTypeRule::kFirstThreeUnchanged ? 3 : 0;
  } else {
    // Conversions with the same results on every operand share one host digest.
    k.c = Canonical(ConversionOf(v));
  }
  return k;
}

std::vector<DigestJob> JobsOf(const std::vector<Variant>& variants, const FpCaps& caps,
                              std::map<std::string, std::size_t>* job_of_case) {
  std::map<DigestJob, std::size_t, JobLess> index;
  std::vector<DigestJob> jobs;
  for (const Variant& v : variants) {
    auto [it, fresh] = index.emplace(JobOf(v), jobs.size());
    if (fresh) {
      jobs.push_back(it->first);
      if (!jobs.back().identity)
        jobs.back().skip = ImplementationDefinedRanges(jobs.back().c, caps);
    }
    if (job_of_case != nullptr) (*job_of_case)[CaseName(v)] = it->second;
  }
  return jobs;
}

}  // namespace clc
