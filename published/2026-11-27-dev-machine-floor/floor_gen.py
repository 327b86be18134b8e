# Writes floor.cl: each of the 90 conversions from float that PoCL 3.1 runs (to char .. double,
# with and without _sat, every rounding suffix; _sat only to integers), one kernel per width,
# each result folded into one accumulator per destination type; the kernel's arguments are
# those of clconform's digest kernels so that host.cpp.txt runs both. `items` is the lanes a
# case, so a width-N kernel runs items / N work items' worth of vectors.
dst = ['char', 'uchar', 'short', 'ushort', 'int', 'uint', 'long', 'ulong', 'float', 'double']
rnd = ['', '_rte', '_rtz', '_rtp', '_rtn']
out = ['#pragma OPENCL EXTENSION cl_khr_fp64 : enable']
for w in ['', '2', '3', '4', '8', '16']:
    n = int(w or 1)
    out.append('__kernel __attribute__((reqd_work_group_size(64, 1, 1)))')
    out.append(f'void dseed_floor{w}(uint first, uint items, uint key_low, uint key_high, '
               'uint key_shape, __global const ulong* skip, __global ulong* partial, '
               '__global const uint* table, uint table_last) {')
    out.append(f'  items = items / {n}u;')
    for d in dst:
        out.append(f'  {d}{w} acc_{d} = 0;')
    out.append('  const uint span = (uint)get_global_size(0), item = (uint)get_global_id(0);')
    out.append('  const uint trips = items / span + (items % span != 0);')
    out.append('  for (uint j = 0; j < trips; ++j) { const uint t = j * span + item; '
               'if (t >= items) continue;')
    if n == 1:
        out.append('    const float x = as_float(table[min(first + t, table_last)] ^ (first + t));')
    else:
        out.append(f'    const float{w} x = as_float{w}((uint{w})(table[min(first + t, '
                   f'table_last)]) ^ (uint{w})(first + t));')
    for d in dst:
        sats = [''] if d in ('float', 'double') else ['', '_sat']
        op = '+=' if d in ('float', 'double') else '^='
        for s in sats:
            for r in rnd:
                out.append(f'    acc_{d} {op} convert_{d}{w}{s}{r}(x);')
    out.append('  }')
    for k, d in enumerate(dst):
        if n == 1:
            v = f'(ulong)acc_{d}' if d in ('float', 'double') else f'as_ulong((long)acc_{d})'
        else:
            v = f'(ulong)(acc_{d}.s0 + acc_{d}.s1)'
        out.append(f'  partial[get_global_id(0) * 10 + {k}] = {v};')
    out.append('}')
open('floor.cl', 'w').write('\n'.join(out) + '\n')
