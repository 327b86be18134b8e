#!/usr/bin/env bash
# Issue 29: the stress tests (Stress.*) 20 times while a full-coverage run on PoCL loads the
# machine: two streams of 10 in a row, against the CI clone's Release build of the commit.
B=/tmp/ci-clone/build
out=/work/notes/stress20/final
mkdir -p $out; rm -f $out/*
cd /tmp/ci-clone
source scripts/env.sh
( n=0; while [ ! -e $out/stop ]; do n=$((n+1)); d=$(mktemp -d /tmp/load.XXXX);
    s=$(date +%s); OCL_ICD_VENDORS=/tmp/ci-clone/.vendors $B/clconform --device=Portable --coverage=full \
      --report-dir=$d/r >/dev/null 2>&1; echo "load run $n: exit $? in $(( $(date +%s) - s )) s" >> $out/load.log; rm -rf $d; done ) &
load=$!
stream() {
  for i in $(seq 1 10); do
    s=$(date +%s)
    OCL_ICD_VENDORS=/tmp/ci-clone/.vendors $B/suites/tests/stress_tests --gtest_filter='Stress.*' > $out/stream$1.$i.out 2>&1
    rc=$?
    echo "stream $1 run $i: exit $rc in $(( $(date +%s) - s )) s, $(grep -c '^\[       OK \]' $out/stream$1.$i.out) tests OK, load $(cut -d' ' -f1-3 /proc/loadavg)" >> $out/streams.log
  done
}
sleep 15
stream A & a=$!
sleep 20; stream B & b=$!
wait $a $b
touch $out/stop
kill $load 2>/dev/null; pkill -f "/tmp/load\." ; wait
echo "done $(date +%T)" >> $out/streams.log
