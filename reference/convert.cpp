// Dispatch from a runtime Conversion to the compile-time core, one loop per type pair.
#include "reference/convert.h"

#include <array>
#include <utility>

#include "reference/convert_core.h"

namespace clc {

Conversion ConversionOf(const Variant& v) {
  return Conversion{v.src, v.dst, v.saturate, EffectiveMode(v.rounding, v.dst)};
}

namespace {

template <int kBytes>
struct UIntOfSize;
template <>
struct UIntOfSize<1> { using type = std::uint8_t; };
template <>
struct UIntOfSize<2> { using type = std::uint16_t; };
template <>
struct UIntOfSize<4> { using type = std::uint32_t; };
template <>
struct UIntOfSize<8> { using type = std::uint64_t; };

using OneFn = Expectation (*)(std::uint64_t, bool, RoundingMode, const FpCaps&);
using BatchFn = void (*)(const void*, std::size_t, bool, RoundingMode, const FpCaps&,
                         Expectation*);

template <ScalarType S, ScalarType D>
Expectation OneT(std::uint64_t bits, bool sat, RoundingMode mode, const FpCaps& caps) {
  return core::Expect<S, D>(bits, sat, mode, caps);
}

template <ScalarType S, ScalarType D, bool kSat, RoundingMode kMode>
void BatchLoop(const void* src, std::size_t n, const FpCaps& caps, Expectation* out) {
  using In = typename UIntOfSize<Bytes(S)>::type;
  const In* in = static_cast<const In*>(src);
  for (std::size_t i = 0; i < n; ++i) out[i] = core::Expect<S, D>(in[i], kSat, kMode, caps);
}

template <ScalarType S, ScalarType D, bool kSat>
void BatchMode(const void* src, std::size_t n, RoundingMode mode, const FpCaps& caps,
               Expectation* out) {
  switch (mode) {
    case RoundingMode::kRte: return BatchLoop<S, D, kSat, RoundingMode::kRte>(src, n, caps, out);
    case RoundingMode::kRtz: return BatchLoop<S, D, kSat, RoundingMode::kRtz>(src, n, caps, out);
    case RoundingMode::kRtp: return BatchLoop<S, D, kSat, RoundingMode::kRtp>(src, n, caps, out);
    case RoundingMode::kRtn: return BatchLoop<S, D, kSat, RoundingMode::kRtn>(src, n, caps, out);
  }
}

template <ScalarType S, ScalarType D>
void BatchT(const void* src, std::size_t n, bool sat, RoundingMode mode, const FpCaps& caps,
            Expectation* out) {
  if (sat && !IsFloat(D)) {
    BatchMode<S, D, true>(src, n, mode, caps, out);
  } else {
    BatchMode<S, D, false>(src, n, mode, caps, out);
  }
}

template <std::size_t... kI>
constexpr std::array<OneFn, sizeof...(kI)> MakeOneTable(std::index_sequence<kI...>) {
  return {&OneT<static_cast<ScalarType>(kI / kScalarTypeCount),
                static_cast<ScalarType>(kI % kScalarTypeCount)>...};
}

template <std::size_t... kI>
constexpr std::array<BatchFn, sizeof...(kI)> MakeBatchTable(std::index_sequence<kI...>) {
  return {&BatchT<static_cast<ScalarType>(kI / kScalarTypeCount),
                  static_cast<ScalarType>(kI % kScalarTypeCount)>...};
}

constexpr std::size_t kPairs = kScalarTypeCount * kScalarTypeCount;
constexpr auto kOneTable = MakeOneTable(std::make_index_sequence<kPairs>{});
constexpr auto kBatchTable = MakeBatchTable(std::make_index_sequence<kPairs>{});

constexpr std::size_t PairIndex(const Conversion& c) {
  return static_cast<std::size_t>(c.src) * kScalarTypeCount + static_cast<std::size_t>(c.dst);
}

}  // namespace

Expectation Expect(const Conversion& c, std::uint64_t src_bits, const FpCaps& caps) {
  return kOneTable[PairIndex(c)](src_bits, c.saturate && !IsFloat(c.dst), c.mode, caps);
}

void ExpectBatch(const Conversion& c, const FpCaps& caps, const void* src, std::size_t n,
                 Expectation* out) {
  kBatchTable[PairIndex(c)](src, n, c.saturate, c.mode, caps, out);
}

}  // namespace clc
