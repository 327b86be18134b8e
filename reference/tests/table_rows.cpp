// The check behind the hand-checked tables (see table_rows.h).
#include "reference/tests/table_rows.h"

#include <ios>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "reference/convert.h"

namespace clc::testing_support {
namespace {

std::string Hex(std::uint64_t x) {
  std::ostringstream s;
  s << "0x" << std::hex << x;
  return s.str();
}

std::string Describe(const Want& w) {
  std::string s = Hex(w.bits) + " " + std::string(NameOf(w.allowance));
  if (w.allowance == Allowance::kFlushedDenormal) s += " alt " + Hex(w.alt);
  return s;
}

// Compares the reference with the hand-written expectation; returns "" on agreement.
std::string Mismatch(const Want& want, const Expectation& got, ScalarType dst) {
  bool ok = got.allowance == want.allowance;
  switch (want.allowance) {
    case Allowance::kExact: ok = ok && got.bits == want.bits; break;
    case Allowance::kFlushedDenormal:
      ok = ok && got.bits == want.bits && got.alt == want.alt;
      break;
    case Allowance::kAnyNan: ok = ok && IsNanBits(dst, got.bits); break;
    case Allowance::kImplementationDefined: break;
  }
  if (ok) return "";
  Want g{got.bits, got.allowance, got.alt};
  return "want " + Describe(want) + ", reference says " + Describe(g);
}

}  // namespace

void CheckRows(const std::vector<Row>& rows, const FpCaps& caps) {
  for (const Row& r : rows) {
    const Want* column[] = {&r.rte, &r.rtz, &r.rtp, &r.rtn};
    for (Rounding rounding : kRoundings) {
      const Want& want = rounding == Rounding::kDefault ? (IsFloat(r.dst) ? r.rte : r.rtz)
                                                        : *column[static_cast<int>(rounding) - 1];
      const Variant v = MakeConvert(r.src, r.dst, 1, r.sat, rounding);
      ASSERT_TRUE(IsLegal(v)) << CaseName(v);
      const Expectation got = Expect(ConversionOf(v), r.in, caps);
      const std::string why = Mismatch(want, got, r.dst);
      EXPECT_EQ(why, "") << BuiltinName(v) << "(" << Name(r.src) << " " << Hex(r.in) << ")";
    }
  }
}

}  // namespace clc::testing_support
