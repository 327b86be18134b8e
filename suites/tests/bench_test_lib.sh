# What the tests of scripts/bench_vs_cts.sh and scripts/bench_half_vs_cts.sh share (sourced):
# a scratch folder, a stand-in for a CTS binary (the CTS is not in this repository) and
# expect_exit. The stand-in reports the device that CL_PLATFORM_INDEX and CL_DEVICE_INDEX
# name in `clinfo -l`, so a wrong mapping from clconform's device index fails the script's
# own device check; it logs each run's environment and arguments to FAKE_LOG, and sleeps
# FAKE_SLEEP seconds or waits for the file FAKE_GATE when asked. Needs `bench` (the script
# under test) and `clconform` (its binary) set.
# shellcheck shell=bash disable=SC2154 # bench and clconform: the sourcing test's
work="$(mktemp -d)"
trap 'rm -rf "${work}"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

fake="${work}/fake_cts"
cat >"${fake}" <<'EOF_FAKE'
#!/usr/bin/env bash
p=${CL_PLATFORM_INDEX:-0} d=${CL_DEVICE_INDEX:-0}
platforms=$(clinfo -l | grep -c '^Platform #')
if [ "${p}" -ge "${platforms}" ]; then echo "platform index out of range"; exit 1; fi
name=$(clinfo -l | awk -v p="${p}" -v d="${d}" '
  /^Platform #/ { pi = $2; gsub(/[#:]/, "", pi) }
  match($0, /Device #[0-9]+: /) { di = substr($0, RSTART + 8, RLENGTH - 10)
    if (pi == p && di == d) print substr($0, RSTART + RLENGTH) }')
if [ -n "${FAKE_HIDE:-}" ] && [[ "${name}" == *"${FAKE_HIDE}"* ]]; then name=""; fi
[ -n "${name}" ] || { echo "device index out of range"; exit 1; }
echo "Compute Device Name = ${name}, Compute Device Vendor = stand-in"
[ "$*" != no_such_test ] || exit 0
echo "${CL_DEVICE_TYPE} ${CL_PLATFORM_INDEX} ${CL_DEVICE_INDEX} $*" >>"${FAKE_LOG}"
[ -z "${FAKE_SLEEP:-}" ] || sleep "${FAKE_SLEEP}"
while [ -n "${FAKE_GATE:-}" ] && [ ! -e "${FAKE_GATE}" ] && [ -d "${FAKE_GATE%/*}" ]; do sleep 0.2; done
echo "PASSED test."
EOF_FAKE
chmod +x "${fake}"
export FAKE_LOG="${work}/calls"
: >"${FAKE_LOG}"

expect_exit() { # CODE then the script's arguments; its output in ${work}/out
  local want="$1" got=0
  shift
  bash "${bench}" --clconform="${clconform}" "$@" >"${work}/out" 2>&1 || got=$?
  [ "${got}" = "${want}" ] || { cat "${work}/out" >&2; fail "exit ${got}, not ${want}: $*"; }
}
