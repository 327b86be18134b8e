#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void b_float(__global const float* in, __global int* r0, __global uchar* r1, __global long* r2, __global short* r3, __global double* r4, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const float x = in[i];
  r0[i] = (int)(x);
  vstore3((uchar3)(x), i, r1);
  {
    const long d = x;
    r2[i] = d;
  }
  {
    const short4 d = x;
    vstore4(d, i, r3);
  }
  r4[i] = (double)(bool)(x);
}

#define K_c_double_int_0 as_double(0x3ff0000000000001UL)
#define K_c_double_int_1 as_double(0xfff8000000000000UL)
__kernel void c_double_int(__global float* r0, __global float* r1) {
  vstore2((float2)(K_c_double_int_0), 0, r0);
  {
    const float d = K_c_double_int_0;
    r1[0] = d;
  }
  vstore2((float2)(K_c_double_int_1), 1, r0);
  {
    const float d = K_c_double_int_1;
    r1[1] = d;
  }
}
