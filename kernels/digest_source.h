// Exhaustive-run kernels: each lane's operand is a 32-bit pattern the kernel makes itself
// (first + lane index), and each kernel returns only a digest of its results per work-group.
// The hash is reference/digest.h's, spelled in OpenCL C.
#pragma once

#include <string>
#include <vector>

#include "reference/variant.h"

namespace clc {

inline constexpr int kDigestGroupSize = 64;

// Whether a variant can be checked by digest: convert_* or same-element-size as_type with a
// 32-bit operand type.
bool DigestCapable(const Variant& v);
std::string DigestKernelName(const Variant& v);
// One kernel per variant: kernel(ulong first, ulong count, uint lo1, uint hi1, uint lo2,
// uint hi2, __global ulong* partial), work-groups of kDigestGroupSize.
std::string DigestProgramSource(const std::vector<Variant>& variants);

}  // namespace clc
