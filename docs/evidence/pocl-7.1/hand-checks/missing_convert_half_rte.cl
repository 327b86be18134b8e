// convert_half_rte(float), a built-in of cl_khr_fp16, is missing from the kernel library:
// the build fails ("Cannot find symbol _Z20_cl_convert_half_rtef in kernel library").
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void k(__global ushort* r) {
  volatile float f = 1.5f;
  r[0] = as_ushort(convert_half_rte(f));
}
