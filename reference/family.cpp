// The table of families: one row each, in the enum's order.
#include "reference/family.h"

namespace clc {

namespace {

// Rows are defined in each family's own file; the table holds their addresses, which are
// constants, so the table needs no initialisation order.
const std::array<const FamilyTraits*, kFamilyCount> kFamilies = {
    &kConvertFamily, &kAsTypeFamily,   &kVstoreHalfFamily, &kVloadHalfFamily,
    &kCastFamily,    &kImplicitFamily, &kBoolFamily};

}  // namespace

// reference/tests/family_test.cpp checks that row i is family i.
const std::array<const FamilyTraits*, kFamilyCount>& Families() { return kFamilies; }

const FamilyTraits& TraitsOf(Family f) { return *Families()[static_cast<int>(f)]; }

const FamilyTraits* FamilyOfLabel(std::string_view label) {
  for (const FamilyTraits* row : Families()) {
    if (row->label == label) return row;
  }
  return nullptr;
}

}  // namespace clc
