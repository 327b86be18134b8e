# The inline commands of three short device calls (twenty-first session), with 9d7f7ab's build
# (`n`), run from the repository root on the H100 machine; their output is probe.log.
source scripts/device_env.sh .device-carry >/dev/null; n=.device-carry/s21/clconform
# 1. A process that lists its devices: every ICD (NVIDIA's and PoCL 5), then one of them.
for i in 1 2 3; do /usr/bin/time -f "list-devices %e s %U u %S s" $n --list-devices > /dev/null; done 2>&1
for v in nvidia pocl; do for i in 1 2; do /usr/bin/time -f "$v list %e s %U u %S s" \
  env OCL_ICD_VENDORS=/tmp/clconform-vendors/$v.icd OCL_ICD_FILENAMES= $n --list-devices 2>&1 >/dev/null | tail -1; done; done
# 2. Parts of every conversion from float on the H100, each from empty caches.
fresh() { rm -rf /tmp/e; mkdir -p /tmp/e; export XDG_CACHE_HOME=/tmp/e CUDA_CACHE_PATH=/tmp/e/nv POCL_CACHE_DIR=/tmp/e/pocl; }
run() { fresh; local s=$(date +%s%N); $n --device=NVIDIA --coverage=full "$@" --report-dir=/tmp/e/rep > /tmp/e.log 2>&1; local e=$(date +%s%N); echo "$(( (e - s) / 1000000 )) ms  $(grep -o 'programs=[0-9]*\|children=[0-9]*\|seconds=[0-9.]*' /tmp/e.log | tr '\n' ' ') :: $*"; }
A=""; for w in "" 2 3 4 8 16; do A+="${A:+:}Convert/*_float$w"; done
C=""; for w in "" 2 3 4 8 16; do C+="${C:+:}Convert/*_char${w}_*float$w"; done
L=""; for w in "" 2 3 4 8 16; do L+="${L:+:}Convert/*_long${w}_*float$w"; done
run --expectations-dir=expectations "--gtest_filter=$A"
run --expectations-dir=expectations "--gtest_filter=$A" --jobs=32
run --expectations-dir=expectations "--gtest_filter=$C"
run --expectations-dir=expectations "--gtest_filter=$C" --no-constant-path
run --expectations-dir=expectations "--gtest_filter=Convert/*_char_*float:Convert/*_char2_*float2:Convert/*_char3_*float3"
run --expectations-dir=expectations "--gtest_filter=Convert/*_char4_*float4:Convert/*_char8_*float8:Convert/*_char16_*float16"
run --expectations-dir=expectations "--gtest_filter=$L"
run --expectations-dir=expectations "--gtest_filter=$L:-*_sat*"
run --expectations-dir=expectations "--gtest_filter=$L" --no-constant-path
run "--gtest_filter=$L"
# 3. (A later call, a fresh machine.) Float to long, with and without its _sat cases: empty
#    caches, then warm twice (clconform's program cache and digest store, and NVIDIA's cache).
rm -rf /tmp/e
for filt in "$L" "$L:-*_sat*"; do for state in empty warm warm; do d=/tmp/e/$(echo "$filt" | md5sum | cut -c1-6); [ $state = empty ] && rm -rf $d; mkdir -p $d; export XDG_CACHE_HOME=$d CUDA_CACHE_PATH=$d/nv; s=$(date +%s%N); $n --device=NVIDIA --coverage=full --expectations-dir=expectations "--gtest_filter=$filt" --report-dir=$d/rep-$RANDOM > /tmp/e.log 2>&1; e=$(date +%s%N); echo "$state $(( (e - s) / 1000000 )) ms $(grep -o 'programs=[0-9]*\|programs_loaded=[0-9]*\|seconds=[0-9.]*' /tmp/e.log | tr '\n' ' ') :: ${filt: -12}"; done; done
