#!/usr/bin/env bash
# scripts/validate_pocl.sh without building a PoCL (CI cannot fetch one): a PoCL "build tree"
# made of a copy of Debian's PoCL library at another path is validated (two cases, its report
# naming the copy, not the system's PoCL); a source tree that does not configure ends in exit
# 8 with its log; a build tree whose library is no driver in exit 9; usage errors in exit 2.
#
# Usage: validate_pocl_test.sh BUILD_DIR
TEST_NAME=validate_pocl_test
# shellcheck source=suites/tests/script_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/script_lib.sh"
(($# == 1)) || die "usage: $0 BUILD_DIR"
readonly BUILD="$1"
readonly FILTER='*/convert_int_rte_short:*/as_uint_float'

validate() {  # validate NAME EXPECTED-EXIT ARGS...
  exits "$2" "${WORK}/$1.log" bash "${ROOT}/scripts/validate_pocl.sh" --bin-dir="${BUILD}" \
    --no-install --out="${WORK}/$1" "${@:3}"
}

# A PoCL build tree as validate_pocl.sh knows one: CMake's cache of a project named pocl and
# lib/CL/libpocl.so.*; its library a copy of Debian's PoCL, which finds its device libraries
# and headers beside it as in an install (pocl/ and ../../share/pocl).
fake_build_tree() {  # fake_build_tree DIR LIBRARY
  mkdir -p "$1/lib/CL" "$1/share"
  echo 'CMAKE_PROJECT_NAME:STATIC=pocl' >"$1/CMakeCache.txt"
  cp "$2" "$1/lib/CL/libpocl.so.2.99.0"
  ln -s "$(dirname "$2")/pocl" "$1/lib/CL/pocl"
  ln -s /usr/share/pocl "$1/share/pocl"
}
system_pocl="$(find /usr/lib -name 'libpocl.so.2.*' -type f -print -quit)"
[[ -n "${system_pocl}" ]] || die "Debian's PoCL library is not installed (scripts/setup.sh)"

# 1. Usage: --pocl is required and must be a PoCL tree; --out is never someone else's folder.
validate none 2
validate other 2 --pocl="${ROOT}"
has "${WORK}/other.log" 'neither a PoCL source tree nor a PoCL build tree'
fake_build_tree "${WORK}/pocl-tree" "${system_pocl}"
mkdir -p "${WORK}/theirs" && echo keep >"${WORK}/theirs/notes.txt"
validate theirs 2 --pocl="${WORK}/pocl-tree"
[[ "$(cat "${WORK}/theirs/notes.txt")" == keep ]] || die "--out removed a file it did not write"

# 2. A build tree is validated as it is, its library by path, with the system's PoCL
#    registered beside it: the report names the copy.
export OCL_ICD_VENDORS=/etc/OpenCL/vendors
validate tree 0 --pocl="${WORK}/pocl-tree" --filter="${FILTER}" -- --jobs=1
for f in report.json report.html junit.xml; do [[ -f "${WORK}/tree/${f}" ]] || die "no ${f}"; done
has "${WORK}/tree/report.json" "\"icd\": \".*${WORK}/pocl-tree/lib/CL/libpocl.so.2.99.0"
[[ "$(grep -c '^   "case": ' "${WORK}/tree/report.json")" == 2 ]] || die "not 2 cases"

# 3. A build tree whose library is no OpenCL driver: exit 9, never a run of another PoCL.
mkdir -p "${WORK}/broken-tree/lib/CL"
echo 'CMAKE_PROJECT_NAME:STATIC=pocl' >"${WORK}/broken-tree/CMakeCache.txt"
cp "$(find /lib /usr/lib -name 'libz.so.1*' -type f -print -quit)" \
  "${WORK}/broken-tree/lib/CL/libpocl.so.2.99.0"
validate broken 9 --pocl="${WORK}/broken-tree" --filter="${FILTER}"
has "${WORK}/broken.log" 'does not load or has no device'
[[ ! -e "${WORK}/broken/report.json" ]] || die "a library that does not load has a report"

# 4. A source tree that does not configure: exit 8, the log kept.
mkdir -p "${WORK}/pocl-src/lib/CL"
printf 'cmake_minimum_required(VERSION 3.13)\nproject(pocl)\nmessage(FATAL_ERROR "planted")\n' \
  >"${WORK}/pocl-src/CMakeLists.txt"
validate src 8 --pocl="${WORK}/pocl-src" --llvm=999
has "${WORK}/src.log" 'error: .*llvm-config-999|did not configure'
echo "${TEST_NAME}: ok"
