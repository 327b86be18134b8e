#!/usr/bin/env bash
# The drivers a machine has, as a user meets them: the system's ICDs plus the project's own PoCL
# and Oclgrind added by scripts/env.sh (and nothing added where the user chose the drivers),
# ICDs with no device or that fail to load, --icd with a library by path (a second copy of
# PoCL beside the registered one included) or that is no driver at all, ICDs that exit, hang
# or crash while they are listed (fake ones, built here), and who loads which driver.
#
# Usage: icd_test.sh PATH/TO/clconform
# Needs scripts/setup.sh's packages (PoCL, Oclgrind, mesa-opencl-icd, intel-opencl-icd), PoCL
# registered in /etc/OpenCL/vendors/pocl.icd, <repo>/.vendors and a C compiler (cc). Fails,
# never skips, when one is missing.
TEST_NAME=icd_test
# shellcheck source=suites/tests/script_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/script_lib.sh"
(($# == 1)) || die "usage: $0 PATH/TO/clconform"
readonly BIN="$1"

POCL="$(dpkg -L libpocl2 | grep -m 1 -E '/libpocl\.so\.[0-9.]+$')" || die "libpocl2 is not installed"
readonly POCL SYSTEM=/etc/OpenCL/vendors
[[ -f "${SYSTEM}/pocl.icd" ]] || die "PoCL is not registered in ${SYSTEM}/pocl.icd"
readonly FILTER='--gtest_filter=*/convert_int_rte_short:*/as_uint_float'

expect() {  # expect FILE PATTERN WHAT: PATTERN (grep -E) must be in FILE
  grep -qE -- "$2" "$1" || { cat "$1" >&2; die "$3"; }
}
count() { grep -cE -- "$2" "$1" || true; }

# 1. The system's ICDs (PoCL registered in /etc/OpenCL/vendors) plus env.sh's project devices:
#    PoCL once, from the registered file; Oclgrind from OCL_ICD_FILENAMES; the run reports on
#    both. Where the user chose the drivers (an empty OCL_ICD_VENDORS folder), env.sh adds
#    nothing: there is no platform.
(
  unset OCL_ICD_VENDORS OCL_ICD_FILENAMES OPENCL_VENDOR_PATH RUSTICL_ENABLE
  # shellcheck source=scripts/env.sh
  source "${ROOT}/scripts/env.sh"
  "${BIN}" --list-devices >"${WORK}/list1" 2>&1 || die "--list-devices failed: $(cat "${WORK}/list1")"
  "${BIN}" "${FILTER}" --report-dir="${WORK}/run1" >"${WORK}/run1.log" 2>&1 ||
    { cat "${WORK}/run1.log" >&2; die "the run over the registered and the project's ICDs failed"; }
)
expect "${WORK}/list1" "^platform 'Portable Computing Language' from ${SYSTEM}/pocl.icd" \
  "PoCL is not listed as coming from the registered ICD file"
[[ "$(count "${WORK}/list1" "^platform 'Portable Computing Language'")" == 1 ]] ||
  { cat "${WORK}/list1"; die "PoCL is listed more than once"; }
expect "${WORK}/list1" "^platform 'Oclgrind' from OCL_ICD_FILENAMES" "Oclgrind is not added by env.sh"
expect "${WORK}/list1" "OCL_ICD_FILENAMES: libpocl.*the same library as ${SYSTEM}/pocl.icd; skipped" \
  "the project's PoCL is not recognised as the registered library"
for slug in portable-computing-language oclgrind; do
  [[ -f "${WORK}/run1/${slug}/report.json" ]] || die "no report for ${slug}: $(ls -R "${WORK}/run1")"
done
grep -q "\"icd\": \"${SYSTEM}/pocl.icd" "${WORK}/run1/portable-computing-language/report.json" ||
  die "the report does not record the ICD file"
mkdir -p "${WORK}/mine"
(
  export OCL_ICD_VENDORS="${WORK}/mine"
  unset OCL_ICD_FILENAMES
  # shellcheck source=scripts/env.sh
  source "${ROOT}/scripts/env.sh"
  [[ -z "${OCL_ICD_FILENAMES:-}" ]] || die "env.sh added ${OCL_ICD_FILENAMES} to a folder of the user's"
  code=0
  "${BIN}" --list-devices >"${WORK}/list1b" 2>&1 || code=$?
  [[ "${code}" == 3 ]] || { cat "${WORK}/list1b" >&2; die "an empty vendors folder: exit ${code}, not 3"; }
)

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

# 3. --icd with PoCL's library by path, which no ICD file names here: the run tests it, and
#    only it (Oclgrind, registered, is not listed).
mkdir -p "${WORK}/only-oclgrind"
cp "${ROOT}/.vendors/oclgrind.icd" "${WORK}/only-oclgrind/" || die "no ${ROOT}/.vendors: run scripts/setup.sh"
OCL_ICD_VENDORS="${WORK}/only-oclgrind" OCL_ICD_FILENAMES='' "${BIN}" --icd="${POCL}" \
  --list-devices >"${WORK}/list3" 2>&1 || die "--icd listing failed: $(cat "${WORK}/list3")"
expect "${WORK}/list3" "^platform 'Portable Computing Language' from --icd: ${POCL}" "--icd's PoCL is not listed"
[[ "$(count "${WORK}/list3" Oclgrind)" == 0 ]] || { cat "${WORK}/list3"; die "--icd lists the registered ICDs too"; }

# 3b. A second copy of PoCL's library at another path (laid out as an install: its device
#     libraries and headers beside it), given by --icd while the system registers its PoCL: its
#     cases run on that library alone (two PoCLs in one process abort), and the report names it.
copy="${WORK}/copy/lib/x86_64-linux-gnu"
mkdir -p "${copy}" "${WORK}/copy/share"
cp "${POCL}" "${copy}/libpocl-copy.so"
ln -s "$(dirname "${POCL}")/pocl" "${copy}/pocl"
ln -s /usr/share/pocl "${WORK}/copy/share/pocl"
env -u OCL_ICD_VENDORS -u OCL_ICD_FILENAMES "${BIN}" --icd="${copy}/libpocl-copy.so" \
  --device=Portable '--gtest_filter=*/as_uint_float' --report-dir="${WORK}/run3" >"${WORK}/run3.log" 2>&1 ||
  { cat "${WORK}/run3.log" >&2; die "the run on a copy of PoCL given by --icd failed"; }
grep -q "\"icd\": \"--icd: ${copy}/libpocl-copy.so" \
  "${WORK}/run3/portable-computing-language/report.json" || die "the report does not name the --icd copy"

# 3c. An --icd that gives no device (a wrong path, libc, a folder, /dev/zero) ends the run with
#     exit 9 and a line naming it, never a run on the PoCL that .vendors registers.
for bad in /nonexistent/libdriver.so "$(dirname "${POCL}")/libc.so.6" "${WORK}" /dev/zero; do
  exits 9 "${WORK}/bad.log" "${BIN}" --icd="${bad}" --device=Portable "${FILTER}"
  has "${WORK}/bad.log" "^clconform: --icd=${bad}: "
done
# An ICD file linked to /dev/zero is read no further than an ICD file's first line.
mkdir -p "${WORK}/zero"
ln -s /dev/zero "${WORK}/zero/zero.icd"
exits 3 "${WORK}/zero.log" env OCL_ICD_VENDORS="${WORK}/zero" timeout 60 "${BIN}" --list-devices
has "${WORK}/zero.log" "^ICD ${WORK}/zero/zero.icd: is not a regular file"

# 4. No process loads two drivers, and the run's own process none (harness/app/child_device.h,
#    harness/run/icd_listing.h): a listing child per ICD, each worker PoCL's library alone. The
#    dynamic linker's trace (a file per process) tells who loaded what.
mkdir -p "${WORK}/ld"
OCL_ICD_VENDORS="${ROOT}/.vendors" OCL_ICD_FILENAMES='' LD_DEBUG=files \
  LD_DEBUG_OUTPUT="${WORK}/ld/trace" bash -c 'echo $$ >"$1"; shift; exec "$@"' _ "${WORK}/parent" \
  "${BIN}" --device=Portable "${FILTER}" --jobs=2 >"${WORK}/run4.log" 2>&1 ||
  { cat "${WORK}/run4.log" >&2; die "the run with the linker's trace failed"; }
children="$(grep -o 'children=[0-9]*' "${WORK}/run4.log" | cut -d= -f2)"
((${children:-0} >= 1)) || { cat "${WORK}/run4.log" >&2; die "the run started no child"; }
parent="${WORK}/ld/trace.$(cat "${WORK}/parent")"
[[ -f "${parent}" ]] || die "no linker trace of the run's own process"
! grep -qE 'calling init: .*(libpocl|liboclgrind)' "${parent}" || die "the run's own process loaded a driver"
with_pocl="$(grep -l 'calling init: .*libpocl' "${WORK}"/ld/trace.* | wc -l)"
with_oclgrind="$(grep -l 'calling init: .*liboclgrind' "${WORK}"/ld/trace.* | wc -l)"
with_both=0
for trace in "${WORK}"/ld/trace.*; do
  if grep -q 'calling init: .*libpocl' "${trace}" && grep -q 'calling init: .*liboclgrind' "${trace}"; then
    with_both=$((with_both + 1))
  fi
done
((with_pocl >= children + 1)) ||
  die "PoCL was loaded by ${with_pocl} processes, fewer than its listing child and the ${children} workers"
((with_oclgrind == 1)) ||
  die "Oclgrind's ICD was loaded by ${with_oclgrind} processes: only its listing child should load it"
((with_both == 0)) || die "${with_both} processes loaded PoCL and Oclgrind together"

# 5. Fake ICDs whose clIcdGetPlatformIDsKHR exits, hangs or crashes. As --icd: exit 9 naming
#    it with the reason. Registered: each named on --list-devices (exit 9). Beside PoCL: a run
#    without --device tests PoCL and ends with exit 9 naming them; one with --device=Portable
#    names them and ends as PoCL's run does.
mkdir -p "${WORK}/fake" "${WORK}/fakes"
cat >"${WORK}/fake/fake.c" <<'EOF'
#include <signal.h>
#include <unistd.h>
int clIcdGetPlatformIDsKHR(unsigned n, void** platforms, unsigned* count) {
  (void)n;
  (void)platforms;
  (void)count;
#if defined(FAKE_EXIT)
  _exit(0);
#elif defined(FAKE_HANG)
  for (;;) pause();
#else
  raise(SIGSEGV);
#endif
  return 0;
}
EOF
declare -A why=([exit]='ended the process while it was listed \(exit code 0'
  [hang]='hung while it was listed: killed after' [crash]='crashed while it was listed \(signal 11')
for m in exit hang crash; do
  cc -shared -fPIC -DFAKE_"${m^^}" -o "${WORK}/fake/libfake_${m}.so" "${WORK}/fake/fake.c" ||
    die "cannot build the fake ICD"
  printf '%s\n' "${WORK}/fake/libfake_${m}.so" >"${WORK}/fakes/${m}.icd"
  exits 9 "${WORK}/fake-${m}.log" timeout 120 "${BIN}" --icd="${WORK}/fake/libfake_${m}.so" \
    --icd-timeout=3 --device=Portable "${FILTER}"
  has "${WORK}/fake-${m}.log" "^clconform: --icd=${WORK}/fake/libfake_${m}.so: ${why[${m}]}"
done
exits 9 "${WORK}/list5" env OCL_ICD_VENDORS="${WORK}/fakes" timeout 120 "${BIN}" --list-devices \
  --icd-timeout=3
for m in exit hang crash; do has "${WORK}/list5" "^ICD ${WORK}/fakes/${m}.icd: .*${why[${m}]}"; done
rm "${WORK}/fakes/hang.icd"  # beside PoCL, whose listing may take long on a loaded machine
cp "${ROOT}/.vendors/pocl.icd" "${WORK}/fakes/"
exits 9 "${WORK}/run5.log" env OCL_ICD_VENDORS="${WORK}/fakes" timeout 120 "${BIN}" "${FILTER}"
has "${WORK}/run5.log" "PASSED.* 2 tests"
has "${WORK}/run5.log" "^clconform: not every device was tested: 2 ICDs"
for m in exit crash; do has "${WORK}/run5.log" "^  ${WORK}/fakes/${m}.icd: .*${why[${m}]}"; done
exits 0 "${WORK}/run5b.log" env OCL_ICD_VENDORS="${WORK}/fakes" timeout 120 "${BIN}" \
  --device=Portable "${FILTER}"
has "${WORK}/run5b.log" "lost while listed"
echo "icd_test: ok"
