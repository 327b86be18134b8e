// Hazard inputs of a (source, destination) pair, generated the way Berkeley TestFloat does
// from the formats' parameters: the source values where the destination's rounding decides
// something, with the class of hazard each one is.
//
// The destination is seen as a grid of representable values: a floating-point type's values
// (its subnormals included, continued past its largest finite value so that the overflow
// threshold is a tie like any other), or the integers for an integer type. Binade e holds the
// magnitudes in [2^e, 2^(e+1)); its grid step is 2^q with q = max(e, emin) - fraction bits
// (q = 0 for an integer type). The binades run from the one whose only hazard is the
// tie between 0 and the smallest grid step (the smallest subnormal, or 1) to the largest
// finite one, plus the overflow binade (2^(emax+1)) for a floating-point destination. In
// each binade and for both signs, wherever the source can represent them exactly:
//   - boundaries: 2^e and the binade's largest grid value, each with its neighbours (the
//     adjacent source values, one source ulp away);
//   - ties: the smallest and the largest midpoint between two grid values of the binade, each
//     with its neighbours;
//   - ties plus one sticky bit: the smallest tie (an even grid value below it, so that a tie
//     rounds down and the sticky bit up) with a single bit set at a lower source position.
//     Sampling rule: in every binade the two lowest positions (far below: the double-rounding
//     hazard), the two highest, and the three around each floating-point format's own half
//     ulp (where rounding through that format as an intermediate starts and stops losing the
//     sticky bit); in the focus binades every position, below the smallest and the largest
//     tie. The focus binades are those near a boundary class: for a floating-point
//     destination the tie below the smallest subnormal, the smallest subnormal's, the largest
//     subnormal's, the smallest normal's, 1's, the first binade where an integer loses
//     precision, and the largest finite one (the overflow threshold); for an integer one,
//     those of 0.5, 1, 2 and the two at the top of its range.
//   - for an integer destination, each end of its range with its neighbours, or where the
//     source cannot hold an end exactly, the source values on each side of it;
//   - for an integer source, TestFloat's patterns: every contiguous run of ones and its
//     complement.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "reference/scalar_type.h"

namespace clc {

enum class HazardClass : std::uint8_t {
  kBoundary,           // a grid value at either end of a binade
  kBoundaryNeighbour,  // one source ulp from a boundary
  kTie,                // the midpoint between two adjacent grid values
  kTieNeighbour,       // one source ulp from a tie
  kTieSticky,          // a tie with one more bit set below it
  kRangeEnd,           // the smallest or largest value of an integer destination
  kRangeEndNeighbour,  // one source ulp from a range end (or the nearest source values)
  kPattern,            // an integer source's run of ones, or its complement
};

std::string_view NameOf(HazardClass c);

struct Hazard {
  std::uint64_t bits = 0;  // the source operand, in the low bits
  HazardClass cls = HazardClass::kBoundary;
  // The destination binade (see above) of the boundary or tie; for a range end, the binade
  // of its magnitude; for a pattern, its highest set bit.
  int binade = 0;
  // For kTieSticky: how many positions the sticky bit lies below the tie bit (1 = just
  // below). 0 for the other classes.
  int sticky = 0;
};

// The hazards of converting `src` to `dst`, in generation order (a value may appear under
// more than one class).
std::vector<Hazard> Hazards(ScalarType src, ScalarType dst);

// The operands of Hazards(src, dst) for every destination: sorted, without duplicates.
std::vector<std::uint64_t> HazardInputs(ScalarType src);

}  // namespace clc
