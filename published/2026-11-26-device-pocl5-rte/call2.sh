# Device call 2 (eighteenth session): clconform's side of PoCL 5.0's rte group (the 66
# vstore[a]_half*_rte cases at exhaustive coverage, empty caches then warm) and
# clconform-bench's kernel shapes there (`fold`: the vstore_half_rte built-in alone, the least
# any check of every result can cost). The CTS's side is call 1's.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
echo "== clconform-bench, PoCL 5"
timeout 120 .device-carry/clconform-bench --device=Portable 2>&1 | tail -8
echo "== clconform, the rte group, empty then warm"
timeout 420 bash scripts/bench_half_vs_cts.sh --clconform=.device-carry/clconform --device=Portable \
  --only=rte --state=/tmp/bh5-rte --phase=clconform
for r in empty warm; do
  echo "$r: rc=$(cat /tmp/bh5-rte/clconform-$r.rc) seconds=$(cat /tmp/bh5-rte/clconform-$r.seconds) cpu=$(cat /tmp/bh5-rte/clconform-$r.cpu)"
  grep -a "summary" /tmp/bh5-rte/clconform-$r.log | tail -1
done
tar -C /tmp --exclude='kernel-cache.*' --exclude='program-cache' --exclude='digest-store*' -czf "$OUT/bh5-rte.tgz" bh5-rte
