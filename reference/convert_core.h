// The bit-exact core of convert_*: integer arithmetic on the bits, rounding mode as an
// argument. No host floating-point type or environment is used anywhere here.
//
// Written branch-light on purpose: the batch loops instantiate it with the saturation and
// rounding mode as constants, and random inputs would mispredict a branch per lane on the
// range, subnormal and overflow cases; every such case is a select instead.
#pragma once

#include <cstdint>

#include "reference/expectation.h"
#include "reference/scalar_type.h"
#include "reference/variant.h"

namespace clc::core {

// The core is instantiated for 121 type pairs in one translation unit; without forcing,
// the compiler stops inlining it into the batch loops, which then pay a call per lane.
#define CLC_CORE_INLINE inline __attribute__((always_inline))

// A source value: (-1)^neg * mag * 2^exp (mag == 0 for a zero), or a NaN or infinity.
// mag < 2^54 for a floating-point source, so a right shift clamped to 63 loses nothing.
struct Value {
  std::uint64_t mag = 0;
  int exp = 0;
  // Flags as int, not bool: GCC packs adjacent bools into one register and spends a dozen
  // instructions a lane taking them apart again.
  int neg = 0;
  int nan = 0;
  int inf = 0;
  int subnormal = 0;  // a floating-point input with a zero exponent field and nonzero fraction
};

// The expectation of one lane before denormal flushing is considered.
struct Lane {
  std::uint64_t bits = 0;
  Allowance allowance = Allowance::kExact;
};

constexpr std::uint64_t LowMask(int bits) {
  return bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
}

// The exponent of the smallest normal number of a floating-point type (0 for an integer).
constexpr int Emin(ScalarType t) {
  return IsFloat(t) ? 2 - (1 << (Traits(t).exponent_bits - 1)) : 0;
}

// A shift count for a result that is only used where 1 <= s (right) or 0 <= s (left):
// elsewhere any count in range will do. min() on unsigned is one cmov; a two-sided clamp
// became a branch.
constexpr int RightShiftCount(int s) {
  const unsigned t = static_cast<unsigned>(s - 1);
  return 1 + static_cast<int>(t < 62u ? t : 62u);
}
constexpr int LeftShiftCount(int s) {
  const unsigned t = static_cast<unsigned>(s);
  return static_cast<int>(t < 63u ? t : 63u);
}

// Hides a value from the optimiser. GCC turns some selects computed as data flow back into
// branches (it splits the paths on a value it can see the range of), and random inputs
// mispredict every one of them; an empty asm statement ends that reasoning.
template <typename T>
CLC_CORE_INLINE T Opaque(T x) {
#if defined(__GNUC__)
  __asm__("" : "+r"(x));
#endif
  return x;
}

// `a` where `c` holds, else `b`, by masking, never a branch (but folded when `c` is known at
// compile time, as the rounding mode's conditions are in the batch loops).
CLC_CORE_INLINE std::uint64_t Select(bool c, std::uint64_t a, std::uint64_t b) {
  if (__builtin_constant_p(c)) return c ? a : b;
  return b ^ ((a ^ b) & Opaque(0 - static_cast<std::uint64_t>(c)));
}
// Select without the asm barrier, for code simple enough that the compiler vectorises it
// (integer to integer), which the barrier would prevent.
constexpr std::uint64_t Blend(bool c, std::uint64_t a, std::uint64_t b) {
  return b ^ ((a ^ b) & (0 - static_cast<std::uint64_t>(c)));
}
CLC_CORE_INLINE int SelectInt(bool c, int a, int b) {
  return static_cast<int>(
      static_cast<std::int64_t>(Select(c, static_cast<std::uint64_t>(static_cast<std::int64_t>(a)),
                                       static_cast<std::uint64_t>(static_cast<std::int64_t>(b)))));
}

template <ScalarType S>
CLC_CORE_INLINE Value Decode(std::uint64_t bits) {
  constexpr auto tr = Traits(S);
  constexpr int kBits = 8 * tr.bytes;
  Value v;
  bits &= LowMask(kBits);
  if constexpr (!tr.is_float) {
    v.neg = tr.is_signed && ((bits >> (kBits - 1)) & 1) != 0;
    const std::uint64_t flip = 0 - static_cast<std::uint64_t>(v.neg);
    v.mag = LowMask(kBits) & ((bits ^ flip) - flip);  // |INT_MIN| fits: it is unsigned
    v.exp = 0;
  } else {
    constexpr int kF = tr.fraction_bits;
    constexpr int kE = tr.exponent_bits;
    constexpr int kBias = (1 << (kE - 1)) - 1;
    const std::uint64_t frac = bits & LowMask(kF);
    const int field = static_cast<int>((bits >> kF) & LowMask(kE));
    const bool special = field == static_cast<int>(LowMask(kE));
    v.neg = ((bits >> (kBits - 1)) & 1) != 0;
    v.nan = special && frac != 0;
    v.inf = special && frac == 0;
    v.subnormal = field == 0 && frac != 0;
    const int normal = Opaque(static_cast<int>(field != 0));
    v.mag = frac | (static_cast<std::uint64_t>(normal) << kF);
    v.exp = field + 1 - normal - kBias - kF;  // a subnormal has the exponent of field 1
  }
  return v;
}

// mag / 2^shift rounded to an integer under `mode`, for 1 <= shift <= 63. A larger shift
// may be clamped to 63 when mag < 2^62: the quotient is 0 and the remainder below half.
// The rounding adds a mode's bias to the remainder and keeps the carry out of it.
CLC_CORE_INLINE std::uint64_t RoundRightShift(std::uint64_t mag, int shift, bool neg,
                                              RoundingMode mode) {
  const std::uint64_t mask = ~(~std::uint64_t{0} << shift);
  const std::uint64_t q = mag >> shift;
  const std::uint64_t rem = mag & mask;
  const std::uint64_t neg_mask = 0 - static_cast<std::uint64_t>(neg);
  std::uint64_t bias = 0;
  switch (mode) {
    case RoundingMode::kRte: bias = (mask >> 1) + (q & 1); break;  // a tie rounds up from odd q
    case RoundingMode::kRtz: bias = 0; break;
    case RoundingMode::kRtp: bias = mask & ~neg_mask; break;
    case RoundingMode::kRtn: bias = mask & neg_mask; break;
  }
  return q + ((rem + bias) >> shift);  // rem + bias < 2^(shift + 1): no overflow
}

// The largest magnitude of D on the side of `neg`, which is also what _sat clamps to there:
// 2^(bits-1) (INT_MIN's bits) or 2^(bits-1) - 1 when signed, 0 or 2^bits - 1 when unsigned.
template <ScalarType D>
constexpr std::uint64_t Limit(bool neg) {
  constexpr int kBits = Bits(D);
  if constexpr (IsSigned(D)) {
    return LowMask(kBits - 1) + static_cast<std::uint64_t>(neg);
  } else {
    return LowMask(kBits) & (static_cast<std::uint64_t>(neg) - 1);
  }
}

// Integer to integer: out-of-range values clamp under _sat and keep their low bits otherwise.
template <ScalarType S, ScalarType D>
CLC_CORE_INLINE Lane IntToInteger(const Value& v, bool sat) {
  constexpr std::uint64_t kMask = LowMask(Bits(D));
  const std::uint64_t flip = 0 - static_cast<std::uint64_t>(v.neg);
  const std::uint64_t limit = Limit<D>(v.neg);
  const bool in_range = v.mag <= limit;
  const std::uint64_t wrapped = ((v.mag ^ flip) - flip) & kMask;
  return Lane{Blend(in_range | !sat, wrapped, limit), Allowance::kExact};
}

// Floating point to integer: exact under the mode in range; out of range (and NaN) clamps
// under _sat and is implementation-defined otherwise.
template <ScalarType S, ScalarType D>
CLC_CORE_INLINE Lane FloatToInteger(const Value& v, bool sat, RoundingMode mode) {
  constexpr auto tr = Traits(S);
  constexpr int kF = tr.fraction_bits;
  constexpr std::uint64_t kMask = LowMask(Bits(D));
  // The leading bit of a normal input is bit kF of mag, so exp + kF is its exponent; a
  // subnormal or zero input has a negative one. At 2^64 or above no destination holds it.
  // Infinities and NaNs have the largest exponent field, which is that high unless S is half.
  constexpr int kSpecialTop = (1 << tr.exponent_bits) - (1 << (tr.exponent_bits - 1));
  constexpr bool kSpecialIsHuge = kSpecialTop >= 64;
  bool huge = v.exp + kF >= 64;
  if constexpr (!kSpecialIsHuge) huge |= v.nan | v.inf;
  const std::uint64_t left = v.mag << LeftShiftCount(v.exp);
  const std::uint64_t right = RoundRightShift(v.mag, RightShiftCount(-v.exp), v.neg, mode);
  const std::uint64_t r = Select(v.exp >= 0, left, right);
  const std::uint64_t limit = Limit<D>(v.neg);
  const bool in_range = !huge & (r <= limit);
  const std::uint64_t flip = 0 - static_cast<std::uint64_t>(v.neg);
  const std::uint64_t exact = ((r ^ flip) - flip) & kMask;
  const std::uint64_t clamped = limit & (static_cast<std::uint64_t>(v.nan) - 1);  // NaN: 0
  Lane lane;
  lane.bits = Select(in_range, exact, clamped);
  // kExact is 0 and kImplementationDefined 3: the enum's values are pinned down below.
  lane.allowance = static_cast<Allowance>(
      Select(!(in_range | sat), static_cast<unsigned>(Allowance::kImplementationDefined), 0));
  return lane;
}

// What converting S to the floating-point type D needs, fixed by the pair.
template <ScalarType S, ScalarType D>
struct ToFloatingShape {
  static constexpr int kBits = 8 * Traits(D).bytes;
  static constexpr int kF = Traits(D).fraction_bits;
  static constexpr int kE = Traits(D).exponent_bits;
  static constexpr int kBias = (1 << (kE - 1)) - 1;
  static constexpr int kEmin = Emin(D);
  static constexpr std::uint64_t kInfBits = LowMask(kE) << kF;
  static constexpr std::uint64_t kMaxFinite = kInfBits - 1;
  static constexpr int kSrcF = Traits(S).fraction_bits;
  // Every value of S is one of D: nothing to round, nothing overflows.
  static constexpr bool kExact =
      IsFloat(S) ? kSrcF <= kF && Traits(S).exponent_bits <= kE : Bits(S) <= kF + 1;
  // Where S's subnormals are subnormal in D too, exp + kSrcF serves as the exponent of a
  // float's leading bit (it is exact for normals) and no bit count is needed.
  static constexpr bool kNormalizes = !IsFloat(S) || kEmin < Emin(S);
  // A float to a float with fewer fraction bits: shift >= kSrcF - kF > 0, always a rounding.
  static constexpr bool kNarrows = IsFloat(S) && kSrcF > kF;
};

// The exponent of the result's last bit: the leading bit's less D's fraction bits, never
// below the subnormals'.
template <ScalarType S, ScalarType D>
CLC_CORE_INLINE int LastBitExponent(const Value& v) {
  using Shape = ToFloatingShape<S, D>;
  int top;
  if constexpr (Shape::kNormalizes) {
    top = v.exp + (63 - __builtin_clzll(v.mag | 1));
  } else {
    top = v.exp + Shape::kSrcF;
  }
  if constexpr (IsFloat(S)) {
    return SelectInt(top > Shape::kEmin, top, Shape::kEmin) - Shape::kF;
  } else {
    return top - Shape::kF;  // an integer of at most 64 bits is never subnormal
  }
}

// v's significand moved to end at exponent `qexp`, rounded under the mode where bits go.
template <ScalarType S, ScalarType D>
CLC_CORE_INLINE std::uint64_t ResultSignificand(const Value& v, int qexp, RoundingMode mode) {
  using Shape = ToFloatingShape<S, D>;
  const int shift = qexp - v.exp;
  if constexpr (Shape::kExact) {
    return v.mag << LeftShiftCount(-shift);
  } else if constexpr (Shape::kNarrows) {
    return RoundRightShift(v.mag, RightShiftCount(shift), v.neg, mode);
  } else {
    const std::uint64_t left = v.mag << LeftShiftCount(-shift);
    const std::uint64_t right = RoundRightShift(v.mag, RightShiftCount(shift), v.neg, mode);
    return Select(shift <= 0, left, right);
  }
}

// `finite` (D's encoding without the sign), or past the largest finite value infinity or the
// largest finite value, as the mode dictates.
template <ScalarType S, ScalarType D>
CLC_CORE_INLINE std::uint64_t Overflowed(std::uint64_t finite, bool neg, RoundingMode mode) {
  using Shape = ToFloatingShape<S, D>;
  bool to_inf = false;
  switch (mode) {
    case RoundingMode::kRte: to_inf = true; break;
    case RoundingMode::kRtz: to_inf = false; break;
    case RoundingMode::kRtp: to_inf = !neg; break;
    case RoundingMode::kRtn: to_inf = neg; break;
  }
  const std::uint64_t limit = Select(to_inf, Shape::kInfBits, Shape::kMaxFinite);
  return Select(finite < limit, finite, limit);
}

// Any value to a floating-point type: IEEE-754 rounding under the mode, with overflow to
// infinity or the largest finite value as the mode dictates, and subnormal results.
template <ScalarType S, ScalarType D>
CLC_CORE_INLINE Lane ToFloating(const Value& v, RoundingMode mode) {
  using Shape = ToFloatingShape<S, D>;
  constexpr int kF = Shape::kF;
  const std::uint64_t sign = static_cast<std::uint64_t>(v.neg) << (Shape::kBits - 1);
  const int qexp = LastBitExponent<S, D>(v);
  const std::uint64_t m = ResultSignificand<S, D>(v, qexp, mode);
  // m has its leading bit at kF (normal), below it (subnormal, qexp minimal) or at kF + 1
  // (rounding carried): adding it to the field less one gives the encoding in every case.
  const std::uint64_t biased = static_cast<std::uint64_t>(qexp + kF + Shape::kBias - 1);
  std::uint64_t finite = (biased << kF) + m;
  if constexpr (!Shape::kExact) finite = Overflowed<S, D>(finite, v.neg, mode);
  if constexpr (Shape::kNormalizes) {
    finite = Select(v.mag == 0, 0, finite);  // the bit count above took 0 for 1
  }
  Lane lane;
  if constexpr (IsFloat(S)) {
    const std::uint64_t special = Shape::kInfBits | (static_cast<std::uint64_t>(v.nan) << (kF - 1));
    finite = Select(v.nan | v.inf, special, finite);
    lane.allowance =
        static_cast<Allowance>(Select(v.nan, static_cast<unsigned>(Allowance::kAnyNan), 0));
  }
  lane.bits = sign | finite;
  return lane;
}

// A floating-point type to itself: the bits, except that a NaN may become any NaN.
template <ScalarType T>
CLC_CORE_INLINE Lane SameFloat(std::uint64_t bits) {
  constexpr auto tr = Traits(T);
  constexpr std::uint64_t kInfBits = LowMask(tr.exponent_bits) << tr.fraction_bits;
  constexpr std::uint64_t kQuietNan = kInfBits | (std::uint64_t{1} << (tr.fraction_bits - 1));
  constexpr std::uint64_t kSign = std::uint64_t{1} << (8 * tr.bytes - 1);
  bits &= LowMask(8 * tr.bytes);
  const bool nan = (bits & ~kSign) > kInfBits;
  Lane lane;
  lane.bits = Select(nan, (bits & kSign) | kQuietNan, bits);
  lane.allowance =
      static_cast<Allowance>(Select(nan, static_cast<unsigned>(Allowance::kAnyNan), 0));
  return lane;
}

template <ScalarType S, ScalarType D>
CLC_CORE_INLINE Lane ConvertValue(const Value& v, bool sat, RoundingMode mode) {
  if constexpr (IsFloat(D)) {
    return ToFloating<S, D>(v, mode);
  } else if constexpr (IsFloat(S)) {
    return FloatToInteger<S, D>(v, sat, mode);
  } else {
    return IntToInteger<S, D>(v, sat);
  }
}

// The result a device that flushes denormals may give instead: a zero of the result's sign
// (a flushed subnormal input converts to the zero of its sign, a flushed result keeps it).
template <ScalarType D>
constexpr std::uint64_t FlushedAlternative(std::uint64_t bits) {
  if constexpr (IsFloat(D)) {
    return bits & (std::uint64_t{1} << (Bits(D) - 1));
  } else {
    return 0;
  }
}

// One lane: the bits and the allowance, flushing considered; the alternative, where the
// allowance is kFlushedDenormal, is FlushedAlternative<D>(bits).
template <ScalarType S, ScalarType D>
CLC_CORE_INLINE Lane ExpectLane(std::uint64_t bits, bool sat, RoundingMode mode,
                                const FpCaps& caps) {
  const Value v = Decode<S>(bits);
  Lane lane;
  if constexpr (S == D && IsFloat(S)) {
    lane = SameFloat<S>(bits);
  } else {
    lane = ConvertValue<S, D>(v, sat, mode);
  }
  if constexpr (IsFloat(S) || IsFloat(D)) {
    bool flush = false;
    if constexpr (IsFloat(S)) flush = v.subnormal & !caps.Denorm(S);
    if constexpr (IsFloat(D)) {
      constexpr auto tr = Traits(D);
      const std::uint64_t magnitude = lane.bits & LowMask(8 * tr.bytes - 1);
      flush |= !caps.Denorm(D) & (magnitude - 1 < (std::uint64_t{1} << tr.fraction_bits) - 1);
    }
    const bool differs = FlushedAlternative<D>(lane.bits) != lane.bits;
    const bool flushed = flush & differs & (lane.allowance == Allowance::kExact);
    lane.allowance = static_cast<Allowance>(
        static_cast<unsigned>(lane.allowance) |
        Select(flushed, static_cast<unsigned>(Allowance::kFlushedDenormal), 0));
  }
  return lane;
}

// The expectation for one lane on a device with the given denormal support.
template <ScalarType S, ScalarType D>
CLC_CORE_INLINE Expectation Expect(std::uint64_t bits, bool sat, RoundingMode mode,
                                   const FpCaps& caps) {
  const Lane lane = ExpectLane<S, D>(bits, sat, mode, caps);
  Expectation e;
  e.bits = lane.bits;
  e.allowance = lane.allowance;
  e.alt = lane.allowance == Allowance::kFlushedDenormal ? FlushedAlternative<D>(lane.bits) : 0;
  return e;
}

static_assert(static_cast<unsigned>(Allowance::kExact) == 0 &&
                  static_cast<unsigned>(Allowance::kFlushedDenormal) == 1 &&
                  static_cast<unsigned>(Allowance::kAnyNan) == 2 &&
                  static_cast<unsigned>(Allowance::kImplementationDefined) == 3,
              "the core builds allowances arithmetically from these values");

#undef CLC_CORE_INLINE

}  // namespace clc::core
