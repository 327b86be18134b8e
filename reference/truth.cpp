// (T)(bool)x in integer arithmetic: the operand's magnitude bits decide its truth.
#include "reference/truth.h"

#include <cstring>

#include "reference/convert.h"

namespace clc {

namespace {

// One: the integer 1 converted to the result type (1.0 for a floating-point one).
std::uint64_t OneOf(ScalarType dst, const FpCaps& caps) {
  return Expect(Conversion{UnsignedOfSize(1), dst, false, RoundingMode::kRte}, 1, caps).bits;
}

// The truth of `src_bits`, `one` being OneOf the result type.
Expectation Truth(ScalarType src, std::uint64_t src_bits, std::uint64_t one, const FpCaps& caps) {
  const int bits = Bits(src);
  const std::uint64_t all = bits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
  // A floating-point zero of either sign compares equal to zero; its sign bit is no magnitude.
  const std::uint64_t magnitude = src_bits & (IsFloat(src) ? all >> 1 : all);
  if (magnitude == 0) return {};
  Expectation e;
  e.bits = one;
  const bool denormal = IsFloat(src) && (magnitude >> Traits(src).fraction_bits) == 0;
  if (denormal && !caps.Denorm(src)) e.allowance = Allowance::kFlushedDenormal;
  return e;
}

}  // namespace

Expectation ExpectTruth(ScalarType src, ScalarType dst, std::uint64_t src_bits,
                        const FpCaps& caps) {
  return Truth(src, src_bits, OneOf(dst, caps), caps);
}

void ExpectTruthBatch(ScalarType src, ScalarType dst, const FpCaps& caps, const void* operands,
                      std::size_t n, Expectation* out) {
  const auto* bytes = static_cast<const std::uint8_t*>(operands);
  const int size = Bytes(src);
  const std::uint64_t one = OneOf(dst, caps);  // once, not per lane
  for (std::size_t i = 0; i < n; ++i) {
    std::uint64_t v = 0;
    std::memcpy(&v, bytes + i * size, size);  // little-endian hosts, as everywhere here
    out[i] = Truth(src, v, one, caps);
  }
}

}  // namespace clc
