// A family of built-ins as a row of data: everything that differs from one family to another.
// Every other file loops over the rows or asks a row; none decides by naming a family
// (scripts/check_recipe.sh fails where one does).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace clc {

struct Variant;

// In table order (kFamilies, reference/family.cpp): the order of reports and of the cases.
enum class Family : std::uint8_t {
  kConvert,
  kAsType,
  kVstoreHalf,
  kVloadHalf,
  kCast,
  kImplicit,
  kBool,
};

// How OpenCL C calls the built-in (kernels/call_shape.cpp spells each).
enum class CallShape : std::uint8_t {
  kValue,        // r = f(x)
  kStore,        // f(x, offset, p): the result is stored through p; its type is storage only
  kLoad,         // r = f(offset, p): the operand is read through p; its type is storage only
  kCast,         // r = (T)(x): an operator, not a built-in
  kDeclare,      // T r = x;  an implicit conversion: no operator at all, the declaration converts
  kThroughBool,  // r = (T)(bool)(x): a cast to bool and back
};

// What a lane's result must be.
enum class LaneRule : std::uint8_t {
  kConversion,  // the reference's conversion of the operand (reference/convert.h)
  kBits,        // the operand's bits unchanged, by the element-count rule (AsTypeRuleOf)
  kTruth,       // 0 or 1 of the result type: whether the operand is other than zero
};

struct FamilyTraits {
  Family family;
  std::string_view label;    // report.json's "family", the JUnit suite, the report's section
  std::string_view suite;    // GoogleTest's: <suite>/<suite>Test.Conforms/<case name>
  std::string_view heading;  // the report's title for the family ("convert_*")
  std::string_view cell;     // what one cell of the report's matrix holds
  CallShape shape;
  LaneRule rule;
  // The variants in order, legal first; the illegal ones are spellings that must not build.
  std::vector<Variant> (*variants)();
  std::vector<Variant> (*illegal)();
  std::string (*illegal_reason)(const Variant&);  // "" for a function of OpenCL C
  std::string (*builtin)(const Variant&);         // "convert_int4_sat_rte"
  // The variant whose built-in is `name` (the operand type already set in `v`), or false.
  bool (*parse)(std::string_view name, Variant* v);
};

extern const FamilyTraits kConvertFamily;     // reference/convert_family.cpp
extern const FamilyTraits kAsTypeFamily;      // reference/as_type_family.cpp
extern const FamilyTraits kVstoreHalfFamily;  // reference/half_family.cpp
extern const FamilyTraits kVloadHalfFamily;   // reference/half_family.cpp
extern const FamilyTraits kCastFamily;        // reference/cast_family.cpp
extern const FamilyTraits kImplicitFamily;    // reference/cast_family.cpp
extern const FamilyTraits kBoolFamily;        // reference/bool_family.cpp

inline constexpr int kFamilyCount = 7;
// Every family's row, in the enum's order.
const std::array<const FamilyTraits*, kFamilyCount>& Families();
const FamilyTraits& TraitsOf(Family f);
// The family whose label is `label`, or null.
const FamilyTraits* FamilyOfLabel(std::string_view label);

}  // namespace clc
