// The digest path's columns of several cases (DeviceRunner::DigestRun, digest_run.h): a column
// whose digest is the weighted sum of its words' expected ones (kernels/digest/digest_layout.h)
// gives each case its digest; the cases of any other column run that chunk again in kernels of a
// column a case.
#include <algorithm>
#include <stdexcept>

#include "harness/run/digest_run.h"

namespace clc {

// The host's expected digest of case `v` in chunk `c` of segment `g`.
std::uint64_t DeviceRunner::DigestRun::Expected(const Variant& v, std::size_t g,
                                                std::uint64_t c) const {
  const std::size_t job = job_of_.at(CaseName(v));
  if (!hosts_[g]->Summed(job, c))
    throw std::logic_error("a counts-only case's digest was wanted before it was made");
  return hosts_[g]->At(job, c).sum;
}

void DeviceRunner::DigestRun::CompleteSums() {
  for (std::size_t g = 0; g < segments_.size(); ++g) {
    std::set<std::pair<std::size_t, std::uint64_t>> wanted;
    for (const Variant& v : capable_) {
      if (failures_.count(v) != 0 || errors_.count(v) != 0) continue;
      for (std::uint64_t c = 0; c < segments_[g].space.Chunks(); ++c) {
        if (agreed_.count({g, v, c}) == 0) wanted.insert({job_of_.at(CaseName(v)), c});
      }
    }
    hosts_[g]->Complete(wanted);
  }
}

// The expected digest of column `column` of `k`: its words' (a word of one case is the case's),
// weighted by their places.
std::uint64_t DeviceRunner::DigestRun::ExpectedColumn(const DigestKernelSpec& k, std::size_t column,
                                                      std::size_t g, std::uint64_t c) const {
  const std::vector<DigestWord> words = DigestColumnWords(k, column);
  std::uint64_t sum = 0;
  for (std::size_t p = 0; p < words.size(); ++p) {
    const DigestWord& w = words[p];
    const std::uint64_t digest = w.end - w.first == 1 ? Expected(k.variants[w.first], g, c)
                                                      : hosts_[g]->At(group_.WordOf(k, w), c).sum;
    sum += DigestWeight(p) * digest;
  }
  return sum;
}

// A column of several cases whose digest is the weighted sum of their expected ones gives
// each case its expected digest in that chunk. The cases of any other column run that chunk
// again in kernels of a column a case (built only then), whose digests are theirs; where
// these all agree with the host after all, the chunk is judged lane by lane for each of them
// (a digest that changed between two launches is no verdict).
void DeviceRunner::DigestRun::ResolveColumns() {
  std::map<Variant, std::set<std::pair<std::size_t, std::uint64_t>>> again;  // chunks, by case
  struct Differed {
    std::size_t g;
    std::uint64_t c;
    std::vector<Variant> cases;
  };
  std::vector<Differed> differed;
  for (const auto& [at, sums] : columns_of_) {
    const auto& [g, i, c] = at;
    const DigestKernelSpec& k = built_[i].spec;
    for (std::size_t col = 0; col < sums.size(); ++col) {
      const auto [first, end] = DigestColumnVariants(k, col);
      const std::vector<Variant> cases(k.variants.begin() + static_cast<std::ptrdiff_t>(first),
                                       k.variants.begin() + static_cast<std::ptrdiff_t>(end));
      if (sums[col] == ExpectedColumn(k, col, g, c)) {
        for (const Variant& v : cases) agreed_.insert({g, v, c});
        continue;
      }
      for (const Variant& v : cases) again[v].insert({g, c});
      differed.push_back({g, c, cases});
    }
  }
  if (again.empty()) return;
  RunAgain(again);
  CompleteSums();
  for (const Differed& d : differed) {
    const bool all_agree = std::all_of(d.cases.begin(), d.cases.end(), [&](const Variant& v) {
      return errors_.count(v) == 0 && device_[d.g][v][d.c] == Expected(v, d.g, d.c);
    });
    if (all_agree) {
      for (const Variant& v : d.cases) forced_.insert({d.g, v, d.c});
    }
  }
}

// The chunks `again` of each case through kernels of a column a case, all in one program.
void DeviceRunner::DigestRun::RunAgain(
    const std::map<Variant, std::set<std::pair<std::size_t, std::uint64_t>>>& again) {
  std::vector<Variant> cases;
  cases.reserve(again.size());
  for (const auto& [v, chunks] : again) cases.push_back(v);
  std::vector<DigestBuiltKernel> kernels;
  std::string log;
  if (!Build(DigestKernels(src_, sequential_, cases, widest_, 1), &log, &kernels)) {
    for (const Variant& v : cases) {
      errors_[v] =
          "a digest of several cases differed, and the kernels of a digest a case did "
          "not build:\n" +
          log;
    }
    return;
  }
  for (DigestBuiltKernel& k : kernels) {
    std::set<std::pair<std::size_t, std::uint64_t>> chunks;
    for (const Variant& v : k.spec.variants) chunks.insert(again.at(v).begin(), again.at(v).end());
    runner_.Announce(RunPath::kDigest, k.spec.variants);
    for (const auto& [g, c] : chunks) {
      Launch(k, g, c);
      Heartbeat(0);
    }
    own_.push_back(std::move(k));
  }
}

// The kernels of a column a case, which judging a case's differing digest runs again.
std::vector<DigestBuiltKernel> DeviceRunner::DigestRun::OwnKernels() const {
  std::vector<DigestBuiltKernel> out = own_;
  for (const DigestBuiltKernel& k : built_) {
    if (ColumnPerCase(k.spec)) out.push_back(k);
  }
  return out;
}

}  // namespace clc
