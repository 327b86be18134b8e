// Inputs the MPFR oracle checks: every value of a narrow source, a fixed sample of a wide one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "reference/scalar_type.h"

namespace clc::oracle {

// The smallest sample of a 32- or 64-bit source per conversion: 2^18.
inline constexpr std::size_t kMinSample = std::size_t{1} << 18;

// A fixed-seed splitmix64: the same sequence on every machine.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t Next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::uint64_t Below(std::uint64_t n) { return Next() % n; }  // n > 0; bias is irrelevant here

 private:
  std::uint64_t state_;
};

// Hand-picked inputs of a 32- or 64-bit source: zeros, +-1, every power of two and its
// neighbours, every integer range boundary of every destination (with halves for floating
// sources), ties of every narrower floating-point format, subnormal extremes, infinities and
// NaN encodings. Sorted, without duplicates.
std::vector<std::uint64_t> EdgeInputs(ScalarType src);

// Every input of an 8- or 16-bit source; for a wider one, its edges followed by seeded random
// inputs (raw bits, values biased to interesting exponents, and ties) up to `sample` in all.
std::vector<std::uint64_t> OracleInputs(ScalarType src, std::size_t sample = kMinSample);

}  // namespace clc::oracle
