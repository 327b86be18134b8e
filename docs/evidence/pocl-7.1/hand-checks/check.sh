#!/usr/bin/env bash
# Runs each one-kernel check of this folder on the OpenCL device the environment gives (PoCL 7.1
# from its build tree: POCL_BUILDING=1 OCL_ICD_VENDORS=<pocl-build>/ocl-vendors) and prints
# what each kernel stored. Each .cl file says what a conforming device stores; output.txt holds
# what PoCL 7.1 (LLVM 19.1.7, x86-64) stored.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
cc -O1 -o /tmp/clconform-clrun clrun.c -lOpenCL
for f in *.cl; do
  case "${f}" in *char*) w=1 ;; *short*) w=2 ;; *) w=4 ;; esac
  echo "== ${f}"
  /tmp/clconform-clrun "${f}" 64 "${w}" 2>/dev/null | head -n 8 || true
done
