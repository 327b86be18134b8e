# shellcheck shell=bash
# Sourced by the tests that run on Rusticl 22.3.6 (llvmpipe), after `clconform` is set: exits
# 77 (skip) where Rusticl is not installed, lists no llvmpipe device or is another version;
# otherwise exports OCL_ICD_VENDORS and RUSTICL_ENABLE for it and sets `work`, a temporary
# folder removed at exit, and fail MESSAGE (exit 1).
# shellcheck disable=SC2154  # clconform: set by the test that sources this
readonly ICD=/etc/OpenCL/vendors/rusticl.icd
[ -f "${ICD}" ] || { echo "SKIP: no ${ICD} (mesa-opencl-icd)"; exit 77; }
work="$(mktemp -d)"
trap 'rm -rf "${work}"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
export OCL_ICD_VENDORS="${ICD}" RUSTICL_ENABLE=llvmpipe
"${clconform}" --list-devices --device=rusticl >"${work}/devices" 2>&1 ||
  { echo "SKIP: Rusticl lists no llvmpipe device: $(tail -n 1 "${work}/devices")"; exit 77; }
grep -q ', driver 22.3.6' "${work}/devices" || { echo "SKIP: not Rusticl 22.3.6"; exit 77; }
