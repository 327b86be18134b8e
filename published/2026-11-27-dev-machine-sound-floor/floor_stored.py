# Writes floor_s.cl: the same conversions, each result stored to its own region of a buffer
# (read back instead of digested); host_stored.cpp.txt runs it in chunks and reads them.
dst = ['char', 'uchar', 'short', 'ushort', 'int', 'uint', 'long', 'ulong', 'float', 'double']
rnd = ['', '_rte', '_rtz', '_rtp', '_rtn']
out = ['#pragma OPENCL EXTENSION cl_khr_fp64 : enable']
for w in ['', '2', '3', '4', '8', '16']:
    n = int(w or 1)
    out.append('__kernel __attribute__((reqd_work_group_size(64, 1, 1)))')
    out.append(f'void dseed_s{w}(uint first, uint lanes, __global ulong* out, __global const uint* table, uint table_last) {{')
    out.append(f'  const uint items = lanes / {n}u;')
    out.append('  const uint span = (uint)get_global_size(0), item = (uint)get_global_id(0);')
    out.append('  const uint trips = items / span + (items % span != 0);')
    out.append('  for (uint j = 0; j < trips; ++j) { const uint t = j * span + item; if (t >= items) continue;')
    if n == 1:
        out.append('    const float x = as_float(table[min(first + t, table_last)] ^ (first + t));')
    else:
        out.append(f'    const float{w} x = as_float{w}((uint{w})(table[min(first + t, table_last)]) ^ (uint{w})(first + t));')
    r = 0
    for d in dst:
        for s in ([''] if d in ('float', 'double') else ['', '_sat']):
            for m in rnd:
                p = f'((__global {d}*)(out + (size_t){r} * lanes))'
                if n == 1:
                    out.append(f'    {p}[t] = convert_{d}{s}{m}(x);')
                else:
                    out.append(f'    vstore{w}(convert_{d}{w}{s}{m}(x), t, {p});')
                r += 1
    out.append('  }')
    out.append('}')
open('floor_s.cl', 'w').write('\n'.join(out) + '\n')
