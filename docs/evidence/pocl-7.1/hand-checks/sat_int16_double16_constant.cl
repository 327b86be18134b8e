// convert_int16_sat of constant doubles: lanes 0-7 are 2^31 or more and must be INT_MAX
// (0x7fffffff); lanes 8-15 are 1..8. convert_int8_sat of the same first 8 gives 0x7fffffff.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void k(__global int* r) {
  vstore16(convert_int16_sat((double16)(0x1p31, 0x1p31, 0x1p32, 0x1p40, 0x1p31, 0x1p31, 0x1p31,
                                        0x1p31, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0)),
           0, r);
}
