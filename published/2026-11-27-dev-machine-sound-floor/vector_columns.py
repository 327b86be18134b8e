# python3 vector_columns.py all.cl vec allvec.cl: each column's sum a vector of the kernel's
# width, its lanes added once at the end (the same digests: sums mod 2^64 in another order).
import re, sys
src = open(sys.argv[1]).read()
mode = sys.argv[2]  # 'vec': vector column accumulators; 'iter': one lane sum per column per item
parts = re.split(r'(?=__kernel __attribute__)', src)
out = [parts[0]]
for k in parts[1:]:
    m = re.search(r'void dseed_float(\d*)\(', k)
    if not m:
        out.append(k); continue
    w = m.group(1) or '1'
    n = '' if w == '1' else w
    lanes = ['s%x' % l for l in range(int(w))]
    def lsum(name):
        return name if w == '1' else '(' + ' + '.join(f'{name}.{l}' for l in lanes) + ')'
    if mode == 'vec':
        k = re.sub(r'  ulong a(\d+) = 0;', lambda mm: f'  ulong{n} a{mm.group(1)} = 0;', k)
        k = re.sub(r'a(\d+) \+= \(h(?:\.s[0-9a-f])(?: \+ h\.s[0-9a-f])*\)( \* \d+UL)?;',
                   lambda mm: f'a{mm.group(1)} += h{mm.group(2) or ""};', k)
        k = re.sub(r'partial\[at \+ (\d+)\] = a(\d+);',
                   lambda mm: f'partial[at + {mm.group(1)}] = {lsum("a" + mm.group(2))};', k)
    out.append(k)
open(sys.argv[3], 'w').write(''.join(out))
