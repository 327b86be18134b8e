/* clrun: builds FILE.cl on the first device of the first platform whose name contains PLATFORM, runs
   kernel KERNEL as one work item (argument 0: an output buffer of OUT_BYTES; argument 1, where
   IN_HEX is given: a buffer of those bytes) and prints the output buffer's bytes in hex.
   Usage: clrun PLATFORM FILE.cl KERNEL OUT_BYTES [IN_HEX] */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static void check(cl_int e, const char *w) { if (e) { fprintf(stderr, "%s: %d\n", w, e); exit(2); } }
int main(int argc, char **argv) {
  if (argc < 5) { fprintf(stderr, "usage\n"); return 2; }
  cl_platform_id ps[16]; cl_uint np = 0; check(clGetPlatformIDs(16, ps, &np), "platforms");
  cl_device_id dev = 0;
  for (cl_uint i = 0; i < np && !dev; ++i) {
    char name[256]; clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
    if (strstr(name, argv[1])) clGetDeviceIDs(ps[i], CL_DEVICE_TYPE_ALL, 1, &dev, NULL);
  }
  if (!dev) { fprintf(stderr, "no device on %s\n", argv[1]); return 2; }
  FILE *f = fopen(argv[2], "rb"); if (!f) { perror(argv[2]); return 2; }
  static char src[1 << 20]; size_t n = fread(src, 1, sizeof src - 1, f); src[n] = 0; fclose(f);
  cl_int e; cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &e); check(e, "ctx");
  cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &e); check(e, "queue");
  const char *s = src; cl_program p = clCreateProgramWithSource(ctx, 1, &s, NULL, &e); check(e, "prog");
  e = clBuildProgram(p, 1, &dev, "", NULL, NULL);
  if (e) { char log[65536]; clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL); fprintf(stderr, "%s\n", log); return 2; }
  cl_kernel k = clCreateKernel(p, argv[3], &e); check(e, "kernel");
  size_t out_bytes = strtoul(argv[4], NULL, 0);
  unsigned char in[4096] = {0}; size_t in_bytes = 0;
  if (argc > 5) { const char *h = argv[5]; for (; h[0] && h[1]; h += 2) { unsigned v; sscanf(h, "%2x", &v); in[in_bytes++] = (unsigned char)v; } }
  cl_mem out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, out_bytes, NULL, &e); check(e, "out");
  check(clSetKernelArg(k, 0, sizeof out, &out), "arg0");
  cl_mem inb = NULL;
  if (in_bytes) { inb = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, in_bytes, in, &e); check(e, "in"); check(clSetKernelArg(k, 1, sizeof inb, &inb), "arg1"); }
  size_t one = 1; check(clEnqueueNDRangeKernel(q, k, 1, NULL, &one, NULL, 0, NULL, NULL), "run");
  unsigned char buf[4096]; check(clEnqueueReadBuffer(q, out, CL_TRUE, 0, out_bytes, buf, 0, NULL, NULL), "read");
  for (size_t i = 0; i < out_bytes; ++i) printf("%02x%s", buf[i], (i % 8 == 7) ? " " : "");
  printf("\n"); return 0;
}
