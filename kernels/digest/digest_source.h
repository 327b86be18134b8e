// Digest kernels: each lane's operand is made by the kernel itself (the lane's index, or the
// seeded stream of reference/operand_stream.h), every variant of one operand type and width
// runs on it, and each work item returns one digest per variant instead of its results.
// The hash is reference/digest/digest.h's, spelled in OpenCL C.
// What the kernels hold and how their work is laid out: kernels/digest/digest_layout.h.
#pragma once

#include <string>
#include <vector>

#include "kernels/digest/digest_layout.h"

namespace clc {

// kernel(uint first, uint items, uint key_low, uint key_high, uint key_shape,
//        __global const ulong* skip, __global ulong* partial,
//        __global const U* table, uint table_last):
// item t's lane l has index first + t * DigestLanesPerItem + l; its operand is the stream's
// XOR table[min(index, table_last)] (U the unsigned type of the operand's size): for the
// stream, 16 zero words and table_last 0; for a table of operands (the edges go through the
// same kernels), each lane's operand XOR the stream's. Work item g reads its table words once,
// for its first item (g): a launch with a table runs an item per work item (DigestGlobalSize);
// skip holds DigestSkipWords per variant (operand patterns left out of the digest); work item g
// writes its digest of column c (DigestColumns) to
// partial[g * columns + c]. With store_lanes, a last argument __global ulong* out_lanes: the
// value variant r hashed for lane first + j (of items * DigestLanesPerItem lanes) at
// out_lanes[r * items * DigestLanesPerItem + j] (an as_type of 4 lanes to 3 leaves each
// item's 4th unwritten).
// Where a variant stores through a __global pointer (DigestScratchBytesPerItem not 0), a last
// argument __global uchar* scratch: work item g's calls use its bytes from
// g * DigestScratchBytesPerItem on (the launch's global size of them).
// The program also holds kSumColumnsKernel(__global const ulong* partial, uint rows, uint
// cols, __global ulong* out): out[c] is the sum of column c of the rows x cols partials.
inline constexpr const char* kSumColumnsKernel = "clc_sum_columns";

// The program of `kernels` (DigestKernels), with kSumColumnsKernel.
std::string DigestProgramSource(const std::vector<DigestKernelSpec>& kernels);

}  // namespace clc
