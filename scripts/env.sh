# shellcheck shell=bash
# Environment for building and running clconform; source it from bash or zsh: `source scripts/env.sh`.
#
# The system's OpenCL drivers stay as they are: the ICD loader keeps reading /etc/OpenCL/vendors
# (or the OCL_ICD_VENDORS / OCL_ICD_FILENAMES you set). The project's own devices, PoCL and
# Oclgrind (named in <repo>/.vendors by scripts/setup.sh), are added to OCL_ICD_FILENAMES,
# which clconform loads itself whatever the loader does with it; a library that is also
# registered (PoCL in /etc/OpenCL/vendors/pocl.icd) is the same library, loaded once, and
# clconform lists its platform once.

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
for _clconform_icd in "${CLCONFORM_ROOT}"/.vendors/*.icd; do
  [ -f "${_clconform_icd}" ] || continue
  _clconform_lib="$(head -n 1 "${_clconform_icd}")"
  case ":${OCL_ICD_FILENAMES:-}:" in
    *":${_clconform_lib}:"*) ;;  # sourced twice: already there
    *) OCL_ICD_FILENAMES="${OCL_ICD_FILENAMES:+${OCL_ICD_FILENAMES}:}${_clconform_lib}" ;;
  esac
done
unset _clconform_icd _clconform_lib
export OCL_ICD_FILENAMES
