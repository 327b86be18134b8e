// Scalar types of OpenCL C that the conversion built-ins take, with one traits table.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace clc {

enum class ScalarType : std::uint8_t {
  kChar,
  kUChar,
  kShort,
  kUShort,
  kInt,
  kUInt,
  kLong,
  kULong,
  kHalf,
  kFloat,
  kDouble,
};

inline constexpr int kScalarTypeCount = 11;

// What a device needs to have a type at all.
enum class Feature : std::uint8_t {
  kCore,  // every device
  kFp64,
  kFp16,
  kInt64,
};

inline constexpr int kFeatureCount = 4;

// How a device says it has a feature: harness/device probes every row, reports name it.
struct FeatureTraits {
  Feature feature;
  std::string_view name;       // report.json's key; "" for kCore
  std::string_view extension;  // the device extension that gives it; "" for kCore (every device)
  std::string_view opencl_c_feature;  // the OpenCL C 3.0 feature macro that gives it, or ""
  bool full_profile;                  // every FULL_PROFILE device has it
};

inline constexpr std::array<FeatureTraits, kFeatureCount> kFeatureTraits = {{
    {Feature::kCore, "", "", "", true},
    {Feature::kFp64, "fp64", "cl_khr_fp64", "__opencl_c_fp64", false},
    {Feature::kFp16, "fp16", "cl_khr_fp16", "", false},
    {Feature::kInt64, "int64", "cles_khr_int64", "__opencl_c_int64", true},
}};

struct ScalarTraits {
  ScalarType type;
  std::string_view name;  // OpenCL C spelling
  int bytes;
  bool is_float;
  bool is_signed;
  int fraction_bits;  // explicit fraction bits of a floating-point format, 0 otherwise
  int exponent_bits;  // exponent field width of a floating-point format, 0 otherwise
  Feature feature;
  std::string_view pragma;  // the OpenCL C extension a program enables to use it, or ""
  // The clGetDeviceInfo query (a cl_device_info) whose CL_FP_DENORM bit says whether the device
  // keeps the format's denormals; 0 for an integer type (and a format the device cannot be
  // asked about, whose denormals are taken as kept).
  std::uint32_t fp_config_query;
  // A floating-point operand stream's shaped lanes draw their exponent from 2^-4 up to
  // 2^(shaped_exponents - 5), where conversions to integers are decided
  // (reference/operand_stream.h); 0 for an integer type.
  std::uint32_t shaped_exponents;
  // The type's code in an Itanium C++ mangled name, as LLVM-based OpenCL compilers spell a
  // built-in's symbol ("_Z17convert_half2_rteDv2_d" is convert_half2_rte(double2)): a driver's
  // link error names a built-in missing from its library this way.
  std::string_view mangled;
};

inline constexpr std::array<ScalarTraits, kScalarTypeCount> kScalarTraits = {{
    {ScalarType::kChar, "char", 1, false, true, 0, 0, Feature::kCore, "", 0, 0, "c"},
    {ScalarType::kUChar, "uchar", 1, false, false, 0, 0, Feature::kCore, "", 0, 0, "h"},
    {ScalarType::kShort, "short", 2, false, true, 0, 0, Feature::kCore, "", 0, 0, "s"},
    {ScalarType::kUShort, "ushort", 2, false, false, 0, 0, Feature::kCore, "", 0, 0, "t"},
    {ScalarType::kInt, "int", 4, false, true, 0, 0, Feature::kCore, "", 0, 0, "i"},
    {ScalarType::kUInt, "uint", 4, false, false, 0, 0, Feature::kCore, "", 0, 0, "j"},
    {ScalarType::kLong, "long", 8, false, true, 0, 0, Feature::kInt64, "", 0, 0, "l"},
    {ScalarType::kULong, "ulong", 8, false, false, 0, 0, Feature::kInt64, "", 0, 0, "m"},
    // half's shaped exponents reach its largest finite exponent.
    {ScalarType::kHalf, "half", 2, true, true, 10, 5, Feature::kFp16, "cl_khr_fp16", 0x1033, 20,
     "Dh"},
    {ScalarType::kFloat, "float", 4, true, true, 23, 8, Feature::kCore, "", 0x101B, 72, "f"},
    {ScalarType::kDouble, "double", 8, true, true, 52, 11, Feature::kFp64, "cl_khr_fp64", 0x1032,
     72, "d"},
}};

constexpr bool TraitsTableIsOrdered() {
  for (int i = 0; i < kScalarTypeCount; ++i) {
    if (static_cast<int>(kScalarTraits[i].type) != i) return false;
    const auto& t = kScalarTraits[i];
    if (t.is_float && 1 + t.exponent_bits + t.fraction_bits != 8 * t.bytes) return false;
    if (t.is_float != (t.shaped_exponents != 0)) return false;
    if (!t.is_float && t.fp_config_query != 0) return false;
  }
  for (int i = 0; i < kFeatureCount; ++i) {
    if (static_cast<int>(kFeatureTraits[i].feature) != i) return false;
  }
  return true;
}
static_assert(TraitsTableIsOrdered(),
              "kScalarTraits and kFeatureTraits must follow the enum order");

constexpr const ScalarTraits& Traits(ScalarType t) { return kScalarTraits[static_cast<int>(t)]; }
constexpr std::string_view Name(ScalarType t) { return Traits(t).name; }
constexpr int Bytes(ScalarType t) { return Traits(t).bytes; }
constexpr int Bits(ScalarType t) { return 8 * Traits(t).bytes; }
constexpr bool IsFloat(ScalarType t) { return Traits(t).is_float; }
constexpr bool IsSigned(ScalarType t) { return Traits(t).is_signed; }
constexpr const FeatureTraits& Traits(Feature f) { return kFeatureTraits[static_cast<int>(f)]; }

// The unsigned integer type of `bytes` bytes (uchar, ushort, uint, ulong).
constexpr ScalarType UnsignedOfSize(int bytes) {
  for (const ScalarTraits& t : kScalarTraits) {
    if (!t.is_float && !t.is_signed && t.bytes == bytes) return t.type;
  }
  return ScalarType::kULong;
}

constexpr std::array<ScalarType, kScalarTypeCount> AllScalarTypes() {
  std::array<ScalarType, kScalarTypeCount> all{};
  for (int i = 0; i < kScalarTypeCount; ++i) all[i] = static_cast<ScalarType>(i);
  return all;
}

// Returns the type whose OpenCL C name is exactly `name`.
std::optional<ScalarType> ParseScalarType(std::string_view name);

// Vector widths of OpenCL C; 1 is the scalar.
inline constexpr std::array<int, 6> kWidths = {1, 2, 3, 4, 8, 16};
// A width no vector type has: spelled only by negative checks (vstore_half5, convert_int5),
// which the parser reads back and IllegalReason rejects; nothing enumerates it as legal.
inline constexpr int kNoSuchWidth = 5;

// Size in bytes of a value of `t` with `width` components (a 3-vector is sized as a 4-vector).
constexpr int VectorBytes(ScalarType t, int width) { return Bytes(t) * (width == 3 ? 4 : width); }

}  // namespace clc
