#!/usr/bin/env bash
# Side-by-side benchmark (issue 11): clconform and the Khronos CTS's test_conversions on one
# device in one run, each from an empty kernel cache; prints wall seconds and the ratio
# CTS / clconform. Nothing of the CTS is in this repository; see --help for how to get it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SELF="${ROOT}/scripts/$(basename "${BASH_SOURCE[0]}")"
TYPES=(uchar char ushort short uint int half float double ulong long)

usage() {
  cat <<'EOF'
Usage: scripts/bench_vs_cts.sh --cts=PATH --device=SEL [options]

Runs clconform (empty digest store and program cache, then both warm: clconform's own
caches, where it has --digest-store and --program-cache) and the Khronos CTS's
test_conversions with its default settings on the same device, one after the other, each
from an empty kernel cache (the driver's: POCL_CACHE_DIR and CUDA_CACHE_PATH point at a
fresh folder, for the warm run too), and prints one table: run, clconform seconds, CTS
seconds, CTS / clconform.

  --cts=PATH             the CTS's test_conversions binary. It is not part of clconform:
                         clone github.com/KhronosGroup/OpenCL-CTS and OpenCL-Headers,
                         configure it as its README says and build the target
                         test_conversions (it links to your libOpenCL / ICD loader)
  --device=SEL           one device: index or part of 'platform / device' as in
                         `clconform --list-devices`; the CTS gets the device of that name
                         through CL_DEVICE_TYPE=all, CL_PLATFORM_INDEX, CL_DEVICE_INDEX (it
                         sees the ICD loader's drivers only: OCL_ICD_VENDORS or
                         /etc/OpenCL/vendors, not clconform's OCL_ICD_FILENAMES or --icd)
  --coverage=LEVEL       clconform's coverage: full (default), exhaustive or quick
  --from=TYPE            only conversions from TYPE on both sides: clconform's Convert
                         cases with a TYPE operand, the CTS's <dst>[_sat][_rnd]_TYPE tests
                         (TYPE: uchar char ushort short uint int half float double ulong long)
  --clconform=PATH       clconform binary (default: clconform on PATH, else build/clconform)
  --expectations-dir=DIR clconform's known failures, DIR/<platform>@<driver>.txt (default:
                         the repository's expectations folder; 'none': none)
  --clconform-args=ARGS  more clconform arguments (split at spaces)
  --cts-args=ARGS        more CTS arguments (split at spaces), e.g. -w (wimpy mode) or -a
  --cts-by-type          run the CTS's default run as one run per operand type (its named
                         tests <dst>[_sat][_rnd]_<src> of each <src>: together exactly its
                         default run), each timed and kept in --state, so that a run longer
                         than one command allows resumes where it stopped; the CTS's time is
                         their sum, printed once every type has run
  --cts-order=T,T,...    with --cts-by-type: the order the types run in, each of the 11 named
                         once (default: uchar char ushort short uint int half float double
                         ulong long); put short types last where a run may be cut off
  --stop-after=S         with --cts-by-type: start no further type after S seconds; until
                         every type has run, the table shows the sum of those that did as
                         a lower bound (">= ... (N of 11 types)", ratios ">= ...x")
  --state=DIR            keep timings and logs in DIR (default: a new temporary folder); a
                         run whose timing DIR already holds is not repeated
  --phase=PHASE          all (default) | cts | clconform | table (print what DIR holds)
  --background           with --phase=cts and --state: start the CTS detached (setsid) and
                         return at once; its timing lands in DIR when it ends
  --wait=S               clconform and table phases: wait up to S seconds for a background
                         CTS run in DIR to end (the two never run at once); default 0
  --help                 this text

Exit codes: 0 table printed, 1 a run could not be made (see its log), 2 bad usage,
4 no device matches, 5 the background CTS run is still going (run again to collect).
On the NVIDIA machine: source scripts/device_env.sh first (vendors folder, carried binaries).
EOF
}

die() { echo "bench_vs_cts: $2" >&2; exit "$1"; }

cts="" device="" coverage=full from="" clconform="" expectations="${ROOT}/expectations"
clconform_args="" cts_args="" state="" phase=all background=0 wait_s=0 by_type=0 stop_after=0
cts_order=""
forward=()
for arg in "$@"; do
  case "${arg}" in
    --cts=*) cts="${arg#*=}" ;;
    --device=*) device="${arg#*=}" ;;
    --coverage=*) coverage="${arg#*=}" ;;
    --from=*) from="${arg#*=}" ;;
    --clconform=*) clconform="${arg#*=}" ;;
    --expectations-dir=*) expectations="${arg#*=}" ;;
    --clconform-args=*) clconform_args="${arg#*=}" ;;
    --cts-args=*) cts_args="${arg#*=}" ;;
    --state=*) state="${arg#*=}" ;;
    --phase=*) phase="${arg#*=}" ;;
    --background) background=1; continue ;;
    --cts-by-type) by_type=1 ;;
    --stop-after=*) stop_after="${arg#*=}" ;;
    --cts-order=*) cts_order="${arg#*=}" ;;
    --wait=*) wait_s="${arg#*=}" ;;
    --help | -h) usage; exit 0 ;;
    *) die 2 "unknown argument '${arg}' (see --help)" ;;
  esac
  forward+=("${arg}")
done

[ -n "${device}" ] || die 2 "--device=SEL is required (see --help)"
case "${coverage}" in quick | full | exhaustive) ;; *) die 2 "--coverage must be quick, full or exhaustive" ;; esac
case "${phase}" in all | cts | clconform | table) ;; *) die 2 "--phase must be all, cts, clconform or table" ;; esac
[[ "${wait_s}" =~ ^[0-9]+$ ]] || die 2 "--wait takes whole seconds"
[[ "${stop_after}" =~ ^[0-9]+$ ]] || die 2 "--stop-after takes whole seconds"
[ "${by_type}" = 0 ] || [ -z "${from}" ] || die 2 "--cts-by-type and --from exclude each other"
[ "${by_type}" = 0 ] || [ "${background}" = 0 ] || die 2 "--cts-by-type runs in the foreground"
order=("${TYPES[@]}")
if [ -n "${cts_order}" ]; then
  [ "${by_type}" = 1 ] || die 2 "--cts-order needs --cts-by-type"
  IFS=, read -r -a order <<<"${cts_order}"
  [ "$(printf '%s\n' "${order[@]}" | sort)" = "$(printf '%s\n' "${TYPES[@]}" | sort)" ] ||
    die 2 "--cts-order must name each of ${TYPES[*]} once, separated by commas"
fi
if [ -n "${from}" ] && [[ " ${TYPES[*]} " != *" ${from} "* ]]; then
  die 2 "--from must be one of: ${TYPES[*]}"
fi
if [ "${background}" = 1 ] && { [ "${phase}" != cts ] || [ -z "${state}" ]; }; then
  die 2 "--background needs --phase=cts and --state=DIR"
fi
if [ "${phase}" = all ] || [ "${phase}" = cts ]; then
  [ -n "${cts}" ] || die 2 "--cts=PATH/test_conversions is required: clone KhronosGroup/OpenCL-CTS and build its target test_conversions (see --help)"
  [ -x "${cts}" ] || die 2 "--cts: '${cts}' is not an executable file"
fi
# Paths given relative to the caller's folder; the script then works from the repository root.
absolute() { case "$1" in /* | "" | none) echo "$1" ;; *) echo "${PWD}/$1" ;; esac }
caller="${PWD}"
cts="$(absolute "${cts}")" clconform="$(absolute "${clconform}")" state="$(absolute "${state}")"
expectations="$(absolute "${expectations}")"
cd "${ROOT}"
if [ -d .vendors ]; then  # the project's PoCL and Oclgrind (env.sh keeps what is set)
  # shellcheck source=scripts/env.sh
  source scripts/env.sh
fi
[ -n "${clconform}" ] || clconform="$(command -v clconform || echo build/clconform)"
[ -x "${clconform}" ] || die 1 "no clconform binary at '${clconform}': build first or pass --clconform"
[ "${expectations}" = none ] || [ -d "${expectations}" ] || die 2 "--expectations-dir: no folder '${expectations}'"

# The device: clconform's index and 'platform / device' name; `same_name_before` counts the
# devices of that name listed before it (the CTS's match is found by name, below).
status=0
picked="$("${clconform}" --list-devices --device="${device}" 2>&1)" || status=$?
[ "${status}" = 0 ] || { echo "${picked}" >&2; exit "${status}"; }
picked="$(grep '^ *#[0-9]' <<<"${picked}")"
[ "$(wc -l <<<"${picked}")" = 1 ] ||
  die 2 "--device='${device}' matches more than one device; pick one:"$'\n'"${picked}"
line_name() { sed -n 's/^ *#[0-9]* \(.*\) (OpenCL .*/\1/p' <<<"$1"; }
index="$(sed -n 's/^ *#\([0-9]*\) .*/\1/p' <<<"${picked}")"
full_name="$(line_name "${picked}")"
device_name="${full_name#* / }"
same_name_before=0
while IFS= read -r line; do
  [[ "${line}" != *"#${index} "* ]] || break
  name="$(line_name "${line}")"
  [ "${name#* / }" != "${device_name}" ] || same_name_before=$((same_name_before + 1))
done < <("${clconform}" --list-devices 2>/dev/null | grep '^ *#[0-9]')

# What each side runs.
clc_args=(--device="${index}" --coverage="${coverage}")
[ "${expectations}" = none ] || clc_args+=(--expectations-dir="${expectations}")
# The CTS's named tests of conversions from $1: <dst>[_sat][_rnd]_$1, in `names`.
names_from() {
  local dst sat rnd sats
  names=()
  for dst in "${TYPES[@]}"; do
    sats=("" _sat)
    case "${dst}" in half | float | double) sats=("") ;; esac
    for sat in "${sats[@]}"; do
      for rnd in "" _rte _rtp _rtn _rtz; do names+=("${dst}${sat}${rnd}_$1"); done
    done
  done
}
cts_names=()
if [ -n "${from}" ]; then
  filter=""
  for width in "" 2 3 4 8 16; do filter+="${filter:+:}Convert/*_${from}${width}"; done
  clc_args+=("--gtest_filter=${filter}")
  names_from "${from}"
  cts_names=("${names[@]}")
fi
read -r -a extra <<<"${clconform_args}"
clc_args+=("${extra[@]}")
read -r -a cts_extra <<<"${cts_args}"
cts_argv=("${cts_extra[@]}" "${cts_names[@]}")
store=0
help_text="$("${clconform}" --help 2>&1 || true)"
grep -q -- '--digest-store' <<<"${help_text}" && store=1

if [ -z "${state}" ]; then
  state="$(mktemp -d "${TMPDIR:-/tmp}/bench-vs-cts.XXXXXX")"
fi
mkdir -p "${state}"
state="$(cd "${state}" && pwd)"
programs=() caches="digest store"  # the program cache, where clconform has one: emptied with the store
if grep -q -- '--program-cache' <<<"${help_text}"; then
  programs=(--program-cache="${state}/program-cache") caches="digest store and program cache"
fi
config="device=${full_name} coverage=${coverage} from=${from:-every} cts-by-type=${by_type} expectations=${expectations} clconform-args=${clconform_args} cts-args=${cts_args}"
if [ -f "${state}/config" ] && [ "$(cat "${state}/config")" != "${config}" ]; then
  die 2 "--state=${state} holds another comparison ($(cat "${state}/config")); use another folder"
fi
echo "${config}" >"${state}/config"

# One timed run: NAME then the command; the kernel caches start empty. Writes NAME.log,
# NAME.rc, NAME.cpu (user + system seconds of the run's processes: on a shared machine they
# say how much of the wall time was its own) and, last, NAME.seconds (wall; its presence
# means the run is done).
timed_run() {
  local name="$1" cache rc=0 TIMEFORMAT='%R %U %S'
  shift
  [ ! -f "${state}/${name}.seconds" ] || return 0
  cache="$(mktemp -d "${state}/kernel-cache.XXXXXX")"
  { time POCL_CACHE_DIR="${cache}" CUDA_CACHE_PATH="${cache}" "$@" >"${state}/${name}.log" 2>&1; } \
    2>"${state}/${name}.time" || rc=$?
  rm -rf "${cache}"
  echo "${rc}" >"${state}/${name}.rc"
  awk '{ printf "%.1f\n", $2 + $3 }' "${state}/${name}.time" >"${state}/${name}.cpu"
  awk '{ printf "%.1f\n", $1 }' "${state}/${name}.time" >"${state}/${name}.seconds"
}

# The CTS's platform and device indices: it reaches devices through the ICD loader only,
# whose platforms need not be clconform's (clconform also loads OCL_ICD_FILENAMES and --icd
# libraries itself), so ask the CTS: a run of no test prints the device it opened, at once.
# Kept in the state folder as cts.env.
find_cts_device() {
  local p d out name pick seen="" matches=()
  if [ ! -f "${state}/cts.env" ]; then
    for ((p = 0; p < 64; p++)); do
      for ((d = 0; d < 64; d++)); do
        out="$(cd "${state}" && { env CL_DEVICE_TYPE=all CL_PLATFORM_INDEX="${p}" \
          CL_DEVICE_INDEX="${d}" "${cts}" no_such_test 2>&1 || true; })"
        if grep -q 'platform index out of range' <<<"${out}"; then break 2; fi
        name="$(sed -n 's/^Compute Device Name = *\(.*[^ ]\) *, Compute Device Vendor = .*/\1/p' <<<"${out}")"
        [ -n "${name}" ] || break
        seen+=$'\n'"  CL_PLATFORM_INDEX=${p} CL_DEVICE_INDEX=${d}: ${name}"
        [ "${name}" != "${device_name}" ] || matches+=("${p} ${d}")
      done
    done
    [ "${#matches[@]}" -gt 0 ] ||
      die 1 "the CTS's ICD loader shows no '${device_name}' (OCL_ICD_VENDORS or /etc/OpenCL/vendors name the drivers it loads); it shows:${seen:-$'\n'  nothing}"
    pick=0  # several devices of that name: the one in the same place among them
    [ "${same_name_before}" -ge "${#matches[@]}" ] || pick="${same_name_before}"
    read -r p d <<<"${matches[pick]}"
    echo "CL_DEVICE_TYPE=all CL_PLATFORM_INDEX=${p} CL_DEVICE_INDEX=${d}" >"${state}/cts.env"
  fi
  read -r -a cts_env <"${state}/cts.env"
}

run_cts() {
  find_cts_device
  if [ "${by_type}" = 0 ]; then
    (cd "${state}" && timed_run cts env "${cts_env[@]}" "${cts}" "${cts_argv[@]}")
    return
  fi
  local t started="${SECONDS}" left=0 rc=0
  for t in "${order[@]}"; do
    [ ! -f "${state}/cts-${t}.seconds" ] || continue
    if [ "${stop_after}" -gt 0 ] && [ $((SECONDS - started)) -ge "${stop_after}" ]; then
      left=$((left + 1))
      continue
    fi
    names_from "${t}"
    (cd "${state}" && timed_run "cts-${t}" env "${cts_env[@]}" "${cts}" "${cts_extra[@]}" "${names[@]}")
  done
  [ "${left}" = 0 ] || { echo "bench_vs_cts: ${left} CTS operand types left; run again with the same --state"; return; }
  # Every type has run: the CTS's figures are their sums.
  for t in "${TYPES[@]}"; do [ "$(cat "${state}/cts-${t}.rc")" = 0 ] || rc="$(cat "${state}/cts-${t}.rc")"; done
  echo "${rc}" >"${state}/cts.rc"
  for t in "${TYPES[@]}"; do grep -E '^(PASSED|FAILED) (test|[0-9]+ of)' "${state}/cts-${t}.log" || true; done \
    >"${state}/cts.log"
  for ext in cpu seconds; do
    for t in "${TYPES[@]}"; do cat "${state}/cts-${t}.${ext}"; done |
      awk '{ s += $1 } END { printf "%.1f\n", s }' >"${state}/cts.${ext}.tmp"
    mv "${state}/cts.${ext}.tmp" "${state}/cts.${ext}"
  done
}

run_clconform() {
  if [ "${store}" = 1 ]; then
    [ -f "${state}/clconform-empty.seconds" ] || rm -rf "${state}/digest-store" "${state}/program-cache"
    timed_run clconform-empty "${clconform}" "${clc_args[@]}" --report-dir="${state}/report-empty" \
      --digest-store="${state}/digest-store" "${programs[@]}"
    timed_run clconform-warm "${clconform}" "${clc_args[@]}" --report-dir="${state}/report-warm" \
      --digest-store="${state}/digest-store" "${programs[@]}"
  else
    timed_run clconform-empty "${clconform}" "${clc_args[@]}" --report-dir="${state}/report-empty"
  fi
}

# A background CTS run in the state folder: wait for it to end, up to --wait seconds.
wait_for_cts() {
  local pid waited=0
  [ -f "${state}/cts.pid" ] && [ ! -f "${state}/cts.seconds" ] || return 0
  pid="$(cat "${state}/cts.pid")"
  while [ ! -f "${state}/cts.seconds" ] && kill -0 "${pid}" 2>/dev/null && [ "${waited}" -lt "${wait_s}" ]; do
    sleep 5
    waited=$((waited + 5))
  done
  [ ! -f "${state}/cts.seconds" ] || return 0
  if kill -0 "${pid}" 2>/dev/null; then
    die 5 "the CTS is still running in the background (pid ${pid}, started $(($(date +%s) - $(cat "${state}/cts.started"))) s ago); run again to collect"
  fi
  rm -f "${state}/cts.pid"
  die 1 "the background CTS run ended without a timing; see ${state}/cts.log and ${state}/cts-runner.log"
}

cell() { # seconds and exit status of a run, or "-" when it has not run
  if [ -f "${state}/$1.seconds" ]; then
    local rc
    rc="$(cat "${state}/$1.rc")"
    printf '%s%s' "$(cat "${state}/$1.seconds")" "$([ "${rc}" = 0 ] || echo " (exit ${rc})")"
  else
    printf -- '-'
  fi
}
# With --cts-by-type before every type has run: the sum of the types that ran, a lower bound
# of the CTS's time (and of each ratio), since a type's run never takes less than nothing.
cts_partial() {
  [ "${by_type}" = 1 ] && [ ! -f "${state}/cts.seconds" ] || return 1
  cat "${state}"/cts-*.seconds 2>/dev/null | awk '{ s += $1; n++ } END { if (n) printf "%.1f %d\n", s, n; else exit 1 }'
}
cts_cell() {
  local partial
  if partial="$(cts_partial)"; then
    printf '>= %s (%s of %s types)' "${partial% *}" "${partial#* }" "${#TYPES[@]}"
  else
    cell cts
  fi
}
ratio() {
  local partial
  if [ -f "${state}/$1.seconds" ] && [ -f "${state}/cts.seconds" ]; then
    awk -v a="$(cat "${state}/$1.seconds")" -v b="$(cat "${state}/cts.seconds")" 'BEGIN { printf "%.1fx", b / a }'
  elif [ -f "${state}/$1.seconds" ] && partial="$(cts_partial)"; then
    awk -v a="$(cat "${state}/$1.seconds")" -v b="${partial% *}" 'BEGIN { printf ">= %.1fx", b / a }'
  else
    printf -- '-'
  fi
}

print_table() {
  local work="every variant" cts_work="its default run"
  [ -z "${from}" ] || work="every conversion from ${from}" cts_work="${#cts_names[@]} conversions from ${from}"
  [ "${by_type}" = 0 ] || cts_work="its default run, as one run per operand type: the sum of $(ls "${state}"/cts-*.seconds 2>/dev/null | wc -l) of ${#TYPES[@]}"
  echo "device #${index}: ${full_name} (CTS: $(cat "${state}/cts.env" 2>/dev/null || echo "not run yet"))"
  echo "work: ${work}; clconform --coverage=${coverage} $([ "${expectations}" = none ] || echo "--expectations-dir=${expectations}"); CTS test_conversions ${cts_args:+${cts_args} }(${cts_work})"
  echo
  echo "| run | clconform s | CTS s | CTS / clconform |"
  echo "| --- | --- | --- | --- |"
  echo "| empty kernel cache$([ "${store}" = 0 ] || echo ", empty ${caches}") | $(cell clconform-empty) | $(cts_cell) | $(ratio clconform-empty) |"
  if [ "${store}" = 1 ]; then
    echo "| empty kernel cache, warm ${caches} | $(cell clconform-warm) | $(cts_cell) | $(ratio clconform-warm) |"
  else
    echo "| warm digest store | n/a (no --digest-store) | $(cts_cell) | n/a |"
  fi
  echo
  for name in clconform-empty clconform-warm; do
    [ ! -f "${state}/${name}.log" ] || echo "${name}: $(grep '^\[ summary.* cases=' "${state}/${name}.log" | tail -n 1)"
  done
  [ ! -f "${state}/cts.log" ] || echo "cts: $(grep -E '^(PASSED|FAILED) (test|[0-9]+ of)' "${state}/cts.log" | tr '\n' ' ')"
  if cts_partial >/dev/null; then
    echo "cts, the types that ran:$(for t in "${TYPES[@]}"; do
      [ ! -f "${state}/cts-${t}.seconds" ] ||
        printf ' %s %s' "${t}" "$(grep -E '^(PASSED|FAILED) (test|[0-9]+ of)' "${state}/cts-${t}.log" | tr '\n' ' ')"
    done)"
  fi
  echo "CPU seconds (user + system):$(for name in clconform-empty clconform-warm cts; do
    [ ! -f "${state}/${name}.cpu" ] || printf ' %s %s' "${name}" "$(cat "${state}/${name}.cpu")"
  done); load average now: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
  echo "logs and reports: ${state}"
}

case "${phase}" in
  cts)
    if [ "${background}" = 1 ]; then
      [ ! -f "${state}/cts.seconds" ] || die 2 "${state} already holds a CTS timing"
      if [ -f "${state}/cts.pid" ] && kill -0 "$(cat "${state}/cts.pid")" 2>/dev/null; then
        die 2 "a CTS run is already going in ${state} (pid $(cat "${state}/cts.pid"))"
      fi
      find_cts_device
      date +%s >"${state}/cts.started"
      cd "${caller}"
      setsid "${BASH}" "${SELF}" "${forward[@]}" </dev/null >"${state}/cts-runner.log" 2>&1 &
      echo $! >"${state}/cts.pid"
      echo "bench_vs_cts: CTS started in the background (pid $!); collect with the same" \
        "--state and --phase=table or --phase=clconform, with --wait=S"
      exit 0
    fi
    run_cts
    ;;
  clconform)
    wait_for_cts
    run_clconform
    ;;
  table) wait_for_cts ;;
  all)
    wait_for_cts
    run_clconform
    run_cts
    ;;
esac
print_table
