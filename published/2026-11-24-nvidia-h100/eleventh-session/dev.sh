#!/usr/bin/env bash
# Eleventh session: H100, full coverage, empty stores, 05df032 (old) vs the one judge program (new); verdicts compared.
set -u
source scripts/device_env.sh .device-carry >/dev/null
C=.device-carry
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for b in old new; do
  bin=$C/clconform; [ $b = old ] && bin=$C/clconform-old
  st=/tmp/st-$b; rm -rf $st /tmp/rc-$b; mkdir -p $st/kc
  s=$(date +%s.%N)
  POCL_CACHE_DIR=$st/kc CUDA_CACHE_PATH=$st/kc $bin --device=NVIDIA --coverage=full --expectations-dir=expectations \
    --digest-store=$st/ds --program-cache=$st/pc --report-dir=/tmp/rc-$b > $OUT/$b.log 2>&1
  echo "$b rc=$? $(python3 -c "import time;print(round(time.time()-$s,1))") s"
  grep "summary  \] device" $OUT/$b.log | cut -c1-420
  grep "report   \]" $OUT/$b.log
done
python3 - <<'PY'
import json,glob,collections
def load(b):
    p=glob.glob(f'/tmp/rc-{b}/*/report.json')[0]
    return {c['case']:c for c in json.load(open(p))['cases']}
a,b=load('old'),load('new')
d=[n for n in a if a[n]['verdict']!=b[n]['verdict']]
m=[n for n in a if (a[n].get('mismatched'),a[n].get('lanes'))!=(b[n].get('mismatched'),b[n].get('lanes'))]
print('cases',len(a),len(b),'verdict diffs',len(d),d[:5],'mismatched/lanes diffs',len(m),m[:5])
print('verdicts old',sorted(collections.Counter(c['verdict'] for c in a.values()).items()))
print('verdicts new',sorted(collections.Counter(c['verdict'] for c in b.values()).items()))
x=[n for n in b if 'differed' in b[n].get('message','')][:1]
for n in x: print(n, repr(b[n]['message'][:600]))
PY
