
__kernel void b_half3(__global const half* in, __global float* r0, __global float* r1, ulong items) {
  __local ushort l_ushort_4[256] __attribute__((aligned(32)));
  const size_t i = get_global_id(0);
  if (i >= items) return;
  { ushort st[8] __attribute__((aligned(32))); vstore3(vload3(i, ((__global const ushort*)in)), 0, st + 1 * 3);
  vstore3(vload_half3(1, (const __private half*)st), i, r0);
  }
  { vstore3(vload3(i, ((__global const ushort*)in)), 0, l_ushort_4 + get_local_id(0) * 4);
  vstore3(vloada_half3(get_local_id(0), (const __local half*)l_ushort_4), i, r1);
  }
}

__kernel void b_half(__global const half* in, __global float* r0, ulong items) {
  __local ushort l_ushort_1[64] __attribute__((aligned(32)));
  const size_t i = get_global_id(0);
  if (i >= items) return;
  { *(l_ushort_1 + get_local_id(0) * 1) = ((__global const ushort*)in)[i];
  r0[i] = vload_half(get_local_id(0), (const __local half*)l_ushort_1);
  }
}

__constant ushort KH_c_half_float_0[4] __attribute__((aligned(32))) = {((ushort)0x1u), ((ushort)0x8400u), ((ushort)0x7e00u), ((ushort)0x0u)};
__constant ushort KH_c_half_float_1[4] __attribute__((aligned(32))) = {((ushort)0x3c00u), ((ushort)0x1u), ((ushort)0x8400u), ((ushort)0x0u)};
__kernel void c_half_float(__global float* r0, __global float* r1) {
  __local ushort l_ushort_3_1[6] __attribute__((aligned(32)));
  { ushort st[8] __attribute__((aligned(32))); vstore3(vload3(0, KH_c_half_float_0), 0, st + 1 * 4);
  vstore3(vloada_half3(1, (const __private half*)st), 0, r0);
  }
  { vstore3(vload3(0, KH_c_half_float_0), 0, l_ushort_3_1 + 0 * 3);
  vstore3(vload_half3(0, (const __local half*)l_ushort_3_1), 0, r1);
  }
  { ushort st[8] __attribute__((aligned(32))); vstore3(vload3(0, KH_c_half_float_1), 0, st + 1 * 4);
  vstore3(vloada_half3(1, (const __private half*)st), 1, r0);
  }
  { vstore3(vload3(0, KH_c_half_float_1), 0, l_ushort_3_1 + 1 * 3);
  vstore3(vload_half3(1, (const __local half*)l_ushort_3_1), 1, r1);
  }
}
