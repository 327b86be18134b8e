// The layout of digest kernels: their variants, columns, lanes, skip words and table.
#include "kernels/digest/digest_layout.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <stdexcept>

#include "kernels/call_shape.h"
#include "reference/operand_stream.h"
#include "reference/scalar_type.h"

namespace clc {

bool DigestCapable(const Variant& v) {
  if (!IsLegal(v) || (Bytes(v.src) != 4 && Bytes(v.src) != 8)) return false;
  if (!TakesOperandValue(v)) return false;  // the operand is storage: the kernel makes values
  // A replicating conversion's lanes are not one per operand lane: read back, not digested.
  switch (RuleOf(v)) {
    case LaneRule::kConversion: return ResultsPerOperand(v) == 1;
    case LaneRule::kBits: return AsTypeRuleOf(v) != AsTypeRule::kImplementationDefined;
    case LaneRule::kTruth: break;  // the digests hold conversions and bits: read back
  }
  return false;
}

std::vector<std::vector<Variant>> KernelParts(const std::vector<Variant>& variants,
                                              std::size_t most) {
  const std::size_t n = variants.size();
  const std::size_t parts = (n + most - 1) / most;
  std::vector<std::vector<Variant>> out;
  for (std::size_t p = 0; p < parts; ++p) {
    out.emplace_back(variants.begin() + static_cast<std::ptrdiff_t>(n * p / parts),
                     variants.begin() + static_cast<std::ptrdiff_t>(n * (p + 1) / parts));
  }
  return out;
}

std::vector<KernelSpec> KernelSpecParts(const KernelSpec& whole, std::size_t most) {
  const auto parts = KernelParts(whole.variants, most);
  std::vector<KernelSpec> out;
  for (std::size_t p = 0; p < parts.size(); ++p) {
    KernelSpec part = whole;
    if (p != 0) part.name += "_" + std::to_string(p);
    part.variants = parts[p];
    out.push_back(std::move(part));
  }
  return out;
}

std::vector<DigestKernelSpec> DigestKernels(ScalarType src, bool sequential,
                                            const std::vector<Variant>& variants, std::size_t most,
                                            std::size_t group, const std::set<Variant>& alone) {
  std::map<int, std::vector<Variant>> by_width;
  for (const Variant& v : variants) {
    if (v.src == src && DigestCapable(v)) by_width[v.src_width].push_back(v);
  }
  std::vector<DigestKernelSpec> specs;
  for (auto& [w, vs] : by_width) {
    // Those alone in kernels after the others', a column a variant.
    const auto first_alone = std::stable_partition(
        vs.begin(), vs.end(), [&alone](const Variant& v) { return alone.count(v) == 0; });
    const std::vector<Variant> others(vs.begin(), first_alone), alones(first_alone, vs.end());
    int part = 0;
    for (const auto& [these, columns] :
         {std::make_pair(&others, group), std::make_pair(&alones, std::size_t{1})}) {
      if (these->empty()) continue;
      for (std::vector<Variant>& p : KernelParts(*these, most)) {
        DigestKernelSpec k;
        k.src = src;
        k.width = w;
        k.sequential = sequential;
        k.part = part++;
        k.variants = std::move(p);
        k.group = columns;
        specs.push_back(std::move(k));
      }
    }
  }
  return specs;
}

std::size_t DigestScratchBytesPerItem(const DigestKernelSpec& k) {
  std::size_t most = 0;
  for (const Variant& v : k.variants) most = std::max(most, DigestScratchBytes(v));
  return most;
}

int DigestLanesPerItem(const DigestKernelSpec& k) {
  return IsFloat(k.src) || k.width > 2 ? k.width : kIntegerLanesPerItem;
}

std::size_t DigestGlobalSize(std::uint64_t items, std::size_t most, std::uint32_t table_last) {
  const std::uint64_t whole = WholeGroups(items, kDigestGroupSize);
  return static_cast<std::size_t>(table_last != 0 ? whole : std::min<std::uint64_t>(whole, most));
}

namespace {

// The first variant of each column of `k`, then the end of its variants.
std::vector<std::size_t> ColumnBounds(const DigestKernelSpec& k) {
  std::vector<std::size_t> bounds = {0};
  for (std::size_t r = 1; r < k.variants.size(); ++r) {
    const std::size_t start = bounds.back();
    if (r - start == k.group || k.variants[r].dst != k.variants[start].dst) bounds.push_back(r);
  }
  if (!k.variants.empty()) bounds.push_back(k.variants.size());
  return bounds;
}

}  // namespace

std::size_t DigestColumns(const DigestKernelSpec& k) {
  return k.variants.empty() ? 0 : ColumnBounds(k).size() - 1;
}

bool Packable(const Variant& v) { return RuleOf(v) == LaneRule::kConversion; }

int PackedBits(const Variant& v) { return Bits(v.dst); }

std::vector<DigestWord> DigestColumnWords(const DigestKernelSpec& k, std::size_t column) {
  const auto [first, end] = DigestColumnVariants(k, column);
  std::vector<DigestWord> words;
  int used = 64;  // bits of the last word, which takes no more when full or not packable
  for (std::size_t r = first; r < end; ++r) {
    const Variant& v = k.variants[r];
    const bool joins = k.group > 1 && Packable(v) && used + PackedBits(v) <= 64;
    if (joins) {
      words.back().end = r + 1;
      used += PackedBits(v);
      continue;
    }
    words.push_back({r, r + 1});
    used = k.group > 1 && Packable(v) ? PackedBits(v) : 64;
  }
  return words;
}

std::pair<std::size_t, std::size_t> DigestColumnVariants(const DigestKernelSpec& k,
                                                         std::size_t column) {
  const std::vector<std::size_t> bounds = ColumnBounds(k);
  return {bounds.at(column), bounds.at(column + 1)};
}

std::uint64_t DigestWeight(std::size_t position) { return 2 * std::uint64_t{position} + 1; }

std::vector<std::uint64_t> DigestSkipWords(ScalarType src, const std::vector<SkipRanges>& ranges) {
  const std::uint64_t sign = std::uint64_t{1} << (Bits(src) - 1);
  const std::uint64_t none = ~std::uint64_t{0};
  std::vector<std::uint64_t> words;
  for (const SkipRanges& r : ranges) {
    const bool positive = r.lo1 <= r.hi1, negative = r.lo2 <= r.hi2;
    if ((positive && (r.lo1 >= sign || r.hi1 != sign - 1)) ||
        (negative && (r.lo2 < sign || r.hi2 != (sign | (sign - 1)))))
      throw std::logic_error("skip ranges that do not run to the end of their sign's patterns");
    words.push_back(positive ? r.lo1 : none);
    words.push_back(negative ? r.lo2 - sign : none);
  }
  return words;
}

std::string DigestKernelName(const DigestKernelSpec& k) {
  return std::string(k.sequential ? "dseq_" : "dseed_") + TypeName(k.src, k.width) +
         (k.part == 0 ? "" : "_" + std::to_string(k.part));
}

DigestTable DigestTableOf(const LaneStream& s) {
  const int size = Bytes(s.src);
  if (s.table == nullptr) return {std::vector<std::uint8_t>(std::size_t{16} * size), 0};
  LaneStream plain = s;
  plain.table = nullptr;
  DigestTable t{std::vector<std::uint8_t>(s.table->size() * size),
                static_cast<std::uint32_t>(s.table->size() - 1)};
  for (std::size_t i = 0; i < s.table->size(); ++i) {
    const std::uint64_t mix = s.Operand(i) ^ plain.Operand(i);
    std::memcpy(t.bytes.data() + i * size, &mix, size);
  }
  return t;
}

}  // namespace clc
