// Dispatch from a runtime Conversion to the compile-time core, one loop per type pair.
#include "reference/convert.h"

#include <array>
#include <type_traits>
#include <utility>

#include "reference/convert_core.h"

namespace clc {

Conversion ConversionOf(const Variant& v) {
  return Conversion{v.src, v.dst, v.saturate, EffectiveMode(v.rounding, v.dst)};
}

FpCaps CapsOf(const Variant& v, FpCaps device) {
  if (const std::optional<ScalarType> storage = StorageType(v)) device.Set(*storage, true);
  return device;
}

namespace {

// Whether every value of `src` is a value of `dst` (so no rounding and no clamping occur).
bool HoldsEveryValue(ScalarType dst, ScalarType src) {
  const ScalarTraits& d = Traits(dst);
  const ScalarTraits& s = Traits(src);
  if (s.is_float) {
    return d.is_float && d.exponent_bits >= s.exponent_bits && d.fraction_bits >= s.fraction_bits;
  }
  const int magnitude_bits = Bits(src) - (s.is_signed ? 1 : 0);  // INT_MIN is a power of 2
  if (d.is_float) return magnitude_bits <= d.fraction_bits + 1;
  if (s.is_signed && !d.is_signed) return false;
  return magnitude_bits <= Bits(dst) - (d.is_signed ? 1 : 0);
}

}  // namespace

Conversion Canonical(const Conversion& c) {
  Conversion k = c;
  const bool integers = !IsFloat(c.src) && !IsFloat(c.dst);
  if (integers || HoldsEveryValue(c.dst, c.src)) k.mode = RoundingMode::kRtz;
  if (HoldsEveryValue(c.dst, c.src)) k.saturate = false;
  if (integers && !k.saturate) k.dst = UnsignedOfSize(Bytes(c.dst));
  return k;
}

namespace {

// The unsigned integer of kBytes bytes (1, 2, 4 or 8).
template <int kBytes>
struct UIntOfSize {
  using type = std::conditional_t<
      kBytes == 1, std::uint8_t,
      std::conditional_t<kBytes == 2, std::uint16_t,
                         std::conditional_t<kBytes == 4, std::uint32_t, std::uint64_t>>>;
};

using OneFn = Expectation (*)(std::uint64_t, bool, RoundingMode, const FpCaps&);

// Where a batch loop writes its lanes: whole Expectations, or bits and allowances apart.
struct ExpectationSink {
  Expectation* out;
};
template <ScalarType D>
struct CompactSink {
  typename UIntOfSize<Bytes(D)>::type* expected;
  Allowance* allowance;
};

template <ScalarType S, ScalarType D>
Expectation OneT(std::uint64_t bits, bool sat, RoundingMode mode, const FpCaps& caps) {
  return core::Expect<S, D>(bits, sat, mode, caps);
}

// With kAllDenormals the caps are the constant FpCaps{} and the flushing checks fold away.
template <ScalarType S, ScalarType D, bool kSat, RoundingMode kMode, bool kAllDenormals>
void Lanes(const void* src, std::size_t n, const FpCaps& caps, ExpectationSink sink) {
  using In = typename UIntOfSize<Bytes(S)>::type;
  const In* in = static_cast<const In*>(src);
  for (std::size_t i = 0; i < n; ++i) {
    sink.out[i] = core::Expect<S, D>(in[i], kSat, kMode, kAllDenormals ? FpCaps{} : caps);
  }
}

template <ScalarType S, ScalarType D, bool kSat, RoundingMode kMode, bool kAllDenormals>
void Lanes(const void* src, std::size_t n, const FpCaps& caps, CompactSink<D> sink) {
  using In = typename UIntOfSize<Bytes(S)>::type;
  using Out = typename UIntOfSize<Bytes(D)>::type;
  const In* in = static_cast<const In*>(src);
  for (std::size_t i = 0; i < n; ++i) {
    const core::Lane lane =
        core::ExpectLane<S, D>(in[i], kSat, kMode, kAllDenormals ? FpCaps{} : caps);
    sink.expected[i] = static_cast<Out>(lane.bits);
    sink.allowance[i] = lane.allowance;
  }
}

template <ScalarType S, ScalarType D, bool kSat, RoundingMode kMode, typename Sink>
void BatchLoop(const void* src, std::size_t n, const FpCaps& caps, Sink sink) {
  if (caps.Denorm(S) && caps.Denorm(D)) {
    Lanes<S, D, kSat, kMode, true>(src, n, caps, sink);
  } else {
    Lanes<S, D, kSat, kMode, false>(src, n, caps, sink);
  }
}

// An integer to an integer neither rounds nor meets a denormal (core::ExpectLane reads
// neither the mode nor the caps there), so such a pair instantiates one loop per _sat choice,
// not eight: the same lanes, built in less time.
template <ScalarType S, ScalarType D, bool kSat, typename Sink>
void BatchMode(const void* src, std::size_t n, RoundingMode mode, const FpCaps& caps, Sink sink) {
  if constexpr (!IsFloat(S) && !IsFloat(D)) {
    Lanes<S, D, kSat, RoundingMode::kRtz, true>(src, n, caps, sink);
  } else {
    switch (mode) {
      case RoundingMode::kRte: return BatchLoop<S, D, kSat, RoundingMode::kRte>(src, n, caps, sink);
      case RoundingMode::kRtz: return BatchLoop<S, D, kSat, RoundingMode::kRtz>(src, n, caps, sink);
      case RoundingMode::kRtp: return BatchLoop<S, D, kSat, RoundingMode::kRtp>(src, n, caps, sink);
      case RoundingMode::kRtn: return BatchLoop<S, D, kSat, RoundingMode::kRtn>(src, n, caps, sink);
    }
  }
}

// Saturation only exists for integer destinations; the float ones ignore the flag.
template <ScalarType S, ScalarType D, typename Sink>
void BatchSat(const void* src, std::size_t n, bool sat, RoundingMode mode, const FpCaps& caps,
              Sink sink) {
  if constexpr (IsFloat(D)) {
    BatchMode<S, D, false>(src, n, mode, caps, sink);
  } else if (sat) {
    BatchMode<S, D, true>(src, n, mode, caps, sink);
  } else {
    BatchMode<S, D, false>(src, n, mode, caps, sink);
  }
}

using BatchFn = void (*)(const void*, std::size_t, bool, RoundingMode, const FpCaps&, Expectation*);
using CompactFn = void (*)(const void*, std::size_t, bool, RoundingMode, const FpCaps&, void*,
                           Allowance*);

template <ScalarType S, ScalarType D>
void BatchT(const void* src, std::size_t n, bool sat, RoundingMode mode, const FpCaps& caps,
            Expectation* out) {
  BatchSat<S, D>(src, n, sat, mode, caps, ExpectationSink{out});
}

template <ScalarType S, ScalarType D>
void CompactT(const void* src, std::size_t n, bool sat, RoundingMode mode, const FpCaps& caps,
              void* expected, Allowance* allowance) {
  using Out = typename UIntOfSize<Bytes(D)>::type;
  BatchSat<S, D>(src, n, sat, mode, caps, CompactSink<D>{static_cast<Out*>(expected), allowance});
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

template <std::size_t... kI>
constexpr std::array<CompactFn, sizeof...(kI)> MakeCompactTable(std::index_sequence<kI...>) {
  return {&CompactT<static_cast<ScalarType>(kI / kScalarTypeCount),
                    static_cast<ScalarType>(kI % kScalarTypeCount)>...};
}

constexpr std::size_t kPairs = kScalarTypeCount * kScalarTypeCount;
constexpr auto kOneTable = MakeOneTable(std::make_index_sequence<kPairs>{});
constexpr auto kBatchTable = MakeBatchTable(std::make_index_sequence<kPairs>{});
constexpr auto kCompactTable = MakeCompactTable(std::make_index_sequence<kPairs>{});

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

void ExpectBatchCompact(const Conversion& c, const FpCaps& caps, const void* src, std::size_t n,
                        void* expected, Allowance* allowance) {
  kCompactTable[PairIndex(c)](src, n, c.saturate, c.mode, caps, expected, allowance);
}

std::uint64_t FlushedAlternative(ScalarType dst, std::uint64_t bits) {
  return IsFloat(dst) ? bits & (std::uint64_t{1} << (Bits(dst) - 1)) : 0;
}

}  // namespace clc
