// The exhaustive check's lane comparison, built with AVX-512 flags like the oracle: 16 lanes
// at a time, the reference's allowance and bits against the oracle's (see oracle.h).
#include <immintrin.h>

#include <cstddef>
#include <cstdint>

#include "reference/exhaustive/oracle.h"

namespace clc::exhaustive {
namespace {

using T = ScalarType;

// NaN encodings of a floating-point destination: magnitude above infinity's.
template <int kLaneBits>
inline __mmask16 NanLanes(const void* bits, std::size_t i) {
  if constexpr (kLaneBits == 16) {
    const __m256i v = _mm256_loadu_si256(
        reinterpret_cast<const __m256i*>(static_cast<const std::uint16_t*>(bits) + i));
    const __m256i mag = _mm256_and_si256(v, _mm256_set1_epi16(0x7fff));
    return _mm256_cmpgt_epu16_mask(mag, _mm256_set1_epi16(0x7c00));
  } else if constexpr (kLaneBits == 32) {
    const __m512i v = _mm512_loadu_si512(static_cast<const std::uint32_t*>(bits) + i);
    const __m512i mag = _mm512_and_si512(v, _mm512_set1_epi32(0x7fffffff));
    return _mm512_cmpgt_epu32_mask(mag, _mm512_set1_epi32(0x7f800000));
  } else {
    const std::uint64_t* p = static_cast<const std::uint64_t*>(bits) + i;
    const __m512i abs = _mm512_set1_epi64(0x7fffffffffffffffLL);
    const __m512i inf = _mm512_set1_epi64(0x7ff0000000000000LL);
    const __mmask8 lo = _mm512_cmpgt_epu64_mask(_mm512_and_si512(_mm512_loadu_si512(p), abs), inf);
    const __mmask8 hi =
        _mm512_cmpgt_epu64_mask(_mm512_and_si512(_mm512_loadu_si512(p + 8), abs), inf);
    return static_cast<__mmask16>(lo | (hi << 8));
  }
}

// Lanes whose bits differ.
template <int kLaneBytes>
inline __mmask16 DifferentBits(const void* a, const void* b, std::size_t i) {
  if constexpr (kLaneBytes == 1) {
    const auto* pa = static_cast<const std::uint8_t*>(a) + i;
    const auto* pb = static_cast<const std::uint8_t*>(b) + i;
    return _mm_cmpneq_epi8_mask(_mm_loadu_si128(reinterpret_cast<const __m128i*>(pa)),
                                _mm_loadu_si128(reinterpret_cast<const __m128i*>(pb)));
  } else if constexpr (kLaneBytes == 2) {
    const auto* pa = static_cast<const std::uint16_t*>(a) + i;
    const auto* pb = static_cast<const std::uint16_t*>(b) + i;
    return _mm256_cmpneq_epi16_mask(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(pa)),
                                    _mm256_loadu_si256(reinterpret_cast<const __m256i*>(pb)));
  } else if constexpr (kLaneBytes == 4) {
    return _mm512_cmpneq_epi32_mask(_mm512_loadu_si512(static_cast<const std::uint32_t*>(a) + i),
                                    _mm512_loadu_si512(static_cast<const std::uint32_t*>(b) + i));
  } else {
    const auto* pa = static_cast<const std::uint64_t*>(a) + i;
    const auto* pb = static_cast<const std::uint64_t*>(b) + i;
    const __mmask8 lo = _mm512_cmpneq_epi64_mask(_mm512_loadu_si512(pa), _mm512_loadu_si512(pb));
    const __mmask8 hi =
        _mm512_cmpneq_epi64_mask(_mm512_loadu_si512(pa + 8), _mm512_loadu_si512(pb + 8));
    return static_cast<__mmask16>(lo | (hi << 8));
  }
}

template <ScalarType D>
LaneCounts Count(std::size_t n, const void* ref_bits, const Allowance* ref_allowance,
                 const void* oracle_bits, const Allowance* oracle_allowance, std::size_t* report,
                 std::size_t max_report) {
  LaneCounts counts;
  const __m128i impl_code = _mm_set1_epi8(static_cast<char>(Allowance::kImplementationDefined));
  const __m128i nan_code = _mm_set1_epi8(static_cast<char>(Allowance::kAnyNan));
  const __m128i exact_code = _mm_set1_epi8(static_cast<char>(Allowance::kExact));
  for (std::size_t i = 0; i < n; i += kVectorLanes) {
    const __mmask16 valid =
        n - i < kVectorLanes ? static_cast<__mmask16>((1u << (n - i)) - 1) : 0xffff;
    const __m128i ra = _mm_loadu_si128(reinterpret_cast<const __m128i*>(ref_allowance + i));
    const __m128i oa = _mm_loadu_si128(reinterpret_cast<const __m128i*>(oracle_allowance + i));
    const __mmask16 any_nan = _mm_cmpeq_epi8_mask(ra, nan_code) & valid;
    counts.any_nan += static_cast<std::size_t>(__builtin_popcount(any_nan));
    counts.implementation_defined +=
        static_cast<std::size_t>(__builtin_popcount(_mm_cmpeq_epi8_mask(ra, impl_code) & valid));
    __mmask16 bad = _mm_cmpneq_epi8_mask(ra, oa);
    bad |= _mm_cmpeq_epi8_mask(ra, exact_code) & DifferentBits<Bytes(D)>(ref_bits, oracle_bits, i);
    if constexpr (IsFloat(D)) {
      const __mmask16 both_nan = NanLanes<Bits(D)>(ref_bits, i) & NanLanes<Bits(D)>(oracle_bits, i);
      bad |= any_nan & static_cast<__mmask16>(~both_nan);
    }
    bad &= valid;
    while (bad != 0) {
      const int lane = __builtin_ctz(bad);
      bad = static_cast<__mmask16>(bad & (bad - 1));
      if (counts.mismatches < max_report)
        report[counts.mismatches] = i + static_cast<std::size_t>(lane);
      ++counts.mismatches;
    }
  }
  return counts;
}

}  // namespace

LaneCounts Compare(ScalarType dst, std::size_t n, const void* ref_bits,
                   const Allowance* ref_allowance, const void* oracle_bits,
                   const Allowance* oracle_allowance, std::size_t* report, std::size_t max_report) {
  switch (dst) {
#define CLC_COUNT_CASE(type)                                                                 \
  case T::type:                                                                              \
    return Count<T::type>(n, ref_bits, ref_allowance, oracle_bits, oracle_allowance, report, \
                          max_report);
    CLC_COUNT_CASE(kChar)
    CLC_COUNT_CASE(kUChar)
    CLC_COUNT_CASE(kShort)
    CLC_COUNT_CASE(kUShort)
    CLC_COUNT_CASE(kInt)
    CLC_COUNT_CASE(kUInt)
    CLC_COUNT_CASE(kLong)
    CLC_COUNT_CASE(kULong)
    CLC_COUNT_CASE(kHalf)
    CLC_COUNT_CASE(kFloat)
    CLC_COUNT_CASE(kDouble)
#undef CLC_COUNT_CASE
  }
  return LaneCounts{n, 0, 0};
}

}  // namespace clc::exhaustive
