# Device call 5 (twenty-second session): a trace build (`trace`, e66d27a with timestamps
# written by each worker to /tmp/clc-trace-<pid>.txt: start, device found, context made, each
# program build, the digest run's host start, digest program built, device done, host done,
# end; not committed): every conversion from float from empty caches, twice, each worker's
# events in seconds from the first worker's start.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
trace=.device-carry/s22/clconform-trace
F=""; for w in "" 2 3 4 8 16; do F+="${F:+:}Convert/*_float$w"; done
for r in 1 2; do
  rm -rf /tmp/t$r /tmp/clc-trace-*.txt; mkdir -p /tmp/t$r
  export XDG_CACHE_HOME=/tmp/t$r CUDA_CACHE_PATH=/tmp/t$r/nv
  s=$(date +%s%N)
  CLC_TRACE=1 $trace --device=NVIDIA --coverage=full --expectations-dir=expectations \
    "--gtest_filter=$F" --report-dir=/tmp/t$r/rep > /tmp/t$r/log 2>&1
  e=$(date +%s%N)
  echo "== round $r: $(( (e - s) / 1000000 )) ms $(grep -ao 'children=[0-9]*\|seconds=[0-9.]*' /tmp/t$r/log | tr '\n' ' ')"
  t0=$(cat /tmp/clc-trace-*.txt | sort -n | head -1 | cut -d' ' -f1)
  for f in /tmp/clc-trace-*.txt; do
    awk -v t0="$t0" '{ printf "%.2f:%s  ", $1 - t0, substr($0, index($0, " ") + 1) } END { print "" }' "$f"
  done | sort -t: -k1n
done
