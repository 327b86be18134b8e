// Which cases a shard of a run takes (GoogleTest's GTEST_TOTAL_SHARDS / GTEST_SHARD_INDEX):
// a pure function of (the selection, in registration order; the coverage; the shard count), so
// that every shard of a set, in whatever process or machine, splits the selection alike.
//
// GoogleTest's own round-robin gives every shard a slice of every operand type and every
// negative-check program, so every shard builds every program and computes the reference for
// every operand type. Here a shard takes units of work that are its own: the legal cases of
// one operand type (one program group, one reference decomposition: harness/run/plan.h), and
// the negative checks of one program (kNegativeBatch of them, in order). Units go, costliest
// first, to the shard whose dearer side (ShardUnit: host or device, each as a share of the
// selection's) they raise least. An operand type is split by destination kind (floating-point,
// or integer of a size) where the units are fewer than the shards; then the types are split,
// costliest first, one after another, and the coarsest of those splits whose dearest shard is
// within a twentieth of the cheapest is taken: a split type's parts build its programs each
// (their cost counts), so a type is split only where that balances the shards (three 32-bit types
// over two GPUs: the float operand's reference is 2.7 times an integer operand's).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "harness/run/input_space.h"
#include "reference/variant.h"

namespace clc {

// A unit's device cost: the lanes its cases check at the coverage (lanes of the operand type,
// each case), and kShardProgramLanes a program it builds (PoCL 3.1 on 2 cores: a program's
// build costs what checking some 0.5 M lanes does). Its host cost: where the operand stream is
// digested, the lanes of the host's reference (its distinct digest jobs' lanes).
inline constexpr std::uint64_t kShardProgramLanes = std::uint64_t{1} << 19;

// Cases that are done together, and what they cost on the device side and on the host's. A
// first run on a GPU is bound by the host's side (on an H200 machine the reference takes 1,467
// CPU-seconds, the device about 10 s, for the 8/16/32-bit sources' exhaustive run), a run from
// a warm digest store or on a CPU device by the device's: a shard set is dealt so that no
// shard's share of either side is far above an even one.
struct ShardUnit {
  std::vector<std::size_t> cases;  // indices into the selection, in order
  std::uint64_t device = 0;
  std::uint64_t host = 0;
};

// The units of `cases` at `coverage`, refined (see above) for `shards` shards; ordered by their
// first case.
std::vector<ShardUnit> ShardUnits(const std::vector<Variant>& cases, Coverage coverage,
                                  std::size_t shards);

// For each case of `cases`, the shard (0 to shards-1) that runs it.
std::vector<std::size_t> ShardOfCases(const std::vector<Variant>& cases, Coverage coverage,
                                      std::size_t shards);

// The cases of shard `index` of `shards`, in the selection's order.
std::vector<Variant> ShardCases(const std::vector<Variant>& cases, Coverage coverage,
                                std::size_t shards, std::size_t index);

}  // namespace clc
