uint clc_mix_1(uint x) {
  x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
  return x;
}
ulong clc_hash_1(ulong index, ulong value) {
  ulong h = (index * 2UL + 1UL) * 0xbf58476d1ce4e5b9UL;
  h ^= value + 0x9e3779b97f4a7c15UL + (h << 6) + (h >> 2);
  h ^= h >> 31; h *= 0x94d049bb133111ebUL; h ^= h >> 29;
  return h;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void dseq_float(uint first, uint items, uint key_low, uint key_high, uint key_shape,
    __global const ulong* skip, __global ulong* partial, __global const uint* table, uint table_last) {
  ulong a0 = 0;
  ulong a1 = 0;
  const uint t1_1 = (uint)skip[2], t2_1 = (uint)skip[3];
  const uint span = (uint)get_global_size(0), item = (uint)get_global_id(0);
  const uint tw = table[min(first + item, table_last)];
  const uint trips = items / span + (items % span != 0);
  for (uint j = 0; j < trips; ++j) {
    const uint t = j * span + item;
    if (t >= items) continue;
    const uint i = first + t;
    const float x = as_float(i ^ tw);
    const uint clc_mag = as_uint(x) & ((uint)0x7fffffffu);
    const int clc_neg = as_int(x) < 0;
    {
      const uchar r = convert_uchar_sat_rte(x);
      uchar b = as_uchar(r);
      ulong h = clc_hash_1(convert_ulong(i), convert_ulong(b));
      a0 += h;
    }
    {
      const ulong r = convert_ulong(x);
      ulong b = as_ulong(r);
      ulong h = clc_hash_1(convert_ulong(i), convert_ulong(b));
      h = ((clc_mag >= (clc_neg ? t2_1 : t1_1)) ? (ulong)(0) : h);
      a1 += h;
    }
  }
  const size_t at = get_global_id(0) * 2;
  partial[at + 0] = a0;
  partial[at + 1] = a1;
}

__kernel void clc_sum_columns(__global const ulong* partial, uint rows, uint cols,
                              __global ulong* out) {
  const uint c = get_global_id(0);
  if (c >= cols) return;
  ulong s = 0;
  for (uint r = 0; r < rows; ++r) s += partial[(size_t)r * cols + c];
  out[c] = s;
}
