// The reference for many conversions from one source type at once: each operand is taken
// apart once (sign, exponent, significand, and the integer it rounds to under each rounding
// mode, or the bits below a narrower format's precision; an integer operand as its magnitude
// and leading bit) and every conversion's result is derived from those parts: all four
// rounding modes, with and without _sat, for every destination. Pure integer arithmetic with
// the mode as data, like convert_core.h, and lane for lane the same expectations as
// ExpectBatchCompact (reference/tests/decomposed_test.cpp proves it on every 8/16-bit input
// and on 2^24 samples of the wider ones; mpfr_tests holds it against MPFR). The loops run
// over structure-of-arrays blocks that the compiler vectorises (reference/multiversion.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "reference/convert.h"
#include "reference/expectation.h"

namespace clc {

// The parts of up to kBlock operands of one source type, from which Derive gives any
// conversion's lanes: an integer operand's integer destinations and a float's wider
// floating-point ones (or itself) in lane loops of their own, every other from the parts.
class OperandParts {
 public:
  static constexpr std::size_t kBlock = 512;

  OperandParts(ScalarType src, const FpCaps& caps);

  // Takes apart operands[0 .. n-1] (n <= kBlock; each operand in the low bits).
  void Decompose(const std::uint64_t* operands, std::size_t n);

  // The conversions Derive will be asked for after each Decompose. Where they hold several
  // rounding modes of one floating-point destination that the parts derive, the first Derive
  // of them after a Decompose makes all four modes' lanes in one pass (they share the
  // quotient and its round and sticky bits) and the others take theirs from it.
  void Expect(const std::vector<Conversion>& cs);

  // Conversion c's lanes of the operands last decomposed (c.src must be the source type):
  // bits[i] the expected bits (zero-extended), allowance[i] the allowance, in buffers of the
  // parts' own that hold them until the next Derive or Decompose; `exact` where every lane's
  // allowance is kExact by the conversion alone (an integer source's conversions, or a float's
  // to an integer destination with _sat and no flushed operand): its loop writes no allowances
  // then (`allowance` points to constant exact lanes), and the digests count none.
  struct Derived {
    const std::uint64_t* bits;
    const Allowance* allowance;
    bool exact = false;
  };
  Derived Derive(const Conversion& c);

  // The parts, in structure-of-arrays form (public for the lane kernels).
  struct Lanes {
    std::uint64_t neg[kBlock];         // 0 or 1
    std::uint64_t nan[kBlock];         // 0 or 1
    std::uint64_t special[kBlock];     // 0 or 1: NaN or infinity
    std::uint64_t subnormal[kBlock];   // 0 or 1
    std::uint64_t huge[kBlock];        // 0 or 1: NaN, infinity, or at least 2^64 in magnitude (*)
    std::uint64_t mag[kBlock];         // the significand, its leading bit explicit
    std::int64_t exp[kBlock];          // value = (-1)^neg * mag * 2^exp
    std::uint64_t rounded[4][kBlock];  // |value| rounded to an integer, by RoundingMode (*)
    // The value rounded by RoundingMode, signed, within +-2^62 (0 for a NaN): what a
    // saturating destination of 32 bits or fewer clamps; made at the first Derive of one (*).
    std::int64_t clamped[4][kBlock];
    // (*) floating-point sources only: an integer source has no integer destination here.
  };

 private:
  ScalarType src_;
  FpCaps caps_;
  std::size_t n_ = 0;
  std::vector<std::uint64_t> operands_;  // the block's operands, for the lane loops that read them
  std::vector<Lanes> lanes_;             // one block (on the heap: it is 60 KiB)
  std::vector<std::uint64_t> bits_;      // Derive's lanes, where no ModeLanes holds them
  std::vector<Allowance> allowance_;
  // Every rounding mode's lanes of a floating-point destination that Expect named with
  // several modes, made at the first Derive of one of them after a Decompose.
  struct ModeLanes {
    ScalarType dst = ScalarType::kFloat;
    bool made = false;
    std::uint64_t bits[4][kBlock];
    Allowance allowance[4][kBlock];
  };
  std::vector<ModeLanes> modes_;
  bool clamped_made_ = false;          // Lanes::clamped made since the last Decompose
  ModeLanes* ModesOf(ScalarType dst);  // modes_' lanes of `dst`, or null
  // Whether c's lanes depend on its rounding mode (a floating-point destination narrower than
  // the source, or any from an integer): those Expect may make four modes of at once.
  bool Rounds(const Conversion& c) const;
};

// ExpectBatchCompact of every conversion in `cs` (all from one source type) over n operands,
// each decomposed once: bits[k][i] and allowance[k][i] are conversion k's lane i.
void ExpectBatchAll(const std::vector<Conversion>& cs, const FpCaps& caps,
                    const std::uint64_t* operands, std::size_t n, std::uint64_t* const* bits,
                    Allowance* const* allowance);

}  // namespace clc
