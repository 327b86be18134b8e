// The reference for (T)(bool)x: a scalar made a bool (false where it compares equal to zero,
// so -0.0 too; true otherwise, NaN included), then the bool made a T (0 or 1).
#pragma once

#include <cstddef>
#include <cstdint>

#include "reference/expectation.h"
#include "reference/scalar_type.h"

namespace clc {

// The expectation for an operand of `src` given in the low bits of `src_bits`: 1 of `dst`
// where it is true, 0 where false; a denormal operand that a device without CL_FP_DENORM for
// `src` may read as zero may give 0 too (kFlushedDenormal).
Expectation ExpectTruth(ScalarType src, ScalarType dst, std::uint64_t src_bits, const FpCaps& caps);

// The expectations for `n` operands laid out as an array of `src`.
void ExpectTruthBatch(ScalarType src, ScalarType dst, const FpCaps& caps, const void* operands,
                      std::size_t n, Expectation* out);

}  // namespace clc
