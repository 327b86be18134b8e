// The conformance cases: value-parameterized over the enumerated variants, named by them.
#include <ostream>

#include <gtest/gtest.h>

#include "reference/variant.h"
#include "suites/session.h"

namespace clc {

// GoogleTest prints a failing case's parameter with this (found by argument-dependent lookup):
// "where GetParam() = convert_int4_sat_rte_float4", not the Variant's bytes.
void PrintTo(const Variant& v, std::ostream* os) { *os << CaseName(v); }

namespace {

std::string NameOf(const testing::TestParamInfo<Variant>& info) { return CaseName(info.param); }

class ConvertTest : public testing::TestWithParam<Variant> {};
class AsTypeTest : public testing::TestWithParam<Variant> {};
class NegativeCompileTest : public testing::TestWithParam<Variant> {};

TEST_P(ConvertTest, Conforms) { CurrentSession().Check(GetParam()); }
TEST_P(AsTypeTest, Conforms) { CurrentSession().Check(GetParam()); }
TEST_P(NegativeCompileTest, Rejected) { CurrentSession().Check(GetParam()); }

std::vector<Variant> OfFamily(Family f) {
  std::vector<Variant> out;
  for (const Variant& v : AllVariants()) {
    if (v.family == f) out.push_back(v);
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(Convert, ConvertTest, testing::ValuesIn(OfFamily(Family::kConvert)),
                         NameOf);
INSTANTIATE_TEST_SUITE_P(AsType, AsTypeTest, testing::ValuesIn(OfFamily(Family::kAsType)), NameOf);
INSTANTIATE_TEST_SUITE_P(Negative, NegativeCompileTest, testing::ValuesIn(NegativeVariants()),
                         NameOf);

}  // namespace
}  // namespace clc
