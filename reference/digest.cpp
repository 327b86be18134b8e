// Expected digests: the reference's lanes folded into the shared lane hash.
#include "reference/digest.h"

#include <algorithm>
#include <cstring>
#include <optional>

namespace clc {

namespace {

constexpr std::size_t kBlock = 4096;

// Folds one block of the reference's compact output into the digest.
template <typename Out>
void Fold(ScalarType dst, std::uint64_t first, std::size_t n, const std::uint64_t* operands,
          const Out* bits, const Allowance* allowance, const SkipRanges& skip, ChunkDigest& d) {
  std::uint64_t sum = 0;
  std::uint64_t counts[4] = {0, 0, 0, 0};  // by allowance, skipped lanes excluded
  std::uint64_t skipped = 0;
  bool hold = true;
  const bool float_dst = IsFloat(dst);
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t index = first + i;
    const bool skip_lane = skip.Contains(operands[i]);
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

// The operands of lanes at .. at+n-1: `wide` for the skip test, `packed` in the source type.
void MakeOperands(const LaneStream& s, std::uint64_t at, std::size_t n, std::uint64_t* wide,
                  std::uint8_t* packed) {
  const int size = Bytes(s.src);
  for (std::size_t i = 0; i < n; ++i) {
    wide[i] = s.Operand(at + i);
    std::memcpy(packed + i * size, &wide[i], size);  // little-endian host
  }
}

template <typename Out>
void FoldJob(const DigestJob& job, const FpCaps& caps, std::uint64_t at, std::size_t n,
             const std::uint64_t* wide, const std::uint8_t* packed, ChunkDigest& d) {
  Out bits[kBlock];
  Allowance allowance[kBlock];
  ExpectBatchCompact(job.c, caps, packed, n, bits, allowance);
  Fold(job.c.dst, at, n, wide, bits, allowance, job.skip, d);
}

void FoldIdentity(int keep_of_four, std::uint64_t at, std::size_t n, const std::uint64_t* wide,
                  ChunkDigest& d) {
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t index = at + i;
    if (keep_of_four == 3 && index % 4 == 3) continue;
    d.sum += LaneHash(index, wide[i]);
    ++d.exact;
  }
}

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

ChunkDigest ExpectedDigest(const Conversion& c, const FpCaps& caps, const LaneStream& s,
                           std::uint64_t first, std::uint64_t count, const SkipRanges& skip) {
  ChunkDigest d;
  AddExpectedDigests({DigestJob{false, 0, c, skip}}, caps, s, first, count, &d);
  return d;
}

void Add(ChunkDigest& a, const ChunkDigest& b) {
  a.sum += b.sum;
  a.exact += b.exact;
  a.any_nan += b.any_nan;
  a.skipped += b.skipped;
  a.flushable += b.flushable;
  a.ranges_hold = a.ranges_hold && b.ranges_hold;
}

void AddExpectedDigests(const std::vector<DigestJob>& jobs, const FpCaps& caps, const LaneStream& s,
                        std::uint64_t first, std::uint64_t count, ChunkDigest* out) {
  std::uint64_t wide[kBlock];
  std::uint8_t packed[kBlock * 8];
  for (std::uint64_t at = first; at < first + count; at += kBlock) {
    const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(kBlock, first + count - at));
    MakeOperands(s, at, n, wide, packed);
    for (std::size_t j = 0; j < jobs.size(); ++j) {
      const DigestJob& job = jobs[j];
      if (job.identity) {
        FoldIdentity(job.keep_of_four, at, n, wide, out[j]);
        continue;
      }
      switch (Bytes(job.c.dst)) {
        case 1: FoldJob<std::uint8_t>(job, caps, at, n, wide, packed, out[j]); break;
        case 2: FoldJob<std::uint16_t>(job, caps, at, n, wide, packed, out[j]); break;
        case 4: FoldJob<std::uint32_t>(job, caps, at, n, wide, packed, out[j]); break;
        default: FoldJob<std::uint64_t>(job, caps, at, n, wide, packed, out[j]); break;
      }
    }
  }
}

ChunkDigest ExpectedIdentityDigest(const LaneStream& s, std::uint64_t first, std::uint64_t count,
                                   int keep_of_four) {
  ChunkDigest d;
  AddExpectedDigests({DigestJob{true, keep_of_four, {}, {}}}, FpCaps{}, s, first, count, &d);
  return d;
}

}  // namespace clc
