# shellcheck shell=bash
# Environment for building and running clconform; source it from bash or zsh: `source scripts/env.sh`.
#
# The system's OpenCL drivers stay as they are: the ICD loader keeps reading /etc/OpenCL/vendors
# (or the OCL_ICD_VENDORS / OPENCL_VENDOR_PATH / OCL_ICD_FILENAMES you set). Where you have not
# chosen the drivers (none of those three is set), the project's own devices, PoCL and Oclgrind
# (named in <repo>/.vendors by scripts/setup.sh), are added to OCL_ICD_FILENAMES, which
# clconform reads itself whatever the loader does with it; a library that is also registered
# (PoCL in /etc/OpenCL/vendors/pocl.icd) is the same library, and clconform lists its platform
# once. Where you have chosen them (OCL_ICD_VENDORS naming a folder of your own, even an empty
# one), that set is exactly what clconform sees: nothing is added. (ctest's device tests set
# OCL_ICD_VENDORS=<repo>/.vendors themselves.)

if [ -n "${BASH_SOURCE[0]:-}" ]; then
  _clconform_script="${BASH_SOURCE[0]}"
else
  _clconform_script="$0"  # zsh sets $0 to the sourced file
fi
CLCONFORM_ROOT="$(cd "$(dirname "${_clconform_script}")/.." && pwd)"
unset _clconform_script
export CLCONFORM_ROOT

if [ ! -f "${CLCONFORM_ROOT}/.vendors/pocl.icd" ] || [ ! -f "${CLCONFORM_ROOT}/.vendors/oclgrind.icd" ]; then
  echo "env.sh: warning: ${CLCONFORM_ROOT}/.vendors is incomplete; run scripts/setup.sh first" >&2
fi
if [ -z "${OCL_ICD_VENDORS:-}" ] && [ -z "${OPENCL_VENDOR_PATH:-}" ] && [ -z "${OCL_ICD_FILENAMES:-}" ]; then
  for _clconform_icd in "${CLCONFORM_ROOT}"/.vendors/*.icd; do
    [ -f "${_clconform_icd}" ] || continue
    _clconform_lib="$(head -c 4096 "${_clconform_icd}" | head -n 1)"
    OCL_ICD_FILENAMES="${OCL_ICD_FILENAMES:+${OCL_ICD_FILENAMES}:}${_clconform_lib}"
  done
  unset _clconform_icd _clconform_lib
  export OCL_ICD_FILENAMES
fi
