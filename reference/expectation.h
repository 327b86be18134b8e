// What the reference says about one lane: the expected bits and what else is allowed.
#pragma once

#include <array>
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

// What a device says about its floating-point formats: whether each keeps its denormals
// (CL_FP_DENORM). Every type keeps them unless Set says otherwise; integer types always do.
class FpCaps {
 public:
  constexpr FpCaps() {
    for (bool& d : denorm_) d = true;
  }
  // No floating-point type keeps its denormals.
  static constexpr FpCaps NoDenormals() {
    FpCaps caps;
    for (const ScalarTraits& t : kScalarTraits) {
      if (t.is_float) caps.Set(t.type, false);
    }
    return caps;
  }

  constexpr bool Denorm(ScalarType t) const { return denorm_[static_cast<int>(t)]; }
  constexpr void Set(ScalarType t, bool keeps_denormals) {
    denorm_[static_cast<int>(t)] = keeps_denormals;
  }

  friend bool operator==(const FpCaps& a, const FpCaps& b) { return a.denorm_ == b.denorm_; }

 private:
  std::array<bool, kScalarTypeCount> denorm_{};
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
