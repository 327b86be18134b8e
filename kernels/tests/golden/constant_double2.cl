#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void cc_double2(__global uchar* out, __global const ulong* offsets) {
  vstore2(convert_half2_rtz((double2)(as_double(0x7ff8000000000000UL), as_double(0x8000000000000000UL))), 0, ((__global half*)(out + offsets[0])));
  vstore2(convert_long2_sat((double2)(as_double(0x7ff8000000000000UL), as_double(0x8000000000000000UL))), 0, ((__global long*)(out + offsets[1])));
  vstore2(convert_half2_rtz((double2)(as_double(0x3ff8000000000000UL), as_double(0x7ff8000000000000UL))), 1, ((__global half*)(out + offsets[0])));
  vstore2(convert_long2_sat((double2)(as_double(0x3ff8000000000000UL), as_double(0x7ff8000000000000UL))), 1, ((__global long*)(out + offsets[1])));
}
