#!/usr/bin/env bash
# Checks that docs/architecture.md's recipes name every file that must change to add a scalar
# type or a family: each production source that decides something per named scalar type
# (a ScalarType::kX or Feature::kX other than a default value) must be named in "Adding a
# scalar type", and each that decides per family (Family::kX, AsTypeRule::kX) in "Adding a
# family of built-ins". Exit 0 when they are, 1 with the missing files listed otherwise.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "${ROOT}"
doc=docs/architecture.md
[[ -f "${doc}" ]] || { echo "check_recipe: ${doc} is missing" >&2; exit 2; }

section() {  # the text of the section whose heading starts with $1, up to the next heading
  awk -v h="## $1" 'index($0, h) == 1 { on = 1; next } /^## / { on = 0 } on' "${doc}"
}

# Production sources: not tests, benchmarks or the opt-in exhaustive check.
sources() {
  git ls-files -- 'reference/*.cpp' 'reference/*.h' 'kernels/*.cpp' 'kernels/*.h' \
    'harness/*.cpp' 'harness/*.h' 'suites/*.cpp' 'suites/*.h' 'tools/*.cpp' |
    grep -vE '/(tests|bench|exhaustive)/|^tools/.*bench'
}

# Files with a line matching $1 that decides something: not a default member value
# ("T x = T::kY;") and not a type named only to print bits at its width (HexBits).
deciding() {
  local f
  while read -r f; do
    if grep -E "$1" "${f}" | grep -vE '^\s*[A-Za-z_:]+ [a-z_]+ = [A-Za-z]+::k[A-Za-z0-9]+;' |
      sed -E 's/HexBits\(ScalarType::k[A-Za-z]+//g' | grep -qE "$1"; then
      echo "${f}"
    fi
  done < <(sources)
}

status=0
check() {  # $1 heading, $2 pattern
  local text missing=()
  text="$(section "$1")"
  [[ -n "${text}" ]] || { echo "check_recipe: no section '## $1' in ${doc}" >&2; exit 2; }
  while read -r f; do
    [[ -z "${f}" ]] && continue
    grep -qF "\`${f}\`" <<<"${text}" || missing+=("${f}")
  done < <(deciding "$2")
  if ((${#missing[@]} > 0)); then
    echo "check_recipe: '## $1' in ${doc} does not name: ${missing[*]}"
    status=1
  fi
}

check "Adding a scalar type" 'ScalarType::k(Char|UChar|Short|UShort|Int|UInt|Long|ULong|Half|Float|Double)\b|Feature::k'
check "Adding a family" 'Family::k|AsTypeRule::k'
[[ ${status} -eq 0 ]] && echo "check_recipe: every per-type and per-family decision is in ${doc}"
exit "${status}"
