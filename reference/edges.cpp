// Edge-value tables, derived from the formats' parameters rather than typed in by hand.
#include "reference/edges.h"

#include <algorithm>
#include <array>
#include <set>

#include "reference/convert.h"
#include "reference/hazards.h"

namespace clc {

namespace {

// Integer-valued and half-integer points that matter to some destination: range ends,
// precision limits of the floating-point formats, and ties.
std::vector<std::pair<bool, std::uint64_t>> IntegerPoints() {
  std::vector<std::pair<bool, std::uint64_t>> pts;  // (negative, magnitude)
  for (int b = 0; b < 64; ++b) {
    const std::uint64_t p = std::uint64_t{1} << b;
    for (std::uint64_t m : {p - 1, p, p + 1, p + 2, p + 3}) {
      pts.push_back({false, m});
      pts.push_back({true, m});
    }
  }
  pts.push_back({false, ~std::uint64_t{0}});
  pts.push_back({false, ~std::uint64_t{0} - 1});
  // Around the largest finite value of each floating-point format and its overflow threshold
  // (half a unit in the last place above), where both are integers of 64 bits (half's 65504
  // and 65520).
  for (const ScalarTraits& t : kScalarTraits) {
    const int emax = t.is_float ? (1 << (t.exponent_bits - 1)) - 1 : 0;
    if (emax <= t.fraction_bits || emax >= 64) continue;
    const std::uint64_t ulp = std::uint64_t{1} << (emax - t.fraction_bits);
    const std::uint64_t max = (std::uint64_t{1} << emax) + ((std::uint64_t{1} << emax) - ulp);
    for (std::uint64_t end : {max, max + ulp / 2}) {
      for (std::uint64_t m : {end - 1, end, end + 1}) {
        pts.push_back({false, m});
        pts.push_back({true, m});
      }
    }
  }
  return pts;
}

constexpr std::uint64_t LowMask(int bits) {
  return bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
}

// The floating-point value of type `s` nearest to (-1)^neg * mag / 2^halves, rounded as
// `mode` says on the magnitude (halves is 0 or 1).
std::uint64_t FloatNear(ScalarType s, bool neg, std::uint64_t mag, int halves, RoundingMode mode) {
  const auto& tr = Traits(s);
  const Conversion from_integer{UnsignedOfSize(8), s, false, mode};
  std::uint64_t bits = Expect(from_integer, mag, FpCaps{}).bits;
  const std::uint64_t field = (bits >> tr.fraction_bits) & LowMask(tr.exponent_bits);
  if (halves != 0 && field > 1 && field < LowMask(tr.exponent_bits)) {
    bits -= std::uint64_t{1} << tr.fraction_bits;  // halve a normal value exactly
  }
  return neg ? bits | (std::uint64_t{1} << (Bits(s) - 1)) : bits;
}

void AddFloatEdges(ScalarType s, std::set<std::uint64_t>& out) {
  const ScalarTraits& tr = Traits(s);
  const std::uint64_t sign = std::uint64_t{1} << (Bits(s) - 1);
  const std::uint64_t exp_mask = LowMask(tr.exponent_bits) << tr.fraction_bits;
  const std::uint64_t quiet = std::uint64_t{1} << (tr.fraction_bits - 1);
  const std::uint64_t min_normal = std::uint64_t{1} << tr.fraction_bits;
  const std::uint64_t magnitudes[] = {
      0,
      1,
      2,
      min_normal - 1,
      min_normal,
      min_normal + 1,
      exp_mask - 1,
      exp_mask,  // infinity
      exp_mask | quiet,
      exp_mask | 1,            // signalling NaN
      exp_mask | (quiet - 1),  // signalling NaN, full payload
      exp_mask | quiet | 1,    // quiet NaN with payload
      exp_mask | LowMask(tr.fraction_bits),
  };
  for (std::uint64_t m : magnitudes) {
    out.insert(m);
    out.insert(m | sign);
  }
  // Every power of two, and its neighbours below and above.
  for (std::uint64_t field = 1; field < (exp_mask >> tr.fraction_bits); ++field) {
    const std::uint64_t p = field << tr.fraction_bits;
    for (std::uint64_t m : {p - 1, p, p + 1}) {
      out.insert(m);
      out.insert(m | sign);
    }
  }
  // Integer points and ties, rounded both ways, with a neighbour on each side.
  for (auto [neg, mag] : IntegerPoints()) {
    for (int half : {0, 1}) {
      const std::uint64_t m = half ? (mag << 1 | 1) : mag;
      if (half && (mag >> 63) != 0) continue;
      for (RoundingMode mode : {RoundingMode::kRtz, RoundingMode::kRtp}) {
        const std::uint64_t b = FloatNear(s, neg, m, half, mode);
        const std::uint64_t mag_bits = b & ~sign;
        if (mag_bits >= exp_mask) continue;
        out.insert(b);
        if (mag_bits > 0) out.insert(b - 1);
        if (mag_bits + 1 < exp_mask) out.insert(b + 1);
      }
    }
  }
}

void AddIntegerEdges(ScalarType s, std::set<std::uint64_t>& out) {
  const std::uint64_t mask = LowMask(Bits(s));
  for (auto [neg, mag] : IntegerPoints()) {
    const std::uint64_t bits = (neg ? ~mag + 1 : mag) & mask;
    out.insert(bits);
  }
}

// The source type's own edges, before any destination's hazards are added.
std::vector<std::uint64_t> BaseEdges(ScalarType src) {
  std::set<std::uint64_t> out;
  if (IsFloat(src)) {
    AddFloatEdges(src, out);
  } else {
    AddIntegerEdges(src, out);
  }
  return {out.begin(), out.end()};
}

// `into` with the values of `more` added, sorted and without duplicates.
void Unite(std::vector<std::uint64_t>& into, const std::vector<std::uint64_t>& more) {
  into.insert(into.end(), more.begin(), more.end());
  std::sort(into.begin(), into.end());
  into.erase(std::unique(into.begin(), into.end()), into.end());
}

}  // namespace

std::vector<std::uint64_t> EdgeInputs(ScalarType src) {
  // Made once per process: every case of a source type asks for the same list.
  static const std::array<std::vector<std::uint64_t>, kScalarTypeCount> kEdges = [] {
    std::array<std::vector<std::uint64_t>, kScalarTypeCount> all;
    for (ScalarType t : AllScalarTypes()) {
      all[static_cast<int>(t)] = BaseEdges(t);
      Unite(all[static_cast<int>(t)], HazardInputs(t));
    }
    return all;
  }();
  return kEdges[static_cast<int>(src)];
}

namespace {

// The points where compilers' constant folders are known to differ from runtime
// libraries: special encodings, ties, and the ends of the common integer ranges.
constexpr std::pair<bool, std::uint64_t> kFoldingPoints[] = {
    {false, 1},
    {true, 1},
    {false, 127},
    {false, 128},
    {true, 129},
    {false, 255},
    {false, 256},
    {false, 32767},
    {false, 32768},
    {true, 32769},
    {false, 65535},
    {false, 65536},
    {false, 65520},
    {false, 16777217},
    {false, 2147483647},
    {false, 2147483648},
    {true, 2147483649},
    {false, 4294967295},
    {false, 4294967296},
    {false, 9007199254740993},
    {false, 9223372036854775807u},
    {true, 9223372036854775808u},
    {false, ~std::uint64_t{0}},
};

// kFoldingPoints as values of the integer type `src`, with every integer type's range ends.
std::vector<std::uint64_t> IntegerFoldingEdges(ScalarType src) {
  std::set<std::uint64_t> out;
  const std::uint64_t mask = LowMask(Bits(src));
  out.insert(0);
  for (auto [neg, mag] : kFoldingPoints) out.insert((neg ? ~mag + 1 : mag) & mask);
  // Every integer type's range ends and their neighbours (INT_MIN+1, LONG_MIN+1, ...), as
  // values of `src`: a constant folder is as likely to be off by one there as anywhere.
  for (ScalarType t : AllScalarTypes()) {
    if (IsFloat(t)) continue;
    const int b = Bits(t);
    const std::uint64_t max = IsSigned(t) ? LowMask(b - 1) : LowMask(b);
    const std::uint64_t min = IsSigned(t) ? ~LowMask(b - 1) : 0;  // two's complement
    for (std::uint64_t end : {min, max}) {
      for (std::uint64_t v : {end - 1, end, end + 1}) out.insert(v & mask);
    }
  }
  return {out.begin(), out.end()};
}

// The floating-point type `src`'s special encodings, then kFoldingPoints' ties and nearest
// values in it.
std::vector<std::uint64_t> FloatFoldingEdges(ScalarType src) {
  std::set<std::uint64_t> out;
  const auto& tr = Traits(src);
  const std::uint64_t sign = std::uint64_t{1} << (Bits(src) - 1);
  const std::uint64_t exp_mask = LowMask(tr.exponent_bits) << tr.fraction_bits;
  const std::uint64_t quiet = std::uint64_t{1} << (tr.fraction_bits - 1);
  const std::uint64_t min_normal = std::uint64_t{1} << tr.fraction_bits;
  for (std::uint64_t m : {std::uint64_t{0}, std::uint64_t{1}, min_normal - 1, min_normal,
                          exp_mask - 1, exp_mask, exp_mask | quiet, exp_mask | 1}) {
    out.insert(m);
    out.insert(m | sign);
  }
  // Ties below each integer point and the nearest values at it, both ways.
  const auto encode = [&](bool neg, std::uint64_t mag, int halves, RoundingMode mode) {
    return FloatNear(src, neg, mag, halves, mode);
  };
  for (auto [neg, mag] : kFoldingPoints) {
    for (RoundingMode mode : {RoundingMode::kRtz, RoundingMode::kRtp}) {
      out.insert(encode(neg, mag, 0, mode));
      if ((mag >> 63) == 0) out.insert(encode(neg, 2 * mag + 1, 1, mode));
    }
  }
  return {out.begin(), out.end()};
}

}  // namespace

std::vector<std::uint64_t> FocusedEdgeInputs(ScalarType src) {
  return IsFloat(src) ? FloatFoldingEdges(src) : IntegerFoldingEdges(src);
}

std::vector<std::uint64_t> FocusedEdgeInputs(ScalarType src, ScalarType dst) {
  std::vector<std::uint64_t> all = FocusedEdgeInputs(src);
  if (!IsFloat(src)) return all;
  const auto& tr = Traits(src);
  const int bias = (1 << (tr.exponent_bits - 1)) - 1;
  const auto& dt = Traits(dst);
  std::vector<std::uint64_t> out;
  for (std::uint64_t bits : all) {
    const int field = static_cast<int>((bits >> tr.fraction_bits) & LowMask(tr.exponent_bits));
    const int e = field - bias;  // exponent of the leading bit of a normal value
    bool keep = field == 0 || field == static_cast<int>(LowMask(tr.exponent_bits)) || e < 2;
    if (dt.is_float) {
      const int dst_bias = (1 << (dt.exponent_bits - 1)) - 1;
      keep = keep || e >= dst_bias - 1 || e <= 1 - dst_bias - dt.fraction_bits + 1 ||
             e == dt.fraction_bits + 1;
    } else {
      keep = keep || (e >= Bits(dst) - 3 && e <= Bits(dst) + 1);
    }
    if (keep) out.push_back(bits);
  }
  return out;
}

std::vector<std::uint64_t> PairEdgeInputs(ScalarType src, ScalarType dst) {
  // Made once per process, like EdgeInputs: the constant path of every width-16 kernel of a
  // pair asks for the same list.
  static const std::array<std::vector<std::uint64_t>, kScalarTypeCount* kScalarTypeCount> kPairs =
      [] {
        std::array<std::vector<std::uint64_t>, kScalarTypeCount * kScalarTypeCount> all;
        for (ScalarType s : AllScalarTypes()) {
          const std::vector<std::uint64_t> base = BaseEdges(s);
          for (ScalarType d : AllScalarTypes()) {
            std::vector<std::uint64_t>& pair =
                all[static_cast<int>(s) * kScalarTypeCount + static_cast<int>(d)];
            pair = base;
            for (const Hazard& h : Hazards(s, d)) pair.push_back(h.bits);
            Unite(pair, FocusedEdgeInputs(s, d));
          }
        }
        return all;
      }();
  return kPairs[static_cast<int>(src) * kScalarTypeCount + static_cast<int>(dst)];
}

}  // namespace clc
