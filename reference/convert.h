// The reference for convert_*: the expectation for any scalar conversion and input.
#pragma once

#include <cstddef>
#include <cstdint>

#include "reference/expectation.h"
#include "reference/scalar_type.h"
#include "reference/variant.h"

namespace clc {

// A scalar conversion: what every width of one convert_* variant computes per lane.
struct Conversion {
  ScalarType src = ScalarType::kInt;
  ScalarType dst = ScalarType::kInt;
  bool saturate = false;
  RoundingMode mode = RoundingMode::kRtz;

  friend bool operator==(const Conversion& a, const Conversion& b) {
    return a.src == b.src && a.dst == b.dst && a.saturate == b.saturate && a.mode == b.mode;
  }
};

// The conversion a convert_* variant applies to each lane (its rounding resolved).
Conversion ConversionOf(const Variant& v);

// The expectation for one input, given in the low bits of `src_bits`.
Expectation Expect(const Conversion& c, std::uint64_t src_bits, const FpCaps& caps);

// The expectations for `n` inputs laid out as an array of the source type.
void ExpectBatch(const Conversion& c, const FpCaps& caps, const void* src, std::size_t n,
                 Expectation* out);

}  // namespace clc
