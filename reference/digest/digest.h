// Digests of chunks of an operand stream (every 32-bit pattern in order, or a seeded random
// stream): a device sums a hash of each result lane, the host sums the same hash of each
// expected lane, and equal sums mean every checked lane matched. The arithmetic here is
// spelled identically in OpenCL C by kernels/digest/digest_source.cpp; both sides must change
// together.
#pragma once

#include <cstdint>
#include <vector>

#include "reference/convert.h"
#include "reference/operand_stream.h"
#include "reference/skip_ranges.h"

namespace clc {

// A lane's contribution: a 64-bit mix of its lane index and its (canonical) bits. For a
// fixed index it is a bijection of the bits, so one wrong lane always changes a sum. It is
// taken in two steps so that the index's part is made once for every job over a lane.
struct LaneKey {
  std::uint64_t h;
  std::uint64_t add;
};
constexpr LaneKey KeyOfLane(std::uint64_t index) {
  const std::uint64_t h = (index * 2 + 1) * 0xbf58476d1ce4e5b9ull;
  return {h, 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2)};
}
constexpr std::uint64_t LaneHash(const LaneKey& k, std::uint64_t value) {
  std::uint64_t h = k.h ^ (value + k.add);
  h ^= h >> 31;
  h *= 0x94d049bb133111ebull;
  h ^= h >> 29;
  return h;
}
constexpr std::uint64_t LaneHash(std::uint64_t index, std::uint64_t value) {
  return LaneHash(KeyOfLane(index), value);
}

// LaneHash's inverse for a fixed index: the value whose hash is `hash`. A device's digest of
// one lane alone then gives the value it hashed (harness/run/digest_bisection.cpp).
constexpr std::uint64_t LaneValueOf(std::uint64_t index, std::uint64_t hash) {
  std::uint64_t inverse = 0x94d049bb133111ebull;  // Newton's iteration: the odd factor's inverse
  for (int i = 0; i < 5; ++i) inverse *= 2 - 0x94d049bb133111ebull * inverse;
  std::uint64_t h = hash ^ (hash >> 29) ^ (hash >> 58);
  h *= inverse;
  h ^= (h >> 31) ^ (h >> 62);
  const LaneKey k = KeyOfLane(index);
  return (h ^ k.h) - k.add;
}

// The bits a lane contributes: a NaN of a floating-point destination counts as the one
// quiet NaN (any NaN is correct there); everything else counts as it is.
constexpr std::uint64_t DigestBits(ScalarType dst, std::uint64_t bits) {
  if (!IsFloat(dst)) return bits;
  const auto& tr = Traits(dst);
  const std::uint64_t exp_mask = ((std::uint64_t{1} << tr.exponent_bits) - 1) << tr.fraction_bits;
  const std::uint64_t frac_mask = (std::uint64_t{1} << tr.fraction_bits) - 1;
  if ((bits & exp_mask) == exp_mask && (bits & frac_mask) != 0) {
    return exp_mask | (std::uint64_t{1} << (tr.fraction_bits - 1));
  }
  return bits;
}

struct ChunkDigest {
  std::uint64_t sum = 0;        // over every lane not skipped
  std::uint64_t exact = 0;      // lanes whose one correct result is in the sum
  std::uint64_t any_nan = 0;    // lanes where any NaN is correct (in the sum as the quiet NaN)
  std::uint64_t skipped = 0;    // implementation-defined lanes, left out
  std::uint64_t flushable = 0;  // lanes where a flushed result is also correct (exact in sum)
  bool ranges_hold = true;      // every implementation-defined lane was in the skip ranges (checked
                                // where a job folds its own conversion's lanes)
};

// Where lane i's operand comes from: every pattern of a 32-bit type in order (lane i is
// pattern i), the seeded stream of reference/operand_stream.h, or a table of operands (the
// edges: `table` is then set, and outlives the stream; lane i is table[i]). Lane indices past
// 2^32 wrap, as a device's 32-bit ones do.
struct LaneStream {
  ScalarType src = ScalarType::kUInt;
  bool sequential = true;
  StreamKeys keys;
  const std::vector<std::uint64_t>* table = nullptr;
  std::uint64_t Operand(std::uint64_t i) const {
    if (table != nullptr) return (*table)[i];
    const auto lane = static_cast<std::uint32_t>(i);
    return sequential ? lane : StreamOperand(src, keys, lane);
  }
};

// The expected digest of lanes first .. first+count-1 of `s` under `c` (source s.src).
ChunkDigest ExpectedDigest(const Conversion& c, const FpCaps& caps, const LaneStream& s,
                           std::uint64_t first, std::uint64_t count, const SkipRanges& skip);

// A member of a packed word: conversion c's bits (a NaN as DigestBits' quiet NaN, 0 where the
// operand is in `skip`) at bit `offset` of the word.
struct WordMember {
  Conversion c;
  SkipRanges skip;
  int offset = 0;
};

// One digest to compute over shared lanes: a conversion, as_type's identity, or a packed word.
struct DigestJob {
  bool identity = false;
  int keep_of_four = 0;  // identity: 3 when only the first three lanes of four are results
  Conversion c;
  SkipRanges skip;
  // Not empty: a packed word (`c` and `skip` unused). Each lane adds the lane hash of its word,
  // its members' bits side by side (WordLaneValue), so one hash covers up to 64 bits of
  // results with the strength of a hash per result: the word is a bijection of the members'
  // bits. Only the digest's `sum` is set; the members' own jobs count their lanes.
  std::vector<WordMember> word = {};
  // A conversion's job whose lanes are only counted: its `sum` stays 0. A digest run marks so
  // the cases it digests only in words of several cases; it needs their own sums only where
  // a word's digest differs, and makes them then (harness/digest/host_digests.h's Complete).
  bool counts_only = false;
};

// The value a word's lane hashes: each member's result bits as DigestBits gives them (bits[k]
// is member k's for the lane's operand `operand`), 0 where the operand is in the member's skip
// ranges, shifted to the member's offset and side by side.
std::uint64_t WordLaneValue(const std::vector<WordMember>& word, const std::uint64_t* bits,
                            std::uint64_t operand);

// The expected digests of every job over lanes first .. first+count-1 of `s`, added to
// out[j]; each block of operands is made once for all jobs.
void AddExpectedDigests(const std::vector<DigestJob>& jobs, const FpCaps& caps, const LaneStream& s,
                        std::uint64_t first, std::uint64_t count, ChunkDigest* out);

// AddExpectedDigests as it was before the decomposed reference: each conversion's lanes made
// on their own, operand by operand (reference/digest/digest_per_conversion.cpp). Kept as the
// benchmark's baseline and the tests' witness; it takes no word or counts-only jobs
// (std::invalid_argument).
void AddExpectedDigestsPerConversion(const std::vector<DigestJob>& jobs, const FpCaps& caps,
                                     const LaneStream& s, std::uint64_t first, std::uint64_t count,
                                     ChunkDigest* out);

// Adds the counts and the sum of `b` to `a`.
void Add(ChunkDigest& a, const ChunkDigest& b);

// The expected digest of as_type with the same element size: lane i holds operand i's bits;
// with `keep_of_four` = 3 only the first three lanes of each four are results (4 to 3).
ChunkDigest ExpectedIdentityDigest(const LaneStream& s, std::uint64_t first, std::uint64_t count,
                                   int keep_of_four);

}  // namespace clc
