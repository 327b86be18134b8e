#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void cv_float4(__global const float* in, __global int* r0, __global half* r1, __global double* r2, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const float4 x = vload4(i, in);
  vstore4(convert_int4_sat_rte(x), i, r0);
  vstore4(convert_half4_rtn(x), i, r1);
  vstore4(convert_double4(x), i, r2);
}
