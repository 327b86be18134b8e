// Casts, (destType[n])x, and implicit conversions, destType[n] r = x;: the conversions a
// compiler lowers to its own instructions rather than to the convert_* library. Their rows,
// enumeration, legality and names. Both take a scalar operand: of a scalar result (converted
// with the default rounding, toward zero to an integer, to nearest even to floating point, and
// never saturated) or of a vector one (converted, then replicated to every component). Between
// vector types neither exists: those spellings must fail to build.
#include "reference/family.h"
#include "reference/variant.h"

namespace clc {

// Each family file names its helpers in a namespace of its own: unity builds join them.
namespace cast_rows {

std::string Illegal(const Variant& v, std::string_view what) {
  if (v.saturate || v.rounding != Rounding::kDefault || v.aligned)
    return std::string(what) + " has no suffix";
  if (v.src_width != 1 && (v.src != v.dst || v.src_width != v.dst_width))
    return std::string(what) + " between vector types does not exist";
  return "";
}

std::string IllegalCast(const Variant& v) { return Illegal(v, "a cast"); }
std::string IllegalImplicit(const Variant& v) { return Illegal(v, "an implicit conversion"); }

// Of a scalar operand: every other scalar type, and every vector type (the operand's own
// element type included, a plain replication).
std::vector<Variant> Legal(Family f) {
  std::vector<Variant> out;
  for (ScalarType dst : AllScalarTypes()) {
    for (ScalarType src : AllScalarTypes()) {
      for (int w : kWidths) {
        if (w != 1 || src != dst) out.push_back(MakeVariant(f, src, 1, dst, w));
      }
    }
  }
  return out;
}

// Between vector types: of another element type at the same width, and of the same element
// type at another element count (the next count, cyclically, as convert_*'s mismatches).
std::vector<Variant> BetweenVectors(Family f) {
  std::vector<Variant> out;
  for (ScalarType dst : AllScalarTypes()) {
    for (ScalarType src : AllScalarTypes()) {
      for (std::size_t i = 1; i < kWidths.size(); ++i) {
        const int w = kWidths[i];
        const int other = src == dst ? kWidths[(i + 1) % kWidths.size()] : w;
        out.push_back(MakeVariant(f, src, w, dst, other));
      }
    }
  }
  return out;
}

std::vector<Variant> LegalCasts() { return Legal(Family::kCast); }
std::vector<Variant> LegalImplicit() { return Legal(Family::kImplicit); }
std::vector<Variant> VectorCasts() { return BetweenVectors(Family::kCast); }
std::vector<Variant> VectorImplicit() { return BetweenVectors(Family::kImplicit); }

// No built-in names them: "cast_int4" and "implicit_int4" name the result type the operator
// makes (kernels/call_shape.cpp spells the operator itself).
std::string CastName(const Variant& v) { return "cast_" + TypeName(v.dst, v.dst_width); }
std::string ImplicitName(const Variant& v) { return "implicit_" + TypeName(v.dst, v.dst_width); }

bool ParseCast(std::string_view name, Variant* v) {
  return TakePrefix(&name, "cast_") && TakeResultType(name, v);
}
bool ParseImplicit(std::string_view name, Variant* v) {
  return TakePrefix(&name, "implicit_") && TakeResultType(name, v);
}

}  // namespace cast_rows

const FamilyTraits kCastFamily = {Family::kCast,
                                  "cast",
                                  "Cast",
                                  "(type)x",
                                  "the scalar cast and every replicating vector cast of the pair",
                                  CallShape::kCast,
                                  LaneRule::kConversion,
                                  cast_rows::LegalCasts,
                                  cast_rows::VectorCasts,
                                  cast_rows::IllegalCast,
                                  cast_rows::CastName,
                                  cast_rows::ParseCast};

const FamilyTraits kImplicitFamily = {
    Family::kImplicit,
    "implicit",
    "Implicit",
    "type r = x;",
    "the scalar and every replicating vector declaration of the pair",
    CallShape::kDeclare,
    LaneRule::kConversion,
    cast_rows::LegalImplicit,
    cast_rows::VectorImplicit,
    cast_rows::IllegalImplicit,
    cast_rows::ImplicitName,
    cast_rows::ParseImplicit};

}  // namespace clc
