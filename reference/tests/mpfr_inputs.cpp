// The oracle's inputs: edges by construction on the bits, then seeded random ones. Host
// floating point is used here only to pick inputs near boundaries, never to decide a result.
#include "reference/tests/mpfr_inputs.h"

#include <algorithm>
#include <cstring>

namespace clc::oracle {
namespace {

constexpr std::uint64_t Mask(int bits) {
  return bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
}

struct Fmt {
  int f;     // fraction bits
  int bits;  // total bits
  int bias;
  int emin;  // exponent of the smallest normal
  int emax;  // exponent of the largest finite
};
Fmt FmtOf(ScalarType t) {
  const auto& tr = Traits(t);
  const int bias = (1 << (tr.exponent_bits - 1)) - 1;
  return {tr.fraction_bits, 8 * tr.bytes, bias, 1 - bias, bias};
}

// The bits of (-1)^neg x 1.frac x 2^e, written as a subnormal (or zero) below the normal range
// and clamped to the largest finite binade above it.
std::uint64_t FloatBits(const Fmt& t, bool neg, int e, std::uint64_t frac) {
  frac &= Mask(t.f);
  std::uint64_t out;
  if (e < t.emin) {
    const int shift = t.emin - e;
    out = shift > t.f ? 0 : ((frac | (std::uint64_t{1} << t.f)) >> shift);
  } else {
    out = (static_cast<std::uint64_t>(std::min(e, t.emax) + t.bias) << t.f) | frac;
  }
  return out | (neg ? std::uint64_t{1} << (t.bits - 1) : 0);
}

// A value of the source format with exponent e whose rounding to `dst` is a tie (delta 0) or
// one source ulp beside a tie; `kept` fills the bits the destination keeps. 0 if none exists.
bool TieBits(const Fmt& src, const Fmt& dst, int e, bool neg, std::uint64_t kept, int delta,
             std::uint64_t* out) {
  if (e < src.emin || e > src.emax) return false;
  const int last_kept = std::max(e, dst.emin) - dst.f;  // exponent of dst's last bit
  const int dropped = last_kept - (e - src.f);
  if (dropped < 1 || dropped > src.f) return false;
  const std::uint64_t frac = (kept << dropped) | (std::uint64_t{1} << (dropped - 1));
  *out =
      FloatBits(src, neg, e, frac) + static_cast<std::uint64_t>(static_cast<std::int64_t>(delta));
  return true;
}

// Both ends of every integer destination's range.
std::vector<long double> IntegerRangeEnds() {
  std::vector<long double> ends;
  for (ScalarType t : AllScalarTypes()) {
    if (IsFloat(t)) continue;
    const int n = Bits(t);
    if (IsSigned(t)) {
      ends.push_back(-static_cast<long double>(Mask(n - 1)) - 1);
      ends.push_back(static_cast<long double>(Mask(n - 1)));
    } else {
      ends.push_back(0);
      ends.push_back(static_cast<long double>(Mask(n)));
    }
  }
  return ends;
}

std::uint64_t HostBits(ScalarType t, long double v) {
  if (t == ScalarType::kFloat) {
    const float f = static_cast<float>(v);
    std::uint32_t u;
    std::memcpy(&u, &f, sizeof u);
    return u;
  }
  const double d = static_cast<double>(v);
  std::uint64_t u;
  std::memcpy(&u, &d, sizeof u);
  return u;
}

constexpr ScalarType kFloatTypes[] = {ScalarType::kHalf, ScalarType::kFloat, ScalarType::kDouble};

void IntegerEdges(ScalarType src, std::vector<std::uint64_t>& out) {
  const int n = Bits(src);
  auto add = [&](std::uint64_t x) { out.push_back(x & Mask(n)); };
  auto add_signed = [&](std::uint64_t x) {  // x and -x, with neighbours
    for (int d = -2; d <= 2; ++d) {
      const std::uint64_t y = x + static_cast<std::uint64_t>(static_cast<std::int64_t>(d));
      add(y);
      add(~y + 1);
    }
  };
  for (int k = 0; k < 64; ++k) add_signed(std::uint64_t{1} << k);
  add_signed(0);
  for (ScalarType t : AllScalarTypes()) {
    if (IsFloat(t)) continue;
    const int m = Bits(t);
    add_signed(IsSigned(t) ? Mask(m - 1) : Mask(m));
  }
  // Ties and carries of every floating-point precision at every bit length.
  for (ScalarType f : kFloatTypes) {
    const int p = Traits(f).fraction_bits + 1;
    for (int len = p + 1; len <= 64; ++len) {
      const std::uint64_t top = std::uint64_t{1} << (len - 1);
      const std::uint64_t half = std::uint64_t{1} << (len - p - 1);
      const std::uint64_t all_kept = top | (Mask(p - 1) << (len - p));
      for (std::uint64_t x :
           {top | half, top | (2 * half) | half, all_kept | half, all_kept | (half - 1)}) {
        add_signed(x);
      }
    }
  }
  // Half's overflow threshold: 65504 is the largest half, 65520 rounds to infinity under rte.
  for (std::uint64_t x : {65504u, 65519u, 65520u, 65535u}) add_signed(x);
}

void FloatEdges(ScalarType src, std::vector<std::uint64_t>& out) {
  const Fmt t = FmtOf(src);
  const std::uint64_t sign = std::uint64_t{1} << (t.bits - 1);
  const std::uint64_t inf = Mask(t.bits - 1 - t.f) << t.f;
  auto add_near = [&](std::uint64_t x) {  // x with its neighbours, both signs; specials stay put
    x &= ~sign;
    for (int d = -2; d <= 2; ++d) {
      const std::uint64_t y = x + static_cast<std::uint64_t>(static_cast<std::int64_t>(d));
      if (y > inf) continue;  // no NaNs from here, nor a wrap below zero
      out.push_back(y);
      out.push_back(y | sign);
    }
  };
  // Zeros, infinities, and every power of two (normal and subnormal) with its neighbours.
  add_near(0);
  add_near(inf);
  for (int k = 0; k < t.f; ++k) add_near(std::uint64_t{1} << k);
  for (std::uint64_t field = 1; (field << t.f) < inf; ++field) add_near(field << t.f);
  // NaNs: quiet and signalling, payloads in the high and in the low bits only, both signs.
  for (std::uint64_t frac :
       {std::uint64_t{1}, Mask(t.f), std::uint64_t{1} << (t.f - 1), std::uint64_t{1} << (t.f - 2),
        (std::uint64_t{1} << (t.f - 1)) | 1, Mask(t.f - 1), std::uint64_t{0x155} << (t.f - 10)}) {
    out.push_back(inf | frac);
    out.push_back(sign | inf | frac);
  }
  // Every integer range end and the halves around it, rounded to the source.
  for (long double end : IntegerRangeEnds()) {
    for (long double d : {-1.0L, -0.5L, 0.0L, 0.5L, 1.0L}) add_near(HostBits(src, end + d));
  }
  // Ties to an integer.
  for (int k = -300; k <= 300; ++k) add_near(HostBits(src, k + 0.5L));
  // Ties of every narrower format, at every exponent from below its subnormals to its overflow.
  SplitMix64 rng(0x7135);
  for (ScalarType d : kFloatTypes) {
    const Fmt dst = FmtOf(d);
    if (dst.f >= t.f) continue;
    for (int e = dst.emin - dst.f - 2; e <= dst.emax + 1; ++e) {
      for (bool neg : {false, true}) {
        for (std::uint64_t kept :
             {std::uint64_t{0}, std::uint64_t{1}, ~std::uint64_t{0}, rng.Next()}) {
          for (int delta = -1; delta <= 1; ++delta) {
            std::uint64_t x;
            const int last_kept = std::max(e, dst.emin) - dst.f;
            const int dropped = last_kept - (e - t.f);
            if (dropped < 1 || dropped > t.f) continue;
            if (TieBits(t, dst, e, neg, kept & Mask(t.f - dropped), delta, &x)) out.push_back(x);
          }
        }
      }
    }
  }
}

// One seeded random input of an integer source.
std::uint64_t RandomInteger(ScalarType src, SplitMix64& rng) {
  const int n = Bits(src);
  const std::uint64_t r = rng.Next();
  switch (rng.Below(3)) {
    case 0: return r & Mask(n);  // raw bits
    case 1: {                    // a magnitude of a random length, with a random sign
      const int len = static_cast<int>(rng.Below(n + 1));
      std::uint64_t x = len == 0 ? 0 : ((r & Mask(len)) | (std::uint64_t{1} << (len - 1)));
      if (IsSigned(src) && (rng.Next() & 1)) x = ~x + 1;
      return x & Mask(n);
    }
    default: {  // a tie (or a neighbour) of a random floating-point precision
      const int p = Traits(kFloatTypes[rng.Below(3)]).fraction_bits + 1;
      if (p >= n) return r & Mask(n);
      const int len = p + 1 + static_cast<int>(rng.Below(n - p));
      const std::uint64_t top = std::uint64_t{1} << (len - 1);
      const std::uint64_t kept = (r << (len - p)) & Mask(len - 1);
      const std::uint64_t tie = std::uint64_t{1} << (len - p - 1);
      std::uint64_t x = (top | (kept & ~Mask(len - p)) | tie) +
                        static_cast<std::uint64_t>(static_cast<std::int64_t>(rng.Below(3)) - 1);
      if (IsSigned(src) && (rng.Next() & 1)) x = ~x + 1;
      return x & Mask(n);
    }
  }
}

// One seeded random input of a floating-point source.
std::uint64_t RandomFloat(ScalarType src, SplitMix64& rng) {
  const Fmt t = FmtOf(src);
  const std::uint64_t r = rng.Next();
  const bool neg = (rng.Next() & 1) != 0;
  // Exponent windows: integer ranges, each narrower format's subnormals and overflow, and the
  // source's own subnormals.
  struct Window {
    int lo, hi;
  };
  std::vector<Window> windows = {{-2, 65}, {t.emin - t.f - 1, t.emin + 1}, {-1, 12}};
  for (ScalarType d : kFloatTypes) {
    const Fmt dst = FmtOf(d);
    if (dst.f >= t.f) continue;
    windows.push_back({dst.emin - dst.f - 2, dst.emin + 1});
    windows.push_back({dst.emax - 1, dst.emax + 2});
  }
  switch (rng.Below(4)) {
    case 0: return r & Mask(t.bits);  // raw bits
    case 1: {                         // an exponent anywhere, mantissa random or short
      const int e = t.emin - t.f + static_cast<int>(rng.Below(t.emax - (t.emin - t.f) + 1));
      std::uint64_t frac = r;
      if (rng.Next() & 1) frac &= ~Mask(static_cast<int>(rng.Below(t.f + 1)));
      return FloatBits(t, neg, e, frac);
    }
    case 2: {  // an interesting exponent
      const Window w = windows[rng.Below(windows.size())];
      const int e = w.lo + static_cast<int>(rng.Below(w.hi - w.lo + 1));
      std::uint64_t frac = r;
      if (rng.Next() & 1) frac &= ~Mask(static_cast<int>(rng.Below(t.f + 1)));
      return FloatBits(t, neg, e, frac);
    }
    default: {  // a tie of a narrower format or of an integer, or a neighbour of one
      const Window w = windows[rng.Below(windows.size())];
      const int e = w.lo + static_cast<int>(rng.Below(w.hi - w.lo + 1));
      const int delta = static_cast<int>(rng.Below(3)) - 1;
      const ScalarType d = kFloatTypes[rng.Below(3)];
      const Fmt dst = FmtOf(d);
      std::uint64_t x;
      if (dst.f < t.f) {
        const int last_kept = std::max(e, dst.emin) - dst.f;
        const int dropped = last_kept - (e - t.f);
        if (dropped >= 1 && dropped <= t.f &&
            TieBits(t, dst, e, neg, r & Mask(t.f - dropped), delta, &x)) {
          return x;
        }
      }
      // A tie to an integer: the fraction bit of weight 1/2 set, all below it clear.
      if (e >= 0 && e < t.f) {
        const int half_bit = t.f - e - 1;
        const std::uint64_t frac = (r & ~Mask(half_bit + 1)) | (std::uint64_t{1} << half_bit);
        return FloatBits(t, neg, e, frac) +
               static_cast<std::uint64_t>(static_cast<std::int64_t>(delta));
      }
      return FloatBits(t, neg, e, r);
    }
  }
}

}  // namespace

std::vector<std::uint64_t> EdgeInputs(ScalarType src) {
  std::vector<std::uint64_t> out;
  if (IsFloat(src)) {
    FloatEdges(src, out);
  } else {
    IntegerEdges(src, out);
  }
  for (auto& x : out) x &= Mask(Bits(src));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<std::uint64_t> OracleInputs(ScalarType src, std::size_t sample) {
  std::vector<std::uint64_t> out;
  if (Bits(src) <= 16) {
    for (std::uint64_t x = 0; x <= Mask(Bits(src)); ++x) out.push_back(x);
    return out;
  }
  out = EdgeInputs(src);
  SplitMix64 rng(0xC1C0F0 + static_cast<std::uint64_t>(src));
  while (out.size() < sample) {
    out.push_back(IsFloat(src) ? RandomFloat(src, rng) : RandomInteger(src, rng));
  }
  return out;
}

}  // namespace clc::oracle
