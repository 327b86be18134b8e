// An independent oracle for convert_*: the exact source value in MPFR, rounded by MPFR's own
// rounding modes with subnormal emulation. Shares nothing with the reference but its enums.
#pragma once

// clang-format off
#include <cstdint>  // first: mpfr.h declares its intmax_t functions only after <stdint.h>
#include <mpfr.h>
// clang-format on

#include <array>

#include "reference/scalar_type.h"
#include "reference/variant.h"

namespace clc::oracle {

// What the oracle says about one lane.
struct OracleResult {
  enum class Kind : std::uint8_t {
    kValue,       // `bits` is the one correct result
    kNan,         // a NaN: any NaN of the destination is correct
    kOutOfRange,  // floating point to integer, not _sat, out of range or NaN: undefined
    kError,       // the oracle could not encode its own result exactly (an oracle bug)
  };
  Kind kind = Kind::kError;
  std::uint64_t bits = 0;
};

// The exact value of a half, decoded from its bits (every half is exactly a double).
double HalfToDouble(std::uint16_t bits);

// Rounds x into y under `rnd` to the precision and subnormal range of the floating-point type
// `t` (y has t's precision); with `overflow` false the exponent range has no top, so that
// the grid of t goes on past its largest finite value. Returns MPFR's ternary value.
int RoundToFormat(mpfr_t y, const mpfr_t x, ScalarType t, mpfr_rnd_t rnd, bool overflow);

// The bits of x in `t` (any scalar type), if `t` holds x exactly: false otherwise.
bool ExactBits(ScalarType t, const mpfr_t x, std::uint64_t* bits);

// One source value held exactly, converted to any destination. Results are cached per
// destination and mode, so converting one input to every destination rounds each once.
class SourceValue {
 public:
  SourceValue();
  ~SourceValue();
  SourceValue(const SourceValue&) = delete;
  SourceValue& operator=(const SourceValue&) = delete;

  // Holds the value of `bits` (in the low bits) read as `src`.
  void Set(ScalarType src, std::uint64_t bits);

  OracleResult Convert(ScalarType dst, bool sat, RoundingMode mode);

  // The source value, exactly (NaN for a NaN).
  const mpfr_t& exact() const { return x_; }

 private:
  OracleResult ToFloating(ScalarType dst, RoundingMode mode);
  OracleResult ToInteger(ScalarType dst, bool sat, RoundingMode mode);
  const mpfr_t& Rounded(RoundingMode mode);  // the source rounded to an integer under `mode`

  ScalarType src_ = ScalarType::kInt;
  std::uint64_t bits_ = 0;
  mpfr_t x_;                    // the source, exactly (64 bits hold every source)
  std::array<mpfr_t, 4> rint_;  // x_ rounded to an integer, per mode
  std::array<bool, 4> have_rint_{};
  std::array<mpfr_t, 3> fp_;  // scratch at half, float and double precision
  mpfr_t scratch_;
  std::array<std::array<OracleResult, 4>, 3> fp_cache_{};  // per destination and mode
  std::array<std::array<bool, 4>, 3> have_fp_{};
};

}  // namespace clc::oracle
