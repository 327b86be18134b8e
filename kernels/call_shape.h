// How OpenCL C calls each family's built-in (CallShape, reference/family.h): the statements
// of the buffer, constant, digest and negative-check kernels that call it. The only file of
// kernels/ that knows the shapes.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "reference/variant.h"

namespace clc {

struct KernelSpec;

// Whether the variant takes its operand as a value `x` (a load's operand is read through a
// pointer and has no value: half without cl_khr_fp16), and whether any of a kernel's does.
bool TakesOperandValue(const Variant& v);
bool NeedsOperandValue(const KernelSpec& k);

// Buffer path: the statements of work item `i` for variant `v`, whose result region is the
// argument r<region>; `x` is the operand (NeedsOperandValue), `in` the operand buffer.
std::string BufferCall(const Variant& v, std::size_t region);

// Bytes a variant's result region holds per item after its results: the scratch through which
// an aligned 3-component form with a __global pointer is called (its stride of 4 elements has
// no room among results of 3), 0 for every other variant.
std::size_t RegionScratchBytes(const Variant& v);

// Constant path: program-scope declarations the calls of `k` name (a load's operands as
// __constant arrays), and the statements of folded item `item` for variant `v`, whose operand
// is the macro `operand` (OperandMacro in kernels/kernel_source.cpp).
std::string ConstantDeclarations(const KernelSpec& k);
std::string ConstantCall(const KernelSpec& k, const Variant& v, std::size_t item,
                         const std::string& operand, std::size_t region);

// The declarations, at a kernel's scope (the only place OpenCL C allows them), of the arrays
// that the calls of `variants` (the kernel's, in region order) through a __local pointer use:
// each call's elements `offsets` times (the work-group size; a constant kernel's items), one
// array per stride where `shared` (each work item uses its own part: buffer and digest
// kernels), else one per variant (the constant kernels).
std::string ScratchDeclarations(const std::vector<Variant>& variants, std::size_t offsets,
                                bool shared);

// Digest kernels: statements that define `b`, the bits of the variant's results on the `w`
// operands `x` of a work item, as a vector of `lanes` lanes (w, or 3 for an as_type of 4
// lanes to 3) of the unsigned type of the result's size; the variant's region (its place in
// the kernel) names its __local array. A value-shaped built-in of a narrower width is called
// on each part of x.
std::string ResultBits(const Variant& v, int w, int lanes, std::size_t region);
// The bytes of the digest kernel's __global scratch argument that each work item's call of
// `v` uses (a store through a __global pointer), 0 where it uses none.
std::size_t DigestScratchBytes(const Variant& v);

// How a driver built on LLVM names the variant's built-in in a link error ("Cannot find symbol
// _Z21_cl_convert_half2_rteDv2_d", "undefined symbol: _Z17convert_half2_rteDv2_d"): the
// built-in's name followed by its first argument's mangled type, where that argument is the
// operand (a value or a store); "" for a shape that names no function of the operand first (a
// load takes its offset first; a cast is an operator).
std::string MangledStem(const Variant& v);

// A negative check's statement (one line): the built-in called once on `x<i>`, an operand of
// its type read from `out`, its result written back to out + 256.
std::string NegativeStatement(const Variant& v, std::size_t i);

}  // namespace clc
