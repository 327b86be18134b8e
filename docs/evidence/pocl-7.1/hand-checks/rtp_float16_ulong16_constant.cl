// convert_float16_rtp of the constant 0xfffffff000007fff: between 0x1.fffffep+63 and 2^64,
// so up to 2^64 (0x5f800000). (In the kernel of a whole run PoCL 7.1 folds it to 0x5f800001;
// in this one, to 0.)
__kernel void k(__global uint* r) {
  const ulong16 x = (ulong16)(0xfffffff000007fffUL, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
  vstore16(as_uint16(convert_float16_rtp(x)), 0, r);
}
