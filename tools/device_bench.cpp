// clconform-bench: what limits an exhaustive run on one device. Prints the plain copy kernel's
// bandwidth (the device's limit for moving results), the digest kernel's rate on a 32-bit
// conversions (every convert_* of one operand type and width in one kernel), and the host
// reference's rate on one core and on every core.
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "harness/device/device.h"
#include "kernels/digest_source.h"
#include "reference/digest.h"

namespace {

using namespace clc;

double Now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double KernelSeconds(const cl::Event& e) {
  return static_cast<double>(e.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                             e.getProfilingInfo<CL_PROFILING_COMMAND_START>()) *
         1e-9;
}

// The shortest of `runs` launches of `k`, by the device's own profiling clock.
double BestSeconds(cl::CommandQueue& q, const cl::Kernel& k, const cl::NDRange& global,
                   const cl::NDRange& local, int runs) {
  double best = 1e30;
  for (int i = 0; i < runs; ++i) {
    cl::Event e;
    q.enqueueNDRangeKernel(k, cl::NullRange, global, local, nullptr, &e);
    e.wait();
    best = std::min(best, KernelSeconds(e));
  }
  return best;
}

void CopyBandwidth(const Device& d, cl::Context& ctx, cl::CommandQueue& q) {
  const std::size_t bytes =
      std::min<std::uint64_t>(std::uint64_t{1} << 30, d.info.max_mem_alloc_size / 2);
  cl::Program p(ctx,
                "__kernel void copy(__global const ulong* a, __global ulong* b) {"
                " b[get_global_id(0)] = a[get_global_id(0)]; }");
  p.build({d.device});
  cl::Kernel k(p, "copy");
  cl::Buffer a(ctx, CL_MEM_READ_WRITE, bytes);
  cl::Buffer b(ctx, CL_MEM_READ_WRITE, bytes);
  q.enqueueFillBuffer(a, cl_uchar{1}, 0, bytes);
  k.setArg(0, a);
  k.setArg(1, b);
  const double best = BestSeconds(q, k, cl::NDRange(bytes / 8), cl::NullRange, 5);
  std::printf(
      "copy kernel: %zu bytes read + written in %.4f s: %.1f GB/s moved (%.1f GB/s of results "
      "written)\n",
      bytes, best, 2.0 * static_cast<double>(bytes) / best * 1e-9,
      static_cast<double>(bytes) / best * 1e-9);
}

void DigestRate(const Device& d, cl::Context& ctx, cl::CommandQueue& q) {
  // Every convert_* from float4 on the seeded stream, as a full-coverage run builds it.
  DigestKernelSpec spec;
  spec.src = ScalarType::kFloat;
  spec.width = 4;
  for (const Variant& v : VariantsOf(Family::kConvert)) {
    if (v.src == ScalarType::kFloat && v.src_width == 4 && v.dst != ScalarType::kHalf)
      spec.variants.push_back(v);
  }
  cl::Program p(ctx, DigestProgramSource({spec}));
  p.build({d.device});
  cl::Kernel k(p, DigestKernelName(spec).c_str());
  const std::size_t items = std::size_t{d.info.compute_units} * kDigestGroupSize * 8;
  std::vector<cl_ulong> ranges;
  for (std::size_t r = 0; r < spec.variants.size(); ++r) ranges.insert(ranges.end(), {1, 0, 1, 0});
  cl::Buffer skip(ctx, ranges.begin(), ranges.end(), true);
  cl::Buffer partial(ctx, CL_MEM_WRITE_ONLY, items * spec.variants.size() * 8);
  const std::uint64_t count = std::uint64_t{3} << 24;
  k.setArg(0, cl_uint{0});
  k.setArg(1, static_cast<cl_uint>(count / 4));
  k.setArg(2, cl_uint{1});
  k.setArg(3, cl_uint{2});
  k.setArg(4, cl_uint{3});
  k.setArg(5, skip);
  k.setArg(6, partial);
  // The stream's own operands (no table of them).
  DigestTable words = DigestTableOf(LaneStream{ScalarType::kFloat, false, StreamKeys{1, 2, 3}});
  cl::Buffer table(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, words.bytes.size(),
                   words.bytes.data());
  k.setArg(7, table);
  k.setArg(8, cl_uint{words.last});
  const double best = BestSeconds(q, k, cl::NDRange(items), cl::NDRange(kDigestGroupSize), 3);
  const double rate = static_cast<double>(count * spec.variants.size()) / best;
  std::printf(
      "digest kernel (%zu convert_* variants from float4, one chunk of %llu operands): %.4f s: "
      "%.3g variant-lanes/s\n",
      spec.variants.size(), static_cast<unsigned long long>(count), best, rate);
}

void HostRate() {
  const Conversion c{ScalarType::kFloat, ScalarType::kInt, false, RoundingMode::kRte};
  const SkipRanges skip = ImplementationDefinedRanges(c, FpCaps{});
  const std::uint64_t n = std::uint64_t{1} << 26;
  double t = Now();
  const LaneStream stream{ScalarType::kFloat, true, {}};
  ExpectedDigest(c, FpCaps{}, stream, 0x40000000, n, skip);
  const double one = static_cast<double>(n) / (Now() - t);
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> pool;
  t = Now();
  for (unsigned i = 0; i < cores; ++i) {
    pool.emplace_back(
        [&, i] { ExpectedDigest(c, FpCaps{}, stream, std::uint64_t{i} * n, n, skip); });
  }
  for (auto& th : pool) th.join();
  const double all = static_cast<double>(n) * cores / (Now() - t);
  std::printf(
      "host reference digest (float->int rte): %.3g conversions/s on one core, %.3g on %u cores\n",
      one, all, cores);
}

constexpr char kUsage[] = R"(Usage: clconform-bench [--device=SEL]...
  --device=SEL  index or name substring (repeatable; default: every device)
  --help        this text
Prints the copy kernel's bandwidth, the digest kernel's rate and the host reference's rate.
Exit codes: 0 done, 1 an OpenCL error, 2 bad usage.
)";

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> selectors;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    if (a.rfind("--device=", 0) == 0 && a.size() > 9) {
      selectors.push_back(a.substr(9));
    } else if (a == "--device" && i + 1 < argc) {
      selectors.emplace_back(argv[++i]);
    } else {
      std::fprintf(stderr, "clconform-bench: unknown argument '%s' (see --help)\n", a.c_str());
      return 2;
    }
  }
  HostRate();
  try {
    for (const Device& d : SelectDevices(DiscoverDevices(), selectors)) {
      std::printf("== %s\n", Describe(d.info).c_str());
      cl::Context ctx(d.device);
      cl::CommandQueue q(ctx, d.device, CL_QUEUE_PROFILING_ENABLE);
      CopyBandwidth(d, ctx, q);
      DigestRate(d, ctx, q);
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "clconform-bench: %s\n", e.what());
    return 1;
  }
  return 0;
}
