# Variants of clconform's dumped from-float digest program (`--dump-kernels`: digest_float.cl),
# each written next to it: wholeN.cl (the width-N kernel alone), nohashN.cl (the lane hash
# replaced by the value), cheapN.cl (a hash of one multiply), nobi1.cl (the built-ins replaced
# by a bit cast), splitN.cl (a kernel per column), pre.cl (the hash's per-lane part spelled
# once a lane), wgN.cl (another reqd_work_group_size). Usage: python3 variants.py digest_float.cl
import re
import sys

src = open(sys.argv[1]).read()
lines = src.split('\n')
ks = [i for i, l in enumerate(lines) if l.startswith('__kernel')]
hdr = '\n'.join(lines[:ks[0]])
HASH = r'clc_hash_(\d+)\(convert_ulong(\d*)\(i\), convert_ulong\d*\(b\)\)'


def kernel(idx):
    end = ks[idx + 1] if idx + 1 < len(ks) else len(lines)
    return '\n'.join(lines[ks[idx]:end])


for idx, w in [(0, '1'), (1, '2'), (5, '16')]:
    k = kernel(idx)
    n = '' if w == '1' else w
    open(f'whole{w}.cl', 'w').write(hdr + '\n' + k + '\n')
    nohash = re.sub(HASH, lambda m: f'convert_ulong{m.group(2)}(b)', k)
    open(f'nohash{w}.cl', 'w').write(hdr + '\n' + nohash + '\n')
    cheap = re.sub(HASH, lambda m: f'((convert_ulong{m.group(2)}(b) ^ hk) * 0x94d049bb133111ebUL)', k)
    cheap = cheap.replace(f'const float{n} x =',
                          f'const ulong{n} hk = convert_ulong{n}(i) * 0xbf58476d1ce4e5b9UL;\n'
                          f'    const float{n} x =', 1)
    open(f'cheap{w}.cl', 'w').write(hdr + '\n' + cheap + '\n')
    parts = re.split(r'(?=\n    \{\n      const (?:char|uchar|short|ushort|int|uint|long|ulong'
                     r'|float|double)\w* r = )', k)
    pre, blocks = parts[0], parts[1:]
    cut = blocks[-1].find('\n  }\n  const size_t at')
    tail, blocks[-1] = blocks[-1][cut:], blocks[-1][:cut]
    col = lambda b: re.search(r'a(\d) \+=', b).group(1)
    out = [hdr]
    for c in sorted(set(col(b) for b in blocks)):
        name = f'void dseed_float{n}('
        out.append(pre.replace(name, f'void dseed_c{c}_float{n}(') +
                   ''.join(b for b in blocks if col(b) == c) + tail)
    open(f'split{w}.cl', 'w').write('\n'.join(out) + '\n')

k1 = open('whole1.cl').read()
nobi = re.sub(r'convert_(char|uchar|short|ushort|int|uint|long|ulong|float|double)(_sat)?'
              r'(_rt[eznp])?\(x\)', lambda m: f'(({m.group(1)})(as_int(x)))', k1)
open('nobi1.cl', 'w').write(nobi)

fin = ''
for w in ['1', '2', '3', '4', '8', '16']:
    t = 'ulong' if w == '1' else 'ulong' + w
    fin += (f'{t} clc_fin_{w}({t} h) {{\n  h ^= h >> 31; h *= 0x94d049bb133111ebUL; '
            f'h ^= h >> 29;\n  return h;\n}}\n')
p = src.replace('\n__kernel', '\n' + fin + '\n__kernel', 1)
p = re.sub(HASH, lambda m: f'clc_fin_{m.group(1)}(clc_hpre ^ (convert_ulong{m.group(2)}(b) + clc_hadd))', p)
p = re.sub(r'\n    const uint(\d*) i = [^\n]*;', lambda m: m.group(0) + (
    f'\n    const ulong{m.group(1)} clc_hpre = (convert_ulong{m.group(1)}(i) * 2UL + 1UL) * '
    f'0xbf58476d1ce4e5b9UL;\n    const ulong{m.group(1)} clc_hadd = 0x9e3779b97f4a7c15UL + '
    f'(clc_hpre << 6) + (clc_hpre >> 2);'), p)
open('pre.cl', 'w').write(p)
for size in (1, 64):
    open(f'wg{size}.cl', 'w').write(src.replace('reqd_work_group_size(64, 1, 1)',
                                                f'reqd_work_group_size({size}, 1, 1)'))
