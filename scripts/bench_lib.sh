# What scripts/bench_vs_cts.sh and scripts/bench_half_vs_cts.sh share (sourced, not run): one
# CTS binary against clconform on one device, each from an empty kernel cache, the CTS whole
# or as its named parts (resumable from --state, in the background), and the table.
# scripts/bench_first_run.sh and bench_shards.sh source it for die, timed_run and the helpers
# beside it alone.
#
# The sourcing script sets, before bench_main "$@":
#   BENCH               its name, for messages
#   CTS_TARGET          the CTS's binary (test_conversions, test_half), for messages
#   PARTS=(...)         the CTS's default run cut into named parts, each run on its own with
#                       --cts-by-<part>; together exactly the default run
#   PART_FLAG           the option that runs the parts (--cts-by-type)
#   PART_NOUN           what a part is, plural (operand types); PART_SHORT shorter (types)
#   COVERAGE            clconform's default coverage
#   SELECT_FLAG         its option that picks a share of the work on both sides (--from),
#                       whose value, one of SELECT_VALUES=(...), lands in `select`
#   OWN_HELP            the help text of that option (the help's head is `usage_head`)
# and defines:
#   usage_head          what the script compares and why the volumes match (stdout)
#   own_work            after the device is picked: add to clc_args and cts_names, set
#                       own_config (kept in the state folder) and work, cts_work (the table)
#   part_names PART     the CTS's arguments that run PART, in the array `names`
# shellcheck shell=bash disable=SC2034,SC2153,SC2154 # the sourcing script's variables

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SELF="$(cd "$(dirname "${BASH_SOURCE[1]}")" && pwd)/$(basename "${BASH_SOURCE[1]}")"

die() { echo "${BENCH}: $2" >&2; exit "$1"; }

usage() {
  usage_head
  cat <<EOF
  --cts=PATH             the CTS's ${CTS_TARGET} binary. It is not part of clconform:
                         clone github.com/KhronosGroup/OpenCL-CTS and OpenCL-Headers,
                         configure it as its README says and build the target
                         ${CTS_TARGET} (it links to your libOpenCL / ICD loader)
  --device=SEL           one device: index or part of 'platform / device' as in
                         \`clconform --list-devices\`; the CTS gets the device of that name
                         through CL_DEVICE_TYPE=all, CL_PLATFORM_INDEX, CL_DEVICE_INDEX (it
                         sees the ICD loader's drivers only: OCL_ICD_VENDORS or
                         /etc/OpenCL/vendors, not clconform's OCL_ICD_FILENAMES or --icd)
  --coverage=LEVEL       clconform's coverage: quick, full or exhaustive (default ${COVERAGE})
${OWN_HELP}
  --clconform=PATH       clconform binary (default: clconform on PATH, else build/clconform)
  --expectations-dir=DIR clconform's known failures, DIR/<platform>@<driver>.txt (default:
                         the repository's expectations folder; 'none': none)
  --clconform-args=ARGS  more clconform arguments (split at spaces)
  --cts-args=ARGS        more CTS arguments (split at spaces), e.g. -w (wimpy mode)
  ${PART_FLAG}$(printf '%*s' $((23 - ${#PART_FLAG})) '')run the CTS's default run as one run per part (${PART_NOUN}:
                         together exactly its default run), each timed and kept in --state,
                         so that a run longer than one command allows resumes where it
                         stopped; the CTS's time is their sum, printed once every part has run
  --cts-order=P,P,...    with ${PART_FLAG}: the order the parts run in, each of the
                         ${#PARTS[@]} named once (put short ones last where a run may be cut off),
                         by default: ${PARTS[*]}
  --stop-after=S         with ${PART_FLAG}: start no further part after S seconds; until
                         every part has run, the table shows the sum of those that did as
                         a lower bound (">= ... (N of ${#PARTS[@]} ${PART_SHORT})", ratios ">= ...x")
  --state=DIR            keep timings and logs in DIR (default: a new temporary folder); a
                         run whose timing DIR already holds is not repeated
  --phase=PHASE          all (default) | cts | clconform | table (print what DIR holds)
  --background           with --phase=cts and --state: start the CTS detached (setsid) and
                         return at once; its timing lands in DIR when it ends (with
                         ${PART_FLAG}: each part's, as it ends)
  --wait=S               clconform and table phases: wait up to S seconds for a background
                         CTS run in DIR to end (the two never run at once); default 0
  --help                 this text

Exit codes: 0 table printed, 1 a run could not be made (see its log), 2 bad usage,
4 no device matches, 5 the background CTS run is still going (run again to collect).
On the NVIDIA machine: source scripts/device_env.sh first (vendors folder, carried binaries).
EOF
}

# The options both scripts take; anything else goes to own_option.
parse_args() {
  cts="" device="" coverage="${COVERAGE}" clconform="" expectations="${ROOT}/expectations"
  clconform_args="" cts_args="" state="" phase=all background=0 wait_s=0 by_part=0 stop_after=0
  cts_order="" select=""
  forward=()
  local arg
  for arg in "$@"; do
    case "${arg}" in
      --cts=*) cts="${arg#*=}" ;;
      --device=*) device="${arg#*=}" ;;
      --coverage=*) coverage="${arg#*=}" ;;
      --clconform=*) clconform="${arg#*=}" ;;
      --expectations-dir=*) expectations="${arg#*=}" ;;
      --clconform-args=*) clconform_args="${arg#*=}" ;;
      --cts-args=*) cts_args="${arg#*=}" ;;
      --state=*) state="${arg#*=}" ;;
      --phase=*) phase="${arg#*=}" ;;
      --background) background=1; continue ;;
      "${PART_FLAG}") by_part=1 ;;
      --stop-after=*) stop_after="${arg#*=}" ;;
      --cts-order=*) cts_order="${arg#*=}" ;;
      --wait=*) wait_s="${arg#*=}" ;;
      "${SELECT_FLAG}"=*) select="${arg#*=}" ;;
      --help | -h) usage; exit 0 ;;
      *) die 2 "unknown argument '${arg}' (see --help)" ;;
    esac
    forward+=("${arg}")
  done
}

check_args() {
  [ -n "${device}" ] || die 2 "--device=SEL is required (see --help)"
  case "${coverage}" in quick | full | exhaustive) ;; *) die 2 "--coverage must be quick, full or exhaustive" ;; esac
  case "${phase}" in all | cts | clconform | table) ;; *) die 2 "--phase must be all, cts, clconform or table" ;; esac
  [[ "${wait_s}" =~ ^[0-9]+$ ]] || die 2 "--wait takes whole seconds"
  [[ "${stop_after}" =~ ^[0-9]+$ ]] || die 2 "--stop-after takes whole seconds"
  order=("${PARTS[@]}")
  if [ -n "${cts_order}" ]; then
    [ "${by_part}" = 1 ] || die 2 "--cts-order needs ${PART_FLAG}"
    IFS=, read -r -a order <<<"${cts_order}"
    [ "$(printf '%s\n' "${order[@]}" | sort)" = "$(printf '%s\n' "${PARTS[@]}" | sort)" ] ||
      die 2 "--cts-order must name each of ${PARTS[*]} once, separated by commas"
  fi
  if [ "${background}" = 1 ] && { [ "${phase}" != cts ] || [ -z "${state}" ]; }; then
    die 2 "--background needs --phase=cts and --state=DIR"
  fi
  if [ "${phase}" = all ] || [ "${phase}" = cts ]; then
    [ -n "${cts}" ] || die 2 "--cts=PATH/${CTS_TARGET} is required: clone KhronosGroup/OpenCL-CTS and build its target ${CTS_TARGET} (see --help)"
    [ -x "${cts}" ] || die 2 "--cts: '${cts}' is not an executable file"
  fi
  [ "${by_part}" = 0 ] || [ -z "${select}" ] || die 2 "${PART_FLAG} and ${SELECT_FLAG} exclude each other"
  if [ -n "${select}" ] && [[ " ${SELECT_VALUES[*]} " != *" ${select} "* ]]; then
    die 2 "${SELECT_FLAG} must be one of: ${SELECT_VALUES[*]}"
  fi
}

# Paths given relative to the caller's folder; the script then works from the repository root.
absolute() { case "$1" in /* | "" | none) echo "$1" ;; *) echo "${PWD}/$1" ;; esac }

# clconform's binary and the device: clconform's index and 'platform / device' name;
# `same_name_before` counts the devices of that name listed before it (the CTS's match is
# found by name, in find_cts_device).
pick_device() {
  caller="${PWD}"
  cts="$(absolute "${cts}")" clconform="$(absolute "${clconform}")" state="$(absolute "${state}")"
  expectations="$(absolute "${expectations}")"
  cd "${ROOT}" || exit 1
  if [ -d .vendors ]; then  # the project's PoCL and Oclgrind (env.sh keeps what is set)
    # shellcheck source=scripts/env.sh
    source scripts/env.sh
  fi
  [ -n "${clconform}" ] || clconform="$(command -v clconform || echo build/clconform)"
  [ -x "${clconform}" ] || die 1 "no clconform binary at '${clconform}': build first or pass --clconform"
  [ "${expectations}" = none ] || [ -d "${expectations}" ] || die 2 "--expectations-dir: no folder '${expectations}'"
  local status=0 picked line name
  picked="$("${clconform}" --list-devices --device="${device}" 2>&1)" || status=$?
  [ "${status}" = 0 ] || { echo "${picked}" >&2; exit "${status}"; }
  picked="$(grep '^ *#[0-9]' <<<"${picked}")"
  [ "$(wc -l <<<"${picked}")" = 1 ] ||
    die 2 "--device='${device}' matches more than one device; pick one:"$'\n'"${picked}"
  index="$(sed -n 's/^ *#\([0-9]*\) .*/\1/p' <<<"${picked}")"
  full_name="$(line_name "${picked}")"
  device_name="${full_name#* / }"
  same_name_before=0
  while IFS= read -r line; do
    [[ "${line}" != *"#${index} "* ]] || break
    name="$(line_name "${line}")"
    [ "${name#* / }" != "${device_name}" ] || same_name_before=$((same_name_before + 1))
  done < <("${clconform}" --list-devices 2>/dev/null | grep '^ *#[0-9]')
}
line_name() { sed -n 's/^ *#[0-9]* \(.*\) (OpenCL .*/\1/p' <<<"$1"; }

# What each side runs, and the state folder that keeps it.
plan_runs() {
  clc_args=(--device="${index}" --coverage="${coverage}")
  [ "${expectations}" = none ] || clc_args+=(--expectations-dir="${expectations}")
  cts_names=() own_config="" work="every variant" cts_work="its default run"
  own_work
  local extra
  read -r -a extra <<<"${clconform_args}"
  clc_args+=("${extra[@]}")
  read -r -a cts_extra <<<"${cts_args}"
  cts_argv=("${cts_extra[@]}" "${cts_names[@]}")
  store=0
  help_text="$("${clconform}" --help 2>&1 || true)"
  grep -q -- '--digest-store' <<<"${help_text}" && store=1
  if [ -z "${state}" ]; then
    state="$(mktemp -d "${TMPDIR:-/tmp}/${BENCH//_/-}.XXXXXX")"
  fi
  mkdir -p "${state}"
  state="$(cd "${state}" && pwd)"
  programs=() caches="digest store"  # the program cache, where clconform has one: emptied with the store
  if grep -q -- '--program-cache' <<<"${help_text}"; then
    programs=(--program-cache="${state}/program-cache") caches="digest store and program cache"
  fi
  local config="device=${full_name} coverage=${coverage} ${own_config} expectations=${expectations} clconform-args=${clconform_args} cts-args=${cts_args}"
  if [ -f "${state}/config" ] && [ "$(cat "${state}/config")" != "${config}" ]; then
    die 2 "--state=${state} holds another comparison ($(cat "${state}/config")); use another folder"
  fi
  # Written whole and renamed: a background run writes it again while another reads it (an
  # emptied file read under load was "another comparison").
  echo "${config}" >"${state}/config.$$" && mv -f "${state}/config.$$" "${state}/config"
}

# field NAME LINE: the number NAME=N of a summary line.
field() { grep -o " $1=[0-9]*" <<<"$2" | cut -d= -f2; }
# summary_sums LOG...: "programs reference_lanes" summed over the summary lines of the logs.
summary_sums() {
  local built=0 lanes=0 line
  while read -r line; do
    built=$((built + $(field programs "${line}")))
    lanes=$((lanes + $(field reference_lanes "${line}")))
  done < <(grep -ah '^\[ summary  \] device=' "$@")
  echo "${built} ${lanes}"
}
# check_run NAME: the timed run NAME ended with a verdict (exit 0 or 1), else the benchmark
# stops with its exit code.
check_run() {
  local rc
  rc="$(cat "${state}/$1.rc")"
  [ "${rc}" -le 1 ] || die "${rc}" "the $1 run exited ${rc}: see ${state}/$1.log"
}
# calc EXPRESSION [FORMAT]: awk's arithmetic (bc is not on every machine).
calc() { awk "BEGIN { printf \"${2:-%.3f}\", ($1) }"; }
# new_state NAME: `state` (--state) made, or a new temporary folder bench-NAME.XXXXXX where it
# is empty; a folder that holds files is refused.
new_state() {
  if [ -z "${state}" ]; then
    state="$(mktemp -d "${TMPDIR:-/tmp}/bench-$1.XXXXXX")"
  elif [ -e "${state}" ] && [ -n "$(ls -A "${state}")" ]; then
    die 2 "--state=${state} is not empty: give a new folder"
  fi
  mkdir -p "${state}"
}

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

RESULT_LINES='^(PASSED|FAILED) (test|[0-9]+ of)'

run_cts() {
  find_cts_device
  if [ "${by_part}" = 0 ]; then
    (cd "${state}" && timed_run cts env "${cts_env[@]}" "${cts}" "${cts_argv[@]}")
    return
  fi
  local part started="${SECONDS}" left=0 rc=0 ext
  for part in "${order[@]}"; do
    [ ! -f "${state}/cts-${part}.seconds" ] || continue
    if [ "${stop_after}" -gt 0 ] && [ $((SECONDS - started)) -ge "${stop_after}" ]; then
      left=$((left + 1))
      continue
    fi
    part_names "${part}"
    (cd "${state}" && timed_run "cts-${part}" env "${cts_env[@]}" "${cts}" "${cts_extra[@]}" "${names[@]}")
  done
  [ "${left}" = 0 ] || { echo "${BENCH}: ${left} CTS ${PART_NOUN} left; run again with the same --state"; return; }
  # Every part has run: the CTS's figures are their sums.
  for part in "${PARTS[@]}"; do [ "$(cat "${state}/cts-${part}.rc")" = 0 ] || rc="$(cat "${state}/cts-${part}.rc")"; done
  echo "${rc}" >"${state}/cts.rc"
  for part in "${PARTS[@]}"; do grep -E "${RESULT_LINES}" "${state}/cts-${part}.log" || true; done \
    >"${state}/cts.log"
  for ext in cpu seconds; do
    for part in "${PARTS[@]}"; do cat "${state}/cts-${part}.${ext}"; done |
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

# A background CTS run in the state folder: wait for it to end, up to --wait seconds. One run
# by parts may end with parts left (--stop-after): the table then shows those that ran.
wait_for_cts() {
  local pid waited=0
  [ -f "${state}/cts.pid" ] && [ ! -f "${state}/cts.seconds" ] || return 0
  pid="$(cat "${state}/cts.pid")"
  while [ ! -f "${state}/cts.seconds" ] && kill -0 "${pid}" 2>/dev/null && [ "${waited}" -lt "${wait_s}" ]; do
    sleep 1
    waited=$((waited + 1))
  done
  [ ! -f "${state}/cts.seconds" ] || return 0
  if kill -0 "${pid}" 2>/dev/null; then
    die 5 "the CTS is still running in the background (pid ${pid}, started $(($(date +%s) - $(cat "${state}/cts.started"))) s ago); run again to collect"
  fi
  rm -f "${state}/cts.pid"
  [ "${by_part}" = 0 ] || return 0
  die 1 "the background CTS run ended without a timing; see ${state}/cts.log and ${state}/cts-runner.log"
}

start_background() {
  [ ! -f "${state}/cts.seconds" ] || die 2 "${state} already holds a CTS timing"
  if [ -f "${state}/cts.pid" ] && kill -0 "$(cat "${state}/cts.pid")" 2>/dev/null; then
    die 2 "a CTS run is already going in ${state} (pid $(cat "${state}/cts.pid"))"
  fi
  find_cts_device
  date +%s >"${state}/cts.started"
  cd "${caller}" || exit 1
  setsid "${BASH}" "${SELF}" "${forward[@]}" </dev/null >"${state}/cts-runner.log" 2>&1 &
  echo $! >"${state}/cts.pid"
  echo "${BENCH}: CTS started in the background (pid $!); collect with the same" \
    "--state and --phase=table or --phase=clconform, with --wait=S"
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
# By parts before every part has run: the sum of the parts that ran, a lower bound of the
# CTS's time (and of each ratio), since a part's run never takes less than nothing.
cts_partial() {
  [ "${by_part}" = 1 ] && [ ! -f "${state}/cts.seconds" ] || return 1
  cat "${state}"/cts-*.seconds 2>/dev/null | awk '{ s += $1; n++ } END { if (n) printf "%.1f %d\n", s, n; else exit 1 }'
}
cts_cell() {
  local partial
  if partial="$(cts_partial)"; then
    printf '>= %s (%s of %s %s)' "${partial% *}" "${partial#* }" "${#PARTS[@]}" "${PART_SHORT}"
  else
    cell cts
  fi
}
ratio() {
  local partial
  if [ -f "${state}/$1.seconds" ] && [ "$(cat "${state}/$1.seconds")" = 0.0 ]; then
    printf 'n/a (under 0.05 s)'  # rounded to nothing
  elif [ -f "${state}/$1.seconds" ] && [ -f "${state}/cts.seconds" ]; then
    awk -v a="$(cat "${state}/$1.seconds")" -v b="$(cat "${state}/cts.seconds")" 'BEGIN { printf "%.1fx", b / a }'
  elif [ -f "${state}/$1.seconds" ] && partial="$(cts_partial)"; then
    awk -v a="$(cat "${state}/$1.seconds")" -v b="${partial% *}" 'BEGIN { printf ">= %.1fx", b / a }'
  else
    printf -- '-'
  fi
}

print_table() {
  [ "${by_part}" = 0 ] ||
    cts_work="its default run, as one run per ${PART_NOUN%s}: the sum of $(find "${state}" -maxdepth 1 -name "cts-*.seconds" | wc -l) of ${#PARTS[@]}"
  echo "device #${index}: ${full_name} (CTS: $(cat "${state}/cts.env" 2>/dev/null || echo "not run yet"))"
  echo "work: ${work}; clconform --coverage=${coverage} $([ "${expectations}" = none ] || echo "--expectations-dir=${expectations}"); CTS ${CTS_TARGET} ${cts_args:+${cts_args} }(${cts_work})"
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
  local name part
  for name in clconform-empty clconform-warm; do
    [ ! -f "${state}/${name}.log" ] || echo "${name}: $(grep '^\[ summary.* cases=' "${state}/${name}.log" | tail -n 1)"
  done
  [ ! -f "${state}/cts.log" ] || echo "cts: $(grep -E "${RESULT_LINES}" "${state}/cts.log" | tr '\n' ' ')"
  if cts_partial >/dev/null; then
    echo "cts, the ${PART_SHORT} that ran:$(for part in "${PARTS[@]}"; do
      [ ! -f "${state}/cts-${part}.seconds" ] ||
        printf ' %s %s' "${part}" "$(grep -E "${RESULT_LINES}" "${state}/cts-${part}.log" | tr '\n' ' ')"
    done)"
  fi
  echo "CPU seconds (user + system):$(for name in clconform-empty clconform-warm cts; do
    [ ! -f "${state}/${name}.cpu" ] || printf ' %s %s' "${name}" "$(cat "${state}/${name}.cpu")"
  done); load average now: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
  echo "logs and reports: ${state}"
}

bench_main() {
  parse_args "$@"
  check_args
  pick_device
  plan_runs
  case "${phase}" in
    cts)
      if [ "${background}" = 1 ]; then
        start_background
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
}
