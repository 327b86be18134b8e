// Edge values of each source type: signs, zeros, NaN encodings, subnormals, ties, and every
// range boundary of every destination type, with their neighbours; united with the hazard
// inputs of every destination (reference/hazards.h).
#pragma once

#include <cstdint>
#include <vector>

#include "reference/scalar_type.h"

namespace clc {

// Sorted, without duplicates, each in the low bits of a uint64.
std::vector<std::uint64_t> EdgeInputs(ScalarType src);

// The edges of one (source, destination) pair: the source type's own edges (EdgeInputs
// without the other destinations' hazards), the operands of Hazards(src, dst) and
// FocusedEdgeInputs(src, dst). Sorted, without duplicates. The constant path folds them all.
std::vector<std::uint64_t> PairEdgeInputs(ScalarType src, ScalarType dst);

// A small subset of EdgeInputs for kernels that fold their operand as a constant.
std::vector<std::uint64_t> FocusedEdgeInputs(ScalarType src);
// The focused edges that matter to one destination: special encodings and small values,
// and for a floating-point operand, the values near the destination's range ends.
std::vector<std::uint64_t> FocusedEdgeInputs(ScalarType src, ScalarType dst);

}  // namespace clc
