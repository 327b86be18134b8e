// Chunked input spaces: edges, seeded random samples and exhaustive ranges.
#include "harness/input_space.h"

#include <cstring>

#include "reference/edges.h"

namespace clc {

namespace {

constexpr std::size_t kChunkElements = kChunkQuantum * 1024;  // 49,152
constexpr std::uint64_t kQuickRandom = 4800;
constexpr std::uint64_t kFullRandom = std::uint64_t{1} << 25;
constexpr std::uint64_t kExhaustiveRandom64 = std::uint64_t{1} << 32;

std::uint64_t SplitMix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// Random bits for floating-point sources: half uniformly random, half with an exponent
// drawn near the integer ranges, where conversions to integers are decided.
std::uint64_t RandomInput(ScalarType src, std::uint64_t r) {
  const auto& tr = Traits(src);
  if (!tr.is_float || (r & 1) == 0) return r >> 1;
  const int bias = (1 << (tr.exponent_bits - 1)) - 1;
  const int unbiased = static_cast<int>((r >> 1) % 72) - 4;  // 2^-4 .. 2^67
  const auto field = static_cast<std::uint64_t>(static_cast<std::int64_t>(unbiased) + bias);
  const std::uint64_t sign = (r >> 9) & 1;
  const std::uint64_t frac = (r >> 10) & ((std::uint64_t{1} << tr.fraction_bits) - 1);
  return (sign << (Bits(src) - 1)) | (field << tr.fraction_bits) | frac;
}

std::size_t RoundUp(std::size_t n) {
  return (n + kChunkQuantum - 1) / kChunkQuantum * kChunkQuantum;
}

Chunk Pack(ScalarType src, std::size_t index, const std::vector<std::uint64_t>& values) {
  Chunk c;
  c.index = index;
  c.valid = values.size();
  const std::size_t n = RoundUp(values.empty() ? 1 : values.size());
  const std::size_t size = Bytes(src);
  c.data.resize(n * size);
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t v = values.empty() ? 0 : values[i < values.size() ? i : 0];
    std::memcpy(c.data.data() + i * size, &v, size);  // little-endian host and devices
  }
  return c;
}

}  // namespace

std::optional<Coverage> ParseCoverage(std::string_view text) {
  if (text == "quick") return Coverage::kQuick;
  if (text == "full") return Coverage::kFull;
  if (text == "exhaustive") return Coverage::kExhaustive;
  return std::nullopt;
}

std::string_view NameOf(Coverage c) {
  switch (c) {
    case Coverage::kQuick: return "quick";
    case Coverage::kFull: return "full";
    case Coverage::kExhaustive: return "exhaustive";
  }
  return "?";
}

std::uint64_t Chunk::Bits(ScalarType src, std::size_t i) const {
  std::uint64_t v = 0;
  std::memcpy(&v, data.data() + i * Bytes(src), Bytes(src));
  return v;
}

InputSpace::InputSpace(ScalarType src, Coverage coverage, std::uint64_t seed)
    : src_(src), seed_(seed), chunk_elements_(kChunkElements) {
  const int bits = clc::Bits(src);
  const bool exhaustive = bits <= 16 || (coverage == Coverage::kExhaustive && bits <= 32);
  if (coverage != Coverage::kQuick && exhaustive) {
    kind_ = Kind::kExhaustive;
    return;
  }
  kind_ = Kind::kEdgesThenRandom;
  random_inputs_ = coverage == Coverage::kQuick  ? kQuickRandom
                   : coverage == Coverage::kFull ? kFullRandom
                                                 : kExhaustiveRandom64;
  if (coverage == Coverage::kQuick) chunk_elements_ = RoundUp(kQuickRandom);
}

InputSpace::InputSpace(ScalarType src, std::vector<std::uint64_t> inputs)
    : src_(src),
      kind_(Kind::kExplicit),
      explicit_(std::move(inputs)),
      chunk_elements_(RoundUp(explicit_.size())) {}

std::uint64_t InputSpace::TotalInputs() const {
  switch (kind_) {
    case Kind::kExplicit: return explicit_.size();
    case Kind::kExhaustive: return std::uint64_t{1} << clc::Bits(src_);
    case Kind::kEdgesThenRandom: return EdgeInputs(src_).size() + random_inputs_;
  }
  return 0;
}

std::size_t InputSpace::ChunkCount() const {
  switch (kind_) {
    case Kind::kExplicit: return 1;
    case Kind::kExhaustive:
      return static_cast<std::size_t>(
          ((std::uint64_t{1} << clc::Bits(src_)) + chunk_elements_ - 1) / chunk_elements_);
    case Kind::kEdgesThenRandom:
      return 1 + static_cast<std::size_t>((random_inputs_ + chunk_elements_ - 1) / chunk_elements_);
  }
  return 0;
}

Chunk InputSpace::MakeChunk(std::size_t index) const {
  std::vector<std::uint64_t> values;
  switch (kind_) {
    case Kind::kExplicit: values = explicit_; break;
    case Kind::kExhaustive: {
      const std::uint64_t total = std::uint64_t{1} << clc::Bits(src_);
      const std::uint64_t first = static_cast<std::uint64_t>(index) * chunk_elements_;
      for (std::uint64_t v = first; v < total && v < first + chunk_elements_; ++v)
        values.push_back(v);
      break;
    }
    case Kind::kEdgesThenRandom: {
      if (index == 0) {
        values = EdgeInputs(src_);
        break;
      }
      const std::uint64_t first = static_cast<std::uint64_t>(index - 1) * chunk_elements_;
      const std::uint64_t stream = SplitMix(seed_ ^ (static_cast<std::uint64_t>(src_) << 56));
      for (std::uint64_t k = first; k < random_inputs_ && k < first + chunk_elements_; ++k) {
        values.push_back(RandomInput(src_, SplitMix(stream + k)));
      }
      break;
    }
  }
  return Pack(src_, index, values);
}

}  // namespace clc
