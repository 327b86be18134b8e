// The exhaustive check's oracle: the CPU's own conversion instructions, rounding mode encoded
// in each instruction (AVX-512), and the lane comparison. Defined in oracle_avx512.cpp and
// compare_avx512.cpp, the only files built with AVX-512 flags: call it only after HostHasAvx512()
// said yes.
#pragma once

#include <cstddef>
#include <cstdint>

#include "reference/convert.h"
#include "reference/expectation.h"

namespace clc::exhaustive {

// Lanes the oracle works on at a time: buffers are sized to a multiple of it.
inline constexpr std::size_t kVectorLanes = 16;

// What the rules expect of `n` lanes of a conversion with a 32-bit source (int, uint or
// float), on a device with every denormal: the destination's bits (an array of the
// destination type, Bytes(c.dst) bytes a lane) and the allowance of each lane. `in` holds the
// source bits; n is a multiple of kVectorLanes. Bits of kImplementationDefined lanes are 0.
void OracleExpect(const Conversion& c, const std::uint32_t* in, std::size_t n, void* bits,
                  Allowance* allowance);

// Inputs in[i] = (first + i) * spread mod 2^32 for i < n, a multiple of kVectorLanes.
void FillInputs(std::uint64_t first, std::uint32_t spread, std::size_t n, std::uint32_t* in);

struct LaneCounts {
  std::size_t mismatches = 0;
  std::size_t implementation_defined = 0;  // lanes the reference marks so
  std::size_t any_nan = 0;                 // likewise
};

// Compares lanes [0, n): a lane mismatches where the reference's allowance differs from the
// oracle's, or, for kExact, the bits differ, or, for kAnyNan, either side's bits are not a
// NaN. Writes the first (up to max_report) mismatching lane indices to `report`. Buffers hold
// a multiple of kVectorLanes lanes; lanes from n on are ignored.
LaneCounts Compare(ScalarType dst, std::size_t n, const void* ref_bits,
                   const Allowance* ref_allowance, const void* oracle_bits,
                   const Allowance* oracle_allowance, std::size_t* report, std::size_t max_report);

}  // namespace clc::exhaustive
