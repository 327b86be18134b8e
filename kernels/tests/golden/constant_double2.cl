#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define K_cc_double2_0 (double2)(as_double(0x7ff8000000000000UL), as_double(0x8000000000000000UL))
#define K_cc_double2_1 (double2)(as_double(0x3ff8000000000000UL), as_double(0x7ff8000000000000UL))
__kernel void cc_double2(__global half* r0, __global long* r1) {
  vstore2(convert_half2_rtz(K_cc_double2_0), 0, r0);
  vstore2(convert_long2_sat(K_cc_double2_0), 0, r1);
  vstore2(convert_half2_rtz(K_cc_double2_1), 1, r0);
  vstore2(convert_long2_sat(K_cc_double2_1), 1, r1);
}
