#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define K_c_int_char_0 ((int)(0))
#define K_c_int_char_1 ((int)(1))
#define K_c_int_char_2 ((int)(126))
#define K_c_int_char_3 ((int)(127))
#define K_c_int_char_4 ((int)(128))
#define K_c_int_char_5 ((int)(254))
#define K_c_int_char_6 ((int)(255))
#define K_c_int_char_7 ((int)(256))
#define K_c_int_char_8 ((int)(32766))
#define K_c_int_char_9 ((int)(32767))
#define K_c_int_char_10 ((int)(32768))
#define K_c_int_char_11 ((int)(65520))
#define K_c_int_char_12 ((int)(65534))
#define K_c_int_char_13 ((int)(65535))
#define K_c_int_char_14 ((int)(65536))
#define K_c_int_char_15 ((int)(16777217))
#define K_c_int_char_16 ((int)(2147483646))
#define K_c_int_char_17 ((int)(2147483647))
#define K_c_int_char_18 ((int)(-2147483648))
#define K_c_int_char_19 ((int)(-2147483647))
#define K_c_int_char_20 ((int)(-32769))
#define K_c_int_char_21 ((int)(-32768))
#define K_c_int_char_22 ((int)(-32767))
#define K_c_int_char_23 ((int)(-129))
#define K_c_int_char_24 ((int)(-128))
#define K_c_int_char_25 ((int)(-127))
#define K_c_int_char_26 ((int)(-2))
#define K_c_int_char_27 ((int)(-1))
__kernel void c_int_char(__global char* r0, __global char* r1, __global char* r2, __global char* r3, __global char* r4, __global char* r5, __global char* r6, __global char* r7, __global char* r8, __global char* r9, __global char* r10, __global char* r11, __global char* r12, __global char* r13, __global char* r14) {
  r0[0] = convert_char(K_c_int_char_0);
  r1[0] = convert_char_rte(K_c_int_char_0);
  r2[0] = convert_char_rtz(K_c_int_char_0);
  r3[0] = convert_char_rtp(K_c_int_char_0);
  r4[0] = convert_char_rtn(K_c_int_char_0);
  r5[0] = convert_char_sat(K_c_int_char_0);
  r6[0] = convert_char_sat_rte(K_c_int_char_0);
  r7[0] = convert_char_sat_rtz(K_c_int_char_0);
  r8[0] = convert_char_sat_rtp(K_c_int_char_0);
  r9[0] = convert_char_sat_rtn(K_c_int_char_0);
  vstore3(as_char3(K_c_int_char_0), 0, r10);
  vstore4(as_char4(K_c_int_char_0), 0, r11);
  r12[0] = (char)(K_c_int_char_0);
  {
    const char d = K_c_int_char_0;
    r13[0] = d;
  }
  r14[0] = (char)(bool)(K_c_int_char_0);
  r0[1] = convert_char(K_c_int_char_1);
  r1[1] = convert_char_rte(K_c_int_char_1);
  r2[1] = convert_char_rtz(K_c_int_char_1);
  r3[1] = convert_char_rtp(K_c_int_char_1);
  r4[1] = convert_char_rtn(K_c_int_char_1);
  r5[1] = convert_char_sat(K_c_int_char_1);
  r6[1] = convert_char_sat_rte(K_c_int_char_1);
  r7[1] = convert_char_sat_rtz(K_c_int_char_1);
  r8[1] = convert_char_sat_rtp(K_c_int_char_1);
  r9[1] = convert_char_sat_rtn(K_c_int_char_1);
  vstore3(as_char3(K_c_int_char_1), 1, r10);
  vstore4(as_char4(K_c_int_char_1), 1, r11);
  r12[1] = (char)(K_c_int_char_1);
  {
    const char d = K_c_int_char_1;
    r13[1] = d;
  }
  r14[1] = (char)(bool)(K_c_int_char_1);
  r0[2] = convert_char(K_c_int_char_2);
  r1[2] = convert_char_rte(K_c_int_char_2);
  r2[2] = convert_char_rtz(K_c_int_char_2);
  r3[2] = convert_char_rtp(K_c_int_char_2);
  r4[2] = convert_char_rtn(K_c_int_char_2);
  r5[2] = convert_char_sat(K_c_int_char_2);
  r6[2] = convert_char_sat_rte(K_c_int_char_2);
  r7[2] = convert_char_sat_rtz(K_c_int_char_2);
  r8[2] = convert_char_sat_rtp(K_c_int_char_2);
  r9[2] = convert_char_sat_rtn(K_c_int_char_2);
  vstore3(as_char3(K_c_int_char_2), 2, r10);
  vstore4(as_char4(K_c_int_char_2), 2, r11);
  r12[2] = (char)(K_c_int_char_2);
  {
    const char d = K_c_int_char_2;
    r13[2] = d;
  }
  r14[2] = (char)(bool)(K_c_int_char_2);
  r0[3] = convert_char(K_c_int_char_3);
  r1[3] = convert_char_rte(K_c_int_char_3);
  r2[3] = convert_char_rtz(K_c_int_char_3);
  r3[3] = convert_char_rtp(K_c_int_char_3);
  r4[3] = convert_char_rtn(K_c_int_char_3);
  r5[3] = convert_char_sat(K_c_int_char_3);
  r6[3] = convert_char_sat_rte(K_c_int_char_3);
  r7[3] = convert_char_sat_rtz(K_c_int_char_3);
  r8[3] = convert_char_sat_rtp(K_c_int_char_3);
  r9[3] = convert_char_sat_rtn(K_c_int_char_3);
  vstore3(as_char3(K_c_int_char_3), 3, r10);
  vstore4(as_char4(K_c_int_char_3), 3, r11);
  r12[3] = (char)(K_c_int_char_3);
  {
    const char d = K_c_int_char_3;
    r13[3] = d;
  }
  r14[3] = (char)(bool)(K_c_int_char_3);
  r0[4] = convert_char(K_c_int_char_4);
  r1[4] = convert_char_rte(K_c_int_char_4);
  r2[4] = convert_char_rtz(K_c_int_char_4);
  r3[4] = convert_char_rtp(K_c_int_char_4);
  r4[4] = convert_char_rtn(K_c_int_char_4);
  r5[4] = convert_char_sat(K_c_int_char_4);
  r6[4] = convert_char_sat_rte(K_c_int_char_4);
  r7[4] = convert_char_sat_rtz(K_c_int_char_4);
  r8[4] = convert_char_sat_rtp(K_c_int_char_4);
  r9[4] = convert_char_sat_rtn(K_c_int_char_4);
  vstore3(as_char3(K_c_int_char_4), 4, r10);
  vstore4(as_char4(K_c_int_char_4), 4, r11);
  r12[4] = (char)(K_c_int_char_4);
  {
    const char d = K_c_int_char_4;
    r13[4] = d;
  }
  r14[4] = (char)(bool)(K_c_int_char_4);
  r0[5] = convert_char(K_c_int_char_5);
  r1[5] = convert_char_rte(K_c_int_char_5);
  r2[5] = convert_char_rtz(K_c_int_char_5);
  r3[5] = convert_char_rtp(K_c_int_char_5);
  r4[5] = convert_char_rtn(K_c_int_char_5);
  r5[5] = convert_char_sat(K_c_int_char_5);
  r6[5] = convert_char_sat_rte(K_c_int_char_5);
  r7[5] = convert_char_sat_rtz(K_c_int_char_5);
  r8[5] = convert_char_sat_rtp(K_c_int_char_5);
  r9[5] = convert_char_sat_rtn(K_c_int_char_5);
  vstore3(as_char3(K_c_int_char_5), 5, r10);
  vstore4(as_char4(K_c_int_char_5), 5, r11);
  r12[5] = (char)(K_c_int_char_5);
  {
    const char d = K_c_int_char_5;
    r13[5] = d;
  }
  r14[5] = (char)(bool)(K_c_int_char_5);
  r0[6] = convert_char(K_c_int_char_6);
  r1[6] = convert_char_rte(K_c_int_char_6);
  r2[6] = convert_char_rtz(K_c_int_char_6);
  r3[6] = convert_char_rtp(K_c_int_char_6);
  r4[6] = convert_char_rtn(K_c_int_char_6);
  r5[6] = convert_char_sat(K_c_int_char_6);
  r6[6] = convert_char_sat_rte(K_c_int_char_6);
  r7[6] = convert_char_sat_rtz(K_c_int_char_6);
  r8[6] = convert_char_sat_rtp(K_c_int_char_6);
  r9[6] = convert_char_sat_rtn(K_c_int_char_6);
  vstore3(as_char3(K_c_int_char_6), 6, r10);
  vstore4(as_char4(K_c_int_char_6), 6, r11);
  r12[6] = (char)(K_c_int_char_6);
  {
    const char d = K_c_int_char_6;
    r13[6] = d;
  }
  r14[6] = (char)(bool)(K_c_int_char_6);
  r0[7] = convert_char(K_c_int_char_7);
  r1[7] = convert_char_rte(K_c_int_char_7);
  r2[7] = convert_char_rtz(K_c_int_char_7);
  r3[7] = convert_char_rtp(K_c_int_char_7);
  r4[7] = convert_char_rtn(K_c_int_char_7);
  r5[7] = convert_char_sat(K_c_int_char_7);
  r6[7] = convert_char_sat_rte(K_c_int_char_7);
  r7[7] = convert_char_sat_rtz(K_c_int_char_7);
  r8[7] = convert_char_sat_rtp(K_c_int_char_7);
  r9[7] = convert_char_sat_rtn(K_c_int_char_7);
  vstore3(as_char3(K_c_int_char_7), 7, r10);
  vstore4(as_char4(K_c_int_char_7), 7, r11);
  r12[7] = (char)(K_c_int_char_7);
  {
    const char d = K_c_int_char_7;
    r13[7] = d;
  }
  r14[7] = (char)(bool)(K_c_int_char_7);
  r0[8] = convert_char(K_c_int_char_8);
  r1[8] = convert_char_rte(K_c_int_char_8);
  r2[8] = convert_char_rtz(K_c_int_char_8);
  r3[8] = convert_char_rtp(K_c_int_char_8);
  r4[8] = convert_char_rtn(K_c_int_char_8);
  r5[8] = convert_char_sat(K_c_int_char_8);
  r6[8] = convert_char_sat_rte(K_c_int_char_8);
  r7[8] = convert_char_sat_rtz(K_c_int_char_8);
  r8[8] = convert_char_sat_rtp(K_c_int_char_8);
  r9[8] = convert_char_sat_rtn(K_c_int_char_8);
  vstore3(as_char3(K_c_int_char_8), 8, r10);
  vstore4(as_char4(K_c_int_char_8), 8, r11);
  r12[8] = (char)(K_c_int_char_8);
  {
    const char d = K_c_int_char_8;
    r13[8] = d;
  }
  r14[8] = (char)(bool)(K_c_int_char_8);
  r0[9] = convert_char(K_c_int_char_9);
  r1[9] = convert_char_rte(K_c_int_char_9);
  r2[9] = convert_char_rtz(K_c_int_char_9);
  r3[9] = convert_char_rtp(K_c_int_char_9);
  r4[9] = convert_char_rtn(K_c_int_char_9);
  r5[9] = convert_char_sat(K_c_int_char_9);
  r6[9] = convert_char_sat_rte(K_c_int_char_9);
  r7[9] = convert_char_sat_rtz(K_c_int_char_9);
  r8[9] = convert_char_sat_rtp(K_c_int_char_9);
  r9[9] = convert_char_sat_rtn(K_c_int_char_9);
  vstore3(as_char3(K_c_int_char_9), 9, r10);
  vstore4(as_char4(K_c_int_char_9), 9, r11);
  r12[9] = (char)(K_c_int_char_9);
  {
    const char d = K_c_int_char_9;
    r13[9] = d;
  }
  r14[9] = (char)(bool)(K_c_int_char_9);
  r0[10] = convert_char(K_c_int_char_10);
  r1[10] = convert_char_rte(K_c_int_char_10);
  r2[10] = convert_char_rtz(K_c_int_char_10);
  r3[10] = convert_char_rtp(K_c_int_char_10);
  r4[10] = convert_char_rtn(K_c_int_char_10);
  r5[10] = convert_char_sat(K_c_int_char_10);
  r6[10] = convert_char_sat_rte(K_c_int_char_10);
  r7[10] = convert_char_sat_rtz(K_c_int_char_10);
  r8[10] = convert_char_sat_rtp(K_c_int_char_10);
  r9[10] = convert_char_sat_rtn(K_c_int_char_10);
  vstore3(as_char3(K_c_int_char_10), 10, r10);
  vstore4(as_char4(K_c_int_char_10), 10, r11);
  r12[10] = (char)(K_c_int_char_10);
  {
    const char d = K_c_int_char_10;
    r13[10] = d;
  }
  r14[10] = (char)(bool)(K_c_int_char_10);
  r0[11] = convert_char(K_c_int_char_11);
  r1[11] = convert_char_rte(K_c_int_char_11);
  r2[11] = convert_char_rtz(K_c_int_char_11);
  r3[11] = convert_char_rtp(K_c_int_char_11);
  r4[11] = convert_char_rtn(K_c_int_char_11);
  r5[11] = convert_char_sat(K_c_int_char_11);
  r6[11] = convert_char_sat_rte(K_c_int_char_11);
  r7[11] = convert_char_sat_rtz(K_c_int_char_11);
  r8[11] = convert_char_sat_rtp(K_c_int_char_11);
  r9[11] = convert_char_sat_rtn(K_c_int_char_11);
  vstore3(as_char3(K_c_int_char_11), 11, r10);
  vstore4(as_char4(K_c_int_char_11), 11, r11);
  r12[11] = (char)(K_c_int_char_11);
  {
    const char d = K_c_int_char_11;
    r13[11] = d;
  }
  r14[11] = (char)(bool)(K_c_int_char_11);
  r0[12] = convert_char(K_c_int_char_12);
  r1[12] = convert_char_rte(K_c_int_char_12);
  r2[12] = convert_char_rtz(K_c_int_char_12);
  r3[12] = convert_char_rtp(K_c_int_char_12);
  r4[12] = convert_char_rtn(K_c_int_char_12);
  r5[12] = convert_char_sat(K_c_int_char_12);
  r6[12] = convert_char_sat_rte(K_c_int_char_12);
  r7[12] = convert_char_sat_rtz(K_c_int_char_12);
  r8[12] = convert_char_sat_rtp(K_c_int_char_12);
  r9[12] = convert_char_sat_rtn(K_c_int_char_12);
  vstore3(as_char3(K_c_int_char_12), 12, r10);
  vstore4(as_char4(K_c_int_char_12), 12, r11);
  r12[12] = (char)(K_c_int_char_12);
  {
    const char d = K_c_int_char_12;
    r13[12] = d;
  }
  r14[12] = (char)(bool)(K_c_int_char_12);
  r0[13] = convert_char(K_c_int_char_13);
  r1[13] = convert_char_rte(K_c_int_char_13);
  r2[13] = convert_char_rtz(K_c_int_char_13);
  r3[13] = convert_char_rtp(K_c_int_char_13);
  r4[13] = convert_char_rtn(K_c_int_char_13);
  r5[13] = convert_char_sat(K_c_int_char_13);
  r6[13] = convert_char_sat_rte(K_c_int_char_13);
  r7[13] = convert_char_sat_rtz(K_c_int_char_13);
  r8[13] = convert_char_sat_rtp(K_c_int_char_13);
  r9[13] = convert_char_sat_rtn(K_c_int_char_13);
  vstore3(as_char3(K_c_int_char_13), 13, r10);
  vstore4(as_char4(K_c_int_char_13), 13, r11);
  r12[13] = (char)(K_c_int_char_13);
  {
    const char d = K_c_int_char_13;
    r13[13] = d;
  }
  r14[13] = (char)(bool)(K_c_int_char_13);
  r0[14] = convert_char(K_c_int_char_14);
  r1[14] = convert_char_rte(K_c_int_char_14);
  r2[14] = convert_char_rtz(K_c_int_char_14);
  r3[14] = convert_char_rtp(K_c_int_char_14);
  r4[14] = convert_char_rtn(K_c_int_char_14);
  r5[14] = convert_char_sat(K_c_int_char_14);
  r6[14] = convert_char_sat_rte(K_c_int_char_14);
  r7[14] = convert_char_sat_rtz(K_c_int_char_14);
  r8[14] = convert_char_sat_rtp(K_c_int_char_14);
  r9[14] = convert_char_sat_rtn(K_c_int_char_14);
  vstore3(as_char3(K_c_int_char_14), 14, r10);
  vstore4(as_char4(K_c_int_char_14), 14, r11);
  r12[14] = (char)(K_c_int_char_14);
  {
    const char d = K_c_int_char_14;
    r13[14] = d;
  }
  r14[14] = (char)(bool)(K_c_int_char_14);
  r0[15] = convert_char(K_c_int_char_15);
  r1[15] = convert_char_rte(K_c_int_char_15);
  r2[15] = convert_char_rtz(K_c_int_char_15);
  r3[15] = convert_char_rtp(K_c_int_char_15);
  r4[15] = convert_char_rtn(K_c_int_char_15);
  r5[15] = convert_char_sat(K_c_int_char_15);
  r6[15] = convert_char_sat_rte(K_c_int_char_15);
  r7[15] = convert_char_sat_rtz(K_c_int_char_15);
  r8[15] = convert_char_sat_rtp(K_c_int_char_15);
  r9[15] = convert_char_sat_rtn(K_c_int_char_15);
  vstore3(as_char3(K_c_int_char_15), 15, r10);
  vstore4(as_char4(K_c_int_char_15), 15, r11);
  r12[15] = (char)(K_c_int_char_15);
  {
    const char d = K_c_int_char_15;
    r13[15] = d;
  }
  r14[15] = (char)(bool)(K_c_int_char_15);
  r0[16] = convert_char(K_c_int_char_16);
  r1[16] = convert_char_rte(K_c_int_char_16);
  r2[16] = convert_char_rtz(K_c_int_char_16);
  r3[16] = convert_char_rtp(K_c_int_char_16);
  r4[16] = convert_char_rtn(K_c_int_char_16);
  r5[16] = convert_char_sat(K_c_int_char_16);
  r6[16] = convert_char_sat_rte(K_c_int_char_16);
  r7[16] = convert_char_sat_rtz(K_c_int_char_16);
  r8[16] = convert_char_sat_rtp(K_c_int_char_16);
  r9[16] = convert_char_sat_rtn(K_c_int_char_16);
  vstore3(as_char3(K_c_int_char_16), 16, r10);
  vstore4(as_char4(K_c_int_char_16), 16, r11);
  r12[16] = (char)(K_c_int_char_16);
  {
    const char d = K_c_int_char_16;
    r13[16] = d;
  }
  r14[16] = (char)(bool)(K_c_int_char_16);
  r0[17] = convert_char(K_c_int_char_17);
  r1[17] = convert_char_rte(K_c_int_char_17);
  r2[17] = convert_char_rtz(K_c_int_char_17);
  r3[17] = convert_char_rtp(K_c_int_char_17);
  r4[17] = convert_char_rtn(K_c_int_char_17);
  r5[17] = convert_char_sat(K_c_int_char_17);
  r6[17] = convert_char_sat_rte(K_c_int_char_17);
  r7[17] = convert_char_sat_rtz(K_c_int_char_17);
  r8[17] = convert_char_sat_rtp(K_c_int_char_17);
  r9[17] = convert_char_sat_rtn(K_c_int_char_17);
  vstore3(as_char3(K_c_int_char_17), 17, r10);
  vstore4(as_char4(K_c_int_char_17), 17, r11);
  r12[17] = (char)(K_c_int_char_17);
  {
    const char d = K_c_int_char_17;
    r13[17] = d;
  }
  r14[17] = (char)(bool)(K_c_int_char_17);
  r0[18] = convert_char(K_c_int_char_18);
  r1[18] = convert_char_rte(K_c_int_char_18);
  r2[18] = convert_char_rtz(K_c_int_char_18);
  r3[18] = convert_char_rtp(K_c_int_char_18);
  r4[18] = convert_char_rtn(K_c_int_char_18);
  r5[18] = convert_char_sat(K_c_int_char_18);
  r6[18] = convert_char_sat_rte(K_c_int_char_18);
  r7[18] = convert_char_sat_rtz(K_c_int_char_18);
  r8[18] = convert_char_sat_rtp(K_c_int_char_18);
  r9[18] = convert_char_sat_rtn(K_c_int_char_18);
  vstore3(as_char3(K_c_int_char_18), 18, r10);
  vstore4(as_char4(K_c_int_char_18), 18, r11);
  r12[18] = (char)(K_c_int_char_18);
  {
    const char d = K_c_int_char_18;
    r13[18] = d;
  }
  r14[18] = (char)(bool)(K_c_int_char_18);
  r0[19] = convert_char(K_c_int_char_19);
  r1[19] = convert_char_rte(K_c_int_char_19);
  r2[19] = convert_char_rtz(K_c_int_char_19);
  r3[19] = convert_char_rtp(K_c_int_char_19);
  r4[19] = convert_char_rtn(K_c_int_char_19);
  r5[19] = convert_char_sat(K_c_int_char_19);
  r6[19] = convert_char_sat_rte(K_c_int_char_19);
  r7[19] = convert_char_sat_rtz(K_c_int_char_19);
  r8[19] = convert_char_sat_rtp(K_c_int_char_19);
  r9[19] = convert_char_sat_rtn(K_c_int_char_19);
  vstore3(as_char3(K_c_int_char_19), 19, r10);
  vstore4(as_char4(K_c_int_char_19), 19, r11);
  r12[19] = (char)(K_c_int_char_19);
  {
    const char d = K_c_int_char_19;
    r13[19] = d;
  }
  r14[19] = (char)(bool)(K_c_int_char_19);
  r0[20] = convert_char(K_c_int_char_20);
  r1[20] = convert_char_rte(K_c_int_char_20);
  r2[20] = convert_char_rtz(K_c_int_char_20);
  r3[20] = convert_char_rtp(K_c_int_char_20);
  r4[20] = convert_char_rtn(K_c_int_char_20);
  r5[20] = convert_char_sat(K_c_int_char_20);
  r6[20] = convert_char_sat_rte(K_c_int_char_20);
  r7[20] = convert_char_sat_rtz(K_c_int_char_20);
  r8[20] = convert_char_sat_rtp(K_c_int_char_20);
  r9[20] = convert_char_sat_rtn(K_c_int_char_20);
  vstore3(as_char3(K_c_int_char_20), 20, r10);
  vstore4(as_char4(K_c_int_char_20), 20, r11);
  r12[20] = (char)(K_c_int_char_20);
  {
    const char d = K_c_int_char_20;
    r13[20] = d;
  }
  r14[20] = (char)(bool)(K_c_int_char_20);
  r0[21] = convert_char(K_c_int_char_21);
  r1[21] = convert_char_rte(K_c_int_char_21);
  r2[21] = convert_char_rtz(K_c_int_char_21);
  r3[21] = convert_char_rtp(K_c_int_char_21);
  r4[21] = convert_char_rtn(K_c_int_char_21);
  r5[21] = convert_char_sat(K_c_int_char_21);
  r6[21] = convert_char_sat_rte(K_c_int_char_21);
  r7[21] = convert_char_sat_rtz(K_c_int_char_21);
  r8[21] = convert_char_sat_rtp(K_c_int_char_21);
  r9[21] = convert_char_sat_rtn(K_c_int_char_21);
  vstore3(as_char3(K_c_int_char_21), 21, r10);
  vstore4(as_char4(K_c_int_char_21), 21, r11);
  r12[21] = (char)(K_c_int_char_21);
  {
    const char d = K_c_int_char_21;
    r13[21] = d;
  }
  r14[21] = (char)(bool)(K_c_int_char_21);
  r0[22] = convert_char(K_c_int_char_22);
  r1[22] = convert_char_rte(K_c_int_char_22);
  r2[22] = convert_char_rtz(K_c_int_char_22);
  r3[22] = convert_char_rtp(K_c_int_char_22);
  r4[22] = convert_char_rtn(K_c_int_char_22);
  r5[22] = convert_char_sat(K_c_int_char_22);
  r6[22] = convert_char_sat_rte(K_c_int_char_22);
  r7[22] = convert_char_sat_rtz(K_c_int_char_22);
  r8[22] = convert_char_sat_rtp(K_c_int_char_22);
  r9[22] = convert_char_sat_rtn(K_c_int_char_22);
  vstore3(as_char3(K_c_int_char_22), 22, r10);
  vstore4(as_char4(K_c_int_char_22), 22, r11);
  r12[22] = (char)(K_c_int_char_22);
  {
    const char d = K_c_int_char_22;
    r13[22] = d;
  }
  r14[22] = (char)(bool)(K_c_int_char_22);
  r0[23] = convert_char(K_c_int_char_23);
  r1[23] = convert_char_rte(K_c_int_char_23);
  r2[23] = convert_char_rtz(K_c_int_char_23);
  r3[23] = convert_char_rtp(K_c_int_char_23);
  r4[23] = convert_char_rtn(K_c_int_char_23);
  r5[23] = convert_char_sat(K_c_int_char_23);
  r6[23] = convert_char_sat_rte(K_c_int_char_23);
  r7[23] = convert_char_sat_rtz(K_c_int_char_23);
  r8[23] = convert_char_sat_rtp(K_c_int_char_23);
  r9[23] = convert_char_sat_rtn(K_c_int_char_23);
  vstore3(as_char3(K_c_int_char_23), 23, r10);
  vstore4(as_char4(K_c_int_char_23), 23, r11);
  r12[23] = (char)(K_c_int_char_23);
  {
    const char d = K_c_int_char_23;
    r13[23] = d;
  }
  r14[23] = (char)(bool)(K_c_int_char_23);
  r0[24] = convert_char(K_c_int_char_24);
  r1[24] = convert_char_rte(K_c_int_char_24);
  r2[24] = convert_char_rtz(K_c_int_char_24);
  r3[24] = convert_char_rtp(K_c_int_char_24);
  r4[24] = convert_char_rtn(K_c_int_char_24);
  r5[24] = convert_char_sat(K_c_int_char_24);
  r6[24] = convert_char_sat_rte(K_c_int_char_24);
  r7[24] = convert_char_sat_rtz(K_c_int_char_24);
  r8[24] = convert_char_sat_rtp(K_c_int_char_24);
  r9[24] = convert_char_sat_rtn(K_c_int_char_24);
  vstore3(as_char3(K_c_int_char_24), 24, r10);
  vstore4(as_char4(K_c_int_char_24), 24, r11);
  r12[24] = (char)(K_c_int_char_24);
  {
    const char d = K_c_int_char_24;
    r13[24] = d;
  }
  r14[24] = (char)(bool)(K_c_int_char_24);
  r0[25] = convert_char(K_c_int_char_25);
  r1[25] = convert_char_rte(K_c_int_char_25);
  r2[25] = convert_char_rtz(K_c_int_char_25);
  r3[25] = convert_char_rtp(K_c_int_char_25);
  r4[25] = convert_char_rtn(K_c_int_char_25);
  r5[25] = convert_char_sat(K_c_int_char_25);
  r6[25] = convert_char_sat_rte(K_c_int_char_25);
  r7[25] = convert_char_sat_rtz(K_c_int_char_25);
  r8[25] = convert_char_sat_rtp(K_c_int_char_25);
  r9[25] = convert_char_sat_rtn(K_c_int_char_25);
  vstore3(as_char3(K_c_int_char_25), 25, r10);
  vstore4(as_char4(K_c_int_char_25), 25, r11);
  r12[25] = (char)(K_c_int_char_25);
  {
    const char d = K_c_int_char_25;
    r13[25] = d;
  }
  r14[25] = (char)(bool)(K_c_int_char_25);
  r0[26] = convert_char(K_c_int_char_26);
  r1[26] = convert_char_rte(K_c_int_char_26);
  r2[26] = convert_char_rtz(K_c_int_char_26);
  r3[26] = convert_char_rtp(K_c_int_char_26);
  r4[26] = convert_char_rtn(K_c_int_char_26);
  r5[26] = convert_char_sat(K_c_int_char_26);
  r6[26] = convert_char_sat_rte(K_c_int_char_26);
  r7[26] = convert_char_sat_rtz(K_c_int_char_26);
  r8[26] = convert_char_sat_rtp(K_c_int_char_26);
  r9[26] = convert_char_sat_rtn(K_c_int_char_26);
  vstore3(as_char3(K_c_int_char_26), 26, r10);
  vstore4(as_char4(K_c_int_char_26), 26, r11);
  r12[26] = (char)(K_c_int_char_26);
  {
    const char d = K_c_int_char_26;
    r13[26] = d;
  }
  r14[26] = (char)(bool)(K_c_int_char_26);
  r0[27] = convert_char(K_c_int_char_27);
  r1[27] = convert_char_rte(K_c_int_char_27);
  r2[27] = convert_char_rtz(K_c_int_char_27);
  r3[27] = convert_char_rtp(K_c_int_char_27);
  r4[27] = convert_char_rtn(K_c_int_char_27);
  r5[27] = convert_char_sat(K_c_int_char_27);
  r6[27] = convert_char_sat_rte(K_c_int_char_27);
  r7[27] = convert_char_sat_rtz(K_c_int_char_27);
  r8[27] = convert_char_sat_rtp(K_c_int_char_27);
  r9[27] = convert_char_sat_rtn(K_c_int_char_27);
  vstore3(as_char3(K_c_int_char_27), 27, r10);
  vstore4(as_char4(K_c_int_char_27), 27, r11);
  r12[27] = (char)(K_c_int_char_27);
  {
    const char d = K_c_int_char_27;
    r13[27] = d;
  }
  r14[27] = (char)(bool)(K_c_int_char_27);
}

#define K_c_int_uchar_0 ((int)(0))
#define K_c_int_uchar_1 ((int)(1))
#define K_c_int_uchar_2 ((int)(126))
#define K_c_int_uchar_3 ((int)(127))
#define K_c_int_uchar_4 ((int)(128))
#define K_c_int_uchar_5 ((int)(254))
#define K_c_int_uchar_6 ((int)(255))
#define K_c_int_uchar_7 ((int)(256))
#define K_c_int_uchar_8 ((int)(32766))
#define K_c_int_uchar_9 ((int)(32767))
#define K_c_int_uchar_10 ((int)(32768))
#define K_c_int_uchar_11 ((int)(65520))
#define K_c_int_uchar_12 ((int)(65534))
#define K_c_int_uchar_13 ((int)(65535))
#define K_c_int_uchar_14 ((int)(65536))
#define K_c_int_uchar_15 ((int)(16777217))
#define K_c_int_uchar_16 ((int)(2147483646))
#define K_c_int_uchar_17 ((int)(2147483647))
#define K_c_int_uchar_18 ((int)(-2147483648))
#define K_c_int_uchar_19 ((int)(-2147483647))
#define K_c_int_uchar_20 ((int)(-32769))
#define K_c_int_uchar_21 ((int)(-32768))
#define K_c_int_uchar_22 ((int)(-32767))
#define K_c_int_uchar_23 ((int)(-129))
#define K_c_int_uchar_24 ((int)(-128))
#define K_c_int_uchar_25 ((int)(-127))
#define K_c_int_uchar_26 ((int)(-2))
#define K_c_int_uchar_27 ((int)(-1))
__kernel void c_int_uchar(__global uchar* r0, __global uchar* r1, __global uchar* r2, __global uchar* r3, __global uchar* r4, __global uchar* r5, __global uchar* r6, __global uchar* r7, __global uchar* r8, __global uchar* r9, __global uchar* r10, __global uchar* r11, __global uchar* r12, __global uchar* r13, __global uchar* r14) {
  r0[0] = convert_uchar(K_c_int_uchar_0);
  r1[0] = convert_uchar_rte(K_c_int_uchar_0);
  r2[0] = convert_uchar_rtz(K_c_int_uchar_0);
  r3[0] = convert_uchar_rtp(K_c_int_uchar_0);
  r4[0] = convert_uchar_rtn(K_c_int_uchar_0);
  r5[0] = convert_uchar_sat(K_c_int_uchar_0);
  r6[0] = convert_uchar_sat_rte(K_c_int_uchar_0);
  r7[0] = convert_uchar_sat_rtz(K_c_int_uchar_0);
  r8[0] = convert_uchar_sat_rtp(K_c_int_uchar_0);
  r9[0] = convert_uchar_sat_rtn(K_c_int_uchar_0);
  vstore3(as_uchar3(K_c_int_uchar_0), 0, r10);
  vstore4(as_uchar4(K_c_int_uchar_0), 0, r11);
  r12[0] = (uchar)(K_c_int_uchar_0);
  {
    const uchar d = K_c_int_uchar_0;
    r13[0] = d;
  }
  r14[0] = (uchar)(bool)(K_c_int_uchar_0);
  r0[1] = convert_uchar(K_c_int_uchar_1);
  r1[1] = convert_uchar_rte(K_c_int_uchar_1);
  r2[1] = convert_uchar_rtz(K_c_int_uchar_1);
  r3[1] = convert_uchar_rtp(K_c_int_uchar_1);
  r4[1] = convert_uchar_rtn(K_c_int_uchar_1);
  r5[1] = convert_uchar_sat(K_c_int_uchar_1);
  r6[1] = convert_uchar_sat_rte(K_c_int_uchar_1);
  r7[1] = convert_uchar_sat_rtz(K_c_int_uchar_1);
  r8[1] = convert_uchar_sat_rtp(K_c_int_uchar_1);
  r9[1] = convert_uchar_sat_rtn(K_c_int_uchar_1);
  vstore3(as_uchar3(K_c_int_uchar_1), 1, r10);
  vstore4(as_uchar4(K_c_int_uchar_1), 1, r11);
  r12[1] = (uchar)(K_c_int_uchar_1);
  {
    const uchar d = K_c_int_uchar_1;
    r13[1] = d;
  }
  r14[1] = (uchar)(bool)(K_c_int_uchar_1);
  r0[2] = convert_uchar(K_c_int_uchar_2);
  r1[2] = convert_uchar_rte(K_c_int_uchar_2);
  r2[2] = convert_uchar_rtz(K_c_int_uchar_2);
  r3[2] = convert_uchar_rtp(K_c_int_uchar_2);
  r4[2] = convert_uchar_rtn(K_c_int_uchar_2);
  r5[2] = convert_uchar_sat(K_c_int_uchar_2);
  r6[2] = convert_uchar_sat_rte(K_c_int_uchar_2);
  r7[2] = convert_uchar_sat_rtz(K_c_int_uchar_2);
  r8[2] = convert_uchar_sat_rtp(K_c_int_uchar_2);
  r9[2] = convert_uchar_sat_rtn(K_c_int_uchar_2);
  vstore3(as_uchar3(K_c_int_uchar_2), 2, r10);
  vstore4(as_uchar4(K_c_int_uchar_2), 2, r11);
  r12[2] = (uchar)(K_c_int_uchar_2);
  {
    const uchar d = K_c_int_uchar_2;
    r13[2] = d;
  }
  r14[2] = (uchar)(bool)(K_c_int_uchar_2);
  r0[3] = convert_uchar(K_c_int_uchar_3);
  r1[3] = convert_uchar_rte(K_c_int_uchar_3);
  r2[3] = convert_uchar_rtz(K_c_int_uchar_3);
  r3[3] = convert_uchar_rtp(K_c_int_uchar_3);
  r4[3] = convert_uchar_rtn(K_c_int_uchar_3);
  r5[3] = convert_uchar_sat(K_c_int_uchar_3);
  r6[3] = convert_uchar_sat_rte(K_c_int_uchar_3);
  r7[3] = convert_uchar_sat_rtz(K_c_int_uchar_3);
  r8[3] = convert_uchar_sat_rtp(K_c_int_uchar_3);
  r9[3] = convert_uchar_sat_rtn(K_c_int_uchar_3);
  vstore3(as_uchar3(K_c_int_uchar_3), 3, r10);
  vstore4(as_uchar4(K_c_int_uchar_3), 3, r11);
  r12[3] = (uchar)(K_c_int_uchar_3);
  {
    const uchar d = K_c_int_uchar_3;
    r13[3] = d;
  }
  r14[3] = (uchar)(bool)(K_c_int_uchar_3);
  r0[4] = convert_uchar(K_c_int_uchar_4);
  r1[4] = convert_uchar_rte(K_c_int_uchar_4);
  r2[4] = convert_uchar_rtz(K_c_int_uchar_4);
  r3[4] = convert_uchar_rtp(K_c_int_uchar_4);
  r4[4] = convert_uchar_rtn(K_c_int_uchar_4);
  r5[4] = convert_uchar_sat(K_c_int_uchar_4);
  r6[4] = convert_uchar_sat_rte(K_c_int_uchar_4);
  r7[4] = convert_uchar_sat_rtz(K_c_int_uchar_4);
  r8[4] = convert_uchar_sat_rtp(K_c_int_uchar_4);
  r9[4] = convert_uchar_sat_rtn(K_c_int_uchar_4);
  vstore3(as_uchar3(K_c_int_uchar_4), 4, r10);
  vstore4(as_uchar4(K_c_int_uchar_4), 4, r11);
  r12[4] = (uchar)(K_c_int_uchar_4);
  {
    const uchar d = K_c_int_uchar_4;
    r13[4] = d;
  }
  r14[4] = (uchar)(bool)(K_c_int_uchar_4);
  r0[5] = convert_uchar(K_c_int_uchar_5);
  r1[5] = convert_uchar_rte(K_c_int_uchar_5);
  r2[5] = convert_uchar_rtz(K_c_int_uchar_5);
  r3[5] = convert_uchar_rtp(K_c_int_uchar_5);
  r4[5] = convert_uchar_rtn(K_c_int_uchar_5);
  r5[5] = convert_uchar_sat(K_c_int_uchar_5);
  r6[5] = convert_uchar_sat_rte(K_c_int_uchar_5);
  r7[5] = convert_uchar_sat_rtz(K_c_int_uchar_5);
  r8[5] = convert_uchar_sat_rtp(K_c_int_uchar_5);
  r9[5] = convert_uchar_sat_rtn(K_c_int_uchar_5);
  vstore3(as_uchar3(K_c_int_uchar_5), 5, r10);
  vstore4(as_uchar4(K_c_int_uchar_5), 5, r11);
  r12[5] = (uchar)(K_c_int_uchar_5);
  {
    const uchar d = K_c_int_uchar_5;
    r13[5] = d;
  }
  r14[5] = (uchar)(bool)(K_c_int_uchar_5);
  r0[6] = convert_uchar(K_c_int_uchar_6);
  r1[6] = convert_uchar_rte(K_c_int_uchar_6);
  r2[6] = convert_uchar_rtz(K_c_int_uchar_6);
  r3[6] = convert_uchar_rtp(K_c_int_uchar_6);
  r4[6] = convert_uchar_rtn(K_c_int_uchar_6);
  r5[6] = convert_uchar_sat(K_c_int_uchar_6);
  r6[6] = convert_uchar_sat_rte(K_c_int_uchar_6);
  r7[6] = convert_uchar_sat_rtz(K_c_int_uchar_6);
  r8[6] = convert_uchar_sat_rtp(K_c_int_uchar_6);
  r9[6] = convert_uchar_sat_rtn(K_c_int_uchar_6);
  vstore3(as_uchar3(K_c_int_uchar_6), 6, r10);
  vstore4(as_uchar4(K_c_int_uchar_6), 6, r11);
  r12[6] = (uchar)(K_c_int_uchar_6);
  {
    const uchar d = K_c_int_uchar_6;
    r13[6] = d;
  }
  r14[6] = (uchar)(bool)(K_c_int_uchar_6);
  r0[7] = convert_uchar(K_c_int_uchar_7);
  r1[7] = convert_uchar_rte(K_c_int_uchar_7);
  r2[7] = convert_uchar_rtz(K_c_int_uchar_7);
  r3[7] = convert_uchar_rtp(K_c_int_uchar_7);
  r4[7] = convert_uchar_rtn(K_c_int_uchar_7);
  r5[7] = convert_uchar_sat(K_c_int_uchar_7);
  r6[7] = convert_uchar_sat_rte(K_c_int_uchar_7);
  r7[7] = convert_uchar_sat_rtz(K_c_int_uchar_7);
  r8[7] = convert_uchar_sat_rtp(K_c_int_uchar_7);
  r9[7] = convert_uchar_sat_rtn(K_c_int_uchar_7);
  vstore3(as_uchar3(K_c_int_uchar_7), 7, r10);
  vstore4(as_uchar4(K_c_int_uchar_7), 7, r11);
  r12[7] = (uchar)(K_c_int_uchar_7);
  {
    const uchar d = K_c_int_uchar_7;
    r13[7] = d;
  }
  r14[7] = (uchar)(bool)(K_c_int_uchar_7);
  r0[8] = convert_uchar(K_c_int_uchar_8);
  r1[8] = convert_uchar_rte(K_c_int_uchar_8);
  r2[8] = convert_uchar_rtz(K_c_int_uchar_8);
  r3[8] = convert_uchar_rtp(K_c_int_uchar_8);
  r4[8] = convert_uchar_rtn(K_c_int_uchar_8);
  r5[8] = convert_uchar_sat(K_c_int_uchar_8);
  r6[8] = convert_uchar_sat_rte(K_c_int_uchar_8);
  r7[8] = convert_uchar_sat_rtz(K_c_int_uchar_8);
  r8[8] = convert_uchar_sat_rtp(K_c_int_uchar_8);
  r9[8] = convert_uchar_sat_rtn(K_c_int_uchar_8);
  vstore3(as_uchar3(K_c_int_uchar_8), 8, r10);
  vstore4(as_uchar4(K_c_int_uchar_8), 8, r11);
  r12[8] = (uchar)(K_c_int_uchar_8);
  {
    const uchar d = K_c_int_uchar_8;
    r13[8] = d;
  }
  r14[8] = (uchar)(bool)(K_c_int_uchar_8);
  r0[9] = convert_uchar(K_c_int_uchar_9);
  r1[9] = convert_uchar_rte(K_c_int_uchar_9);
  r2[9] = convert_uchar_rtz(K_c_int_uchar_9);
  r3[9] = convert_uchar_rtp(K_c_int_uchar_9);
  r4[9] = convert_uchar_rtn(K_c_int_uchar_9);
  r5[9] = convert_uchar_sat(K_c_int_uchar_9);
  r6[9] = convert_uchar_sat_rte(K_c_int_uchar_9);
  r7[9] = convert_uchar_sat_rtz(K_c_int_uchar_9);
  r8[9] = convert_uchar_sat_rtp(K_c_int_uchar_9);
  r9[9] = convert_uchar_sat_rtn(K_c_int_uchar_9);
  vstore3(as_uchar3(K_c_int_uchar_9), 9, r10);
  vstore4(as_uchar4(K_c_int_uchar_9), 9, r11);
  r12[9] = (uchar)(K_c_int_uchar_9);
  {
    const uchar d = K_c_int_uchar_9;
    r13[9] = d;
  }
  r14[9] = (uchar)(bool)(K_c_int_uchar_9);
  r0[10] = convert_uchar(K_c_int_uchar_10);
  r1[10] = convert_uchar_rte(K_c_int_uchar_10);
  r2[10] = convert_uchar_rtz(K_c_int_uchar_10);
  r3[10] = convert_uchar_rtp(K_c_int_uchar_10);
  r4[10] = convert_uchar_rtn(K_c_int_uchar_10);
  r5[10] = convert_uchar_sat(K_c_int_uchar_10);
  r6[10] = convert_uchar_sat_rte(K_c_int_uchar_10);
  r7[10] = convert_uchar_sat_rtz(K_c_int_uchar_10);
  r8[10] = convert_uchar_sat_rtp(K_c_int_uchar_10);
  r9[10] = convert_uchar_sat_rtn(K_c_int_uchar_10);
  vstore3(as_uchar3(K_c_int_uchar_10), 10, r10);
  vstore4(as_uchar4(K_c_int_uchar_10), 10, r11);
  r12[10] = (uchar)(K_c_int_uchar_10);
  {
    const uchar d = K_c_int_uchar_10;
    r13[10] = d;
  }
  r14[10] = (uchar)(bool)(K_c_int_uchar_10);
  r0[11] = convert_uchar(K_c_int_uchar_11);
  r1[11] = convert_uchar_rte(K_c_int_uchar_11);
  r2[11] = convert_uchar_rtz(K_c_int_uchar_11);
  r3[11] = convert_uchar_rtp(K_c_int_uchar_11);
  r4[11] = convert_uchar_rtn(K_c_int_uchar_11);
  r5[11] = convert_uchar_sat(K_c_int_uchar_11);
  r6[11] = convert_uchar_sat_rte(K_c_int_uchar_11);
  r7[11] = convert_uchar_sat_rtz(K_c_int_uchar_11);
  r8[11] = convert_uchar_sat_rtp(K_c_int_uchar_11);
  r9[11] = convert_uchar_sat_rtn(K_c_int_uchar_11);
  vstore3(as_uchar3(K_c_int_uchar_11), 11, r10);
  vstore4(as_uchar4(K_c_int_uchar_11), 11, r11);
  r12[11] = (uchar)(K_c_int_uchar_11);
  {
    const uchar d = K_c_int_uchar_11;
    r13[11] = d;
  }
  r14[11] = (uchar)(bool)(K_c_int_uchar_11);
  r0[12] = convert_uchar(K_c_int_uchar_12);
  r1[12] = convert_uchar_rte(K_c_int_uchar_12);
  r2[12] = convert_uchar_rtz(K_c_int_uchar_12);
  r3[12] = convert_uchar_rtp(K_c_int_uchar_12);
  r4[12] = convert_uchar_rtn(K_c_int_uchar_12);
  r5[12] = convert_uchar_sat(K_c_int_uchar_12);
  r6[12] = convert_uchar_sat_rte(K_c_int_uchar_12);
  r7[12] = convert_uchar_sat_rtz(K_c_int_uchar_12);
  r8[12] = convert_uchar_sat_rtp(K_c_int_uchar_12);
  r9[12] = convert_uchar_sat_rtn(K_c_int_uchar_12);
  vstore3(as_uchar3(K_c_int_uchar_12), 12, r10);
  vstore4(as_uchar4(K_c_int_uchar_12), 12, r11);
  r12[12] = (uchar)(K_c_int_uchar_12);
  {
    const uchar d = K_c_int_uchar_12;
    r13[12] = d;
  }
  r14[12] = (uchar)(bool)(K_c_int_uchar_12);
  r0[13] = convert_uchar(K_c_int_uchar_13);
  r1[13] = convert_uchar_rte(K_c_int_uchar_13);
  r2[13] = convert_uchar_rtz(K_c_int_uchar_13);
  r3[13] = convert_uchar_rtp(K_c_int_uchar_13);
  r4[13] = convert_uchar_rtn(K_c_int_uchar_13);
  r5[13] = convert_uchar_sat(K_c_int_uchar_13);
  r6[13] = convert_uchar_sat_rte(K_c_int_uchar_13);
  r7[13] = convert_uchar_sat_rtz(K_c_int_uchar_13);
  r8[13] = convert_uchar_sat_rtp(K_c_int_uchar_13);
  r9[13] = convert_uchar_sat_rtn(K_c_int_uchar_13);
  vstore3(as_uchar3(K_c_int_uchar_13), 13, r10);
  vstore4(as_uchar4(K_c_int_uchar_13), 13, r11);
  r12[13] = (uchar)(K_c_int_uchar_13);
  {
    const uchar d = K_c_int_uchar_13;
    r13[13] = d;
  }
  r14[13] = (uchar)(bool)(K_c_int_uchar_13);
  r0[14] = convert_uchar(K_c_int_uchar_14);
  r1[14] = convert_uchar_rte(K_c_int_uchar_14);
  r2[14] = convert_uchar_rtz(K_c_int_uchar_14);
  r3[14] = convert_uchar_rtp(K_c_int_uchar_14);
  r4[14] = convert_uchar_rtn(K_c_int_uchar_14);
  r5[14] = convert_uchar_sat(K_c_int_uchar_14);
  r6[14] = convert_uchar_sat_rte(K_c_int_uchar_14);
  r7[14] = convert_uchar_sat_rtz(K_c_int_uchar_14);
  r8[14] = convert_uchar_sat_rtp(K_c_int_uchar_14);
  r9[14] = convert_uchar_sat_rtn(K_c_int_uchar_14);
  vstore3(as_uchar3(K_c_int_uchar_14), 14, r10);
  vstore4(as_uchar4(K_c_int_uchar_14), 14, r11);
  r12[14] = (uchar)(K_c_int_uchar_14);
  {
    const uchar d = K_c_int_uchar_14;
    r13[14] = d;
  }
  r14[14] = (uchar)(bool)(K_c_int_uchar_14);
  r0[15] = convert_uchar(K_c_int_uchar_15);
  r1[15] = convert_uchar_rte(K_c_int_uchar_15);
  r2[15] = convert_uchar_rtz(K_c_int_uchar_15);
  r3[15] = convert_uchar_rtp(K_c_int_uchar_15);
  r4[15] = convert_uchar_rtn(K_c_int_uchar_15);
  r5[15] = convert_uchar_sat(K_c_int_uchar_15);
  r6[15] = convert_uchar_sat_rte(K_c_int_uchar_15);
  r7[15] = convert_uchar_sat_rtz(K_c_int_uchar_15);
  r8[15] = convert_uchar_sat_rtp(K_c_int_uchar_15);
  r9[15] = convert_uchar_sat_rtn(K_c_int_uchar_15);
  vstore3(as_uchar3(K_c_int_uchar_15), 15, r10);
  vstore4(as_uchar4(K_c_int_uchar_15), 15, r11);
  r12[15] = (uchar)(K_c_int_uchar_15);
  {
    const uchar d = K_c_int_uchar_15;
    r13[15] = d;
  }
  r14[15] = (uchar)(bool)(K_c_int_uchar_15);
  r0[16] = convert_uchar(K_c_int_uchar_16);
  r1[16] = convert_uchar_rte(K_c_int_uchar_16);
  r2[16] = convert_uchar_rtz(K_c_int_uchar_16);
  r3[16] = convert_uchar_rtp(K_c_int_uchar_16);
  r4[16] = convert_uchar_rtn(K_c_int_uchar_16);
  r5[16] = convert_uchar_sat(K_c_int_uchar_16);
  r6[16] = convert_uchar_sat_rte(K_c_int_uchar_16);
  r7[16] = convert_uchar_sat_rtz(K_c_int_uchar_16);
  r8[16] = convert_uchar_sat_rtp(K_c_int_uchar_16);
  r9[16] = convert_uchar_sat_rtn(K_c_int_uchar_16);
  vstore3(as_uchar3(K_c_int_uchar_16), 16, r10);
  vstore4(as_uchar4(K_c_int_uchar_16), 16, r11);
  r12[16] = (uchar)(K_c_int_uchar_16);
  {
    const uchar d = K_c_int_uchar_16;
    r13[16] = d;
  }
  r14[16] = (uchar)(bool)(K_c_int_uchar_16);
  r0[17] = convert_uchar(K_c_int_uchar_17);
  r1[17] = convert_uchar_rte(K_c_int_uchar_17);
  r2[17] = convert_uchar_rtz(K_c_int_uchar_17);
  r3[17] = convert_uchar_rtp(K_c_int_uchar_17);
  r4[17] = convert_uchar_rtn(K_c_int_uchar_17);
  r5[17] = convert_uchar_sat(K_c_int_uchar_17);
  r6[17] = convert_uchar_sat_rte(K_c_int_uchar_17);
  r7[17] = convert_uchar_sat_rtz(K_c_int_uchar_17);
  r8[17] = convert_uchar_sat_rtp(K_c_int_uchar_17);
  r9[17] = convert_uchar_sat_rtn(K_c_int_uchar_17);
  vstore3(as_uchar3(K_c_int_uchar_17), 17, r10);
  vstore4(as_uchar4(K_c_int_uchar_17), 17, r11);
  r12[17] = (uchar)(K_c_int_uchar_17);
  {
    const uchar d = K_c_int_uchar_17;
    r13[17] = d;
  }
  r14[17] = (uchar)(bool)(K_c_int_uchar_17);
  r0[18] = convert_uchar(K_c_int_uchar_18);
  r1[18] = convert_uchar_rte(K_c_int_uchar_18);
  r2[18] = convert_uchar_rtz(K_c_int_uchar_18);
  r3[18] = convert_uchar_rtp(K_c_int_uchar_18);
  r4[18] = convert_uchar_rtn(K_c_int_uchar_18);
  r5[18] = convert_uchar_sat(K_c_int_uchar_18);
  r6[18] = convert_uchar_sat_rte(K_c_int_uchar_18);
  r7[18] = convert_uchar_sat_rtz(K_c_int_uchar_18);
  r8[18] = convert_uchar_sat_rtp(K_c_int_uchar_18);
  r9[18] = convert_uchar_sat_rtn(K_c_int_uchar_18);
  vstore3(as_uchar3(K_c_int_uchar_18), 18, r10);
  vstore4(as_uchar4(K_c_int_uchar_18), 18, r11);
  r12[18] = (uchar)(K_c_int_uchar_18);
  {
    const uchar d = K_c_int_uchar_18;
    r13[18] = d;
  }
  r14[18] = (uchar)(bool)(K_c_int_uchar_18);
  r0[19] = convert_uchar(K_c_int_uchar_19);
  r1[19] = convert_uchar_rte(K_c_int_uchar_19);
  r2[19] = convert_uchar_rtz(K_c_int_uchar_19);
  r3[19] = convert_uchar_rtp(K_c_int_uchar_19);
  r4[19] = convert_uchar_rtn(K_c_int_uchar_19);
  r5[19] = convert_uchar_sat(K_c_int_uchar_19);
  r6[19] = convert_uchar_sat_rte(K_c_int_uchar_19);
  r7[19] = convert_uchar_sat_rtz(K_c_int_uchar_19);
  r8[19] = convert_uchar_sat_rtp(K_c_int_uchar_19);
  r9[19] = convert_uchar_sat_rtn(K_c_int_uchar_19);
  vstore3(as_uchar3(K_c_int_uchar_19), 19, r10);
  vstore4(as_uchar4(K_c_int_uchar_19), 19, r11);
  r12[19] = (uchar)(K_c_int_uchar_19);
  {
    const uchar d = K_c_int_uchar_19;
    r13[19] = d;
  }
  r14[19] = (uchar)(bool)(K_c_int_uchar_19);
  r0[20] = convert_uchar(K_c_int_uchar_20);
  r1[20] = convert_uchar_rte(K_c_int_uchar_20);
  r2[20] = convert_uchar_rtz(K_c_int_uchar_20);
  r3[20] = convert_uchar_rtp(K_c_int_uchar_20);
  r4[20] = convert_uchar_rtn(K_c_int_uchar_20);
  r5[20] = convert_uchar_sat(K_c_int_uchar_20);
  r6[20] = convert_uchar_sat_rte(K_c_int_uchar_20);
  r7[20] = convert_uchar_sat_rtz(K_c_int_uchar_20);
  r8[20] = convert_uchar_sat_rtp(K_c_int_uchar_20);
  r9[20] = convert_uchar_sat_rtn(K_c_int_uchar_20);
  vstore3(as_uchar3(K_c_int_uchar_20), 20, r10);
  vstore4(as_uchar4(K_c_int_uchar_20), 20, r11);
  r12[20] = (uchar)(K_c_int_uchar_20);
  {
    const uchar d = K_c_int_uchar_20;
    r13[20] = d;
  }
  r14[20] = (uchar)(bool)(K_c_int_uchar_20);
  r0[21] = convert_uchar(K_c_int_uchar_21);
  r1[21] = convert_uchar_rte(K_c_int_uchar_21);
  r2[21] = convert_uchar_rtz(K_c_int_uchar_21);
  r3[21] = convert_uchar_rtp(K_c_int_uchar_21);
  r4[21] = convert_uchar_rtn(K_c_int_uchar_21);
  r5[21] = convert_uchar_sat(K_c_int_uchar_21);
  r6[21] = convert_uchar_sat_rte(K_c_int_uchar_21);
  r7[21] = convert_uchar_sat_rtz(K_c_int_uchar_21);
  r8[21] = convert_uchar_sat_rtp(K_c_int_uchar_21);
  r9[21] = convert_uchar_sat_rtn(K_c_int_uchar_21);
  vstore3(as_uchar3(K_c_int_uchar_21), 21, r10);
  vstore4(as_uchar4(K_c_int_uchar_21), 21, r11);
  r12[21] = (uchar)(K_c_int_uchar_21);
  {
    const uchar d = K_c_int_uchar_21;
    r13[21] = d;
  }
  r14[21] = (uchar)(bool)(K_c_int_uchar_21);
  r0[22] = convert_uchar(K_c_int_uchar_22);
  r1[22] = convert_uchar_rte(K_c_int_uchar_22);
  r2[22] = convert_uchar_rtz(K_c_int_uchar_22);
  r3[22] = convert_uchar_rtp(K_c_int_uchar_22);
  r4[22] = convert_uchar_rtn(K_c_int_uchar_22);
  r5[22] = convert_uchar_sat(K_c_int_uchar_22);
  r6[22] = convert_uchar_sat_rte(K_c_int_uchar_22);
  r7[22] = convert_uchar_sat_rtz(K_c_int_uchar_22);
  r8[22] = convert_uchar_sat_rtp(K_c_int_uchar_22);
  r9[22] = convert_uchar_sat_rtn(K_c_int_uchar_22);
  vstore3(as_uchar3(K_c_int_uchar_22), 22, r10);
  vstore4(as_uchar4(K_c_int_uchar_22), 22, r11);
  r12[22] = (uchar)(K_c_int_uchar_22);
  {
    const uchar d = K_c_int_uchar_22;
    r13[22] = d;
  }
  r14[22] = (uchar)(bool)(K_c_int_uchar_22);
  r0[23] = convert_uchar(K_c_int_uchar_23);
  r1[23] = convert_uchar_rte(K_c_int_uchar_23);
  r2[23] = convert_uchar_rtz(K_c_int_uchar_23);
  r3[23] = convert_uchar_rtp(K_c_int_uchar_23);
  r4[23] = convert_uchar_rtn(K_c_int_uchar_23);
  r5[23] = convert_uchar_sat(K_c_int_uchar_23);
  r6[23] = convert_uchar_sat_rte(K_c_int_uchar_23);
  r7[23] = convert_uchar_sat_rtz(K_c_int_uchar_23);
  r8[23] = convert_uchar_sat_rtp(K_c_int_uchar_23);
  r9[23] = convert_uchar_sat_rtn(K_c_int_uchar_23);
  vstore3(as_uchar3(K_c_int_uchar_23), 23, r10);
  vstore4(as_uchar4(K_c_int_uchar_23), 23, r11);
  r12[23] = (uchar)(K_c_int_uchar_23);
  {
    const uchar d = K_c_int_uchar_23;
    r13[23] = d;
  }
  r14[23] = (uchar)(bool)(K_c_int_uchar_23);
  r0[24] = convert_uchar(K_c_int_uchar_24);
  r1[24] = convert_uchar_rte(K_c_int_uchar_24);
  r2[24] = convert_uchar_rtz(K_c_int_uchar_24);
  r3[24] = convert_uchar_rtp(K_c_int_uchar_24);
  r4[24] = convert_uchar_rtn(K_c_int_uchar_24);
  r5[24] = convert_uchar_sat(K_c_int_uchar_24);
  r6[24] = convert_uchar_sat_rte(K_c_int_uchar_24);
  r7[24] = convert_uchar_sat_rtz(K_c_int_uchar_24);
  r8[24] = convert_uchar_sat_rtp(K_c_int_uchar_24);
  r9[24] = convert_uchar_sat_rtn(K_c_int_uchar_24);
  vstore3(as_uchar3(K_c_int_uchar_24), 24, r10);
  vstore4(as_uchar4(K_c_int_uchar_24), 24, r11);
  r12[24] = (uchar)(K_c_int_uchar_24);
  {
    const uchar d = K_c_int_uchar_24;
    r13[24] = d;
  }
  r14[24] = (uchar)(bool)(K_c_int_uchar_24);
  r0[25] = convert_uchar(K_c_int_uchar_25);
  r1[25] = convert_uchar_rte(K_c_int_uchar_25);
  r2[25] = convert_uchar_rtz(K_c_int_uchar_25);
  r3[25] = convert_uchar_rtp(K_c_int_uchar_25);
  r4[25] = convert_uchar_rtn(K_c_int_uchar_25);
  r5[25] = convert_uchar_sat(K_c_int_uchar_25);
  r6[25] = convert_uchar_sat_rte(K_c_int_uchar_25);
  r7[25] = convert_uchar_sat_rtz(K_c_int_uchar_25);
  r8[25] = convert_uchar_sat_rtp(K_c_int_uchar_25);
  r9[25] = convert_uchar_sat_rtn(K_c_int_uchar_25);
  vstore3(as_uchar3(K_c_int_uchar_25), 25, r10);
  vstore4(as_uchar4(K_c_int_uchar_25), 25, r11);
  r12[25] = (uchar)(K_c_int_uchar_25);
  {
    const uchar d = K_c_int_uchar_25;
    r13[25] = d;
  }
  r14[25] = (uchar)(bool)(K_c_int_uchar_25);
  r0[26] = convert_uchar(K_c_int_uchar_26);
  r1[26] = convert_uchar_rte(K_c_int_uchar_26);
  r2[26] = convert_uchar_rtz(K_c_int_uchar_26);
  r3[26] = convert_uchar_rtp(K_c_int_uchar_26);
  r4[26] = convert_uchar_rtn(K_c_int_uchar_26);
  r5[26] = convert_uchar_sat(K_c_int_uchar_26);
  r6[26] = convert_uchar_sat_rte(K_c_int_uchar_26);
  r7[26] = convert_uchar_sat_rtz(K_c_int_uchar_26);
  r8[26] = convert_uchar_sat_rtp(K_c_int_uchar_26);
  r9[26] = convert_uchar_sat_rtn(K_c_int_uchar_26);
  vstore3(as_uchar3(K_c_int_uchar_26), 26, r10);
  vstore4(as_uchar4(K_c_int_uchar_26), 26, r11);
  r12[26] = (uchar)(K_c_int_uchar_26);
  {
    const uchar d = K_c_int_uchar_26;
    r13[26] = d;
  }
  r14[26] = (uchar)(bool)(K_c_int_uchar_26);
  r0[27] = convert_uchar(K_c_int_uchar_27);
  r1[27] = convert_uchar_rte(K_c_int_uchar_27);
  r2[27] = convert_uchar_rtz(K_c_int_uchar_27);
  r3[27] = convert_uchar_rtp(K_c_int_uchar_27);
  r4[27] = convert_uchar_rtn(K_c_int_uchar_27);
  r5[27] = convert_uchar_sat(K_c_int_uchar_27);
  r6[27] = convert_uchar_sat_rte(K_c_int_uchar_27);
  r7[27] = convert_uchar_sat_rtz(K_c_int_uchar_27);
  r8[27] = convert_uchar_sat_rtp(K_c_int_uchar_27);
  r9[27] = convert_uchar_sat_rtn(K_c_int_uchar_27);
  vstore3(as_uchar3(K_c_int_uchar_27), 27, r10);
  vstore4(as_uchar4(K_c_int_uchar_27), 27, r11);
  r12[27] = (uchar)(K_c_int_uchar_27);
  {
    const uchar d = K_c_int_uchar_27;
    r13[27] = d;
  }
  r14[27] = (uchar)(bool)(K_c_int_uchar_27);
}

#define K_c_int_short_0 ((int)(0))
#define K_c_int_short_1 ((int)(1))
#define K_c_int_short_2 ((int)(126))
#define K_c_int_short_3 ((int)(127))
#define K_c_int_short_4 ((int)(128))
#define K_c_int_short_5 ((int)(254))
#define K_c_int_short_6 ((int)(255))
#define K_c_int_short_7 ((int)(256))
#define K_c_int_short_8 ((int)(32766))
#define K_c_int_short_9 ((int)(32767))
#define K_c_int_short_10 ((int)(32768))
#define K_c_int_short_11 ((int)(65520))
#define K_c_int_short_12 ((int)(65534))
#define K_c_int_short_13 ((int)(65535))
#define K_c_int_short_14 ((int)(65536))
#define K_c_int_short_15 ((int)(16777217))
#define K_c_int_short_16 ((int)(2147483646))
#define K_c_int_short_17 ((int)(2147483647))
#define K_c_int_short_18 ((int)(-2147483648))
#define K_c_int_short_19 ((int)(-2147483647))
#define K_c_int_short_20 ((int)(-32769))
#define K_c_int_short_21 ((int)(-32768))
#define K_c_int_short_22 ((int)(-32767))
#define K_c_int_short_23 ((int)(-129))
#define K_c_int_short_24 ((int)(-128))
#define K_c_int_short_25 ((int)(-127))
#define K_c_int_short_26 ((int)(-2))
#define K_c_int_short_27 ((int)(-1))
__kernel void c_int_short(__global short* r0, __global short* r1, __global short* r2, __global short* r3, __global short* r4, __global short* r5, __global short* r6, __global short* r7, __global short* r8, __global short* r9, __global short* r10, __global short* r11, __global short* r12, __global short* r13) {
  r0[0] = convert_short(K_c_int_short_0);
  r1[0] = convert_short_rte(K_c_int_short_0);
  r2[0] = convert_short_rtz(K_c_int_short_0);
  r3[0] = convert_short_rtp(K_c_int_short_0);
  r4[0] = convert_short_rtn(K_c_int_short_0);
  r5[0] = convert_short_sat(K_c_int_short_0);
  r6[0] = convert_short_sat_rte(K_c_int_short_0);
  r7[0] = convert_short_sat_rtz(K_c_int_short_0);
  r8[0] = convert_short_sat_rtp(K_c_int_short_0);
  r9[0] = convert_short_sat_rtn(K_c_int_short_0);
  vstore2(as_short2(K_c_int_short_0), 0, r10);
  r11[0] = (short)(K_c_int_short_0);
  {
    const short d = K_c_int_short_0;
    r12[0] = d;
  }
  r13[0] = (short)(bool)(K_c_int_short_0);
  r0[1] = convert_short(K_c_int_short_1);
  r1[1] = convert_short_rte(K_c_int_short_1);
  r2[1] = convert_short_rtz(K_c_int_short_1);
  r3[1] = convert_short_rtp(K_c_int_short_1);
  r4[1] = convert_short_rtn(K_c_int_short_1);
  r5[1] = convert_short_sat(K_c_int_short_1);
  r6[1] = convert_short_sat_rte(K_c_int_short_1);
  r7[1] = convert_short_sat_rtz(K_c_int_short_1);
  r8[1] = convert_short_sat_rtp(K_c_int_short_1);
  r9[1] = convert_short_sat_rtn(K_c_int_short_1);
  vstore2(as_short2(K_c_int_short_1), 1, r10);
  r11[1] = (short)(K_c_int_short_1);
  {
    const short d = K_c_int_short_1;
    r12[1] = d;
  }
  r13[1] = (short)(bool)(K_c_int_short_1);
  r0[2] = convert_short(K_c_int_short_2);
  r1[2] = convert_short_rte(K_c_int_short_2);
  r2[2] = convert_short_rtz(K_c_int_short_2);
  r3[2] = convert_short_rtp(K_c_int_short_2);
  r4[2] = convert_short_rtn(K_c_int_short_2);
  r5[2] = convert_short_sat(K_c_int_short_2);
  r6[2] = convert_short_sat_rte(K_c_int_short_2);
  r7[2] = convert_short_sat_rtz(K_c_int_short_2);
  r8[2] = convert_short_sat_rtp(K_c_int_short_2);
  r9[2] = convert_short_sat_rtn(K_c_int_short_2);
  vstore2(as_short2(K_c_int_short_2), 2, r10);
  r11[2] = (short)(K_c_int_short_2);
  {
    const short d = K_c_int_short_2;
    r12[2] = d;
  }
  r13[2] = (short)(bool)(K_c_int_short_2);
  r0[3] = convert_short(K_c_int_short_3);
  r1[3] = convert_short_rte(K_c_int_short_3);
  r2[3] = convert_short_rtz(K_c_int_short_3);
  r3[3] = convert_short_rtp(K_c_int_short_3);
  r4[3] = convert_short_rtn(K_c_int_short_3);
  r5[3] = convert_short_sat(K_c_int_short_3);
  r6[3] = convert_short_sat_rte(K_c_int_short_3);
  r7[3] = convert_short_sat_rtz(K_c_int_short_3);
  r8[3] = convert_short_sat_rtp(K_c_int_short_3);
  r9[3] = convert_short_sat_rtn(K_c_int_short_3);
  vstore2(as_short2(K_c_int_short_3), 3, r10);
  r11[3] = (short)(K_c_int_short_3);
  {
    const short d = K_c_int_short_3;
    r12[3] = d;
  }
  r13[3] = (short)(bool)(K_c_int_short_3);
  r0[4] = convert_short(K_c_int_short_4);
  r1[4] = convert_short_rte(K_c_int_short_4);
  r2[4] = convert_short_rtz(K_c_int_short_4);
  r3[4] = convert_short_rtp(K_c_int_short_4);
  r4[4] = convert_short_rtn(K_c_int_short_4);
  r5[4] = convert_short_sat(K_c_int_short_4);
  r6[4] = convert_short_sat_rte(K_c_int_short_4);
  r7[4] = convert_short_sat_rtz(K_c_int_short_4);
  r8[4] = convert_short_sat_rtp(K_c_int_short_4);
  r9[4] = convert_short_sat_rtn(K_c_int_short_4);
  vstore2(as_short2(K_c_int_short_4), 4, r10);
  r11[4] = (short)(K_c_int_short_4);
  {
    const short d = K_c_int_short_4;
    r12[4] = d;
  }
  r13[4] = (short)(bool)(K_c_int_short_4);
  r0[5] = convert_short(K_c_int_short_5);
  r1[5] = convert_short_rte(K_c_int_short_5);
  r2[5] = convert_short_rtz(K_c_int_short_5);
  r3[5] = convert_short_rtp(K_c_int_short_5);
  r4[5] = convert_short_rtn(K_c_int_short_5);
  r5[5] = convert_short_sat(K_c_int_short_5);
  r6[5] = convert_short_sat_rte(K_c_int_short_5);
  r7[5] = convert_short_sat_rtz(K_c_int_short_5);
  r8[5] = convert_short_sat_rtp(K_c_int_short_5);
  r9[5] = convert_short_sat_rtn(K_c_int_short_5);
  vstore2(as_short2(K_c_int_short_5), 5, r10);
  r11[5] = (short)(K_c_int_short_5);
  {
    const short d = K_c_int_short_5;
    r12[5] = d;
  }
  r13[5] = (short)(bool)(K_c_int_short_5);
  r0[6] = convert_short(K_c_int_short_6);
  r1[6] = convert_short_rte(K_c_int_short_6);
  r2[6] = convert_short_rtz(K_c_int_short_6);
  r3[6] = convert_short_rtp(K_c_int_short_6);
  r4[6] = convert_short_rtn(K_c_int_short_6);
  r5[6] = convert_short_sat(K_c_int_short_6);
  r6[6] = convert_short_sat_rte(K_c_int_short_6);
  r7[6] = convert_short_sat_rtz(K_c_int_short_6);
  r8[6] = convert_short_sat_rtp(K_c_int_short_6);
  r9[6] = convert_short_sat_rtn(K_c_int_short_6);
  vstore2(as_short2(K_c_int_short_6), 6, r10);
  r11[6] = (short)(K_c_int_short_6);
  {
    const short d = K_c_int_short_6;
    r12[6] = d;
  }
  r13[6] = (short)(bool)(K_c_int_short_6);
  r0[7] = convert_short(K_c_int_short_7);
  r1[7] = convert_short_rte(K_c_int_short_7);
  r2[7] = convert_short_rtz(K_c_int_short_7);
  r3[7] = convert_short_rtp(K_c_int_short_7);
  r4[7] = convert_short_rtn(K_c_int_short_7);
  r5[7] = convert_short_sat(K_c_int_short_7);
  r6[7] = convert_short_sat_rte(K_c_int_short_7);
  r7[7] = convert_short_sat_rtz(K_c_int_short_7);
  r8[7] = convert_short_sat_rtp(K_c_int_short_7);
  r9[7] = convert_short_sat_rtn(K_c_int_short_7);
  vstore2(as_short2(K_c_int_short_7), 7, r10);
  r11[7] = (short)(K_c_int_short_7);
  {
    const short d = K_c_int_short_7;
    r12[7] = d;
  }
  r13[7] = (short)(bool)(K_c_int_short_7);
  r0[8] = convert_short(K_c_int_short_8);
  r1[8] = convert_short_rte(K_c_int_short_8);
  r2[8] = convert_short_rtz(K_c_int_short_8);
  r3[8] = convert_short_rtp(K_c_int_short_8);
  r4[8] = convert_short_rtn(K_c_int_short_8);
  r5[8] = convert_short_sat(K_c_int_short_8);
  r6[8] = convert_short_sat_rte(K_c_int_short_8);
  r7[8] = convert_short_sat_rtz(K_c_int_short_8);
  r8[8] = convert_short_sat_rtp(K_c_int_short_8);
  r9[8] = convert_short_sat_rtn(K_c_int_short_8);
  vstore2(as_short2(K_c_int_short_8), 8, r10);
  r11[8] = (short)(K_c_int_short_8);
  {
    const short d = K_c_int_short_8;
    r12[8] = d;
  }
  r13[8] = (short)(bool)(K_c_int_short_8);
  r0[9] = convert_short(K_c_int_short_9);
  r1[9] = convert_short_rte(K_c_int_short_9);
  r2[9] = convert_short_rtz(K_c_int_short_9);
  r3[9] = convert_short_rtp(K_c_int_short_9);
  r4[9] = convert_short_rtn(K_c_int_short_9);
  r5[9] = convert_short_sat(K_c_int_short_9);
  r6[9] = convert_short_sat_rte(K_c_int_short_9);
  r7[9] = convert_short_sat_rtz(K_c_int_short_9);
  r8[9] = convert_short_sat_rtp(K_c_int_short_9);
  r9[9] = convert_short_sat_rtn(K_c_int_short_9);
  vstore2(as_short2(K_c_int_short_9), 9, r10);
  r11[9] = (short)(K_c_int_short_9);
  {
    const short d = K_c_int_short_9;
    r12[9] = d;
  }
  r13[9] = (short)(bool)(K_c_int_short_9);
  r0[10] = convert_short(K_c_int_short_10);
  r1[10] = convert_short_rte(K_c_int_short_10);
  r2[10] = convert_short_rtz(K_c_int_short_10);
  r3[10] = convert_short_rtp(K_c_int_short_10);
  r4[10] = convert_short_rtn(K_c_int_short_10);
  r5[10] = convert_short_sat(K_c_int_short_10);
  r6[10] = convert_short_sat_rte(K_c_int_short_10);
  r7[10] = convert_short_sat_rtz(K_c_int_short_10);
  r8[10] = convert_short_sat_rtp(K_c_int_short_10);
  r9[10] = convert_short_sat_rtn(K_c_int_short_10);
  vstore2(as_short2(K_c_int_short_10), 10, r10);
  r11[10] = (short)(K_c_int_short_10);
  {
    const short d = K_c_int_short_10;
    r12[10] = d;
  }
  r13[10] = (short)(bool)(K_c_int_short_10);
  r0[11] = convert_short(K_c_int_short_11);
  r1[11] = convert_short_rte(K_c_int_short_11);
  r2[11] = convert_short_rtz(K_c_int_short_11);
  r3[11] = convert_short_rtp(K_c_int_short_11);
  r4[11] = convert_short_rtn(K_c_int_short_11);
  r5[11] = convert_short_sat(K_c_int_short_11);
  r6[11] = convert_short_sat_rte(K_c_int_short_11);
  r7[11] = convert_short_sat_rtz(K_c_int_short_11);
  r8[11] = convert_short_sat_rtp(K_c_int_short_11);
  r9[11] = convert_short_sat_rtn(K_c_int_short_11);
  vstore2(as_short2(K_c_int_short_11), 11, r10);
  r11[11] = (short)(K_c_int_short_11);
  {
    const short d = K_c_int_short_11;
    r12[11] = d;
  }
  r13[11] = (short)(bool)(K_c_int_short_11);
  r0[12] = convert_short(K_c_int_short_12);
  r1[12] = convert_short_rte(K_c_int_short_12);
  r2[12] = convert_short_rtz(K_c_int_short_12);
  r3[12] = convert_short_rtp(K_c_int_short_12);
  r4[12] = convert_short_rtn(K_c_int_short_12);
  r5[12] = convert_short_sat(K_c_int_short_12);
  r6[12] = convert_short_sat_rte(K_c_int_short_12);
  r7[12] = convert_short_sat_rtz(K_c_int_short_12);
  r8[12] = convert_short_sat_rtp(K_c_int_short_12);
  r9[12] = convert_short_sat_rtn(K_c_int_short_12);
  vstore2(as_short2(K_c_int_short_12), 12, r10);
  r11[12] = (short)(K_c_int_short_12);
  {
    const short d = K_c_int_short_12;
    r12[12] = d;
  }
  r13[12] = (short)(bool)(K_c_int_short_12);
  r0[13] = convert_short(K_c_int_short_13);
  r1[13] = convert_short_rte(K_c_int_short_13);
  r2[13] = convert_short_rtz(K_c_int_short_13);
  r3[13] = convert_short_rtp(K_c_int_short_13);
  r4[13] = convert_short_rtn(K_c_int_short_13);
  r5[13] = convert_short_sat(K_c_int_short_13);
  r6[13] = convert_short_sat_rte(K_c_int_short_13);
  r7[13] = convert_short_sat_rtz(K_c_int_short_13);
  r8[13] = convert_short_sat_rtp(K_c_int_short_13);
  r9[13] = convert_short_sat_rtn(K_c_int_short_13);
  vstore2(as_short2(K_c_int_short_13), 13, r10);
  r11[13] = (short)(K_c_int_short_13);
  {
    const short d = K_c_int_short_13;
    r12[13] = d;
  }
  r13[13] = (short)(bool)(K_c_int_short_13);
  r0[14] = convert_short(K_c_int_short_14);
  r1[14] = convert_short_rte(K_c_int_short_14);
  r2[14] = convert_short_rtz(K_c_int_short_14);
  r3[14] = convert_short_rtp(K_c_int_short_14);
  r4[14] = convert_short_rtn(K_c_int_short_14);
  r5[14] = convert_short_sat(K_c_int_short_14);
  r6[14] = convert_short_sat_rte(K_c_int_short_14);
  r7[14] = convert_short_sat_rtz(K_c_int_short_14);
  r8[14] = convert_short_sat_rtp(K_c_int_short_14);
  r9[14] = convert_short_sat_rtn(K_c_int_short_14);
  vstore2(as_short2(K_c_int_short_14), 14, r10);
  r11[14] = (short)(K_c_int_short_14);
  {
    const short d = K_c_int_short_14;
    r12[14] = d;
  }
  r13[14] = (short)(bool)(K_c_int_short_14);
  r0[15] = convert_short(K_c_int_short_15);
  r1[15] = convert_short_rte(K_c_int_short_15);
  r2[15] = convert_short_rtz(K_c_int_short_15);
  r3[15] = convert_short_rtp(K_c_int_short_15);
  r4[15] = convert_short_rtn(K_c_int_short_15);
  r5[15] = convert_short_sat(K_c_int_short_15);
  r6[15] = convert_short_sat_rte(K_c_int_short_15);
  r7[15] = convert_short_sat_rtz(K_c_int_short_15);
  r8[15] = convert_short_sat_rtp(K_c_int_short_15);
  r9[15] = convert_short_sat_rtn(K_c_int_short_15);
  vstore2(as_short2(K_c_int_short_15), 15, r10);
  r11[15] = (short)(K_c_int_short_15);
  {
    const short d = K_c_int_short_15;
    r12[15] = d;
  }
  r13[15] = (short)(bool)(K_c_int_short_15);
  r0[16] = convert_short(K_c_int_short_16);
  r1[16] = convert_short_rte(K_c_int_short_16);
  r2[16] = convert_short_rtz(K_c_int_short_16);
  r3[16] = convert_short_rtp(K_c_int_short_16);
  r4[16] = convert_short_rtn(K_c_int_short_16);
  r5[16] = convert_short_sat(K_c_int_short_16);
  r6[16] = convert_short_sat_rte(K_c_int_short_16);
  r7[16] = convert_short_sat_rtz(K_c_int_short_16);
  r8[16] = convert_short_sat_rtp(K_c_int_short_16);
  r9[16] = convert_short_sat_rtn(K_c_int_short_16);
  vstore2(as_short2(K_c_int_short_16), 16, r10);
  r11[16] = (short)(K_c_int_short_16);
  {
    const short d = K_c_int_short_16;
    r12[16] = d;
  }
  r13[16] = (short)(bool)(K_c_int_short_16);
  r0[17] = convert_short(K_c_int_short_17);
  r1[17] = convert_short_rte(K_c_int_short_17);
  r2[17] = convert_short_rtz(K_c_int_short_17);
  r3[17] = convert_short_rtp(K_c_int_short_17);
  r4[17] = convert_short_rtn(K_c_int_short_17);
  r5[17] = convert_short_sat(K_c_int_short_17);
  r6[17] = convert_short_sat_rte(K_c_int_short_17);
  r7[17] = convert_short_sat_rtz(K_c_int_short_17);
  r8[17] = convert_short_sat_rtp(K_c_int_short_17);
  r9[17] = convert_short_sat_rtn(K_c_int_short_17);
  vstore2(as_short2(K_c_int_short_17), 17, r10);
  r11[17] = (short)(K_c_int_short_17);
  {
    const short d = K_c_int_short_17;
    r12[17] = d;
  }
  r13[17] = (short)(bool)(K_c_int_short_17);
  r0[18] = convert_short(K_c_int_short_18);
  r1[18] = convert_short_rte(K_c_int_short_18);
  r2[18] = convert_short_rtz(K_c_int_short_18);
  r3[18] = convert_short_rtp(K_c_int_short_18);
  r4[18] = convert_short_rtn(K_c_int_short_18);
  r5[18] = convert_short_sat(K_c_int_short_18);
  r6[18] = convert_short_sat_rte(K_c_int_short_18);
  r7[18] = convert_short_sat_rtz(K_c_int_short_18);
  r8[18] = convert_short_sat_rtp(K_c_int_short_18);
  r9[18] = convert_short_sat_rtn(K_c_int_short_18);
  vstore2(as_short2(K_c_int_short_18), 18, r10);
  r11[18] = (short)(K_c_int_short_18);
  {
    const short d = K_c_int_short_18;
    r12[18] = d;
  }
  r13[18] = (short)(bool)(K_c_int_short_18);
  r0[19] = convert_short(K_c_int_short_19);
  r1[19] = convert_short_rte(K_c_int_short_19);
  r2[19] = convert_short_rtz(K_c_int_short_19);
  r3[19] = convert_short_rtp(K_c_int_short_19);
  r4[19] = convert_short_rtn(K_c_int_short_19);
  r5[19] = convert_short_sat(K_c_int_short_19);
  r6[19] = convert_short_sat_rte(K_c_int_short_19);
  r7[19] = convert_short_sat_rtz(K_c_int_short_19);
  r8[19] = convert_short_sat_rtp(K_c_int_short_19);
  r9[19] = convert_short_sat_rtn(K_c_int_short_19);
  vstore2(as_short2(K_c_int_short_19), 19, r10);
  r11[19] = (short)(K_c_int_short_19);
  {
    const short d = K_c_int_short_19;
    r12[19] = d;
  }
  r13[19] = (short)(bool)(K_c_int_short_19);
  r0[20] = convert_short(K_c_int_short_20);
  r1[20] = convert_short_rte(K_c_int_short_20);
  r2[20] = convert_short_rtz(K_c_int_short_20);
  r3[20] = convert_short_rtp(K_c_int_short_20);
  r4[20] = convert_short_rtn(K_c_int_short_20);
  r5[20] = convert_short_sat(K_c_int_short_20);
  r6[20] = convert_short_sat_rte(K_c_int_short_20);
  r7[20] = convert_short_sat_rtz(K_c_int_short_20);
  r8[20] = convert_short_sat_rtp(K_c_int_short_20);
  r9[20] = convert_short_sat_rtn(K_c_int_short_20);
  vstore2(as_short2(K_c_int_short_20), 20, r10);
  r11[20] = (short)(K_c_int_short_20);
  {
    const short d = K_c_int_short_20;
    r12[20] = d;
  }
  r13[20] = (short)(bool)(K_c_int_short_20);
  r0[21] = convert_short(K_c_int_short_21);
  r1[21] = convert_short_rte(K_c_int_short_21);
  r2[21] = convert_short_rtz(K_c_int_short_21);
  r3[21] = convert_short_rtp(K_c_int_short_21);
  r4[21] = convert_short_rtn(K_c_int_short_21);
  r5[21] = convert_short_sat(K_c_int_short_21);
  r6[21] = convert_short_sat_rte(K_c_int_short_21);
  r7[21] = convert_short_sat_rtz(K_c_int_short_21);
  r8[21] = convert_short_sat_rtp(K_c_int_short_21);
  r9[21] = convert_short_sat_rtn(K_c_int_short_21);
  vstore2(as_short2(K_c_int_short_21), 21, r10);
  r11[21] = (short)(K_c_int_short_21);
  {
    const short d = K_c_int_short_21;
    r12[21] = d;
  }
  r13[21] = (short)(bool)(K_c_int_short_21);
  r0[22] = convert_short(K_c_int_short_22);
  r1[22] = convert_short_rte(K_c_int_short_22);
  r2[22] = convert_short_rtz(K_c_int_short_22);
  r3[22] = convert_short_rtp(K_c_int_short_22);
  r4[22] = convert_short_rtn(K_c_int_short_22);
  r5[22] = convert_short_sat(K_c_int_short_22);
  r6[22] = convert_short_sat_rte(K_c_int_short_22);
  r7[22] = convert_short_sat_rtz(K_c_int_short_22);
  r8[22] = convert_short_sat_rtp(K_c_int_short_22);
  r9[22] = convert_short_sat_rtn(K_c_int_short_22);
  vstore2(as_short2(K_c_int_short_22), 22, r10);
  r11[22] = (short)(K_c_int_short_22);
  {
    const short d = K_c_int_short_22;
    r12[22] = d;
  }
  r13[22] = (short)(bool)(K_c_int_short_22);
  r0[23] = convert_short(K_c_int_short_23);
  r1[23] = convert_short_rte(K_c_int_short_23);
  r2[23] = convert_short_rtz(K_c_int_short_23);
  r3[23] = convert_short_rtp(K_c_int_short_23);
  r4[23] = convert_short_rtn(K_c_int_short_23);
  r5[23] = convert_short_sat(K_c_int_short_23);
  r6[23] = convert_short_sat_rte(K_c_int_short_23);
  r7[23] = convert_short_sat_rtz(K_c_int_short_23);
  r8[23] = convert_short_sat_rtp(K_c_int_short_23);
  r9[23] = convert_short_sat_rtn(K_c_int_short_23);
  vstore2(as_short2(K_c_int_short_23), 23, r10);
  r11[23] = (short)(K_c_int_short_23);
  {
    const short d = K_c_int_short_23;
    r12[23] = d;
  }
  r13[23] = (short)(bool)(K_c_int_short_23);
  r0[24] = convert_short(K_c_int_short_24);
  r1[24] = convert_short_rte(K_c_int_short_24);
  r2[24] = convert_short_rtz(K_c_int_short_24);
  r3[24] = convert_short_rtp(K_c_int_short_24);
  r4[24] = convert_short_rtn(K_c_int_short_24);
  r5[24] = convert_short_sat(K_c_int_short_24);
  r6[24] = convert_short_sat_rte(K_c_int_short_24);
  r7[24] = convert_short_sat_rtz(K_c_int_short_24);
  r8[24] = convert_short_sat_rtp(K_c_int_short_24);
  r9[24] = convert_short_sat_rtn(K_c_int_short_24);
  vstore2(as_short2(K_c_int_short_24), 24, r10);
  r11[24] = (short)(K_c_int_short_24);
  {
    const short d = K_c_int_short_24;
    r12[24] = d;
  }
  r13[24] = (short)(bool)(K_c_int_short_24);
  r0[25] = convert_short(K_c_int_short_25);
  r1[25] = convert_short_rte(K_c_int_short_25);
  r2[25] = convert_short_rtz(K_c_int_short_25);
  r3[25] = convert_short_rtp(K_c_int_short_25);
  r4[25] = convert_short_rtn(K_c_int_short_25);
  r5[25] = convert_short_sat(K_c_int_short_25);
  r6[25] = convert_short_sat_rte(K_c_int_short_25);
  r7[25] = convert_short_sat_rtz(K_c_int_short_25);
  r8[25] = convert_short_sat_rtp(K_c_int_short_25);
  r9[25] = convert_short_sat_rtn(K_c_int_short_25);
  vstore2(as_short2(K_c_int_short_25), 25, r10);
  r11[25] = (short)(K_c_int_short_25);
  {
    const short d = K_c_int_short_25;
    r12[25] = d;
  }
  r13[25] = (short)(bool)(K_c_int_short_25);
  r0[26] = convert_short(K_c_int_short_26);
  r1[26] = convert_short_rte(K_c_int_short_26);
  r2[26] = convert_short_rtz(K_c_int_short_26);
  r3[26] = convert_short_rtp(K_c_int_short_26);
  r4[26] = convert_short_rtn(K_c_int_short_26);
  r5[26] = convert_short_sat(K_c_int_short_26);
  r6[26] = convert_short_sat_rte(K_c_int_short_26);
  r7[26] = convert_short_sat_rtz(K_c_int_short_26);
  r8[26] = convert_short_sat_rtp(K_c_int_short_26);
  r9[26] = convert_short_sat_rtn(K_c_int_short_26);
  vstore2(as_short2(K_c_int_short_26), 26, r10);
  r11[26] = (short)(K_c_int_short_26);
  {
    const short d = K_c_int_short_26;
    r12[26] = d;
  }
  r13[26] = (short)(bool)(K_c_int_short_26);
  r0[27] = convert_short(K_c_int_short_27);
  r1[27] = convert_short_rte(K_c_int_short_27);
  r2[27] = convert_short_rtz(K_c_int_short_27);
  r3[27] = convert_short_rtp(K_c_int_short_27);
  r4[27] = convert_short_rtn(K_c_int_short_27);
  r5[27] = convert_short_sat(K_c_int_short_27);
  r6[27] = convert_short_sat_rte(K_c_int_short_27);
  r7[27] = convert_short_sat_rtz(K_c_int_short_27);
  r8[27] = convert_short_sat_rtp(K_c_int_short_27);
  r9[27] = convert_short_sat_rtn(K_c_int_short_27);
  vstore2(as_short2(K_c_int_short_27), 27, r10);
  r11[27] = (short)(K_c_int_short_27);
  {
    const short d = K_c_int_short_27;
    r12[27] = d;
  }
  r13[27] = (short)(bool)(K_c_int_short_27);
}

#define K_c_int_ushort_0 ((int)(0))
#define K_c_int_ushort_1 ((int)(1))
#define K_c_int_ushort_2 ((int)(126))
#define K_c_int_ushort_3 ((int)(127))
#define K_c_int_ushort_4 ((int)(128))
#define K_c_int_ushort_5 ((int)(254))
#define K_c_int_ushort_6 ((int)(255))
#define K_c_int_ushort_7 ((int)(256))
#define K_c_int_ushort_8 ((int)(32766))
#define K_c_int_ushort_9 ((int)(32767))
#define K_c_int_ushort_10 ((int)(32768))
#define K_c_int_ushort_11 ((int)(65520))
#define K_c_int_ushort_12 ((int)(65534))
#define K_c_int_ushort_13 ((int)(65535))
#define K_c_int_ushort_14 ((int)(65536))
#define K_c_int_ushort_15 ((int)(16777217))
#define K_c_int_ushort_16 ((int)(2147483646))
#define K_c_int_ushort_17 ((int)(2147483647))
#define K_c_int_ushort_18 ((int)(-2147483648))
#define K_c_int_ushort_19 ((int)(-2147483647))
#define K_c_int_ushort_20 ((int)(-32769))
#define K_c_int_ushort_21 ((int)(-32768))
#define K_c_int_ushort_22 ((int)(-32767))
#define K_c_int_ushort_23 ((int)(-129))
#define K_c_int_ushort_24 ((int)(-128))
#define K_c_int_ushort_25 ((int)(-127))
#define K_c_int_ushort_26 ((int)(-2))
#define K_c_int_ushort_27 ((int)(-1))
__kernel void c_int_ushort(__global ushort* r0, __global ushort* r1, __global ushort* r2, __global ushort* r3, __global ushort* r4, __global ushort* r5, __global ushort* r6, __global ushort* r7, __global ushort* r8, __global ushort* r9, __global ushort* r10, __global ushort* r11, __global ushort* r12, __global ushort* r13) {
  r0[0] = convert_ushort(K_c_int_ushort_0);
  r1[0] = convert_ushort_rte(K_c_int_ushort_0);
  r2[0] = convert_ushort_rtz(K_c_int_ushort_0);
  r3[0] = convert_ushort_rtp(K_c_int_ushort_0);
  r4[0] = convert_ushort_rtn(K_c_int_ushort_0);
  r5[0] = convert_ushort_sat(K_c_int_ushort_0);
  r6[0] = convert_ushort_sat_rte(K_c_int_ushort_0);
  r7[0] = convert_ushort_sat_rtz(K_c_int_ushort_0);
  r8[0] = convert_ushort_sat_rtp(K_c_int_ushort_0);
  r9[0] = convert_ushort_sat_rtn(K_c_int_ushort_0);
  vstore2(as_ushort2(K_c_int_ushort_0), 0, r10);
  r11[0] = (ushort)(K_c_int_ushort_0);
  {
    const ushort d = K_c_int_ushort_0;
    r12[0] = d;
  }
  r13[0] = (ushort)(bool)(K_c_int_ushort_0);
  r0[1] = convert_ushort(K_c_int_ushort_1);
  r1[1] = convert_ushort_rte(K_c_int_ushort_1);
  r2[1] = convert_ushort_rtz(K_c_int_ushort_1);
  r3[1] = convert_ushort_rtp(K_c_int_ushort_1);
  r4[1] = convert_ushort_rtn(K_c_int_ushort_1);
  r5[1] = convert_ushort_sat(K_c_int_ushort_1);
  r6[1] = convert_ushort_sat_rte(K_c_int_ushort_1);
  r7[1] = convert_ushort_sat_rtz(K_c_int_ushort_1);
  r8[1] = convert_ushort_sat_rtp(K_c_int_ushort_1);
  r9[1] = convert_ushort_sat_rtn(K_c_int_ushort_1);
  vstore2(as_ushort2(K_c_int_ushort_1), 1, r10);
  r11[1] = (ushort)(K_c_int_ushort_1);
  {
    const ushort d = K_c_int_ushort_1;
    r12[1] = d;
  }
  r13[1] = (ushort)(bool)(K_c_int_ushort_1);
  r0[2] = convert_ushort(K_c_int_ushort_2);
  r1[2] = convert_ushort_rte(K_c_int_ushort_2);
  r2[2] = convert_ushort_rtz(K_c_int_ushort_2);
  r3[2] = convert_ushort_rtp(K_c_int_ushort_2);
  r4[2] = convert_ushort_rtn(K_c_int_ushort_2);
  r5[2] = convert_ushort_sat(K_c_int_ushort_2);
  r6[2] = convert_ushort_sat_rte(K_c_int_ushort_2);
  r7[2] = convert_ushort_sat_rtz(K_c_int_ushort_2);
  r8[2] = convert_ushort_sat_rtp(K_c_int_ushort_2);
  r9[2] = convert_ushort_sat_rtn(K_c_int_ushort_2);
  vstore2(as_ushort2(K_c_int_ushort_2), 2, r10);
  r11[2] = (ushort)(K_c_int_ushort_2);
  {
    const ushort d = K_c_int_ushort_2;
    r12[2] = d;
  }
  r13[2] = (ushort)(bool)(K_c_int_ushort_2);
  r0[3] = convert_ushort(K_c_int_ushort_3);
  r1[3] = convert_ushort_rte(K_c_int_ushort_3);
  r2[3] = convert_ushort_rtz(K_c_int_ushort_3);
  r3[3] = convert_ushort_rtp(K_c_int_ushort_3);
  r4[3] = convert_ushort_rtn(K_c_int_ushort_3);
  r5[3] = convert_ushort_sat(K_c_int_ushort_3);
  r6[3] = convert_ushort_sat_rte(K_c_int_ushort_3);
  r7[3] = convert_ushort_sat_rtz(K_c_int_ushort_3);
  r8[3] = convert_ushort_sat_rtp(K_c_int_ushort_3);
  r9[3] = convert_ushort_sat_rtn(K_c_int_ushort_3);
  vstore2(as_ushort2(K_c_int_ushort_3), 3, r10);
  r11[3] = (ushort)(K_c_int_ushort_3);
  {
    const ushort d = K_c_int_ushort_3;
    r12[3] = d;
  }
  r13[3] = (ushort)(bool)(K_c_int_ushort_3);
  r0[4] = convert_ushort(K_c_int_ushort_4);
  r1[4] = convert_ushort_rte(K_c_int_ushort_4);
  r2[4] = convert_ushort_rtz(K_c_int_ushort_4);
  r3[4] = convert_ushort_rtp(K_c_int_ushort_4);
  r4[4] = convert_ushort_rtn(K_c_int_ushort_4);
  r5[4] = convert_ushort_sat(K_c_int_ushort_4);
  r6[4] = convert_ushort_sat_rte(K_c_int_ushort_4);
  r7[4] = convert_ushort_sat_rtz(K_c_int_ushort_4);
  r8[4] = convert_ushort_sat_rtp(K_c_int_ushort_4);
  r9[4] = convert_ushort_sat_rtn(K_c_int_ushort_4);
  vstore2(as_ushort2(K_c_int_ushort_4), 4, r10);
  r11[4] = (ushort)(K_c_int_ushort_4);
  {
    const ushort d = K_c_int_ushort_4;
    r12[4] = d;
  }
  r13[4] = (ushort)(bool)(K_c_int_ushort_4);
  r0[5] = convert_ushort(K_c_int_ushort_5);
  r1[5] = convert_ushort_rte(K_c_int_ushort_5);
  r2[5] = convert_ushort_rtz(K_c_int_ushort_5);
  r3[5] = convert_ushort_rtp(K_c_int_ushort_5);
  r4[5] = convert_ushort_rtn(K_c_int_ushort_5);
  r5[5] = convert_ushort_sat(K_c_int_ushort_5);
  r6[5] = convert_ushort_sat_rte(K_c_int_ushort_5);
  r7[5] = convert_ushort_sat_rtz(K_c_int_ushort_5);
  r8[5] = convert_ushort_sat_rtp(K_c_int_ushort_5);
  r9[5] = convert_ushort_sat_rtn(K_c_int_ushort_5);
  vstore2(as_ushort2(K_c_int_ushort_5), 5, r10);
  r11[5] = (ushort)(K_c_int_ushort_5);
  {
    const ushort d = K_c_int_ushort_5;
    r12[5] = d;
  }
  r13[5] = (ushort)(bool)(K_c_int_ushort_5);
  r0[6] = convert_ushort(K_c_int_ushort_6);
  r1[6] = convert_ushort_rte(K_c_int_ushort_6);
  r2[6] = convert_ushort_rtz(K_c_int_ushort_6);
  r3[6] = convert_ushort_rtp(K_c_int_ushort_6);
  r4[6] = convert_ushort_rtn(K_c_int_ushort_6);
  r5[6] = convert_ushort_sat(K_c_int_ushort_6);
  r6[6] = convert_ushort_sat_rte(K_c_int_ushort_6);
  r7[6] = convert_ushort_sat_rtz(K_c_int_ushort_6);
  r8[6] = convert_ushort_sat_rtp(K_c_int_ushort_6);
  r9[6] = convert_ushort_sat_rtn(K_c_int_ushort_6);
  vstore2(as_ushort2(K_c_int_ushort_6), 6, r10);
  r11[6] = (ushort)(K_c_int_ushort_6);
  {
    const ushort d = K_c_int_ushort_6;
    r12[6] = d;
  }
  r13[6] = (ushort)(bool)(K_c_int_ushort_6);
  r0[7] = convert_ushort(K_c_int_ushort_7);
  r1[7] = convert_ushort_rte(K_c_int_ushort_7);
  r2[7] = convert_ushort_rtz(K_c_int_ushort_7);
  r3[7] = convert_ushort_rtp(K_c_int_ushort_7);
  r4[7] = convert_ushort_rtn(K_c_int_ushort_7);
  r5[7] = convert_ushort_sat(K_c_int_ushort_7);
  r6[7] = convert_ushort_sat_rte(K_c_int_ushort_7);
  r7[7] = convert_ushort_sat_rtz(K_c_int_ushort_7);
  r8[7] = convert_ushort_sat_rtp(K_c_int_ushort_7);
  r9[7] = convert_ushort_sat_rtn(K_c_int_ushort_7);
  vstore2(as_ushort2(K_c_int_ushort_7), 7, r10);
  r11[7] = (ushort)(K_c_int_ushort_7);
  {
    const ushort d = K_c_int_ushort_7;
    r12[7] = d;
  }
  r13[7] = (ushort)(bool)(K_c_int_ushort_7);
  r0[8] = convert_ushort(K_c_int_ushort_8);
  r1[8] = convert_ushort_rte(K_c_int_ushort_8);
  r2[8] = convert_ushort_rtz(K_c_int_ushort_8);
  r3[8] = convert_ushort_rtp(K_c_int_ushort_8);
  r4[8] = convert_ushort_rtn(K_c_int_ushort_8);
  r5[8] = convert_ushort_sat(K_c_int_ushort_8);
  r6[8] = convert_ushort_sat_rte(K_c_int_ushort_8);
  r7[8] = convert_ushort_sat_rtz(K_c_int_ushort_8);
  r8[8] = convert_ushort_sat_rtp(K_c_int_ushort_8);
  r9[8] = convert_ushort_sat_rtn(K_c_int_ushort_8);
  vstore2(as_ushort2(K_c_int_ushort_8), 8, r10);
  r11[8] = (ushort)(K_c_int_ushort_8);
  {
    const ushort d = K_c_int_ushort_8;
    r12[8] = d;
  }
  r13[8] = (ushort)(bool)(K_c_int_ushort_8);
  r0[9] = convert_ushort(K_c_int_ushort_9);
  r1[9] = convert_ushort_rte(K_c_int_ushort_9);
  r2[9] = convert_ushort_rtz(K_c_int_ushort_9);
  r3[9] = convert_ushort_rtp(K_c_int_ushort_9);
  r4[9] = convert_ushort_rtn(K_c_int_ushort_9);
  r5[9] = convert_ushort_sat(K_c_int_ushort_9);
  r6[9] = convert_ushort_sat_rte(K_c_int_ushort_9);
  r7[9] = convert_ushort_sat_rtz(K_c_int_ushort_9);
  r8[9] = convert_ushort_sat_rtp(K_c_int_ushort_9);
  r9[9] = convert_ushort_sat_rtn(K_c_int_ushort_9);
  vstore2(as_ushort2(K_c_int_ushort_9), 9, r10);
  r11[9] = (ushort)(K_c_int_ushort_9);
  {
    const ushort d = K_c_int_ushort_9;
    r12[9] = d;
  }
  r13[9] = (ushort)(bool)(K_c_int_ushort_9);
  r0[10] = convert_ushort(K_c_int_ushort_10);
  r1[10] = convert_ushort_rte(K_c_int_ushort_10);
  r2[10] = convert_ushort_rtz(K_c_int_ushort_10);
  r3[10] = convert_ushort_rtp(K_c_int_ushort_10);
  r4[10] = convert_ushort_rtn(K_c_int_ushort_10);
  r5[10] = convert_ushort_sat(K_c_int_ushort_10);
  r6[10] = convert_ushort_sat_rte(K_c_int_ushort_10);
  r7[10] = convert_ushort_sat_rtz(K_c_int_ushort_10);
  r8[10] = convert_ushort_sat_rtp(K_c_int_ushort_10);
  r9[10] = convert_ushort_sat_rtn(K_c_int_ushort_10);
  vstore2(as_ushort2(K_c_int_ushort_10), 10, r10);
  r11[10] = (ushort)(K_c_int_ushort_10);
  {
    const ushort d = K_c_int_ushort_10;
    r12[10] = d;
  }
  r13[10] = (ushort)(bool)(K_c_int_ushort_10);
  r0[11] = convert_ushort(K_c_int_ushort_11);
  r1[11] = convert_ushort_rte(K_c_int_ushort_11);
  r2[11] = convert_ushort_rtz(K_c_int_ushort_11);
  r3[11] = convert_ushort_rtp(K_c_int_ushort_11);
  r4[11] = convert_ushort_rtn(K_c_int_ushort_11);
  r5[11] = convert_ushort_sat(K_c_int_ushort_11);
  r6[11] = convert_ushort_sat_rte(K_c_int_ushort_11);
  r7[11] = convert_ushort_sat_rtz(K_c_int_ushort_11);
  r8[11] = convert_ushort_sat_rtp(K_c_int_ushort_11);
  r9[11] = convert_ushort_sat_rtn(K_c_int_ushort_11);
  vstore2(as_ushort2(K_c_int_ushort_11), 11, r10);
  r11[11] = (ushort)(K_c_int_ushort_11);
  {
    const ushort d = K_c_int_ushort_11;
    r12[11] = d;
  }
  r13[11] = (ushort)(bool)(K_c_int_ushort_11);
  r0[12] = convert_ushort(K_c_int_ushort_12);
  r1[12] = convert_ushort_rte(K_c_int_ushort_12);
  r2[12] = convert_ushort_rtz(K_c_int_ushort_12);
  r3[12] = convert_ushort_rtp(K_c_int_ushort_12);
  r4[12] = convert_ushort_rtn(K_c_int_ushort_12);
  r5[12] = convert_ushort_sat(K_c_int_ushort_12);
  r6[12] = convert_ushort_sat_rte(K_c_int_ushort_12);
  r7[12] = convert_ushort_sat_rtz(K_c_int_ushort_12);
  r8[12] = convert_ushort_sat_rtp(K_c_int_ushort_12);
  r9[12] = convert_ushort_sat_rtn(K_c_int_ushort_12);
  vstore2(as_ushort2(K_c_int_ushort_12), 12, r10);
  r11[12] = (ushort)(K_c_int_ushort_12);
  {
    const ushort d = K_c_int_ushort_12;
    r12[12] = d;
  }
  r13[12] = (ushort)(bool)(K_c_int_ushort_12);
  r0[13] = convert_ushort(K_c_int_ushort_13);
  r1[13] = convert_ushort_rte(K_c_int_ushort_13);
  r2[13] = convert_ushort_rtz(K_c_int_ushort_13);
  r3[13] = convert_ushort_rtp(K_c_int_ushort_13);
  r4[13] = convert_ushort_rtn(K_c_int_ushort_13);
  r5[13] = convert_ushort_sat(K_c_int_ushort_13);
  r6[13] = convert_ushort_sat_rte(K_c_int_ushort_13);
  r7[13] = convert_ushort_sat_rtz(K_c_int_ushort_13);
  r8[13] = convert_ushort_sat_rtp(K_c_int_ushort_13);
  r9[13] = convert_ushort_sat_rtn(K_c_int_ushort_13);
  vstore2(as_ushort2(K_c_int_ushort_13), 13, r10);
  r11[13] = (ushort)(K_c_int_ushort_13);
  {
    const ushort d = K_c_int_ushort_13;
    r12[13] = d;
  }
  r13[13] = (ushort)(bool)(K_c_int_ushort_13);
  r0[14] = convert_ushort(K_c_int_ushort_14);
  r1[14] = convert_ushort_rte(K_c_int_ushort_14);
  r2[14] = convert_ushort_rtz(K_c_int_ushort_14);
  r3[14] = convert_ushort_rtp(K_c_int_ushort_14);
  r4[14] = convert_ushort_rtn(K_c_int_ushort_14);
  r5[14] = convert_ushort_sat(K_c_int_ushort_14);
  r6[14] = convert_ushort_sat_rte(K_c_int_ushort_14);
  r7[14] = convert_ushort_sat_rtz(K_c_int_ushort_14);
  r8[14] = convert_ushort_sat_rtp(K_c_int_ushort_14);
  r9[14] = convert_ushort_sat_rtn(K_c_int_ushort_14);
  vstore2(as_ushort2(K_c_int_ushort_14), 14, r10);
  r11[14] = (ushort)(K_c_int_ushort_14);
  {
    const ushort d = K_c_int_ushort_14;
    r12[14] = d;
  }
  r13[14] = (ushort)(bool)(K_c_int_ushort_14);
  r0[15] = convert_ushort(K_c_int_ushort_15);
  r1[15] = convert_ushort_rte(K_c_int_ushort_15);
  r2[15] = convert_ushort_rtz(K_c_int_ushort_15);
  r3[15] = convert_ushort_rtp(K_c_int_ushort_15);
  r4[15] = convert_ushort_rtn(K_c_int_ushort_15);
  r5[15] = convert_ushort_sat(K_c_int_ushort_15);
  r6[15] = convert_ushort_sat_rte(K_c_int_ushort_15);
  r7[15] = convert_ushort_sat_rtz(K_c_int_ushort_15);
  r8[15] = convert_ushort_sat_rtp(K_c_int_ushort_15);
  r9[15] = convert_ushort_sat_rtn(K_c_int_ushort_15);
  vstore2(as_ushort2(K_c_int_ushort_15), 15, r10);
  r11[15] = (ushort)(K_c_int_ushort_15);
  {
    const ushort d = K_c_int_ushort_15;
    r12[15] = d;
  }
  r13[15] = (ushort)(bool)(K_c_int_ushort_15);
  r0[16] = convert_ushort(K_c_int_ushort_16);
  r1[16] = convert_ushort_rte(K_c_int_ushort_16);
  r2[16] = convert_ushort_rtz(K_c_int_ushort_16);
  r3[16] = convert_ushort_rtp(K_c_int_ushort_16);
  r4[16] = convert_ushort_rtn(K_c_int_ushort_16);
  r5[16] = convert_ushort_sat(K_c_int_ushort_16);
  r6[16] = convert_ushort_sat_rte(K_c_int_ushort_16);
  r7[16] = convert_ushort_sat_rtz(K_c_int_ushort_16);
  r8[16] = convert_ushort_sat_rtp(K_c_int_ushort_16);
  r9[16] = convert_ushort_sat_rtn(K_c_int_ushort_16);
  vstore2(as_ushort2(K_c_int_ushort_16), 16, r10);
  r11[16] = (ushort)(K_c_int_ushort_16);
  {
    const ushort d = K_c_int_ushort_16;
    r12[16] = d;
  }
  r13[16] = (ushort)(bool)(K_c_int_ushort_16);
  r0[17] = convert_ushort(K_c_int_ushort_17);
  r1[17] = convert_ushort_rte(K_c_int_ushort_17);
  r2[17] = convert_ushort_rtz(K_c_int_ushort_17);
  r3[17] = convert_ushort_rtp(K_c_int_ushort_17);
  r4[17] = convert_ushort_rtn(K_c_int_ushort_17);
  r5[17] = convert_ushort_sat(K_c_int_ushort_17);
  r6[17] = convert_ushort_sat_rte(K_c_int_ushort_17);
  r7[17] = convert_ushort_sat_rtz(K_c_int_ushort_17);
  r8[17] = convert_ushort_sat_rtp(K_c_int_ushort_17);
  r9[17] = convert_ushort_sat_rtn(K_c_int_ushort_17);
  vstore2(as_ushort2(K_c_int_ushort_17), 17, r10);
  r11[17] = (ushort)(K_c_int_ushort_17);
  {
    const ushort d = K_c_int_ushort_17;
    r12[17] = d;
  }
  r13[17] = (ushort)(bool)(K_c_int_ushort_17);
  r0[18] = convert_ushort(K_c_int_ushort_18);
  r1[18] = convert_ushort_rte(K_c_int_ushort_18);
  r2[18] = convert_ushort_rtz(K_c_int_ushort_18);
  r3[18] = convert_ushort_rtp(K_c_int_ushort_18);
  r4[18] = convert_ushort_rtn(K_c_int_ushort_18);
  r5[18] = convert_ushort_sat(K_c_int_ushort_18);
  r6[18] = convert_ushort_sat_rte(K_c_int_ushort_18);
  r7[18] = convert_ushort_sat_rtz(K_c_int_ushort_18);
  r8[18] = convert_ushort_sat_rtp(K_c_int_ushort_18);
  r9[18] = convert_ushort_sat_rtn(K_c_int_ushort_18);
  vstore2(as_ushort2(K_c_int_ushort_18), 18, r10);
  r11[18] = (ushort)(K_c_int_ushort_18);
  {
    const ushort d = K_c_int_ushort_18;
    r12[18] = d;
  }
  r13[18] = (ushort)(bool)(K_c_int_ushort_18);
  r0[19] = convert_ushort(K_c_int_ushort_19);
  r1[19] = convert_ushort_rte(K_c_int_ushort_19);
  r2[19] = convert_ushort_rtz(K_c_int_ushort_19);
  r3[19] = convert_ushort_rtp(K_c_int_ushort_19);
  r4[19] = convert_ushort_rtn(K_c_int_ushort_19);
  r5[19] = convert_ushort_sat(K_c_int_ushort_19);
  r6[19] = convert_ushort_sat_rte(K_c_int_ushort_19);
  r7[19] = convert_ushort_sat_rtz(K_c_int_ushort_19);
  r8[19] = convert_ushort_sat_rtp(K_c_int_ushort_19);
  r9[19] = convert_ushort_sat_rtn(K_c_int_ushort_19);
  vstore2(as_ushort2(K_c_int_ushort_19), 19, r10);
  r11[19] = (ushort)(K_c_int_ushort_19);
  {
    const ushort d = K_c_int_ushort_19;
    r12[19] = d;
  }
  r13[19] = (ushort)(bool)(K_c_int_ushort_19);
  r0[20] = convert_ushort(K_c_int_ushort_20);
  r1[20] = convert_ushort_rte(K_c_int_ushort_20);
  r2[20] = convert_ushort_rtz(K_c_int_ushort_20);
  r3[20] = convert_ushort_rtp(K_c_int_ushort_20);
  r4[20] = convert_ushort_rtn(K_c_int_ushort_20);
  r5[20] = convert_ushort_sat(K_c_int_ushort_20);
  r6[20] = convert_ushort_sat_rte(K_c_int_ushort_20);
  r7[20] = convert_ushort_sat_rtz(K_c_int_ushort_20);
  r8[20] = convert_ushort_sat_rtp(K_c_int_ushort_20);
  r9[20] = convert_ushort_sat_rtn(K_c_int_ushort_20);
  vstore2(as_ushort2(K_c_int_ushort_20), 20, r10);
  r11[20] = (ushort)(K_c_int_ushort_20);
  {
    const ushort d = K_c_int_ushort_20;
    r12[20] = d;
  }
  r13[20] = (ushort)(bool)(K_c_int_ushort_20);
  r0[21] = convert_ushort(K_c_int_ushort_21);
  r1[21] = convert_ushort_rte(K_c_int_ushort_21);
  r2[21] = convert_ushort_rtz(K_c_int_ushort_21);
  r3[21] = convert_ushort_rtp(K_c_int_ushort_21);
  r4[21] = convert_ushort_rtn(K_c_int_ushort_21);
  r5[21] = convert_ushort_sat(K_c_int_ushort_21);
  r6[21] = convert_ushort_sat_rte(K_c_int_ushort_21);
  r7[21] = convert_ushort_sat_rtz(K_c_int_ushort_21);
  r8[21] = convert_ushort_sat_rtp(K_c_int_ushort_21);
  r9[21] = convert_ushort_sat_rtn(K_c_int_ushort_21);
  vstore2(as_ushort2(K_c_int_ushort_21), 21, r10);
  r11[21] = (ushort)(K_c_int_ushort_21);
  {
    const ushort d = K_c_int_ushort_21;
    r12[21] = d;
  }
  r13[21] = (ushort)(bool)(K_c_int_ushort_21);
  r0[22] = convert_ushort(K_c_int_ushort_22);
  r1[22] = convert_ushort_rte(K_c_int_ushort_22);
  r2[22] = convert_ushort_rtz(K_c_int_ushort_22);
  r3[22] = convert_ushort_rtp(K_c_int_ushort_22);
  r4[22] = convert_ushort_rtn(K_c_int_ushort_22);
  r5[22] = convert_ushort_sat(K_c_int_ushort_22);
  r6[22] = convert_ushort_sat_rte(K_c_int_ushort_22);
  r7[22] = convert_ushort_sat_rtz(K_c_int_ushort_22);
  r8[22] = convert_ushort_sat_rtp(K_c_int_ushort_22);
  r9[22] = convert_ushort_sat_rtn(K_c_int_ushort_22);
  vstore2(as_ushort2(K_c_int_ushort_22), 22, r10);
  r11[22] = (ushort)(K_c_int_ushort_22);
  {
    const ushort d = K_c_int_ushort_22;
    r12[22] = d;
  }
  r13[22] = (ushort)(bool)(K_c_int_ushort_22);
  r0[23] = convert_ushort(K_c_int_ushort_23);
  r1[23] = convert_ushort_rte(K_c_int_ushort_23);
  r2[23] = convert_ushort_rtz(K_c_int_ushort_23);
  r3[23] = convert_ushort_rtp(K_c_int_ushort_23);
  r4[23] = convert_ushort_rtn(K_c_int_ushort_23);
  r5[23] = convert_ushort_sat(K_c_int_ushort_23);
  r6[23] = convert_ushort_sat_rte(K_c_int_ushort_23);
  r7[23] = convert_ushort_sat_rtz(K_c_int_ushort_23);
  r8[23] = convert_ushort_sat_rtp(K_c_int_ushort_23);
  r9[23] = convert_ushort_sat_rtn(K_c_int_ushort_23);
  vstore2(as_ushort2(K_c_int_ushort_23), 23, r10);
  r11[23] = (ushort)(K_c_int_ushort_23);
  {
    const ushort d = K_c_int_ushort_23;
    r12[23] = d;
  }
  r13[23] = (ushort)(bool)(K_c_int_ushort_23);
  r0[24] = convert_ushort(K_c_int_ushort_24);
  r1[24] = convert_ushort_rte(K_c_int_ushort_24);
  r2[24] = convert_ushort_rtz(K_c_int_ushort_24);
  r3[24] = convert_ushort_rtp(K_c_int_ushort_24);
  r4[24] = convert_ushort_rtn(K_c_int_ushort_24);
  r5[24] = convert_ushort_sat(K_c_int_ushort_24);
  r6[24] = convert_ushort_sat_rte(K_c_int_ushort_24);
  r7[24] = convert_ushort_sat_rtz(K_c_int_ushort_24);
  r8[24] = convert_ushort_sat_rtp(K_c_int_ushort_24);
  r9[24] = convert_ushort_sat_rtn(K_c_int_ushort_24);
  vstore2(as_ushort2(K_c_int_ushort_24), 24, r10);
  r11[24] = (ushort)(K_c_int_ushort_24);
  {
    const ushort d = K_c_int_ushort_24;
    r12[24] = d;
  }
  r13[24] = (ushort)(bool)(K_c_int_ushort_24);
  r0[25] = convert_ushort(K_c_int_ushort_25);
  r1[25] = convert_ushort_rte(K_c_int_ushort_25);
  r2[25] = convert_ushort_rtz(K_c_int_ushort_25);
  r3[25] = convert_ushort_rtp(K_c_int_ushort_25);
  r4[25] = convert_ushort_rtn(K_c_int_ushort_25);
  r5[25] = convert_ushort_sat(K_c_int_ushort_25);
  r6[25] = convert_ushort_sat_rte(K_c_int_ushort_25);
  r7[25] = convert_ushort_sat_rtz(K_c_int_ushort_25);
  r8[25] = convert_ushort_sat_rtp(K_c_int_ushort_25);
  r9[25] = convert_ushort_sat_rtn(K_c_int_ushort_25);
  vstore2(as_ushort2(K_c_int_ushort_25), 25, r10);
  r11[25] = (ushort)(K_c_int_ushort_25);
  {
    const ushort d = K_c_int_ushort_25;
    r12[25] = d;
  }
  r13[25] = (ushort)(bool)(K_c_int_ushort_25);
  r0[26] = convert_ushort(K_c_int_ushort_26);
  r1[26] = convert_ushort_rte(K_c_int_ushort_26);
  r2[26] = convert_ushort_rtz(K_c_int_ushort_26);
  r3[26] = convert_ushort_rtp(K_c_int_ushort_26);
  r4[26] = convert_ushort_rtn(K_c_int_ushort_26);
  r5[26] = convert_ushort_sat(K_c_int_ushort_26);
  r6[26] = convert_ushort_sat_rte(K_c_int_ushort_26);
  r7[26] = convert_ushort_sat_rtz(K_c_int_ushort_26);
  r8[26] = convert_ushort_sat_rtp(K_c_int_ushort_26);
  r9[26] = convert_ushort_sat_rtn(K_c_int_ushort_26);
  vstore2(as_ushort2(K_c_int_ushort_26), 26, r10);
  r11[26] = (ushort)(K_c_int_ushort_26);
  {
    const ushort d = K_c_int_ushort_26;
    r12[26] = d;
  }
  r13[26] = (ushort)(bool)(K_c_int_ushort_26);
  r0[27] = convert_ushort(K_c_int_ushort_27);
  r1[27] = convert_ushort_rte(K_c_int_ushort_27);
  r2[27] = convert_ushort_rtz(K_c_int_ushort_27);
  r3[27] = convert_ushort_rtp(K_c_int_ushort_27);
  r4[27] = convert_ushort_rtn(K_c_int_ushort_27);
  r5[27] = convert_ushort_sat(K_c_int_ushort_27);
  r6[27] = convert_ushort_sat_rte(K_c_int_ushort_27);
  r7[27] = convert_ushort_sat_rtz(K_c_int_ushort_27);
  r8[27] = convert_ushort_sat_rtp(K_c_int_ushort_27);
  r9[27] = convert_ushort_sat_rtn(K_c_int_ushort_27);
  vstore2(as_ushort2(K_c_int_ushort_27), 27, r10);
  r11[27] = (ushort)(K_c_int_ushort_27);
  {
    const ushort d = K_c_int_ushort_27;
    r12[27] = d;
  }
  r13[27] = (ushort)(bool)(K_c_int_ushort_27);
}

#define K_c_int_int_0 ((int)(0))
#define K_c_int_int_1 ((int)(1))
#define K_c_int_int_2 ((int)(126))
#define K_c_int_int_3 ((int)(127))
#define K_c_int_int_4 ((int)(128))
#define K_c_int_int_5 ((int)(254))
#define K_c_int_int_6 ((int)(255))
#define K_c_int_int_7 ((int)(256))
#define K_c_int_int_8 ((int)(32766))
#define K_c_int_int_9 ((int)(32767))
#define K_c_int_int_10 ((int)(32768))
#define K_c_int_int_11 ((int)(65520))
#define K_c_int_int_12 ((int)(65534))
#define K_c_int_int_13 ((int)(65535))
#define K_c_int_int_14 ((int)(65536))
#define K_c_int_int_15 ((int)(16777217))
#define K_c_int_int_16 ((int)(2147483646))
#define K_c_int_int_17 ((int)(2147483647))
#define K_c_int_int_18 ((int)(-2147483648))
#define K_c_int_int_19 ((int)(-2147483647))
#define K_c_int_int_20 ((int)(-32769))
#define K_c_int_int_21 ((int)(-32768))
#define K_c_int_int_22 ((int)(-32767))
#define K_c_int_int_23 ((int)(-129))
#define K_c_int_int_24 ((int)(-128))
#define K_c_int_int_25 ((int)(-127))
#define K_c_int_int_26 ((int)(-2))
#define K_c_int_int_27 ((int)(-1))
__kernel void c_int_int(__global int* r0, __global int* r1, __global int* r2, __global int* r3, __global int* r4, __global int* r5, __global int* r6, __global int* r7, __global int* r8, __global int* r9, __global int* r10, __global int* r11) {
  r0[0] = convert_int(K_c_int_int_0);
  r1[0] = convert_int_rte(K_c_int_int_0);
  r2[0] = convert_int_rtz(K_c_int_int_0);
  r3[0] = convert_int_rtp(K_c_int_int_0);
  r4[0] = convert_int_rtn(K_c_int_int_0);
  r5[0] = convert_int_sat(K_c_int_int_0);
  r6[0] = convert_int_sat_rte(K_c_int_int_0);
  r7[0] = convert_int_sat_rtz(K_c_int_int_0);
  r8[0] = convert_int_sat_rtp(K_c_int_int_0);
  r9[0] = convert_int_sat_rtn(K_c_int_int_0);
  r10[0] = as_int(K_c_int_int_0);
  r11[0] = (int)(bool)(K_c_int_int_0);
  r0[1] = convert_int(K_c_int_int_1);
  r1[1] = convert_int_rte(K_c_int_int_1);
  r2[1] = convert_int_rtz(K_c_int_int_1);
  r3[1] = convert_int_rtp(K_c_int_int_1);
  r4[1] = convert_int_rtn(K_c_int_int_1);
  r5[1] = convert_int_sat(K_c_int_int_1);
  r6[1] = convert_int_sat_rte(K_c_int_int_1);
  r7[1] = convert_int_sat_rtz(K_c_int_int_1);
  r8[1] = convert_int_sat_rtp(K_c_int_int_1);
  r9[1] = convert_int_sat_rtn(K_c_int_int_1);
  r10[1] = as_int(K_c_int_int_1);
  r11[1] = (int)(bool)(K_c_int_int_1);
  r0[2] = convert_int(K_c_int_int_2);
  r1[2] = convert_int_rte(K_c_int_int_2);
  r2[2] = convert_int_rtz(K_c_int_int_2);
  r3[2] = convert_int_rtp(K_c_int_int_2);
  r4[2] = convert_int_rtn(K_c_int_int_2);
  r5[2] = convert_int_sat(K_c_int_int_2);
  r6[2] = convert_int_sat_rte(K_c_int_int_2);
  r7[2] = convert_int_sat_rtz(K_c_int_int_2);
  r8[2] = convert_int_sat_rtp(K_c_int_int_2);
  r9[2] = convert_int_sat_rtn(K_c_int_int_2);
  r10[2] = as_int(K_c_int_int_2);
  r11[2] = (int)(bool)(K_c_int_int_2);
  r0[3] = convert_int(K_c_int_int_3);
  r1[3] = convert_int_rte(K_c_int_int_3);
  r2[3] = convert_int_rtz(K_c_int_int_3);
  r3[3] = convert_int_rtp(K_c_int_int_3);
  r4[3] = convert_int_rtn(K_c_int_int_3);
  r5[3] = convert_int_sat(K_c_int_int_3);
  r6[3] = convert_int_sat_rte(K_c_int_int_3);
  r7[3] = convert_int_sat_rtz(K_c_int_int_3);
  r8[3] = convert_int_sat_rtp(K_c_int_int_3);
  r9[3] = convert_int_sat_rtn(K_c_int_int_3);
  r10[3] = as_int(K_c_int_int_3);
  r11[3] = (int)(bool)(K_c_int_int_3);
  r0[4] = convert_int(K_c_int_int_4);
  r1[4] = convert_int_rte(K_c_int_int_4);
  r2[4] = convert_int_rtz(K_c_int_int_4);
  r3[4] = convert_int_rtp(K_c_int_int_4);
  r4[4] = convert_int_rtn(K_c_int_int_4);
  r5[4] = convert_int_sat(K_c_int_int_4);
  r6[4] = convert_int_sat_rte(K_c_int_int_4);
  r7[4] = convert_int_sat_rtz(K_c_int_int_4);
  r8[4] = convert_int_sat_rtp(K_c_int_int_4);
  r9[4] = convert_int_sat_rtn(K_c_int_int_4);
  r10[4] = as_int(K_c_int_int_4);
  r11[4] = (int)(bool)(K_c_int_int_4);
  r0[5] = convert_int(K_c_int_int_5);
  r1[5] = convert_int_rte(K_c_int_int_5);
  r2[5] = convert_int_rtz(K_c_int_int_5);
  r3[5] = convert_int_rtp(K_c_int_int_5);
  r4[5] = convert_int_rtn(K_c_int_int_5);
  r5[5] = convert_int_sat(K_c_int_int_5);
  r6[5] = convert_int_sat_rte(K_c_int_int_5);
  r7[5] = convert_int_sat_rtz(K_c_int_int_5);
  r8[5] = convert_int_sat_rtp(K_c_int_int_5);
  r9[5] = convert_int_sat_rtn(K_c_int_int_5);
  r10[5] = as_int(K_c_int_int_5);
  r11[5] = (int)(bool)(K_c_int_int_5);
  r0[6] = convert_int(K_c_int_int_6);
  r1[6] = convert_int_rte(K_c_int_int_6);
  r2[6] = convert_int_rtz(K_c_int_int_6);
  r3[6] = convert_int_rtp(K_c_int_int_6);
  r4[6] = convert_int_rtn(K_c_int_int_6);
  r5[6] = convert_int_sat(K_c_int_int_6);
  r6[6] = convert_int_sat_rte(K_c_int_int_6);
  r7[6] = convert_int_sat_rtz(K_c_int_int_6);
  r8[6] = convert_int_sat_rtp(K_c_int_int_6);
  r9[6] = convert_int_sat_rtn(K_c_int_int_6);
  r10[6] = as_int(K_c_int_int_6);
  r11[6] = (int)(bool)(K_c_int_int_6);
  r0[7] = convert_int(K_c_int_int_7);
  r1[7] = convert_int_rte(K_c_int_int_7);
  r2[7] = convert_int_rtz(K_c_int_int_7);
  r3[7] = convert_int_rtp(K_c_int_int_7);
  r4[7] = convert_int_rtn(K_c_int_int_7);
  r5[7] = convert_int_sat(K_c_int_int_7);
  r6[7] = convert_int_sat_rte(K_c_int_int_7);
  r7[7] = convert_int_sat_rtz(K_c_int_int_7);
  r8[7] = convert_int_sat_rtp(K_c_int_int_7);
  r9[7] = convert_int_sat_rtn(K_c_int_int_7);
  r10[7] = as_int(K_c_int_int_7);
  r11[7] = (int)(bool)(K_c_int_int_7);
  r0[8] = convert_int(K_c_int_int_8);
  r1[8] = convert_int_rte(K_c_int_int_8);
  r2[8] = convert_int_rtz(K_c_int_int_8);
  r3[8] = convert_int_rtp(K_c_int_int_8);
  r4[8] = convert_int_rtn(K_c_int_int_8);
  r5[8] = convert_int_sat(K_c_int_int_8);
  r6[8] = convert_int_sat_rte(K_c_int_int_8);
  r7[8] = convert_int_sat_rtz(K_c_int_int_8);
  r8[8] = convert_int_sat_rtp(K_c_int_int_8);
  r9[8] = convert_int_sat_rtn(K_c_int_int_8);
  r10[8] = as_int(K_c_int_int_8);
  r11[8] = (int)(bool)(K_c_int_int_8);
  r0[9] = convert_int(K_c_int_int_9);
  r1[9] = convert_int_rte(K_c_int_int_9);
  r2[9] = convert_int_rtz(K_c_int_int_9);
  r3[9] = convert_int_rtp(K_c_int_int_9);
  r4[9] = convert_int_rtn(K_c_int_int_9);
  r5[9] = convert_int_sat(K_c_int_int_9);
  r6[9] = convert_int_sat_rte(K_c_int_int_9);
  r7[9] = convert_int_sat_rtz(K_c_int_int_9);
  r8[9] = convert_int_sat_rtp(K_c_int_int_9);
  r9[9] = convert_int_sat_rtn(K_c_int_int_9);
  r10[9] = as_int(K_c_int_int_9);
  r11[9] = (int)(bool)(K_c_int_int_9);
  r0[10] = convert_int(K_c_int_int_10);
  r1[10] = convert_int_rte(K_c_int_int_10);
  r2[10] = convert_int_rtz(K_c_int_int_10);
  r3[10] = convert_int_rtp(K_c_int_int_10);
  r4[10] = convert_int_rtn(K_c_int_int_10);
  r5[10] = convert_int_sat(K_c_int_int_10);
  r6[10] = convert_int_sat_rte(K_c_int_int_10);
  r7[10] = convert_int_sat_rtz(K_c_int_int_10);
  r8[10] = convert_int_sat_rtp(K_c_int_int_10);
  r9[10] = convert_int_sat_rtn(K_c_int_int_10);
  r10[10] = as_int(K_c_int_int_10);
  r11[10] = (int)(bool)(K_c_int_int_10);
  r0[11] = convert_int(K_c_int_int_11);
  r1[11] = convert_int_rte(K_c_int_int_11);
  r2[11] = convert_int_rtz(K_c_int_int_11);
  r3[11] = convert_int_rtp(K_c_int_int_11);
  r4[11] = convert_int_rtn(K_c_int_int_11);
  r5[11] = convert_int_sat(K_c_int_int_11);
  r6[11] = convert_int_sat_rte(K_c_int_int_11);
  r7[11] = convert_int_sat_rtz(K_c_int_int_11);
  r8[11] = convert_int_sat_rtp(K_c_int_int_11);
  r9[11] = convert_int_sat_rtn(K_c_int_int_11);
  r10[11] = as_int(K_c_int_int_11);
  r11[11] = (int)(bool)(K_c_int_int_11);
  r0[12] = convert_int(K_c_int_int_12);
  r1[12] = convert_int_rte(K_c_int_int_12);
  r2[12] = convert_int_rtz(K_c_int_int_12);
  r3[12] = convert_int_rtp(K_c_int_int_12);
  r4[12] = convert_int_rtn(K_c_int_int_12);
  r5[12] = convert_int_sat(K_c_int_int_12);
  r6[12] = convert_int_sat_rte(K_c_int_int_12);
  r7[12] = convert_int_sat_rtz(K_c_int_int_12);
  r8[12] = convert_int_sat_rtp(K_c_int_int_12);
  r9[12] = convert_int_sat_rtn(K_c_int_int_12);
  r10[12] = as_int(K_c_int_int_12);
  r11[12] = (int)(bool)(K_c_int_int_12);
  r0[13] = convert_int(K_c_int_int_13);
  r1[13] = convert_int_rte(K_c_int_int_13);
  r2[13] = convert_int_rtz(K_c_int_int_13);
  r3[13] = convert_int_rtp(K_c_int_int_13);
  r4[13] = convert_int_rtn(K_c_int_int_13);
  r5[13] = convert_int_sat(K_c_int_int_13);
  r6[13] = convert_int_sat_rte(K_c_int_int_13);
  r7[13] = convert_int_sat_rtz(K_c_int_int_13);
  r8[13] = convert_int_sat_rtp(K_c_int_int_13);
  r9[13] = convert_int_sat_rtn(K_c_int_int_13);
  r10[13] = as_int(K_c_int_int_13);
  r11[13] = (int)(bool)(K_c_int_int_13);
  r0[14] = convert_int(K_c_int_int_14);
  r1[14] = convert_int_rte(K_c_int_int_14);
  r2[14] = convert_int_rtz(K_c_int_int_14);
  r3[14] = convert_int_rtp(K_c_int_int_14);
  r4[14] = convert_int_rtn(K_c_int_int_14);
  r5[14] = convert_int_sat(K_c_int_int_14);
  r6[14] = convert_int_sat_rte(K_c_int_int_14);
  r7[14] = convert_int_sat_rtz(K_c_int_int_14);
  r8[14] = convert_int_sat_rtp(K_c_int_int_14);
  r9[14] = convert_int_sat_rtn(K_c_int_int_14);
  r10[14] = as_int(K_c_int_int_14);
  r11[14] = (int)(bool)(K_c_int_int_14);
  r0[15] = convert_int(K_c_int_int_15);
  r1[15] = convert_int_rte(K_c_int_int_15);
  r2[15] = convert_int_rtz(K_c_int_int_15);
  r3[15] = convert_int_rtp(K_c_int_int_15);
  r4[15] = convert_int_rtn(K_c_int_int_15);
  r5[15] = convert_int_sat(K_c_int_int_15);
  r6[15] = convert_int_sat_rte(K_c_int_int_15);
  r7[15] = convert_int_sat_rtz(K_c_int_int_15);
  r8[15] = convert_int_sat_rtp(K_c_int_int_15);
  r9[15] = convert_int_sat_rtn(K_c_int_int_15);
  r10[15] = as_int(K_c_int_int_15);
  r11[15] = (int)(bool)(K_c_int_int_15);
  r0[16] = convert_int(K_c_int_int_16);
  r1[16] = convert_int_rte(K_c_int_int_16);
  r2[16] = convert_int_rtz(K_c_int_int_16);
  r3[16] = convert_int_rtp(K_c_int_int_16);
  r4[16] = convert_int_rtn(K_c_int_int_16);
  r5[16] = convert_int_sat(K_c_int_int_16);
  r6[16] = convert_int_sat_rte(K_c_int_int_16);
  r7[16] = convert_int_sat_rtz(K_c_int_int_16);
  r8[16] = convert_int_sat_rtp(K_c_int_int_16);
  r9[16] = convert_int_sat_rtn(K_c_int_int_16);
  r10[16] = as_int(K_c_int_int_16);
  r11[16] = (int)(bool)(K_c_int_int_16);
  r0[17] = convert_int(K_c_int_int_17);
  r1[17] = convert_int_rte(K_c_int_int_17);
  r2[17] = convert_int_rtz(K_c_int_int_17);
  r3[17] = convert_int_rtp(K_c_int_int_17);
  r4[17] = convert_int_rtn(K_c_int_int_17);
  r5[17] = convert_int_sat(K_c_int_int_17);
  r6[17] = convert_int_sat_rte(K_c_int_int_17);
  r7[17] = convert_int_sat_rtz(K_c_int_int_17);
  r8[17] = convert_int_sat_rtp(K_c_int_int_17);
  r9[17] = convert_int_sat_rtn(K_c_int_int_17);
  r10[17] = as_int(K_c_int_int_17);
  r11[17] = (int)(bool)(K_c_int_int_17);
  r0[18] = convert_int(K_c_int_int_18);
  r1[18] = convert_int_rte(K_c_int_int_18);
  r2[18] = convert_int_rtz(K_c_int_int_18);
  r3[18] = convert_int_rtp(K_c_int_int_18);
  r4[18] = convert_int_rtn(K_c_int_int_18);
  r5[18] = convert_int_sat(K_c_int_int_18);
  r6[18] = convert_int_sat_rte(K_c_int_int_18);
  r7[18] = convert_int_sat_rtz(K_c_int_int_18);
  r8[18] = convert_int_sat_rtp(K_c_int_int_18);
  r9[18] = convert_int_sat_rtn(K_c_int_int_18);
  r10[18] = as_int(K_c_int_int_18);
  r11[18] = (int)(bool)(K_c_int_int_18);
  r0[19] = convert_int(K_c_int_int_19);
  r1[19] = convert_int_rte(K_c_int_int_19);
  r2[19] = convert_int_rtz(K_c_int_int_19);
  r3[19] = convert_int_rtp(K_c_int_int_19);
  r4[19] = convert_int_rtn(K_c_int_int_19);
  r5[19] = convert_int_sat(K_c_int_int_19);
  r6[19] = convert_int_sat_rte(K_c_int_int_19);
  r7[19] = convert_int_sat_rtz(K_c_int_int_19);
  r8[19] = convert_int_sat_rtp(K_c_int_int_19);
  r9[19] = convert_int_sat_rtn(K_c_int_int_19);
  r10[19] = as_int(K_c_int_int_19);
  r11[19] = (int)(bool)(K_c_int_int_19);
  r0[20] = convert_int(K_c_int_int_20);
  r1[20] = convert_int_rte(K_c_int_int_20);
  r2[20] = convert_int_rtz(K_c_int_int_20);
  r3[20] = convert_int_rtp(K_c_int_int_20);
  r4[20] = convert_int_rtn(K_c_int_int_20);
  r5[20] = convert_int_sat(K_c_int_int_20);
  r6[20] = convert_int_sat_rte(K_c_int_int_20);
  r7[20] = convert_int_sat_rtz(K_c_int_int_20);
  r8[20] = convert_int_sat_rtp(K_c_int_int_20);
  r9[20] = convert_int_sat_rtn(K_c_int_int_20);
  r10[20] = as_int(K_c_int_int_20);
  r11[20] = (int)(bool)(K_c_int_int_20);
  r0[21] = convert_int(K_c_int_int_21);
  r1[21] = convert_int_rte(K_c_int_int_21);
  r2[21] = convert_int_rtz(K_c_int_int_21);
  r3[21] = convert_int_rtp(K_c_int_int_21);
  r4[21] = convert_int_rtn(K_c_int_int_21);
  r5[21] = convert_int_sat(K_c_int_int_21);
  r6[21] = convert_int_sat_rte(K_c_int_int_21);
  r7[21] = convert_int_sat_rtz(K_c_int_int_21);
  r8[21] = convert_int_sat_rtp(K_c_int_int_21);
  r9[21] = convert_int_sat_rtn(K_c_int_int_21);
  r10[21] = as_int(K_c_int_int_21);
  r11[21] = (int)(bool)(K_c_int_int_21);
  r0[22] = convert_int(K_c_int_int_22);
  r1[22] = convert_int_rte(K_c_int_int_22);
  r2[22] = convert_int_rtz(K_c_int_int_22);
  r3[22] = convert_int_rtp(K_c_int_int_22);
  r4[22] = convert_int_rtn(K_c_int_int_22);
  r5[22] = convert_int_sat(K_c_int_int_22);
  r6[22] = convert_int_sat_rte(K_c_int_int_22);
  r7[22] = convert_int_sat_rtz(K_c_int_int_22);
  r8[22] = convert_int_sat_rtp(K_c_int_int_22);
  r9[22] = convert_int_sat_rtn(K_c_int_int_22);
  r10[22] = as_int(K_c_int_int_22);
  r11[22] = (int)(bool)(K_c_int_int_22);
  r0[23] = convert_int(K_c_int_int_23);
  r1[23] = convert_int_rte(K_c_int_int_23);
  r2[23] = convert_int_rtz(K_c_int_int_23);
  r3[23] = convert_int_rtp(K_c_int_int_23);
  r4[23] = convert_int_rtn(K_c_int_int_23);
  r5[23] = convert_int_sat(K_c_int_int_23);
  r6[23] = convert_int_sat_rte(K_c_int_int_23);
  r7[23] = convert_int_sat_rtz(K_c_int_int_23);
  r8[23] = convert_int_sat_rtp(K_c_int_int_23);
  r9[23] = convert_int_sat_rtn(K_c_int_int_23);
  r10[23] = as_int(K_c_int_int_23);
  r11[23] = (int)(bool)(K_c_int_int_23);
  r0[24] = convert_int(K_c_int_int_24);
  r1[24] = convert_int_rte(K_c_int_int_24);
  r2[24] = convert_int_rtz(K_c_int_int_24);
  r3[24] = convert_int_rtp(K_c_int_int_24);
  r4[24] = convert_int_rtn(K_c_int_int_24);
  r5[24] = convert_int_sat(K_c_int_int_24);
  r6[24] = convert_int_sat_rte(K_c_int_int_24);
  r7[24] = convert_int_sat_rtz(K_c_int_int_24);
  r8[24] = convert_int_sat_rtp(K_c_int_int_24);
  r9[24] = convert_int_sat_rtn(K_c_int_int_24);
  r10[24] = as_int(K_c_int_int_24);
  r11[24] = (int)(bool)(K_c_int_int_24);
  r0[25] = convert_int(K_c_int_int_25);
  r1[25] = convert_int_rte(K_c_int_int_25);
  r2[25] = convert_int_rtz(K_c_int_int_25);
  r3[25] = convert_int_rtp(K_c_int_int_25);
  r4[25] = convert_int_rtn(K_c_int_int_25);
  r5[25] = convert_int_sat(K_c_int_int_25);
  r6[25] = convert_int_sat_rte(K_c_int_int_25);
  r7[25] = convert_int_sat_rtz(K_c_int_int_25);
  r8[25] = convert_int_sat_rtp(K_c_int_int_25);
  r9[25] = convert_int_sat_rtn(K_c_int_int_25);
  r10[25] = as_int(K_c_int_int_25);
  r11[25] = (int)(bool)(K_c_int_int_25);
  r0[26] = convert_int(K_c_int_int_26);
  r1[26] = convert_int_rte(K_c_int_int_26);
  r2[26] = convert_int_rtz(K_c_int_int_26);
  r3[26] = convert_int_rtp(K_c_int_int_26);
  r4[26] = convert_int_rtn(K_c_int_int_26);
  r5[26] = convert_int_sat(K_c_int_int_26);
  r6[26] = convert_int_sat_rte(K_c_int_int_26);
  r7[26] = convert_int_sat_rtz(K_c_int_int_26);
  r8[26] = convert_int_sat_rtp(K_c_int_int_26);
  r9[26] = convert_int_sat_rtn(K_c_int_int_26);
  r10[26] = as_int(K_c_int_int_26);
  r11[26] = (int)(bool)(K_c_int_int_26);
  r0[27] = convert_int(K_c_int_int_27);
  r1[27] = convert_int_rte(K_c_int_int_27);
  r2[27] = convert_int_rtz(K_c_int_int_27);
  r3[27] = convert_int_rtp(K_c_int_int_27);
  r4[27] = convert_int_rtn(K_c_int_int_27);
  r5[27] = convert_int_sat(K_c_int_int_27);
  r6[27] = convert_int_sat_rte(K_c_int_int_27);
  r7[27] = convert_int_sat_rtz(K_c_int_int_27);
  r8[27] = convert_int_sat_rtp(K_c_int_int_27);
  r9[27] = convert_int_sat_rtn(K_c_int_int_27);
  r10[27] = as_int(K_c_int_int_27);
  r11[27] = (int)(bool)(K_c_int_int_27);
}

#define K_c_int_uint_0 ((int)(0))
#define K_c_int_uint_1 ((int)(1))
#define K_c_int_uint_2 ((int)(126))
#define K_c_int_uint_3 ((int)(127))
#define K_c_int_uint_4 ((int)(128))
#define K_c_int_uint_5 ((int)(254))
#define K_c_int_uint_6 ((int)(255))
#define K_c_int_uint_7 ((int)(256))
#define K_c_int_uint_8 ((int)(32766))
#define K_c_int_uint_9 ((int)(32767))
#define K_c_int_uint_10 ((int)(32768))
#define K_c_int_uint_11 ((int)(65520))
#define K_c_int_uint_12 ((int)(65534))
#define K_c_int_uint_13 ((int)(65535))
#define K_c_int_uint_14 ((int)(65536))
#define K_c_int_uint_15 ((int)(16777217))
#define K_c_int_uint_16 ((int)(2147483646))
#define K_c_int_uint_17 ((int)(2147483647))
#define K_c_int_uint_18 ((int)(-2147483648))
#define K_c_int_uint_19 ((int)(-2147483647))
#define K_c_int_uint_20 ((int)(-32769))
#define K_c_int_uint_21 ((int)(-32768))
#define K_c_int_uint_22 ((int)(-32767))
#define K_c_int_uint_23 ((int)(-129))
#define K_c_int_uint_24 ((int)(-128))
#define K_c_int_uint_25 ((int)(-127))
#define K_c_int_uint_26 ((int)(-2))
#define K_c_int_uint_27 ((int)(-1))
__kernel void c_int_uint(__global uint* r0, __global uint* r1, __global uint* r2, __global uint* r3, __global uint* r4, __global uint* r5, __global uint* r6, __global uint* r7, __global uint* r8, __global uint* r9, __global uint* r10, __global uint* r11, __global uint* r12, __global uint* r13) {
  r0[0] = convert_uint(K_c_int_uint_0);
  r1[0] = convert_uint_rte(K_c_int_uint_0);
  r2[0] = convert_uint_rtz(K_c_int_uint_0);
  r3[0] = convert_uint_rtp(K_c_int_uint_0);
  r4[0] = convert_uint_rtn(K_c_int_uint_0);
  r5[0] = convert_uint_sat(K_c_int_uint_0);
  r6[0] = convert_uint_sat_rte(K_c_int_uint_0);
  r7[0] = convert_uint_sat_rtz(K_c_int_uint_0);
  r8[0] = convert_uint_sat_rtp(K_c_int_uint_0);
  r9[0] = convert_uint_sat_rtn(K_c_int_uint_0);
  r10[0] = as_uint(K_c_int_uint_0);
  r11[0] = (uint)(K_c_int_uint_0);
  {
    const uint d = K_c_int_uint_0;
    r12[0] = d;
  }
  r13[0] = (uint)(bool)(K_c_int_uint_0);
  r0[1] = convert_uint(K_c_int_uint_1);
  r1[1] = convert_uint_rte(K_c_int_uint_1);
  r2[1] = convert_uint_rtz(K_c_int_uint_1);
  r3[1] = convert_uint_rtp(K_c_int_uint_1);
  r4[1] = convert_uint_rtn(K_c_int_uint_1);
  r5[1] = convert_uint_sat(K_c_int_uint_1);
  r6[1] = convert_uint_sat_rte(K_c_int_uint_1);
  r7[1] = convert_uint_sat_rtz(K_c_int_uint_1);
  r8[1] = convert_uint_sat_rtp(K_c_int_uint_1);
  r9[1] = convert_uint_sat_rtn(K_c_int_uint_1);
  r10[1] = as_uint(K_c_int_uint_1);
  r11[1] = (uint)(K_c_int_uint_1);
  {
    const uint d = K_c_int_uint_1;
    r12[1] = d;
  }
  r13[1] = (uint)(bool)(K_c_int_uint_1);
  r0[2] = convert_uint(K_c_int_uint_2);
  r1[2] = convert_uint_rte(K_c_int_uint_2);
  r2[2] = convert_uint_rtz(K_c_int_uint_2);
  r3[2] = convert_uint_rtp(K_c_int_uint_2);
  r4[2] = convert_uint_rtn(K_c_int_uint_2);
  r5[2] = convert_uint_sat(K_c_int_uint_2);
  r6[2] = convert_uint_sat_rte(K_c_int_uint_2);
  r7[2] = convert_uint_sat_rtz(K_c_int_uint_2);
  r8[2] = convert_uint_sat_rtp(K_c_int_uint_2);
  r9[2] = convert_uint_sat_rtn(K_c_int_uint_2);
  r10[2] = as_uint(K_c_int_uint_2);
  r11[2] = (uint)(K_c_int_uint_2);
  {
    const uint d = K_c_int_uint_2;
    r12[2] = d;
  }
  r13[2] = (uint)(bool)(K_c_int_uint_2);
  r0[3] = convert_uint(K_c_int_uint_3);
  r1[3] = convert_uint_rte(K_c_int_uint_3);
  r2[3] = convert_uint_rtz(K_c_int_uint_3);
  r3[3] = convert_uint_rtp(K_c_int_uint_3);
  r4[3] = convert_uint_rtn(K_c_int_uint_3);
  r5[3] = convert_uint_sat(K_c_int_uint_3);
  r6[3] = convert_uint_sat_rte(K_c_int_uint_3);
  r7[3] = convert_uint_sat_rtz(K_c_int_uint_3);
  r8[3] = convert_uint_sat_rtp(K_c_int_uint_3);
  r9[3] = convert_uint_sat_rtn(K_c_int_uint_3);
  r10[3] = as_uint(K_c_int_uint_3);
  r11[3] = (uint)(K_c_int_uint_3);
  {
    const uint d = K_c_int_uint_3;
    r12[3] = d;
  }
  r13[3] = (uint)(bool)(K_c_int_uint_3);
  r0[4] = convert_uint(K_c_int_uint_4);
  r1[4] = convert_uint_rte(K_c_int_uint_4);
  r2[4] = convert_uint_rtz(K_c_int_uint_4);
  r3[4] = convert_uint_rtp(K_c_int_uint_4);
  r4[4] = convert_uint_rtn(K_c_int_uint_4);
  r5[4] = convert_uint_sat(K_c_int_uint_4);
  r6[4] = convert_uint_sat_rte(K_c_int_uint_4);
  r7[4] = convert_uint_sat_rtz(K_c_int_uint_4);
  r8[4] = convert_uint_sat_rtp(K_c_int_uint_4);
  r9[4] = convert_uint_sat_rtn(K_c_int_uint_4);
  r10[4] = as_uint(K_c_int_uint_4);
  r11[4] = (uint)(K_c_int_uint_4);
  {
    const uint d = K_c_int_uint_4;
    r12[4] = d;
  }
  r13[4] = (uint)(bool)(K_c_int_uint_4);
  r0[5] = convert_uint(K_c_int_uint_5);
  r1[5] = convert_uint_rte(K_c_int_uint_5);
  r2[5] = convert_uint_rtz(K_c_int_uint_5);
  r3[5] = convert_uint_rtp(K_c_int_uint_5);
  r4[5] = convert_uint_rtn(K_c_int_uint_5);
  r5[5] = convert_uint_sat(K_c_int_uint_5);
  r6[5] = convert_uint_sat_rte(K_c_int_uint_5);
  r7[5] = convert_uint_sat_rtz(K_c_int_uint_5);
  r8[5] = convert_uint_sat_rtp(K_c_int_uint_5);
  r9[5] = convert_uint_sat_rtn(K_c_int_uint_5);
  r10[5] = as_uint(K_c_int_uint_5);
  r11[5] = (uint)(K_c_int_uint_5);
  {
    const uint d = K_c_int_uint_5;
    r12[5] = d;
  }
  r13[5] = (uint)(bool)(K_c_int_uint_5);
  r0[6] = convert_uint(K_c_int_uint_6);
  r1[6] = convert_uint_rte(K_c_int_uint_6);
  r2[6] = convert_uint_rtz(K_c_int_uint_6);
  r3[6] = convert_uint_rtp(K_c_int_uint_6);
  r4[6] = convert_uint_rtn(K_c_int_uint_6);
  r5[6] = convert_uint_sat(K_c_int_uint_6);
  r6[6] = convert_uint_sat_rte(K_c_int_uint_6);
  r7[6] = convert_uint_sat_rtz(K_c_int_uint_6);
  r8[6] = convert_uint_sat_rtp(K_c_int_uint_6);
  r9[6] = convert_uint_sat_rtn(K_c_int_uint_6);
  r10[6] = as_uint(K_c_int_uint_6);
  r11[6] = (uint)(K_c_int_uint_6);
  {
    const uint d = K_c_int_uint_6;
    r12[6] = d;
  }
  r13[6] = (uint)(bool)(K_c_int_uint_6);
  r0[7] = convert_uint(K_c_int_uint_7);
  r1[7] = convert_uint_rte(K_c_int_uint_7);
  r2[7] = convert_uint_rtz(K_c_int_uint_7);
  r3[7] = convert_uint_rtp(K_c_int_uint_7);
  r4[7] = convert_uint_rtn(K_c_int_uint_7);
  r5[7] = convert_uint_sat(K_c_int_uint_7);
  r6[7] = convert_uint_sat_rte(K_c_int_uint_7);
  r7[7] = convert_uint_sat_rtz(K_c_int_uint_7);
  r8[7] = convert_uint_sat_rtp(K_c_int_uint_7);
  r9[7] = convert_uint_sat_rtn(K_c_int_uint_7);
  r10[7] = as_uint(K_c_int_uint_7);
  r11[7] = (uint)(K_c_int_uint_7);
  {
    const uint d = K_c_int_uint_7;
    r12[7] = d;
  }
  r13[7] = (uint)(bool)(K_c_int_uint_7);
  r0[8] = convert_uint(K_c_int_uint_8);
  r1[8] = convert_uint_rte(K_c_int_uint_8);
  r2[8] = convert_uint_rtz(K_c_int_uint_8);
  r3[8] = convert_uint_rtp(K_c_int_uint_8);
  r4[8] = convert_uint_rtn(K_c_int_uint_8);
  r5[8] = convert_uint_sat(K_c_int_uint_8);
  r6[8] = convert_uint_sat_rte(K_c_int_uint_8);
  r7[8] = convert_uint_sat_rtz(K_c_int_uint_8);
  r8[8] = convert_uint_sat_rtp(K_c_int_uint_8);
  r9[8] = convert_uint_sat_rtn(K_c_int_uint_8);
  r10[8] = as_uint(K_c_int_uint_8);
  r11[8] = (uint)(K_c_int_uint_8);
  {
    const uint d = K_c_int_uint_8;
    r12[8] = d;
  }
  r13[8] = (uint)(bool)(K_c_int_uint_8);
  r0[9] = convert_uint(K_c_int_uint_9);
  r1[9] = convert_uint_rte(K_c_int_uint_9);
  r2[9] = convert_uint_rtz(K_c_int_uint_9);
  r3[9] = convert_uint_rtp(K_c_int_uint_9);
  r4[9] = convert_uint_rtn(K_c_int_uint_9);
  r5[9] = convert_uint_sat(K_c_int_uint_9);
  r6[9] = convert_uint_sat_rte(K_c_int_uint_9);
  r7[9] = convert_uint_sat_rtz(K_c_int_uint_9);
  r8[9] = convert_uint_sat_rtp(K_c_int_uint_9);
  r9[9] = convert_uint_sat_rtn(K_c_int_uint_9);
  r10[9] = as_uint(K_c_int_uint_9);
  r11[9] = (uint)(K_c_int_uint_9);
  {
    const uint d = K_c_int_uint_9;
    r12[9] = d;
  }
  r13[9] = (uint)(bool)(K_c_int_uint_9);
  r0[10] = convert_uint(K_c_int_uint_10);
  r1[10] = convert_uint_rte(K_c_int_uint_10);
  r2[10] = convert_uint_rtz(K_c_int_uint_10);
  r3[10] = convert_uint_rtp(K_c_int_uint_10);
  r4[10] = convert_uint_rtn(K_c_int_uint_10);
  r5[10] = convert_uint_sat(K_c_int_uint_10);
  r6[10] = convert_uint_sat_rte(K_c_int_uint_10);
  r7[10] = convert_uint_sat_rtz(K_c_int_uint_10);
  r8[10] = convert_uint_sat_rtp(K_c_int_uint_10);
  r9[10] = convert_uint_sat_rtn(K_c_int_uint_10);
  r10[10] = as_uint(K_c_int_uint_10);
  r11[10] = (uint)(K_c_int_uint_10);
  {
    const uint d = K_c_int_uint_10;
    r12[10] = d;
  }
  r13[10] = (uint)(bool)(K_c_int_uint_10);
  r0[11] = convert_uint(K_c_int_uint_11);
  r1[11] = convert_uint_rte(K_c_int_uint_11);
  r2[11] = convert_uint_rtz(K_c_int_uint_11);
  r3[11] = convert_uint_rtp(K_c_int_uint_11);
  r4[11] = convert_uint_rtn(K_c_int_uint_11);
  r5[11] = convert_uint_sat(K_c_int_uint_11);
  r6[11] = convert_uint_sat_rte(K_c_int_uint_11);
  r7[11] = convert_uint_sat_rtz(K_c_int_uint_11);
  r8[11] = convert_uint_sat_rtp(K_c_int_uint_11);
  r9[11] = convert_uint_sat_rtn(K_c_int_uint_11);
  r10[11] = as_uint(K_c_int_uint_11);
  r11[11] = (uint)(K_c_int_uint_11);
  {
    const uint d = K_c_int_uint_11;
    r12[11] = d;
  }
  r13[11] = (uint)(bool)(K_c_int_uint_11);
  r0[12] = convert_uint(K_c_int_uint_12);
  r1[12] = convert_uint_rte(K_c_int_uint_12);
  r2[12] = convert_uint_rtz(K_c_int_uint_12);
  r3[12] = convert_uint_rtp(K_c_int_uint_12);
  r4[12] = convert_uint_rtn(K_c_int_uint_12);
  r5[12] = convert_uint_sat(K_c_int_uint_12);
  r6[12] = convert_uint_sat_rte(K_c_int_uint_12);
  r7[12] = convert_uint_sat_rtz(K_c_int_uint_12);
  r8[12] = convert_uint_sat_rtp(K_c_int_uint_12);
  r9[12] = convert_uint_sat_rtn(K_c_int_uint_12);
  r10[12] = as_uint(K_c_int_uint_12);
  r11[12] = (uint)(K_c_int_uint_12);
  {
    const uint d = K_c_int_uint_12;
    r12[12] = d;
  }
  r13[12] = (uint)(bool)(K_c_int_uint_12);
  r0[13] = convert_uint(K_c_int_uint_13);
  r1[13] = convert_uint_rte(K_c_int_uint_13);
  r2[13] = convert_uint_rtz(K_c_int_uint_13);
  r3[13] = convert_uint_rtp(K_c_int_uint_13);
  r4[13] = convert_uint_rtn(K_c_int_uint_13);
  r5[13] = convert_uint_sat(K_c_int_uint_13);
  r6[13] = convert_uint_sat_rte(K_c_int_uint_13);
  r7[13] = convert_uint_sat_rtz(K_c_int_uint_13);
  r8[13] = convert_uint_sat_rtp(K_c_int_uint_13);
  r9[13] = convert_uint_sat_rtn(K_c_int_uint_13);
  r10[13] = as_uint(K_c_int_uint_13);
  r11[13] = (uint)(K_c_int_uint_13);
  {
    const uint d = K_c_int_uint_13;
    r12[13] = d;
  }
  r13[13] = (uint)(bool)(K_c_int_uint_13);
  r0[14] = convert_uint(K_c_int_uint_14);
  r1[14] = convert_uint_rte(K_c_int_uint_14);
  r2[14] = convert_uint_rtz(K_c_int_uint_14);
  r3[14] = convert_uint_rtp(K_c_int_uint_14);
  r4[14] = convert_uint_rtn(K_c_int_uint_14);
  r5[14] = convert_uint_sat(K_c_int_uint_14);
  r6[14] = convert_uint_sat_rte(K_c_int_uint_14);
  r7[14] = convert_uint_sat_rtz(K_c_int_uint_14);
  r8[14] = convert_uint_sat_rtp(K_c_int_uint_14);
  r9[14] = convert_uint_sat_rtn(K_c_int_uint_14);
  r10[14] = as_uint(K_c_int_uint_14);
  r11[14] = (uint)(K_c_int_uint_14);
  {
    const uint d = K_c_int_uint_14;
    r12[14] = d;
  }
  r13[14] = (uint)(bool)(K_c_int_uint_14);
  r0[15] = convert_uint(K_c_int_uint_15);
  r1[15] = convert_uint_rte(K_c_int_uint_15);
  r2[15] = convert_uint_rtz(K_c_int_uint_15);
  r3[15] = convert_uint_rtp(K_c_int_uint_15);
  r4[15] = convert_uint_rtn(K_c_int_uint_15);
  r5[15] = convert_uint_sat(K_c_int_uint_15);
  r6[15] = convert_uint_sat_rte(K_c_int_uint_15);
  r7[15] = convert_uint_sat_rtz(K_c_int_uint_15);
  r8[15] = convert_uint_sat_rtp(K_c_int_uint_15);
  r9[15] = convert_uint_sat_rtn(K_c_int_uint_15);
  r10[15] = as_uint(K_c_int_uint_15);
  r11[15] = (uint)(K_c_int_uint_15);
  {
    const uint d = K_c_int_uint_15;
    r12[15] = d;
  }
  r13[15] = (uint)(bool)(K_c_int_uint_15);
  r0[16] = convert_uint(K_c_int_uint_16);
  r1[16] = convert_uint_rte(K_c_int_uint_16);
  r2[16] = convert_uint_rtz(K_c_int_uint_16);
  r3[16] = convert_uint_rtp(K_c_int_uint_16);
  r4[16] = convert_uint_rtn(K_c_int_uint_16);
  r5[16] = convert_uint_sat(K_c_int_uint_16);
  r6[16] = convert_uint_sat_rte(K_c_int_uint_16);
  r7[16] = convert_uint_sat_rtz(K_c_int_uint_16);
  r8[16] = convert_uint_sat_rtp(K_c_int_uint_16);
  r9[16] = convert_uint_sat_rtn(K_c_int_uint_16);
  r10[16] = as_uint(K_c_int_uint_16);
  r11[16] = (uint)(K_c_int_uint_16);
  {
    const uint d = K_c_int_uint_16;
    r12[16] = d;
  }
  r13[16] = (uint)(bool)(K_c_int_uint_16);
  r0[17] = convert_uint(K_c_int_uint_17);
  r1[17] = convert_uint_rte(K_c_int_uint_17);
  r2[17] = convert_uint_rtz(K_c_int_uint_17);
  r3[17] = convert_uint_rtp(K_c_int_uint_17);
  r4[17] = convert_uint_rtn(K_c_int_uint_17);
  r5[17] = convert_uint_sat(K_c_int_uint_17);
  r6[17] = convert_uint_sat_rte(K_c_int_uint_17);
  r7[17] = convert_uint_sat_rtz(K_c_int_uint_17);
  r8[17] = convert_uint_sat_rtp(K_c_int_uint_17);
  r9[17] = convert_uint_sat_rtn(K_c_int_uint_17);
  r10[17] = as_uint(K_c_int_uint_17);
  r11[17] = (uint)(K_c_int_uint_17);
  {
    const uint d = K_c_int_uint_17;
    r12[17] = d;
  }
  r13[17] = (uint)(bool)(K_c_int_uint_17);
  r0[18] = convert_uint(K_c_int_uint_18);
  r1[18] = convert_uint_rte(K_c_int_uint_18);
  r2[18] = convert_uint_rtz(K_c_int_uint_18);
  r3[18] = convert_uint_rtp(K_c_int_uint_18);
  r4[18] = convert_uint_rtn(K_c_int_uint_18);
  r5[18] = convert_uint_sat(K_c_int_uint_18);
  r6[18] = convert_uint_sat_rte(K_c_int_uint_18);
  r7[18] = convert_uint_sat_rtz(K_c_int_uint_18);
  r8[18] = convert_uint_sat_rtp(K_c_int_uint_18);
  r9[18] = convert_uint_sat_rtn(K_c_int_uint_18);
  r10[18] = as_uint(K_c_int_uint_18);
  r11[18] = (uint)(K_c_int_uint_18);
  {
    const uint d = K_c_int_uint_18;
    r12[18] = d;
  }
  r13[18] = (uint)(bool)(K_c_int_uint_18);
  r0[19] = convert_uint(K_c_int_uint_19);
  r1[19] = convert_uint_rte(K_c_int_uint_19);
  r2[19] = convert_uint_rtz(K_c_int_uint_19);
  r3[19] = convert_uint_rtp(K_c_int_uint_19);
  r4[19] = convert_uint_rtn(K_c_int_uint_19);
  r5[19] = convert_uint_sat(K_c_int_uint_19);
  r6[19] = convert_uint_sat_rte(K_c_int_uint_19);
  r7[19] = convert_uint_sat_rtz(K_c_int_uint_19);
  r8[19] = convert_uint_sat_rtp(K_c_int_uint_19);
  r9[19] = convert_uint_sat_rtn(K_c_int_uint_19);
  r10[19] = as_uint(K_c_int_uint_19);
  r11[19] = (uint)(K_c_int_uint_19);
  {
    const uint d = K_c_int_uint_19;
    r12[19] = d;
  }
  r13[19] = (uint)(bool)(K_c_int_uint_19);
  r0[20] = convert_uint(K_c_int_uint_20);
  r1[20] = convert_uint_rte(K_c_int_uint_20);
  r2[20] = convert_uint_rtz(K_c_int_uint_20);
  r3[20] = convert_uint_rtp(K_c_int_uint_20);
  r4[20] = convert_uint_rtn(K_c_int_uint_20);
  r5[20] = convert_uint_sat(K_c_int_uint_20);
  r6[20] = convert_uint_sat_rte(K_c_int_uint_20);
  r7[20] = convert_uint_sat_rtz(K_c_int_uint_20);
  r8[20] = convert_uint_sat_rtp(K_c_int_uint_20);
  r9[20] = convert_uint_sat_rtn(K_c_int_uint_20);
  r10[20] = as_uint(K_c_int_uint_20);
  r11[20] = (uint)(K_c_int_uint_20);
  {
    const uint d = K_c_int_uint_20;
    r12[20] = d;
  }
  r13[20] = (uint)(bool)(K_c_int_uint_20);
  r0[21] = convert_uint(K_c_int_uint_21);
  r1[21] = convert_uint_rte(K_c_int_uint_21);
  r2[21] = convert_uint_rtz(K_c_int_uint_21);
  r3[21] = convert_uint_rtp(K_c_int_uint_21);
  r4[21] = convert_uint_rtn(K_c_int_uint_21);
  r5[21] = convert_uint_sat(K_c_int_uint_21);
  r6[21] = convert_uint_sat_rte(K_c_int_uint_21);
  r7[21] = convert_uint_sat_rtz(K_c_int_uint_21);
  r8[21] = convert_uint_sat_rtp(K_c_int_uint_21);
  r9[21] = convert_uint_sat_rtn(K_c_int_uint_21);
  r10[21] = as_uint(K_c_int_uint_21);
  r11[21] = (uint)(K_c_int_uint_21);
  {
    const uint d = K_c_int_uint_21;
    r12[21] = d;
  }
  r13[21] = (uint)(bool)(K_c_int_uint_21);
  r0[22] = convert_uint(K_c_int_uint_22);
  r1[22] = convert_uint_rte(K_c_int_uint_22);
  r2[22] = convert_uint_rtz(K_c_int_uint_22);
  r3[22] = convert_uint_rtp(K_c_int_uint_22);
  r4[22] = convert_uint_rtn(K_c_int_uint_22);
  r5[22] = convert_uint_sat(K_c_int_uint_22);
  r6[22] = convert_uint_sat_rte(K_c_int_uint_22);
  r7[22] = convert_uint_sat_rtz(K_c_int_uint_22);
  r8[22] = convert_uint_sat_rtp(K_c_int_uint_22);
  r9[22] = convert_uint_sat_rtn(K_c_int_uint_22);
  r10[22] = as_uint(K_c_int_uint_22);
  r11[22] = (uint)(K_c_int_uint_22);
  {
    const uint d = K_c_int_uint_22;
    r12[22] = d;
  }
  r13[22] = (uint)(bool)(K_c_int_uint_22);
  r0[23] = convert_uint(K_c_int_uint_23);
  r1[23] = convert_uint_rte(K_c_int_uint_23);
  r2[23] = convert_uint_rtz(K_c_int_uint_23);
  r3[23] = convert_uint_rtp(K_c_int_uint_23);
  r4[23] = convert_uint_rtn(K_c_int_uint_23);
  r5[23] = convert_uint_sat(K_c_int_uint_23);
  r6[23] = convert_uint_sat_rte(K_c_int_uint_23);
  r7[23] = convert_uint_sat_rtz(K_c_int_uint_23);
  r8[23] = convert_uint_sat_rtp(K_c_int_uint_23);
  r9[23] = convert_uint_sat_rtn(K_c_int_uint_23);
  r10[23] = as_uint(K_c_int_uint_23);
  r11[23] = (uint)(K_c_int_uint_23);
  {
    const uint d = K_c_int_uint_23;
    r12[23] = d;
  }
  r13[23] = (uint)(bool)(K_c_int_uint_23);
  r0[24] = convert_uint(K_c_int_uint_24);
  r1[24] = convert_uint_rte(K_c_int_uint_24);
  r2[24] = convert_uint_rtz(K_c_int_uint_24);
  r3[24] = convert_uint_rtp(K_c_int_uint_24);
  r4[24] = convert_uint_rtn(K_c_int_uint_24);
  r5[24] = convert_uint_sat(K_c_int_uint_24);
  r6[24] = convert_uint_sat_rte(K_c_int_uint_24);
  r7[24] = convert_uint_sat_rtz(K_c_int_uint_24);
  r8[24] = convert_uint_sat_rtp(K_c_int_uint_24);
  r9[24] = convert_uint_sat_rtn(K_c_int_uint_24);
  r10[24] = as_uint(K_c_int_uint_24);
  r11[24] = (uint)(K_c_int_uint_24);
  {
    const uint d = K_c_int_uint_24;
    r12[24] = d;
  }
  r13[24] = (uint)(bool)(K_c_int_uint_24);
  r0[25] = convert_uint(K_c_int_uint_25);
  r1[25] = convert_uint_rte(K_c_int_uint_25);
  r2[25] = convert_uint_rtz(K_c_int_uint_25);
  r3[25] = convert_uint_rtp(K_c_int_uint_25);
  r4[25] = convert_uint_rtn(K_c_int_uint_25);
  r5[25] = convert_uint_sat(K_c_int_uint_25);
  r6[25] = convert_uint_sat_rte(K_c_int_uint_25);
  r7[25] = convert_uint_sat_rtz(K_c_int_uint_25);
  r8[25] = convert_uint_sat_rtp(K_c_int_uint_25);
  r9[25] = convert_uint_sat_rtn(K_c_int_uint_25);
  r10[25] = as_uint(K_c_int_uint_25);
  r11[25] = (uint)(K_c_int_uint_25);
  {
    const uint d = K_c_int_uint_25;
    r12[25] = d;
  }
  r13[25] = (uint)(bool)(K_c_int_uint_25);
  r0[26] = convert_uint(K_c_int_uint_26);
  r1[26] = convert_uint_rte(K_c_int_uint_26);
  r2[26] = convert_uint_rtz(K_c_int_uint_26);
  r3[26] = convert_uint_rtp(K_c_int_uint_26);
  r4[26] = convert_uint_rtn(K_c_int_uint_26);
  r5[26] = convert_uint_sat(K_c_int_uint_26);
  r6[26] = convert_uint_sat_rte(K_c_int_uint_26);
  r7[26] = convert_uint_sat_rtz(K_c_int_uint_26);
  r8[26] = convert_uint_sat_rtp(K_c_int_uint_26);
  r9[26] = convert_uint_sat_rtn(K_c_int_uint_26);
  r10[26] = as_uint(K_c_int_uint_26);
  r11[26] = (uint)(K_c_int_uint_26);
  {
    const uint d = K_c_int_uint_26;
    r12[26] = d;
  }
  r13[26] = (uint)(bool)(K_c_int_uint_26);
  r0[27] = convert_uint(K_c_int_uint_27);
  r1[27] = convert_uint_rte(K_c_int_uint_27);
  r2[27] = convert_uint_rtz(K_c_int_uint_27);
  r3[27] = convert_uint_rtp(K_c_int_uint_27);
  r4[27] = convert_uint_rtn(K_c_int_uint_27);
  r5[27] = convert_uint_sat(K_c_int_uint_27);
  r6[27] = convert_uint_sat_rte(K_c_int_uint_27);
  r7[27] = convert_uint_sat_rtz(K_c_int_uint_27);
  r8[27] = convert_uint_sat_rtp(K_c_int_uint_27);
  r9[27] = convert_uint_sat_rtn(K_c_int_uint_27);
  r10[27] = as_uint(K_c_int_uint_27);
  r11[27] = (uint)(K_c_int_uint_27);
  {
    const uint d = K_c_int_uint_27;
    r12[27] = d;
  }
  r13[27] = (uint)(bool)(K_c_int_uint_27);
}

#define K_c_int_long_0 ((int)(0))
#define K_c_int_long_1 ((int)(1))
#define K_c_int_long_2 ((int)(126))
#define K_c_int_long_3 ((int)(127))
#define K_c_int_long_4 ((int)(128))
#define K_c_int_long_5 ((int)(254))
#define K_c_int_long_6 ((int)(255))
#define K_c_int_long_7 ((int)(256))
#define K_c_int_long_8 ((int)(32766))
#define K_c_int_long_9 ((int)(32767))
#define K_c_int_long_10 ((int)(32768))
#define K_c_int_long_11 ((int)(65520))
#define K_c_int_long_12 ((int)(65534))
#define K_c_int_long_13 ((int)(65535))
#define K_c_int_long_14 ((int)(65536))
#define K_c_int_long_15 ((int)(16777217))
#define K_c_int_long_16 ((int)(2147483646))
#define K_c_int_long_17 ((int)(2147483647))
#define K_c_int_long_18 ((int)(-2147483648))
#define K_c_int_long_19 ((int)(-2147483647))
#define K_c_int_long_20 ((int)(-32769))
#define K_c_int_long_21 ((int)(-32768))
#define K_c_int_long_22 ((int)(-32767))
#define K_c_int_long_23 ((int)(-129))
#define K_c_int_long_24 ((int)(-128))
#define K_c_int_long_25 ((int)(-127))
#define K_c_int_long_26 ((int)(-2))
#define K_c_int_long_27 ((int)(-1))
__kernel void c_int_long(__global long* r0, __global long* r1, __global long* r2, __global long* r3, __global long* r4, __global long* r5, __global long* r6, __global long* r7, __global long* r8, __global long* r9, __global long* r10, __global long* r11, __global long* r12) {
  r0[0] = convert_long(K_c_int_long_0);
  r1[0] = convert_long_rte(K_c_int_long_0);
  r2[0] = convert_long_rtz(K_c_int_long_0);
  r3[0] = convert_long_rtp(K_c_int_long_0);
  r4[0] = convert_long_rtn(K_c_int_long_0);
  r5[0] = convert_long_sat(K_c_int_long_0);
  r6[0] = convert_long_sat_rte(K_c_int_long_0);
  r7[0] = convert_long_sat_rtz(K_c_int_long_0);
  r8[0] = convert_long_sat_rtp(K_c_int_long_0);
  r9[0] = convert_long_sat_rtn(K_c_int_long_0);
  r10[0] = (long)(K_c_int_long_0);
  {
    const long d = K_c_int_long_0;
    r11[0] = d;
  }
  r12[0] = (long)(bool)(K_c_int_long_0);
  r0[1] = convert_long(K_c_int_long_1);
  r1[1] = convert_long_rte(K_c_int_long_1);
  r2[1] = convert_long_rtz(K_c_int_long_1);
  r3[1] = convert_long_rtp(K_c_int_long_1);
  r4[1] = convert_long_rtn(K_c_int_long_1);
  r5[1] = convert_long_sat(K_c_int_long_1);
  r6[1] = convert_long_sat_rte(K_c_int_long_1);
  r7[1] = convert_long_sat_rtz(K_c_int_long_1);
  r8[1] = convert_long_sat_rtp(K_c_int_long_1);
  r9[1] = convert_long_sat_rtn(K_c_int_long_1);
  r10[1] = (long)(K_c_int_long_1);
  {
    const long d = K_c_int_long_1;
    r11[1] = d;
  }
  r12[1] = (long)(bool)(K_c_int_long_1);
  r0[2] = convert_long(K_c_int_long_2);
  r1[2] = convert_long_rte(K_c_int_long_2);
  r2[2] = convert_long_rtz(K_c_int_long_2);
  r3[2] = convert_long_rtp(K_c_int_long_2);
  r4[2] = convert_long_rtn(K_c_int_long_2);
  r5[2] = convert_long_sat(K_c_int_long_2);
  r6[2] = convert_long_sat_rte(K_c_int_long_2);
  r7[2] = convert_long_sat_rtz(K_c_int_long_2);
  r8[2] = convert_long_sat_rtp(K_c_int_long_2);
  r9[2] = convert_long_sat_rtn(K_c_int_long_2);
  r10[2] = (long)(K_c_int_long_2);
  {
    const long d = K_c_int_long_2;
    r11[2] = d;
  }
  r12[2] = (long)(bool)(K_c_int_long_2);
  r0[3] = convert_long(K_c_int_long_3);
  r1[3] = convert_long_rte(K_c_int_long_3);
  r2[3] = convert_long_rtz(K_c_int_long_3);
  r3[3] = convert_long_rtp(K_c_int_long_3);
  r4[3] = convert_long_rtn(K_c_int_long_3);
  r5[3] = convert_long_sat(K_c_int_long_3);
  r6[3] = convert_long_sat_rte(K_c_int_long_3);
  r7[3] = convert_long_sat_rtz(K_c_int_long_3);
  r8[3] = convert_long_sat_rtp(K_c_int_long_3);
  r9[3] = convert_long_sat_rtn(K_c_int_long_3);
  r10[3] = (long)(K_c_int_long_3);
  {
    const long d = K_c_int_long_3;
    r11[3] = d;
  }
  r12[3] = (long)(bool)(K_c_int_long_3);
  r0[4] = convert_long(K_c_int_long_4);
  r1[4] = convert_long_rte(K_c_int_long_4);
  r2[4] = convert_long_rtz(K_c_int_long_4);
  r3[4] = convert_long_rtp(K_c_int_long_4);
  r4[4] = convert_long_rtn(K_c_int_long_4);
  r5[4] = convert_long_sat(K_c_int_long_4);
  r6[4] = convert_long_sat_rte(K_c_int_long_4);
  r7[4] = convert_long_sat_rtz(K_c_int_long_4);
  r8[4] = convert_long_sat_rtp(K_c_int_long_4);
  r9[4] = convert_long_sat_rtn(K_c_int_long_4);
  r10[4] = (long)(K_c_int_long_4);
  {
    const long d = K_c_int_long_4;
    r11[4] = d;
  }
  r12[4] = (long)(bool)(K_c_int_long_4);
  r0[5] = convert_long(K_c_int_long_5);
  r1[5] = convert_long_rte(K_c_int_long_5);
  r2[5] = convert_long_rtz(K_c_int_long_5);
  r3[5] = convert_long_rtp(K_c_int_long_5);
  r4[5] = convert_long_rtn(K_c_int_long_5);
  r5[5] = convert_long_sat(K_c_int_long_5);
  r6[5] = convert_long_sat_rte(K_c_int_long_5);
  r7[5] = convert_long_sat_rtz(K_c_int_long_5);
  r8[5] = convert_long_sat_rtp(K_c_int_long_5);
  r9[5] = convert_long_sat_rtn(K_c_int_long_5);
  r10[5] = (long)(K_c_int_long_5);
  {
    const long d = K_c_int_long_5;
    r11[5] = d;
  }
  r12[5] = (long)(bool)(K_c_int_long_5);
  r0[6] = convert_long(K_c_int_long_6);
  r1[6] = convert_long_rte(K_c_int_long_6);
  r2[6] = convert_long_rtz(K_c_int_long_6);
  r3[6] = convert_long_rtp(K_c_int_long_6);
  r4[6] = convert_long_rtn(K_c_int_long_6);
  r5[6] = convert_long_sat(K_c_int_long_6);
  r6[6] = convert_long_sat_rte(K_c_int_long_6);
  r7[6] = convert_long_sat_rtz(K_c_int_long_6);
  r8[6] = convert_long_sat_rtp(K_c_int_long_6);
  r9[6] = convert_long_sat_rtn(K_c_int_long_6);
  r10[6] = (long)(K_c_int_long_6);
  {
    const long d = K_c_int_long_6;
    r11[6] = d;
  }
  r12[6] = (long)(bool)(K_c_int_long_6);
  r0[7] = convert_long(K_c_int_long_7);
  r1[7] = convert_long_rte(K_c_int_long_7);
  r2[7] = convert_long_rtz(K_c_int_long_7);
  r3[7] = convert_long_rtp(K_c_int_long_7);
  r4[7] = convert_long_rtn(K_c_int_long_7);
  r5[7] = convert_long_sat(K_c_int_long_7);
  r6[7] = convert_long_sat_rte(K_c_int_long_7);
  r7[7] = convert_long_sat_rtz(K_c_int_long_7);
  r8[7] = convert_long_sat_rtp(K_c_int_long_7);
  r9[7] = convert_long_sat_rtn(K_c_int_long_7);
  r10[7] = (long)(K_c_int_long_7);
  {
    const long d = K_c_int_long_7;
    r11[7] = d;
  }
  r12[7] = (long)(bool)(K_c_int_long_7);
  r0[8] = convert_long(K_c_int_long_8);
  r1[8] = convert_long_rte(K_c_int_long_8);
  r2[8] = convert_long_rtz(K_c_int_long_8);
  r3[8] = convert_long_rtp(K_c_int_long_8);
  r4[8] = convert_long_rtn(K_c_int_long_8);
  r5[8] = convert_long_sat(K_c_int_long_8);
  r6[8] = convert_long_sat_rte(K_c_int_long_8);
  r7[8] = convert_long_sat_rtz(K_c_int_long_8);
  r8[8] = convert_long_sat_rtp(K_c_int_long_8);
  r9[8] = convert_long_sat_rtn(K_c_int_long_8);
  r10[8] = (long)(K_c_int_long_8);
  {
    const long d = K_c_int_long_8;
    r11[8] = d;
  }
  r12[8] = (long)(bool)(K_c_int_long_8);
  r0[9] = convert_long(K_c_int_long_9);
  r1[9] = convert_long_rte(K_c_int_long_9);
  r2[9] = convert_long_rtz(K_c_int_long_9);
  r3[9] = convert_long_rtp(K_c_int_long_9);
  r4[9] = convert_long_rtn(K_c_int_long_9);
  r5[9] = convert_long_sat(K_c_int_long_9);
  r6[9] = convert_long_sat_rte(K_c_int_long_9);
  r7[9] = convert_long_sat_rtz(K_c_int_long_9);
  r8[9] = convert_long_sat_rtp(K_c_int_long_9);
  r9[9] = convert_long_sat_rtn(K_c_int_long_9);
  r10[9] = (long)(K_c_int_long_9);
  {
    const long d = K_c_int_long_9;
    r11[9] = d;
  }
  r12[9] = (long)(bool)(K_c_int_long_9);
  r0[10] = convert_long(K_c_int_long_10);
  r1[10] = convert_long_rte(K_c_int_long_10);
  r2[10] = convert_long_rtz(K_c_int_long_10);
  r3[10] = convert_long_rtp(K_c_int_long_10);
  r4[10] = convert_long_rtn(K_c_int_long_10);
  r5[10] = convert_long_sat(K_c_int_long_10);
  r6[10] = convert_long_sat_rte(K_c_int_long_10);
  r7[10] = convert_long_sat_rtz(K_c_int_long_10);
  r8[10] = convert_long_sat_rtp(K_c_int_long_10);
  r9[10] = convert_long_sat_rtn(K_c_int_long_10);
  r10[10] = (long)(K_c_int_long_10);
  {
    const long d = K_c_int_long_10;
    r11[10] = d;
  }
  r12[10] = (long)(bool)(K_c_int_long_10);
  r0[11] = convert_long(K_c_int_long_11);
  r1[11] = convert_long_rte(K_c_int_long_11);
  r2[11] = convert_long_rtz(K_c_int_long_11);
  r3[11] = convert_long_rtp(K_c_int_long_11);
  r4[11] = convert_long_rtn(K_c_int_long_11);
  r5[11] = convert_long_sat(K_c_int_long_11);
  r6[11] = convert_long_sat_rte(K_c_int_long_11);
  r7[11] = convert_long_sat_rtz(K_c_int_long_11);
  r8[11] = convert_long_sat_rtp(K_c_int_long_11);
  r9[11] = convert_long_sat_rtn(K_c_int_long_11);
  r10[11] = (long)(K_c_int_long_11);
  {
    const long d = K_c_int_long_11;
    r11[11] = d;
  }
  r12[11] = (long)(bool)(K_c_int_long_11);
  r0[12] = convert_long(K_c_int_long_12);
  r1[12] = convert_long_rte(K_c_int_long_12);
  r2[12] = convert_long_rtz(K_c_int_long_12);
  r3[12] = convert_long_rtp(K_c_int_long_12);
  r4[12] = convert_long_rtn(K_c_int_long_12);
  r5[12] = convert_long_sat(K_c_int_long_12);
  r6[12] = convert_long_sat_rte(K_c_int_long_12);
  r7[12] = convert_long_sat_rtz(K_c_int_long_12);
  r8[12] = convert_long_sat_rtp(K_c_int_long_12);
  r9[12] = convert_long_sat_rtn(K_c_int_long_12);
  r10[12] = (long)(K_c_int_long_12);
  {
    const long d = K_c_int_long_12;
    r11[12] = d;
  }
  r12[12] = (long)(bool)(K_c_int_long_12);
  r0[13] = convert_long(K_c_int_long_13);
  r1[13] = convert_long_rte(K_c_int_long_13);
  r2[13] = convert_long_rtz(K_c_int_long_13);
  r3[13] = convert_long_rtp(K_c_int_long_13);
  r4[13] = convert_long_rtn(K_c_int_long_13);
  r5[13] = convert_long_sat(K_c_int_long_13);
  r6[13] = convert_long_sat_rte(K_c_int_long_13);
  r7[13] = convert_long_sat_rtz(K_c_int_long_13);
  r8[13] = convert_long_sat_rtp(K_c_int_long_13);
  r9[13] = convert_long_sat_rtn(K_c_int_long_13);
  r10[13] = (long)(K_c_int_long_13);
  {
    const long d = K_c_int_long_13;
    r11[13] = d;
  }
  r12[13] = (long)(bool)(K_c_int_long_13);
  r0[14] = convert_long(K_c_int_long_14);
  r1[14] = convert_long_rte(K_c_int_long_14);
  r2[14] = convert_long_rtz(K_c_int_long_14);
  r3[14] = convert_long_rtp(K_c_int_long_14);
  r4[14] = convert_long_rtn(K_c_int_long_14);
  r5[14] = convert_long_sat(K_c_int_long_14);
  r6[14] = convert_long_sat_rte(K_c_int_long_14);
  r7[14] = convert_long_sat_rtz(K_c_int_long_14);
  r8[14] = convert_long_sat_rtp(K_c_int_long_14);
  r9[14] = convert_long_sat_rtn(K_c_int_long_14);
  r10[14] = (long)(K_c_int_long_14);
  {
    const long d = K_c_int_long_14;
    r11[14] = d;
  }
  r12[14] = (long)(bool)(K_c_int_long_14);
  r0[15] = convert_long(K_c_int_long_15);
  r1[15] = convert_long_rte(K_c_int_long_15);
  r2[15] = convert_long_rtz(K_c_int_long_15);
  r3[15] = convert_long_rtp(K_c_int_long_15);
  r4[15] = convert_long_rtn(K_c_int_long_15);
  r5[15] = convert_long_sat(K_c_int_long_15);
  r6[15] = convert_long_sat_rte(K_c_int_long_15);
  r7[15] = convert_long_sat_rtz(K_c_int_long_15);
  r8[15] = convert_long_sat_rtp(K_c_int_long_15);
  r9[15] = convert_long_sat_rtn(K_c_int_long_15);
  r10[15] = (long)(K_c_int_long_15);
  {
    const long d = K_c_int_long_15;
    r11[15] = d;
  }
  r12[15] = (long)(bool)(K_c_int_long_15);
  r0[16] = convert_long(K_c_int_long_16);
  r1[16] = convert_long_rte(K_c_int_long_16);
  r2[16] = convert_long_rtz(K_c_int_long_16);
  r3[16] = convert_long_rtp(K_c_int_long_16);
  r4[16] = convert_long_rtn(K_c_int_long_16);
  r5[16] = convert_long_sat(K_c_int_long_16);
  r6[16] = convert_long_sat_rte(K_c_int_long_16);
  r7[16] = convert_long_sat_rtz(K_c_int_long_16);
  r8[16] = convert_long_sat_rtp(K_c_int_long_16);
  r9[16] = convert_long_sat_rtn(K_c_int_long_16);
  r10[16] = (long)(K_c_int_long_16);
  {
    const long d = K_c_int_long_16;
    r11[16] = d;
  }
  r12[16] = (long)(bool)(K_c_int_long_16);
  r0[17] = convert_long(K_c_int_long_17);
  r1[17] = convert_long_rte(K_c_int_long_17);
  r2[17] = convert_long_rtz(K_c_int_long_17);
  r3[17] = convert_long_rtp(K_c_int_long_17);
  r4[17] = convert_long_rtn(K_c_int_long_17);
  r5[17] = convert_long_sat(K_c_int_long_17);
  r6[17] = convert_long_sat_rte(K_c_int_long_17);
  r7[17] = convert_long_sat_rtz(K_c_int_long_17);
  r8[17] = convert_long_sat_rtp(K_c_int_long_17);
  r9[17] = convert_long_sat_rtn(K_c_int_long_17);
  r10[17] = (long)(K_c_int_long_17);
  {
    const long d = K_c_int_long_17;
    r11[17] = d;
  }
  r12[17] = (long)(bool)(K_c_int_long_17);
  r0[18] = convert_long(K_c_int_long_18);
  r1[18] = convert_long_rte(K_c_int_long_18);
  r2[18] = convert_long_rtz(K_c_int_long_18);
  r3[18] = convert_long_rtp(K_c_int_long_18);
  r4[18] = convert_long_rtn(K_c_int_long_18);
  r5[18] = convert_long_sat(K_c_int_long_18);
  r6[18] = convert_long_sat_rte(K_c_int_long_18);
  r7[18] = convert_long_sat_rtz(K_c_int_long_18);
  r8[18] = convert_long_sat_rtp(K_c_int_long_18);
  r9[18] = convert_long_sat_rtn(K_c_int_long_18);
  r10[18] = (long)(K_c_int_long_18);
  {
    const long d = K_c_int_long_18;
    r11[18] = d;
  }
  r12[18] = (long)(bool)(K_c_int_long_18);
  r0[19] = convert_long(K_c_int_long_19);
  r1[19] = convert_long_rte(K_c_int_long_19);
  r2[19] = convert_long_rtz(K_c_int_long_19);
  r3[19] = convert_long_rtp(K_c_int_long_19);
  r4[19] = convert_long_rtn(K_c_int_long_19);
  r5[19] = convert_long_sat(K_c_int_long_19);
  r6[19] = convert_long_sat_rte(K_c_int_long_19);
  r7[19] = convert_long_sat_rtz(K_c_int_long_19);
  r8[19] = convert_long_sat_rtp(K_c_int_long_19);
  r9[19] = convert_long_sat_rtn(K_c_int_long_19);
  r10[19] = (long)(K_c_int_long_19);
  {
    const long d = K_c_int_long_19;
    r11[19] = d;
  }
  r12[19] = (long)(bool)(K_c_int_long_19);
  r0[20] = convert_long(K_c_int_long_20);
  r1[20] = convert_long_rte(K_c_int_long_20);
  r2[20] = convert_long_rtz(K_c_int_long_20);
  r3[20] = convert_long_rtp(K_c_int_long_20);
  r4[20] = convert_long_rtn(K_c_int_long_20);
  r5[20] = convert_long_sat(K_c_int_long_20);
  r6[20] = convert_long_sat_rte(K_c_int_long_20);
  r7[20] = convert_long_sat_rtz(K_c_int_long_20);
  r8[20] = convert_long_sat_rtp(K_c_int_long_20);
  r9[20] = convert_long_sat_rtn(K_c_int_long_20);
  r10[20] = (long)(K_c_int_long_20);
  {
    const long d = K_c_int_long_20;
    r11[20] = d;
  }
  r12[20] = (long)(bool)(K_c_int_long_20);
  r0[21] = convert_long(K_c_int_long_21);
  r1[21] = convert_long_rte(K_c_int_long_21);
  r2[21] = convert_long_rtz(K_c_int_long_21);
  r3[21] = convert_long_rtp(K_c_int_long_21);
  r4[21] = convert_long_rtn(K_c_int_long_21);
  r5[21] = convert_long_sat(K_c_int_long_21);
  r6[21] = convert_long_sat_rte(K_c_int_long_21);
  r7[21] = convert_long_sat_rtz(K_c_int_long_21);
  r8[21] = convert_long_sat_rtp(K_c_int_long_21);
  r9[21] = convert_long_sat_rtn(K_c_int_long_21);
  r10[21] = (long)(K_c_int_long_21);
  {
    const long d = K_c_int_long_21;
    r11[21] = d;
  }
  r12[21] = (long)(bool)(K_c_int_long_21);
  r0[22] = convert_long(K_c_int_long_22);
  r1[22] = convert_long_rte(K_c_int_long_22);
  r2[22] = convert_long_rtz(K_c_int_long_22);
  r3[22] = convert_long_rtp(K_c_int_long_22);
  r4[22] = convert_long_rtn(K_c_int_long_22);
  r5[22] = convert_long_sat(K_c_int_long_22);
  r6[22] = convert_long_sat_rte(K_c_int_long_22);
  r7[22] = convert_long_sat_rtz(K_c_int_long_22);
  r8[22] = convert_long_sat_rtp(K_c_int_long_22);
  r9[22] = convert_long_sat_rtn(K_c_int_long_22);
  r10[22] = (long)(K_c_int_long_22);
  {
    const long d = K_c_int_long_22;
    r11[22] = d;
  }
  r12[22] = (long)(bool)(K_c_int_long_22);
  r0[23] = convert_long(K_c_int_long_23);
  r1[23] = convert_long_rte(K_c_int_long_23);
  r2[23] = convert_long_rtz(K_c_int_long_23);
  r3[23] = convert_long_rtp(K_c_int_long_23);
  r4[23] = convert_long_rtn(K_c_int_long_23);
  r5[23] = convert_long_sat(K_c_int_long_23);
  r6[23] = convert_long_sat_rte(K_c_int_long_23);
  r7[23] = convert_long_sat_rtz(K_c_int_long_23);
  r8[23] = convert_long_sat_rtp(K_c_int_long_23);
  r9[23] = convert_long_sat_rtn(K_c_int_long_23);
  r10[23] = (long)(K_c_int_long_23);
  {
    const long d = K_c_int_long_23;
    r11[23] = d;
  }
  r12[23] = (long)(bool)(K_c_int_long_23);
  r0[24] = convert_long(K_c_int_long_24);
  r1[24] = convert_long_rte(K_c_int_long_24);
  r2[24] = convert_long_rtz(K_c_int_long_24);
  r3[24] = convert_long_rtp(K_c_int_long_24);
  r4[24] = convert_long_rtn(K_c_int_long_24);
  r5[24] = convert_long_sat(K_c_int_long_24);
  r6[24] = convert_long_sat_rte(K_c_int_long_24);
  r7[24] = convert_long_sat_rtz(K_c_int_long_24);
  r8[24] = convert_long_sat_rtp(K_c_int_long_24);
  r9[24] = convert_long_sat_rtn(K_c_int_long_24);
  r10[24] = (long)(K_c_int_long_24);
  {
    const long d = K_c_int_long_24;
    r11[24] = d;
  }
  r12[24] = (long)(bool)(K_c_int_long_24);
  r0[25] = convert_long(K_c_int_long_25);
  r1[25] = convert_long_rte(K_c_int_long_25);
  r2[25] = convert_long_rtz(K_c_int_long_25);
  r3[25] = convert_long_rtp(K_c_int_long_25);
  r4[25] = convert_long_rtn(K_c_int_long_25);
  r5[25] = convert_long_sat(K_c_int_long_25);
  r6[25] = convert_long_sat_rte(K_c_int_long_25);
  r7[25] = convert_long_sat_rtz(K_c_int_long_25);
  r8[25] = convert_long_sat_rtp(K_c_int_long_25);
  r9[25] = convert_long_sat_rtn(K_c_int_long_25);
  r10[25] = (long)(K_c_int_long_25);
  {
    const long d = K_c_int_long_25;
    r11[25] = d;
  }
  r12[25] = (long)(bool)(K_c_int_long_25);
  r0[26] = convert_long(K_c_int_long_26);
  r1[26] = convert_long_rte(K_c_int_long_26);
  r2[26] = convert_long_rtz(K_c_int_long_26);
  r3[26] = convert_long_rtp(K_c_int_long_26);
  r4[26] = convert_long_rtn(K_c_int_long_26);
  r5[26] = convert_long_sat(K_c_int_long_26);
  r6[26] = convert_long_sat_rte(K_c_int_long_26);
  r7[26] = convert_long_sat_rtz(K_c_int_long_26);
  r8[26] = convert_long_sat_rtp(K_c_int_long_26);
  r9[26] = convert_long_sat_rtn(K_c_int_long_26);
  r10[26] = (long)(K_c_int_long_26);
  {
    const long d = K_c_int_long_26;
    r11[26] = d;
  }
  r12[26] = (long)(bool)(K_c_int_long_26);
  r0[27] = convert_long(K_c_int_long_27);
  r1[27] = convert_long_rte(K_c_int_long_27);
  r2[27] = convert_long_rtz(K_c_int_long_27);
  r3[27] = convert_long_rtp(K_c_int_long_27);
  r4[27] = convert_long_rtn(K_c_int_long_27);
  r5[27] = convert_long_sat(K_c_int_long_27);
  r6[27] = convert_long_sat_rte(K_c_int_long_27);
  r7[27] = convert_long_sat_rtz(K_c_int_long_27);
  r8[27] = convert_long_sat_rtp(K_c_int_long_27);
  r9[27] = convert_long_sat_rtn(K_c_int_long_27);
  r10[27] = (long)(K_c_int_long_27);
  {
    const long d = K_c_int_long_27;
    r11[27] = d;
  }
  r12[27] = (long)(bool)(K_c_int_long_27);
}

#define K_c_int_ulong_0 ((int)(0))
#define K_c_int_ulong_1 ((int)(1))
#define K_c_int_ulong_2 ((int)(126))
#define K_c_int_ulong_3 ((int)(127))
#define K_c_int_ulong_4 ((int)(128))
#define K_c_int_ulong_5 ((int)(254))
#define K_c_int_ulong_6 ((int)(255))
#define K_c_int_ulong_7 ((int)(256))
#define K_c_int_ulong_8 ((int)(32766))
#define K_c_int_ulong_9 ((int)(32767))
#define K_c_int_ulong_10 ((int)(32768))
#define K_c_int_ulong_11 ((int)(65520))
#define K_c_int_ulong_12 ((int)(65534))
#define K_c_int_ulong_13 ((int)(65535))
#define K_c_int_ulong_14 ((int)(65536))
#define K_c_int_ulong_15 ((int)(16777217))
#define K_c_int_ulong_16 ((int)(2147483646))
#define K_c_int_ulong_17 ((int)(2147483647))
#define K_c_int_ulong_18 ((int)(-2147483648))
#define K_c_int_ulong_19 ((int)(-2147483647))
#define K_c_int_ulong_20 ((int)(-32769))
#define K_c_int_ulong_21 ((int)(-32768))
#define K_c_int_ulong_22 ((int)(-32767))
#define K_c_int_ulong_23 ((int)(-129))
#define K_c_int_ulong_24 ((int)(-128))
#define K_c_int_ulong_25 ((int)(-127))
#define K_c_int_ulong_26 ((int)(-2))
#define K_c_int_ulong_27 ((int)(-1))
__kernel void c_int_ulong(__global ulong* r0, __global ulong* r1, __global ulong* r2, __global ulong* r3, __global ulong* r4, __global ulong* r5, __global ulong* r6, __global ulong* r7, __global ulong* r8, __global ulong* r9, __global ulong* r10, __global ulong* r11, __global ulong* r12) {
  r0[0] = convert_ulong(K_c_int_ulong_0);
  r1[0] = convert_ulong_rte(K_c_int_ulong_0);
  r2[0] = convert_ulong_rtz(K_c_int_ulong_0);
  r3[0] = convert_ulong_rtp(K_c_int_ulong_0);
  r4[0] = convert_ulong_rtn(K_c_int_ulong_0);
  r5[0] = convert_ulong_sat(K_c_int_ulong_0);
  r6[0] = convert_ulong_sat_rte(K_c_int_ulong_0);
  r7[0] = convert_ulong_sat_rtz(K_c_int_ulong_0);
  r8[0] = convert_ulong_sat_rtp(K_c_int_ulong_0);
  r9[0] = convert_ulong_sat_rtn(K_c_int_ulong_0);
  r10[0] = (ulong)(K_c_int_ulong_0);
  {
    const ulong d = K_c_int_ulong_0;
    r11[0] = d;
  }
  r12[0] = (ulong)(bool)(K_c_int_ulong_0);
  r0[1] = convert_ulong(K_c_int_ulong_1);
  r1[1] = convert_ulong_rte(K_c_int_ulong_1);
  r2[1] = convert_ulong_rtz(K_c_int_ulong_1);
  r3[1] = convert_ulong_rtp(K_c_int_ulong_1);
  r4[1] = convert_ulong_rtn(K_c_int_ulong_1);
  r5[1] = convert_ulong_sat(K_c_int_ulong_1);
  r6[1] = convert_ulong_sat_rte(K_c_int_ulong_1);
  r7[1] = convert_ulong_sat_rtz(K_c_int_ulong_1);
  r8[1] = convert_ulong_sat_rtp(K_c_int_ulong_1);
  r9[1] = convert_ulong_sat_rtn(K_c_int_ulong_1);
  r10[1] = (ulong)(K_c_int_ulong_1);
  {
    const ulong d = K_c_int_ulong_1;
    r11[1] = d;
  }
  r12[1] = (ulong)(bool)(K_c_int_ulong_1);
  r0[2] = convert_ulong(K_c_int_ulong_2);
  r1[2] = convert_ulong_rte(K_c_int_ulong_2);
  r2[2] = convert_ulong_rtz(K_c_int_ulong_2);
  r3[2] = convert_ulong_rtp(K_c_int_ulong_2);
  r4[2] = convert_ulong_rtn(K_c_int_ulong_2);
  r5[2] = convert_ulong_sat(K_c_int_ulong_2);
  r6[2] = convert_ulong_sat_rte(K_c_int_ulong_2);
  r7[2] = convert_ulong_sat_rtz(K_c_int_ulong_2);
  r8[2] = convert_ulong_sat_rtp(K_c_int_ulong_2);
  r9[2] = convert_ulong_sat_rtn(K_c_int_ulong_2);
  r10[2] = (ulong)(K_c_int_ulong_2);
  {
    const ulong d = K_c_int_ulong_2;
    r11[2] = d;
  }
  r12[2] = (ulong)(bool)(K_c_int_ulong_2);
  r0[3] = convert_ulong(K_c_int_ulong_3);
  r1[3] = convert_ulong_rte(K_c_int_ulong_3);
  r2[3] = convert_ulong_rtz(K_c_int_ulong_3);
  r3[3] = convert_ulong_rtp(K_c_int_ulong_3);
  r4[3] = convert_ulong_rtn(K_c_int_ulong_3);
  r5[3] = convert_ulong_sat(K_c_int_ulong_3);
  r6[3] = convert_ulong_sat_rte(K_c_int_ulong_3);
  r7[3] = convert_ulong_sat_rtz(K_c_int_ulong_3);
  r8[3] = convert_ulong_sat_rtp(K_c_int_ulong_3);
  r9[3] = convert_ulong_sat_rtn(K_c_int_ulong_3);
  r10[3] = (ulong)(K_c_int_ulong_3);
  {
    const ulong d = K_c_int_ulong_3;
    r11[3] = d;
  }
  r12[3] = (ulong)(bool)(K_c_int_ulong_3);
  r0[4] = convert_ulong(K_c_int_ulong_4);
  r1[4] = convert_ulong_rte(K_c_int_ulong_4);
  r2[4] = convert_ulong_rtz(K_c_int_ulong_4);
  r3[4] = convert_ulong_rtp(K_c_int_ulong_4);
  r4[4] = convert_ulong_rtn(K_c_int_ulong_4);
  r5[4] = convert_ulong_sat(K_c_int_ulong_4);
  r6[4] = convert_ulong_sat_rte(K_c_int_ulong_4);
  r7[4] = convert_ulong_sat_rtz(K_c_int_ulong_4);
  r8[4] = convert_ulong_sat_rtp(K_c_int_ulong_4);
  r9[4] = convert_ulong_sat_rtn(K_c_int_ulong_4);
  r10[4] = (ulong)(K_c_int_ulong_4);
  {
    const ulong d = K_c_int_ulong_4;
    r11[4] = d;
  }
  r12[4] = (ulong)(bool)(K_c_int_ulong_4);
  r0[5] = convert_ulong(K_c_int_ulong_5);
  r1[5] = convert_ulong_rte(K_c_int_ulong_5);
  r2[5] = convert_ulong_rtz(K_c_int_ulong_5);
  r3[5] = convert_ulong_rtp(K_c_int_ulong_5);
  r4[5] = convert_ulong_rtn(K_c_int_ulong_5);
  r5[5] = convert_ulong_sat(K_c_int_ulong_5);
  r6[5] = convert_ulong_sat_rte(K_c_int_ulong_5);
  r7[5] = convert_ulong_sat_rtz(K_c_int_ulong_5);
  r8[5] = convert_ulong_sat_rtp(K_c_int_ulong_5);
  r9[5] = convert_ulong_sat_rtn(K_c_int_ulong_5);
  r10[5] = (ulong)(K_c_int_ulong_5);
  {
    const ulong d = K_c_int_ulong_5;
    r11[5] = d;
  }
  r12[5] = (ulong)(bool)(K_c_int_ulong_5);
  r0[6] = convert_ulong(K_c_int_ulong_6);
  r1[6] = convert_ulong_rte(K_c_int_ulong_6);
  r2[6] = convert_ulong_rtz(K_c_int_ulong_6);
  r3[6] = convert_ulong_rtp(K_c_int_ulong_6);
  r4[6] = convert_ulong_rtn(K_c_int_ulong_6);
  r5[6] = convert_ulong_sat(K_c_int_ulong_6);
  r6[6] = convert_ulong_sat_rte(K_c_int_ulong_6);
  r7[6] = convert_ulong_sat_rtz(K_c_int_ulong_6);
  r8[6] = convert_ulong_sat_rtp(K_c_int_ulong_6);
  r9[6] = convert_ulong_sat_rtn(K_c_int_ulong_6);
  r10[6] = (ulong)(K_c_int_ulong_6);
  {
    const ulong d = K_c_int_ulong_6;
    r11[6] = d;
  }
  r12[6] = (ulong)(bool)(K_c_int_ulong_6);
  r0[7] = convert_ulong(K_c_int_ulong_7);
  r1[7] = convert_ulong_rte(K_c_int_ulong_7);
  r2[7] = convert_ulong_rtz(K_c_int_ulong_7);
  r3[7] = convert_ulong_rtp(K_c_int_ulong_7);
  r4[7] = convert_ulong_rtn(K_c_int_ulong_7);
  r5[7] = convert_ulong_sat(K_c_int_ulong_7);
  r6[7] = convert_ulong_sat_rte(K_c_int_ulong_7);
  r7[7] = convert_ulong_sat_rtz(K_c_int_ulong_7);
  r8[7] = convert_ulong_sat_rtp(K_c_int_ulong_7);
  r9[7] = convert_ulong_sat_rtn(K_c_int_ulong_7);
  r10[7] = (ulong)(K_c_int_ulong_7);
  {
    const ulong d = K_c_int_ulong_7;
    r11[7] = d;
  }
  r12[7] = (ulong)(bool)(K_c_int_ulong_7);
  r0[8] = convert_ulong(K_c_int_ulong_8);
  r1[8] = convert_ulong_rte(K_c_int_ulong_8);
  r2[8] = convert_ulong_rtz(K_c_int_ulong_8);
  r3[8] = convert_ulong_rtp(K_c_int_ulong_8);
  r4[8] = convert_ulong_rtn(K_c_int_ulong_8);
  r5[8] = convert_ulong_sat(K_c_int_ulong_8);
  r6[8] = convert_ulong_sat_rte(K_c_int_ulong_8);
  r7[8] = convert_ulong_sat_rtz(K_c_int_ulong_8);
  r8[8] = convert_ulong_sat_rtp(K_c_int_ulong_8);
  r9[8] = convert_ulong_sat_rtn(K_c_int_ulong_8);
  r10[8] = (ulong)(K_c_int_ulong_8);
  {
    const ulong d = K_c_int_ulong_8;
    r11[8] = d;
  }
  r12[8] = (ulong)(bool)(K_c_int_ulong_8);
  r0[9] = convert_ulong(K_c_int_ulong_9);
  r1[9] = convert_ulong_rte(K_c_int_ulong_9);
  r2[9] = convert_ulong_rtz(K_c_int_ulong_9);
  r3[9] = convert_ulong_rtp(K_c_int_ulong_9);
  r4[9] = convert_ulong_rtn(K_c_int_ulong_9);
  r5[9] = convert_ulong_sat(K_c_int_ulong_9);
  r6[9] = convert_ulong_sat_rte(K_c_int_ulong_9);
  r7[9] = convert_ulong_sat_rtz(K_c_int_ulong_9);
  r8[9] = convert_ulong_sat_rtp(K_c_int_ulong_9);
  r9[9] = convert_ulong_sat_rtn(K_c_int_ulong_9);
  r10[9] = (ulong)(K_c_int_ulong_9);
  {
    const ulong d = K_c_int_ulong_9;
    r11[9] = d;
  }
  r12[9] = (ulong)(bool)(K_c_int_ulong_9);
  r0[10] = convert_ulong(K_c_int_ulong_10);
  r1[10] = convert_ulong_rte(K_c_int_ulong_10);
  r2[10] = convert_ulong_rtz(K_c_int_ulong_10);
  r3[10] = convert_ulong_rtp(K_c_int_ulong_10);
  r4[10] = convert_ulong_rtn(K_c_int_ulong_10);
  r5[10] = convert_ulong_sat(K_c_int_ulong_10);
  r6[10] = convert_ulong_sat_rte(K_c_int_ulong_10);
  r7[10] = convert_ulong_sat_rtz(K_c_int_ulong_10);
  r8[10] = convert_ulong_sat_rtp(K_c_int_ulong_10);
  r9[10] = convert_ulong_sat_rtn(K_c_int_ulong_10);
  r10[10] = (ulong)(K_c_int_ulong_10);
  {
    const ulong d = K_c_int_ulong_10;
    r11[10] = d;
  }
  r12[10] = (ulong)(bool)(K_c_int_ulong_10);
  r0[11] = convert_ulong(K_c_int_ulong_11);
  r1[11] = convert_ulong_rte(K_c_int_ulong_11);
  r2[11] = convert_ulong_rtz(K_c_int_ulong_11);
  r3[11] = convert_ulong_rtp(K_c_int_ulong_11);
  r4[11] = convert_ulong_rtn(K_c_int_ulong_11);
  r5[11] = convert_ulong_sat(K_c_int_ulong_11);
  r6[11] = convert_ulong_sat_rte(K_c_int_ulong_11);
  r7[11] = convert_ulong_sat_rtz(K_c_int_ulong_11);
  r8[11] = convert_ulong_sat_rtp(K_c_int_ulong_11);
  r9[11] = convert_ulong_sat_rtn(K_c_int_ulong_11);
  r10[11] = (ulong)(K_c_int_ulong_11);
  {
    const ulong d = K_c_int_ulong_11;
    r11[11] = d;
  }
  r12[11] = (ulong)(bool)(K_c_int_ulong_11);
  r0[12] = convert_ulong(K_c_int_ulong_12);
  r1[12] = convert_ulong_rte(K_c_int_ulong_12);
  r2[12] = convert_ulong_rtz(K_c_int_ulong_12);
  r3[12] = convert_ulong_rtp(K_c_int_ulong_12);
  r4[12] = convert_ulong_rtn(K_c_int_ulong_12);
  r5[12] = convert_ulong_sat(K_c_int_ulong_12);
  r6[12] = convert_ulong_sat_rte(K_c_int_ulong_12);
  r7[12] = convert_ulong_sat_rtz(K_c_int_ulong_12);
  r8[12] = convert_ulong_sat_rtp(K_c_int_ulong_12);
  r9[12] = convert_ulong_sat_rtn(K_c_int_ulong_12);
  r10[12] = (ulong)(K_c_int_ulong_12);
  {
    const ulong d = K_c_int_ulong_12;
    r11[12] = d;
  }
  r12[12] = (ulong)(bool)(K_c_int_ulong_12);
  r0[13] = convert_ulong(K_c_int_ulong_13);
  r1[13] = convert_ulong_rte(K_c_int_ulong_13);
  r2[13] = convert_ulong_rtz(K_c_int_ulong_13);
  r3[13] = convert_ulong_rtp(K_c_int_ulong_13);
  r4[13] = convert_ulong_rtn(K_c_int_ulong_13);
  r5[13] = convert_ulong_sat(K_c_int_ulong_13);
  r6[13] = convert_ulong_sat_rte(K_c_int_ulong_13);
  r7[13] = convert_ulong_sat_rtz(K_c_int_ulong_13);
  r8[13] = convert_ulong_sat_rtp(K_c_int_ulong_13);
  r9[13] = convert_ulong_sat_rtn(K_c_int_ulong_13);
  r10[13] = (ulong)(K_c_int_ulong_13);
  {
    const ulong d = K_c_int_ulong_13;
    r11[13] = d;
  }
  r12[13] = (ulong)(bool)(K_c_int_ulong_13);
  r0[14] = convert_ulong(K_c_int_ulong_14);
  r1[14] = convert_ulong_rte(K_c_int_ulong_14);
  r2[14] = convert_ulong_rtz(K_c_int_ulong_14);
  r3[14] = convert_ulong_rtp(K_c_int_ulong_14);
  r4[14] = convert_ulong_rtn(K_c_int_ulong_14);
  r5[14] = convert_ulong_sat(K_c_int_ulong_14);
  r6[14] = convert_ulong_sat_rte(K_c_int_ulong_14);
  r7[14] = convert_ulong_sat_rtz(K_c_int_ulong_14);
  r8[14] = convert_ulong_sat_rtp(K_c_int_ulong_14);
  r9[14] = convert_ulong_sat_rtn(K_c_int_ulong_14);
  r10[14] = (ulong)(K_c_int_ulong_14);
  {
    const ulong d = K_c_int_ulong_14;
    r11[14] = d;
  }
  r12[14] = (ulong)(bool)(K_c_int_ulong_14);
  r0[15] = convert_ulong(K_c_int_ulong_15);
  r1[15] = convert_ulong_rte(K_c_int_ulong_15);
  r2[15] = convert_ulong_rtz(K_c_int_ulong_15);
  r3[15] = convert_ulong_rtp(K_c_int_ulong_15);
  r4[15] = convert_ulong_rtn(K_c_int_ulong_15);
  r5[15] = convert_ulong_sat(K_c_int_ulong_15);
  r6[15] = convert_ulong_sat_rte(K_c_int_ulong_15);
  r7[15] = convert_ulong_sat_rtz(K_c_int_ulong_15);
  r8[15] = convert_ulong_sat_rtp(K_c_int_ulong_15);
  r9[15] = convert_ulong_sat_rtn(K_c_int_ulong_15);
  r10[15] = (ulong)(K_c_int_ulong_15);
  {
    const ulong d = K_c_int_ulong_15;
    r11[15] = d;
  }
  r12[15] = (ulong)(bool)(K_c_int_ulong_15);
  r0[16] = convert_ulong(K_c_int_ulong_16);
  r1[16] = convert_ulong_rte(K_c_int_ulong_16);
  r2[16] = convert_ulong_rtz(K_c_int_ulong_16);
  r3[16] = convert_ulong_rtp(K_c_int_ulong_16);
  r4[16] = convert_ulong_rtn(K_c_int_ulong_16);
  r5[16] = convert_ulong_sat(K_c_int_ulong_16);
  r6[16] = convert_ulong_sat_rte(K_c_int_ulong_16);
  r7[16] = convert_ulong_sat_rtz(K_c_int_ulong_16);
  r8[16] = convert_ulong_sat_rtp(K_c_int_ulong_16);
  r9[16] = convert_ulong_sat_rtn(K_c_int_ulong_16);
  r10[16] = (ulong)(K_c_int_ulong_16);
  {
    const ulong d = K_c_int_ulong_16;
    r11[16] = d;
  }
  r12[16] = (ulong)(bool)(K_c_int_ulong_16);
  r0[17] = convert_ulong(K_c_int_ulong_17);
  r1[17] = convert_ulong_rte(K_c_int_ulong_17);
  r2[17] = convert_ulong_rtz(K_c_int_ulong_17);
  r3[17] = convert_ulong_rtp(K_c_int_ulong_17);
  r4[17] = convert_ulong_rtn(K_c_int_ulong_17);
  r5[17] = convert_ulong_sat(K_c_int_ulong_17);
  r6[17] = convert_ulong_sat_rte(K_c_int_ulong_17);
  r7[17] = convert_ulong_sat_rtz(K_c_int_ulong_17);
  r8[17] = convert_ulong_sat_rtp(K_c_int_ulong_17);
  r9[17] = convert_ulong_sat_rtn(K_c_int_ulong_17);
  r10[17] = (ulong)(K_c_int_ulong_17);
  {
    const ulong d = K_c_int_ulong_17;
    r11[17] = d;
  }
  r12[17] = (ulong)(bool)(K_c_int_ulong_17);
  r0[18] = convert_ulong(K_c_int_ulong_18);
  r1[18] = convert_ulong_rte(K_c_int_ulong_18);
  r2[18] = convert_ulong_rtz(K_c_int_ulong_18);
  r3[18] = convert_ulong_rtp(K_c_int_ulong_18);
  r4[18] = convert_ulong_rtn(K_c_int_ulong_18);
  r5[18] = convert_ulong_sat(K_c_int_ulong_18);
  r6[18] = convert_ulong_sat_rte(K_c_int_ulong_18);
  r7[18] = convert_ulong_sat_rtz(K_c_int_ulong_18);
  r8[18] = convert_ulong_sat_rtp(K_c_int_ulong_18);
  r9[18] = convert_ulong_sat_rtn(K_c_int_ulong_18);
  r10[18] = (ulong)(K_c_int_ulong_18);
  {
    const ulong d = K_c_int_ulong_18;
    r11[18] = d;
  }
  r12[18] = (ulong)(bool)(K_c_int_ulong_18);
  r0[19] = convert_ulong(K_c_int_ulong_19);
  r1[19] = convert_ulong_rte(K_c_int_ulong_19);
  r2[19] = convert_ulong_rtz(K_c_int_ulong_19);
  r3[19] = convert_ulong_rtp(K_c_int_ulong_19);
  r4[19] = convert_ulong_rtn(K_c_int_ulong_19);
  r5[19] = convert_ulong_sat(K_c_int_ulong_19);
  r6[19] = convert_ulong_sat_rte(K_c_int_ulong_19);
  r7[19] = convert_ulong_sat_rtz(K_c_int_ulong_19);
  r8[19] = convert_ulong_sat_rtp(K_c_int_ulong_19);
  r9[19] = convert_ulong_sat_rtn(K_c_int_ulong_19);
  r10[19] = (ulong)(K_c_int_ulong_19);
  {
    const ulong d = K_c_int_ulong_19;
    r11[19] = d;
  }
  r12[19] = (ulong)(bool)(K_c_int_ulong_19);
  r0[20] = convert_ulong(K_c_int_ulong_20);
  r1[20] = convert_ulong_rte(K_c_int_ulong_20);
  r2[20] = convert_ulong_rtz(K_c_int_ulong_20);
  r3[20] = convert_ulong_rtp(K_c_int_ulong_20);
  r4[20] = convert_ulong_rtn(K_c_int_ulong_20);
  r5[20] = convert_ulong_sat(K_c_int_ulong_20);
  r6[20] = convert_ulong_sat_rte(K_c_int_ulong_20);
  r7[20] = convert_ulong_sat_rtz(K_c_int_ulong_20);
  r8[20] = convert_ulong_sat_rtp(K_c_int_ulong_20);
  r9[20] = convert_ulong_sat_rtn(K_c_int_ulong_20);
  r10[20] = (ulong)(K_c_int_ulong_20);
  {
    const ulong d = K_c_int_ulong_20;
    r11[20] = d;
  }
  r12[20] = (ulong)(bool)(K_c_int_ulong_20);
  r0[21] = convert_ulong(K_c_int_ulong_21);
  r1[21] = convert_ulong_rte(K_c_int_ulong_21);
  r2[21] = convert_ulong_rtz(K_c_int_ulong_21);
  r3[21] = convert_ulong_rtp(K_c_int_ulong_21);
  r4[21] = convert_ulong_rtn(K_c_int_ulong_21);
  r5[21] = convert_ulong_sat(K_c_int_ulong_21);
  r6[21] = convert_ulong_sat_rte(K_c_int_ulong_21);
  r7[21] = convert_ulong_sat_rtz(K_c_int_ulong_21);
  r8[21] = convert_ulong_sat_rtp(K_c_int_ulong_21);
  r9[21] = convert_ulong_sat_rtn(K_c_int_ulong_21);
  r10[21] = (ulong)(K_c_int_ulong_21);
  {
    const ulong d = K_c_int_ulong_21;
    r11[21] = d;
  }
  r12[21] = (ulong)(bool)(K_c_int_ulong_21);
  r0[22] = convert_ulong(K_c_int_ulong_22);
  r1[22] = convert_ulong_rte(K_c_int_ulong_22);
  r2[22] = convert_ulong_rtz(K_c_int_ulong_22);
  r3[22] = convert_ulong_rtp(K_c_int_ulong_22);
  r4[22] = convert_ulong_rtn(K_c_int_ulong_22);
  r5[22] = convert_ulong_sat(K_c_int_ulong_22);
  r6[22] = convert_ulong_sat_rte(K_c_int_ulong_22);
  r7[22] = convert_ulong_sat_rtz(K_c_int_ulong_22);
  r8[22] = convert_ulong_sat_rtp(K_c_int_ulong_22);
  r9[22] = convert_ulong_sat_rtn(K_c_int_ulong_22);
  r10[22] = (ulong)(K_c_int_ulong_22);
  {
    const ulong d = K_c_int_ulong_22;
    r11[22] = d;
  }
  r12[22] = (ulong)(bool)(K_c_int_ulong_22);
  r0[23] = convert_ulong(K_c_int_ulong_23);
  r1[23] = convert_ulong_rte(K_c_int_ulong_23);
  r2[23] = convert_ulong_rtz(K_c_int_ulong_23);
  r3[23] = convert_ulong_rtp(K_c_int_ulong_23);
  r4[23] = convert_ulong_rtn(K_c_int_ulong_23);
  r5[23] = convert_ulong_sat(K_c_int_ulong_23);
  r6[23] = convert_ulong_sat_rte(K_c_int_ulong_23);
  r7[23] = convert_ulong_sat_rtz(K_c_int_ulong_23);
  r8[23] = convert_ulong_sat_rtp(K_c_int_ulong_23);
  r9[23] = convert_ulong_sat_rtn(K_c_int_ulong_23);
  r10[23] = (ulong)(K_c_int_ulong_23);
  {
    const ulong d = K_c_int_ulong_23;
    r11[23] = d;
  }
  r12[23] = (ulong)(bool)(K_c_int_ulong_23);
  r0[24] = convert_ulong(K_c_int_ulong_24);
  r1[24] = convert_ulong_rte(K_c_int_ulong_24);
  r2[24] = convert_ulong_rtz(K_c_int_ulong_24);
  r3[24] = convert_ulong_rtp(K_c_int_ulong_24);
  r4[24] = convert_ulong_rtn(K_c_int_ulong_24);
  r5[24] = convert_ulong_sat(K_c_int_ulong_24);
  r6[24] = convert_ulong_sat_rte(K_c_int_ulong_24);
  r7[24] = convert_ulong_sat_rtz(K_c_int_ulong_24);
  r8[24] = convert_ulong_sat_rtp(K_c_int_ulong_24);
  r9[24] = convert_ulong_sat_rtn(K_c_int_ulong_24);
  r10[24] = (ulong)(K_c_int_ulong_24);
  {
    const ulong d = K_c_int_ulong_24;
    r11[24] = d;
  }
  r12[24] = (ulong)(bool)(K_c_int_ulong_24);
  r0[25] = convert_ulong(K_c_int_ulong_25);
  r1[25] = convert_ulong_rte(K_c_int_ulong_25);
  r2[25] = convert_ulong_rtz(K_c_int_ulong_25);
  r3[25] = convert_ulong_rtp(K_c_int_ulong_25);
  r4[25] = convert_ulong_rtn(K_c_int_ulong_25);
  r5[25] = convert_ulong_sat(K_c_int_ulong_25);
  r6[25] = convert_ulong_sat_rte(K_c_int_ulong_25);
  r7[25] = convert_ulong_sat_rtz(K_c_int_ulong_25);
  r8[25] = convert_ulong_sat_rtp(K_c_int_ulong_25);
  r9[25] = convert_ulong_sat_rtn(K_c_int_ulong_25);
  r10[25] = (ulong)(K_c_int_ulong_25);
  {
    const ulong d = K_c_int_ulong_25;
    r11[25] = d;
  }
  r12[25] = (ulong)(bool)(K_c_int_ulong_25);
  r0[26] = convert_ulong(K_c_int_ulong_26);
  r1[26] = convert_ulong_rte(K_c_int_ulong_26);
  r2[26] = convert_ulong_rtz(K_c_int_ulong_26);
  r3[26] = convert_ulong_rtp(K_c_int_ulong_26);
  r4[26] = convert_ulong_rtn(K_c_int_ulong_26);
  r5[26] = convert_ulong_sat(K_c_int_ulong_26);
  r6[26] = convert_ulong_sat_rte(K_c_int_ulong_26);
  r7[26] = convert_ulong_sat_rtz(K_c_int_ulong_26);
  r8[26] = convert_ulong_sat_rtp(K_c_int_ulong_26);
  r9[26] = convert_ulong_sat_rtn(K_c_int_ulong_26);
  r10[26] = (ulong)(K_c_int_ulong_26);
  {
    const ulong d = K_c_int_ulong_26;
    r11[26] = d;
  }
  r12[26] = (ulong)(bool)(K_c_int_ulong_26);
  r0[27] = convert_ulong(K_c_int_ulong_27);
  r1[27] = convert_ulong_rte(K_c_int_ulong_27);
  r2[27] = convert_ulong_rtz(K_c_int_ulong_27);
  r3[27] = convert_ulong_rtp(K_c_int_ulong_27);
  r4[27] = convert_ulong_rtn(K_c_int_ulong_27);
  r5[27] = convert_ulong_sat(K_c_int_ulong_27);
  r6[27] = convert_ulong_sat_rte(K_c_int_ulong_27);
  r7[27] = convert_ulong_sat_rtz(K_c_int_ulong_27);
  r8[27] = convert_ulong_sat_rtp(K_c_int_ulong_27);
  r9[27] = convert_ulong_sat_rtn(K_c_int_ulong_27);
  r10[27] = (ulong)(K_c_int_ulong_27);
  {
    const ulong d = K_c_int_ulong_27;
    r11[27] = d;
  }
  r12[27] = (ulong)(bool)(K_c_int_ulong_27);
}

#define K_c_int_float_0 ((int)(0))
#define K_c_int_float_1 ((int)(1))
#define K_c_int_float_2 ((int)(126))
#define K_c_int_float_3 ((int)(127))
#define K_c_int_float_4 ((int)(128))
#define K_c_int_float_5 ((int)(254))
#define K_c_int_float_6 ((int)(255))
#define K_c_int_float_7 ((int)(256))
#define K_c_int_float_8 ((int)(32766))
#define K_c_int_float_9 ((int)(32767))
#define K_c_int_float_10 ((int)(32768))
#define K_c_int_float_11 ((int)(65520))
#define K_c_int_float_12 ((int)(65534))
#define K_c_int_float_13 ((int)(65535))
#define K_c_int_float_14 ((int)(65536))
#define K_c_int_float_15 ((int)(16777217))
#define K_c_int_float_16 ((int)(2147483646))
#define K_c_int_float_17 ((int)(2147483647))
#define K_c_int_float_18 ((int)(-2147483648))
#define K_c_int_float_19 ((int)(-2147483647))
#define K_c_int_float_20 ((int)(-32769))
#define K_c_int_float_21 ((int)(-32768))
#define K_c_int_float_22 ((int)(-32767))
#define K_c_int_float_23 ((int)(-129))
#define K_c_int_float_24 ((int)(-128))
#define K_c_int_float_25 ((int)(-127))
#define K_c_int_float_26 ((int)(-2))
#define K_c_int_float_27 ((int)(-1))
__kernel void c_int_float(__global float* r0, __global float* r1, __global float* r2, __global float* r3, __global float* r4, __global float* r5, __global float* r6, __global float* r7, __global float* r8) {
  r0[0] = convert_float(K_c_int_float_0);
  r1[0] = convert_float_rte(K_c_int_float_0);
  r2[0] = convert_float_rtz(K_c_int_float_0);
  r3[0] = convert_float_rtp(K_c_int_float_0);
  r4[0] = convert_float_rtn(K_c_int_float_0);
  r5[0] = as_float(K_c_int_float_0);
  r6[0] = (float)(K_c_int_float_0);
  {
    const float d = K_c_int_float_0;
    r7[0] = d;
  }
  r8[0] = (float)(bool)(K_c_int_float_0);
  r0[1] = convert_float(K_c_int_float_1);
  r1[1] = convert_float_rte(K_c_int_float_1);
  r2[1] = convert_float_rtz(K_c_int_float_1);
  r3[1] = convert_float_rtp(K_c_int_float_1);
  r4[1] = convert_float_rtn(K_c_int_float_1);
  r5[1] = as_float(K_c_int_float_1);
  r6[1] = (float)(K_c_int_float_1);
  {
    const float d = K_c_int_float_1;
    r7[1] = d;
  }
  r8[1] = (float)(bool)(K_c_int_float_1);
  r0[2] = convert_float(K_c_int_float_2);
  r1[2] = convert_float_rte(K_c_int_float_2);
  r2[2] = convert_float_rtz(K_c_int_float_2);
  r3[2] = convert_float_rtp(K_c_int_float_2);
  r4[2] = convert_float_rtn(K_c_int_float_2);
  r5[2] = as_float(K_c_int_float_2);
  r6[2] = (float)(K_c_int_float_2);
  {
    const float d = K_c_int_float_2;
    r7[2] = d;
  }
  r8[2] = (float)(bool)(K_c_int_float_2);
  r0[3] = convert_float(K_c_int_float_3);
  r1[3] = convert_float_rte(K_c_int_float_3);
  r2[3] = convert_float_rtz(K_c_int_float_3);
  r3[3] = convert_float_rtp(K_c_int_float_3);
  r4[3] = convert_float_rtn(K_c_int_float_3);
  r5[3] = as_float(K_c_int_float_3);
  r6[3] = (float)(K_c_int_float_3);
  {
    const float d = K_c_int_float_3;
    r7[3] = d;
  }
  r8[3] = (float)(bool)(K_c_int_float_3);
  r0[4] = convert_float(K_c_int_float_4);
  r1[4] = convert_float_rte(K_c_int_float_4);
  r2[4] = convert_float_rtz(K_c_int_float_4);
  r3[4] = convert_float_rtp(K_c_int_float_4);
  r4[4] = convert_float_rtn(K_c_int_float_4);
  r5[4] = as_float(K_c_int_float_4);
  r6[4] = (float)(K_c_int_float_4);
  {
    const float d = K_c_int_float_4;
    r7[4] = d;
  }
  r8[4] = (float)(bool)(K_c_int_float_4);
  r0[5] = convert_float(K_c_int_float_5);
  r1[5] = convert_float_rte(K_c_int_float_5);
  r2[5] = convert_float_rtz(K_c_int_float_5);
  r3[5] = convert_float_rtp(K_c_int_float_5);
  r4[5] = convert_float_rtn(K_c_int_float_5);
  r5[5] = as_float(K_c_int_float_5);
  r6[5] = (float)(K_c_int_float_5);
  {
    const float d = K_c_int_float_5;
    r7[5] = d;
  }
  r8[5] = (float)(bool)(K_c_int_float_5);
  r0[6] = convert_float(K_c_int_float_6);
  r1[6] = convert_float_rte(K_c_int_float_6);
  r2[6] = convert_float_rtz(K_c_int_float_6);
  r3[6] = convert_float_rtp(K_c_int_float_6);
  r4[6] = convert_float_rtn(K_c_int_float_6);
  r5[6] = as_float(K_c_int_float_6);
  r6[6] = (float)(K_c_int_float_6);
  {
    const float d = K_c_int_float_6;
    r7[6] = d;
  }
  r8[6] = (float)(bool)(K_c_int_float_6);
  r0[7] = convert_float(K_c_int_float_7);
  r1[7] = convert_float_rte(K_c_int_float_7);
  r2[7] = convert_float_rtz(K_c_int_float_7);
  r3[7] = convert_float_rtp(K_c_int_float_7);
  r4[7] = convert_float_rtn(K_c_int_float_7);
  r5[7] = as_float(K_c_int_float_7);
  r6[7] = (float)(K_c_int_float_7);
  {
    const float d = K_c_int_float_7;
    r7[7] = d;
  }
  r8[7] = (float)(bool)(K_c_int_float_7);
  r0[8] = convert_float(K_c_int_float_8);
  r1[8] = convert_float_rte(K_c_int_float_8);
  r2[8] = convert_float_rtz(K_c_int_float_8);
  r3[8] = convert_float_rtp(K_c_int_float_8);
  r4[8] = convert_float_rtn(K_c_int_float_8);
  r5[8] = as_float(K_c_int_float_8);
  r6[8] = (float)(K_c_int_float_8);
  {
    const float d = K_c_int_float_8;
    r7[8] = d;
  }
  r8[8] = (float)(bool)(K_c_int_float_8);
  r0[9] = convert_float(K_c_int_float_9);
  r1[9] = convert_float_rte(K_c_int_float_9);
  r2[9] = convert_float_rtz(K_c_int_float_9);
  r3[9] = convert_float_rtp(K_c_int_float_9);
  r4[9] = convert_float_rtn(K_c_int_float_9);
  r5[9] = as_float(K_c_int_float_9);
  r6[9] = (float)(K_c_int_float_9);
  {
    const float d = K_c_int_float_9;
    r7[9] = d;
  }
  r8[9] = (float)(bool)(K_c_int_float_9);
  r0[10] = convert_float(K_c_int_float_10);
  r1[10] = convert_float_rte(K_c_int_float_10);
  r2[10] = convert_float_rtz(K_c_int_float_10);
  r3[10] = convert_float_rtp(K_c_int_float_10);
  r4[10] = convert_float_rtn(K_c_int_float_10);
  r5[10] = as_float(K_c_int_float_10);
  r6[10] = (float)(K_c_int_float_10);
  {
    const float d = K_c_int_float_10;
    r7[10] = d;
  }
  r8[10] = (float)(bool)(K_c_int_float_10);
  r0[11] = convert_float(K_c_int_float_11);
  r1[11] = convert_float_rte(K_c_int_float_11);
  r2[11] = convert_float_rtz(K_c_int_float_11);
  r3[11] = convert_float_rtp(K_c_int_float_11);
  r4[11] = convert_float_rtn(K_c_int_float_11);
  r5[11] = as_float(K_c_int_float_11);
  r6[11] = (float)(K_c_int_float_11);
  {
    const float d = K_c_int_float_11;
    r7[11] = d;
  }
  r8[11] = (float)(bool)(K_c_int_float_11);
  r0[12] = convert_float(K_c_int_float_12);
  r1[12] = convert_float_rte(K_c_int_float_12);
  r2[12] = convert_float_rtz(K_c_int_float_12);
  r3[12] = convert_float_rtp(K_c_int_float_12);
  r4[12] = convert_float_rtn(K_c_int_float_12);
  r5[12] = as_float(K_c_int_float_12);
  r6[12] = (float)(K_c_int_float_12);
  {
    const float d = K_c_int_float_12;
    r7[12] = d;
  }
  r8[12] = (float)(bool)(K_c_int_float_12);
  r0[13] = convert_float(K_c_int_float_13);
  r1[13] = convert_float_rte(K_c_int_float_13);
  r2[13] = convert_float_rtz(K_c_int_float_13);
  r3[13] = convert_float_rtp(K_c_int_float_13);
  r4[13] = convert_float_rtn(K_c_int_float_13);
  r5[13] = as_float(K_c_int_float_13);
  r6[13] = (float)(K_c_int_float_13);
  {
    const float d = K_c_int_float_13;
    r7[13] = d;
  }
  r8[13] = (float)(bool)(K_c_int_float_13);
  r0[14] = convert_float(K_c_int_float_14);
  r1[14] = convert_float_rte(K_c_int_float_14);
  r2[14] = convert_float_rtz(K_c_int_float_14);
  r3[14] = convert_float_rtp(K_c_int_float_14);
  r4[14] = convert_float_rtn(K_c_int_float_14);
  r5[14] = as_float(K_c_int_float_14);
  r6[14] = (float)(K_c_int_float_14);
  {
    const float d = K_c_int_float_14;
    r7[14] = d;
  }
  r8[14] = (float)(bool)(K_c_int_float_14);
  r0[15] = convert_float(K_c_int_float_15);
  r1[15] = convert_float_rte(K_c_int_float_15);
  r2[15] = convert_float_rtz(K_c_int_float_15);
  r3[15] = convert_float_rtp(K_c_int_float_15);
  r4[15] = convert_float_rtn(K_c_int_float_15);
  r5[15] = as_float(K_c_int_float_15);
  r6[15] = (float)(K_c_int_float_15);
  {
    const float d = K_c_int_float_15;
    r7[15] = d;
  }
  r8[15] = (float)(bool)(K_c_int_float_15);
  r0[16] = convert_float(K_c_int_float_16);
  r1[16] = convert_float_rte(K_c_int_float_16);
  r2[16] = convert_float_rtz(K_c_int_float_16);
  r3[16] = convert_float_rtp(K_c_int_float_16);
  r4[16] = convert_float_rtn(K_c_int_float_16);
  r5[16] = as_float(K_c_int_float_16);
  r6[16] = (float)(K_c_int_float_16);
  {
    const float d = K_c_int_float_16;
    r7[16] = d;
  }
  r8[16] = (float)(bool)(K_c_int_float_16);
  r0[17] = convert_float(K_c_int_float_17);
  r1[17] = convert_float_rte(K_c_int_float_17);
  r2[17] = convert_float_rtz(K_c_int_float_17);
  r3[17] = convert_float_rtp(K_c_int_float_17);
  r4[17] = convert_float_rtn(K_c_int_float_17);
  r5[17] = as_float(K_c_int_float_17);
  r6[17] = (float)(K_c_int_float_17);
  {
    const float d = K_c_int_float_17;
    r7[17] = d;
  }
  r8[17] = (float)(bool)(K_c_int_float_17);
  r0[18] = convert_float(K_c_int_float_18);
  r1[18] = convert_float_rte(K_c_int_float_18);
  r2[18] = convert_float_rtz(K_c_int_float_18);
  r3[18] = convert_float_rtp(K_c_int_float_18);
  r4[18] = convert_float_rtn(K_c_int_float_18);
  r5[18] = as_float(K_c_int_float_18);
  r6[18] = (float)(K_c_int_float_18);
  {
    const float d = K_c_int_float_18;
    r7[18] = d;
  }
  r8[18] = (float)(bool)(K_c_int_float_18);
  r0[19] = convert_float(K_c_int_float_19);
  r1[19] = convert_float_rte(K_c_int_float_19);
  r2[19] = convert_float_rtz(K_c_int_float_19);
  r3[19] = convert_float_rtp(K_c_int_float_19);
  r4[19] = convert_float_rtn(K_c_int_float_19);
  r5[19] = as_float(K_c_int_float_19);
  r6[19] = (float)(K_c_int_float_19);
  {
    const float d = K_c_int_float_19;
    r7[19] = d;
  }
  r8[19] = (float)(bool)(K_c_int_float_19);
  r0[20] = convert_float(K_c_int_float_20);
  r1[20] = convert_float_rte(K_c_int_float_20);
  r2[20] = convert_float_rtz(K_c_int_float_20);
  r3[20] = convert_float_rtp(K_c_int_float_20);
  r4[20] = convert_float_rtn(K_c_int_float_20);
  r5[20] = as_float(K_c_int_float_20);
  r6[20] = (float)(K_c_int_float_20);
  {
    const float d = K_c_int_float_20;
    r7[20] = d;
  }
  r8[20] = (float)(bool)(K_c_int_float_20);
  r0[21] = convert_float(K_c_int_float_21);
  r1[21] = convert_float_rte(K_c_int_float_21);
  r2[21] = convert_float_rtz(K_c_int_float_21);
  r3[21] = convert_float_rtp(K_c_int_float_21);
  r4[21] = convert_float_rtn(K_c_int_float_21);
  r5[21] = as_float(K_c_int_float_21);
  r6[21] = (float)(K_c_int_float_21);
  {
    const float d = K_c_int_float_21;
    r7[21] = d;
  }
  r8[21] = (float)(bool)(K_c_int_float_21);
  r0[22] = convert_float(K_c_int_float_22);
  r1[22] = convert_float_rte(K_c_int_float_22);
  r2[22] = convert_float_rtz(K_c_int_float_22);
  r3[22] = convert_float_rtp(K_c_int_float_22);
  r4[22] = convert_float_rtn(K_c_int_float_22);
  r5[22] = as_float(K_c_int_float_22);
  r6[22] = (float)(K_c_int_float_22);
  {
    const float d = K_c_int_float_22;
    r7[22] = d;
  }
  r8[22] = (float)(bool)(K_c_int_float_22);
  r0[23] = convert_float(K_c_int_float_23);
  r1[23] = convert_float_rte(K_c_int_float_23);
  r2[23] = convert_float_rtz(K_c_int_float_23);
  r3[23] = convert_float_rtp(K_c_int_float_23);
  r4[23] = convert_float_rtn(K_c_int_float_23);
  r5[23] = as_float(K_c_int_float_23);
  r6[23] = (float)(K_c_int_float_23);
  {
    const float d = K_c_int_float_23;
    r7[23] = d;
  }
  r8[23] = (float)(bool)(K_c_int_float_23);
  r0[24] = convert_float(K_c_int_float_24);
  r1[24] = convert_float_rte(K_c_int_float_24);
  r2[24] = convert_float_rtz(K_c_int_float_24);
  r3[24] = convert_float_rtp(K_c_int_float_24);
  r4[24] = convert_float_rtn(K_c_int_float_24);
  r5[24] = as_float(K_c_int_float_24);
  r6[24] = (float)(K_c_int_float_24);
  {
    const float d = K_c_int_float_24;
    r7[24] = d;
  }
  r8[24] = (float)(bool)(K_c_int_float_24);
  r0[25] = convert_float(K_c_int_float_25);
  r1[25] = convert_float_rte(K_c_int_float_25);
  r2[25] = convert_float_rtz(K_c_int_float_25);
  r3[25] = convert_float_rtp(K_c_int_float_25);
  r4[25] = convert_float_rtn(K_c_int_float_25);
  r5[25] = as_float(K_c_int_float_25);
  r6[25] = (float)(K_c_int_float_25);
  {
    const float d = K_c_int_float_25;
    r7[25] = d;
  }
  r8[25] = (float)(bool)(K_c_int_float_25);
  r0[26] = convert_float(K_c_int_float_26);
  r1[26] = convert_float_rte(K_c_int_float_26);
  r2[26] = convert_float_rtz(K_c_int_float_26);
  r3[26] = convert_float_rtp(K_c_int_float_26);
  r4[26] = convert_float_rtn(K_c_int_float_26);
  r5[26] = as_float(K_c_int_float_26);
  r6[26] = (float)(K_c_int_float_26);
  {
    const float d = K_c_int_float_26;
    r7[26] = d;
  }
  r8[26] = (float)(bool)(K_c_int_float_26);
  r0[27] = convert_float(K_c_int_float_27);
  r1[27] = convert_float_rte(K_c_int_float_27);
  r2[27] = convert_float_rtz(K_c_int_float_27);
  r3[27] = convert_float_rtp(K_c_int_float_27);
  r4[27] = convert_float_rtn(K_c_int_float_27);
  r5[27] = as_float(K_c_int_float_27);
  r6[27] = (float)(K_c_int_float_27);
  {
    const float d = K_c_int_float_27;
    r7[27] = d;
  }
  r8[27] = (float)(bool)(K_c_int_float_27);
}

#define K_c_int_double_0 ((int)(0))
#define K_c_int_double_1 ((int)(1))
#define K_c_int_double_2 ((int)(126))
#define K_c_int_double_3 ((int)(127))
#define K_c_int_double_4 ((int)(128))
#define K_c_int_double_5 ((int)(254))
#define K_c_int_double_6 ((int)(255))
#define K_c_int_double_7 ((int)(256))
#define K_c_int_double_8 ((int)(32766))
#define K_c_int_double_9 ((int)(32767))
#define K_c_int_double_10 ((int)(32768))
#define K_c_int_double_11 ((int)(65520))
#define K_c_int_double_12 ((int)(65534))
#define K_c_int_double_13 ((int)(65535))
#define K_c_int_double_14 ((int)(65536))
#define K_c_int_double_15 ((int)(16777217))
#define K_c_int_double_16 ((int)(2147483646))
#define K_c_int_double_17 ((int)(2147483647))
#define K_c_int_double_18 ((int)(-2147483648))
#define K_c_int_double_19 ((int)(-2147483647))
#define K_c_int_double_20 ((int)(-32769))
#define K_c_int_double_21 ((int)(-32768))
#define K_c_int_double_22 ((int)(-32767))
#define K_c_int_double_23 ((int)(-129))
#define K_c_int_double_24 ((int)(-128))
#define K_c_int_double_25 ((int)(-127))
#define K_c_int_double_26 ((int)(-2))
#define K_c_int_double_27 ((int)(-1))
__kernel void c_int_double(__global double* r0, __global double* r1, __global double* r2, __global double* r3, __global double* r4, __global double* r5, __global double* r6, __global double* r7) {
  r0[0] = convert_double(K_c_int_double_0);
  r1[0] = convert_double_rte(K_c_int_double_0);
  r2[0] = convert_double_rtz(K_c_int_double_0);
  r3[0] = convert_double_rtp(K_c_int_double_0);
  r4[0] = convert_double_rtn(K_c_int_double_0);
  r5[0] = (double)(K_c_int_double_0);
  {
    const double d = K_c_int_double_0;
    r6[0] = d;
  }
  r7[0] = (double)(bool)(K_c_int_double_0);
  r0[1] = convert_double(K_c_int_double_1);
  r1[1] = convert_double_rte(K_c_int_double_1);
  r2[1] = convert_double_rtz(K_c_int_double_1);
  r3[1] = convert_double_rtp(K_c_int_double_1);
  r4[1] = convert_double_rtn(K_c_int_double_1);
  r5[1] = (double)(K_c_int_double_1);
  {
    const double d = K_c_int_double_1;
    r6[1] = d;
  }
  r7[1] = (double)(bool)(K_c_int_double_1);
  r0[2] = convert_double(K_c_int_double_2);
  r1[2] = convert_double_rte(K_c_int_double_2);
  r2[2] = convert_double_rtz(K_c_int_double_2);
  r3[2] = convert_double_rtp(K_c_int_double_2);
  r4[2] = convert_double_rtn(K_c_int_double_2);
  r5[2] = (double)(K_c_int_double_2);
  {
    const double d = K_c_int_double_2;
    r6[2] = d;
  }
  r7[2] = (double)(bool)(K_c_int_double_2);
  r0[3] = convert_double(K_c_int_double_3);
  r1[3] = convert_double_rte(K_c_int_double_3);
  r2[3] = convert_double_rtz(K_c_int_double_3);
  r3[3] = convert_double_rtp(K_c_int_double_3);
  r4[3] = convert_double_rtn(K_c_int_double_3);
  r5[3] = (double)(K_c_int_double_3);
  {
    const double d = K_c_int_double_3;
    r6[3] = d;
  }
  r7[3] = (double)(bool)(K_c_int_double_3);
  r0[4] = convert_double(K_c_int_double_4);
  r1[4] = convert_double_rte(K_c_int_double_4);
  r2[4] = convert_double_rtz(K_c_int_double_4);
  r3[4] = convert_double_rtp(K_c_int_double_4);
  r4[4] = convert_double_rtn(K_c_int_double_4);
  r5[4] = (double)(K_c_int_double_4);
  {
    const double d = K_c_int_double_4;
    r6[4] = d;
  }
  r7[4] = (double)(bool)(K_c_int_double_4);
  r0[5] = convert_double(K_c_int_double_5);
  r1[5] = convert_double_rte(K_c_int_double_5);
  r2[5] = convert_double_rtz(K_c_int_double_5);
  r3[5] = convert_double_rtp(K_c_int_double_5);
  r4[5] = convert_double_rtn(K_c_int_double_5);
  r5[5] = (double)(K_c_int_double_5);
  {
    const double d = K_c_int_double_5;
    r6[5] = d;
  }
  r7[5] = (double)(bool)(K_c_int_double_5);
  r0[6] = convert_double(K_c_int_double_6);
  r1[6] = convert_double_rte(K_c_int_double_6);
  r2[6] = convert_double_rtz(K_c_int_double_6);
  r3[6] = convert_double_rtp(K_c_int_double_6);
  r4[6] = convert_double_rtn(K_c_int_double_6);
  r5[6] = (double)(K_c_int_double_6);
  {
    const double d = K_c_int_double_6;
    r6[6] = d;
  }
  r7[6] = (double)(bool)(K_c_int_double_6);
  r0[7] = convert_double(K_c_int_double_7);
  r1[7] = convert_double_rte(K_c_int_double_7);
  r2[7] = convert_double_rtz(K_c_int_double_7);
  r3[7] = convert_double_rtp(K_c_int_double_7);
  r4[7] = convert_double_rtn(K_c_int_double_7);
  r5[7] = (double)(K_c_int_double_7);
  {
    const double d = K_c_int_double_7;
    r6[7] = d;
  }
  r7[7] = (double)(bool)(K_c_int_double_7);
  r0[8] = convert_double(K_c_int_double_8);
  r1[8] = convert_double_rte(K_c_int_double_8);
  r2[8] = convert_double_rtz(K_c_int_double_8);
  r3[8] = convert_double_rtp(K_c_int_double_8);
  r4[8] = convert_double_rtn(K_c_int_double_8);
  r5[8] = (double)(K_c_int_double_8);
  {
    const double d = K_c_int_double_8;
    r6[8] = d;
  }
  r7[8] = (double)(bool)(K_c_int_double_8);
  r0[9] = convert_double(K_c_int_double_9);
  r1[9] = convert_double_rte(K_c_int_double_9);
  r2[9] = convert_double_rtz(K_c_int_double_9);
  r3[9] = convert_double_rtp(K_c_int_double_9);
  r4[9] = convert_double_rtn(K_c_int_double_9);
  r5[9] = (double)(K_c_int_double_9);
  {
    const double d = K_c_int_double_9;
    r6[9] = d;
  }
  r7[9] = (double)(bool)(K_c_int_double_9);
  r0[10] = convert_double(K_c_int_double_10);
  r1[10] = convert_double_rte(K_c_int_double_10);
  r2[10] = convert_double_rtz(K_c_int_double_10);
  r3[10] = convert_double_rtp(K_c_int_double_10);
  r4[10] = convert_double_rtn(K_c_int_double_10);
  r5[10] = (double)(K_c_int_double_10);
  {
    const double d = K_c_int_double_10;
    r6[10] = d;
  }
  r7[10] = (double)(bool)(K_c_int_double_10);
  r0[11] = convert_double(K_c_int_double_11);
  r1[11] = convert_double_rte(K_c_int_double_11);
  r2[11] = convert_double_rtz(K_c_int_double_11);
  r3[11] = convert_double_rtp(K_c_int_double_11);
  r4[11] = convert_double_rtn(K_c_int_double_11);
  r5[11] = (double)(K_c_int_double_11);
  {
    const double d = K_c_int_double_11;
    r6[11] = d;
  }
  r7[11] = (double)(bool)(K_c_int_double_11);
  r0[12] = convert_double(K_c_int_double_12);
  r1[12] = convert_double_rte(K_c_int_double_12);
  r2[12] = convert_double_rtz(K_c_int_double_12);
  r3[12] = convert_double_rtp(K_c_int_double_12);
  r4[12] = convert_double_rtn(K_c_int_double_12);
  r5[12] = (double)(K_c_int_double_12);
  {
    const double d = K_c_int_double_12;
    r6[12] = d;
  }
  r7[12] = (double)(bool)(K_c_int_double_12);
  r0[13] = convert_double(K_c_int_double_13);
  r1[13] = convert_double_rte(K_c_int_double_13);
  r2[13] = convert_double_rtz(K_c_int_double_13);
  r3[13] = convert_double_rtp(K_c_int_double_13);
  r4[13] = convert_double_rtn(K_c_int_double_13);
  r5[13] = (double)(K_c_int_double_13);
  {
    const double d = K_c_int_double_13;
    r6[13] = d;
  }
  r7[13] = (double)(bool)(K_c_int_double_13);
  r0[14] = convert_double(K_c_int_double_14);
  r1[14] = convert_double_rte(K_c_int_double_14);
  r2[14] = convert_double_rtz(K_c_int_double_14);
  r3[14] = convert_double_rtp(K_c_int_double_14);
  r4[14] = convert_double_rtn(K_c_int_double_14);
  r5[14] = (double)(K_c_int_double_14);
  {
    const double d = K_c_int_double_14;
    r6[14] = d;
  }
  r7[14] = (double)(bool)(K_c_int_double_14);
  r0[15] = convert_double(K_c_int_double_15);
  r1[15] = convert_double_rte(K_c_int_double_15);
  r2[15] = convert_double_rtz(K_c_int_double_15);
  r3[15] = convert_double_rtp(K_c_int_double_15);
  r4[15] = convert_double_rtn(K_c_int_double_15);
  r5[15] = (double)(K_c_int_double_15);
  {
    const double d = K_c_int_double_15;
    r6[15] = d;
  }
  r7[15] = (double)(bool)(K_c_int_double_15);
  r0[16] = convert_double(K_c_int_double_16);
  r1[16] = convert_double_rte(K_c_int_double_16);
  r2[16] = convert_double_rtz(K_c_int_double_16);
  r3[16] = convert_double_rtp(K_c_int_double_16);
  r4[16] = convert_double_rtn(K_c_int_double_16);
  r5[16] = (double)(K_c_int_double_16);
  {
    const double d = K_c_int_double_16;
    r6[16] = d;
  }
  r7[16] = (double)(bool)(K_c_int_double_16);
  r0[17] = convert_double(K_c_int_double_17);
  r1[17] = convert_double_rte(K_c_int_double_17);
  r2[17] = convert_double_rtz(K_c_int_double_17);
  r3[17] = convert_double_rtp(K_c_int_double_17);
  r4[17] = convert_double_rtn(K_c_int_double_17);
  r5[17] = (double)(K_c_int_double_17);
  {
    const double d = K_c_int_double_17;
    r6[17] = d;
  }
  r7[17] = (double)(bool)(K_c_int_double_17);
  r0[18] = convert_double(K_c_int_double_18);
  r1[18] = convert_double_rte(K_c_int_double_18);
  r2[18] = convert_double_rtz(K_c_int_double_18);
  r3[18] = convert_double_rtp(K_c_int_double_18);
  r4[18] = convert_double_rtn(K_c_int_double_18);
  r5[18] = (double)(K_c_int_double_18);
  {
    const double d = K_c_int_double_18;
    r6[18] = d;
  }
  r7[18] = (double)(bool)(K_c_int_double_18);
  r0[19] = convert_double(K_c_int_double_19);
  r1[19] = convert_double_rte(K_c_int_double_19);
  r2[19] = convert_double_rtz(K_c_int_double_19);
  r3[19] = convert_double_rtp(K_c_int_double_19);
  r4[19] = convert_double_rtn(K_c_int_double_19);
  r5[19] = (double)(K_c_int_double_19);
  {
    const double d = K_c_int_double_19;
    r6[19] = d;
  }
  r7[19] = (double)(bool)(K_c_int_double_19);
  r0[20] = convert_double(K_c_int_double_20);
  r1[20] = convert_double_rte(K_c_int_double_20);
  r2[20] = convert_double_rtz(K_c_int_double_20);
  r3[20] = convert_double_rtp(K_c_int_double_20);
  r4[20] = convert_double_rtn(K_c_int_double_20);
  r5[20] = (double)(K_c_int_double_20);
  {
    const double d = K_c_int_double_20;
    r6[20] = d;
  }
  r7[20] = (double)(bool)(K_c_int_double_20);
  r0[21] = convert_double(K_c_int_double_21);
  r1[21] = convert_double_rte(K_c_int_double_21);
  r2[21] = convert_double_rtz(K_c_int_double_21);
  r3[21] = convert_double_rtp(K_c_int_double_21);
  r4[21] = convert_double_rtn(K_c_int_double_21);
  r5[21] = (double)(K_c_int_double_21);
  {
    const double d = K_c_int_double_21;
    r6[21] = d;
  }
  r7[21] = (double)(bool)(K_c_int_double_21);
  r0[22] = convert_double(K_c_int_double_22);
  r1[22] = convert_double_rte(K_c_int_double_22);
  r2[22] = convert_double_rtz(K_c_int_double_22);
  r3[22] = convert_double_rtp(K_c_int_double_22);
  r4[22] = convert_double_rtn(K_c_int_double_22);
  r5[22] = (double)(K_c_int_double_22);
  {
    const double d = K_c_int_double_22;
    r6[22] = d;
  }
  r7[22] = (double)(bool)(K_c_int_double_22);
  r0[23] = convert_double(K_c_int_double_23);
  r1[23] = convert_double_rte(K_c_int_double_23);
  r2[23] = convert_double_rtz(K_c_int_double_23);
  r3[23] = convert_double_rtp(K_c_int_double_23);
  r4[23] = convert_double_rtn(K_c_int_double_23);
  r5[23] = (double)(K_c_int_double_23);
  {
    const double d = K_c_int_double_23;
    r6[23] = d;
  }
  r7[23] = (double)(bool)(K_c_int_double_23);
  r0[24] = convert_double(K_c_int_double_24);
  r1[24] = convert_double_rte(K_c_int_double_24);
  r2[24] = convert_double_rtz(K_c_int_double_24);
  r3[24] = convert_double_rtp(K_c_int_double_24);
  r4[24] = convert_double_rtn(K_c_int_double_24);
  r5[24] = (double)(K_c_int_double_24);
  {
    const double d = K_c_int_double_24;
    r6[24] = d;
  }
  r7[24] = (double)(bool)(K_c_int_double_24);
  r0[25] = convert_double(K_c_int_double_25);
  r1[25] = convert_double_rte(K_c_int_double_25);
  r2[25] = convert_double_rtz(K_c_int_double_25);
  r3[25] = convert_double_rtp(K_c_int_double_25);
  r4[25] = convert_double_rtn(K_c_int_double_25);
  r5[25] = (double)(K_c_int_double_25);
  {
    const double d = K_c_int_double_25;
    r6[25] = d;
  }
  r7[25] = (double)(bool)(K_c_int_double_25);
  r0[26] = convert_double(K_c_int_double_26);
  r1[26] = convert_double_rte(K_c_int_double_26);
  r2[26] = convert_double_rtz(K_c_int_double_26);
  r3[26] = convert_double_rtp(K_c_int_double_26);
  r4[26] = convert_double_rtn(K_c_int_double_26);
  r5[26] = (double)(K_c_int_double_26);
  {
    const double d = K_c_int_double_26;
    r6[26] = d;
  }
  r7[26] = (double)(bool)(K_c_int_double_26);
  r0[27] = convert_double(K_c_int_double_27);
  r1[27] = convert_double_rte(K_c_int_double_27);
  r2[27] = convert_double_rtz(K_c_int_double_27);
  r3[27] = convert_double_rtp(K_c_int_double_27);
  r4[27] = convert_double_rtn(K_c_int_double_27);
  r5[27] = (double)(K_c_int_double_27);
  {
    const double d = K_c_int_double_27;
    r6[27] = d;
  }
  r7[27] = (double)(bool)(K_c_int_double_27);
}

#define K_c_int16_char_0 (int16)(((int)(0)), ((int)(1)), ((int)(112)), ((int)(126)), ((int)(127)), ((int)(128)), ((int)(254)), ((int)(255)), ((int)(256)), ((int)(1008)), ((int)(4098)), ((int)(28672)), ((int)(32766)), ((int)(32767)), ((int)(32768)), ((int)(65520)))
#define K_c_int16_char_1 (int16)(((int)(65534)), ((int)(65535)), ((int)(65536)), ((int)(262128)), ((int)(1040384)), ((int)(2097150)), ((int)(8323072)), ((int)(16777088)), ((int)(16777217)), ((int)(33554432)), ((int)(130023424)), ((int)(268304384)), ((int)(536862720)), ((int)(1073740800)), ((int)(2147483392)), ((int)(2147483646)))
#define K_c_int16_char_2 (int16)(((int)(2147483647)), ((int)(-2147483648)), ((int)(-2147483647)), ((int)(-2113929217)), ((int)(-805306369)), ((int)(-268435455)), ((int)(-134217601)), ((int)(-67092481)), ((int)(-29360129)), ((int)(-8388577)), ((int)(-4128769)), ((int)(-1048545)), ((int)(-262146)), ((int)(-114689)), ((int)(-32769)), ((int)(-32768)))
#define K_c_int16_char_3 (int16)(((int)(-32767)), ((int)(-32257)), ((int)(-4099)), ((int)(-961)), ((int)(-129)), ((int)(-128)), ((int)(-127)), ((int)(-66)), ((int)(-2)), ((int)(-1)), ((int)(0)), ((int)(1)), ((int)(112)), ((int)(126)), ((int)(127)), ((int)(128)))
__kernel void c_int16_char(__global char* r0, __global char* r1, __global char* r2, __global char* r3, __global char* r4, __global char* r5, __global char* r6, __global char* r7, __global char* r8, __global char* r9) {
  vstore16(convert_char16(K_c_int16_char_0), 0, r0);
  vstore16(convert_char16_rte(K_c_int16_char_0), 0, r1);
  vstore16(convert_char16_rtz(K_c_int16_char_0), 0, r2);
  vstore16(convert_char16_rtp(K_c_int16_char_0), 0, r3);
  vstore16(convert_char16_rtn(K_c_int16_char_0), 0, r4);
  vstore16(convert_char16_sat(K_c_int16_char_0), 0, r5);
  vstore16(convert_char16_sat_rte(K_c_int16_char_0), 0, r6);
  vstore16(convert_char16_sat_rtz(K_c_int16_char_0), 0, r7);
  vstore16(convert_char16_sat_rtp(K_c_int16_char_0), 0, r8);
  vstore16(convert_char16_sat_rtn(K_c_int16_char_0), 0, r9);
  vstore16(convert_char16(K_c_int16_char_1), 1, r0);
  vstore16(convert_char16_rte(K_c_int16_char_1), 1, r1);
  vstore16(convert_char16_rtz(K_c_int16_char_1), 1, r2);
  vstore16(convert_char16_rtp(K_c_int16_char_1), 1, r3);
  vstore16(convert_char16_rtn(K_c_int16_char_1), 1, r4);
  vstore16(convert_char16_sat(K_c_int16_char_1), 1, r5);
  vstore16(convert_char16_sat_rte(K_c_int16_char_1), 1, r6);
  vstore16(convert_char16_sat_rtz(K_c_int16_char_1), 1, r7);
  vstore16(convert_char16_sat_rtp(K_c_int16_char_1), 1, r8);
  vstore16(convert_char16_sat_rtn(K_c_int16_char_1), 1, r9);
  vstore16(convert_char16(K_c_int16_char_2), 2, r0);
  vstore16(convert_char16_rte(K_c_int16_char_2), 2, r1);
  vstore16(convert_char16_rtz(K_c_int16_char_2), 2, r2);
  vstore16(convert_char16_rtp(K_c_int16_char_2), 2, r3);
  vstore16(convert_char16_rtn(K_c_int16_char_2), 2, r4);
  vstore16(convert_char16_sat(K_c_int16_char_2), 2, r5);
  vstore16(convert_char16_sat_rte(K_c_int16_char_2), 2, r6);
  vstore16(convert_char16_sat_rtz(K_c_int16_char_2), 2, r7);
  vstore16(convert_char16_sat_rtp(K_c_int16_char_2), 2, r8);
  vstore16(convert_char16_sat_rtn(K_c_int16_char_2), 2, r9);
  vstore16(convert_char16(K_c_int16_char_3), 3, r0);
  vstore16(convert_char16_rte(K_c_int16_char_3), 3, r1);
  vstore16(convert_char16_rtz(K_c_int16_char_3), 3, r2);
  vstore16(convert_char16_rtp(K_c_int16_char_3), 3, r3);
  vstore16(convert_char16_rtn(K_c_int16_char_3), 3, r4);
  vstore16(convert_char16_sat(K_c_int16_char_3), 3, r5);
  vstore16(convert_char16_sat_rte(K_c_int16_char_3), 3, r6);
  vstore16(convert_char16_sat_rtz(K_c_int16_char_3), 3, r7);
  vstore16(convert_char16_sat_rtp(K_c_int16_char_3), 3, r8);
  vstore16(convert_char16_sat_rtn(K_c_int16_char_3), 3, r9);
}

#define K_c_int16_uchar_0 (int16)(((int)(0)), ((int)(1)), ((int)(112)), ((int)(126)), ((int)(127)), ((int)(128)), ((int)(254)), ((int)(255)), ((int)(256)), ((int)(1008)), ((int)(4098)), ((int)(28672)), ((int)(32766)), ((int)(32767)), ((int)(32768)), ((int)(65520)))
#define K_c_int16_uchar_1 (int16)(((int)(65534)), ((int)(65535)), ((int)(65536)), ((int)(262128)), ((int)(1040384)), ((int)(2097150)), ((int)(8323072)), ((int)(16777088)), ((int)(16777217)), ((int)(33554432)), ((int)(130023424)), ((int)(268304384)), ((int)(536862720)), ((int)(1073740800)), ((int)(2147483392)), ((int)(2147483646)))
#define K_c_int16_uchar_2 (int16)(((int)(2147483647)), ((int)(-2147483648)), ((int)(-2147483647)), ((int)(-2113929217)), ((int)(-805306369)), ((int)(-268435455)), ((int)(-134217601)), ((int)(-67092481)), ((int)(-29360129)), ((int)(-8388577)), ((int)(-4128769)), ((int)(-1048545)), ((int)(-262146)), ((int)(-114689)), ((int)(-32769)), ((int)(-32768)))
#define K_c_int16_uchar_3 (int16)(((int)(-32767)), ((int)(-32257)), ((int)(-4099)), ((int)(-961)), ((int)(-129)), ((int)(-128)), ((int)(-127)), ((int)(-66)), ((int)(-2)), ((int)(-1)), ((int)(0)), ((int)(1)), ((int)(112)), ((int)(126)), ((int)(127)), ((int)(128)))
__kernel void c_int16_uchar(__global uchar* r0, __global uchar* r1, __global uchar* r2, __global uchar* r3, __global uchar* r4, __global uchar* r5, __global uchar* r6, __global uchar* r7, __global uchar* r8, __global uchar* r9) {
  vstore16(convert_uchar16(K_c_int16_uchar_0), 0, r0);
  vstore16(convert_uchar16_rte(K_c_int16_uchar_0), 0, r1);
  vstore16(convert_uchar16_rtz(K_c_int16_uchar_0), 0, r2);
  vstore16(convert_uchar16_rtp(K_c_int16_uchar_0), 0, r3);
  vstore16(convert_uchar16_rtn(K_c_int16_uchar_0), 0, r4);
  vstore16(convert_uchar16_sat(K_c_int16_uchar_0), 0, r5);
  vstore16(convert_uchar16_sat_rte(K_c_int16_uchar_0), 0, r6);
  vstore16(convert_uchar16_sat_rtz(K_c_int16_uchar_0), 0, r7);
  vstore16(convert_uchar16_sat_rtp(K_c_int16_uchar_0), 0, r8);
  vstore16(convert_uchar16_sat_rtn(K_c_int16_uchar_0), 0, r9);
  vstore16(convert_uchar16(K_c_int16_uchar_1), 1, r0);
  vstore16(convert_uchar16_rte(K_c_int16_uchar_1), 1, r1);
  vstore16(convert_uchar16_rtz(K_c_int16_uchar_1), 1, r2);
  vstore16(convert_uchar16_rtp(K_c_int16_uchar_1), 1, r3);
  vstore16(convert_uchar16_rtn(K_c_int16_uchar_1), 1, r4);
  vstore16(convert_uchar16_sat(K_c_int16_uchar_1), 1, r5);
  vstore16(convert_uchar16_sat_rte(K_c_int16_uchar_1), 1, r6);
  vstore16(convert_uchar16_sat_rtz(K_c_int16_uchar_1), 1, r7);
  vstore16(convert_uchar16_sat_rtp(K_c_int16_uchar_1), 1, r8);
  vstore16(convert_uchar16_sat_rtn(K_c_int16_uchar_1), 1, r9);
  vstore16(convert_uchar16(K_c_int16_uchar_2), 2, r0);
  vstore16(convert_uchar16_rte(K_c_int16_uchar_2), 2, r1);
  vstore16(convert_uchar16_rtz(K_c_int16_uchar_2), 2, r2);
  vstore16(convert_uchar16_rtp(K_c_int16_uchar_2), 2, r3);
  vstore16(convert_uchar16_rtn(K_c_int16_uchar_2), 2, r4);
  vstore16(convert_uchar16_sat(K_c_int16_uchar_2), 2, r5);
  vstore16(convert_uchar16_sat_rte(K_c_int16_uchar_2), 2, r6);
  vstore16(convert_uchar16_sat_rtz(K_c_int16_uchar_2), 2, r7);
  vstore16(convert_uchar16_sat_rtp(K_c_int16_uchar_2), 2, r8);
  vstore16(convert_uchar16_sat_rtn(K_c_int16_uchar_2), 2, r9);
  vstore16(convert_uchar16(K_c_int16_uchar_3), 3, r0);
  vstore16(convert_uchar16_rte(K_c_int16_uchar_3), 3, r1);
  vstore16(convert_uchar16_rtz(K_c_int16_uchar_3), 3, r2);
  vstore16(convert_uchar16_rtp(K_c_int16_uchar_3), 3, r3);
  vstore16(convert_uchar16_rtn(K_c_int16_uchar_3), 3, r4);
  vstore16(convert_uchar16_sat(K_c_int16_uchar_3), 3, r5);
  vstore16(convert_uchar16_sat_rte(K_c_int16_uchar_3), 3, r6);
  vstore16(convert_uchar16_sat_rtz(K_c_int16_uchar_3), 3, r7);
  vstore16(convert_uchar16_sat_rtp(K_c_int16_uchar_3), 3, r8);
  vstore16(convert_uchar16_sat_rtn(K_c_int16_uchar_3), 3, r9);
}

#define K_c_int16_short_0 (int16)(((int)(0)), ((int)(1)), ((int)(120)), ((int)(126)), ((int)(127)), ((int)(128)), ((int)(254)), ((int)(255)), ((int)(256)), ((int)(1020)), ((int)(7168)), ((int)(32512)), ((int)(32766)), ((int)(32767)), ((int)(32768)), ((int)(65520)))
#define K_c_int16_short_1 (int16)(((int)(65534)), ((int)(65535)), ((int)(65536)), ((int)(114688)), ((int)(262145)), ((int)(1048512)), ((int)(3932160)), ((int)(8388480)), ((int)(16777217)), ((int)(16777218)), ((int)(66977792)), ((int)(134216704)), ((int)(268435440)), ((int)(536870912)), ((int)(1610612736)), ((int)(2147483646)))
#define K_c_int16_short_2 (int16)(((int)(2147483647)), ((int)(-2147483648)), ((int)(-2147483647)), ((int)(-2147483617)), ((int)(-1073741313)), ((int)(-536854529)), ((int)(-267386881)), ((int)(-67108866)), ((int)(-33554305)), ((int)(-16646145)), ((int)(-4194297)), ((int)(-2031617)), ((int)(-524033)), ((int)(-131057)), ((int)(-32769)), ((int)(-32768)))
#define K_c_int16_short_3 (int16)(((int)(-32767)), ((int)(-8191)), ((int)(-1985)), ((int)(-241)), ((int)(-129)), ((int)(-128)), ((int)(-127)), ((int)(-11)), ((int)(-2)), ((int)(-1)), ((int)(0)), ((int)(1)), ((int)(120)), ((int)(126)), ((int)(127)), ((int)(128)))
__kernel void c_int16_short(__global short* r0, __global short* r1, __global short* r2, __global short* r3, __global short* r4, __global short* r5, __global short* r6, __global short* r7, __global short* r8, __global short* r9) {
  vstore16(convert_short16(K_c_int16_short_0), 0, r0);
  vstore16(convert_short16_rte(K_c_int16_short_0), 0, r1);
  vstore16(convert_short16_rtz(K_c_int16_short_0), 0, r2);
  vstore16(convert_short16_rtp(K_c_int16_short_0), 0, r3);
  vstore16(convert_short16_rtn(K_c_int16_short_0), 0, r4);
  vstore16(convert_short16_sat(K_c_int16_short_0), 0, r5);
  vstore16(convert_short16_sat_rte(K_c_int16_short_0), 0, r6);
  vstore16(convert_short16_sat_rtz(K_c_int16_short_0), 0, r7);
  vstore16(convert_short16_sat_rtp(K_c_int16_short_0), 0, r8);
  vstore16(convert_short16_sat_rtn(K_c_int16_short_0), 0, r9);
  vstore16(convert_short16(K_c_int16_short_1), 1, r0);
  vstore16(convert_short16_rte(K_c_int16_short_1), 1, r1);
  vstore16(convert_short16_rtz(K_c_int16_short_1), 1, r2);
  vstore16(convert_short16_rtp(K_c_int16_short_1), 1, r3);
  vstore16(convert_short16_rtn(K_c_int16_short_1), 1, r4);
  vstore16(convert_short16_sat(K_c_int16_short_1), 1, r5);
  vstore16(convert_short16_sat_rte(K_c_int16_short_1), 1, r6);
  vstore16(convert_short16_sat_rtz(K_c_int16_short_1), 1, r7);
  vstore16(convert_short16_sat_rtp(K_c_int16_short_1), 1, r8);
  vstore16(convert_short16_sat_rtn(K_c_int16_short_1), 1, r9);
  vstore16(convert_short16(K_c_int16_short_2), 2, r0);
  vstore16(convert_short16_rte(K_c_int16_short_2), 2, r1);
  vstore16(convert_short16_rtz(K_c_int16_short_2), 2, r2);
  vstore16(convert_short16_rtp(K_c_int16_short_2), 2, r3);
  vstore16(convert_short16_rtn(K_c_int16_short_2), 2, r4);
  vstore16(convert_short16_sat(K_c_int16_short_2), 2, r5);
  vstore16(convert_short16_sat_rte(K_c_int16_short_2), 2, r6);
  vstore16(convert_short16_sat_rtz(K_c_int16_short_2), 2, r7);
  vstore16(convert_short16_sat_rtp(K_c_int16_short_2), 2, r8);
  vstore16(convert_short16_sat_rtn(K_c_int16_short_2), 2, r9);
  vstore16(convert_short16(K_c_int16_short_3), 3, r0);
  vstore16(convert_short16_rte(K_c_int16_short_3), 3, r1);
  vstore16(convert_short16_rtz(K_c_int16_short_3), 3, r2);
  vstore16(convert_short16_rtp(K_c_int16_short_3), 3, r3);
  vstore16(convert_short16_rtn(K_c_int16_short_3), 3, r4);
  vstore16(convert_short16_sat(K_c_int16_short_3), 3, r5);
  vstore16(convert_short16_sat_rte(K_c_int16_short_3), 3, r6);
  vstore16(convert_short16_sat_rtz(K_c_int16_short_3), 3, r7);
  vstore16(convert_short16_sat_rtp(K_c_int16_short_3), 3, r8);
  vstore16(convert_short16_sat_rtn(K_c_int16_short_3), 3, r9);
}

#define K_c_int16_ushort_0 (int16)(((int)(0)), ((int)(1)), ((int)(120)), ((int)(126)), ((int)(127)), ((int)(128)), ((int)(254)), ((int)(255)), ((int)(256)), ((int)(1020)), ((int)(7168)), ((int)(32512)), ((int)(32766)), ((int)(32767)), ((int)(32768)), ((int)(65520)))
#define K_c_int16_ushort_1 (int16)(((int)(65534)), ((int)(65535)), ((int)(65536)), ((int)(114688)), ((int)(262145)), ((int)(1048512)), ((int)(3932160)), ((int)(8388480)), ((int)(16777217)), ((int)(16777218)), ((int)(66977792)), ((int)(134216704)), ((int)(268435440)), ((int)(536870912)), ((int)(1610612736)), ((int)(2147483646)))
#define K_c_int16_ushort_2 (int16)(((int)(2147483647)), ((int)(-2147483648)), ((int)(-2147483647)), ((int)(-2147483617)), ((int)(-1073741313)), ((int)(-536854529)), ((int)(-267386881)), ((int)(-67108866)), ((int)(-33554305)), ((int)(-16646145)), ((int)(-4194297)), ((int)(-2031617)), ((int)(-524033)), ((int)(-131057)), ((int)(-32769)), ((int)(-32768)))
#define K_c_int16_ushort_3 (int16)(((int)(-32767)), ((int)(-8191)), ((int)(-1985)), ((int)(-241)), ((int)(-129)), ((int)(-128)), ((int)(-127)), ((int)(-11)), ((int)(-2)), ((int)(-1)), ((int)(0)), ((int)(1)), ((int)(120)), ((int)(126)), ((int)(127)), ((int)(128)))
__kernel void c_int16_ushort(__global ushort* r0, __global ushort* r1, __global ushort* r2, __global ushort* r3, __global ushort* r4, __global ushort* r5, __global ushort* r6, __global ushort* r7, __global ushort* r8, __global ushort* r9) {
  vstore16(convert_ushort16(K_c_int16_ushort_0), 0, r0);
  vstore16(convert_ushort16_rte(K_c_int16_ushort_0), 0, r1);
  vstore16(convert_ushort16_rtz(K_c_int16_ushort_0), 0, r2);
  vstore16(convert_ushort16_rtp(K_c_int16_ushort_0), 0, r3);
  vstore16(convert_ushort16_rtn(K_c_int16_ushort_0), 0, r4);
  vstore16(convert_ushort16_sat(K_c_int16_ushort_0), 0, r5);
  vstore16(convert_ushort16_sat_rte(K_c_int16_ushort_0), 0, r6);
  vstore16(convert_ushort16_sat_rtz(K_c_int16_ushort_0), 0, r7);
  vstore16(convert_ushort16_sat_rtp(K_c_int16_ushort_0), 0, r8);
  vstore16(convert_ushort16_sat_rtn(K_c_int16_ushort_0), 0, r9);
  vstore16(convert_ushort16(K_c_int16_ushort_1), 1, r0);
  vstore16(convert_ushort16_rte(K_c_int16_ushort_1), 1, r1);
  vstore16(convert_ushort16_rtz(K_c_int16_ushort_1), 1, r2);
  vstore16(convert_ushort16_rtp(K_c_int16_ushort_1), 1, r3);
  vstore16(convert_ushort16_rtn(K_c_int16_ushort_1), 1, r4);
  vstore16(convert_ushort16_sat(K_c_int16_ushort_1), 1, r5);
  vstore16(convert_ushort16_sat_rte(K_c_int16_ushort_1), 1, r6);
  vstore16(convert_ushort16_sat_rtz(K_c_int16_ushort_1), 1, r7);
  vstore16(convert_ushort16_sat_rtp(K_c_int16_ushort_1), 1, r8);
  vstore16(convert_ushort16_sat_rtn(K_c_int16_ushort_1), 1, r9);
  vstore16(convert_ushort16(K_c_int16_ushort_2), 2, r0);
  vstore16(convert_ushort16_rte(K_c_int16_ushort_2), 2, r1);
  vstore16(convert_ushort16_rtz(K_c_int16_ushort_2), 2, r2);
  vstore16(convert_ushort16_rtp(K_c_int16_ushort_2), 2, r3);
  vstore16(convert_ushort16_rtn(K_c_int16_ushort_2), 2, r4);
  vstore16(convert_ushort16_sat(K_c_int16_ushort_2), 2, r5);
  vstore16(convert_ushort16_sat_rte(K_c_int16_ushort_2), 2, r6);
  vstore16(convert_ushort16_sat_rtz(K_c_int16_ushort_2), 2, r7);
  vstore16(convert_ushort16_sat_rtp(K_c_int16_ushort_2), 2, r8);
  vstore16(convert_ushort16_sat_rtn(K_c_int16_ushort_2), 2, r9);
  vstore16(convert_ushort16(K_c_int16_ushort_3), 3, r0);
  vstore16(convert_ushort16_rte(K_c_int16_ushort_3), 3, r1);
  vstore16(convert_ushort16_rtz(K_c_int16_ushort_3), 3, r2);
  vstore16(convert_ushort16_rtp(K_c_int16_ushort_3), 3, r3);
  vstore16(convert_ushort16_rtn(K_c_int16_ushort_3), 3, r4);
  vstore16(convert_ushort16_sat(K_c_int16_ushort_3), 3, r5);
  vstore16(convert_ushort16_sat_rte(K_c_int16_ushort_3), 3, r6);
  vstore16(convert_ushort16_sat_rtz(K_c_int16_ushort_3), 3, r7);
  vstore16(convert_ushort16_sat_rtp(K_c_int16_ushort_3), 3, r8);
  vstore16(convert_ushort16_sat_rtn(K_c_int16_ushort_3), 3, r9);
}

#define K_c_int16_int_0 (int16)(((int)(0)), ((int)(1)), ((int)(120)), ((int)(126)), ((int)(127)), ((int)(128)), ((int)(254)), ((int)(255)), ((int)(256)), ((int)(1020)), ((int)(7168)), ((int)(32512)), ((int)(32766)), ((int)(32767)), ((int)(32768)), ((int)(65520)))
#define K_c_int16_int_1 (int16)(((int)(65534)), ((int)(65535)), ((int)(65536)), ((int)(114688)), ((int)(262145)), ((int)(1048512)), ((int)(3932160)), ((int)(8388480)), ((int)(16777217)), ((int)(16777218)), ((int)(66977792)), ((int)(134216704)), ((int)(268435440)), ((int)(536870912)), ((int)(1610612736)), ((int)(2147483646)))
#define K_c_int16_int_2 (int16)(((int)(2147483647)), ((int)(-2147483648)), ((int)(-2147483647)), ((int)(-2147483617)), ((int)(-1073741569)), ((int)(-536866817)), ((int)(-268304385)), ((int)(-125829121)), ((int)(-33554430)), ((int)(-16776193)), ((int)(-7340033)), ((int)(-2097089)), ((int)(-524291)), ((int)(-260097)), ((int)(-65505)), ((int)(-32769)))
#define K_c_int16_int_3 (int16)(((int)(-32768)), ((int)(-32767)), ((int)(-16377)), ((int)(-3969)), ((int)(-509)), ((int)(-129)), ((int)(-128)), ((int)(-127)), ((int)(-34)), ((int)(-2)), ((int)(-1)), ((int)(0)), ((int)(1)), ((int)(120)), ((int)(126)), ((int)(127)))
__kernel void c_int16_int(__global int* r0, __global int* r1, __global int* r2, __global int* r3, __global int* r4, __global int* r5, __global int* r6, __global int* r7, __global int* r8, __global int* r9, __global int* r10) {
  vstore16(convert_int16(K_c_int16_int_0), 0, r0);
  vstore16(convert_int16_rte(K_c_int16_int_0), 0, r1);
  vstore16(convert_int16_rtz(K_c_int16_int_0), 0, r2);
  vstore16(convert_int16_rtp(K_c_int16_int_0), 0, r3);
  vstore16(convert_int16_rtn(K_c_int16_int_0), 0, r4);
  vstore16(convert_int16_sat(K_c_int16_int_0), 0, r5);
  vstore16(convert_int16_sat_rte(K_c_int16_int_0), 0, r6);
  vstore16(convert_int16_sat_rtz(K_c_int16_int_0), 0, r7);
  vstore16(convert_int16_sat_rtp(K_c_int16_int_0), 0, r8);
  vstore16(convert_int16_sat_rtn(K_c_int16_int_0), 0, r9);
  vstore16(as_int16(K_c_int16_int_0), 0, r10);
  vstore16(convert_int16(K_c_int16_int_1), 1, r0);
  vstore16(convert_int16_rte(K_c_int16_int_1), 1, r1);
  vstore16(convert_int16_rtz(K_c_int16_int_1), 1, r2);
  vstore16(convert_int16_rtp(K_c_int16_int_1), 1, r3);
  vstore16(convert_int16_rtn(K_c_int16_int_1), 1, r4);
  vstore16(convert_int16_sat(K_c_int16_int_1), 1, r5);
  vstore16(convert_int16_sat_rte(K_c_int16_int_1), 1, r6);
  vstore16(convert_int16_sat_rtz(K_c_int16_int_1), 1, r7);
  vstore16(convert_int16_sat_rtp(K_c_int16_int_1), 1, r8);
  vstore16(convert_int16_sat_rtn(K_c_int16_int_1), 1, r9);
  vstore16(as_int16(K_c_int16_int_1), 1, r10);
  vstore16(convert_int16(K_c_int16_int_2), 2, r0);
  vstore16(convert_int16_rte(K_c_int16_int_2), 2, r1);
  vstore16(convert_int16_rtz(K_c_int16_int_2), 2, r2);
  vstore16(convert_int16_rtp(K_c_int16_int_2), 2, r3);
  vstore16(convert_int16_rtn(K_c_int16_int_2), 2, r4);
  vstore16(convert_int16_sat(K_c_int16_int_2), 2, r5);
  vstore16(convert_int16_sat_rte(K_c_int16_int_2), 2, r6);
  vstore16(convert_int16_sat_rtz(K_c_int16_int_2), 2, r7);
  vstore16(convert_int16_sat_rtp(K_c_int16_int_2), 2, r8);
  vstore16(convert_int16_sat_rtn(K_c_int16_int_2), 2, r9);
  vstore16(as_int16(K_c_int16_int_2), 2, r10);
  vstore16(convert_int16(K_c_int16_int_3), 3, r0);
  vstore16(convert_int16_rte(K_c_int16_int_3), 3, r1);
  vstore16(convert_int16_rtz(K_c_int16_int_3), 3, r2);
  vstore16(convert_int16_rtp(K_c_int16_int_3), 3, r3);
  vstore16(convert_int16_rtn(K_c_int16_int_3), 3, r4);
  vstore16(convert_int16_sat(K_c_int16_int_3), 3, r5);
  vstore16(convert_int16_sat_rte(K_c_int16_int_3), 3, r6);
  vstore16(convert_int16_sat_rtz(K_c_int16_int_3), 3, r7);
  vstore16(convert_int16_sat_rtp(K_c_int16_int_3), 3, r8);
  vstore16(convert_int16_sat_rtn(K_c_int16_int_3), 3, r9);
  vstore16(as_int16(K_c_int16_int_3), 3, r10);
}

#define K_c_int16_uint_0 (int16)(((int)(0)), ((int)(1)), ((int)(120)), ((int)(126)), ((int)(127)), ((int)(128)), ((int)(254)), ((int)(255)), ((int)(256)), ((int)(1020)), ((int)(7168)), ((int)(32512)), ((int)(32766)), ((int)(32767)), ((int)(32768)), ((int)(65520)))
#define K_c_int16_uint_1 (int16)(((int)(65534)), ((int)(65535)), ((int)(65536)), ((int)(114688)), ((int)(262145)), ((int)(1048512)), ((int)(3932160)), ((int)(8388480)), ((int)(16777217)), ((int)(16777218)), ((int)(66977792)), ((int)(134216704)), ((int)(268435440)), ((int)(536870912)), ((int)(1610612736)), ((int)(2147483646)))
#define K_c_int16_uint_2 (int16)(((int)(2147483647)), ((int)(-2147483648)), ((int)(-2147483647)), ((int)(-2147483617)), ((int)(-1073741569)), ((int)(-536866817)), ((int)(-268304385)), ((int)(-125829121)), ((int)(-33554430)), ((int)(-16776193)), ((int)(-7340033)), ((int)(-2097089)), ((int)(-524291)), ((int)(-260097)), ((int)(-65505)), ((int)(-32769)))
#define K_c_int16_uint_3 (int16)(((int)(-32768)), ((int)(-32767)), ((int)(-16377)), ((int)(-3969)), ((int)(-509)), ((int)(-129)), ((int)(-128)), ((int)(-127)), ((int)(-34)), ((int)(-2)), ((int)(-1)), ((int)(0)), ((int)(1)), ((int)(120)), ((int)(126)), ((int)(127)))
__kernel void c_int16_uint(__global uint* r0, __global uint* r1, __global uint* r2, __global uint* r3, __global uint* r4, __global uint* r5, __global uint* r6, __global uint* r7, __global uint* r8, __global uint* r9, __global uint* r10) {
  vstore16(convert_uint16(K_c_int16_uint_0), 0, r0);
  vstore16(convert_uint16_rte(K_c_int16_uint_0), 0, r1);
  vstore16(convert_uint16_rtz(K_c_int16_uint_0), 0, r2);
  vstore16(convert_uint16_rtp(K_c_int16_uint_0), 0, r3);
  vstore16(convert_uint16_rtn(K_c_int16_uint_0), 0, r4);
  vstore16(convert_uint16_sat(K_c_int16_uint_0), 0, r5);
  vstore16(convert_uint16_sat_rte(K_c_int16_uint_0), 0, r6);
  vstore16(convert_uint16_sat_rtz(K_c_int16_uint_0), 0, r7);
  vstore16(convert_uint16_sat_rtp(K_c_int16_uint_0), 0, r8);
  vstore16(convert_uint16_sat_rtn(K_c_int16_uint_0), 0, r9);
  vstore16(as_uint16(K_c_int16_uint_0), 0, r10);
  vstore16(convert_uint16(K_c_int16_uint_1), 1, r0);
  vstore16(convert_uint16_rte(K_c_int16_uint_1), 1, r1);
  vstore16(convert_uint16_rtz(K_c_int16_uint_1), 1, r2);
  vstore16(convert_uint16_rtp(K_c_int16_uint_1), 1, r3);
  vstore16(convert_uint16_rtn(K_c_int16_uint_1), 1, r4);
  vstore16(convert_uint16_sat(K_c_int16_uint_1), 1, r5);
  vstore16(convert_uint16_sat_rte(K_c_int16_uint_1), 1, r6);
  vstore16(convert_uint16_sat_rtz(K_c_int16_uint_1), 1, r7);
  vstore16(convert_uint16_sat_rtp(K_c_int16_uint_1), 1, r8);
  vstore16(convert_uint16_sat_rtn(K_c_int16_uint_1), 1, r9);
  vstore16(as_uint16(K_c_int16_uint_1), 1, r10);
  vstore16(convert_uint16(K_c_int16_uint_2), 2, r0);
  vstore16(convert_uint16_rte(K_c_int16_uint_2), 2, r1);
  vstore16(convert_uint16_rtz(K_c_int16_uint_2), 2, r2);
  vstore16(convert_uint16_rtp(K_c_int16_uint_2), 2, r3);
  vstore16(convert_uint16_rtn(K_c_int16_uint_2), 2, r4);
  vstore16(convert_uint16_sat(K_c_int16_uint_2), 2, r5);
  vstore16(convert_uint16_sat_rte(K_c_int16_uint_2), 2, r6);
  vstore16(convert_uint16_sat_rtz(K_c_int16_uint_2), 2, r7);
  vstore16(convert_uint16_sat_rtp(K_c_int16_uint_2), 2, r8);
  vstore16(convert_uint16_sat_rtn(K_c_int16_uint_2), 2, r9);
  vstore16(as_uint16(K_c_int16_uint_2), 2, r10);
  vstore16(convert_uint16(K_c_int16_uint_3), 3, r0);
  vstore16(convert_uint16_rte(K_c_int16_uint_3), 3, r1);
  vstore16(convert_uint16_rtz(K_c_int16_uint_3), 3, r2);
  vstore16(convert_uint16_rtp(K_c_int16_uint_3), 3, r3);
  vstore16(convert_uint16_rtn(K_c_int16_uint_3), 3, r4);
  vstore16(convert_uint16_sat(K_c_int16_uint_3), 3, r5);
  vstore16(convert_uint16_sat_rte(K_c_int16_uint_3), 3, r6);
  vstore16(convert_uint16_sat_rtz(K_c_int16_uint_3), 3, r7);
  vstore16(convert_uint16_sat_rtp(K_c_int16_uint_3), 3, r8);
  vstore16(convert_uint16_sat_rtn(K_c_int16_uint_3), 3, r9);
  vstore16(as_uint16(K_c_int16_uint_3), 3, r10);
}

#define K_c_int16_long_0 (int16)(((int)(0)), ((int)(1)), ((int)(120)), ((int)(126)), ((int)(127)), ((int)(128)), ((int)(254)), ((int)(255)), ((int)(256)), ((int)(1020)), ((int)(7168)), ((int)(32512)), ((int)(32766)), ((int)(32767)), ((int)(32768)), ((int)(65520)))
#define K_c_int16_long_1 (int16)(((int)(65534)), ((int)(65535)), ((int)(65536)), ((int)(114688)), ((int)(262145)), ((int)(1048512)), ((int)(3932160)), ((int)(8388480)), ((int)(16777217)), ((int)(16777218)), ((int)(66977792)), ((int)(134216704)), ((int)(268435440)), ((int)(536870912)), ((int)(1610612736)), ((int)(2147483646)))
#define K_c_int16_long_2 (int16)(((int)(2147483647)), ((int)(-2147483648)), ((int)(-2147483647)), ((int)(-2147483617)), ((int)(-1073741569)), ((int)(-536866817)), ((int)(-268304385)), ((int)(-125829121)), ((int)(-33554430)), ((int)(-16776193)), ((int)(-7340033)), ((int)(-2097089)), ((int)(-524291)), ((int)(-260097)), ((int)(-65505)), ((int)(-32769)))
#define K_c_int16_long_3 (int16)(((int)(-32768)), ((int)(-32767)), ((int)(-16377)), ((int)(-3969)), ((int)(-509)), ((int)(-129)), ((int)(-128)), ((int)(-127)), ((int)(-34)), ((int)(-2)), ((int)(-1)), ((int)(0)), ((int)(1)), ((int)(120)), ((int)(126)), ((int)(127)))
__kernel void c_int16_long(__global long* r0, __global long* r1, __global long* r2, __global long* r3, __global long* r4, __global long* r5, __global long* r6, __global long* r7, __global long* r8, __global long* r9, __global long* r10) {
  vstore16(convert_long16(K_c_int16_long_0), 0, r0);
  vstore16(convert_long16_rte(K_c_int16_long_0), 0, r1);
  vstore16(convert_long16_rtz(K_c_int16_long_0), 0, r2);
  vstore16(convert_long16_rtp(K_c_int16_long_0), 0, r3);
  vstore16(convert_long16_rtn(K_c_int16_long_0), 0, r4);
  vstore16(convert_long16_sat(K_c_int16_long_0), 0, r5);
  vstore16(convert_long16_sat_rte(K_c_int16_long_0), 0, r6);
  vstore16(convert_long16_sat_rtz(K_c_int16_long_0), 0, r7);
  vstore16(convert_long16_sat_rtp(K_c_int16_long_0), 0, r8);
  vstore16(convert_long16_sat_rtn(K_c_int16_long_0), 0, r9);
  vstore8(as_long8(K_c_int16_long_0), 0, r10);
  vstore16(convert_long16(K_c_int16_long_1), 1, r0);
  vstore16(convert_long16_rte(K_c_int16_long_1), 1, r1);
  vstore16(convert_long16_rtz(K_c_int16_long_1), 1, r2);
  vstore16(convert_long16_rtp(K_c_int16_long_1), 1, r3);
  vstore16(convert_long16_rtn(K_c_int16_long_1), 1, r4);
  vstore16(convert_long16_sat(K_c_int16_long_1), 1, r5);
  vstore16(convert_long16_sat_rte(K_c_int16_long_1), 1, r6);
  vstore16(convert_long16_sat_rtz(K_c_int16_long_1), 1, r7);
  vstore16(convert_long16_sat_rtp(K_c_int16_long_1), 1, r8);
  vstore16(convert_long16_sat_rtn(K_c_int16_long_1), 1, r9);
  vstore8(as_long8(K_c_int16_long_1), 1, r10);
  vstore16(convert_long16(K_c_int16_long_2), 2, r0);
  vstore16(convert_long16_rte(K_c_int16_long_2), 2, r1);
  vstore16(convert_long16_rtz(K_c_int16_long_2), 2, r2);
  vstore16(convert_long16_rtp(K_c_int16_long_2), 2, r3);
  vstore16(convert_long16_rtn(K_c_int16_long_2), 2, r4);
  vstore16(convert_long16_sat(K_c_int16_long_2), 2, r5);
  vstore16(convert_long16_sat_rte(K_c_int16_long_2), 2, r6);
  vstore16(convert_long16_sat_rtz(K_c_int16_long_2), 2, r7);
  vstore16(convert_long16_sat_rtp(K_c_int16_long_2), 2, r8);
  vstore16(convert_long16_sat_rtn(K_c_int16_long_2), 2, r9);
  vstore8(as_long8(K_c_int16_long_2), 2, r10);
  vstore16(convert_long16(K_c_int16_long_3), 3, r0);
  vstore16(convert_long16_rte(K_c_int16_long_3), 3, r1);
  vstore16(convert_long16_rtz(K_c_int16_long_3), 3, r2);
  vstore16(convert_long16_rtp(K_c_int16_long_3), 3, r3);
  vstore16(convert_long16_rtn(K_c_int16_long_3), 3, r4);
  vstore16(convert_long16_sat(K_c_int16_long_3), 3, r5);
  vstore16(convert_long16_sat_rte(K_c_int16_long_3), 3, r6);
  vstore16(convert_long16_sat_rtz(K_c_int16_long_3), 3, r7);
  vstore16(convert_long16_sat_rtp(K_c_int16_long_3), 3, r8);
  vstore16(convert_long16_sat_rtn(K_c_int16_long_3), 3, r9);
  vstore8(as_long8(K_c_int16_long_3), 3, r10);
}

#define K_c_int16_ulong_0 (int16)(((int)(0)), ((int)(1)), ((int)(120)), ((int)(126)), ((int)(127)), ((int)(128)), ((int)(254)), ((int)(255)), ((int)(256)), ((int)(1020)), ((int)(7168)), ((int)(32512)), ((int)(32766)), ((int)(32767)), ((int)(32768)), ((int)(65520)))
#define K_c_int16_ulong_1 (int16)(((int)(65534)), ((int)(65535)), ((int)(65536)), ((int)(114688)), ((int)(262145)), ((int)(1048512)), ((int)(3932160)), ((int)(8388480)), ((int)(16777217)), ((int)(16777218)), ((int)(66977792)), ((int)(134216704)), ((int)(268435440)), ((int)(536870912)), ((int)(1610612736)), ((int)(2147483646)))
#define K_c_int16_ulong_2 (int16)(((int)(2147483647)), ((int)(-2147483648)), ((int)(-2147483647)), ((int)(-2147483617)), ((int)(-1073741569)), ((int)(-536866817)), ((int)(-268304385)), ((int)(-125829121)), ((int)(-33554430)), ((int)(-16776193)), ((int)(-7340033)), ((int)(-2097089)), ((int)(-524291)), ((int)(-260097)), ((int)(-65505)), ((int)(-32769)))
#define K_c_int16_ulong_3 (int16)(((int)(-32768)), ((int)(-32767)), ((int)(-16377)), ((int)(-3969)), ((int)(-509)), ((int)(-129)), ((int)(-128)), ((int)(-127)), ((int)(-34)), ((int)(-2)), ((int)(-1)), ((int)(0)), ((int)(1)), ((int)(120)), ((int)(126)), ((int)(127)))
__kernel void c_int16_ulong(__global ulong* r0, __global ulong* r1, __global ulong* r2, __global ulong* r3, __global ulong* r4, __global ulong* r5, __global ulong* r6, __global ulong* r7, __global ulong* r8, __global ulong* r9, __global ulong* r10) {
  vstore16(convert_ulong16(K_c_int16_ulong_0), 0, r0);
  vstore16(convert_ulong16_rte(K_c_int16_ulong_0), 0, r1);
  vstore16(convert_ulong16_rtz(K_c_int16_ulong_0), 0, r2);
  vstore16(convert_ulong16_rtp(K_c_int16_ulong_0), 0, r3);
  vstore16(convert_ulong16_rtn(K_c_int16_ulong_0), 0, r4);
  vstore16(convert_ulong16_sat(K_c_int16_ulong_0), 0, r5);
  vstore16(convert_ulong16_sat_rte(K_c_int16_ulong_0), 0, r6);
  vstore16(convert_ulong16_sat_rtz(K_c_int16_ulong_0), 0, r7);
  vstore16(convert_ulong16_sat_rtp(K_c_int16_ulong_0), 0, r8);
  vstore16(convert_ulong16_sat_rtn(K_c_int16_ulong_0), 0, r9);
  vstore8(as_ulong8(K_c_int16_ulong_0), 0, r10);
  vstore16(convert_ulong16(K_c_int16_ulong_1), 1, r0);
  vstore16(convert_ulong16_rte(K_c_int16_ulong_1), 1, r1);
  vstore16(convert_ulong16_rtz(K_c_int16_ulong_1), 1, r2);
  vstore16(convert_ulong16_rtp(K_c_int16_ulong_1), 1, r3);
  vstore16(convert_ulong16_rtn(K_c_int16_ulong_1), 1, r4);
  vstore16(convert_ulong16_sat(K_c_int16_ulong_1), 1, r5);
  vstore16(convert_ulong16_sat_rte(K_c_int16_ulong_1), 1, r6);
  vstore16(convert_ulong16_sat_rtz(K_c_int16_ulong_1), 1, r7);
  vstore16(convert_ulong16_sat_rtp(K_c_int16_ulong_1), 1, r8);
  vstore16(convert_ulong16_sat_rtn(K_c_int16_ulong_1), 1, r9);
  vstore8(as_ulong8(K_c_int16_ulong_1), 1, r10);
  vstore16(convert_ulong16(K_c_int16_ulong_2), 2, r0);
  vstore16(convert_ulong16_rte(K_c_int16_ulong_2), 2, r1);
  vstore16(convert_ulong16_rtz(K_c_int16_ulong_2), 2, r2);
  vstore16(convert_ulong16_rtp(K_c_int16_ulong_2), 2, r3);
  vstore16(convert_ulong16_rtn(K_c_int16_ulong_2), 2, r4);
  vstore16(convert_ulong16_sat(K_c_int16_ulong_2), 2, r5);
  vstore16(convert_ulong16_sat_rte(K_c_int16_ulong_2), 2, r6);
  vstore16(convert_ulong16_sat_rtz(K_c_int16_ulong_2), 2, r7);
  vstore16(convert_ulong16_sat_rtp(K_c_int16_ulong_2), 2, r8);
  vstore16(convert_ulong16_sat_rtn(K_c_int16_ulong_2), 2, r9);
  vstore8(as_ulong8(K_c_int16_ulong_2), 2, r10);
  vstore16(convert_ulong16(K_c_int16_ulong_3), 3, r0);
  vstore16(convert_ulong16_rte(K_c_int16_ulong_3), 3, r1);
  vstore16(convert_ulong16_rtz(K_c_int16_ulong_3), 3, r2);
  vstore16(convert_ulong16_rtp(K_c_int16_ulong_3), 3, r3);
  vstore16(convert_ulong16_rtn(K_c_int16_ulong_3), 3, r4);
  vstore16(convert_ulong16_sat(K_c_int16_ulong_3), 3, r5);
  vstore16(convert_ulong16_sat_rte(K_c_int16_ulong_3), 3, r6);
  vstore16(convert_ulong16_sat_rtz(K_c_int16_ulong_3), 3, r7);
  vstore16(convert_ulong16_sat_rtp(K_c_int16_ulong_3), 3, r8);
  vstore16(convert_ulong16_sat_rtn(K_c_int16_ulong_3), 3, r9);
  vstore8(as_ulong8(K_c_int16_ulong_3), 3, r10);
}

#define K_c_int16_float_0 (int16)(((int)(0)), ((int)(1)), ((int)(126)), ((int)(127)), ((int)(128)), ((int)(254)), ((int)(255)), ((int)(256)), ((int)(1025)), ((int)(8176)), ((int)(32766)), ((int)(32767)), ((int)(32768)), ((int)(65520)), ((int)(65534)), ((int)(65535)))
#define K_c_int16_float_1 (int16)(((int)(65536)), ((int)(131056)), ((int)(524032)), ((int)(2031616)), ((int)(4194300)), ((int)(16711680)), ((int)(16777217)), ((int)(33554400)), ((int)(67108865)), ((int)(134217731)), ((int)(268435458)), ((int)(536870911)), ((int)(1073741808)), ((int)(2147483521)), ((int)(2147483646)), ((int)(2147483647)))
#define K_c_int16_float_2 (int16)(((int)(-2147483648)), ((int)(-2147483647)), ((int)(-2139095041)), ((int)(-1073217537)), ((int)(-536805377)), ((int)(-268419073)), ((int)(-134201345)), ((int)(-66846721)), ((int)(-16777215)), ((int)(-8380417)), ((int)(-2097145)), ((int)(-524291)), ((int)(-229377)), ((int)(-63489)), ((int)(-32769)), ((int)(-32768)))
#define K_c_int16_float_3 (int16)(((int)(-32767)), ((int)(-8193)), ((int)(-1537)), ((int)(-129)), ((int)(-128)), ((int)(-127)), ((int)(-125)), ((int)(-2)), ((int)(-1)), ((int)(0)), ((int)(1)), ((int)(126)), ((int)(127)), ((int)(128)), ((int)(254)), ((int)(255)))
__kernel void c_int16_float(__global float* r0, __global float* r1, __global float* r2, __global float* r3, __global float* r4, __global float* r5) {
  vstore16(convert_float16(K_c_int16_float_0), 0, r0);
  vstore16(convert_float16_rte(K_c_int16_float_0), 0, r1);
  vstore16(convert_float16_rtz(K_c_int16_float_0), 0, r2);
  vstore16(convert_float16_rtp(K_c_int16_float_0), 0, r3);
  vstore16(convert_float16_rtn(K_c_int16_float_0), 0, r4);
  vstore16(as_float16(K_c_int16_float_0), 0, r5);
  vstore16(convert_float16(K_c_int16_float_1), 1, r0);
  vstore16(convert_float16_rte(K_c_int16_float_1), 1, r1);
  vstore16(convert_float16_rtz(K_c_int16_float_1), 1, r2);
  vstore16(convert_float16_rtp(K_c_int16_float_1), 1, r3);
  vstore16(convert_float16_rtn(K_c_int16_float_1), 1, r4);
  vstore16(as_float16(K_c_int16_float_1), 1, r5);
  vstore16(convert_float16(K_c_int16_float_2), 2, r0);
  vstore16(convert_float16_rte(K_c_int16_float_2), 2, r1);
  vstore16(convert_float16_rtz(K_c_int16_float_2), 2, r2);
  vstore16(convert_float16_rtp(K_c_int16_float_2), 2, r3);
  vstore16(convert_float16_rtn(K_c_int16_float_2), 2, r4);
  vstore16(as_float16(K_c_int16_float_2), 2, r5);
  vstore16(convert_float16(K_c_int16_float_3), 3, r0);
  vstore16(convert_float16_rte(K_c_int16_float_3), 3, r1);
  vstore16(convert_float16_rtz(K_c_int16_float_3), 3, r2);
  vstore16(convert_float16_rtp(K_c_int16_float_3), 3, r3);
  vstore16(convert_float16_rtn(K_c_int16_float_3), 3, r4);
  vstore16(as_float16(K_c_int16_float_3), 3, r5);
}

#define K_c_int16_double_0 (int16)(((int)(0)), ((int)(1)), ((int)(112)), ((int)(126)), ((int)(127)), ((int)(128)), ((int)(254)), ((int)(255)), ((int)(256)), ((int)(1008)), ((int)(4098)), ((int)(28672)), ((int)(32766)), ((int)(32767)), ((int)(32768)), ((int)(65520)))
#define K_c_int16_double_1 (int16)(((int)(65534)), ((int)(65535)), ((int)(65536)), ((int)(262128)), ((int)(1040384)), ((int)(2097150)), ((int)(8323072)), ((int)(16777088)), ((int)(16777217)), ((int)(33554432)), ((int)(130023424)), ((int)(268304384)), ((int)(536862720)), ((int)(1073740800)), ((int)(2147483392)), ((int)(2147483646)))
#define K_c_int16_double_2 (int16)(((int)(2147483647)), ((int)(-2147483648)), ((int)(-2147483647)), ((int)(-2113929217)), ((int)(-805306369)), ((int)(-268435455)), ((int)(-134217601)), ((int)(-67092481)), ((int)(-29360129)), ((int)(-8388577)), ((int)(-4128769)), ((int)(-1048545)), ((int)(-262146)), ((int)(-114689)), ((int)(-32769)), ((int)(-32768)))
#define K_c_int16_double_3 (int16)(((int)(-32767)), ((int)(-32257)), ((int)(-4099)), ((int)(-961)), ((int)(-129)), ((int)(-128)), ((int)(-127)), ((int)(-64)), ((int)(-2)), ((int)(-1)), ((int)(0)), ((int)(1)), ((int)(112)), ((int)(126)), ((int)(127)), ((int)(128)))
__kernel void c_int16_double(__global double* r0, __global double* r1, __global double* r2, __global double* r3, __global double* r4, __global double* r5) {
  vstore16(convert_double16(K_c_int16_double_0), 0, r0);
  vstore16(convert_double16_rte(K_c_int16_double_0), 0, r1);
  vstore16(convert_double16_rtz(K_c_int16_double_0), 0, r2);
  vstore16(convert_double16_rtp(K_c_int16_double_0), 0, r3);
  vstore16(convert_double16_rtn(K_c_int16_double_0), 0, r4);
  vstore8(as_double8(K_c_int16_double_0), 0, r5);
  vstore16(convert_double16(K_c_int16_double_1), 1, r0);
  vstore16(convert_double16_rte(K_c_int16_double_1), 1, r1);
  vstore16(convert_double16_rtz(K_c_int16_double_1), 1, r2);
  vstore16(convert_double16_rtp(K_c_int16_double_1), 1, r3);
  vstore16(convert_double16_rtn(K_c_int16_double_1), 1, r4);
  vstore8(as_double8(K_c_int16_double_1), 1, r5);
  vstore16(convert_double16(K_c_int16_double_2), 2, r0);
  vstore16(convert_double16_rte(K_c_int16_double_2), 2, r1);
  vstore16(convert_double16_rtz(K_c_int16_double_2), 2, r2);
  vstore16(convert_double16_rtp(K_c_int16_double_2), 2, r3);
  vstore16(convert_double16_rtn(K_c_int16_double_2), 2, r4);
  vstore8(as_double8(K_c_int16_double_2), 2, r5);
  vstore16(convert_double16(K_c_int16_double_3), 3, r0);
  vstore16(convert_double16_rte(K_c_int16_double_3), 3, r1);
  vstore16(convert_double16_rtz(K_c_int16_double_3), 3, r2);
  vstore16(convert_double16_rtp(K_c_int16_double_3), 3, r3);
  vstore16(convert_double16_rtn(K_c_int16_double_3), 3, r4);
  vstore8(as_double8(K_c_int16_double_3), 3, r5);
}
