# Device call 3: issue 32's "verdicts the same case by case on the H100": every variant at full
# coverage, 62a90aa (the per-conversion reference) and this session's binary, each from empty
# caches, without an expectations file (62a90aa does not read the accepted entries); then every case's verdict, lanes and mismatches compared.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
for run in old new; do
  bin=.device-carry/clconform; [ $run = old ] && bin=.device-carry/old/clconform
  export XDG_CACHE_HOME=/tmp/v-$run CUDA_CACHE_PATH=/tmp/v-$run/nv
  s=$(date +%s%N)
  $bin --device=NVIDIA --coverage=full --report-dir=/tmp/v-$run/r > /tmp/v-$run.log 2>&1
  echo "$run: exit $? in $(( ($(date +%s%N) - s) / 1000000 )) ms"
  grep -a "summary.*cases=" /tmp/v-$run.log | cut -c1-300
done
python3 - <<'PY' | tee $OUT/verdicts-old-new-h100.txt
import json, glob
def cases(run):
    f = glob.glob(f'/tmp/v-{run}/r/*/report.json')[0]
    return {c['case']: c for c in json.load(open(f))['cases']}
old, new = cases('old'), cases('new')
print(f'cases: old {len(old)}, new {len(new)}')
diff = []
for name in sorted(set(old) | set(new)):
    a, b = old.get(name), new.get(name)
    if a is None or b is None:
        diff.append(f'{name}: only in {"new" if a is None else "old"}'); continue
    ka = (a.get('verdict'), a.get('lanes'), a.get('mismatched'))
    kb = (b.get('verdict'), b.get('lanes'), b.get('mismatched'))
    if ka != kb: diff.append(f'{name}: old {ka} new {kb}')
from collections import Counter
print('verdicts old:', dict(Counter(c.get('verdict') for c in old.values())))
print('verdicts new:', dict(Counter(c.get('verdict') for c in new.values())))
print(f'cases whose verdict, lanes or mismatch count differ: {len(diff)}')
for d in diff[:40]: print('  ' + d)
PY
