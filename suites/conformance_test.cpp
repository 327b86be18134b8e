// The conformance cases: value-parameterized over the enumerated variants, named by them.
#include <gtest/gtest.h>

#include "reference/variant.h"
#include "suites/session.h"

namespace clc {
namespace {

std::string NameOf(const testing::TestParamInfo<Variant>& info) { return CaseName(info.param); }

class ConvertTest : public testing::TestWithParam<Variant> {};
class AsTypeTest : public testing::TestWithParam<Variant> {};
class NegativeCompileTest : public testing::TestWithParam<Variant> {};

TEST_P(ConvertTest, Conforms) { CurrentSession().Check(GetParam()); }
TEST_P(AsTypeTest, Conforms) { CurrentSession().Check(GetParam()); }
TEST_P(NegativeCompileTest, Rejected) { CurrentSession().Check(GetParam()); }

std::vector<Variant> Negatives() {
  std::vector<Variant> all = EnumerateAsTypeSizeMismatch();
  const std::vector<Variant> convert = EnumerateConvertIllegal();
  all.insert(all.end(), convert.begin(), convert.end());
  return all;
}

INSTANTIATE_TEST_SUITE_P(Convert, ConvertTest, testing::ValuesIn(EnumerateConvert()), NameOf);
INSTANTIATE_TEST_SUITE_P(AsType, AsTypeTest, testing::ValuesIn(EnumerateAsType()), NameOf);
INSTANTIATE_TEST_SUITE_P(Negative, NegativeCompileTest, testing::ValuesIn(Negatives()), NameOf);

}  // namespace
}  // namespace clc
