// Checks the reference on every 32-bit input of every scalar conversion from int, uint and
// float (285 conversions) against the CPU's own AVX-512 conversions (oracle_avx512.cpp).
// Not built with AVX-512 flags itself: it decides at run time whether the oracle may run.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "reference/convert.h"
#include "reference/exhaustive/oracle.h"
#include "reference/variant.h"

namespace clc::exhaustive {
namespace {

constexpr int kExitMismatch = 1;
constexpr int kExitUsage = 2;
constexpr int kExitSkip = 77;  // ctest's SKIP_RETURN_CODE

constexpr std::uint64_t kAllInputs = std::uint64_t{1} << 32;
// Inputs are visited in the order i * kSpread mod 2^32: a bijection (kSpread is odd), so a
// full run checks each input once, while a --limit run samples every exponent and sign
// instead of only the smallest encodings.
constexpr std::uint32_t kSpread = 0x9E3779B1u;
// Lanes a thread takes at a time: its five buffers stay within a core's L2 cache.
constexpr std::size_t kChunk = std::size_t{1} << 14;
constexpr std::size_t kMaxReportPerConversion = 4;

struct Options {
  std::vector<ScalarType> sources;
  std::uint64_t limit = kAllInputs;
  unsigned threads = 0;
  std::vector<std::string> filters;  // only conversions whose name contains one of them
};

struct Job {
  Variant variant;
  Conversion conversion;
  std::string name;  // "convert_char_sat_rte(float)"
  // Filled in by the workers.
  std::atomic<std::uint64_t> chunks_left{0};
  std::atomic<std::uint64_t> mismatches{0};
  std::atomic<std::uint64_t> implementation_defined{0};
  std::atomic<std::uint64_t> any_nan{0};
  std::atomic<std::int64_t> first_start_ns{INT64_MAX};
  std::atomic<std::int64_t> last_end_ns{0};
};

struct Mismatch {
  std::uint32_t input;
  std::uint64_t ref_bits;
  Allowance ref_allowance;
  std::uint64_t oracle_bits;
  Allowance oracle_allowance;
};

bool HostHasAvx512() {
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
         __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl");
#else
  return false;
#endif
}

void Usage(const char* argv0) {
  std::fprintf(stderr,
               "usage: %s [--source int|uint|float]... [--limit N] [--threads N] [--filter TEXT]\n"
               "  --source  a source type to check (repeatable; default: int, uint and float)\n"
               "  --limit   check only the first N inputs of each conversion (default 2^32)\n"
               "  --threads worker threads (default: the hardware's concurrency)\n"
               "  --filter  only conversions whose name contains TEXT (repeatable: any of them),\n"
               "            e.g. convert_half or _sat_rte(float)\n",
               argv0);
}

bool ParseOptions(int argc, char** argv, Options* o) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    const auto value = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
    if (arg == "--source") {
      const char* v = value();
      const auto t = v ? ParseScalarType(v) : std::nullopt;
      if (!t || (*t != ScalarType::kInt && *t != ScalarType::kUInt && *t != ScalarType::kFloat)) {
        std::fprintf(stderr, "--source takes int, uint or float\n");
        return false;
      }
      if (std::find(o->sources.begin(), o->sources.end(), *t) == o->sources.end()) {
        o->sources.push_back(*t);
      }
    } else if (arg == "--limit" || arg == "--threads") {
      const char* v = value();
      char* end = nullptr;
      const unsigned long long n = v ? std::strtoull(v, &end, 0) : 0;
      if (!v || *end != '\0' || n == 0) {
        std::fprintf(stderr, "%s takes a positive number\n", argv[i - (v ? 1 : 0)]);
        return false;
      }
      if (arg == "--limit") {
        o->limit = std::min<std::uint64_t>(n, kAllInputs);
      } else {
        o->threads = static_cast<unsigned>(std::min<unsigned long long>(n, 1024));
      }
    } else if (arg == "--filter") {
      const char* v = value();
      if (!v) return false;
      o->filters.emplace_back(v);
    } else {
      return false;
    }
  }
  if (o->sources.empty()) o->sources = {ScalarType::kInt, ScalarType::kUInt, ScalarType::kFloat};
  if (o->threads == 0) o->threads = std::max(1u, std::thread::hardware_concurrency());
  return true;
}

// Every scalar conversion from `src`: 11 destinations, 5 roundings, sat for integer ones (95).
std::vector<Variant> ConversionsFrom(ScalarType src) {
  std::vector<Variant> out;
  for (ScalarType dst : AllScalarTypes()) {
    for (bool sat : {false, true}) {
      if (sat && IsFloat(dst)) continue;
      for (Rounding r : kRoundings) out.push_back(MakeConvert(src, dst, 1, sat, r));
    }
  }
  return out;
}

// "convert_char_sat_rte(float)": the built-in and its operand type.
std::string JobName(const Variant& v) {
  return BuiltinName(v) + "(" + std::string(Name(v.src)) + ")";
}

std::uint64_t LoadBits(const void* bits, ScalarType t, std::size_t lane) {
  std::uint64_t v = 0;
  std::memcpy(&v, static_cast<const unsigned char*>(bits) + lane * Bytes(t), Bytes(t));
  return v;
}

std::int64_t NowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

void AtomicMin(std::atomic<std::int64_t>& a, std::int64_t v) {
  std::int64_t cur = a.load();
  while (v < cur && !a.compare_exchange_weak(cur, v)) {
  }
}
void AtomicMax(std::atomic<std::int64_t>& a, std::int64_t v) {
  std::int64_t cur = a.load();
  while (v > cur && !a.compare_exchange_weak(cur, v)) {
  }
}

class Checker {
 public:
  Checker(std::vector<Job>& jobs, std::uint64_t limit)
      : jobs_(jobs), limit_(limit), chunks_per_job_((limit + kChunk - 1) / kChunk) {
    for (Job& j : jobs_) j.chunks_left = chunks_per_job_;
    mismatches_.resize(jobs_.size());
  }

  void Work() {
    // Buffers padded to whole vectors; the oracle and the comparison work on 16 lanes at once.
    std::vector<std::uint32_t> in(kChunk);
    std::vector<std::uint64_t> ref_bits(kChunk), oracle_bits(kChunk);
    std::vector<Allowance> ref_allowance(kChunk), oracle_allowance(kChunk);
    std::vector<std::size_t> report(kMaxReportPerConversion);
    const FpCaps caps{};  // every denormal supported
    for (;;) {
      const std::uint64_t ticket = next_.fetch_add(1);
      if (ticket >= chunks_per_job_ * jobs_.size()) return;
      const std::size_t job_index = ticket / chunks_per_job_;
      Job& job = jobs_[job_index];
      const std::uint64_t first = (ticket % chunks_per_job_) * kChunk;
      const std::size_t n =
          static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, limit_ - first));
      const std::size_t padded = (n + kVectorLanes - 1) / kVectorLanes * kVectorLanes;
      const std::int64_t start = NowNs();
      FillInputs(first, kSpread, padded, in.data());
      ExpectBatchCompact(job.conversion, caps, in.data(), n, ref_bits.data(), ref_allowance.data());
      if (first == 0) CheckBatchApisAgree(job, in.data(), n, ref_bits.data(), ref_allowance.data());
      OracleExpect(job.conversion, in.data(), padded, oracle_bits.data(), oracle_allowance.data());
      const LaneCounts counts =
          Compare(job.conversion.dst, n, ref_bits.data(), ref_allowance.data(), oracle_bits.data(),
                  oracle_allowance.data(), report.data(), report.size());
      const std::size_t bad = counts.mismatches;
      job.implementation_defined += counts.implementation_defined;
      job.any_nan += counts.any_nan;
      if (bad != 0) {
        job.mismatches += bad;
        std::lock_guard<std::mutex> lock(mu_);
        auto& list = mismatches_[job_index];
        for (std::size_t k = 0; k < std::min(bad, report.size()); ++k) {
          if (list.size() >= kMaxReportPerConversion) break;
          const std::size_t lane = report[k];
          list.push_back(Mismatch{
              in[lane], LoadBits(ref_bits.data(), job.conversion.dst, lane), ref_allowance[lane],
              LoadBits(oracle_bits.data(), job.conversion.dst, lane), oracle_allowance[lane]});
        }
      }
      AtomicMin(job.first_start_ns, start);
      AtomicMax(job.last_end_ns, NowNs());
      if (--job.chunks_left == 0) Finish(job_index);
    }
  }

  bool consistent() const { return consistent_; }

 private:
  // ExpectBatch (whole Expectations) must say what ExpectBatchCompact says: checked on each
  // conversion's first chunk, so the fast API stands for both.
  void CheckBatchApisAgree(const Job& job, const std::uint32_t* in, std::size_t n,
                           const std::uint64_t* bits, const Allowance* allowance) {
    std::vector<Expectation> full(n);
    ExpectBatch(job.conversion, FpCaps{}, in, n, full.data());
    for (std::size_t i = 0; i < n; ++i) {
      if (full[i].bits != LoadBits(bits, job.conversion.dst, i) ||
          full[i].allowance != allowance[i]) {
        std::lock_guard<std::mutex> lock(mu_);
        std::printf("  %s: ExpectBatch and ExpectBatchCompact disagree on input 0x%08" PRIx32 "\n",
                    job.name.c_str(), in[i]);
        consistent_ = false;
        return;
      }
    }
  }

  void Finish(std::size_t job_index) {
    const Job& job = jobs_[job_index];
    const double seconds = static_cast<double>(job.last_end_ns - job.first_start_ns) * 1e-9;
    std::lock_guard<std::mutex> lock(mu_);
    std::printf("%-32s inputs %10" PRIu64 "  mismatches %10" PRIu64
                "  seconds %8.2f"
                "  (impl-defined %" PRIu64 ", any-nan %" PRIu64 ")\n",
                job.name.c_str(), limit_, job.mismatches.load(), seconds,
                job.implementation_defined.load(), job.any_nan.load());
    const int hex = 2 * Bytes(job.conversion.dst);
    for (const Mismatch& m : mismatches_[job_index]) {
      std::printf("    input 0x%08" PRIx32 ": reference 0x%0*" PRIx64 " (%s), oracle 0x%0*" PRIx64
                  " (%s)\n",
                  m.input, hex, m.ref_bits, std::string(NameOf(m.ref_allowance)).c_str(), hex,
                  m.oracle_bits, std::string(NameOf(m.oracle_allowance)).c_str());
    }
    std::fflush(stdout);
  }

  std::vector<Job>& jobs_;
  const std::uint64_t limit_;
  const std::uint64_t chunks_per_job_;
  std::atomic<std::uint64_t> next_{0};
  std::mutex mu_;
  std::vector<std::vector<Mismatch>> mismatches_;  // guarded by mu_
  bool consistent_ = true;                         // guarded by mu_
};

int Main(int argc, char** argv) {
  Options options;
  if (!ParseOptions(argc, argv, &options)) {
    Usage(argv[0]);
    return kExitUsage;
  }
  if (!HostHasAvx512()) {
    std::printf("SKIP: this CPU lacks AVX-512 (F, DQ, BW and VL), which the oracle needs\n");
    return kExitSkip;
  }
  std::vector<Variant> variants;
  for (ScalarType src : options.sources) {
    for (const Variant& v : ConversionsFrom(src)) {
      const std::string name = JobName(v);
      const bool wanted =
          options.filters.empty() ||
          std::any_of(options.filters.begin(), options.filters.end(),
                      [&](const std::string& f) { return name.find(f) != std::string::npos; });
      if (wanted) variants.push_back(v);
    }
  }
  if (variants.empty()) {
    std::fprintf(stderr, "no conversion matches the --filter given\n");
    return kExitUsage;
  }
  std::vector<Job> jobs(variants.size());
  for (std::size_t i = 0; i < variants.size(); ++i) {
    jobs[i].variant = variants[i];
    jobs[i].conversion = ConversionOf(variants[i]);
    jobs[i].name = JobName(variants[i]);
  }
  std::printf("exhaustive_check: %zu conversions x %" PRIu64 " inputs, %u threads\n", jobs.size(),
              options.limit, options.threads);
  std::fflush(stdout);

  const auto t0 = std::chrono::steady_clock::now();
  Checker checker(jobs, options.limit);
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < options.threads; ++t) threads.emplace_back([&] { checker.Work(); });
  for (std::thread& t : threads) t.join();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

  std::uint64_t mismatches = 0;
  std::size_t failed = 0;
  for (const Job& j : jobs) {
    mismatches += j.mismatches;
    failed += j.mismatches != 0;
  }
  const double lanes = static_cast<double>(options.limit) * static_cast<double>(jobs.size());
  std::printf("TOTAL %zu conversions, %.0f inputs checked, %" PRIu64
              " mismatches in %zu conversions, %.1f s (%.0f M inputs/s, %u threads)\n",
              jobs.size(), lanes, mismatches, failed, seconds, lanes / seconds * 1e-6,
              options.threads);
  if (!checker.consistent()) {
    std::printf("FAIL: ExpectBatch and ExpectBatchCompact disagree\n");
    return kExitMismatch;
  }
  return mismatches == 0 ? 0 : kExitMismatch;
}

}  // namespace
}  // namespace clc::exhaustive

int main(int argc, char** argv) { return clc::exhaustive::Main(argc, argv); }
