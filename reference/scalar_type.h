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
  kCore,   // every device
  kFp16,   // cl_khr_fp16
  kFp64,   // cl_khr_fp64, or the OpenCL C 3.0 feature __opencl_c_fp64
  kInt64,  // FULL_PROFILE, or cles_khr_int64 on an EMBEDDED_PROFILE device
};

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
};

inline constexpr std::array<ScalarTraits, kScalarTypeCount> kScalarTraits = {{
    {ScalarType::kChar, "char", 1, false, true, 0, 0, Feature::kCore, ""},
    {ScalarType::kUChar, "uchar", 1, false, false, 0, 0, Feature::kCore, ""},
    {ScalarType::kShort, "short", 2, false, true, 0, 0, Feature::kCore, ""},
    {ScalarType::kUShort, "ushort", 2, false, false, 0, 0, Feature::kCore, ""},
    {ScalarType::kInt, "int", 4, false, true, 0, 0, Feature::kCore, ""},
    {ScalarType::kUInt, "uint", 4, false, false, 0, 0, Feature::kCore, ""},
    {ScalarType::kLong, "long", 8, false, true, 0, 0, Feature::kInt64, ""},
    {ScalarType::kULong, "ulong", 8, false, false, 0, 0, Feature::kInt64, ""},
    {ScalarType::kHalf, "half", 2, true, true, 10, 5, Feature::kFp16, "cl_khr_fp16"},
    {ScalarType::kFloat, "float", 4, true, true, 23, 8, Feature::kCore, ""},
    {ScalarType::kDouble, "double", 8, true, true, 52, 11, Feature::kFp64, "cl_khr_fp64"},
}};

constexpr bool TraitsTableIsOrdered() {
  for (int i = 0; i < kScalarTypeCount; ++i) {
    if (static_cast<int>(kScalarTraits[i].type) != i) return false;
    const auto& t = kScalarTraits[i];
    if (t.is_float && 1 + t.exponent_bits + t.fraction_bits != 8 * t.bytes) return false;
  }
  return true;
}
static_assert(TraitsTableIsOrdered(), "kScalarTraits must follow the enum order");

constexpr const ScalarTraits& Traits(ScalarType t) { return kScalarTraits[static_cast<int>(t)]; }
constexpr std::string_view Name(ScalarType t) { return Traits(t).name; }
constexpr int Bytes(ScalarType t) { return Traits(t).bytes; }
constexpr int Bits(ScalarType t) { return 8 * Traits(t).bytes; }
constexpr bool IsFloat(ScalarType t) { return Traits(t).is_float; }
constexpr bool IsSigned(ScalarType t) { return Traits(t).is_signed; }

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

// Size in bytes of a value of `t` with `width` components (a 3-vector is sized as a 4-vector).
constexpr int VectorBytes(ScalarType t, int width) { return Bytes(t) * (width == 3 ? 4 : width); }

}  // namespace clc
