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

// The caps `v` is judged with on a device whose formats keep their denormals as `device` says.
// A load's or a store's half is storage: "denormalized numbers for the half data type which
// may be generated when converting a float to a half using vstore_half and converting a half to
// a float using vload_half cannot be flushed to zero" (the half data type's description), so it
// keeps its denormals whatever CL_DEVICE_HALF_FP_CONFIG says of the device's half arithmetic.
FpCaps CapsOf(const Variant& v, FpCaps device);

// The simplest conversion whose expectation equals c's on every input under any FpCaps, so
// that work done for one serves both: the rounding mode is dropped (rtz) where every source
// value is representable in the destination, saturation where the destination's range holds
// the source's, and without saturation an integer destination is made unsigned (both
// signednesses keep the same low bits). reference/tests/digest_test.cpp checks it on every
// conversion.
Conversion Canonical(const Conversion& c);

// The expectation for one input, given in the low bits of `src_bits`.
Expectation Expect(const Conversion& c, std::uint64_t src_bits, const FpCaps& caps);

// The expectations for `n` inputs laid out as an array of the source type.
void ExpectBatch(const Conversion& c, const FpCaps& caps, const void* src, std::size_t n,
                 Expectation* out);

// ExpectBatch in a compact layout, for throughput: lane i's expected bits go to element i of
// `expected`, an array of the destination type (Bytes(c.dst) bytes a lane), and its allowance
// to allowance[i]. The `alt` of a kFlushedDenormal lane is FlushedAlternative(c.dst, bits);
// otherwise the lanes are what ExpectBatch gives, bit for bit.
void ExpectBatchCompact(const Conversion& c, const FpCaps& caps, const void* src, std::size_t n,
                        void* expected, Allowance* allowance);

// What a device that flushes denormals may return instead of `bits`, where the allowance is
// kFlushedDenormal: the zero of the result's sign (0 for an integer destination).
std::uint64_t FlushedAlternative(ScalarType dst, std::uint64_t bits);

}  // namespace clc
