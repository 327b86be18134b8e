// What every family shares: roundings, names of types, the case name and its parsing, and the
// enumeration of every family's variants (each family's own rules are in its row).
#include "reference/variant.h"

#include <algorithm>

namespace clc {

std::string_view SuffixOf(Rounding r) {
  switch (r) {
    case Rounding::kDefault: return "";
    case Rounding::kRte: return "_rte";
    case Rounding::kRtz: return "_rtz";
    case Rounding::kRtp: return "_rtp";
    case Rounding::kRtn: return "_rtn";
  }
  return "";
}

std::string_view NameOf(RoundingMode m) {
  switch (m) {
    case RoundingMode::kRte: return "rte";
    case RoundingMode::kRtz: return "rtz";
    case RoundingMode::kRtp: return "rtp";
    case RoundingMode::kRtn: return "rtn";
  }
  return "";
}

std::string_view SuffixOf(Space s) {
  switch (s) {
    case Space::kGlobal: return "";
    case Space::kLocal: return "_local";
    case Space::kPrivate: return "_private";
  }
  return "";
}

std::string_view QualifierOf(Space s) {
  switch (s) {
    case Space::kGlobal: return "__global";
    case Space::kLocal: return "__local";
    case Space::kPrivate: return "__private";
  }
  return "";
}

RoundingMode EffectiveMode(Rounding r, ScalarType dst) {
  switch (r) {
    case Rounding::kDefault: return IsFloat(dst) ? RoundingMode::kRte : RoundingMode::kRtz;
    case Rounding::kRte: return RoundingMode::kRte;
    case Rounding::kRtz: return RoundingMode::kRtz;
    case Rounding::kRtp: return RoundingMode::kRtp;
    case Rounding::kRtn: return RoundingMode::kRtn;
  }
  return RoundingMode::kRte;
}

namespace {

bool IsWidth(int w) { return std::find(kWidths.begin(), kWidths.end(), w) != kWidths.end(); }

}  // namespace

Variant MakeVariant(Family family, ScalarType src, int src_width, ScalarType dst, int dst_width) {
  Variant v;
  v.family = family;
  v.src = src;
  v.dst = dst;
  v.src_width = static_cast<std::uint8_t>(src_width);
  v.dst_width = static_cast<std::uint8_t>(dst_width);
  return v;
}

std::optional<ScalarType> StorageType(const Variant& v) {
  switch (ShapeOf(v)) {
    case CallShape::kStore: return v.dst;
    case CallShape::kLoad: return v.src;
    case CallShape::kValue:
    case CallShape::kCast:
    case CallShape::kDeclare:
    case CallShape::kThroughBool: break;
  }
  return std::nullopt;
}

std::vector<ScalarType> NeededTypes(const Variant& v) {
  const std::optional<ScalarType> storage = StorageType(v);
  if (!storage) return {v.src, v.dst};
  return {*storage == v.dst ? v.src : v.dst};
}

std::string IllegalReason(const Variant& v) {
  if (!IsWidth(v.src_width) || !IsWidth(v.dst_width)) return "width is not 1, 2, 3, 4, 8 or 16";
  if (v.space != Space::kGlobal && !StorageType(v)) return "the built-in takes no pointer";
  return TraitsOf(v).illegal_reason(v);
}

std::string TypeName(ScalarType t, int width) {
  std::string s(Name(t));
  if (width != 1) s += std::to_string(width);
  return s;
}

std::string BuiltinName(const Variant& v) { return TraitsOf(v).builtin(v); }

std::string CaseName(const Variant& v) {
  return BuiltinName(v) + "_" + TypeName(v.src, v.src_width) + std::string(SuffixOf(v.space));
}

bool TakePrefix(std::string_view* name, std::string_view part) {
  if (name->substr(0, part.size()) != part) return false;
  name->remove_prefix(part.size());
  return true;
}

bool TakeSuffix(std::string_view* name, std::string_view part) {
  if (name->size() <= part.size() || name->substr(name->size() - part.size()) != part) return false;
  name->remove_suffix(part.size());
  return true;
}

Rounding TakeRoundingSuffix(std::string_view* name) {
  for (Rounding r : kRoundings) {
    if (r != Rounding::kDefault && TakeSuffix(name, SuffixOf(r))) return r;
  }
  return Rounding::kDefault;
}

std::optional<int> ParseWidth(std::string_view digits) {
  if (digits.empty()) return 1;
  if (digits.size() > 2 || digits[0] == '0' ||
      !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  const int width = std::stoi(std::string(digits));
  if (width == 1 || (!IsWidth(width) && width != kNoSuchWidth)) return std::nullopt;
  return width;
}

std::optional<std::pair<ScalarType, int>> ParseTypeName(std::string_view name) {
  std::size_t digits = name.size();
  while (digits > 0 && name[digits - 1] >= '0' && name[digits - 1] <= '9') --digits;
  auto type = ParseScalarType(name.substr(0, digits));
  const auto width = ParseWidth(name.substr(digits));
  if (!type || !width) return std::nullopt;
  return std::make_pair(*type, *width);
}

bool TakeResultType(std::string_view name, Variant* v) {
  const auto dst = ParseTypeName(name);
  if (!dst) return false;
  v->dst = dst->first;
  v->dst_width = static_cast<std::uint8_t>(dst->second);
  return true;
}

std::optional<Variant> ParseCaseName(std::string_view name) {
  const std::string_view full = name;
  Space space = Space::kGlobal;
  for (Space s : kSpaces) {
    if (s != Space::kGlobal && TakeSuffix(&name, SuffixOf(s))) space = s;
  }
  const std::size_t last = name.rfind('_');
  if (last == std::string_view::npos) return std::nullopt;
  const auto src = ParseTypeName(name.substr(last + 1));
  if (!src) return std::nullopt;
  for (const FamilyTraits* row : Families()) {
    Variant v = MakeVariant(row->family, src->first, src->second, src->first, src->second);
    v.space = space;
    if (row->parse(name.substr(0, last), &v) && CaseName(v) == full) return v;
  }
  return std::nullopt;
}

std::vector<Variant> VariantsOf(Family f) { return TraitsOf(f).variants(); }

std::vector<Variant> AllVariants() {
  std::vector<Variant> all;
  for (const FamilyTraits* row : Families()) {
    const std::vector<Variant> of = row->variants();
    all.insert(all.end(), of.begin(), of.end());
  }
  return all;
}

std::vector<Variant> NegativeVariants() {
  std::vector<Variant> all;
  for (const FamilyTraits* row : Families()) {
    const std::vector<Variant> of = row->illegal();
    all.insert(all.end(), of.begin(), of.end());
  }
  return all;
}

}  // namespace clc
