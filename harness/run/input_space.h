// The inputs of a run as a value: chunks that are a pure function of
// (source type, coverage, seed, chunk index), so any chunk can be rerun alone.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "reference/scalar_type.h"

namespace clc {

enum class Coverage : std::uint8_t { kQuick, kFull, kExhaustive };

std::optional<Coverage> ParseCoverage(std::string_view text);
std::string_view NameOf(Coverage c);

// Seeded random lanes per conversion after the edges (reference/operand_stream.h's stream,
// lanes 0 .. n-1), for operand types that are not covered exhaustively.
inline constexpr std::uint64_t kQuickRandom = 4800;
inline constexpr std::uint64_t kFullRandom = std::uint64_t{1} << 25;
inline constexpr std::uint64_t kExhaustiveRandom64 = std::uint64_t{1} << 32;
std::uint64_t RandomLanes(Coverage coverage);

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

class InputSpace {
 public:
  InputSpace(ScalarType src, Coverage coverage, std::uint64_t seed);
  // Only these inputs, in one chunk (a rerun of a reported mismatch).
  InputSpace(ScalarType src, std::vector<std::uint64_t> inputs);

  ScalarType src() const { return src_; }
  std::size_t ChunkCount() const;
  std::uint64_t TotalInputs() const;
  Chunk MakeChunk(std::size_t index) const;

 private:
  enum class Kind : std::uint8_t { kEdgesThenRandom, kExhaustive, kExplicit };
  ScalarType src_;
  Kind kind_;
  std::uint64_t seed_ = 0;
  std::uint64_t random_inputs_ = 0;  // kEdgesThenRandom: random inputs after the edges
  std::vector<std::uint64_t> explicit_;
  std::size_t chunk_elements_;
};

}  // namespace clc
