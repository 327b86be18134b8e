// Mismatch diagnosis: sentinel, NaN, saturation, wrapping, double rounding, rounding direction,
// denormal flushing of results and operands.
#include "harness/run/classify.h"

#include "kernels/kernel_source.h"
#include "reference/convert_core.h"

namespace clc {

namespace {

constexpr const char* kDoubleRounding = "double rounding: rounded to ";

std::uint64_t Sentinel(ScalarType t) {
  std::uint64_t s = 0;
  for (int i = 0; i < Bytes(t); ++i) s = (s << 8) | kSentinelByte;
  return s;
}

// Bits of a floating-point value mapped to a line where neighbours differ by one.
std::int64_t Ordered(ScalarType t, std::uint64_t bits) {
  const std::uint64_t sign = std::uint64_t{1} << (Bits(t) - 1);
  const auto mag = static_cast<std::int64_t>(bits & (sign - 1));
  return (bits & sign) != 0 ? -mag : mag;
}

std::int64_t SignedValue(ScalarType t, std::uint64_t bits) {
  if (!IsSigned(t) || Bits(t) == 64) return static_cast<std::int64_t>(bits);
  const std::uint64_t sign = std::uint64_t{1} << (Bits(t) - 1);
  return static_cast<std::int64_t>((bits ^ sign) - sign);
}

// Whether a and b are neighbours on their line: a - b is 1 or -1 modulo 2^64 (a 64-bit
// unsigned type's values taken as signed ones meet there too).
bool Neighbours(std::int64_t a, std::int64_t b) {
  const std::uint64_t d = static_cast<std::uint64_t>(a) - static_cast<std::uint64_t>(b);
  return d == 1 || d == ~std::uint64_t{0};
}

// Significant bits of a value of `t`: a floating-point format's fraction and its hidden bit, an
// integer type's value bits.
int Precision(ScalarType t) {
  return IsFloat(t) ? Traits(t).fraction_bits + 1 : Bits(t) - (IsSigned(t) ? 1 : 0);
}

// A floating-point operand too small to be normal (a denormal), read as a zero: the conversion
// of the zero of its sign. "" where that is not what the device returned.
std::string FlushedOperand(const Conversion& c, std::uint64_t input, std::uint64_t got,
                           const FpCaps& caps) {
  if (!IsFloat(c.src)) return "";
  const std::uint64_t sign = std::uint64_t{1} << (Bits(c.src) - 1);
  const std::uint64_t mag = input & (sign - 1);
  if (mag == 0 || mag >= (std::uint64_t{1} << Traits(c.src).fraction_bits)) return "";
  if (got != Expect(c, input & sign, caps).bits) return "";
  return "flushed " + std::string(Name(c.src)) + " denormal operand: read as zero";
}

// A result rounded twice, through a floating-point type between the operand's precision and the
// result's (a double stored as a half by way of float). "" where no such type gives `got`.
std::string DoubleRounding(const Conversion& c, std::uint64_t input, std::uint64_t got,
                           const FpCaps& caps) {
  for (ScalarType t : AllScalarTypes()) {
    if (!IsFloat(t) || t == c.src || t == c.dst || Precision(t) <= Precision(c.dst) ||
        Precision(t) >= Precision(c.src)) {
      continue;
    }
    const std::uint64_t through = Expect({c.src, t, false, c.mode}, input, caps).bits;
    if (Expect({t, c.dst, false, c.mode}, through, caps).bits == got) {
      return kDoubleRounding + std::string(Name(t)) + " first, then to " + std::string(Name(c.dst));
    }
  }
  return "";
}

// An integer result clamped to the type's range where the conversion keeps the low bits (no
// _sat): the saturating conversion's result.
bool SaturatedNotWrapped(const Conversion& c, std::uint64_t input, const Expectation& e,
                         std::uint64_t got, const FpCaps& caps) {
  if (c.saturate || IsFloat(c.dst) || IsFloat(c.src)) return false;
  const std::uint64_t clamped = Expect({c.src, c.dst, true, c.mode}, input, caps).bits;
  return clamped == got && clamped != e.bits;
}

}  // namespace

std::string ClassifyConvertMismatch(const Conversion& c, std::uint64_t input, const Expectation& e,
                                    std::uint64_t got, const FpCaps& caps, bool double_rounding) {
  if (got == Sentinel(c.dst)) return "store dropped: the output still holds the sentinel";
  const bool nan_in = IsNanBits(c.src, input);
  if (e.allowance == Allowance::kAnyNan) return "NaN handling: a NaN operand must give a NaN";
  if (nan_in && c.saturate) return "NaN handling: _sat must convert NaN to 0";
  if (std::string flushed = FlushedOperand(c, input, got, caps); !flushed.empty()) return flushed;
  if (IsFloat(c.dst)) {
    std::string twice = double_rounding ? DoubleRounding(c, input, got, caps) : "";
    if (!twice.empty()) return twice;
    const std::uint64_t sign = std::uint64_t{1} << (Bits(c.dst) - 1);
    const std::uint64_t mag = e.bits & (sign - 1);
    const std::uint64_t min_normal = std::uint64_t{1} << Traits(c.dst).fraction_bits;
    if ((got & (sign - 1)) == 0 && mag != 0 && mag < min_normal && caps.Denorm(c.dst)) {
      return "flushed denormal result, though the device reports CL_FP_DENORM";
    }
    if ((got & (sign - 1)) == 0 && mag == 0) return "wrong sign of zero";
    if (Neighbours(Ordered(c.dst, got), Ordered(c.dst, e.bits))) {
      return std::string("one ulp off: wrong rounding direction for ") +
             std::string(NameOf(c.mode));
    }
    if (IsNanBits(c.dst, got)) return "NaN returned for a non-NaN result";
    return "";
  }
  if (SaturatedNotWrapped(c, input, e, got, caps))
    return "saturated where the conversion must wrap (keep the low bits)";
  if (c.saturate && (e.bits == core::LowMask(Bits(c.dst)) >> (IsSigned(c.dst) ? 1 : 0) ||
                     e.bits == (IsSigned(c.dst) ? std::uint64_t{1} << (Bits(c.dst) - 1) : 0))) {
    return "missing saturation: the result should clamp to the range's end";
  }
  if (Neighbours(SignedValue(c.dst, got), SignedValue(c.dst, e.bits))) {
    return std::string("off by one: wrong rounding direction for ") + std::string(NameOf(c.mode));
  }
  return "";
}

bool MismatchEvidence::DoubleRounding(const std::string& why) {
  return why.rfind(kDoubleRounding, 0) == 0;
}

void MismatchEvidence::Mismatch(std::uint64_t got, const std::string& why) {
  ++mismatched_;
  if (DoubleRounding(why)) ++twice_;
  if (got == Sentinel(dst_)) {
    ++sentinel_;
    return;
  }
  // A cause of its own: the lane's value, not its place, is wrong.
  if (!layout_ || !why.empty()) return;
  if (results_.empty()) {
    for (std::size_t i = 0; i < n_; ++i) results_.insert(expected_[i].bits);
  }
  if (results_.count(got) != 0) {
    ++moved_;
    moved_values_.insert(got);
  }
}

bool MismatchEvidence::WrongLayout() const {
  if (!layout_ || mismatched_ < 2) return false;
  // Other lanes' results (more than one value, not a constant a bug returns) in most wrong lanes.
  if (moved_values_.size() >= 2 && 2 * (moved_ + sentinel_) >= mismatched_) return true;
  // Or nothing in nearly every lane but a few right ones: the stores landed elsewhere (a store
  // dropped everywhere leaves none right; one dropped for some operands, most).
  return right_ != 0 && right_ < mismatched_ && 10 * sentinel_ >= 9 * mismatched_;
}

}  // namespace clc
