#!/usr/bin/env bash
# Validates a PoCL build with clconform, as PoCL's own CI would: from a PoCL source tree (or a
# build tree made before), configure it with the distribution's LLVM, build it with one CPU
# variant of its kernel library, run clconform on the build tree's CPU device (not on an
# installed copy, and with no other driver in the processes that run its cases), and judge the
# results against expectations/ or against a baseline report of an earlier build.
#
# Usage: scripts/validate_pocl.sh --pocl=DIR [options] [-- clconform flags...]
#   --pocl=DIR          a PoCL source tree (it is configured and built into --pocl-build) or a
#                       PoCL build tree (one holding CMakeCache.txt and lib/CL/libpocl.so: used
#                       as it is, nothing is rebuilt)
#   --pocl-build=DIR    where a source tree is built (default: OUT/pocl-build); an earlier build
#                       there is built again incrementally
#   --llvm=N            the LLVM major version PoCL is configured with: llvm-config-N, from
#                       Debian's llvm-N-dev (default 19)
#   --cpu=VARIANT       the one CPU variant of PoCL's kernel library
#                       (KERNELLIB_HOST_CPU_VARIANTS; default native: this machine's CPU)
#   --baseline=FILE     report.json of an earlier validation of the same device: exit 3 when a
#                       case newly fails or fails differently (clconform-report diff), 6 when
#                       a change could hide in what the two runs did not check alike; without
#                       it, a failure not listed in expectations/ fails the job (exit 1)
#   --coverage=LEVEL    quick, full or exhaustive (default quick)
#   --filter=PATTERN    --gtest_filter of the cases (default: all)
#   --shards=N          GoogleTest shards at once (default 1: a CPU device's run already uses
#                       every core)
#   --out=DIR           where the reports go (default pocl-validation): OUT/report.json,
#                       report.html, junit.xml, diff.html, the reproducers in OUT/repro/,
#                       OUT/pocl-build.log; as for
#                       scripts/ci_driver.sh, DIR is new, empty or an earlier output of this
#                       script
#   --bin-dir=DIR       use clconform and clconform-report already built in DIR
#   --no-install        install no package (a machine prepared beforehand); by default
#                       scripts/setup.sh installs what is missing, PoCL's build dependencies
#                       included
#   --help              this text
# Exit codes: 0 pass, 1 failures (without --baseline), a shard that did not finish or ended
# in an error, 2 bad usage, 3 regressions against the baseline, 4 an incomplete shard set,
# 5 nothing checked, 6 against the baseline, a change not compared, 8 PoCL did not configure or build (OUT/pocl-build.log says why), 9 the PoCL build's library
# does not load or has no CPU device.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT

pocl=''
pocl_build=''
llvm=19
cpu=native
baseline=''
coverage=quick
filter=''
shards=1
out='pocl-validation'
bin_dir=''
install=1
extra=()
help_text() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'; }
usage() { echo "validate_pocl: $*" >&2; help_text >&2; exit 2; }
say() { printf 'validate_pocl: %s\n' "$*"; }
while (($#)); do
  case "$1" in
    --pocl=*) pocl="${1#*=}" ;;
    --pocl-build=*) pocl_build="${1#*=}" ;;
    --llvm=*) llvm="${1#*=}" ;;
    --cpu=*) cpu="${1#*=}" ;;
    --baseline=*) baseline="${1#*=}" ;;
    --coverage=*) coverage="${1#*=}" ;;
    --filter=*) filter="${1#*=}" ;;
    --shards=*) shards="${1#*=}" ;;
    --out=*) out="${1#*=}" ;;
    --bin-dir=*) bin_dir="${1#*=}" ;;
    --no-install) install=0 ;;
    --help | -h) help_text; exit 0 ;;
    --) shift; extra=("$@"); break ;;
    *) usage "unknown option '$1'" ;;
  esac
  shift
done
[[ -n "${pocl}" ]] || usage "--pocl=DIR is required: a PoCL source tree or build tree"
[[ -d "${pocl}" ]] || usage "--pocl=${pocl} is not a folder"
[[ "${llvm}" =~ ^[1-9][0-9]*$ ]] || usage "--llvm takes a major version, e.g. --llvm=19"
[[ "${cpu}" =~ ^[A-Za-z0-9_.-]+$ ]] || usage "--cpu takes one CPU variant, e.g. --cpu=native"
[[ "${coverage}" =~ ^(quick|full|exhaustive)$ ]] || usage "--coverage is quick, full or exhaustive"
[[ -z "${baseline}" || -f "${baseline}" ]] || usage "no baseline ${baseline}"
[[ -n "${out}" ]] || usage "--out needs a folder"
pocl="$(cd "${pocl}" && pwd)"
readonly MARKER='validate_pocl.txt'
if [[ -e "${out}" && ! -d "${out}" ]]; then usage "--out=${out} is not a folder"; fi
if [[ -d "${out}" && ! -f "${out}/${MARKER}" && -n "$(ls -A "${out}")" ]]; then
  usage "--out=${out} holds files that validate_pocl.sh did not write: give an empty or new folder"
fi
mkdir -p "${out}"
out="$(cd "${out}" && pwd)"
echo "written by clconform's scripts/validate_pocl.sh: it replaces only its own files here" \
  >"${out}/${MARKER}"
rm -f "${out}"/{report.json,report.html,junit.xml,diff.html,diff.txt}

# is_build_tree DIR: a configured PoCL build folder.
is_build_tree() { [[ -f "$1/CMakeCache.txt" ]] && grep -q '^CMAKE_PROJECT_NAME:STATIC=pocl$' "$1/CMakeCache.txt"; }
is_source_tree() { [[ -f "$1/CMakeLists.txt" && -d "$1/lib/CL" ]] && grep -q 'project(pocl' "$1/CMakeLists.txt"; }

build_pocl() {  # build_pocl SOURCE BUILD: configure (first time) and build; exit 8 on failure
  local log="${out}/pocl-build.log"
  if ((install)); then
    bash "${ROOT}/scripts/setup.sh" --pocl-build-deps="${llvm}" >>"${log}" 2>&1 ||
      { say "error: installing PoCL's build dependencies failed (see ${log})"; exit 8; }
  fi
  local config="/usr/bin/llvm-config-${llvm}"
  [[ -x "${config}" ]] || { say "error: ${config} is missing (llvm-${llvm}-dev)"; exit 8; }
  mkdir -p "$2"
  say "configuring PoCL in $2 with LLVM ${llvm}, CPU variant ${cpu} (log: ${log})"
  cmake -S "$1" -B "$2" -DCMAKE_BUILD_TYPE=Release -DWITH_LLVM_CONFIG="${config}" \
    -DKERNELLIB_HOST_CPU_VARIANTS="${cpu}" -DENABLE_ICD=ON -DENABLE_TESTS=OFF \
    -DENABLE_EXAMPLES=OFF -DENABLE_SPIRV=OFF >>"${log}" 2>&1 ||
    { say "error: PoCL did not configure (see ${log})"; exit 8; }
  say "building PoCL (log: ${log})"
  cmake --build "$2" -j"$(nproc)" >>"${log}" 2>&1 ||
    { say "error: PoCL did not build (see ${log})"; exit 8; }
}

if is_build_tree "${pocl}"; then
  pocl_build="${pocl}"
  say "using the PoCL build tree ${pocl_build} as it is"
elif is_source_tree "${pocl}"; then
  pocl_build="${pocl_build:-${out}/pocl-build}"
  build_pocl "${pocl}" "${pocl_build}"
else
  usage "--pocl=${pocl} is neither a PoCL source tree nor a PoCL build tree"
fi
lib="$(find "${pocl_build}/lib/CL" -maxdepth 1 -name 'libpocl.so.*' -type f -print -quit 2>/dev/null || true)"
[[ -n "${lib}" ]] || { say "error: no lib/CL/libpocl.so.* in ${pocl_build}: the build made no library"; exit 9; }

if [[ -z "${bin_dir}" ]]; then
  ((install == 0)) || bash "${ROOT}/scripts/setup.sh"
  bin_dir="${ROOT}/build"
  cmake -S "${ROOT}" -B "${bin_dir}" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "${bin_dir}" -j"$(nproc)" --target clconform clconform-report
fi

# PoCL runs from its build tree: POCL_BUILDING makes it find its kernel library and headers
# there (a tree without lib/kernel holds a library that uses its installed ones). Its library
# is given by --icd: the one driver every process of the run loads.
[[ -d "${pocl_build}/lib/kernel" ]] && export POCL_BUILDING=1
listing="$("${bin_dir}/clconform" --icd="${lib}" --list-devices 2>&1)" || {
  printf '%s\n' "${listing}" >&2
  say "error: the PoCL build's library ${lib} does not load or has no device"
  exit 9
}
printf '%s\n' "${listing}" | grep -F -e "${lib}" -A 3 | sed 's/^/  /'

args=(--bin-dir="${bin_dir}" --icd="${lib}" --device='Portable Computing Language'
  --shards="${shards}" --out="${out}/ci")
[[ -n "${filter}" ]] && args+=("--filter=${filter}")
[[ -n "${baseline}" ]] && args+=("--baseline=${baseline}")
code=0
bash "${ROOT}/scripts/ci_driver.sh" "${args[@]}" -- --coverage="${coverage}" "${extra[@]}" || code=$?
for f in report.json report.html junit.xml diff.html diff.txt; do
  [[ -f "${out}/ci/${f}" ]] && cp "${out}/ci/${f}" "${out}/${f}"
done
[[ -d "${out}/ci/repro" ]] && rm -rf "${out}/repro" && cp -r "${out}/ci/repro" "${out}/repro"
say "reports: ${out}/report.json ${out}/report.html ${out}/junit.xml (shards: ${out}/ci)"
exit "${code}"
