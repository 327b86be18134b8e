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

#include "reference/family.h"
#include "reference/scalar_type.h"

namespace clc {

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

// The address space of the pointer a store writes or a load reads through (CallShape kStore
// and kLoad): distinct overloads of one built-in. kGlobal for every value-shaped built-in.
enum class Space : std::uint8_t { kGlobal, kLocal, kPrivate };
inline constexpr std::array<Space, 3> kSpaces = {Space::kGlobal, Space::kLocal, Space::kPrivate};
// What a case name ends with: "" for __global (the names before the other spaces existed),
// "_local", "_private".
std::string_view SuffixOf(Space s);
// "__global", "__local", "__private".
std::string_view QualifierOf(Space s);

struct Variant {
  Family family = Family::kConvert;
  ScalarType src = ScalarType::kInt;
  ScalarType dst = ScalarType::kInt;
  std::uint8_t src_width = 1;  // equal to dst_width for convert_*
  std::uint8_t dst_width = 1;
  bool saturate = false;                   // the _sat suffix
  Rounding rounding = Rounding::kDefault;  // the rounding suffix
  bool aligned = false;                    // vstorea_half / vloada_half: the aligned form
  Space space = Space::kGlobal;            // a store's or a load's pointer
};

// A variant of `family` with no suffix.
Variant MakeVariant(Family family, ScalarType src, int src_width, ScalarType dst, int dst_width);
Variant MakeConvert(ScalarType src, ScalarType dst, int width, bool saturate, Rounding rounding);
Variant MakeAsType(ScalarType src, int src_width, ScalarType dst, int dst_width);

// The row of the variant's family, and what it says of the variant.
inline const FamilyTraits& TraitsOf(const Variant& v) { return TraitsOf(v.family); }
inline LaneRule RuleOf(const Variant& v) { return TraitsOf(v).rule; }
inline CallShape ShapeOf(const Variant& v) { return TraitsOf(v).shape; }
// The types whose feature (fp64, fp16, int64) a device needs to run the variant: both, but
// for the type a load reads or a store writes, which is storage only (half without
// cl_khr_fp16 for vload_half and vstore_half).
std::vector<ScalarType> NeededTypes(const Variant& v);
// That storage-only type, where the shape has one (a store's result, a load's operand).
std::optional<ScalarType> StorageType(const Variant& v);

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

// The type of the operand bits a lane record holds: the operand type for a conversion; for
// the bits rule (as_type) the result's type, since a lane there is one result element's worth
// of operand bits.
inline ScalarType RecordedInputType(const Variant& v) {
  return RuleOf(v) == LaneRule::kBits ? v.dst : v.src;
}

// Result lanes each operand lane makes: a conversion of a scalar operand to a vector result (a
// cast or an implicit conversion) replicates it to every component; every other variant makes
// one result lane of each operand lane, or follows the bits rule.
inline int ResultsPerOperand(const Variant& v) {
  return RuleOf(v) == LaneRule::kConversion && v.src_width == 1 ? v.dst_width : 1;
}

// Every legal variant of one family, in its row's order.
std::vector<Variant> VariantsOf(Family f);
// Every legal variant of every family, in table order: what the suite checks.
std::vector<Variant> AllVariants();
// Every spelling that must fail to build, family by family: the negative checks.
std::vector<Variant> NegativeVariants();

// "int4", "float".
std::string TypeName(ScalarType t, int width);
// The built-in's name: "convert_int4_sat_rte", "as_float3".
std::string BuiltinName(const Variant& v);
// A GoogleTest-safe name that identifies the variant: the built-in's name, then the
// operand type, then the pointer's address space where it is not __global
// ("convert_int4_sat_rte_float4", "as_float3_int4", "vstore_half4_rte_float4_local").
std::string CaseName(const Variant& v);
// The inverse of CaseName; nullopt for text that is no case name.
std::optional<Variant> ParseCaseName(std::string_view name);
// Parses "float4" into a type and width.
std::optional<std::pair<ScalarType, int>> ParseTypeName(std::string_view name);

// Pieces of a built-in's name, for the families' parsers: each takes `part` off `name` where
// it is there and says whether it was.
bool TakePrefix(std::string_view* name, std::string_view part);
bool TakeSuffix(std::string_view* name, std::string_view part);
// The rounding suffix at the end of `name`, taken off (kDefault where there is none).
Rounding TakeRoundingSuffix(std::string_view* name);
// A width as spelled after a type or built-in: "" is 1, "2" .. "16", and kNoSuchWidth (which
// negative checks spell); nullopt otherwise.
std::optional<int> ParseWidth(std::string_view digits);
// The result type `name` spells ("int4") into v's dst and dst_width; false if none.
bool TakeResultType(std::string_view name, Variant* v);

// Variants as keys of ordered and hashed containers: a case's identity is its value, not its
// name's text. Both read every field of Variant (a field added there is added here; the test
// in reference/tests/variant_test.cpp that the order tells every enumerated case apart fails
// otherwise).
inline auto FieldsOf(const Variant& v) {
  return std::make_tuple(v.family, v.src, v.dst, v.src_width, v.dst_width, v.saturate, v.rounding,
                         v.aligned, v.space);
}
inline bool operator<(const Variant& a, const Variant& b) { return FieldsOf(a) < FieldsOf(b); }
inline bool operator==(const Variant& a, const Variant& b) { return FieldsOf(a) == FieldsOf(b); }
inline bool operator!=(const Variant& a, const Variant& b) { return !(a == b); }

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
