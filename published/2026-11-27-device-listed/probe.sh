# The inline commands of the two probe calls (twenty-second session), from the repository root
# on the H100 machine, with ctx and pbuild built here from ctx.cpp.txt and pbuild.cpp.txt (as .cpp)
# (g++ -O2 -static-libstdc++ -static-libgcc [-pthread] X.cpp -lOpenCL) and carried in
# .device-carry/s22 with char.cl; their output is probe.log.
source scripts/device_env.sh .device-carry >/dev/null; c=.device-carry/s22/ctx
echo alone; for i in 1 2 3; do $c NVIDIA; done
for n in 4 12; do echo "$n at once"; for i in $(seq $n); do $c NVIDIA > /tmp/ctx$i.txt & done; wait
  cat /tmp/ctx*.txt | sort -t' ' -k10n; rm /tmp/ctx*.txt; done
b=.device-carry/s22/pbuild; k=.device-carry/s22/char.cl
$b NVIDIA $k 1 serial; $b NVIDIA $k 4 serial; $b NVIDIA $k 4 threads; $b NVIDIA $k 8 threads
echo "4 processes"; for i in 1 2 3 4; do $b NVIDIA $k 1 serial & done; wait
echo "8 processes"; for i in 1 2 3 4 5 6 7 8; do $b NVIDIA $k 1 serial & done; wait
# 3. (A later call, an H200 machine.) The CPU of each, alone and 12 at once.
for n in 1 12; do echo "$n at once"; for i in $(seq $n); do /usr/bin/time -f "cpu %U u %S s wall %e" $c NVIDIA > /tmp/ctx$i.txt 2>&1 & done; wait
  cat /tmp/ctx*.txt | paste - - | sort -k10n | head -12; rm /tmp/ctx*.txt; done
