#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void b_ulong(__global const ulong* in, __global uchar* out, __global const ulong* offsets, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const ulong x = in[i];
  ((__global half*)(out + offsets[0]))[i] = convert_half_rtp(x);
  vstore8(as_uchar8(x), i, ((__global uchar*)(out + offsets[1])));
}
