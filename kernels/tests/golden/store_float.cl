
__kernel void b_float3(__global const float* in, __global half* r0, __global half* r1, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const float3 x = vload3(i, in);
  vstore_half3_rtz(x, i, r0);
  { ushort4 t = (ushort4)(0xa5a5); vstorea_half3(x, 0, (__private half*)&t); vstore3(t.s012, i, (__global ushort*)r1); }
}

#define K_c_float_half_0 as_float(0x33800000u)
#define K_c_float_half_1 as_float(0x477ff000u)
__kernel void c_float_half(__global half* r0) {
  vstore_half_rtp(K_c_float_half_0, 0, r0);
  vstore_half_rtp(K_c_float_half_1, 1, r0);
}
