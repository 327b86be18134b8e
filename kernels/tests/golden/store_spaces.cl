
__kernel void b_float3(__global const float* in, __global half* r0, __global half* r1, __global half* r2, ulong items) {
  __local ushort l_ushort_3[192] __attribute__((aligned(32)));
  __local ushort l_ushort_4[256] __attribute__((aligned(32)));
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const float3 x = vload3(i, in);
  { vstore_half3_rtz(x, get_local_id(0), (__local half*)l_ushort_3); vstore3(vload3(0, l_ushort_3 + get_local_id(0) * 3), 0, (__global ushort*)r0 + i * 3); }
  { vstorea_half3(x, get_local_id(0), (__local half*)l_ushort_4); vstore3(vload3(0, l_ushort_4 + get_local_id(0) * 4), 0, (__global ushort*)r1 + i * 3); }
  { ushort st[8] __attribute__((aligned(32))); vstorea_half3_rte(x, 1, (__private half*)st); vstore3(vload3(0, st + 1 * 4), 0, (__global ushort*)r2 + i * 3); }
}

#define K_c_float_half_0 as_float(0x33800000u)
#define K_c_float_half_1 as_float(0x477ff000u)
__kernel void c_float_half(__global half* r0, __global half* r1) {
  __local ushort l_ushort_1_0[2] __attribute__((aligned(32)));
  { vstore_half_rtp(K_c_float_half_0, 0, (__local half*)l_ushort_1_0); *((__global ushort*)r0 + 0 * 1) = *(l_ushort_1_0 + 0 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_0, 1, (__private half*)st); *((__global ushort*)r1 + 0 * 1) = *(st + 1 * 1); }
  { vstore_half_rtp(K_c_float_half_1, 1, (__local half*)l_ushort_1_0); *((__global ushort*)r0 + 1 * 1) = *(l_ushort_1_0 + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_1, 1, (__private half*)st); *((__global ushort*)r1 + 1 * 1) = *(st + 1 * 1); }
}
