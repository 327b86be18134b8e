// clconform-bench: what limits an exhaustive run on one device. Prints the plain copy kernel's
// bandwidth (the device's limit for moving results), the digest kernel's rate on a 32-bit
// conversions (every convert_* of one operand type and width in one kernel), the least a check
// of every float through vstore_half_rte can cost and what each part of the digest kernel's
// shape adds to it, the least test_half's rte group can cost a checker, and the host
// reference's rate on one core and on every core.
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "harness/device/device.h"
#include "kernels/digest/digest_source.h"
#include "reference/digest/digest.h"

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

// The work items of every timed launch here: eight digest work groups a compute unit.
std::size_t BenchItems(const Device& d) {
  return std::size_t{d.info.compute_units} * kDigestGroupSize * 8;
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

// Runs digest kernel `spec` over `count` lanes of its stream; the shortest of three launches.
double DigestSeconds(const Device& d, cl::Context& ctx, cl::CommandQueue& q,
                     const DigestKernelSpec& spec, std::uint64_t count) {
  cl::Program p(ctx, DigestProgramSource({spec}));
  p.build({d.device});
  cl::Kernel k(p, DigestKernelName(spec).c_str());
  const std::size_t items = BenchItems(d);
  const std::vector<std::uint64_t> skip_words =
      DigestSkipWords(spec.src, std::vector<SkipRanges>(spec.variants.size()));
  cl::Buffer skip(ctx, skip_words.begin(), skip_words.end(), true);
  cl::Buffer partial(ctx, CL_MEM_WRITE_ONLY, items * spec.variants.size() * 8);
  k.setArg(0, cl_uint{0});
  k.setArg(1, static_cast<cl_uint>(count / static_cast<std::uint64_t>(DigestLanesPerItem(spec))));
  k.setArg(2, cl_uint{1});
  k.setArg(3, cl_uint{2});
  k.setArg(4, cl_uint{3});
  k.setArg(5, skip);
  k.setArg(6, partial);
  DigestTable words = DigestTableOf(LaneStream{spec.src, spec.sequential, StreamKeys{1, 2, 3}});
  cl::Buffer table(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, words.bytes.size(),
                   words.bytes.data());
  k.setArg(7, table);
  k.setArg(8, cl_uint{words.last});
  const std::size_t scratch_bytes = DigestScratchBytesPerItem(spec);
  cl::Buffer scratch;
  if (scratch_bytes != 0) {
    scratch = cl::Buffer(ctx, CL_MEM_READ_WRITE, items * scratch_bytes);
    k.setArg(9, scratch);
  }
  return BestSeconds(q, k, cl::NDRange(items), cl::NDRange(kDigestGroupSize), 3);
}

void DigestRate(const Device& d, cl::Context& ctx, cl::CommandQueue& q) {
  // Every convert_* from float4 on the seeded stream, as a full-coverage run builds it.
  DigestKernelSpec spec;
  spec.src = ScalarType::kFloat;
  spec.width = 4;
  spec.group = kDigestColumnVariants;
  for (const Variant& v : VariantsOf(Family::kConvert)) {
    if (v.src == ScalarType::kFloat && v.src_width == 4 && v.dst != ScalarType::kHalf)
      spec.variants.push_back(v);
  }
  const std::uint64_t count = std::uint64_t{3} << 24;
  const double best = DigestSeconds(d, ctx, q, spec, count);
  const double rate = static_cast<double>(count * spec.variants.size()) / best;
  std::printf(
      "digest kernel (%zu convert_* variants from float4, one chunk of %llu operands): %.4f s: "
      "%.3g variant-lanes/s\n",
      spec.variants.size(), static_cast<unsigned long long>(count), best, rate);
}

// The least any check of every float through vstore_half_rte can cost on the device, and what
// each part of a digest kernel's shape adds to it: the built-in called on each lane through a
// __private half* with its bits XOR-folded (nothing less observes every result); the same bits
// made canonical and hashed with the lane's index (the digest's lane hash), in a loop of the
// same trip count for every work item; in a grid-stride loop, whose trip count each work item
// decides; with each lane's operand read through a table index clamped to its last entry;
// both (the digest kernels' shape until the seventeenth session); and the digest kernel itself
// (the table read once per work item, the same trip count for all), over the same lanes.
constexpr char kHalfShapes[] = R"(
ulong lane_hash(ulong index, ulong value) {
  ulong h = (index * 2UL + 1UL) * 0xbf58476d1ce4e5b9UL;
  h ^= value + 0x9e3779b97f4a7c15UL + (h << 6) + (h >> 2);
  h ^= h >> 31; h *= 0x94d049bb133111ebUL; h ^= h >> 29;
  return h;
}
ulong hashed(uint i, float x) {
  ushort u;
  vstore_half_rte(x, 0, (__private half*)&u);
  u = select(u, (ushort)0x7e00, (ushort)(((u & 0x7c00) == 0x7c00) & ((u & 0x3ff) != 0)));
  return lane_hash(i, u);
}
__kernel void fold(uint per_item, __global ulong* out, __global const uint* table, uint last) {
  const uint g = get_global_id(0), n = get_global_size(0);
  uint acc = 0;
  for (uint j = 0; j < per_item; ++j) {
    ushort u;
    vstore_half_rte(as_float(j * n + g), 0, (__private half*)&u);
    acc ^= u;
  }
  out[g] = acc;
}
__kernel void hash(uint per_item, __global ulong* out, __global const uint* table, uint last) {
  const uint g = get_global_id(0), n = get_global_size(0);
  ulong acc = 0;
  for (uint j = 0; j < per_item; ++j) acc += hashed(j * n + g, as_float(j * n + g));
  out[g] = acc;
}
__kernel void stride(uint per_item, __global ulong* out, __global const uint* table, uint last) {
  const uint g = get_global_id(0), n = get_global_size(0);
  ulong acc = 0;
  for (uint t = g; t < per_item * n; t += n) acc += hashed(t, as_float(t));
  out[g] = acc;
}
__kernel void stride_table(uint per_item, __global ulong* out, __global const uint* table,
                           uint last) {
  const uint g = get_global_id(0), n = get_global_size(0);
  ulong acc = 0;
  for (uint t = g; t < per_item * n; t += n) acc += hashed(t, as_float(t ^ table[min(t, last)]));
  out[g] = acc;
}
__kernel void table(uint per_item, __global ulong* out, __global const uint* table, uint last) {
  const uint g = get_global_id(0), n = get_global_size(0);
  ulong acc = 0;
  for (uint j = 0; j < per_item; ++j) {
    const uint i = j * n + g;
    acc += hashed(i, as_float(i ^ table[min(i, last)]));
  }
  out[g] = acc;
}
)";

void HalfFloor(const Device& d, cl::Context& ctx, cl::CommandQueue& q) {
  cl::Program p(ctx, kHalfShapes);
  p.build({d.device});
  const std::uint64_t count = std::uint64_t{1} << 28;
  const std::size_t items = BenchItems(d);
  cl::Buffer out(ctx, CL_MEM_WRITE_ONLY, items * 8);
  const std::vector<cl_uint> zeros(16, 0);
  cl::Buffer table(ctx, zeros.begin(), zeros.end(), true);
  const auto ns = [&](double seconds) { return seconds * 1e9 / static_cast<double>(count); };
  std::printf("vstore_half_rte through a __private half*, every float of %llu, ns a lane:",
              static_cast<unsigned long long>(count));
  for (const char* name : {"fold", "hash", "stride", "table", "stride_table"}) {
    cl::Kernel k(p, name);
    k.setArg(0, static_cast<cl_uint>(count / items));
    k.setArg(1, out);
    k.setArg(2, table);
    k.setArg(3, cl_uint{0});
    std::printf(" %s %.3f,", name,
                ns(BestSeconds(q, k, cl::NDRange(items), cl::NDRange(kDigestGroupSize), 3)));
  }
  DigestKernelSpec spec;
  spec.src = ScalarType::kFloat;
  spec.sequential = true;
  spec.variants = {*ParseCaseName("vstore_half_rte_float_private")};
  std::printf(" digest kernel %.3f\n", ns(DigestSeconds(d, ctx, q, spec, count)));
}

// The least test_half's rte group (vstore_half{,2,3,4,8,16}_rte and vstorea_half{2,3,4,8,16}_rte,
// from float and, with fp64, double) can cost a checker on this device: each variant's built-in
// alone, storing through a __private half* (which the compiler may keep in registers; the
// __global and __local forms store to memory), every element it writes XOR-folded. The float
// operands are consecutive bit patterns, the doubles each pattern in both halves of a double's
// bits.
std::string FloorKernelName(const std::string& type, int width, bool aligned) {
  return "floor_" + type + (width == 1 ? "" : std::to_string(width)) + (aligned ? "a" : "");
}

std::string FloorKernel(const std::string& type, int width, bool aligned) {
  const std::string w = width == 1 ? "" : std::to_string(width);
  std::string iota;
  for (int k = 0; k < width; ++k) iota += (k == 0 ? "" : ",") + std::to_string(k);
  const std::string bits = width == 1 ? "b" : "(uint" + w + ")(b) + (uint" + w + ")(" + iota + ")";
  const std::string x = type == "float"
                            ? "as_float" + w + "(" + bits + ")"
                            : "as_double" + w + "(upsample(" + bits + ", " + bits + "))";
  std::string text = "__kernel void " + FloorKernelName(type, width, aligned) +
                     "(uint per_item, __global uint* out) {\n"
                     "  const uint g = get_global_id(0), n = get_global_size(0);\n"
                     "  uint acc = 0;\n"
                     "  for (uint j = 0; j < per_item; ++j) {\n"
                     "    const uint b = (j * n + g) * " +
                     std::to_string(width) +
                     "u;\n"
                     "    ushort h[16];\n"
                     "    vstore" +
                     (aligned ? "a" : "") + "_half" + w + "_rte(" + x +
                     ", 0, (__private half*)h);\n";
  for (int k = 0; k < width; ++k) text += "    acc ^= h[" + std::to_string(k) + "];\n";
  return text + "  }\n  out[g] = acc;\n}\n";
}

void GroupFloor(const Device& d, cl::Context& ctx, cl::CommandQueue& q) {
  std::vector<std::string> types = {"float"};
  if (d.info.Has(Feature::kFp64)) types.emplace_back("double");
  std::string text = types.size() > 1 ? "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n" : "";
  std::vector<std::pair<std::string, int>> kernels;  // name, width
  for (const std::string& type : types) {
    for (const bool aligned : {false, true}) {
      for (const int width : {1, 2, 3, 4, 8, 16}) {
        if (aligned && width == 1) continue;
        text += FloorKernel(type, width, aligned);
        kernels.emplace_back(FloorKernelName(type, width, aligned), width);
      }
    }
  }
  cl::Program p(ctx, text);
  p.build({d.device});
  const std::size_t items = BenchItems(d);
  cl::Buffer out(ctx, CL_MEM_WRITE_ONLY, items * 4);
  const std::uint64_t elements = std::uint64_t{1} << 26;
  double group_s = 0;  // at 2^32 elements a variant through each of the 3 pointer forms
  std::printf("the rte group's floor, ns an element (the built-in alone):");
  for (const auto& [name, width] : kernels) {
    const std::uint64_t per_item = elements / (items * static_cast<std::uint64_t>(width));
    cl::Kernel k(p, name.c_str());
    k.setArg(0, static_cast<cl_uint>(per_item));
    k.setArg(1, out);
    const double s = BestSeconds(q, k, cl::NDRange(items), cl::NDRange(kDigestGroupSize), 3);
    const double ns = s * 1e9 / static_cast<double>(per_item * items * width);
    std::printf(" %s %.3f,", name.c_str() + 6, ns);
    group_s += ns * 1e-9 * 3.0 * 4294967296.0;
  }
  std::printf(" so at least %.1f s for the %zu variants at 2^32 elements through 3 pointer forms\n",
              group_s, kernels.size() * 3);
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
Prints the copy kernel's bandwidth, the digest kernel's rate, the least a check of every float
through vstore_half_rte costs and what each part of a digest kernel's shape adds to it, the
least test_half's rte group costs (each variant's built-in alone, times 2^32 elements and three
pointer forms), and the host reference's rate.
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
      HalfFloor(d, ctx, q);
      GroupFloor(d, ctx, q);
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "clconform-bench: %s\n", e.what());
    return 1;
  }
  return 0;
}
