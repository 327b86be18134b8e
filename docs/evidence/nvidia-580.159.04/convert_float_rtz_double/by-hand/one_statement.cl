#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void k(__global float* r0) { r0[0] = convert_float_rtz(as_double(0xffefffffffffffffUL)); }
