// The same conversion as rtp_float16_int16_constant.cl with the operands read at run time:
// 2147483646 rounds up to 2^31 (0x4f000000).
__kernel void k(__global uint* r) {
  volatile int a = 0x7ffffffe;
  const int16 x = (int16)(a, a, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
  vstore16(as_uint16(convert_float16_rtp(x)), 0, r);
}
