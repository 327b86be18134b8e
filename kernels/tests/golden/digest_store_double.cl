#pragma OPENCL EXTENSION cl_khr_fp64 : enable
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
void dseed_double3(uint first, uint items, uint key_low, uint key_high, uint key_shape,
    __global const ulong* skip, __global ulong* partial, __global const ulong* table, uint table_last, __global uchar* scratch) {
  __local ushort l_ushort_4[256] __attribute__((aligned(32)));
  ulong a0 = 0;
  const uint span = (uint)get_global_size(0), item = (uint)get_global_id(0);
  const ulong3 tw = vload3(0, table + min(first + item * 3u, table_last));
  const uint trips = items / span + (items % span != 0);
  for (uint j = 0; j < trips; ++j) {
    const uint t = j * span + item;
    if (t >= items) continue;
    const uint3 i = (uint3)(0, 1, 2) + (first + t * 3u);
    ulong3 v = (convert_ulong3(clc_mix_3(i ^ key_high)) << 32) | convert_ulong3(clc_mix_3(i ^ key_low));
    {
      const uint3 s = clc_mix_3(i ^ key_shape);
      const ulong3 field = convert_ulong3((((s >> 1) & 0xffffu) * 72u >> 16) + 1019u);
      const ulong3 sign = convert_ulong3((s >> 17) & 1u);
      const ulong3 shaped = (sign << 63) | (field << 52) | (v & 0xfffffffffffffUL);
      const ulong3 m = convert_ulong3(s & 1u) * 0xffffffffffffffffUL;
      v ^= (v ^ shaped) & m;
    }
    const double3 x = as_double3(v ^ tw);
    {
      ulong3 clc_w = 0;
      {
        vstorea_half3_rte(x, 1, (__global half*)((__global ushort*)scratch + (size_t)get_global_id(0) * 8));
        ushort3 b = vload3(0, ((__global ushort*)scratch + (size_t)get_global_id(0) * 8) + 1 * 4);
        b = select(b, (ushort3)(((ushort)0x7e00u)), ((b & ((ushort)0x7c00u)) == ((ushort)0x7c00u)) & ((b & ((ushort)0x3ffu)) != ((ushort)0x0u)));
        ulong3 m = convert_ulong3(b);
        clc_w |= m;
      }
      {
        vstorea_half3_rtz(x, get_local_id(0), (__local half*)l_ushort_4);
        ushort3 b = vload3(0, l_ushort_4 + get_local_id(0) * 4);
        b = select(b, (ushort3)(((ushort)0x7e00u)), ((b & ((ushort)0x7c00u)) == ((ushort)0x7c00u)) & ((b & ((ushort)0x3ffu)) != ((ushort)0x0u)));
        ulong3 m = convert_ulong3(b);
        clc_w |= m << 16;
      }
      ulong3 h = clc_hash_3(convert_ulong3(i), clc_w);
      a0 += h.s0 + h.s1 + h.s2;
    }
  }
  const size_t at = get_global_id(0) * 1;
  partial[at + 0] = a0;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void dseed_double4(uint first, uint items, uint key_low, uint key_high, uint key_shape,
    __global const ulong* skip, __global ulong* partial, __global const ulong* table, uint table_last, __global uchar* scratch) {
  ulong a0 = 0;
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
    {
      ulong4 clc_w = 0;
      {
        vstore_half4_rtn(x, 1, (__global half*)((__global ushort*)scratch + (size_t)get_global_id(0) * 8));
        ushort4 b = vload4(0, ((__global ushort*)scratch + (size_t)get_global_id(0) * 8) + 1 * 4);
        b = select(b, (ushort4)(((ushort)0x7e00u)), ((b & ((ushort)0x7c00u)) == ((ushort)0x7c00u)) & ((b & ((ushort)0x3ffu)) != ((ushort)0x0u)));
        ulong4 m = convert_ulong4(b);
        clc_w |= m;
      }
      {
        ushort st[8] __attribute__((aligned(32))); vstore_half4(x, 1, (__private half*)st);
        ushort4 b = vload4(0, st + 1 * 4);
        b = select(b, (ushort4)(((ushort)0x7e00u)), ((b & ((ushort)0x7c00u)) == ((ushort)0x7c00u)) & ((b & ((ushort)0x3ffu)) != ((ushort)0x0u)));
        ulong4 m = convert_ulong4(b);
        clc_w |= m << 16;
      }
      ulong4 h = clc_hash_4(convert_ulong4(i), clc_w);
      a0 += h.s0 + h.s1 + h.s2 + h.s3;
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
