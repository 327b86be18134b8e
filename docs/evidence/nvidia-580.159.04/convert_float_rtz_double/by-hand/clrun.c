/* Ad-hoc investigation tool (not part of the product): builds a .cl file on a device and runs
   one kernel whose arguments are all __global buffers, printing each argument's elements. */
#define CL_TARGET_OPENCL_VERSION 120
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CL/cl.h>
static char* slurp(const char* p, size_t* n) {
  FILE* f = fopen(p, "rb");
  if (!f) {
    perror(p);
    exit(2);
  }
  fseek(f, 0, SEEK_END);
  *n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char* b = malloc(*n + 1);
  fread(b, 1, *n, f);
  b[*n] = 0;
  fclose(f);
  return b;
}
int main(int argc, char** argv) {
  if (argc < 7) {
    fprintf(stderr,
            "usage: clrun PLATFORM_SUBSTR file.cl kernel items elem_bytes count [options]\n");
    return 2;
  }
  const char* want = argv[1];
  size_t n;
  char* src = slurp(argv[2], &n);
  size_t items = strtoul(argv[4], 0, 0), eb = strtoul(argv[5], 0, 0),
         count = strtoul(argv[6], 0, 0);
  const char* opts = argc > 7 ? argv[7] : "";
  cl_platform_id ps[16];
  cl_uint np = 0;
  clGetPlatformIDs(16, ps, &np);
  cl_platform_id p = 0;
  for (cl_uint i = 0; i < np; ++i) {
    char name[256];
    clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, 256, name, 0);
    if (strstr(name, want)) {
      p = ps[i];
      break;
    }
  }
  if (!p) {
    fprintf(stderr, "no platform %s\n", want);
    return 4;
  }
  cl_device_id d;
  clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, 0);
  cl_int e;
  cl_context c = clCreateContext(0, 1, &d, 0, 0, &e);
  cl_command_queue q = clCreateCommandQueue(c, d, 0, &e);
  const char* s = src;
  cl_program pr = clCreateProgramWithSource(c, 1, &s, &n, &e);
  e = clBuildProgram(pr, 1, &d, opts, 0, 0);
  if (e) {
    char log[65536];
    clGetProgramBuildInfo(pr, d, CL_PROGRAM_BUILD_LOG, sizeof log, log, 0);
    fprintf(stderr, "build %d\n%s\n", e, log);
    return 3;
  }
  cl_kernel k = clCreateKernel(pr, argv[3], &e);
  if (e) {
    fprintf(stderr, "kernel %d\n", e);
    return 3;
  }
  cl_uint na = 0;
  clGetKernelInfo(k, CL_KERNEL_NUM_ARGS, sizeof na, &na, 0);
  size_t bytes = 1 << 20;
  unsigned char* fill = malloc(bytes);
  memset(fill, 0xAB, bytes);
  cl_mem* m = malloc(na * sizeof *m);
  for (cl_uint a = 0; a < na; ++a) {
    m[a] = clCreateBuffer(c, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, fill, &e);
    clSetKernelArg(k, a, sizeof(cl_mem), &m[a]);
  }
  e = clEnqueueNDRangeKernel(q, k, 1, 0, &items, 0, 0, 0, 0);
  if (e) {
    fprintf(stderr, "enqueue %d\n", e);
    return 3;
  }
  clFinish(q);
  for (cl_uint a = 0; a < na; ++a) {
    clEnqueueReadBuffer(q, m[a], CL_TRUE, 0, bytes, fill, 0, 0, 0);
    printf("r%u:", a);
    for (size_t i = 0; i < count; ++i) {
      unsigned long long v = 0;
      memcpy(&v, fill + i * eb, eb);
      printf(" %0*llx", (int)(2 * eb), v);
    }
    printf("\n");
  }
  return 0;
}
