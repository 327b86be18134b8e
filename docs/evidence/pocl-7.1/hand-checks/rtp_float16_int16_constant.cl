// convert_float16_rtp of constant ints: 2147483646 (0x7ffffffe) rounds up to 2^31
// (0x4f000000); 1 to 1.0f (0x3f800000).
__kernel void k(__global uint* r) {
  const int16 x = (int16)(0x7ffffffe, 0x7fffffff, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
  vstore16(as_uint16(convert_float16_rtp(x)), 0, r);
}
