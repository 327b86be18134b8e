#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void b_half2(__global const half* in, __global short* r0, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const half2 x = vload2(i, in);
  vstore2(convert_short2_sat(x), i, r0);
}
