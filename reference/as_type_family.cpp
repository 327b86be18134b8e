// as_destType[n](srcType[m]): its row, enumeration, legality and names.
#include "reference/family.h"
#include "reference/variant.h"

namespace clc {

// Each family file names its helpers in a namespace of its own: unity builds join them.
namespace as_type_row {

std::string Illegal(const Variant& v) {
  if (v.saturate || v.rounding != Rounding::kDefault) return "as_type takes no suffix";
  if (v.aligned) return "as_type has no aligned form";
  if (VectorBytes(v.src, v.src_width) != VectorBytes(v.dst, v.dst_width)) {
    return "as_type needs operand and result of the same size in bytes";
  }
  return "";
}

// Every ordered pair of the 66 scalar and vector types that `keep` keeps.
template <typename Keep>
std::vector<Variant> Pairs(Keep keep) {
  std::vector<Variant> out;
  for (ScalarType dst : AllScalarTypes()) {
    for (int dw : kWidths) {
      for (ScalarType src : AllScalarTypes()) {
        for (int sw : kWidths) {
          Variant v = MakeAsType(src, sw, dst, dw);
          if (keep(v)) out.push_back(v);
        }
      }
    }
  }
  return out;
}

// Every pair of the same size (710).
std::vector<Variant> Legal() {
  return Pairs([](const Variant& v) { return IsLegal(v); });
}

// Every pair of different sizes: as_type must fail to build (3,646); then as_int5, a width
// no vector type has (kNoSuchWidth).
std::vector<Variant> IllegalSpellings() {
  std::vector<Variant> out = Pairs([](const Variant& v) { return !IsLegal(v); });
  out.push_back(MakeAsType(ScalarType::kInt, kNoSuchWidth, ScalarType::kInt, kNoSuchWidth));
  return out;
}

std::string Builtin(const Variant& v) { return "as_" + TypeName(v.dst, v.dst_width); }

bool Parse(std::string_view name, Variant* v) {
  return TakePrefix(&name, "as_") && TakeResultType(name, v);
}

}  // namespace as_type_row

const FamilyTraits kAsTypeFamily = {Family::kAsType,
                                    "as_type",
                                    "AsType",
                                    "as_type",
                                    "every element count of the pair of scalar types",
                                    CallShape::kValue,
                                    LaneRule::kBits,
                                    as_type_row::Legal,
                                    as_type_row::IllegalSpellings,
                                    as_type_row::Illegal,
                                    as_type_row::Builtin,
                                    as_type_row::Parse};

Variant MakeAsType(ScalarType src, int src_width, ScalarType dst, int dst_width) {
  return MakeVariant(Family::kAsType, src, src_width, dst, dst_width);
}

AsTypeRule AsTypeRuleOf(const Variant& v) {
  if (v.src_width == v.dst_width) return AsTypeRule::kBitsUnchanged;
  if (v.src_width == 4 && v.dst_width == 3) return AsTypeRule::kFirstThreeUnchanged;
  return AsTypeRule::kImplementationDefined;
}

}  // namespace clc
