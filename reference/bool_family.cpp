// (destType)(bool)x: a scalar made a bool and the bool made a scalar again, the one way a
// kernel can keep a bool (no buffer holds one, and there are no bool vectors). Its row,
// enumeration and names.
#include "reference/family.h"
#include "reference/variant.h"

namespace clc {

// Each family file names its helpers in a namespace of its own: unity builds join them.
namespace bool_row {

std::string Illegal(const Variant& v) {
  if (v.saturate || v.rounding != Rounding::kDefault || v.aligned) return "a cast has no suffix";
  if (v.src_width != 1 || v.dst_width != 1) return "bool has no vector types";
  return "";
}

// Every scalar type through bool to every scalar type.
std::vector<Variant> Legal() {
  std::vector<Variant> out;
  for (ScalarType dst : AllScalarTypes()) {
    for (ScalarType src : AllScalarTypes())
      out.push_back(MakeVariant(Family::kBool, src, 1, dst, 1));
  }
  return out;
}

// The bool vector types are reserved: no vector spelling of the pair names a type.
std::vector<Variant> None() { return {}; }

std::string Name(const Variant& v) { return "cast_" + TypeName(v.dst, v.dst_width) + "_bool"; }

bool Parse(std::string_view name, Variant* v) {
  return TakePrefix(&name, "cast_") && TakeSuffix(&name, "_bool") && TakeResultType(name, v);
}

}  // namespace bool_row

const FamilyTraits kBoolFamily = {Family::kBool,
                                  "bool",
                                  "Bool",
                                  "(type)(bool)x",
                                  "the pair through bool",
                                  CallShape::kThroughBool,
                                  LaneRule::kTruth,
                                  bool_row::Legal,
                                  bool_row::None,
                                  bool_row::Illegal,
                                  bool_row::Name,
                                  bool_row::Parse};

}  // namespace clc
