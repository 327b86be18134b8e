// The decomposed reference's integer lane loops (reference/digest/integer_lanes.h).
#include "reference/digest/integer_lanes.h"

#include <algorithm>

#include "reference/digest/lane_math.h"
#include "reference/multiversion.h"

namespace clc::integer_lanes {

namespace {

using lane_math::I64;
using lane_math::Mask;
using lane_math::Negated;
using lane_math::Pick;
using lane_math::SignAndMagnitude;
using lane_math::U64;

// DeriveIntegerLanes' loop, with _sat and the flushing of subnormal operands compiled in or out
// (with _sat and no flushing every lane is exact).
template <bool kSat, bool kFlush>
__attribute__((always_inline)) inline void IntegerLanes(const Lanes& parts, std::size_t n,
                                                        IntegerDst d, int mode,
                                                        U64* __restrict bits,
                                                        Allowance* __restrict allowance) {
  const U64* __restrict r = parts.rounded[mode];
  for (std::size_t i = 0; i < n; ++i) {
    const U64 neg = parts.neg[i];
    const U64 limit = Pick(neg, d.limit_neg, d.limit_pos);
    const U64 in_range = (1 - parts.huge[i]) & static_cast<U64>(r[i] <= limit);
    const U64 exact = Negated(r[i], neg) & d.mask;
    const U64 b = Pick(in_range, exact, limit & (parts.nan[i] - 1));
    bits[i] = b;
    const U64 undefined = kSat ? 0 : 1 - in_range;
    if constexpr (kFlush) {
      const U64 flushed = parts.subnormal[i] & static_cast<U64>(b != 0) & (1 - undefined);
      allowance[i] = static_cast<Allowance>(undefined * 3 + flushed);
    } else if constexpr (!kSat) {
      allowance[i] = static_cast<Allowance>(undefined * 3);
    }  // else every lane exact (OperandParts::Derived::exact)
  }
}

// ClampedIntegerLanes' loop, the flushing of subnormal operands compiled in or out.
template <bool kFlush>
__attribute__((always_inline)) inline void ClampLanesTo(const Lanes& parts, std::size_t n,
                                                        IntegerDst d, int mode,
                                                        U64* __restrict bits,
                                                        Allowance* __restrict allowance) {
  const I64* __restrict v = parts.clamped[mode];
  const I64 lo = 0 - static_cast<I64>(d.limit_neg);
  const auto hi = static_cast<I64>(d.limit_pos);
  for (std::size_t i = 0; i < n; ++i) {
    const U64 b = static_cast<U64>(std::min(std::max(v[i], lo), hi)) & d.mask;
    bits[i] = b;
    if constexpr (kFlush) {
      allowance[i] = static_cast<Allowance>(parts.subnormal[i] & static_cast<U64>(b != 0));
    }  // else every lane exact (OperandParts::Derived::exact)
  }
}

}  // namespace

CLC_MULTIVERSION
void DecomposeIntegerLanes(int bits, U64 is_signed, const U64* __restrict ops, std::size_t n,
                           Lanes& parts) {
  for (std::size_t i = 0; i < n; ++i) {
    const auto [neg, mag] = SignAndMagnitude(ops[i], bits, is_signed);
    const U64 lead = static_cast<U64>(__builtin_clzll(mag | 1));
    parts.neg[i] = neg;
    parts.nan[i] = 0;
    parts.special[i] = 0;
    parts.subnormal[i] = 0;
    parts.mag[i] = mag << lead;
    parts.exp[i] = mag == 0 ? -4096 : static_cast<I64>(lead) * -1;
  }
}

IntegerDst IntegerDstOf(const Conversion& c, U64 flush_src) {
  const int b = Bits(c.dst);
  return IsSigned(c.dst) ? IntegerDst{Mask(b - 1), Mask(b - 1) + 1, Mask(b), c.saturate, flush_src}
                         : IntegerDst{Mask(b), 0, Mask(b), c.saturate, flush_src};
}

CLC_MULTIVERSION
void DeriveIntegerLanes(const Lanes& parts, std::size_t n, IntegerDst d, int mode,
                        U64* __restrict bits, Allowance* __restrict allowance) {
  if (d.sat != 0 && d.flush_src == 0) {
    IntegerLanes<true, false>(parts, n, d, mode, bits, allowance);
  } else if (d.sat != 0) {
    IntegerLanes<true, true>(parts, n, d, mode, bits, allowance);
  } else if (d.flush_src == 0) {
    IntegerLanes<false, false>(parts, n, d, mode, bits, allowance);
  } else {
    IntegerLanes<false, true>(parts, n, d, mode, bits, allowance);
  }
}

CLC_MULTIVERSION
void ClampLanes(std::size_t n, Lanes& parts) {
  constexpr U64 kCap = U64{1} << 62;  // past every destination of 32 bits or fewer
  for (int m = 0; m < 4; ++m) {
    for (std::size_t i = 0; i < n; ++i) {
      const U64 cap = Pick(parts.huge[i], kCap, std::min(parts.rounded[m][i], kCap));
      parts.clamped[m][i] = static_cast<I64>(Negated(cap, parts.neg[i]) & (parts.nan[i] - 1));
    }
  }
}

CLC_MULTIVERSION
void ClampedIntegerLanes(const Lanes& parts, std::size_t n, IntegerDst d, int mode,
                         U64* __restrict bits, Allowance* __restrict allowance) {
  if (d.flush_src == 0) {
    ClampLanesTo<false>(parts, n, d, mode, bits, allowance);
  } else {
    ClampLanesTo<true>(parts, n, d, mode, bits, allowance);
  }
}

CLC_MULTIVERSION
void IntegerToIntegerLanes(int bits, U64 is_signed, IntegerDst d, const U64* __restrict ops,
                           std::size_t n, U64* __restrict out) {
  const int up = 64 - bits;  // shifts the operand's sign bit to bit 63 and back
  if (d.sat == 0 && is_signed != 0) {
    for (std::size_t i = 0; i < n; ++i)
      out[i] = static_cast<U64>(static_cast<I64>(ops[i] << up) >> up) & d.mask;
  } else if (d.sat == 0) {
    for (std::size_t i = 0; i < n; ++i) out[i] = ((ops[i] << up) >> up) & d.mask;
  } else {
    for (std::size_t i = 0; i < n; ++i) {
      const auto [neg, mag] = SignAndMagnitude(ops[i], bits, is_signed);
      const U64 limit = Pick(neg, d.limit_neg, d.limit_pos);
      out[i] = Pick(static_cast<U64>(mag <= limit), Negated(mag, neg) & d.mask, limit);
    }
  }
}

}  // namespace clc::integer_lanes
