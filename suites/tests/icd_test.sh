#!/usr/bin/env bash
# The drivers a machine has, as a user meets them: ICDs registered in a vendors folder (a
# temporary one stands for /etc/OpenCL/vendors), the project's own PoCL and Oclgrind added by
# scripts/env.sh, ICDs with no device or that fail to load, and --icd with a library by path.
#
# Usage: icd_test.sh PATH/TO/clconform
# Needs scripts/setup.sh's packages (PoCL, Oclgrind, mesa-opencl-icd, intel-opencl-icd) and
# <repo>/.vendors. Fails, never skips, when one is missing.
TEST_NAME=icd_test
# shellcheck source=suites/tests/script_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/script_lib.sh"
(($# == 1)) || die "usage: $0 PATH/TO/clconform"
readonly BIN="$1"

POCL="$(dpkg -L libpocl2 | grep -m 1 -E '/libpocl\.so\.[0-9.]+$')" || die "libpocl2 is not installed"
readonly POCL
readonly FILTER='--gtest_filter=*/convert_int_rte_short:*/as_uint_float'

expect() {  # expect FILE PATTERN WHAT: PATTERN (grep -E) must be in FILE
  grep -qE -- "$2" "$1" || { cat "$1" >&2; die "$3"; }
}
count() { grep -cE -- "$2" "$1" || true; }

# 1. A registered ICD (the system's PoCL, named by full path) plus env.sh's project devices:
#    PoCL once, from the registered file; Oclgrind from OCL_ICD_FILENAMES; the run reports on
#    both.
mkdir -p "${WORK}/system"
printf '%s\n' "${POCL}" >"${WORK}/system/vendor-pocl.icd"
(
  export OCL_ICD_VENDORS="${WORK}/system"
  unset OCL_ICD_FILENAMES
  # shellcheck source=scripts/env.sh
  source "${ROOT}/scripts/env.sh"
  "${BIN}" --list-devices >"${WORK}/list1" 2>&1 || die "--list-devices failed: $(cat "${WORK}/list1")"
  "${BIN}" "${FILTER}" --report-dir="${WORK}/run1" >"${WORK}/run1.log" 2>&1 ||
    { cat "${WORK}/run1.log" >&2; die "the run over the registered and the project's ICDs failed"; }
)
expect "${WORK}/list1" "^platform 'Portable Computing Language' from ${WORK}/system/vendor-pocl.icd" \
  "PoCL is not listed as coming from the registered ICD file"
[[ "$(count "${WORK}/list1" "^platform 'Portable Computing Language'")" == 1 ]] ||
  { cat "${WORK}/list1"; die "PoCL is listed more than once"; }
expect "${WORK}/list1" "^platform 'Oclgrind' from OCL_ICD_FILENAMES" "Oclgrind is not added by env.sh"
expect "${WORK}/list1" "OCL_ICD_FILENAMES: libpocl.*the same library as ${WORK}/system/vendor-pocl.icd; skipped" \
  "the project's PoCL is not recognised as the registered library"
for slug in portable-computing-language oclgrind; do
  [[ -f "${WORK}/run1/${slug}/report.json" ]] || die "no report for ${slug}: $(ls -R "${WORK}/run1")"
done
grep -q "\"icd\": \"${WORK}/system/vendor-pocl.icd" "${WORK}/run1/portable-computing-language/report.json" ||
  die "the report does not record the ICD file"

# 2. ICDs with no device (Mesa's Clover and rusticl without a GPU), one with no platform
#    (Intel's without an Intel GPU), and three that fail to load: each listed with its reason,
#    and the run goes on with PoCL.
mkdir -p "${WORK}/broken"
printf '%s\n' "${POCL}" >"${WORK}/broken/pocl.icd"
printf 'libMesaOpenCL.so.1\n' >"${WORK}/broken/mesa.icd"
printf 'libRusticlOpenCL.so.1\n' >"${WORK}/broken/rusticl.icd"
grep -h . /etc/OpenCL/vendors/intel.icd >"${WORK}/broken/intel.icd" 2>/dev/null ||
  die "intel-opencl-icd is not installed (scripts/setup.sh installs it)"
printf '/nonexistent/libclconform-missing.so\n' >"${WORK}/broken/missing.icd"
printf 'libm.so.6\n' >"${WORK}/broken/not-an-icd.icd"
: >"${WORK}/broken/empty.icd"
env -u RUSTICL_ENABLE OCL_ICD_VENDORS="${WORK}/broken" OCL_ICD_FILENAMES='' "${BIN}" --list-devices >"${WORK}/list2" 2>&1 ||
  die "--list-devices with broken ICDs failed: $(cat "${WORK}/list2")"
expect "${WORK}/list2" "^platform 'Clover' from ${WORK}/broken/mesa.icd: .*no device.*; skipped" \
  "Mesa's Clover is not listed as having no device"
expect "${WORK}/list2" "^platform 'rusticl' from .*no device.*; skipped" "rusticl is not listed as having no device"
expect "${WORK}/list2" "^platform 'rusticl' .*unless RUSTICL_ENABLE names a driver, e.g. RUSTICL_ENABLE=llvmpipe" \
  "--list-devices does not say how Rusticl exposes a device"
expect "${WORK}/list2" "^ICD ${WORK}/broken/intel.icd: .*has no platform" "Intel's ICD is not listed as having no platform"
expect "${WORK}/list2" "^ICD ${WORK}/broken/missing.icd: .*does not load: .*No such file" \
  "a missing library is not listed with dlopen's reason"
expect "${WORK}/list2" "^ICD ${WORK}/broken/not-an-icd.icd: .*is not an OpenCL ICD" \
  "a library that is no ICD is not listed as such"
expect "${WORK}/list2" "^ICD ${WORK}/broken/empty.icd: the ICD file names no library" \
  "an empty ICD file is not listed as such"
OCL_ICD_VENDORS="${WORK}/broken" OCL_ICD_FILENAMES='' "${BIN}" "${FILTER}" >"${WORK}/run2.log" 2>&1 ||
  { cat "${WORK}/run2.log" >&2; die "the run stopped at the broken ICDs"; }
expect "${WORK}/run2.log" "not tested" "the run does not say which ICDs it left out"
expect "${WORK}/run2.log" "PASSED.* 2 tests" "the run did not check PoCL"

# 3. --icd with PoCL's library by path, which no ICD file names here; a missing --icd library
#    is listed and the run goes on.
mkdir -p "${WORK}/only-oclgrind"
cp "${ROOT}/.vendors/oclgrind.icd" "${WORK}/only-oclgrind/" || die "no ${ROOT}/.vendors: run scripts/setup.sh"
OCL_ICD_VENDORS="${WORK}/only-oclgrind" OCL_ICD_FILENAMES='' "${BIN}" --icd="${POCL}" \
  --icd=/nonexistent/libdriver.so --list-devices >"${WORK}/list3" 2>&1 || die "--icd listing failed"
expect "${WORK}/list3" "^platform 'Portable Computing Language' from --icd: ${POCL}" "--icd's PoCL is not listed"
expect "${WORK}/list3" "^ICD --icd: /nonexistent/libdriver.so: does not load" "a missing --icd library is not listed"
OCL_ICD_VENDORS="${WORK}/only-oclgrind" OCL_ICD_FILENAMES='' "${BIN}" --icd="${POCL}" \
  --icd=/nonexistent/libdriver.so --device=Portable "${FILTER}" --report-dir="${WORK}/run3" \
  >"${WORK}/run3.log" 2>&1 || { cat "${WORK}/run3.log" >&2; die "the run on --icd's PoCL failed"; }
grep -q "\"icd\": \"--icd: ${POCL}" "${WORK}/run3/portable-computing-language/report.json" ||
  die "the report does not record --icd"

# 4. A run's children load the device's driver alone (suites/child_device.h): the parent loads
#    every ICD (Oclgrind here besides PoCL), each child only PoCL's library. The dynamic
#    linker's trace (a file per process) tells who loaded what.
mkdir -p "${WORK}/ld"
OCL_ICD_VENDORS="${ROOT}/.vendors" OCL_ICD_FILENAMES='' LD_DEBUG=files \
  LD_DEBUG_OUTPUT="${WORK}/ld/trace" "${BIN}" --device=Portable "${FILTER}" --jobs=2 \
  >"${WORK}/run4.log" 2>&1 || { cat "${WORK}/run4.log" >&2; die "the run with the linker's trace failed"; }
children="$(grep -o 'children=[0-9]*' "${WORK}/run4.log" | cut -d= -f2)"
((${children:-0} >= 1)) || { cat "${WORK}/run4.log" >&2; die "the run started no child"; }
with_pocl="$(grep -l 'calling init: .*libpocl' "${WORK}"/ld/trace.* | wc -l)"
with_oclgrind="$(grep -l 'calling init: .*liboclgrind' "${WORK}"/ld/trace.* | wc -l)"
((with_pocl >= children + 1)) ||
  die "PoCL was loaded by ${with_pocl} processes, fewer than the parent and its ${children} children"
((with_oclgrind == 1)) ||
  die "Oclgrind's ICD was loaded by ${with_oclgrind} processes: the children should load PoCL alone"
echo "icd_test: ok"
