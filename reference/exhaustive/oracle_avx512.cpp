// The exhaustive check's oracle, built with AVX-512 flags: each conversion done by the CPU's
// own instructions, 16 lanes at a time, with the rounding mode encoded in the instruction
// (embedded rounding, or roundscale's and vcvtps2ph's immediate), never MXCSR's, and the rules
// of convert_* (saturation, wrapping, implementation-defined lanes, NaNs) applied on top.
#include <immintrin.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "reference/exhaustive/oracle.h"

namespace clc::exhaustive {
namespace {

using T = ScalarType;

constexpr int kNoExc = _MM_FROUND_NO_EXC;

// The rounding-control immediate of a mode; the same encoding serves embedded rounding,
// roundscale (bits 1:0, bit 2 clear: not MXCSR) and vcvtps2ph.
constexpr int RoundingControl(RoundingMode m) {
  switch (m) {
    case RoundingMode::kRte: return _MM_FROUND_TO_NEAREST_INT;
    case RoundingMode::kRtz: return _MM_FROUND_TO_ZERO;
    case RoundingMode::kRtp: return _MM_FROUND_TO_POS_INF;
    case RoundingMode::kRtn: return _MM_FROUND_TO_NEG_INF;
  }
  return _MM_FROUND_TO_NEAREST_INT;
}

// +-2^k as a float, from its encoding (exact; -127 < k < 128).
inline __m512 Pow2(int k, bool negative) {
  const std::uint32_t bits =
      (negative ? 0x80000000u : 0u) | (static_cast<std::uint32_t>(127 + k) << 23);
  return _mm512_castsi512_ps(_mm512_set1_epi32(static_cast<int>(bits)));
}

inline __m512i Load(const std::uint32_t* in, std::size_t i) { return _mm512_loadu_si512(in + i); }
inline __m256i LowHalf(__m512i v) { return _mm512_castsi512_si256(v); }
inline __m256i HighHalf(__m512i v) { return _mm512_extracti64x4_epi64(v, 1); }
inline __m256 LowHalf(__m512 v) { return _mm512_castps512_ps256(v); }
inline __m256 HighHalf(__m512 v) { return _mm512_extractf32x8_ps(v, 1); }

// 16 results of a destination of at most 32 bits, one per 32-bit lane (the low bits count).
template <ScalarType D>
inline void Store32(__m512i v, void* bits, std::size_t i) {
  if constexpr (Bytes(D) == 1) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(static_cast<std::uint8_t*>(bits) + i),
                     _mm512_cvtepi32_epi8(v));
  } else if constexpr (Bytes(D) == 2) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(static_cast<std::uint16_t*>(bits) + i),
                        _mm512_cvtepi32_epi16(v));
  } else {
    _mm512_storeu_si512(static_cast<std::uint32_t*>(bits) + i, v);
  }
}

// 16 results of a 64-bit destination: lanes 0-7, then 8-15.
inline void Store64(__m512i lo, __m512i hi, void* bits, std::size_t i) {
  std::uint64_t* out = static_cast<std::uint64_t*>(bits) + i;
  _mm512_storeu_si512(out, lo);
  _mm512_storeu_si512(out + 8, hi);
}

// Allowance `a` on the lanes of `k`, kExact elsewhere.
inline void StoreAllowance(__mmask16 k, Allowance a, Allowance* allowance, std::size_t i) {
  const __m128i v = _mm_maskz_mov_epi8(k, _mm_set1_epi8(static_cast<char>(a)));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(allowance + i), v);
}

// float -> integer type. The integral value under the mode comes from roundscale; it decides
// the range (compared with powers of two, exact in float). In range, the value is the
// CPU's conversion with the mode embedded. Out of range and NaN: _sat clamps (NaN to 0);
// without _sat the lane is implementation-defined.
template <ScalarType D, bool kSat, RoundingMode kMode>
inline void FloatToInt(__m512i x, void* bits, Allowance* allowance, std::size_t i) {
  constexpr int kRc = RoundingControl(kMode) | kNoExc;
  constexpr int kBits = Bits(D);
  constexpr bool kSigned = IsSigned(D);
  const __m512 f = _mm512_castsi512_ps(x);
  const __mmask16 nan = _mm512_cmp_ps_mask(f, f, _CMP_UNORD_Q);
  const __mmask16 negative = _mm512_cmp_ps_mask(f, _mm512_setzero_ps(), _CMP_LT_OQ);
  const __m512 r = _mm512_roundscale_ps(f, kRc);
  const __m512 lo = kSigned ? Pow2(kBits - 1, true) : _mm512_setzero_ps();
  const __m512 hi = Pow2(kSigned ? kBits - 1 : kBits, false);  // the first value past the top
  const __mmask16 in_range =
      _mm512_cmp_ps_mask(r, lo, _CMP_GE_OQ) & _mm512_cmp_ps_mask(r, hi, _CMP_LT_OQ);
  const __mmask16 clamp_low = static_cast<__mmask16>(~in_range & ~nan & negative);
  const __mmask16 clamp_high = static_cast<__mmask16>(~in_range & ~nan & ~negative);
  if constexpr (kBits <= 32) {
    const __m512i v =
        (D == T::kUInt) ? _mm512_cvt_roundps_epu32(f, kRc) : _mm512_cvt_roundps_epi32(f, kRc);
    __m512i out = _mm512_maskz_mov_epi32(in_range, v);
    if constexpr (kSat) {
      const std::int64_t min = kSigned ? -(std::int64_t{1} << (kBits - 1)) : 0;
      const std::int64_t max =
          kSigned ? (std::int64_t{1} << (kBits - 1)) - 1 : (std::int64_t{1} << kBits) - 1;
      out = _mm512_mask_mov_epi32(out, clamp_low, _mm512_set1_epi32(static_cast<int>(min)));
      out = _mm512_mask_mov_epi32(
          out, clamp_high, _mm512_set1_epi32(static_cast<int>(static_cast<std::uint32_t>(max))));
    }
    Store32<D>(out, bits, i);
  } else {
    const __m512i v_lo = (D == T::kULong) ? _mm512_cvt_roundps_epu64(LowHalf(f), kRc)
                                          : _mm512_cvt_roundps_epi64(LowHalf(f), kRc);
    const __m512i v_hi = (D == T::kULong) ? _mm512_cvt_roundps_epu64(HighHalf(f), kRc)
                                          : _mm512_cvt_roundps_epi64(HighHalf(f), kRc);
    const auto low8 = [](__mmask16 k) { return static_cast<__mmask8>(k); };
    const auto high8 = [](__mmask16 k) { return static_cast<__mmask8>(k >> 8); };
    __m512i out_lo = _mm512_maskz_mov_epi64(low8(in_range), v_lo);
    __m512i out_hi = _mm512_maskz_mov_epi64(high8(in_range), v_hi);
    if constexpr (kSat) {
      const std::uint64_t min = kSigned ? std::uint64_t{1} << 63 : 0;
      const std::uint64_t max = kSigned ? (std::uint64_t{1} << 63) - 1 : ~std::uint64_t{0};
      const __m512i vmin = _mm512_set1_epi64(static_cast<long long>(min));
      const __m512i vmax = _mm512_set1_epi64(static_cast<long long>(max));
      out_lo = _mm512_mask_mov_epi64(out_lo, low8(clamp_low), vmin);
      out_hi = _mm512_mask_mov_epi64(out_hi, high8(clamp_low), vmin);
      out_lo = _mm512_mask_mov_epi64(out_lo, low8(clamp_high), vmax);
      out_hi = _mm512_mask_mov_epi64(out_hi, high8(clamp_high), vmax);
    }
    Store64(out_lo, out_hi, bits, i);
  }
  StoreAllowance(kSat ? 0 : static_cast<__mmask16>(~in_range), Allowance::kImplementationDefined,
                 allowance, i);
}

// int or uint -> integer type: the saturating and truncating narrowings of AVX-512
// (vpmovsdb, vpmovusdb, vpmovdb and the word forms), sign or zero extension, and min/max.
template <ScalarType S, ScalarType D, bool kSat>
inline void IntToInt(__m512i x, void* bits, Allowance* allowance, std::size_t i) {
  constexpr bool kSrcSigned = IsSigned(S);
  constexpr bool kDstSigned = IsSigned(D);
  // Saturating narrowings read their operand as signed (s) or unsigned (us): bring a value
  // of the other signedness into that reading first, where it would be misread.
  const auto as_signed_operand = [](__m512i v) {  // a uint above INT_MAX saturates high
    return kSrcSigned ? v : _mm512_min_epu32(v, _mm512_set1_epi32(0x7fffffff));
  };
  const auto as_unsigned_operand = [](__m512i v) {  // a negative int saturates to 0
    return kSrcSigned ? _mm512_max_epi32(v, _mm512_setzero_si512()) : v;
  };
  if constexpr (Bytes(D) == 1) {
    __m128i out;
    if constexpr (!kSat) {
      out = _mm512_cvtepi32_epi8(x);
    } else if constexpr (kDstSigned) {
      out = _mm512_cvtsepi32_epi8(as_signed_operand(x));
    } else {
      out = _mm512_cvtusepi32_epi8(as_unsigned_operand(x));
    }
    _mm_storeu_si128(reinterpret_cast<__m128i*>(static_cast<std::uint8_t*>(bits) + i), out);
  } else if constexpr (Bytes(D) == 2) {
    __m256i out;
    if constexpr (!kSat) {
      out = _mm512_cvtepi32_epi16(x);
    } else if constexpr (kDstSigned) {
      out = _mm512_cvtsepi32_epi16(as_signed_operand(x));
    } else {
      out = _mm512_cvtusepi32_epi16(as_unsigned_operand(x));
    }
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(static_cast<std::uint16_t*>(bits) + i), out);
  } else if constexpr (Bytes(D) == 4) {
    __m512i out = x;
    if constexpr (kSat && kSrcSigned != kDstSigned) {
      out = kDstSigned ? as_signed_operand(x) : as_unsigned_operand(x);
    }
    _mm512_storeu_si512(static_cast<std::uint32_t*>(bits) + i, out);
  } else {
    // Every int and uint fits a long; only a negative int into ulong_sat changes (to 0).
    const __m512i v = (kSat && kSrcSigned && !kDstSigned) ? as_unsigned_operand(x) : x;
    const __m512i lo =
        kSrcSigned ? _mm512_cvtepi32_epi64(LowHalf(v)) : _mm512_cvtepu32_epi64(LowHalf(v));
    const __m512i hi =
        kSrcSigned ? _mm512_cvtepi32_epi64(HighHalf(v)) : _mm512_cvtepu32_epi64(HighHalf(v));
    Store64(lo, hi, bits, i);
  }
  StoreAllowance(0, Allowance::kExact, allowance, i);
}

// int or uint -> half, float, double.
template <ScalarType S, ScalarType D, RoundingMode kMode>
inline void IntToFloat(__m512i x, void* bits, Allowance* allowance, std::size_t i) {
  constexpr int kRc = RoundingControl(kMode) | kNoExc;
  constexpr bool kSrcSigned = IsSigned(S);
  if constexpr (D == T::kFloat) {
    const __m512 f =
        kSrcSigned ? _mm512_cvt_roundepi32_ps(x, kRc) : _mm512_cvt_roundepu32_ps(x, kRc);
    Store32<D>(_mm512_castps_si512(f), bits, i);
  } else if constexpr (D == T::kDouble) {  // exact
    const __m512d lo = kSrcSigned ? _mm512_cvtepi32_pd(LowHalf(x)) : _mm512_cvtepu32_pd(LowHalf(x));
    const __m512d hi =
        kSrcSigned ? _mm512_cvtepi32_pd(HighHalf(x)) : _mm512_cvtepu32_pd(HighHalf(x));
    Store64(_mm512_castpd_si512(lo), _mm512_castpd_si512(hi), bits, i);
  } else {
    // There is no integer-to-half instruction, and int -> float -> half would round twice.
    // So the value is first clamped to [-2^17, 2^17]: every such integer is exact in float
    // (24 bits), leaving one rounding, float -> half with the mode. The clamp changes no
    // result: half's largest finite value is 65504 and every rounding of a magnitude of 2^16
    // or more overflows, to infinity or to 65504 by the mode and the sign alone, so values
    // beyond 2^17 round as 2^17 of the same sign does.
    constexpr int kClamp = 1 << 17;
    const __m512i clamped = kSrcSigned
                                ? _mm512_max_epi32(_mm512_min_epi32(x, _mm512_set1_epi32(kClamp)),
                                                   _mm512_set1_epi32(-kClamp))
                                : _mm512_min_epu32(x, _mm512_set1_epi32(kClamp));
    const __m512 f = _mm512_cvt_roundepi32_ps(clamped, _MM_FROUND_TO_ZERO | kNoExc);  // exact
    const __m256i h = _mm512_cvt_roundps_ph(f, kRc);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(static_cast<std::uint16_t*>(bits) + i), h);
  }
  StoreAllowance(0, Allowance::kExact, allowance, i);
}

// float -> half (vcvtps2ph, mode in the immediate), float (itself), double (exact).
// A NaN may become any NaN.
template <ScalarType D, RoundingMode kMode>
inline void FloatToFloat(__m512i x, void* bits, Allowance* allowance, std::size_t i) {
  constexpr int kRc = RoundingControl(kMode) | kNoExc;
  const __m512 f = _mm512_castsi512_ps(x);
  const __mmask16 nan = _mm512_cmp_ps_mask(f, f, _CMP_UNORD_Q);
  if constexpr (D == T::kHalf) {
    const __m256i h = _mm512_cvt_roundps_ph(f, kRc);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(static_cast<std::uint16_t*>(bits) + i), h);
  } else if constexpr (D == T::kFloat) {
    Store32<D>(x, bits, i);
  } else {
    const __m512d lo = _mm512_cvtps_pd(LowHalf(f));
    const __m512d hi = _mm512_cvtps_pd(HighHalf(f));
    Store64(_mm512_castpd_si512(lo), _mm512_castpd_si512(hi), bits, i);
  }
  StoreAllowance(nan, Allowance::kAnyNan, allowance, i);
}

template <ScalarType S, ScalarType D, bool kSat, RoundingMode kMode>
void Run(const std::uint32_t* in, std::size_t n, void* bits, Allowance* allowance) {
  for (std::size_t i = 0; i < n; i += kVectorLanes) {
    const __m512i x = Load(in, i);
    if constexpr (S == T::kFloat && IsFloat(D)) {
      FloatToFloat<D, kMode>(x, bits, allowance, i);
    } else if constexpr (S == T::kFloat) {
      FloatToInt<D, kSat, kMode>(x, bits, allowance, i);
    } else if constexpr (IsFloat(D)) {
      IntToFloat<S, D, kMode>(x, bits, allowance, i);
    } else {
      IntToInt<S, D, kSat>(x, bits, allowance, i);
    }
  }
}

using RunFn = void (*)(const std::uint32_t*, std::size_t, void*, Allowance*);

constexpr std::array<ScalarType, 3> kSources = {T::kInt, T::kUInt, T::kFloat};
constexpr std::size_t kModes = 4;
constexpr std::size_t kEntries = kSources.size() * kScalarTypeCount * 2 * kModes;

template <std::size_t kI>
constexpr RunFn Entry() {
  constexpr auto kMode = static_cast<RoundingMode>(kI % kModes);
  constexpr bool kSat = (kI / kModes) % 2 != 0;
  constexpr auto kDst = static_cast<ScalarType>((kI / kModes / 2) % kScalarTypeCount);
  constexpr ScalarType kSrc = kSources[kI / kModes / 2 / kScalarTypeCount];
  return &Run < kSrc, kDst, kSat && !IsFloat(kDst), kMode > ;
}

template <std::size_t... kI>
constexpr std::array<RunFn, sizeof...(kI)> MakeTable(std::index_sequence<kI...>) {
  return {Entry<kI>()...};
}

constexpr auto kTable = MakeTable(std::make_index_sequence<kEntries>{});

}  // namespace

void OracleExpect(const Conversion& c, const std::uint32_t* in, std::size_t n, void* bits,
                  Allowance* allowance) {
  const std::size_t src = c.src == T::kInt ? 0 : c.src == T::kUInt ? 1 : 2;
  const std::size_t index =
      ((src * kScalarTypeCount + static_cast<std::size_t>(c.dst)) * 2 + (c.saturate ? 1 : 0)) *
          kModes +
      static_cast<std::size_t>(c.mode);
  kTable[index](in, n, bits, allowance);
}

void FillInputs(std::uint64_t first, std::uint32_t spread, std::size_t n, std::uint32_t* in) {
  const __m512i step = _mm512_set1_epi32(static_cast<int>(kVectorLanes));
  const __m512i factor = _mm512_set1_epi32(static_cast<int>(spread));
  __m512i index =
      _mm512_add_epi32(_mm512_set1_epi32(static_cast<int>(static_cast<std::uint32_t>(first))),
                       _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
  for (std::size_t i = 0; i < n; i += kVectorLanes) {
    _mm512_storeu_si512(in + i, _mm512_mullo_epi32(index, factor));
    index = _mm512_add_epi32(index, step);
  }
}

}  // namespace clc::exhaustive
