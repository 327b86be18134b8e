#!/usr/bin/env bash
# Checks that every command-line option is declared once: no production source but the option
# table (harness/run/options.h) spells one of its flags in a string literal. Code that needs a
# flag's name asks the table (FlagOf, ChildArguments, Words); a rerun line spells what the run
# record holds. Exit 0 when none does, 1 with each offending line listed otherwise.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "${ROOT}"
table=harness/run/options.h
[[ -f "${table}" ]] || { echo "check_options: ${table} is missing" >&2; exit 2; }

# Files allowed to spell a flag, each for its reason:
#  - the table itself;
#  - the reader of report.json's run record as versions before run.options wrote it (frozen:
#    a new option never comes there);
#  - harness/device/icd.cpp: the origin of a library given with --icd, in a layer that cannot
#    include the table (docs/architecture.md's layers);
#  - tools/: other programs (clconform-report, clconform-bench), with flags of their own.
allowed='^(harness/run/options\.h|harness/report/run_record_v1\.cpp|harness/device/icd\.cpp|tools/)'

# The flags the table declares: the first argument of each Switch(...) and Value(...).
mapfile -t flags < <(grep -oE '(Switch|Value)\("-[-a-z0-9]+"' "${table}" | sed -E 's/.*\("//; s/"$//' | sort -u)
((${#flags[@]} > 10)) || { echo "check_options: found only ${#flags[@]} flags in ${table}" >&2; exit 2; }

# Production sources: not tests, benchmarks or the opt-in exhaustive check.
sources() {
  git ls-files -- 'reference/*.cpp' 'reference/*.h' 'kernels/*.cpp' 'kernels/*.h' \
    'harness/*.cpp' 'harness/*.h' 'suites/*.cpp' 'suites/*.h' 'tools/*.cpp' 'tools/*.h' |
    grep -vE '/(tests|bench|exhaustive)/' | grep -vE "${allowed}" || true
}

# A string literal holding one of the flags as a word, comments left out.
pattern="\"([^\"]*[^-a-zA-Z0-9_\"])?($(IFS='|'; echo "${flags[*]}"))([^-a-z0-9_]|\$)"
status=0
while read -r f; do
  hits="$(sed -E 's://.*$::' "${f}" | grep -nE -- "${pattern}" || true)"
  if [[ -n "${hits}" ]]; then
    while read -r line; do echo "check_options: ${f}:${line}"; done <<<"${hits}"
    status=1
  fi
done < <(sources)
if [[ ${status} -eq 0 ]]; then
  echo "check_options: no production file but ${table} spells one of its ${#flags[@]} flags"
else
  echo "check_options: ask the table for a flag (FlagOf, ChildArguments, Words) instead"
fi
exit "${status}"
