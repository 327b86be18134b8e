# Writes floor_w.cl (python3 floor_wh.py w) or floor_h.cl (python3 floor_wh.py h): the 90
# conversions from float that PoCL 3.1 runs, one kernel per width, each result counted: floor_w
# adds each result's bits times a distinct odd weight into a 64-bit sum per destination type;
# floor_h puts each result through clconform's lane hash first (reference/digest.h), as the
# digest kernels do. Arguments as clconform's digest kernels' (host_once.cpp.txt runs them).
import sys
mode = sys.argv[1]
dst = ['char', 'uchar', 'short', 'ushort', 'int', 'uint', 'long', 'ulong', 'float', 'double']
ub = {'char':'uchar','uchar':'uchar','short':'ushort','ushort':'ushort','int':'uint','uint':'uint','long':'ulong','ulong':'ulong','float':'uint','double':'ulong'}
rnd = ['', '_rte', '_rtz', '_rtp', '_rtn']
out = ['#pragma OPENCL EXTENSION cl_khr_fp64 : enable']
for w in ['', '2', '3', '4', '8', '16']:
    n = int(w or 1)
    out.append(f'ulong{w} hh{n}(ulong{w} index, ulong{w} value) {{ ulong{w} h = (index * 2UL + 1UL) * 0xbf58476d1ce4e5b9UL; h ^= value + 0x9e3779b97f4a7c15UL + (h << 6) + (h >> 2); h ^= h >> 31; h *= 0x94d049bb133111ebUL; h ^= h >> 29; return h; }}')
for w in ['', '2', '3', '4', '8', '16']:
    n = int(w or 1)
    out.append('__kernel __attribute__((reqd_work_group_size(64, 1, 1)))')
    out.append(f'void dseed_floor{w}(uint first, uint items, uint key_low, uint key_high, '
               'uint key_shape, __global const ulong* skip, __global ulong* partial, '
               '__global const uint* table, uint table_last) {')
    out.append(f'  items = items / {n}u;')
    for d in dst:
        out.append(f'  ulong{w} acc_{d} = 0;')
    out.append('  const uint span = (uint)get_global_size(0), item = (uint)get_global_id(0);')
    out.append('  const uint trips = items / span + (items % span != 0);')
    out.append('  for (uint j = 0; j < trips; ++j) { const uint t = j * span + item; '
               'if (t >= items) continue;')
    if n == 1:
        out.append('    const uint ii = first + t; const float x = as_float(table[min(first + t, table_last)] ^ (first + t));')
    else:
        out.append(f'    const uint{w} ii = (uint{w})(first + t); const float{w} x = as_float{w}((uint{w})(table[min(first + t, '
                   f'table_last)]) ^ (uint{w})(first + t));')
    k = 1
    for d in dst:
        sats = [''] if d in ('float', 'double') else ['', '_sat']
        for s in sats:
            for r in rnd:
                val = f'convert_ulong{w}(as_{ub[d]}{w}(convert_{d}{w}{s}{r}(x)))'
                if mode == 'w':
                    out.append(f'    acc_{d} += {val} * {k}UL;')
                elif mode == 'h':
                    out.append(f'    acc_{d} += hh{n}(convert_ulong{w}(ii), {val}) * {k}UL;')
                k += 2
    out.append('  }')
    for kk, d in enumerate(dst):
        v = f'acc_{d}' if n == 1 else f'(acc_{d}.s0 + acc_{d}.s1)'
        out.append(f'  partial[get_global_id(0) * 10 + {kk}] = {v};')
    out.append('}')
open(f'floor_{mode}.cl', 'w').write('\n'.join(out) + '\n')
