# Device call 1 (eighteenth session): the CTS's test_half rte group on PoCL 5.0 (16 cores), each
# sub-test timed on its own (vstore_half_rte, then vstorea_half_rte), from an empty kernel cache.
# The fifteenth session's single run of both was cut by its call's timeout at 330 s.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
nproc
ORDER=vstore_half_rte,vstorea_half_rte,vload_half,vloada_half,roundTrip,vstore_half,vstorea_half
ORDER+=,vstore_half_rtz,vstorea_half_rtz,vstore_half_rtp,vstorea_half_rtp,vstore_half_rtn,vstorea_half_rtn
timeout 580 bash scripts/bench_half_vs_cts.sh --cts=.device-carry/cts/test_half \
  --clconform=.device-carry/clconform --device=Portable --cts-by-test --cts-order=$ORDER \
  --state=/tmp/bh5 --phase=cts --stop-after=300
for p in vstore_half_rte vstorea_half_rte; do
  echo "$p: rc=$(cat /tmp/bh5/cts-$p.rc 2>/dev/null) seconds=$(cat /tmp/bh5/cts-$p.seconds 2>/dev/null) cpu=$(cat /tmp/bh5/cts-$p.cpu 2>/dev/null)"
done
tar -C /tmp --exclude='kernel-cache.*' -czf "$OUT/bh5-cts.tgz" bh5
