// The family table: one row per family in the enum's order, each row's variants its own, and
// labels that name one family each.
#include "reference/family.h"

#include <set>
#include <string>

#include <gtest/gtest.h>

#include "reference/variant.h"

namespace clc {
namespace {

TEST(FamilyTable, RowIIsFamilyI) {
  for (int i = 0; i < kFamilyCount; ++i) {
    EXPECT_EQ(static_cast<int>(Families()[i]->family), i) << Families()[i]->label;
    EXPECT_EQ(&TraitsOf(static_cast<Family>(i)), Families()[i]);
  }
}

TEST(FamilyTable, LabelsAndSuitesNameOneFamilyEach) {
  std::set<std::string> labels, suites;
  for (const FamilyTraits* row : Families()) {
    EXPECT_TRUE(labels.insert(std::string(row->label)).second) << row->label;
    EXPECT_TRUE(suites.insert(std::string(row->suite)).second) << row->suite;
    EXPECT_EQ(FamilyOfLabel(row->label), row);
    EXPECT_NE(row->label, "negative") << "the negative checks' section has that name";
  }
  EXPECT_EQ(FamilyOfLabel("converts"), nullptr);
}

// Each row's variants are of its family, legal, and parse back from their names; its illegal
// spellings are of its family and illegal.
TEST(FamilyTable, EachRowsVariantsAreItsOwn) {
  for (const FamilyTraits* row : Families()) {
    EXPECT_FALSE(row->variants().empty()) << row->label;
    for (const Variant& v : row->variants()) {
      EXPECT_EQ(v.family, row->family) << CaseName(v);
      EXPECT_EQ(IllegalReason(v), "") << CaseName(v);
      EXPECT_EQ(ParseCaseName(CaseName(v)), v) << CaseName(v);
    }
    for (const Variant& v : row->illegal()) {
      EXPECT_EQ(v.family, row->family) << CaseName(v);
      EXPECT_NE(IllegalReason(v), "") << CaseName(v);
    }
  }
}

// A load's operand and a store's result are storage only: no feature is needed for them.
TEST(FamilyTable, StorageTypesNeedNoFeature) {
  for (const Variant& v : VariantsOf(Family::kVloadHalf)) {
    EXPECT_EQ(NeededTypes(v), std::vector<ScalarType>{ScalarType::kFloat}) << CaseName(v);
  }
  for (const Variant& v : VariantsOf(Family::kVstoreHalf)) {
    EXPECT_EQ(NeededTypes(v), std::vector<ScalarType>{v.src}) << CaseName(v);
  }
  const Variant c = MakeConvert(ScalarType::kHalf, ScalarType::kDouble, 1, false, Rounding::kRte);
  EXPECT_EQ(NeededTypes(c), (std::vector<ScalarType>{ScalarType::kHalf, ScalarType::kDouble}));
}

}  // namespace
}  // namespace clc
