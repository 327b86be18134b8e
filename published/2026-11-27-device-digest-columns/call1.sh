# Device call 1 (twentieth session): the digest kernels with one skip comparison a variant
# (ad8d789) and ten variants a column (5dd1d62, 7901489: `new`) against the build carried
# before them (7dca64d's parent line, `old`), on the H100 (NVIDIA's driver) and PoCL 5.
# 1. Every conversion from float and from double at full coverage, empty caches, the
#    repository's expectations: old, then new; the reports compared case by case.
# 2. Every conversion from float at full coverage, alternately old and new, two rounds: empty
#    caches, then warm (the same state again); wall seconds and the summary line.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
nproc; nvidia-smi -L 2>/dev/null | head -2
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
fresh() { rm -rf /tmp/c$1; mkdir -p /tmp/c$1; export XDG_CACHE_HOME=/tmp/c$1 CUDA_CACHE_PATH=/tmp/c$1/nv POCL_CACHE_DIR=/tmp/c$1/pocl; }
old=.device-carry/clconform-old new=.device-carry/new/clconform
F=""; for w in "" 2 3 4 8 16; do F+="${F:+:}Convert/*_float$w:Convert/*_double$w"; done
for dev in NVIDIA Portable; do
  for b in old new; do
    echo "== $dev $b: from float and double, full, empty caches"
    fresh "v$dev$b"
    t timeout 240 ${!b} --device=$dev --coverage=full --expectations-dir=expectations \
      "--gtest_filter=$F" --report-dir=/tmp/v$dev$b > /tmp/v$dev$b.log 2>&1
    grep -a "summary  \] device=\|summary  \] [0-9]\|UNEXPECTED" /tmp/v$dev$b.log | cut -c1-260 | head -6
  done
  .device-carry/new/clconform-report diff /tmp/v${dev}old/*/report.json /tmp/v${dev}new/*/report.json \
    --allow-unlike > "$OUT/diff-$dev.txt" 2>&1; echo "diff $dev rc=$?"; tail -n 3 "$OUT/diff-$dev.txt"
  cp /tmp/v${dev}new.log "$OUT/verdicts-$dev-new.log"
done
F=""; for w in "" 2 3 4 8 16; do F+="${F:+:}Convert/*_float$w"; done
for dev in NVIDIA Portable; do
  for r in 1 2; do
    for b in old new; do
      fresh "r$dev$b$r"
      for state in empty warm; do
        echo "== $dev round $r $b $state"
        t timeout 120 ${!b} --device=$dev --coverage=full --expectations-dir=expectations \
          "--gtest_filter=$F" --report-dir=/tmp/r$dev$b$r$state > /tmp/r.log 2>&1
        grep -a "summary  \] device=" /tmp/r.log | grep -o "cases=.*" | cut -c1-200
      done
    done
  done
done
