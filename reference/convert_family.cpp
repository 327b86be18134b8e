// convert_destType[n][_sat][_rte|_rtz|_rtp|_rtn](srcType[n]): its row, enumeration, legality
// and names.
#include <array>

#include "reference/family.h"
#include "reference/variant.h"

namespace clc {

// Each family file names its helpers in a namespace of its own: unity builds join them.
namespace convert_row {

std::string Illegal(const Variant& v) {
  if (v.src_width != v.dst_width) return "convert_* takes an operand of the result's width";
  if (v.saturate && IsFloat(v.dst)) return "_sat is not defined for a floating-point result";
  if (v.aligned) return "convert_* has no aligned form";
  return "";
}

std::vector<Variant> Legal() {
  std::vector<Variant> out;
  for (ScalarType dst : AllScalarTypes()) {
    for (ScalarType src : AllScalarTypes()) {
      for (int w : kWidths) {
        for (bool sat : {false, true}) {
          for (Rounding r : kRoundings) {
            Variant v = MakeConvert(src, dst, w, sat, r);
            if (IsLegal(v)) out.push_back(v);
          }
        }
      }
    }
  }
  return out;
}

// _sat to a floating-point type, and operand and result of different widths (one mismatched
// result width per operand width: the next width, cyclically); then convert_int5, a width no
// vector type has (kNoSuchWidth).
std::vector<Variant> IllegalSpellings() {
  std::vector<Variant> out;
  for (ScalarType dst : AllScalarTypes()) {
    for (ScalarType src : AllScalarTypes()) {
      for (std::size_t i = 0; i < kWidths.size(); ++i) {
        const int w = kWidths[i];
        if (IsFloat(dst)) {
          for (Rounding r : kRoundings) out.push_back(MakeConvert(src, dst, w, true, r));
        }
        Variant mismatch = MakeConvert(src, dst, w, false, Rounding::kDefault);
        mismatch.dst_width = static_cast<std::uint8_t>(kWidths[(i + 1) % kWidths.size()]);
        out.push_back(mismatch);
      }
    }
  }
  out.push_back(
      MakeConvert(ScalarType::kInt, ScalarType::kInt, kNoSuchWidth, false, Rounding::kDefault));
  return out;
}

std::string Builtin(const Variant& v) {
  return "convert_" + TypeName(v.dst, v.dst_width) + (v.saturate ? "_sat" : "") +
         std::string(SuffixOf(v.rounding));
}

bool Parse(std::string_view name, Variant* v) {
  if (!TakePrefix(&name, "convert_")) return false;
  v->rounding = TakeRoundingSuffix(&name);
  v->saturate = TakeSuffix(&name, "_sat");
  return TakeResultType(name, v);
}

}  // namespace convert_row

const FamilyTraits kConvertFamily = {Family::kConvert,
                                     "convert",
                                     "Convert",
                                     "convert_*",
                                     "every width, _sat and rounding variant of the pair",
                                     CallShape::kValue,
                                     LaneRule::kConversion,
                                     convert_row::Legal,
                                     convert_row::IllegalSpellings,
                                     convert_row::Illegal,
                                     convert_row::Builtin,
                                     convert_row::Parse};

Variant MakeConvert(ScalarType src, ScalarType dst, int width, bool saturate, Rounding rounding) {
  Variant v = MakeVariant(Family::kConvert, src, width, dst, width);
  v.saturate = saturate;
  v.rounding = rounding;
  return v;
}

}  // namespace clc
