// OpenCL C text for a set of variants: a pure function of the variants and the inputs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "reference/variant.h"

namespace clc {

// One __kernel: variants that share the operand's type and width. With `constants` empty
// the operand is read from a buffer; otherwise each constant is folded into the source.
struct KernelSpec {
  std::string name;
  ScalarType src = ScalarType::kInt;
  int src_width = 1;
  std::vector<Variant> variants;
  std::vector<std::uint64_t> constants;
};

// Lanes one work item stores for a variant (a 3-component result stores 3).
int ResultLanes(const Variant& v);
// Bytes of a variant's result region per work item: its results, then RegionScratchBytes.
std::size_t ResultBytesPerItem(const Variant& v);
// Work items the kernel runs: `elements` operand elements for the buffer path, one item
// per group of src_width constants for the constant path.
std::size_t ConstantItems(const KernelSpec& k);
// Alignment of each variant's output region: each is a sub-buffer, whose origin must be a
// multiple of the device's CL_DEVICE_MEM_BASE_ADDR_ALIGN (1024 bits on PoCL 3.1, 4096 on
// NVIDIA); a device that asks more is refused by LaunchKernel.
inline constexpr std::size_t kRegionAlign = 4096;
// The byte the harness writes into every output region before a launch, so that a lane the
// kernel did not store reads back as this pattern.
inline constexpr std::uint8_t kSentinelByte = 0xA5;
// Work items of a buffer kernel's work group (LaunchKernel's local size): a call through a
// __local pointer indexes its array by the item's place in its group.
inline constexpr std::size_t kBufferGroupSize = 64;
// The global size of a launch of `items` work items in work groups of `group`: the next
// multiple of `group` (every kernel here skips the items past its count). One local size for
// every launch of a kernel: a CPU driver such as PoCL compiles a kernel once per local size.
constexpr std::uint64_t WholeGroups(std::uint64_t items, std::uint64_t group) {
  return (items + group - 1) / group * group;
}
// Byte offset of each variant's output region for `items` work items, each kRegionAlign
// aligned, followed by the total size as the last entry.
std::vector<std::uint64_t> RegionOffsets(const KernelSpec& k, std::size_t items);

// The digit that names lane `l` of a vector (`.s0` to `.sf`).
inline char LaneDigit(int l) { return "0123456789abcdef"[l]; }

// The unsigned integer type of t's size, `lanes` lanes ("ushort4" for half, 4 lanes).
std::string UnsignedTypeName(ScalarType t, int lanes = 1);

// The kernel argument that receives variant `region`'s results: "r<region>".
std::string RegionPointer(std::size_t region);

// `#pragma OPENCL EXTENSION` lines for the types the variants use.
std::string ExtensionPragmas(const std::vector<Variant>& variants);
// A compile-time constant of type `t` with the given bits, spelled so no conversion occurs.
std::string Literal(ScalarType t, std::uint64_t bits);

// Buffer path: kernel(__global const SRC* in, __global DST0* r0, ..., ulong items), one
// result argument per variant. Constant path: kernel(__global DST0* r0, ...), each work
// item's operand defined once before it as the macro K_<name>_<item>,
// which every call of that item names (a literal at the call once preprocessed).
std::string KernelSource(const KernelSpec& k);
// Pragmas followed by every kernel.
std::string ProgramSource(const std::vector<KernelSpec>& kernels);

// A program in which each of `illegal` is used once, on its own line, so that a compiler
// that rejects them reports one error per line; lines[i] is the 1-based line of the i-th.
struct NegativeProgram {
  std::string source;
  std::vector<int> lines;
};
NegativeProgram NegativeProgramSource(const std::vector<Variant>& illegal);

}  // namespace clc
