// Hazard inputs from the formats' parameters: exact values built on a destination's grid and
// encoded in the source wherever it holds them exactly (hazards.h says which and why).
#include "reference/hazards.h"

#include <algorithm>
#include <optional>

#include "reference/convert.h"
#include "reference/convert_core.h"

namespace clc {

using core::LowMask;

std::string_view NameOf(HazardClass c) {
  switch (c) {
    case HazardClass::kBoundary: return "boundary";
    case HazardClass::kBoundaryNeighbour: return "boundary-neighbour";
    case HazardClass::kTie: return "tie";
    case HazardClass::kTieNeighbour: return "tie-neighbour";
    case HazardClass::kTieSticky: return "tie+sticky";
    case HazardClass::kRangeEnd: return "range-end";
    case HazardClass::kRangeEndNeighbour: return "range-end-neighbour";
    case HazardClass::kPattern: return "pattern";
  }
  return "?";
}

namespace {

// The widest integer type of the given signedness: one that holds every range end.
ScalarType WidestInteger(bool is_signed) {
  ScalarType widest = AllScalarTypes()[0];
  int bits = 0;
  for (ScalarType t : AllScalarTypes()) {
    if (!IsFloat(t) && IsSigned(t) == is_signed && Bits(t) > bits) {
      widest = t;
      bits = Bits(t);
    }
  }
  return widest;
}

int BitLength(std::uint64_t x) { return x == 0 ? 0 : 64 - __builtin_clzll(x); }

// The destination's grid: binade e has step 2^(max(e, emin) - fraction) for a floating-point
// type, 1 for an integer type.
struct Grid {
  bool is_float = false;
  int emin = 0;      // exponent of the smallest normal
  int fraction = 0;  // fraction bits
  int lowest = 0;    // the binade of the tie between 0 and the smallest step
  int top = 0;       // the largest binade with finite (or in-range) values
  int Step(int e) const { return is_float ? std::max(e, emin) - fraction : 0; }
};

Grid GridOf(ScalarType dst) {
  if (!IsFloat(dst)) return {false, 0, 0, -1, Bits(dst) - 1};
  const auto& tr = Traits(dst);
  const int emin = core::Emin(dst);
  return {true, emin, tr.fraction_bits, emin - tr.fraction_bits - 1,
          (1 << (tr.exponent_bits - 1)) - 1};
}

// The exponent of the lowest bit a source value in binade e can have.
int SourceStep(ScalarType src, int e) {
  return IsFloat(src) ? std::max(e, core::Emin(src)) - Traits(src).fraction_bits : 0;
}

// The bits of (-1)^neg * mag * 2^exp in `s`, if `s` holds that value exactly (mag > 0).
std::optional<std::uint64_t> EncodeExact(ScalarType s, bool neg, std::uint64_t mag, int exp) {
  const int shift = __builtin_ctzll(mag);
  mag >>= shift;
  exp += shift;
  const int n = Bits(s);
  const std::uint64_t sign_bit = std::uint64_t{1} << (n - 1);
  if (!IsFloat(s)) {
    if (exp < 0 || BitLength(mag) + exp > 64) return std::nullopt;
    const std::uint64_t v = mag << exp;
    const std::uint64_t limit = IsSigned(s) ? LowMask(n - 1) + (neg ? 1 : 0) : neg ? 0 : LowMask(n);
    if (v > limit) return std::nullopt;
    return (neg ? ~v + 1 : v) & LowMask(n);
  }
  const auto& tr = Traits(s);
  const int bias = (1 << (tr.exponent_bits - 1)) - 1;
  const int top = exp + BitLength(mag) - 1;
  const int q = std::max(top, core::Emin(s)) - tr.fraction_bits;  // the last bit's exponent
  if (top > bias || exp < q) return std::nullopt;
  // A normal m carries its leading one into the field; a subnormal has field 0 and no carry.
  const std::uint64_t m = mag << (exp - q);
  const std::uint64_t bits =
      (static_cast<std::uint64_t>(q + tr.fraction_bits + bias - 1) << tr.fraction_bits) + m;
  return neg ? bits | sign_bit : bits;
}

// The source values adjacent to `bits`: one source ulp below and above (finite ones only).
std::vector<std::uint64_t> Adjacent(ScalarType s, std::uint64_t bits) {
  const int n = Bits(s);
  std::vector<std::uint64_t> out;
  if (IsFloat(s)) {
    const std::uint64_t sign = bits & (std::uint64_t{1} << (n - 1));
    const std::uint64_t mag = bits ^ sign;
    const std::uint64_t inf = LowMask(Traits(s).exponent_bits) << Traits(s).fraction_bits;
    if (mag > 0) out.push_back(sign | (mag - 1));
    if (mag + 1 < inf) out.push_back(sign | (mag + 1));
    return out;
  }
  const std::uint64_t min_bits = IsSigned(s) ? std::uint64_t{1} << (n - 1) : 0;
  const std::uint64_t max_bits = (min_bits - 1) & LowMask(n);
  if (bits != min_bits) out.push_back((bits - 1) & LowMask(n));
  if (bits != max_bits) out.push_back((bits + 1) & LowMask(n));
  return out;
}

class Generator {
 public:
  Generator(ScalarType src, ScalarType dst) : src_(src), dst_(dst), grid_(GridOf(dst)) {}

  std::vector<Hazard> Run() {
    const bool has_overflow_binade = IsFloat(dst_);
    for (int e = grid_.lowest; e <= grid_.top + (has_overflow_binade ? 1 : 0); ++e) {
      const bool focus = IsFocus(e);
      for (bool neg : {false, true}) Binade(e, neg, focus);
    }
    if (!IsFloat(dst_)) RangeEnds();
    if (!IsFloat(src_)) Patterns();
    return std::move(out_);
  }

 private:
  bool IsFocus(int e) const {
    if (!IsFloat(dst_)) {
      return e <= 1 || e >= grid_.top - 1;
    }
    const int f = grid_.fraction;
    for (int b :
         {grid_.lowest, grid_.lowest + 1, grid_.emin - 1, grid_.emin, 0, f + 1, grid_.top}) {
      if (e == b) return true;
    }
    return false;
  }

  void Add(std::uint64_t bits, HazardClass cls, int binade, int sticky = 0) {
    out_.push_back({bits, cls, binade, sticky});
  }

  // A value and its neighbours, if the source holds the value; returns whether it does.
  bool AddWithNeighbours(bool neg, std::uint64_t mag, int exp, HazardClass cls,
                         HazardClass neighbour, int binade) {
    const auto bits = EncodeExact(src_, neg, mag, exp);
    if (!bits) return false;
    Add(*bits, cls, binade);
    for (std::uint64_t b : Adjacent(src_, *bits)) Add(b, neighbour, binade);
    return true;
  }

  void Binade(int e, bool neg, bool focus) {
    const int q = grid_.Step(e);
    if (e >= q) {  // the binade holds grid values: 2^e and 2^(e+1) - 2^q
      AddWithNeighbours(neg, 1, e, HazardClass::kBoundary, HazardClass::kBoundaryNeighbour, e);
      if (e <= grid_.top) {
        AddWithNeighbours(neg, LowMask(e + 1 - q), q, HazardClass::kBoundary,
                          HazardClass::kBoundaryNeighbour, e);
      }
    }
    const int t = q - 1;                      // the tie bit
    if (e > grid_.top || e - t > 63) return;  // no source holds a tie of more than 64 bits
    const std::uint64_t lowest_tie = (std::uint64_t{1} << (e - t)) | 1;  // 2^t alone when e == t
    const std::uint64_t highest_tie = LowMask(e + 1 - t);
    const bool has_lowest =
        AddWithNeighbours(neg, lowest_tie, t, HazardClass::kTie, HazardClass::kTieNeighbour, e);
    const bool has_highest =
        AddWithNeighbours(neg, highest_tie, t, HazardClass::kTie, HazardClass::kTieNeighbour, e);
    const int low = std::max(SourceStep(src_, e), e - 63);
    for (int k = t - 1; k >= low; --k) {
      if (!focus && !IsSampledPosition(e, k, low, t)) continue;
      if (has_lowest) Sticky(neg, lowest_tie, t, k, e);
      if (focus && has_highest) Sticky(neg, highest_tie, t, k, e);
    }
  }

  // The positions kept outside the focus binades (hazards.h states the rule).
  static bool IsSampledPosition(int e, int k, int low, int t) {
    if (k <= low + 1 || k >= t - 2) return true;
    for (ScalarType f : AllScalarTypes()) {
      if (!IsFloat(f)) continue;
      const int half_ulp = e - Traits(f).fraction_bits - 1;
      if (k >= half_ulp - 1 && k <= half_ulp + 1) return true;
    }
    return false;
  }

  void Sticky(bool neg, std::uint64_t tie_mag, int t, int k, int e) {
    const auto bits = EncodeExact(src_, neg, (tie_mag << (t - k)) | 1, k);
    if (bits) Add(*bits, HazardClass::kTieSticky, e, t - k);
  }

  // Each end of an integer destination's range: exact with its neighbours, or else the
  // source values on each side of it (rounded down and up by the reference).
  void RangeEnds() {
    const int n = Bits(dst_);
    const bool is_signed = IsSigned(dst_);
    const std::uint64_t min_mag = is_signed ? std::uint64_t{1} << (n - 1) : 0;
    const std::uint64_t max_mag = is_signed ? LowMask(n - 1) : LowMask(n);
    for (auto [neg, mag] : {std::pair{is_signed, min_mag}, std::pair{false, max_mag}}) {
      const int binade = BitLength(mag) - 1;
      if (mag == 0) {
        Add(0, HazardClass::kRangeEnd, binade);
        for (std::uint64_t b : Adjacent(src_, 0)) Add(b, HazardClass::kRangeEndNeighbour, binade);
        continue;
      }
      if (AddWithNeighbours(neg, mag, 0, HazardClass::kRangeEnd, HazardClass::kRangeEndNeighbour,
                            binade) ||
          !IsFloat(src_)) {
        continue;
      }
      const auto& tr = Traits(src_);
      const std::uint64_t inf = LowMask(tr.exponent_bits) << tr.fraction_bits;
      const ScalarType wide = WidestInteger(neg);
      for (RoundingMode mode : {RoundingMode::kRtn, RoundingMode::kRtp}) {
        const std::uint64_t bits =
            Expect(Conversion{wide, src_, false, mode}, neg ? ~mag + 1 : mag, FpCaps{}).bits;
        if ((bits & LowMask(Bits(src_) - 1)) < inf) {
          Add(bits, HazardClass::kRangeEndNeighbour, binade);
        }
      }
    }
  }

  // Every contiguous run of ones of the source's width, and its complement.
  void Patterns() {
    const int n = Bits(src_);
    for (int lo = 0; lo < n; ++lo) {
      for (int hi = lo; hi < n; ++hi) {
        const std::uint64_t run = LowMask(hi - lo + 1) << lo;
        Add(run, HazardClass::kPattern, hi);
        Add(~run & LowMask(n), HazardClass::kPattern, hi);
      }
    }
  }

  ScalarType src_;
  ScalarType dst_;
  Grid grid_;
  std::vector<Hazard> out_;
};

}  // namespace

std::vector<Hazard> Hazards(ScalarType src, ScalarType dst) { return Generator(src, dst).Run(); }

std::vector<std::uint64_t> HazardInputs(ScalarType src) {
  std::vector<std::uint64_t> out;
  for (ScalarType dst : AllScalarTypes()) {
    for (const Hazard& h : Hazards(src, dst)) out.push_back(h.bits);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace clc
