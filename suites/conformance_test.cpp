// The conformance cases: one per variant of every family's row, named by the variant
// (<Suite>/<Suite>Test.Conforms/<case name>), and one per illegal spelling
// (Negative/NegativeCompileTest.Rejected/<case name>). Registered from the family table, in
// its order: a new family needs no line here.
#include <string>

#include <gtest/gtest.h>

#include "harness/app/session.h"
#include "reference/variant.h"

namespace clc {

namespace {

class ConformanceCase : public testing::Test {
 public:
  explicit ConformanceCase(Variant v) : variant_(v) {}
  void TestBody() override { CurrentSession().Check(variant_); }

 private:
  Variant variant_;
};

void Register(const std::string& suite, const char* test, const Variant& v) {
  const std::string name = std::string(test) + "/" + CaseName(v);
  testing::RegisterTest(suite.c_str(), name.c_str(), nullptr, CaseName(v).c_str(), __FILE__,
                        __LINE__, [v]() -> testing::Test* { return new ConformanceCase(v); });
}

bool RegisterEveryCase() {
  for (const FamilyTraits* row : Families()) {
    const std::string suite = std::string(row->suite) + "/" + std::string(row->suite) + "Test";
    for (const Variant& v : row->variants()) Register(suite, "Conforms", v);
  }
  for (const Variant& v : NegativeVariants())
    Register("Negative/NegativeCompileTest", "Rejected", v);
  return true;
}

// GoogleTest's own TEST_P registers the same way: before main, once.
[[maybe_unused]] const bool kRegistered = RegisterEveryCase();

}  // namespace
}  // namespace clc
