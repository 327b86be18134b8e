// Enumeration, legality and naming of conversion variants: the only home of these rules.
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

Variant Make(Family family, ScalarType src, int src_width, ScalarType dst, int dst_width) {
  Variant v;
  v.family = family;
  v.src = src;
  v.dst = dst;
  v.src_width = static_cast<std::uint8_t>(src_width);
  v.dst_width = static_cast<std::uint8_t>(dst_width);
  return v;
}

bool IsWidth(int w) { return std::find(kWidths.begin(), kWidths.end(), w) != kWidths.end(); }

}  // namespace

Variant MakeConvert(ScalarType src, ScalarType dst, int width, bool saturate, Rounding rounding) {
  Variant v = Make(Family::kConvert, src, width, dst, width);
  v.saturate = saturate;
  v.rounding = rounding;
  return v;
}

Variant MakeAsType(ScalarType src, int src_width, ScalarType dst, int dst_width) {
  return Make(Family::kAsType, src, src_width, dst, dst_width);
}

std::string IllegalReason(const Variant& v) {
  if (!IsWidth(v.src_width) || !IsWidth(v.dst_width)) return "width is not 1, 2, 3, 4, 8 or 16";
  if (v.family == Family::kConvert) {
    if (v.src_width != v.dst_width) return "convert_* takes an operand of the result's width";
    if (v.saturate && IsFloat(v.dst)) return "_sat is not defined for a floating-point result";
    return "";
  }
  if (v.saturate || v.rounding != Rounding::kDefault) return "as_type takes no suffix";
  if (VectorBytes(v.src, v.src_width) != VectorBytes(v.dst, v.dst_width)) {
    return "as_type needs operand and result of the same size in bytes";
  }
  return "";
}

AsTypeRule AsTypeRuleOf(const Variant& v) {
  if (v.src_width == v.dst_width) return AsTypeRule::kBitsUnchanged;
  if (v.src_width == 4 && v.dst_width == 3) return AsTypeRule::kFirstThreeUnchanged;
  return AsTypeRule::kImplementationDefined;
}

std::vector<Variant> EnumerateConvert() {
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

namespace {

template <typename Keep>
std::vector<Variant> AsTypePairs(Keep keep) {
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

}  // namespace

std::vector<Variant> EnumerateAsType() {
  return AsTypePairs([](const Variant& v) { return IsLegal(v); });
}

std::vector<Variant> EnumerateAsTypeSizeMismatch() {
  return AsTypePairs([](const Variant& v) { return !IsLegal(v); });
}

std::vector<Variant> EnumerateConvertIllegal() {
  std::vector<Variant> out;
  for (ScalarType dst : AllScalarTypes()) {
    for (ScalarType src : AllScalarTypes()) {
      for (std::size_t i = 0; i < kWidths.size(); ++i) {
        const int w = kWidths[i];
        if (IsFloat(dst)) {
          for (Rounding r : kRoundings) out.push_back(MakeConvert(src, dst, w, true, r));
        }
        // One mismatched result width per operand width: the next width, cyclically.
        Variant mismatch = MakeConvert(src, dst, w, false, Rounding::kDefault);
        mismatch.dst_width = static_cast<std::uint8_t>(kWidths[(i + 1) % kWidths.size()]);
        out.push_back(mismatch);
      }
    }
  }
  return out;
}

std::string TypeName(ScalarType t, int width) {
  std::string s(Name(t));
  if (width != 1) s += std::to_string(width);
  return s;
}

std::string BuiltinName(const Variant& v) {
  if (v.family == Family::kAsType) return "as_" + TypeName(v.dst, v.dst_width);
  std::string s = "convert_" + TypeName(v.dst, v.dst_width);
  if (v.saturate) s += "_sat";
  s += SuffixOf(v.rounding);
  return s;
}

std::string CaseName(const Variant& v) {
  return BuiltinName(v) + "_" + TypeName(v.src, v.src_width);
}

std::optional<std::pair<ScalarType, int>> ParseTypeName(std::string_view name) {
  std::size_t digits = name.size();
  while (digits > 0 && name[digits - 1] >= '0' && name[digits - 1] <= '9') --digits;
  auto type = ParseScalarType(name.substr(0, digits));
  if (!type) return std::nullopt;
  int width = 1;
  if (digits != name.size()) {
    std::string_view num = name.substr(digits);
    if (num.size() > 2 || num[0] == '0') return std::nullopt;
    width = std::stoi(std::string(num));
    if (width == 1 || !IsWidth(width)) return std::nullopt;
  }
  return std::make_pair(*type, width);
}

std::optional<Variant> ParseCaseName(std::string_view name) {
  const std::size_t last = name.rfind('_');
  if (last == std::string_view::npos) return std::nullopt;
  auto src = ParseTypeName(name.substr(last + 1));
  std::string_view builtin = name.substr(0, last);
  if (!src) return std::nullopt;
  Variant v;
  v.src = src->first;
  v.src_width = static_cast<std::uint8_t>(src->second);
  std::string_view rest;
  if (builtin.substr(0, 3) == "as_") {
    v.family = Family::kAsType;
    rest = builtin.substr(3);
    auto dst = ParseTypeName(rest);
    if (!dst) return std::nullopt;
    v.dst = dst->first;
    v.dst_width = static_cast<std::uint8_t>(dst->second);
  } else if (builtin.substr(0, 8) == "convert_") {
    v.family = Family::kConvert;
    rest = builtin.substr(8);
    for (Rounding r : {Rounding::kRte, Rounding::kRtz, Rounding::kRtp, Rounding::kRtn}) {
      std::string_view suffix = SuffixOf(r);
      if (rest.size() > suffix.size() && rest.substr(rest.size() - suffix.size()) == suffix) {
        v.rounding = r;
        rest.remove_suffix(suffix.size());
        break;
      }
    }
    if (rest.size() > 4 && rest.substr(rest.size() - 4) == "_sat") {
      v.saturate = true;
      rest.remove_suffix(4);
    }
    auto dst = ParseTypeName(rest);
    if (!dst) return std::nullopt;
    v.dst = dst->first;
    v.dst_width = static_cast<std::uint8_t>(dst->second);
  } else {
    return std::nullopt;
  }
  if (CaseName(v) != name) return std::nullopt;
  return v;
}

std::vector<Variant> AllVariants() {
  std::vector<Variant> all = EnumerateConvert();
  const std::vector<Variant> as_type = EnumerateAsType();
  all.insert(all.end(), as_type.begin(), as_type.end());
  return all;
}

std::vector<Variant> NegativeVariants() {
  std::vector<Variant> all = EnumerateAsTypeSizeMismatch();
  const std::vector<Variant> convert = EnumerateConvertIllegal();
  all.insert(all.end(), convert.begin(), convert.end());
  return all;
}

}  // namespace clc
