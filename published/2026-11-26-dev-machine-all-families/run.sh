#!/usr/bin/env bash
# The commands behind this folder (fifteenth session, every family: casts, implicit conversions,
# bool and the half families' three pointer forms included): quick coverage of every variant on the three devices of the dev
# machine (PoCL 3.1, Oclgrind 21.10, Rusticl 22.3.6 on llvmpipe), one device at a time, each
# against expectations/, at nice 10 (the machine was shared). Run from the repository root after
# `bash scripts/setup.sh && source scripts/env.sh` and a Release build (build/clconform).
# Usage: bash published/2026-11-26-dev-machine-all-families/run.sh OUT   (writes OUT/<device>/ and OUT/*.log)
set -uo pipefail
out="$1"
mkdir -p "${out}"
run() { # NAME then the environment and clconform's arguments
  local name="$1"
  shift
  local start end rc=0
  start="$(date +%s.%N)"
  env "$@" --coverage=quick --expectations-dir=expectations --report-dir="${out}/${name}" \
    >"${out}/${name}.log" 2>&1 || rc=$?
  end="$(date +%s.%N)"
  echo "${name}: exit ${rc}, $(echo "${end} - ${start}" | bc) s" | tee -a "${out}/times.txt"
}
run pocl nice -n 10 build/clconform '--device=Portable Computing Language'
run oclgrind nice -n 10 build/clconform --device=Oclgrind
run rusticl RUSTICL_ENABLE=llvmpipe nice -n 10 build/clconform --device=rusticl
