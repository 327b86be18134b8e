# shellcheck shell=bash
# What the shell tests of suites/tests share; source it after setting TEST_NAME. Sets ROOT (the
# repository) and WORK (a temporary folder removed at exit), and points the ICD loader at the
# project's PoCL and Oclgrind only (<repo>/.vendors, written by scripts/setup.sh).
set -euo pipefail

die() { printf '%s: FAIL: %s\n' "${TEST_NAME}" "$*" >&2; exit 1; }

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
WORK="$(mktemp -d)"
readonly ROOT WORK
trap 'rm -rf "${WORK}"' EXIT
export OCL_ICD_VENDORS="${ROOT}/.vendors" OCL_ICD_FILENAMES=''

# has FILE REGEX: FILE has a line matching REGEX (grep -E), or the test fails showing FILE.
has() { grep -qE -- "$2" "$1" || { cat "$1" >&2; die "no /$2/ in $1"; }; }

# exits WANT LOG COMMAND...: runs COMMAND with its output in LOG; fails unless it exits WANT.
exits() {
  local want="$1" log="$2" code=0
  shift 2
  "$@" >"${log}" 2>&1 || code=$?
  [[ "${code}" == "${want}" ]] || { cat "${log}" >&2; die "exit ${code}, not ${want}: $*"; }
}
