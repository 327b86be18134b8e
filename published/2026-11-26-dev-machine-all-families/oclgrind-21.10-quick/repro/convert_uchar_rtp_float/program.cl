#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define K_c_float_char_0 as_float(0x0u)
#define K_c_float_char_1 as_float(0x1u)
#define K_c_float_char_2 as_float(0x7fffffu)
#define K_c_float_char_3 as_float(0x800000u)
#define K_c_float_char_4 as_float(0x3f800000u)
#define K_c_float_char_5 as_float(0x3fc00000u)
#define K_c_float_char_6 as_float(0x42fe0000u)
#define K_c_float_char_7 as_float(0x42ff0000u)
#define K_c_float_char_8 as_float(0x43000000u)
#define K_c_float_char_9 as_float(0x43008000u)
#define K_c_float_char_10 as_float(0x437f0000u)
#define K_c_float_char_11 as_float(0x437f8000u)
#define K_c_float_char_12 as_float(0x43800000u)
#define K_c_float_char_13 as_float(0x43804000u)
#define K_c_float_char_14 as_float(0x7f800000u)
#define K_c_float_char_15 as_float(0x7f800001u)
#define K_c_float_char_16 as_float(0x7fc00000u)
#define K_c_float_char_17 as_float(0x80000000u)
#define K_c_float_char_18 as_float(0x80000001u)
#define K_c_float_char_19 as_float(0x807fffffu)
#define K_c_float_char_20 as_float(0x80800000u)
#define K_c_float_char_21 as_float(0xbf800000u)
#define K_c_float_char_22 as_float(0xbfc00000u)
#define K_c_float_char_23 as_float(0xc3010000u)
#define K_c_float_char_24 as_float(0xc3018000u)
#define K_c_float_char_25 as_float(0xff800000u)
#define K_c_float_char_26 as_float(0xff800001u)
#define K_c_float_char_27 as_float(0xffc00000u)
__kernel void c_float_char(__global char* r0, __global char* r1, __global char* r2, __global char* r3, __global char* r4, __global char* r5, __global char* r6, __global char* r7, __global char* r8, __global char* r9, __global char* r10, __global char* r11, __global char* r12, __global char* r13, __global char* r14) {
  r0[0] = convert_char(K_c_float_char_0);
  r1[0] = convert_char_rte(K_c_float_char_0);
  r2[0] = convert_char_rtz(K_c_float_char_0);
  r3[0] = convert_char_rtp(K_c_float_char_0);
  r4[0] = convert_char_rtn(K_c_float_char_0);
  r5[0] = convert_char_sat(K_c_float_char_0);
  r6[0] = convert_char_sat_rte(K_c_float_char_0);
  r7[0] = convert_char_sat_rtz(K_c_float_char_0);
  r8[0] = convert_char_sat_rtp(K_c_float_char_0);
  r9[0] = convert_char_sat_rtn(K_c_float_char_0);
  vstore3(as_char3(K_c_float_char_0), 0, r10);
  vstore4(as_char4(K_c_float_char_0), 0, r11);
  r12[0] = (char)(K_c_float_char_0);
  {
    const char d = K_c_float_char_0;
    r13[0] = d;
  }
  r14[0] = (char)(bool)(K_c_float_char_0);
  r0[1] = convert_char(K_c_float_char_1);
  r1[1] = convert_char_rte(K_c_float_char_1);
  r2[1] = convert_char_rtz(K_c_float_char_1);
  r3[1] = convert_char_rtp(K_c_float_char_1);
  r4[1] = convert_char_rtn(K_c_float_char_1);
  r5[1] = convert_char_sat(K_c_float_char_1);
  r6[1] = convert_char_sat_rte(K_c_float_char_1);
  r7[1] = convert_char_sat_rtz(K_c_float_char_1);
  r8[1] = convert_char_sat_rtp(K_c_float_char_1);
  r9[1] = convert_char_sat_rtn(K_c_float_char_1);
  vstore3(as_char3(K_c_float_char_1), 1, r10);
  vstore4(as_char4(K_c_float_char_1), 1, r11);
  r12[1] = (char)(K_c_float_char_1);
  {
    const char d = K_c_float_char_1;
    r13[1] = d;
  }
  r14[1] = (char)(bool)(K_c_float_char_1);
  r0[2] = convert_char(K_c_float_char_2);
  r1[2] = convert_char_rte(K_c_float_char_2);
  r2[2] = convert_char_rtz(K_c_float_char_2);
  r3[2] = convert_char_rtp(K_c_float_char_2);
  r4[2] = convert_char_rtn(K_c_float_char_2);
  r5[2] = convert_char_sat(K_c_float_char_2);
  r6[2] = convert_char_sat_rte(K_c_float_char_2);
  r7[2] = convert_char_sat_rtz(K_c_float_char_2);
  r8[2] = convert_char_sat_rtp(K_c_float_char_2);
  r9[2] = convert_char_sat_rtn(K_c_float_char_2);
  vstore3(as_char3(K_c_float_char_2), 2, r10);
  vstore4(as_char4(K_c_float_char_2), 2, r11);
  r12[2] = (char)(K_c_float_char_2);
  {
    const char d = K_c_float_char_2;
    r13[2] = d;
  }
  r14[2] = (char)(bool)(K_c_float_char_2);
  r0[3] = convert_char(K_c_float_char_3);
  r1[3] = convert_char_rte(K_c_float_char_3);
  r2[3] = convert_char_rtz(K_c_float_char_3);
  r3[3] = convert_char_rtp(K_c_float_char_3);
  r4[3] = convert_char_rtn(K_c_float_char_3);
  r5[3] = convert_char_sat(K_c_float_char_3);
  r6[3] = convert_char_sat_rte(K_c_float_char_3);
  r7[3] = convert_char_sat_rtz(K_c_float_char_3);
  r8[3] = convert_char_sat_rtp(K_c_float_char_3);
  r9[3] = convert_char_sat_rtn(K_c_float_char_3);
  vstore3(as_char3(K_c_float_char_3), 3, r10);
  vstore4(as_char4(K_c_float_char_3), 3, r11);
  r12[3] = (char)(K_c_float_char_3);
  {
    const char d = K_c_float_char_3;
    r13[3] = d;
  }
  r14[3] = (char)(bool)(K_c_float_char_3);
  r0[4] = convert_char(K_c_float_char_4);
  r1[4] = convert_char_rte(K_c_float_char_4);
  r2[4] = convert_char_rtz(K_c_float_char_4);
  r3[4] = convert_char_rtp(K_c_float_char_4);
  r4[4] = convert_char_rtn(K_c_float_char_4);
  r5[4] = convert_char_sat(K_c_float_char_4);
  r6[4] = convert_char_sat_rte(K_c_float_char_4);
  r7[4] = convert_char_sat_rtz(K_c_float_char_4);
  r8[4] = convert_char_sat_rtp(K_c_float_char_4);
  r9[4] = convert_char_sat_rtn(K_c_float_char_4);
  vstore3(as_char3(K_c_float_char_4), 4, r10);
  vstore4(as_char4(K_c_float_char_4), 4, r11);
  r12[4] = (char)(K_c_float_char_4);
  {
    const char d = K_c_float_char_4;
    r13[4] = d;
  }
  r14[4] = (char)(bool)(K_c_float_char_4);
  r0[5] = convert_char(K_c_float_char_5);
  r1[5] = convert_char_rte(K_c_float_char_5);
  r2[5] = convert_char_rtz(K_c_float_char_5);
  r3[5] = convert_char_rtp(K_c_float_char_5);
  r4[5] = convert_char_rtn(K_c_float_char_5);
  r5[5] = convert_char_sat(K_c_float_char_5);
  r6[5] = convert_char_sat_rte(K_c_float_char_5);
  r7[5] = convert_char_sat_rtz(K_c_float_char_5);
  r8[5] = convert_char_sat_rtp(K_c_float_char_5);
  r9[5] = convert_char_sat_rtn(K_c_float_char_5);
  vstore3(as_char3(K_c_float_char_5), 5, r10);
  vstore4(as_char4(K_c_float_char_5), 5, r11);
  r12[5] = (char)(K_c_float_char_5);
  {
    const char d = K_c_float_char_5;
    r13[5] = d;
  }
  r14[5] = (char)(bool)(K_c_float_char_5);
  r0[6] = convert_char(K_c_float_char_6);
  r1[6] = convert_char_rte(K_c_float_char_6);
  r2[6] = convert_char_rtz(K_c_float_char_6);
  r3[6] = convert_char_rtp(K_c_float_char_6);
  r4[6] = convert_char_rtn(K_c_float_char_6);
  r5[6] = convert_char_sat(K_c_float_char_6);
  r6[6] = convert_char_sat_rte(K_c_float_char_6);
  r7[6] = convert_char_sat_rtz(K_c_float_char_6);
  r8[6] = convert_char_sat_rtp(K_c_float_char_6);
  r9[6] = convert_char_sat_rtn(K_c_float_char_6);
  vstore3(as_char3(K_c_float_char_6), 6, r10);
  vstore4(as_char4(K_c_float_char_6), 6, r11);
  r12[6] = (char)(K_c_float_char_6);
  {
    const char d = K_c_float_char_6;
    r13[6] = d;
  }
  r14[6] = (char)(bool)(K_c_float_char_6);
  r0[7] = convert_char(K_c_float_char_7);
  r1[7] = convert_char_rte(K_c_float_char_7);
  r2[7] = convert_char_rtz(K_c_float_char_7);
  r3[7] = convert_char_rtp(K_c_float_char_7);
  r4[7] = convert_char_rtn(K_c_float_char_7);
  r5[7] = convert_char_sat(K_c_float_char_7);
  r6[7] = convert_char_sat_rte(K_c_float_char_7);
  r7[7] = convert_char_sat_rtz(K_c_float_char_7);
  r8[7] = convert_char_sat_rtp(K_c_float_char_7);
  r9[7] = convert_char_sat_rtn(K_c_float_char_7);
  vstore3(as_char3(K_c_float_char_7), 7, r10);
  vstore4(as_char4(K_c_float_char_7), 7, r11);
  r12[7] = (char)(K_c_float_char_7);
  {
    const char d = K_c_float_char_7;
    r13[7] = d;
  }
  r14[7] = (char)(bool)(K_c_float_char_7);
  r0[8] = convert_char(K_c_float_char_8);
  r1[8] = convert_char_rte(K_c_float_char_8);
  r2[8] = convert_char_rtz(K_c_float_char_8);
  r3[8] = convert_char_rtp(K_c_float_char_8);
  r4[8] = convert_char_rtn(K_c_float_char_8);
  r5[8] = convert_char_sat(K_c_float_char_8);
  r6[8] = convert_char_sat_rte(K_c_float_char_8);
  r7[8] = convert_char_sat_rtz(K_c_float_char_8);
  r8[8] = convert_char_sat_rtp(K_c_float_char_8);
  r9[8] = convert_char_sat_rtn(K_c_float_char_8);
  vstore3(as_char3(K_c_float_char_8), 8, r10);
  vstore4(as_char4(K_c_float_char_8), 8, r11);
  r12[8] = (char)(K_c_float_char_8);
  {
    const char d = K_c_float_char_8;
    r13[8] = d;
  }
  r14[8] = (char)(bool)(K_c_float_char_8);
  r0[9] = convert_char(K_c_float_char_9);
  r1[9] = convert_char_rte(K_c_float_char_9);
  r2[9] = convert_char_rtz(K_c_float_char_9);
  r3[9] = convert_char_rtp(K_c_float_char_9);
  r4[9] = convert_char_rtn(K_c_float_char_9);
  r5[9] = convert_char_sat(K_c_float_char_9);
  r6[9] = convert_char_sat_rte(K_c_float_char_9);
  r7[9] = convert_char_sat_rtz(K_c_float_char_9);
  r8[9] = convert_char_sat_rtp(K_c_float_char_9);
  r9[9] = convert_char_sat_rtn(K_c_float_char_9);
  vstore3(as_char3(K_c_float_char_9), 9, r10);
  vstore4(as_char4(K_c_float_char_9), 9, r11);
  r12[9] = (char)(K_c_float_char_9);
  {
    const char d = K_c_float_char_9;
    r13[9] = d;
  }
  r14[9] = (char)(bool)(K_c_float_char_9);
  r0[10] = convert_char(K_c_float_char_10);
  r1[10] = convert_char_rte(K_c_float_char_10);
  r2[10] = convert_char_rtz(K_c_float_char_10);
  r3[10] = convert_char_rtp(K_c_float_char_10);
  r4[10] = convert_char_rtn(K_c_float_char_10);
  r5[10] = convert_char_sat(K_c_float_char_10);
  r6[10] = convert_char_sat_rte(K_c_float_char_10);
  r7[10] = convert_char_sat_rtz(K_c_float_char_10);
  r8[10] = convert_char_sat_rtp(K_c_float_char_10);
  r9[10] = convert_char_sat_rtn(K_c_float_char_10);
  vstore3(as_char3(K_c_float_char_10), 10, r10);
  vstore4(as_char4(K_c_float_char_10), 10, r11);
  r12[10] = (char)(K_c_float_char_10);
  {
    const char d = K_c_float_char_10;
    r13[10] = d;
  }
  r14[10] = (char)(bool)(K_c_float_char_10);
  r0[11] = convert_char(K_c_float_char_11);
  r1[11] = convert_char_rte(K_c_float_char_11);
  r2[11] = convert_char_rtz(K_c_float_char_11);
  r3[11] = convert_char_rtp(K_c_float_char_11);
  r4[11] = convert_char_rtn(K_c_float_char_11);
  r5[11] = convert_char_sat(K_c_float_char_11);
  r6[11] = convert_char_sat_rte(K_c_float_char_11);
  r7[11] = convert_char_sat_rtz(K_c_float_char_11);
  r8[11] = convert_char_sat_rtp(K_c_float_char_11);
  r9[11] = convert_char_sat_rtn(K_c_float_char_11);
  vstore3(as_char3(K_c_float_char_11), 11, r10);
  vstore4(as_char4(K_c_float_char_11), 11, r11);
  r12[11] = (char)(K_c_float_char_11);
  {
    const char d = K_c_float_char_11;
    r13[11] = d;
  }
  r14[11] = (char)(bool)(K_c_float_char_11);
  r0[12] = convert_char(K_c_float_char_12);
  r1[12] = convert_char_rte(K_c_float_char_12);
  r2[12] = convert_char_rtz(K_c_float_char_12);
  r3[12] = convert_char_rtp(K_c_float_char_12);
  r4[12] = convert_char_rtn(K_c_float_char_12);
  r5[12] = convert_char_sat(K_c_float_char_12);
  r6[12] = convert_char_sat_rte(K_c_float_char_12);
  r7[12] = convert_char_sat_rtz(K_c_float_char_12);
  r8[12] = convert_char_sat_rtp(K_c_float_char_12);
  r9[12] = convert_char_sat_rtn(K_c_float_char_12);
  vstore3(as_char3(K_c_float_char_12), 12, r10);
  vstore4(as_char4(K_c_float_char_12), 12, r11);
  r12[12] = (char)(K_c_float_char_12);
  {
    const char d = K_c_float_char_12;
    r13[12] = d;
  }
  r14[12] = (char)(bool)(K_c_float_char_12);
  r0[13] = convert_char(K_c_float_char_13);
  r1[13] = convert_char_rte(K_c_float_char_13);
  r2[13] = convert_char_rtz(K_c_float_char_13);
  r3[13] = convert_char_rtp(K_c_float_char_13);
  r4[13] = convert_char_rtn(K_c_float_char_13);
  r5[13] = convert_char_sat(K_c_float_char_13);
  r6[13] = convert_char_sat_rte(K_c_float_char_13);
  r7[13] = convert_char_sat_rtz(K_c_float_char_13);
  r8[13] = convert_char_sat_rtp(K_c_float_char_13);
  r9[13] = convert_char_sat_rtn(K_c_float_char_13);
  vstore3(as_char3(K_c_float_char_13), 13, r10);
  vstore4(as_char4(K_c_float_char_13), 13, r11);
  r12[13] = (char)(K_c_float_char_13);
  {
    const char d = K_c_float_char_13;
    r13[13] = d;
  }
  r14[13] = (char)(bool)(K_c_float_char_13);
  r0[14] = convert_char(K_c_float_char_14);
  r1[14] = convert_char_rte(K_c_float_char_14);
  r2[14] = convert_char_rtz(K_c_float_char_14);
  r3[14] = convert_char_rtp(K_c_float_char_14);
  r4[14] = convert_char_rtn(K_c_float_char_14);
  r5[14] = convert_char_sat(K_c_float_char_14);
  r6[14] = convert_char_sat_rte(K_c_float_char_14);
  r7[14] = convert_char_sat_rtz(K_c_float_char_14);
  r8[14] = convert_char_sat_rtp(K_c_float_char_14);
  r9[14] = convert_char_sat_rtn(K_c_float_char_14);
  vstore3(as_char3(K_c_float_char_14), 14, r10);
  vstore4(as_char4(K_c_float_char_14), 14, r11);
  r12[14] = (char)(K_c_float_char_14);
  {
    const char d = K_c_float_char_14;
    r13[14] = d;
  }
  r14[14] = (char)(bool)(K_c_float_char_14);
  r0[15] = convert_char(K_c_float_char_15);
  r1[15] = convert_char_rte(K_c_float_char_15);
  r2[15] = convert_char_rtz(K_c_float_char_15);
  r3[15] = convert_char_rtp(K_c_float_char_15);
  r4[15] = convert_char_rtn(K_c_float_char_15);
  r5[15] = convert_char_sat(K_c_float_char_15);
  r6[15] = convert_char_sat_rte(K_c_float_char_15);
  r7[15] = convert_char_sat_rtz(K_c_float_char_15);
  r8[15] = convert_char_sat_rtp(K_c_float_char_15);
  r9[15] = convert_char_sat_rtn(K_c_float_char_15);
  vstore3(as_char3(K_c_float_char_15), 15, r10);
  vstore4(as_char4(K_c_float_char_15), 15, r11);
  r12[15] = (char)(K_c_float_char_15);
  {
    const char d = K_c_float_char_15;
    r13[15] = d;
  }
  r14[15] = (char)(bool)(K_c_float_char_15);
  r0[16] = convert_char(K_c_float_char_16);
  r1[16] = convert_char_rte(K_c_float_char_16);
  r2[16] = convert_char_rtz(K_c_float_char_16);
  r3[16] = convert_char_rtp(K_c_float_char_16);
  r4[16] = convert_char_rtn(K_c_float_char_16);
  r5[16] = convert_char_sat(K_c_float_char_16);
  r6[16] = convert_char_sat_rte(K_c_float_char_16);
  r7[16] = convert_char_sat_rtz(K_c_float_char_16);
  r8[16] = convert_char_sat_rtp(K_c_float_char_16);
  r9[16] = convert_char_sat_rtn(K_c_float_char_16);
  vstore3(as_char3(K_c_float_char_16), 16, r10);
  vstore4(as_char4(K_c_float_char_16), 16, r11);
  r12[16] = (char)(K_c_float_char_16);
  {
    const char d = K_c_float_char_16;
    r13[16] = d;
  }
  r14[16] = (char)(bool)(K_c_float_char_16);
  r0[17] = convert_char(K_c_float_char_17);
  r1[17] = convert_char_rte(K_c_float_char_17);
  r2[17] = convert_char_rtz(K_c_float_char_17);
  r3[17] = convert_char_rtp(K_c_float_char_17);
  r4[17] = convert_char_rtn(K_c_float_char_17);
  r5[17] = convert_char_sat(K_c_float_char_17);
  r6[17] = convert_char_sat_rte(K_c_float_char_17);
  r7[17] = convert_char_sat_rtz(K_c_float_char_17);
  r8[17] = convert_char_sat_rtp(K_c_float_char_17);
  r9[17] = convert_char_sat_rtn(K_c_float_char_17);
  vstore3(as_char3(K_c_float_char_17), 17, r10);
  vstore4(as_char4(K_c_float_char_17), 17, r11);
  r12[17] = (char)(K_c_float_char_17);
  {
    const char d = K_c_float_char_17;
    r13[17] = d;
  }
  r14[17] = (char)(bool)(K_c_float_char_17);
  r0[18] = convert_char(K_c_float_char_18);
  r1[18] = convert_char_rte(K_c_float_char_18);
  r2[18] = convert_char_rtz(K_c_float_char_18);
  r3[18] = convert_char_rtp(K_c_float_char_18);
  r4[18] = convert_char_rtn(K_c_float_char_18);
  r5[18] = convert_char_sat(K_c_float_char_18);
  r6[18] = convert_char_sat_rte(K_c_float_char_18);
  r7[18] = convert_char_sat_rtz(K_c_float_char_18);
  r8[18] = convert_char_sat_rtp(K_c_float_char_18);
  r9[18] = convert_char_sat_rtn(K_c_float_char_18);
  vstore3(as_char3(K_c_float_char_18), 18, r10);
  vstore4(as_char4(K_c_float_char_18), 18, r11);
  r12[18] = (char)(K_c_float_char_18);
  {
    const char d = K_c_float_char_18;
    r13[18] = d;
  }
  r14[18] = (char)(bool)(K_c_float_char_18);
  r0[19] = convert_char(K_c_float_char_19);
  r1[19] = convert_char_rte(K_c_float_char_19);
  r2[19] = convert_char_rtz(K_c_float_char_19);
  r3[19] = convert_char_rtp(K_c_float_char_19);
  r4[19] = convert_char_rtn(K_c_float_char_19);
  r5[19] = convert_char_sat(K_c_float_char_19);
  r6[19] = convert_char_sat_rte(K_c_float_char_19);
  r7[19] = convert_char_sat_rtz(K_c_float_char_19);
  r8[19] = convert_char_sat_rtp(K_c_float_char_19);
  r9[19] = convert_char_sat_rtn(K_c_float_char_19);
  vstore3(as_char3(K_c_float_char_19), 19, r10);
  vstore4(as_char4(K_c_float_char_19), 19, r11);
  r12[19] = (char)(K_c_float_char_19);
  {
    const char d = K_c_float_char_19;
    r13[19] = d;
  }
  r14[19] = (char)(bool)(K_c_float_char_19);
  r0[20] = convert_char(K_c_float_char_20);
  r1[20] = convert_char_rte(K_c_float_char_20);
  r2[20] = convert_char_rtz(K_c_float_char_20);
  r3[20] = convert_char_rtp(K_c_float_char_20);
  r4[20] = convert_char_rtn(K_c_float_char_20);
  r5[20] = convert_char_sat(K_c_float_char_20);
  r6[20] = convert_char_sat_rte(K_c_float_char_20);
  r7[20] = convert_char_sat_rtz(K_c_float_char_20);
  r8[20] = convert_char_sat_rtp(K_c_float_char_20);
  r9[20] = convert_char_sat_rtn(K_c_float_char_20);
  vstore3(as_char3(K_c_float_char_20), 20, r10);
  vstore4(as_char4(K_c_float_char_20), 20, r11);
  r12[20] = (char)(K_c_float_char_20);
  {
    const char d = K_c_float_char_20;
    r13[20] = d;
  }
  r14[20] = (char)(bool)(K_c_float_char_20);
  r0[21] = convert_char(K_c_float_char_21);
  r1[21] = convert_char_rte(K_c_float_char_21);
  r2[21] = convert_char_rtz(K_c_float_char_21);
  r3[21] = convert_char_rtp(K_c_float_char_21);
  r4[21] = convert_char_rtn(K_c_float_char_21);
  r5[21] = convert_char_sat(K_c_float_char_21);
  r6[21] = convert_char_sat_rte(K_c_float_char_21);
  r7[21] = convert_char_sat_rtz(K_c_float_char_21);
  r8[21] = convert_char_sat_rtp(K_c_float_char_21);
  r9[21] = convert_char_sat_rtn(K_c_float_char_21);
  vstore3(as_char3(K_c_float_char_21), 21, r10);
  vstore4(as_char4(K_c_float_char_21), 21, r11);
  r12[21] = (char)(K_c_float_char_21);
  {
    const char d = K_c_float_char_21;
    r13[21] = d;
  }
  r14[21] = (char)(bool)(K_c_float_char_21);
  r0[22] = convert_char(K_c_float_char_22);
  r1[22] = convert_char_rte(K_c_float_char_22);
  r2[22] = convert_char_rtz(K_c_float_char_22);
  r3[22] = convert_char_rtp(K_c_float_char_22);
  r4[22] = convert_char_rtn(K_c_float_char_22);
  r5[22] = convert_char_sat(K_c_float_char_22);
  r6[22] = convert_char_sat_rte(K_c_float_char_22);
  r7[22] = convert_char_sat_rtz(K_c_float_char_22);
  r8[22] = convert_char_sat_rtp(K_c_float_char_22);
  r9[22] = convert_char_sat_rtn(K_c_float_char_22);
  vstore3(as_char3(K_c_float_char_22), 22, r10);
  vstore4(as_char4(K_c_float_char_22), 22, r11);
  r12[22] = (char)(K_c_float_char_22);
  {
    const char d = K_c_float_char_22;
    r13[22] = d;
  }
  r14[22] = (char)(bool)(K_c_float_char_22);
  r0[23] = convert_char(K_c_float_char_23);
  r1[23] = convert_char_rte(K_c_float_char_23);
  r2[23] = convert_char_rtz(K_c_float_char_23);
  r3[23] = convert_char_rtp(K_c_float_char_23);
  r4[23] = convert_char_rtn(K_c_float_char_23);
  r5[23] = convert_char_sat(K_c_float_char_23);
  r6[23] = convert_char_sat_rte(K_c_float_char_23);
  r7[23] = convert_char_sat_rtz(K_c_float_char_23);
  r8[23] = convert_char_sat_rtp(K_c_float_char_23);
  r9[23] = convert_char_sat_rtn(K_c_float_char_23);
  vstore3(as_char3(K_c_float_char_23), 23, r10);
  vstore4(as_char4(K_c_float_char_23), 23, r11);
  r12[23] = (char)(K_c_float_char_23);
  {
    const char d = K_c_float_char_23;
    r13[23] = d;
  }
  r14[23] = (char)(bool)(K_c_float_char_23);
  r0[24] = convert_char(K_c_float_char_24);
  r1[24] = convert_char_rte(K_c_float_char_24);
  r2[24] = convert_char_rtz(K_c_float_char_24);
  r3[24] = convert_char_rtp(K_c_float_char_24);
  r4[24] = convert_char_rtn(K_c_float_char_24);
  r5[24] = convert_char_sat(K_c_float_char_24);
  r6[24] = convert_char_sat_rte(K_c_float_char_24);
  r7[24] = convert_char_sat_rtz(K_c_float_char_24);
  r8[24] = convert_char_sat_rtp(K_c_float_char_24);
  r9[24] = convert_char_sat_rtn(K_c_float_char_24);
  vstore3(as_char3(K_c_float_char_24), 24, r10);
  vstore4(as_char4(K_c_float_char_24), 24, r11);
  r12[24] = (char)(K_c_float_char_24);
  {
    const char d = K_c_float_char_24;
    r13[24] = d;
  }
  r14[24] = (char)(bool)(K_c_float_char_24);
  r0[25] = convert_char(K_c_float_char_25);
  r1[25] = convert_char_rte(K_c_float_char_25);
  r2[25] = convert_char_rtz(K_c_float_char_25);
  r3[25] = convert_char_rtp(K_c_float_char_25);
  r4[25] = convert_char_rtn(K_c_float_char_25);
  r5[25] = convert_char_sat(K_c_float_char_25);
  r6[25] = convert_char_sat_rte(K_c_float_char_25);
  r7[25] = convert_char_sat_rtz(K_c_float_char_25);
  r8[25] = convert_char_sat_rtp(K_c_float_char_25);
  r9[25] = convert_char_sat_rtn(K_c_float_char_25);
  vstore3(as_char3(K_c_float_char_25), 25, r10);
  vstore4(as_char4(K_c_float_char_25), 25, r11);
  r12[25] = (char)(K_c_float_char_25);
  {
    const char d = K_c_float_char_25;
    r13[25] = d;
  }
  r14[25] = (char)(bool)(K_c_float_char_25);
  r0[26] = convert_char(K_c_float_char_26);
  r1[26] = convert_char_rte(K_c_float_char_26);
  r2[26] = convert_char_rtz(K_c_float_char_26);
  r3[26] = convert_char_rtp(K_c_float_char_26);
  r4[26] = convert_char_rtn(K_c_float_char_26);
  r5[26] = convert_char_sat(K_c_float_char_26);
  r6[26] = convert_char_sat_rte(K_c_float_char_26);
  r7[26] = convert_char_sat_rtz(K_c_float_char_26);
  r8[26] = convert_char_sat_rtp(K_c_float_char_26);
  r9[26] = convert_char_sat_rtn(K_c_float_char_26);
  vstore3(as_char3(K_c_float_char_26), 26, r10);
  vstore4(as_char4(K_c_float_char_26), 26, r11);
  r12[26] = (char)(K_c_float_char_26);
  {
    const char d = K_c_float_char_26;
    r13[26] = d;
  }
  r14[26] = (char)(bool)(K_c_float_char_26);
  r0[27] = convert_char(K_c_float_char_27);
  r1[27] = convert_char_rte(K_c_float_char_27);
  r2[27] = convert_char_rtz(K_c_float_char_27);
  r3[27] = convert_char_rtp(K_c_float_char_27);
  r4[27] = convert_char_rtn(K_c_float_char_27);
  r5[27] = convert_char_sat(K_c_float_char_27);
  r6[27] = convert_char_sat_rte(K_c_float_char_27);
  r7[27] = convert_char_sat_rtz(K_c_float_char_27);
  r8[27] = convert_char_sat_rtp(K_c_float_char_27);
  r9[27] = convert_char_sat_rtn(K_c_float_char_27);
  vstore3(as_char3(K_c_float_char_27), 27, r10);
  vstore4(as_char4(K_c_float_char_27), 27, r11);
  r12[27] = (char)(K_c_float_char_27);
  {
    const char d = K_c_float_char_27;
    r13[27] = d;
  }
  r14[27] = (char)(bool)(K_c_float_char_27);
}

#define K_c_float_uchar_0 as_float(0x0u)
#define K_c_float_uchar_1 as_float(0x1u)
#define K_c_float_uchar_2 as_float(0x7fffffu)
#define K_c_float_uchar_3 as_float(0x800000u)
#define K_c_float_uchar_4 as_float(0x3f800000u)
#define K_c_float_uchar_5 as_float(0x3fc00000u)
#define K_c_float_uchar_6 as_float(0x42fe0000u)
#define K_c_float_uchar_7 as_float(0x42ff0000u)
#define K_c_float_uchar_8 as_float(0x43000000u)
#define K_c_float_uchar_9 as_float(0x43008000u)
#define K_c_float_uchar_10 as_float(0x437f0000u)
#define K_c_float_uchar_11 as_float(0x437f8000u)
#define K_c_float_uchar_12 as_float(0x43800000u)
#define K_c_float_uchar_13 as_float(0x43804000u)
#define K_c_float_uchar_14 as_float(0x7f800000u)
#define K_c_float_uchar_15 as_float(0x7f800001u)
#define K_c_float_uchar_16 as_float(0x7fc00000u)
#define K_c_float_uchar_17 as_float(0x80000000u)
#define K_c_float_uchar_18 as_float(0x80000001u)
#define K_c_float_uchar_19 as_float(0x807fffffu)
#define K_c_float_uchar_20 as_float(0x80800000u)
#define K_c_float_uchar_21 as_float(0xbf800000u)
#define K_c_float_uchar_22 as_float(0xbfc00000u)
#define K_c_float_uchar_23 as_float(0xc3010000u)
#define K_c_float_uchar_24 as_float(0xc3018000u)
#define K_c_float_uchar_25 as_float(0xff800000u)
#define K_c_float_uchar_26 as_float(0xff800001u)
#define K_c_float_uchar_27 as_float(0xffc00000u)
__kernel void c_float_uchar(__global uchar* r0, __global uchar* r1, __global uchar* r2, __global uchar* r3, __global uchar* r4, __global uchar* r5, __global uchar* r6, __global uchar* r7, __global uchar* r8, __global uchar* r9, __global uchar* r10, __global uchar* r11, __global uchar* r12, __global uchar* r13, __global uchar* r14) {
  r0[0] = convert_uchar(K_c_float_uchar_0);
  r1[0] = convert_uchar_rte(K_c_float_uchar_0);
  r2[0] = convert_uchar_rtz(K_c_float_uchar_0);
  r3[0] = convert_uchar_rtp(K_c_float_uchar_0);
  r4[0] = convert_uchar_rtn(K_c_float_uchar_0);
  r5[0] = convert_uchar_sat(K_c_float_uchar_0);
  r6[0] = convert_uchar_sat_rte(K_c_float_uchar_0);
  r7[0] = convert_uchar_sat_rtz(K_c_float_uchar_0);
  r8[0] = convert_uchar_sat_rtp(K_c_float_uchar_0);
  r9[0] = convert_uchar_sat_rtn(K_c_float_uchar_0);
  vstore3(as_uchar3(K_c_float_uchar_0), 0, r10);
  vstore4(as_uchar4(K_c_float_uchar_0), 0, r11);
  r12[0] = (uchar)(K_c_float_uchar_0);
  {
    const uchar d = K_c_float_uchar_0;
    r13[0] = d;
  }
  r14[0] = (uchar)(bool)(K_c_float_uchar_0);
  r0[1] = convert_uchar(K_c_float_uchar_1);
  r1[1] = convert_uchar_rte(K_c_float_uchar_1);
  r2[1] = convert_uchar_rtz(K_c_float_uchar_1);
  r3[1] = convert_uchar_rtp(K_c_float_uchar_1);
  r4[1] = convert_uchar_rtn(K_c_float_uchar_1);
  r5[1] = convert_uchar_sat(K_c_float_uchar_1);
  r6[1] = convert_uchar_sat_rte(K_c_float_uchar_1);
  r7[1] = convert_uchar_sat_rtz(K_c_float_uchar_1);
  r8[1] = convert_uchar_sat_rtp(K_c_float_uchar_1);
  r9[1] = convert_uchar_sat_rtn(K_c_float_uchar_1);
  vstore3(as_uchar3(K_c_float_uchar_1), 1, r10);
  vstore4(as_uchar4(K_c_float_uchar_1), 1, r11);
  r12[1] = (uchar)(K_c_float_uchar_1);
  {
    const uchar d = K_c_float_uchar_1;
    r13[1] = d;
  }
  r14[1] = (uchar)(bool)(K_c_float_uchar_1);
  r0[2] = convert_uchar(K_c_float_uchar_2);
  r1[2] = convert_uchar_rte(K_c_float_uchar_2);
  r2[2] = convert_uchar_rtz(K_c_float_uchar_2);
  r3[2] = convert_uchar_rtp(K_c_float_uchar_2);
  r4[2] = convert_uchar_rtn(K_c_float_uchar_2);
  r5[2] = convert_uchar_sat(K_c_float_uchar_2);
  r6[2] = convert_uchar_sat_rte(K_c_float_uchar_2);
  r7[2] = convert_uchar_sat_rtz(K_c_float_uchar_2);
  r8[2] = convert_uchar_sat_rtp(K_c_float_uchar_2);
  r9[2] = convert_uchar_sat_rtn(K_c_float_uchar_2);
  vstore3(as_uchar3(K_c_float_uchar_2), 2, r10);
  vstore4(as_uchar4(K_c_float_uchar_2), 2, r11);
  r12[2] = (uchar)(K_c_float_uchar_2);
  {
    const uchar d = K_c_float_uchar_2;
    r13[2] = d;
  }
  r14[2] = (uchar)(bool)(K_c_float_uchar_2);
  r0[3] = convert_uchar(K_c_float_uchar_3);
  r1[3] = convert_uchar_rte(K_c_float_uchar_3);
  r2[3] = convert_uchar_rtz(K_c_float_uchar_3);
  r3[3] = convert_uchar_rtp(K_c_float_uchar_3);
  r4[3] = convert_uchar_rtn(K_c_float_uchar_3);
  r5[3] = convert_uchar_sat(K_c_float_uchar_3);
  r6[3] = convert_uchar_sat_rte(K_c_float_uchar_3);
  r7[3] = convert_uchar_sat_rtz(K_c_float_uchar_3);
  r8[3] = convert_uchar_sat_rtp(K_c_float_uchar_3);
  r9[3] = convert_uchar_sat_rtn(K_c_float_uchar_3);
  vstore3(as_uchar3(K_c_float_uchar_3), 3, r10);
  vstore4(as_uchar4(K_c_float_uchar_3), 3, r11);
  r12[3] = (uchar)(K_c_float_uchar_3);
  {
    const uchar d = K_c_float_uchar_3;
    r13[3] = d;
  }
  r14[3] = (uchar)(bool)(K_c_float_uchar_3);
  r0[4] = convert_uchar(K_c_float_uchar_4);
  r1[4] = convert_uchar_rte(K_c_float_uchar_4);
  r2[4] = convert_uchar_rtz(K_c_float_uchar_4);
  r3[4] = convert_uchar_rtp(K_c_float_uchar_4);
  r4[4] = convert_uchar_rtn(K_c_float_uchar_4);
  r5[4] = convert_uchar_sat(K_c_float_uchar_4);
  r6[4] = convert_uchar_sat_rte(K_c_float_uchar_4);
  r7[4] = convert_uchar_sat_rtz(K_c_float_uchar_4);
  r8[4] = convert_uchar_sat_rtp(K_c_float_uchar_4);
  r9[4] = convert_uchar_sat_rtn(K_c_float_uchar_4);
  vstore3(as_uchar3(K_c_float_uchar_4), 4, r10);
  vstore4(as_uchar4(K_c_float_uchar_4), 4, r11);
  r12[4] = (uchar)(K_c_float_uchar_4);
  {
    const uchar d = K_c_float_uchar_4;
    r13[4] = d;
  }
  r14[4] = (uchar)(bool)(K_c_float_uchar_4);
  r0[5] = convert_uchar(K_c_float_uchar_5);
  r1[5] = convert_uchar_rte(K_c_float_uchar_5);
  r2[5] = convert_uchar_rtz(K_c_float_uchar_5);
  r3[5] = convert_uchar_rtp(K_c_float_uchar_5);
  r4[5] = convert_uchar_rtn(K_c_float_uchar_5);
  r5[5] = convert_uchar_sat(K_c_float_uchar_5);
  r6[5] = convert_uchar_sat_rte(K_c_float_uchar_5);
  r7[5] = convert_uchar_sat_rtz(K_c_float_uchar_5);
  r8[5] = convert_uchar_sat_rtp(K_c_float_uchar_5);
  r9[5] = convert_uchar_sat_rtn(K_c_float_uchar_5);
  vstore3(as_uchar3(K_c_float_uchar_5), 5, r10);
  vstore4(as_uchar4(K_c_float_uchar_5), 5, r11);
  r12[5] = (uchar)(K_c_float_uchar_5);
  {
    const uchar d = K_c_float_uchar_5;
    r13[5] = d;
  }
  r14[5] = (uchar)(bool)(K_c_float_uchar_5);
  r0[6] = convert_uchar(K_c_float_uchar_6);
  r1[6] = convert_uchar_rte(K_c_float_uchar_6);
  r2[6] = convert_uchar_rtz(K_c_float_uchar_6);
  r3[6] = convert_uchar_rtp(K_c_float_uchar_6);
  r4[6] = convert_uchar_rtn(K_c_float_uchar_6);
  r5[6] = convert_uchar_sat(K_c_float_uchar_6);
  r6[6] = convert_uchar_sat_rte(K_c_float_uchar_6);
  r7[6] = convert_uchar_sat_rtz(K_c_float_uchar_6);
  r8[6] = convert_uchar_sat_rtp(K_c_float_uchar_6);
  r9[6] = convert_uchar_sat_rtn(K_c_float_uchar_6);
  vstore3(as_uchar3(K_c_float_uchar_6), 6, r10);
  vstore4(as_uchar4(K_c_float_uchar_6), 6, r11);
  r12[6] = (uchar)(K_c_float_uchar_6);
  {
    const uchar d = K_c_float_uchar_6;
    r13[6] = d;
  }
  r14[6] = (uchar)(bool)(K_c_float_uchar_6);
  r0[7] = convert_uchar(K_c_float_uchar_7);
  r1[7] = convert_uchar_rte(K_c_float_uchar_7);
  r2[7] = convert_uchar_rtz(K_c_float_uchar_7);
  r3[7] = convert_uchar_rtp(K_c_float_uchar_7);
  r4[7] = convert_uchar_rtn(K_c_float_uchar_7);
  r5[7] = convert_uchar_sat(K_c_float_uchar_7);
  r6[7] = convert_uchar_sat_rte(K_c_float_uchar_7);
  r7[7] = convert_uchar_sat_rtz(K_c_float_uchar_7);
  r8[7] = convert_uchar_sat_rtp(K_c_float_uchar_7);
  r9[7] = convert_uchar_sat_rtn(K_c_float_uchar_7);
  vstore3(as_uchar3(K_c_float_uchar_7), 7, r10);
  vstore4(as_uchar4(K_c_float_uchar_7), 7, r11);
  r12[7] = (uchar)(K_c_float_uchar_7);
  {
    const uchar d = K_c_float_uchar_7;
    r13[7] = d;
  }
  r14[7] = (uchar)(bool)(K_c_float_uchar_7);
  r0[8] = convert_uchar(K_c_float_uchar_8);
  r1[8] = convert_uchar_rte(K_c_float_uchar_8);
  r2[8] = convert_uchar_rtz(K_c_float_uchar_8);
  r3[8] = convert_uchar_rtp(K_c_float_uchar_8);
  r4[8] = convert_uchar_rtn(K_c_float_uchar_8);
  r5[8] = convert_uchar_sat(K_c_float_uchar_8);
  r6[8] = convert_uchar_sat_rte(K_c_float_uchar_8);
  r7[8] = convert_uchar_sat_rtz(K_c_float_uchar_8);
  r8[8] = convert_uchar_sat_rtp(K_c_float_uchar_8);
  r9[8] = convert_uchar_sat_rtn(K_c_float_uchar_8);
  vstore3(as_uchar3(K_c_float_uchar_8), 8, r10);
  vstore4(as_uchar4(K_c_float_uchar_8), 8, r11);
  r12[8] = (uchar)(K_c_float_uchar_8);
  {
    const uchar d = K_c_float_uchar_8;
    r13[8] = d;
  }
  r14[8] = (uchar)(bool)(K_c_float_uchar_8);
  r0[9] = convert_uchar(K_c_float_uchar_9);
  r1[9] = convert_uchar_rte(K_c_float_uchar_9);
  r2[9] = convert_uchar_rtz(K_c_float_uchar_9);
  r3[9] = convert_uchar_rtp(K_c_float_uchar_9);
  r4[9] = convert_uchar_rtn(K_c_float_uchar_9);
  r5[9] = convert_uchar_sat(K_c_float_uchar_9);
  r6[9] = convert_uchar_sat_rte(K_c_float_uchar_9);
  r7[9] = convert_uchar_sat_rtz(K_c_float_uchar_9);
  r8[9] = convert_uchar_sat_rtp(K_c_float_uchar_9);
  r9[9] = convert_uchar_sat_rtn(K_c_float_uchar_9);
  vstore3(as_uchar3(K_c_float_uchar_9), 9, r10);
  vstore4(as_uchar4(K_c_float_uchar_9), 9, r11);
  r12[9] = (uchar)(K_c_float_uchar_9);
  {
    const uchar d = K_c_float_uchar_9;
    r13[9] = d;
  }
  r14[9] = (uchar)(bool)(K_c_float_uchar_9);
  r0[10] = convert_uchar(K_c_float_uchar_10);
  r1[10] = convert_uchar_rte(K_c_float_uchar_10);
  r2[10] = convert_uchar_rtz(K_c_float_uchar_10);
  r3[10] = convert_uchar_rtp(K_c_float_uchar_10);
  r4[10] = convert_uchar_rtn(K_c_float_uchar_10);
  r5[10] = convert_uchar_sat(K_c_float_uchar_10);
  r6[10] = convert_uchar_sat_rte(K_c_float_uchar_10);
  r7[10] = convert_uchar_sat_rtz(K_c_float_uchar_10);
  r8[10] = convert_uchar_sat_rtp(K_c_float_uchar_10);
  r9[10] = convert_uchar_sat_rtn(K_c_float_uchar_10);
  vstore3(as_uchar3(K_c_float_uchar_10), 10, r10);
  vstore4(as_uchar4(K_c_float_uchar_10), 10, r11);
  r12[10] = (uchar)(K_c_float_uchar_10);
  {
    const uchar d = K_c_float_uchar_10;
    r13[10] = d;
  }
  r14[10] = (uchar)(bool)(K_c_float_uchar_10);
  r0[11] = convert_uchar(K_c_float_uchar_11);
  r1[11] = convert_uchar_rte(K_c_float_uchar_11);
  r2[11] = convert_uchar_rtz(K_c_float_uchar_11);
  r3[11] = convert_uchar_rtp(K_c_float_uchar_11);
  r4[11] = convert_uchar_rtn(K_c_float_uchar_11);
  r5[11] = convert_uchar_sat(K_c_float_uchar_11);
  r6[11] = convert_uchar_sat_rte(K_c_float_uchar_11);
  r7[11] = convert_uchar_sat_rtz(K_c_float_uchar_11);
  r8[11] = convert_uchar_sat_rtp(K_c_float_uchar_11);
  r9[11] = convert_uchar_sat_rtn(K_c_float_uchar_11);
  vstore3(as_uchar3(K_c_float_uchar_11), 11, r10);
  vstore4(as_uchar4(K_c_float_uchar_11), 11, r11);
  r12[11] = (uchar)(K_c_float_uchar_11);
  {
    const uchar d = K_c_float_uchar_11;
    r13[11] = d;
  }
  r14[11] = (uchar)(bool)(K_c_float_uchar_11);
  r0[12] = convert_uchar(K_c_float_uchar_12);
  r1[12] = convert_uchar_rte(K_c_float_uchar_12);
  r2[12] = convert_uchar_rtz(K_c_float_uchar_12);
  r3[12] = convert_uchar_rtp(K_c_float_uchar_12);
  r4[12] = convert_uchar_rtn(K_c_float_uchar_12);
  r5[12] = convert_uchar_sat(K_c_float_uchar_12);
  r6[12] = convert_uchar_sat_rte(K_c_float_uchar_12);
  r7[12] = convert_uchar_sat_rtz(K_c_float_uchar_12);
  r8[12] = convert_uchar_sat_rtp(K_c_float_uchar_12);
  r9[12] = convert_uchar_sat_rtn(K_c_float_uchar_12);
  vstore3(as_uchar3(K_c_float_uchar_12), 12, r10);
  vstore4(as_uchar4(K_c_float_uchar_12), 12, r11);
  r12[12] = (uchar)(K_c_float_uchar_12);
  {
    const uchar d = K_c_float_uchar_12;
    r13[12] = d;
  }
  r14[12] = (uchar)(bool)(K_c_float_uchar_12);
  r0[13] = convert_uchar(K_c_float_uchar_13);
  r1[13] = convert_uchar_rte(K_c_float_uchar_13);
  r2[13] = convert_uchar_rtz(K_c_float_uchar_13);
  r3[13] = convert_uchar_rtp(K_c_float_uchar_13);
  r4[13] = convert_uchar_rtn(K_c_float_uchar_13);
  r5[13] = convert_uchar_sat(K_c_float_uchar_13);
  r6[13] = convert_uchar_sat_rte(K_c_float_uchar_13);
  r7[13] = convert_uchar_sat_rtz(K_c_float_uchar_13);
  r8[13] = convert_uchar_sat_rtp(K_c_float_uchar_13);
  r9[13] = convert_uchar_sat_rtn(K_c_float_uchar_13);
  vstore3(as_uchar3(K_c_float_uchar_13), 13, r10);
  vstore4(as_uchar4(K_c_float_uchar_13), 13, r11);
  r12[13] = (uchar)(K_c_float_uchar_13);
  {
    const uchar d = K_c_float_uchar_13;
    r13[13] = d;
  }
  r14[13] = (uchar)(bool)(K_c_float_uchar_13);
  r0[14] = convert_uchar(K_c_float_uchar_14);
  r1[14] = convert_uchar_rte(K_c_float_uchar_14);
  r2[14] = convert_uchar_rtz(K_c_float_uchar_14);
  r3[14] = convert_uchar_rtp(K_c_float_uchar_14);
  r4[14] = convert_uchar_rtn(K_c_float_uchar_14);
  r5[14] = convert_uchar_sat(K_c_float_uchar_14);
  r6[14] = convert_uchar_sat_rte(K_c_float_uchar_14);
  r7[14] = convert_uchar_sat_rtz(K_c_float_uchar_14);
  r8[14] = convert_uchar_sat_rtp(K_c_float_uchar_14);
  r9[14] = convert_uchar_sat_rtn(K_c_float_uchar_14);
  vstore3(as_uchar3(K_c_float_uchar_14), 14, r10);
  vstore4(as_uchar4(K_c_float_uchar_14), 14, r11);
  r12[14] = (uchar)(K_c_float_uchar_14);
  {
    const uchar d = K_c_float_uchar_14;
    r13[14] = d;
  }
  r14[14] = (uchar)(bool)(K_c_float_uchar_14);
  r0[15] = convert_uchar(K_c_float_uchar_15);
  r1[15] = convert_uchar_rte(K_c_float_uchar_15);
  r2[15] = convert_uchar_rtz(K_c_float_uchar_15);
  r3[15] = convert_uchar_rtp(K_c_float_uchar_15);
  r4[15] = convert_uchar_rtn(K_c_float_uchar_15);
  r5[15] = convert_uchar_sat(K_c_float_uchar_15);
  r6[15] = convert_uchar_sat_rte(K_c_float_uchar_15);
  r7[15] = convert_uchar_sat_rtz(K_c_float_uchar_15);
  r8[15] = convert_uchar_sat_rtp(K_c_float_uchar_15);
  r9[15] = convert_uchar_sat_rtn(K_c_float_uchar_15);
  vstore3(as_uchar3(K_c_float_uchar_15), 15, r10);
  vstore4(as_uchar4(K_c_float_uchar_15), 15, r11);
  r12[15] = (uchar)(K_c_float_uchar_15);
  {
    const uchar d = K_c_float_uchar_15;
    r13[15] = d;
  }
  r14[15] = (uchar)(bool)(K_c_float_uchar_15);
  r0[16] = convert_uchar(K_c_float_uchar_16);
  r1[16] = convert_uchar_rte(K_c_float_uchar_16);
  r2[16] = convert_uchar_rtz(K_c_float_uchar_16);
  r3[16] = convert_uchar_rtp(K_c_float_uchar_16);
  r4[16] = convert_uchar_rtn(K_c_float_uchar_16);
  r5[16] = convert_uchar_sat(K_c_float_uchar_16);
  r6[16] = convert_uchar_sat_rte(K_c_float_uchar_16);
  r7[16] = convert_uchar_sat_rtz(K_c_float_uchar_16);
  r8[16] = convert_uchar_sat_rtp(K_c_float_uchar_16);
  r9[16] = convert_uchar_sat_rtn(K_c_float_uchar_16);
  vstore3(as_uchar3(K_c_float_uchar_16), 16, r10);
  vstore4(as_uchar4(K_c_float_uchar_16), 16, r11);
  r12[16] = (uchar)(K_c_float_uchar_16);
  {
    const uchar d = K_c_float_uchar_16;
    r13[16] = d;
  }
  r14[16] = (uchar)(bool)(K_c_float_uchar_16);
  r0[17] = convert_uchar(K_c_float_uchar_17);
  r1[17] = convert_uchar_rte(K_c_float_uchar_17);
  r2[17] = convert_uchar_rtz(K_c_float_uchar_17);
  r3[17] = convert_uchar_rtp(K_c_float_uchar_17);
  r4[17] = convert_uchar_rtn(K_c_float_uchar_17);
  r5[17] = convert_uchar_sat(K_c_float_uchar_17);
  r6[17] = convert_uchar_sat_rte(K_c_float_uchar_17);
  r7[17] = convert_uchar_sat_rtz(K_c_float_uchar_17);
  r8[17] = convert_uchar_sat_rtp(K_c_float_uchar_17);
  r9[17] = convert_uchar_sat_rtn(K_c_float_uchar_17);
  vstore3(as_uchar3(K_c_float_uchar_17), 17, r10);
  vstore4(as_uchar4(K_c_float_uchar_17), 17, r11);
  r12[17] = (uchar)(K_c_float_uchar_17);
  {
    const uchar d = K_c_float_uchar_17;
    r13[17] = d;
  }
  r14[17] = (uchar)(bool)(K_c_float_uchar_17);
  r0[18] = convert_uchar(K_c_float_uchar_18);
  r1[18] = convert_uchar_rte(K_c_float_uchar_18);
  r2[18] = convert_uchar_rtz(K_c_float_uchar_18);
  r3[18] = convert_uchar_rtp(K_c_float_uchar_18);
  r4[18] = convert_uchar_rtn(K_c_float_uchar_18);
  r5[18] = convert_uchar_sat(K_c_float_uchar_18);
  r6[18] = convert_uchar_sat_rte(K_c_float_uchar_18);
  r7[18] = convert_uchar_sat_rtz(K_c_float_uchar_18);
  r8[18] = convert_uchar_sat_rtp(K_c_float_uchar_18);
  r9[18] = convert_uchar_sat_rtn(K_c_float_uchar_18);
  vstore3(as_uchar3(K_c_float_uchar_18), 18, r10);
  vstore4(as_uchar4(K_c_float_uchar_18), 18, r11);
  r12[18] = (uchar)(K_c_float_uchar_18);
  {
    const uchar d = K_c_float_uchar_18;
    r13[18] = d;
  }
  r14[18] = (uchar)(bool)(K_c_float_uchar_18);
  r0[19] = convert_uchar(K_c_float_uchar_19);
  r1[19] = convert_uchar_rte(K_c_float_uchar_19);
  r2[19] = convert_uchar_rtz(K_c_float_uchar_19);
  r3[19] = convert_uchar_rtp(K_c_float_uchar_19);
  r4[19] = convert_uchar_rtn(K_c_float_uchar_19);
  r5[19] = convert_uchar_sat(K_c_float_uchar_19);
  r6[19] = convert_uchar_sat_rte(K_c_float_uchar_19);
  r7[19] = convert_uchar_sat_rtz(K_c_float_uchar_19);
  r8[19] = convert_uchar_sat_rtp(K_c_float_uchar_19);
  r9[19] = convert_uchar_sat_rtn(K_c_float_uchar_19);
  vstore3(as_uchar3(K_c_float_uchar_19), 19, r10);
  vstore4(as_uchar4(K_c_float_uchar_19), 19, r11);
  r12[19] = (uchar)(K_c_float_uchar_19);
  {
    const uchar d = K_c_float_uchar_19;
    r13[19] = d;
  }
  r14[19] = (uchar)(bool)(K_c_float_uchar_19);
  r0[20] = convert_uchar(K_c_float_uchar_20);
  r1[20] = convert_uchar_rte(K_c_float_uchar_20);
  r2[20] = convert_uchar_rtz(K_c_float_uchar_20);
  r3[20] = convert_uchar_rtp(K_c_float_uchar_20);
  r4[20] = convert_uchar_rtn(K_c_float_uchar_20);
  r5[20] = convert_uchar_sat(K_c_float_uchar_20);
  r6[20] = convert_uchar_sat_rte(K_c_float_uchar_20);
  r7[20] = convert_uchar_sat_rtz(K_c_float_uchar_20);
  r8[20] = convert_uchar_sat_rtp(K_c_float_uchar_20);
  r9[20] = convert_uchar_sat_rtn(K_c_float_uchar_20);
  vstore3(as_uchar3(K_c_float_uchar_20), 20, r10);
  vstore4(as_uchar4(K_c_float_uchar_20), 20, r11);
  r12[20] = (uchar)(K_c_float_uchar_20);
  {
    const uchar d = K_c_float_uchar_20;
    r13[20] = d;
  }
  r14[20] = (uchar)(bool)(K_c_float_uchar_20);
  r0[21] = convert_uchar(K_c_float_uchar_21);
  r1[21] = convert_uchar_rte(K_c_float_uchar_21);
  r2[21] = convert_uchar_rtz(K_c_float_uchar_21);
  r3[21] = convert_uchar_rtp(K_c_float_uchar_21);
  r4[21] = convert_uchar_rtn(K_c_float_uchar_21);
  r5[21] = convert_uchar_sat(K_c_float_uchar_21);
  r6[21] = convert_uchar_sat_rte(K_c_float_uchar_21);
  r7[21] = convert_uchar_sat_rtz(K_c_float_uchar_21);
  r8[21] = convert_uchar_sat_rtp(K_c_float_uchar_21);
  r9[21] = convert_uchar_sat_rtn(K_c_float_uchar_21);
  vstore3(as_uchar3(K_c_float_uchar_21), 21, r10);
  vstore4(as_uchar4(K_c_float_uchar_21), 21, r11);
  r12[21] = (uchar)(K_c_float_uchar_21);
  {
    const uchar d = K_c_float_uchar_21;
    r13[21] = d;
  }
  r14[21] = (uchar)(bool)(K_c_float_uchar_21);
  r0[22] = convert_uchar(K_c_float_uchar_22);
  r1[22] = convert_uchar_rte(K_c_float_uchar_22);
  r2[22] = convert_uchar_rtz(K_c_float_uchar_22);
  r3[22] = convert_uchar_rtp(K_c_float_uchar_22);
  r4[22] = convert_uchar_rtn(K_c_float_uchar_22);
  r5[22] = convert_uchar_sat(K_c_float_uchar_22);
  r6[22] = convert_uchar_sat_rte(K_c_float_uchar_22);
  r7[22] = convert_uchar_sat_rtz(K_c_float_uchar_22);
  r8[22] = convert_uchar_sat_rtp(K_c_float_uchar_22);
  r9[22] = convert_uchar_sat_rtn(K_c_float_uchar_22);
  vstore3(as_uchar3(K_c_float_uchar_22), 22, r10);
  vstore4(as_uchar4(K_c_float_uchar_22), 22, r11);
  r12[22] = (uchar)(K_c_float_uchar_22);
  {
    const uchar d = K_c_float_uchar_22;
    r13[22] = d;
  }
  r14[22] = (uchar)(bool)(K_c_float_uchar_22);
  r0[23] = convert_uchar(K_c_float_uchar_23);
  r1[23] = convert_uchar_rte(K_c_float_uchar_23);
  r2[23] = convert_uchar_rtz(K_c_float_uchar_23);
  r3[23] = convert_uchar_rtp(K_c_float_uchar_23);
  r4[23] = convert_uchar_rtn(K_c_float_uchar_23);
  r5[23] = convert_uchar_sat(K_c_float_uchar_23);
  r6[23] = convert_uchar_sat_rte(K_c_float_uchar_23);
  r7[23] = convert_uchar_sat_rtz(K_c_float_uchar_23);
  r8[23] = convert_uchar_sat_rtp(K_c_float_uchar_23);
  r9[23] = convert_uchar_sat_rtn(K_c_float_uchar_23);
  vstore3(as_uchar3(K_c_float_uchar_23), 23, r10);
  vstore4(as_uchar4(K_c_float_uchar_23), 23, r11);
  r12[23] = (uchar)(K_c_float_uchar_23);
  {
    const uchar d = K_c_float_uchar_23;
    r13[23] = d;
  }
  r14[23] = (uchar)(bool)(K_c_float_uchar_23);
  r0[24] = convert_uchar(K_c_float_uchar_24);
  r1[24] = convert_uchar_rte(K_c_float_uchar_24);
  r2[24] = convert_uchar_rtz(K_c_float_uchar_24);
  r3[24] = convert_uchar_rtp(K_c_float_uchar_24);
  r4[24] = convert_uchar_rtn(K_c_float_uchar_24);
  r5[24] = convert_uchar_sat(K_c_float_uchar_24);
  r6[24] = convert_uchar_sat_rte(K_c_float_uchar_24);
  r7[24] = convert_uchar_sat_rtz(K_c_float_uchar_24);
  r8[24] = convert_uchar_sat_rtp(K_c_float_uchar_24);
  r9[24] = convert_uchar_sat_rtn(K_c_float_uchar_24);
  vstore3(as_uchar3(K_c_float_uchar_24), 24, r10);
  vstore4(as_uchar4(K_c_float_uchar_24), 24, r11);
  r12[24] = (uchar)(K_c_float_uchar_24);
  {
    const uchar d = K_c_float_uchar_24;
    r13[24] = d;
  }
  r14[24] = (uchar)(bool)(K_c_float_uchar_24);
  r0[25] = convert_uchar(K_c_float_uchar_25);
  r1[25] = convert_uchar_rte(K_c_float_uchar_25);
  r2[25] = convert_uchar_rtz(K_c_float_uchar_25);
  r3[25] = convert_uchar_rtp(K_c_float_uchar_25);
  r4[25] = convert_uchar_rtn(K_c_float_uchar_25);
  r5[25] = convert_uchar_sat(K_c_float_uchar_25);
  r6[25] = convert_uchar_sat_rte(K_c_float_uchar_25);
  r7[25] = convert_uchar_sat_rtz(K_c_float_uchar_25);
  r8[25] = convert_uchar_sat_rtp(K_c_float_uchar_25);
  r9[25] = convert_uchar_sat_rtn(K_c_float_uchar_25);
  vstore3(as_uchar3(K_c_float_uchar_25), 25, r10);
  vstore4(as_uchar4(K_c_float_uchar_25), 25, r11);
  r12[25] = (uchar)(K_c_float_uchar_25);
  {
    const uchar d = K_c_float_uchar_25;
    r13[25] = d;
  }
  r14[25] = (uchar)(bool)(K_c_float_uchar_25);
  r0[26] = convert_uchar(K_c_float_uchar_26);
  r1[26] = convert_uchar_rte(K_c_float_uchar_26);
  r2[26] = convert_uchar_rtz(K_c_float_uchar_26);
  r3[26] = convert_uchar_rtp(K_c_float_uchar_26);
  r4[26] = convert_uchar_rtn(K_c_float_uchar_26);
  r5[26] = convert_uchar_sat(K_c_float_uchar_26);
  r6[26] = convert_uchar_sat_rte(K_c_float_uchar_26);
  r7[26] = convert_uchar_sat_rtz(K_c_float_uchar_26);
  r8[26] = convert_uchar_sat_rtp(K_c_float_uchar_26);
  r9[26] = convert_uchar_sat_rtn(K_c_float_uchar_26);
  vstore3(as_uchar3(K_c_float_uchar_26), 26, r10);
  vstore4(as_uchar4(K_c_float_uchar_26), 26, r11);
  r12[26] = (uchar)(K_c_float_uchar_26);
  {
    const uchar d = K_c_float_uchar_26;
    r13[26] = d;
  }
  r14[26] = (uchar)(bool)(K_c_float_uchar_26);
  r0[27] = convert_uchar(K_c_float_uchar_27);
  r1[27] = convert_uchar_rte(K_c_float_uchar_27);
  r2[27] = convert_uchar_rtz(K_c_float_uchar_27);
  r3[27] = convert_uchar_rtp(K_c_float_uchar_27);
  r4[27] = convert_uchar_rtn(K_c_float_uchar_27);
  r5[27] = convert_uchar_sat(K_c_float_uchar_27);
  r6[27] = convert_uchar_sat_rte(K_c_float_uchar_27);
  r7[27] = convert_uchar_sat_rtz(K_c_float_uchar_27);
  r8[27] = convert_uchar_sat_rtp(K_c_float_uchar_27);
  r9[27] = convert_uchar_sat_rtn(K_c_float_uchar_27);
  vstore3(as_uchar3(K_c_float_uchar_27), 27, r10);
  vstore4(as_uchar4(K_c_float_uchar_27), 27, r11);
  r12[27] = (uchar)(K_c_float_uchar_27);
  {
    const uchar d = K_c_float_uchar_27;
    r13[27] = d;
  }
  r14[27] = (uchar)(bool)(K_c_float_uchar_27);
}

#define K_c_float_short_0 as_float(0x0u)
#define K_c_float_short_1 as_float(0x1u)
#define K_c_float_short_2 as_float(0x7fffffu)
#define K_c_float_short_3 as_float(0x800000u)
#define K_c_float_short_4 as_float(0x3f800000u)
#define K_c_float_short_5 as_float(0x3fc00000u)
#define K_c_float_short_6 as_float(0x46fffe00u)
#define K_c_float_short_7 as_float(0x46ffff00u)
#define K_c_float_short_8 as_float(0x47000000u)
#define K_c_float_short_9 as_float(0x47000080u)
#define K_c_float_short_10 as_float(0x477ff000u)
#define K_c_float_short_11 as_float(0x477ff080u)
#define K_c_float_short_12 as_float(0x477fff00u)
#define K_c_float_short_13 as_float(0x477fff80u)
#define K_c_float_short_14 as_float(0x47800000u)
#define K_c_float_short_15 as_float(0x47800040u)
#define K_c_float_short_16 as_float(0x7f800000u)
#define K_c_float_short_17 as_float(0x7f800001u)
#define K_c_float_short_18 as_float(0x7fc00000u)
#define K_c_float_short_19 as_float(0x80000000u)
#define K_c_float_short_20 as_float(0x80000001u)
#define K_c_float_short_21 as_float(0x807fffffu)
#define K_c_float_short_22 as_float(0x80800000u)
#define K_c_float_short_23 as_float(0xbf800000u)
#define K_c_float_short_24 as_float(0xbfc00000u)
#define K_c_float_short_25 as_float(0xc7000100u)
#define K_c_float_short_26 as_float(0xc7000180u)
#define K_c_float_short_27 as_float(0xff800000u)
#define K_c_float_short_28 as_float(0xff800001u)
#define K_c_float_short_29 as_float(0xffc00000u)
__kernel void c_float_short(__global short* r0, __global short* r1, __global short* r2, __global short* r3, __global short* r4, __global short* r5, __global short* r6, __global short* r7, __global short* r8, __global short* r9, __global short* r10, __global short* r11, __global short* r12, __global short* r13) {
  r0[0] = convert_short(K_c_float_short_0);
  r1[0] = convert_short_rte(K_c_float_short_0);
  r2[0] = convert_short_rtz(K_c_float_short_0);
  r3[0] = convert_short_rtp(K_c_float_short_0);
  r4[0] = convert_short_rtn(K_c_float_short_0);
  r5[0] = convert_short_sat(K_c_float_short_0);
  r6[0] = convert_short_sat_rte(K_c_float_short_0);
  r7[0] = convert_short_sat_rtz(K_c_float_short_0);
  r8[0] = convert_short_sat_rtp(K_c_float_short_0);
  r9[0] = convert_short_sat_rtn(K_c_float_short_0);
  vstore2(as_short2(K_c_float_short_0), 0, r10);
  r11[0] = (short)(K_c_float_short_0);
  {
    const short d = K_c_float_short_0;
    r12[0] = d;
  }
  r13[0] = (short)(bool)(K_c_float_short_0);
  r0[1] = convert_short(K_c_float_short_1);
  r1[1] = convert_short_rte(K_c_float_short_1);
  r2[1] = convert_short_rtz(K_c_float_short_1);
  r3[1] = convert_short_rtp(K_c_float_short_1);
  r4[1] = convert_short_rtn(K_c_float_short_1);
  r5[1] = convert_short_sat(K_c_float_short_1);
  r6[1] = convert_short_sat_rte(K_c_float_short_1);
  r7[1] = convert_short_sat_rtz(K_c_float_short_1);
  r8[1] = convert_short_sat_rtp(K_c_float_short_1);
  r9[1] = convert_short_sat_rtn(K_c_float_short_1);
  vstore2(as_short2(K_c_float_short_1), 1, r10);
  r11[1] = (short)(K_c_float_short_1);
  {
    const short d = K_c_float_short_1;
    r12[1] = d;
  }
  r13[1] = (short)(bool)(K_c_float_short_1);
  r0[2] = convert_short(K_c_float_short_2);
  r1[2] = convert_short_rte(K_c_float_short_2);
  r2[2] = convert_short_rtz(K_c_float_short_2);
  r3[2] = convert_short_rtp(K_c_float_short_2);
  r4[2] = convert_short_rtn(K_c_float_short_2);
  r5[2] = convert_short_sat(K_c_float_short_2);
  r6[2] = convert_short_sat_rte(K_c_float_short_2);
  r7[2] = convert_short_sat_rtz(K_c_float_short_2);
  r8[2] = convert_short_sat_rtp(K_c_float_short_2);
  r9[2] = convert_short_sat_rtn(K_c_float_short_2);
  vstore2(as_short2(K_c_float_short_2), 2, r10);
  r11[2] = (short)(K_c_float_short_2);
  {
    const short d = K_c_float_short_2;
    r12[2] = d;
  }
  r13[2] = (short)(bool)(K_c_float_short_2);
  r0[3] = convert_short(K_c_float_short_3);
  r1[3] = convert_short_rte(K_c_float_short_3);
  r2[3] = convert_short_rtz(K_c_float_short_3);
  r3[3] = convert_short_rtp(K_c_float_short_3);
  r4[3] = convert_short_rtn(K_c_float_short_3);
  r5[3] = convert_short_sat(K_c_float_short_3);
  r6[3] = convert_short_sat_rte(K_c_float_short_3);
  r7[3] = convert_short_sat_rtz(K_c_float_short_3);
  r8[3] = convert_short_sat_rtp(K_c_float_short_3);
  r9[3] = convert_short_sat_rtn(K_c_float_short_3);
  vstore2(as_short2(K_c_float_short_3), 3, r10);
  r11[3] = (short)(K_c_float_short_3);
  {
    const short d = K_c_float_short_3;
    r12[3] = d;
  }
  r13[3] = (short)(bool)(K_c_float_short_3);
  r0[4] = convert_short(K_c_float_short_4);
  r1[4] = convert_short_rte(K_c_float_short_4);
  r2[4] = convert_short_rtz(K_c_float_short_4);
  r3[4] = convert_short_rtp(K_c_float_short_4);
  r4[4] = convert_short_rtn(K_c_float_short_4);
  r5[4] = convert_short_sat(K_c_float_short_4);
  r6[4] = convert_short_sat_rte(K_c_float_short_4);
  r7[4] = convert_short_sat_rtz(K_c_float_short_4);
  r8[4] = convert_short_sat_rtp(K_c_float_short_4);
  r9[4] = convert_short_sat_rtn(K_c_float_short_4);
  vstore2(as_short2(K_c_float_short_4), 4, r10);
  r11[4] = (short)(K_c_float_short_4);
  {
    const short d = K_c_float_short_4;
    r12[4] = d;
  }
  r13[4] = (short)(bool)(K_c_float_short_4);
  r0[5] = convert_short(K_c_float_short_5);
  r1[5] = convert_short_rte(K_c_float_short_5);
  r2[5] = convert_short_rtz(K_c_float_short_5);
  r3[5] = convert_short_rtp(K_c_float_short_5);
  r4[5] = convert_short_rtn(K_c_float_short_5);
  r5[5] = convert_short_sat(K_c_float_short_5);
  r6[5] = convert_short_sat_rte(K_c_float_short_5);
  r7[5] = convert_short_sat_rtz(K_c_float_short_5);
  r8[5] = convert_short_sat_rtp(K_c_float_short_5);
  r9[5] = convert_short_sat_rtn(K_c_float_short_5);
  vstore2(as_short2(K_c_float_short_5), 5, r10);
  r11[5] = (short)(K_c_float_short_5);
  {
    const short d = K_c_float_short_5;
    r12[5] = d;
  }
  r13[5] = (short)(bool)(K_c_float_short_5);
  r0[6] = convert_short(K_c_float_short_6);
  r1[6] = convert_short_rte(K_c_float_short_6);
  r2[6] = convert_short_rtz(K_c_float_short_6);
  r3[6] = convert_short_rtp(K_c_float_short_6);
  r4[6] = convert_short_rtn(K_c_float_short_6);
  r5[6] = convert_short_sat(K_c_float_short_6);
  r6[6] = convert_short_sat_rte(K_c_float_short_6);
  r7[6] = convert_short_sat_rtz(K_c_float_short_6);
  r8[6] = convert_short_sat_rtp(K_c_float_short_6);
  r9[6] = convert_short_sat_rtn(K_c_float_short_6);
  vstore2(as_short2(K_c_float_short_6), 6, r10);
  r11[6] = (short)(K_c_float_short_6);
  {
    const short d = K_c_float_short_6;
    r12[6] = d;
  }
  r13[6] = (short)(bool)(K_c_float_short_6);
  r0[7] = convert_short(K_c_float_short_7);
  r1[7] = convert_short_rte(K_c_float_short_7);
  r2[7] = convert_short_rtz(K_c_float_short_7);
  r3[7] = convert_short_rtp(K_c_float_short_7);
  r4[7] = convert_short_rtn(K_c_float_short_7);
  r5[7] = convert_short_sat(K_c_float_short_7);
  r6[7] = convert_short_sat_rte(K_c_float_short_7);
  r7[7] = convert_short_sat_rtz(K_c_float_short_7);
  r8[7] = convert_short_sat_rtp(K_c_float_short_7);
  r9[7] = convert_short_sat_rtn(K_c_float_short_7);
  vstore2(as_short2(K_c_float_short_7), 7, r10);
  r11[7] = (short)(K_c_float_short_7);
  {
    const short d = K_c_float_short_7;
    r12[7] = d;
  }
  r13[7] = (short)(bool)(K_c_float_short_7);
  r0[8] = convert_short(K_c_float_short_8);
  r1[8] = convert_short_rte(K_c_float_short_8);
  r2[8] = convert_short_rtz(K_c_float_short_8);
  r3[8] = convert_short_rtp(K_c_float_short_8);
  r4[8] = convert_short_rtn(K_c_float_short_8);
  r5[8] = convert_short_sat(K_c_float_short_8);
  r6[8] = convert_short_sat_rte(K_c_float_short_8);
  r7[8] = convert_short_sat_rtz(K_c_float_short_8);
  r8[8] = convert_short_sat_rtp(K_c_float_short_8);
  r9[8] = convert_short_sat_rtn(K_c_float_short_8);
  vstore2(as_short2(K_c_float_short_8), 8, r10);
  r11[8] = (short)(K_c_float_short_8);
  {
    const short d = K_c_float_short_8;
    r12[8] = d;
  }
  r13[8] = (short)(bool)(K_c_float_short_8);
  r0[9] = convert_short(K_c_float_short_9);
  r1[9] = convert_short_rte(K_c_float_short_9);
  r2[9] = convert_short_rtz(K_c_float_short_9);
  r3[9] = convert_short_rtp(K_c_float_short_9);
  r4[9] = convert_short_rtn(K_c_float_short_9);
  r5[9] = convert_short_sat(K_c_float_short_9);
  r6[9] = convert_short_sat_rte(K_c_float_short_9);
  r7[9] = convert_short_sat_rtz(K_c_float_short_9);
  r8[9] = convert_short_sat_rtp(K_c_float_short_9);
  r9[9] = convert_short_sat_rtn(K_c_float_short_9);
  vstore2(as_short2(K_c_float_short_9), 9, r10);
  r11[9] = (short)(K_c_float_short_9);
  {
    const short d = K_c_float_short_9;
    r12[9] = d;
  }
  r13[9] = (short)(bool)(K_c_float_short_9);
  r0[10] = convert_short(K_c_float_short_10);
  r1[10] = convert_short_rte(K_c_float_short_10);
  r2[10] = convert_short_rtz(K_c_float_short_10);
  r3[10] = convert_short_rtp(K_c_float_short_10);
  r4[10] = convert_short_rtn(K_c_float_short_10);
  r5[10] = convert_short_sat(K_c_float_short_10);
  r6[10] = convert_short_sat_rte(K_c_float_short_10);
  r7[10] = convert_short_sat_rtz(K_c_float_short_10);
  r8[10] = convert_short_sat_rtp(K_c_float_short_10);
  r9[10] = convert_short_sat_rtn(K_c_float_short_10);
  vstore2(as_short2(K_c_float_short_10), 10, r10);
  r11[10] = (short)(K_c_float_short_10);
  {
    const short d = K_c_float_short_10;
    r12[10] = d;
  }
  r13[10] = (short)(bool)(K_c_float_short_10);
  r0[11] = convert_short(K_c_float_short_11);
  r1[11] = convert_short_rte(K_c_float_short_11);
  r2[11] = convert_short_rtz(K_c_float_short_11);
  r3[11] = convert_short_rtp(K_c_float_short_11);
  r4[11] = convert_short_rtn(K_c_float_short_11);
  r5[11] = convert_short_sat(K_c_float_short_11);
  r6[11] = convert_short_sat_rte(K_c_float_short_11);
  r7[11] = convert_short_sat_rtz(K_c_float_short_11);
  r8[11] = convert_short_sat_rtp(K_c_float_short_11);
  r9[11] = convert_short_sat_rtn(K_c_float_short_11);
  vstore2(as_short2(K_c_float_short_11), 11, r10);
  r11[11] = (short)(K_c_float_short_11);
  {
    const short d = K_c_float_short_11;
    r12[11] = d;
  }
  r13[11] = (short)(bool)(K_c_float_short_11);
  r0[12] = convert_short(K_c_float_short_12);
  r1[12] = convert_short_rte(K_c_float_short_12);
  r2[12] = convert_short_rtz(K_c_float_short_12);
  r3[12] = convert_short_rtp(K_c_float_short_12);
  r4[12] = convert_short_rtn(K_c_float_short_12);
  r5[12] = convert_short_sat(K_c_float_short_12);
  r6[12] = convert_short_sat_rte(K_c_float_short_12);
  r7[12] = convert_short_sat_rtz(K_c_float_short_12);
  r8[12] = convert_short_sat_rtp(K_c_float_short_12);
  r9[12] = convert_short_sat_rtn(K_c_float_short_12);
  vstore2(as_short2(K_c_float_short_12), 12, r10);
  r11[12] = (short)(K_c_float_short_12);
  {
    const short d = K_c_float_short_12;
    r12[12] = d;
  }
  r13[12] = (short)(bool)(K_c_float_short_12);
  r0[13] = convert_short(K_c_float_short_13);
  r1[13] = convert_short_rte(K_c_float_short_13);
  r2[13] = convert_short_rtz(K_c_float_short_13);
  r3[13] = convert_short_rtp(K_c_float_short_13);
  r4[13] = convert_short_rtn(K_c_float_short_13);
  r5[13] = convert_short_sat(K_c_float_short_13);
  r6[13] = convert_short_sat_rte(K_c_float_short_13);
  r7[13] = convert_short_sat_rtz(K_c_float_short_13);
  r8[13] = convert_short_sat_rtp(K_c_float_short_13);
  r9[13] = convert_short_sat_rtn(K_c_float_short_13);
  vstore2(as_short2(K_c_float_short_13), 13, r10);
  r11[13] = (short)(K_c_float_short_13);
  {
    const short d = K_c_float_short_13;
    r12[13] = d;
  }
  r13[13] = (short)(bool)(K_c_float_short_13);
  r0[14] = convert_short(K_c_float_short_14);
  r1[14] = convert_short_rte(K_c_float_short_14);
  r2[14] = convert_short_rtz(K_c_float_short_14);
  r3[14] = convert_short_rtp(K_c_float_short_14);
  r4[14] = convert_short_rtn(K_c_float_short_14);
  r5[14] = convert_short_sat(K_c_float_short_14);
  r6[14] = convert_short_sat_rte(K_c_float_short_14);
  r7[14] = convert_short_sat_rtz(K_c_float_short_14);
  r8[14] = convert_short_sat_rtp(K_c_float_short_14);
  r9[14] = convert_short_sat_rtn(K_c_float_short_14);
  vstore2(as_short2(K_c_float_short_14), 14, r10);
  r11[14] = (short)(K_c_float_short_14);
  {
    const short d = K_c_float_short_14;
    r12[14] = d;
  }
  r13[14] = (short)(bool)(K_c_float_short_14);
  r0[15] = convert_short(K_c_float_short_15);
  r1[15] = convert_short_rte(K_c_float_short_15);
  r2[15] = convert_short_rtz(K_c_float_short_15);
  r3[15] = convert_short_rtp(K_c_float_short_15);
  r4[15] = convert_short_rtn(K_c_float_short_15);
  r5[15] = convert_short_sat(K_c_float_short_15);
  r6[15] = convert_short_sat_rte(K_c_float_short_15);
  r7[15] = convert_short_sat_rtz(K_c_float_short_15);
  r8[15] = convert_short_sat_rtp(K_c_float_short_15);
  r9[15] = convert_short_sat_rtn(K_c_float_short_15);
  vstore2(as_short2(K_c_float_short_15), 15, r10);
  r11[15] = (short)(K_c_float_short_15);
  {
    const short d = K_c_float_short_15;
    r12[15] = d;
  }
  r13[15] = (short)(bool)(K_c_float_short_15);
  r0[16] = convert_short(K_c_float_short_16);
  r1[16] = convert_short_rte(K_c_float_short_16);
  r2[16] = convert_short_rtz(K_c_float_short_16);
  r3[16] = convert_short_rtp(K_c_float_short_16);
  r4[16] = convert_short_rtn(K_c_float_short_16);
  r5[16] = convert_short_sat(K_c_float_short_16);
  r6[16] = convert_short_sat_rte(K_c_float_short_16);
  r7[16] = convert_short_sat_rtz(K_c_float_short_16);
  r8[16] = convert_short_sat_rtp(K_c_float_short_16);
  r9[16] = convert_short_sat_rtn(K_c_float_short_16);
  vstore2(as_short2(K_c_float_short_16), 16, r10);
  r11[16] = (short)(K_c_float_short_16);
  {
    const short d = K_c_float_short_16;
    r12[16] = d;
  }
  r13[16] = (short)(bool)(K_c_float_short_16);
  r0[17] = convert_short(K_c_float_short_17);
  r1[17] = convert_short_rte(K_c_float_short_17);
  r2[17] = convert_short_rtz(K_c_float_short_17);
  r3[17] = convert_short_rtp(K_c_float_short_17);
  r4[17] = convert_short_rtn(K_c_float_short_17);
  r5[17] = convert_short_sat(K_c_float_short_17);
  r6[17] = convert_short_sat_rte(K_c_float_short_17);
  r7[17] = convert_short_sat_rtz(K_c_float_short_17);
  r8[17] = convert_short_sat_rtp(K_c_float_short_17);
  r9[17] = convert_short_sat_rtn(K_c_float_short_17);
  vstore2(as_short2(K_c_float_short_17), 17, r10);
  r11[17] = (short)(K_c_float_short_17);
  {
    const short d = K_c_float_short_17;
    r12[17] = d;
  }
  r13[17] = (short)(bool)(K_c_float_short_17);
  r0[18] = convert_short(K_c_float_short_18);
  r1[18] = convert_short_rte(K_c_float_short_18);
  r2[18] = convert_short_rtz(K_c_float_short_18);
  r3[18] = convert_short_rtp(K_c_float_short_18);
  r4[18] = convert_short_rtn(K_c_float_short_18);
  r5[18] = convert_short_sat(K_c_float_short_18);
  r6[18] = convert_short_sat_rte(K_c_float_short_18);
  r7[18] = convert_short_sat_rtz(K_c_float_short_18);
  r8[18] = convert_short_sat_rtp(K_c_float_short_18);
  r9[18] = convert_short_sat_rtn(K_c_float_short_18);
  vstore2(as_short2(K_c_float_short_18), 18, r10);
  r11[18] = (short)(K_c_float_short_18);
  {
    const short d = K_c_float_short_18;
    r12[18] = d;
  }
  r13[18] = (short)(bool)(K_c_float_short_18);
  r0[19] = convert_short(K_c_float_short_19);
  r1[19] = convert_short_rte(K_c_float_short_19);
  r2[19] = convert_short_rtz(K_c_float_short_19);
  r3[19] = convert_short_rtp(K_c_float_short_19);
  r4[19] = convert_short_rtn(K_c_float_short_19);
  r5[19] = convert_short_sat(K_c_float_short_19);
  r6[19] = convert_short_sat_rte(K_c_float_short_19);
  r7[19] = convert_short_sat_rtz(K_c_float_short_19);
  r8[19] = convert_short_sat_rtp(K_c_float_short_19);
  r9[19] = convert_short_sat_rtn(K_c_float_short_19);
  vstore2(as_short2(K_c_float_short_19), 19, r10);
  r11[19] = (short)(K_c_float_short_19);
  {
    const short d = K_c_float_short_19;
    r12[19] = d;
  }
  r13[19] = (short)(bool)(K_c_float_short_19);
  r0[20] = convert_short(K_c_float_short_20);
  r1[20] = convert_short_rte(K_c_float_short_20);
  r2[20] = convert_short_rtz(K_c_float_short_20);
  r3[20] = convert_short_rtp(K_c_float_short_20);
  r4[20] = convert_short_rtn(K_c_float_short_20);
  r5[20] = convert_short_sat(K_c_float_short_20);
  r6[20] = convert_short_sat_rte(K_c_float_short_20);
  r7[20] = convert_short_sat_rtz(K_c_float_short_20);
  r8[20] = convert_short_sat_rtp(K_c_float_short_20);
  r9[20] = convert_short_sat_rtn(K_c_float_short_20);
  vstore2(as_short2(K_c_float_short_20), 20, r10);
  r11[20] = (short)(K_c_float_short_20);
  {
    const short d = K_c_float_short_20;
    r12[20] = d;
  }
  r13[20] = (short)(bool)(K_c_float_short_20);
  r0[21] = convert_short(K_c_float_short_21);
  r1[21] = convert_short_rte(K_c_float_short_21);
  r2[21] = convert_short_rtz(K_c_float_short_21);
  r3[21] = convert_short_rtp(K_c_float_short_21);
  r4[21] = convert_short_rtn(K_c_float_short_21);
  r5[21] = convert_short_sat(K_c_float_short_21);
  r6[21] = convert_short_sat_rte(K_c_float_short_21);
  r7[21] = convert_short_sat_rtz(K_c_float_short_21);
  r8[21] = convert_short_sat_rtp(K_c_float_short_21);
  r9[21] = convert_short_sat_rtn(K_c_float_short_21);
  vstore2(as_short2(K_c_float_short_21), 21, r10);
  r11[21] = (short)(K_c_float_short_21);
  {
    const short d = K_c_float_short_21;
    r12[21] = d;
  }
  r13[21] = (short)(bool)(K_c_float_short_21);
  r0[22] = convert_short(K_c_float_short_22);
  r1[22] = convert_short_rte(K_c_float_short_22);
  r2[22] = convert_short_rtz(K_c_float_short_22);
  r3[22] = convert_short_rtp(K_c_float_short_22);
  r4[22] = convert_short_rtn(K_c_float_short_22);
  r5[22] = convert_short_sat(K_c_float_short_22);
  r6[22] = convert_short_sat_rte(K_c_float_short_22);
  r7[22] = convert_short_sat_rtz(K_c_float_short_22);
  r8[22] = convert_short_sat_rtp(K_c_float_short_22);
  r9[22] = convert_short_sat_rtn(K_c_float_short_22);
  vstore2(as_short2(K_c_float_short_22), 22, r10);
  r11[22] = (short)(K_c_float_short_22);
  {
    const short d = K_c_float_short_22;
    r12[22] = d;
  }
  r13[22] = (short)(bool)(K_c_float_short_22);
  r0[23] = convert_short(K_c_float_short_23);
  r1[23] = convert_short_rte(K_c_float_short_23);
  r2[23] = convert_short_rtz(K_c_float_short_23);
  r3[23] = convert_short_rtp(K_c_float_short_23);
  r4[23] = convert_short_rtn(K_c_float_short_23);
  r5[23] = convert_short_sat(K_c_float_short_23);
  r6[23] = convert_short_sat_rte(K_c_float_short_23);
  r7[23] = convert_short_sat_rtz(K_c_float_short_23);
  r8[23] = convert_short_sat_rtp(K_c_float_short_23);
  r9[23] = convert_short_sat_rtn(K_c_float_short_23);
  vstore2(as_short2(K_c_float_short_23), 23, r10);
  r11[23] = (short)(K_c_float_short_23);
  {
    const short d = K_c_float_short_23;
    r12[23] = d;
  }
  r13[23] = (short)(bool)(K_c_float_short_23);
  r0[24] = convert_short(K_c_float_short_24);
  r1[24] = convert_short_rte(K_c_float_short_24);
  r2[24] = convert_short_rtz(K_c_float_short_24);
  r3[24] = convert_short_rtp(K_c_float_short_24);
  r4[24] = convert_short_rtn(K_c_float_short_24);
  r5[24] = convert_short_sat(K_c_float_short_24);
  r6[24] = convert_short_sat_rte(K_c_float_short_24);
  r7[24] = convert_short_sat_rtz(K_c_float_short_24);
  r8[24] = convert_short_sat_rtp(K_c_float_short_24);
  r9[24] = convert_short_sat_rtn(K_c_float_short_24);
  vstore2(as_short2(K_c_float_short_24), 24, r10);
  r11[24] = (short)(K_c_float_short_24);
  {
    const short d = K_c_float_short_24;
    r12[24] = d;
  }
  r13[24] = (short)(bool)(K_c_float_short_24);
  r0[25] = convert_short(K_c_float_short_25);
  r1[25] = convert_short_rte(K_c_float_short_25);
  r2[25] = convert_short_rtz(K_c_float_short_25);
  r3[25] = convert_short_rtp(K_c_float_short_25);
  r4[25] = convert_short_rtn(K_c_float_short_25);
  r5[25] = convert_short_sat(K_c_float_short_25);
  r6[25] = convert_short_sat_rte(K_c_float_short_25);
  r7[25] = convert_short_sat_rtz(K_c_float_short_25);
  r8[25] = convert_short_sat_rtp(K_c_float_short_25);
  r9[25] = convert_short_sat_rtn(K_c_float_short_25);
  vstore2(as_short2(K_c_float_short_25), 25, r10);
  r11[25] = (short)(K_c_float_short_25);
  {
    const short d = K_c_float_short_25;
    r12[25] = d;
  }
  r13[25] = (short)(bool)(K_c_float_short_25);
  r0[26] = convert_short(K_c_float_short_26);
  r1[26] = convert_short_rte(K_c_float_short_26);
  r2[26] = convert_short_rtz(K_c_float_short_26);
  r3[26] = convert_short_rtp(K_c_float_short_26);
  r4[26] = convert_short_rtn(K_c_float_short_26);
  r5[26] = convert_short_sat(K_c_float_short_26);
  r6[26] = convert_short_sat_rte(K_c_float_short_26);
  r7[26] = convert_short_sat_rtz(K_c_float_short_26);
  r8[26] = convert_short_sat_rtp(K_c_float_short_26);
  r9[26] = convert_short_sat_rtn(K_c_float_short_26);
  vstore2(as_short2(K_c_float_short_26), 26, r10);
  r11[26] = (short)(K_c_float_short_26);
  {
    const short d = K_c_float_short_26;
    r12[26] = d;
  }
  r13[26] = (short)(bool)(K_c_float_short_26);
  r0[27] = convert_short(K_c_float_short_27);
  r1[27] = convert_short_rte(K_c_float_short_27);
  r2[27] = convert_short_rtz(K_c_float_short_27);
  r3[27] = convert_short_rtp(K_c_float_short_27);
  r4[27] = convert_short_rtn(K_c_float_short_27);
  r5[27] = convert_short_sat(K_c_float_short_27);
  r6[27] = convert_short_sat_rte(K_c_float_short_27);
  r7[27] = convert_short_sat_rtz(K_c_float_short_27);
  r8[27] = convert_short_sat_rtp(K_c_float_short_27);
  r9[27] = convert_short_sat_rtn(K_c_float_short_27);
  vstore2(as_short2(K_c_float_short_27), 27, r10);
  r11[27] = (short)(K_c_float_short_27);
  {
    const short d = K_c_float_short_27;
    r12[27] = d;
  }
  r13[27] = (short)(bool)(K_c_float_short_27);
  r0[28] = convert_short(K_c_float_short_28);
  r1[28] = convert_short_rte(K_c_float_short_28);
  r2[28] = convert_short_rtz(K_c_float_short_28);
  r3[28] = convert_short_rtp(K_c_float_short_28);
  r4[28] = convert_short_rtn(K_c_float_short_28);
  r5[28] = convert_short_sat(K_c_float_short_28);
  r6[28] = convert_short_sat_rte(K_c_float_short_28);
  r7[28] = convert_short_sat_rtz(K_c_float_short_28);
  r8[28] = convert_short_sat_rtp(K_c_float_short_28);
  r9[28] = convert_short_sat_rtn(K_c_float_short_28);
  vstore2(as_short2(K_c_float_short_28), 28, r10);
  r11[28] = (short)(K_c_float_short_28);
  {
    const short d = K_c_float_short_28;
    r12[28] = d;
  }
  r13[28] = (short)(bool)(K_c_float_short_28);
  r0[29] = convert_short(K_c_float_short_29);
  r1[29] = convert_short_rte(K_c_float_short_29);
  r2[29] = convert_short_rtz(K_c_float_short_29);
  r3[29] = convert_short_rtp(K_c_float_short_29);
  r4[29] = convert_short_rtn(K_c_float_short_29);
  r5[29] = convert_short_sat(K_c_float_short_29);
  r6[29] = convert_short_sat_rte(K_c_float_short_29);
  r7[29] = convert_short_sat_rtz(K_c_float_short_29);
  r8[29] = convert_short_sat_rtp(K_c_float_short_29);
  r9[29] = convert_short_sat_rtn(K_c_float_short_29);
  vstore2(as_short2(K_c_float_short_29), 29, r10);
  r11[29] = (short)(K_c_float_short_29);
  {
    const short d = K_c_float_short_29;
    r12[29] = d;
  }
  r13[29] = (short)(bool)(K_c_float_short_29);
}

#define K_c_float_ushort_0 as_float(0x0u)
#define K_c_float_ushort_1 as_float(0x1u)
#define K_c_float_ushort_2 as_float(0x7fffffu)
#define K_c_float_ushort_3 as_float(0x800000u)
#define K_c_float_ushort_4 as_float(0x3f800000u)
#define K_c_float_ushort_5 as_float(0x3fc00000u)
#define K_c_float_ushort_6 as_float(0x46fffe00u)
#define K_c_float_ushort_7 as_float(0x46ffff00u)
#define K_c_float_ushort_8 as_float(0x47000000u)
#define K_c_float_ushort_9 as_float(0x47000080u)
#define K_c_float_ushort_10 as_float(0x477ff000u)
#define K_c_float_ushort_11 as_float(0x477ff080u)
#define K_c_float_ushort_12 as_float(0x477fff00u)
#define K_c_float_ushort_13 as_float(0x477fff80u)
#define K_c_float_ushort_14 as_float(0x47800000u)
#define K_c_float_ushort_15 as_float(0x47800040u)
#define K_c_float_ushort_16 as_float(0x7f800000u)
#define K_c_float_ushort_17 as_float(0x7f800001u)
#define K_c_float_ushort_18 as_float(0x7fc00000u)
#define K_c_float_ushort_19 as_float(0x80000000u)
#define K_c_float_ushort_20 as_float(0x80000001u)
#define K_c_float_ushort_21 as_float(0x807fffffu)
#define K_c_float_ushort_22 as_float(0x80800000u)
#define K_c_float_ushort_23 as_float(0xbf800000u)
#define K_c_float_ushort_24 as_float(0xbfc00000u)
#define K_c_float_ushort_25 as_float(0xc7000100u)
#define K_c_float_ushort_26 as_float(0xc7000180u)
#define K_c_float_ushort_27 as_float(0xff800000u)
#define K_c_float_ushort_28 as_float(0xff800001u)
#define K_c_float_ushort_29 as_float(0xffc00000u)
__kernel void c_float_ushort(__global ushort* r0, __global ushort* r1, __global ushort* r2, __global ushort* r3, __global ushort* r4, __global ushort* r5, __global ushort* r6, __global ushort* r7, __global ushort* r8, __global ushort* r9, __global ushort* r10, __global ushort* r11, __global ushort* r12, __global ushort* r13) {
  r0[0] = convert_ushort(K_c_float_ushort_0);
  r1[0] = convert_ushort_rte(K_c_float_ushort_0);
  r2[0] = convert_ushort_rtz(K_c_float_ushort_0);
  r3[0] = convert_ushort_rtp(K_c_float_ushort_0);
  r4[0] = convert_ushort_rtn(K_c_float_ushort_0);
  r5[0] = convert_ushort_sat(K_c_float_ushort_0);
  r6[0] = convert_ushort_sat_rte(K_c_float_ushort_0);
  r7[0] = convert_ushort_sat_rtz(K_c_float_ushort_0);
  r8[0] = convert_ushort_sat_rtp(K_c_float_ushort_0);
  r9[0] = convert_ushort_sat_rtn(K_c_float_ushort_0);
  vstore2(as_ushort2(K_c_float_ushort_0), 0, r10);
  r11[0] = (ushort)(K_c_float_ushort_0);
  {
    const ushort d = K_c_float_ushort_0;
    r12[0] = d;
  }
  r13[0] = (ushort)(bool)(K_c_float_ushort_0);
  r0[1] = convert_ushort(K_c_float_ushort_1);
  r1[1] = convert_ushort_rte(K_c_float_ushort_1);
  r2[1] = convert_ushort_rtz(K_c_float_ushort_1);
  r3[1] = convert_ushort_rtp(K_c_float_ushort_1);
  r4[1] = convert_ushort_rtn(K_c_float_ushort_1);
  r5[1] = convert_ushort_sat(K_c_float_ushort_1);
  r6[1] = convert_ushort_sat_rte(K_c_float_ushort_1);
  r7[1] = convert_ushort_sat_rtz(K_c_float_ushort_1);
  r8[1] = convert_ushort_sat_rtp(K_c_float_ushort_1);
  r9[1] = convert_ushort_sat_rtn(K_c_float_ushort_1);
  vstore2(as_ushort2(K_c_float_ushort_1), 1, r10);
  r11[1] = (ushort)(K_c_float_ushort_1);
  {
    const ushort d = K_c_float_ushort_1;
    r12[1] = d;
  }
  r13[1] = (ushort)(bool)(K_c_float_ushort_1);
  r0[2] = convert_ushort(K_c_float_ushort_2);
  r1[2] = convert_ushort_rte(K_c_float_ushort_2);
  r2[2] = convert_ushort_rtz(K_c_float_ushort_2);
  r3[2] = convert_ushort_rtp(K_c_float_ushort_2);
  r4[2] = convert_ushort_rtn(K_c_float_ushort_2);
  r5[2] = convert_ushort_sat(K_c_float_ushort_2);
  r6[2] = convert_ushort_sat_rte(K_c_float_ushort_2);
  r7[2] = convert_ushort_sat_rtz(K_c_float_ushort_2);
  r8[2] = convert_ushort_sat_rtp(K_c_float_ushort_2);
  r9[2] = convert_ushort_sat_rtn(K_c_float_ushort_2);
  vstore2(as_ushort2(K_c_float_ushort_2), 2, r10);
  r11[2] = (ushort)(K_c_float_ushort_2);
  {
    const ushort d = K_c_float_ushort_2;
    r12[2] = d;
  }
  r13[2] = (ushort)(bool)(K_c_float_ushort_2);
  r0[3] = convert_ushort(K_c_float_ushort_3);
  r1[3] = convert_ushort_rte(K_c_float_ushort_3);
  r2[3] = convert_ushort_rtz(K_c_float_ushort_3);
  r3[3] = convert_ushort_rtp(K_c_float_ushort_3);
  r4[3] = convert_ushort_rtn(K_c_float_ushort_3);
  r5[3] = convert_ushort_sat(K_c_float_ushort_3);
  r6[3] = convert_ushort_sat_rte(K_c_float_ushort_3);
  r7[3] = convert_ushort_sat_rtz(K_c_float_ushort_3);
  r8[3] = convert_ushort_sat_rtp(K_c_float_ushort_3);
  r9[3] = convert_ushort_sat_rtn(K_c_float_ushort_3);
  vstore2(as_ushort2(K_c_float_ushort_3), 3, r10);
  r11[3] = (ushort)(K_c_float_ushort_3);
  {
    const ushort d = K_c_float_ushort_3;
    r12[3] = d;
  }
  r13[3] = (ushort)(bool)(K_c_float_ushort_3);
  r0[4] = convert_ushort(K_c_float_ushort_4);
  r1[4] = convert_ushort_rte(K_c_float_ushort_4);
  r2[4] = convert_ushort_rtz(K_c_float_ushort_4);
  r3[4] = convert_ushort_rtp(K_c_float_ushort_4);
  r4[4] = convert_ushort_rtn(K_c_float_ushort_4);
  r5[4] = convert_ushort_sat(K_c_float_ushort_4);
  r6[4] = convert_ushort_sat_rte(K_c_float_ushort_4);
  r7[4] = convert_ushort_sat_rtz(K_c_float_ushort_4);
  r8[4] = convert_ushort_sat_rtp(K_c_float_ushort_4);
  r9[4] = convert_ushort_sat_rtn(K_c_float_ushort_4);
  vstore2(as_ushort2(K_c_float_ushort_4), 4, r10);
  r11[4] = (ushort)(K_c_float_ushort_4);
  {
    const ushort d = K_c_float_ushort_4;
    r12[4] = d;
  }
  r13[4] = (ushort)(bool)(K_c_float_ushort_4);
  r0[5] = convert_ushort(K_c_float_ushort_5);
  r1[5] = convert_ushort_rte(K_c_float_ushort_5);
  r2[5] = convert_ushort_rtz(K_c_float_ushort_5);
  r3[5] = convert_ushort_rtp(K_c_float_ushort_5);
  r4[5] = convert_ushort_rtn(K_c_float_ushort_5);
  r5[5] = convert_ushort_sat(K_c_float_ushort_5);
  r6[5] = convert_ushort_sat_rte(K_c_float_ushort_5);
  r7[5] = convert_ushort_sat_rtz(K_c_float_ushort_5);
  r8[5] = convert_ushort_sat_rtp(K_c_float_ushort_5);
  r9[5] = convert_ushort_sat_rtn(K_c_float_ushort_5);
  vstore2(as_ushort2(K_c_float_ushort_5), 5, r10);
  r11[5] = (ushort)(K_c_float_ushort_5);
  {
    const ushort d = K_c_float_ushort_5;
    r12[5] = d;
  }
  r13[5] = (ushort)(bool)(K_c_float_ushort_5);
  r0[6] = convert_ushort(K_c_float_ushort_6);
  r1[6] = convert_ushort_rte(K_c_float_ushort_6);
  r2[6] = convert_ushort_rtz(K_c_float_ushort_6);
  r3[6] = convert_ushort_rtp(K_c_float_ushort_6);
  r4[6] = convert_ushort_rtn(K_c_float_ushort_6);
  r5[6] = convert_ushort_sat(K_c_float_ushort_6);
  r6[6] = convert_ushort_sat_rte(K_c_float_ushort_6);
  r7[6] = convert_ushort_sat_rtz(K_c_float_ushort_6);
  r8[6] = convert_ushort_sat_rtp(K_c_float_ushort_6);
  r9[6] = convert_ushort_sat_rtn(K_c_float_ushort_6);
  vstore2(as_ushort2(K_c_float_ushort_6), 6, r10);
  r11[6] = (ushort)(K_c_float_ushort_6);
  {
    const ushort d = K_c_float_ushort_6;
    r12[6] = d;
  }
  r13[6] = (ushort)(bool)(K_c_float_ushort_6);
  r0[7] = convert_ushort(K_c_float_ushort_7);
  r1[7] = convert_ushort_rte(K_c_float_ushort_7);
  r2[7] = convert_ushort_rtz(K_c_float_ushort_7);
  r3[7] = convert_ushort_rtp(K_c_float_ushort_7);
  r4[7] = convert_ushort_rtn(K_c_float_ushort_7);
  r5[7] = convert_ushort_sat(K_c_float_ushort_7);
  r6[7] = convert_ushort_sat_rte(K_c_float_ushort_7);
  r7[7] = convert_ushort_sat_rtz(K_c_float_ushort_7);
  r8[7] = convert_ushort_sat_rtp(K_c_float_ushort_7);
  r9[7] = convert_ushort_sat_rtn(K_c_float_ushort_7);
  vstore2(as_ushort2(K_c_float_ushort_7), 7, r10);
  r11[7] = (ushort)(K_c_float_ushort_7);
  {
    const ushort d = K_c_float_ushort_7;
    r12[7] = d;
  }
  r13[7] = (ushort)(bool)(K_c_float_ushort_7);
  r0[8] = convert_ushort(K_c_float_ushort_8);
  r1[8] = convert_ushort_rte(K_c_float_ushort_8);
  r2[8] = convert_ushort_rtz(K_c_float_ushort_8);
  r3[8] = convert_ushort_rtp(K_c_float_ushort_8);
  r4[8] = convert_ushort_rtn(K_c_float_ushort_8);
  r5[8] = convert_ushort_sat(K_c_float_ushort_8);
  r6[8] = convert_ushort_sat_rte(K_c_float_ushort_8);
  r7[8] = convert_ushort_sat_rtz(K_c_float_ushort_8);
  r8[8] = convert_ushort_sat_rtp(K_c_float_ushort_8);
  r9[8] = convert_ushort_sat_rtn(K_c_float_ushort_8);
  vstore2(as_ushort2(K_c_float_ushort_8), 8, r10);
  r11[8] = (ushort)(K_c_float_ushort_8);
  {
    const ushort d = K_c_float_ushort_8;
    r12[8] = d;
  }
  r13[8] = (ushort)(bool)(K_c_float_ushort_8);
  r0[9] = convert_ushort(K_c_float_ushort_9);
  r1[9] = convert_ushort_rte(K_c_float_ushort_9);
  r2[9] = convert_ushort_rtz(K_c_float_ushort_9);
  r3[9] = convert_ushort_rtp(K_c_float_ushort_9);
  r4[9] = convert_ushort_rtn(K_c_float_ushort_9);
  r5[9] = convert_ushort_sat(K_c_float_ushort_9);
  r6[9] = convert_ushort_sat_rte(K_c_float_ushort_9);
  r7[9] = convert_ushort_sat_rtz(K_c_float_ushort_9);
  r8[9] = convert_ushort_sat_rtp(K_c_float_ushort_9);
  r9[9] = convert_ushort_sat_rtn(K_c_float_ushort_9);
  vstore2(as_ushort2(K_c_float_ushort_9), 9, r10);
  r11[9] = (ushort)(K_c_float_ushort_9);
  {
    const ushort d = K_c_float_ushort_9;
    r12[9] = d;
  }
  r13[9] = (ushort)(bool)(K_c_float_ushort_9);
  r0[10] = convert_ushort(K_c_float_ushort_10);
  r1[10] = convert_ushort_rte(K_c_float_ushort_10);
  r2[10] = convert_ushort_rtz(K_c_float_ushort_10);
  r3[10] = convert_ushort_rtp(K_c_float_ushort_10);
  r4[10] = convert_ushort_rtn(K_c_float_ushort_10);
  r5[10] = convert_ushort_sat(K_c_float_ushort_10);
  r6[10] = convert_ushort_sat_rte(K_c_float_ushort_10);
  r7[10] = convert_ushort_sat_rtz(K_c_float_ushort_10);
  r8[10] = convert_ushort_sat_rtp(K_c_float_ushort_10);
  r9[10] = convert_ushort_sat_rtn(K_c_float_ushort_10);
  vstore2(as_ushort2(K_c_float_ushort_10), 10, r10);
  r11[10] = (ushort)(K_c_float_ushort_10);
  {
    const ushort d = K_c_float_ushort_10;
    r12[10] = d;
  }
  r13[10] = (ushort)(bool)(K_c_float_ushort_10);
  r0[11] = convert_ushort(K_c_float_ushort_11);
  r1[11] = convert_ushort_rte(K_c_float_ushort_11);
  r2[11] = convert_ushort_rtz(K_c_float_ushort_11);
  r3[11] = convert_ushort_rtp(K_c_float_ushort_11);
  r4[11] = convert_ushort_rtn(K_c_float_ushort_11);
  r5[11] = convert_ushort_sat(K_c_float_ushort_11);
  r6[11] = convert_ushort_sat_rte(K_c_float_ushort_11);
  r7[11] = convert_ushort_sat_rtz(K_c_float_ushort_11);
  r8[11] = convert_ushort_sat_rtp(K_c_float_ushort_11);
  r9[11] = convert_ushort_sat_rtn(K_c_float_ushort_11);
  vstore2(as_ushort2(K_c_float_ushort_11), 11, r10);
  r11[11] = (ushort)(K_c_float_ushort_11);
  {
    const ushort d = K_c_float_ushort_11;
    r12[11] = d;
  }
  r13[11] = (ushort)(bool)(K_c_float_ushort_11);
  r0[12] = convert_ushort(K_c_float_ushort_12);
  r1[12] = convert_ushort_rte(K_c_float_ushort_12);
  r2[12] = convert_ushort_rtz(K_c_float_ushort_12);
  r3[12] = convert_ushort_rtp(K_c_float_ushort_12);
  r4[12] = convert_ushort_rtn(K_c_float_ushort_12);
  r5[12] = convert_ushort_sat(K_c_float_ushort_12);
  r6[12] = convert_ushort_sat_rte(K_c_float_ushort_12);
  r7[12] = convert_ushort_sat_rtz(K_c_float_ushort_12);
  r8[12] = convert_ushort_sat_rtp(K_c_float_ushort_12);
  r9[12] = convert_ushort_sat_rtn(K_c_float_ushort_12);
  vstore2(as_ushort2(K_c_float_ushort_12), 12, r10);
  r11[12] = (ushort)(K_c_float_ushort_12);
  {
    const ushort d = K_c_float_ushort_12;
    r12[12] = d;
  }
  r13[12] = (ushort)(bool)(K_c_float_ushort_12);
  r0[13] = convert_ushort(K_c_float_ushort_13);
  r1[13] = convert_ushort_rte(K_c_float_ushort_13);
  r2[13] = convert_ushort_rtz(K_c_float_ushort_13);
  r3[13] = convert_ushort_rtp(K_c_float_ushort_13);
  r4[13] = convert_ushort_rtn(K_c_float_ushort_13);
  r5[13] = convert_ushort_sat(K_c_float_ushort_13);
  r6[13] = convert_ushort_sat_rte(K_c_float_ushort_13);
  r7[13] = convert_ushort_sat_rtz(K_c_float_ushort_13);
  r8[13] = convert_ushort_sat_rtp(K_c_float_ushort_13);
  r9[13] = convert_ushort_sat_rtn(K_c_float_ushort_13);
  vstore2(as_ushort2(K_c_float_ushort_13), 13, r10);
  r11[13] = (ushort)(K_c_float_ushort_13);
  {
    const ushort d = K_c_float_ushort_13;
    r12[13] = d;
  }
  r13[13] = (ushort)(bool)(K_c_float_ushort_13);
  r0[14] = convert_ushort(K_c_float_ushort_14);
  r1[14] = convert_ushort_rte(K_c_float_ushort_14);
  r2[14] = convert_ushort_rtz(K_c_float_ushort_14);
  r3[14] = convert_ushort_rtp(K_c_float_ushort_14);
  r4[14] = convert_ushort_rtn(K_c_float_ushort_14);
  r5[14] = convert_ushort_sat(K_c_float_ushort_14);
  r6[14] = convert_ushort_sat_rte(K_c_float_ushort_14);
  r7[14] = convert_ushort_sat_rtz(K_c_float_ushort_14);
  r8[14] = convert_ushort_sat_rtp(K_c_float_ushort_14);
  r9[14] = convert_ushort_sat_rtn(K_c_float_ushort_14);
  vstore2(as_ushort2(K_c_float_ushort_14), 14, r10);
  r11[14] = (ushort)(K_c_float_ushort_14);
  {
    const ushort d = K_c_float_ushort_14;
    r12[14] = d;
  }
  r13[14] = (ushort)(bool)(K_c_float_ushort_14);
  r0[15] = convert_ushort(K_c_float_ushort_15);
  r1[15] = convert_ushort_rte(K_c_float_ushort_15);
  r2[15] = convert_ushort_rtz(K_c_float_ushort_15);
  r3[15] = convert_ushort_rtp(K_c_float_ushort_15);
  r4[15] = convert_ushort_rtn(K_c_float_ushort_15);
  r5[15] = convert_ushort_sat(K_c_float_ushort_15);
  r6[15] = convert_ushort_sat_rte(K_c_float_ushort_15);
  r7[15] = convert_ushort_sat_rtz(K_c_float_ushort_15);
  r8[15] = convert_ushort_sat_rtp(K_c_float_ushort_15);
  r9[15] = convert_ushort_sat_rtn(K_c_float_ushort_15);
  vstore2(as_ushort2(K_c_float_ushort_15), 15, r10);
  r11[15] = (ushort)(K_c_float_ushort_15);
  {
    const ushort d = K_c_float_ushort_15;
    r12[15] = d;
  }
  r13[15] = (ushort)(bool)(K_c_float_ushort_15);
  r0[16] = convert_ushort(K_c_float_ushort_16);
  r1[16] = convert_ushort_rte(K_c_float_ushort_16);
  r2[16] = convert_ushort_rtz(K_c_float_ushort_16);
  r3[16] = convert_ushort_rtp(K_c_float_ushort_16);
  r4[16] = convert_ushort_rtn(K_c_float_ushort_16);
  r5[16] = convert_ushort_sat(K_c_float_ushort_16);
  r6[16] = convert_ushort_sat_rte(K_c_float_ushort_16);
  r7[16] = convert_ushort_sat_rtz(K_c_float_ushort_16);
  r8[16] = convert_ushort_sat_rtp(K_c_float_ushort_16);
  r9[16] = convert_ushort_sat_rtn(K_c_float_ushort_16);
  vstore2(as_ushort2(K_c_float_ushort_16), 16, r10);
  r11[16] = (ushort)(K_c_float_ushort_16);
  {
    const ushort d = K_c_float_ushort_16;
    r12[16] = d;
  }
  r13[16] = (ushort)(bool)(K_c_float_ushort_16);
  r0[17] = convert_ushort(K_c_float_ushort_17);
  r1[17] = convert_ushort_rte(K_c_float_ushort_17);
  r2[17] = convert_ushort_rtz(K_c_float_ushort_17);
  r3[17] = convert_ushort_rtp(K_c_float_ushort_17);
  r4[17] = convert_ushort_rtn(K_c_float_ushort_17);
  r5[17] = convert_ushort_sat(K_c_float_ushort_17);
  r6[17] = convert_ushort_sat_rte(K_c_float_ushort_17);
  r7[17] = convert_ushort_sat_rtz(K_c_float_ushort_17);
  r8[17] = convert_ushort_sat_rtp(K_c_float_ushort_17);
  r9[17] = convert_ushort_sat_rtn(K_c_float_ushort_17);
  vstore2(as_ushort2(K_c_float_ushort_17), 17, r10);
  r11[17] = (ushort)(K_c_float_ushort_17);
  {
    const ushort d = K_c_float_ushort_17;
    r12[17] = d;
  }
  r13[17] = (ushort)(bool)(K_c_float_ushort_17);
  r0[18] = convert_ushort(K_c_float_ushort_18);
  r1[18] = convert_ushort_rte(K_c_float_ushort_18);
  r2[18] = convert_ushort_rtz(K_c_float_ushort_18);
  r3[18] = convert_ushort_rtp(K_c_float_ushort_18);
  r4[18] = convert_ushort_rtn(K_c_float_ushort_18);
  r5[18] = convert_ushort_sat(K_c_float_ushort_18);
  r6[18] = convert_ushort_sat_rte(K_c_float_ushort_18);
  r7[18] = convert_ushort_sat_rtz(K_c_float_ushort_18);
  r8[18] = convert_ushort_sat_rtp(K_c_float_ushort_18);
  r9[18] = convert_ushort_sat_rtn(K_c_float_ushort_18);
  vstore2(as_ushort2(K_c_float_ushort_18), 18, r10);
  r11[18] = (ushort)(K_c_float_ushort_18);
  {
    const ushort d = K_c_float_ushort_18;
    r12[18] = d;
  }
  r13[18] = (ushort)(bool)(K_c_float_ushort_18);
  r0[19] = convert_ushort(K_c_float_ushort_19);
  r1[19] = convert_ushort_rte(K_c_float_ushort_19);
  r2[19] = convert_ushort_rtz(K_c_float_ushort_19);
  r3[19] = convert_ushort_rtp(K_c_float_ushort_19);
  r4[19] = convert_ushort_rtn(K_c_float_ushort_19);
  r5[19] = convert_ushort_sat(K_c_float_ushort_19);
  r6[19] = convert_ushort_sat_rte(K_c_float_ushort_19);
  r7[19] = convert_ushort_sat_rtz(K_c_float_ushort_19);
  r8[19] = convert_ushort_sat_rtp(K_c_float_ushort_19);
  r9[19] = convert_ushort_sat_rtn(K_c_float_ushort_19);
  vstore2(as_ushort2(K_c_float_ushort_19), 19, r10);
  r11[19] = (ushort)(K_c_float_ushort_19);
  {
    const ushort d = K_c_float_ushort_19;
    r12[19] = d;
  }
  r13[19] = (ushort)(bool)(K_c_float_ushort_19);
  r0[20] = convert_ushort(K_c_float_ushort_20);
  r1[20] = convert_ushort_rte(K_c_float_ushort_20);
  r2[20] = convert_ushort_rtz(K_c_float_ushort_20);
  r3[20] = convert_ushort_rtp(K_c_float_ushort_20);
  r4[20] = convert_ushort_rtn(K_c_float_ushort_20);
  r5[20] = convert_ushort_sat(K_c_float_ushort_20);
  r6[20] = convert_ushort_sat_rte(K_c_float_ushort_20);
  r7[20] = convert_ushort_sat_rtz(K_c_float_ushort_20);
  r8[20] = convert_ushort_sat_rtp(K_c_float_ushort_20);
  r9[20] = convert_ushort_sat_rtn(K_c_float_ushort_20);
  vstore2(as_ushort2(K_c_float_ushort_20), 20, r10);
  r11[20] = (ushort)(K_c_float_ushort_20);
  {
    const ushort d = K_c_float_ushort_20;
    r12[20] = d;
  }
  r13[20] = (ushort)(bool)(K_c_float_ushort_20);
  r0[21] = convert_ushort(K_c_float_ushort_21);
  r1[21] = convert_ushort_rte(K_c_float_ushort_21);
  r2[21] = convert_ushort_rtz(K_c_float_ushort_21);
  r3[21] = convert_ushort_rtp(K_c_float_ushort_21);
  r4[21] = convert_ushort_rtn(K_c_float_ushort_21);
  r5[21] = convert_ushort_sat(K_c_float_ushort_21);
  r6[21] = convert_ushort_sat_rte(K_c_float_ushort_21);
  r7[21] = convert_ushort_sat_rtz(K_c_float_ushort_21);
  r8[21] = convert_ushort_sat_rtp(K_c_float_ushort_21);
  r9[21] = convert_ushort_sat_rtn(K_c_float_ushort_21);
  vstore2(as_ushort2(K_c_float_ushort_21), 21, r10);
  r11[21] = (ushort)(K_c_float_ushort_21);
  {
    const ushort d = K_c_float_ushort_21;
    r12[21] = d;
  }
  r13[21] = (ushort)(bool)(K_c_float_ushort_21);
  r0[22] = convert_ushort(K_c_float_ushort_22);
  r1[22] = convert_ushort_rte(K_c_float_ushort_22);
  r2[22] = convert_ushort_rtz(K_c_float_ushort_22);
  r3[22] = convert_ushort_rtp(K_c_float_ushort_22);
  r4[22] = convert_ushort_rtn(K_c_float_ushort_22);
  r5[22] = convert_ushort_sat(K_c_float_ushort_22);
  r6[22] = convert_ushort_sat_rte(K_c_float_ushort_22);
  r7[22] = convert_ushort_sat_rtz(K_c_float_ushort_22);
  r8[22] = convert_ushort_sat_rtp(K_c_float_ushort_22);
  r9[22] = convert_ushort_sat_rtn(K_c_float_ushort_22);
  vstore2(as_ushort2(K_c_float_ushort_22), 22, r10);
  r11[22] = (ushort)(K_c_float_ushort_22);
  {
    const ushort d = K_c_float_ushort_22;
    r12[22] = d;
  }
  r13[22] = (ushort)(bool)(K_c_float_ushort_22);
  r0[23] = convert_ushort(K_c_float_ushort_23);
  r1[23] = convert_ushort_rte(K_c_float_ushort_23);
  r2[23] = convert_ushort_rtz(K_c_float_ushort_23);
  r3[23] = convert_ushort_rtp(K_c_float_ushort_23);
  r4[23] = convert_ushort_rtn(K_c_float_ushort_23);
  r5[23] = convert_ushort_sat(K_c_float_ushort_23);
  r6[23] = convert_ushort_sat_rte(K_c_float_ushort_23);
  r7[23] = convert_ushort_sat_rtz(K_c_float_ushort_23);
  r8[23] = convert_ushort_sat_rtp(K_c_float_ushort_23);
  r9[23] = convert_ushort_sat_rtn(K_c_float_ushort_23);
  vstore2(as_ushort2(K_c_float_ushort_23), 23, r10);
  r11[23] = (ushort)(K_c_float_ushort_23);
  {
    const ushort d = K_c_float_ushort_23;
    r12[23] = d;
  }
  r13[23] = (ushort)(bool)(K_c_float_ushort_23);
  r0[24] = convert_ushort(K_c_float_ushort_24);
  r1[24] = convert_ushort_rte(K_c_float_ushort_24);
  r2[24] = convert_ushort_rtz(K_c_float_ushort_24);
  r3[24] = convert_ushort_rtp(K_c_float_ushort_24);
  r4[24] = convert_ushort_rtn(K_c_float_ushort_24);
  r5[24] = convert_ushort_sat(K_c_float_ushort_24);
  r6[24] = convert_ushort_sat_rte(K_c_float_ushort_24);
  r7[24] = convert_ushort_sat_rtz(K_c_float_ushort_24);
  r8[24] = convert_ushort_sat_rtp(K_c_float_ushort_24);
  r9[24] = convert_ushort_sat_rtn(K_c_float_ushort_24);
  vstore2(as_ushort2(K_c_float_ushort_24), 24, r10);
  r11[24] = (ushort)(K_c_float_ushort_24);
  {
    const ushort d = K_c_float_ushort_24;
    r12[24] = d;
  }
  r13[24] = (ushort)(bool)(K_c_float_ushort_24);
  r0[25] = convert_ushort(K_c_float_ushort_25);
  r1[25] = convert_ushort_rte(K_c_float_ushort_25);
  r2[25] = convert_ushort_rtz(K_c_float_ushort_25);
  r3[25] = convert_ushort_rtp(K_c_float_ushort_25);
  r4[25] = convert_ushort_rtn(K_c_float_ushort_25);
  r5[25] = convert_ushort_sat(K_c_float_ushort_25);
  r6[25] = convert_ushort_sat_rte(K_c_float_ushort_25);
  r7[25] = convert_ushort_sat_rtz(K_c_float_ushort_25);
  r8[25] = convert_ushort_sat_rtp(K_c_float_ushort_25);
  r9[25] = convert_ushort_sat_rtn(K_c_float_ushort_25);
  vstore2(as_ushort2(K_c_float_ushort_25), 25, r10);
  r11[25] = (ushort)(K_c_float_ushort_25);
  {
    const ushort d = K_c_float_ushort_25;
    r12[25] = d;
  }
  r13[25] = (ushort)(bool)(K_c_float_ushort_25);
  r0[26] = convert_ushort(K_c_float_ushort_26);
  r1[26] = convert_ushort_rte(K_c_float_ushort_26);
  r2[26] = convert_ushort_rtz(K_c_float_ushort_26);
  r3[26] = convert_ushort_rtp(K_c_float_ushort_26);
  r4[26] = convert_ushort_rtn(K_c_float_ushort_26);
  r5[26] = convert_ushort_sat(K_c_float_ushort_26);
  r6[26] = convert_ushort_sat_rte(K_c_float_ushort_26);
  r7[26] = convert_ushort_sat_rtz(K_c_float_ushort_26);
  r8[26] = convert_ushort_sat_rtp(K_c_float_ushort_26);
  r9[26] = convert_ushort_sat_rtn(K_c_float_ushort_26);
  vstore2(as_ushort2(K_c_float_ushort_26), 26, r10);
  r11[26] = (ushort)(K_c_float_ushort_26);
  {
    const ushort d = K_c_float_ushort_26;
    r12[26] = d;
  }
  r13[26] = (ushort)(bool)(K_c_float_ushort_26);
  r0[27] = convert_ushort(K_c_float_ushort_27);
  r1[27] = convert_ushort_rte(K_c_float_ushort_27);
  r2[27] = convert_ushort_rtz(K_c_float_ushort_27);
  r3[27] = convert_ushort_rtp(K_c_float_ushort_27);
  r4[27] = convert_ushort_rtn(K_c_float_ushort_27);
  r5[27] = convert_ushort_sat(K_c_float_ushort_27);
  r6[27] = convert_ushort_sat_rte(K_c_float_ushort_27);
  r7[27] = convert_ushort_sat_rtz(K_c_float_ushort_27);
  r8[27] = convert_ushort_sat_rtp(K_c_float_ushort_27);
  r9[27] = convert_ushort_sat_rtn(K_c_float_ushort_27);
  vstore2(as_ushort2(K_c_float_ushort_27), 27, r10);
  r11[27] = (ushort)(K_c_float_ushort_27);
  {
    const ushort d = K_c_float_ushort_27;
    r12[27] = d;
  }
  r13[27] = (ushort)(bool)(K_c_float_ushort_27);
  r0[28] = convert_ushort(K_c_float_ushort_28);
  r1[28] = convert_ushort_rte(K_c_float_ushort_28);
  r2[28] = convert_ushort_rtz(K_c_float_ushort_28);
  r3[28] = convert_ushort_rtp(K_c_float_ushort_28);
  r4[28] = convert_ushort_rtn(K_c_float_ushort_28);
  r5[28] = convert_ushort_sat(K_c_float_ushort_28);
  r6[28] = convert_ushort_sat_rte(K_c_float_ushort_28);
  r7[28] = convert_ushort_sat_rtz(K_c_float_ushort_28);
  r8[28] = convert_ushort_sat_rtp(K_c_float_ushort_28);
  r9[28] = convert_ushort_sat_rtn(K_c_float_ushort_28);
  vstore2(as_ushort2(K_c_float_ushort_28), 28, r10);
  r11[28] = (ushort)(K_c_float_ushort_28);
  {
    const ushort d = K_c_float_ushort_28;
    r12[28] = d;
  }
  r13[28] = (ushort)(bool)(K_c_float_ushort_28);
  r0[29] = convert_ushort(K_c_float_ushort_29);
  r1[29] = convert_ushort_rte(K_c_float_ushort_29);
  r2[29] = convert_ushort_rtz(K_c_float_ushort_29);
  r3[29] = convert_ushort_rtp(K_c_float_ushort_29);
  r4[29] = convert_ushort_rtn(K_c_float_ushort_29);
  r5[29] = convert_ushort_sat(K_c_float_ushort_29);
  r6[29] = convert_ushort_sat_rte(K_c_float_ushort_29);
  r7[29] = convert_ushort_sat_rtz(K_c_float_ushort_29);
  r8[29] = convert_ushort_sat_rtp(K_c_float_ushort_29);
  r9[29] = convert_ushort_sat_rtn(K_c_float_ushort_29);
  vstore2(as_ushort2(K_c_float_ushort_29), 29, r10);
  r11[29] = (ushort)(K_c_float_ushort_29);
  {
    const ushort d = K_c_float_ushort_29;
    r12[29] = d;
  }
  r13[29] = (ushort)(bool)(K_c_float_ushort_29);
}

#define K_c_float_int_0 as_float(0x0u)
#define K_c_float_int_1 as_float(0x1u)
#define K_c_float_int_2 as_float(0x7fffffu)
#define K_c_float_int_3 as_float(0x800000u)
#define K_c_float_int_4 as_float(0x3f800000u)
#define K_c_float_int_5 as_float(0x3fc00000u)
#define K_c_float_int_6 as_float(0x4effffffu)
#define K_c_float_int_7 as_float(0x4f000000u)
#define K_c_float_int_8 as_float(0x4f000001u)
#define K_c_float_int_9 as_float(0x4f7fffffu)
#define K_c_float_int_10 as_float(0x4f800000u)
#define K_c_float_int_11 as_float(0x4f800001u)
#define K_c_float_int_12 as_float(0x7f800000u)
#define K_c_float_int_13 as_float(0x7f800001u)
#define K_c_float_int_14 as_float(0x7fc00000u)
#define K_c_float_int_15 as_float(0x80000000u)
#define K_c_float_int_16 as_float(0x80000001u)
#define K_c_float_int_17 as_float(0x807fffffu)
#define K_c_float_int_18 as_float(0x80800000u)
#define K_c_float_int_19 as_float(0xbf800000u)
#define K_c_float_int_20 as_float(0xbfc00000u)
#define K_c_float_int_21 as_float(0xcf000000u)
#define K_c_float_int_22 as_float(0xcf000001u)
#define K_c_float_int_23 as_float(0xff800000u)
#define K_c_float_int_24 as_float(0xff800001u)
#define K_c_float_int_25 as_float(0xffc00000u)
__kernel void c_float_int(__global int* r0, __global int* r1, __global int* r2, __global int* r3, __global int* r4, __global int* r5, __global int* r6, __global int* r7, __global int* r8, __global int* r9, __global int* r10, __global int* r11, __global int* r12, __global int* r13) {
  r0[0] = convert_int(K_c_float_int_0);
  r1[0] = convert_int_rte(K_c_float_int_0);
  r2[0] = convert_int_rtz(K_c_float_int_0);
  r3[0] = convert_int_rtp(K_c_float_int_0);
  r4[0] = convert_int_rtn(K_c_float_int_0);
  r5[0] = convert_int_sat(K_c_float_int_0);
  r6[0] = convert_int_sat_rte(K_c_float_int_0);
  r7[0] = convert_int_sat_rtz(K_c_float_int_0);
  r8[0] = convert_int_sat_rtp(K_c_float_int_0);
  r9[0] = convert_int_sat_rtn(K_c_float_int_0);
  r10[0] = as_int(K_c_float_int_0);
  r11[0] = (int)(K_c_float_int_0);
  {
    const int d = K_c_float_int_0;
    r12[0] = d;
  }
  r13[0] = (int)(bool)(K_c_float_int_0);
  r0[1] = convert_int(K_c_float_int_1);
  r1[1] = convert_int_rte(K_c_float_int_1);
  r2[1] = convert_int_rtz(K_c_float_int_1);
  r3[1] = convert_int_rtp(K_c_float_int_1);
  r4[1] = convert_int_rtn(K_c_float_int_1);
  r5[1] = convert_int_sat(K_c_float_int_1);
  r6[1] = convert_int_sat_rte(K_c_float_int_1);
  r7[1] = convert_int_sat_rtz(K_c_float_int_1);
  r8[1] = convert_int_sat_rtp(K_c_float_int_1);
  r9[1] = convert_int_sat_rtn(K_c_float_int_1);
  r10[1] = as_int(K_c_float_int_1);
  r11[1] = (int)(K_c_float_int_1);
  {
    const int d = K_c_float_int_1;
    r12[1] = d;
  }
  r13[1] = (int)(bool)(K_c_float_int_1);
  r0[2] = convert_int(K_c_float_int_2);
  r1[2] = convert_int_rte(K_c_float_int_2);
  r2[2] = convert_int_rtz(K_c_float_int_2);
  r3[2] = convert_int_rtp(K_c_float_int_2);
  r4[2] = convert_int_rtn(K_c_float_int_2);
  r5[2] = convert_int_sat(K_c_float_int_2);
  r6[2] = convert_int_sat_rte(K_c_float_int_2);
  r7[2] = convert_int_sat_rtz(K_c_float_int_2);
  r8[2] = convert_int_sat_rtp(K_c_float_int_2);
  r9[2] = convert_int_sat_rtn(K_c_float_int_2);
  r10[2] = as_int(K_c_float_int_2);
  r11[2] = (int)(K_c_float_int_2);
  {
    const int d = K_c_float_int_2;
    r12[2] = d;
  }
  r13[2] = (int)(bool)(K_c_float_int_2);
  r0[3] = convert_int(K_c_float_int_3);
  r1[3] = convert_int_rte(K_c_float_int_3);
  r2[3] = convert_int_rtz(K_c_float_int_3);
  r3[3] = convert_int_rtp(K_c_float_int_3);
  r4[3] = convert_int_rtn(K_c_float_int_3);
  r5[3] = convert_int_sat(K_c_float_int_3);
  r6[3] = convert_int_sat_rte(K_c_float_int_3);
  r7[3] = convert_int_sat_rtz(K_c_float_int_3);
  r8[3] = convert_int_sat_rtp(K_c_float_int_3);
  r9[3] = convert_int_sat_rtn(K_c_float_int_3);
  r10[3] = as_int(K_c_float_int_3);
  r11[3] = (int)(K_c_float_int_3);
  {
    const int d = K_c_float_int_3;
    r12[3] = d;
  }
  r13[3] = (int)(bool)(K_c_float_int_3);
  r0[4] = convert_int(K_c_float_int_4);
  r1[4] = convert_int_rte(K_c_float_int_4);
  r2[4] = convert_int_rtz(K_c_float_int_4);
  r3[4] = convert_int_rtp(K_c_float_int_4);
  r4[4] = convert_int_rtn(K_c_float_int_4);
  r5[4] = convert_int_sat(K_c_float_int_4);
  r6[4] = convert_int_sat_rte(K_c_float_int_4);
  r7[4] = convert_int_sat_rtz(K_c_float_int_4);
  r8[4] = convert_int_sat_rtp(K_c_float_int_4);
  r9[4] = convert_int_sat_rtn(K_c_float_int_4);
  r10[4] = as_int(K_c_float_int_4);
  r11[4] = (int)(K_c_float_int_4);
  {
    const int d = K_c_float_int_4;
    r12[4] = d;
  }
  r13[4] = (int)(bool)(K_c_float_int_4);
  r0[5] = convert_int(K_c_float_int_5);
  r1[5] = convert_int_rte(K_c_float_int_5);
  r2[5] = convert_int_rtz(K_c_float_int_5);
  r3[5] = convert_int_rtp(K_c_float_int_5);
  r4[5] = convert_int_rtn(K_c_float_int_5);
  r5[5] = convert_int_sat(K_c_float_int_5);
  r6[5] = convert_int_sat_rte(K_c_float_int_5);
  r7[5] = convert_int_sat_rtz(K_c_float_int_5);
  r8[5] = convert_int_sat_rtp(K_c_float_int_5);
  r9[5] = convert_int_sat_rtn(K_c_float_int_5);
  r10[5] = as_int(K_c_float_int_5);
  r11[5] = (int)(K_c_float_int_5);
  {
    const int d = K_c_float_int_5;
    r12[5] = d;
  }
  r13[5] = (int)(bool)(K_c_float_int_5);
  r0[6] = convert_int(K_c_float_int_6);
  r1[6] = convert_int_rte(K_c_float_int_6);
  r2[6] = convert_int_rtz(K_c_float_int_6);
  r3[6] = convert_int_rtp(K_c_float_int_6);
  r4[6] = convert_int_rtn(K_c_float_int_6);
  r5[6] = convert_int_sat(K_c_float_int_6);
  r6[6] = convert_int_sat_rte(K_c_float_int_6);
  r7[6] = convert_int_sat_rtz(K_c_float_int_6);
  r8[6] = convert_int_sat_rtp(K_c_float_int_6);
  r9[6] = convert_int_sat_rtn(K_c_float_int_6);
  r10[6] = as_int(K_c_float_int_6);
  r11[6] = (int)(K_c_float_int_6);
  {
    const int d = K_c_float_int_6;
    r12[6] = d;
  }
  r13[6] = (int)(bool)(K_c_float_int_6);
  r0[7] = convert_int(K_c_float_int_7);
  r1[7] = convert_int_rte(K_c_float_int_7);
  r2[7] = convert_int_rtz(K_c_float_int_7);
  r3[7] = convert_int_rtp(K_c_float_int_7);
  r4[7] = convert_int_rtn(K_c_float_int_7);
  r5[7] = convert_int_sat(K_c_float_int_7);
  r6[7] = convert_int_sat_rte(K_c_float_int_7);
  r7[7] = convert_int_sat_rtz(K_c_float_int_7);
  r8[7] = convert_int_sat_rtp(K_c_float_int_7);
  r9[7] = convert_int_sat_rtn(K_c_float_int_7);
  r10[7] = as_int(K_c_float_int_7);
  r11[7] = (int)(K_c_float_int_7);
  {
    const int d = K_c_float_int_7;
    r12[7] = d;
  }
  r13[7] = (int)(bool)(K_c_float_int_7);
  r0[8] = convert_int(K_c_float_int_8);
  r1[8] = convert_int_rte(K_c_float_int_8);
  r2[8] = convert_int_rtz(K_c_float_int_8);
  r3[8] = convert_int_rtp(K_c_float_int_8);
  r4[8] = convert_int_rtn(K_c_float_int_8);
  r5[8] = convert_int_sat(K_c_float_int_8);
  r6[8] = convert_int_sat_rte(K_c_float_int_8);
  r7[8] = convert_int_sat_rtz(K_c_float_int_8);
  r8[8] = convert_int_sat_rtp(K_c_float_int_8);
  r9[8] = convert_int_sat_rtn(K_c_float_int_8);
  r10[8] = as_int(K_c_float_int_8);
  r11[8] = (int)(K_c_float_int_8);
  {
    const int d = K_c_float_int_8;
    r12[8] = d;
  }
  r13[8] = (int)(bool)(K_c_float_int_8);
  r0[9] = convert_int(K_c_float_int_9);
  r1[9] = convert_int_rte(K_c_float_int_9);
  r2[9] = convert_int_rtz(K_c_float_int_9);
  r3[9] = convert_int_rtp(K_c_float_int_9);
  r4[9] = convert_int_rtn(K_c_float_int_9);
  r5[9] = convert_int_sat(K_c_float_int_9);
  r6[9] = convert_int_sat_rte(K_c_float_int_9);
  r7[9] = convert_int_sat_rtz(K_c_float_int_9);
  r8[9] = convert_int_sat_rtp(K_c_float_int_9);
  r9[9] = convert_int_sat_rtn(K_c_float_int_9);
  r10[9] = as_int(K_c_float_int_9);
  r11[9] = (int)(K_c_float_int_9);
  {
    const int d = K_c_float_int_9;
    r12[9] = d;
  }
  r13[9] = (int)(bool)(K_c_float_int_9);
  r0[10] = convert_int(K_c_float_int_10);
  r1[10] = convert_int_rte(K_c_float_int_10);
  r2[10] = convert_int_rtz(K_c_float_int_10);
  r3[10] = convert_int_rtp(K_c_float_int_10);
  r4[10] = convert_int_rtn(K_c_float_int_10);
  r5[10] = convert_int_sat(K_c_float_int_10);
  r6[10] = convert_int_sat_rte(K_c_float_int_10);
  r7[10] = convert_int_sat_rtz(K_c_float_int_10);
  r8[10] = convert_int_sat_rtp(K_c_float_int_10);
  r9[10] = convert_int_sat_rtn(K_c_float_int_10);
  r10[10] = as_int(K_c_float_int_10);
  r11[10] = (int)(K_c_float_int_10);
  {
    const int d = K_c_float_int_10;
    r12[10] = d;
  }
  r13[10] = (int)(bool)(K_c_float_int_10);
  r0[11] = convert_int(K_c_float_int_11);
  r1[11] = convert_int_rte(K_c_float_int_11);
  r2[11] = convert_int_rtz(K_c_float_int_11);
  r3[11] = convert_int_rtp(K_c_float_int_11);
  r4[11] = convert_int_rtn(K_c_float_int_11);
  r5[11] = convert_int_sat(K_c_float_int_11);
  r6[11] = convert_int_sat_rte(K_c_float_int_11);
  r7[11] = convert_int_sat_rtz(K_c_float_int_11);
  r8[11] = convert_int_sat_rtp(K_c_float_int_11);
  r9[11] = convert_int_sat_rtn(K_c_float_int_11);
  r10[11] = as_int(K_c_float_int_11);
  r11[11] = (int)(K_c_float_int_11);
  {
    const int d = K_c_float_int_11;
    r12[11] = d;
  }
  r13[11] = (int)(bool)(K_c_float_int_11);
  r0[12] = convert_int(K_c_float_int_12);
  r1[12] = convert_int_rte(K_c_float_int_12);
  r2[12] = convert_int_rtz(K_c_float_int_12);
  r3[12] = convert_int_rtp(K_c_float_int_12);
  r4[12] = convert_int_rtn(K_c_float_int_12);
  r5[12] = convert_int_sat(K_c_float_int_12);
  r6[12] = convert_int_sat_rte(K_c_float_int_12);
  r7[12] = convert_int_sat_rtz(K_c_float_int_12);
  r8[12] = convert_int_sat_rtp(K_c_float_int_12);
  r9[12] = convert_int_sat_rtn(K_c_float_int_12);
  r10[12] = as_int(K_c_float_int_12);
  r11[12] = (int)(K_c_float_int_12);
  {
    const int d = K_c_float_int_12;
    r12[12] = d;
  }
  r13[12] = (int)(bool)(K_c_float_int_12);
  r0[13] = convert_int(K_c_float_int_13);
  r1[13] = convert_int_rte(K_c_float_int_13);
  r2[13] = convert_int_rtz(K_c_float_int_13);
  r3[13] = convert_int_rtp(K_c_float_int_13);
  r4[13] = convert_int_rtn(K_c_float_int_13);
  r5[13] = convert_int_sat(K_c_float_int_13);
  r6[13] = convert_int_sat_rte(K_c_float_int_13);
  r7[13] = convert_int_sat_rtz(K_c_float_int_13);
  r8[13] = convert_int_sat_rtp(K_c_float_int_13);
  r9[13] = convert_int_sat_rtn(K_c_float_int_13);
  r10[13] = as_int(K_c_float_int_13);
  r11[13] = (int)(K_c_float_int_13);
  {
    const int d = K_c_float_int_13;
    r12[13] = d;
  }
  r13[13] = (int)(bool)(K_c_float_int_13);
  r0[14] = convert_int(K_c_float_int_14);
  r1[14] = convert_int_rte(K_c_float_int_14);
  r2[14] = convert_int_rtz(K_c_float_int_14);
  r3[14] = convert_int_rtp(K_c_float_int_14);
  r4[14] = convert_int_rtn(K_c_float_int_14);
  r5[14] = convert_int_sat(K_c_float_int_14);
  r6[14] = convert_int_sat_rte(K_c_float_int_14);
  r7[14] = convert_int_sat_rtz(K_c_float_int_14);
  r8[14] = convert_int_sat_rtp(K_c_float_int_14);
  r9[14] = convert_int_sat_rtn(K_c_float_int_14);
  r10[14] = as_int(K_c_float_int_14);
  r11[14] = (int)(K_c_float_int_14);
  {
    const int d = K_c_float_int_14;
    r12[14] = d;
  }
  r13[14] = (int)(bool)(K_c_float_int_14);
  r0[15] = convert_int(K_c_float_int_15);
  r1[15] = convert_int_rte(K_c_float_int_15);
  r2[15] = convert_int_rtz(K_c_float_int_15);
  r3[15] = convert_int_rtp(K_c_float_int_15);
  r4[15] = convert_int_rtn(K_c_float_int_15);
  r5[15] = convert_int_sat(K_c_float_int_15);
  r6[15] = convert_int_sat_rte(K_c_float_int_15);
  r7[15] = convert_int_sat_rtz(K_c_float_int_15);
  r8[15] = convert_int_sat_rtp(K_c_float_int_15);
  r9[15] = convert_int_sat_rtn(K_c_float_int_15);
  r10[15] = as_int(K_c_float_int_15);
  r11[15] = (int)(K_c_float_int_15);
  {
    const int d = K_c_float_int_15;
    r12[15] = d;
  }
  r13[15] = (int)(bool)(K_c_float_int_15);
  r0[16] = convert_int(K_c_float_int_16);
  r1[16] = convert_int_rte(K_c_float_int_16);
  r2[16] = convert_int_rtz(K_c_float_int_16);
  r3[16] = convert_int_rtp(K_c_float_int_16);
  r4[16] = convert_int_rtn(K_c_float_int_16);
  r5[16] = convert_int_sat(K_c_float_int_16);
  r6[16] = convert_int_sat_rte(K_c_float_int_16);
  r7[16] = convert_int_sat_rtz(K_c_float_int_16);
  r8[16] = convert_int_sat_rtp(K_c_float_int_16);
  r9[16] = convert_int_sat_rtn(K_c_float_int_16);
  r10[16] = as_int(K_c_float_int_16);
  r11[16] = (int)(K_c_float_int_16);
  {
    const int d = K_c_float_int_16;
    r12[16] = d;
  }
  r13[16] = (int)(bool)(K_c_float_int_16);
  r0[17] = convert_int(K_c_float_int_17);
  r1[17] = convert_int_rte(K_c_float_int_17);
  r2[17] = convert_int_rtz(K_c_float_int_17);
  r3[17] = convert_int_rtp(K_c_float_int_17);
  r4[17] = convert_int_rtn(K_c_float_int_17);
  r5[17] = convert_int_sat(K_c_float_int_17);
  r6[17] = convert_int_sat_rte(K_c_float_int_17);
  r7[17] = convert_int_sat_rtz(K_c_float_int_17);
  r8[17] = convert_int_sat_rtp(K_c_float_int_17);
  r9[17] = convert_int_sat_rtn(K_c_float_int_17);
  r10[17] = as_int(K_c_float_int_17);
  r11[17] = (int)(K_c_float_int_17);
  {
    const int d = K_c_float_int_17;
    r12[17] = d;
  }
  r13[17] = (int)(bool)(K_c_float_int_17);
  r0[18] = convert_int(K_c_float_int_18);
  r1[18] = convert_int_rte(K_c_float_int_18);
  r2[18] = convert_int_rtz(K_c_float_int_18);
  r3[18] = convert_int_rtp(K_c_float_int_18);
  r4[18] = convert_int_rtn(K_c_float_int_18);
  r5[18] = convert_int_sat(K_c_float_int_18);
  r6[18] = convert_int_sat_rte(K_c_float_int_18);
  r7[18] = convert_int_sat_rtz(K_c_float_int_18);
  r8[18] = convert_int_sat_rtp(K_c_float_int_18);
  r9[18] = convert_int_sat_rtn(K_c_float_int_18);
  r10[18] = as_int(K_c_float_int_18);
  r11[18] = (int)(K_c_float_int_18);
  {
    const int d = K_c_float_int_18;
    r12[18] = d;
  }
  r13[18] = (int)(bool)(K_c_float_int_18);
  r0[19] = convert_int(K_c_float_int_19);
  r1[19] = convert_int_rte(K_c_float_int_19);
  r2[19] = convert_int_rtz(K_c_float_int_19);
  r3[19] = convert_int_rtp(K_c_float_int_19);
  r4[19] = convert_int_rtn(K_c_float_int_19);
  r5[19] = convert_int_sat(K_c_float_int_19);
  r6[19] = convert_int_sat_rte(K_c_float_int_19);
  r7[19] = convert_int_sat_rtz(K_c_float_int_19);
  r8[19] = convert_int_sat_rtp(K_c_float_int_19);
  r9[19] = convert_int_sat_rtn(K_c_float_int_19);
  r10[19] = as_int(K_c_float_int_19);
  r11[19] = (int)(K_c_float_int_19);
  {
    const int d = K_c_float_int_19;
    r12[19] = d;
  }
  r13[19] = (int)(bool)(K_c_float_int_19);
  r0[20] = convert_int(K_c_float_int_20);
  r1[20] = convert_int_rte(K_c_float_int_20);
  r2[20] = convert_int_rtz(K_c_float_int_20);
  r3[20] = convert_int_rtp(K_c_float_int_20);
  r4[20] = convert_int_rtn(K_c_float_int_20);
  r5[20] = convert_int_sat(K_c_float_int_20);
  r6[20] = convert_int_sat_rte(K_c_float_int_20);
  r7[20] = convert_int_sat_rtz(K_c_float_int_20);
  r8[20] = convert_int_sat_rtp(K_c_float_int_20);
  r9[20] = convert_int_sat_rtn(K_c_float_int_20);
  r10[20] = as_int(K_c_float_int_20);
  r11[20] = (int)(K_c_float_int_20);
  {
    const int d = K_c_float_int_20;
    r12[20] = d;
  }
  r13[20] = (int)(bool)(K_c_float_int_20);
  r0[21] = convert_int(K_c_float_int_21);
  r1[21] = convert_int_rte(K_c_float_int_21);
  r2[21] = convert_int_rtz(K_c_float_int_21);
  r3[21] = convert_int_rtp(K_c_float_int_21);
  r4[21] = convert_int_rtn(K_c_float_int_21);
  r5[21] = convert_int_sat(K_c_float_int_21);
  r6[21] = convert_int_sat_rte(K_c_float_int_21);
  r7[21] = convert_int_sat_rtz(K_c_float_int_21);
  r8[21] = convert_int_sat_rtp(K_c_float_int_21);
  r9[21] = convert_int_sat_rtn(K_c_float_int_21);
  r10[21] = as_int(K_c_float_int_21);
  r11[21] = (int)(K_c_float_int_21);
  {
    const int d = K_c_float_int_21;
    r12[21] = d;
  }
  r13[21] = (int)(bool)(K_c_float_int_21);
  r0[22] = convert_int(K_c_float_int_22);
  r1[22] = convert_int_rte(K_c_float_int_22);
  r2[22] = convert_int_rtz(K_c_float_int_22);
  r3[22] = convert_int_rtp(K_c_float_int_22);
  r4[22] = convert_int_rtn(K_c_float_int_22);
  r5[22] = convert_int_sat(K_c_float_int_22);
  r6[22] = convert_int_sat_rte(K_c_float_int_22);
  r7[22] = convert_int_sat_rtz(K_c_float_int_22);
  r8[22] = convert_int_sat_rtp(K_c_float_int_22);
  r9[22] = convert_int_sat_rtn(K_c_float_int_22);
  r10[22] = as_int(K_c_float_int_22);
  r11[22] = (int)(K_c_float_int_22);
  {
    const int d = K_c_float_int_22;
    r12[22] = d;
  }
  r13[22] = (int)(bool)(K_c_float_int_22);
  r0[23] = convert_int(K_c_float_int_23);
  r1[23] = convert_int_rte(K_c_float_int_23);
  r2[23] = convert_int_rtz(K_c_float_int_23);
  r3[23] = convert_int_rtp(K_c_float_int_23);
  r4[23] = convert_int_rtn(K_c_float_int_23);
  r5[23] = convert_int_sat(K_c_float_int_23);
  r6[23] = convert_int_sat_rte(K_c_float_int_23);
  r7[23] = convert_int_sat_rtz(K_c_float_int_23);
  r8[23] = convert_int_sat_rtp(K_c_float_int_23);
  r9[23] = convert_int_sat_rtn(K_c_float_int_23);
  r10[23] = as_int(K_c_float_int_23);
  r11[23] = (int)(K_c_float_int_23);
  {
    const int d = K_c_float_int_23;
    r12[23] = d;
  }
  r13[23] = (int)(bool)(K_c_float_int_23);
  r0[24] = convert_int(K_c_float_int_24);
  r1[24] = convert_int_rte(K_c_float_int_24);
  r2[24] = convert_int_rtz(K_c_float_int_24);
  r3[24] = convert_int_rtp(K_c_float_int_24);
  r4[24] = convert_int_rtn(K_c_float_int_24);
  r5[24] = convert_int_sat(K_c_float_int_24);
  r6[24] = convert_int_sat_rte(K_c_float_int_24);
  r7[24] = convert_int_sat_rtz(K_c_float_int_24);
  r8[24] = convert_int_sat_rtp(K_c_float_int_24);
  r9[24] = convert_int_sat_rtn(K_c_float_int_24);
  r10[24] = as_int(K_c_float_int_24);
  r11[24] = (int)(K_c_float_int_24);
  {
    const int d = K_c_float_int_24;
    r12[24] = d;
  }
  r13[24] = (int)(bool)(K_c_float_int_24);
  r0[25] = convert_int(K_c_float_int_25);
  r1[25] = convert_int_rte(K_c_float_int_25);
  r2[25] = convert_int_rtz(K_c_float_int_25);
  r3[25] = convert_int_rtp(K_c_float_int_25);
  r4[25] = convert_int_rtn(K_c_float_int_25);
  r5[25] = convert_int_sat(K_c_float_int_25);
  r6[25] = convert_int_sat_rte(K_c_float_int_25);
  r7[25] = convert_int_sat_rtz(K_c_float_int_25);
  r8[25] = convert_int_sat_rtp(K_c_float_int_25);
  r9[25] = convert_int_sat_rtn(K_c_float_int_25);
  r10[25] = as_int(K_c_float_int_25);
  r11[25] = (int)(K_c_float_int_25);
  {
    const int d = K_c_float_int_25;
    r12[25] = d;
  }
  r13[25] = (int)(bool)(K_c_float_int_25);
}

#define K_c_float_uint_0 as_float(0x0u)
#define K_c_float_uint_1 as_float(0x1u)
#define K_c_float_uint_2 as_float(0x7fffffu)
#define K_c_float_uint_3 as_float(0x800000u)
#define K_c_float_uint_4 as_float(0x3f800000u)
#define K_c_float_uint_5 as_float(0x3fc00000u)
#define K_c_float_uint_6 as_float(0x4effffffu)
#define K_c_float_uint_7 as_float(0x4f000000u)
#define K_c_float_uint_8 as_float(0x4f000001u)
#define K_c_float_uint_9 as_float(0x4f7fffffu)
#define K_c_float_uint_10 as_float(0x4f800000u)
#define K_c_float_uint_11 as_float(0x4f800001u)
#define K_c_float_uint_12 as_float(0x7f800000u)
#define K_c_float_uint_13 as_float(0x7f800001u)
#define K_c_float_uint_14 as_float(0x7fc00000u)
#define K_c_float_uint_15 as_float(0x80000000u)
#define K_c_float_uint_16 as_float(0x80000001u)
#define K_c_float_uint_17 as_float(0x807fffffu)
#define K_c_float_uint_18 as_float(0x80800000u)
#define K_c_float_uint_19 as_float(0xbf800000u)
#define K_c_float_uint_20 as_float(0xbfc00000u)
#define K_c_float_uint_21 as_float(0xcf000000u)
#define K_c_float_uint_22 as_float(0xcf000001u)
#define K_c_float_uint_23 as_float(0xff800000u)
#define K_c_float_uint_24 as_float(0xff800001u)
#define K_c_float_uint_25 as_float(0xffc00000u)
__kernel void c_float_uint(__global uint* r0, __global uint* r1, __global uint* r2, __global uint* r3, __global uint* r4, __global uint* r5, __global uint* r6, __global uint* r7, __global uint* r8, __global uint* r9, __global uint* r10, __global uint* r11, __global uint* r12, __global uint* r13) {
  r0[0] = convert_uint(K_c_float_uint_0);
  r1[0] = convert_uint_rte(K_c_float_uint_0);
  r2[0] = convert_uint_rtz(K_c_float_uint_0);
  r3[0] = convert_uint_rtp(K_c_float_uint_0);
  r4[0] = convert_uint_rtn(K_c_float_uint_0);
  r5[0] = convert_uint_sat(K_c_float_uint_0);
  r6[0] = convert_uint_sat_rte(K_c_float_uint_0);
  r7[0] = convert_uint_sat_rtz(K_c_float_uint_0);
  r8[0] = convert_uint_sat_rtp(K_c_float_uint_0);
  r9[0] = convert_uint_sat_rtn(K_c_float_uint_0);
  r10[0] = as_uint(K_c_float_uint_0);
  r11[0] = (uint)(K_c_float_uint_0);
  {
    const uint d = K_c_float_uint_0;
    r12[0] = d;
  }
  r13[0] = (uint)(bool)(K_c_float_uint_0);
  r0[1] = convert_uint(K_c_float_uint_1);
  r1[1] = convert_uint_rte(K_c_float_uint_1);
  r2[1] = convert_uint_rtz(K_c_float_uint_1);
  r3[1] = convert_uint_rtp(K_c_float_uint_1);
  r4[1] = convert_uint_rtn(K_c_float_uint_1);
  r5[1] = convert_uint_sat(K_c_float_uint_1);
  r6[1] = convert_uint_sat_rte(K_c_float_uint_1);
  r7[1] = convert_uint_sat_rtz(K_c_float_uint_1);
  r8[1] = convert_uint_sat_rtp(K_c_float_uint_1);
  r9[1] = convert_uint_sat_rtn(K_c_float_uint_1);
  r10[1] = as_uint(K_c_float_uint_1);
  r11[1] = (uint)(K_c_float_uint_1);
  {
    const uint d = K_c_float_uint_1;
    r12[1] = d;
  }
  r13[1] = (uint)(bool)(K_c_float_uint_1);
  r0[2] = convert_uint(K_c_float_uint_2);
  r1[2] = convert_uint_rte(K_c_float_uint_2);
  r2[2] = convert_uint_rtz(K_c_float_uint_2);
  r3[2] = convert_uint_rtp(K_c_float_uint_2);
  r4[2] = convert_uint_rtn(K_c_float_uint_2);
  r5[2] = convert_uint_sat(K_c_float_uint_2);
  r6[2] = convert_uint_sat_rte(K_c_float_uint_2);
  r7[2] = convert_uint_sat_rtz(K_c_float_uint_2);
  r8[2] = convert_uint_sat_rtp(K_c_float_uint_2);
  r9[2] = convert_uint_sat_rtn(K_c_float_uint_2);
  r10[2] = as_uint(K_c_float_uint_2);
  r11[2] = (uint)(K_c_float_uint_2);
  {
    const uint d = K_c_float_uint_2;
    r12[2] = d;
  }
  r13[2] = (uint)(bool)(K_c_float_uint_2);
  r0[3] = convert_uint(K_c_float_uint_3);
  r1[3] = convert_uint_rte(K_c_float_uint_3);
  r2[3] = convert_uint_rtz(K_c_float_uint_3);
  r3[3] = convert_uint_rtp(K_c_float_uint_3);
  r4[3] = convert_uint_rtn(K_c_float_uint_3);
  r5[3] = convert_uint_sat(K_c_float_uint_3);
  r6[3] = convert_uint_sat_rte(K_c_float_uint_3);
  r7[3] = convert_uint_sat_rtz(K_c_float_uint_3);
  r8[3] = convert_uint_sat_rtp(K_c_float_uint_3);
  r9[3] = convert_uint_sat_rtn(K_c_float_uint_3);
  r10[3] = as_uint(K_c_float_uint_3);
  r11[3] = (uint)(K_c_float_uint_3);
  {
    const uint d = K_c_float_uint_3;
    r12[3] = d;
  }
  r13[3] = (uint)(bool)(K_c_float_uint_3);
  r0[4] = convert_uint(K_c_float_uint_4);
  r1[4] = convert_uint_rte(K_c_float_uint_4);
  r2[4] = convert_uint_rtz(K_c_float_uint_4);
  r3[4] = convert_uint_rtp(K_c_float_uint_4);
  r4[4] = convert_uint_rtn(K_c_float_uint_4);
  r5[4] = convert_uint_sat(K_c_float_uint_4);
  r6[4] = convert_uint_sat_rte(K_c_float_uint_4);
  r7[4] = convert_uint_sat_rtz(K_c_float_uint_4);
  r8[4] = convert_uint_sat_rtp(K_c_float_uint_4);
  r9[4] = convert_uint_sat_rtn(K_c_float_uint_4);
  r10[4] = as_uint(K_c_float_uint_4);
  r11[4] = (uint)(K_c_float_uint_4);
  {
    const uint d = K_c_float_uint_4;
    r12[4] = d;
  }
  r13[4] = (uint)(bool)(K_c_float_uint_4);
  r0[5] = convert_uint(K_c_float_uint_5);
  r1[5] = convert_uint_rte(K_c_float_uint_5);
  r2[5] = convert_uint_rtz(K_c_float_uint_5);
  r3[5] = convert_uint_rtp(K_c_float_uint_5);
  r4[5] = convert_uint_rtn(K_c_float_uint_5);
  r5[5] = convert_uint_sat(K_c_float_uint_5);
  r6[5] = convert_uint_sat_rte(K_c_float_uint_5);
  r7[5] = convert_uint_sat_rtz(K_c_float_uint_5);
  r8[5] = convert_uint_sat_rtp(K_c_float_uint_5);
  r9[5] = convert_uint_sat_rtn(K_c_float_uint_5);
  r10[5] = as_uint(K_c_float_uint_5);
  r11[5] = (uint)(K_c_float_uint_5);
  {
    const uint d = K_c_float_uint_5;
    r12[5] = d;
  }
  r13[5] = (uint)(bool)(K_c_float_uint_5);
  r0[6] = convert_uint(K_c_float_uint_6);
  r1[6] = convert_uint_rte(K_c_float_uint_6);
  r2[6] = convert_uint_rtz(K_c_float_uint_6);
  r3[6] = convert_uint_rtp(K_c_float_uint_6);
  r4[6] = convert_uint_rtn(K_c_float_uint_6);
  r5[6] = convert_uint_sat(K_c_float_uint_6);
  r6[6] = convert_uint_sat_rte(K_c_float_uint_6);
  r7[6] = convert_uint_sat_rtz(K_c_float_uint_6);
  r8[6] = convert_uint_sat_rtp(K_c_float_uint_6);
  r9[6] = convert_uint_sat_rtn(K_c_float_uint_6);
  r10[6] = as_uint(K_c_float_uint_6);
  r11[6] = (uint)(K_c_float_uint_6);
  {
    const uint d = K_c_float_uint_6;
    r12[6] = d;
  }
  r13[6] = (uint)(bool)(K_c_float_uint_6);
  r0[7] = convert_uint(K_c_float_uint_7);
  r1[7] = convert_uint_rte(K_c_float_uint_7);
  r2[7] = convert_uint_rtz(K_c_float_uint_7);
  r3[7] = convert_uint_rtp(K_c_float_uint_7);
  r4[7] = convert_uint_rtn(K_c_float_uint_7);
  r5[7] = convert_uint_sat(K_c_float_uint_7);
  r6[7] = convert_uint_sat_rte(K_c_float_uint_7);
  r7[7] = convert_uint_sat_rtz(K_c_float_uint_7);
  r8[7] = convert_uint_sat_rtp(K_c_float_uint_7);
  r9[7] = convert_uint_sat_rtn(K_c_float_uint_7);
  r10[7] = as_uint(K_c_float_uint_7);
  r11[7] = (uint)(K_c_float_uint_7);
  {
    const uint d = K_c_float_uint_7;
    r12[7] = d;
  }
  r13[7] = (uint)(bool)(K_c_float_uint_7);
  r0[8] = convert_uint(K_c_float_uint_8);
  r1[8] = convert_uint_rte(K_c_float_uint_8);
  r2[8] = convert_uint_rtz(K_c_float_uint_8);
  r3[8] = convert_uint_rtp(K_c_float_uint_8);
  r4[8] = convert_uint_rtn(K_c_float_uint_8);
  r5[8] = convert_uint_sat(K_c_float_uint_8);
  r6[8] = convert_uint_sat_rte(K_c_float_uint_8);
  r7[8] = convert_uint_sat_rtz(K_c_float_uint_8);
  r8[8] = convert_uint_sat_rtp(K_c_float_uint_8);
  r9[8] = convert_uint_sat_rtn(K_c_float_uint_8);
  r10[8] = as_uint(K_c_float_uint_8);
  r11[8] = (uint)(K_c_float_uint_8);
  {
    const uint d = K_c_float_uint_8;
    r12[8] = d;
  }
  r13[8] = (uint)(bool)(K_c_float_uint_8);
  r0[9] = convert_uint(K_c_float_uint_9);
  r1[9] = convert_uint_rte(K_c_float_uint_9);
  r2[9] = convert_uint_rtz(K_c_float_uint_9);
  r3[9] = convert_uint_rtp(K_c_float_uint_9);
  r4[9] = convert_uint_rtn(K_c_float_uint_9);
  r5[9] = convert_uint_sat(K_c_float_uint_9);
  r6[9] = convert_uint_sat_rte(K_c_float_uint_9);
  r7[9] = convert_uint_sat_rtz(K_c_float_uint_9);
  r8[9] = convert_uint_sat_rtp(K_c_float_uint_9);
  r9[9] = convert_uint_sat_rtn(K_c_float_uint_9);
  r10[9] = as_uint(K_c_float_uint_9);
  r11[9] = (uint)(K_c_float_uint_9);
  {
    const uint d = K_c_float_uint_9;
    r12[9] = d;
  }
  r13[9] = (uint)(bool)(K_c_float_uint_9);
  r0[10] = convert_uint(K_c_float_uint_10);
  r1[10] = convert_uint_rte(K_c_float_uint_10);
  r2[10] = convert_uint_rtz(K_c_float_uint_10);
  r3[10] = convert_uint_rtp(K_c_float_uint_10);
  r4[10] = convert_uint_rtn(K_c_float_uint_10);
  r5[10] = convert_uint_sat(K_c_float_uint_10);
  r6[10] = convert_uint_sat_rte(K_c_float_uint_10);
  r7[10] = convert_uint_sat_rtz(K_c_float_uint_10);
  r8[10] = convert_uint_sat_rtp(K_c_float_uint_10);
  r9[10] = convert_uint_sat_rtn(K_c_float_uint_10);
  r10[10] = as_uint(K_c_float_uint_10);
  r11[10] = (uint)(K_c_float_uint_10);
  {
    const uint d = K_c_float_uint_10;
    r12[10] = d;
  }
  r13[10] = (uint)(bool)(K_c_float_uint_10);
  r0[11] = convert_uint(K_c_float_uint_11);
  r1[11] = convert_uint_rte(K_c_float_uint_11);
  r2[11] = convert_uint_rtz(K_c_float_uint_11);
  r3[11] = convert_uint_rtp(K_c_float_uint_11);
  r4[11] = convert_uint_rtn(K_c_float_uint_11);
  r5[11] = convert_uint_sat(K_c_float_uint_11);
  r6[11] = convert_uint_sat_rte(K_c_float_uint_11);
  r7[11] = convert_uint_sat_rtz(K_c_float_uint_11);
  r8[11] = convert_uint_sat_rtp(K_c_float_uint_11);
  r9[11] = convert_uint_sat_rtn(K_c_float_uint_11);
  r10[11] = as_uint(K_c_float_uint_11);
  r11[11] = (uint)(K_c_float_uint_11);
  {
    const uint d = K_c_float_uint_11;
    r12[11] = d;
  }
  r13[11] = (uint)(bool)(K_c_float_uint_11);
  r0[12] = convert_uint(K_c_float_uint_12);
  r1[12] = convert_uint_rte(K_c_float_uint_12);
  r2[12] = convert_uint_rtz(K_c_float_uint_12);
  r3[12] = convert_uint_rtp(K_c_float_uint_12);
  r4[12] = convert_uint_rtn(K_c_float_uint_12);
  r5[12] = convert_uint_sat(K_c_float_uint_12);
  r6[12] = convert_uint_sat_rte(K_c_float_uint_12);
  r7[12] = convert_uint_sat_rtz(K_c_float_uint_12);
  r8[12] = convert_uint_sat_rtp(K_c_float_uint_12);
  r9[12] = convert_uint_sat_rtn(K_c_float_uint_12);
  r10[12] = as_uint(K_c_float_uint_12);
  r11[12] = (uint)(K_c_float_uint_12);
  {
    const uint d = K_c_float_uint_12;
    r12[12] = d;
  }
  r13[12] = (uint)(bool)(K_c_float_uint_12);
  r0[13] = convert_uint(K_c_float_uint_13);
  r1[13] = convert_uint_rte(K_c_float_uint_13);
  r2[13] = convert_uint_rtz(K_c_float_uint_13);
  r3[13] = convert_uint_rtp(K_c_float_uint_13);
  r4[13] = convert_uint_rtn(K_c_float_uint_13);
  r5[13] = convert_uint_sat(K_c_float_uint_13);
  r6[13] = convert_uint_sat_rte(K_c_float_uint_13);
  r7[13] = convert_uint_sat_rtz(K_c_float_uint_13);
  r8[13] = convert_uint_sat_rtp(K_c_float_uint_13);
  r9[13] = convert_uint_sat_rtn(K_c_float_uint_13);
  r10[13] = as_uint(K_c_float_uint_13);
  r11[13] = (uint)(K_c_float_uint_13);
  {
    const uint d = K_c_float_uint_13;
    r12[13] = d;
  }
  r13[13] = (uint)(bool)(K_c_float_uint_13);
  r0[14] = convert_uint(K_c_float_uint_14);
  r1[14] = convert_uint_rte(K_c_float_uint_14);
  r2[14] = convert_uint_rtz(K_c_float_uint_14);
  r3[14] = convert_uint_rtp(K_c_float_uint_14);
  r4[14] = convert_uint_rtn(K_c_float_uint_14);
  r5[14] = convert_uint_sat(K_c_float_uint_14);
  r6[14] = convert_uint_sat_rte(K_c_float_uint_14);
  r7[14] = convert_uint_sat_rtz(K_c_float_uint_14);
  r8[14] = convert_uint_sat_rtp(K_c_float_uint_14);
  r9[14] = convert_uint_sat_rtn(K_c_float_uint_14);
  r10[14] = as_uint(K_c_float_uint_14);
  r11[14] = (uint)(K_c_float_uint_14);
  {
    const uint d = K_c_float_uint_14;
    r12[14] = d;
  }
  r13[14] = (uint)(bool)(K_c_float_uint_14);
  r0[15] = convert_uint(K_c_float_uint_15);
  r1[15] = convert_uint_rte(K_c_float_uint_15);
  r2[15] = convert_uint_rtz(K_c_float_uint_15);
  r3[15] = convert_uint_rtp(K_c_float_uint_15);
  r4[15] = convert_uint_rtn(K_c_float_uint_15);
  r5[15] = convert_uint_sat(K_c_float_uint_15);
  r6[15] = convert_uint_sat_rte(K_c_float_uint_15);
  r7[15] = convert_uint_sat_rtz(K_c_float_uint_15);
  r8[15] = convert_uint_sat_rtp(K_c_float_uint_15);
  r9[15] = convert_uint_sat_rtn(K_c_float_uint_15);
  r10[15] = as_uint(K_c_float_uint_15);
  r11[15] = (uint)(K_c_float_uint_15);
  {
    const uint d = K_c_float_uint_15;
    r12[15] = d;
  }
  r13[15] = (uint)(bool)(K_c_float_uint_15);
  r0[16] = convert_uint(K_c_float_uint_16);
  r1[16] = convert_uint_rte(K_c_float_uint_16);
  r2[16] = convert_uint_rtz(K_c_float_uint_16);
  r3[16] = convert_uint_rtp(K_c_float_uint_16);
  r4[16] = convert_uint_rtn(K_c_float_uint_16);
  r5[16] = convert_uint_sat(K_c_float_uint_16);
  r6[16] = convert_uint_sat_rte(K_c_float_uint_16);
  r7[16] = convert_uint_sat_rtz(K_c_float_uint_16);
  r8[16] = convert_uint_sat_rtp(K_c_float_uint_16);
  r9[16] = convert_uint_sat_rtn(K_c_float_uint_16);
  r10[16] = as_uint(K_c_float_uint_16);
  r11[16] = (uint)(K_c_float_uint_16);
  {
    const uint d = K_c_float_uint_16;
    r12[16] = d;
  }
  r13[16] = (uint)(bool)(K_c_float_uint_16);
  r0[17] = convert_uint(K_c_float_uint_17);
  r1[17] = convert_uint_rte(K_c_float_uint_17);
  r2[17] = convert_uint_rtz(K_c_float_uint_17);
  r3[17] = convert_uint_rtp(K_c_float_uint_17);
  r4[17] = convert_uint_rtn(K_c_float_uint_17);
  r5[17] = convert_uint_sat(K_c_float_uint_17);
  r6[17] = convert_uint_sat_rte(K_c_float_uint_17);
  r7[17] = convert_uint_sat_rtz(K_c_float_uint_17);
  r8[17] = convert_uint_sat_rtp(K_c_float_uint_17);
  r9[17] = convert_uint_sat_rtn(K_c_float_uint_17);
  r10[17] = as_uint(K_c_float_uint_17);
  r11[17] = (uint)(K_c_float_uint_17);
  {
    const uint d = K_c_float_uint_17;
    r12[17] = d;
  }
  r13[17] = (uint)(bool)(K_c_float_uint_17);
  r0[18] = convert_uint(K_c_float_uint_18);
  r1[18] = convert_uint_rte(K_c_float_uint_18);
  r2[18] = convert_uint_rtz(K_c_float_uint_18);
  r3[18] = convert_uint_rtp(K_c_float_uint_18);
  r4[18] = convert_uint_rtn(K_c_float_uint_18);
  r5[18] = convert_uint_sat(K_c_float_uint_18);
  r6[18] = convert_uint_sat_rte(K_c_float_uint_18);
  r7[18] = convert_uint_sat_rtz(K_c_float_uint_18);
  r8[18] = convert_uint_sat_rtp(K_c_float_uint_18);
  r9[18] = convert_uint_sat_rtn(K_c_float_uint_18);
  r10[18] = as_uint(K_c_float_uint_18);
  r11[18] = (uint)(K_c_float_uint_18);
  {
    const uint d = K_c_float_uint_18;
    r12[18] = d;
  }
  r13[18] = (uint)(bool)(K_c_float_uint_18);
  r0[19] = convert_uint(K_c_float_uint_19);
  r1[19] = convert_uint_rte(K_c_float_uint_19);
  r2[19] = convert_uint_rtz(K_c_float_uint_19);
  r3[19] = convert_uint_rtp(K_c_float_uint_19);
  r4[19] = convert_uint_rtn(K_c_float_uint_19);
  r5[19] = convert_uint_sat(K_c_float_uint_19);
  r6[19] = convert_uint_sat_rte(K_c_float_uint_19);
  r7[19] = convert_uint_sat_rtz(K_c_float_uint_19);
  r8[19] = convert_uint_sat_rtp(K_c_float_uint_19);
  r9[19] = convert_uint_sat_rtn(K_c_float_uint_19);
  r10[19] = as_uint(K_c_float_uint_19);
  r11[19] = (uint)(K_c_float_uint_19);
  {
    const uint d = K_c_float_uint_19;
    r12[19] = d;
  }
  r13[19] = (uint)(bool)(K_c_float_uint_19);
  r0[20] = convert_uint(K_c_float_uint_20);
  r1[20] = convert_uint_rte(K_c_float_uint_20);
  r2[20] = convert_uint_rtz(K_c_float_uint_20);
  r3[20] = convert_uint_rtp(K_c_float_uint_20);
  r4[20] = convert_uint_rtn(K_c_float_uint_20);
  r5[20] = convert_uint_sat(K_c_float_uint_20);
  r6[20] = convert_uint_sat_rte(K_c_float_uint_20);
  r7[20] = convert_uint_sat_rtz(K_c_float_uint_20);
  r8[20] = convert_uint_sat_rtp(K_c_float_uint_20);
  r9[20] = convert_uint_sat_rtn(K_c_float_uint_20);
  r10[20] = as_uint(K_c_float_uint_20);
  r11[20] = (uint)(K_c_float_uint_20);
  {
    const uint d = K_c_float_uint_20;
    r12[20] = d;
  }
  r13[20] = (uint)(bool)(K_c_float_uint_20);
  r0[21] = convert_uint(K_c_float_uint_21);
  r1[21] = convert_uint_rte(K_c_float_uint_21);
  r2[21] = convert_uint_rtz(K_c_float_uint_21);
  r3[21] = convert_uint_rtp(K_c_float_uint_21);
  r4[21] = convert_uint_rtn(K_c_float_uint_21);
  r5[21] = convert_uint_sat(K_c_float_uint_21);
  r6[21] = convert_uint_sat_rte(K_c_float_uint_21);
  r7[21] = convert_uint_sat_rtz(K_c_float_uint_21);
  r8[21] = convert_uint_sat_rtp(K_c_float_uint_21);
  r9[21] = convert_uint_sat_rtn(K_c_float_uint_21);
  r10[21] = as_uint(K_c_float_uint_21);
  r11[21] = (uint)(K_c_float_uint_21);
  {
    const uint d = K_c_float_uint_21;
    r12[21] = d;
  }
  r13[21] = (uint)(bool)(K_c_float_uint_21);
  r0[22] = convert_uint(K_c_float_uint_22);
  r1[22] = convert_uint_rte(K_c_float_uint_22);
  r2[22] = convert_uint_rtz(K_c_float_uint_22);
  r3[22] = convert_uint_rtp(K_c_float_uint_22);
  r4[22] = convert_uint_rtn(K_c_float_uint_22);
  r5[22] = convert_uint_sat(K_c_float_uint_22);
  r6[22] = convert_uint_sat_rte(K_c_float_uint_22);
  r7[22] = convert_uint_sat_rtz(K_c_float_uint_22);
  r8[22] = convert_uint_sat_rtp(K_c_float_uint_22);
  r9[22] = convert_uint_sat_rtn(K_c_float_uint_22);
  r10[22] = as_uint(K_c_float_uint_22);
  r11[22] = (uint)(K_c_float_uint_22);
  {
    const uint d = K_c_float_uint_22;
    r12[22] = d;
  }
  r13[22] = (uint)(bool)(K_c_float_uint_22);
  r0[23] = convert_uint(K_c_float_uint_23);
  r1[23] = convert_uint_rte(K_c_float_uint_23);
  r2[23] = convert_uint_rtz(K_c_float_uint_23);
  r3[23] = convert_uint_rtp(K_c_float_uint_23);
  r4[23] = convert_uint_rtn(K_c_float_uint_23);
  r5[23] = convert_uint_sat(K_c_float_uint_23);
  r6[23] = convert_uint_sat_rte(K_c_float_uint_23);
  r7[23] = convert_uint_sat_rtz(K_c_float_uint_23);
  r8[23] = convert_uint_sat_rtp(K_c_float_uint_23);
  r9[23] = convert_uint_sat_rtn(K_c_float_uint_23);
  r10[23] = as_uint(K_c_float_uint_23);
  r11[23] = (uint)(K_c_float_uint_23);
  {
    const uint d = K_c_float_uint_23;
    r12[23] = d;
  }
  r13[23] = (uint)(bool)(K_c_float_uint_23);
  r0[24] = convert_uint(K_c_float_uint_24);
  r1[24] = convert_uint_rte(K_c_float_uint_24);
  r2[24] = convert_uint_rtz(K_c_float_uint_24);
  r3[24] = convert_uint_rtp(K_c_float_uint_24);
  r4[24] = convert_uint_rtn(K_c_float_uint_24);
  r5[24] = convert_uint_sat(K_c_float_uint_24);
  r6[24] = convert_uint_sat_rte(K_c_float_uint_24);
  r7[24] = convert_uint_sat_rtz(K_c_float_uint_24);
  r8[24] = convert_uint_sat_rtp(K_c_float_uint_24);
  r9[24] = convert_uint_sat_rtn(K_c_float_uint_24);
  r10[24] = as_uint(K_c_float_uint_24);
  r11[24] = (uint)(K_c_float_uint_24);
  {
    const uint d = K_c_float_uint_24;
    r12[24] = d;
  }
  r13[24] = (uint)(bool)(K_c_float_uint_24);
  r0[25] = convert_uint(K_c_float_uint_25);
  r1[25] = convert_uint_rte(K_c_float_uint_25);
  r2[25] = convert_uint_rtz(K_c_float_uint_25);
  r3[25] = convert_uint_rtp(K_c_float_uint_25);
  r4[25] = convert_uint_rtn(K_c_float_uint_25);
  r5[25] = convert_uint_sat(K_c_float_uint_25);
  r6[25] = convert_uint_sat_rte(K_c_float_uint_25);
  r7[25] = convert_uint_sat_rtz(K_c_float_uint_25);
  r8[25] = convert_uint_sat_rtp(K_c_float_uint_25);
  r9[25] = convert_uint_sat_rtn(K_c_float_uint_25);
  r10[25] = as_uint(K_c_float_uint_25);
  r11[25] = (uint)(K_c_float_uint_25);
  {
    const uint d = K_c_float_uint_25;
    r12[25] = d;
  }
  r13[25] = (uint)(bool)(K_c_float_uint_25);
}

#define K_c_float_long_0 as_float(0x0u)
#define K_c_float_long_1 as_float(0x1u)
#define K_c_float_long_2 as_float(0x7fffffu)
#define K_c_float_long_3 as_float(0x800000u)
#define K_c_float_long_4 as_float(0x3f800000u)
#define K_c_float_long_5 as_float(0x3fc00000u)
#define K_c_float_long_6 as_float(0x5effffffu)
#define K_c_float_long_7 as_float(0x5f000000u)
#define K_c_float_long_8 as_float(0x5f7fffffu)
#define K_c_float_long_9 as_float(0x5f800000u)
#define K_c_float_long_10 as_float(0x7f800000u)
#define K_c_float_long_11 as_float(0x7f800001u)
#define K_c_float_long_12 as_float(0x7fc00000u)
#define K_c_float_long_13 as_float(0x80000000u)
#define K_c_float_long_14 as_float(0x80000001u)
#define K_c_float_long_15 as_float(0x807fffffu)
#define K_c_float_long_16 as_float(0x80800000u)
#define K_c_float_long_17 as_float(0xbf800000u)
#define K_c_float_long_18 as_float(0xbfc00000u)
#define K_c_float_long_19 as_float(0xdf000000u)
#define K_c_float_long_20 as_float(0xff800000u)
#define K_c_float_long_21 as_float(0xff800001u)
#define K_c_float_long_22 as_float(0xffc00000u)
__kernel void c_float_long(__global long* r0, __global long* r1, __global long* r2, __global long* r3, __global long* r4, __global long* r5, __global long* r6, __global long* r7, __global long* r8, __global long* r9, __global long* r10, __global long* r11, __global long* r12) {
  r0[0] = convert_long(K_c_float_long_0);
  r1[0] = convert_long_rte(K_c_float_long_0);
  r2[0] = convert_long_rtz(K_c_float_long_0);
  r3[0] = convert_long_rtp(K_c_float_long_0);
  r4[0] = convert_long_rtn(K_c_float_long_0);
  r5[0] = convert_long_sat(K_c_float_long_0);
  r6[0] = convert_long_sat_rte(K_c_float_long_0);
  r7[0] = convert_long_sat_rtz(K_c_float_long_0);
  r8[0] = convert_long_sat_rtp(K_c_float_long_0);
  r9[0] = convert_long_sat_rtn(K_c_float_long_0);
  r10[0] = (long)(K_c_float_long_0);
  {
    const long d = K_c_float_long_0;
    r11[0] = d;
  }
  r12[0] = (long)(bool)(K_c_float_long_0);
  r0[1] = convert_long(K_c_float_long_1);
  r1[1] = convert_long_rte(K_c_float_long_1);
  r2[1] = convert_long_rtz(K_c_float_long_1);
  r3[1] = convert_long_rtp(K_c_float_long_1);
  r4[1] = convert_long_rtn(K_c_float_long_1);
  r5[1] = convert_long_sat(K_c_float_long_1);
  r6[1] = convert_long_sat_rte(K_c_float_long_1);
  r7[1] = convert_long_sat_rtz(K_c_float_long_1);
  r8[1] = convert_long_sat_rtp(K_c_float_long_1);
  r9[1] = convert_long_sat_rtn(K_c_float_long_1);
  r10[1] = (long)(K_c_float_long_1);
  {
    const long d = K_c_float_long_1;
    r11[1] = d;
  }
  r12[1] = (long)(bool)(K_c_float_long_1);
  r0[2] = convert_long(K_c_float_long_2);
  r1[2] = convert_long_rte(K_c_float_long_2);
  r2[2] = convert_long_rtz(K_c_float_long_2);
  r3[2] = convert_long_rtp(K_c_float_long_2);
  r4[2] = convert_long_rtn(K_c_float_long_2);
  r5[2] = convert_long_sat(K_c_float_long_2);
  r6[2] = convert_long_sat_rte(K_c_float_long_2);
  r7[2] = convert_long_sat_rtz(K_c_float_long_2);
  r8[2] = convert_long_sat_rtp(K_c_float_long_2);
  r9[2] = convert_long_sat_rtn(K_c_float_long_2);
  r10[2] = (long)(K_c_float_long_2);
  {
    const long d = K_c_float_long_2;
    r11[2] = d;
  }
  r12[2] = (long)(bool)(K_c_float_long_2);
  r0[3] = convert_long(K_c_float_long_3);
  r1[3] = convert_long_rte(K_c_float_long_3);
  r2[3] = convert_long_rtz(K_c_float_long_3);
  r3[3] = convert_long_rtp(K_c_float_long_3);
  r4[3] = convert_long_rtn(K_c_float_long_3);
  r5[3] = convert_long_sat(K_c_float_long_3);
  r6[3] = convert_long_sat_rte(K_c_float_long_3);
  r7[3] = convert_long_sat_rtz(K_c_float_long_3);
  r8[3] = convert_long_sat_rtp(K_c_float_long_3);
  r9[3] = convert_long_sat_rtn(K_c_float_long_3);
  r10[3] = (long)(K_c_float_long_3);
  {
    const long d = K_c_float_long_3;
    r11[3] = d;
  }
  r12[3] = (long)(bool)(K_c_float_long_3);
  r0[4] = convert_long(K_c_float_long_4);
  r1[4] = convert_long_rte(K_c_float_long_4);
  r2[4] = convert_long_rtz(K_c_float_long_4);
  r3[4] = convert_long_rtp(K_c_float_long_4);
  r4[4] = convert_long_rtn(K_c_float_long_4);
  r5[4] = convert_long_sat(K_c_float_long_4);
  r6[4] = convert_long_sat_rte(K_c_float_long_4);
  r7[4] = convert_long_sat_rtz(K_c_float_long_4);
  r8[4] = convert_long_sat_rtp(K_c_float_long_4);
  r9[4] = convert_long_sat_rtn(K_c_float_long_4);
  r10[4] = (long)(K_c_float_long_4);
  {
    const long d = K_c_float_long_4;
    r11[4] = d;
  }
  r12[4] = (long)(bool)(K_c_float_long_4);
  r0[5] = convert_long(K_c_float_long_5);
  r1[5] = convert_long_rte(K_c_float_long_5);
  r2[5] = convert_long_rtz(K_c_float_long_5);
  r3[5] = convert_long_rtp(K_c_float_long_5);
  r4[5] = convert_long_rtn(K_c_float_long_5);
  r5[5] = convert_long_sat(K_c_float_long_5);
  r6[5] = convert_long_sat_rte(K_c_float_long_5);
  r7[5] = convert_long_sat_rtz(K_c_float_long_5);
  r8[5] = convert_long_sat_rtp(K_c_float_long_5);
  r9[5] = convert_long_sat_rtn(K_c_float_long_5);
  r10[5] = (long)(K_c_float_long_5);
  {
    const long d = K_c_float_long_5;
    r11[5] = d;
  }
  r12[5] = (long)(bool)(K_c_float_long_5);
  r0[6] = convert_long(K_c_float_long_6);
  r1[6] = convert_long_rte(K_c_float_long_6);
  r2[6] = convert_long_rtz(K_c_float_long_6);
  r3[6] = convert_long_rtp(K_c_float_long_6);
  r4[6] = convert_long_rtn(K_c_float_long_6);
  r5[6] = convert_long_sat(K_c_float_long_6);
  r6[6] = convert_long_sat_rte(K_c_float_long_6);
  r7[6] = convert_long_sat_rtz(K_c_float_long_6);
  r8[6] = convert_long_sat_rtp(K_c_float_long_6);
  r9[6] = convert_long_sat_rtn(K_c_float_long_6);
  r10[6] = (long)(K_c_float_long_6);
  {
    const long d = K_c_float_long_6;
    r11[6] = d;
  }
  r12[6] = (long)(bool)(K_c_float_long_6);
  r0[7] = convert_long(K_c_float_long_7);
  r1[7] = convert_long_rte(K_c_float_long_7);
  r2[7] = convert_long_rtz(K_c_float_long_7);
  r3[7] = convert_long_rtp(K_c_float_long_7);
  r4[7] = convert_long_rtn(K_c_float_long_7);
  r5[7] = convert_long_sat(K_c_float_long_7);
  r6[7] = convert_long_sat_rte(K_c_float_long_7);
  r7[7] = convert_long_sat_rtz(K_c_float_long_7);
  r8[7] = convert_long_sat_rtp(K_c_float_long_7);
  r9[7] = convert_long_sat_rtn(K_c_float_long_7);
  r10[7] = (long)(K_c_float_long_7);
  {
    const long d = K_c_float_long_7;
    r11[7] = d;
  }
  r12[7] = (long)(bool)(K_c_float_long_7);
  r0[8] = convert_long(K_c_float_long_8);
  r1[8] = convert_long_rte(K_c_float_long_8);
  r2[8] = convert_long_rtz(K_c_float_long_8);
  r3[8] = convert_long_rtp(K_c_float_long_8);
  r4[8] = convert_long_rtn(K_c_float_long_8);
  r5[8] = convert_long_sat(K_c_float_long_8);
  r6[8] = convert_long_sat_rte(K_c_float_long_8);
  r7[8] = convert_long_sat_rtz(K_c_float_long_8);
  r8[8] = convert_long_sat_rtp(K_c_float_long_8);
  r9[8] = convert_long_sat_rtn(K_c_float_long_8);
  r10[8] = (long)(K_c_float_long_8);
  {
    const long d = K_c_float_long_8;
    r11[8] = d;
  }
  r12[8] = (long)(bool)(K_c_float_long_8);
  r0[9] = convert_long(K_c_float_long_9);
  r1[9] = convert_long_rte(K_c_float_long_9);
  r2[9] = convert_long_rtz(K_c_float_long_9);
  r3[9] = convert_long_rtp(K_c_float_long_9);
  r4[9] = convert_long_rtn(K_c_float_long_9);
  r5[9] = convert_long_sat(K_c_float_long_9);
  r6[9] = convert_long_sat_rte(K_c_float_long_9);
  r7[9] = convert_long_sat_rtz(K_c_float_long_9);
  r8[9] = convert_long_sat_rtp(K_c_float_long_9);
  r9[9] = convert_long_sat_rtn(K_c_float_long_9);
  r10[9] = (long)(K_c_float_long_9);
  {
    const long d = K_c_float_long_9;
    r11[9] = d;
  }
  r12[9] = (long)(bool)(K_c_float_long_9);
  r0[10] = convert_long(K_c_float_long_10);
  r1[10] = convert_long_rte(K_c_float_long_10);
  r2[10] = convert_long_rtz(K_c_float_long_10);
  r3[10] = convert_long_rtp(K_c_float_long_10);
  r4[10] = convert_long_rtn(K_c_float_long_10);
  r5[10] = convert_long_sat(K_c_float_long_10);
  r6[10] = convert_long_sat_rte(K_c_float_long_10);
  r7[10] = convert_long_sat_rtz(K_c_float_long_10);
  r8[10] = convert_long_sat_rtp(K_c_float_long_10);
  r9[10] = convert_long_sat_rtn(K_c_float_long_10);
  r10[10] = (long)(K_c_float_long_10);
  {
    const long d = K_c_float_long_10;
    r11[10] = d;
  }
  r12[10] = (long)(bool)(K_c_float_long_10);
  r0[11] = convert_long(K_c_float_long_11);
  r1[11] = convert_long_rte(K_c_float_long_11);
  r2[11] = convert_long_rtz(K_c_float_long_11);
  r3[11] = convert_long_rtp(K_c_float_long_11);
  r4[11] = convert_long_rtn(K_c_float_long_11);
  r5[11] = convert_long_sat(K_c_float_long_11);
  r6[11] = convert_long_sat_rte(K_c_float_long_11);
  r7[11] = convert_long_sat_rtz(K_c_float_long_11);
  r8[11] = convert_long_sat_rtp(K_c_float_long_11);
  r9[11] = convert_long_sat_rtn(K_c_float_long_11);
  r10[11] = (long)(K_c_float_long_11);
  {
    const long d = K_c_float_long_11;
    r11[11] = d;
  }
  r12[11] = (long)(bool)(K_c_float_long_11);
  r0[12] = convert_long(K_c_float_long_12);
  r1[12] = convert_long_rte(K_c_float_long_12);
  r2[12] = convert_long_rtz(K_c_float_long_12);
  r3[12] = convert_long_rtp(K_c_float_long_12);
  r4[12] = convert_long_rtn(K_c_float_long_12);
  r5[12] = convert_long_sat(K_c_float_long_12);
  r6[12] = convert_long_sat_rte(K_c_float_long_12);
  r7[12] = convert_long_sat_rtz(K_c_float_long_12);
  r8[12] = convert_long_sat_rtp(K_c_float_long_12);
  r9[12] = convert_long_sat_rtn(K_c_float_long_12);
  r10[12] = (long)(K_c_float_long_12);
  {
    const long d = K_c_float_long_12;
    r11[12] = d;
  }
  r12[12] = (long)(bool)(K_c_float_long_12);
  r0[13] = convert_long(K_c_float_long_13);
  r1[13] = convert_long_rte(K_c_float_long_13);
  r2[13] = convert_long_rtz(K_c_float_long_13);
  r3[13] = convert_long_rtp(K_c_float_long_13);
  r4[13] = convert_long_rtn(K_c_float_long_13);
  r5[13] = convert_long_sat(K_c_float_long_13);
  r6[13] = convert_long_sat_rte(K_c_float_long_13);
  r7[13] = convert_long_sat_rtz(K_c_float_long_13);
  r8[13] = convert_long_sat_rtp(K_c_float_long_13);
  r9[13] = convert_long_sat_rtn(K_c_float_long_13);
  r10[13] = (long)(K_c_float_long_13);
  {
    const long d = K_c_float_long_13;
    r11[13] = d;
  }
  r12[13] = (long)(bool)(K_c_float_long_13);
  r0[14] = convert_long(K_c_float_long_14);
  r1[14] = convert_long_rte(K_c_float_long_14);
  r2[14] = convert_long_rtz(K_c_float_long_14);
  r3[14] = convert_long_rtp(K_c_float_long_14);
  r4[14] = convert_long_rtn(K_c_float_long_14);
  r5[14] = convert_long_sat(K_c_float_long_14);
  r6[14] = convert_long_sat_rte(K_c_float_long_14);
  r7[14] = convert_long_sat_rtz(K_c_float_long_14);
  r8[14] = convert_long_sat_rtp(K_c_float_long_14);
  r9[14] = convert_long_sat_rtn(K_c_float_long_14);
  r10[14] = (long)(K_c_float_long_14);
  {
    const long d = K_c_float_long_14;
    r11[14] = d;
  }
  r12[14] = (long)(bool)(K_c_float_long_14);
  r0[15] = convert_long(K_c_float_long_15);
  r1[15] = convert_long_rte(K_c_float_long_15);
  r2[15] = convert_long_rtz(K_c_float_long_15);
  r3[15] = convert_long_rtp(K_c_float_long_15);
  r4[15] = convert_long_rtn(K_c_float_long_15);
  r5[15] = convert_long_sat(K_c_float_long_15);
  r6[15] = convert_long_sat_rte(K_c_float_long_15);
  r7[15] = convert_long_sat_rtz(K_c_float_long_15);
  r8[15] = convert_long_sat_rtp(K_c_float_long_15);
  r9[15] = convert_long_sat_rtn(K_c_float_long_15);
  r10[15] = (long)(K_c_float_long_15);
  {
    const long d = K_c_float_long_15;
    r11[15] = d;
  }
  r12[15] = (long)(bool)(K_c_float_long_15);
  r0[16] = convert_long(K_c_float_long_16);
  r1[16] = convert_long_rte(K_c_float_long_16);
  r2[16] = convert_long_rtz(K_c_float_long_16);
  r3[16] = convert_long_rtp(K_c_float_long_16);
  r4[16] = convert_long_rtn(K_c_float_long_16);
  r5[16] = convert_long_sat(K_c_float_long_16);
  r6[16] = convert_long_sat_rte(K_c_float_long_16);
  r7[16] = convert_long_sat_rtz(K_c_float_long_16);
  r8[16] = convert_long_sat_rtp(K_c_float_long_16);
  r9[16] = convert_long_sat_rtn(K_c_float_long_16);
  r10[16] = (long)(K_c_float_long_16);
  {
    const long d = K_c_float_long_16;
    r11[16] = d;
  }
  r12[16] = (long)(bool)(K_c_float_long_16);
  r0[17] = convert_long(K_c_float_long_17);
  r1[17] = convert_long_rte(K_c_float_long_17);
  r2[17] = convert_long_rtz(K_c_float_long_17);
  r3[17] = convert_long_rtp(K_c_float_long_17);
  r4[17] = convert_long_rtn(K_c_float_long_17);
  r5[17] = convert_long_sat(K_c_float_long_17);
  r6[17] = convert_long_sat_rte(K_c_float_long_17);
  r7[17] = convert_long_sat_rtz(K_c_float_long_17);
  r8[17] = convert_long_sat_rtp(K_c_float_long_17);
  r9[17] = convert_long_sat_rtn(K_c_float_long_17);
  r10[17] = (long)(K_c_float_long_17);
  {
    const long d = K_c_float_long_17;
    r11[17] = d;
  }
  r12[17] = (long)(bool)(K_c_float_long_17);
  r0[18] = convert_long(K_c_float_long_18);
  r1[18] = convert_long_rte(K_c_float_long_18);
  r2[18] = convert_long_rtz(K_c_float_long_18);
  r3[18] = convert_long_rtp(K_c_float_long_18);
  r4[18] = convert_long_rtn(K_c_float_long_18);
  r5[18] = convert_long_sat(K_c_float_long_18);
  r6[18] = convert_long_sat_rte(K_c_float_long_18);
  r7[18] = convert_long_sat_rtz(K_c_float_long_18);
  r8[18] = convert_long_sat_rtp(K_c_float_long_18);
  r9[18] = convert_long_sat_rtn(K_c_float_long_18);
  r10[18] = (long)(K_c_float_long_18);
  {
    const long d = K_c_float_long_18;
    r11[18] = d;
  }
  r12[18] = (long)(bool)(K_c_float_long_18);
  r0[19] = convert_long(K_c_float_long_19);
  r1[19] = convert_long_rte(K_c_float_long_19);
  r2[19] = convert_long_rtz(K_c_float_long_19);
  r3[19] = convert_long_rtp(K_c_float_long_19);
  r4[19] = convert_long_rtn(K_c_float_long_19);
  r5[19] = convert_long_sat(K_c_float_long_19);
  r6[19] = convert_long_sat_rte(K_c_float_long_19);
  r7[19] = convert_long_sat_rtz(K_c_float_long_19);
  r8[19] = convert_long_sat_rtp(K_c_float_long_19);
  r9[19] = convert_long_sat_rtn(K_c_float_long_19);
  r10[19] = (long)(K_c_float_long_19);
  {
    const long d = K_c_float_long_19;
    r11[19] = d;
  }
  r12[19] = (long)(bool)(K_c_float_long_19);
  r0[20] = convert_long(K_c_float_long_20);
  r1[20] = convert_long_rte(K_c_float_long_20);
  r2[20] = convert_long_rtz(K_c_float_long_20);
  r3[20] = convert_long_rtp(K_c_float_long_20);
  r4[20] = convert_long_rtn(K_c_float_long_20);
  r5[20] = convert_long_sat(K_c_float_long_20);
  r6[20] = convert_long_sat_rte(K_c_float_long_20);
  r7[20] = convert_long_sat_rtz(K_c_float_long_20);
  r8[20] = convert_long_sat_rtp(K_c_float_long_20);
  r9[20] = convert_long_sat_rtn(K_c_float_long_20);
  r10[20] = (long)(K_c_float_long_20);
  {
    const long d = K_c_float_long_20;
    r11[20] = d;
  }
  r12[20] = (long)(bool)(K_c_float_long_20);
  r0[21] = convert_long(K_c_float_long_21);
  r1[21] = convert_long_rte(K_c_float_long_21);
  r2[21] = convert_long_rtz(K_c_float_long_21);
  r3[21] = convert_long_rtp(K_c_float_long_21);
  r4[21] = convert_long_rtn(K_c_float_long_21);
  r5[21] = convert_long_sat(K_c_float_long_21);
  r6[21] = convert_long_sat_rte(K_c_float_long_21);
  r7[21] = convert_long_sat_rtz(K_c_float_long_21);
  r8[21] = convert_long_sat_rtp(K_c_float_long_21);
  r9[21] = convert_long_sat_rtn(K_c_float_long_21);
  r10[21] = (long)(K_c_float_long_21);
  {
    const long d = K_c_float_long_21;
    r11[21] = d;
  }
  r12[21] = (long)(bool)(K_c_float_long_21);
  r0[22] = convert_long(K_c_float_long_22);
  r1[22] = convert_long_rte(K_c_float_long_22);
  r2[22] = convert_long_rtz(K_c_float_long_22);
  r3[22] = convert_long_rtp(K_c_float_long_22);
  r4[22] = convert_long_rtn(K_c_float_long_22);
  r5[22] = convert_long_sat(K_c_float_long_22);
  r6[22] = convert_long_sat_rte(K_c_float_long_22);
  r7[22] = convert_long_sat_rtz(K_c_float_long_22);
  r8[22] = convert_long_sat_rtp(K_c_float_long_22);
  r9[22] = convert_long_sat_rtn(K_c_float_long_22);
  r10[22] = (long)(K_c_float_long_22);
  {
    const long d = K_c_float_long_22;
    r11[22] = d;
  }
  r12[22] = (long)(bool)(K_c_float_long_22);
}

#define K_c_float_ulong_0 as_float(0x0u)
#define K_c_float_ulong_1 as_float(0x1u)
#define K_c_float_ulong_2 as_float(0x7fffffu)
#define K_c_float_ulong_3 as_float(0x800000u)
#define K_c_float_ulong_4 as_float(0x3f800000u)
#define K_c_float_ulong_5 as_float(0x3fc00000u)
#define K_c_float_ulong_6 as_float(0x5effffffu)
#define K_c_float_ulong_7 as_float(0x5f000000u)
#define K_c_float_ulong_8 as_float(0x5f7fffffu)
#define K_c_float_ulong_9 as_float(0x5f800000u)
#define K_c_float_ulong_10 as_float(0x7f800000u)
#define K_c_float_ulong_11 as_float(0x7f800001u)
#define K_c_float_ulong_12 as_float(0x7fc00000u)
#define K_c_float_ulong_13 as_float(0x80000000u)
#define K_c_float_ulong_14 as_float(0x80000001u)
#define K_c_float_ulong_15 as_float(0x807fffffu)
#define K_c_float_ulong_16 as_float(0x80800000u)
#define K_c_float_ulong_17 as_float(0xbf800000u)
#define K_c_float_ulong_18 as_float(0xbfc00000u)
#define K_c_float_ulong_19 as_float(0xdf000000u)
#define K_c_float_ulong_20 as_float(0xff800000u)
#define K_c_float_ulong_21 as_float(0xff800001u)
#define K_c_float_ulong_22 as_float(0xffc00000u)
__kernel void c_float_ulong(__global ulong* r0, __global ulong* r1, __global ulong* r2, __global ulong* r3, __global ulong* r4, __global ulong* r5, __global ulong* r6, __global ulong* r7, __global ulong* r8, __global ulong* r9, __global ulong* r10, __global ulong* r11, __global ulong* r12) {
  r0[0] = convert_ulong(K_c_float_ulong_0);
  r1[0] = convert_ulong_rte(K_c_float_ulong_0);
  r2[0] = convert_ulong_rtz(K_c_float_ulong_0);
  r3[0] = convert_ulong_rtp(K_c_float_ulong_0);
  r4[0] = convert_ulong_rtn(K_c_float_ulong_0);
  r5[0] = convert_ulong_sat(K_c_float_ulong_0);
  r6[0] = convert_ulong_sat_rte(K_c_float_ulong_0);
  r7[0] = convert_ulong_sat_rtz(K_c_float_ulong_0);
  r8[0] = convert_ulong_sat_rtp(K_c_float_ulong_0);
  r9[0] = convert_ulong_sat_rtn(K_c_float_ulong_0);
  r10[0] = (ulong)(K_c_float_ulong_0);
  {
    const ulong d = K_c_float_ulong_0;
    r11[0] = d;
  }
  r12[0] = (ulong)(bool)(K_c_float_ulong_0);
  r0[1] = convert_ulong(K_c_float_ulong_1);
  r1[1] = convert_ulong_rte(K_c_float_ulong_1);
  r2[1] = convert_ulong_rtz(K_c_float_ulong_1);
  r3[1] = convert_ulong_rtp(K_c_float_ulong_1);
  r4[1] = convert_ulong_rtn(K_c_float_ulong_1);
  r5[1] = convert_ulong_sat(K_c_float_ulong_1);
  r6[1] = convert_ulong_sat_rte(K_c_float_ulong_1);
  r7[1] = convert_ulong_sat_rtz(K_c_float_ulong_1);
  r8[1] = convert_ulong_sat_rtp(K_c_float_ulong_1);
  r9[1] = convert_ulong_sat_rtn(K_c_float_ulong_1);
  r10[1] = (ulong)(K_c_float_ulong_1);
  {
    const ulong d = K_c_float_ulong_1;
    r11[1] = d;
  }
  r12[1] = (ulong)(bool)(K_c_float_ulong_1);
  r0[2] = convert_ulong(K_c_float_ulong_2);
  r1[2] = convert_ulong_rte(K_c_float_ulong_2);
  r2[2] = convert_ulong_rtz(K_c_float_ulong_2);
  r3[2] = convert_ulong_rtp(K_c_float_ulong_2);
  r4[2] = convert_ulong_rtn(K_c_float_ulong_2);
  r5[2] = convert_ulong_sat(K_c_float_ulong_2);
  r6[2] = convert_ulong_sat_rte(K_c_float_ulong_2);
  r7[2] = convert_ulong_sat_rtz(K_c_float_ulong_2);
  r8[2] = convert_ulong_sat_rtp(K_c_float_ulong_2);
  r9[2] = convert_ulong_sat_rtn(K_c_float_ulong_2);
  r10[2] = (ulong)(K_c_float_ulong_2);
  {
    const ulong d = K_c_float_ulong_2;
    r11[2] = d;
  }
  r12[2] = (ulong)(bool)(K_c_float_ulong_2);
  r0[3] = convert_ulong(K_c_float_ulong_3);
  r1[3] = convert_ulong_rte(K_c_float_ulong_3);
  r2[3] = convert_ulong_rtz(K_c_float_ulong_3);
  r3[3] = convert_ulong_rtp(K_c_float_ulong_3);
  r4[3] = convert_ulong_rtn(K_c_float_ulong_3);
  r5[3] = convert_ulong_sat(K_c_float_ulong_3);
  r6[3] = convert_ulong_sat_rte(K_c_float_ulong_3);
  r7[3] = convert_ulong_sat_rtz(K_c_float_ulong_3);
  r8[3] = convert_ulong_sat_rtp(K_c_float_ulong_3);
  r9[3] = convert_ulong_sat_rtn(K_c_float_ulong_3);
  r10[3] = (ulong)(K_c_float_ulong_3);
  {
    const ulong d = K_c_float_ulong_3;
    r11[3] = d;
  }
  r12[3] = (ulong)(bool)(K_c_float_ulong_3);
  r0[4] = convert_ulong(K_c_float_ulong_4);
  r1[4] = convert_ulong_rte(K_c_float_ulong_4);
  r2[4] = convert_ulong_rtz(K_c_float_ulong_4);
  r3[4] = convert_ulong_rtp(K_c_float_ulong_4);
  r4[4] = convert_ulong_rtn(K_c_float_ulong_4);
  r5[4] = convert_ulong_sat(K_c_float_ulong_4);
  r6[4] = convert_ulong_sat_rte(K_c_float_ulong_4);
  r7[4] = convert_ulong_sat_rtz(K_c_float_ulong_4);
  r8[4] = convert_ulong_sat_rtp(K_c_float_ulong_4);
  r9[4] = convert_ulong_sat_rtn(K_c_float_ulong_4);
  r10[4] = (ulong)(K_c_float_ulong_4);
  {
    const ulong d = K_c_float_ulong_4;
    r11[4] = d;
  }
  r12[4] = (ulong)(bool)(K_c_float_ulong_4);
  r0[5] = convert_ulong(K_c_float_ulong_5);
  r1[5] = convert_ulong_rte(K_c_float_ulong_5);
  r2[5] = convert_ulong_rtz(K_c_float_ulong_5);
  r3[5] = convert_ulong_rtp(K_c_float_ulong_5);
  r4[5] = convert_ulong_rtn(K_c_float_ulong_5);
  r5[5] = convert_ulong_sat(K_c_float_ulong_5);
  r6[5] = convert_ulong_sat_rte(K_c_float_ulong_5);
  r7[5] = convert_ulong_sat_rtz(K_c_float_ulong_5);
  r8[5] = convert_ulong_sat_rtp(K_c_float_ulong_5);
  r9[5] = convert_ulong_sat_rtn(K_c_float_ulong_5);
  r10[5] = (ulong)(K_c_float_ulong_5);
  {
    const ulong d = K_c_float_ulong_5;
    r11[5] = d;
  }
  r12[5] = (ulong)(bool)(K_c_float_ulong_5);
  r0[6] = convert_ulong(K_c_float_ulong_6);
  r1[6] = convert_ulong_rte(K_c_float_ulong_6);
  r2[6] = convert_ulong_rtz(K_c_float_ulong_6);
  r3[6] = convert_ulong_rtp(K_c_float_ulong_6);
  r4[6] = convert_ulong_rtn(K_c_float_ulong_6);
  r5[6] = convert_ulong_sat(K_c_float_ulong_6);
  r6[6] = convert_ulong_sat_rte(K_c_float_ulong_6);
  r7[6] = convert_ulong_sat_rtz(K_c_float_ulong_6);
  r8[6] = convert_ulong_sat_rtp(K_c_float_ulong_6);
  r9[6] = convert_ulong_sat_rtn(K_c_float_ulong_6);
  r10[6] = (ulong)(K_c_float_ulong_6);
  {
    const ulong d = K_c_float_ulong_6;
    r11[6] = d;
  }
  r12[6] = (ulong)(bool)(K_c_float_ulong_6);
  r0[7] = convert_ulong(K_c_float_ulong_7);
  r1[7] = convert_ulong_rte(K_c_float_ulong_7);
  r2[7] = convert_ulong_rtz(K_c_float_ulong_7);
  r3[7] = convert_ulong_rtp(K_c_float_ulong_7);
  r4[7] = convert_ulong_rtn(K_c_float_ulong_7);
  r5[7] = convert_ulong_sat(K_c_float_ulong_7);
  r6[7] = convert_ulong_sat_rte(K_c_float_ulong_7);
  r7[7] = convert_ulong_sat_rtz(K_c_float_ulong_7);
  r8[7] = convert_ulong_sat_rtp(K_c_float_ulong_7);
  r9[7] = convert_ulong_sat_rtn(K_c_float_ulong_7);
  r10[7] = (ulong)(K_c_float_ulong_7);
  {
    const ulong d = K_c_float_ulong_7;
    r11[7] = d;
  }
  r12[7] = (ulong)(bool)(K_c_float_ulong_7);
  r0[8] = convert_ulong(K_c_float_ulong_8);
  r1[8] = convert_ulong_rte(K_c_float_ulong_8);
  r2[8] = convert_ulong_rtz(K_c_float_ulong_8);
  r3[8] = convert_ulong_rtp(K_c_float_ulong_8);
  r4[8] = convert_ulong_rtn(K_c_float_ulong_8);
  r5[8] = convert_ulong_sat(K_c_float_ulong_8);
  r6[8] = convert_ulong_sat_rte(K_c_float_ulong_8);
  r7[8] = convert_ulong_sat_rtz(K_c_float_ulong_8);
  r8[8] = convert_ulong_sat_rtp(K_c_float_ulong_8);
  r9[8] = convert_ulong_sat_rtn(K_c_float_ulong_8);
  r10[8] = (ulong)(K_c_float_ulong_8);
  {
    const ulong d = K_c_float_ulong_8;
    r11[8] = d;
  }
  r12[8] = (ulong)(bool)(K_c_float_ulong_8);
  r0[9] = convert_ulong(K_c_float_ulong_9);
  r1[9] = convert_ulong_rte(K_c_float_ulong_9);
  r2[9] = convert_ulong_rtz(K_c_float_ulong_9);
  r3[9] = convert_ulong_rtp(K_c_float_ulong_9);
  r4[9] = convert_ulong_rtn(K_c_float_ulong_9);
  r5[9] = convert_ulong_sat(K_c_float_ulong_9);
  r6[9] = convert_ulong_sat_rte(K_c_float_ulong_9);
  r7[9] = convert_ulong_sat_rtz(K_c_float_ulong_9);
  r8[9] = convert_ulong_sat_rtp(K_c_float_ulong_9);
  r9[9] = convert_ulong_sat_rtn(K_c_float_ulong_9);
  r10[9] = (ulong)(K_c_float_ulong_9);
  {
    const ulong d = K_c_float_ulong_9;
    r11[9] = d;
  }
  r12[9] = (ulong)(bool)(K_c_float_ulong_9);
  r0[10] = convert_ulong(K_c_float_ulong_10);
  r1[10] = convert_ulong_rte(K_c_float_ulong_10);
  r2[10] = convert_ulong_rtz(K_c_float_ulong_10);
  r3[10] = convert_ulong_rtp(K_c_float_ulong_10);
  r4[10] = convert_ulong_rtn(K_c_float_ulong_10);
  r5[10] = convert_ulong_sat(K_c_float_ulong_10);
  r6[10] = convert_ulong_sat_rte(K_c_float_ulong_10);
  r7[10] = convert_ulong_sat_rtz(K_c_float_ulong_10);
  r8[10] = convert_ulong_sat_rtp(K_c_float_ulong_10);
  r9[10] = convert_ulong_sat_rtn(K_c_float_ulong_10);
  r10[10] = (ulong)(K_c_float_ulong_10);
  {
    const ulong d = K_c_float_ulong_10;
    r11[10] = d;
  }
  r12[10] = (ulong)(bool)(K_c_float_ulong_10);
  r0[11] = convert_ulong(K_c_float_ulong_11);
  r1[11] = convert_ulong_rte(K_c_float_ulong_11);
  r2[11] = convert_ulong_rtz(K_c_float_ulong_11);
  r3[11] = convert_ulong_rtp(K_c_float_ulong_11);
  r4[11] = convert_ulong_rtn(K_c_float_ulong_11);
  r5[11] = convert_ulong_sat(K_c_float_ulong_11);
  r6[11] = convert_ulong_sat_rte(K_c_float_ulong_11);
  r7[11] = convert_ulong_sat_rtz(K_c_float_ulong_11);
  r8[11] = convert_ulong_sat_rtp(K_c_float_ulong_11);
  r9[11] = convert_ulong_sat_rtn(K_c_float_ulong_11);
  r10[11] = (ulong)(K_c_float_ulong_11);
  {
    const ulong d = K_c_float_ulong_11;
    r11[11] = d;
  }
  r12[11] = (ulong)(bool)(K_c_float_ulong_11);
  r0[12] = convert_ulong(K_c_float_ulong_12);
  r1[12] = convert_ulong_rte(K_c_float_ulong_12);
  r2[12] = convert_ulong_rtz(K_c_float_ulong_12);
  r3[12] = convert_ulong_rtp(K_c_float_ulong_12);
  r4[12] = convert_ulong_rtn(K_c_float_ulong_12);
  r5[12] = convert_ulong_sat(K_c_float_ulong_12);
  r6[12] = convert_ulong_sat_rte(K_c_float_ulong_12);
  r7[12] = convert_ulong_sat_rtz(K_c_float_ulong_12);
  r8[12] = convert_ulong_sat_rtp(K_c_float_ulong_12);
  r9[12] = convert_ulong_sat_rtn(K_c_float_ulong_12);
  r10[12] = (ulong)(K_c_float_ulong_12);
  {
    const ulong d = K_c_float_ulong_12;
    r11[12] = d;
  }
  r12[12] = (ulong)(bool)(K_c_float_ulong_12);
  r0[13] = convert_ulong(K_c_float_ulong_13);
  r1[13] = convert_ulong_rte(K_c_float_ulong_13);
  r2[13] = convert_ulong_rtz(K_c_float_ulong_13);
  r3[13] = convert_ulong_rtp(K_c_float_ulong_13);
  r4[13] = convert_ulong_rtn(K_c_float_ulong_13);
  r5[13] = convert_ulong_sat(K_c_float_ulong_13);
  r6[13] = convert_ulong_sat_rte(K_c_float_ulong_13);
  r7[13] = convert_ulong_sat_rtz(K_c_float_ulong_13);
  r8[13] = convert_ulong_sat_rtp(K_c_float_ulong_13);
  r9[13] = convert_ulong_sat_rtn(K_c_float_ulong_13);
  r10[13] = (ulong)(K_c_float_ulong_13);
  {
    const ulong d = K_c_float_ulong_13;
    r11[13] = d;
  }
  r12[13] = (ulong)(bool)(K_c_float_ulong_13);
  r0[14] = convert_ulong(K_c_float_ulong_14);
  r1[14] = convert_ulong_rte(K_c_float_ulong_14);
  r2[14] = convert_ulong_rtz(K_c_float_ulong_14);
  r3[14] = convert_ulong_rtp(K_c_float_ulong_14);
  r4[14] = convert_ulong_rtn(K_c_float_ulong_14);
  r5[14] = convert_ulong_sat(K_c_float_ulong_14);
  r6[14] = convert_ulong_sat_rte(K_c_float_ulong_14);
  r7[14] = convert_ulong_sat_rtz(K_c_float_ulong_14);
  r8[14] = convert_ulong_sat_rtp(K_c_float_ulong_14);
  r9[14] = convert_ulong_sat_rtn(K_c_float_ulong_14);
  r10[14] = (ulong)(K_c_float_ulong_14);
  {
    const ulong d = K_c_float_ulong_14;
    r11[14] = d;
  }
  r12[14] = (ulong)(bool)(K_c_float_ulong_14);
  r0[15] = convert_ulong(K_c_float_ulong_15);
  r1[15] = convert_ulong_rte(K_c_float_ulong_15);
  r2[15] = convert_ulong_rtz(K_c_float_ulong_15);
  r3[15] = convert_ulong_rtp(K_c_float_ulong_15);
  r4[15] = convert_ulong_rtn(K_c_float_ulong_15);
  r5[15] = convert_ulong_sat(K_c_float_ulong_15);
  r6[15] = convert_ulong_sat_rte(K_c_float_ulong_15);
  r7[15] = convert_ulong_sat_rtz(K_c_float_ulong_15);
  r8[15] = convert_ulong_sat_rtp(K_c_float_ulong_15);
  r9[15] = convert_ulong_sat_rtn(K_c_float_ulong_15);
  r10[15] = (ulong)(K_c_float_ulong_15);
  {
    const ulong d = K_c_float_ulong_15;
    r11[15] = d;
  }
  r12[15] = (ulong)(bool)(K_c_float_ulong_15);
  r0[16] = convert_ulong(K_c_float_ulong_16);
  r1[16] = convert_ulong_rte(K_c_float_ulong_16);
  r2[16] = convert_ulong_rtz(K_c_float_ulong_16);
  r3[16] = convert_ulong_rtp(K_c_float_ulong_16);
  r4[16] = convert_ulong_rtn(K_c_float_ulong_16);
  r5[16] = convert_ulong_sat(K_c_float_ulong_16);
  r6[16] = convert_ulong_sat_rte(K_c_float_ulong_16);
  r7[16] = convert_ulong_sat_rtz(K_c_float_ulong_16);
  r8[16] = convert_ulong_sat_rtp(K_c_float_ulong_16);
  r9[16] = convert_ulong_sat_rtn(K_c_float_ulong_16);
  r10[16] = (ulong)(K_c_float_ulong_16);
  {
    const ulong d = K_c_float_ulong_16;
    r11[16] = d;
  }
  r12[16] = (ulong)(bool)(K_c_float_ulong_16);
  r0[17] = convert_ulong(K_c_float_ulong_17);
  r1[17] = convert_ulong_rte(K_c_float_ulong_17);
  r2[17] = convert_ulong_rtz(K_c_float_ulong_17);
  r3[17] = convert_ulong_rtp(K_c_float_ulong_17);
  r4[17] = convert_ulong_rtn(K_c_float_ulong_17);
  r5[17] = convert_ulong_sat(K_c_float_ulong_17);
  r6[17] = convert_ulong_sat_rte(K_c_float_ulong_17);
  r7[17] = convert_ulong_sat_rtz(K_c_float_ulong_17);
  r8[17] = convert_ulong_sat_rtp(K_c_float_ulong_17);
  r9[17] = convert_ulong_sat_rtn(K_c_float_ulong_17);
  r10[17] = (ulong)(K_c_float_ulong_17);
  {
    const ulong d = K_c_float_ulong_17;
    r11[17] = d;
  }
  r12[17] = (ulong)(bool)(K_c_float_ulong_17);
  r0[18] = convert_ulong(K_c_float_ulong_18);
  r1[18] = convert_ulong_rte(K_c_float_ulong_18);
  r2[18] = convert_ulong_rtz(K_c_float_ulong_18);
  r3[18] = convert_ulong_rtp(K_c_float_ulong_18);
  r4[18] = convert_ulong_rtn(K_c_float_ulong_18);
  r5[18] = convert_ulong_sat(K_c_float_ulong_18);
  r6[18] = convert_ulong_sat_rte(K_c_float_ulong_18);
  r7[18] = convert_ulong_sat_rtz(K_c_float_ulong_18);
  r8[18] = convert_ulong_sat_rtp(K_c_float_ulong_18);
  r9[18] = convert_ulong_sat_rtn(K_c_float_ulong_18);
  r10[18] = (ulong)(K_c_float_ulong_18);
  {
    const ulong d = K_c_float_ulong_18;
    r11[18] = d;
  }
  r12[18] = (ulong)(bool)(K_c_float_ulong_18);
  r0[19] = convert_ulong(K_c_float_ulong_19);
  r1[19] = convert_ulong_rte(K_c_float_ulong_19);
  r2[19] = convert_ulong_rtz(K_c_float_ulong_19);
  r3[19] = convert_ulong_rtp(K_c_float_ulong_19);
  r4[19] = convert_ulong_rtn(K_c_float_ulong_19);
  r5[19] = convert_ulong_sat(K_c_float_ulong_19);
  r6[19] = convert_ulong_sat_rte(K_c_float_ulong_19);
  r7[19] = convert_ulong_sat_rtz(K_c_float_ulong_19);
  r8[19] = convert_ulong_sat_rtp(K_c_float_ulong_19);
  r9[19] = convert_ulong_sat_rtn(K_c_float_ulong_19);
  r10[19] = (ulong)(K_c_float_ulong_19);
  {
    const ulong d = K_c_float_ulong_19;
    r11[19] = d;
  }
  r12[19] = (ulong)(bool)(K_c_float_ulong_19);
  r0[20] = convert_ulong(K_c_float_ulong_20);
  r1[20] = convert_ulong_rte(K_c_float_ulong_20);
  r2[20] = convert_ulong_rtz(K_c_float_ulong_20);
  r3[20] = convert_ulong_rtp(K_c_float_ulong_20);
  r4[20] = convert_ulong_rtn(K_c_float_ulong_20);
  r5[20] = convert_ulong_sat(K_c_float_ulong_20);
  r6[20] = convert_ulong_sat_rte(K_c_float_ulong_20);
  r7[20] = convert_ulong_sat_rtz(K_c_float_ulong_20);
  r8[20] = convert_ulong_sat_rtp(K_c_float_ulong_20);
  r9[20] = convert_ulong_sat_rtn(K_c_float_ulong_20);
  r10[20] = (ulong)(K_c_float_ulong_20);
  {
    const ulong d = K_c_float_ulong_20;
    r11[20] = d;
  }
  r12[20] = (ulong)(bool)(K_c_float_ulong_20);
  r0[21] = convert_ulong(K_c_float_ulong_21);
  r1[21] = convert_ulong_rte(K_c_float_ulong_21);
  r2[21] = convert_ulong_rtz(K_c_float_ulong_21);
  r3[21] = convert_ulong_rtp(K_c_float_ulong_21);
  r4[21] = convert_ulong_rtn(K_c_float_ulong_21);
  r5[21] = convert_ulong_sat(K_c_float_ulong_21);
  r6[21] = convert_ulong_sat_rte(K_c_float_ulong_21);
  r7[21] = convert_ulong_sat_rtz(K_c_float_ulong_21);
  r8[21] = convert_ulong_sat_rtp(K_c_float_ulong_21);
  r9[21] = convert_ulong_sat_rtn(K_c_float_ulong_21);
  r10[21] = (ulong)(K_c_float_ulong_21);
  {
    const ulong d = K_c_float_ulong_21;
    r11[21] = d;
  }
  r12[21] = (ulong)(bool)(K_c_float_ulong_21);
  r0[22] = convert_ulong(K_c_float_ulong_22);
  r1[22] = convert_ulong_rte(K_c_float_ulong_22);
  r2[22] = convert_ulong_rtz(K_c_float_ulong_22);
  r3[22] = convert_ulong_rtp(K_c_float_ulong_22);
  r4[22] = convert_ulong_rtn(K_c_float_ulong_22);
  r5[22] = convert_ulong_sat(K_c_float_ulong_22);
  r6[22] = convert_ulong_sat_rte(K_c_float_ulong_22);
  r7[22] = convert_ulong_sat_rtz(K_c_float_ulong_22);
  r8[22] = convert_ulong_sat_rtp(K_c_float_ulong_22);
  r9[22] = convert_ulong_sat_rtn(K_c_float_ulong_22);
  r10[22] = (ulong)(K_c_float_ulong_22);
  {
    const ulong d = K_c_float_ulong_22;
    r11[22] = d;
  }
  r12[22] = (ulong)(bool)(K_c_float_ulong_22);
}

#define K_c_float_half_0 as_float(0x0u)
#define K_c_float_half_1 as_float(0x1u)
#define K_c_float_half_2 as_float(0x7fffffu)
#define K_c_float_half_3 as_float(0x800000u)
#define K_c_float_half_4 as_float(0x3f800000u)
#define K_c_float_half_5 as_float(0x3fc00000u)
#define K_c_float_half_6 as_float(0x46fffe00u)
#define K_c_float_half_7 as_float(0x46ffff00u)
#define K_c_float_half_8 as_float(0x47000000u)
#define K_c_float_half_9 as_float(0x47000080u)
#define K_c_float_half_10 as_float(0x477ff000u)
#define K_c_float_half_11 as_float(0x477ff080u)
#define K_c_float_half_12 as_float(0x477fff00u)
#define K_c_float_half_13 as_float(0x477fff80u)
#define K_c_float_half_14 as_float(0x47800000u)
#define K_c_float_half_15 as_float(0x47800040u)
#define K_c_float_half_16 as_float(0x4b800000u)
#define K_c_float_half_17 as_float(0x4b800001u)
#define K_c_float_half_18 as_float(0x4effffffu)
#define K_c_float_half_19 as_float(0x4f000000u)
#define K_c_float_half_20 as_float(0x4f000001u)
#define K_c_float_half_21 as_float(0x4f7fffffu)
#define K_c_float_half_22 as_float(0x4f800000u)
#define K_c_float_half_23 as_float(0x4f800001u)
#define K_c_float_half_24 as_float(0x5a000000u)
#define K_c_float_half_25 as_float(0x5a000001u)
#define K_c_float_half_26 as_float(0x5effffffu)
#define K_c_float_half_27 as_float(0x5f000000u)
#define K_c_float_half_28 as_float(0x5f7fffffu)
#define K_c_float_half_29 as_float(0x5f800000u)
#define K_c_float_half_30 as_float(0x7f7fffffu)
#define K_c_float_half_31 as_float(0x7f800000u)
#define K_c_float_half_32 as_float(0x7f800001u)
#define K_c_float_half_33 as_float(0x7fc00000u)
#define K_c_float_half_34 as_float(0x80000000u)
#define K_c_float_half_35 as_float(0x80000001u)
#define K_c_float_half_36 as_float(0x807fffffu)
#define K_c_float_half_37 as_float(0x80800000u)
#define K_c_float_half_38 as_float(0xbf800000u)
#define K_c_float_half_39 as_float(0xbfc00000u)
#define K_c_float_half_40 as_float(0xc7000100u)
#define K_c_float_half_41 as_float(0xc7000180u)
#define K_c_float_half_42 as_float(0xcf000000u)
#define K_c_float_half_43 as_float(0xcf000001u)
#define K_c_float_half_44 as_float(0xdf000000u)
#define K_c_float_half_45 as_float(0xff7fffffu)
#define K_c_float_half_46 as_float(0xff800000u)
#define K_c_float_half_47 as_float(0xff800001u)
#define K_c_float_half_48 as_float(0xffc00000u)
__kernel void c_float_half(__global half* r0, __global half* r1, __global half* r2, __global half* r3, __global half* r4, __global half* r5, __global half* r6, __global half* r7, __global half* r8, __global half* r9, __global half* r10, __global half* r11, __global half* r12, __global half* r13, __global half* r14) {
  __local ushort l_ushort_1_5[49] __attribute__((aligned(32)));
  __local ushort l_ushort_1_6[49] __attribute__((aligned(32)));
  __local ushort l_ushort_1_7[49] __attribute__((aligned(32)));
  __local ushort l_ushort_1_8[49] __attribute__((aligned(32)));
  __local ushort l_ushort_1_9[49] __attribute__((aligned(32)));
  vstore_half(K_c_float_half_0, 0, r0);
  vstore_half_rte(K_c_float_half_0, 0, r1);
  vstore_half_rtz(K_c_float_half_0, 0, r2);
  vstore_half_rtp(K_c_float_half_0, 0, r3);
  vstore_half_rtn(K_c_float_half_0, 0, r4);
  { vstore_half(K_c_float_half_0, 0, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 0 * 1) = *(l_ushort_1_5 + 0 * 1); }
  { vstore_half_rte(K_c_float_half_0, 0, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 0 * 1) = *(l_ushort_1_6 + 0 * 1); }
  { vstore_half_rtz(K_c_float_half_0, 0, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 0 * 1) = *(l_ushort_1_7 + 0 * 1); }
  { vstore_half_rtp(K_c_float_half_0, 0, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 0 * 1) = *(l_ushort_1_8 + 0 * 1); }
  { vstore_half_rtn(K_c_float_half_0, 0, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 0 * 1) = *(l_ushort_1_9 + 0 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_0, 1, (__private half*)st); *((__global ushort*)r10 + 0 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_0, 1, (__private half*)st); *((__global ushort*)r11 + 0 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_0, 1, (__private half*)st); *((__global ushort*)r12 + 0 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_0, 1, (__private half*)st); *((__global ushort*)r13 + 0 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_0, 1, (__private half*)st); *((__global ushort*)r14 + 0 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_1, 1, r0);
  vstore_half_rte(K_c_float_half_1, 1, r1);
  vstore_half_rtz(K_c_float_half_1, 1, r2);
  vstore_half_rtp(K_c_float_half_1, 1, r3);
  vstore_half_rtn(K_c_float_half_1, 1, r4);
  { vstore_half(K_c_float_half_1, 1, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 1 * 1) = *(l_ushort_1_5 + 1 * 1); }
  { vstore_half_rte(K_c_float_half_1, 1, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 1 * 1) = *(l_ushort_1_6 + 1 * 1); }
  { vstore_half_rtz(K_c_float_half_1, 1, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 1 * 1) = *(l_ushort_1_7 + 1 * 1); }
  { vstore_half_rtp(K_c_float_half_1, 1, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 1 * 1) = *(l_ushort_1_8 + 1 * 1); }
  { vstore_half_rtn(K_c_float_half_1, 1, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 1 * 1) = *(l_ushort_1_9 + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_1, 1, (__private half*)st); *((__global ushort*)r10 + 1 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_1, 1, (__private half*)st); *((__global ushort*)r11 + 1 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_1, 1, (__private half*)st); *((__global ushort*)r12 + 1 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_1, 1, (__private half*)st); *((__global ushort*)r13 + 1 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_1, 1, (__private half*)st); *((__global ushort*)r14 + 1 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_2, 2, r0);
  vstore_half_rte(K_c_float_half_2, 2, r1);
  vstore_half_rtz(K_c_float_half_2, 2, r2);
  vstore_half_rtp(K_c_float_half_2, 2, r3);
  vstore_half_rtn(K_c_float_half_2, 2, r4);
  { vstore_half(K_c_float_half_2, 2, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 2 * 1) = *(l_ushort_1_5 + 2 * 1); }
  { vstore_half_rte(K_c_float_half_2, 2, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 2 * 1) = *(l_ushort_1_6 + 2 * 1); }
  { vstore_half_rtz(K_c_float_half_2, 2, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 2 * 1) = *(l_ushort_1_7 + 2 * 1); }
  { vstore_half_rtp(K_c_float_half_2, 2, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 2 * 1) = *(l_ushort_1_8 + 2 * 1); }
  { vstore_half_rtn(K_c_float_half_2, 2, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 2 * 1) = *(l_ushort_1_9 + 2 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_2, 1, (__private half*)st); *((__global ushort*)r10 + 2 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_2, 1, (__private half*)st); *((__global ushort*)r11 + 2 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_2, 1, (__private half*)st); *((__global ushort*)r12 + 2 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_2, 1, (__private half*)st); *((__global ushort*)r13 + 2 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_2, 1, (__private half*)st); *((__global ushort*)r14 + 2 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_3, 3, r0);
  vstore_half_rte(K_c_float_half_3, 3, r1);
  vstore_half_rtz(K_c_float_half_3, 3, r2);
  vstore_half_rtp(K_c_float_half_3, 3, r3);
  vstore_half_rtn(K_c_float_half_3, 3, r4);
  { vstore_half(K_c_float_half_3, 3, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 3 * 1) = *(l_ushort_1_5 + 3 * 1); }
  { vstore_half_rte(K_c_float_half_3, 3, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 3 * 1) = *(l_ushort_1_6 + 3 * 1); }
  { vstore_half_rtz(K_c_float_half_3, 3, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 3 * 1) = *(l_ushort_1_7 + 3 * 1); }
  { vstore_half_rtp(K_c_float_half_3, 3, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 3 * 1) = *(l_ushort_1_8 + 3 * 1); }
  { vstore_half_rtn(K_c_float_half_3, 3, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 3 * 1) = *(l_ushort_1_9 + 3 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_3, 1, (__private half*)st); *((__global ushort*)r10 + 3 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_3, 1, (__private half*)st); *((__global ushort*)r11 + 3 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_3, 1, (__private half*)st); *((__global ushort*)r12 + 3 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_3, 1, (__private half*)st); *((__global ushort*)r13 + 3 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_3, 1, (__private half*)st); *((__global ushort*)r14 + 3 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_4, 4, r0);
  vstore_half_rte(K_c_float_half_4, 4, r1);
  vstore_half_rtz(K_c_float_half_4, 4, r2);
  vstore_half_rtp(K_c_float_half_4, 4, r3);
  vstore_half_rtn(K_c_float_half_4, 4, r4);
  { vstore_half(K_c_float_half_4, 4, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 4 * 1) = *(l_ushort_1_5 + 4 * 1); }
  { vstore_half_rte(K_c_float_half_4, 4, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 4 * 1) = *(l_ushort_1_6 + 4 * 1); }
  { vstore_half_rtz(K_c_float_half_4, 4, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 4 * 1) = *(l_ushort_1_7 + 4 * 1); }
  { vstore_half_rtp(K_c_float_half_4, 4, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 4 * 1) = *(l_ushort_1_8 + 4 * 1); }
  { vstore_half_rtn(K_c_float_half_4, 4, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 4 * 1) = *(l_ushort_1_9 + 4 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_4, 1, (__private half*)st); *((__global ushort*)r10 + 4 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_4, 1, (__private half*)st); *((__global ushort*)r11 + 4 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_4, 1, (__private half*)st); *((__global ushort*)r12 + 4 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_4, 1, (__private half*)st); *((__global ushort*)r13 + 4 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_4, 1, (__private half*)st); *((__global ushort*)r14 + 4 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_5, 5, r0);
  vstore_half_rte(K_c_float_half_5, 5, r1);
  vstore_half_rtz(K_c_float_half_5, 5, r2);
  vstore_half_rtp(K_c_float_half_5, 5, r3);
  vstore_half_rtn(K_c_float_half_5, 5, r4);
  { vstore_half(K_c_float_half_5, 5, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 5 * 1) = *(l_ushort_1_5 + 5 * 1); }
  { vstore_half_rte(K_c_float_half_5, 5, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 5 * 1) = *(l_ushort_1_6 + 5 * 1); }
  { vstore_half_rtz(K_c_float_half_5, 5, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 5 * 1) = *(l_ushort_1_7 + 5 * 1); }
  { vstore_half_rtp(K_c_float_half_5, 5, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 5 * 1) = *(l_ushort_1_8 + 5 * 1); }
  { vstore_half_rtn(K_c_float_half_5, 5, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 5 * 1) = *(l_ushort_1_9 + 5 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_5, 1, (__private half*)st); *((__global ushort*)r10 + 5 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_5, 1, (__private half*)st); *((__global ushort*)r11 + 5 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_5, 1, (__private half*)st); *((__global ushort*)r12 + 5 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_5, 1, (__private half*)st); *((__global ushort*)r13 + 5 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_5, 1, (__private half*)st); *((__global ushort*)r14 + 5 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_6, 6, r0);
  vstore_half_rte(K_c_float_half_6, 6, r1);
  vstore_half_rtz(K_c_float_half_6, 6, r2);
  vstore_half_rtp(K_c_float_half_6, 6, r3);
  vstore_half_rtn(K_c_float_half_6, 6, r4);
  { vstore_half(K_c_float_half_6, 6, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 6 * 1) = *(l_ushort_1_5 + 6 * 1); }
  { vstore_half_rte(K_c_float_half_6, 6, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 6 * 1) = *(l_ushort_1_6 + 6 * 1); }
  { vstore_half_rtz(K_c_float_half_6, 6, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 6 * 1) = *(l_ushort_1_7 + 6 * 1); }
  { vstore_half_rtp(K_c_float_half_6, 6, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 6 * 1) = *(l_ushort_1_8 + 6 * 1); }
  { vstore_half_rtn(K_c_float_half_6, 6, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 6 * 1) = *(l_ushort_1_9 + 6 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_6, 1, (__private half*)st); *((__global ushort*)r10 + 6 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_6, 1, (__private half*)st); *((__global ushort*)r11 + 6 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_6, 1, (__private half*)st); *((__global ushort*)r12 + 6 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_6, 1, (__private half*)st); *((__global ushort*)r13 + 6 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_6, 1, (__private half*)st); *((__global ushort*)r14 + 6 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_7, 7, r0);
  vstore_half_rte(K_c_float_half_7, 7, r1);
  vstore_half_rtz(K_c_float_half_7, 7, r2);
  vstore_half_rtp(K_c_float_half_7, 7, r3);
  vstore_half_rtn(K_c_float_half_7, 7, r4);
  { vstore_half(K_c_float_half_7, 7, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 7 * 1) = *(l_ushort_1_5 + 7 * 1); }
  { vstore_half_rte(K_c_float_half_7, 7, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 7 * 1) = *(l_ushort_1_6 + 7 * 1); }
  { vstore_half_rtz(K_c_float_half_7, 7, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 7 * 1) = *(l_ushort_1_7 + 7 * 1); }
  { vstore_half_rtp(K_c_float_half_7, 7, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 7 * 1) = *(l_ushort_1_8 + 7 * 1); }
  { vstore_half_rtn(K_c_float_half_7, 7, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 7 * 1) = *(l_ushort_1_9 + 7 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_7, 1, (__private half*)st); *((__global ushort*)r10 + 7 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_7, 1, (__private half*)st); *((__global ushort*)r11 + 7 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_7, 1, (__private half*)st); *((__global ushort*)r12 + 7 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_7, 1, (__private half*)st); *((__global ushort*)r13 + 7 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_7, 1, (__private half*)st); *((__global ushort*)r14 + 7 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_8, 8, r0);
  vstore_half_rte(K_c_float_half_8, 8, r1);
  vstore_half_rtz(K_c_float_half_8, 8, r2);
  vstore_half_rtp(K_c_float_half_8, 8, r3);
  vstore_half_rtn(K_c_float_half_8, 8, r4);
  { vstore_half(K_c_float_half_8, 8, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 8 * 1) = *(l_ushort_1_5 + 8 * 1); }
  { vstore_half_rte(K_c_float_half_8, 8, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 8 * 1) = *(l_ushort_1_6 + 8 * 1); }
  { vstore_half_rtz(K_c_float_half_8, 8, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 8 * 1) = *(l_ushort_1_7 + 8 * 1); }
  { vstore_half_rtp(K_c_float_half_8, 8, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 8 * 1) = *(l_ushort_1_8 + 8 * 1); }
  { vstore_half_rtn(K_c_float_half_8, 8, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 8 * 1) = *(l_ushort_1_9 + 8 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_8, 1, (__private half*)st); *((__global ushort*)r10 + 8 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_8, 1, (__private half*)st); *((__global ushort*)r11 + 8 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_8, 1, (__private half*)st); *((__global ushort*)r12 + 8 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_8, 1, (__private half*)st); *((__global ushort*)r13 + 8 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_8, 1, (__private half*)st); *((__global ushort*)r14 + 8 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_9, 9, r0);
  vstore_half_rte(K_c_float_half_9, 9, r1);
  vstore_half_rtz(K_c_float_half_9, 9, r2);
  vstore_half_rtp(K_c_float_half_9, 9, r3);
  vstore_half_rtn(K_c_float_half_9, 9, r4);
  { vstore_half(K_c_float_half_9, 9, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 9 * 1) = *(l_ushort_1_5 + 9 * 1); }
  { vstore_half_rte(K_c_float_half_9, 9, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 9 * 1) = *(l_ushort_1_6 + 9 * 1); }
  { vstore_half_rtz(K_c_float_half_9, 9, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 9 * 1) = *(l_ushort_1_7 + 9 * 1); }
  { vstore_half_rtp(K_c_float_half_9, 9, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 9 * 1) = *(l_ushort_1_8 + 9 * 1); }
  { vstore_half_rtn(K_c_float_half_9, 9, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 9 * 1) = *(l_ushort_1_9 + 9 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_9, 1, (__private half*)st); *((__global ushort*)r10 + 9 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_9, 1, (__private half*)st); *((__global ushort*)r11 + 9 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_9, 1, (__private half*)st); *((__global ushort*)r12 + 9 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_9, 1, (__private half*)st); *((__global ushort*)r13 + 9 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_9, 1, (__private half*)st); *((__global ushort*)r14 + 9 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_10, 10, r0);
  vstore_half_rte(K_c_float_half_10, 10, r1);
  vstore_half_rtz(K_c_float_half_10, 10, r2);
  vstore_half_rtp(K_c_float_half_10, 10, r3);
  vstore_half_rtn(K_c_float_half_10, 10, r4);
  { vstore_half(K_c_float_half_10, 10, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 10 * 1) = *(l_ushort_1_5 + 10 * 1); }
  { vstore_half_rte(K_c_float_half_10, 10, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 10 * 1) = *(l_ushort_1_6 + 10 * 1); }
  { vstore_half_rtz(K_c_float_half_10, 10, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 10 * 1) = *(l_ushort_1_7 + 10 * 1); }
  { vstore_half_rtp(K_c_float_half_10, 10, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 10 * 1) = *(l_ushort_1_8 + 10 * 1); }
  { vstore_half_rtn(K_c_float_half_10, 10, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 10 * 1) = *(l_ushort_1_9 + 10 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_10, 1, (__private half*)st); *((__global ushort*)r10 + 10 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_10, 1, (__private half*)st); *((__global ushort*)r11 + 10 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_10, 1, (__private half*)st); *((__global ushort*)r12 + 10 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_10, 1, (__private half*)st); *((__global ushort*)r13 + 10 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_10, 1, (__private half*)st); *((__global ushort*)r14 + 10 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_11, 11, r0);
  vstore_half_rte(K_c_float_half_11, 11, r1);
  vstore_half_rtz(K_c_float_half_11, 11, r2);
  vstore_half_rtp(K_c_float_half_11, 11, r3);
  vstore_half_rtn(K_c_float_half_11, 11, r4);
  { vstore_half(K_c_float_half_11, 11, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 11 * 1) = *(l_ushort_1_5 + 11 * 1); }
  { vstore_half_rte(K_c_float_half_11, 11, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 11 * 1) = *(l_ushort_1_6 + 11 * 1); }
  { vstore_half_rtz(K_c_float_half_11, 11, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 11 * 1) = *(l_ushort_1_7 + 11 * 1); }
  { vstore_half_rtp(K_c_float_half_11, 11, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 11 * 1) = *(l_ushort_1_8 + 11 * 1); }
  { vstore_half_rtn(K_c_float_half_11, 11, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 11 * 1) = *(l_ushort_1_9 + 11 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_11, 1, (__private half*)st); *((__global ushort*)r10 + 11 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_11, 1, (__private half*)st); *((__global ushort*)r11 + 11 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_11, 1, (__private half*)st); *((__global ushort*)r12 + 11 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_11, 1, (__private half*)st); *((__global ushort*)r13 + 11 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_11, 1, (__private half*)st); *((__global ushort*)r14 + 11 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_12, 12, r0);
  vstore_half_rte(K_c_float_half_12, 12, r1);
  vstore_half_rtz(K_c_float_half_12, 12, r2);
  vstore_half_rtp(K_c_float_half_12, 12, r3);
  vstore_half_rtn(K_c_float_half_12, 12, r4);
  { vstore_half(K_c_float_half_12, 12, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 12 * 1) = *(l_ushort_1_5 + 12 * 1); }
  { vstore_half_rte(K_c_float_half_12, 12, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 12 * 1) = *(l_ushort_1_6 + 12 * 1); }
  { vstore_half_rtz(K_c_float_half_12, 12, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 12 * 1) = *(l_ushort_1_7 + 12 * 1); }
  { vstore_half_rtp(K_c_float_half_12, 12, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 12 * 1) = *(l_ushort_1_8 + 12 * 1); }
  { vstore_half_rtn(K_c_float_half_12, 12, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 12 * 1) = *(l_ushort_1_9 + 12 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_12, 1, (__private half*)st); *((__global ushort*)r10 + 12 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_12, 1, (__private half*)st); *((__global ushort*)r11 + 12 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_12, 1, (__private half*)st); *((__global ushort*)r12 + 12 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_12, 1, (__private half*)st); *((__global ushort*)r13 + 12 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_12, 1, (__private half*)st); *((__global ushort*)r14 + 12 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_13, 13, r0);
  vstore_half_rte(K_c_float_half_13, 13, r1);
  vstore_half_rtz(K_c_float_half_13, 13, r2);
  vstore_half_rtp(K_c_float_half_13, 13, r3);
  vstore_half_rtn(K_c_float_half_13, 13, r4);
  { vstore_half(K_c_float_half_13, 13, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 13 * 1) = *(l_ushort_1_5 + 13 * 1); }
  { vstore_half_rte(K_c_float_half_13, 13, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 13 * 1) = *(l_ushort_1_6 + 13 * 1); }
  { vstore_half_rtz(K_c_float_half_13, 13, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 13 * 1) = *(l_ushort_1_7 + 13 * 1); }
  { vstore_half_rtp(K_c_float_half_13, 13, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 13 * 1) = *(l_ushort_1_8 + 13 * 1); }
  { vstore_half_rtn(K_c_float_half_13, 13, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 13 * 1) = *(l_ushort_1_9 + 13 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_13, 1, (__private half*)st); *((__global ushort*)r10 + 13 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_13, 1, (__private half*)st); *((__global ushort*)r11 + 13 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_13, 1, (__private half*)st); *((__global ushort*)r12 + 13 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_13, 1, (__private half*)st); *((__global ushort*)r13 + 13 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_13, 1, (__private half*)st); *((__global ushort*)r14 + 13 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_14, 14, r0);
  vstore_half_rte(K_c_float_half_14, 14, r1);
  vstore_half_rtz(K_c_float_half_14, 14, r2);
  vstore_half_rtp(K_c_float_half_14, 14, r3);
  vstore_half_rtn(K_c_float_half_14, 14, r4);
  { vstore_half(K_c_float_half_14, 14, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 14 * 1) = *(l_ushort_1_5 + 14 * 1); }
  { vstore_half_rte(K_c_float_half_14, 14, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 14 * 1) = *(l_ushort_1_6 + 14 * 1); }
  { vstore_half_rtz(K_c_float_half_14, 14, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 14 * 1) = *(l_ushort_1_7 + 14 * 1); }
  { vstore_half_rtp(K_c_float_half_14, 14, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 14 * 1) = *(l_ushort_1_8 + 14 * 1); }
  { vstore_half_rtn(K_c_float_half_14, 14, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 14 * 1) = *(l_ushort_1_9 + 14 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_14, 1, (__private half*)st); *((__global ushort*)r10 + 14 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_14, 1, (__private half*)st); *((__global ushort*)r11 + 14 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_14, 1, (__private half*)st); *((__global ushort*)r12 + 14 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_14, 1, (__private half*)st); *((__global ushort*)r13 + 14 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_14, 1, (__private half*)st); *((__global ushort*)r14 + 14 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_15, 15, r0);
  vstore_half_rte(K_c_float_half_15, 15, r1);
  vstore_half_rtz(K_c_float_half_15, 15, r2);
  vstore_half_rtp(K_c_float_half_15, 15, r3);
  vstore_half_rtn(K_c_float_half_15, 15, r4);
  { vstore_half(K_c_float_half_15, 15, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 15 * 1) = *(l_ushort_1_5 + 15 * 1); }
  { vstore_half_rte(K_c_float_half_15, 15, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 15 * 1) = *(l_ushort_1_6 + 15 * 1); }
  { vstore_half_rtz(K_c_float_half_15, 15, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 15 * 1) = *(l_ushort_1_7 + 15 * 1); }
  { vstore_half_rtp(K_c_float_half_15, 15, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 15 * 1) = *(l_ushort_1_8 + 15 * 1); }
  { vstore_half_rtn(K_c_float_half_15, 15, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 15 * 1) = *(l_ushort_1_9 + 15 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_15, 1, (__private half*)st); *((__global ushort*)r10 + 15 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_15, 1, (__private half*)st); *((__global ushort*)r11 + 15 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_15, 1, (__private half*)st); *((__global ushort*)r12 + 15 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_15, 1, (__private half*)st); *((__global ushort*)r13 + 15 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_15, 1, (__private half*)st); *((__global ushort*)r14 + 15 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_16, 16, r0);
  vstore_half_rte(K_c_float_half_16, 16, r1);
  vstore_half_rtz(K_c_float_half_16, 16, r2);
  vstore_half_rtp(K_c_float_half_16, 16, r3);
  vstore_half_rtn(K_c_float_half_16, 16, r4);
  { vstore_half(K_c_float_half_16, 16, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 16 * 1) = *(l_ushort_1_5 + 16 * 1); }
  { vstore_half_rte(K_c_float_half_16, 16, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 16 * 1) = *(l_ushort_1_6 + 16 * 1); }
  { vstore_half_rtz(K_c_float_half_16, 16, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 16 * 1) = *(l_ushort_1_7 + 16 * 1); }
  { vstore_half_rtp(K_c_float_half_16, 16, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 16 * 1) = *(l_ushort_1_8 + 16 * 1); }
  { vstore_half_rtn(K_c_float_half_16, 16, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 16 * 1) = *(l_ushort_1_9 + 16 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_16, 1, (__private half*)st); *((__global ushort*)r10 + 16 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_16, 1, (__private half*)st); *((__global ushort*)r11 + 16 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_16, 1, (__private half*)st); *((__global ushort*)r12 + 16 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_16, 1, (__private half*)st); *((__global ushort*)r13 + 16 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_16, 1, (__private half*)st); *((__global ushort*)r14 + 16 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_17, 17, r0);
  vstore_half_rte(K_c_float_half_17, 17, r1);
  vstore_half_rtz(K_c_float_half_17, 17, r2);
  vstore_half_rtp(K_c_float_half_17, 17, r3);
  vstore_half_rtn(K_c_float_half_17, 17, r4);
  { vstore_half(K_c_float_half_17, 17, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 17 * 1) = *(l_ushort_1_5 + 17 * 1); }
  { vstore_half_rte(K_c_float_half_17, 17, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 17 * 1) = *(l_ushort_1_6 + 17 * 1); }
  { vstore_half_rtz(K_c_float_half_17, 17, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 17 * 1) = *(l_ushort_1_7 + 17 * 1); }
  { vstore_half_rtp(K_c_float_half_17, 17, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 17 * 1) = *(l_ushort_1_8 + 17 * 1); }
  { vstore_half_rtn(K_c_float_half_17, 17, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 17 * 1) = *(l_ushort_1_9 + 17 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_17, 1, (__private half*)st); *((__global ushort*)r10 + 17 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_17, 1, (__private half*)st); *((__global ushort*)r11 + 17 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_17, 1, (__private half*)st); *((__global ushort*)r12 + 17 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_17, 1, (__private half*)st); *((__global ushort*)r13 + 17 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_17, 1, (__private half*)st); *((__global ushort*)r14 + 17 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_18, 18, r0);
  vstore_half_rte(K_c_float_half_18, 18, r1);
  vstore_half_rtz(K_c_float_half_18, 18, r2);
  vstore_half_rtp(K_c_float_half_18, 18, r3);
  vstore_half_rtn(K_c_float_half_18, 18, r4);
  { vstore_half(K_c_float_half_18, 18, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 18 * 1) = *(l_ushort_1_5 + 18 * 1); }
  { vstore_half_rte(K_c_float_half_18, 18, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 18 * 1) = *(l_ushort_1_6 + 18 * 1); }
  { vstore_half_rtz(K_c_float_half_18, 18, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 18 * 1) = *(l_ushort_1_7 + 18 * 1); }
  { vstore_half_rtp(K_c_float_half_18, 18, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 18 * 1) = *(l_ushort_1_8 + 18 * 1); }
  { vstore_half_rtn(K_c_float_half_18, 18, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 18 * 1) = *(l_ushort_1_9 + 18 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_18, 1, (__private half*)st); *((__global ushort*)r10 + 18 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_18, 1, (__private half*)st); *((__global ushort*)r11 + 18 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_18, 1, (__private half*)st); *((__global ushort*)r12 + 18 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_18, 1, (__private half*)st); *((__global ushort*)r13 + 18 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_18, 1, (__private half*)st); *((__global ushort*)r14 + 18 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_19, 19, r0);
  vstore_half_rte(K_c_float_half_19, 19, r1);
  vstore_half_rtz(K_c_float_half_19, 19, r2);
  vstore_half_rtp(K_c_float_half_19, 19, r3);
  vstore_half_rtn(K_c_float_half_19, 19, r4);
  { vstore_half(K_c_float_half_19, 19, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 19 * 1) = *(l_ushort_1_5 + 19 * 1); }
  { vstore_half_rte(K_c_float_half_19, 19, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 19 * 1) = *(l_ushort_1_6 + 19 * 1); }
  { vstore_half_rtz(K_c_float_half_19, 19, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 19 * 1) = *(l_ushort_1_7 + 19 * 1); }
  { vstore_half_rtp(K_c_float_half_19, 19, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 19 * 1) = *(l_ushort_1_8 + 19 * 1); }
  { vstore_half_rtn(K_c_float_half_19, 19, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 19 * 1) = *(l_ushort_1_9 + 19 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_19, 1, (__private half*)st); *((__global ushort*)r10 + 19 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_19, 1, (__private half*)st); *((__global ushort*)r11 + 19 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_19, 1, (__private half*)st); *((__global ushort*)r12 + 19 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_19, 1, (__private half*)st); *((__global ushort*)r13 + 19 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_19, 1, (__private half*)st); *((__global ushort*)r14 + 19 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_20, 20, r0);
  vstore_half_rte(K_c_float_half_20, 20, r1);
  vstore_half_rtz(K_c_float_half_20, 20, r2);
  vstore_half_rtp(K_c_float_half_20, 20, r3);
  vstore_half_rtn(K_c_float_half_20, 20, r4);
  { vstore_half(K_c_float_half_20, 20, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 20 * 1) = *(l_ushort_1_5 + 20 * 1); }
  { vstore_half_rte(K_c_float_half_20, 20, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 20 * 1) = *(l_ushort_1_6 + 20 * 1); }
  { vstore_half_rtz(K_c_float_half_20, 20, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 20 * 1) = *(l_ushort_1_7 + 20 * 1); }
  { vstore_half_rtp(K_c_float_half_20, 20, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 20 * 1) = *(l_ushort_1_8 + 20 * 1); }
  { vstore_half_rtn(K_c_float_half_20, 20, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 20 * 1) = *(l_ushort_1_9 + 20 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_20, 1, (__private half*)st); *((__global ushort*)r10 + 20 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_20, 1, (__private half*)st); *((__global ushort*)r11 + 20 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_20, 1, (__private half*)st); *((__global ushort*)r12 + 20 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_20, 1, (__private half*)st); *((__global ushort*)r13 + 20 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_20, 1, (__private half*)st); *((__global ushort*)r14 + 20 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_21, 21, r0);
  vstore_half_rte(K_c_float_half_21, 21, r1);
  vstore_half_rtz(K_c_float_half_21, 21, r2);
  vstore_half_rtp(K_c_float_half_21, 21, r3);
  vstore_half_rtn(K_c_float_half_21, 21, r4);
  { vstore_half(K_c_float_half_21, 21, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 21 * 1) = *(l_ushort_1_5 + 21 * 1); }
  { vstore_half_rte(K_c_float_half_21, 21, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 21 * 1) = *(l_ushort_1_6 + 21 * 1); }
  { vstore_half_rtz(K_c_float_half_21, 21, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 21 * 1) = *(l_ushort_1_7 + 21 * 1); }
  { vstore_half_rtp(K_c_float_half_21, 21, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 21 * 1) = *(l_ushort_1_8 + 21 * 1); }
  { vstore_half_rtn(K_c_float_half_21, 21, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 21 * 1) = *(l_ushort_1_9 + 21 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_21, 1, (__private half*)st); *((__global ushort*)r10 + 21 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_21, 1, (__private half*)st); *((__global ushort*)r11 + 21 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_21, 1, (__private half*)st); *((__global ushort*)r12 + 21 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_21, 1, (__private half*)st); *((__global ushort*)r13 + 21 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_21, 1, (__private half*)st); *((__global ushort*)r14 + 21 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_22, 22, r0);
  vstore_half_rte(K_c_float_half_22, 22, r1);
  vstore_half_rtz(K_c_float_half_22, 22, r2);
  vstore_half_rtp(K_c_float_half_22, 22, r3);
  vstore_half_rtn(K_c_float_half_22, 22, r4);
  { vstore_half(K_c_float_half_22, 22, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 22 * 1) = *(l_ushort_1_5 + 22 * 1); }
  { vstore_half_rte(K_c_float_half_22, 22, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 22 * 1) = *(l_ushort_1_6 + 22 * 1); }
  { vstore_half_rtz(K_c_float_half_22, 22, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 22 * 1) = *(l_ushort_1_7 + 22 * 1); }
  { vstore_half_rtp(K_c_float_half_22, 22, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 22 * 1) = *(l_ushort_1_8 + 22 * 1); }
  { vstore_half_rtn(K_c_float_half_22, 22, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 22 * 1) = *(l_ushort_1_9 + 22 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_22, 1, (__private half*)st); *((__global ushort*)r10 + 22 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_22, 1, (__private half*)st); *((__global ushort*)r11 + 22 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_22, 1, (__private half*)st); *((__global ushort*)r12 + 22 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_22, 1, (__private half*)st); *((__global ushort*)r13 + 22 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_22, 1, (__private half*)st); *((__global ushort*)r14 + 22 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_23, 23, r0);
  vstore_half_rte(K_c_float_half_23, 23, r1);
  vstore_half_rtz(K_c_float_half_23, 23, r2);
  vstore_half_rtp(K_c_float_half_23, 23, r3);
  vstore_half_rtn(K_c_float_half_23, 23, r4);
  { vstore_half(K_c_float_half_23, 23, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 23 * 1) = *(l_ushort_1_5 + 23 * 1); }
  { vstore_half_rte(K_c_float_half_23, 23, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 23 * 1) = *(l_ushort_1_6 + 23 * 1); }
  { vstore_half_rtz(K_c_float_half_23, 23, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 23 * 1) = *(l_ushort_1_7 + 23 * 1); }
  { vstore_half_rtp(K_c_float_half_23, 23, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 23 * 1) = *(l_ushort_1_8 + 23 * 1); }
  { vstore_half_rtn(K_c_float_half_23, 23, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 23 * 1) = *(l_ushort_1_9 + 23 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_23, 1, (__private half*)st); *((__global ushort*)r10 + 23 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_23, 1, (__private half*)st); *((__global ushort*)r11 + 23 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_23, 1, (__private half*)st); *((__global ushort*)r12 + 23 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_23, 1, (__private half*)st); *((__global ushort*)r13 + 23 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_23, 1, (__private half*)st); *((__global ushort*)r14 + 23 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_24, 24, r0);
  vstore_half_rte(K_c_float_half_24, 24, r1);
  vstore_half_rtz(K_c_float_half_24, 24, r2);
  vstore_half_rtp(K_c_float_half_24, 24, r3);
  vstore_half_rtn(K_c_float_half_24, 24, r4);
  { vstore_half(K_c_float_half_24, 24, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 24 * 1) = *(l_ushort_1_5 + 24 * 1); }
  { vstore_half_rte(K_c_float_half_24, 24, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 24 * 1) = *(l_ushort_1_6 + 24 * 1); }
  { vstore_half_rtz(K_c_float_half_24, 24, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 24 * 1) = *(l_ushort_1_7 + 24 * 1); }
  { vstore_half_rtp(K_c_float_half_24, 24, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 24 * 1) = *(l_ushort_1_8 + 24 * 1); }
  { vstore_half_rtn(K_c_float_half_24, 24, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 24 * 1) = *(l_ushort_1_9 + 24 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_24, 1, (__private half*)st); *((__global ushort*)r10 + 24 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_24, 1, (__private half*)st); *((__global ushort*)r11 + 24 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_24, 1, (__private half*)st); *((__global ushort*)r12 + 24 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_24, 1, (__private half*)st); *((__global ushort*)r13 + 24 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_24, 1, (__private half*)st); *((__global ushort*)r14 + 24 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_25, 25, r0);
  vstore_half_rte(K_c_float_half_25, 25, r1);
  vstore_half_rtz(K_c_float_half_25, 25, r2);
  vstore_half_rtp(K_c_float_half_25, 25, r3);
  vstore_half_rtn(K_c_float_half_25, 25, r4);
  { vstore_half(K_c_float_half_25, 25, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 25 * 1) = *(l_ushort_1_5 + 25 * 1); }
  { vstore_half_rte(K_c_float_half_25, 25, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 25 * 1) = *(l_ushort_1_6 + 25 * 1); }
  { vstore_half_rtz(K_c_float_half_25, 25, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 25 * 1) = *(l_ushort_1_7 + 25 * 1); }
  { vstore_half_rtp(K_c_float_half_25, 25, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 25 * 1) = *(l_ushort_1_8 + 25 * 1); }
  { vstore_half_rtn(K_c_float_half_25, 25, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 25 * 1) = *(l_ushort_1_9 + 25 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_25, 1, (__private half*)st); *((__global ushort*)r10 + 25 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_25, 1, (__private half*)st); *((__global ushort*)r11 + 25 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_25, 1, (__private half*)st); *((__global ushort*)r12 + 25 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_25, 1, (__private half*)st); *((__global ushort*)r13 + 25 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_25, 1, (__private half*)st); *((__global ushort*)r14 + 25 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_26, 26, r0);
  vstore_half_rte(K_c_float_half_26, 26, r1);
  vstore_half_rtz(K_c_float_half_26, 26, r2);
  vstore_half_rtp(K_c_float_half_26, 26, r3);
  vstore_half_rtn(K_c_float_half_26, 26, r4);
  { vstore_half(K_c_float_half_26, 26, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 26 * 1) = *(l_ushort_1_5 + 26 * 1); }
  { vstore_half_rte(K_c_float_half_26, 26, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 26 * 1) = *(l_ushort_1_6 + 26 * 1); }
  { vstore_half_rtz(K_c_float_half_26, 26, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 26 * 1) = *(l_ushort_1_7 + 26 * 1); }
  { vstore_half_rtp(K_c_float_half_26, 26, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 26 * 1) = *(l_ushort_1_8 + 26 * 1); }
  { vstore_half_rtn(K_c_float_half_26, 26, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 26 * 1) = *(l_ushort_1_9 + 26 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_26, 1, (__private half*)st); *((__global ushort*)r10 + 26 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_26, 1, (__private half*)st); *((__global ushort*)r11 + 26 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_26, 1, (__private half*)st); *((__global ushort*)r12 + 26 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_26, 1, (__private half*)st); *((__global ushort*)r13 + 26 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_26, 1, (__private half*)st); *((__global ushort*)r14 + 26 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_27, 27, r0);
  vstore_half_rte(K_c_float_half_27, 27, r1);
  vstore_half_rtz(K_c_float_half_27, 27, r2);
  vstore_half_rtp(K_c_float_half_27, 27, r3);
  vstore_half_rtn(K_c_float_half_27, 27, r4);
  { vstore_half(K_c_float_half_27, 27, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 27 * 1) = *(l_ushort_1_5 + 27 * 1); }
  { vstore_half_rte(K_c_float_half_27, 27, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 27 * 1) = *(l_ushort_1_6 + 27 * 1); }
  { vstore_half_rtz(K_c_float_half_27, 27, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 27 * 1) = *(l_ushort_1_7 + 27 * 1); }
  { vstore_half_rtp(K_c_float_half_27, 27, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 27 * 1) = *(l_ushort_1_8 + 27 * 1); }
  { vstore_half_rtn(K_c_float_half_27, 27, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 27 * 1) = *(l_ushort_1_9 + 27 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_27, 1, (__private half*)st); *((__global ushort*)r10 + 27 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_27, 1, (__private half*)st); *((__global ushort*)r11 + 27 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_27, 1, (__private half*)st); *((__global ushort*)r12 + 27 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_27, 1, (__private half*)st); *((__global ushort*)r13 + 27 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_27, 1, (__private half*)st); *((__global ushort*)r14 + 27 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_28, 28, r0);
  vstore_half_rte(K_c_float_half_28, 28, r1);
  vstore_half_rtz(K_c_float_half_28, 28, r2);
  vstore_half_rtp(K_c_float_half_28, 28, r3);
  vstore_half_rtn(K_c_float_half_28, 28, r4);
  { vstore_half(K_c_float_half_28, 28, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 28 * 1) = *(l_ushort_1_5 + 28 * 1); }
  { vstore_half_rte(K_c_float_half_28, 28, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 28 * 1) = *(l_ushort_1_6 + 28 * 1); }
  { vstore_half_rtz(K_c_float_half_28, 28, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 28 * 1) = *(l_ushort_1_7 + 28 * 1); }
  { vstore_half_rtp(K_c_float_half_28, 28, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 28 * 1) = *(l_ushort_1_8 + 28 * 1); }
  { vstore_half_rtn(K_c_float_half_28, 28, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 28 * 1) = *(l_ushort_1_9 + 28 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_28, 1, (__private half*)st); *((__global ushort*)r10 + 28 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_28, 1, (__private half*)st); *((__global ushort*)r11 + 28 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_28, 1, (__private half*)st); *((__global ushort*)r12 + 28 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_28, 1, (__private half*)st); *((__global ushort*)r13 + 28 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_28, 1, (__private half*)st); *((__global ushort*)r14 + 28 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_29, 29, r0);
  vstore_half_rte(K_c_float_half_29, 29, r1);
  vstore_half_rtz(K_c_float_half_29, 29, r2);
  vstore_half_rtp(K_c_float_half_29, 29, r3);
  vstore_half_rtn(K_c_float_half_29, 29, r4);
  { vstore_half(K_c_float_half_29, 29, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 29 * 1) = *(l_ushort_1_5 + 29 * 1); }
  { vstore_half_rte(K_c_float_half_29, 29, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 29 * 1) = *(l_ushort_1_6 + 29 * 1); }
  { vstore_half_rtz(K_c_float_half_29, 29, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 29 * 1) = *(l_ushort_1_7 + 29 * 1); }
  { vstore_half_rtp(K_c_float_half_29, 29, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 29 * 1) = *(l_ushort_1_8 + 29 * 1); }
  { vstore_half_rtn(K_c_float_half_29, 29, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 29 * 1) = *(l_ushort_1_9 + 29 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_29, 1, (__private half*)st); *((__global ushort*)r10 + 29 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_29, 1, (__private half*)st); *((__global ushort*)r11 + 29 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_29, 1, (__private half*)st); *((__global ushort*)r12 + 29 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_29, 1, (__private half*)st); *((__global ushort*)r13 + 29 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_29, 1, (__private half*)st); *((__global ushort*)r14 + 29 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_30, 30, r0);
  vstore_half_rte(K_c_float_half_30, 30, r1);
  vstore_half_rtz(K_c_float_half_30, 30, r2);
  vstore_half_rtp(K_c_float_half_30, 30, r3);
  vstore_half_rtn(K_c_float_half_30, 30, r4);
  { vstore_half(K_c_float_half_30, 30, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 30 * 1) = *(l_ushort_1_5 + 30 * 1); }
  { vstore_half_rte(K_c_float_half_30, 30, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 30 * 1) = *(l_ushort_1_6 + 30 * 1); }
  { vstore_half_rtz(K_c_float_half_30, 30, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 30 * 1) = *(l_ushort_1_7 + 30 * 1); }
  { vstore_half_rtp(K_c_float_half_30, 30, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 30 * 1) = *(l_ushort_1_8 + 30 * 1); }
  { vstore_half_rtn(K_c_float_half_30, 30, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 30 * 1) = *(l_ushort_1_9 + 30 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_30, 1, (__private half*)st); *((__global ushort*)r10 + 30 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_30, 1, (__private half*)st); *((__global ushort*)r11 + 30 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_30, 1, (__private half*)st); *((__global ushort*)r12 + 30 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_30, 1, (__private half*)st); *((__global ushort*)r13 + 30 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_30, 1, (__private half*)st); *((__global ushort*)r14 + 30 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_31, 31, r0);
  vstore_half_rte(K_c_float_half_31, 31, r1);
  vstore_half_rtz(K_c_float_half_31, 31, r2);
  vstore_half_rtp(K_c_float_half_31, 31, r3);
  vstore_half_rtn(K_c_float_half_31, 31, r4);
  { vstore_half(K_c_float_half_31, 31, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 31 * 1) = *(l_ushort_1_5 + 31 * 1); }
  { vstore_half_rte(K_c_float_half_31, 31, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 31 * 1) = *(l_ushort_1_6 + 31 * 1); }
  { vstore_half_rtz(K_c_float_half_31, 31, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 31 * 1) = *(l_ushort_1_7 + 31 * 1); }
  { vstore_half_rtp(K_c_float_half_31, 31, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 31 * 1) = *(l_ushort_1_8 + 31 * 1); }
  { vstore_half_rtn(K_c_float_half_31, 31, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 31 * 1) = *(l_ushort_1_9 + 31 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_31, 1, (__private half*)st); *((__global ushort*)r10 + 31 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_31, 1, (__private half*)st); *((__global ushort*)r11 + 31 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_31, 1, (__private half*)st); *((__global ushort*)r12 + 31 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_31, 1, (__private half*)st); *((__global ushort*)r13 + 31 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_31, 1, (__private half*)st); *((__global ushort*)r14 + 31 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_32, 32, r0);
  vstore_half_rte(K_c_float_half_32, 32, r1);
  vstore_half_rtz(K_c_float_half_32, 32, r2);
  vstore_half_rtp(K_c_float_half_32, 32, r3);
  vstore_half_rtn(K_c_float_half_32, 32, r4);
  { vstore_half(K_c_float_half_32, 32, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 32 * 1) = *(l_ushort_1_5 + 32 * 1); }
  { vstore_half_rte(K_c_float_half_32, 32, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 32 * 1) = *(l_ushort_1_6 + 32 * 1); }
  { vstore_half_rtz(K_c_float_half_32, 32, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 32 * 1) = *(l_ushort_1_7 + 32 * 1); }
  { vstore_half_rtp(K_c_float_half_32, 32, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 32 * 1) = *(l_ushort_1_8 + 32 * 1); }
  { vstore_half_rtn(K_c_float_half_32, 32, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 32 * 1) = *(l_ushort_1_9 + 32 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_32, 1, (__private half*)st); *((__global ushort*)r10 + 32 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_32, 1, (__private half*)st); *((__global ushort*)r11 + 32 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_32, 1, (__private half*)st); *((__global ushort*)r12 + 32 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_32, 1, (__private half*)st); *((__global ushort*)r13 + 32 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_32, 1, (__private half*)st); *((__global ushort*)r14 + 32 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_33, 33, r0);
  vstore_half_rte(K_c_float_half_33, 33, r1);
  vstore_half_rtz(K_c_float_half_33, 33, r2);
  vstore_half_rtp(K_c_float_half_33, 33, r3);
  vstore_half_rtn(K_c_float_half_33, 33, r4);
  { vstore_half(K_c_float_half_33, 33, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 33 * 1) = *(l_ushort_1_5 + 33 * 1); }
  { vstore_half_rte(K_c_float_half_33, 33, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 33 * 1) = *(l_ushort_1_6 + 33 * 1); }
  { vstore_half_rtz(K_c_float_half_33, 33, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 33 * 1) = *(l_ushort_1_7 + 33 * 1); }
  { vstore_half_rtp(K_c_float_half_33, 33, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 33 * 1) = *(l_ushort_1_8 + 33 * 1); }
  { vstore_half_rtn(K_c_float_half_33, 33, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 33 * 1) = *(l_ushort_1_9 + 33 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_33, 1, (__private half*)st); *((__global ushort*)r10 + 33 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_33, 1, (__private half*)st); *((__global ushort*)r11 + 33 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_33, 1, (__private half*)st); *((__global ushort*)r12 + 33 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_33, 1, (__private half*)st); *((__global ushort*)r13 + 33 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_33, 1, (__private half*)st); *((__global ushort*)r14 + 33 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_34, 34, r0);
  vstore_half_rte(K_c_float_half_34, 34, r1);
  vstore_half_rtz(K_c_float_half_34, 34, r2);
  vstore_half_rtp(K_c_float_half_34, 34, r3);
  vstore_half_rtn(K_c_float_half_34, 34, r4);
  { vstore_half(K_c_float_half_34, 34, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 34 * 1) = *(l_ushort_1_5 + 34 * 1); }
  { vstore_half_rte(K_c_float_half_34, 34, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 34 * 1) = *(l_ushort_1_6 + 34 * 1); }
  { vstore_half_rtz(K_c_float_half_34, 34, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 34 * 1) = *(l_ushort_1_7 + 34 * 1); }
  { vstore_half_rtp(K_c_float_half_34, 34, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 34 * 1) = *(l_ushort_1_8 + 34 * 1); }
  { vstore_half_rtn(K_c_float_half_34, 34, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 34 * 1) = *(l_ushort_1_9 + 34 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_34, 1, (__private half*)st); *((__global ushort*)r10 + 34 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_34, 1, (__private half*)st); *((__global ushort*)r11 + 34 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_34, 1, (__private half*)st); *((__global ushort*)r12 + 34 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_34, 1, (__private half*)st); *((__global ushort*)r13 + 34 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_34, 1, (__private half*)st); *((__global ushort*)r14 + 34 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_35, 35, r0);
  vstore_half_rte(K_c_float_half_35, 35, r1);
  vstore_half_rtz(K_c_float_half_35, 35, r2);
  vstore_half_rtp(K_c_float_half_35, 35, r3);
  vstore_half_rtn(K_c_float_half_35, 35, r4);
  { vstore_half(K_c_float_half_35, 35, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 35 * 1) = *(l_ushort_1_5 + 35 * 1); }
  { vstore_half_rte(K_c_float_half_35, 35, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 35 * 1) = *(l_ushort_1_6 + 35 * 1); }
  { vstore_half_rtz(K_c_float_half_35, 35, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 35 * 1) = *(l_ushort_1_7 + 35 * 1); }
  { vstore_half_rtp(K_c_float_half_35, 35, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 35 * 1) = *(l_ushort_1_8 + 35 * 1); }
  { vstore_half_rtn(K_c_float_half_35, 35, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 35 * 1) = *(l_ushort_1_9 + 35 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_35, 1, (__private half*)st); *((__global ushort*)r10 + 35 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_35, 1, (__private half*)st); *((__global ushort*)r11 + 35 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_35, 1, (__private half*)st); *((__global ushort*)r12 + 35 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_35, 1, (__private half*)st); *((__global ushort*)r13 + 35 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_35, 1, (__private half*)st); *((__global ushort*)r14 + 35 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_36, 36, r0);
  vstore_half_rte(K_c_float_half_36, 36, r1);
  vstore_half_rtz(K_c_float_half_36, 36, r2);
  vstore_half_rtp(K_c_float_half_36, 36, r3);
  vstore_half_rtn(K_c_float_half_36, 36, r4);
  { vstore_half(K_c_float_half_36, 36, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 36 * 1) = *(l_ushort_1_5 + 36 * 1); }
  { vstore_half_rte(K_c_float_half_36, 36, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 36 * 1) = *(l_ushort_1_6 + 36 * 1); }
  { vstore_half_rtz(K_c_float_half_36, 36, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 36 * 1) = *(l_ushort_1_7 + 36 * 1); }
  { vstore_half_rtp(K_c_float_half_36, 36, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 36 * 1) = *(l_ushort_1_8 + 36 * 1); }
  { vstore_half_rtn(K_c_float_half_36, 36, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 36 * 1) = *(l_ushort_1_9 + 36 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_36, 1, (__private half*)st); *((__global ushort*)r10 + 36 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_36, 1, (__private half*)st); *((__global ushort*)r11 + 36 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_36, 1, (__private half*)st); *((__global ushort*)r12 + 36 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_36, 1, (__private half*)st); *((__global ushort*)r13 + 36 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_36, 1, (__private half*)st); *((__global ushort*)r14 + 36 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_37, 37, r0);
  vstore_half_rte(K_c_float_half_37, 37, r1);
  vstore_half_rtz(K_c_float_half_37, 37, r2);
  vstore_half_rtp(K_c_float_half_37, 37, r3);
  vstore_half_rtn(K_c_float_half_37, 37, r4);
  { vstore_half(K_c_float_half_37, 37, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 37 * 1) = *(l_ushort_1_5 + 37 * 1); }
  { vstore_half_rte(K_c_float_half_37, 37, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 37 * 1) = *(l_ushort_1_6 + 37 * 1); }
  { vstore_half_rtz(K_c_float_half_37, 37, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 37 * 1) = *(l_ushort_1_7 + 37 * 1); }
  { vstore_half_rtp(K_c_float_half_37, 37, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 37 * 1) = *(l_ushort_1_8 + 37 * 1); }
  { vstore_half_rtn(K_c_float_half_37, 37, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 37 * 1) = *(l_ushort_1_9 + 37 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_37, 1, (__private half*)st); *((__global ushort*)r10 + 37 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_37, 1, (__private half*)st); *((__global ushort*)r11 + 37 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_37, 1, (__private half*)st); *((__global ushort*)r12 + 37 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_37, 1, (__private half*)st); *((__global ushort*)r13 + 37 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_37, 1, (__private half*)st); *((__global ushort*)r14 + 37 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_38, 38, r0);
  vstore_half_rte(K_c_float_half_38, 38, r1);
  vstore_half_rtz(K_c_float_half_38, 38, r2);
  vstore_half_rtp(K_c_float_half_38, 38, r3);
  vstore_half_rtn(K_c_float_half_38, 38, r4);
  { vstore_half(K_c_float_half_38, 38, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 38 * 1) = *(l_ushort_1_5 + 38 * 1); }
  { vstore_half_rte(K_c_float_half_38, 38, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 38 * 1) = *(l_ushort_1_6 + 38 * 1); }
  { vstore_half_rtz(K_c_float_half_38, 38, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 38 * 1) = *(l_ushort_1_7 + 38 * 1); }
  { vstore_half_rtp(K_c_float_half_38, 38, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 38 * 1) = *(l_ushort_1_8 + 38 * 1); }
  { vstore_half_rtn(K_c_float_half_38, 38, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 38 * 1) = *(l_ushort_1_9 + 38 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_38, 1, (__private half*)st); *((__global ushort*)r10 + 38 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_38, 1, (__private half*)st); *((__global ushort*)r11 + 38 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_38, 1, (__private half*)st); *((__global ushort*)r12 + 38 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_38, 1, (__private half*)st); *((__global ushort*)r13 + 38 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_38, 1, (__private half*)st); *((__global ushort*)r14 + 38 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_39, 39, r0);
  vstore_half_rte(K_c_float_half_39, 39, r1);
  vstore_half_rtz(K_c_float_half_39, 39, r2);
  vstore_half_rtp(K_c_float_half_39, 39, r3);
  vstore_half_rtn(K_c_float_half_39, 39, r4);
  { vstore_half(K_c_float_half_39, 39, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 39 * 1) = *(l_ushort_1_5 + 39 * 1); }
  { vstore_half_rte(K_c_float_half_39, 39, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 39 * 1) = *(l_ushort_1_6 + 39 * 1); }
  { vstore_half_rtz(K_c_float_half_39, 39, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 39 * 1) = *(l_ushort_1_7 + 39 * 1); }
  { vstore_half_rtp(K_c_float_half_39, 39, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 39 * 1) = *(l_ushort_1_8 + 39 * 1); }
  { vstore_half_rtn(K_c_float_half_39, 39, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 39 * 1) = *(l_ushort_1_9 + 39 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_39, 1, (__private half*)st); *((__global ushort*)r10 + 39 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_39, 1, (__private half*)st); *((__global ushort*)r11 + 39 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_39, 1, (__private half*)st); *((__global ushort*)r12 + 39 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_39, 1, (__private half*)st); *((__global ushort*)r13 + 39 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_39, 1, (__private half*)st); *((__global ushort*)r14 + 39 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_40, 40, r0);
  vstore_half_rte(K_c_float_half_40, 40, r1);
  vstore_half_rtz(K_c_float_half_40, 40, r2);
  vstore_half_rtp(K_c_float_half_40, 40, r3);
  vstore_half_rtn(K_c_float_half_40, 40, r4);
  { vstore_half(K_c_float_half_40, 40, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 40 * 1) = *(l_ushort_1_5 + 40 * 1); }
  { vstore_half_rte(K_c_float_half_40, 40, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 40 * 1) = *(l_ushort_1_6 + 40 * 1); }
  { vstore_half_rtz(K_c_float_half_40, 40, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 40 * 1) = *(l_ushort_1_7 + 40 * 1); }
  { vstore_half_rtp(K_c_float_half_40, 40, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 40 * 1) = *(l_ushort_1_8 + 40 * 1); }
  { vstore_half_rtn(K_c_float_half_40, 40, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 40 * 1) = *(l_ushort_1_9 + 40 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_40, 1, (__private half*)st); *((__global ushort*)r10 + 40 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_40, 1, (__private half*)st); *((__global ushort*)r11 + 40 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_40, 1, (__private half*)st); *((__global ushort*)r12 + 40 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_40, 1, (__private half*)st); *((__global ushort*)r13 + 40 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_40, 1, (__private half*)st); *((__global ushort*)r14 + 40 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_41, 41, r0);
  vstore_half_rte(K_c_float_half_41, 41, r1);
  vstore_half_rtz(K_c_float_half_41, 41, r2);
  vstore_half_rtp(K_c_float_half_41, 41, r3);
  vstore_half_rtn(K_c_float_half_41, 41, r4);
  { vstore_half(K_c_float_half_41, 41, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 41 * 1) = *(l_ushort_1_5 + 41 * 1); }
  { vstore_half_rte(K_c_float_half_41, 41, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 41 * 1) = *(l_ushort_1_6 + 41 * 1); }
  { vstore_half_rtz(K_c_float_half_41, 41, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 41 * 1) = *(l_ushort_1_7 + 41 * 1); }
  { vstore_half_rtp(K_c_float_half_41, 41, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 41 * 1) = *(l_ushort_1_8 + 41 * 1); }
  { vstore_half_rtn(K_c_float_half_41, 41, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 41 * 1) = *(l_ushort_1_9 + 41 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_41, 1, (__private half*)st); *((__global ushort*)r10 + 41 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_41, 1, (__private half*)st); *((__global ushort*)r11 + 41 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_41, 1, (__private half*)st); *((__global ushort*)r12 + 41 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_41, 1, (__private half*)st); *((__global ushort*)r13 + 41 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_41, 1, (__private half*)st); *((__global ushort*)r14 + 41 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_42, 42, r0);
  vstore_half_rte(K_c_float_half_42, 42, r1);
  vstore_half_rtz(K_c_float_half_42, 42, r2);
  vstore_half_rtp(K_c_float_half_42, 42, r3);
  vstore_half_rtn(K_c_float_half_42, 42, r4);
  { vstore_half(K_c_float_half_42, 42, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 42 * 1) = *(l_ushort_1_5 + 42 * 1); }
  { vstore_half_rte(K_c_float_half_42, 42, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 42 * 1) = *(l_ushort_1_6 + 42 * 1); }
  { vstore_half_rtz(K_c_float_half_42, 42, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 42 * 1) = *(l_ushort_1_7 + 42 * 1); }
  { vstore_half_rtp(K_c_float_half_42, 42, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 42 * 1) = *(l_ushort_1_8 + 42 * 1); }
  { vstore_half_rtn(K_c_float_half_42, 42, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 42 * 1) = *(l_ushort_1_9 + 42 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_42, 1, (__private half*)st); *((__global ushort*)r10 + 42 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_42, 1, (__private half*)st); *((__global ushort*)r11 + 42 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_42, 1, (__private half*)st); *((__global ushort*)r12 + 42 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_42, 1, (__private half*)st); *((__global ushort*)r13 + 42 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_42, 1, (__private half*)st); *((__global ushort*)r14 + 42 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_43, 43, r0);
  vstore_half_rte(K_c_float_half_43, 43, r1);
  vstore_half_rtz(K_c_float_half_43, 43, r2);
  vstore_half_rtp(K_c_float_half_43, 43, r3);
  vstore_half_rtn(K_c_float_half_43, 43, r4);
  { vstore_half(K_c_float_half_43, 43, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 43 * 1) = *(l_ushort_1_5 + 43 * 1); }
  { vstore_half_rte(K_c_float_half_43, 43, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 43 * 1) = *(l_ushort_1_6 + 43 * 1); }
  { vstore_half_rtz(K_c_float_half_43, 43, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 43 * 1) = *(l_ushort_1_7 + 43 * 1); }
  { vstore_half_rtp(K_c_float_half_43, 43, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 43 * 1) = *(l_ushort_1_8 + 43 * 1); }
  { vstore_half_rtn(K_c_float_half_43, 43, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 43 * 1) = *(l_ushort_1_9 + 43 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_43, 1, (__private half*)st); *((__global ushort*)r10 + 43 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_43, 1, (__private half*)st); *((__global ushort*)r11 + 43 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_43, 1, (__private half*)st); *((__global ushort*)r12 + 43 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_43, 1, (__private half*)st); *((__global ushort*)r13 + 43 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_43, 1, (__private half*)st); *((__global ushort*)r14 + 43 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_44, 44, r0);
  vstore_half_rte(K_c_float_half_44, 44, r1);
  vstore_half_rtz(K_c_float_half_44, 44, r2);
  vstore_half_rtp(K_c_float_half_44, 44, r3);
  vstore_half_rtn(K_c_float_half_44, 44, r4);
  { vstore_half(K_c_float_half_44, 44, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 44 * 1) = *(l_ushort_1_5 + 44 * 1); }
  { vstore_half_rte(K_c_float_half_44, 44, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 44 * 1) = *(l_ushort_1_6 + 44 * 1); }
  { vstore_half_rtz(K_c_float_half_44, 44, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 44 * 1) = *(l_ushort_1_7 + 44 * 1); }
  { vstore_half_rtp(K_c_float_half_44, 44, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 44 * 1) = *(l_ushort_1_8 + 44 * 1); }
  { vstore_half_rtn(K_c_float_half_44, 44, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 44 * 1) = *(l_ushort_1_9 + 44 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_44, 1, (__private half*)st); *((__global ushort*)r10 + 44 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_44, 1, (__private half*)st); *((__global ushort*)r11 + 44 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_44, 1, (__private half*)st); *((__global ushort*)r12 + 44 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_44, 1, (__private half*)st); *((__global ushort*)r13 + 44 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_44, 1, (__private half*)st); *((__global ushort*)r14 + 44 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_45, 45, r0);
  vstore_half_rte(K_c_float_half_45, 45, r1);
  vstore_half_rtz(K_c_float_half_45, 45, r2);
  vstore_half_rtp(K_c_float_half_45, 45, r3);
  vstore_half_rtn(K_c_float_half_45, 45, r4);
  { vstore_half(K_c_float_half_45, 45, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 45 * 1) = *(l_ushort_1_5 + 45 * 1); }
  { vstore_half_rte(K_c_float_half_45, 45, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 45 * 1) = *(l_ushort_1_6 + 45 * 1); }
  { vstore_half_rtz(K_c_float_half_45, 45, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 45 * 1) = *(l_ushort_1_7 + 45 * 1); }
  { vstore_half_rtp(K_c_float_half_45, 45, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 45 * 1) = *(l_ushort_1_8 + 45 * 1); }
  { vstore_half_rtn(K_c_float_half_45, 45, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 45 * 1) = *(l_ushort_1_9 + 45 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_45, 1, (__private half*)st); *((__global ushort*)r10 + 45 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_45, 1, (__private half*)st); *((__global ushort*)r11 + 45 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_45, 1, (__private half*)st); *((__global ushort*)r12 + 45 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_45, 1, (__private half*)st); *((__global ushort*)r13 + 45 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_45, 1, (__private half*)st); *((__global ushort*)r14 + 45 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_46, 46, r0);
  vstore_half_rte(K_c_float_half_46, 46, r1);
  vstore_half_rtz(K_c_float_half_46, 46, r2);
  vstore_half_rtp(K_c_float_half_46, 46, r3);
  vstore_half_rtn(K_c_float_half_46, 46, r4);
  { vstore_half(K_c_float_half_46, 46, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 46 * 1) = *(l_ushort_1_5 + 46 * 1); }
  { vstore_half_rte(K_c_float_half_46, 46, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 46 * 1) = *(l_ushort_1_6 + 46 * 1); }
  { vstore_half_rtz(K_c_float_half_46, 46, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 46 * 1) = *(l_ushort_1_7 + 46 * 1); }
  { vstore_half_rtp(K_c_float_half_46, 46, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 46 * 1) = *(l_ushort_1_8 + 46 * 1); }
  { vstore_half_rtn(K_c_float_half_46, 46, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 46 * 1) = *(l_ushort_1_9 + 46 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_46, 1, (__private half*)st); *((__global ushort*)r10 + 46 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_46, 1, (__private half*)st); *((__global ushort*)r11 + 46 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_46, 1, (__private half*)st); *((__global ushort*)r12 + 46 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_46, 1, (__private half*)st); *((__global ushort*)r13 + 46 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_46, 1, (__private half*)st); *((__global ushort*)r14 + 46 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_47, 47, r0);
  vstore_half_rte(K_c_float_half_47, 47, r1);
  vstore_half_rtz(K_c_float_half_47, 47, r2);
  vstore_half_rtp(K_c_float_half_47, 47, r3);
  vstore_half_rtn(K_c_float_half_47, 47, r4);
  { vstore_half(K_c_float_half_47, 47, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 47 * 1) = *(l_ushort_1_5 + 47 * 1); }
  { vstore_half_rte(K_c_float_half_47, 47, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 47 * 1) = *(l_ushort_1_6 + 47 * 1); }
  { vstore_half_rtz(K_c_float_half_47, 47, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 47 * 1) = *(l_ushort_1_7 + 47 * 1); }
  { vstore_half_rtp(K_c_float_half_47, 47, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 47 * 1) = *(l_ushort_1_8 + 47 * 1); }
  { vstore_half_rtn(K_c_float_half_47, 47, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 47 * 1) = *(l_ushort_1_9 + 47 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_47, 1, (__private half*)st); *((__global ushort*)r10 + 47 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_47, 1, (__private half*)st); *((__global ushort*)r11 + 47 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_47, 1, (__private half*)st); *((__global ushort*)r12 + 47 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_47, 1, (__private half*)st); *((__global ushort*)r13 + 47 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_47, 1, (__private half*)st); *((__global ushort*)r14 + 47 * 1) = *(st + 1 * 1); }
  vstore_half(K_c_float_half_48, 48, r0);
  vstore_half_rte(K_c_float_half_48, 48, r1);
  vstore_half_rtz(K_c_float_half_48, 48, r2);
  vstore_half_rtp(K_c_float_half_48, 48, r3);
  vstore_half_rtn(K_c_float_half_48, 48, r4);
  { vstore_half(K_c_float_half_48, 48, (__local half*)l_ushort_1_5); *((__global ushort*)r5 + 48 * 1) = *(l_ushort_1_5 + 48 * 1); }
  { vstore_half_rte(K_c_float_half_48, 48, (__local half*)l_ushort_1_6); *((__global ushort*)r6 + 48 * 1) = *(l_ushort_1_6 + 48 * 1); }
  { vstore_half_rtz(K_c_float_half_48, 48, (__local half*)l_ushort_1_7); *((__global ushort*)r7 + 48 * 1) = *(l_ushort_1_7 + 48 * 1); }
  { vstore_half_rtp(K_c_float_half_48, 48, (__local half*)l_ushort_1_8); *((__global ushort*)r8 + 48 * 1) = *(l_ushort_1_8 + 48 * 1); }
  { vstore_half_rtn(K_c_float_half_48, 48, (__local half*)l_ushort_1_9); *((__global ushort*)r9 + 48 * 1) = *(l_ushort_1_9 + 48 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half(K_c_float_half_48, 1, (__private half*)st); *((__global ushort*)r10 + 48 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rte(K_c_float_half_48, 1, (__private half*)st); *((__global ushort*)r11 + 48 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtz(K_c_float_half_48, 1, (__private half*)st); *((__global ushort*)r12 + 48 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtp(K_c_float_half_48, 1, (__private half*)st); *((__global ushort*)r13 + 48 * 1) = *(st + 1 * 1); }
  { ushort st[2] __attribute__((aligned(32))); vstore_half_rtn(K_c_float_half_48, 1, (__private half*)st); *((__global ushort*)r14 + 48 * 1) = *(st + 1 * 1); }
}

#define K_c_float_float_0 as_float(0x0u)
#define K_c_float_float_1 as_float(0x1u)
#define K_c_float_float_2 as_float(0x7fffffu)
#define K_c_float_float_3 as_float(0x800000u)
#define K_c_float_float_4 as_float(0x3f800000u)
#define K_c_float_float_5 as_float(0x3fc00000u)
#define K_c_float_float_6 as_float(0x4b800000u)
#define K_c_float_float_7 as_float(0x4b800001u)
#define K_c_float_float_8 as_float(0x7f7fffffu)
#define K_c_float_float_9 as_float(0x7f800000u)
#define K_c_float_float_10 as_float(0x7f800001u)
#define K_c_float_float_11 as_float(0x7fc00000u)
#define K_c_float_float_12 as_float(0x80000000u)
#define K_c_float_float_13 as_float(0x80000001u)
#define K_c_float_float_14 as_float(0x807fffffu)
#define K_c_float_float_15 as_float(0x80800000u)
#define K_c_float_float_16 as_float(0xbf800000u)
#define K_c_float_float_17 as_float(0xbfc00000u)
#define K_c_float_float_18 as_float(0xff7fffffu)
#define K_c_float_float_19 as_float(0xff800000u)
#define K_c_float_float_20 as_float(0xff800001u)
#define K_c_float_float_21 as_float(0xffc00000u)
__kernel void c_float_float(__global float* r0, __global float* r1, __global float* r2, __global float* r3, __global float* r4, __global float* r5, __global float* r6) {
  r0[0] = convert_float(K_c_float_float_0);
  r1[0] = convert_float_rte(K_c_float_float_0);
  r2[0] = convert_float_rtz(K_c_float_float_0);
  r3[0] = convert_float_rtp(K_c_float_float_0);
  r4[0] = convert_float_rtn(K_c_float_float_0);
  r5[0] = as_float(K_c_float_float_0);
  r6[0] = (float)(bool)(K_c_float_float_0);
  r0[1] = convert_float(K_c_float_float_1);
  r1[1] = convert_float_rte(K_c_float_float_1);
  r2[1] = convert_float_rtz(K_c_float_float_1);
  r3[1] = convert_float_rtp(K_c_float_float_1);
  r4[1] = convert_float_rtn(K_c_float_float_1);
  r5[1] = as_float(K_c_float_float_1);
  r6[1] = (float)(bool)(K_c_float_float_1);
  r0[2] = convert_float(K_c_float_float_2);
  r1[2] = convert_float_rte(K_c_float_float_2);
  r2[2] = convert_float_rtz(K_c_float_float_2);
  r3[2] = convert_float_rtp(K_c_float_float_2);
  r4[2] = convert_float_rtn(K_c_float_float_2);
  r5[2] = as_float(K_c_float_float_2);
  r6[2] = (float)(bool)(K_c_float_float_2);
  r0[3] = convert_float(K_c_float_float_3);
  r1[3] = convert_float_rte(K_c_float_float_3);
  r2[3] = convert_float_rtz(K_c_float_float_3);
  r3[3] = convert_float_rtp(K_c_float_float_3);
  r4[3] = convert_float_rtn(K_c_float_float_3);
  r5[3] = as_float(K_c_float_float_3);
  r6[3] = (float)(bool)(K_c_float_float_3);
  r0[4] = convert_float(K_c_float_float_4);
  r1[4] = convert_float_rte(K_c_float_float_4);
  r2[4] = convert_float_rtz(K_c_float_float_4);
  r3[4] = convert_float_rtp(K_c_float_float_4);
  r4[4] = convert_float_rtn(K_c_float_float_4);
  r5[4] = as_float(K_c_float_float_4);
  r6[4] = (float)(bool)(K_c_float_float_4);
  r0[5] = convert_float(K_c_float_float_5);
  r1[5] = convert_float_rte(K_c_float_float_5);
  r2[5] = convert_float_rtz(K_c_float_float_5);
  r3[5] = convert_float_rtp(K_c_float_float_5);
  r4[5] = convert_float_rtn(K_c_float_float_5);
  r5[5] = as_float(K_c_float_float_5);
  r6[5] = (float)(bool)(K_c_float_float_5);
  r0[6] = convert_float(K_c_float_float_6);
  r1[6] = convert_float_rte(K_c_float_float_6);
  r2[6] = convert_float_rtz(K_c_float_float_6);
  r3[6] = convert_float_rtp(K_c_float_float_6);
  r4[6] = convert_float_rtn(K_c_float_float_6);
  r5[6] = as_float(K_c_float_float_6);
  r6[6] = (float)(bool)(K_c_float_float_6);
  r0[7] = convert_float(K_c_float_float_7);
  r1[7] = convert_float_rte(K_c_float_float_7);
  r2[7] = convert_float_rtz(K_c_float_float_7);
  r3[7] = convert_float_rtp(K_c_float_float_7);
  r4[7] = convert_float_rtn(K_c_float_float_7);
  r5[7] = as_float(K_c_float_float_7);
  r6[7] = (float)(bool)(K_c_float_float_7);
  r0[8] = convert_float(K_c_float_float_8);
  r1[8] = convert_float_rte(K_c_float_float_8);
  r2[8] = convert_float_rtz(K_c_float_float_8);
  r3[8] = convert_float_rtp(K_c_float_float_8);
  r4[8] = convert_float_rtn(K_c_float_float_8);
  r5[8] = as_float(K_c_float_float_8);
  r6[8] = (float)(bool)(K_c_float_float_8);
  r0[9] = convert_float(K_c_float_float_9);
  r1[9] = convert_float_rte(K_c_float_float_9);
  r2[9] = convert_float_rtz(K_c_float_float_9);
  r3[9] = convert_float_rtp(K_c_float_float_9);
  r4[9] = convert_float_rtn(K_c_float_float_9);
  r5[9] = as_float(K_c_float_float_9);
  r6[9] = (float)(bool)(K_c_float_float_9);
  r0[10] = convert_float(K_c_float_float_10);
  r1[10] = convert_float_rte(K_c_float_float_10);
  r2[10] = convert_float_rtz(K_c_float_float_10);
  r3[10] = convert_float_rtp(K_c_float_float_10);
  r4[10] = convert_float_rtn(K_c_float_float_10);
  r5[10] = as_float(K_c_float_float_10);
  r6[10] = (float)(bool)(K_c_float_float_10);
  r0[11] = convert_float(K_c_float_float_11);
  r1[11] = convert_float_rte(K_c_float_float_11);
  r2[11] = convert_float_rtz(K_c_float_float_11);
  r3[11] = convert_float_rtp(K_c_float_float_11);
  r4[11] = convert_float_rtn(K_c_float_float_11);
  r5[11] = as_float(K_c_float_float_11);
  r6[11] = (float)(bool)(K_c_float_float_11);
  r0[12] = convert_float(K_c_float_float_12);
  r1[12] = convert_float_rte(K_c_float_float_12);
  r2[12] = convert_float_rtz(K_c_float_float_12);
  r3[12] = convert_float_rtp(K_c_float_float_12);
  r4[12] = convert_float_rtn(K_c_float_float_12);
  r5[12] = as_float(K_c_float_float_12);
  r6[12] = (float)(bool)(K_c_float_float_12);
  r0[13] = convert_float(K_c_float_float_13);
  r1[13] = convert_float_rte(K_c_float_float_13);
  r2[13] = convert_float_rtz(K_c_float_float_13);
  r3[13] = convert_float_rtp(K_c_float_float_13);
  r4[13] = convert_float_rtn(K_c_float_float_13);
  r5[13] = as_float(K_c_float_float_13);
  r6[13] = (float)(bool)(K_c_float_float_13);
  r0[14] = convert_float(K_c_float_float_14);
  r1[14] = convert_float_rte(K_c_float_float_14);
  r2[14] = convert_float_rtz(K_c_float_float_14);
  r3[14] = convert_float_rtp(K_c_float_float_14);
  r4[14] = convert_float_rtn(K_c_float_float_14);
  r5[14] = as_float(K_c_float_float_14);
  r6[14] = (float)(bool)(K_c_float_float_14);
  r0[15] = convert_float(K_c_float_float_15);
  r1[15] = convert_float_rte(K_c_float_float_15);
  r2[15] = convert_float_rtz(K_c_float_float_15);
  r3[15] = convert_float_rtp(K_c_float_float_15);
  r4[15] = convert_float_rtn(K_c_float_float_15);
  r5[15] = as_float(K_c_float_float_15);
  r6[15] = (float)(bool)(K_c_float_float_15);
  r0[16] = convert_float(K_c_float_float_16);
  r1[16] = convert_float_rte(K_c_float_float_16);
  r2[16] = convert_float_rtz(K_c_float_float_16);
  r3[16] = convert_float_rtp(K_c_float_float_16);
  r4[16] = convert_float_rtn(K_c_float_float_16);
  r5[16] = as_float(K_c_float_float_16);
  r6[16] = (float)(bool)(K_c_float_float_16);
  r0[17] = convert_float(K_c_float_float_17);
  r1[17] = convert_float_rte(K_c_float_float_17);
  r2[17] = convert_float_rtz(K_c_float_float_17);
  r3[17] = convert_float_rtp(K_c_float_float_17);
  r4[17] = convert_float_rtn(K_c_float_float_17);
  r5[17] = as_float(K_c_float_float_17);
  r6[17] = (float)(bool)(K_c_float_float_17);
  r0[18] = convert_float(K_c_float_float_18);
  r1[18] = convert_float_rte(K_c_float_float_18);
  r2[18] = convert_float_rtz(K_c_float_float_18);
  r3[18] = convert_float_rtp(K_c_float_float_18);
  r4[18] = convert_float_rtn(K_c_float_float_18);
  r5[18] = as_float(K_c_float_float_18);
  r6[18] = (float)(bool)(K_c_float_float_18);
  r0[19] = convert_float(K_c_float_float_19);
  r1[19] = convert_float_rte(K_c_float_float_19);
  r2[19] = convert_float_rtz(K_c_float_float_19);
  r3[19] = convert_float_rtp(K_c_float_float_19);
  r4[19] = convert_float_rtn(K_c_float_float_19);
  r5[19] = as_float(K_c_float_float_19);
  r6[19] = (float)(bool)(K_c_float_float_19);
  r0[20] = convert_float(K_c_float_float_20);
  r1[20] = convert_float_rte(K_c_float_float_20);
  r2[20] = convert_float_rtz(K_c_float_float_20);
  r3[20] = convert_float_rtp(K_c_float_float_20);
  r4[20] = convert_float_rtn(K_c_float_float_20);
  r5[20] = as_float(K_c_float_float_20);
  r6[20] = (float)(bool)(K_c_float_float_20);
  r0[21] = convert_float(K_c_float_float_21);
  r1[21] = convert_float_rte(K_c_float_float_21);
  r2[21] = convert_float_rtz(K_c_float_float_21);
  r3[21] = convert_float_rtp(K_c_float_float_21);
  r4[21] = convert_float_rtn(K_c_float_float_21);
  r5[21] = as_float(K_c_float_float_21);
  r6[21] = (float)(bool)(K_c_float_float_21);
}

#define K_c_float_double_0 as_float(0x0u)
#define K_c_float_double_1 as_float(0x1u)
#define K_c_float_double_2 as_float(0x7fffffu)
#define K_c_float_double_3 as_float(0x800000u)
#define K_c_float_double_4 as_float(0x3f800000u)
#define K_c_float_double_5 as_float(0x3fc00000u)
#define K_c_float_double_6 as_float(0x5a000000u)
#define K_c_float_double_7 as_float(0x5a000001u)
#define K_c_float_double_8 as_float(0x7f800000u)
#define K_c_float_double_9 as_float(0x7f800001u)
#define K_c_float_double_10 as_float(0x7fc00000u)
#define K_c_float_double_11 as_float(0x80000000u)
#define K_c_float_double_12 as_float(0x80000001u)
#define K_c_float_double_13 as_float(0x807fffffu)
#define K_c_float_double_14 as_float(0x80800000u)
#define K_c_float_double_15 as_float(0xbf800000u)
#define K_c_float_double_16 as_float(0xbfc00000u)
#define K_c_float_double_17 as_float(0xff800000u)
#define K_c_float_double_18 as_float(0xff800001u)
#define K_c_float_double_19 as_float(0xffc00000u)
__kernel void c_float_double(__global double* r0, __global double* r1, __global double* r2, __global double* r3, __global double* r4, __global double* r5, __global double* r6, __global double* r7) {
  r0[0] = convert_double(K_c_float_double_0);
  r1[0] = convert_double_rte(K_c_float_double_0);
  r2[0] = convert_double_rtz(K_c_float_double_0);
  r3[0] = convert_double_rtp(K_c_float_double_0);
  r4[0] = convert_double_rtn(K_c_float_double_0);
  r5[0] = (double)(K_c_float_double_0);
  {
    const double d = K_c_float_double_0;
    r6[0] = d;
  }
  r7[0] = (double)(bool)(K_c_float_double_0);
  r0[1] = convert_double(K_c_float_double_1);
  r1[1] = convert_double_rte(K_c_float_double_1);
  r2[1] = convert_double_rtz(K_c_float_double_1);
  r3[1] = convert_double_rtp(K_c_float_double_1);
  r4[1] = convert_double_rtn(K_c_float_double_1);
  r5[1] = (double)(K_c_float_double_1);
  {
    const double d = K_c_float_double_1;
    r6[1] = d;
  }
  r7[1] = (double)(bool)(K_c_float_double_1);
  r0[2] = convert_double(K_c_float_double_2);
  r1[2] = convert_double_rte(K_c_float_double_2);
  r2[2] = convert_double_rtz(K_c_float_double_2);
  r3[2] = convert_double_rtp(K_c_float_double_2);
  r4[2] = convert_double_rtn(K_c_float_double_2);
  r5[2] = (double)(K_c_float_double_2);
  {
    const double d = K_c_float_double_2;
    r6[2] = d;
  }
  r7[2] = (double)(bool)(K_c_float_double_2);
  r0[3] = convert_double(K_c_float_double_3);
  r1[3] = convert_double_rte(K_c_float_double_3);
  r2[3] = convert_double_rtz(K_c_float_double_3);
  r3[3] = convert_double_rtp(K_c_float_double_3);
  r4[3] = convert_double_rtn(K_c_float_double_3);
  r5[3] = (double)(K_c_float_double_3);
  {
    const double d = K_c_float_double_3;
    r6[3] = d;
  }
  r7[3] = (double)(bool)(K_c_float_double_3);
  r0[4] = convert_double(K_c_float_double_4);
  r1[4] = convert_double_rte(K_c_float_double_4);
  r2[4] = convert_double_rtz(K_c_float_double_4);
  r3[4] = convert_double_rtp(K_c_float_double_4);
  r4[4] = convert_double_rtn(K_c_float_double_4);
  r5[4] = (double)(K_c_float_double_4);
  {
    const double d = K_c_float_double_4;
    r6[4] = d;
  }
  r7[4] = (double)(bool)(K_c_float_double_4);
  r0[5] = convert_double(K_c_float_double_5);
  r1[5] = convert_double_rte(K_c_float_double_5);
  r2[5] = convert_double_rtz(K_c_float_double_5);
  r3[5] = convert_double_rtp(K_c_float_double_5);
  r4[5] = convert_double_rtn(K_c_float_double_5);
  r5[5] = (double)(K_c_float_double_5);
  {
    const double d = K_c_float_double_5;
    r6[5] = d;
  }
  r7[5] = (double)(bool)(K_c_float_double_5);
  r0[6] = convert_double(K_c_float_double_6);
  r1[6] = convert_double_rte(K_c_float_double_6);
  r2[6] = convert_double_rtz(K_c_float_double_6);
  r3[6] = convert_double_rtp(K_c_float_double_6);
  r4[6] = convert_double_rtn(K_c_float_double_6);
  r5[6] = (double)(K_c_float_double_6);
  {
    const double d = K_c_float_double_6;
    r6[6] = d;
  }
  r7[6] = (double)(bool)(K_c_float_double_6);
  r0[7] = convert_double(K_c_float_double_7);
  r1[7] = convert_double_rte(K_c_float_double_7);
  r2[7] = convert_double_rtz(K_c_float_double_7);
  r3[7] = convert_double_rtp(K_c_float_double_7);
  r4[7] = convert_double_rtn(K_c_float_double_7);
  r5[7] = (double)(K_c_float_double_7);
  {
    const double d = K_c_float_double_7;
    r6[7] = d;
  }
  r7[7] = (double)(bool)(K_c_float_double_7);
  r0[8] = convert_double(K_c_float_double_8);
  r1[8] = convert_double_rte(K_c_float_double_8);
  r2[8] = convert_double_rtz(K_c_float_double_8);
  r3[8] = convert_double_rtp(K_c_float_double_8);
  r4[8] = convert_double_rtn(K_c_float_double_8);
  r5[8] = (double)(K_c_float_double_8);
  {
    const double d = K_c_float_double_8;
    r6[8] = d;
  }
  r7[8] = (double)(bool)(K_c_float_double_8);
  r0[9] = convert_double(K_c_float_double_9);
  r1[9] = convert_double_rte(K_c_float_double_9);
  r2[9] = convert_double_rtz(K_c_float_double_9);
  r3[9] = convert_double_rtp(K_c_float_double_9);
  r4[9] = convert_double_rtn(K_c_float_double_9);
  r5[9] = (double)(K_c_float_double_9);
  {
    const double d = K_c_float_double_9;
    r6[9] = d;
  }
  r7[9] = (double)(bool)(K_c_float_double_9);
  r0[10] = convert_double(K_c_float_double_10);
  r1[10] = convert_double_rte(K_c_float_double_10);
  r2[10] = convert_double_rtz(K_c_float_double_10);
  r3[10] = convert_double_rtp(K_c_float_double_10);
  r4[10] = convert_double_rtn(K_c_float_double_10);
  r5[10] = (double)(K_c_float_double_10);
  {
    const double d = K_c_float_double_10;
    r6[10] = d;
  }
  r7[10] = (double)(bool)(K_c_float_double_10);
  r0[11] = convert_double(K_c_float_double_11);
  r1[11] = convert_double_rte(K_c_float_double_11);
  r2[11] = convert_double_rtz(K_c_float_double_11);
  r3[11] = convert_double_rtp(K_c_float_double_11);
  r4[11] = convert_double_rtn(K_c_float_double_11);
  r5[11] = (double)(K_c_float_double_11);
  {
    const double d = K_c_float_double_11;
    r6[11] = d;
  }
  r7[11] = (double)(bool)(K_c_float_double_11);
  r0[12] = convert_double(K_c_float_double_12);
  r1[12] = convert_double_rte(K_c_float_double_12);
  r2[12] = convert_double_rtz(K_c_float_double_12);
  r3[12] = convert_double_rtp(K_c_float_double_12);
  r4[12] = convert_double_rtn(K_c_float_double_12);
  r5[12] = (double)(K_c_float_double_12);
  {
    const double d = K_c_float_double_12;
    r6[12] = d;
  }
  r7[12] = (double)(bool)(K_c_float_double_12);
  r0[13] = convert_double(K_c_float_double_13);
  r1[13] = convert_double_rte(K_c_float_double_13);
  r2[13] = convert_double_rtz(K_c_float_double_13);
  r3[13] = convert_double_rtp(K_c_float_double_13);
  r4[13] = convert_double_rtn(K_c_float_double_13);
  r5[13] = (double)(K_c_float_double_13);
  {
    const double d = K_c_float_double_13;
    r6[13] = d;
  }
  r7[13] = (double)(bool)(K_c_float_double_13);
  r0[14] = convert_double(K_c_float_double_14);
  r1[14] = convert_double_rte(K_c_float_double_14);
  r2[14] = convert_double_rtz(K_c_float_double_14);
  r3[14] = convert_double_rtp(K_c_float_double_14);
  r4[14] = convert_double_rtn(K_c_float_double_14);
  r5[14] = (double)(K_c_float_double_14);
  {
    const double d = K_c_float_double_14;
    r6[14] = d;
  }
  r7[14] = (double)(bool)(K_c_float_double_14);
  r0[15] = convert_double(K_c_float_double_15);
  r1[15] = convert_double_rte(K_c_float_double_15);
  r2[15] = convert_double_rtz(K_c_float_double_15);
  r3[15] = convert_double_rtp(K_c_float_double_15);
  r4[15] = convert_double_rtn(K_c_float_double_15);
  r5[15] = (double)(K_c_float_double_15);
  {
    const double d = K_c_float_double_15;
    r6[15] = d;
  }
  r7[15] = (double)(bool)(K_c_float_double_15);
  r0[16] = convert_double(K_c_float_double_16);
  r1[16] = convert_double_rte(K_c_float_double_16);
  r2[16] = convert_double_rtz(K_c_float_double_16);
  r3[16] = convert_double_rtp(K_c_float_double_16);
  r4[16] = convert_double_rtn(K_c_float_double_16);
  r5[16] = (double)(K_c_float_double_16);
  {
    const double d = K_c_float_double_16;
    r6[16] = d;
  }
  r7[16] = (double)(bool)(K_c_float_double_16);
  r0[17] = convert_double(K_c_float_double_17);
  r1[17] = convert_double_rte(K_c_float_double_17);
  r2[17] = convert_double_rtz(K_c_float_double_17);
  r3[17] = convert_double_rtp(K_c_float_double_17);
  r4[17] = convert_double_rtn(K_c_float_double_17);
  r5[17] = (double)(K_c_float_double_17);
  {
    const double d = K_c_float_double_17;
    r6[17] = d;
  }
  r7[17] = (double)(bool)(K_c_float_double_17);
  r0[18] = convert_double(K_c_float_double_18);
  r1[18] = convert_double_rte(K_c_float_double_18);
  r2[18] = convert_double_rtz(K_c_float_double_18);
  r3[18] = convert_double_rtp(K_c_float_double_18);
  r4[18] = convert_double_rtn(K_c_float_double_18);
  r5[18] = (double)(K_c_float_double_18);
  {
    const double d = K_c_float_double_18;
    r6[18] = d;
  }
  r7[18] = (double)(bool)(K_c_float_double_18);
  r0[19] = convert_double(K_c_float_double_19);
  r1[19] = convert_double_rte(K_c_float_double_19);
  r2[19] = convert_double_rtz(K_c_float_double_19);
  r3[19] = convert_double_rtp(K_c_float_double_19);
  r4[19] = convert_double_rtn(K_c_float_double_19);
  r5[19] = (double)(K_c_float_double_19);
  {
    const double d = K_c_float_double_19;
    r6[19] = d;
  }
  r7[19] = (double)(bool)(K_c_float_double_19);
}

#define K_c_float16_char_0 (float16)(as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x10ffffffu), as_float(0x21800001u), as_float(0x32800000u), as_float(0x3f800000u), as_float(0x3f800001u), as_float(0x3fc00000u), as_float(0x40dfffffu), as_float(0x420a0001u), as_float(0x42fe0000u), as_float(0x42ff0000u), as_float(0x43000000u), as_float(0x43008000u))
#define K_c_float16_char_1 (float16)(as_float(0x43020001u), as_float(0x437f0000u), as_float(0x437f8000u), as_float(0x43800000u), as_float(0x43804000u), as_float(0x44803001u), as_float(0x46000e00u), as_float(0x477fff7fu), as_float(0x49000011u), as_float(0x4c000001u), as_float(0x56000002u), as_float(0x60ffffffu), as_float(0x71800001u), as_float(0x7f800000u), as_float(0x7f800001u), as_float(0x7fc00000u))
#define K_c_float16_char_2 (float16)(as_float(0x80000000u), as_float(0x80000001u), as_float(0x807fffffu), as_float(0x80800000u), as_float(0x81ffffffu), as_float(0x92800001u), as_float(0xa3800000u), as_float(0xb47fffffu), as_float(0xbf800000u), as_float(0xbfc00000u), as_float(0xbfc00100u), as_float(0xc1080001u), as_float(0xc27e0000u), as_float(0xc3010000u), as_float(0xc3018000u), as_float(0xc37f0000u))
#define K_c_float16_char_3 (float16)(as_float(0xc4807000u), as_float(0xc68000ffu), as_float(0xc7800081u), as_float(0xc9000030u), as_float(0xcd000002u), as_float(0xd77ffffeu), as_float(0xe2ffffffu), as_float(0xf3800001u), as_float(0xff800000u), as_float(0xff800001u), as_float(0xffc00000u), as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x10ffffffu))
__kernel void c_float16_char(__global char* r0, __global char* r1, __global char* r2, __global char* r3, __global char* r4, __global char* r5, __global char* r6, __global char* r7, __global char* r8, __global char* r9) {
  vstore16(convert_char16(K_c_float16_char_0), 0, r0);
  vstore16(convert_char16_rte(K_c_float16_char_0), 0, r1);
  vstore16(convert_char16_rtz(K_c_float16_char_0), 0, r2);
  vstore16(convert_char16_rtp(K_c_float16_char_0), 0, r3);
  vstore16(convert_char16_rtn(K_c_float16_char_0), 0, r4);
  vstore16(convert_char16_sat(K_c_float16_char_0), 0, r5);
  vstore16(convert_char16_sat_rte(K_c_float16_char_0), 0, r6);
  vstore16(convert_char16_sat_rtz(K_c_float16_char_0), 0, r7);
  vstore16(convert_char16_sat_rtp(K_c_float16_char_0), 0, r8);
  vstore16(convert_char16_sat_rtn(K_c_float16_char_0), 0, r9);
  vstore16(convert_char16(K_c_float16_char_1), 1, r0);
  vstore16(convert_char16_rte(K_c_float16_char_1), 1, r1);
  vstore16(convert_char16_rtz(K_c_float16_char_1), 1, r2);
  vstore16(convert_char16_rtp(K_c_float16_char_1), 1, r3);
  vstore16(convert_char16_rtn(K_c_float16_char_1), 1, r4);
  vstore16(convert_char16_sat(K_c_float16_char_1), 1, r5);
  vstore16(convert_char16_sat_rte(K_c_float16_char_1), 1, r6);
  vstore16(convert_char16_sat_rtz(K_c_float16_char_1), 1, r7);
  vstore16(convert_char16_sat_rtp(K_c_float16_char_1), 1, r8);
  vstore16(convert_char16_sat_rtn(K_c_float16_char_1), 1, r9);
  vstore16(convert_char16(K_c_float16_char_2), 2, r0);
  vstore16(convert_char16_rte(K_c_float16_char_2), 2, r1);
  vstore16(convert_char16_rtz(K_c_float16_char_2), 2, r2);
  vstore16(convert_char16_rtp(K_c_float16_char_2), 2, r3);
  vstore16(convert_char16_rtn(K_c_float16_char_2), 2, r4);
  vstore16(convert_char16_sat(K_c_float16_char_2), 2, r5);
  vstore16(convert_char16_sat_rte(K_c_float16_char_2), 2, r6);
  vstore16(convert_char16_sat_rtz(K_c_float16_char_2), 2, r7);
  vstore16(convert_char16_sat_rtp(K_c_float16_char_2), 2, r8);
  vstore16(convert_char16_sat_rtn(K_c_float16_char_2), 2, r9);
  vstore16(convert_char16(K_c_float16_char_3), 3, r0);
  vstore16(convert_char16_rte(K_c_float16_char_3), 3, r1);
  vstore16(convert_char16_rtz(K_c_float16_char_3), 3, r2);
  vstore16(convert_char16_rtp(K_c_float16_char_3), 3, r3);
  vstore16(convert_char16_rtn(K_c_float16_char_3), 3, r4);
  vstore16(convert_char16_sat(K_c_float16_char_3), 3, r5);
  vstore16(convert_char16_sat_rte(K_c_float16_char_3), 3, r6);
  vstore16(convert_char16_sat_rtz(K_c_float16_char_3), 3, r7);
  vstore16(convert_char16_sat_rtp(K_c_float16_char_3), 3, r8);
  vstore16(convert_char16_sat_rtn(K_c_float16_char_3), 3, r9);
}

#define K_c_float16_uchar_0 (float16)(as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x10ffffffu), as_float(0x21800001u), as_float(0x32800000u), as_float(0x3f800000u), as_float(0x3f800001u), as_float(0x3fc00000u), as_float(0x40dfffffu), as_float(0x420a0001u), as_float(0x42fe0000u), as_float(0x42ff0000u), as_float(0x43000000u), as_float(0x43008000u))
#define K_c_float16_uchar_1 (float16)(as_float(0x43020001u), as_float(0x437f0000u), as_float(0x437f8000u), as_float(0x43800000u), as_float(0x43804000u), as_float(0x44803001u), as_float(0x46000e00u), as_float(0x477fff7fu), as_float(0x49000011u), as_float(0x4c000001u), as_float(0x56000002u), as_float(0x60ffffffu), as_float(0x71800001u), as_float(0x7f800000u), as_float(0x7f800001u), as_float(0x7fc00000u))
#define K_c_float16_uchar_2 (float16)(as_float(0x80000000u), as_float(0x80000001u), as_float(0x807fffffu), as_float(0x80800000u), as_float(0x81ffffffu), as_float(0x92800001u), as_float(0xa3800000u), as_float(0xb47fffffu), as_float(0xbf800000u), as_float(0xbfc00000u), as_float(0xbfc00100u), as_float(0xc1080001u), as_float(0xc27e0000u), as_float(0xc3010000u), as_float(0xc3018000u), as_float(0xc37f0000u))
#define K_c_float16_uchar_3 (float16)(as_float(0xc4807000u), as_float(0xc68000ffu), as_float(0xc7800081u), as_float(0xc9000030u), as_float(0xcd000002u), as_float(0xd77ffffeu), as_float(0xe2ffffffu), as_float(0xf3800001u), as_float(0xff800000u), as_float(0xff800001u), as_float(0xffc00000u), as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x10ffffffu))
__kernel void c_float16_uchar(__global uchar* r0, __global uchar* r1, __global uchar* r2, __global uchar* r3, __global uchar* r4, __global uchar* r5, __global uchar* r6, __global uchar* r7, __global uchar* r8, __global uchar* r9) {
  vstore16(convert_uchar16(K_c_float16_uchar_0), 0, r0);
  vstore16(convert_uchar16_rte(K_c_float16_uchar_0), 0, r1);
  vstore16(convert_uchar16_rtz(K_c_float16_uchar_0), 0, r2);
  vstore16(convert_uchar16_rtp(K_c_float16_uchar_0), 0, r3);
  vstore16(convert_uchar16_rtn(K_c_float16_uchar_0), 0, r4);
  vstore16(convert_uchar16_sat(K_c_float16_uchar_0), 0, r5);
  vstore16(convert_uchar16_sat_rte(K_c_float16_uchar_0), 0, r6);
  vstore16(convert_uchar16_sat_rtz(K_c_float16_uchar_0), 0, r7);
  vstore16(convert_uchar16_sat_rtp(K_c_float16_uchar_0), 0, r8);
  vstore16(convert_uchar16_sat_rtn(K_c_float16_uchar_0), 0, r9);
  vstore16(convert_uchar16(K_c_float16_uchar_1), 1, r0);
  vstore16(convert_uchar16_rte(K_c_float16_uchar_1), 1, r1);
  vstore16(convert_uchar16_rtz(K_c_float16_uchar_1), 1, r2);
  vstore16(convert_uchar16_rtp(K_c_float16_uchar_1), 1, r3);
  vstore16(convert_uchar16_rtn(K_c_float16_uchar_1), 1, r4);
  vstore16(convert_uchar16_sat(K_c_float16_uchar_1), 1, r5);
  vstore16(convert_uchar16_sat_rte(K_c_float16_uchar_1), 1, r6);
  vstore16(convert_uchar16_sat_rtz(K_c_float16_uchar_1), 1, r7);
  vstore16(convert_uchar16_sat_rtp(K_c_float16_uchar_1), 1, r8);
  vstore16(convert_uchar16_sat_rtn(K_c_float16_uchar_1), 1, r9);
  vstore16(convert_uchar16(K_c_float16_uchar_2), 2, r0);
  vstore16(convert_uchar16_rte(K_c_float16_uchar_2), 2, r1);
  vstore16(convert_uchar16_rtz(K_c_float16_uchar_2), 2, r2);
  vstore16(convert_uchar16_rtp(K_c_float16_uchar_2), 2, r3);
  vstore16(convert_uchar16_rtn(K_c_float16_uchar_2), 2, r4);
  vstore16(convert_uchar16_sat(K_c_float16_uchar_2), 2, r5);
  vstore16(convert_uchar16_sat_rte(K_c_float16_uchar_2), 2, r6);
  vstore16(convert_uchar16_sat_rtz(K_c_float16_uchar_2), 2, r7);
  vstore16(convert_uchar16_sat_rtp(K_c_float16_uchar_2), 2, r8);
  vstore16(convert_uchar16_sat_rtn(K_c_float16_uchar_2), 2, r9);
  vstore16(convert_uchar16(K_c_float16_uchar_3), 3, r0);
  vstore16(convert_uchar16_rte(K_c_float16_uchar_3), 3, r1);
  vstore16(convert_uchar16_rtz(K_c_float16_uchar_3), 3, r2);
  vstore16(convert_uchar16_rtp(K_c_float16_uchar_3), 3, r3);
  vstore16(convert_uchar16_rtn(K_c_float16_uchar_3), 3, r4);
  vstore16(convert_uchar16_sat(K_c_float16_uchar_3), 3, r5);
  vstore16(convert_uchar16_sat_rte(K_c_float16_uchar_3), 3, r6);
  vstore16(convert_uchar16_sat_rtz(K_c_float16_uchar_3), 3, r7);
  vstore16(convert_uchar16_sat_rtp(K_c_float16_uchar_3), 3, r8);
  vstore16(convert_uchar16_sat_rtn(K_c_float16_uchar_3), 3, r9);
}

#define K_c_float16_short_0 (float16)(as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x10ffffffu), as_float(0x21800001u), as_float(0x32800000u), as_float(0x3f800000u), as_float(0x3f800001u), as_float(0x3fc00000u), as_float(0x40dfffffu), as_float(0x420a0001u), as_float(0x43810000u), as_float(0x450027ffu), as_float(0x46800400u), as_float(0x46fffe00u))
#define K_c_float16_short_1 (float16)(as_float(0x46ffff00u), as_float(0x47000000u), as_float(0x47000080u), as_float(0x477ff000u), as_float(0x477ff080u), as_float(0x477fff00u), as_float(0x477fff80u), as_float(0x477fffc0u), as_float(0x47800000u), as_float(0x47800040u), as_float(0x49000018u), as_float(0x4c7ffffeu), as_float(0x567fffffu), as_float(0x61000001u), as_float(0x72000000u), as_float(0x7f800000u))
#define K_c_float16_short_2 (float16)(as_float(0x7f800001u), as_float(0x7fc00000u), as_float(0x80000000u), as_float(0x80000001u), as_float(0x807fffffu), as_float(0x80800000u), as_float(0x82000001u), as_float(0x93000000u), as_float(0xa3ffffffu), as_float(0xb4800001u), as_float(0xbf800000u), as_float(0xbfc00000u), as_float(0xbfc00400u), as_float(0xc1080800u), as_float(0xc27fffffu), as_float(0xc3ff8001u))
#define K_c_float16_short_3 (float16)(as_float(0xc57ff800u), as_float(0xc6fffe01u), as_float(0xc7000100u), as_float(0xc7000180u), as_float(0xc78000ffu), as_float(0xc9000039u), as_float(0xcd800001u), as_float(0xd7800002u), as_float(0xe3800000u), as_float(0xf47fffffu), as_float(0xff800000u), as_float(0xff800001u), as_float(0xffc00000u), as_float(0x0u), as_float(0x1u), as_float(0x7fffffu))
__kernel void c_float16_short(__global short* r0, __global short* r1, __global short* r2, __global short* r3, __global short* r4, __global short* r5, __global short* r6, __global short* r7, __global short* r8, __global short* r9) {
  vstore16(convert_short16(K_c_float16_short_0), 0, r0);
  vstore16(convert_short16_rte(K_c_float16_short_0), 0, r1);
  vstore16(convert_short16_rtz(K_c_float16_short_0), 0, r2);
  vstore16(convert_short16_rtp(K_c_float16_short_0), 0, r3);
  vstore16(convert_short16_rtn(K_c_float16_short_0), 0, r4);
  vstore16(convert_short16_sat(K_c_float16_short_0), 0, r5);
  vstore16(convert_short16_sat_rte(K_c_float16_short_0), 0, r6);
  vstore16(convert_short16_sat_rtz(K_c_float16_short_0), 0, r7);
  vstore16(convert_short16_sat_rtp(K_c_float16_short_0), 0, r8);
  vstore16(convert_short16_sat_rtn(K_c_float16_short_0), 0, r9);
  vstore16(convert_short16(K_c_float16_short_1), 1, r0);
  vstore16(convert_short16_rte(K_c_float16_short_1), 1, r1);
  vstore16(convert_short16_rtz(K_c_float16_short_1), 1, r2);
  vstore16(convert_short16_rtp(K_c_float16_short_1), 1, r3);
  vstore16(convert_short16_rtn(K_c_float16_short_1), 1, r4);
  vstore16(convert_short16_sat(K_c_float16_short_1), 1, r5);
  vstore16(convert_short16_sat_rte(K_c_float16_short_1), 1, r6);
  vstore16(convert_short16_sat_rtz(K_c_float16_short_1), 1, r7);
  vstore16(convert_short16_sat_rtp(K_c_float16_short_1), 1, r8);
  vstore16(convert_short16_sat_rtn(K_c_float16_short_1), 1, r9);
  vstore16(convert_short16(K_c_float16_short_2), 2, r0);
  vstore16(convert_short16_rte(K_c_float16_short_2), 2, r1);
  vstore16(convert_short16_rtz(K_c_float16_short_2), 2, r2);
  vstore16(convert_short16_rtp(K_c_float16_short_2), 2, r3);
  vstore16(convert_short16_rtn(K_c_float16_short_2), 2, r4);
  vstore16(convert_short16_sat(K_c_float16_short_2), 2, r5);
  vstore16(convert_short16_sat_rte(K_c_float16_short_2), 2, r6);
  vstore16(convert_short16_sat_rtz(K_c_float16_short_2), 2, r7);
  vstore16(convert_short16_sat_rtp(K_c_float16_short_2), 2, r8);
  vstore16(convert_short16_sat_rtn(K_c_float16_short_2), 2, r9);
  vstore16(convert_short16(K_c_float16_short_3), 3, r0);
  vstore16(convert_short16_rte(K_c_float16_short_3), 3, r1);
  vstore16(convert_short16_rtz(K_c_float16_short_3), 3, r2);
  vstore16(convert_short16_rtp(K_c_float16_short_3), 3, r3);
  vstore16(convert_short16_rtn(K_c_float16_short_3), 3, r4);
  vstore16(convert_short16_sat(K_c_float16_short_3), 3, r5);
  vstore16(convert_short16_sat_rte(K_c_float16_short_3), 3, r6);
  vstore16(convert_short16_sat_rtz(K_c_float16_short_3), 3, r7);
  vstore16(convert_short16_sat_rtp(K_c_float16_short_3), 3, r8);
  vstore16(convert_short16_sat_rtn(K_c_float16_short_3), 3, r9);
}

#define K_c_float16_ushort_0 (float16)(as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x10ffffffu), as_float(0x21800001u), as_float(0x32800000u), as_float(0x3f800000u), as_float(0x3f800001u), as_float(0x3fc00000u), as_float(0x40dfffffu), as_float(0x420a0001u), as_float(0x43810000u), as_float(0x450027ffu), as_float(0x46800400u), as_float(0x46fffe00u))
#define K_c_float16_ushort_1 (float16)(as_float(0x46ffff00u), as_float(0x47000000u), as_float(0x47000080u), as_float(0x477ff000u), as_float(0x477ff080u), as_float(0x477fff00u), as_float(0x477fff80u), as_float(0x477fffc0u), as_float(0x47800000u), as_float(0x47800040u), as_float(0x49000018u), as_float(0x4c7ffffeu), as_float(0x567fffffu), as_float(0x61000001u), as_float(0x72000000u), as_float(0x7f800000u))
#define K_c_float16_ushort_2 (float16)(as_float(0x7f800001u), as_float(0x7fc00000u), as_float(0x80000000u), as_float(0x80000001u), as_float(0x807fffffu), as_float(0x80800000u), as_float(0x82000001u), as_float(0x93000000u), as_float(0xa3ffffffu), as_float(0xb4800001u), as_float(0xbf800000u), as_float(0xbfc00000u), as_float(0xbfc00400u), as_float(0xc1080800u), as_float(0xc27fffffu), as_float(0xc3ff8001u))
#define K_c_float16_ushort_3 (float16)(as_float(0xc57ff800u), as_float(0xc6fffe01u), as_float(0xc7000100u), as_float(0xc7000180u), as_float(0xc78000ffu), as_float(0xc9000039u), as_float(0xcd800001u), as_float(0xd7800002u), as_float(0xe3800000u), as_float(0xf47fffffu), as_float(0xff800000u), as_float(0xff800001u), as_float(0xffc00000u), as_float(0x0u), as_float(0x1u), as_float(0x7fffffu))
__kernel void c_float16_ushort(__global ushort* r0, __global ushort* r1, __global ushort* r2, __global ushort* r3, __global ushort* r4, __global ushort* r5, __global ushort* r6, __global ushort* r7, __global ushort* r8, __global ushort* r9) {
  vstore16(convert_ushort16(K_c_float16_ushort_0), 0, r0);
  vstore16(convert_ushort16_rte(K_c_float16_ushort_0), 0, r1);
  vstore16(convert_ushort16_rtz(K_c_float16_ushort_0), 0, r2);
  vstore16(convert_ushort16_rtp(K_c_float16_ushort_0), 0, r3);
  vstore16(convert_ushort16_rtn(K_c_float16_ushort_0), 0, r4);
  vstore16(convert_ushort16_sat(K_c_float16_ushort_0), 0, r5);
  vstore16(convert_ushort16_sat_rte(K_c_float16_ushort_0), 0, r6);
  vstore16(convert_ushort16_sat_rtz(K_c_float16_ushort_0), 0, r7);
  vstore16(convert_ushort16_sat_rtp(K_c_float16_ushort_0), 0, r8);
  vstore16(convert_ushort16_sat_rtn(K_c_float16_ushort_0), 0, r9);
  vstore16(convert_ushort16(K_c_float16_ushort_1), 1, r0);
  vstore16(convert_ushort16_rte(K_c_float16_ushort_1), 1, r1);
  vstore16(convert_ushort16_rtz(K_c_float16_ushort_1), 1, r2);
  vstore16(convert_ushort16_rtp(K_c_float16_ushort_1), 1, r3);
  vstore16(convert_ushort16_rtn(K_c_float16_ushort_1), 1, r4);
  vstore16(convert_ushort16_sat(K_c_float16_ushort_1), 1, r5);
  vstore16(convert_ushort16_sat_rte(K_c_float16_ushort_1), 1, r6);
  vstore16(convert_ushort16_sat_rtz(K_c_float16_ushort_1), 1, r7);
  vstore16(convert_ushort16_sat_rtp(K_c_float16_ushort_1), 1, r8);
  vstore16(convert_ushort16_sat_rtn(K_c_float16_ushort_1), 1, r9);
  vstore16(convert_ushort16(K_c_float16_ushort_2), 2, r0);
  vstore16(convert_ushort16_rte(K_c_float16_ushort_2), 2, r1);
  vstore16(convert_ushort16_rtz(K_c_float16_ushort_2), 2, r2);
  vstore16(convert_ushort16_rtp(K_c_float16_ushort_2), 2, r3);
  vstore16(convert_ushort16_rtn(K_c_float16_ushort_2), 2, r4);
  vstore16(convert_ushort16_sat(K_c_float16_ushort_2), 2, r5);
  vstore16(convert_ushort16_sat_rte(K_c_float16_ushort_2), 2, r6);
  vstore16(convert_ushort16_sat_rtz(K_c_float16_ushort_2), 2, r7);
  vstore16(convert_ushort16_sat_rtp(K_c_float16_ushort_2), 2, r8);
  vstore16(convert_ushort16_sat_rtn(K_c_float16_ushort_2), 2, r9);
  vstore16(convert_ushort16(K_c_float16_ushort_3), 3, r0);
  vstore16(convert_ushort16_rte(K_c_float16_ushort_3), 3, r1);
  vstore16(convert_ushort16_rtz(K_c_float16_ushort_3), 3, r2);
  vstore16(convert_ushort16_rtp(K_c_float16_ushort_3), 3, r3);
  vstore16(convert_ushort16_rtn(K_c_float16_ushort_3), 3, r4);
  vstore16(convert_ushort16_sat(K_c_float16_ushort_3), 3, r5);
  vstore16(convert_ushort16_sat_rte(K_c_float16_ushort_3), 3, r6);
  vstore16(convert_ushort16_sat_rtz(K_c_float16_ushort_3), 3, r7);
  vstore16(convert_ushort16_sat_rtp(K_c_float16_ushort_3), 3, r8);
  vstore16(convert_ushort16_sat_rtn(K_c_float16_ushort_3), 3, r9);
}

#define K_c_float16_int_0 (float16)(as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x10800001u), as_float(0x217fffffu), as_float(0x32000000u), as_float(0x3f200000u), as_float(0x3f800000u), as_float(0x3fc00000u), as_float(0x40c00000u), as_float(0x42060001u), as_float(0x43807fffu), as_float(0x45001000u), as_float(0x46800201u), as_float(0x4780007fu))
#define K_c_float16_int_1 (float16)(as_float(0x49000011u), as_float(0x4bffffffu), as_float(0x4effffffu), as_float(0x4f000000u), as_float(0x4f000001u), as_float(0x4f7fffffu), as_float(0x4f800000u), as_float(0x4f800001u), as_float(0x55ffffffu), as_float(0x60000001u), as_float(0x70ffffffu), as_float(0x7f800000u), as_float(0x7f800001u), as_float(0x7fc00000u), as_float(0x80000000u), as_float(0x80000001u))
#define K_c_float16_int_2 (float16)(as_float(0x807fffffu), as_float(0x80800000u), as_float(0x80ffffffu), as_float(0x91800000u), as_float(0xa2000001u), as_float(0xb2ffffffu), as_float(0xbf800000u), as_float(0xbfbfffffu), as_float(0xbfc00000u), as_float(0xc0dfffffu), as_float(0xc20a0000u), as_float(0xc380c001u), as_float(0xc5001fffu), as_float(0xc6800400u), as_float(0xc78000c1u), as_float(0xc9000020u))
#define K_c_float16_int_3 (float16)(as_float(0xcc7fffffu), as_float(0xcf000000u), as_float(0xcf000001u), as_float(0xd67fffffu), as_float(0xe1000001u), as_float(0xf1ffffffu), as_float(0xff800000u), as_float(0xff800001u), as_float(0xffc00000u), as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x10800001u), as_float(0x217fffffu), as_float(0x32000000u))
__kernel void c_float16_int(__global int* r0, __global int* r1, __global int* r2, __global int* r3, __global int* r4, __global int* r5, __global int* r6, __global int* r7, __global int* r8, __global int* r9, __global int* r10) {
  vstore16(convert_int16(K_c_float16_int_0), 0, r0);
  vstore16(convert_int16_rte(K_c_float16_int_0), 0, r1);
  vstore16(convert_int16_rtz(K_c_float16_int_0), 0, r2);
  vstore16(convert_int16_rtp(K_c_float16_int_0), 0, r3);
  vstore16(convert_int16_rtn(K_c_float16_int_0), 0, r4);
  vstore16(convert_int16_sat(K_c_float16_int_0), 0, r5);
  vstore16(convert_int16_sat_rte(K_c_float16_int_0), 0, r6);
  vstore16(convert_int16_sat_rtz(K_c_float16_int_0), 0, r7);
  vstore16(convert_int16_sat_rtp(K_c_float16_int_0), 0, r8);
  vstore16(convert_int16_sat_rtn(K_c_float16_int_0), 0, r9);
  vstore16(as_int16(K_c_float16_int_0), 0, r10);
  vstore16(convert_int16(K_c_float16_int_1), 1, r0);
  vstore16(convert_int16_rte(K_c_float16_int_1), 1, r1);
  vstore16(convert_int16_rtz(K_c_float16_int_1), 1, r2);
  vstore16(convert_int16_rtp(K_c_float16_int_1), 1, r3);
  vstore16(convert_int16_rtn(K_c_float16_int_1), 1, r4);
  vstore16(convert_int16_sat(K_c_float16_int_1), 1, r5);
  vstore16(convert_int16_sat_rte(K_c_float16_int_1), 1, r6);
  vstore16(convert_int16_sat_rtz(K_c_float16_int_1), 1, r7);
  vstore16(convert_int16_sat_rtp(K_c_float16_int_1), 1, r8);
  vstore16(convert_int16_sat_rtn(K_c_float16_int_1), 1, r9);
  vstore16(as_int16(K_c_float16_int_1), 1, r10);
  vstore16(convert_int16(K_c_float16_int_2), 2, r0);
  vstore16(convert_int16_rte(K_c_float16_int_2), 2, r1);
  vstore16(convert_int16_rtz(K_c_float16_int_2), 2, r2);
  vstore16(convert_int16_rtp(K_c_float16_int_2), 2, r3);
  vstore16(convert_int16_rtn(K_c_float16_int_2), 2, r4);
  vstore16(convert_int16_sat(K_c_float16_int_2), 2, r5);
  vstore16(convert_int16_sat_rte(K_c_float16_int_2), 2, r6);
  vstore16(convert_int16_sat_rtz(K_c_float16_int_2), 2, r7);
  vstore16(convert_int16_sat_rtp(K_c_float16_int_2), 2, r8);
  vstore16(convert_int16_sat_rtn(K_c_float16_int_2), 2, r9);
  vstore16(as_int16(K_c_float16_int_2), 2, r10);
  vstore16(convert_int16(K_c_float16_int_3), 3, r0);
  vstore16(convert_int16_rte(K_c_float16_int_3), 3, r1);
  vstore16(convert_int16_rtz(K_c_float16_int_3), 3, r2);
  vstore16(convert_int16_rtp(K_c_float16_int_3), 3, r3);
  vstore16(convert_int16_rtn(K_c_float16_int_3), 3, r4);
  vstore16(convert_int16_sat(K_c_float16_int_3), 3, r5);
  vstore16(convert_int16_sat_rte(K_c_float16_int_3), 3, r6);
  vstore16(convert_int16_sat_rtz(K_c_float16_int_3), 3, r7);
  vstore16(convert_int16_sat_rtp(K_c_float16_int_3), 3, r8);
  vstore16(convert_int16_sat_rtn(K_c_float16_int_3), 3, r9);
  vstore16(as_int16(K_c_float16_int_3), 3, r10);
}

#define K_c_float16_uint_0 (float16)(as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x10800001u), as_float(0x217fffffu), as_float(0x32000000u), as_float(0x3f200000u), as_float(0x3f800000u), as_float(0x3fc00000u), as_float(0x40c00000u), as_float(0x42060001u), as_float(0x43807fffu), as_float(0x45001000u), as_float(0x46800201u), as_float(0x4780007fu))
#define K_c_float16_uint_1 (float16)(as_float(0x49000011u), as_float(0x4bffffffu), as_float(0x4effffffu), as_float(0x4f000000u), as_float(0x4f000001u), as_float(0x4f7fffffu), as_float(0x4f800000u), as_float(0x4f800001u), as_float(0x55ffffffu), as_float(0x60000001u), as_float(0x70ffffffu), as_float(0x7f800000u), as_float(0x7f800001u), as_float(0x7fc00000u), as_float(0x80000000u), as_float(0x80000001u))
#define K_c_float16_uint_2 (float16)(as_float(0x807fffffu), as_float(0x80800000u), as_float(0x80ffffffu), as_float(0x91800000u), as_float(0xa2000001u), as_float(0xb2ffffffu), as_float(0xbf800000u), as_float(0xbfbfffffu), as_float(0xbfc00000u), as_float(0xc0dfffffu), as_float(0xc20a0000u), as_float(0xc380c001u), as_float(0xc5001fffu), as_float(0xc6800400u), as_float(0xc78000c1u), as_float(0xc9000020u))
#define K_c_float16_uint_3 (float16)(as_float(0xcc7fffffu), as_float(0xcf000000u), as_float(0xcf000001u), as_float(0xd67fffffu), as_float(0xe1000001u), as_float(0xf1ffffffu), as_float(0xff800000u), as_float(0xff800001u), as_float(0xffc00000u), as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x10800001u), as_float(0x217fffffu), as_float(0x32000000u))
__kernel void c_float16_uint(__global uint* r0, __global uint* r1, __global uint* r2, __global uint* r3, __global uint* r4, __global uint* r5, __global uint* r6, __global uint* r7, __global uint* r8, __global uint* r9, __global uint* r10) {
  vstore16(convert_uint16(K_c_float16_uint_0), 0, r0);
  vstore16(convert_uint16_rte(K_c_float16_uint_0), 0, r1);
  vstore16(convert_uint16_rtz(K_c_float16_uint_0), 0, r2);
  vstore16(convert_uint16_rtp(K_c_float16_uint_0), 0, r3);
  vstore16(convert_uint16_rtn(K_c_float16_uint_0), 0, r4);
  vstore16(convert_uint16_sat(K_c_float16_uint_0), 0, r5);
  vstore16(convert_uint16_sat_rte(K_c_float16_uint_0), 0, r6);
  vstore16(convert_uint16_sat_rtz(K_c_float16_uint_0), 0, r7);
  vstore16(convert_uint16_sat_rtp(K_c_float16_uint_0), 0, r8);
  vstore16(convert_uint16_sat_rtn(K_c_float16_uint_0), 0, r9);
  vstore16(as_uint16(K_c_float16_uint_0), 0, r10);
  vstore16(convert_uint16(K_c_float16_uint_1), 1, r0);
  vstore16(convert_uint16_rte(K_c_float16_uint_1), 1, r1);
  vstore16(convert_uint16_rtz(K_c_float16_uint_1), 1, r2);
  vstore16(convert_uint16_rtp(K_c_float16_uint_1), 1, r3);
  vstore16(convert_uint16_rtn(K_c_float16_uint_1), 1, r4);
  vstore16(convert_uint16_sat(K_c_float16_uint_1), 1, r5);
  vstore16(convert_uint16_sat_rte(K_c_float16_uint_1), 1, r6);
  vstore16(convert_uint16_sat_rtz(K_c_float16_uint_1), 1, r7);
  vstore16(convert_uint16_sat_rtp(K_c_float16_uint_1), 1, r8);
  vstore16(convert_uint16_sat_rtn(K_c_float16_uint_1), 1, r9);
  vstore16(as_uint16(K_c_float16_uint_1), 1, r10);
  vstore16(convert_uint16(K_c_float16_uint_2), 2, r0);
  vstore16(convert_uint16_rte(K_c_float16_uint_2), 2, r1);
  vstore16(convert_uint16_rtz(K_c_float16_uint_2), 2, r2);
  vstore16(convert_uint16_rtp(K_c_float16_uint_2), 2, r3);
  vstore16(convert_uint16_rtn(K_c_float16_uint_2), 2, r4);
  vstore16(convert_uint16_sat(K_c_float16_uint_2), 2, r5);
  vstore16(convert_uint16_sat_rte(K_c_float16_uint_2), 2, r6);
  vstore16(convert_uint16_sat_rtz(K_c_float16_uint_2), 2, r7);
  vstore16(convert_uint16_sat_rtp(K_c_float16_uint_2), 2, r8);
  vstore16(convert_uint16_sat_rtn(K_c_float16_uint_2), 2, r9);
  vstore16(as_uint16(K_c_float16_uint_2), 2, r10);
  vstore16(convert_uint16(K_c_float16_uint_3), 3, r0);
  vstore16(convert_uint16_rte(K_c_float16_uint_3), 3, r1);
  vstore16(convert_uint16_rtz(K_c_float16_uint_3), 3, r2);
  vstore16(convert_uint16_rtp(K_c_float16_uint_3), 3, r3);
  vstore16(convert_uint16_rtn(K_c_float16_uint_3), 3, r4);
  vstore16(convert_uint16_sat(K_c_float16_uint_3), 3, r5);
  vstore16(convert_uint16_sat_rte(K_c_float16_uint_3), 3, r6);
  vstore16(convert_uint16_sat_rtz(K_c_float16_uint_3), 3, r7);
  vstore16(convert_uint16_sat_rtp(K_c_float16_uint_3), 3, r8);
  vstore16(convert_uint16_sat_rtn(K_c_float16_uint_3), 3, r9);
  vstore16(as_uint16(K_c_float16_uint_3), 3, r10);
}

#define K_c_float16_long_0 (float16)(as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x10800001u), as_float(0x217fffffu), as_float(0x32000000u), as_float(0x3f200000u), as_float(0x3f800000u), as_float(0x3fc00000u), as_float(0x40c00000u), as_float(0x42060001u), as_float(0x43807fffu), as_float(0x45001000u), as_float(0x46800201u), as_float(0x4780007fu))
#define K_c_float16_long_1 (float16)(as_float(0x49000011u), as_float(0x4bffffffu), as_float(0x55ffffffu), as_float(0x5effffffu), as_float(0x5f000000u), as_float(0x5f7fffffu), as_float(0x5f800000u), as_float(0x60000001u), as_float(0x70ffffffu), as_float(0x7f800000u), as_float(0x7f800001u), as_float(0x7fc00000u), as_float(0x80000000u), as_float(0x80000001u), as_float(0x807fffffu), as_float(0x80800000u))
#define K_c_float16_long_2 (float16)(as_float(0x80ffffffu), as_float(0x91800000u), as_float(0xa2000001u), as_float(0xb2ffffffu), as_float(0xbf800000u), as_float(0xbfbfffffu), as_float(0xbfc00000u), as_float(0xc0dfffffu), as_float(0xc20a0000u), as_float(0xc380c001u), as_float(0xc5001fffu), as_float(0xc6800400u), as_float(0xc78000c1u), as_float(0xc9000020u), as_float(0xcc7fffffu), as_float(0xd67fffffu))
#define K_c_float16_long_3 (float16)(as_float(0xdf000000u), as_float(0xe1000001u), as_float(0xf1ffffffu), as_float(0xff800000u), as_float(0xff800001u), as_float(0xffc00000u), as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x10800001u), as_float(0x217fffffu), as_float(0x32000000u), as_float(0x3f200000u), as_float(0x3f800000u), as_float(0x3fc00000u))
__kernel void c_float16_long(__global long* r0, __global long* r1, __global long* r2, __global long* r3, __global long* r4, __global long* r5, __global long* r6, __global long* r7, __global long* r8, __global long* r9, __global long* r10) {
  vstore16(convert_long16(K_c_float16_long_0), 0, r0);
  vstore16(convert_long16_rte(K_c_float16_long_0), 0, r1);
  vstore16(convert_long16_rtz(K_c_float16_long_0), 0, r2);
  vstore16(convert_long16_rtp(K_c_float16_long_0), 0, r3);
  vstore16(convert_long16_rtn(K_c_float16_long_0), 0, r4);
  vstore16(convert_long16_sat(K_c_float16_long_0), 0, r5);
  vstore16(convert_long16_sat_rte(K_c_float16_long_0), 0, r6);
  vstore16(convert_long16_sat_rtz(K_c_float16_long_0), 0, r7);
  vstore16(convert_long16_sat_rtp(K_c_float16_long_0), 0, r8);
  vstore16(convert_long16_sat_rtn(K_c_float16_long_0), 0, r9);
  vstore8(as_long8(K_c_float16_long_0), 0, r10);
  vstore16(convert_long16(K_c_float16_long_1), 1, r0);
  vstore16(convert_long16_rte(K_c_float16_long_1), 1, r1);
  vstore16(convert_long16_rtz(K_c_float16_long_1), 1, r2);
  vstore16(convert_long16_rtp(K_c_float16_long_1), 1, r3);
  vstore16(convert_long16_rtn(K_c_float16_long_1), 1, r4);
  vstore16(convert_long16_sat(K_c_float16_long_1), 1, r5);
  vstore16(convert_long16_sat_rte(K_c_float16_long_1), 1, r6);
  vstore16(convert_long16_sat_rtz(K_c_float16_long_1), 1, r7);
  vstore16(convert_long16_sat_rtp(K_c_float16_long_1), 1, r8);
  vstore16(convert_long16_sat_rtn(K_c_float16_long_1), 1, r9);
  vstore8(as_long8(K_c_float16_long_1), 1, r10);
  vstore16(convert_long16(K_c_float16_long_2), 2, r0);
  vstore16(convert_long16_rte(K_c_float16_long_2), 2, r1);
  vstore16(convert_long16_rtz(K_c_float16_long_2), 2, r2);
  vstore16(convert_long16_rtp(K_c_float16_long_2), 2, r3);
  vstore16(convert_long16_rtn(K_c_float16_long_2), 2, r4);
  vstore16(convert_long16_sat(K_c_float16_long_2), 2, r5);
  vstore16(convert_long16_sat_rte(K_c_float16_long_2), 2, r6);
  vstore16(convert_long16_sat_rtz(K_c_float16_long_2), 2, r7);
  vstore16(convert_long16_sat_rtp(K_c_float16_long_2), 2, r8);
  vstore16(convert_long16_sat_rtn(K_c_float16_long_2), 2, r9);
  vstore8(as_long8(K_c_float16_long_2), 2, r10);
  vstore16(convert_long16(K_c_float16_long_3), 3, r0);
  vstore16(convert_long16_rte(K_c_float16_long_3), 3, r1);
  vstore16(convert_long16_rtz(K_c_float16_long_3), 3, r2);
  vstore16(convert_long16_rtp(K_c_float16_long_3), 3, r3);
  vstore16(convert_long16_rtn(K_c_float16_long_3), 3, r4);
  vstore16(convert_long16_sat(K_c_float16_long_3), 3, r5);
  vstore16(convert_long16_sat_rte(K_c_float16_long_3), 3, r6);
  vstore16(convert_long16_sat_rtz(K_c_float16_long_3), 3, r7);
  vstore16(convert_long16_sat_rtp(K_c_float16_long_3), 3, r8);
  vstore16(convert_long16_sat_rtn(K_c_float16_long_3), 3, r9);
  vstore8(as_long8(K_c_float16_long_3), 3, r10);
}

#define K_c_float16_ulong_0 (float16)(as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x10800001u), as_float(0x217fffffu), as_float(0x32000000u), as_float(0x3f200000u), as_float(0x3f800000u), as_float(0x3fc00000u), as_float(0x40c00000u), as_float(0x42060001u), as_float(0x43807fffu), as_float(0x45001000u), as_float(0x46800201u), as_float(0x4780007fu))
#define K_c_float16_ulong_1 (float16)(as_float(0x49000011u), as_float(0x4bffffffu), as_float(0x55ffffffu), as_float(0x5effffffu), as_float(0x5f000000u), as_float(0x5f7fffffu), as_float(0x5f800000u), as_float(0x60000001u), as_float(0x70ffffffu), as_float(0x7f800000u), as_float(0x7f800001u), as_float(0x7fc00000u), as_float(0x80000000u), as_float(0x80000001u), as_float(0x807fffffu), as_float(0x80800000u))
#define K_c_float16_ulong_2 (float16)(as_float(0x80ffffffu), as_float(0x91800000u), as_float(0xa2000001u), as_float(0xb2ffffffu), as_float(0xbf800000u), as_float(0xbfbfffffu), as_float(0xbfc00000u), as_float(0xc0dfffffu), as_float(0xc20a0000u), as_float(0xc380c001u), as_float(0xc5001fffu), as_float(0xc6800400u), as_float(0xc78000c1u), as_float(0xc9000020u), as_float(0xcc7fffffu), as_float(0xd67fffffu))
#define K_c_float16_ulong_3 (float16)(as_float(0xdf000000u), as_float(0xe1000001u), as_float(0xf1ffffffu), as_float(0xff800000u), as_float(0xff800001u), as_float(0xffc00000u), as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x10800001u), as_float(0x217fffffu), as_float(0x32000000u), as_float(0x3f200000u), as_float(0x3f800000u), as_float(0x3fc00000u))
__kernel void c_float16_ulong(__global ulong* r0, __global ulong* r1, __global ulong* r2, __global ulong* r3, __global ulong* r4, __global ulong* r5, __global ulong* r6, __global ulong* r7, __global ulong* r8, __global ulong* r9, __global ulong* r10) {
  vstore16(convert_ulong16(K_c_float16_ulong_0), 0, r0);
  vstore16(convert_ulong16_rte(K_c_float16_ulong_0), 0, r1);
  vstore16(convert_ulong16_rtz(K_c_float16_ulong_0), 0, r2);
  vstore16(convert_ulong16_rtp(K_c_float16_ulong_0), 0, r3);
  vstore16(convert_ulong16_rtn(K_c_float16_ulong_0), 0, r4);
  vstore16(convert_ulong16_sat(K_c_float16_ulong_0), 0, r5);
  vstore16(convert_ulong16_sat_rte(K_c_float16_ulong_0), 0, r6);
  vstore16(convert_ulong16_sat_rtz(K_c_float16_ulong_0), 0, r7);
  vstore16(convert_ulong16_sat_rtp(K_c_float16_ulong_0), 0, r8);
  vstore16(convert_ulong16_sat_rtn(K_c_float16_ulong_0), 0, r9);
  vstore8(as_ulong8(K_c_float16_ulong_0), 0, r10);
  vstore16(convert_ulong16(K_c_float16_ulong_1), 1, r0);
  vstore16(convert_ulong16_rte(K_c_float16_ulong_1), 1, r1);
  vstore16(convert_ulong16_rtz(K_c_float16_ulong_1), 1, r2);
  vstore16(convert_ulong16_rtp(K_c_float16_ulong_1), 1, r3);
  vstore16(convert_ulong16_rtn(K_c_float16_ulong_1), 1, r4);
  vstore16(convert_ulong16_sat(K_c_float16_ulong_1), 1, r5);
  vstore16(convert_ulong16_sat_rte(K_c_float16_ulong_1), 1, r6);
  vstore16(convert_ulong16_sat_rtz(K_c_float16_ulong_1), 1, r7);
  vstore16(convert_ulong16_sat_rtp(K_c_float16_ulong_1), 1, r8);
  vstore16(convert_ulong16_sat_rtn(K_c_float16_ulong_1), 1, r9);
  vstore8(as_ulong8(K_c_float16_ulong_1), 1, r10);
  vstore16(convert_ulong16(K_c_float16_ulong_2), 2, r0);
  vstore16(convert_ulong16_rte(K_c_float16_ulong_2), 2, r1);
  vstore16(convert_ulong16_rtz(K_c_float16_ulong_2), 2, r2);
  vstore16(convert_ulong16_rtp(K_c_float16_ulong_2), 2, r3);
  vstore16(convert_ulong16_rtn(K_c_float16_ulong_2), 2, r4);
  vstore16(convert_ulong16_sat(K_c_float16_ulong_2), 2, r5);
  vstore16(convert_ulong16_sat_rte(K_c_float16_ulong_2), 2, r6);
  vstore16(convert_ulong16_sat_rtz(K_c_float16_ulong_2), 2, r7);
  vstore16(convert_ulong16_sat_rtp(K_c_float16_ulong_2), 2, r8);
  vstore16(convert_ulong16_sat_rtn(K_c_float16_ulong_2), 2, r9);
  vstore8(as_ulong8(K_c_float16_ulong_2), 2, r10);
  vstore16(convert_ulong16(K_c_float16_ulong_3), 3, r0);
  vstore16(convert_ulong16_rte(K_c_float16_ulong_3), 3, r1);
  vstore16(convert_ulong16_rtz(K_c_float16_ulong_3), 3, r2);
  vstore16(convert_ulong16_rtp(K_c_float16_ulong_3), 3, r3);
  vstore16(convert_ulong16_rtn(K_c_float16_ulong_3), 3, r4);
  vstore16(convert_ulong16_sat(K_c_float16_ulong_3), 3, r5);
  vstore16(convert_ulong16_sat_rte(K_c_float16_ulong_3), 3, r6);
  vstore16(convert_ulong16_sat_rtz(K_c_float16_ulong_3), 3, r7);
  vstore16(convert_ulong16_sat_rtp(K_c_float16_ulong_3), 3, r8);
  vstore16(convert_ulong16_sat_rtn(K_c_float16_ulong_3), 3, r9);
  vstore8(as_ulong8(K_c_float16_ulong_3), 3, r10);
}

#define K_c_float16_half_0 (float16)(as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x157fffffu), as_float(0x2a800001u), as_float(0x34902000u), as_float(0x38002200u), as_float(0x3b7fefffu), as_float(0x3f800000u), as_float(0x3f801001u), as_float(0x3fc00000u), as_float(0x417fdfffu), as_float(0x42ffe001u), as_float(0x44800000u), as_float(0x460003ffu))
#define K_c_float16_half_1 (float16)(as_float(0x46fffe00u), as_float(0x46ffff00u), as_float(0x47000000u), as_float(0x47000080u), as_float(0x477fe0ffu), as_float(0x477ff000u), as_float(0x477ff080u), as_float(0x477fff00u), as_float(0x477fff80u), as_float(0x47800000u), as_float(0x47800040u), as_float(0x48fffff1u), as_float(0x4b800000u), as_float(0x4b800001u), as_float(0x4dffffffu), as_float(0x4effffffu))
#define K_c_float16_half_2 (float16)(as_float(0x4f000000u), as_float(0x4f000001u), as_float(0x4f7fffffu), as_float(0x4f800000u), as_float(0x4f800001u), as_float(0x5a000000u), as_float(0x5a000001u), as_float(0x5a800002u), as_float(0x5effffffu), as_float(0x5f000000u), as_float(0x5f7fffffu), as_float(0x5f800000u), as_float(0x6cffffffu), as_float(0x7f7fffffu), as_float(0x7f800000u), as_float(0x7f800001u))
#define K_c_float16_half_3 (float16)(as_float(0x7fc00000u), as_float(0x80000000u), as_float(0x80000001u), as_float(0x807fffffu), as_float(0x80800000u), as_float(0x81800000u), as_float(0x96ffffffu), as_float(0xac000001u), as_float(0xb4ffffffu), as_float(0xb87fe001u), as_float(0xbb801002u), as_float(0xbf800000u), as_float(0xbf801200u), as_float(0xbfc00000u), as_float(0xc1800fffu), as_float(0xc3001001u))
#define K_c_float16_half_4 (float16)(as_float(0xc4802000u), as_float(0xc60009ffu), as_float(0xc7000100u), as_float(0xc7000180u), as_float(0xc77fef7fu), as_float(0xc9000011u), as_float(0xcefffffeu), as_float(0xcf000000u), as_float(0xcf000001u), as_float(0xdb800001u), as_float(0xdf000000u), as_float(0xee800000u), as_float(0xff7fffffu), as_float(0xff800000u), as_float(0xff800001u), as_float(0xffc00000u))
__kernel void c_float16_half(__global half* r0, __global half* r1, __global half* r2, __global half* r3, __global half* r4, __global half* r5, __global half* r6, __global half* r7, __global half* r8, __global half* r9, __global half* r10, __global half* r11, __global half* r12, __global half* r13, __global half* r14, __global half* r15, __global half* r16, __global half* r17, __global half* r18, __global half* r19, __global half* r20, __global half* r21, __global half* r22, __global half* r23, __global half* r24, __global half* r25, __global half* r26, __global half* r27, __global half* r28, __global half* r29) {
  __local ushort l_ushort_16_10[80] __attribute__((aligned(32)));
  __local ushort l_ushort_16_11[80] __attribute__((aligned(32)));
  __local ushort l_ushort_16_12[80] __attribute__((aligned(32)));
  __local ushort l_ushort_16_13[80] __attribute__((aligned(32)));
  __local ushort l_ushort_16_14[80] __attribute__((aligned(32)));
  __local ushort l_ushort_16_15[80] __attribute__((aligned(32)));
  __local ushort l_ushort_16_16[80] __attribute__((aligned(32)));
  __local ushort l_ushort_16_17[80] __attribute__((aligned(32)));
  __local ushort l_ushort_16_18[80] __attribute__((aligned(32)));
  __local ushort l_ushort_16_19[80] __attribute__((aligned(32)));
  vstore_half16(K_c_float16_half_0, 0, r0);
  vstore_half16_rte(K_c_float16_half_0, 0, r1);
  vstore_half16_rtz(K_c_float16_half_0, 0, r2);
  vstore_half16_rtp(K_c_float16_half_0, 0, r3);
  vstore_half16_rtn(K_c_float16_half_0, 0, r4);
  vstorea_half16(K_c_float16_half_0, 0, r5);
  vstorea_half16_rte(K_c_float16_half_0, 0, r6);
  vstorea_half16_rtz(K_c_float16_half_0, 0, r7);
  vstorea_half16_rtp(K_c_float16_half_0, 0, r8);
  vstorea_half16_rtn(K_c_float16_half_0, 0, r9);
  { vstore_half16(K_c_float16_half_0, 0, (__local half*)l_ushort_16_10); vstore16(vload16(0, l_ushort_16_10 + 0 * 16), 0, (__global ushort*)r10 + 0 * 16); }
  { vstore_half16_rte(K_c_float16_half_0, 0, (__local half*)l_ushort_16_11); vstore16(vload16(0, l_ushort_16_11 + 0 * 16), 0, (__global ushort*)r11 + 0 * 16); }
  { vstore_half16_rtz(K_c_float16_half_0, 0, (__local half*)l_ushort_16_12); vstore16(vload16(0, l_ushort_16_12 + 0 * 16), 0, (__global ushort*)r12 + 0 * 16); }
  { vstore_half16_rtp(K_c_float16_half_0, 0, (__local half*)l_ushort_16_13); vstore16(vload16(0, l_ushort_16_13 + 0 * 16), 0, (__global ushort*)r13 + 0 * 16); }
  { vstore_half16_rtn(K_c_float16_half_0, 0, (__local half*)l_ushort_16_14); vstore16(vload16(0, l_ushort_16_14 + 0 * 16), 0, (__global ushort*)r14 + 0 * 16); }
  { vstorea_half16(K_c_float16_half_0, 0, (__local half*)l_ushort_16_15); vstore16(vload16(0, l_ushort_16_15 + 0 * 16), 0, (__global ushort*)r15 + 0 * 16); }
  { vstorea_half16_rte(K_c_float16_half_0, 0, (__local half*)l_ushort_16_16); vstore16(vload16(0, l_ushort_16_16 + 0 * 16), 0, (__global ushort*)r16 + 0 * 16); }
  { vstorea_half16_rtz(K_c_float16_half_0, 0, (__local half*)l_ushort_16_17); vstore16(vload16(0, l_ushort_16_17 + 0 * 16), 0, (__global ushort*)r17 + 0 * 16); }
  { vstorea_half16_rtp(K_c_float16_half_0, 0, (__local half*)l_ushort_16_18); vstore16(vload16(0, l_ushort_16_18 + 0 * 16), 0, (__global ushort*)r18 + 0 * 16); }
  { vstorea_half16_rtn(K_c_float16_half_0, 0, (__local half*)l_ushort_16_19); vstore16(vload16(0, l_ushort_16_19 + 0 * 16), 0, (__global ushort*)r19 + 0 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16(K_c_float16_half_0, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r20 + 0 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rte(K_c_float16_half_0, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r21 + 0 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtz(K_c_float16_half_0, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r22 + 0 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtp(K_c_float16_half_0, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r23 + 0 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtn(K_c_float16_half_0, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r24 + 0 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16(K_c_float16_half_0, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r25 + 0 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rte(K_c_float16_half_0, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r26 + 0 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtz(K_c_float16_half_0, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r27 + 0 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtp(K_c_float16_half_0, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r28 + 0 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtn(K_c_float16_half_0, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r29 + 0 * 16); }
  vstore_half16(K_c_float16_half_1, 1, r0);
  vstore_half16_rte(K_c_float16_half_1, 1, r1);
  vstore_half16_rtz(K_c_float16_half_1, 1, r2);
  vstore_half16_rtp(K_c_float16_half_1, 1, r3);
  vstore_half16_rtn(K_c_float16_half_1, 1, r4);
  vstorea_half16(K_c_float16_half_1, 1, r5);
  vstorea_half16_rte(K_c_float16_half_1, 1, r6);
  vstorea_half16_rtz(K_c_float16_half_1, 1, r7);
  vstorea_half16_rtp(K_c_float16_half_1, 1, r8);
  vstorea_half16_rtn(K_c_float16_half_1, 1, r9);
  { vstore_half16(K_c_float16_half_1, 1, (__local half*)l_ushort_16_10); vstore16(vload16(0, l_ushort_16_10 + 1 * 16), 0, (__global ushort*)r10 + 1 * 16); }
  { vstore_half16_rte(K_c_float16_half_1, 1, (__local half*)l_ushort_16_11); vstore16(vload16(0, l_ushort_16_11 + 1 * 16), 0, (__global ushort*)r11 + 1 * 16); }
  { vstore_half16_rtz(K_c_float16_half_1, 1, (__local half*)l_ushort_16_12); vstore16(vload16(0, l_ushort_16_12 + 1 * 16), 0, (__global ushort*)r12 + 1 * 16); }
  { vstore_half16_rtp(K_c_float16_half_1, 1, (__local half*)l_ushort_16_13); vstore16(vload16(0, l_ushort_16_13 + 1 * 16), 0, (__global ushort*)r13 + 1 * 16); }
  { vstore_half16_rtn(K_c_float16_half_1, 1, (__local half*)l_ushort_16_14); vstore16(vload16(0, l_ushort_16_14 + 1 * 16), 0, (__global ushort*)r14 + 1 * 16); }
  { vstorea_half16(K_c_float16_half_1, 1, (__local half*)l_ushort_16_15); vstore16(vload16(0, l_ushort_16_15 + 1 * 16), 0, (__global ushort*)r15 + 1 * 16); }
  { vstorea_half16_rte(K_c_float16_half_1, 1, (__local half*)l_ushort_16_16); vstore16(vload16(0, l_ushort_16_16 + 1 * 16), 0, (__global ushort*)r16 + 1 * 16); }
  { vstorea_half16_rtz(K_c_float16_half_1, 1, (__local half*)l_ushort_16_17); vstore16(vload16(0, l_ushort_16_17 + 1 * 16), 0, (__global ushort*)r17 + 1 * 16); }
  { vstorea_half16_rtp(K_c_float16_half_1, 1, (__local half*)l_ushort_16_18); vstore16(vload16(0, l_ushort_16_18 + 1 * 16), 0, (__global ushort*)r18 + 1 * 16); }
  { vstorea_half16_rtn(K_c_float16_half_1, 1, (__local half*)l_ushort_16_19); vstore16(vload16(0, l_ushort_16_19 + 1 * 16), 0, (__global ushort*)r19 + 1 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16(K_c_float16_half_1, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r20 + 1 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rte(K_c_float16_half_1, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r21 + 1 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtz(K_c_float16_half_1, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r22 + 1 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtp(K_c_float16_half_1, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r23 + 1 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtn(K_c_float16_half_1, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r24 + 1 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16(K_c_float16_half_1, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r25 + 1 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rte(K_c_float16_half_1, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r26 + 1 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtz(K_c_float16_half_1, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r27 + 1 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtp(K_c_float16_half_1, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r28 + 1 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtn(K_c_float16_half_1, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r29 + 1 * 16); }
  vstore_half16(K_c_float16_half_2, 2, r0);
  vstore_half16_rte(K_c_float16_half_2, 2, r1);
  vstore_half16_rtz(K_c_float16_half_2, 2, r2);
  vstore_half16_rtp(K_c_float16_half_2, 2, r3);
  vstore_half16_rtn(K_c_float16_half_2, 2, r4);
  vstorea_half16(K_c_float16_half_2, 2, r5);
  vstorea_half16_rte(K_c_float16_half_2, 2, r6);
  vstorea_half16_rtz(K_c_float16_half_2, 2, r7);
  vstorea_half16_rtp(K_c_float16_half_2, 2, r8);
  vstorea_half16_rtn(K_c_float16_half_2, 2, r9);
  { vstore_half16(K_c_float16_half_2, 2, (__local half*)l_ushort_16_10); vstore16(vload16(0, l_ushort_16_10 + 2 * 16), 0, (__global ushort*)r10 + 2 * 16); }
  { vstore_half16_rte(K_c_float16_half_2, 2, (__local half*)l_ushort_16_11); vstore16(vload16(0, l_ushort_16_11 + 2 * 16), 0, (__global ushort*)r11 + 2 * 16); }
  { vstore_half16_rtz(K_c_float16_half_2, 2, (__local half*)l_ushort_16_12); vstore16(vload16(0, l_ushort_16_12 + 2 * 16), 0, (__global ushort*)r12 + 2 * 16); }
  { vstore_half16_rtp(K_c_float16_half_2, 2, (__local half*)l_ushort_16_13); vstore16(vload16(0, l_ushort_16_13 + 2 * 16), 0, (__global ushort*)r13 + 2 * 16); }
  { vstore_half16_rtn(K_c_float16_half_2, 2, (__local half*)l_ushort_16_14); vstore16(vload16(0, l_ushort_16_14 + 2 * 16), 0, (__global ushort*)r14 + 2 * 16); }
  { vstorea_half16(K_c_float16_half_2, 2, (__local half*)l_ushort_16_15); vstore16(vload16(0, l_ushort_16_15 + 2 * 16), 0, (__global ushort*)r15 + 2 * 16); }
  { vstorea_half16_rte(K_c_float16_half_2, 2, (__local half*)l_ushort_16_16); vstore16(vload16(0, l_ushort_16_16 + 2 * 16), 0, (__global ushort*)r16 + 2 * 16); }
  { vstorea_half16_rtz(K_c_float16_half_2, 2, (__local half*)l_ushort_16_17); vstore16(vload16(0, l_ushort_16_17 + 2 * 16), 0, (__global ushort*)r17 + 2 * 16); }
  { vstorea_half16_rtp(K_c_float16_half_2, 2, (__local half*)l_ushort_16_18); vstore16(vload16(0, l_ushort_16_18 + 2 * 16), 0, (__global ushort*)r18 + 2 * 16); }
  { vstorea_half16_rtn(K_c_float16_half_2, 2, (__local half*)l_ushort_16_19); vstore16(vload16(0, l_ushort_16_19 + 2 * 16), 0, (__global ushort*)r19 + 2 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16(K_c_float16_half_2, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r20 + 2 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rte(K_c_float16_half_2, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r21 + 2 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtz(K_c_float16_half_2, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r22 + 2 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtp(K_c_float16_half_2, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r23 + 2 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtn(K_c_float16_half_2, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r24 + 2 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16(K_c_float16_half_2, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r25 + 2 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rte(K_c_float16_half_2, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r26 + 2 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtz(K_c_float16_half_2, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r27 + 2 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtp(K_c_float16_half_2, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r28 + 2 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtn(K_c_float16_half_2, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r29 + 2 * 16); }
  vstore_half16(K_c_float16_half_3, 3, r0);
  vstore_half16_rte(K_c_float16_half_3, 3, r1);
  vstore_half16_rtz(K_c_float16_half_3, 3, r2);
  vstore_half16_rtp(K_c_float16_half_3, 3, r3);
  vstore_half16_rtn(K_c_float16_half_3, 3, r4);
  vstorea_half16(K_c_float16_half_3, 3, r5);
  vstorea_half16_rte(K_c_float16_half_3, 3, r6);
  vstorea_half16_rtz(K_c_float16_half_3, 3, r7);
  vstorea_half16_rtp(K_c_float16_half_3, 3, r8);
  vstorea_half16_rtn(K_c_float16_half_3, 3, r9);
  { vstore_half16(K_c_float16_half_3, 3, (__local half*)l_ushort_16_10); vstore16(vload16(0, l_ushort_16_10 + 3 * 16), 0, (__global ushort*)r10 + 3 * 16); }
  { vstore_half16_rte(K_c_float16_half_3, 3, (__local half*)l_ushort_16_11); vstore16(vload16(0, l_ushort_16_11 + 3 * 16), 0, (__global ushort*)r11 + 3 * 16); }
  { vstore_half16_rtz(K_c_float16_half_3, 3, (__local half*)l_ushort_16_12); vstore16(vload16(0, l_ushort_16_12 + 3 * 16), 0, (__global ushort*)r12 + 3 * 16); }
  { vstore_half16_rtp(K_c_float16_half_3, 3, (__local half*)l_ushort_16_13); vstore16(vload16(0, l_ushort_16_13 + 3 * 16), 0, (__global ushort*)r13 + 3 * 16); }
  { vstore_half16_rtn(K_c_float16_half_3, 3, (__local half*)l_ushort_16_14); vstore16(vload16(0, l_ushort_16_14 + 3 * 16), 0, (__global ushort*)r14 + 3 * 16); }
  { vstorea_half16(K_c_float16_half_3, 3, (__local half*)l_ushort_16_15); vstore16(vload16(0, l_ushort_16_15 + 3 * 16), 0, (__global ushort*)r15 + 3 * 16); }
  { vstorea_half16_rte(K_c_float16_half_3, 3, (__local half*)l_ushort_16_16); vstore16(vload16(0, l_ushort_16_16 + 3 * 16), 0, (__global ushort*)r16 + 3 * 16); }
  { vstorea_half16_rtz(K_c_float16_half_3, 3, (__local half*)l_ushort_16_17); vstore16(vload16(0, l_ushort_16_17 + 3 * 16), 0, (__global ushort*)r17 + 3 * 16); }
  { vstorea_half16_rtp(K_c_float16_half_3, 3, (__local half*)l_ushort_16_18); vstore16(vload16(0, l_ushort_16_18 + 3 * 16), 0, (__global ushort*)r18 + 3 * 16); }
  { vstorea_half16_rtn(K_c_float16_half_3, 3, (__local half*)l_ushort_16_19); vstore16(vload16(0, l_ushort_16_19 + 3 * 16), 0, (__global ushort*)r19 + 3 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16(K_c_float16_half_3, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r20 + 3 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rte(K_c_float16_half_3, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r21 + 3 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtz(K_c_float16_half_3, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r22 + 3 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtp(K_c_float16_half_3, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r23 + 3 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtn(K_c_float16_half_3, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r24 + 3 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16(K_c_float16_half_3, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r25 + 3 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rte(K_c_float16_half_3, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r26 + 3 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtz(K_c_float16_half_3, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r27 + 3 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtp(K_c_float16_half_3, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r28 + 3 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtn(K_c_float16_half_3, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r29 + 3 * 16); }
  vstore_half16(K_c_float16_half_4, 4, r0);
  vstore_half16_rte(K_c_float16_half_4, 4, r1);
  vstore_half16_rtz(K_c_float16_half_4, 4, r2);
  vstore_half16_rtp(K_c_float16_half_4, 4, r3);
  vstore_half16_rtn(K_c_float16_half_4, 4, r4);
  vstorea_half16(K_c_float16_half_4, 4, r5);
  vstorea_half16_rte(K_c_float16_half_4, 4, r6);
  vstorea_half16_rtz(K_c_float16_half_4, 4, r7);
  vstorea_half16_rtp(K_c_float16_half_4, 4, r8);
  vstorea_half16_rtn(K_c_float16_half_4, 4, r9);
  { vstore_half16(K_c_float16_half_4, 4, (__local half*)l_ushort_16_10); vstore16(vload16(0, l_ushort_16_10 + 4 * 16), 0, (__global ushort*)r10 + 4 * 16); }
  { vstore_half16_rte(K_c_float16_half_4, 4, (__local half*)l_ushort_16_11); vstore16(vload16(0, l_ushort_16_11 + 4 * 16), 0, (__global ushort*)r11 + 4 * 16); }
  { vstore_half16_rtz(K_c_float16_half_4, 4, (__local half*)l_ushort_16_12); vstore16(vload16(0, l_ushort_16_12 + 4 * 16), 0, (__global ushort*)r12 + 4 * 16); }
  { vstore_half16_rtp(K_c_float16_half_4, 4, (__local half*)l_ushort_16_13); vstore16(vload16(0, l_ushort_16_13 + 4 * 16), 0, (__global ushort*)r13 + 4 * 16); }
  { vstore_half16_rtn(K_c_float16_half_4, 4, (__local half*)l_ushort_16_14); vstore16(vload16(0, l_ushort_16_14 + 4 * 16), 0, (__global ushort*)r14 + 4 * 16); }
  { vstorea_half16(K_c_float16_half_4, 4, (__local half*)l_ushort_16_15); vstore16(vload16(0, l_ushort_16_15 + 4 * 16), 0, (__global ushort*)r15 + 4 * 16); }
  { vstorea_half16_rte(K_c_float16_half_4, 4, (__local half*)l_ushort_16_16); vstore16(vload16(0, l_ushort_16_16 + 4 * 16), 0, (__global ushort*)r16 + 4 * 16); }
  { vstorea_half16_rtz(K_c_float16_half_4, 4, (__local half*)l_ushort_16_17); vstore16(vload16(0, l_ushort_16_17 + 4 * 16), 0, (__global ushort*)r17 + 4 * 16); }
  { vstorea_half16_rtp(K_c_float16_half_4, 4, (__local half*)l_ushort_16_18); vstore16(vload16(0, l_ushort_16_18 + 4 * 16), 0, (__global ushort*)r18 + 4 * 16); }
  { vstorea_half16_rtn(K_c_float16_half_4, 4, (__local half*)l_ushort_16_19); vstore16(vload16(0, l_ushort_16_19 + 4 * 16), 0, (__global ushort*)r19 + 4 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16(K_c_float16_half_4, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r20 + 4 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rte(K_c_float16_half_4, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r21 + 4 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtz(K_c_float16_half_4, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r22 + 4 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtp(K_c_float16_half_4, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r23 + 4 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstore_half16_rtn(K_c_float16_half_4, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r24 + 4 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16(K_c_float16_half_4, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r25 + 4 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rte(K_c_float16_half_4, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r26 + 4 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtz(K_c_float16_half_4, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r27 + 4 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtp(K_c_float16_half_4, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r28 + 4 * 16); }
  { ushort st[32] __attribute__((aligned(32))); vstorea_half16_rtn(K_c_float16_half_4, 1, (__private half*)st); vstore16(vload16(0, st + 1 * 16), 0, (__global ushort*)r29 + 4 * 16); }
}

#define K_c_float16_float_0 (float16)(as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x37ffffeu), as_float(0x10ffffffu), as_float(0x1e800000u), as_float(0x2c000001u), as_float(0x39fffffeu), as_float(0x3f800000u), as_float(0x3fc00000u), as_float(0x41300000u), as_float(0x43008000u), as_float(0x44806001u), as_float(0x46800101u), as_float(0x47800140u))
#define K_c_float16_float_1 (float16)(as_float(0x49800000u), as_float(0x4b800000u), as_float(0x4b800001u), as_float(0x4f000001u), as_float(0x5a000000u), as_float(0x667ffffeu), as_float(0x73ffffffu), as_float(0x7f7fffffu), as_float(0x7f800000u), as_float(0x7f800001u), as_float(0x7fc00000u), as_float(0x80000000u), as_float(0x80000001u), as_float(0x8000000eu), as_float(0x807fffffu), as_float(0x80800000u))
#define K_c_float16_float_2 (float16)(as_float(0x847fffffu), as_float(0x92000000u), as_float(0x9f800001u), as_float(0xad7ffffeu), as_float(0xbaffffffu), as_float(0xbf800000u), as_float(0xbfc00000u), as_float(0xc1780000u), as_float(0xc3020000u), as_float(0xc4fff001u), as_float(0xc6800401u), as_float(0xc7ffff80u), as_float(0xc980000cu), as_float(0xd0000000u), as_float(0xdaffffffu), as_float(0xe77fffffu))
#define K_c_float16_float_3 (float16)(as_float(0xf5000000u), as_float(0xff7fffffu), as_float(0xff800000u), as_float(0xff800001u), as_float(0xffc00000u), as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x37ffffeu), as_float(0x10ffffffu), as_float(0x1e800000u), as_float(0x2c000001u), as_float(0x39fffffeu), as_float(0x3f800000u), as_float(0x3fc00000u))
__kernel void c_float16_float(__global float* r0, __global float* r1, __global float* r2, __global float* r3, __global float* r4, __global float* r5) {
  vstore16(convert_float16(K_c_float16_float_0), 0, r0);
  vstore16(convert_float16_rte(K_c_float16_float_0), 0, r1);
  vstore16(convert_float16_rtz(K_c_float16_float_0), 0, r2);
  vstore16(convert_float16_rtp(K_c_float16_float_0), 0, r3);
  vstore16(convert_float16_rtn(K_c_float16_float_0), 0, r4);
  vstore16(as_float16(K_c_float16_float_0), 0, r5);
  vstore16(convert_float16(K_c_float16_float_1), 1, r0);
  vstore16(convert_float16_rte(K_c_float16_float_1), 1, r1);
  vstore16(convert_float16_rtz(K_c_float16_float_1), 1, r2);
  vstore16(convert_float16_rtp(K_c_float16_float_1), 1, r3);
  vstore16(convert_float16_rtn(K_c_float16_float_1), 1, r4);
  vstore16(as_float16(K_c_float16_float_1), 1, r5);
  vstore16(convert_float16(K_c_float16_float_2), 2, r0);
  vstore16(convert_float16_rte(K_c_float16_float_2), 2, r1);
  vstore16(convert_float16_rtz(K_c_float16_float_2), 2, r2);
  vstore16(convert_float16_rtp(K_c_float16_float_2), 2, r3);
  vstore16(convert_float16_rtn(K_c_float16_float_2), 2, r4);
  vstore16(as_float16(K_c_float16_float_2), 2, r5);
  vstore16(convert_float16(K_c_float16_float_3), 3, r0);
  vstore16(convert_float16_rte(K_c_float16_float_3), 3, r1);
  vstore16(convert_float16_rtz(K_c_float16_float_3), 3, r2);
  vstore16(convert_float16_rtp(K_c_float16_float_3), 3, r3);
  vstore16(convert_float16_rtn(K_c_float16_float_3), 3, r4);
  vstore16(as_float16(K_c_float16_float_3), 3, r5);
}

#define K_c_float16_double_0 (float16)(as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x5000001u), as_float(0x14ffffffu), as_float(0x24800000u), as_float(0x34000001u), as_float(0x3f800000u), as_float(0x3fc00000u), as_float(0x40afffffu), as_float(0x420c0000u), as_float(0x4381c001u), as_float(0x457ff7ffu), as_float(0x47000000u), as_float(0x47ffffc1u))
#define K_c_float16_double_1 (float16)(as_float(0x49800003u), as_float(0x4dffffffu), as_float(0x577ffffeu), as_float(0x5a000000u), as_float(0x5a000001u), as_float(0x61800000u), as_float(0x71000001u), as_float(0x7f800000u), as_float(0x7f800001u), as_float(0x7fc00000u), as_float(0x80000000u), as_float(0x80000001u), as_float(0x80000002u), as_float(0x807fffffu), as_float(0x80800000u), as_float(0x857fffffu))
#define K_c_float16_double_2 (float16)(as_float(0x95000000u), as_float(0xa4800001u), as_float(0xb47fffffu), as_float(0xbf800000u), as_float(0xbfc00000u), as_float(0xc0b00000u), as_float(0xc20c0001u), as_float(0xc3ff7fffu), as_float(0xc57ff800u), as_float(0xc7000001u), as_float(0xc7ffffffu), as_float(0xc9800004u), as_float(0xce000000u), as_float(0xd77fffffu), as_float(0xe1ffffffu), as_float(0xf1800000u))
#define K_c_float16_double_3 (float16)(as_float(0xff800000u), as_float(0xff800001u), as_float(0xffc00000u), as_float(0x0u), as_float(0x1u), as_float(0x7fffffu), as_float(0x800000u), as_float(0x5000001u), as_float(0x14ffffffu), as_float(0x24800000u), as_float(0x34000001u), as_float(0x3f800000u), as_float(0x3fc00000u), as_float(0x40afffffu), as_float(0x420c0000u), as_float(0x4381c001u))
__kernel void c_float16_double(__global double* r0, __global double* r1, __global double* r2, __global double* r3, __global double* r4, __global double* r5) {
  vstore16(convert_double16(K_c_float16_double_0), 0, r0);
  vstore16(convert_double16_rte(K_c_float16_double_0), 0, r1);
  vstore16(convert_double16_rtz(K_c_float16_double_0), 0, r2);
  vstore16(convert_double16_rtp(K_c_float16_double_0), 0, r3);
  vstore16(convert_double16_rtn(K_c_float16_double_0), 0, r4);
  vstore8(as_double8(K_c_float16_double_0), 0, r5);
  vstore16(convert_double16(K_c_float16_double_1), 1, r0);
  vstore16(convert_double16_rte(K_c_float16_double_1), 1, r1);
  vstore16(convert_double16_rtz(K_c_float16_double_1), 1, r2);
  vstore16(convert_double16_rtp(K_c_float16_double_1), 1, r3);
  vstore16(convert_double16_rtn(K_c_float16_double_1), 1, r4);
  vstore8(as_double8(K_c_float16_double_1), 1, r5);
  vstore16(convert_double16(K_c_float16_double_2), 2, r0);
  vstore16(convert_double16_rte(K_c_float16_double_2), 2, r1);
  vstore16(convert_double16_rtz(K_c_float16_double_2), 2, r2);
  vstore16(convert_double16_rtp(K_c_float16_double_2), 2, r3);
  vstore16(convert_double16_rtn(K_c_float16_double_2), 2, r4);
  vstore8(as_double8(K_c_float16_double_2), 2, r5);
  vstore16(convert_double16(K_c_float16_double_3), 3, r0);
  vstore16(convert_double16_rte(K_c_float16_double_3), 3, r1);
  vstore16(convert_double16_rtz(K_c_float16_double_3), 3, r2);
  vstore16(convert_double16_rtp(K_c_float16_double_3), 3, r3);
  vstore16(convert_double16_rtn(K_c_float16_double_3), 3, r4);
  vstore8(as_double8(K_c_float16_double_3), 3, r5);
}
