// Expected digests: the reference's lanes folded into the shared lane hash.
#include "reference/digest.h"

#include <algorithm>

namespace clc {

namespace {

constexpr std::size_t kBlock = 4096;

// Folds one block of the reference's compact output into the digest.
template <typename Out>
void Fold(ScalarType dst, std::uint64_t first, std::size_t n, const Out* bits,
          const Allowance* allowance, const SkipRanges& skip, ChunkDigest& d) {
  std::uint64_t sum = 0;
  std::uint64_t counts[4] = {0, 0, 0, 0};  // by allowance, skipped lanes excluded
  std::uint64_t skipped = 0;
  bool hold = true;
  const bool float_dst = IsFloat(dst);
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t index = first + i;
    const bool skip_lane = skip.Contains(static_cast<std::uint32_t>(index));
    const auto a = static_cast<unsigned>(allowance[i]);
    hold &= skip_lane == (a == static_cast<unsigned>(Allowance::kImplementationDefined));
    if (skip_lane) {
      ++skipped;
      continue;
    }
    const std::uint64_t b = float_dst ? DigestBits(dst, bits[i]) : std::uint64_t{bits[i]};
    sum += LaneHash(index, b);
    ++counts[a & 3];
  }
  d.sum += sum;
  d.exact += counts[static_cast<unsigned>(Allowance::kExact)];
  d.flushable += counts[static_cast<unsigned>(Allowance::kFlushedDenormal)];
  d.any_nan += counts[static_cast<unsigned>(Allowance::kAnyNan)];
  d.skipped += skipped;
  d.ranges_hold = d.ranges_hold && hold;
}

template <typename Out>
ChunkDigest DigestBlocks(const Conversion& c, const FpCaps& caps, std::uint64_t first,
                         std::uint64_t count, const SkipRanges& skip) {
  ChunkDigest d;
  std::uint32_t operands[kBlock];
  Out bits[kBlock];
  Allowance allowance[kBlock];
  for (std::uint64_t at = first; at < first + count; at += kBlock) {
    const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(kBlock, first + count - at));
    for (std::size_t i = 0; i < n; ++i) operands[i] = static_cast<std::uint32_t>(at + i);
    ExpectBatchCompact(c, caps, operands, n, bits, allowance);
    Fold(c.dst, at, n, bits, allowance, skip, d);
  }
  return d;
}

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
  switch (Bytes(c.dst)) {
    case 1: return DigestBlocks<std::uint8_t>(c, caps, first, count, skip);
    case 2: return DigestBlocks<std::uint16_t>(c, caps, first, count, skip);
    case 4: return DigestBlocks<std::uint32_t>(c, caps, first, count, skip);
    default: return DigestBlocks<std::uint64_t>(c, caps, first, count, skip);
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
