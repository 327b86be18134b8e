#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void b_ulong(__global const ulong* in, __global half* r0, __global uchar* r1, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const ulong x = in[i];
  r0[i] = convert_half_rtp(x);
  vstore8(as_uchar8(x), i, r1);
}
