// Expected digests: the reference's lanes folded into the shared lane hash.
#include "reference/digest.h"

#include <array>
#include <utility>

#include "reference/convert_core.h"

namespace clc {

namespace {

template <ScalarType S, ScalarType D, bool kSat, RoundingMode kMode>
ChunkDigest DigestLoop(const FpCaps& caps, std::uint64_t first, std::uint64_t count,
                       const SkipRanges& skip) {
  ChunkDigest d;
  for (std::uint64_t i = 0; i < count; ++i) {
    const std::uint64_t index = first + i;
    const auto operand = static_cast<std::uint32_t>(index);
    const core::Lane lane = core::ExpectLane<S, D>(operand, kSat, kMode, caps);
    const bool skipped = skip.Contains(operand);
    if (skipped != (lane.allowance == Allowance::kImplementationDefined)) d.ranges_hold = false;
    if (skipped) {
      ++d.skipped;
      continue;
    }
    d.sum += LaneHash(index, DigestBits(D, lane.bits));
    d.exact += lane.allowance == Allowance::kExact;
    d.any_nan += lane.allowance == Allowance::kAnyNan;
    d.flushable += lane.allowance == Allowance::kFlushedDenormal;
  }
  return d;
}

template <ScalarType S, ScalarType D, bool kSat>
ChunkDigest DigestMode(const Conversion& c, const FpCaps& caps, std::uint64_t first,
                       std::uint64_t count, const SkipRanges& skip) {
  switch (c.mode) {
    case RoundingMode::kRte:
      return DigestLoop<S, D, kSat, RoundingMode::kRte>(caps, first, count, skip);
    case RoundingMode::kRtz:
      return DigestLoop<S, D, kSat, RoundingMode::kRtz>(caps, first, count, skip);
    case RoundingMode::kRtp:
      return DigestLoop<S, D, kSat, RoundingMode::kRtp>(caps, first, count, skip);
    case RoundingMode::kRtn:
      return DigestLoop<S, D, kSat, RoundingMode::kRtn>(caps, first, count, skip);
  }
  return {};
}

template <ScalarType S, ScalarType D>
ChunkDigest DigestT(const Conversion& c, const FpCaps& caps, std::uint64_t first,
                    std::uint64_t count, const SkipRanges& skip) {
  if constexpr (!IsFloat(D)) {
    if (c.saturate) return DigestMode<S, D, true>(c, caps, first, count, skip);
  }
  return DigestMode<S, D, false>(c, caps, first, count, skip);
}

using DigestFn = ChunkDigest (*)(const Conversion&, const FpCaps&, std::uint64_t, std::uint64_t,
                                 const SkipRanges&);

template <ScalarType S, std::size_t... kD>
constexpr std::array<DigestFn, sizeof...(kD)> Row(std::index_sequence<kD...>) {
  return {&DigestT<S, static_cast<ScalarType>(kD)>...};
}

constexpr auto kIntRow = Row<ScalarType::kInt>(std::make_index_sequence<kScalarTypeCount>{});
constexpr auto kUIntRow = Row<ScalarType::kUInt>(std::make_index_sequence<kScalarTypeCount>{});
constexpr auto kFloatRow = Row<ScalarType::kFloat>(std::make_index_sequence<kScalarTypeCount>{});

bool ImplementationDefined(const Conversion& c, const FpCaps& caps, std::uint32_t bits) {
  return Expect(c, bits, caps).allowance == Allowance::kImplementationDefined;
}

// The first pattern in [lo, hi] at which `pred` turns true (pred is monotonic there), or
// hi + 1 when it never does.
template <typename Pred>
std::uint64_t FirstTrue(std::uint64_t lo, std::uint64_t hi, Pred pred) {
  std::uint64_t end = hi + 1;
  while (lo < end) {
    const std::uint64_t mid = lo + (end - lo) / 2;
    if (pred(static_cast<std::uint32_t>(mid))) {
      end = mid;
    } else {
      lo = mid + 1;
    }
  }
  return end;
}

}  // namespace

SkipRanges ImplementationDefinedRanges(const Conversion& c, const FpCaps& caps) {
  SkipRanges r;
  if (c.src != ScalarType::kFloat || IsFloat(c.dst) || c.saturate) return r;
  // Each sign's patterns grow with the magnitude (infinity, then the NaNs, last).
  const auto pred = [&](std::uint32_t b) { return ImplementationDefined(c, caps, b); };
  const std::uint64_t p = FirstTrue(0, 0x7fffffffu, pred);
  const std::uint64_t n = FirstTrue(0x80000000u, 0xffffffffu, pred);
  if (p <= 0x7fffffffu) {
    r.lo1 = static_cast<std::uint32_t>(p);
    r.hi1 = 0x7fffffffu;
  }
  if (n <= 0xffffffffu) {
    r.lo2 = static_cast<std::uint32_t>(n);
    r.hi2 = 0xffffffffu;
  }
  return r;
}

ChunkDigest ExpectedDigest(const Conversion& c, const FpCaps& caps, std::uint64_t first,
                           std::uint64_t count, const SkipRanges& skip) {
  const auto d = static_cast<std::size_t>(c.dst);
  switch (c.src) {
    case ScalarType::kInt: return kIntRow[d](c, caps, first, count, skip);
    case ScalarType::kUInt: return kUIntRow[d](c, caps, first, count, skip);
    case ScalarType::kFloat: return kFloatRow[d](c, caps, first, count, skip);
    default: return {};
  }
}

ChunkDigest ExpectedIdentityDigest(std::uint64_t first, std::uint64_t count, int keep_of_four) {
  ChunkDigest d;
  for (std::uint64_t i = 0; i < count; ++i) {
    const std::uint64_t index = first + i;
    if (keep_of_four == 3 && index % 4 == 3) continue;
    d.sum += LaneHash(index, static_cast<std::uint32_t>(index));
    ++d.exact;
  }
  return d;
}

}  // namespace clc
