// convert_int_sat(half), scalar, is missing from the kernel library: the build fails.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void k(__global int* r) {
  volatile ushort bits = 0x3c00;  // 1.0
  r[0] = convert_int_sat(as_half(bits));
}
