#!/usr/bin/env bash
# Eleventh session: PoCL 5 (16 cores), full coverage, each run from a fresh POCL_CACHE_DIR (as the
# benchmark makes it): 05df032 (old, default: no program cache on a CPU device) and a9eedcb (new:
# PoCL's kernel cache in the program cache), empty then warm stores; verdicts compared.
set -u
source scripts/device_env.sh .device-carry >/dev/null
C=.device-carry
nproc
for b in old new; do
  bin=$C/clconform; [ $b = old ] && bin=$C/clconform-old
  st=/tmp/st5-$b; rm -rf $st; mkdir -p $st
  for w in empty warm; do
    kc=$(mktemp -d); rm -rf /tmp/rc5-$b-$w
    s=$(date +%s.%N)
    POCL_CACHE_DIR=$kc $bin --device=Portable --coverage=full --expectations-dir=expectations \
      --digest-store=$st/ds --program-cache=$st/pc --report-dir=/tmp/rc5-$b-$w > $OUT/$b-$w.log 2>&1
    echo "$b $w rc=$? $(python3 -c "import time;print(round(time.time()-$s,1))") s"
    grep "summary  \] device" $OUT/$b-$w.log | cut -c1-300; grep "cache    \]" $OUT/$b-$w.log
    rm -rf $kc
  done
done
python3 - <<'PY'
import json,glob,collections
def load(n):
    p=glob.glob(f'/tmp/rc5-{n}/*/report.json')[0]
    return {c['case']:c for c in json.load(open(p))['cases']}
base=load('old-empty')
for n in ['old-warm','new-empty','new-warm']:
    b=load(n)
    d=[k for k in base if base[k]['verdict']!=b[k]['verdict']]
    print(n,'verdict diffs vs old-empty',len(d),d[:5])
print('verdicts',sorted(collections.Counter(c['verdict'] for c in base.values()).items()))
PY
