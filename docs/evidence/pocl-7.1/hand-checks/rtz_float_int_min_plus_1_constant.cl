// convert_float_rtz of the constant -2147483647 (INT_MIN+1): -0x1.fffffep+30 (0xceffffff),
// toward zero; not -2^31 (0xcf000000).
__kernel void k(__global uint* r) { r[0] = as_uint(convert_float_rtz(-2147483647)); }
