// Hand-checked conversion tables: one row per input with the expectation under each of the
// four modes, checked against the reference. Every expected value in a table is worked out by
// hand, never by calling the reference.
#pragma once

#include <cstdint>
#include <vector>

#include "reference/expectation.h"
#include "reference/variant.h"

namespace clc::testing_support {

inline constexpr ScalarType kC = ScalarType::kChar;
inline constexpr ScalarType kUC = ScalarType::kUChar;
inline constexpr ScalarType kS = ScalarType::kShort;
inline constexpr ScalarType kUS = ScalarType::kUShort;
inline constexpr ScalarType kI = ScalarType::kInt;
inline constexpr ScalarType kUI = ScalarType::kUInt;
inline constexpr ScalarType kL = ScalarType::kLong;
inline constexpr ScalarType kUL = ScalarType::kULong;
inline constexpr ScalarType kH = ScalarType::kHalf;
inline constexpr ScalarType kF = ScalarType::kFloat;
inline constexpr ScalarType kD = ScalarType::kDouble;
inline constexpr bool kSat = true;
inline constexpr bool kNoSat = false;

// What one lane must be: exact bits, bits or a flushed alternative, any NaN, or anything.
struct Want {
  std::uint64_t bits = 0;
  Allowance allowance = Allowance::kExact;
  std::uint64_t alt = 0;
};
constexpr Want Ex(std::uint64_t bits) { return {bits, Allowance::kExact, 0}; }
constexpr Want Flush(std::uint64_t bits, std::uint64_t alt) {
  return {bits, Allowance::kFlushedDenormal, alt};
}
inline constexpr Want kAnyNan = {0, Allowance::kAnyNan, 0};
inline constexpr Want kImplDef = {0, Allowance::kImplementationDefined, 0};

// One input of one conversion, with the expectation under each of the four modes.
struct Row {
  ScalarType src;
  ScalarType dst;
  bool sat;
  std::uint64_t in;
  Want rte, rtz, rtp, rtn;
};
// A row whose four modes agree.
inline Row Same(ScalarType src, ScalarType dst, bool sat, std::uint64_t in, Want w) {
  return {src, dst, sat, in, w, w, w, w};
}

// Checks every row under the four explicit modes and under the default (no suffix), which is
// the rtz column for an integer destination and the rte column for a floating-point one.
void CheckRows(const std::vector<Row>& rows, const FpCaps& caps = FpCaps{});

}  // namespace clc::testing_support
