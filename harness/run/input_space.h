// The inputs of a run as a value: chunks that are a pure function of
// (source type, coverage, seed, chunk index), so any chunk can be rerun alone.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "reference/coverage.h"
#include "reference/scalar_type.h"

namespace clc {

// Operand elements in one chunk are a multiple of this, so that every width from 1 to 16
// (3 included) runs a whole number of work items.
inline constexpr std::size_t kChunkQuantum = 48;

struct Chunk {
  std::size_t index = 0;
  std::vector<std::uint8_t> data;  // elements of the source type, padded to kChunkQuantum
  std::size_t valid = 0;           // elements past this are padding and are not compared
  std::size_t Elements(ScalarType src) const { return data.size() / Bytes(src); }
  std::uint64_t Bits(ScalarType src, std::size_t i) const;
};

// Which lanes of an operand type a run reads back; harness/run/plan.cpp chooses one.
class InputSpace {
 public:
  InputSpace() = default;
  // The edges (reference/edges.h) in chunk 0, then `random` lanes of the seeded stream
  // (reference/operand_stream.h, lanes 0 .. random-1).
  static InputSpace EdgesThenRandom(ScalarType src, std::uint64_t seed, std::uint64_t random);
  // Every pattern of an 8-, 16- or 32-bit type, in order.
  static InputSpace Exhaustive(ScalarType src);
  // Only these inputs, in one chunk (a rerun of a reported mismatch, or the lanes that a
  // digested stream reads back).
  static InputSpace Explicit(ScalarType src, std::vector<std::uint64_t> inputs);

  ScalarType src() const { return src_; }
  std::size_t ChunkCount() const;
  std::uint64_t TotalInputs() const;
  Chunk MakeChunk(std::size_t index) const;

 private:
  enum class Kind : std::uint8_t { kEdgesThenRandom, kExhaustive, kExplicit };
  InputSpace(ScalarType src, Kind kind);
  ScalarType src_ = ScalarType::kInt;
  Kind kind_ = Kind::kExplicit;
  std::uint64_t seed_ = 0;
  std::uint64_t random_inputs_ = 0;  // kEdgesThenRandom: random inputs after the edges
  std::vector<std::uint64_t> explicit_;
  std::size_t chunk_elements_ = kChunkQuantum;
};

}  // namespace clc
