// OpenCL C for digest kernels.
#include "kernels/digest/digest_source.h"

#include <algorithm>
#include <set>
#include <sstream>
#include <stdexcept>

#include "kernels/call_shape.h"
#include "kernels/kernel_source.h"
#include "reference/scalar_type.h"

namespace clc {

namespace {

// The unsigned integer type of `bytes` bytes: the digest kernels' words are 32-bit (the stream's
// mix) and 64-bit (the lane hash) whatever the operand type.
std::string UnsignedName(int bytes) { return std::string(Name(UnsignedOfSize(bytes))); }
std::string UnsignedOf(ScalarType t) { return UnsignedName(Bytes(t)); }

std::string Vec(const std::string& scalar, int width) {
  return width == 1 ? scalar : scalar + std::to_string(width);
}

// The lane sum of a vector expression held in `name`.
std::string LaneSum(const std::string& name, int width) {
  if (width == 1) return name;
  std::string s;
  for (int l = 0; l < width; ++l) s += (l ? " + " : "") + name + ".s" + LaneDigit(l);
  return s;
}

// `text`'s lines two spaces further in.
std::string Indented(const std::string& text) {
  std::string out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = text.find('\n', at);
    const std::size_t stop = end == std::string::npos ? text.size() : end + 1;
    out += "  " + text.substr(at, stop - at);
    at = stop;
  }
  return out;
}

// `value` where `mask` holds (a comparison's result), else `keep`; scalar comparisons give
// 1 where vector ones give -1, hence the two spellings.
std::string Where(const std::string& mask, const std::string& value, const std::string& keep,
                  const std::string& type, int width) {
  if (width == 1) return "((" + mask + ") ? (" + type + ")(" + value + ") : " + keep + ")";
  return "select(" + keep + ", (" + Vec(type, width) + ")(" + value + "), " + mask + ")";
}

// Helpers for one width: the stream's mix and the lane hash of reference/digest/digest.h.
std::string Helpers(int w) {
  const std::string u = Vec(UnsignedName(4), w);
  const std::string ul = Vec(UnsignedName(8), w);
  const std::string n = std::to_string(w);
  std::ostringstream s;
  s << u << " clc_mix_" << n << "(" << u << " x) {\n"
    << "  x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;\n"
    << "  return x;\n}\n"
    << ul << " clc_hash_" << n << "(" << ul << " index, " << ul << " value) {\n"
    << "  " << ul << " h = (index * 2UL + 1UL) * 0xbf58476d1ce4e5b9UL;\n"
    << "  h ^= value + 0x9e3779b97f4a7c15UL + (h << 6) + (h >> 2);\n"
    << "  h ^= h >> 31; h *= 0x94d049bb133111ebUL; h ^= h >> 29;\n"
    << "  return h;\n}\n";
  return s.str();
}

// Whether a variant can have implementation-defined lanes (left out by operand ranges).
bool MaySkip(const Variant& v) {
  return RuleOf(v) == LaneRule::kConversion && IsFloat(v.src) && !IsFloat(v.dst) && !v.saturate;
}

// Where a variant of `k` may leave lanes out, the statements that define each lane's
// magnitude (its operand's bits less the sign) and whether it is negative: shared by every
// variant, each of which compares the magnitude with its sign's threshold (DigestSkipWords).
std::string SkipOperand(const DigestKernelSpec& k) {
  if (std::none_of(k.variants.begin(), k.variants.end(), MaySkip)) return "";
  const int w = DigestLanesPerItem(k);
  const ScalarType u = UnsignedOfSize(Bytes(k.src));
  const std::uint64_t sign = std::uint64_t{1} << (Bits(k.src) - 1);
  const std::string uv = Vec(std::string(Name(u)), w);
  const std::string iv = Vec(std::string(Name(u).substr(1)), w);  // uint to int, ulong to long
  return "    const " + uv + " clc_mag = as_" + uv + "(x) & " + Literal(u, sign - 1) + ";\n" +
         "    const " + iv + " clc_neg = as_" + iv + "(x) < 0;\n";
}

// Statements that define `x`, the operands of item t (lane indices in `i`): the stream's, or
// a table's.
std::string Operands(const DigestKernelSpec& k) {
  const int w = DigestLanesPerItem(k);
  const std::string n = std::to_string(w);
  const std::string u = Vec(UnsignedName(4), w);
  const std::string src = TypeName(k.src, w);
  std::ostringstream s;
  if (w == 1) {
    s << "    const uint i = first + t;\n";
  } else {
    s << "    const " << u << " i = (" << u << ")(";
    for (int l = 0; l < w; ++l) s << (l ? ", " : "") << l;
    s << ") + (first + t * " << w << "u);\n";
  }
  // A table's operands: each lane's operand XOR the stream's, read once per item (`tw`, see
  // Kernel).
  const std::string table = "tw";
  if (k.sequential) {
    s << "    const " << src << " x = as_" << src << "(i ^ " << table << ");\n" << SkipOperand(k);
    return s.str();
  }
  const auto& tr = Traits(k.src);
  const bool wide = tr.bytes == 8;
  const std::string vt = wide ? Vec(UnsignedName(8), w) : u;
  s << "    " << vt << " v = ";
  if (wide) {
    s << "(convert_" << vt << "(clc_mix_" << n << "(i ^ key_high)) << 32) | convert_" << vt
      << "(clc_mix_" << n << "(i ^ key_low));\n";
  } else {
    s << "clc_mix_" << n << "(i ^ key_low);\n";
  }
  if (tr.is_float) {
    const unsigned bias = (1u << (tr.exponent_bits - 1)) - 1;
    const std::string frac_mask = "0x" + [&] {
      std::ostringstream h;
      h << std::hex << ((std::uint64_t{1} << tr.fraction_bits) - 1);
      return h.str();
    }() + (wide ? "UL" : "u");
    s << "    {\n"
      << "      const " << u << " s = clc_mix_" << n << "(i ^ key_shape);\n"
      << "      const " << vt << " field = convert_" << vt << "((((s >> 1) & 0xffffu) * "
      << ShapedExponents(k.src) << "u >> 16) + " << bias - 4 << "u);\n"
      << "      const " << vt << " sign = convert_" << vt << "((s >> 17) & 1u);\n"
      << "      const " << vt << " shaped = (sign << " << 8 * tr.bytes - 1 << ") | (field << "
      << tr.fraction_bits << ") | (v & " << frac_mask << ");\n"
      << "      const " << vt << " m = convert_" << vt << "(s & 1u) * "
      << (wide ? "0xffffffffffffffffUL" : "0xffffffffu") << ";\n"
      << "      v ^= (v ^ shaped) & m;\n"
      << "    }\n";
  }
  s << "    const " << src << " x = as_" << src << "(v ^ " << table << ");\n" << SkipOperand(k);
  return s.str();
}

// Whether `v` is an as_type of 4 lanes to 3 (kFirstThreeUnchanged): its digest folds the
// first three lanes of each item.
bool FirstThree(const Variant& v) {
  return RuleOf(v) == LaneRule::kBits && AsTypeRuleOf(v) == AsTypeRule::kFirstThreeUnchanged;
}

// The statement that stores the values `d` that variant r's lanes hash, `w` lanes an item
// (DigestKernelSpec::store_lanes).
std::string StoreLanes(std::size_t r, int w, int lanes) {
  const std::string at = "(size_t)items * " + std::to_string(w) + "u * " + std::to_string(r) + "u";
  if (lanes == 1) return "      out_lanes[" + at + " + t] = d;\n";
  return "      vstore" + std::to_string(lanes) + "(d, 0, out_lanes + " + at + " + (size_t)t * " +
         std::to_string(w) + "u);\n";
}

// The statements that define `b`, variant r's result bits in `lanes` lanes (`w` lanes an item),
// a NaN of a floating-point destination as the one quiet NaN (reference/digest/digest.h's
// DigestBits).
std::string ResultStatements(const Variant& v, std::size_t r, int w, int lanes) {
  std::string s = ResultBits(v, w, lanes, r);
  if (RuleOf(v) != LaneRule::kConversion || !IsFloat(v.dst)) return s;
  const auto& tr = Traits(v.dst);
  const std::uint64_t exp = ((std::uint64_t{1} << tr.exponent_bits) - 1) << tr.fraction_bits;
  const std::uint64_t frac = (std::uint64_t{1} << tr.fraction_bits) - 1;
  // A literal of the bits' type: narrower than uint, a suffixed one would widen a vector.
  const auto literal = [&tr](std::uint64_t bits) {
    if (tr.bytes < 4) return Literal(UnsignedOfSize(tr.bytes), bits);
    std::ostringstream h;
    h << "0x" << std::hex << bits << (tr.bytes == 8 ? "UL" : "u");
    return h.str();
  };
  const std::string e = literal(exp);
  const std::string f = literal(frac);
  const std::string q = literal(exp | (std::uint64_t{1} << (tr.fraction_bits - 1)));
  return s + "      b = " +
         Where("((b & " + e + ") == " + e + ") & ((b & " + f +
                   ") != " + (tr.bytes < 4 ? literal(0) : "0") + ")",
               q, "b", UnsignedOf(v.dst), lanes) +
         ";\n";
}

// The statement that sets `var` (ulong lanes) to 0 where variant r leaves a lane out (none where
// it leaves none out).
std::string SkipStatement(const Variant& v, std::size_t r, int lanes, const std::string& var) {
  if (!MaySkip(v)) return "";
  const std::string rs = std::to_string(r);
  const std::string ul = Vec(UnsignedName(8), lanes);
  const std::string u = UnsignedOf(v.src);
  const std::string from = lanes == 1 ? "(clc_neg ? t2_" + rs + " : t1_" + rs + ")"
                                      : "select((" + Vec(u, lanes) + ")(t1_" + rs + "), (" +
                                            Vec(u, lanes) + ")(t2_" + rs + "), clc_neg)";
  // Vectors compare as 64-bit lanes, whose result is select's 64-bit mask: Rusticl 22.3
  // (llvmpipe) selected h where the mask was a 32-bit comparison's converted to long.
  const std::string mask = lanes == 1
                               ? "clc_mag >= " + from
                               : "convert_" + ul + "(clc_mag) >= convert_" + ul + "(" + from + ")";
  return "      " + var + " = " + Where(mask, "0", var, UnsignedName(8), lanes) + ";\n";
}

// The statement that adds `h`'s lanes, times the weight of its place, into its column.
std::string AddToColumn(int lanes, DigestPlace place) {
  const std::uint64_t weight = DigestWeight(place.position);
  return "      a" + std::to_string(place.column) + " += " +
         (weight == 1 ? LaneSum("h", lanes)
                      : "(" + LaneSum("h", lanes) + ") * " + std::to_string(weight) + "UL") +
         ";\n";
}

// The statements that fold variant r's lanes into the digest of its column (a_<column>),
// times the weight of its place, `w` lanes an item (`x` holds them), each lane's hashed value
// also stored where `store`.
std::string Fold(const Variant& v, std::size_t r, int w, bool store, DigestPlace place) {
  const bool first_three = FirstThree(v);
  const int lanes = first_three ? 3 : w;
  const std::string ul = Vec(UnsignedName(8), lanes);
  std::ostringstream s;
  s << "    {\n" << ResultStatements(v, r, w, lanes);
  const std::string index = first_three ? "convert_ulong3(i.s012)" : "convert_" + ul + "(i)";
  std::string hashed = "convert_" + ul + "(b)";
  if (store) {
    s << "      const " << ul << " d = " << hashed << ";\n" << StoreLanes(r, w, lanes);
    hashed = "d";
  }
  s << "      " << ul << " h = clc_hash_" << lanes << "(" << index << ", " << hashed << ");\n"
    << SkipStatement(v, r, lanes, "h") << AddToColumn(lanes, place) << "    }\n";
  return s.str();
}

// The statements that fold word `word` of `k` (several variants) into the digest of its column,
// times the weight of its place: each member's bits (0 where it leaves a lane out) at its
// offset in one 64-bit lane value, which is hashed once (reference/digest/digest.h's
// WordLaneValue).
std::string FoldWord(const DigestKernelSpec& k, const DigestWord& word, int w, DigestPlace place) {
  const std::string ul = Vec(UnsignedName(8), w);
  std::ostringstream s;
  s << "    {\n      " << ul << " clc_w = 0;\n";
  int offset = 0;
  for (std::size_t r = word.first; r < word.end; ++r) {
    const Variant& v = k.variants[r];
    s << "      {\n"
      << Indented(ResultStatements(v, r, w, w) + "      " + ul + " m = convert_" + ul + "(b);\n" +
                  SkipStatement(v, r, w, "m") + "      clc_w |= m" +
                  (offset == 0 ? "" : " << " + std::to_string(offset)) + ";\n")
      << "      }\n";
    offset += PackedBits(v);
  }
  s << "      " << ul << " h = clc_hash_" << w << "(convert_" << ul << "(i), clc_w);\n"
    << AddToColumn(w, place) << "    }\n";
  return s.str();
}

const char* const kSumColumns = R"(
__kernel void clc_sum_columns(__global const ulong* partial, uint rows, uint cols,
                              __global ulong* out) {
  const uint c = get_global_id(0);
  if (c >= cols) return;
  ulong s = 0;
  for (uint r = 0; r < rows; ++r) s += partial[(size_t)r * cols + c];
  out[c] = s;
}
)";

std::string Kernel(const DigestKernelSpec& k) {
  if (k.group == 0 || (k.store_lanes && DigestColumns(k) != k.variants.size()))
    throw std::logic_error(
        "a digest kernel has a group of one variant or more, and one storing "
        "its lanes a column a variant");
  std::ostringstream s;
  s << "__kernel __attribute__((reqd_work_group_size(" << kDigestGroupSize << ", 1, 1)))\n"
    << "void " << DigestKernelName(k)
    << "(uint first, uint items, uint key_low, uint key_high, uint key_shape,\n"
    << "    __global const ulong* skip, __global ulong* partial, __global const "
    << UnsignedOf(k.src) << "* table, uint table_last"
    << (k.store_lanes ? ", __global ulong* out_lanes" : "")
    << (DigestScratchBytesPerItem(k) != 0 ? ", __global uchar* scratch" : "") << ") {\n"
    << ScratchDeclarations(k.variants, kDigestGroupSize, true);
  const std::size_t columns = DigestColumns(k);
  for (std::size_t c = 0; c < columns; ++c) s << "  ulong a" << c << " = 0;\n";
  for (std::size_t r = 0; r < k.variants.size(); ++r) {
    const std::string rs = std::to_string(r);
    if (MaySkip(k.variants[r])) {
      const std::string u = UnsignedOf(k.src);
      s << "  const " << u << " t1_" << rs << " = (" << u << ")skip[" << 2 * r << "], t2_" << rs
        << " = (" << u << ")skip[" << 2 * r + 1 << "];\n";
    }
  }
  // Every item takes the same number of trips, and its table words are read before them:
  // PoCL vectorizes a loop across work items only so: clconform-bench's shapes on PoCL 3.1
  // (2 cores) ran the vstore_half_rte digest kernel at 1.09 ns a lane so, 1.97 ns in a
  // grid-stride loop reading each lane's table word (the built-in alone: 0.43 ns).
  // The table holds each lane's operand XOR the stream's, and for the stream itself 16 words
  // of zeros (table_last 0); a launch of a longer table runs an item per work item
  // (DigestGlobalSize). No branch on the table: a compiler that unswitches a loop on one
  // doubles the kernel it compiles.
  const int lanes = DigestLanesPerItem(k);
  const std::string n = std::to_string(lanes);
  const std::string words = Vec(UnsignedOf(k.src), lanes);
  s << "  const uint span = (uint)get_global_size(0), item = (uint)get_global_id(0);\n"
    << "  const " << words << " tw = "
    << (lanes == 1 ? "table[min(first + item, table_last)]"
                   : "vload" + n + "(0, table + min(first + item * " + n + "u, table_last))")
    << ";\n"
    << "  const uint trips = items / span + (items % span != 0);\n"
    << "  for (uint j = 0; j < trips; ++j) {\n"
    << "    const uint t = j * span + item;\n"
    << "    if (t >= items) continue;\n"
    << Operands(k);
  for (std::size_t c = 0; c < columns; ++c) {
    const std::vector<DigestWord> words = DigestColumnWords(k, c);
    for (std::size_t p = 0; p < words.size(); ++p) {
      const DigestWord& word = words[p];
      s << (word.end - word.first == 1
                ? Fold(k.variants[word.first], word.first, lanes, k.store_lanes, {c, p})
                : FoldWord(k, word, lanes, {c, p}));
    }
  }
  s << "  }\n"
    << "  const size_t at = get_global_id(0) * " << columns << ";\n";
  for (std::size_t c = 0; c < columns; ++c) s << "  partial[at + " << c << "] = a" << c << ";\n";
  s << "}\n";
  return s.str();
}

}  // namespace

std::string DigestProgramSource(const std::vector<DigestKernelSpec>& kernels) {
  std::vector<Variant> all;
  std::set<int> widths;
  for (const auto& k : kernels) {
    all.insert(all.end(), k.variants.begin(), k.variants.end());
    widths.insert(DigestLanesPerItem(k));
    for (const Variant& v : k.variants) {
      if (FirstThree(v)) widths.insert(3);
    }
  }
  std::string s = ExtensionPragmas(all);
  for (int w : widths) s += Helpers(w);
  for (const auto& k : kernels) s += "\n" + Kernel(k);
  return s + kSumColumns;
}

}  // namespace clc
