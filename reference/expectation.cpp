// The comparator: applies an expectation's allowance to what a device returned.
#include "reference/expectation.h"

namespace clc {

std::string_view NameOf(Allowance a) {
  switch (a) {
    case Allowance::kExact: return "exact";
    case Allowance::kFlushedDenormal: return "may-flush-denormal";
    case Allowance::kAnyNan: return "any-nan";
    case Allowance::kImplementationDefined: return "implementation-defined";
  }
  return "?";
}

std::string_view NameOf(LaneVerdict v) {
  switch (v) {
    case LaneVerdict::kExact: return "exact";
    case LaneVerdict::kAcceptedFlushed: return "accepted-flushed-denormal";
    case LaneVerdict::kAcceptedNan: return "accepted-any-nan";
    case LaneVerdict::kImplementationDefined: return "implementation-defined";
    case LaneVerdict::kMismatch: return "mismatch";
  }
  return "?";
}

bool IsNanBits(ScalarType t, std::uint64_t bits) {
  if (!IsFloat(t)) return false;
  const auto& tr = Traits(t);
  const std::uint64_t frac_mask = (std::uint64_t{1} << tr.fraction_bits) - 1;
  const std::uint64_t exp_mask = ((std::uint64_t{1} << tr.exponent_bits) - 1) << tr.fraction_bits;
  return (bits & exp_mask) == exp_mask && (bits & frac_mask) != 0;
}

LaneVerdict Judge(const Expectation& e, ScalarType dst, std::uint64_t got) {
  switch (e.allowance) {
    case Allowance::kExact: return got == e.bits ? LaneVerdict::kExact : LaneVerdict::kMismatch;
    case Allowance::kFlushedDenormal:
      if (got == e.bits) return LaneVerdict::kExact;
      return got == e.alt ? LaneVerdict::kAcceptedFlushed : LaneVerdict::kMismatch;
    case Allowance::kAnyNan:
      return IsNanBits(dst, got) ? LaneVerdict::kAcceptedNan : LaneVerdict::kMismatch;
    case Allowance::kImplementationDefined: return LaneVerdict::kImplementationDefined;
  }
  return LaneVerdict::kMismatch;
}

}  // namespace clc
