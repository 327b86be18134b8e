#!/usr/bin/env bash
# Proves that scripts/check_recipe.sh fails on a decision outside its recipe: per type (an
# enumerator, a Feature, a type's name as a string literal, a name a traits row holds, a new
# row's name), per family (an enumerator, a row's label or suite as a string literal) and per
# call shape (decided or assumed); on a recipe that names too many production files (3 for a
# type, 4 for a family); and that it passes on comments and on the tree as it is. Each case plants one change in a copy of the tracked tree.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "${work}"' EXIT

# A copy of the tracked sources, docs and scripts, as a git repository of its own; fresh()
# takes each case's change back.
mkdir -p "${work}/tree"
(cd "${ROOT}" && git ls-files -- reference kernels harness suites tools docs scripts |
  tar -cf - -T -) | tar -xf - -C "${work}/tree"
git -C "${work}/tree" init -q
git -C "${work}/tree" add -A
fresh() { git -C "${work}/tree" checkout -q -- .; }

failures=0
expect() {  # $1 0 (passes) or 1 (fails), $2 what the case is, $3 text the output must hold
  local out rc=0
  out="$(bash "${work}/tree/scripts/check_recipe.sh" 2>&1)" || rc=$?
  if [[ ${rc} -ne $1 ]] || ! grep -qF -- "$3" <<<"${out}"; then
    echo "FAIL: $2: exit ${rc} (wanted $1), output: ${out}"
    failures=$((failures + 1))
  else
    echo "ok: $2"
  fi
}

plant() {  # appends the line $2 to the file $1
  printf '%s\n' "$2" >>"${work}/tree/$1"
}

fresh
expect 0 "the tree as it is" "every per-type and per-family decision"

fresh
plant harness/report/console_summary.cpp 'static bool IsHalf(std::string_view n) { return n == "half"; }'
expect 1 "a type's name as a string literal" "harness/report/console_summary.cpp"

fresh
plant kernels/kernel_source.cpp 'static const char* kVec = "double4";'
expect 1 "a vector type's name as a string literal" "kernels/kernel_source.cpp"

fresh
plant harness/app/listed.cpp 'static const char* kExt = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable";'
expect 1 "an extension a traits row holds, inside a literal" "harness/app/listed.cpp"

fresh
plant harness/run/plan.cpp 'static bool Fp16(Feature f) { return f == Feature::kFp16; }'
expect 1 "a Feature enumerator" "harness/run/plan.cpp"

fresh
plant tools/report_main.cpp 'static bool Half(ScalarType t) { return t == ScalarType::kHalf; }'
expect 1 "a ScalarType enumerator" "tools/report_main.cpp"

fresh
plant harness/report/result.cpp '// a comment that names "half", cl_khr_fp16 and ScalarType::kHalf decides nothing'
expect 0 "a comment" "every per-type and per-family decision"

fresh
sed -i 's|^    {ScalarType::kDouble, "double"|    {ScalarType::kBFloat16, "bfloat16", 2, true, true, 7, 8, Feature::kCore, "", 0, 72},\n&|' \
  "${work}/tree/reference/scalar_type.h"
plant harness/report/format.cpp 'static const char* kName = "bfloat16";'
expect 1 "a new row's name, read from the rows" "harness/report/format.cpp"

fresh
sed -i 's|^2\. Tests: |2. `harness/run/plan.cpp`, `harness/run/judge.cpp`, `kernels/kernel_source.cpp`. Tests: |' \
  "${work}/tree/docs/architecture.md"
expect 1 "a recipe of 4 production files" "names 4 production files (at most 3)"

fresh
plant harness/report/console_summary.cpp 'static bool IsAsType(std::string_view f) { return f == "as_type"; }'
expect 1 "a family's label as a string literal" "'## Adding a family' in docs/architecture.md does not name: harness/report/console_summary.cpp"

fresh
plant harness/app/filter.cpp 'static const char* kSuite = "VstoreHalf";'
expect 1 "a family's GoogleTest suite as a string literal" "harness/app/filter.cpp"

fresh
plant harness/run/plan.cpp 'static bool Stores(const Variant& v) { return v.family == Family::kVstoreHalf; }'
expect 1 "a Family enumerator" "does not name: harness/run/plan.cpp"

fresh
plant harness/run/judge.cpp 'static bool Loads(const Variant& v) { return ShapeOf(v) == CallShape::kLoad; }'
expect 1 "a call shape decided" "'## Adding a call shape' in docs/architecture.md does not name: harness/run/judge.cpp"

fresh
plant kernels/digest/digest_source.cpp 'static std::string Call(const Variant& v) { return BuiltinName(v) + "(x)"; }'
expect 1 "a call shape assumed" "does not name: kernels/digest/digest_source.cpp"

fresh
sed -i 's|^2\. `reference/family.cpp`: |2. `harness/run/plan.cpp`, `harness/run/judge.cpp`, `kernels/kernel_source.cpp`, `reference/family.cpp`: |' "${work}/tree/docs/architecture.md"
expect 1 "a family recipe of 5 production files" "names 5 production files (at most 4)"

[[ ${failures} -eq 0 ]] && echo "check_recipe_test: every case as expected"
exit $((failures > 0))
