// Name lookup for scalar types.
#include "reference/scalar_type.h"

namespace clc {

std::optional<ScalarType> ParseScalarType(std::string_view name) {
  for (const auto& t : kScalarTraits) {
    if (t.name == name) return t.type;
  }
  return std::nullopt;
}

}  // namespace clc
