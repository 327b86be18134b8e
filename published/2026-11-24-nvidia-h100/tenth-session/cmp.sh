#!/usr/bin/env bash
# Warm runs again (old and new) on both devices, reports kept on the machine, then verdicts compared.
set -u
source scripts/device_env.sh .device-carry >/dev/null
C=.device-carry
for dev in NVIDIA Portable; do
  for b in old new; do
    bin=$C/clconform; [ $b = old ] && bin=$C/clconform-old
    st=/tmp/st-$b-$dev; rm -rf /tmp/rc-$b-$dev
    s=$(date +%s)
    POCL_CACHE_DIR=$st/kc CUDA_CACHE_PATH=$st/kc $bin --device=$dev --coverage=full --expectations-dir=expectations \
      --digest-store=$st/ds --program-cache=$st/pc --report-dir=/tmp/rc-$b-$dev > /tmp/rc-$b-$dev.log 2>&1
    echo "$dev $b rc=$? $(( $(date +%s) - s )) s"
  done
  python3 - "$dev" <<'PY'
import json,sys,glob
dev=sys.argv[1]
def load(b):
    p=glob.glob(f'/tmp/rc-{b}-{dev}/*/report.json')[0]
    return {c['case']:c for c in json.load(open(p))['cases']}
a,b=load('old'),load('new')
d=[n for n in a if a[n]['verdict']!=b[n]['verdict']]
m=[n for n in a if a[n].get('mismatched')!=b[n].get('mismatched')]
import collections
print(dev,'cases',len(a),len(b),'verdict diffs',len(d),d[:5],'mismatched diffs',len(m),m[:5])
print(dev,'verdicts old',collections.Counter(c['verdict'] for c in a.values()))
print(dev,'verdicts new',collections.Counter(c['verdict'] for c in b.values()))
PY
done
