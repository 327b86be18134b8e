# python3 item_columns.py all.cl alliter.cl: each column's variants summed as a vector within
# an item, its lanes added once an item (the same digests).
import re, sys
src = open(sys.argv[1]).read()
parts = re.split(r'(?=__kernel __attribute__)', src)
out = [parts[0]]
for k in parts[1:]:
    m = re.search(r'void dseed_float(\d*)\(', k)
    if not m or not m.group(1):
        out.append(k); continue
    w = m.group(1)
    lanes = ['s%x' % l for l in range(int(w))]
    cols = sorted(set(int(c) for c in re.findall(r'  ulong a(\d+) = 0;', k)))
    decl = ''.join(f'    ulong{w} s{c} = 0;\n' for c in cols)
    k = k.replace('    if (t >= items) continue;\n', '    if (t >= items) continue;\n' + decl, 1)
    k = re.sub(r'a(\d+) \+= \(h(?:\.s[0-9a-f])(?: \+ h\.s[0-9a-f])*\)( \* \d+UL)?;',
               lambda mm: f's{mm.group(1)} += h{mm.group(2) or ""};', k)
    fin = ''.join(f'    a{c} += ' + ' + '.join(f's{c}.{l}' for l in lanes) + ';\n' for c in cols)
    k = k.replace('  }\n  const size_t at', fin + '  }\n  const size_t at', 1)
    out.append(k)
open(sys.argv[2], 'w').write(''.join(out))
