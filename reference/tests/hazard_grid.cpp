// A destination's grid in MPFR: rounding down and up to it gives an input's two grid
// neighbours, and everything else follows from those.
#include "reference/tests/hazard_grid.h"

namespace clc::oracle {
namespace {

void Pow2(mpfr_t y, long e) { mpfr_set_ui_2exp(y, 1, e, MPFR_RNDN); }

// The largest grid value <= a (lo) and the smallest >= a (hi), for a > 0.
void GridAround(ScalarType dst, const mpfr_t a, mpfr_t lo, mpfr_t hi) {
  if (!IsFloat(dst)) {
    mpfr_floor(lo, a);
    mpfr_ceil(hi, a);
    return;
  }
  Num y(Traits(dst).fraction_bits + 1);
  RoundToFormat(y.v, a, dst, MPFR_RNDZ, false);
  mpfr_set(lo, y.v, MPFR_RNDN);
  RoundToFormat(y.v, a, dst, MPFR_RNDU, false);
  mpfr_set(hi, y.v, MPFR_RNDN);
}

// The midpoint of the grid step holding a, and the step's size.
void StepAround(ScalarType dst, const mpfr_t a, mpfr_t mid, mpfr_t step) {
  Num lo;
  Num hi;
  GridAround(dst, a, lo.v, hi.v);
  mpfr_sub(step, hi.v, lo.v, MPFR_RNDN);
  mpfr_add(mid, lo.v, hi.v, MPFR_RNDN);
  mpfr_div_2ui(mid, mid, 1, MPFR_RNDN);
}

long Exponent(const mpfr_t x) { return static_cast<long>(mpfr_get_exp(x)) - 1; }  // floor(log2)

bool IsPowerOfTwo(const mpfr_t x) { return mpfr_cmp_ui_2exp(x, 1, mpfr_get_exp(x) - 1) == 0; }

}  // namespace

Binades BinadesOf(ScalarType dst) {
  if (!IsFloat(dst)) return {-1, 0, Bits(dst) - 1};
  const auto& tr = Traits(dst);
  const int bias = (1 << (tr.exponent_bits - 1)) - 1;
  return {-bias - tr.fraction_bits, 1 - bias, bias};
}

Facts Classify(ScalarType dst, const mpfr_t x) {
  Facts f;
  if (!mpfr_regular_p(x)) return f;
  f.finite = true;
  f.neg = mpfr_signbit(x) != 0;
  Num a;
  Num lo;
  Num hi;
  mpfr_abs(a.v, x, MPFR_RNDN);
  f.binade = static_cast<int>(Exponent(a.v));
  GridAround(dst, a.v, lo.v, hi.v);
  if (mpfr_equal_p(lo.v, a.v)) {
    // 2^e, or the largest grid value of the binade: the next grid value up is 2^(e+1).
    Num up;
    mpfr_set(up.v, a.v, MPFR_RNDN);
    mpfr_nextabove(up.v);
    GridAround(dst, up.v, lo.v, hi.v);
    f.end = {IsPowerOfTwo(a.v), mpfr_cmp_ui_2exp(hi.v, 1, f.binade + 1) == 0};
    f.boundary = f.end[0] || f.end[1];
    return f;
  }
  Num mid;
  Num step;
  StepAround(dst, a.v, mid.v, step.v);
  Num d;
  mpfr_sub(d.v, a.v, mid.v, MPFR_RNDN);
  if (mpfr_zero_p(d.v)) {
    // The first tie's step starts at or below 2^e (at 0 in the lowest binade); the last one's
    // ends at 2^(e+1).
    f.tie = true;
    f.end = {mpfr_cmp_ui_2exp(lo.v, 1, f.binade) <= 0,
             mpfr_cmp_ui_2exp(hi.v, 1, f.binade + 1) == 0};
  } else if (mpfr_sgn(d.v) > 0 && IsPowerOfTwo(d.v)) {
    f.sticky = static_cast<int>(Exponent(step.v) - 1 - Exponent(d.v));
  }
  return f;
}

std::vector<std::uint64_t> NeighbourBits(ScalarType src, const mpfr_t x) {
  std::vector<std::uint64_t> out;
  Num y(IsFloat(src) ? Traits(src).fraction_bits + 1 : 256);
  for (int dir : {-1, 1}) {
    if (IsFloat(src)) {
      Num t;
      mpfr_set(t.v, x, MPFR_RNDN);
      if (dir < 0) {
        mpfr_nextbelow(t.v);
      } else {
        mpfr_nextabove(t.v);
      }
      RoundToFormat(y.v, t.v, src, dir < 0 ? MPFR_RNDD : MPFR_RNDU, true);
    } else {
      mpfr_add_si(y.v, x, dir, MPFR_RNDN);
    }
    std::uint64_t bits = 0;
    if (ExactBits(src, y.v, &bits)) out.push_back(bits);
  }
  return out;
}

Offer OfferOf(ScalarType src, ScalarType dst, int binade, bool neg) {
  Offer o;
  Num c;
  std::uint64_t bits = 0;
  const auto holds = [&](const mpfr_t v) {
    mpfr_set(c.v, v, MPFR_RNDN);
    if (neg) mpfr_neg(c.v, c.v, MPFR_RNDN);
    return ExactBits(src, c.v, &bits);
  };
  // Boundaries: 2^e where it is a grid value, and the largest grid value below 2^(e+1).
  Num p;
  Num lo;
  Num hi;
  Pow2(p.v, binade);
  GridAround(dst, p.v, lo.v, hi.v);
  o.boundary[0] = mpfr_equal_p(lo.v, p.v) && holds(p.v);
  if (binade > BinadesOf(dst).top) return o;  // the overflow binade: 2^(emax+1) alone
  Num below_top;
  Pow2(below_top.v, binade + 1);
  mpfr_nextbelow(below_top.v);
  GridAround(dst, below_top.v, lo.v, hi.v);
  o.boundary[1] = mpfr_cmp(lo.v, p.v) >= 0 && holds(lo.v);
  // Ties: the midpoints of the binade's first and last grid steps.
  Num above_bottom;
  mpfr_set(above_bottom.v, p.v, MPFR_RNDN);
  mpfr_nextabove(above_bottom.v);
  Num first;
  Num last;
  Num step;
  StepAround(dst, below_top.v, last.v, step.v);
  StepAround(dst, above_bottom.v, first.v, step.v);
  o.tie = {holds(first.v), holds(last.v)};
  // A sticky bit d positions below the first tie's tie bit, while the source holds it.
  Num sticky;
  for (int d = 1; d < 200; ++d) {
    Pow2(sticky.v, Exponent(step.v) - 1 - d);
    mpfr_add(sticky.v, sticky.v, first.v, MPFR_RNDN);
    if (!holds(sticky.v)) break;
    o.sticky.insert(d);
  }
  return o;
}

void RangeEnds(ScalarType dst, mpfr_t min, mpfr_t max) {
  const int n = Bits(dst);
  if (IsSigned(dst)) {
    Pow2(max, n - 1);
    mpfr_neg(min, max, MPFR_RNDN);
    mpfr_sub_ui(max, max, 1, MPFR_RNDN);
  } else {
    mpfr_set_ui(min, 0, MPFR_RNDN);
    Pow2(max, n);
    mpfr_sub_ui(max, max, 1, MPFR_RNDN);
  }
}

}  // namespace clc::oracle
