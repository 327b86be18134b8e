
__kernel void as_int4(__global const int* in, __global uchar* out, __global const ulong* offsets, ulong items) {
  __global float* r0 = (__global float*)(out + offsets[0]);
  __global char* r1 = (__global char*)(out + offsets[1]);
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const int4 x = vload4(i, in);
  vstore3(as_float3(x), i, r0);
  vstore16(as_char16(x), i, r1);
}
