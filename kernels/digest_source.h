// Digest kernels: each lane's operand is made by the kernel itself (the lane's index, or the
// seeded stream of reference/operand_stream.h), every variant of one operand type and width
// runs on it, and each work item returns one digest per variant instead of its results.
// The hash is reference/digest.h's, spelled in OpenCL C.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "kernels/kernel_source.h"
#include "reference/variant.h"

namespace clc {

inline constexpr int kDigestGroupSize = 64;

// Whether a variant can be checked by digest: a convert_* or an as_type whose result is
// defined bit for bit, with a 32- or 64-bit operand type.
bool DigestCapable(const Variant& v);

// One kernel: digest-capable variants of one operand type and width.
struct DigestKernelSpec {
  ScalarType src = ScalarType::kUInt;
  int width = 1;
  bool sequential = false;  // lane i's operand is pattern i (32-bit types only), else seeded
  std::vector<Variant> variants;
  int part = 0;  // its index among the kernels of its width (part of its name when not 0)
};

// Variants per kernel at most where the harness asks no other (a GPU's, and judge kernels'):
// a compiler's time grows faster than the size of one kernel (NVIDIA's took 25 s for the
// double operand's digest kernels of about 100 variants each, and about a third of that for
// the same variants in kernels of 48 at most), and a kernel takes one argument per variant
// where a device may take as few as 1024 bytes of them.
inline constexpr std::size_t kDigestKernelVariants = 48;

// `variants` shared out evenly, in order, into as few parts as hold `most` each: the
// variants of one kernel per part (digest, buffer and judge kernels alike).
std::vector<std::vector<Variant>> KernelParts(const std::vector<Variant>& variants,
                                              std::size_t most = kDigestKernelVariants);
// `whole` as kernels of its KernelParts, named whole.name, then whole.name_1, _2, ...
std::vector<KernelSpec> KernelSpecParts(const KernelSpec& whole,
                                        std::size_t most = kDigestKernelVariants);

// The kernels that digest `variants` (those DigestCapable, of operand type `src`): per width,
// as few kernels as hold `most` each, their variants shared out evenly.
std::vector<DigestKernelSpec> DigestKernels(ScalarType src, bool sequential,
                                            const std::vector<Variant>& variants,
                                            std::size_t most = kDigestKernelVariants);
std::string DigestKernelName(const DigestKernelSpec& k);
// kernel(uint first, uint items, uint key_low, uint key_high, uint key_shape,
//        __global const ulong* skip, __global ulong* partial):
// item t's lane l has index first + t * width + l; skip holds (lo1, hi1, lo2, hi2) per
// variant (operand patterns left out of the digest); work item g writes its digest of
// variant r to partial[g * variants + r].
// The program also holds kSumColumnsKernel(__global const ulong* partial, uint rows, uint
// cols, __global ulong* out): out[c] is the sum of column c of the rows x cols partials.
inline constexpr const char* kSumColumnsKernel = "clc_sum_columns";
std::string DigestProgramSource(const std::vector<DigestKernelSpec>& kernels);

}  // namespace clc
