#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void negative(__global uchar* out) {
  { float4 x0 = *(__global float4*)out; *(__global double4*)(out + 256) = as_double4(x0); }
  { int x1 = *(__global int*)out; *(__global float*)(out + 256) = convert_float_sat_rte(x1); }
}
