// What the reference says about one lane: the expected bits and what else is allowed.
#pragma once

#include <cstdint>
#include <string_view>

#include "reference/scalar_type.h"

namespace clc {

enum class Allowance : std::uint8_t {
  kExact,                  // only `bits` is correct
  kFlushedDenormal,        // `bits`, or `alt` where a denormal was flushed to zero
  kAnyNan,                 // any NaN of the destination type
  kImplementationDefined,  // any value; recorded, never passed or failed
};

std::string_view NameOf(Allowance a);

struct Expectation {
  std::uint64_t bits = 0;  // the exact result, in the destination's low bits
  std::uint64_t alt = 0;   // the flushed result, for kFlushedDenormal
  Allowance allowance = Allowance::kExact;

  friend bool operator==(const Expectation& a, const Expectation& b) {
    return a.bits == b.bits && a.alt == b.alt && a.allowance == b.allowance;
  }
};

// What a device says about its floating-point formats (CL_FP_DENORM per type).
struct FpCaps {
  bool denorm_half = true;
  bool denorm_float = true;
  bool denorm_double = true;

  constexpr bool Denorm(ScalarType t) const {
    return t == ScalarType::kHalf     ? denorm_half
           : t == ScalarType::kFloat  ? denorm_float
           : t == ScalarType::kDouble ? denorm_double
                                      : true;
  }
};

// How a device's lane compares with an expectation.
enum class LaneVerdict : std::uint8_t {
  kExact,
  kAcceptedFlushed,
  kAcceptedNan,
  kImplementationDefined,
  kMismatch,
};

std::string_view NameOf(LaneVerdict v);

bool IsNanBits(ScalarType t, std::uint64_t bits);

// Applies the allowance: the one comparator every layer uses.
LaneVerdict Judge(const Expectation& e, ScalarType dst, std::uint64_t got);

}  // namespace clc
