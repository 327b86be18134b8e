# Device call 2 (fourteenth session): issue 29's stress test under load on the device
# machine's 16 cores: Stress.KilledAtRandomMomentsResumesToTheUninterruptedReport in 10
# streams at once, 3 runs each in a row (30 runs), while full-coverage PoCL 5 runs load the machine. The test's
# binary names clconform and the planted driver by this build's absolute paths: links there.
cd "$(dirname "$0")/../.."
root=$PWD
source scripts/device_env.sh .device-carry >/dev/null
B=/work/main/build-device
mkdir -p $B/suites/tests
ln -sf $root/.device-carry/clconform $B/clconform
ln -sf $root/.device-carry/libclconform_planted_driver.so $B/suites/tests/libclconform_planted_driver.so
mkdir -p /tmp/pv && cp /tmp/clconform-vendors/pocl.icd /tmp/pv/
export OCL_ICD_VENDORS=/tmp/pv
nproc; clconform --list-devices 2>&1 | grep "#"
( while true; do d=$(mktemp -d /tmp/load.XXXX); s=$(date +%s)
    XDG_CACHE_HOME=$d clconform --device=Portable --coverage=full --report-dir=$d/r >/dev/null 2>&1
    echo "load run: exit $? in $(( $(date +%s) - s )) s" >> /tmp/load.log; rm -rf $d; done ) &
load=$!
stream() {
  for i in 1 2 3; do
    s=$(date +%s)
    HOME=/tmp/home$1 timeout 540 .device-carry/stress_tests --gtest_filter='Stress.KilledAtRandomMoments*' > /tmp/s$1.$i.out 2>&1
    echo "stream $1 run $i: exit $? in $(( $(date +%s) - s )) s, load $(cut -d' ' -f1-3 /proc/loadavg)" >> /tmp/streams.log
  done
}
sleep 10
pids=()
for k in 0 1 2 3 4 5 6 7 8 9; do mkdir -p /tmp/home$k; stream $k & pids+=($!); sleep 3; done
wait "${pids[@]}"
kill $load 2>/dev/null; pkill -f "coverage=full"; sleep 1
sort /tmp/streams.log; cat /tmp/load.log
grep -l "FAILED" /tmp/s*.out | head -3 | while read f; do echo "== $f"; grep -a -A3 "Failure" $f | cut -c1-300 | head -12; done
cp /tmp/streams.log /tmp/load.log $OUT/
