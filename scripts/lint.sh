#!/usr/bin/env bash
# Checks the tracked C++ sources: clang-format (style) and clang-tidy (naming, bugprone-*,
# performance-*), configured by .clang-format and .clang-tidy at the repository root.
#
# Usage: scripts/lint.sh [BUILD_DIR]   (default: build; it must hold compile_commands.json,
#        which the top-level CMakeLists.txt exports). Exits non-zero on any finding.
# Environment: CLANG_FORMAT, CLANG_TIDY (tool paths), JOBS (parallel clang-tidy runs, default 2).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT
cd "${ROOT}" || exit 2

build_dir="${1:-build}"
[[ "${build_dir}" = /* ]] || build_dir="${ROOT}/${build_dir}"
readonly DB="${build_dir}/compile_commands.json"
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

if [[ ! -f "${DB}" ]]; then
  echo "lint: ${DB} is missing: configure first (cmake -S . -B ${1:-build})" >&2
  exit 2
fi
mapfile -d '' units < <(git ls-files -z -- '*.cpp' '*.cc')
checked=()
unbuilt=()
for f in "${units[@]}"; do
  # compile_commands.json names files by absolute path.
  if grep -qF "\"file\": \"${ROOT}/${f}\"" "${DB}"; then
    checked+=("$f")
  else
    unbuilt+=("$f")
  fi
done
if ((${#unbuilt[@]} > 0)); then
  echo "lint: not in ${DB}, so not checked by clang-tidy (a CMake option off?):"
  printf '    %s\n' "${unbuilt[@]}"
fi
echo "lint: ${TIDY} on ${#checked[@]} files (${JOBS} at a time)"
if ((${#checked[@]} > 0)); then
  log="$(mktemp)"
  trap 'rm -f "${log}"' EXIT
  printf '%s\0' "${checked[@]}" |
    xargs -0 -n 1 -P "${JOBS}" "${TIDY}" -p "${build_dir}" --quiet \
      --extra-arg=-Wno-unknown-warning-option >"${log}" 2>&1
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
