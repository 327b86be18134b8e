// MPFR's view of a destination's grid, for the hazard test: what an input is against it
// (boundary, tie, tie plus one sticky bit), and what each binade offers a source. Computed
// from MPFR's rounding and the formats' parameters only, sharing nothing with
// reference/hazards.cpp, so that the test proves the generator rather than repeating it.
#pragma once

#include <array>
#include <cstdint>
#include <set>
#include <vector>

#include "reference/tests/mpfr_oracle.h"

namespace clc::oracle {

// An MPFR number of 256 bits (or `prec`), which holds every value built here exactly.
struct Num {
  explicit Num(mpfr_prec_t prec = 256) { mpfr_init2(v, prec); }
  ~Num() { mpfr_clear(v); }
  Num(const Num&) = delete;
  Num& operator=(const Num&) = delete;
  mpfr_t v;
};

// The binades of a destination: from the one of the tie between 0 and the smallest grid step
// to the largest finite (or in-range) one; a floating-point type adds top + 1, whose only
// boundary is the overflow value 2^(emax+1).
struct Binades {
  int lowest = 0;
  int emin = 0;  // the smallest normal's (0 for an integer type)
  int top = 0;
};
Binades BinadesOf(ScalarType dst);

// What an input is against one destination's grid (the grid of a floating-point type goes on
// past its largest finite value; an integer type's is every integer).
struct Facts {
  bool finite = false;  // finite and nonzero; nothing else below is set otherwise
  bool neg = false;
  int binade = 0;         // floor(log2 |x|)
  bool boundary = false;  // a grid value at either end of its binade
  bool tie = false;       // the midpoint of two adjacent grid values
  // For a boundary or a tie: the binade's lowest (2^e, the first tie) or highest (its largest
  // grid value, the last tie) of them; both where the binade has one only.
  std::array<bool, 2> end{};
  int sticky = 0;  // a tie plus a single bit: how many positions below the tie bit; else 0
};
Facts Classify(ScalarType dst, const mpfr_t x);

// The bits of the source values adjacent to x, one source ulp below and above (finite ones).
std::vector<std::uint64_t> NeighbourBits(ScalarType src, const mpfr_t x);

// What a source can hold in one binade and sign of a destination: the lowest and the highest
// boundary and tie (indexed as Facts::end), and the positions of a sticky bit below the
// binade's lowest tie.
struct Offer {
  std::array<bool, 2> boundary{};
  std::array<bool, 2> tie{};
  std::set<int> sticky;
};
Offer OfferOf(ScalarType src, ScalarType dst, int binade, bool neg);

// The range ends of the integer type `dst`, each as an exact value: {min, max}.
void RangeEnds(ScalarType dst, mpfr_t min, mpfr_t max);

}  // namespace clc::oracle
