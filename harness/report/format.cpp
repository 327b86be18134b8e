// Exact text forms of bit patterns, computed from the bits (never through host floats).
#include "harness/report/format.h"

#include <cstdio>

namespace clc {

std::string HexBits(ScalarType t, std::uint64_t bits) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%0*llx", 2 * Bytes(t), static_cast<unsigned long long>(bits));
  return buf;
}

std::string ValueText(ScalarType t, std::uint64_t bits) {
  const auto& tr = Traits(t);
  const int nbits = Bits(t);
  if (nbits < 64) bits &= (std::uint64_t{1} << nbits) - 1;
  char buf[64];
  if (!tr.is_float) {
    if (tr.is_signed) {
      const std::uint64_t sign = std::uint64_t{1} << (nbits - 1);
      std::snprintf(buf, sizeof buf, "%lld",
                    static_cast<long long>(nbits == 64 ? bits : (bits ^ sign) - sign));
    } else {
      std::snprintf(buf, sizeof buf, "%llu", static_cast<unsigned long long>(bits));
    }
    return buf;
  }
  const bool neg = (bits >> (nbits - 1)) & 1;
  const std::uint64_t frac = bits & ((std::uint64_t{1} << tr.fraction_bits) - 1);
  const int field = static_cast<int>((bits >> tr.fraction_bits) & ((1u << tr.exponent_bits) - 1));
  const int bias = (1 << (tr.exponent_bits - 1)) - 1;
  const std::string sign = neg ? "-" : "";
  if (field == (1 << tr.exponent_bits) - 1) {
    if (frac == 0) return sign + "inf";
    std::snprintf(buf, sizeof buf, "%snan(0x%llx)", sign.c_str(),
                  static_cast<unsigned long long>(frac));
    return buf;
  }
  // Fraction digits: the fraction bits left-aligned to whole hex digits.
  const int digits = (tr.fraction_bits + 3) / 4;
  const std::uint64_t aligned = frac << (4 * digits - tr.fraction_bits);
  const int lead = field == 0 ? 0 : 1;
  const int exponent = field == 0 ? (frac == 0 ? 0 : 1 - bias) : field - bias;
  std::snprintf(buf, sizeof buf, "%s0x%d.%0*llxp%+d", sign.c_str(), lead, digits,
                static_cast<unsigned long long>(aligned), exponent);
  std::string s = buf;
  // Trim trailing zero digits of the fraction, and the point if nothing is left.
  const std::size_t p = s.find('p');
  std::size_t end = p;
  while (end > 0 && s[end - 1] == '0') --end;
  if (s[end - 1] == '.') --end;
  return s.substr(0, end) + s.substr(p);
}

std::string DescribeLane(const Variant& v, const LaneRecord& rec) {
  const ScalarType in_type = RecordedInputType(v);
  std::string s =
      "lane " + std::to_string(rec.lane) +
      (rec.constant_path ? " (constant operand)" : " (chunk " + std::to_string(rec.chunk) + ")") +
      ": input " + HexBits(in_type, rec.input) + " (" + ValueText(in_type, rec.input) +
      "), expected " + HexBits(v.dst, rec.expected) + " (" + ValueText(v.dst, rec.expected) +
      ") [" + std::string(NameOf(rec.allowance));
  if (rec.allowance == Allowance::kFlushedDenormal) s += " or " + HexBits(v.dst, rec.alt);
  s += "], got " + HexBits(v.dst, rec.got) + " (" + ValueText(v.dst, rec.got) + ")";
  if (!rec.classification.empty()) s += ": " + rec.classification;
  return s;
}

std::string RerunCommand(const RunRecord& run, const std::string& device_selector,
                         const std::string& case_name, const std::string& input) {
  std::string device;
  for (char ch : device_selector) device += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  std::string s = "build/clconform --device='" + device + "' --gtest_filter='*/" + case_name + "'";
  const RunRecord defaults;
  if (run.coverage != defaults.coverage) s += " --coverage=" + run.coverage;
  if (run.seed != defaults.seed) s += " --seed=" + std::to_string(run.seed);
  if (!run.constant_path) s += " --no-constant-path";
  if (run.case_timeout_s != defaults.case_timeout_s) {
    s += " --case-timeout=" + std::to_string(static_cast<long long>(run.case_timeout_s));
  }
  if (!input.empty()) return s + " --input=" + input;
  for (std::uint64_t in : run.inputs) s += " --input=" + HexBits(ScalarType::kULong, in);
  if (run.operand_count != 0) {
    s += " --operand-range=" + HexBits(ScalarType::kUInt, run.operand_first) + ":" +
         HexBits(ScalarType::kULong, run.operand_count);
  }
  return s;
}

std::string RerunInput(const Variant& v, const LaneRecord* rec) {
  if (rec == nullptr || v.family != Family::kConvert) return "";
  return HexBits(v.src, rec->input);
}

}  // namespace clc
