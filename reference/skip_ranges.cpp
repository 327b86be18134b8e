// The operands whose lanes a digest leaves out, found from the reference by bisection.
#include "reference/skip_ranges.h"

#include <optional>

namespace clc {

namespace {

bool ImplementationDefined(const Conversion& c, const FpCaps& caps, std::uint64_t bits) {
  return Expect(c, bits, caps).allowance == Allowance::kImplementationDefined;
}

// The first pattern in [lo, hi] at which `pred` turns true (pred is monotonic there), if
// it does.
template <typename Pred>
std::optional<std::uint64_t> FirstTrue(std::uint64_t lo, std::uint64_t hi, Pred pred) {
  if (!pred(hi)) return std::nullopt;
  while (lo < hi) {
    const std::uint64_t mid = lo + (hi - lo) / 2;
    if (pred(mid)) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return lo;
}

}  // namespace

SkipRanges ImplementationDefinedRanges(const Conversion& c, const FpCaps& caps) {
  SkipRanges r;
  if (!IsFloat(c.src) || IsFloat(c.dst) || c.saturate) return r;
  // Each sign's patterns grow with the magnitude (infinity, then the NaNs, last).
  const auto pred = [&](std::uint64_t b) { return ImplementationDefined(c, caps, b); };
  const std::uint64_t sign = std::uint64_t{1} << (Bits(c.src) - 1);
  const std::uint64_t all = sign | (sign - 1);
  if (const auto p = FirstTrue(0, sign - 1, pred)) {
    r.lo1 = *p;
    r.hi1 = sign - 1;
  }
  if (const auto n = FirstTrue(sign, all, pred)) {
    r.lo2 = *n;
    r.hi2 = all;
  }
  return r;
}

}  // namespace clc
