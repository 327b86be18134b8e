// Exact text forms of bit patterns, computed from the bits (never through host floats); lane
// lines and rerun commands.
#include "harness/report/format.h"

#include <cstdio>

#include "harness/report/report_fields.h"

namespace clc {

std::string HexBits(ScalarType t, std::uint64_t bits) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%0*llx", 2 * Bytes(t), static_cast<unsigned long long>(bits));
  return buf;
}

std::string OperandText(std::uint64_t bits) { return HexBits(ScalarType::kULong, bits); }

std::string OperandRangeText(std::uint64_t first, std::uint64_t count) {
  return HexBits(ScalarType::kUInt, first) + ":" + HexBits(ScalarType::kULong, count);
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

nlohmann::json LaneJson(const Variant& v, const LaneRecord& rec) {
  const ScalarType in_type = RecordedInputType(v);
  nlohmann::json j = {{"lane", rec.lane},
                      {"chunk", rec.chunk},
                      {"constant_path", rec.constant_path},
                      {"input", HexBits(in_type, rec.input)},
                      {"input_value", ValueText(in_type, rec.input)},
                      {"expected", HexBits(v.dst, rec.expected)},
                      {"expected_value", ValueText(v.dst, rec.expected)},
                      {"allowance", std::string(NameOf(rec.allowance))},
                      {"alt", HexBits(v.dst, rec.alt)},
                      {"got", HexBits(v.dst, rec.got)},
                      {"got_value", ValueText(v.dst, rec.got)},
                      {"classification", rec.classification}};
  if (!rec.item.empty()) {
    nlohmann::json& item = j["item"] = nlohmann::json::array();
    for (std::uint64_t bits : rec.item) item.push_back(HexBits(in_type, bits));
  }
  return j;
}

std::string LaneLine(const nlohmann::json& lane) {
  std::string s = "lane " + std::to_string(Count(lane, "lane"));
  const auto cp = lane.find("constant_path");
  if (cp != lane.end() && cp->is_boolean() && cp->get<bool>()) {
    s += " (constant operand)";
  } else {
    s += " (chunk " + std::to_string(Count(lane, "chunk")) + ")";
  }
  const std::string allowance = Text(lane, "allowance");
  s += ": input " + Text(lane, "input") + " (" + Text(lane, "input_value") + "), expected " +
       Text(lane, "expected") + " (" + Text(lane, "expected_value") + ") [" + allowance;
  if (allowance == "may-flush-denormal") s += " or " + Text(lane, "alt");
  s += "], got " + Text(lane, "got") + " (" + Text(lane, "got_value") + ")";
  const std::string cls = Text(lane, "classification");
  if (!cls.empty()) s += ": " + cls;
  return s;
}

std::string DescribeLane(const Variant& v, const LaneRecord& rec) {
  return LaneLine(LaneJson(v, rec));
}

namespace {

// `text` as one word of a POSIX shell command line: in single quotes, each ' as '\''.
std::string ShellWord(const std::string& text) {
  std::string quoted = "'";
  for (char ch : text) quoted += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return quoted + "'";
}

// `text` as one word, quoted only where a shell would read a character of it otherwise.
std::string Word(const std::string& text) {
  const bool plain = !text.empty() && text.find_first_not_of(
                                          "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                          "0123456789_-+.,:/@%") == std::string::npos;
  return plain ? text : ShellWord(text);
}

}  // namespace

std::string ExactDeviceSelector(const std::string& platform, const std::string& device,
                                const std::string& driver_version) {
  return "=" + platform + " / " + device + " / " + driver_version;
}

std::string RerunCommand(const RunRecord& run, const std::string& device_selector,
                         const std::string& case_name, const std::vector<std::string>& inputs) {
  std::string s;
  for (const std::string& entry : run.environment) {
    const std::size_t eq = entry.find('=');
    if (eq == std::string::npos) continue;
    s += entry.substr(0, eq + 1) + ShellWord(entry.substr(eq + 1)) + " ";
  }
  s += run.program.empty() ? "build/clconform" : ShellWord(run.program);
  const std::string filter = " --gtest_filter='*/" + case_name + "'";
  bool filtered = false;
  for (const RecordedOption& o : run.options) {
    std::vector<std::string> values = o.values;
    if (o.rerun == RecordedOption::kDevice) values = {device_selector};
    if (!inputs.empty() && o.rerun == RecordedOption::kOperand) values = inputs;
    if (!inputs.empty() && o.rerun == RecordedOption::kWholeStream) values.clear();
    for (const std::string& v : values) s += " " + o.flag + (v.empty() ? "" : "=" + Word(v));
    if (o.rerun == RecordedOption::kDevice) {
      s += filter;
      filtered = true;
    }
  }
  return filtered ? s : s + filter;
}

bool DigestKernelOnly(const std::string& classification) {
  return classification.find(kDigestKernelOnly) != std::string::npos;
}

std::vector<std::string> RerunOperands(LaneRule rule, const std::string& classification,
                                       const std::string& input, std::vector<std::string> item) {
  if (rule != LaneRule::kConversion || DigestKernelOnly(classification)) return {};
  if (item.empty()) return {input};
  return item;
}

std::vector<std::string> RerunInputs(const Variant& v, const LaneRecord* rec) {
  if (rec == nullptr) return {};
  std::vector<std::string> item;
  for (std::uint64_t bits : rec->item) item.push_back(HexBits(v.src, bits));
  return RerunOperands(RuleOf(v), rec->classification, HexBits(v.src, rec->input), std::move(item));
}

}  // namespace clc
