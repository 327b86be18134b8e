// The coverage levels, as rows of data: what each checks of an operand type. The planner
// (harness/run/plan.cpp), the shard split's costs, the command line's checks, reports and
// expectations files all read these rows; no level is decided anywhere else.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "reference/scalar_type.h"

namespace clc {

enum class Coverage : std::uint8_t { kQuick, kFull, kExhaustive };

// Seeded random lanes of an operand type read back after its edges, where it has no stream.
inline constexpr std::uint64_t kQuickRandom = 4800;
// The lanes of a 32- or 64-bit operand type's stream: seeded random at full coverage, and at
// exhaustive coverage every pattern of a 32-bit type or as many seeded lanes of a 64-bit one.
inline constexpr std::uint64_t kFullRandom = std::uint64_t{1} << 25;
inline constexpr std::uint64_t kExhaustiveRandom64 = std::uint64_t{1} << 32;

struct CoverageRow {
  Coverage level;
  std::string_view name;       // on the command line, in reports and in expectations files
  std::uint64_t stream_lanes;  // a 32/64-bit operand type's digested stream; 0: none, edges
                               // and kQuickRandom lanes read back instead
  bool every_small_operand;    // 8- and 16-bit operand types: every input
  bool every_32bit_pattern;    // a 32-bit type's stream is every pattern, in order
  bool every_negative_check;   // every illegal spelling compiled (else a sample of each kind)
  bool whole_types_on_gpu;     // a GPU's worker batches hold an operand type each: its cases'
                               // lanes, not its programs' builds, are the work (else split
                               // by destination, the builds in several processes at once)
};

inline constexpr std::array<CoverageRow, 3> kCoverages = {{
    {Coverage::kQuick, "quick", 0, false, false, false, false},
    {Coverage::kFull, "full", kFullRandom, true, false, true, false},
    {Coverage::kExhaustive, "exhaustive", kExhaustiveRandom64, true, true, true, true},
}};
static_assert(kExhaustiveRandom64 == std::uint64_t{1} << 32, "both exhaustive streams alike");

constexpr const CoverageRow& RowOf(Coverage c) { return kCoverages[static_cast<std::size_t>(c)]; }
constexpr std::string_view NameOf(Coverage c) { return RowOf(c).name; }

constexpr std::optional<Coverage> ParseCoverage(std::string_view text) {
  for (const CoverageRow& row : kCoverages) {
    if (row.name == text) return row.level;
  }
  return std::nullopt;
}

// Whether `src` is an operand type with a stream at the levels that have one (a 32- or 64-bit
// type; narrower ones take every input instead).
constexpr bool HasStream(ScalarType src) { return Bytes(src) >= 4; }

// Whether `src`'s operands are a digested stream at `c` (a type with a stream at a level with
// one), which --operand-range slices.
constexpr bool Streamed(ScalarType src, Coverage c) {
  return RowOf(c).stream_lanes != 0 && HasStream(src);
}

}  // namespace clc
