// convert_char2_sat of NaN (0x7e00, 0xfe00) must be 0.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void k(__global char* r) {
  volatile ushort bits[2] = {0x7e00, 0xfe00};
  vstore2(convert_char2_sat(as_half2((ushort2)(bits[0], bits[1]))), 0, r);  // expected 00 00
}
