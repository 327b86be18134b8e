// The decomposed reference (reference/digest/decomposed.h) against today's one conversion at a
// time: lane for lane on every 8/16-bit input and on 2^24 samples of each wider source (2^22
// without denormals), for every conversion from that source; and the digests it feeds
// (AddExpectedDigests) against the per-conversion fold, over chunks of every operand type.
#include "reference/digest/decomposed.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "reference/digest/digest.h"
#include "reference/digest/digest_jobs.h"
#include "reference/edges.h"
#include "reference/operand_stream.h"

namespace clc {
namespace {

constexpr std::size_t kChunk = 8192;
// The sanitizer build (scripts/test.sh) checks memory and undefined behaviour on 2^18 of
// them; the proof is the Release build's 2^24.
#ifdef CLCONFORM_SANITIZED_BUILD
constexpr std::uint64_t kSamples = std::uint64_t{1} << 18;
#else
constexpr std::uint64_t kSamples = std::uint64_t{1} << 24;
#endif
const FpCaps kNoDenormals = FpCaps::NoDenormals();

// Every conversion from `src`.
std::vector<Conversion> ConversionsFrom(ScalarType src) {
  std::vector<Conversion> all;
  for (ScalarType dst : AllScalarTypes()) {
    for (bool sat : {false, true}) {
      if (sat && IsFloat(dst)) continue;
      for (RoundingMode m :
           {RoundingMode::kRte, RoundingMode::kRtz, RoundingMode::kRtp, RoundingMode::kRtn}) {
        all.push_back(Conversion{src, dst, sat, m});
      }
    }
  }
  return all;
}

// Operand i of a source's test set: every pattern of an 8/16-bit type; for a wider one its
// edges, then alternately the seeded stream (exponents near the integer ranges) and
// uniformly random patterns (every exponent, NaN and subnormal alike).
std::uint64_t Operand(ScalarType src, const std::vector<std::uint64_t>& edges, std::uint64_t i) {
  if (Bits(src) <= 16) return i;
  if (i < edges.size()) return edges[i];
  const std::uint64_t mask = Bits(src) == 64 ? ~0ull : (1ull << Bits(src)) - 1;
  if (i % 2 == 0) return StreamOperand(src, KeysOf(src, 29), static_cast<std::uint32_t>(i / 2));
  return SplitMix64(i) & mask;
}

// ExpectBatchCompact's lanes of `bytes` bytes each, zero-extended.
template <typename T>
void WidenAs(const unsigned char* in, std::size_t n, std::uint64_t* out) {
  std::vector<T> v(n);
  std::memcpy(v.data(), in, n * sizeof(T));
  std::copy(v.begin(), v.end(), out);
}
void Widen(int bytes, const unsigned char* in, std::size_t n, std::uint64_t* out) {
  switch (bytes) {
    case 1: return WidenAs<std::uint8_t>(in, n, out);
    case 2: return WidenAs<std::uint16_t>(in, n, out);
    case 4: return WidenAs<std::uint32_t>(in, n, out);
    default: return WidenAs<std::uint64_t>(in, n, out);
  }
}

// One chunk's disagreements (at most a few reported), both reference paths run on it.
int CompareChunk(const std::vector<Conversion>& cs, const FpCaps& caps,
                 const std::vector<std::uint64_t>& ops, std::string* first_failure) {
  const std::size_t n = ops.size();
  std::vector<std::uint64_t> bits(cs.size() * n);
  std::vector<Allowance> allowance(cs.size() * n);
  std::vector<std::uint64_t*> bit_rows;
  std::vector<Allowance*> allowance_rows;
  for (std::size_t k = 0; k < cs.size(); ++k) {
    bit_rows.push_back(bits.data() + k * n);
    allowance_rows.push_back(allowance.data() + k * n);
  }
  ExpectBatchAll(cs, caps, ops.data(), n, bit_rows.data(), allowance_rows.data());
  const int size = Bytes(cs[0].src);
  std::vector<unsigned char> packed(n * size);
  for (std::size_t i = 0; i < n; ++i) std::memcpy(&packed[i * size], &ops[i], size);
  std::vector<unsigned char> old_bits(n * 8);
  std::vector<Allowance> old_allowance(n);
  std::vector<std::uint64_t> want(n);
  int failures = 0;
  for (std::size_t k = 0; k < cs.size(); ++k) {
    ExpectBatchCompact(cs[k], caps, packed.data(), n, old_bits.data(), old_allowance.data());
    Widen(Bytes(cs[k].dst), old_bits.data(), n, want.data());
    if (std::equal(want.begin(), want.end(), bit_rows[k]) &&
        std::equal(old_allowance.begin(), old_allowance.end(), allowance_rows[k])) {
      continue;
    }
    for (std::size_t i = 0; i < n; ++i) {
      if (want[i] == bit_rows[k][i] && old_allowance[i] == allowance_rows[k][i]) continue;
      if (failures++ == 0) {
        *first_failure = std::string(Name(cs[k].src)) + "->" + std::string(Name(cs[k].dst)) +
                         (cs[k].saturate ? "_sat_" : "_") + std::string(NameOf(cs[k].mode)) +
                         " operand " + std::to_string(ops[i]) + ": bits " +
                         std::to_string(bit_rows[k][i]) + " want " + std::to_string(want[i]) +
                         ", allowance " + std::string(NameOf(allowance_rows[k][i])) + " want " +
                         std::string(NameOf(old_allowance[i]));
      }
    }
  }
  return failures;
}

class DecomposedReference : public ::testing::TestWithParam<ScalarType> {};

TEST_P(DecomposedReference, AgreesWithTheConversionAtATime) {
  const ScalarType src = GetParam();
  const std::vector<std::uint64_t> edges = EdgeInputs(src);
  const std::uint64_t every = Bits(src) <= 16 ? std::uint64_t{1} << Bits(src) : kSamples;
  const std::vector<Conversion> cs = ConversionsFrom(src);
  const unsigned threads = std::max(2u, std::thread::hardware_concurrency());
  for (const FpCaps& caps : {FpCaps{}, kNoDenormals}) {
    // Without denormals only subnormal operands and results differ, and the edges and a
    // quarter of the sample hold plenty: the time goes to the samples with denormals.
    const std::uint64_t total =
        caps.Denorm(ScalarType::kFloat) || Bits(src) <= 16 ? every : every / 4;
    std::atomic<std::uint64_t> next{0};
    std::atomic<int> failures{0};
    std::vector<std::string> first(threads);
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threads; ++t) {
      pool.emplace_back([&, t] {
        std::vector<std::uint64_t> ops;
        for (std::uint64_t c = next++; c * kChunk < total && failures == 0; c = next++) {
          ops.clear();
          for (std::uint64_t i = c * kChunk; i < std::min(total, (c + 1) * kChunk); ++i)
            ops.push_back(Operand(src, edges, i));
          failures += CompareChunk(cs, caps, ops, &first[t]);
        }
      });
    }
    for (auto& th : pool) th.join();
    std::string message;
    for (const std::string& f : first) message += f.empty() ? "" : f + "\n";
    EXPECT_EQ(failures.load(), 0) << (caps.Denorm(ScalarType::kFloat) ? "denormals: "
                                                                      : "no denormals: ")
                                  << message;
  }
}

// Derive's `exact`, which spares the digests counting allowances, holds where it says so: on
// every edge (subnormals, NaNs and the range ends among them), every lane it calls exact is.
TEST_P(DecomposedReference, ExactLanesAreExact) {
  const ScalarType src = GetParam();
  const std::vector<std::uint64_t> edges = EdgeInputs(src);
  const std::vector<Conversion> cs = ConversionsFrom(src);
  for (const FpCaps& caps : {FpCaps{}, kNoDenormals}) {
    OperandParts parts(src, caps);
    parts.Expect(cs);
    for (std::size_t at = 0; at < edges.size(); at += OperandParts::kBlock) {
      const std::size_t n = std::min(OperandParts::kBlock, edges.size() - at);
      parts.Decompose(edges.data() + at, n);
      for (const Conversion& c : cs) {
        const OperandParts::Derived d = parts.Derive(c);
        if (!d.exact) continue;
        for (std::size_t i = 0; i < n; ++i) {
          ASSERT_EQ(d.allowance[i], Allowance::kExact)
              << Name(c.src) << "->" << Name(c.dst) << (c.saturate ? "_sat_" : "_")
              << NameOf(c.mode) << " operand " << std::hex << edges[at + i];
        }
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EverySource, DecomposedReference, ::testing::ValuesIn(AllScalarTypes()),
                         [](const auto& info) { return std::string(Name(info.param)); });

// The digests of every job of an operand type, decomposed and per conversion: bit-identical,
// on a sequential and a seeded stream, over chunks that start off a block boundary.
TEST(DecomposedDigests, EqualThePerConversionFold) {
  for (ScalarType src : AllScalarTypes()) {
    std::vector<Variant> from;
    for (const Variant& v : AllVariants()) {
      if (v.src == src) from.push_back(v);
    }
    for (const FpCaps& caps : {FpCaps{}, kNoDenormals}) {
      const std::vector<DigestJob> jobs = JobsOf(from, caps, nullptr);
      std::vector<LaneStream> streams = {{src, false, KeysOf(src, 13)}};
      if (Bits(src) <= 32) streams.push_back({src, true, {}});
      for (const LaneStream& s : streams) {
        const std::uint64_t first = s.sequential && Bits(src) == 32 ? 0x7f7f0123ull : 777;
        const std::uint64_t count =
            s.sequential && Bits(src) < 32 ? (1ull << Bits(src)) - first : 3 * 65536 + 5;
        std::vector<ChunkDigest> got(jobs.size()), want(jobs.size());
        AddExpectedDigests(jobs, caps, s, first, count, got.data());
        AddExpectedDigestsPerConversion(jobs, caps, s, first, count, want.data());
        for (std::size_t j = 0; j < jobs.size(); ++j) {
          const std::string what = std::string(Name(src)) + " job " + std::to_string(j) +
                                   (jobs[j].identity ? " identity" : "");
          EXPECT_EQ(got[j].sum, want[j].sum) << what;
          EXPECT_EQ(got[j].exact, want[j].exact) << what;
          EXPECT_EQ(got[j].any_nan, want[j].any_nan) << what;
          EXPECT_EQ(got[j].flushable, want[j].flushable) << what;
          EXPECT_EQ(got[j].skipped, want[j].skipped) << what;
          EXPECT_EQ(got[j].ranges_hold, want[j].ranges_hold) << what;
        }
      }
    }
  }
}

}  // namespace
}  // namespace clc
