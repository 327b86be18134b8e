
__kernel void b_float3(__global const float* in, __global half* r0, __global half* r1, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const float3 x = vload3(i, in);
  vstore_half3_rtz(x, i, r0);
  { __global ushort* sg = (__global ushort*)((__global uchar*)r1 + ((size_t)(items) * 6u + 7u) / 8u * 8u); vstorea_half3(x, i, (__global half*)sg); vstore3(vload3(0, sg + i * 4), 0, (__global ushort*)r1 + i * 3); }
}

#define K_c_float_half_0 as_float(0x33800000u)
#define K_c_float_half_1 as_float(0x477ff000u)
__kernel void c_float_half(__global half* r0) {
  vstore_half_rtp(K_c_float_half_0, 0, r0);
  vstore_half_rtp(K_c_float_half_1, 1, r0);
}

#define K_c_float3_half_0 (float3)(as_float(0x33800000u), as_float(0x477ff000u), as_float(0x3f800000u))
#define K_c_float3_half_1 (float3)(as_float(0xc0000000u), as_float(0x7f800000u), as_float(0x1u))
__kernel void c_float3_half(__global half* r0) {
  { __global ushort* sg = (__global ushort*)((__global uchar*)r0 + ((size_t)(2) * 6u + 7u) / 8u * 8u); vstorea_half3_rtn(K_c_float3_half_0, 0, (__global half*)sg); vstore3(vload3(0, sg + 0 * 4), 0, (__global ushort*)r0 + 0 * 3); }
  { __global ushort* sg = (__global ushort*)((__global uchar*)r0 + ((size_t)(2) * 6u + 7u) / 8u * 8u); vstorea_half3_rtn(K_c_float3_half_1, 1, (__global half*)sg); vstore3(vload3(0, sg + 1 * 4), 0, (__global ushort*)r0 + 1 * 3); }
}
