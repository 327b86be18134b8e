#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define K_c_double_float_0 as_double(0x0UL)
#define K_c_double_float_1 as_double(0x1UL)
#define K_c_double_float_2 as_double(0xfffffffffffffUL)
#define K_c_double_float_3 as_double(0x10000000000000UL)
#define K_c_double_float_4 as_double(0x3ff0000000000000UL)
#define K_c_double_float_5 as_double(0x3ff8000000000000UL)
#define K_c_double_float_6 as_double(0x4170000010000000UL)
#define K_c_double_float_7 as_double(0x4170000018000000UL)
#define K_c_double_float_8 as_double(0x7fefffffffffffffUL)
#define K_c_double_float_9 as_double(0x7ff0000000000000UL)
#define K_c_double_float_10 as_double(0x7ff0000000000001UL)
#define K_c_double_float_11 as_double(0x7ff8000000000000UL)
#define K_c_double_float_12 as_double(0x8000000000000000UL)
#define K_c_double_float_13 as_double(0x8000000000000001UL)
#define K_c_double_float_14 as_double(0x800fffffffffffffUL)
#define K_c_double_float_15 as_double(0x8010000000000000UL)
#define K_c_double_float_16 as_double(0xbff0000000000000UL)
#define K_c_double_float_17 as_double(0xbff8000000000000UL)
#define K_c_double_float_18 as_double(0xffefffffffffffffUL)
#define K_c_double_float_19 as_double(0xfff0000000000000UL)
#define K_c_double_float_20 as_double(0xfff0000000000001UL)
#define K_c_double_float_21 as_double(0xfff8000000000000UL)
__kernel void c_double_float(__global float* r0, __global float* r1, __global float* r2, __global float* r3, __global float* r4) {
  r0[18] = convert_float(K_c_double_float_18);
  r1[18] = convert_float_rte(K_c_double_float_18);
  r2[18] = convert_float_rtz(K_c_double_float_18);
  r3[18] = convert_float_rtp(K_c_double_float_18);
  r4[18] = convert_float_rtn(K_c_double_float_18);
}
