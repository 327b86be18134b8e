// What the two ways of making expected digests share (reference/digest/digest.cpp's decomposed path
// and reference/digest/digest_per_conversion.cpp's baseline): which conversions' lanes a set of
// jobs needs and who takes them, a block of operands, and as_type's identity digest. Private to the
// reference's digest sources; reference/digest/digest.h is the interface.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "reference/digest/digest.h"

namespace clc::digest_lanes {

// The lanes a job of conversion `c` folds: a non-saturating floating-point to integer conversion
// folds its saturating twin's, which are its own wherever it is defined (elsewhere its lanes are
// implementation-defined and in its skip ranges), so the twins cost one conversion.
// digest_test checks the claim on every such conversion and the digests against a lane by
// lane fold of Expect.
Conversion LanesOf(Conversion c);

// A word member's place: its word (among the word jobs) and its index in that word.
struct MemberAt {
  std::size_t word;
  std::size_t member;
};

// The conversions whose lanes are made, each with the jobs that fold them and the word
// members that pack them; and the word jobs, in order. Identity jobs are in none.
struct LaneGroups {
  std::vector<Conversion> lanes;
  std::vector<std::vector<const DigestJob*>> takers;
  std::vector<std::vector<ChunkDigest*>> into;
  std::vector<std::vector<MemberAt>> members;
  std::vector<bool> hashed;  // whether a job that takes the lanes sums their hashes
  std::vector<const DigestJob*> words;
  std::vector<ChunkDigest*> word_into;
  LaneGroups(const std::vector<DigestJob>& jobs, ChunkDigest* out);

 private:
  std::size_t GroupOf(const Conversion& c);
};

// One block of lanes: n operands (as 64-bit values, and packed in the source type where a
// path needs them so) and their keys.
struct Block {
  std::size_t n;
  const LaneKey* keys;
  const std::uint64_t* wide;
  const std::uint8_t* packed;
};

// A block's lanes (from lane `at` on) into an identity job's digest (ExpectedIdentityDigest).
void FoldIdentity(int keep_of_four, std::uint64_t at, const Block& b, ChunkDigest& d);

}  // namespace clc::digest_lanes
