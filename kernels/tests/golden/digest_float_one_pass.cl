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

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void dseed_float(uint first, uint items, uint key_low, uint key_high, uint key_shape,
    __global const ulong* skip, __global ulong* partial, __global const uint* table, uint table_last) {
  ulong a0 = 0;
  const ulong lo1_0 = skip[0], hi1_0 = skip[1], lo2_0 = skip[2], hi2_0 = skip[3];
  ulong a1 = 0;
  __local ulong clc_sums[128];
  const uint t = get_global_id(0);
  if (t < items) {
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
    const float x = as_float(v ^ table[min(first + t, table_last)]);
    {
      const int r = convert_int_rte(x);
      uint b = as_uint(r);
      ulong h = clc_hash_1(convert_ulong(i), convert_ulong(b));
      const ulong ob = convert_ulong(as_uint(x));
      h = (((ob >= lo1_0 & ob <= hi1_0) | (ob >= lo2_0 & ob <= hi2_0)) ? (ulong)(0) : h);
      a0 += h;
    }
    {
      const double r = convert_double(x);
      ulong b = as_ulong(r);
      b = ((((b & 0x7ff0000000000000UL) == 0x7ff0000000000000UL) & ((b & 0xfffffffffffffUL) != 0)) ? (ulong)(0x7ff8000000000000UL) : b);
      ulong h = clc_hash_1(convert_ulong(i), convert_ulong(b));
      a1 += h;
    }
  }
  const uint l = get_local_id(0);
  clc_sums[0u + l] = a0;
  clc_sums[64u + l] = a1;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint c = l; c < 2u; c += 64u) {
    ulong sum = 0;
    for (uint j = 0; j < 64u; ++j) sum += clc_sums[c * 64u + j];
    partial[get_group_id(0) * 2 + c] = sum;
  }
}

__kernel void clc_sum_columns(__global const ulong* partial, uint rows, uint cols,
                              __global ulong* out) {
  const uint c = get_global_id(0);
  if (c >= cols) return;
  ulong s = 0;
  for (uint r = 0; r < rows; ++r) s += partial[(size_t)r * cols + c];
  out[c] = s;
}
