# Device call 1 (sixteenth session): the one-pass scalar digest kernels (5551e20) on PoCL 5,
# against the build carried before them (a775634), every conversion from float at full
# coverage in each state of the caches (scripts/bench_first_run.sh), alternately, two rounds;
# the two empty runs' reports compared case by case; then the new build against the CTS's
# test_conversions from float (scripts/bench_vs_cts.sh).
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
nproc
for r in 1 2; do
  for b in old new; do
    echo "== ${b}, round ${r}"
    bash scripts/bench_first_run.sh --device=Portable --clconform=.device-carry/clconform-${b} \
      --state=/tmp/fr-${b}-${r} 2>&1 | tee "$OUT/first-run-${b}-${r}.txt" | grep '^| [a-z]'
  done
done
echo "== verdicts, empty runs of round 1: old against new"
.device-carry/clconform-report diff /tmp/fr-old-1/report-empty/*/report.json \
  /tmp/fr-new-1/report-empty/*/report.json > "$OUT/diff.txt" 2>&1; echo "diff rc=$?"
head -20 "$OUT/diff.txt"
echo "== against the CTS, from float"
timeout 420 bash scripts/bench_vs_cts.sh --cts=.device-carry/cts/test_conversions \
  --clconform=.device-carry/clconform-new --device=Portable --from=float --state=/tmp/vs \
  > "$OUT/vs-cts.txt" 2>&1; echo "rc=$?"
cat "$OUT/vs-cts.txt" | tail -12
