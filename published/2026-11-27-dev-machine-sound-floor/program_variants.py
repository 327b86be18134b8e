# Variants of clconform's dumped from-float digest program (all.cl, a copy of
# --dump-kernels' digest_float.cl): allnoskip.cl (no skip masks), allnoshape.cl (the stream's
# operands not shaped), allnocanon.cl (no NaN canonicalization). Compile-cost probes only: their
# digests are not clconform's.
import re
k = open('all.cl').read()
noskip = re.sub(r'\n      h = (select\(h|\(\(clc_mag)[^\n]*;', '', k)
open('allnoskip.cl','w').write(noskip)
noshape = re.sub(r'\n    \{\n      const uint\d* s = clc_mix.*?\n    \}', '', k, flags=re.S)
open('allnoshape.cl','w').write(noshape)
nocanon = re.sub(r'\n      b = (select\(b|\(\(\(\(b)[^\n]*;', '', k)
open('allnocanon.cl','w').write(nocanon)
for n in ['allnoskip','allnoshape','allnocanon']: print(n, len(open(n+'.cl').read()), len(k))
