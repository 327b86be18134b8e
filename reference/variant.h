// A variant of a conversion built-in as a value: enumeration, legality, names and parsing.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "reference/scalar_type.h"

namespace clc {

enum class Family : std::uint8_t { kConvert, kAsType };

// The suffix written in the built-in's name; kDefault means no suffix.
enum class Rounding : std::uint8_t { kDefault, kRte, kRtz, kRtp, kRtn };

// The rounding actually applied once the default has been resolved.
enum class RoundingMode : std::uint8_t { kRte, kRtz, kRtp, kRtn };

inline constexpr std::array<Rounding, 5> kRoundings = {
    Rounding::kDefault, Rounding::kRte, Rounding::kRtz, Rounding::kRtp, Rounding::kRtn};

std::string_view SuffixOf(Rounding r);    // "", "_rte", ...
std::string_view NameOf(RoundingMode m);  // "rte", ...

// The default is round-toward-zero for integer destinations, to-nearest-even otherwise.
RoundingMode EffectiveMode(Rounding r, ScalarType dst);

struct Variant {
  Family family = Family::kConvert;
  ScalarType src = ScalarType::kInt;
  ScalarType dst = ScalarType::kInt;
  std::uint8_t src_width = 1;  // equal to dst_width for convert_*
  std::uint8_t dst_width = 1;
  bool saturate = false;                   // convert_* only
  Rounding rounding = Rounding::kDefault;  // convert_* only

  friend bool operator==(const Variant& a, const Variant& b) {
    return a.family == b.family && a.src == b.src && a.dst == b.dst && a.src_width == b.src_width &&
           a.dst_width == b.dst_width && a.saturate == b.saturate && a.rounding == b.rounding;
  }
  friend bool operator!=(const Variant& a, const Variant& b) { return !(a == b); }
};

Variant MakeConvert(ScalarType src, ScalarType dst, int width, bool saturate, Rounding rounding);
Variant MakeAsType(ScalarType src, int src_width, ScalarType dst, int dst_width);

// Why a variant is not a function of OpenCL C; empty when it is one.
std::string IllegalReason(const Variant& v);
inline bool IsLegal(const Variant& v) { return IllegalReason(v).empty(); }

// How as_type treats a legal pair, by element counts.
enum class AsTypeRule : std::uint8_t {
  kBitsUnchanged,          // same number of elements
  kFirstThreeUnchanged,    // 4-component operand, 3-component result
  kImplementationDefined,  // any other difference in element count
};
AsTypeRule AsTypeRuleOf(const Variant& v);

// The type of the operand bits a lane record holds: the operand type for convert_*; for
// as_type the result's type, since a lane there is one result element's worth of operand bits.
inline ScalarType RecordedInputType(const Variant& v) {
  return v.family == Family::kAsType ? v.dst : v.src;
}

// Every legal convert_* variant: 11 x 11 types, 6 widths, sat and 5 roundings (6,270).
std::vector<Variant> EnumerateConvert();
// Every ordered pair of the 66 scalar and vector types with the same size (710).
std::vector<Variant> EnumerateAsType();
// Every ordered pair of different sizes: as_type must fail to build (3,646).
std::vector<Variant> EnumerateAsTypeSizeMismatch();
// Illegal convert_* spellings that must fail to build: _sat to a floating-point type,
// and operand and result of different widths.
std::vector<Variant> EnumerateConvertIllegal();

// Every legal variant of every family, convert_* first: what the suite checks (6,980).
std::vector<Variant> AllVariants();
// Every spelling that must fail to build: the negative checks (as_type of different sizes,
// then the illegal convert_* spellings).
std::vector<Variant> NegativeVariants();

// "int4", "float".
std::string TypeName(ScalarType t, int width);
// The built-in's name: "convert_int4_sat_rte", "as_float3".
std::string BuiltinName(const Variant& v);
// A GoogleTest-safe name that identifies the variant: the built-in's name, then the
// operand type ("convert_int4_sat_rte_float4", "as_float3_int4").
std::string CaseName(const Variant& v);
// The inverse of CaseName; nullopt for text that is no case name.
std::optional<Variant> ParseCaseName(std::string_view name);
// Parses "float4" into a type and width.
std::optional<std::pair<ScalarType, int>> ParseTypeName(std::string_view name);

// Variants as keys of ordered and hashed containers: a case's identity is its value, not its
// name's text. Both read every field of Variant (a field added there is added here; the test
// in reference/tests/variant_test.cpp that the order tells every enumerated case apart fails
// otherwise).
inline auto FieldsOf(const Variant& v) {
  return std::make_tuple(v.family, v.src, v.dst, v.src_width, v.dst_width, v.saturate, v.rounding);
}
inline bool operator<(const Variant& a, const Variant& b) { return FieldsOf(a) < FieldsOf(b); }

}  // namespace clc

namespace std {
template <>
struct hash<clc::Variant> {
  size_t operator()(const clc::Variant& v) const noexcept {
    uint64_t h = 0;
    apply([&h](auto... field) { ((h = h * 131 + static_cast<uint64_t>(field)), ...); },
          clc::FieldsOf(v));
    return static_cast<size_t>(h);
  }
};
}  // namespace std
