# Device call 1 (seventeenth session): the digest kernels' new shape (8bc3a00: every work item
# the same number of trips, its table words read once) against the build carried before it
# (c064953), on the NVIDIA H100 and PoCL 5. clconform-bench first (each part of the digest
# kernel's shape, the old shape included, on each device), then every variant at full
# coverage with the repository's expectations, from empty caches (no digest store, fresh
# kernel caches), old and new alternately; each run's cases (verdict, lanes, mismatches, path
# verdicts) written as one line each for comparing.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
nproc
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
for dev in NVIDIA Portable; do
  echo "== clconform-bench, $dev"
  timeout 120 .device-carry/clconform-bench --device=$dev 2>&1 | tail -4
done
cases() {
  python3 -c '
import json, sys
for c in sorted(json.load(open(sys.argv[1]))["cases"], key=lambda c: c["case"]):
    paths = ",".join(k + "=" + str(v.get("verdict")) + ":" + str(v.get("lanes")) for k, v in sorted((c.get("paths") or {}).items()))
    print(c["case"], c["verdict"], c.get("lanes"), c.get("mismatched"), paths)' "$1"
}
for dev in NVIDIA Portable; do
  for b in old new; do
    bin=.device-carry/clconform; [ $b = old ] && bin=.device-carry/clconform-old
    s=/tmp/full-$b-$dev; rm -rf $s; mkdir -p $s
    echo "== $b, $dev, every variant, full coverage, empty caches"
    XDG_CACHE_HOME=$s/xdg CUDA_CACHE_PATH=$s/nv POCL_CACHE_DIR=$s/pocl t $bin --device=$dev \
      --coverage=full --expectations-dir=expectations --no-digest-store --program-cache=$s/programs \
      --report-dir=$s/report > "$OUT/full-$b-$dev.log" 2>&1
    grep -a "summary.*cases=" "$OUT/full-$b-$dev.log"
    cases $s/report/*/report.json > "$OUT/cases-$b-$dev.txt"
  done
  echo "== $dev: cases differing between old and new: $(diff "$OUT/cases-old-$dev.txt" "$OUT/cases-new-$dev.txt" | grep -c '^[<>]')"
done
