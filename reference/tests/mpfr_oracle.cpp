// The MPFR oracle: MPFR rounds, checks the range and emulates subnormals; the encoders only
// write values that are already exactly representable, and check that they are.
#include "reference/tests/mpfr_oracle.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace clc::oracle {
namespace {

mpfr_rnd_t Rnd(RoundingMode mode) {
  switch (mode) {
    case RoundingMode::kRte: return MPFR_RNDN;
    case RoundingMode::kRtz: return MPFR_RNDZ;
    case RoundingMode::kRtp: return MPFR_RNDU;
    case RoundingMode::kRtn: return MPFR_RNDD;
  }
  return MPFR_RNDN;
}

int FpIndex(ScalarType t) { return t == ScalarType::kHalf ? 0 : t == ScalarType::kFloat ? 1 : 2; }

constexpr std::uint64_t Mask(int bits) {
  return bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
}

// IEEE format parameters in MPFR's convention (significand in [1/2, 1)).
struct Format {
  mpfr_prec_t precision;  // significand bits, the hidden one included
  mpfr_exp_t emin;        // exponent of the smallest subnormal, plus one
  mpfr_exp_t emax;        // exponent of infinity's threshold
};
Format FormatOf(ScalarType t) {
  const auto& tr = Traits(t);
  const int bias = (1 << (tr.exponent_bits - 1)) - 1;
  const mpfr_prec_t p = tr.fraction_bits + 1;
  // Smallest subnormal 2^(1 - bias - (p - 1)) = 0.5 x 2^(3 - bias - p); largest finite < 2^(bias +
  // 1).
  return {p, static_cast<mpfr_exp_t>(3 - bias - p), static_cast<mpfr_exp_t>(bias + 1)};
}

// Encodes a half that is exactly representable; false if it is not.
bool EncodeHalf(const mpfr_t y, mpfr_t scratch, std::uint64_t* bits) {
  const std::uint64_t sign = mpfr_signbit(y) ? 0x8000 : 0;
  if (mpfr_inf_p(y)) {
    *bits = sign | 0x7C00;
    return true;
  }
  if (mpfr_zero_p(y)) {
    *bits = sign;
    return true;
  }
  mpfr_abs(scratch, y, MPFR_RNDN);                        // exact: the scratch holds 64 bits
  const long e = static_cast<long>(mpfr_get_exp(y)) - 1;  // |y| = m x 2^e, m in [1, 2)
  if (e > 15) return false;
  if (e >= -14) {
    mpfr_mul_2si(scratch, scratch, 10 - e, MPFR_RNDN);  // exact: a power-of-two scaling
    if (!mpfr_integer_p(scratch)) return false;
    const unsigned long m = mpfr_get_ui(scratch, MPFR_RNDN);
    if (m < 1024 || m > 2047) return false;
    *bits = sign | (static_cast<std::uint64_t>(e + 15) << 10) | (m - 1024);
    return true;
  }
  mpfr_mul_2si(scratch, scratch, 24, MPFR_RNDN);
  if (!mpfr_integer_p(scratch)) return false;
  const unsigned long m = mpfr_get_ui(scratch, MPFR_RNDN);
  if (m == 0 || m > 1023) return false;
  *bits = sign | m;
  return true;
}

bool EncodeFloat(const mpfr_t y, std::uint64_t* bits) {
  const float f = mpfr_get_flt(y, MPFR_RNDN);
  if (!mpfr_inf_p(y) && mpfr_cmp_d(y, static_cast<double>(f)) != 0) return false;
  std::uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  *bits = u;
  return true;
}

bool EncodeDouble(const mpfr_t y, std::uint64_t* bits) {
  const double d = mpfr_get_d(y, MPFR_RNDN);
  if (!mpfr_inf_p(y) && mpfr_cmp_d(y, d) != 0) return false;
  std::memcpy(bits, &d, sizeof d);
  return true;
}

bool Encode(ScalarType t, const mpfr_t y, mpfr_t scratch, std::uint64_t* bits) {
  switch (t) {
    case ScalarType::kHalf: return EncodeHalf(y, scratch, bits);
    case ScalarType::kFloat: return EncodeFloat(y, bits);
    default: return EncodeDouble(y, bits);
  }
}

}  // namespace

int RoundToFormat(mpfr_t y, const mpfr_t x, ScalarType t, mpfr_rnd_t rnd, bool overflow) {
  const Format f = FormatOf(t);
  // The documented idiom: round to the precision in the wide range, then narrow the range
  // (overflow and underflow per `rnd`) and round again into the subnormals, passing the
  // ternary value along so that nothing is rounded twice.
  int ternary = mpfr_set(y, x, rnd);
  const mpfr_exp_t old_emin = mpfr_get_emin();
  const mpfr_exp_t old_emax = mpfr_get_emax();
  mpfr_set_emin(f.emin);
  if (overflow) mpfr_set_emax(f.emax);
  ternary = mpfr_check_range(y, ternary, rnd);
  ternary = mpfr_subnormalize(y, ternary, rnd);
  mpfr_set_emin(old_emin);
  mpfr_set_emax(old_emax);
  return ternary;
}

bool ExactBits(ScalarType t, const mpfr_t x, std::uint64_t* bits) {
  if (!mpfr_number_p(x)) return false;
  if (IsFloat(t)) {
    mpfr_t y;
    mpfr_t scratch;
    mpfr_init2(y, FormatOf(t).precision);
    mpfr_init2(scratch, 64);
    const bool exact = RoundToFormat(y, x, t, MPFR_RNDN, true) == 0 && !mpfr_inf_p(y) &&
                       Encode(t, y, scratch, bits);
    mpfr_clear(y);
    mpfr_clear(scratch);
    return exact;
  }
  const int n = Bits(t);
  if (!mpfr_integer_p(x)) return false;
  if (mpfr_sgn(x) < 0) {
    if (!IsSigned(t) || !mpfr_fits_intmax_p(x, MPFR_RNDZ)) return false;
    const std::intmax_t v = mpfr_get_sj(x, MPFR_RNDZ);
    if (v < -static_cast<std::intmax_t>(Mask(n - 1)) - 1) return false;
    *bits = static_cast<std::uint64_t>(v) & Mask(n);
    return true;
  }
  if (!mpfr_fits_uintmax_p(x, MPFR_RNDZ)) return false;
  const std::uintmax_t v = mpfr_get_uj(x, MPFR_RNDZ);
  if (v > (IsSigned(t) ? Mask(n - 1) : Mask(n))) return false;
  *bits = v;
  return true;
}

double HalfToDouble(std::uint16_t bits) {
  const bool neg = (bits & 0x8000) != 0;
  const int field = (bits >> 10) & 0x1F;
  const int frac = bits & 0x3FF;
  double v;
  if (field == 0x1F) {
    v = frac == 0 ? std::numeric_limits<double>::infinity()
                  : std::numeric_limits<double>::quiet_NaN();
  } else if (field == 0) {
    v = std::ldexp(static_cast<double>(frac), -24);  // exact: an 11-bit integer scaled
  } else {
    v = std::ldexp(static_cast<double>(frac | 0x400), field - 25);
  }
  return neg ? -v : v;
}

SourceValue::SourceValue() {
  mpfr_init2(x_, 64);
  mpfr_init2(scratch_, 64);
  for (auto& r : rint_) mpfr_init2(r, 64);
  const ScalarType fps[] = {ScalarType::kHalf, ScalarType::kFloat, ScalarType::kDouble};
  for (int i = 0; i < 3; ++i) mpfr_init2(fp_[i], FormatOf(fps[i]).precision);
}

SourceValue::~SourceValue() {
  mpfr_clear(x_);
  mpfr_clear(scratch_);
  for (auto& r : rint_) mpfr_clear(r);
  for (auto& f : fp_) mpfr_clear(f);
}

void SourceValue::Set(ScalarType src, std::uint64_t bits) {
  const int n = Bits(src);
  bits &= Mask(n);
  src_ = src;
  bits_ = bits;
  have_rint_ = {};
  have_fp_ = {};
  int inexact = 0;
  switch (src) {
    case ScalarType::kHalf:
      inexact = mpfr_set_d(x_, HalfToDouble(static_cast<std::uint16_t>(bits)), MPFR_RNDN);
      break;
    case ScalarType::kFloat: {
      float f;
      const auto u = static_cast<std::uint32_t>(bits);
      std::memcpy(&f, &u, sizeof f);
      inexact = mpfr_set_flt(x_, f, MPFR_RNDN);
      break;
    }
    case ScalarType::kDouble: {
      double d;
      std::memcpy(&d, &bits, sizeof d);
      inexact = mpfr_set_d(x_, d, MPFR_RNDN);
      break;
    }
    default:
      if (IsSigned(src)) {
        // Sign-extend with unsigned arithmetic, then read as two's complement.
        const std::uint64_t top = std::uint64_t{1} << (n - 1);
        const std::uint64_t ext = (bits & top) ? (bits | ~Mask(n)) : bits;
        std::int64_t v;
        std::memcpy(&v, &ext, sizeof v);
        inexact = mpfr_set_sj(x_, v, MPFR_RNDN);
      } else {
        inexact = mpfr_set_uj(x_, bits, MPFR_RNDN);
      }
      break;
  }
  (void)inexact;  // 64 bits of precision hold every source exactly; Convert checks it
}

OracleResult SourceValue::Convert(ScalarType dst, bool sat, RoundingMode mode) {
  if (IsFloat(dst)) return ToFloating(dst, mode);
  return ToInteger(dst, sat, mode);
}

OracleResult SourceValue::ToFloating(ScalarType dst, RoundingMode mode) {
  const int d = FpIndex(dst);
  const int m = static_cast<int>(mode);
  if (have_fp_[d][m]) return fp_cache_[d][m];
  OracleResult out;
  if (mpfr_nan_p(x_)) {
    out.kind = OracleResult::Kind::kNan;
  } else {
    mpfr_t& y = fp_[d];
    RoundToFormat(y, x_, dst, Rnd(mode), true);
    out.kind = Encode(dst, y, scratch_, &out.bits) ? OracleResult::Kind::kValue
                                                   : OracleResult::Kind::kError;
  }
  have_fp_[d][m] = true;
  fp_cache_[d][m] = out;
  return out;
}

const mpfr_t& SourceValue::Rounded(RoundingMode mode) {
  const int m = static_cast<int>(mode);
  if (!have_rint_[m]) {
    mpfr_rint(rint_[m], x_, Rnd(mode));  // exact in 64 bits: |x| < 2^64 or x is an integer
    have_rint_[m] = true;
  }
  return rint_[m];
}

OracleResult SourceValue::ToInteger(ScalarType dst, bool sat, RoundingMode mode) {
  const int n = Bits(dst);
  const bool is_signed = IsSigned(dst);
  const std::uint64_t mask = Mask(n);
  // The range as the two's-complement bits of its ends, and as numbers.
  const std::uint64_t min_bits = is_signed ? (std::uint64_t{1} << (n - 1)) : 0;
  const std::uint64_t max_bits = is_signed ? Mask(n - 1) : mask;
  const std::intmax_t min_value = is_signed ? -static_cast<std::intmax_t>(Mask(n - 1)) - 1 : 0;
  OracleResult out;
  if (mpfr_nan_p(x_)) {
    out.kind = sat ? OracleResult::Kind::kValue : OracleResult::Kind::kOutOfRange;
    out.bits = 0;
    return out;
  }
  const mpfr_t& r = Rounded(mode);
  static_assert(sizeof(long) == 8, "mpfr_cmp_si/ui take the 64-bit range ends as long");
  const bool below = mpfr_cmp_si(r, static_cast<long>(min_value)) < 0;
  const bool above = mpfr_cmp_ui(r, static_cast<unsigned long>(max_bits)) > 0;
  if (!below && !above) {
    out.kind = OracleResult::Kind::kValue;
    if (mpfr_sgn(r) < 0) {
      const std::intmax_t v = mpfr_get_sj(r, MPFR_RNDZ);
      out.bits = static_cast<std::uint64_t>(v) & mask;
    } else {
      out.bits = static_cast<std::uint64_t>(mpfr_get_uj(r, MPFR_RNDZ)) & mask;
    }
    return out;
  }
  if (sat) {
    out.kind = OracleResult::Kind::kValue;
    out.bits = below ? min_bits : max_bits;
    return out;
  }
  if (IsFloat(src_)) {
    out.kind = OracleResult::Kind::kOutOfRange;
    return out;
  }
  // Integer sources keep the low bits: sign-extend the source, then truncate.
  const int sn = Bits(src_);
  std::uint64_t ext = bits_;
  if (IsSigned(src_) && ((bits_ >> (sn - 1)) & 1) != 0) ext |= ~Mask(sn);
  out.kind = OracleResult::Kind::kValue;
  out.bits = ext & mask;
  return out;
}

}  // namespace clc::oracle
