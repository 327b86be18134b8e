// vstore[a]_half[n][_rte|_rtz|_rtp|_rtn](x, offset, p) and vload[a]_half[n](offset, p): the
// conversions to and from half that every device has, half being a storage format there
// (no cl_khr_fp16 needed). Their rows, enumeration, legality and names.
#include <array>

#include "reference/family.h"
#include "reference/variant.h"

namespace clc {

// Each family file names its helpers in a namespace of its own: unity builds join them.
namespace half_rows {

// The aligned forms exist for 2, 3, 4, 8 and 16 components: the specification's text also
// names n = 1, but no vstorea_half or vloada_half is declared (clang's opencl-c.h has none),
// so the suite neither checks nor rejects that spelling.
bool HasForm(const Variant& v) { return !v.aligned || v.src_width != 1; }

std::string Name(const Variant& v, std::string_view verb) {
  return std::string(verb) + (v.aligned ? "a" : "") + "_half" +
         (v.dst_width == 1 ? "" : std::to_string(v.dst_width)) + (v.saturate ? "_sat" : "") +
         std::string(SuffixOf(v.rounding));
}

// "vstorea_half4_rte" -> aligned, width 4, rounding; false if `name` is no such spelling.
bool ParseName(std::string_view name, std::string_view verb, Variant* v) {
  v->rounding = TakeRoundingSuffix(&name);
  v->saturate = TakeSuffix(&name, "_sat");
  if (!TakePrefix(&name, verb)) return false;
  v->aligned = TakePrefix(&name, "a");
  if (!TakePrefix(&name, "_half")) return false;
  const auto width = ParseWidth(name);
  if (!width) return false;
  v->dst_width = static_cast<std::uint8_t>(*width);
  return true;
}

std::string IllegalStore(const Variant& v) {
  if (v.src_width != v.dst_width) return "vstore_half takes an operand of the result's width";
  if (v.src != ScalarType::kFloat && v.src != ScalarType::kDouble)
    return "vstore_half stores a float or a double";
  if (v.dst != ScalarType::kHalf) return "vstore_half stores a half";
  if (v.saturate) return "vstore_half has no _sat";
  return HasForm(v) ? "" : "vstorea_half has no scalar form";
}

std::string IllegalLoad(const Variant& v) {
  if (v.src_width != v.dst_width) return "vload_half returns the width it reads";
  if (v.src != ScalarType::kHalf || v.dst != ScalarType::kFloat)
    return "vload_half reads half and returns float";
  if (v.saturate || v.rounding != Rounding::kDefault)
    return "vload_half takes no _sat and no rounding";
  return HasForm(v) ? "" : "vloada_half has no scalar form";
}

// Every operand type, width and aligned form, made by `make`, with each pointer of `spaces`, that
// `keep` keeps.
template <typename Make, typename Keep, typename Spaces>
std::vector<Variant> Each(Make make, Keep keep, const Spaces& spaces) {
  std::vector<Variant> out;
  for (Space space : spaces) {
    for (bool aligned : {false, true}) {
      for (int w : kWidths) {
        for (Variant v : make(w)) {
          v.aligned = aligned;
          v.space = space;
          if (keep(v)) out.push_back(v);
        }
      }
    }
  }
  return out;
}

// Every function exists for each pointer (kSpaces). A misspelling is one spelling whatever
// the pointer, so the illegal ones are spelt with a __global pointer only.
constexpr std::array<Space, 1> kGlobalOnly = {Space::kGlobal};

std::vector<Variant> Stores(int w, bool saturate) {
  std::vector<Variant> out;
  for (ScalarType src : {ScalarType::kFloat, ScalarType::kDouble}) {
    for (Rounding r : kRoundings) {
      Variant v = MakeVariant(Family::kVstoreHalf, src, w, ScalarType::kHalf, w);
      v.rounding = r;
      v.saturate = saturate;
      if (!saturate || r == Rounding::kDefault) out.push_back(v);
    }
  }
  return out;
}

std::vector<Variant> Loads(int w, bool suffixed) {
  std::vector<Variant> out;
  for (Rounding r : kRoundings) {
    if ((r != Rounding::kDefault) != suffixed) continue;
    Variant v = MakeVariant(Family::kVloadHalf, ScalarType::kHalf, w, ScalarType::kFloat, w);
    v.rounding = r;
    out.push_back(v);
  }
  return out;
}

bool IsFunction(const Variant& v) { return IsLegal(v); }
// The illegal spellings: a form that exists, with a suffix it does not take.
bool Misspelt(const Variant& v) { return !IsLegal(v) && HasForm(v); }
// `out`, then vstore[a]_half5(float5) or vload[a]_half5: a width no vector type has
// (kNoSuchWidth).
std::vector<Variant> WithNoSuchWidth(std::vector<Variant> out, Family f, ScalarType src,
                                     ScalarType dst) {
  for (bool aligned : {false, true}) {
    Variant v = MakeVariant(f, src, kNoSuchWidth, dst, kNoSuchWidth);
    v.aligned = aligned;
    out.push_back(v);
  }
  return out;
}

std::vector<Variant> LegalStores() {
  return Each([](int w) { return Stores(w, false); }, IsFunction, kSpaces);
}
std::vector<Variant> MisspeltStores() {
  return WithNoSuchWidth(Each([](int w) { return Stores(w, true); }, Misspelt, kGlobalOnly),
                         Family::kVstoreHalf, ScalarType::kFloat, ScalarType::kHalf);
}
std::vector<Variant> LegalLoads() {
  return Each([](int w) { return Loads(w, false); }, IsFunction, kSpaces);
}
std::vector<Variant> MisspeltLoads() {
  return WithNoSuchWidth(Each([](int w) { return Loads(w, true); }, Misspelt, kGlobalOnly),
                         Family::kVloadHalf, ScalarType::kHalf, ScalarType::kFloat);
}

std::string StoreName(const Variant& v) { return Name(v, "vstore"); }
std::string LoadName(const Variant& v) { return Name(v, "vload"); }

bool ParseStore(std::string_view name, Variant* v) {
  v->dst = ScalarType::kHalf;
  return ParseName(name, "vstore", v);
}

bool ParseLoad(std::string_view name, Variant* v) {
  v->dst = ScalarType::kFloat;
  return ParseName(name, "vload", v);
}

}  // namespace half_rows

const FamilyTraits kVstoreHalfFamily = {
    Family::kVstoreHalf,
    "vstore_half",
    "VstoreHalf",
    "vstore_half*",
    "every width, aligned form, rounding variant and pointer of the pair",
    CallShape::kStore,
    LaneRule::kConversion,
    half_rows::LegalStores,
    half_rows::MisspeltStores,
    half_rows::IllegalStore,
    half_rows::StoreName,
    half_rows::ParseStore};

const FamilyTraits kVloadHalfFamily = {Family::kVloadHalf,
                                       "vload_half",
                                       "VloadHalf",
                                       "vload_half*",
                                       "every width, aligned form and pointer",
                                       CallShape::kLoad,
                                       LaneRule::kConversion,
                                       half_rows::LegalLoads,
                                       half_rows::MisspeltLoads,
                                       half_rows::IllegalLoad,
                                       half_rows::LoadName,
                                       half_rows::ParseLoad};

}  // namespace clc
