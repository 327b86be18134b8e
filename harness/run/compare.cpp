// Applies the one comparator (Judge) to every lane and keeps counts and a few records.
#include "harness/run/compare.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "harness/run/classify.h"
#include "reference/digest/decomposed.h"
#include "reference/truth.h"

namespace clc {

namespace {

std::uint64_t Load(const std::uint8_t* p, int bytes) {
  std::uint64_t v = 0;
  std::memcpy(&v, p, bytes);
  return v;
}

RunPath PathOf(bool constant_path) { return constant_path ? RunPath::kConstant : RunPath::kBuffer; }

// LaneRecord::item of operand `operand` of `in`: its work item's operands where it is a vector.
std::vector<std::uint64_t> ItemOf(const Operands& in, std::size_t operand, int width, int bytes) {
  if (width < 2) return {};
  return ItemBits(in.data, in.elements, bytes, operand / static_cast<std::size_t>(width), width);
}

// Counts a lane that is exact or accepted, which needs no record; false for any other.
bool CountPassing(LaneVerdict verdict, RunPath path, VariantResult& r) {
  switch (verdict) {
    case LaneVerdict::kExact: ++r.exact; break;
    case LaneVerdict::kAcceptedFlushed: ++r.accepted_flushed; break;
    case LaneVerdict::kAcceptedNan: ++r.accepted_nan; break;
    default: return false;
  }
  ++r.lanes;
  ++r.Path(path).lanes;
  return true;
}

// `known` masks the bits of an implementation-defined lane that the reference can guess.
void Count(LaneVerdict verdict, const LaneRecord& rec, VariantResult& r,
           std::uint64_t known = ~std::uint64_t{0}) {
  const RunPath path = PathOf(rec.constant_path);
  if (CountPassing(verdict, path, r)) return;
  ++r.lanes;
  ++r.Path(path).lanes;
  switch (verdict) {
    case LaneVerdict::kImplementationDefined:
      ++r.implementation_defined;
      ++r.Path(path).implementation_defined;
      if (known != 0 && (rec.got & known) == (rec.expected & known)) ++r.impl_matching_reference;
      if (r.impl_samples.size() < kMaxImplSamples) r.impl_samples.push_back(rec);
      break;
    case LaneVerdict::kMismatch:
      ++r.mismatched;
      ++r.Path(path).mismatched;
      KeepMismatch(r, rec);
      break;
    default: break;
  }
}

// The path these operands took has run, unless it already failed otherwise.
void MarkRan(VariantResult& r, const Operands& in) {
  PathResult& p = r.Path(PathOf(in.constant_path));
  if (p.status == CaseStatus::kNotRun) p.status = CaseStatus::kRan;
}

// Whether lanes of `v` can land in each other's places: components of a vector, or the elements
// a store writes or a load reads through a pointer.
bool HasLayout(const Variant& v) {
  return v.src_width > 1 || v.dst_width > 1 || StorageType(v).has_value();
}

std::string Classification(const Variant& v, const Conversion& c, const LaneRecord& rec,
                           const Expectation& e, const FpCaps& caps) {
  return RuleOf(v) == LaneRule::kConversion
             ? ClassifyConvertMismatch(c, rec.input, e, rec.got, caps)
             : "not the truth of the operand: 1 where it is other than zero";
}

}  // namespace

std::vector<std::uint64_t> ItemBits(const std::uint8_t* data, std::size_t elements, int bytes,
                                    std::size_t item, int width) {
  const auto w = static_cast<std::size_t>(width);
  const std::size_t first = item * w;
  if (w == 0 || first + w > elements) return {};
  std::vector<std::uint64_t> bits;
  bits.reserve(w);
  for (std::size_t k = first; k < first + w; ++k) bits.push_back(Load(data + k * bytes, bytes));
  return bits;
}

void CompareConvert(const Variant& v, const FpCaps& caps, const Operands& in,
                    const Expectation* expected, std::size_t period, const std::uint8_t* region,
                    VariantResult& r) {
  MarkRan(r, in);
  const Conversion c = ConversionOf(v);
  const int src_bytes = Bytes(v.src);
  const int dst_bytes = Bytes(v.dst);
  const std::size_t each = static_cast<std::size_t>(ResultsPerOperand(v));
  // The wrong lanes of a conversion to a floating-point type, or of one with a layout, are
  // classified (the first kEvidenceLanes): together they may name the bug otherwise
  // (MismatchEvidence).
  const bool conversion = RuleOf(v) == LaneRule::kConversion;
  const bool judged = conversion && (HasLayout(v) || IsFloat(v.dst));
  MismatchEvidence evidence(expected, std::min(period, in.valid), v.dst, HasLayout(v));
  const std::size_t recorded = r.mismatches.size();
  for (std::size_t i = 0; i < in.valid * each; ++i) {
    const std::size_t operand = i / each;
    const Expectation& e = expected[operand % period];
    const std::uint64_t got = Load(region + i * dst_bytes, dst_bytes);
    const LaneVerdict verdict = Judge(e, v.dst, got);
    if (CountPassing(verdict, PathOf(in.constant_path), r)) {  // no record needed
      evidence.Right();
      continue;
    }
    LaneRecord rec;
    rec.input = Load(in.data + operand * src_bytes, src_bytes);
    rec.expected = e.bits;
    rec.alt = e.alt;
    rec.allowance = e.allowance;
    rec.got = got;
    rec.lane = i;
    rec.chunk = in.chunk;
    rec.constant_path = in.constant_path;
    const bool kept = RecordsMismatch(r, in.constant_path);
    const bool taken = judged && evidence.Wants();
    if (verdict == LaneVerdict::kMismatch && (kept || taken)) {
      rec.classification = Classification(v, c, rec, e, caps);
      if (taken) evidence.Mismatch(got, rec.classification);
    }
    if (verdict == LaneVerdict::kMismatch && kept)
      rec.item = ItemOf(in, operand, v.src_width, src_bytes);
    Count(verdict, rec, r);
  }
  if (!judged) return;
  evidence.Relabel(r.mismatches, recorded, [&](const LaneRecord& m) {
    return ClassifyConvertMismatch(c, m.input, {m.expected, m.alt, m.allowance}, m.got, caps,
                                   false);
  });
}

void CompareConversions(const std::vector<Variant>& vs, const FpCaps& caps, const Operands& in,
                        const std::vector<const std::uint8_t*>& regions,
                        const std::vector<VariantResult*>& out) {
  if (vs.empty()) return;
  const std::size_t n = in.elements;
  const int src_bytes = Bytes(vs.front().src);
  std::vector<std::uint64_t> operands(n);
  for (std::size_t i = 0; i < n; ++i) operands[i] = Load(in.data + i * src_bytes, src_bytes);
  std::vector<Conversion> cs;
  cs.reserve(vs.size());
  for (const Variant& v : vs) cs.push_back(ConversionOf(v));
  std::vector<std::uint64_t> bits(cs.size() * n);
  std::vector<Allowance> allowances(cs.size() * n);
  std::vector<std::uint64_t*> bit_rows;
  std::vector<Allowance*> allowance_rows;
  bit_rows.reserve(cs.size());
  allowance_rows.reserve(cs.size());
  for (std::size_t k = 0; k < cs.size(); ++k) {
    bit_rows.push_back(bits.data() + k * n);
    allowance_rows.push_back(allowances.data() + k * n);
  }
  ExpectBatchAll(cs, caps, operands.data(), n, bit_rows.data(), allowance_rows.data());
  std::vector<Expectation> expected(n);
  for (std::size_t k = 0; k < cs.size(); ++k) {
    for (std::size_t i = 0; i < n; ++i) {
      const Allowance a = allowance_rows[k][i];
      const std::uint64_t b = bit_rows[k][i];
      expected[i] = {b, a == Allowance::kFlushedDenormal ? FlushedAlternative(cs[k].dst, b) : 0, a};
    }
    CompareConvert(vs[k], caps, in, expected.data(), n, regions[k], *out[k]);
  }
}

void CompareTruth(const Variant& v, const FpCaps& caps, const Operands& in,
                  const std::uint8_t* operands, std::size_t period, const std::uint8_t* region,
                  VariantResult& r) {
  std::vector<Expectation> expected(period);
  ExpectTruthBatch(v.src, v.dst, caps, operands, period, expected.data());
  CompareConvert(v, caps, in, expected.data(), period, region, r);
}

void CompareAsType(const Variant& v, const Operands& in, const std::uint8_t* region,
                   VariantResult& r) {
  MarkRan(r, in);
  const int src_bytes = Bytes(v.src);
  const int dst_bytes = Bytes(v.dst);
  const AsTypeRule rule = AsTypeRuleOf(v);
  const std::size_t items =
      in.whole_vectors ? (in.valid + v.src_width - 1) / v.src_width : in.valid / v.src_width;
  const std::size_t operand_bytes = static_cast<std::size_t>(v.src_width) * src_bytes;
  for (std::size_t j = 0; j < items; ++j) {
    const std::uint8_t* operand = in.data + j * operand_bytes;
    for (int lane = 0; lane < v.dst_width; ++lane) {
      const std::size_t at = static_cast<std::size_t>(lane) * dst_bytes;
      LaneRecord rec;
      rec.lane = j * v.dst_width + lane;
      rec.chunk = in.chunk;
      rec.constant_path = in.constant_path;
      rec.got = Load(region + rec.lane * dst_bytes, dst_bytes);
      // The operand's bytes where this lane lies in memory; past a 3-vector's third element
      // lies its padding, which has no defined value.
      const int known_bytes =
          at >= operand_bytes
              ? 0
              : static_cast<int>(std::min<std::size_t>(dst_bytes, operand_bytes - at));
      const std::uint64_t known =
          known_bytes == 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << (8 * known_bytes)) - 1;
      rec.expected = known_bytes == 0 ? 0 : Load(operand + at, known_bytes);
      rec.input = rec.expected;
      const bool defined = rule == AsTypeRule::kBitsUnchanged ||
                           (rule == AsTypeRule::kFirstThreeUnchanged && lane < 3);
      rec.allowance = defined ? Allowance::kExact : Allowance::kImplementationDefined;
      LaneVerdict verdict = LaneVerdict::kImplementationDefined;
      if (defined) {
        verdict = rec.got == rec.expected ? LaneVerdict::kExact : LaneVerdict::kMismatch;
        if (verdict == LaneVerdict::kMismatch) {
          rec.classification = "bits changed: as_type must return the operand's bits unchanged";
          if (IsNanBits(v.src, Load(operand + (at / src_bytes) * src_bytes, src_bytes)) ||
              IsNanBits(v.dst, rec.expected)) {
            rec.classification += " (a NaN was canonicalised)";
          }
        }
      } else if (known_bytes < dst_bytes) {
        rec.classification =
            known_bytes == 0 ? "all of it lies in the 3-component operand's padding"
                             : "its top " + std::to_string(dst_bytes - known_bytes) +
                                   " bytes lie in the 3-component operand's padding (any value)";
      }
      Count(verdict, rec, r, known);
    }
  }
}

}  // namespace clc
