
__kernel void as_int4(__global const int* in, __global float* r0, __global char* r1, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const int4 x = vload4(i, in);
  vstore3(as_float3(x), i, r0);
  vstore16(as_char16(x), i, r1);
}
