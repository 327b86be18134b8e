
__kernel void b_long(__global const long* in, __global float* r0, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const long x = in[i];
  r0[i] = (float)(x);
}
