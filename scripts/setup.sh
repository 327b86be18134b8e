#!/usr/bin/env bash
# Installs what clconform needs on Debian 12 and writes the project's own OpenCL vendors folder.
#
# Idempotent and non-interactive: packages already installed are not looked up again, so a
# second run touches no network. Runs as root, or as a user with password-less sudo.
# Writes nothing to /etc/OpenCL/vendors itself (the packages register their own ICD files
# there). <repo>/.vendors names the project's own devices, PoCL and Oclgrind; scripts/env.sh
# adds them to the system's drivers where the user has not chosen the drivers
# (OCL_ICD_VENDORS, OPENCL_VENDOR_PATH and OCL_ICD_FILENAMES unset).
#
# Usage: scripts/setup.sh [--pocl-build-deps=N]
#   --pocl-build-deps=N  also install what building PoCL from source with LLVM N needs
#                        (scripts/validate_pocl.sh): llvm-N-dev, clang-N, libclang-N-dev,
#                        libclang-cppN-dev, libhwloc-dev, ocl-icd-dev
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT
readonly VENDORS="${ROOT}/.vendors"
readonly OCLGRIND_ICD_LIB=/usr/lib/oclgrind/liboclgrind-rt-icd.so
readonly SYSTEM_POCL_ICD=/etc/OpenCL/vendors/pocl.icd

readonly PACKAGES=(
  build-essential cmake git pkg-config
  ninja-build  # scripts/test.sh's builds (CMAKE_GENERATOR=Ninja)
  file dpkg-dev  # CPack's Debian package (ctest install_and_package)
  help2man  # the package's man pages, made from each binary's --help (cmake/package.cmake)
  lintian   # the package checked as a distribution checks it (ctest install_and_package)
  googletest libgtest-dev libbenchmark-dev
  libmpfr-dev libgmp-dev
  opencl-c-headers ocl-icd-opencl-dev opencl-clhpp-headers
  pocl-opencl-icd oclgrind clinfo
  # Mesa's Rusticl: a CPU device through llvmpipe once RUSTICL_ENABLE=llvmpipe (scripts/run.sh,
  # ctest conformance_*_rusticl). Drivers registered without their hardware (Mesa's Clover,
  # Intel's NEO, Rusticl without RUSTICL_ENABLE): the ICD test checks they are listed with the
  # reason and left out.
  mesa-opencl-icd intel-opencl-icd
  clang-format clang-tidy
  nlohmann-json3-dev
  chromium  # renders the HTML report in the browser test (ctest -L browser)
)

say() { printf 'setup: %s\n' "$*"; }
die() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }

packages=("${PACKAGES[@]}")
while (($#)); do
  case "$1" in
    --pocl-build-deps=*)
      llvm="${1#*=}"
      [[ "${llvm}" =~ ^[1-9][0-9]*$ ]] || { echo "setup: --pocl-build-deps takes an LLVM major version" >&2; exit 2; }
      packages+=("llvm-${llvm}-dev" "clang-${llvm}" "libclang-${llvm}-dev" "libclang-cpp${llvm}-dev"
        libhwloc-dev ocl-icd-dev)
      ;;
    *) echo "setup: unknown option '$1' (setup.sh [--pocl-build-deps=N])" >&2; exit 2 ;;
  esac
  shift
done

is_installed() {
  [[ "$(dpkg-query -W -f='${db:Status-Abbrev}' "$1" 2>/dev/null)" == ii* ]]
}

command -v dpkg-query >/dev/null 2>&1 || die "dpkg-query not found: this script supports Debian 12 only"

missing=()
for p in "${packages[@]}"; do
  is_installed "$p" || missing+=("$p")
done

if ((${#missing[@]} == 0)); then
  say "all ${#packages[@]} packages are installed"
else
  say "missing packages: ${missing[*]}"
  if ((EUID == 0)); then
    as_root=(env)
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root=(sudo -n env)
  else
    die "installing ${missing[*]} needs root: run as root or with password-less sudo"
  fi
  apt=("${as_root[@]}" DEBIAN_FRONTEND=noninteractive apt-get -q -y -o DPkg::Lock::Timeout=300)
  say "apt-get update"
  "${apt[@]}" update || die "apt-get update failed (network or apt sources?)"
  say "apt-get install ${missing[*]}"
  "${apt[@]}" install --no-install-recommends "${missing[@]}" ||
    die "apt-get install failed for: ${missing[*]}"
  still=()
  for p in "${missing[@]}"; do
    is_installed "$p" || still+=("$p")
  done
  ((${#still[@]} == 0)) || die "still not installed after apt-get: ${still[*]}"
  say "installed ${missing[*]}"
fi

# The project's vendors folder: PoCL (CPU) and Oclgrind (simulator), whatever the system
# folder holds. scripts/env.sh adds them to OCL_ICD_FILENAMES (unless the user chose the
# drivers); ctest's device tests point OCL_ICD_VENDORS here so that they see exactly these two.
mkdir -p "${VENDORS}"
if [[ -f "${SYSTEM_POCL_ICD}" ]]; then
  pocl_lib="$(head -n 1 "${SYSTEM_POCL_ICD}")"
else
  # Someone removed the system's file: take the library name from the package.
  pocl_lib="$(dpkg -L libpocl2 2>/dev/null | grep -m 1 -E '/libpocl\.so\.[0-9.]+$' || true)"
fi
[[ -n "${pocl_lib}" ]] || die "cannot find PoCL's ICD library (is pocl-opencl-icd installed?)"
[[ -f "${OCLGRIND_ICD_LIB}" ]] || die "${OCLGRIND_ICD_LIB} is missing (is oclgrind installed?)"
printf '%s\n' "${pocl_lib}" >"${VENDORS}/pocl.icd"
printf '%s\n' "${OCLGRIND_ICD_LIB}" >"${VENDORS}/oclgrind.icd"
say "wrote ${VENDORS}/pocl.icd (${pocl_lib}) and ${VENDORS}/oclgrind.icd"

# Check that the loader sees both platforms through the project's folder.
platforms="$(OCL_ICD_VENDORS="${VENDORS}" clinfo -l 2>&1)" ||
  die "clinfo -l failed with OCL_ICD_VENDORS=${VENDORS}: ${platforms}"
printf '%s\n' "${platforms}" | sed 's/^/setup:   /'
for name in "Portable Computing Language" "Oclgrind"; do
  grep -q "Platform #[0-9]*: ${name}" <<<"${platforms}" ||
    die "the OpenCL platform '${name}' is not visible through ${VENDORS}"
done
say "done; now run: source scripts/env.sh"
