// Chunked input spaces: edges, seeded random samples and exhaustive ranges.
#include "harness/run/input_space.h"

#include <algorithm>
#include <cstring>

#include "reference/edges.h"
#include "reference/operand_stream.h"

namespace clc {

namespace {

constexpr std::size_t kChunkElements = kChunkQuantum * 1024;  // 49,152

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

std::uint64_t Chunk::Bits(ScalarType src, std::size_t i) const {
  std::uint64_t v = 0;
  std::memcpy(&v, data.data() + i * Bytes(src), Bytes(src));
  return v;
}

InputSpace InputSpace::EdgesThenRandom(ScalarType src, std::uint64_t seed, std::uint64_t random) {
  InputSpace s(src, Kind::kEdgesThenRandom);
  s.seed_ = seed;
  s.random_inputs_ = random;
  s.chunk_elements_ = std::min<std::size_t>(kChunkElements, RoundUp(random == 0 ? 1 : random));
  return s;
}

InputSpace InputSpace::Exhaustive(ScalarType src) { return InputSpace(src, Kind::kExhaustive); }

InputSpace InputSpace::Explicit(ScalarType src, std::vector<std::uint64_t> inputs) {
  InputSpace s(src, Kind::kExplicit);
  s.explicit_ = std::move(inputs);
  s.chunk_elements_ = RoundUp(s.explicit_.size());
  return s;
}

InputSpace::InputSpace(ScalarType src, Kind kind)
    : src_(src), kind_(kind), chunk_elements_(kChunkElements) {}

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
      const StreamKeys keys = KeysOf(src_, seed_);
      for (std::uint64_t k = first; k < random_inputs_ && k < first + chunk_elements_; ++k) {
        values.push_back(StreamOperand(src_, keys, static_cast<std::uint32_t>(k)));
      }
      break;
    }
  }
  return Pack(src_, index, values);
}

}  // namespace clc
