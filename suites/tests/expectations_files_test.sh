#!/usr/bin/env bash
# Expectations files on a real device (Oclgrind): --write-expectations writes the list of the
# device's driver version, a run reads it back and passes, and a list of another version of
# the same platform is not applied. Needs OCL_ICD_VENDORS with Oclgrind.
# Usage: expectations_files_test.sh PATH/clconform
set -euo pipefail
clconform="$1"
work="$(mktemp -d)"
trap 'rm -rf "${work}"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
# Oclgrind 21.10 converts NaN to 0x80, not 0, under _sat: a known failure.
run() { # CODE then clconform's arguments
  local want="$1" got=0
  shift
  "${clconform}" --device=Oclgrind '--gtest_filter=*/convert_char_sat_float' "$@" >"${work}/out" 2>&1 || got=$?
  [ "${got}" = "${want}" ] || { cat "${work}/out" >&2; fail "exit ${got}, not ${want}: $*"; }
}
driver="$("${clconform}" --list-devices --device=Oclgrind | sed -n 's/.*, driver \(.*\))$/\1/p')"
[ -n "${driver}" ] || fail "no driver version listed for Oclgrind"
slug="$(tr '[:upper:]' '[:lower:]' <<<"${driver}" | sed 's/[^a-z0-9]\{1,\}/-/g; s/^-//; s/-$//')"

mkdir -p "${work}/w"
run 1 --write-expectations="${work}/w"
list="${work}/w/oclgrind@${slug}.txt"
[ -f "${list}" ] || { ls -la "${work}/w"; fail "no ${list} written"; }
grep -qE "^convert_char_sat_float (buffer|constant) 0x" "${list}" || { cat "${list}"; fail "the failure is not listed"; }
run 0 --expectations-dir="${work}/w"
grep -q "^\[ expect   \] ${list}$" "${work}/out" || { cat "${work}/out"; fail "the run did not name ${list}"; }

# The same list made on another version of Oclgrind applies to none but that version...
mkdir -p "${work}/other"
cp "${list}" "${work}/other/oclgrind@oclgrind-0-1.txt"
run 1 --expectations-dir="${work}/other"
grep -q "no known failures listed for this platform and driver" "${work}/out" ||
  { cat "${work}/out"; fail "no word that no list applies"; }
# ...and the platform's list for every version applies when the version has none.
cp "${list}" "${work}/other/oclgrind.txt"
run 0 --expectations-dir="${work}/other"
echo "expectations_files_test: all checks passed"
