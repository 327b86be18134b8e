#pragma OPENCL EXTENSION cl_khr_fp64 : enable
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
uint3 clc_mix_3(uint3 x) {
  x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
  return x;
}
ulong3 clc_hash_3(ulong3 index, ulong3 value) {
  ulong3 h = (index * 2UL + 1UL) * 0xbf58476d1ce4e5b9UL;
  h ^= value + 0x9e3779b97f4a7c15UL + (h << 6) + (h >> 2);
  h ^= h >> 31; h *= 0x94d049bb133111ebUL; h ^= h >> 29;
  return h;
}
uint4 clc_mix_4(uint4 x) {
  x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
  return x;
}
ulong4 clc_hash_4(ulong4 index, ulong4 value) {
  ulong4 h = (index * 2UL + 1UL) * 0xbf58476d1ce4e5b9UL;
  h ^= value + 0x9e3779b97f4a7c15UL + (h << 6) + (h >> 2);
  h ^= h >> 31; h *= 0x94d049bb133111ebUL; h ^= h >> 29;
  return h;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void dseed_double4(uint first, uint items, uint key_low, uint key_high, uint key_shape,
    __global const ulong* skip, __global ulong* partial, __global const ulong* table, uint table_last, __global ulong* out_lanes) {
  ulong a0 = 0;
  ulong a1 = 0;
  const ulong t1_0 = (ulong)skip[0], t2_0 = (ulong)skip[1];
  const uint span = (uint)get_global_size(0), item = (uint)get_global_id(0);
  const ulong4 tw = vload4(0, table + min(first + item * 4u, table_last));
  const uint trips = items / span + (items % span != 0);
  for (uint j = 0; j < trips; ++j) {
    const uint t = j * span + item;
    if (t >= items) continue;
    const uint4 i = (uint4)(0, 1, 2, 3) + (first + t * 4u);
    ulong4 v = (convert_ulong4(clc_mix_4(i ^ key_high)) << 32) | convert_ulong4(clc_mix_4(i ^ key_low));
    {
      const uint4 s = clc_mix_4(i ^ key_shape);
      const ulong4 field = convert_ulong4((((s >> 1) & 0xffffu) * 72u >> 16) + 1019u);
      const ulong4 sign = convert_ulong4((s >> 17) & 1u);
      const ulong4 shaped = (sign << 63) | (field << 52) | (v & 0xfffffffffffffUL);
      const ulong4 m = convert_ulong4(s & 1u) * 0xffffffffffffffffUL;
      v ^= (v ^ shaped) & m;
    }
    const double4 x = as_double4(v ^ tw);
    const ulong4 clc_mag = as_ulong4(x) & ((ulong)0x7fffffffffffffffUL);
    const long4 clc_neg = as_long4(x) < 0;
    {
      const int4 r = convert_int4_rtn(x);
      uint4 b = as_uint4(r);
      const ulong4 d = convert_ulong4(b);
      vstore4(d, 0, out_lanes + (size_t)items * 4u * 0u + (size_t)t * 4u);
      ulong4 h = clc_hash_4(convert_ulong4(i), d);
      h = select(h, (ulong4)(0), convert_ulong4(clc_mag) >= convert_ulong4(select((ulong4)(t1_0), (ulong4)(t2_0), clc_neg)));
      a0 += h.s0 + h.s1 + h.s2 + h.s3;
    }
    {
      const long3 r = as_long3(x);
      ulong3 b = as_ulong3(r);
      const ulong3 d = convert_ulong3(b);
      vstore3(d, 0, out_lanes + (size_t)items * 4u * 1u + (size_t)t * 4u);
      ulong3 h = clc_hash_3(convert_ulong3(i.s012), d);
      a1 += h.s0 + h.s1 + h.s2;
    }
  }
  const size_t at = get_global_id(0) * 2;
  partial[at + 0] = a0;
  partial[at + 1] = a1;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void dseed_float(uint first, uint items, uint key_low, uint key_high, uint key_shape,
    __global const ulong* skip, __global ulong* partial, __global const uint* table, uint table_last, __global ulong* out_lanes) {
  ulong a0 = 0;
  const uint span = (uint)get_global_size(0), item = (uint)get_global_id(0);
  const uint tw = table[min(first + item, table_last)];
  const uint trips = items / span + (items % span != 0);
  for (uint j = 0; j < trips; ++j) {
    const uint t = j * span + item;
    if (t >= items) continue;
    const uint i = first + t;
    uint v = clc_mix_1(i ^ key_low);
    {
      const uint s = clc_mix_1(i ^ key_shape);
      const uint field = convert_uint((((s >> 1) & 0xffffu) * 72u >> 16) + 123u);
      const uint sign = convert_uint((s >> 17) & 1u);
      const uint shaped = (sign << 31) | (field << 23) | (v & 0x7fffffu);
      const uint m = convert_uint(s & 1u) * 0xffffffffu;
      v ^= (v ^ shaped) & m;
    }
    const float x = as_float(v ^ tw);
    {
      const ushort r = convert_ushort_sat(x);
      ushort b = as_ushort(r);
      const ulong d = convert_ulong(b);
      out_lanes[(size_t)items * 1u * 0u + t] = d;
      ulong h = clc_hash_1(convert_ulong(i), d);
      a0 += h;
    }
  }
  const size_t at = get_global_id(0) * 1;
  partial[at + 0] = a0;
}

__kernel void clc_sum_columns(__global const ulong* partial, uint rows, uint cols,
                              __global ulong* out) {
  const uint c = get_global_id(0);
  if (c >= cols) return;
  ulong s = 0;
  for (uint r = 0; r < rows; ++r) s += partial[(size_t)r * cols + c];
  out[c] = s;
}
