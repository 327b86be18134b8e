// Exhaustive runs of 32-bit operand types: the device returns a digest per chunk and
// variant, the host computes the expected digest per chunk and conversion on every other
// core at the same time, and any chunk whose digests differ is checked again lane by lane.
// Why a wrong result cannot hide: the device digest sums a 64-bit hash of (operand index,
// result bits) over every lane it computed; the host sums the same hash of the reference's
// bits. A wrong lane changes the sum unless two 64-bit hash differences cancel (about 2^-64),
// and every mismatch is confirmed and recorded from read-back bits, never from the digest.
// Lanes left out are only those the reference calls implementation-defined (both sides use
// the same operand ranges, which the host re-checks lane by lane); NaN results count as one
// quiet NaN on both sides, since any NaN is correct there.
#include <atomic>
#include <chrono>
#include <cstring>
#include <map>
#include <thread>

#include "harness/compare.h"
#include "harness/launch.h"
#include "harness/runner.h"
#include "kernels/digest_source.h"
#include "reference/digest.h"

namespace clc {

namespace {

constexpr std::uint64_t kDigestChunk = std::uint64_t{3} << 24;  // 50,331,648: a multiple of 48
constexpr std::size_t kRecheckChunk = 48 * 4096;

// The operand patterns of a digest run, in chunks: every 32-bit pattern, or a slice.
struct Space {
  std::uint64_t first = 0;
  std::uint64_t count = std::uint64_t{1} << 32;
  std::uint64_t Chunks() const { return (count + kDigestChunk - 1) / kDigestChunk; }
  std::uint64_t First(std::uint64_t c) const { return first + c * kDigestChunk; }
  std::uint64_t Size(std::uint64_t c) const {
    return std::min(kDigestChunk, count - c * kDigestChunk);
  }
};

struct HostKey {
  Conversion c;
  int keep_of_four = 0;  // as_type: 3 for 4 to 3
  bool identity = false;
  bool operator<(const HostKey& o) const {
    return std::tie(identity, keep_of_four, c.src, c.dst, c.saturate, c.mode) <
           std::tie(o.identity, o.keep_of_four, o.c.src, o.c.dst, o.c.saturate, o.c.mode);
  }
};

HostKey KeyOf(const Variant& v) {
  HostKey k;
  if (v.family == Family::kAsType) {
    k.identity = true;
    k.keep_of_four = AsTypeRuleOf(v) == AsTypeRule::kFirstThreeUnchanged ? 3 : 0;
  } else {
    k.c = ConversionOf(v);
    // Integer to integer ignores the rounding mode: one host digest serves all four.
    if (!IsFloat(k.c.src) && !IsFloat(k.c.dst)) k.c.mode = RoundingMode::kRtz;
  }
  return k;
}

}  // namespace

void DeviceRunner::CheckRange(const Variant& v, std::uint64_t first, std::uint64_t count,
                              VariantResult& r) {
  KernelSpec spec;
  spec.name = "recheck";
  spec.src = v.src;
  spec.src_width = v.src_width;
  spec.variants = {v};
  const BuildResult built = BuildProgram(context_, target_.device, ProgramSource({spec}), "");
  ++programs_built_;
  if (!built.ok) {
    r.status = CaseStatus::kBuildFailed;
    r.message += built.log;
    return;
  }
  cl::Kernel kernel(built.program, "recheck");
  const Conversion conv = ConversionOf(v);
  for (std::uint64_t at = first; at < first + count; at += kRecheckChunk) {
    const std::size_t valid =
        static_cast<std::size_t>(std::min<std::uint64_t>(kRecheckChunk, first + count - at));
    std::vector<std::uint8_t> operands(kRecheckChunk * 4);
    for (std::size_t i = 0; i < kRecheckChunk; ++i) {
      const auto bits = static_cast<std::uint32_t>(at + (i < valid ? i : 0));
      std::memcpy(operands.data() + i * 4, &bits, 4);
    }
    LaunchOutput out =
        LaunchKernel(context_, queue_, kernel, spec, operands, kRecheckChunk / v.src_width);
    if (!out.ok) {
      r.status = CaseStatus::kError;
      r.message += out.error + "\n";
      return;
    }
    Operands in{operands.data(), kRecheckChunk, valid, (at - first) / kRecheckChunk, false};
    VariantResult scratch;
    scratch.variant = v;
    if (v.family == Family::kConvert) {
      std::vector<Expectation> expected(kRecheckChunk);
      ExpectBatch(conv, target_.info.fp_caps, operands.data(), kRecheckChunk, expected.data());
      CompareConvert(v, target_.info.fp_caps, in, expected.data(), kRecheckChunk,
                     out.bytes.data() + out.offsets[0], scratch);
    } else {
      CompareAsType(v, in, out.bytes.data() + out.offsets[0], scratch);
    }
    for (auto& m : scratch.mismatches) {
      m.lane += at - first;  // the lane within the digest chunk
      if (r.mismatches.size() < kMaxRecordedMismatches) r.mismatches.push_back(m);
    }
    r.mismatched += scratch.mismatched;
    r.accepted_flushed += scratch.accepted_flushed;
    r.accepted_nan += scratch.accepted_nan;
    r.exact += scratch.exact;
    r.lanes += scratch.lanes;
    for (auto& m : scratch.impl_samples) {
      if (r.impl_samples.size() < kMaxImplSamples) r.impl_samples.push_back(m);
    }
    r.implementation_defined += scratch.implementation_defined;
    r.impl_matching_reference += scratch.impl_matching_reference;
    if (options_.on_progress) options_.on_progress();
  }
}

std::vector<VariantResult> DeviceRunner::RunDigestGroup(ScalarType src,
                                                        const std::vector<Variant>& variants) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<Variant> capable;
  std::vector<Variant> sampled;  // implementation-defined as_type pairs: no digest to compare
  for (const Variant& v : variants) (DigestCapable(v) ? capable : sampled).push_back(v);
  std::vector<VariantResult> results;
  if (!sampled.empty()) {
    options_.coverage = Coverage::kFull;
    results = RunGroup(src, sampled);
    options_.coverage = Coverage::kExhaustive;
    for (auto& r : results) r.message += "implementation-defined pair: sampled at full coverage\n";
  }

  // Build one program; a variant whose kernel does not build is found alone.
  std::map<std::string, cl::Kernel> kernels;
  std::map<std::string, std::string> failures;
  const auto build = [&](const std::vector<Variant>& vs) {
    const BuildResult built = BuildProgram(context_, target_.device, DigestProgramSource(vs), "");
    ++programs_built_;
    if (!built.ok) {
      if (vs.size() == 1) failures[CaseName(vs[0])] = built.log;
      return false;
    }
    try {
      for (const Variant& v : vs)
        kernels[CaseName(v)] = cl::Kernel(built.program, DigestKernelName(v).c_str());
    } catch (const cl::Error& e) {
      if (vs.size() == 1)
        failures[CaseName(vs[0])] = std::string("kernel creation failed: ") + e.what();
      return false;
    }
    return true;
  };
  if (!build(capable)) {
    for (const Variant& v : capable) build({v});
  }
  if (options_.on_progress) options_.on_progress();

  // The host's expected digests, on every core but one, while the device runs.
  std::map<HostKey, std::size_t> keys;
  for (const Variant& v : capable) keys.emplace(KeyOf(v), keys.size());
  std::vector<HostKey> key_list(keys.size());
  for (const auto& [k, i] : keys) key_list[i] = k;
  std::vector<SkipRanges> skips(key_list.size());
  for (std::size_t i = 0; i < key_list.size(); ++i) {
    if (!key_list[i].identity)
      skips[i] = ImplementationDefinedRanges(key_list[i].c, target_.info.fp_caps);
  }
  Space space;
  if (options_.operand_count != 0) {
    space.first = options_.operand_first;
    space.count = options_.operand_count;
  }
  const std::uint64_t chunks = space.Chunks();
  std::vector<ChunkDigest> expected(key_list.size() * chunks);
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> done{0};
  const unsigned cores =
      options_.host_threads != 0 ? options_.host_threads : std::thread::hardware_concurrency();
  std::vector<std::thread> host;
  for (unsigned t = 0; t + 1 < std::max(2u, cores); ++t) {
    host.emplace_back([&] {
      for (std::size_t job = next++; job < expected.size(); job = next++) {
        const HostKey& k = key_list[job / chunks];
        const std::uint64_t c = job % chunks;
        expected[job] = k.identity
                            ? ExpectedIdentityDigest(space.First(c), space.Size(c), k.keep_of_four)
                            : ExpectedDigest(k.c, target_.info.fp_caps, space.First(c),
                                             space.Size(c), skips[job / chunks]);
        ++done;
      }
    });
  }

  // The device: every chunk through every variant's kernel.
  const std::size_t groups =
      std::max<std::size_t>(64, std::size_t{target_.info.compute_units} * 32);
  cl::Buffer partial(context_, CL_MEM_WRITE_ONLY, groups * sizeof(cl_ulong));
  std::vector<cl_ulong> sums(groups);
  std::map<std::string, std::vector<std::uint64_t>> device;  // by case, per chunk
  std::map<std::string, std::string> errors;
  for (std::uint64_t c = 0; c < chunks; ++c) {
    for (const Variant& v : capable) {
      const std::string name = CaseName(v);
      auto k = kernels.find(name);
      if (k == kernels.end() || errors.count(name) != 0) continue;
      const SkipRanges skip =
          key_list[keys.at(KeyOf(v))].identity ? SkipRanges{} : skips[keys.at(KeyOf(v))];
      if (options_.on_launch) options_.on_launch({v});
      try {
        cl::Kernel& kernel = k->second;
        kernel.setArg(0, static_cast<cl_ulong>(space.First(c)));
        kernel.setArg(1, static_cast<cl_ulong>(space.Size(c)));
        kernel.setArg(2, static_cast<cl_uint>(skip.lo1));
        kernel.setArg(3, static_cast<cl_uint>(skip.hi1));
        kernel.setArg(4, static_cast<cl_uint>(skip.lo2));
        kernel.setArg(5, static_cast<cl_uint>(skip.hi2));
        kernel.setArg(6, partial);
        queue_.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(groups * kDigestGroupSize),
                                    cl::NDRange(kDigestGroupSize));
        queue_.enqueueReadBuffer(partial, CL_TRUE, 0, groups * sizeof(cl_ulong), sums.data());
        std::uint64_t sum = 0;
        for (cl_ulong s : sums) sum += s;
        device[name].push_back(sum);
      } catch (const cl::Error& e) {
        errors[name] = std::string("OpenCL error in ") + e.what() + ": " + std::to_string(e.err());
      }
    }
    if (options_.on_progress) options_.on_progress();
  }
  // The device is usually done first: keep the heartbeat going while the host finishes.
  while (done.load() < expected.size()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    if (options_.on_progress) options_.on_progress();
  }
  for (auto& t : host) t.join();

  // The verdicts: equal digests count their lanes; differing chunks are read back.
  for (const Variant& v : capable) {
    VariantResult r;
    r.variant = v;
    r.status = CaseStatus::kRan;
    const std::string name = CaseName(v);
    if (failures.count(name) != 0) {
      r.status = CaseStatus::kBuildFailed;
      r.message = failures.at(name);
    } else if (errors.count(name) != 0) {
      r.status = CaseStatus::kError;
      r.message = errors.at(name);
    } else {
      const std::size_t key = keys.at(KeyOf(v));
      for (std::uint64_t c = 0; c < chunks; ++c) {
        const ChunkDigest& e = expected[key * chunks + c];
        if (!e.ranges_hold) {
          r.status = CaseStatus::kError;
          r.message += "reference fault: implementation-defined lanes outside the skip ranges\n";
          break;
        }
        if (device.at(name)[c] == e.sum) {
          r.implementation_defined += e.skipped;
          r.exact += e.exact + e.flushable;
          r.accepted_nan += e.any_nan;
          r.lanes += e.exact + e.flushable + e.any_nan + e.skipped;
          continue;
        }
        CheckRange(v, space.First(c), space.Size(c), r);  // counts every lane of the chunk
      }
      r.message += "exhaustive by digest: " + std::to_string(chunks) + " chunks of " +
                   std::to_string(kDigestChunk) + " operands\n";
    }
    results.push_back(std::move(r));
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  for (auto& r : results) r.seconds = seconds / static_cast<double>(results.size());
  return results;
}

}  // namespace clc
