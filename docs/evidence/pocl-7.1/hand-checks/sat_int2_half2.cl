// convert_int2_sat of +inf (0x7c00) must be INT_MAX (0x7fffffff) and of NaN (0x7e00) 0.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void k(__global int* r) {
  volatile ushort bits[2] = {0x7c00, 0x7e00};
  vstore2(convert_int2_sat(as_half2((ushort2)(bits[0], bits[1]))), 0, r);  // expected 7fffffff 0
}
