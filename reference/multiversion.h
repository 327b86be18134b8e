// Function multiversioning for the reference's batch loops: each marked function is compiled
// for baseline x86-64, x86-64-v3 (AVX2) and x86-64-v4 (AVX-512), and the loader picks the
// widest one the CPU runs (an ifunc). The loops are written so that the compiler vectorises
// them (structure of arrays, selects instead of branches); 64-bit lanes need AVX2's variable
// shifts and AVX-512's 64-bit multiply and unsigned compares to vectorise well. Elsewhere
// (another architecture or compiler) the one portable version is built.
#pragma once

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(CLC_NO_MULTIVERSION)
#define CLC_MULTIVERSION \
  __attribute__((target_clones("default", "arch=x86-64-v3", "arch=x86-64-v4")))
#else
#define CLC_MULTIVERSION
#endif
