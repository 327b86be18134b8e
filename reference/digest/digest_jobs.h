// The host digests a set of variants needs: variants whose results are the same on every
// operand share one job (a Canonical conversion, or as_type's identity).
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "reference/digest/digest.h"
#include "reference/variant.h"

namespace clc {

// The host digest a variant needs; variants that need the same one share it.
DigestJob JobOf(const Variant& v);

// The distinct jobs of `variants`, each with its skip ranges under `caps`, and the index of
// each variant's job by case name (when `job_of_case` is not null).
std::vector<DigestJob> JobsOf(const std::vector<Variant>& variants, const FpCaps& caps,
                              std::map<std::string, std::size_t>* job_of_case);

}  // namespace clc
