// convert_short2_sat of half operands read at run time: 32768 (0x7800) is above SHRT_MAX
// and must clamp to 32767 (0x7fff); so must +inf (0x7c00) in convert_short4_sat.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void k(__global short* r) {
  volatile ushort bits[4] = {0x7800, 0x7bff, 0x7c00, 0x3c00};
  vstore2(convert_short2_sat(as_half2((ushort2)(bits[0], bits[1]))), 0, r);  // 7fff 7fff
  vstore4(convert_short4_sat(as_half4((ushort4)(bits[0], bits[1], bits[2], bits[3]))), 1, r);
  // expected 7fff 7fff 7fff 0001 at r[4..7]
}
