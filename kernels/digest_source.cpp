// OpenCL C for digest kernels.
#include "kernels/digest_source.h"

#include <sstream>

#include "kernels/kernel_source.h"
#include "reference/scalar_type.h"

namespace clc {

namespace {

const char* const kHash = R"(ulong clc_lane_hash(ulong index, ulong value) {
  ulong h = (index * 2UL + 1UL) * 0xbf58476d1ce4e5b9UL;
  h ^= value + 0x9e3779b97f4a7c15UL + (h << 6) + (h >> 2);
  h ^= h >> 31;
  h *= 0x94d049bb133111ebUL;
  h ^= h >> 29;
  return h;
}
)";

std::string UnsignedOf(ScalarType t) {
  switch (Bytes(t)) {
    case 1: return "uchar";
    case 2: return "ushort";
    case 4: return "uint";
    default: return "ulong";
  }
}

std::string Component(int width, int lane) {
  if (width == 1) return "r";
  const char* digits = "0123456789abcdef";
  return std::string("r.s") + digits[lane];
}

// The bits a lane contributes, as reference/digest.h's DigestBits.
std::string LaneBits(const Variant& v, int lane) {
  const std::string bits = "as_" + UnsignedOf(v.dst) + "(" + Component(v.dst_width, lane) + ")";
  if (v.family == Family::kAsType || !IsFloat(v.dst)) return "(ulong)" + bits;
  switch (v.dst) {
    case ScalarType::kHalf: return "clc_canon16(" + bits + ")";
    case ScalarType::kFloat: return "clc_canon32(" + bits + ")";
    default: return "clc_canon64(" + bits + ")";
  }
}

const char* const kCanon = R"(ulong clc_canon16(ushort b) {
  return ((b & 0x7c00u) == 0x7c00u && (b & 0x3ffu) != 0u) ? 0x7e00UL : (ulong)b;
}
ulong clc_canon32(uint b) {
  return ((b & 0x7f800000u) == 0x7f800000u && (b & 0x7fffffu) != 0u) ? 0x7fc00000UL : (ulong)b;
}
ulong clc_canon64(ulong b) {
  return ((b & 0x7ff0000000000000UL) == 0x7ff0000000000000UL && (b & 0xfffffffffffffUL) != 0UL)
             ? 0x7ff8000000000000UL : b;
}
)";

std::string Kernel(const Variant& v) {
  const int sw = v.src_width;
  std::ostringstream s;
  s << "__kernel __attribute__((reqd_work_group_size(" << kDigestGroupSize << ", 1, 1)))\n"
    << "void " << DigestKernelName(v)
    << "(ulong first, ulong count, uint lo1, uint hi1, uint lo2, uint hi2, __global ulong* "
       "partial) {\n"
    << "  __local ulong sums[" << kDigestGroupSize << "];\n"
    << "  const ulong end = first + count;\n"
    << "  const ulong items = (count + " << sw - 1 << ") / " << sw << ";\n"
    << "  ulong acc = 0;\n"
    << "  for (ulong item = get_global_id(0); item < items; item += get_global_size(0)) {\n"
    << "    const ulong at = first + item * " << sw << ";\n";
  if (sw == 1) {
    s << "    const uint p = (uint)at;\n";
  } else {
    s << "    const uint" << sw << " p = (uint" << sw << ")(";
    for (int l = 0; l < sw; ++l) s << (l ? ", " : "") << l;
    s << ") + (uint)at;\n";
  }
  s << "    const " << TypeName(v.src, sw) << " x = as_" << TypeName(v.src, sw) << "(p);\n"
    << "    const " << TypeName(v.dst, v.dst_width) << " r = " << BuiltinName(v) << "(x);\n";
  for (int l = 0; l < v.dst_width; ++l) {
    s << "    if (at + " << l << " < end) {\n"
      << "      const uint op = (uint)(at + " << l << ");\n"
      << "      if (!((op >= lo1 && op <= hi1) || (op >= lo2 && op <= hi2))) acc += "
         "clc_lane_hash(at + "
      << l << ", " << LaneBits(v, l) << ");\n"
      << "    }\n";
  }
  s << "  }\n"
    << "  const size_t lid = get_local_id(0);\n"
    << "  sums[lid] = acc;\n"
    << "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    << "  for (size_t stride = " << kDigestGroupSize / 2 << "; stride > 0; stride /= 2) {\n"
    << "    if (lid < stride) sums[lid] += sums[lid + stride];\n"
    << "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    << "  }\n"
    << "  if (lid == 0) partial[get_group_id(0)] = sums[0];\n"
    << "}\n";
  return s.str();
}

}  // namespace

bool DigestCapable(const Variant& v) {
  if (!IsLegal(v) || Bytes(v.src) != 4) return false;
  if (v.family == Family::kConvert) return true;
  return Bytes(v.dst) == 4 && AsTypeRuleOf(v) != AsTypeRule::kImplementationDefined;
}

std::string DigestKernelName(const Variant& v) { return "d_" + CaseName(v); }

std::string DigestProgramSource(const std::vector<Variant>& variants) {
  std::string s = ExtensionPragmas(variants);
  s += kHash;
  s += kCanon;
  for (const Variant& v : variants) s += "\n" + Kernel(v);
  return s;
}

}  // namespace clc
