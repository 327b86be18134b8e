
__kernel void b_half3(__global const half* in, __global float* r0, __global float* r1, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  vstore3(vload_half3(i, in), i, r0);
  { __global ushort* sg = (__global ushort*)((__global uchar*)r1 + ((size_t)(items) * 12u + 7u) / 8u * 8u); vstore3(vload3(i, ((__global const ushort*)in)), 0, sg + i * 4);
  vstore3(vloada_half3(i, (const __global half*)sg), i, r1);
  }
}

__constant ushort KH_c_half_float_0[4] __attribute__((aligned(32))) = {((ushort)0x1u), ((ushort)0x8400u), ((ushort)0x7e00u), ((ushort)0x0u)};
__kernel void c_half_float(__global float* r0) {
  vstore3(vloada_half3(0, (__constant half*)KH_c_half_float_0), 0, r0);
}
