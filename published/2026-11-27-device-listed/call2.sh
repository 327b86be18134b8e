# Device call 2 (twenty-second session): where the H100's first run goes with the listed
# failures split off (`new`): every conversion from float, empty caches then warm, twice, each
# child's first and last sighting by timeline.py.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
new=.device-carry/s22/clconform-new
F=""; for w in "" 2 3 4 8 16; do F+="${F:+:}Convert/*_float$w"; done
for r in 1 2; do
  rm -rf /tmp/tl$r; mkdir -p /tmp/tl$r
  export XDG_CACHE_HOME=/tmp/tl$r CUDA_CACHE_PATH=/tmp/tl$r/nv
  for state in empty warm; do
    echo "== round $r $state"
    python3 published/2026-11-27-device-listed/timeline.py $new --device=NVIDIA --coverage=full \
      --expectations-dir=expectations "--gtest_filter=$F" --report-dir=/tmp/tl$r/rep-$state
  done
done
