// Lane-by-lane comparison of a device's output region with the reference.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "harness/report/result.h"
#include "reference/convert.h"

namespace clc {

// Operands of one kernel launch: `elements` values of the source type, the first `valid`
// of which are real (the rest are padding and are not compared).
struct Operands {
  const std::uint8_t* data = nullptr;
  std::size_t elements = 0;
  std::size_t valid = 0;
  std::uint64_t chunk = 0;
  bool constant_path = false;
  // Explicit inputs (--input): a last, partly filled operand vector is compared too (its
  // other lanes repeat the inputs), so that any width sees them.
  bool whole_vectors = false;
};

// The operands of work item `item` of `width` components among `elements` operands of `bytes`
// bytes each at `data`, in component order; empty where `data` does not hold them all. A
// mismatching lane of a vector operand records its item's (LaneRecord::item).
std::vector<std::uint64_t> ItemBits(const std::uint8_t* data, std::size_t elements, int bytes,
                                    std::size_t item, int width);

// A conversion: lane i of the region is the conversion of operand i / ResultsPerOperand(v) (a
// replicating cast makes several lanes of one operand); `expected[operand % period]` is
// its expectation (period = elements for buffers, the constant count for folded operands).
void CompareConvert(const Variant& v, const FpCaps& caps, const Operands& in,
                    const Expectation* expected, std::size_t period, const std::uint8_t* region,
                    VariantResult& r);

// CompareConvert of each conversion vs[k] (all of one source type, judged under `caps`) over
// every operand of `in` (period = elements), regions[k] into *out[k]: the expectations of
// every conversion made from each operand decomposed once (ExpectBatchAll), which costs some
// 5x less than one ExpectBatch a conversion where there are many.
void CompareConversions(const std::vector<Variant>& vs, const FpCaps& caps, const Operands& in,
                        const std::vector<const std::uint8_t*>& regions,
                        const std::vector<VariantResult*>& out);

// (T)(bool)x: CompareConvert against the truth of each of the `period` operands in
// `operands` (reference/truth.h).
void CompareTruth(const Variant& v, const FpCaps& caps, const Operands& in,
                  const std::uint8_t* operands, std::size_t period, const std::uint8_t* region,
                  VariantResult& r);

// as_type: each work item's result against the operand's bits, by the element-count rule. A
// 3-component operand lies in memory as 4 components, the 4th undefined: a result lane over
// it is compared on the operand's bytes only.
void CompareAsType(const Variant& v, const Operands& in, const std::uint8_t* region,
                   VariantResult& r);

}  // namespace clc
