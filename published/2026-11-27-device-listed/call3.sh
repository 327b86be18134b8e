# Device call 3 (twenty-second session): the H100's first and warm runs of every conversion
# from float (`new`) with fewer worker processes: --jobs=4, 6, 8, 12 and the default (16), each
# from empty caches then warm, twice; the summary line of each.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
new=.device-carry/s22/clconform-new
F=""; for w in "" 2 3 4 8 16; do F+="${F:+:}Convert/*_float$w"; done
for r in 1 2; do
  for jobs in 4 6 8 12 16; do
    d=/tmp/j$r-$jobs; rm -rf $d; mkdir -p $d
    export XDG_CACHE_HOME=$d CUDA_CACHE_PATH=$d/nv
    for state in empty warm; do
      s=$(date +%s%N)
      $new --device=NVIDIA --coverage=full --jobs=$jobs --expectations-dir=expectations \
        "--gtest_filter=$F" --report-dir=$d/rep-$state > $d/$state.log 2>&1
      e=$(date +%s%N)
      echo "round $r jobs $jobs $state $(( (e - s) / 1000000 )) ms $(grep -ao 'children=[0-9]*\|programs=[0-9]*\|seconds=[0-9.]*' $d/$state.log | tr '\n' ' ')"
    done
  done
done
