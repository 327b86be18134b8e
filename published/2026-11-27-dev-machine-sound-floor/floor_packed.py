# Writes floor_p.cl: floor_h's conversions, their results packed lane by lane into 64-bit
# words (each result's bits at its own offset: a bijection of the results, 45 words for 90
# conversions), one lane hash a word, times a distinct odd weight, into one sum.
dst = ['char', 'uchar', 'short', 'ushort', 'int', 'uint', 'float', 'long', 'ulong', 'double']
ub = {'char':'uchar','uchar':'uchar','short':'ushort','ushort':'ushort','int':'uint','uint':'uint','long':'ulong','ulong':'ulong','float':'uint','double':'ulong'}
bits = {'char':8,'uchar':8,'short':16,'ushort':16,'int':32,'uint':32,'float':32,'long':64,'ulong':64,'double':64}
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
    out.append(f'  ulong{w} acc = 0;')
    out.append('  const uint span = (uint)get_global_size(0), item = (uint)get_global_id(0);')
    out.append('  const uint trips = items / span + (items % span != 0);')
    out.append('  for (uint j = 0; j < trips; ++j) { const uint t = j * span + item; '
               'if (t >= items) continue;')
    if n == 1:
        out.append('    const uint ii = first + t; const float x = as_float(table[min(first + t, table_last)] ^ (first + t));')
    else:
        out.append(f'    const uint{w} ii = (uint{w})(first + t); const float{w} x = as_float{w}((uint{w})(table[min(first + t, '
                   f'table_last)]) ^ (uint{w})(first + t));')
    out.append(f'    const ulong{w} key = convert_ulong{w}(ii);')
    calls = []
    for d in dst:
        for s in ([''] if d in ('float', 'double') else ['', '_sat']):
            for r in rnd:
                calls.append((bits[d], f'convert_ulong{w}(as_{ub[d]}{w}(convert_{d}{w}{s}{r}(x)))'))
    word, used, k = [], 0, 1
    def flush():
        global word, used, k
        if not word: return
        expr = ' | '.join(f'({v} << {sh})' if sh else v for sh, v in word)
        out.append(f'    acc += hh{n}(key, {expr}) * {k}UL;')
        k += 2; word, used = [], 0
    for b, v in calls:
        if used + b > 64: flush()
        word.append((used, v)); used += b
    flush()
    out.append('  }')
    v = 'acc' if n == 1 else '(acc.s0 + acc.s1)'
    out.append(f'  partial[get_global_id(0)] = {v};')
    out.append('}')
open('floor_p.cl', 'w').write('\n'.join(out) + '\n')
