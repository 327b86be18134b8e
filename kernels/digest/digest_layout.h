// What digest kernels hold and how their work is laid out (kernels/digest/digest_source.h writes
// their OpenCL C): which variants a digest can check, the kernels and columns they share, the
// lanes of a work item and the launch's work items, the skip words and the operand table. The
// harness sizes its buffers and launches from these, and the host's expected digests of a
// column from its weights.
#pragma once

#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "kernels/kernel_source.h"
#include "reference/digest/digest.h"
#include "reference/skip_ranges.h"
#include "reference/variant.h"

namespace clc {

inline constexpr int kDigestGroupSize = 64;

// Whether a variant can be checked by digest: a convert_* or an as_type whose result is
// defined bit for bit, with a 32- or 64-bit operand type.
bool DigestCapable(const Variant& v);

// One kernel: digest-capable variants of one operand type and width.
struct DigestKernelSpec {
  ScalarType src = ScalarType::kUInt;
  int width = 1;
  bool sequential = false;  // lane i's operand is pattern i (32-bit types only), else seeded
  std::vector<Variant> variants;
  int part = 0;  // its index among the kernels of its width (part of its name when not 0)
  // Also stores each lane's hashed value: the same kernel for judging a differing digest on
  // the lanes it computed itself (a driver may compute a built-in otherwise in another kernel).
  // Only with a column a variant.
  bool store_lanes = false;
  // Variants a digest (a column of the kernel's partials) holds at most: consecutive variants
  // of one result type share one (DigestColumnVariants), their words' digests weighted.
  std::size_t group = 1;
};

// Variants a column of a run's digest kernels holds where the harness asks no other: a
// compiler keeps every column's sum across the kernel's loop, and a hundred of them cost PoCL
// 3.1 markedly more to compile and to run than ten (on 2 cores, a from-float kernel of about 90
// sums compiled in 2.35 s against 1.40 s with one; the six from-float digest kernels took 9.17 s
// to compile and 6.46 s to run with a sum a variant, 7.07 s and 6.30 s with ten a column). A
// column's digest is the weighted sum of its variants' (mod 2^64), so the
// host's per-variant digests give it, and two variants' results exchanged still change it.
inline constexpr std::size_t kDigestColumnVariants = 10;

// The columns of `k`'s partials: each holds the consecutive variants of one result type, at
// most `group` of them, so that a column's words are the same whichever other cases a kernel
// holds (and the host's expected digests of them serve every run, kernel and width).
std::size_t DigestColumns(const DigestKernelSpec& k);
// A column's words: the digest of a column is the weighted sum (DigestWeight of each word's
// place in its column) of its words' digests. A word of one variant is that variant's digest
// (its lanes' hashes); a word of several is their results packed side by side, lane by lane,
// in 64 bits (each at the offset after the bits of those before it, PackedBits), one lane hash
// a word (reference/digest/digest.h's word jobs): a bijection of the results, so one wrong result
// still changes the word's hash, with half the hashes or fewer. A column's variants are its
// words in order, each as many consecutive Packable ones as fit in 64 bits; a kernel of a
// column a variant (group 1) has words of one.
struct DigestWord {
  std::size_t first = 0;  // variants [first, end) of the kernel
  std::size_t end = 0;
};
// Whether `v`'s results can share a word: a conversion's (as_type's bits keep words of one).
bool Packable(const Variant& v);
// The bits of a packable variant's result in a word.
int PackedBits(const Variant& v);
std::vector<DigestWord> DigestColumnWords(const DigestKernelSpec& k, std::size_t column);
// The place of a word: its column, and its position among the column's words.
struct DigestPlace {
  std::size_t column = 0;
  std::size_t position = 0;
};
// The variants [first, end) of column `column` of `k`.
std::pair<std::size_t, std::size_t> DigestColumnVariants(const DigestKernelSpec& k,
                                                         std::size_t column);
// The weight of the word at `position` in its column: odd and distinct, so a column's digest
// differs where one word's does, and where two words' results are exchanged, but by a 64-bit
// coincidence.
std::uint64_t DigestWeight(std::size_t position);

// Variants per kernel at most where the harness asks no other (a GPU's, and judge kernels'):
// a compiler's time grows faster than the size of one kernel (NVIDIA's, on an H100: 25 s for
// the double operand's digest kernels of about 100 variants each, about a third of that for the
// same variants in kernels of 48 at most), and a kernel takes one argument per variant
// where a device may take as few as 1024 bytes of them.
inline constexpr std::size_t kDigestKernelVariants = 48;

// `variants` shared out evenly, in order, into as few parts as hold `most` each: the
// variants of one kernel per part (digest, buffer and judge kernels alike).
std::vector<std::vector<Variant>> KernelParts(const std::vector<Variant>& variants,
                                              std::size_t most = kDigestKernelVariants);
// `whole` as kernels of its KernelParts, named whole.name, then whole.name_1, _2, ...
std::vector<KernelSpec> KernelSpecParts(const KernelSpec& whole,
                                        std::size_t most = kDigestKernelVariants);

// The kernels that digest `variants` (those DigestCapable, of operand type `src`): per width,
// as few kernels as hold `most` each, their variants shared out evenly, `group` at most a
// column (DigestColumns); but those of `alone` (expected to differ: a column that differs
// runs again) in kernels of their own after the others', a column each.
std::vector<DigestKernelSpec> DigestKernels(ScalarType src, bool sequential,
                                            const std::vector<Variant>& variants,
                                            std::size_t most = kDigestKernelVariants,
                                            std::size_t group = kDigestColumnVariants,
                                            const std::set<Variant>& alone = {});
std::string DigestKernelName(const DigestKernelSpec& k);
// The bytes of the scratch argument each work item of `k` uses; 0 where `k` has no such
// argument.
std::size_t DigestScratchBytesPerItem(const DigestKernelSpec& k);

// Lanes of a work item of a kernel with an integer operand type of width 1 or 2: its builtin
// is called on each part of a vector of operands, and the operands and lane hashes are
// vector arithmetic. PoCL 3.1 does not vectorize across work items here (each loops inside
// itself), and 4 lanes an item ran the int and long operands' kernels 1.5 times as fast per
// lane at width 1 and 1.2 to 1.3 times at width 2, with the same digests. Floating-point
// operands keep their width: PoCL's scalar float and double conversions ran slower called lane
// by lane (the double operand's scalar kernel: 0.35 s for 2^22 lanes at width 1, 0.52 s with 4
// lanes an item).
inline constexpr int kIntegerLanesPerItem = 4;
// The lanes each work item of `k` takes: kIntegerLanesPerItem for an integer operand type of
// width 1 or 2, else its width.
// The lanes of one device launch are a multiple of 48, so every kernel runs whole items.
int DigestLanesPerItem(const DigestKernelSpec& k);

// The skip argument of a digest kernel of operand type `src` whose variants have ranges
// `ranges` (in its variants' order): two words a variant, the magnitudes (operand bits less
// the sign) from which a positive and a negative operand's lane is left out, all ones where
// none is. Each range must run to the end of its sign's patterns, as ImplementationDefinedRanges'
// do: one comparison a lane then leaves out what SkipRanges::Contains holds (throws
// std::logic_error otherwise).
std::vector<std::uint64_t> DigestSkipWords(ScalarType src, const std::vector<SkipRanges>& ranges);

// The work items that run `items` items of a digest kernel: a multiple of kDigestGroupSize, at
// most `most` on the stream (`table_last` 0; each work item then takes every span-th item)
// but an item each on a table, whose words a work item reads once.
std::size_t DigestGlobalSize(std::uint64_t items, std::size_t most, std::uint32_t table_last);

// The table and table_last arguments of a digest kernel over lanes of `s`: for a table of
// operands, each lane's operand XOR the stream's, in the operand type's size (little-endian
// host), and its last index; for the stream itself, zero words enough for the widest item
// (16 lanes), and 0.
struct DigestTable {
  std::vector<std::uint8_t> bytes;
  std::uint32_t last = 0;
};
DigestTable DigestTableOf(const LaneStream& s);

}  // namespace clc
