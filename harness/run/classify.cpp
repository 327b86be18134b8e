// Mismatch diagnosis: sentinel, NaN, saturation, rounding direction, denormal flushing.
#include "harness/run/classify.h"

#include "kernels/kernel_source.h"
#include "reference/convert_core.h"

namespace clc {

namespace {

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

}  // namespace

std::string ClassifyConvertMismatch(const Conversion& c, std::uint64_t input, const Expectation& e,
                                    std::uint64_t got, const FpCaps& caps) {
  if (got == Sentinel(c.dst)) return "store dropped: the output still holds the sentinel";
  const bool nan_in = IsNanBits(c.src, input);
  if (e.allowance == Allowance::kAnyNan) return "NaN handling: a NaN operand must give a NaN";
  if (nan_in && c.saturate) return "NaN handling: _sat must convert NaN to 0";
  if (IsFloat(c.dst)) {
    const std::uint64_t sign = std::uint64_t{1} << (Bits(c.dst) - 1);
    const std::uint64_t mag = e.bits & (sign - 1);
    const std::uint64_t min_normal = std::uint64_t{1} << Traits(c.dst).fraction_bits;
    if ((got & (sign - 1)) == 0 && mag != 0 && mag < min_normal && caps.Denorm(c.dst)) {
      return "flushed denormal result, though the device reports CL_FP_DENORM";
    }
    if ((got & (sign - 1)) == 0 && mag == 0) return "wrong sign of zero";
    const std::int64_t d = Ordered(c.dst, got) - Ordered(c.dst, e.bits);
    if (d == 1 || d == -1) {
      return std::string("one ulp off: wrong rounding direction for ") +
             std::string(NameOf(c.mode));
    }
    if (IsNanBits(c.dst, got)) return "NaN returned for a non-NaN result";
    return "";
  }
  const std::int64_t d = SignedValue(c.dst, got) - SignedValue(c.dst, e.bits);
  if (c.saturate && (e.bits == core::LowMask(Bits(c.dst)) >> (IsSigned(c.dst) ? 1 : 0) ||
                     e.bits == (IsSigned(c.dst) ? std::uint64_t{1} << (Bits(c.dst) - 1) : 0))) {
    return "missing saturation: the result should clamp to the range's end";
  }
  if (d == 1 || d == -1) {
    return std::string("off by one: wrong rounding direction for ") + std::string(NameOf(c.mode));
  }
  return "";
}

}  // namespace clc
