// The work the host digests share between conversions is sound: Canonical() conversions
// expect the same on every operand, a non-saturating floating-point to integer conversion
// agrees with its saturating twin wherever it is defined, and AddExpectedDigests (which uses
// both) gives what a lane by lane fold of Expect gives.
#include <set>
#include <stdexcept>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>

#include "reference/convert.h"
#include "reference/digest/digest.h"
#include "reference/edges.h"
#include "reference/operand_stream.h"

namespace clc {
namespace {

// The kernels spell LaneHash in OpenCL C; its values must never move.
static_assert(LaneHash(5, 0x1234) == 0x54a4991f1784a4f9ull);
static_assert(LaneHash(0xfffffffffull, ~0ull) == 0x702352b2fa4853f5ull);

constexpr RoundingMode kModes[] = {RoundingMode::kRte, RoundingMode::kRtz, RoundingMode::kRtp,
                                   RoundingMode::kRtn};
const FpCaps kNoDenormals = FpCaps::NoDenormals();

// Every scalar conversion a convert_* spelling can ask for.
std::vector<Conversion> AllConversions() {
  std::vector<Conversion> all;
  for (ScalarType src : AllScalarTypes()) {
    for (ScalarType dst : AllScalarTypes()) {
      for (bool sat : {false, true}) {
        if (sat && IsFloat(dst)) continue;
        for (RoundingMode m : kModes) all.push_back({src, dst, sat, m});
      }
    }
  }
  return all;
}

// Each source's edges and a seeded sample of its patterns.
std::vector<std::uint64_t> Operands(ScalarType src) {
  std::vector<std::uint64_t> ops = EdgeInputs(src);
  const StreamKeys k = KeysOf(src, 11);
  for (std::uint32_t i = 0; i < 3000; ++i) ops.push_back(StreamOperand(src, k, i));
  return ops;
}

std::string NameOf(const Conversion& c) {
  return std::string(Name(c.src)) + "->" + std::string(Name(c.dst)) + (c.saturate ? "_sat" : "") +
         "_" + std::to_string(static_cast<int>(c.mode));
}

TEST(DigestSharing, CanonicalConversionsExpectTheSame) {
  for (const Conversion& c : AllConversions()) {
    const Conversion k = Canonical(c);
    if (k == c) continue;
    for (const FpCaps& caps : {FpCaps{}, kNoDenormals}) {
      for (std::uint64_t x : Operands(c.src)) {
        ASSERT_EQ(Expect(c, x, caps), Expect(k, x, caps)) << NameOf(c) << " " << std::hex << x;
      }
    }
  }
}

TEST(DigestSharing, CanonicalMergesWhatCannotDiffer) {
  using T = ScalarType;
  const auto rtz = RoundingMode::kRtz;
  const Conversion int_to_long_sat{T::kInt, T::kLong, true, RoundingMode::kRte};
  EXPECT_EQ(Canonical(int_to_long_sat), (Conversion{T::kInt, T::kULong, false, rtz}));
  EXPECT_EQ(Canonical({T::kFloat, T::kDouble, false, RoundingMode::kRtp}),
            (Conversion{T::kFloat, T::kDouble, false, rtz}));
  EXPECT_EQ(Canonical({T::kInt, T::kDouble, false, RoundingMode::kRtn}),
            (Conversion{T::kInt, T::kDouble, false, rtz}));
  EXPECT_EQ(Canonical({T::kChar, T::kUInt, false, RoundingMode::kRte}),
            (Conversion{T::kChar, T::kUInt, false, rtz}));
  // Kept apart: rounding that can happen, clamping that can happen, saturated signedness.
  for (const Conversion c :
       {Conversion{T::kFloat, T::kInt, false, RoundingMode::kRte},
        Conversion{T::kInt, T::kFloat, false, RoundingMode::kRtp},
        Conversion{T::kShort, T::kHalf, false, RoundingMode::kRtn},
        Conversion{T::kDouble, T::kFloat, false, RoundingMode::kRte},
        Conversion{T::kInt, T::kUInt, true, rtz}, Conversion{T::kUInt, T::kInt, true, rtz},
        Conversion{T::kLong, T::kULong, true, rtz}}) {
    EXPECT_EQ(Canonical(c), c) << NameOf(c);
  }
  std::set<std::tuple<int, int, bool, int>> distinct;
  for (const Conversion& c : AllConversions()) {
    const Conversion k = Canonical(c);
    distinct.insert(
        {static_cast<int>(k.src), static_cast<int>(k.dst), k.saturate, static_cast<int>(k.mode)});
  }
  EXPECT_LT(distinct.size(), AllConversions().size() * 3 / 4);
}

// What AddExpectedDigests relies on to fold a non-saturating float to integer conversion
// from its saturating twin's lanes; it also checks the skip ranges on every such conversion.
TEST(DigestSharing, UnsaturatedFloatToIntegerIsItsTwinWhereDefined) {
  for (const Conversion& c : AllConversions()) {
    if (!IsFloat(c.src) || IsFloat(c.dst) || c.saturate) continue;
    Conversion twin = c;
    twin.saturate = true;
    for (const FpCaps& caps : {FpCaps{}, kNoDenormals}) {
      const SkipRanges skip = ImplementationDefinedRanges(c, caps);
      std::vector<std::uint64_t> ops = Operands(c.src);
      for (std::uint64_t edge : {skip.lo1, skip.hi1, skip.lo2, skip.hi2}) {
        ops.insert(ops.end(), {edge - 1, edge, edge + 1});
      }
      const std::uint64_t mask = Bits(c.src) == 64 ? ~0ull : (1ull << Bits(c.src)) - 1;
      for (std::uint64_t x : ops) {
        x &= mask;
        const Expectation e = Expect(c, x, caps);
        ASSERT_EQ(skip.Contains(x), e.allowance == Allowance::kImplementationDefined)
            << NameOf(c) << " " << std::hex << x;
        if (!skip.Contains(x)) {
          ASSERT_EQ(e, Expect(twin, x, caps)) << NameOf(c) << " " << x;
        }
      }
    }
  }
}

// A digest made lane by lane from Expect, the way the kernels' side is specified.
ChunkDigest LaneByLane(const DigestJob& job, const FpCaps& caps, const LaneStream& s,
                       std::uint64_t first, std::uint64_t count) {
  ChunkDigest d;
  for (std::uint64_t i = first; i < first + count; ++i) {
    if (job.identity) {
      if (job.keep_of_four == 3 && i % 4 == 3) continue;
      d.sum += LaneHash(i, s.Operand(i));
      ++d.exact;
      continue;
    }
    const Expectation e = Expect(job.c, s.Operand(i), caps);
    switch (e.allowance) {
      case Allowance::kImplementationDefined: ++d.skipped; continue;
      case Allowance::kExact: ++d.exact; break;
      case Allowance::kFlushedDenormal: ++d.flushable; break;
      case Allowance::kAnyNan: ++d.any_nan; break;
    }
    d.sum += LaneHash(i, DigestBits(job.c.dst, e.bits));
  }
  return d;
}

// Where a test's chunk of `count` lanes of `s` starts. A seeded stream's blocks hold operands of
// every kind; a sequential one's are runs of patterns, which a job's skip ranges miss, cut or
// hold whole (each taken its own way): from below 2^31 as a float, whose blocks the int
// destination's ranges first miss and then cut, and from below the largest finite floats
// into the infinities and NaNs, which they hold; or the last patterns of a narrower type.
std::vector<std::uint64_t> FirstLanes(const LaneStream& s, std::uint64_t count) {
  if (!s.sequential) return {123};
  if (Bits(s.src) == 32) return {0x4effe000ull, 0x7f7fe000ull};
  return {(1ull << Bits(s.src)) - count};
}

TEST(DigestSharing, SharedDigestsEqualALaneByLaneFold) {
  for (ScalarType src : {ScalarType::kFloat, ScalarType::kDouble, ScalarType::kHalf,
                         ScalarType::kInt, ScalarType::kUShort}) {
    for (const FpCaps& caps : {FpCaps{}, kNoDenormals}) {
      // Every conversion from `src`, Canonical or not, twins with and without each other.
      std::vector<DigestJob> jobs = {{true, 3, {}, {}}, {true, 0, {}, {}}};
      for (const Conversion& c : AllConversions()) {
        if (c.src != src || (c.mode != RoundingMode::kRtn && c.mode != RoundingMode::kRte)) {
          continue;
        }
        if (c.mode == RoundingMode::kRte && c.saturate) continue;  // an unsaturated job alone
        jobs.push_back({false, 0, c, ImplementationDefinedRanges(c, caps)});
      }
      const std::uint64_t count = 9000;
      std::vector<LaneStream> streams = {{src, false, KeysOf(src, 7)}};
      if (Bits(src) <= 32) streams.push_back({src, true, {}});  // every pattern in order
      for (const LaneStream& s : streams) {
        for (const std::uint64_t first : FirstLanes(s, count)) {
          std::vector<ChunkDigest> got(jobs.size());
          AddExpectedDigests(jobs, caps, s, first, count, got.data());
          for (std::size_t j = 0; j < jobs.size(); ++j) {
            const ChunkDigest want = LaneByLane(jobs[j], caps, s, first, count);
            const std::string what = jobs[j].identity ? "identity" : NameOf(jobs[j].c);
            EXPECT_EQ(got[j].sum, want.sum) << what << " from " << first;
            EXPECT_EQ(got[j].exact, want.exact) << what << " from " << first;
            EXPECT_EQ(got[j].any_nan, want.any_nan) << what << " from " << first;
            EXPECT_EQ(got[j].flushable, want.flushable) << what << " from " << first;
            EXPECT_EQ(got[j].skipped, want.skipped) << what << " from " << first;
            EXPECT_TRUE(got[j].ranges_hold) << what << " from " << first;
          }
        }
      }
    }
  }
}

// A word's digest made lane by lane from Expect: each lane's hash of WordLaneValue.
std::uint64_t WordLaneByLane(const std::vector<WordMember>& word, const FpCaps& caps,
                             const LaneStream& s, std::uint64_t first, std::uint64_t count) {
  std::uint64_t sum = 0;
  std::vector<std::uint64_t> bits(word.size());
  for (std::uint64_t i = first; i < first + count; ++i) {
    const std::uint64_t x = s.Operand(i);
    for (std::size_t k = 0; k < word.size(); ++k) bits[k] = Expect(word[k].c, x, caps).bits;
    sum += LaneHash(i, WordLaneValue(word, bits.data(), x));
  }
  return sum;
}

// Conversions from `src` packed as a digest kernel packs a column: in order, each at the
// offset after the one before, a new word where the next would pass 64 bits.
std::vector<DigestJob> WordsOf(const std::vector<Conversion>& conversions, const FpCaps& caps) {
  std::vector<DigestJob> words;
  int used = 64;
  for (const Conversion& c : conversions) {
    if (used + Bits(c.dst) > 64) {
      words.emplace_back();
      used = 0;
    }
    words.back().word.push_back({c, ImplementationDefinedRanges(c, caps), used});
    used += Bits(c.dst);
  }
  return words;
}

TEST(DigestSharing, WordDigestsEqualALaneByLaneFold) {
  for (ScalarType src : {ScalarType::kFloat, ScalarType::kDouble, ScalarType::kHalf,
                         ScalarType::kInt, ScalarType::kULong}) {
    for (const FpCaps& caps : {FpCaps{}, kNoDenormals}) {
      std::vector<Conversion> from;
      for (const Conversion& c : AllConversions()) {
        if (c.src == src && (c.mode == RoundingMode::kRtn || c.mode == RoundingMode::kRte))
          from.push_back(c);
      }
      // Words, with the members' own jobs beside them in the same call.
      std::vector<DigestJob> jobs = WordsOf(from, caps);
      const std::size_t words = jobs.size();
      for (const Conversion& c : from)
        jobs.push_back({false, 0, c, ImplementationDefinedRanges(c, caps)});
      const std::uint64_t count = 9000;
      std::vector<LaneStream> streams = {{src, false, KeysOf(src, 7)}};
      if (Bits(src) <= 32) streams.push_back({src, true, {}});
      for (const LaneStream& s : streams) {
        for (const std::uint64_t first : FirstLanes(s, count)) {
          std::vector<ChunkDigest> got(jobs.size());
          AddExpectedDigests(jobs, caps, s, first, count, got.data());
          for (std::size_t w = 0; w < words; ++w) {
            EXPECT_EQ(got[w].sum, WordLaneByLane(jobs[w].word, caps, s, first, count))
                << Name(src) << " word " << w << " of " << jobs[w].word.size() << " from " << first;
          }
          for (std::size_t j = words; j < jobs.size(); ++j) {
            EXPECT_EQ(got[j].sum, LaneByLane(jobs[j], caps, s, first, count).sum)
                << NameOf(jobs[j].c) << " from " << first;
          }
        }
      }
    }
  }
}

// A word of one conversion that skips nothing is that conversion's digest, bit for bit: a
// column of one case keeps today's digests.
TEST(DigestSharing, AWordOfOneIsItsConversion) {
  const FpCaps caps;
  for (const Conversion& c :
       {Conversion{ScalarType::kFloat, ScalarType::kChar, true, RoundingMode::kRte},
        Conversion{ScalarType::kFloat, ScalarType::kDouble, false, RoundingMode::kRtz},
        Conversion{ScalarType::kInt, ScalarType::kULong, false, RoundingMode::kRtz}}) {
    const LaneStream s{c.src, false, KeysOf(c.src, 3)};
    std::vector<DigestJob> jobs = {{false, 0, c, {}}, {}};
    jobs[1].word.push_back({c, {}, 0});
    std::vector<ChunkDigest> got(2);
    AddExpectedDigests(jobs, caps, s, 0, 5000, got.data());
    EXPECT_EQ(got[0].sum, got[1].sum) << NameOf(c);
  }
}

// Two members' results exchanged, or one member's bit moved into its neighbour's place,
// change the word's value: the members sit side by side, not summed.
TEST(DigestSharing, WordValuesKeepEveryMembersBits) {
  const Conversion a{ScalarType::kFloat, ScalarType::kLong, true, RoundingMode::kRte};
  const Conversion b{ScalarType::kFloat, ScalarType::kUChar, true, RoundingMode::kRtn};
  const std::vector<WordMember> two_longs = {{a, {}, 0}};
  EXPECT_NE(WordLaneValue(two_longs, std::vector<std::uint64_t>{1ull << 63}.data(), 0),
            WordLaneValue(two_longs, std::vector<std::uint64_t>{0}.data(), 0));
  const std::vector<WordMember> bytes = {{b, {}, 0}, {b, {}, 8}};
  const std::uint64_t x[] = {0x12, 0x34}, y[] = {0x34, 0x12};
  EXPECT_EQ(WordLaneValue(bytes, x, 0), 0x3412u);
  EXPECT_NE(WordLaneValue(bytes, x, 0), WordLaneValue(bytes, y, 0));
  // A member whose operand is in its skip ranges adds nothing.
  SkipRanges all;
  all.lo1 = 0;
  all.hi1 = ~0ull;
  const std::vector<WordMember> skipped = {{b, {}, 0}, {b, all, 8}};
  EXPECT_EQ(WordLaneValue(skipped, x, 5), 0x12u);
}

TEST(DigestSharing, PerConversionDigestsTakeNoWordsAndNoCountsOnlyJobs) {
  const Conversion c{ScalarType::kInt, ScalarType::kChar, false, RoundingMode::kRtz};
  std::vector<DigestJob> jobs(1);
  jobs[0].word.push_back({c, {}, 0});
  std::vector<ChunkDigest> got(1);
  EXPECT_THROW(AddExpectedDigestsPerConversion(jobs, FpCaps{}, LaneStream{}, 0, 10, got.data()),
               std::invalid_argument);
  jobs = {{false, 0, c, {}}};
  jobs[0].counts_only = true;
  EXPECT_THROW(AddExpectedDigestsPerConversion(jobs, FpCaps{}, LaneStream{}, 0, 10, got.data()),
               std::invalid_argument);
}

// A counts-only job counts its lanes as the full job does, and sums nothing, whether or not
// a full job of the same lanes (a saturating twin's, or its own) is in the same call.
TEST(DigestSharing, CountsOnlyJobsCountAsTheFullJobsDo) {
  for (ScalarType src : {ScalarType::kFloat, ScalarType::kDouble, ScalarType::kInt}) {
    for (const FpCaps& caps : {FpCaps{}, kNoDenormals}) {
      std::vector<DigestJob> full;
      for (const Conversion& c : AllConversions()) {
        if (c.src == src && c.mode == RoundingMode::kRtp)
          full.push_back({false, 0, c, ImplementationDefinedRanges(c, caps)});
      }
      // Every third job as it is; the others counts-only, each with a copy beside it that is
      // counts-only too or not.
      std::vector<DigestJob> jobs = full;
      std::vector<std::size_t> copy_of(full.size(), 0);
      for (std::size_t j = 0; j < full.size(); ++j) {
        if (j % 3 == 0) continue;
        jobs[j].counts_only = true;
        copy_of[j] = jobs.size();
        jobs.push_back(full[j]);
        jobs.back().counts_only = j % 2 == 0;
      }
      std::vector<LaneStream> streams = {{src, false, KeysOf(src, 5)}};
      if (Bits(src) <= 32) streams.push_back({src, true, {}});
      for (const LaneStream& s : streams) {
        for (const std::uint64_t first : FirstLanes(s, 7000)) {
          std::vector<ChunkDigest> want(full.size()), got(jobs.size());
          AddExpectedDigests(full, caps, s, first, 7000, want.data());
          AddExpectedDigests(jobs, caps, s, first, 7000, got.data());
          for (std::size_t j = 0; j < full.size(); ++j) {
            for (const std::size_t at : {j, copy_of[j] == 0 ? j : copy_of[j]}) {
              const ChunkDigest& g = got[at];
              const ChunkDigest& w = want[j];
              EXPECT_EQ(g.sum, jobs[at].counts_only ? 0 : w.sum) << NameOf(full[j].c);
              EXPECT_EQ(std::tie(g.exact, g.any_nan, g.skipped, g.flushable, g.ranges_hold),
                        std::tie(w.exact, w.any_nan, w.skipped, w.flushable, w.ranges_hold))
                  << NameOf(full[j].c) << " from " << first;
            }
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace clc
