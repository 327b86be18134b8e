#!/usr/bin/env bash
# Checks that docs/architecture.md's recipes name every file that must change to add a scalar
# type or a family: each production source that decides something per named scalar type must
# be named in "Adding a scalar type" (which may name at most 3 production files), and each that
# decides per family (Family::kX, AsTypeRule::kX) in "Adding a family of built-ins". A decision
# per type is a ScalarType::kX or Feature::kX other than a default value, a CL_DEVICE_*_FP_CONFIG
# query, a string literal that is a type's name (with or without a vector width), or a name the
# traits rows hold (a feature, extension or OpenCL C feature macro) anywhere in code; the names
# are read from reference/scalar_type.h, so a new row is checked too. Comments are not code.
# Exit 0 when they are, 1 with the missing files listed otherwise.
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

# Files with a line matching $1 that decides something: not a comment, not a default member
# value ("T x = T::kY;") and not a type named only to print bits at its width (HexBits).
deciding() {
  sources | PATTERN="$1" perl -e '
    my $p = qr/$ENV{PATTERN}/;
    FILE: while (my $f = <STDIN>) {
      chomp $f;
      open(my $in, "<", $f) or next;
      while (<$in>) {
        s{(^|\s)//.*$}{};
        next unless /$p/;
        next if /^\s*[A-Za-z_:]+ [a-z_]+ = [A-Za-z]+::k[A-Za-z0-9]+;/;
        s/HexBits\(ScalarType::k[A-Za-z]+//g;
        if (/$p/) { print "$f\n"; next FILE; }
      }
    }'
}

# What names a type in code, from the traits rows of reference/scalar_type.h.
traits=reference/scalar_type.h
enumerators="$(awk '/^enum class ScalarType/,/^};/' "${traits}" | grep -oE '^\s+k[A-Za-z0-9]+' |
  tr -d ' ' | paste -sd'|')"
type_names="$(grep -E '^\s+\{ScalarType::k' "${traits}" | grep -oE '^[^"]*"[a-z0-9_]+"' |
  grep -oE '"[a-z0-9_]+"' | tr -d '"' | paste -sd'|')"
row_names="$({ grep -E '^\s+\{ScalarType::k' "${traits}" | sed -E 's/^[^"]*"[^"]*"//'
  grep -E '^\s+\{Feature::k' "${traits}"; } | grep -oE '"[A-Za-z0-9_]+"' | tr -d '"' |
  awk 'length($0) > 2' | sort -u | paste -sd'|')"  # not a mangled name's one or two letters
[[ -n "${enumerators}" && -n "${type_names}" && -n "${row_names}" ]] ||
  { echo "check_recipe: cannot read the traits rows of ${traits}" >&2; exit 2; }
per_type="ScalarType::(${enumerators})\b|Feature::k|CL_DEVICE_[A-Z]+_FP_CONFIG"
per_type+="|\"(${type_names})(2|3|4|8|16)?\"|\b(${row_names})\b"

# What names a family in code: its enumerator, and its label or GoogleTest suite as a string
# literal, read from the rows (const FamilyTraits k...Family = {...}) of reference/*_family.cpp.
family_names="$(for f in reference/*_family.cpp; do
  awk '/^const FamilyTraits k/ { row = 1; n = 0; next } row && /^};/ { row = 0 }
       row { while (match($0, /"[^"]*"/)) { if (++n <= 2) print substr($0, RSTART + 1, RLENGTH - 2)
             $0 = substr($0, RSTART + RLENGTH) } }' "${f}"
done | sort -u | paste -sd'|')"
[[ -n "${family_names}" ]] || { echo "check_recipe: cannot read the family rows" >&2; exit 2; }
per_family="Family::k[A-Z]|\"(${family_names})\""
# A call shape decided (CallShape::kX) or assumed (a built-in's name followed by its argument
# list, "f(x)", written outside the one file that spells the shapes).
per_shape='CallShape::k[A-Z]|BuiltinName\([^)]*\) \+ "\('

status=0
check() {  # $1 heading, $2 pattern, $3 the most production files it may name, $4 files exempt
  local text missing=() named=()
  text="$(section "$1")"
  [[ -n "${text}" ]] || { echo "check_recipe: no section '## $1' in ${doc}" >&2; exit 2; }
  while read -r f; do
    [[ -z "${f}" ]] && continue
    [[ "${text}" == *"\`${f}\`"* ]] || missing+=("${f}")
  done < <(deciding "$2" | grep -vE "${4:-^$}")
  if ((${#missing[@]} > 0)); then
    echo "check_recipe: '## $1' in ${doc} does not name: ${missing[*]}"
    status=1
  fi
  if [[ -n "${3:-}" ]]; then
    while read -r f; do
      [[ "${text}" == *"\`${f}\`"* ]] && named+=("${f}")
    done < <(sources)
    if ((${#named[@]} > $3)); then
      echo "check_recipe: '## $1' in ${doc} names ${#named[@]} production files (at most $3):" \
        "${named[*]}"
      status=1
    fi
  fi
}

# A family's own file (recipe step 3, reference/x_family.cpp) is its row: it names its family
# and declares its call shape.
family_files='^reference/[a-z_]+_family\.cpp$'
# A family's own file names the types its built-ins are defined on (vstore_half: float and
# double to half): a new type changes none of them.
check "Adding a scalar type" "${per_type}" 3 "${family_files}"
check "Adding a family" "${per_family}" 4 "${family_files}"
check "Adding a call shape" "${per_shape}" 3 "${family_files}"
[[ ${status} -eq 0 ]] && echo "check_recipe: every per-type and per-family decision is in ${doc}"
exit "${status}"
