// Operand streams: lane i of a run's input is a pure function of (source type, seed, i), cheap
// enough that a device makes its own operands (kernels/digest/digest_source.cpp spells the same
// arithmetic in OpenCL C; both sides must change together). Lane indices are 32-bit.
#pragma once

#include <cstdint>

#include "reference/scalar_type.h"

namespace clc {

// A bijection of 32-bit words (an xorshift-multiply finalizer).
constexpr std::uint32_t Mix32(std::uint32_t x) {
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  x ^= x >> 16;
  return x;
}

// The three 32-bit keys of one (source type, seed) stream.
struct StreamKeys {
  std::uint32_t low = 0;    // the low word of every operand
  std::uint32_t high = 0;   // the high word of 64-bit operands
  std::uint32_t shape = 0;  // floating-point operands: which lanes are shaped, and how
};

constexpr std::uint64_t SplitMix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

constexpr StreamKeys KeysOf(ScalarType src, std::uint64_t seed) {
  const std::uint64_t a = SplitMix64(seed ^ (static_cast<std::uint64_t>(src) << 56));
  const std::uint64_t b = SplitMix64(a);
  return {static_cast<std::uint32_t>(a), static_cast<std::uint32_t>(a >> 32),
          static_cast<std::uint32_t>(b)};
}

// Shaped floating-point lanes draw their exponent from 2^-4 .. 2^(ShapedExponents(t) - 5),
// where conversions to integers are decided (the traits row says how far).
constexpr std::uint32_t ShapedExponents(ScalarType t) { return Traits(t).shaped_exponents; }

// Lane i's operand bits. The low word (and, for 64-bit types, the high word) is a bijection
// of i, so lanes differ; for a floating-point type half the lanes (chosen by the shape key)
// keep their fraction bits but take a sign and an exponent near the integer ranges.
constexpr std::uint64_t StreamOperand(ScalarType src, const StreamKeys& k, std::uint32_t i) {
  const auto& tr = Traits(src);
  const int bits = 8 * tr.bytes;
  std::uint64_t v = Mix32(i ^ k.low);
  if (bits == 64) v |= std::uint64_t{Mix32(i ^ k.high)} << 32;
  if (bits < 64) v &= (std::uint64_t{1} << bits) - 1;
  if (!tr.is_float) return v;
  const std::uint32_t s = Mix32(i ^ k.shape);
  if ((s & 1u) == 0) return v;
  const std::uint32_t bias = (1u << (tr.exponent_bits - 1)) - 1;
  const std::uint64_t field = (((s >> 1) & 0xffffu) * ShapedExponents(src) >> 16) + bias - 4;
  const std::uint64_t sign = (s >> 17) & 1u;
  const std::uint64_t frac = v & ((std::uint64_t{1} << tr.fraction_bits) - 1);
  return (sign << (bits - 1)) | (field << tr.fraction_bits) | frac;
}

}  // namespace clc
