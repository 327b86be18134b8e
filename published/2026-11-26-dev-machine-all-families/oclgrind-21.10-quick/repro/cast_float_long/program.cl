#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void b_long(__global const long* in, __global char* r0, __global char* r1, __global char* r2, __global char* r3, __global char* r4, __global char* r5, __global char* r6, __global char* r7, __global char* r8, __global char* r9, __global char* r10, __global char* r11, __global char* r12, __global char* r13, __global char* r14, __global char* r15, __global char* r16, __global char* r17, __global char* r18, __global char* r19, __global char* r20, __global char* r21, __global char* r22, __global char* r23, __global uchar* r24, __global uchar* r25, __global uchar* r26, __global uchar* r27, __global uchar* r28, __global uchar* r29, __global uchar* r30, __global uchar* r31, __global uchar* r32, __global uchar* r33, __global uchar* r34, __global uchar* r35, __global uchar* r36, __global uchar* r37, __global uchar* r38, __global uchar* r39, __global uchar* r40, __global uchar* r41, __global uchar* r42, __global uchar* r43, __global uchar* r44, __global uchar* r45, __global uchar* r46, __global uchar* r47, __global short* r48, __global short* r49, __global short* r50, __global short* r51, __global short* r52, __global short* r53, __global short* r54, __global short* r55, __global short* r56, __global short* r57, __global short* r58, __global short* r59, __global short* r60, __global short* r61, __global short* r62, __global short* r63, __global short* r64, __global short* r65, __global short* r66, __global short* r67, __global short* r68, __global short* r69, __global short* r70, __global short* r71, __global short* r72, __global ushort* r73, __global ushort* r74, __global ushort* r75, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const long x = in[i];
  r0[i] = convert_char(x);
  r1[i] = convert_char_rte(x);
  r2[i] = convert_char_rtz(x);
  r3[i] = convert_char_rtp(x);
  r4[i] = convert_char_rtn(x);
  r5[i] = convert_char_sat(x);
  r6[i] = convert_char_sat_rte(x);
  r7[i] = convert_char_sat_rtz(x);
  r8[i] = convert_char_sat_rtp(x);
  r9[i] = convert_char_sat_rtn(x);
  vstore8(as_char8(x), i, r10);
  r11[i] = (char)(x);
  vstore2((char2)(x), i, r12);
  vstore3((char3)(x), i, r13);
  vstore4((char4)(x), i, r14);
  vstore8((char8)(x), i, r15);
  vstore16((char16)(x), i, r16);
  {
    const char d = x;
    r17[i] = d;
  }
  {
    const char2 d = x;
    vstore2(d, i, r18);
  }
  {
    const char3 d = x;
    vstore3(d, i, r19);
  }
  {
    const char4 d = x;
    vstore4(d, i, r20);
  }
  {
    const char8 d = x;
    vstore8(d, i, r21);
  }
  {
    const char16 d = x;
    vstore16(d, i, r22);
  }
  r23[i] = (char)(bool)(x);
  r24[i] = convert_uchar(x);
  r25[i] = convert_uchar_rte(x);
  r26[i] = convert_uchar_rtz(x);
  r27[i] = convert_uchar_rtp(x);
  r28[i] = convert_uchar_rtn(x);
  r29[i] = convert_uchar_sat(x);
  r30[i] = convert_uchar_sat_rte(x);
  r31[i] = convert_uchar_sat_rtz(x);
  r32[i] = convert_uchar_sat_rtp(x);
  r33[i] = convert_uchar_sat_rtn(x);
  vstore8(as_uchar8(x), i, r34);
  r35[i] = (uchar)(x);
  vstore2((uchar2)(x), i, r36);
  vstore3((uchar3)(x), i, r37);
  vstore4((uchar4)(x), i, r38);
  vstore8((uchar8)(x), i, r39);
  vstore16((uchar16)(x), i, r40);
  {
    const uchar d = x;
    r41[i] = d;
  }
  {
    const uchar2 d = x;
    vstore2(d, i, r42);
  }
  {
    const uchar3 d = x;
    vstore3(d, i, r43);
  }
  {
    const uchar4 d = x;
    vstore4(d, i, r44);
  }
  {
    const uchar8 d = x;
    vstore8(d, i, r45);
  }
  {
    const uchar16 d = x;
    vstore16(d, i, r46);
  }
  r47[i] = (uchar)(bool)(x);
  r48[i] = convert_short(x);
  r49[i] = convert_short_rte(x);
  r50[i] = convert_short_rtz(x);
  r51[i] = convert_short_rtp(x);
  r52[i] = convert_short_rtn(x);
  r53[i] = convert_short_sat(x);
  r54[i] = convert_short_sat_rte(x);
  r55[i] = convert_short_sat_rtz(x);
  r56[i] = convert_short_sat_rtp(x);
  r57[i] = convert_short_sat_rtn(x);
  vstore3(as_short3(x), i, r58);
  vstore4(as_short4(x), i, r59);
  r60[i] = (short)(x);
  vstore2((short2)(x), i, r61);
  vstore3((short3)(x), i, r62);
  vstore4((short4)(x), i, r63);
  vstore8((short8)(x), i, r64);
  vstore16((short16)(x), i, r65);
  {
    const short d = x;
    r66[i] = d;
  }
  {
    const short2 d = x;
    vstore2(d, i, r67);
  }
  {
    const short3 d = x;
    vstore3(d, i, r68);
  }
  {
    const short4 d = x;
    vstore4(d, i, r69);
  }
  {
    const short8 d = x;
    vstore8(d, i, r70);
  }
  {
    const short16 d = x;
    vstore16(d, i, r71);
  }
  r72[i] = (short)(bool)(x);
  r73[i] = convert_ushort(x);
  r74[i] = convert_ushort_rte(x);
  r75[i] = convert_ushort_rtz(x);
}

__kernel void b_long_1(__global const long* in, __global ushort* r0, __global ushort* r1, __global ushort* r2, __global ushort* r3, __global ushort* r4, __global ushort* r5, __global ushort* r6, __global ushort* r7, __global ushort* r8, __global ushort* r9, __global ushort* r10, __global ushort* r11, __global ushort* r12, __global ushort* r13, __global ushort* r14, __global ushort* r15, __global ushort* r16, __global ushort* r17, __global ushort* r18, __global ushort* r19, __global ushort* r20, __global ushort* r21, __global int* r22, __global int* r23, __global int* r24, __global int* r25, __global int* r26, __global int* r27, __global int* r28, __global int* r29, __global int* r30, __global int* r31, __global int* r32, __global int* r33, __global int* r34, __global int* r35, __global int* r36, __global int* r37, __global int* r38, __global int* r39, __global int* r40, __global int* r41, __global int* r42, __global int* r43, __global int* r44, __global int* r45, __global uint* r46, __global uint* r47, __global uint* r48, __global uint* r49, __global uint* r50, __global uint* r51, __global uint* r52, __global uint* r53, __global uint* r54, __global uint* r55, __global uint* r56, __global uint* r57, __global uint* r58, __global uint* r59, __global uint* r60, __global uint* r61, __global uint* r62, __global uint* r63, __global uint* r64, __global uint* r65, __global uint* r66, __global uint* r67, __global uint* r68, __global uint* r69, __global long* r70, __global long* r71, __global long* r72, __global long* r73, __global long* r74, __global long* r75, __global long* r76, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const long x = in[i];
  r0[i] = convert_ushort_rtp(x);
  r1[i] = convert_ushort_rtn(x);
  r2[i] = convert_ushort_sat(x);
  r3[i] = convert_ushort_sat_rte(x);
  r4[i] = convert_ushort_sat_rtz(x);
  r5[i] = convert_ushort_sat_rtp(x);
  r6[i] = convert_ushort_sat_rtn(x);
  vstore3(as_ushort3(x), i, r7);
  vstore4(as_ushort4(x), i, r8);
  r9[i] = (ushort)(x);
  vstore2((ushort2)(x), i, r10);
  vstore3((ushort3)(x), i, r11);
  vstore4((ushort4)(x), i, r12);
  vstore8((ushort8)(x), i, r13);
  vstore16((ushort16)(x), i, r14);
  {
    const ushort d = x;
    r15[i] = d;
  }
  {
    const ushort2 d = x;
    vstore2(d, i, r16);
  }
  {
    const ushort3 d = x;
    vstore3(d, i, r17);
  }
  {
    const ushort4 d = x;
    vstore4(d, i, r18);
  }
  {
    const ushort8 d = x;
    vstore8(d, i, r19);
  }
  {
    const ushort16 d = x;
    vstore16(d, i, r20);
  }
  r21[i] = (ushort)(bool)(x);
  r22[i] = convert_int(x);
  r23[i] = convert_int_rte(x);
  r24[i] = convert_int_rtz(x);
  r25[i] = convert_int_rtp(x);
  r26[i] = convert_int_rtn(x);
  r27[i] = convert_int_sat(x);
  r28[i] = convert_int_sat_rte(x);
  r29[i] = convert_int_sat_rtz(x);
  r30[i] = convert_int_sat_rtp(x);
  r31[i] = convert_int_sat_rtn(x);
  vstore2(as_int2(x), i, r32);
  r33[i] = (int)(x);
  vstore2((int2)(x), i, r34);
  vstore3((int3)(x), i, r35);
  vstore4((int4)(x), i, r36);
  vstore8((int8)(x), i, r37);
  vstore16((int16)(x), i, r38);
  {
    const int d = x;
    r39[i] = d;
  }
  {
    const int2 d = x;
    vstore2(d, i, r40);
  }
  {
    const int3 d = x;
    vstore3(d, i, r41);
  }
  {
    const int4 d = x;
    vstore4(d, i, r42);
  }
  {
    const int8 d = x;
    vstore8(d, i, r43);
  }
  {
    const int16 d = x;
    vstore16(d, i, r44);
  }
  r45[i] = (int)(bool)(x);
  r46[i] = convert_uint(x);
  r47[i] = convert_uint_rte(x);
  r48[i] = convert_uint_rtz(x);
  r49[i] = convert_uint_rtp(x);
  r50[i] = convert_uint_rtn(x);
  r51[i] = convert_uint_sat(x);
  r52[i] = convert_uint_sat_rte(x);
  r53[i] = convert_uint_sat_rtz(x);
  r54[i] = convert_uint_sat_rtp(x);
  r55[i] = convert_uint_sat_rtn(x);
  vstore2(as_uint2(x), i, r56);
  r57[i] = (uint)(x);
  vstore2((uint2)(x), i, r58);
  vstore3((uint3)(x), i, r59);
  vstore4((uint4)(x), i, r60);
  vstore8((uint8)(x), i, r61);
  vstore16((uint16)(x), i, r62);
  {
    const uint d = x;
    r63[i] = d;
  }
  {
    const uint2 d = x;
    vstore2(d, i, r64);
  }
  {
    const uint3 d = x;
    vstore3(d, i, r65);
  }
  {
    const uint4 d = x;
    vstore4(d, i, r66);
  }
  {
    const uint8 d = x;
    vstore8(d, i, r67);
  }
  {
    const uint16 d = x;
    vstore16(d, i, r68);
  }
  r69[i] = (uint)(bool)(x);
  r70[i] = convert_long(x);
  r71[i] = convert_long_rte(x);
  r72[i] = convert_long_rtz(x);
  r73[i] = convert_long_rtp(x);
  r74[i] = convert_long_rtn(x);
  r75[i] = convert_long_sat(x);
  r76[i] = convert_long_sat_rte(x);
}

__kernel void b_long_2(__global const long* in, __global long* r0, __global long* r1, __global long* r2, __global long* r3, __global long* r4, __global long* r5, __global long* r6, __global long* r7, __global long* r8, __global long* r9, __global long* r10, __global long* r11, __global long* r12, __global long* r13, __global long* r14, __global ulong* r15, __global ulong* r16, __global ulong* r17, __global ulong* r18, __global ulong* r19, __global ulong* r20, __global ulong* r21, __global ulong* r22, __global ulong* r23, __global ulong* r24, __global ulong* r25, __global ulong* r26, __global ulong* r27, __global ulong* r28, __global ulong* r29, __global ulong* r30, __global ulong* r31, __global ulong* r32, __global ulong* r33, __global ulong* r34, __global ulong* r35, __global ulong* r36, __global ulong* r37, __global ulong* r38, __global float* r39, __global float* r40, __global float* r41, __global float* r42, __global float* r43, __global float* r44, __global float* r45, __global float* r46, __global float* r47, __global float* r48, __global float* r49, __global float* r50, __global float* r51, __global float* r52, __global float* r53, __global float* r54, __global float* r55, __global float* r56, __global float* r57, __global double* r58, __global double* r59, __global double* r60, __global double* r61, __global double* r62, __global double* r63, __global double* r64, __global double* r65, __global double* r66, __global double* r67, __global double* r68, __global double* r69, __global double* r70, __global double* r71, __global double* r72, __global double* r73, __global double* r74, __global double* r75, __global double* r76, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const long x = in[i];
  r0[i] = convert_long_sat_rtz(x);
  r1[i] = convert_long_sat_rtp(x);
  r2[i] = convert_long_sat_rtn(x);
  r3[i] = as_long(x);
  vstore2((long2)(x), i, r4);
  vstore3((long3)(x), i, r5);
  vstore4((long4)(x), i, r6);
  vstore8((long8)(x), i, r7);
  vstore16((long16)(x), i, r8);
  {
    const long2 d = x;
    vstore2(d, i, r9);
  }
  {
    const long3 d = x;
    vstore3(d, i, r10);
  }
  {
    const long4 d = x;
    vstore4(d, i, r11);
  }
  {
    const long8 d = x;
    vstore8(d, i, r12);
  }
  {
    const long16 d = x;
    vstore16(d, i, r13);
  }
  r14[i] = (long)(bool)(x);
  r15[i] = convert_ulong(x);
  r16[i] = convert_ulong_rte(x);
  r17[i] = convert_ulong_rtz(x);
  r18[i] = convert_ulong_rtp(x);
  r19[i] = convert_ulong_rtn(x);
  r20[i] = convert_ulong_sat(x);
  r21[i] = convert_ulong_sat_rte(x);
  r22[i] = convert_ulong_sat_rtz(x);
  r23[i] = convert_ulong_sat_rtp(x);
  r24[i] = convert_ulong_sat_rtn(x);
  r25[i] = as_ulong(x);
  r26[i] = (ulong)(x);
  vstore2((ulong2)(x), i, r27);
  vstore3((ulong3)(x), i, r28);
  vstore4((ulong4)(x), i, r29);
  vstore8((ulong8)(x), i, r30);
  vstore16((ulong16)(x), i, r31);
  {
    const ulong d = x;
    r32[i] = d;
  }
  {
    const ulong2 d = x;
    vstore2(d, i, r33);
  }
  {
    const ulong3 d = x;
    vstore3(d, i, r34);
  }
  {
    const ulong4 d = x;
    vstore4(d, i, r35);
  }
  {
    const ulong8 d = x;
    vstore8(d, i, r36);
  }
  {
    const ulong16 d = x;
    vstore16(d, i, r37);
  }
  r38[i] = (ulong)(bool)(x);
  r39[i] = convert_float(x);
  r40[i] = convert_float_rte(x);
  r41[i] = convert_float_rtz(x);
  r42[i] = convert_float_rtp(x);
  r43[i] = convert_float_rtn(x);
  vstore2(as_float2(x), i, r44);
  r45[i] = (float)(x);
  vstore2((float2)(x), i, r46);
  vstore3((float3)(x), i, r47);
  vstore4((float4)(x), i, r48);
  vstore8((float8)(x), i, r49);
  vstore16((float16)(x), i, r50);
  {
    const float d = x;
    r51[i] = d;
  }
  {
    const float2 d = x;
    vstore2(d, i, r52);
  }
  {
    const float3 d = x;
    vstore3(d, i, r53);
  }
  {
    const float4 d = x;
    vstore4(d, i, r54);
  }
  {
    const float8 d = x;
    vstore8(d, i, r55);
  }
  {
    const float16 d = x;
    vstore16(d, i, r56);
  }
  r57[i] = (float)(bool)(x);
  r58[i] = convert_double(x);
  r59[i] = convert_double_rte(x);
  r60[i] = convert_double_rtz(x);
  r61[i] = convert_double_rtp(x);
  r62[i] = convert_double_rtn(x);
  r63[i] = as_double(x);
  r64[i] = (double)(x);
  vstore2((double2)(x), i, r65);
  vstore3((double3)(x), i, r66);
  vstore4((double4)(x), i, r67);
  vstore8((double8)(x), i, r68);
  vstore16((double16)(x), i, r69);
  {
    const double d = x;
    r70[i] = d;
  }
  {
    const double2 d = x;
    vstore2(d, i, r71);
  }
  {
    const double3 d = x;
    vstore3(d, i, r72);
  }
  {
    const double4 d = x;
    vstore4(d, i, r73);
  }
  {
    const double8 d = x;
    vstore8(d, i, r74);
  }
  {
    const double16 d = x;
    vstore16(d, i, r75);
  }
  r76[i] = (double)(bool)(x);
}

__kernel void b_long2(__global const long* in, __global char* r0, __global char* r1, __global char* r2, __global char* r3, __global char* r4, __global char* r5, __global char* r6, __global char* r7, __global char* r8, __global char* r9, __global char* r10, __global uchar* r11, __global uchar* r12, __global uchar* r13, __global uchar* r14, __global uchar* r15, __global uchar* r16, __global uchar* r17, __global uchar* r18, __global uchar* r19, __global uchar* r20, __global uchar* r21, __global short* r22, __global short* r23, __global short* r24, __global short* r25, __global short* r26, __global short* r27, __global short* r28, __global short* r29, __global short* r30, __global short* r31, __global short* r32, __global ushort* r33, __global ushort* r34, __global ushort* r35, __global ushort* r36, __global ushort* r37, __global ushort* r38, __global ushort* r39, __global ushort* r40, __global ushort* r41, __global ushort* r42, __global ushort* r43, __global int* r44, __global int* r45, __global int* r46, __global int* r47, __global int* r48, __global int* r49, __global int* r50, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const long2 x = vload2(i, in);
  vstore2(convert_char2(x), i, r0);
  vstore2(convert_char2_rte(x), i, r1);
  vstore2(convert_char2_rtz(x), i, r2);
  vstore2(convert_char2_rtp(x), i, r3);
  vstore2(convert_char2_rtn(x), i, r4);
  vstore2(convert_char2_sat(x), i, r5);
  vstore2(convert_char2_sat_rte(x), i, r6);
  vstore2(convert_char2_sat_rtz(x), i, r7);
  vstore2(convert_char2_sat_rtp(x), i, r8);
  vstore2(convert_char2_sat_rtn(x), i, r9);
  vstore16(as_char16(x), i, r10);
  vstore2(convert_uchar2(x), i, r11);
  vstore2(convert_uchar2_rte(x), i, r12);
  vstore2(convert_uchar2_rtz(x), i, r13);
  vstore2(convert_uchar2_rtp(x), i, r14);
  vstore2(convert_uchar2_rtn(x), i, r15);
  vstore2(convert_uchar2_sat(x), i, r16);
  vstore2(convert_uchar2_sat_rte(x), i, r17);
  vstore2(convert_uchar2_sat_rtz(x), i, r18);
  vstore2(convert_uchar2_sat_rtp(x), i, r19);
  vstore2(convert_uchar2_sat_rtn(x), i, r20);
  vstore16(as_uchar16(x), i, r21);
  vstore2(convert_short2(x), i, r22);
  vstore2(convert_short2_rte(x), i, r23);
  vstore2(convert_short2_rtz(x), i, r24);
  vstore2(convert_short2_rtp(x), i, r25);
  vstore2(convert_short2_rtn(x), i, r26);
  vstore2(convert_short2_sat(x), i, r27);
  vstore2(convert_short2_sat_rte(x), i, r28);
  vstore2(convert_short2_sat_rtz(x), i, r29);
  vstore2(convert_short2_sat_rtp(x), i, r30);
  vstore2(convert_short2_sat_rtn(x), i, r31);
  vstore8(as_short8(x), i, r32);
  vstore2(convert_ushort2(x), i, r33);
  vstore2(convert_ushort2_rte(x), i, r34);
  vstore2(convert_ushort2_rtz(x), i, r35);
  vstore2(convert_ushort2_rtp(x), i, r36);
  vstore2(convert_ushort2_rtn(x), i, r37);
  vstore2(convert_ushort2_sat(x), i, r38);
  vstore2(convert_ushort2_sat_rte(x), i, r39);
  vstore2(convert_ushort2_sat_rtz(x), i, r40);
  vstore2(convert_ushort2_sat_rtp(x), i, r41);
  vstore2(convert_ushort2_sat_rtn(x), i, r42);
  vstore8(as_ushort8(x), i, r43);
  vstore2(convert_int2(x), i, r44);
  vstore2(convert_int2_rte(x), i, r45);
  vstore2(convert_int2_rtz(x), i, r46);
  vstore2(convert_int2_rtp(x), i, r47);
  vstore2(convert_int2_rtn(x), i, r48);
  vstore2(convert_int2_sat(x), i, r49);
  vstore2(convert_int2_sat_rte(x), i, r50);
}

__kernel void b_long2_1(__global const long* in, __global int* r0, __global int* r1, __global int* r2, __global int* r3, __global int* r4, __global uint* r5, __global uint* r6, __global uint* r7, __global uint* r8, __global uint* r9, __global uint* r10, __global uint* r11, __global uint* r12, __global uint* r13, __global uint* r14, __global uint* r15, __global uint* r16, __global long* r17, __global long* r18, __global long* r19, __global long* r20, __global long* r21, __global long* r22, __global long* r23, __global long* r24, __global long* r25, __global long* r26, __global long* r27, __global ulong* r28, __global ulong* r29, __global ulong* r30, __global ulong* r31, __global ulong* r32, __global ulong* r33, __global ulong* r34, __global ulong* r35, __global ulong* r36, __global ulong* r37, __global ulong* r38, __global float* r39, __global float* r40, __global float* r41, __global float* r42, __global float* r43, __global float* r44, __global float* r45, __global double* r46, __global double* r47, __global double* r48, __global double* r49, __global double* r50, __global double* r51, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const long2 x = vload2(i, in);
  vstore2(convert_int2_sat_rtz(x), i, r0);
  vstore2(convert_int2_sat_rtp(x), i, r1);
  vstore2(convert_int2_sat_rtn(x), i, r2);
  vstore3(as_int3(x), i, r3);
  vstore4(as_int4(x), i, r4);
  vstore2(convert_uint2(x), i, r5);
  vstore2(convert_uint2_rte(x), i, r6);
  vstore2(convert_uint2_rtz(x), i, r7);
  vstore2(convert_uint2_rtp(x), i, r8);
  vstore2(convert_uint2_rtn(x), i, r9);
  vstore2(convert_uint2_sat(x), i, r10);
  vstore2(convert_uint2_sat_rte(x), i, r11);
  vstore2(convert_uint2_sat_rtz(x), i, r12);
  vstore2(convert_uint2_sat_rtp(x), i, r13);
  vstore2(convert_uint2_sat_rtn(x), i, r14);
  vstore3(as_uint3(x), i, r15);
  vstore4(as_uint4(x), i, r16);
  vstore2(convert_long2(x), i, r17);
  vstore2(convert_long2_rte(x), i, r18);
  vstore2(convert_long2_rtz(x), i, r19);
  vstore2(convert_long2_rtp(x), i, r20);
  vstore2(convert_long2_rtn(x), i, r21);
  vstore2(convert_long2_sat(x), i, r22);
  vstore2(convert_long2_sat_rte(x), i, r23);
  vstore2(convert_long2_sat_rtz(x), i, r24);
  vstore2(convert_long2_sat_rtp(x), i, r25);
  vstore2(convert_long2_sat_rtn(x), i, r26);
  vstore2(as_long2(x), i, r27);
  vstore2(convert_ulong2(x), i, r28);
  vstore2(convert_ulong2_rte(x), i, r29);
  vstore2(convert_ulong2_rtz(x), i, r30);
  vstore2(convert_ulong2_rtp(x), i, r31);
  vstore2(convert_ulong2_rtn(x), i, r32);
  vstore2(convert_ulong2_sat(x), i, r33);
  vstore2(convert_ulong2_sat_rte(x), i, r34);
  vstore2(convert_ulong2_sat_rtz(x), i, r35);
  vstore2(convert_ulong2_sat_rtp(x), i, r36);
  vstore2(convert_ulong2_sat_rtn(x), i, r37);
  vstore2(as_ulong2(x), i, r38);
  vstore2(convert_float2(x), i, r39);
  vstore2(convert_float2_rte(x), i, r40);
  vstore2(convert_float2_rtz(x), i, r41);
  vstore2(convert_float2_rtp(x), i, r42);
  vstore2(convert_float2_rtn(x), i, r43);
  vstore3(as_float3(x), i, r44);
  vstore4(as_float4(x), i, r45);
  vstore2(convert_double2(x), i, r46);
  vstore2(convert_double2_rte(x), i, r47);
  vstore2(convert_double2_rtz(x), i, r48);
  vstore2(convert_double2_rtp(x), i, r49);
  vstore2(convert_double2_rtn(x), i, r50);
  vstore2(as_double2(x), i, r51);
}

__kernel void b_long3(__global const long* in, __global char* r0, __global char* r1, __global char* r2, __global char* r3, __global char* r4, __global char* r5, __global char* r6, __global char* r7, __global char* r8, __global char* r9, __global uchar* r10, __global uchar* r11, __global uchar* r12, __global uchar* r13, __global uchar* r14, __global uchar* r15, __global uchar* r16, __global uchar* r17, __global uchar* r18, __global uchar* r19, __global short* r20, __global short* r21, __global short* r22, __global short* r23, __global short* r24, __global short* r25, __global short* r26, __global short* r27, __global short* r28, __global short* r29, __global short* r30, __global ushort* r31, __global ushort* r32, __global ushort* r33, __global ushort* r34, __global ushort* r35, __global ushort* r36, __global ushort* r37, __global ushort* r38, __global ushort* r39, __global ushort* r40, __global ushort* r41, __global int* r42, __global int* r43, __global int* r44, __global int* r45, __global int* r46, __global int* r47, __global int* r48, __global int* r49, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const long3 x = vload3(i, in);
  vstore3(convert_char3(x), i, r0);
  vstore3(convert_char3_rte(x), i, r1);
  vstore3(convert_char3_rtz(x), i, r2);
  vstore3(convert_char3_rtp(x), i, r3);
  vstore3(convert_char3_rtn(x), i, r4);
  vstore3(convert_char3_sat(x), i, r5);
  vstore3(convert_char3_sat_rte(x), i, r6);
  vstore3(convert_char3_sat_rtz(x), i, r7);
  vstore3(convert_char3_sat_rtp(x), i, r8);
  vstore3(convert_char3_sat_rtn(x), i, r9);
  vstore3(convert_uchar3(x), i, r10);
  vstore3(convert_uchar3_rte(x), i, r11);
  vstore3(convert_uchar3_rtz(x), i, r12);
  vstore3(convert_uchar3_rtp(x), i, r13);
  vstore3(convert_uchar3_rtn(x), i, r14);
  vstore3(convert_uchar3_sat(x), i, r15);
  vstore3(convert_uchar3_sat_rte(x), i, r16);
  vstore3(convert_uchar3_sat_rtz(x), i, r17);
  vstore3(convert_uchar3_sat_rtp(x), i, r18);
  vstore3(convert_uchar3_sat_rtn(x), i, r19);
  vstore3(convert_short3(x), i, r20);
  vstore3(convert_short3_rte(x), i, r21);
  vstore3(convert_short3_rtz(x), i, r22);
  vstore3(convert_short3_rtp(x), i, r23);
  vstore3(convert_short3_rtn(x), i, r24);
  vstore3(convert_short3_sat(x), i, r25);
  vstore3(convert_short3_sat_rte(x), i, r26);
  vstore3(convert_short3_sat_rtz(x), i, r27);
  vstore3(convert_short3_sat_rtp(x), i, r28);
  vstore3(convert_short3_sat_rtn(x), i, r29);
  vstore16(as_short16(x), i, r30);
  vstore3(convert_ushort3(x), i, r31);
  vstore3(convert_ushort3_rte(x), i, r32);
  vstore3(convert_ushort3_rtz(x), i, r33);
  vstore3(convert_ushort3_rtp(x), i, r34);
  vstore3(convert_ushort3_rtn(x), i, r35);
  vstore3(convert_ushort3_sat(x), i, r36);
  vstore3(convert_ushort3_sat_rte(x), i, r37);
  vstore3(convert_ushort3_sat_rtz(x), i, r38);
  vstore3(convert_ushort3_sat_rtp(x), i, r39);
  vstore3(convert_ushort3_sat_rtn(x), i, r40);
  vstore16(as_ushort16(x), i, r41);
  vstore3(convert_int3(x), i, r42);
  vstore3(convert_int3_rte(x), i, r43);
  vstore3(convert_int3_rtz(x), i, r44);
  vstore3(convert_int3_rtp(x), i, r45);
  vstore3(convert_int3_rtn(x), i, r46);
  vstore3(convert_int3_sat(x), i, r47);
  vstore3(convert_int3_sat_rte(x), i, r48);
  vstore3(convert_int3_sat_rtz(x), i, r49);
}

__kernel void b_long3_1(__global const long* in, __global int* r0, __global int* r1, __global int* r2, __global uint* r3, __global uint* r4, __global uint* r5, __global uint* r6, __global uint* r7, __global uint* r8, __global uint* r9, __global uint* r10, __global uint* r11, __global uint* r12, __global uint* r13, __global long* r14, __global long* r15, __global long* r16, __global long* r17, __global long* r18, __global long* r19, __global long* r20, __global long* r21, __global long* r22, __global long* r23, __global long* r24, __global long* r25, __global ulong* r26, __global ulong* r27, __global ulong* r28, __global ulong* r29, __global ulong* r30, __global ulong* r31, __global ulong* r32, __global ulong* r33, __global ulong* r34, __global ulong* r35, __global ulong* r36, __global ulong* r37, __global float* r38, __global float* r39, __global float* r40, __global float* r41, __global float* r42, __global float* r43, __global double* r44, __global double* r45, __global double* r46, __global double* r47, __global double* r48, __global double* r49, __global double* r50, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const long3 x = vload3(i, in);
  vstore3(convert_int3_sat_rtp(x), i, r0);
  vstore3(convert_int3_sat_rtn(x), i, r1);
  vstore8(as_int8(x), i, r2);
  vstore3(convert_uint3(x), i, r3);
  vstore3(convert_uint3_rte(x), i, r4);
  vstore3(convert_uint3_rtz(x), i, r5);
  vstore3(convert_uint3_rtp(x), i, r6);
  vstore3(convert_uint3_rtn(x), i, r7);
  vstore3(convert_uint3_sat(x), i, r8);
  vstore3(convert_uint3_sat_rte(x), i, r9);
  vstore3(convert_uint3_sat_rtz(x), i, r10);
  vstore3(convert_uint3_sat_rtp(x), i, r11);
  vstore3(convert_uint3_sat_rtn(x), i, r12);
  vstore8(as_uint8(x), i, r13);
  vstore3(convert_long3(x), i, r14);
  vstore3(convert_long3_rte(x), i, r15);
  vstore3(convert_long3_rtz(x), i, r16);
  vstore3(convert_long3_rtp(x), i, r17);
  vstore3(convert_long3_rtn(x), i, r18);
  vstore3(convert_long3_sat(x), i, r19);
  vstore3(convert_long3_sat_rte(x), i, r20);
  vstore3(convert_long3_sat_rtz(x), i, r21);
  vstore3(convert_long3_sat_rtp(x), i, r22);
  vstore3(convert_long3_sat_rtn(x), i, r23);
  vstore3(as_long3(x), i, r24);
  vstore4(as_long4(x), i, r25);
  vstore3(convert_ulong3(x), i, r26);
  vstore3(convert_ulong3_rte(x), i, r27);
  vstore3(convert_ulong3_rtz(x), i, r28);
  vstore3(convert_ulong3_rtp(x), i, r29);
  vstore3(convert_ulong3_rtn(x), i, r30);
  vstore3(convert_ulong3_sat(x), i, r31);
  vstore3(convert_ulong3_sat_rte(x), i, r32);
  vstore3(convert_ulong3_sat_rtz(x), i, r33);
  vstore3(convert_ulong3_sat_rtp(x), i, r34);
  vstore3(convert_ulong3_sat_rtn(x), i, r35);
  vstore3(as_ulong3(x), i, r36);
  vstore4(as_ulong4(x), i, r37);
  vstore3(convert_float3(x), i, r38);
  vstore3(convert_float3_rte(x), i, r39);
  vstore3(convert_float3_rtz(x), i, r40);
  vstore3(convert_float3_rtp(x), i, r41);
  vstore3(convert_float3_rtn(x), i, r42);
  vstore8(as_float8(x), i, r43);
  vstore3(convert_double3(x), i, r44);
  vstore3(convert_double3_rte(x), i, r45);
  vstore3(convert_double3_rtz(x), i, r46);
  vstore3(convert_double3_rtp(x), i, r47);
  vstore3(convert_double3_rtn(x), i, r48);
  vstore3(as_double3(x), i, r49);
  vstore4(as_double4(x), i, r50);
}

__kernel void b_long4(__global const long* in, __global char* r0, __global char* r1, __global char* r2, __global char* r3, __global char* r4, __global char* r5, __global char* r6, __global char* r7, __global char* r8, __global char* r9, __global uchar* r10, __global uchar* r11, __global uchar* r12, __global uchar* r13, __global uchar* r14, __global uchar* r15, __global uchar* r16, __global uchar* r17, __global uchar* r18, __global uchar* r19, __global short* r20, __global short* r21, __global short* r22, __global short* r23, __global short* r24, __global short* r25, __global short* r26, __global short* r27, __global short* r28, __global short* r29, __global short* r30, __global ushort* r31, __global ushort* r32, __global ushort* r33, __global ushort* r34, __global ushort* r35, __global ushort* r36, __global ushort* r37, __global ushort* r38, __global ushort* r39, __global ushort* r40, __global ushort* r41, __global int* r42, __global int* r43, __global int* r44, __global int* r45, __global int* r46, __global int* r47, __global int* r48, __global int* r49, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const long4 x = vload4(i, in);
  vstore4(convert_char4(x), i, r0);
  vstore4(convert_char4_rte(x), i, r1);
  vstore4(convert_char4_rtz(x), i, r2);
  vstore4(convert_char4_rtp(x), i, r3);
  vstore4(convert_char4_rtn(x), i, r4);
  vstore4(convert_char4_sat(x), i, r5);
  vstore4(convert_char4_sat_rte(x), i, r6);
  vstore4(convert_char4_sat_rtz(x), i, r7);
  vstore4(convert_char4_sat_rtp(x), i, r8);
  vstore4(convert_char4_sat_rtn(x), i, r9);
  vstore4(convert_uchar4(x), i, r10);
  vstore4(convert_uchar4_rte(x), i, r11);
  vstore4(convert_uchar4_rtz(x), i, r12);
  vstore4(convert_uchar4_rtp(x), i, r13);
  vstore4(convert_uchar4_rtn(x), i, r14);
  vstore4(convert_uchar4_sat(x), i, r15);
  vstore4(convert_uchar4_sat_rte(x), i, r16);
  vstore4(convert_uchar4_sat_rtz(x), i, r17);
  vstore4(convert_uchar4_sat_rtp(x), i, r18);
  vstore4(convert_uchar4_sat_rtn(x), i, r19);
  vstore4(convert_short4(x), i, r20);
  vstore4(convert_short4_rte(x), i, r21);
  vstore4(convert_short4_rtz(x), i, r22);
  vstore4(convert_short4_rtp(x), i, r23);
  vstore4(convert_short4_rtn(x), i, r24);
  vstore4(convert_short4_sat(x), i, r25);
  vstore4(convert_short4_sat_rte(x), i, r26);
  vstore4(convert_short4_sat_rtz(x), i, r27);
  vstore4(convert_short4_sat_rtp(x), i, r28);
  vstore4(convert_short4_sat_rtn(x), i, r29);
  vstore16(as_short16(x), i, r30);
  vstore4(convert_ushort4(x), i, r31);
  vstore4(convert_ushort4_rte(x), i, r32);
  vstore4(convert_ushort4_rtz(x), i, r33);
  vstore4(convert_ushort4_rtp(x), i, r34);
  vstore4(convert_ushort4_rtn(x), i, r35);
  vstore4(convert_ushort4_sat(x), i, r36);
  vstore4(convert_ushort4_sat_rte(x), i, r37);
  vstore4(convert_ushort4_sat_rtz(x), i, r38);
  vstore4(convert_ushort4_sat_rtp(x), i, r39);
  vstore4(convert_ushort4_sat_rtn(x), i, r40);
  vstore16(as_ushort16(x), i, r41);
  vstore4(convert_int4(x), i, r42);
  vstore4(convert_int4_rte(x), i, r43);
  vstore4(convert_int4_rtz(x), i, r44);
  vstore4(convert_int4_rtp(x), i, r45);
  vstore4(convert_int4_rtn(x), i, r46);
  vstore4(convert_int4_sat(x), i, r47);
  vstore4(convert_int4_sat_rte(x), i, r48);
  vstore4(convert_int4_sat_rtz(x), i, r49);
}

__kernel void b_long4_1(__global const long* in, __global int* r0, __global int* r1, __global int* r2, __global uint* r3, __global uint* r4, __global uint* r5, __global uint* r6, __global uint* r7, __global uint* r8, __global uint* r9, __global uint* r10, __global uint* r11, __global uint* r12, __global uint* r13, __global long* r14, __global long* r15, __global long* r16, __global long* r17, __global long* r18, __global long* r19, __global long* r20, __global long* r21, __global long* r22, __global long* r23, __global long* r24, __global long* r25, __global ulong* r26, __global ulong* r27, __global ulong* r28, __global ulong* r29, __global ulong* r30, __global ulong* r31, __global ulong* r32, __global ulong* r33, __global ulong* r34, __global ulong* r35, __global ulong* r36, __global ulong* r37, __global float* r38, __global float* r39, __global float* r40, __global float* r41, __global float* r42, __global float* r43, __global double* r44, __global double* r45, __global double* r46, __global double* r47, __global double* r48, __global double* r49, __global double* r50, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const long4 x = vload4(i, in);
  vstore4(convert_int4_sat_rtp(x), i, r0);
  vstore4(convert_int4_sat_rtn(x), i, r1);
  vstore8(as_int8(x), i, r2);
  vstore4(convert_uint4(x), i, r3);
  vstore4(convert_uint4_rte(x), i, r4);
  vstore4(convert_uint4_rtz(x), i, r5);
  vstore4(convert_uint4_rtp(x), i, r6);
  vstore4(convert_uint4_rtn(x), i, r7);
  vstore4(convert_uint4_sat(x), i, r8);
  vstore4(convert_uint4_sat_rte(x), i, r9);
  vstore4(convert_uint4_sat_rtz(x), i, r10);
  vstore4(convert_uint4_sat_rtp(x), i, r11);
  vstore4(convert_uint4_sat_rtn(x), i, r12);
  vstore8(as_uint8(x), i, r13);
  vstore4(convert_long4(x), i, r14);
  vstore4(convert_long4_rte(x), i, r15);
  vstore4(convert_long4_rtz(x), i, r16);
  vstore4(convert_long4_rtp(x), i, r17);
  vstore4(convert_long4_rtn(x), i, r18);
  vstore4(convert_long4_sat(x), i, r19);
  vstore4(convert_long4_sat_rte(x), i, r20);
  vstore4(convert_long4_sat_rtz(x), i, r21);
  vstore4(convert_long4_sat_rtp(x), i, r22);
  vstore4(convert_long4_sat_rtn(x), i, r23);
  vstore3(as_long3(x), i, r24);
  vstore4(as_long4(x), i, r25);
  vstore4(convert_ulong4(x), i, r26);
  vstore4(convert_ulong4_rte(x), i, r27);
  vstore4(convert_ulong4_rtz(x), i, r28);
  vstore4(convert_ulong4_rtp(x), i, r29);
  vstore4(convert_ulong4_rtn(x), i, r30);
  vstore4(convert_ulong4_sat(x), i, r31);
  vstore4(convert_ulong4_sat_rte(x), i, r32);
  vstore4(convert_ulong4_sat_rtz(x), i, r33);
  vstore4(convert_ulong4_sat_rtp(x), i, r34);
  vstore4(convert_ulong4_sat_rtn(x), i, r35);
  vstore3(as_ulong3(x), i, r36);
  vstore4(as_ulong4(x), i, r37);
  vstore4(convert_float4(x), i, r38);
  vstore4(convert_float4_rte(x), i, r39);
  vstore4(convert_float4_rtz(x), i, r40);
  vstore4(convert_float4_rtp(x), i, r41);
  vstore4(convert_float4_rtn(x), i, r42);
  vstore8(as_float8(x), i, r43);
  vstore4(convert_double4(x), i, r44);
  vstore4(convert_double4_rte(x), i, r45);
  vstore4(convert_double4_rtz(x), i, r46);
  vstore4(convert_double4_rtp(x), i, r47);
  vstore4(convert_double4_rtn(x), i, r48);
  vstore3(as_double3(x), i, r49);
  vstore4(as_double4(x), i, r50);
}

__kernel void b_long8(__global const long* in, __global char* r0, __global char* r1, __global char* r2, __global char* r3, __global char* r4, __global char* r5, __global char* r6, __global char* r7, __global char* r8, __global char* r9, __global uchar* r10, __global uchar* r11, __global uchar* r12, __global uchar* r13, __global uchar* r14, __global uchar* r15, __global uchar* r16, __global uchar* r17, __global uchar* r18, __global uchar* r19, __global short* r20, __global short* r21, __global short* r22, __global short* r23, __global short* r24, __global short* r25, __global short* r26, __global short* r27, __global short* r28, __global short* r29, __global ushort* r30, __global ushort* r31, __global ushort* r32, __global ushort* r33, __global ushort* r34, __global ushort* r35, __global ushort* r36, __global ushort* r37, __global ushort* r38, __global ushort* r39, __global int* r40, __global int* r41, __global int* r42, __global int* r43, __global int* r44, __global int* r45, __global int* r46, __global int* r47, __global int* r48, __global int* r49, __global int* r50, __global uint* r51, __global uint* r52, __global uint* r53, __global uint* r54, __global uint* r55, __global uint* r56, __global uint* r57, __global uint* r58, __global uint* r59, __global uint* r60, __global uint* r61, __global long* r62, __global long* r63, __global long* r64, __global long* r65, __global long* r66, __global long* r67, __global long* r68, __global long* r69, __global long* r70, __global long* r71, __global long* r72, __global ulong* r73, __global ulong* r74, __global ulong* r75, __global ulong* r76, __global ulong* r77, __global ulong* r78, __global ulong* r79, __global ulong* r80, __global ulong* r81, __global ulong* r82, __global ulong* r83, __global float* r84, __global float* r85, __global float* r86, __global float* r87, __global float* r88, __global float* r89, __global double* r90, __global double* r91, __global double* r92, __global double* r93, __global double* r94, __global double* r95, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const long8 x = vload8(i, in);
  vstore8(convert_char8(x), i, r0);
  vstore8(convert_char8_rte(x), i, r1);
  vstore8(convert_char8_rtz(x), i, r2);
  vstore8(convert_char8_rtp(x), i, r3);
  vstore8(convert_char8_rtn(x), i, r4);
  vstore8(convert_char8_sat(x), i, r5);
  vstore8(convert_char8_sat_rte(x), i, r6);
  vstore8(convert_char8_sat_rtz(x), i, r7);
  vstore8(convert_char8_sat_rtp(x), i, r8);
  vstore8(convert_char8_sat_rtn(x), i, r9);
  vstore8(convert_uchar8(x), i, r10);
  vstore8(convert_uchar8_rte(x), i, r11);
  vstore8(convert_uchar8_rtz(x), i, r12);
  vstore8(convert_uchar8_rtp(x), i, r13);
  vstore8(convert_uchar8_rtn(x), i, r14);
  vstore8(convert_uchar8_sat(x), i, r15);
  vstore8(convert_uchar8_sat_rte(x), i, r16);
  vstore8(convert_uchar8_sat_rtz(x), i, r17);
  vstore8(convert_uchar8_sat_rtp(x), i, r18);
  vstore8(convert_uchar8_sat_rtn(x), i, r19);
  vstore8(convert_short8(x), i, r20);
  vstore8(convert_short8_rte(x), i, r21);
  vstore8(convert_short8_rtz(x), i, r22);
  vstore8(convert_short8_rtp(x), i, r23);
  vstore8(convert_short8_rtn(x), i, r24);
  vstore8(convert_short8_sat(x), i, r25);
  vstore8(convert_short8_sat_rte(x), i, r26);
  vstore8(convert_short8_sat_rtz(x), i, r27);
  vstore8(convert_short8_sat_rtp(x), i, r28);
  vstore8(convert_short8_sat_rtn(x), i, r29);
  vstore8(convert_ushort8(x), i, r30);
  vstore8(convert_ushort8_rte(x), i, r31);
  vstore8(convert_ushort8_rtz(x), i, r32);
  vstore8(convert_ushort8_rtp(x), i, r33);
  vstore8(convert_ushort8_rtn(x), i, r34);
  vstore8(convert_ushort8_sat(x), i, r35);
  vstore8(convert_ushort8_sat_rte(x), i, r36);
  vstore8(convert_ushort8_sat_rtz(x), i, r37);
  vstore8(convert_ushort8_sat_rtp(x), i, r38);
  vstore8(convert_ushort8_sat_rtn(x), i, r39);
  vstore8(convert_int8(x), i, r40);
  vstore8(convert_int8_rte(x), i, r41);
  vstore8(convert_int8_rtz(x), i, r42);
  vstore8(convert_int8_rtp(x), i, r43);
  vstore8(convert_int8_rtn(x), i, r44);
  vstore8(convert_int8_sat(x), i, r45);
  vstore8(convert_int8_sat_rte(x), i, r46);
  vstore8(convert_int8_sat_rtz(x), i, r47);
  vstore8(convert_int8_sat_rtp(x), i, r48);
  vstore8(convert_int8_sat_rtn(x), i, r49);
  vstore16(as_int16(x), i, r50);
  vstore8(convert_uint8(x), i, r51);
  vstore8(convert_uint8_rte(x), i, r52);
  vstore8(convert_uint8_rtz(x), i, r53);
  vstore8(convert_uint8_rtp(x), i, r54);
  vstore8(convert_uint8_rtn(x), i, r55);
  vstore8(convert_uint8_sat(x), i, r56);
  vstore8(convert_uint8_sat_rte(x), i, r57);
  vstore8(convert_uint8_sat_rtz(x), i, r58);
  vstore8(convert_uint8_sat_rtp(x), i, r59);
  vstore8(convert_uint8_sat_rtn(x), i, r60);
  vstore16(as_uint16(x), i, r61);
  vstore8(convert_long8(x), i, r62);
  vstore8(convert_long8_rte(x), i, r63);
  vstore8(convert_long8_rtz(x), i, r64);
  vstore8(convert_long8_rtp(x), i, r65);
  vstore8(convert_long8_rtn(x), i, r66);
  vstore8(convert_long8_sat(x), i, r67);
  vstore8(convert_long8_sat_rte(x), i, r68);
  vstore8(convert_long8_sat_rtz(x), i, r69);
  vstore8(convert_long8_sat_rtp(x), i, r70);
  vstore8(convert_long8_sat_rtn(x), i, r71);
  vstore8(as_long8(x), i, r72);
  vstore8(convert_ulong8(x), i, r73);
  vstore8(convert_ulong8_rte(x), i, r74);
  vstore8(convert_ulong8_rtz(x), i, r75);
  vstore8(convert_ulong8_rtp(x), i, r76);
  vstore8(convert_ulong8_rtn(x), i, r77);
  vstore8(convert_ulong8_sat(x), i, r78);
  vstore8(convert_ulong8_sat_rte(x), i, r79);
  vstore8(convert_ulong8_sat_rtz(x), i, r80);
  vstore8(convert_ulong8_sat_rtp(x), i, r81);
  vstore8(convert_ulong8_sat_rtn(x), i, r82);
  vstore8(as_ulong8(x), i, r83);
  vstore8(convert_float8(x), i, r84);
  vstore8(convert_float8_rte(x), i, r85);
  vstore8(convert_float8_rtz(x), i, r86);
  vstore8(convert_float8_rtp(x), i, r87);
  vstore8(convert_float8_rtn(x), i, r88);
  vstore16(as_float16(x), i, r89);
  vstore8(convert_double8(x), i, r90);
  vstore8(convert_double8_rte(x), i, r91);
  vstore8(convert_double8_rtz(x), i, r92);
  vstore8(convert_double8_rtp(x), i, r93);
  vstore8(convert_double8_rtn(x), i, r94);
  vstore8(as_double8(x), i, r95);
}

__kernel void b_long16(__global const long* in, __global char* r0, __global char* r1, __global char* r2, __global char* r3, __global char* r4, __global char* r5, __global char* r6, __global char* r7, __global char* r8, __global char* r9, __global uchar* r10, __global uchar* r11, __global uchar* r12, __global uchar* r13, __global uchar* r14, __global uchar* r15, __global uchar* r16, __global uchar* r17, __global uchar* r18, __global uchar* r19, __global short* r20, __global short* r21, __global short* r22, __global short* r23, __global short* r24, __global short* r25, __global short* r26, __global short* r27, __global short* r28, __global short* r29, __global ushort* r30, __global ushort* r31, __global ushort* r32, __global ushort* r33, __global ushort* r34, __global ushort* r35, __global ushort* r36, __global ushort* r37, __global ushort* r38, __global ushort* r39, __global int* r40, __global int* r41, __global int* r42, __global int* r43, __global int* r44, __global int* r45, __global int* r46, __global int* r47, __global int* r48, __global int* r49, __global uint* r50, __global uint* r51, __global uint* r52, __global uint* r53, __global uint* r54, __global uint* r55, __global uint* r56, __global uint* r57, __global uint* r58, __global uint* r59, __global long* r60, __global long* r61, __global long* r62, __global long* r63, __global long* r64, __global long* r65, __global long* r66, __global long* r67, __global long* r68, __global long* r69, __global long* r70, __global ulong* r71, __global ulong* r72, __global ulong* r73, __global ulong* r74, __global ulong* r75, __global ulong* r76, __global ulong* r77, __global ulong* r78, __global ulong* r79, __global ulong* r80, __global ulong* r81, __global float* r82, __global float* r83, __global float* r84, __global float* r85, __global float* r86, __global double* r87, __global double* r88, __global double* r89, __global double* r90, __global double* r91, __global double* r92, ulong items) {
  const size_t i = get_global_id(0);
  if (i >= items) return;
  const long16 x = vload16(i, in);
  vstore16(convert_char16(x), i, r0);
  vstore16(convert_char16_rte(x), i, r1);
  vstore16(convert_char16_rtz(x), i, r2);
  vstore16(convert_char16_rtp(x), i, r3);
  vstore16(convert_char16_rtn(x), i, r4);
  vstore16(convert_char16_sat(x), i, r5);
  vstore16(convert_char16_sat_rte(x), i, r6);
  vstore16(convert_char16_sat_rtz(x), i, r7);
  vstore16(convert_char16_sat_rtp(x), i, r8);
  vstore16(convert_char16_sat_rtn(x), i, r9);
  vstore16(convert_uchar16(x), i, r10);
  vstore16(convert_uchar16_rte(x), i, r11);
  vstore16(convert_uchar16_rtz(x), i, r12);
  vstore16(convert_uchar16_rtp(x), i, r13);
  vstore16(convert_uchar16_rtn(x), i, r14);
  vstore16(convert_uchar16_sat(x), i, r15);
  vstore16(convert_uchar16_sat_rte(x), i, r16);
  vstore16(convert_uchar16_sat_rtz(x), i, r17);
  vstore16(convert_uchar16_sat_rtp(x), i, r18);
  vstore16(convert_uchar16_sat_rtn(x), i, r19);
  vstore16(convert_short16(x), i, r20);
  vstore16(convert_short16_rte(x), i, r21);
  vstore16(convert_short16_rtz(x), i, r22);
  vstore16(convert_short16_rtp(x), i, r23);
  vstore16(convert_short16_rtn(x), i, r24);
  vstore16(convert_short16_sat(x), i, r25);
  vstore16(convert_short16_sat_rte(x), i, r26);
  vstore16(convert_short16_sat_rtz(x), i, r27);
  vstore16(convert_short16_sat_rtp(x), i, r28);
  vstore16(convert_short16_sat_rtn(x), i, r29);
  vstore16(convert_ushort16(x), i, r30);
  vstore16(convert_ushort16_rte(x), i, r31);
  vstore16(convert_ushort16_rtz(x), i, r32);
  vstore16(convert_ushort16_rtp(x), i, r33);
  vstore16(convert_ushort16_rtn(x), i, r34);
  vstore16(convert_ushort16_sat(x), i, r35);
  vstore16(convert_ushort16_sat_rte(x), i, r36);
  vstore16(convert_ushort16_sat_rtz(x), i, r37);
  vstore16(convert_ushort16_sat_rtp(x), i, r38);
  vstore16(convert_ushort16_sat_rtn(x), i, r39);
  vstore16(convert_int16(x), i, r40);
  vstore16(convert_int16_rte(x), i, r41);
  vstore16(convert_int16_rtz(x), i, r42);
  vstore16(convert_int16_rtp(x), i, r43);
  vstore16(convert_int16_rtn(x), i, r44);
  vstore16(convert_int16_sat(x), i, r45);
  vstore16(convert_int16_sat_rte(x), i, r46);
  vstore16(convert_int16_sat_rtz(x), i, r47);
  vstore16(convert_int16_sat_rtp(x), i, r48);
  vstore16(convert_int16_sat_rtn(x), i, r49);
  vstore16(convert_uint16(x), i, r50);
  vstore16(convert_uint16_rte(x), i, r51);
  vstore16(convert_uint16_rtz(x), i, r52);
  vstore16(convert_uint16_rtp(x), i, r53);
  vstore16(convert_uint16_rtn(x), i, r54);
  vstore16(convert_uint16_sat(x), i, r55);
  vstore16(convert_uint16_sat_rte(x), i, r56);
  vstore16(convert_uint16_sat_rtz(x), i, r57);
  vstore16(convert_uint16_sat_rtp(x), i, r58);
  vstore16(convert_uint16_sat_rtn(x), i, r59);
  vstore16(convert_long16(x), i, r60);
  vstore16(convert_long16_rte(x), i, r61);
  vstore16(convert_long16_rtz(x), i, r62);
  vstore16(convert_long16_rtp(x), i, r63);
  vstore16(convert_long16_rtn(x), i, r64);
  vstore16(convert_long16_sat(x), i, r65);
  vstore16(convert_long16_sat_rte(x), i, r66);
  vstore16(convert_long16_sat_rtz(x), i, r67);
  vstore16(convert_long16_sat_rtp(x), i, r68);
  vstore16(convert_long16_sat_rtn(x), i, r69);
  vstore16(as_long16(x), i, r70);
  vstore16(convert_ulong16(x), i, r71);
  vstore16(convert_ulong16_rte(x), i, r72);
  vstore16(convert_ulong16_rtz(x), i, r73);
  vstore16(convert_ulong16_rtp(x), i, r74);
  vstore16(convert_ulong16_rtn(x), i, r75);
  vstore16(convert_ulong16_sat(x), i, r76);
  vstore16(convert_ulong16_sat_rte(x), i, r77);
  vstore16(convert_ulong16_sat_rtz(x), i, r78);
  vstore16(convert_ulong16_sat_rtp(x), i, r79);
  vstore16(convert_ulong16_sat_rtn(x), i, r80);
  vstore16(as_ulong16(x), i, r81);
  vstore16(convert_float16(x), i, r82);
  vstore16(convert_float16_rte(x), i, r83);
  vstore16(convert_float16_rtz(x), i, r84);
  vstore16(convert_float16_rtp(x), i, r85);
  vstore16(convert_float16_rtn(x), i, r86);
  vstore16(convert_double16(x), i, r87);
  vstore16(convert_double16_rte(x), i, r88);
  vstore16(convert_double16_rtz(x), i, r89);
  vstore16(convert_double16_rtp(x), i, r90);
  vstore16(convert_double16_rtn(x), i, r91);
  vstore16(as_double16(x), i, r92);
}
