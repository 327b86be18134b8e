# Device call 6 (twenty-second session): what the constant path costs the H100's first run:
# every conversion from float from empty caches with and without --no-constant-path,
# alternately, twice (the trace build of call 5; CLC_TRACE unset, so it writes nothing).
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null; trace=.device-carry/s22/clconform-trace
F=""; for w in "" 2 3 4 8 16; do F+="${F:+:}Convert/*_float$w"; done
for r in 1 2; do for cp in "" --no-constant-path; do
  rm -rf /tmp/u; mkdir -p /tmp/u; export XDG_CACHE_HOME=/tmp/u CUDA_CACHE_PATH=/tmp/u/nv
  s=$(date +%s%N)
  $trace --device=NVIDIA --coverage=full --expectations-dir=expectations "--gtest_filter=$F" \
    --report-dir=/tmp/u/rep $cp > /tmp/u.log 2>&1
  e=$(date +%s%N)
  echo "round $r [${cp:-constant path}] $(( (e - s) / 1000000 )) ms $(grep -ao 'children=[0-9]*\|programs=[0-9]*\|seconds=[0-9.]*' /tmp/u.log | tr '\n' ' ')"
done; done
