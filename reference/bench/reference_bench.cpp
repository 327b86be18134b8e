// Single-core throughput of the reference's batch APIs, one representative conversion per
// (source type, destination class) family, over 1M seeded random inputs; and of all
// conversions, and all digest jobs, of one floating-point operand type together, one
// conversion at a time (as before the decomposed reference) beside the decomposed path.
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <benchmark/benchmark.h>

#include "reference/convert.h"
#include "reference/digest/decomposed.h"
#include "reference/digest/digest.h"
#include "reference/digest/digest_jobs.h"
#include "reference/variant.h"

namespace clc {
namespace {

constexpr std::size_t kLanes = std::size_t{1} << 20;
constexpr std::uint64_t kSeed = 0x5eed'c1c0'f0f0ULL;

using T = ScalarType;
using M = RoundingMode;

// One or more representatives per (source, destination class). Destination classes:
// narrower integer, same-width integer, wider integer, half, float, double.
const Conversion kFamilies[] = {
    // 32-bit sources.
    {T::kFloat, T::kInt, false, M::kRte},
    {T::kFloat, T::kInt, true, M::kRtz},
    {T::kFloat, T::kUChar, true, M::kRte},
    {T::kFloat, T::kLong, false, M::kRtn},
    {T::kFloat, T::kULong, true, M::kRtp},
    {T::kFloat, T::kHalf, false, M::kRte},
    {T::kFloat, T::kHalf, false, M::kRtz},
    {T::kFloat, T::kFloat, false, M::kRte},
    {T::kFloat, T::kDouble, false, M::kRte},
    {T::kInt, T::kChar, true, M::kRtz},
    {T::kInt, T::kUInt, false, M::kRtz},
    {T::kInt, T::kLong, false, M::kRtz},
    {T::kInt, T::kHalf, false, M::kRtn},
    {T::kInt, T::kFloat, false, M::kRte},
    {T::kInt, T::kDouble, false, M::kRte},
    {T::kUInt, T::kShort, true, M::kRtz},
    {T::kUInt, T::kInt, true, M::kRtz},
    {T::kUInt, T::kULong, false, M::kRtz},
    {T::kUInt, T::kHalf, false, M::kRte},
    {T::kUInt, T::kFloat, false, M::kRtz},
    {T::kUInt, T::kDouble, false, M::kRte},
    // 64-bit sources.
    {T::kDouble, T::kInt, true, M::kRtz},
    {T::kDouble, T::kLong, false, M::kRte},
    {T::kDouble, T::kHalf, false, M::kRte},
    {T::kDouble, T::kFloat, false, M::kRte},
    {T::kLong, T::kInt, true, M::kRtz},
    {T::kLong, T::kHalf, false, M::kRtn},
    {T::kLong, T::kFloat, false, M::kRte},
    {T::kLong, T::kDouble, false, M::kRtz},
    {T::kULong, T::kUChar, false, M::kRtz},
    {T::kULong, T::kFloat, false, M::kRtp},
    {T::kULong, T::kDouble, false, M::kRte},
    // 16-bit and 8-bit sources.
    {T::kHalf, T::kInt, true, M::kRte},
    {T::kHalf, T::kFloat, false, M::kRte},
    {T::kHalf, T::kDouble, false, M::kRte},
    {T::kShort, T::kUChar, true, M::kRtz},
    {T::kShort, T::kHalf, false, M::kRte},
    {T::kShort, T::kFloat, false, M::kRte},
    {T::kUShort, T::kHalf, false, M::kRtz},
    {T::kChar, T::kFloat, false, M::kRte},
    {T::kUChar, T::kInt, false, M::kRtz},
};

const Conversion kFlushingFamilies[] = {
    {T::kFloat, T::kInt, false, M::kRte},
    {T::kFloat, T::kHalf, false, M::kRte},
    {T::kInt, T::kFloat, false, M::kRte},
};

std::vector<unsigned char> RandomBytes(std::size_t bytes) {
  std::mt19937_64 rng(kSeed);
  std::vector<unsigned char> buf(bytes + 8);
  for (std::size_t i = 0; i < bytes; i += 8) {
    const std::uint64_t r = rng();
    std::memcpy(buf.data() + i, &r, 8);
  }
  buf.resize(bytes);
  return buf;
}

std::string FamilyName(const Conversion& c) {
  std::string name = std::string(Name(c.src)) + "->" + std::string(Name(c.dst));
  if (c.saturate) name += "_sat";
  name += "_";
  name += NameOf(c.mode);
  return name;
}

void BM_ExpectBatch(benchmark::State& state, Conversion c) {
  const auto src = RandomBytes(kLanes * Bytes(c.src));
  std::vector<Expectation> out(kLanes);
  const FpCaps caps{};
  for (auto _ : state) {
    ExpectBatch(c, caps, src.data(), kLanes, out.data());
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kLanes));
}

void BM_ExpectBatchCompact(benchmark::State& state, Conversion c, FpCaps caps) {
  const auto src = RandomBytes(kLanes * Bytes(c.src));
  // Offset by half a page: with the input and output both page-aligned and of the same lane
  // size, lane i's load and store share their low 12 address bits, and the CPU then holds
  // loads behind unrelated stores (4K aliasing), which is not the reference's cost.
  std::vector<unsigned char> expected_buf(kLanes * Bytes(c.dst) + 2048);
  unsigned char* expected_data = expected_buf.data() + 2048;
  std::vector<Allowance> allowance(kLanes);
  for (auto _ : state) {
    ExpectBatchCompact(c, caps, src.data(), kLanes, expected_data, allowance.data());
    benchmark::DoNotOptimize(expected_data);
    benchmark::DoNotOptimize(allowance.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kLanes));
}

// Every convert_* digest job with source `src` (as a full run makes them), under `caps`.
std::vector<DigestJob> JobsFrom(ScalarType src, const FpCaps& caps) {
  std::vector<Variant> from;
  for (const Variant& v : VariantsOf(Family::kConvert)) {
    if (v.src == src) from.push_back(v);
  }
  return JobsOf(from, caps, nullptr);
}

// The expected digests of every job of one operand type over 2^20 lanes of its seeded stream:
// the host's work per operand type, all jobs together.
void BM_AllJobsDigests(benchmark::State& state, ScalarType src, bool per_conversion) {
  const FpCaps caps{};
  const std::vector<DigestJob> jobs = JobsFrom(src, caps);
  const LaneStream s{src, false, KeysOf(src, 11)};
  std::vector<ChunkDigest> out(jobs.size());
  for (auto _ : state) {
    if (per_conversion) {
      AddExpectedDigestsPerConversion(jobs, caps, s, 0, kLanes, out.data());
    } else {
      AddExpectedDigests(jobs, caps, s, 0, kLanes, out.data());
    }
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kLanes));
  state.counters["jobs"] = static_cast<double>(jobs.size());
}

// A digest run's host jobs for every convert_* job of `src`: each conversion's job, and the
// words a digest column packs them into (the results of one destination type side by side,
// 64 bits a word); with `counts_only`, the jobs of conversions digested only in words of
// several are counted, not summed, as a digest run makes them (without, as it did before).
std::vector<DigestJob> RunJobsFrom(ScalarType src, const FpCaps& caps, bool counts_only) {
  const std::vector<DigestJob> cases = JobsFrom(src, caps);
  std::vector<DigestJob> words;
  std::vector<std::vector<std::size_t>> members;
  for (std::size_t j = 0; j < cases.size(); ++j) {
    const DigestJob& job = cases[j];
    if (job.identity || Bits(job.c.dst) == 64) continue;  // a word of one: the job's digest
    const bool opens = words.empty() || words.back().word.front().c.dst != job.c.dst ||
                       words.back().word.back().offset + 2 * Bits(job.c.dst) > 64;
    if (opens) {
      words.emplace_back();
      members.emplace_back();
    }
    const int offset = opens ? 0 : words.back().word.back().offset + Bits(job.c.dst);
    words.back().word.push_back({job.c, job.skip, offset});
    members.back().push_back(j);
  }
  std::vector<DigestJob> jobs = cases;
  for (std::size_t w = 0; w < words.size(); ++w) {
    if (members[w].size() < 2) continue;  // a word of one is its case's digest
    for (std::size_t j : members[w]) jobs[j].counts_only = counts_only;
    jobs.push_back(words[w]);
  }
  return jobs;
}

// The expected digests of a digest run's host jobs (RunJobsFrom) over 2^20 lanes: of the seeded
// stream, or with `sequential` of every pattern in order (exhaustive coverage of a 32-bit type),
// 8 runs of 2^17 patterns spread over the 2^32 (at each multiple of 2^29).
void BM_RunJobsDigests(benchmark::State& state, ScalarType src, bool counts_only, bool sequential) {
  const FpCaps caps{};
  const std::vector<DigestJob> jobs = RunJobsFrom(src, caps, counts_only);
  const LaneStream s{src, sequential, sequential ? StreamKeys{} : KeysOf(src, 11)};
  constexpr int kRuns = 8;
  std::vector<ChunkDigest> out(jobs.size());
  for (auto _ : state) {
    if (sequential) {
      for (int r = 0; r < kRuns; ++r)
        AddExpectedDigests(jobs, caps, s, static_cast<std::uint64_t>(r) << 29, kLanes / kRuns,
                           out.data());
    } else {
      AddExpectedDigests(jobs, caps, s, 0, kLanes, out.data());
    }
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kLanes));
  state.counters["jobs"] = static_cast<double>(jobs.size());
}

// Every conversion from `src` (each destination, with and without _sat, each mode): the
// reference's lanes of all of them, one conversion at a time (ExpectBatchCompact, today's)
// or from one decomposition (ExpectBatchAll), in blocks of 4096 operands.
void BM_AllConversions(benchmark::State& state, ScalarType src, bool per_conversion) {
  constexpr std::size_t kRows = 4096;
  std::vector<Conversion> cs;
  for (ScalarType dst : AllScalarTypes()) {
    for (bool sat : {false, true}) {
      if (sat && IsFloat(dst)) continue;
      for (M m : {M::kRte, M::kRtz, M::kRtp, M::kRtn}) cs.push_back({src, dst, sat, m});
    }
  }
  const auto bytes = RandomBytes(kLanes * Bytes(src));
  std::vector<std::uint64_t> wide(kLanes);
  for (std::size_t i = 0; i < kLanes; ++i)
    std::memcpy(&wide[i], &bytes[i * Bytes(src)], Bytes(src));
  std::vector<std::uint64_t> bits(cs.size() * kRows);
  std::vector<Allowance> allowance(cs.size() * kRows);
  std::vector<std::uint64_t*> bit_rows;
  std::vector<Allowance*> allowance_rows;
  for (std::size_t k = 0; k < cs.size(); ++k) {
    bit_rows.push_back(&bits[k * kRows]);
    allowance_rows.push_back(&allowance[k * kRows]);
  }
  for (auto _ : state) {
    for (std::size_t at = 0; at < kLanes; at += kRows) {
      if (per_conversion) {
        for (std::size_t k = 0; k < cs.size(); ++k) {
          ExpectBatchCompact(cs[k], FpCaps{}, &bytes[at * Bytes(src)], kRows, bit_rows[k],
                             allowance_rows[k]);
        }
      } else {
        ExpectBatchAll(cs, FpCaps{}, &wide[at], kRows, bit_rows.data(), allowance_rows.data());
      }
      benchmark::DoNotOptimize(bits.data());
      benchmark::ClobberMemory();
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kLanes));
  state.counters["conversions"] = static_cast<double>(cs.size());
}

int RegisterAll() {
  for (const Conversion& c : kFamilies) {
    benchmark::RegisterBenchmark(("ExpectBatch/" + FamilyName(c)).c_str(), BM_ExpectBatch, c)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("ExpectBatchCompact/" + FamilyName(c)).c_str(),
                                 BM_ExpectBatchCompact, c, FpCaps{})
        ->Unit(benchmark::kMillisecond);
  }
  // A device without denormals: the batch loops then keep the flushing checks.
  for (const Conversion& c : kFlushingFamilies) {
    benchmark::RegisterBenchmark(("ExpectBatchCompact/" + FamilyName(c) + "/no-denormals").c_str(),
                                 BM_ExpectBatchCompact, c, FpCaps::NoDenormals())
        ->Unit(benchmark::kMillisecond);
  }
  // All conversions, and all digest jobs, of an operand type together: operands a second,
  // one conversion's lanes at a time (as before the decomposed reference) beside the
  // decomposed path.
  using AllFn = void (*)(benchmark::State&, ScalarType, bool);
  for (const auto& [kind, fn] :
       {std::pair<const char*, AllFn>{"AllConversions/", BM_AllConversions},
        std::pair<const char*, AllFn>{"AllJobsDigests/", BM_AllJobsDigests}}) {
    for (ScalarType src : {T::kFloat, T::kDouble, T::kHalf}) {
      for (bool per_conversion : {true, false}) {
        const std::string name =
            kind + std::string(Name(src)) + (per_conversion ? "/per-conversion" : "/decomposed");
        benchmark::RegisterBenchmark(name.c_str(), fn, src, per_conversion)
            ->Unit(benchmark::kMillisecond);
      }
    }
  }
  // A digest run's host jobs of an operand type: each case's, and the words of several.
  for (ScalarType src : {T::kFloat, T::kDouble, T::kInt}) {
    for (bool counts_only : {false, true}) {
      const std::string name =
          "RunJobsDigests/" + std::string(Name(src)) + (counts_only ? "/counts-only" : "/summed");
      benchmark::RegisterBenchmark(name.c_str(), BM_RunJobsDigests, src, counts_only, false)
          ->Unit(benchmark::kMillisecond);
    }
  }
  // The same jobs over every pattern in order, as exhaustive coverage of a 32-bit type runs.
  for (ScalarType src : {T::kFloat, T::kInt}) {
    const std::string name = "RunJobsDigests/" + std::string(Name(src)) + "/sequential";
    benchmark::RegisterBenchmark(name.c_str(), BM_RunJobsDigests, src, true, true)
        ->Unit(benchmark::kMillisecond);
  }
  return 0;
}

const int kRegistered = RegisterAll();

}  // namespace
}  // namespace clc

BENCHMARK_MAIN();
