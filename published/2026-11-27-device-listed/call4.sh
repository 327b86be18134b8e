# Device call 4 (twenty-second session): NVIDIA's contexts are made one at a time (ctx probe:
# 0.12 s alone, 1.3 to 1.5 s each when 12 processes make one at once). An experiment build
# (`hack`, not committed) that starts the k-th child k x CLC_STAGGER_MS later and, with
# CLC_LPT, the batches with most cases first: every conversion from float from empty caches
# then warm, alternately with e66d27a (`new`), two rounds.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
new=.device-carry/s22/clconform-new hack=.device-carry/s22/clconform-hack
F=""; for w in "" 2 3 4 8 16; do F+="${F:+:}Convert/*_float$w"; done
for r in 1 2; do
  for cfg in "new" "hack LPT" "hack LPT 50" "hack LPT 100" "hack - 100"; do
    set -- $cfg; b=${!1}; unset CLC_LPT CLC_STAGGER_MS
    [ "${2:-}" = LPT ] && export CLC_LPT=1
    [ -n "${3:-}" ] && export CLC_STAGGER_MS=$3
    d=/tmp/h$r-${cfg// /_}; rm -rf $d; mkdir -p $d
    export XDG_CACHE_HOME=$d CUDA_CACHE_PATH=$d/nv
    for state in empty warm; do
      s=$(date +%s%N)
      $b --device=NVIDIA --coverage=full --expectations-dir=expectations \
        "--gtest_filter=$F" --report-dir=$d/rep-$state > $d/$state.log 2>&1
      e=$(date +%s%N)
      echo "round $r [$cfg] $state $(( (e - s) / 1000000 )) ms $(grep -ao 'children=[0-9]*\|seconds=[0-9.]*' $d/$state.log | tr '\n' ' ')"
    done
  done
done
