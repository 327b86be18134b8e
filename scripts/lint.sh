#!/usr/bin/env bash
# Checks the tracked C++ sources: clang-format (style) and clang-tidy (naming, bugprone-*,
# performance-*), configured by .clang-format and .clang-tidy at the repository root.
#
# Usage: scripts/lint.sh --format-only     (clang-format alone: seconds, no build needed)
#        scripts/lint.sh --unity-only BUILD_DIR ...   (the unity files' name clashes alone:
#                                          seconds, once the folders are configured)
#        scripts/lint.sh [BUILD_DIR ...]   (default: build; each must hold
#        compile_commands.json, which the top-level CMakeLists.txt exports; a source is checked
#        with the first folder that compiles it, so that scripts/test.sh's Release build and
#        its sanitizer build, which alone builds the unit tests, check every source once).
#        Exits non-zero on any finding.
# Environment: CLANG_FORMAT, CLANG_TIDY (tool paths), JOBS (parallel clang-tidy runs, default 2).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT
cd "${ROOT}" || exit 2

format_only=0
unity_only=0
if [[ "${1:-}" == --format-only ]]; then
  format_only=1
  shift
elif [[ "${1:-}" == --unity-only ]]; then
  unity_only=1
  shift
fi
build_dirs=()
for d in "${@:-build}"; do
  [[ "${d}" = /* ]] || d="${ROOT}/${d}"
  build_dirs+=("${d}")
done
readonly JOBS="${JOBS:-2}"

pick_tool() {  # the versioned Debian 12 binary first, then the unversioned one
  local t
  for t in "$@"; do
    if command -v "$t" >/dev/null 2>&1; then
      echo "$t"
      return
    fi
  done
}
readonly FORMAT="${CLANG_FORMAT:-$(pick_tool clang-format-14 clang-format)}"
readonly TIDY="${CLANG_TIDY:-$(pick_tool clang-tidy-14 clang-tidy)}"
[[ -n "${FORMAT}" && -n "${TIDY}" ]] || {
  echo "lint: clang-format and clang-tidy are needed: run scripts/setup.sh" >&2
  exit 2
}

failed=0

mapfile -d '' sources < <(git ls-files -z -- '*.h' '*.hpp' '*.cpp' '*.cc')
((unity_only)) && sources=()
echo "lint: ${FORMAT} on ${#sources[@]} tracked files"
unformatted=()
for f in "${sources[@]}"; do
  "${FORMAT}" --dry-run --Werror "$f" >/dev/null 2>&1 || unformatted+=("$f")
done
if ((${#unformatted[@]} > 0)); then
  failed=1
  for f in "${unformatted[@]}"; do
    echo "lint: format: $f (fix: ${FORMAT} -i $f)"
    "${FORMAT}" --dry-run "$f" 2>&1 | head -n 20 | sed 's/^/    /'
  done
fi

if ((format_only)); then
  ((failed == 0)) || echo "lint: FAILED"
  exit "${failed}"
fi

for d in "${build_dirs[@]}"; do
  if [[ ! -f "${d}/compile_commands.json" ]]; then
    echo "lint: ${d}/compile_commands.json is missing: configure first (cmake -S . -B ${d})" >&2
    exit 2
  fi
done
mapfile -d '' units < <(git ls-files -z -- '*.cpp' '*.cc')
# compile_commands.json names files by absolute path. A unity build (CMAKE_UNITY_BUILD, as
# scripts/test.sh builds) lists generated unity files instead, each including several
# sources: clang-tidy parses the headers once per unity file rather than once per source.
# The files that build folder `$1` compiles (its compilation database).
db_entries() {
  grep -oE '"file": "[^"]*"' "$1/compile_commands.json" | sed -E 's/^"file": "//; s/"$//' | sort -u
}
# The sources a unity file `unit` includes, by absolute path.
unity_sources() { sed -nE 's/^#include "(.*)"$/\1/p' "$1"; }

# What to check: tidy_units[i] with the compilation database of tidy_dirs[i]. A unity file is
# checked when it includes a tracked source that no unit checked so far includes (a generated
# source, such as reference/fingerprint.cpp, lies in each build folder).
declare -A covered=() direct=() tracked=()
for f in "${units[@]}"; do tracked["${f}"]=1; done
tidy_units=()
tidy_dirs=()
for d in "${build_dirs[@]}"; do
  mapfile -t entries < <(db_entries "${d}")
  for e in "${entries[@]}"; do
    case "${e}" in
      */Unity/unity_*)
        mapfile -t incs < <(unity_sources "${e}")
        fresh=0
        for inc in "${incs[@]}"; do
          f="${inc#"${ROOT}"/}"
          [[ -z "${tracked[${f}]:-}" || -n "${covered[${f}]:-}" ]] || fresh=1
        done
        ((fresh)) || continue
        tidy_units+=("${e}")
        tidy_dirs+=("${d}")
        for inc in "${incs[@]}"; do covered["${inc#"${ROOT}"/}"]=1; done
        ;;
      "${ROOT}"/*) [[ -n "${direct[${e#"${ROOT}"/}]:-}" ]] || direct["${e#"${ROOT}"/}"]="${d}" ;;
    esac
  done
done
unbuilt=()
for f in "${units[@]}"; do
  if [[ -n "${covered[${f}]:-}" ]]; then
    continue
  elif [[ -n "${direct[${f}]:-}" ]]; then
    tidy_units+=("${ROOT}/${f}")  # compiled on its own, checked on its own
    tidy_dirs+=("${direct[${f}]}")
  else
    unbuilt+=("$f")
  fi
done
if ((${#unbuilt[@]} > 0)); then
  echo "lint: not in ${build_dirs[*]}, so not checked by clang-tidy (a CMake option off?):"
  printf '    %s\n' "${unbuilt[@]}"
fi

# A unity file puts its sources in one translation unit, where the names each defines at the
# top of its anonymous namespace meet: two sources defining one name differently either fail
# to build or, worse, become overloads and a call picks the other file's function. Lists each
# such name of the unity file `unit` ("NAME<TAB>FILE FILE ..."). An alias declared alike in
# every source (`namespace fs = std::filesystem;`, `using json = ...;`, `using a::b;`) is no
# clash; anything else defined twice in one namespace is, alike or not (a redefinition).
unity_clashes() {
  local f
  unity_sources "$1" | while IFS= read -r f; do
    [[ -f "${f}" ]] || continue  # a source the build generates, not made yet
    awk -v file="${f#"${ROOT}"/}" '
      raw { if ($0 ~ /\)[A-Za-z0-9_]*"/) raw = 0; next }  # inside a raw string literal
      /R"[A-Za-z0-9_]*\(/ {
        rest = $0; sub(/.*R"[A-Za-z0-9_]*\(/, "", rest); if (rest !~ /\)[A-Za-z0-9_]*"/) raw = 1
      }
      /^namespace [A-Za-z_:]+ \{/ { outer = $2; next }  # names meet only in one namespace
      /^namespace \{/ { anon = 1; next }
      anon && /^\}  \/\/ namespace/ { anon = 0; next }
      !anon || !/^[A-Za-z]/ || /^(template|typedef)[ <]/ || /^[A-Z_]+\(/ { next }
      {
        name = ""
        if ($0 ~ /^using namespace /) next
        if (match($0, /^using [A-Za-z_:]+;/)) {  # using a::b::name;
          name = substr($0, 7, RLENGTH - 7); sub(/.*::/, "", name)
        } else if (match($0, /^(struct|class|enum class|enum|union|using|namespace) +[A-Za-z_][A-Za-z0-9_]*/)) {
          name = substr($0, RSTART, RLENGTH); sub(/.* /, "", name)
        } else if (match($0, /[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])? *(\(|=|\{|;)/)) {
          name = substr($0, RSTART, RLENGTH); sub(/[^A-Za-z0-9_].*/, "", name)
        }
        alias = $0 ~ /^(namespace [A-Za-z_][A-Za-z0-9_]* =|using [A-Za-z_][A-Za-z0-9_]* =|using [A-Za-z_:]+;)/
        if (name != "" && name != "operator") printf "%s::%s\t%s\t%s\t%d\n", outer, name, file, $0, alias
      }' "${f}"
  done | awk -F '\t' '
    { files[$1] = files[$1] (index(files[$1], " " $2 " ") ? "" : " " $2 " "); text[$1, $3] = 1
      if (!$4) defined[$1] = 1 }
    END {
      for (k in text) { split(k, part, SUBSEP); kinds[part[1]]++ }
      for (n in files) {
        if ((kinds[n] < 2 && !defined[n]) || split(files[n], fs, "  ") < 2) continue
        list = files[n]; gsub(/  /, " ", list); gsub(/^ | $/, "", list); print n "\t" list
      }
    }'
}

# The .clang-tidy nearest to `file` (a directory's own, else its parents' up to the root).
nearest_config() {
  local dir
  dir="$(dirname "$1")"
  while [[ "${dir}" == "${ROOT}"* ]]; do
    [[ -f "${dir}/.clang-tidy" ]] && { echo "${dir}/.clang-tidy"; return; }
    dir="$(dirname "${dir}")"
  done
  echo "${ROOT}/.clang-tidy"
}

# The extra clang-tidy arguments for `unit`: a unity file, which lies in the build folder,
# takes the configuration of the sources it includes (they must read the same) and may include .cpp
# files.
tidy_args() {
  local unit="$1" config="" c inc
  [[ "${unit}" == */Unity/unity_* ]] || return 0
  while IFS= read -r inc; do
    c="$(nearest_config "${inc}")"
    if [[ -n "${config}" && "${c}" != "${config}" ]] && ! cmp -s "${c}" "${config}"; then
      echo "lint: ${unit} includes sources under ${config} and ${c}, which differ" >&2
      return 1
    fi
    config="${c}"
  done < <(unity_sources "${unit}")
  printf '%s\n' "--config-file=${config}" "--checks=-bugprone-suspicious-include"
}

# clang-tidy on one unit `$2` with the compilation database of build folder `$1`, its findings
# on standard output.
tidy_one() {
  local extra
  extra="$(tidy_args "$2")" || return 1
  # shellcheck disable=SC2086 # the arguments are words without spaces
  "${TIDY}" -p "$1" --quiet --extra-arg=-Wno-unknown-warning-option ${extra} "$2"
}
export -f tidy_one tidy_args nearest_config unity_sources
export ROOT TIDY

for u in "${tidy_units[@]}"; do
  [[ "${u}" == */Unity/unity_* ]] || continue
  while IFS=$'\t' read -r name where; do
    failed=1
    echo "lint: unity: ${where} define ${name} twice in one unity file; rename one"
  done < <(unity_clashes "${u}")
done

if ((unity_only)); then
  ((failed == 0)) || echo "lint: FAILED"
  exit "${failed}"
fi

echo "lint: ${TIDY} on ${#units[@]} files through ${#tidy_units[@]} units (${JOBS} at a time)"
if ((${#tidy_units[@]} > 0)); then
  log="$(mktemp)"
  trap 'rm -f "${log}"' EXIT
  # The largest units first (by their sources' bytes), so that the runs side by side end
  # together rather than one long unit alone at the end.
  mapfile -t order < <(for i in "${!tidy_units[@]}"; do
    u="${tidy_units[i]}"
    if [[ "${u}" == */Unity/unity_* ]]; then
      bytes="$(unity_sources "${u}" | xargs -r stat -c %s 2>/dev/null | awk '{ s += $1 } END { print s + 0 }')"
    else
      bytes="$(stat -c %s "${u}")"
    fi
    echo "${bytes} ${i}"
  done | sort -rn | cut -d' ' -f2)
  # shellcheck disable=SC2016 # $1 and $2 are the inner shell's
  for i in "${order[@]}"; do printf '%s\0%s\0' "${tidy_dirs[i]}" "${tidy_units[i]}"; done |
    xargs -0 -n 2 -P "${JOBS}" bash -c 'tidy_one "$1" "$2"' tidy >"${log}" 2>&1
  tidy_status=$?
  # Drop the per-file "N warnings generated." chatter; keep the findings.
  grep -vE '^[0-9]+ (warning|error)s? (and [0-9]+ (warning|error)s? )?generated\.$' "${log}" |
    grep -v '^Suppressed [0-9]* warnings' | grep -v '^Use -header-filter=' || true
  if ((tidy_status != 0)) || grep -qE ': (warning|error):' "${log}"; then failed=1; fi
fi

if ((failed)); then
  echo "lint: FAILED"
  exit 1
fi
echo "lint: clean"
