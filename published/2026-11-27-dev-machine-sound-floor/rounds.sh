#!/bin/bash
# rounds.sh N FILE...: each FILE built and its dseed kernels launched (./host, 65,536 items) N
# times, interleaved, each from an empty PoCL kernel cache; prints the least and every user CPU-s.
mkdir -p pcs
# usage: rounds.sh N file...  -> min and all user-CPU per file
N=$1; shift
declare -A res
for r in $(seq $N); do for f in "$@"; do
  u=$(POCL_CACHE_DIR=$(mktemp -d -p $PWD/pcs) OCL_ICD_VENDORS=$PWD/v /usr/bin/time -f "%U" ./host $f 65536 64 1024 2>&1 | tail -1)
  res[$f]="${res[$f]} $u"
done; done
for f in "$@"; do echo "$f: $(echo ${res[$f]} | tr ' ' '\n' | sort -n | head -1) [${res[$f]} ]"; done
