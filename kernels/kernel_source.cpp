// Generation of the OpenCL C kernels for conversion variants.
#include "kernels/kernel_source.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

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

std::string StoreResult(const Variant& v, const std::string& value, const std::string& index,
                        std::size_t region) {
  const std::string ptr = "((__global " + std::string(Name(v.dst)) + "*)(out + offsets[" +
                          std::to_string(region) + "]))";
  if (v.dst_width == 1) return "  " + ptr + "[" + index + "] = " + value + ";\n";
  return "  vstore" + std::to_string(v.dst_width) + "(" + value + ", " + index + ", " + ptr +
         ");\n";
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

int ResultLanes(const Variant& v) { return v.dst_width; }

std::size_t ResultBytesPerItem(const Variant& v) {
  return static_cast<std::size_t>(ResultLanes(v)) * Bytes(v.dst);
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
    at = (at + 63) / 64 * 64;
  }
  offsets.push_back(at);
  return offsets;
}

std::string ExtensionPragmas(const std::vector<Variant>& variants) {
  bool fp64 = false;
  bool fp16 = false;
  for (const Variant& v : variants) {
    fp64 = fp64 || v.src == ScalarType::kDouble || v.dst == ScalarType::kDouble;
    fp16 = fp16 || v.src == ScalarType::kHalf || v.dst == ScalarType::kHalf;
  }
  std::string s;
  if (fp64) s += "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
  if (fp16) s += "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
  return s;
}

std::string Literal(ScalarType t, std::uint64_t bits) {
  switch (t) {
    case ScalarType::kChar:
    case ScalarType::kShort:
    case ScalarType::kInt: {
      const std::int64_t v = SignExtend(bits, Bits(t));
      return "((" + std::string(Name(t)) + ")(" + std::to_string(v) + "))";
    }
    case ScalarType::kLong: {
      const std::int64_t v = SignExtend(bits, 64);
      if (v == INT64_MIN) return "((long)(-9223372036854775807L - 1L))";
      return "((long)(" + std::to_string(v) + "L))";
    }
    case ScalarType::kUChar:
    case ScalarType::kUShort:
    case ScalarType::kUInt:
      return "((" + std::string(Name(t)) + ")" +
             Hex(bits & ((std::uint64_t{1} << Bits(t)) - 1), "u") + ")";
    case ScalarType::kULong: return "((ulong)" + Hex(bits, "UL") + ")";
    case ScalarType::kHalf: return "as_half((ushort)" + Hex(bits & 0xffffu, "u") + ")";
    case ScalarType::kFloat: return "as_float(" + Hex(bits & 0xffffffffu, "u") + ")";
    case ScalarType::kDouble: return "as_double(" + Hex(bits, "UL") + ")";
  }
  return "";
}

std::string KernelSource(const KernelSpec& k) {
  std::ostringstream s;
  const std::string src_vec = TypeName(k.src, k.src_width);
  const bool constant = !k.constants.empty();
  s << "__kernel void " << k.name << "(";
  if (!constant) s << "__global const " << Name(k.src) << "* in, ";
  s << "__global uchar* out, __global const ulong* offsets";
  if (!constant) s << ", ulong items";
  s << ") {\n";
  if (!constant) {
    s << "  const size_t i = get_global_id(0);\n";
    s << "  if (i >= items) return;\n";
    s << "  const " << src_vec << " x = " << LoadOperand(k.src_width) << ";\n";
    for (std::size_t r = 0; r < k.variants.size(); ++r) {
      s << StoreResult(k.variants[r], BuiltinName(k.variants[r]) + "(x)", "i", r);
    }
  } else {
    const std::size_t items = ConstantItems(k);
    for (std::size_t item = 0; item < items; ++item) {
      const std::string operand = ConstantOperand(k, item);
      for (std::size_t r = 0; r < k.variants.size(); ++r) {
        s << StoreResult(k.variants[r], BuiltinName(k.variants[r]) + "(" + operand + ")",
                         std::to_string(item), r);
      }
    }
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
    const Variant& v = illegal[i];
    const std::string src = TypeName(v.src, v.src_width);
    const std::string dst = TypeName(v.dst, v.dst_width);
    // One statement per line: the operand is a value of the source type, read from memory so
    // that nothing is folded away before the call is checked.
    p.source += "  { " + src + " x" + std::to_string(i) + " = *(__global " + src + "*)out; " +
                "*(__global " + dst + "*)(out + 256) = " + BuiltinName(v) + "(x" +
                std::to_string(i) + "); }\n";
    p.lines.push_back(line++);
  }
  p.source += "}\n";
  return p;
}

}  // namespace clc
