// Generation of the OpenCL C kernels for conversion variants.
#include "kernels/kernel_source.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <sstream>

#include "kernels/call_shape.h"

namespace clc {

namespace {

std::string Hex(std::uint64_t v, const char* suffix) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "0x%llx%s", static_cast<unsigned long long>(v), suffix);
  return buf;
}

std::int64_t SignExtend(std::uint64_t bits, int width) {
  if (width >= 64) return static_cast<std::int64_t>(bits);
  const std::uint64_t sign = std::uint64_t{1} << (width - 1);
  bits &= (sign << 1) - 1;
  return static_cast<std::int64_t>((bits ^ sign) - sign);
}

// The operand expression read by work item `i`.
std::string LoadOperand(int width) {
  if (width == 1) return "in[i]";
  return "vload" + std::to_string(width) + "(i, in)";
}

// Its parameter: a buffer of its own (a sub-buffer of one output buffer). One buffer with an
// offset per variant cost compile time: PoCL 3.1 took some 25% longer on buffer and constant
// kernels whose stores all went through `out + offsets[r]`.
std::string RegionParameter(const Variant& v, std::size_t region) {
  return "__global " + std::string(Name(v.dst)) + "* " + RegionPointer(region);
}

// The name of the macro that holds the folded operand of work item `item`: each operand is
// spelled once, and every call that folds it names the macro (after preprocessing, the call
// still has the literal operand, folded as before).
std::string OperandMacro(const KernelSpec& k, std::size_t item) {
  return "K_" + k.name + "_" + std::to_string(item);
}

std::string ConstantOperand(const KernelSpec& k, std::size_t item) {
  const std::size_t n = k.constants.size();
  if (k.src_width == 1) return Literal(k.src, k.constants[item % n]);
  std::string s = "(" + TypeName(k.src, k.src_width) + ")(";
  for (int lane = 0; lane < k.src_width; ++lane) {
    if (lane) s += ", ";
    s += Literal(k.src, k.constants[(item * k.src_width + lane) % n]);
  }
  return s + ")";
}

}  // namespace

std::string UnsignedTypeName(ScalarType t, int lanes) {
  return TypeName(UnsignedOfSize(Bytes(t)), lanes);
}

std::string RegionPointer(std::size_t region) { return "r" + std::to_string(region); }

int ResultLanes(const Variant& v) { return v.dst_width; }

std::size_t ResultBytesPerItem(const Variant& v) {
  return static_cast<std::size_t>(ResultLanes(v)) * Bytes(v.dst) + RegionScratchBytes(v);
}

std::size_t ConstantItems(const KernelSpec& k) {
  return (k.constants.size() + k.src_width - 1) / k.src_width;
}

std::vector<std::uint64_t> RegionOffsets(const KernelSpec& k, std::size_t items) {
  std::vector<std::uint64_t> offsets;
  std::uint64_t at = 0;
  for (const Variant& v : k.variants) {
    offsets.push_back(at);
    at += ResultBytesPerItem(v) * items;
    at = (at + kRegionAlign - 1) / kRegionAlign * kRegionAlign;
  }
  offsets.push_back(at);
  return offsets;
}

std::string ExtensionPragmas(const std::vector<Variant>& variants) {
  std::array<bool, kScalarTypeCount> used{};
  for (const Variant& v : variants) {
    for (ScalarType t : NeededTypes(v)) used[static_cast<int>(t)] = true;
  }
  std::string s;
  for (ScalarType t : AllScalarTypes()) {
    const std::string_view pragma = Traits(t).pragma;
    if (used[static_cast<int>(t)] && !pragma.empty()) {
      s += "#pragma OPENCL EXTENSION " + std::string(pragma) + " : enable\n";
    }
  }
  return s;
}

std::string Literal(ScalarType t, std::uint64_t bits) {
  const std::string name(Name(t));
  const int size = Bits(t);
  const std::uint64_t field = size == 64 ? bits : bits & ((std::uint64_t{1} << size) - 1);
  const char* suffix = size == 64 ? "UL" : "u";
  if (IsFloat(t)) {
    // The bits through as_type: a floating-point literal would be rounded by the compiler.
    const std::string cast =
        size < 32 ? "(" + std::string(Name(UnsignedOfSize(Bytes(t)))) + ")" : "";
    return "as_" + name + "(" + cast + Hex(field, suffix) + ")";
  }
  if (!IsSigned(t)) return "((" + name + ")" + Hex(field, suffix) + ")";
  const std::int64_t v = SignExtend(bits, size);
  if (size < 64) return "((" + name + ")(" + std::to_string(v) + "))";
  if (v == INT64_MIN) return "((" + name + ")(-9223372036854775807L - 1L))";  // no such literal
  return "((" + name + ")(" + std::to_string(v) + "L))";
}

std::string KernelSource(const KernelSpec& k) {
  std::ostringstream s;
  const bool constant = !k.constants.empty();
  const bool value = NeedsOperandValue(k);
  const std::size_t items = constant ? ConstantItems(k) : 0;
  for (std::size_t item = 0; value && item < items; ++item) {
    s << "#define " << OperandMacro(k, item) << " " << ConstantOperand(k, item) << "\n";
  }
  if (constant) s << ConstantDeclarations(k);
  s << "__kernel void " << k.name << "(";
  if (!constant) s << "__global const " << Name(k.src) << "* in, ";
  for (std::size_t r = 0; r < k.variants.size(); ++r)
    s << (r == 0 ? "" : ", ") << RegionParameter(k.variants[r], r);
  if (!constant) s << ", ulong items";
  s << ") {\n" << ScratchDeclarations(k.variants, constant ? items : kBufferGroupSize, !constant);
  if (!constant) {
    s << "  const size_t i = get_global_id(0);\n";
    s << "  if (i >= items) return;\n";
    if (value) {
      s << "  const " << TypeName(k.src, k.src_width) << " x = " << LoadOperand(k.src_width)
        << ";\n";
    }
    for (std::size_t r = 0; r < k.variants.size(); ++r) s << BufferCall(k.variants[r], r);
  }
  for (std::size_t item = 0; item < items; ++item) {
    const std::string operand = OperandMacro(k, item);
    for (std::size_t r = 0; r < k.variants.size(); ++r)
      s << ConstantCall(k, k.variants[r], item, operand, r);
  }
  s << "}\n";
  return s.str();
}

std::string ProgramSource(const std::vector<KernelSpec>& kernels) {
  std::vector<Variant> all;
  for (const auto& k : kernels) all.insert(all.end(), k.variants.begin(), k.variants.end());
  std::string s = ExtensionPragmas(all);
  for (const auto& k : kernels) s += "\n" + KernelSource(k);
  return s;
}

NegativeProgram NegativeProgramSource(const std::vector<Variant>& illegal) {
  NegativeProgram p;
  p.source = ExtensionPragmas(illegal);
  int line = 1 + static_cast<int>(std::count(p.source.begin(), p.source.end(), '\n'));
  p.source += "__kernel void negative(__global uchar* out) {\n";
  ++line;
  for (std::size_t i = 0; i < illegal.size(); ++i) {
    p.source += NegativeStatement(illegal[i], i);
    p.lines.push_back(line++);
  }
  p.source += "}\n";
  return p;
}

}  // namespace clc
