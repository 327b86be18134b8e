# shellcheck shell=bash
# Environment for building and running clconform; source it from bash or zsh: `source scripts/env.sh`.
# Points the OpenCL ICD loader at the project's vendors folder (written by scripts/setup.sh),
# so PoCL and Oclgrind are visible whatever /etc/OpenCL/vendors holds.

if [ -n "${BASH_SOURCE[0]:-}" ]; then
  _clconform_script="${BASH_SOURCE[0]}"
else
  _clconform_script="$0"  # zsh sets $0 to the sourced file
fi
CLCONFORM_ROOT="$(cd "$(dirname "${_clconform_script}")/.." && pwd)"
unset _clconform_script
export CLCONFORM_ROOT

export OCL_ICD_VENDORS="${CLCONFORM_ROOT}/.vendors"
# Loaders also load the libraries listed in OCL_ICD_FILENAMES (ocl-icd, Khronos): keep
# ICDs that the project's folder does not name out of the run.
unset OCL_ICD_FILENAMES

if [ ! -f "${OCL_ICD_VENDORS}/pocl.icd" ] || [ ! -f "${OCL_ICD_VENDORS}/oclgrind.icd" ]; then
  echo "env.sh: warning: ${OCL_ICD_VENDORS} is incomplete; run scripts/setup.sh first" >&2
fi
