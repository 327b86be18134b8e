// The bit-exact core of convert_*: integer arithmetic on the bits, rounding mode as an
// argument. No host floating-point type or environment is used anywhere here.
#pragma once

#include <cstdint>

#include "reference/expectation.h"
#include "reference/scalar_type.h"
#include "reference/variant.h"

namespace clc::core {

// A source value: (-1)^neg * mag * 2^exp, or a special kind.
enum class Kind : std::uint8_t { kFinite, kZero, kInf, kNan };
struct Value {
  std::uint64_t mag = 0;
  int exp = 0;
  bool neg = false;
  Kind kind = Kind::kZero;
  bool subnormal = false;  // a floating-point input with a zero exponent field and nonzero fraction
};

constexpr std::uint64_t LowMask(int bits) {
  return bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
}

inline int BitLength(std::uint64_t x) { return x == 0 ? 0 : 64 - __builtin_clzll(x); }

template <ScalarType S>
inline Value Decode(std::uint64_t bits) {
  constexpr auto tr = Traits(S);
  constexpr int kBits = 8 * tr.bytes;
  Value v;
  bits &= LowMask(kBits);
  if constexpr (!tr.is_float) {
    v.neg = tr.is_signed && ((bits >> (kBits - 1)) & 1) != 0;
    v.mag = v.neg ? (LowMask(kBits) & (~bits + 1)) : bits;  // |INT_MIN| fits: it is unsigned
    v.kind = v.mag == 0 ? Kind::kZero : Kind::kFinite;
    v.exp = 0;
  } else {
    constexpr int kF = tr.fraction_bits;
    constexpr int kE = tr.exponent_bits;
    constexpr int kBias = (1 << (kE - 1)) - 1;
    const std::uint64_t frac = bits & LowMask(kF);
    const int field = static_cast<int>((bits >> kF) & LowMask(kE));
    v.neg = ((bits >> (kBits - 1)) & 1) != 0;
    if (field == static_cast<int>(LowMask(kE))) {
      v.kind = frac == 0 ? Kind::kInf : Kind::kNan;
    } else if (field == 0) {
      v.kind = frac == 0 ? Kind::kZero : Kind::kFinite;
      v.subnormal = frac != 0;
      v.mag = frac;
      v.exp = 1 - kBias - kF;
    } else {
      v.kind = Kind::kFinite;
      v.mag = frac | (std::uint64_t{1} << kF);
      v.exp = field - kBias - kF;
    }
  }
  return v;
}

// mag / 2^shift rounded to an integer under `mode`, for shift >= 1.
inline std::uint64_t RoundRightShift(std::uint64_t mag, int shift, bool neg, RoundingMode mode) {
  std::uint64_t q;
  bool half;
  bool sticky;
  if (shift > 64) {
    q = 0;
    half = false;
    sticky = mag != 0;
  } else if (shift == 64) {
    q = 0;
    half = (mag >> 63) != 0;
    sticky = (mag & LowMask(63)) != 0;
  } else {
    q = mag >> shift;
    half = ((mag >> (shift - 1)) & 1) != 0;
    sticky = (mag & LowMask(shift - 1)) != 0;
  }
  bool up = false;
  switch (mode) {
    case RoundingMode::kRte: up = half && (sticky || (q & 1) != 0); break;
    case RoundingMode::kRtz: up = false; break;
    case RoundingMode::kRtp: up = !neg && (half || sticky); break;
    case RoundingMode::kRtn: up = neg && (half || sticky); break;
  }
  return q + (up ? 1 : 0);
}

template <ScalarType S, ScalarType D>
inline Expectation ToInteger(const Value& v, bool sat, RoundingMode mode) {
  constexpr int kBits = Bits(D);
  constexpr bool kSigned = IsSigned(D);
  constexpr std::uint64_t kMask = LowMask(kBits);
  constexpr std::uint64_t kMaxPos = kSigned ? LowMask(kBits - 1) : kMask;
  constexpr std::uint64_t kMaxNegMag = kSigned ? (std::uint64_t{1} << (kBits - 1)) : 0;
  constexpr std::uint64_t kMinBits = kSigned ? (std::uint64_t{1} << (kBits - 1)) : 0;
  constexpr Allowance kOutOfRange =
      IsFloat(S) ? Allowance::kImplementationDefined : Allowance::kExact;
  Expectation e;
  switch (v.kind) {
    case Kind::kNan:
      e.bits = 0;
      e.allowance = sat ? Allowance::kExact : Allowance::kImplementationDefined;
      return e;
    case Kind::kInf:
      e.bits = v.neg ? kMinBits : kMaxPos;
      e.allowance = sat ? Allowance::kExact : Allowance::kImplementationDefined;
      return e;
    case Kind::kZero:
      e.bits = 0;
      return e;
    case Kind::kFinite: break;
  }
  std::uint64_t r = 0;
  bool huge = false;  // beyond 64 bits: out of every destination's range
  if (v.exp >= 0) {
    if (v.exp >= 64 || (v.exp > 0 && (v.mag >> (64 - v.exp)) != 0)) {
      huge = true;
    } else {
      r = v.mag << v.exp;
    }
  } else {
    r = RoundRightShift(v.mag, -v.exp, v.neg, mode);
  }
  const bool in_range = !huge && (v.neg ? r <= kMaxNegMag : r <= kMaxPos);
  if (in_range) {
    e.bits = (v.neg ? (~r + 1) : r) & kMask;
    return e;
  }
  if (sat) {
    e.bits = v.neg ? kMinBits : kMaxPos;
    return e;
  }
  // Integer sources keep the low bits (exact); floating-point ones are implementation-defined.
  e.bits = IsFloat(S) ? (v.neg ? kMinBits : kMaxPos) : ((v.neg ? (~r + 1) : r) & kMask);
  e.allowance = kOutOfRange;
  return e;
}

template <ScalarType D>
inline Expectation ToFloating(const Value& v, RoundingMode mode) {
  constexpr auto tr = Traits(D);
  constexpr int kBits = 8 * tr.bytes;
  constexpr int kF = tr.fraction_bits;
  constexpr int kE = tr.exponent_bits;
  constexpr int kBias = (1 << (kE - 1)) - 1;
  constexpr int kEmin = 1 - kBias;
  constexpr std::uint64_t kMaxField = LowMask(kE) - 1;
  constexpr std::uint64_t kInfBits = LowMask(kE) << kF;
  constexpr std::uint64_t kMaxFinite = (kMaxField << kF) | LowMask(kF);
  const std::uint64_t sign = v.neg ? (std::uint64_t{1} << (kBits - 1)) : 0;
  Expectation e;
  switch (v.kind) {
    case Kind::kNan:
      e.bits = sign | kInfBits | (std::uint64_t{1} << (kF - 1));
      e.allowance = Allowance::kAnyNan;
      return e;
    case Kind::kInf: e.bits = sign | kInfBits; return e;
    case Kind::kZero: e.bits = sign; return e;
    case Kind::kFinite: break;
  }
  const int top = v.exp + BitLength(v.mag) - 1;  // exponent of the leading bit
  int qexp = (top > kEmin ? top : kEmin) - kF;   // exponent of the result's last bit
  const int shift = qexp - v.exp;
  std::uint64_t m = shift <= 0 ? v.mag << -shift : RoundRightShift(v.mag, shift, v.neg, mode);
  if ((m >> (kF + 1)) != 0) {  // rounding carried into a new bit
    m >>= 1;
    ++qexp;
  }
  if (m < (std::uint64_t{1} << kF)) {  // subnormal or zero: qexp is the minimum
    e.bits = sign | m;
    return e;
  }
  const std::int64_t field = static_cast<std::int64_t>(qexp) + kF + kBias;
  if (field > static_cast<std::int64_t>(kMaxField)) {
    bool to_inf = false;
    switch (mode) {
      case RoundingMode::kRte: to_inf = true; break;
      case RoundingMode::kRtz: to_inf = false; break;
      case RoundingMode::kRtp: to_inf = !v.neg; break;
      case RoundingMode::kRtn: to_inf = v.neg; break;
    }
    e.bits = sign | (to_inf ? kInfBits : kMaxFinite);
    return e;
  }
  e.bits = sign | (static_cast<std::uint64_t>(field) << kF) | (m & LowMask(kF));
  return e;
}

template <ScalarType S, ScalarType D>
inline Expectation ConvertValue(const Value& v, bool sat, RoundingMode mode) {
  if constexpr (IsFloat(D)) {
    return ToFloating<D>(v, mode);
  } else {
    return ToInteger<S, D>(v, sat, mode);
  }
}

// The expectation for one lane on a device with the given denormal support.
template <ScalarType S, ScalarType D>
inline Expectation Expect(std::uint64_t bits, bool sat, RoundingMode mode, const FpCaps& caps) {
  const Value v = Decode<S>(bits);
  Expectation e = ConvertValue<S, D>(v, sat, mode);
  if constexpr (IsFloat(S) || IsFloat(D)) {
    if (e.allowance != Allowance::kExact) return e;
    std::uint64_t alt = e.bits;
    if constexpr (IsFloat(S)) {
      if (v.subnormal && !caps.Denorm(S)) {
        Value zero;
        zero.neg = v.neg;
        alt = ConvertValue<S, D>(zero, sat, mode).bits;
      }
    }
    if constexpr (IsFloat(D)) {
      constexpr auto tr = Traits(D);
      const std::uint64_t magnitude = e.bits & LowMask(8 * tr.bytes - 1);
      if (!caps.Denorm(D) && magnitude != 0 && magnitude < (std::uint64_t{1} << tr.fraction_bits)) {
        alt = e.bits & ~magnitude;  // the zero of the same sign
      }
    }
    if (alt != e.bits) {
      e.alt = alt;
      e.allowance = Allowance::kFlushedDenormal;
    }
  }
  return e;
}

}  // namespace clc::core
