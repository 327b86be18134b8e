#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void b_ulong(__global const ulong* in, __global uchar* out, __global const ulong* offsets, ulong items) {
  __global half* r0 = (__global half*)(out + offsets[0]);
  __global uchar* r1 = (__global uchar*)(out + offsets[1]);
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const ulong x = in[i];
  r0[i] = convert_half_rtp(x);
  vstore8(as_uchar8(x), i, r1);
}
