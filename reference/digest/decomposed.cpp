// Decompose once, derive many: the lane kernels of reference/digest/decomposed.h. Every loop body
// is straight-line arithmetic on 64-bit lanes (a comparison gives 0 or 1, a select is a
// mask), so that the compiler vectorises it; convert_core.h has the same arithmetic one lane
// and one conversion at a time, and decomposed_test checks the two against each other.
#include "reference/digest/decomposed.h"

#include <algorithm>
#include <array>

#include "reference/convert_core.h"
#include "reference/digest/integer_lanes.h"
#include "reference/digest/lane_math.h"
#include "reference/multiversion.h"

namespace clc {

namespace {

using lane_math::I64;
using lane_math::Mask;
using lane_math::Pick;
using lane_math::U64;
using Lanes = OperandParts::Lanes;
using integer_lanes::ClampedIntegerLanes;
using integer_lanes::ClampLanes;
using integer_lanes::DecomposeIntegerLanes;
using integer_lanes::DeriveIntegerLanes;
using integer_lanes::IntegerDstOf;
using integer_lanes::IntegerToIntegerLanes;
using integer_lanes::kIntegerFraction;

// A floating-point format as data, for loops that are not instantiated per type.
struct Format {
  int bits;      // total width
  int fraction;  // explicit fraction bits
  int exponent;  // exponent field bits
  int bias;
  int emin;  // exponent of the smallest normal number
};

Format FormatOf(ScalarType t) {
  const ScalarTraits& tr = Traits(t);
  return {8 * tr.bytes, tr.fraction_bits, tr.exponent_bits, (1 << (tr.exponent_bits - 1)) - 1,
          core::Emin(t)};
}

// mag / 2^shift rounded under each mode (1 <= shift; a shift past 63 counts as 63, which
// loses nothing for a significand below 2^62; shift < 1 gives values that are not used):
// the truncated quotient, and the increments round-to-nearest-even and the directed modes
// add to it, from the round bit (the first one shifted out) and the sticky bits below it.
// Every shift count is a plain minimum and every shifted value a lane's own: GCC vectorises
// a 64-bit shift only so (it narrows a count computed further to int, and gives up on a
// constant shifted by a lane's count).
struct Quotient {
  U64 q, rte_inc, inexact;
};
__attribute__((always_inline)) inline Quotient Divide(U64 mag, I64 shift) {
  const U64 s = std::min<U64>(static_cast<U64>(shift), 63);
  const U64 s1 = std::min<U64>(static_cast<U64>(shift - 1), 63);
  const U64 q = mag >> s;
  const U64 above_round = mag >> s1;
  const U64 round = above_round & 1;
  const U64 sticky = static_cast<U64>((above_round << s1) != mag);
  return {q, round & (sticky | (q & 1)), static_cast<U64>((q << s) != mag)};
}

// A rounding mode as 0/1 lane constants: round to nearest even, or away from zero on the
// side of +infinity or of -infinity (rtz is none of them).
struct Mode {
  U64 rte, up_pos, up_neg;
  explicit Mode(int m)  // RoundingMode's order: rte, rtz, rtp, rtn
      : rte(m == 0 ? 1 : 0), up_pos(m == 2 ? 1 : 0), up_neg(m == 3 ? 1 : 0) {}
  // Whether rounding away from zero is this mode's direction for a value of sign neg (rte
  // counts as away: an overflow goes to infinity).
  U64 Away(U64 neg) const { return rte | (up_pos & (1 - neg)) | (up_neg & neg); }
  U64 Increment(const Quotient& d, U64 neg) const {
    return (rte & d.rte_inc) | (d.inexact & ((up_pos & (1 - neg)) | (up_neg & neg)));
  }
};

CLC_MULTIVERSION
void DecomposeLanes(Format f, const U64* __restrict ops, std::size_t n, Lanes& parts) {
  const U64 emax = Mask(f.exponent);
  const Mode rte(0), rtp(2), rtn(3);
  for (std::size_t i = 0; i < n; ++i) {
    const U64 b = ops[i];
    const U64 frac = b & Mask(f.fraction);
    const U64 field = (b >> f.fraction) & emax;
    const U64 special = static_cast<U64>(field == emax);
    const U64 nonzero_frac = static_cast<U64>(frac != 0);
    const U64 normal = static_cast<U64>(field != 0);
    const U64 mag = frac | (normal << f.fraction);
    const I64 e = static_cast<I64>(field + 1 - normal) - f.bias - f.fraction;
    parts.nan[i] = special & nonzero_frac;
    parts.special[i] = special;
    parts.subnormal[i] = (1 - normal) & nonzero_frac;
    // A half's infinity is below 2^64: the specials count as huge themselves.
    parts.huge[i] = static_cast<U64>(e + f.fraction >= 64) | special;
    parts.mag[i] = mag;
    parts.exp[i] = e;
    // At e >= 0 the value is an integer already (a shift past 63 only where it is huge).
    const U64 left = mag << std::min<U64>(static_cast<U64>(e), 63);
    const Quotient d = Divide(mag, -e);
    const U64 up = static_cast<U64>(e < 0);
    const U64 base = Pick(up, d.q, left);
    const U64 neg = (b >> (f.bits - 1)) & 1;
    parts.neg[i] = neg;
    parts.rounded[0][i] = base + (up & rte.Increment(d, neg));
    parts.rounded[1][i] = base;
    parts.rounded[2][i] = base + (up & rtp.Increment(d, neg));
    parts.rounded[3][i] = base + (up & rtn.Increment(d, neg));
  }
}

// A floating-point destination with fewer fraction bits than the source and a smaller
// exponent range (for an integer source, see kIntegerFraction: its results are rounded
// where they need to be, and exact where the destination holds every value).
struct NarrowerDst {
  Format src, dst;
  U64 flush_src, flush_dst;
};

// What every rounding mode's lane of a narrower destination shares: the quotient at the
// destination's precision, its round and sticky bits, and the exponent field it goes into.
struct NarrowerLane {
  U64 neg;
  U64 q, rte_inc, inexact;  // the Quotient's, apart: the loops vectorise only plain lanes
  U64 field;  // the biased exponent, shifted to its place (the significand's carry adds to it)
};
__attribute__((always_inline)) inline NarrowerLane ShareNarrower(const Lanes& parts, std::size_t i,
                                                                 const NarrowerDst& d) {
  const int kf = d.dst.fraction;
  const I64 top = parts.exp[i] + d.src.fraction;
  const I64 qexp = static_cast<I64>(Pick(static_cast<U64>(top > d.dst.emin), static_cast<U64>(top),
                                         static_cast<U64>(static_cast<I64>(d.dst.emin)))) -
                   kf;
  const Quotient q = Divide(parts.mag[i], qexp - parts.exp[i]);
  // The significand's carry into the exponent field gives the right encoding in every case.
  const U64 biased = static_cast<U64>(qexp + kf + d.dst.bias - 1);
  return {parts.neg[i], q.q, q.rte_inc, q.inexact, biased << kf};
}

// One rounding mode's lane from what the modes share. An integer operand (kFloatSrc false) is
// neither special nor subnormal, and its results are exact or normal in every destination
// (1 is normal in each), never flushable: every lane exact.
template <bool kFloatSrc>
__attribute__((always_inline)) inline void NarrowerResult(const Lanes& parts, std::size_t i,
                                                          const NarrowerDst& d,
                                                          const NarrowerLane& s, const Mode& m,
                                                          U64& bits, Allowance& allowance) {
  const int kf = d.dst.fraction;
  const U64 inf_bits = Mask(d.dst.exponent) << kf;
  U64 finite = s.field + s.q + m.Increment(Quotient{s.q, s.rte_inc, s.inexact}, s.neg);
  const U64 limit = Pick(m.Away(s.neg), inf_bits, inf_bits - 1);
  finite = Pick(static_cast<U64>(finite < limit), finite, limit);
  if constexpr (kFloatSrc) {
    finite = Pick(parts.special[i], inf_bits | (parts.nan[i] << (kf - 1)), finite);
  }
  const U64 b = (s.neg << (d.dst.bits - 1)) | finite;
  bits = b;
  if constexpr (kFloatSrc) {
    const U64 nan_allowed = parts.nan[i];
    const U64 magnitude = b & Mask(d.dst.bits - 1);
    const U64 tiny = static_cast<U64>(magnitude - 1 < (U64{1} << kf) - 1);
    const U64 flush = (d.flush_src & parts.subnormal[i]) | (d.flush_dst & tiny);
    const U64 flushed = flush & static_cast<U64>(magnitude != 0) & (1 - nan_allowed);
    allowance = static_cast<Allowance>(nan_allowed * 2 + flushed);
  }  // else every lane exact (OperandParts::Derived::exact)
}

template <bool kFloatSrc>
__attribute__((always_inline)) inline void NarrowerLanes(const Lanes& parts, std::size_t n,
                                                         const NarrowerDst& d, int mode,
                                                         U64* __restrict bits,
                                                         Allowance* __restrict allowance) {
  const Mode m(mode);
  for (std::size_t i = 0; i < n; ++i)
    NarrowerResult<kFloatSrc>(parts, i, d, ShareNarrower(parts, i, d), m, bits[i], allowance[i]);
}

// A floating-point destination's lanes of one rounding mode; `float_src` 0 for an integer
// source (NarrowerResult).
CLC_MULTIVERSION
void DeriveNarrowerLanes(const Lanes& parts, std::size_t n, NarrowerDst d, int mode, bool float_src,
                         U64* __restrict bits, Allowance* __restrict allowance) {
  if (float_src) {
    NarrowerLanes<true>(parts, n, d, mode, bits, allowance);
  } else {
    NarrowerLanes<false>(parts, n, d, mode, bits, allowance);
  }
}

// Every rounding mode's lanes (RoundingMode's order) in one pass, each mode's through a pointer
// of its own so that the compiler vectorises the loop.
template <bool kFloatSrc>
__attribute__((always_inline)) inline void NarrowerModes(
    const Lanes& parts, std::size_t n, const NarrowerDst& d, U64* __restrict rte_bits,
    U64* __restrict rtz_bits, U64* __restrict rtp_bits, U64* __restrict rtn_bits,
    Allowance* __restrict rte_allowance, Allowance* __restrict rtz_allowance,
    Allowance* __restrict rtp_allowance, Allowance* __restrict rtn_allowance) {
  const Mode rte(0), rtz(1), rtp(2), rtn(3);
  for (std::size_t i = 0; i < n; ++i) {
    const NarrowerLane s = ShareNarrower(parts, i, d);
    NarrowerResult<kFloatSrc>(parts, i, d, s, rte, rte_bits[i], rte_allowance[i]);
    NarrowerResult<kFloatSrc>(parts, i, d, s, rtz, rtz_bits[i], rtz_allowance[i]);
    NarrowerResult<kFloatSrc>(parts, i, d, s, rtp, rtp_bits[i], rtp_allowance[i]);
    NarrowerResult<kFloatSrc>(parts, i, d, s, rtn, rtn_bits[i], rtn_allowance[i]);
  }
}

// DeriveNarrowerLanes of all four modes.
CLC_MULTIVERSION
void DeriveNarrowerModes(const Lanes& parts, std::size_t n, NarrowerDst d, bool float_src,
                         U64* const* bits, Allowance* const* allowance) {
  if (float_src) {
    NarrowerModes<true>(parts, n, d, bits[0], bits[1], bits[2], bits[3], allowance[0], allowance[1],
                        allowance[2], allowance[3]);
  } else {
    NarrowerModes<false>(parts, n, d, bits[0], bits[1], bits[2], bits[3], allowance[0],
                         allowance[1], allowance[2], allowance[3]);
  }
}

// A float to a floating-point type that holds each of its values (a wider one, or itself):
// the value exactly, a NaN the destination's quiet NaN of its sign (any NaN is correct), a
// subnormal operand flushable where flush_src is 1. Of a wider type every subnormal operand
// is normal in the destination (its leading bit found with a count of leading zeros); a type
// to itself keeps the operand's bits (`same`).
struct WiderDst {
  Format dst;
  U64 same, flush_src;
};

CLC_MULTIVERSION
void DeriveWiderLanes(const Lanes& parts, const U64* __restrict ops, std::size_t n, WiderDst d,
                      U64* __restrict bits, Allowance* __restrict allowance) {
  const int f = d.dst.fraction;
  const U64 inf = Mask(d.dst.exponent) << f;
  const U64 quiet = inf | (U64{1} << (f - 1));
  for (std::size_t i = 0; i < n; ++i) {
    const U64 mag = parts.mag[i];
    const U64 nan = parts.nan[i];
    const U64 sign = parts.neg[i] << (d.dst.bits - 1);
    const auto msb = static_cast<U64>(63 - __builtin_clzll(mag | 1));
    const auto field = static_cast<U64>(parts.exp[i] + static_cast<I64>(msb) + d.dst.bias);
    const U64 value = (field << f) | ((mag << (static_cast<U64>(f) - msb)) & Mask(f));
    U64 finite = Pick(static_cast<U64>(mag != 0), value, 0);
    finite = Pick(parts.special[i], inf | (nan << (f - 1)), finite);
    const U64 own = Pick(nan, sign | quiet, ops[i] & Mask(d.dst.bits));
    bits[i] = Pick(d.same, own, sign | finite);
    allowance[i] = static_cast<Allowance>(nan * 2 + (d.flush_src & parts.subnormal[i]));
  }
}

bool Narrower(ScalarType src, ScalarType dst) {
  return IsFloat(dst) && Traits(dst).fraction_bits < Traits(src).fraction_bits &&
         Traits(dst).exponent_bits <= Traits(src).exponent_bits;
}

}  // namespace

OperandParts::OperandParts(ScalarType src, const FpCaps& caps)
    : src_(src), caps_(caps), operands_(kBlock), lanes_(1), bits_(kBlock), allowance_(kBlock) {}

void OperandParts::Decompose(const std::uint64_t* operands, std::size_t n) {
  n_ = n;
  std::copy(operands, operands + n, operands_.begin());
  for (ModeLanes& m : modes_) m.made = false;
  clamped_made_ = false;
  if (IsFloat(src_)) {
    DecomposeLanes(FormatOf(src_), operands, n, lanes_[0]);
  } else {
    DecomposeIntegerLanes(Bits(src_), IsSigned(src_) ? 1 : 0, operands, n, lanes_[0]);
  }
}

bool OperandParts::Rounds(const Conversion& c) const {
  return IsFloat(c.dst) && (!IsFloat(src_) || Narrower(src_, c.dst));
}

OperandParts::ModeLanes* OperandParts::ModesOf(ScalarType dst) {
  const auto at =
      std::find_if(modes_.begin(), modes_.end(), [&](const ModeLanes& m) { return m.dst == dst; });
  return at == modes_.end() ? nullptr : &*at;
}

void OperandParts::Expect(const std::vector<Conversion>& cs) {
  modes_.clear();
  for (const Conversion& c : cs) {
    if (!Rounds(c) || ModesOf(c.dst) != nullptr) continue;
    const bool other_mode = std::any_of(cs.begin(), cs.end(), [&](const Conversion& o) {
      return o.dst == c.dst && o.mode != c.mode;
    });
    if (!other_mode) continue;
    modes_.emplace_back();
    modes_.back().dst = c.dst;
  }
}

namespace {

// The allowances of lanes that are all exact, for a Derive whose loop writes none.
static_assert(static_cast<int>(Allowance::kExact) == 0);
constexpr std::array<Allowance, OperandParts::kBlock> kExactLanes{};

OperandParts::Derived Exact(const std::uint64_t* bits) { return {bits, kExactLanes.data(), true}; }

}  // namespace

OperandParts::Derived OperandParts::Derive(const Conversion& c) {
  const int mode = static_cast<int>(c.mode);
  const U64 flush_src = caps_.Denorm(src_) ? 0 : 1;
  U64* bits = bits_.data();
  Allowance* allowance = allowance_.data();
  if (IsFloat(c.dst) && !Rounds(c)) {
    // Same-type flushing: a subnormal operand flushed on the way in or the way out.
    const U64 same = src_ == c.dst ? 1 : 0;
    const U64 flush = flush_src | (same & (caps_.Denorm(c.dst) ? 0 : 1));
    DeriveWiderLanes(lanes_[0], operands_.data(), n_, WiderDst{FormatOf(c.dst), same, flush}, bits,
                     allowance);
  } else if (IsFloat(c.dst)) {
    const Format from =
        IsFloat(src_) ? FormatOf(src_) : Format{Bits(src_), kIntegerFraction, 0, 0, 0};
    const NarrowerDst d{from, FormatOf(c.dst), flush_src, caps_.Denorm(c.dst) ? 0u : 1u};
    ModeLanes* modes = ModesOf(c.dst);
    const bool float_src = IsFloat(src_);
    if (modes == nullptr) {
      DeriveNarrowerLanes(lanes_[0], n_, d, mode, float_src, bits, allowance);
      return float_src ? Derived{bits, allowance} : Exact(bits);
    }
    if (!modes->made) {
      U64* const bits4[] = {modes->bits[0], modes->bits[1], modes->bits[2], modes->bits[3]};
      Allowance* const allowance4[] = {modes->allowance[0], modes->allowance[1],
                                       modes->allowance[2], modes->allowance[3]};
      DeriveNarrowerModes(lanes_[0], n_, d, float_src, bits4, allowance4);
    }
    modes->made = true;
    return float_src ? Derived{modes->bits[mode], modes->allowance[mode]}
                     : Exact(modes->bits[mode]);
  } else if (!IsFloat(src_)) {
    const U64 is_signed = IsSigned(src_) ? 1 : 0;
    IntegerToIntegerLanes(Bits(src_), is_signed, IntegerDstOf(c, flush_src), operands_.data(), n_,
                          bits);
    return Exact(bits);
  } else if (c.saturate && Bits(c.dst) <= 32) {
    if (!clamped_made_) ClampLanes(n_, lanes_[0]);
    clamped_made_ = true;
    ClampedIntegerLanes(lanes_[0], n_, IntegerDstOf(c, flush_src), mode, bits, allowance);
    return flush_src == 0 ? Exact(bits) : Derived{bits, allowance};
  } else {
    DeriveIntegerLanes(lanes_[0], n_, IntegerDstOf(c, flush_src), mode, bits, allowance);
    return c.saturate && flush_src == 0 ? Exact(bits) : Derived{bits, allowance};
  }
  return {bits, allowance};
}

void ExpectBatchAll(const std::vector<Conversion>& cs, const FpCaps& caps,
                    const std::uint64_t* operands, std::size_t n, std::uint64_t* const* bits,
                    Allowance* const* allowance) {
  if (cs.empty()) return;
  OperandParts parts(cs[0].src, caps);
  parts.Expect(cs);
  for (std::size_t at = 0; at < n; at += OperandParts::kBlock) {
    const std::size_t m = std::min(OperandParts::kBlock, n - at);
    parts.Decompose(operands + at, m);
    for (std::size_t k = 0; k < cs.size(); ++k) {
      const OperandParts::Derived d = parts.Derive(cs[k]);
      std::copy(d.bits, d.bits + m, bits[k] + at);
      std::copy(d.allowance, d.allowance + m, allowance[k] + at);
    }
  }
}

}  // namespace clc
