#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* clrun FILE.cl BYTES WORDSIZE: builds FILE, runs kernel k(__global void* out) on one work
   item with `out` prefilled with 0xa5, prints the output as words of WORDSIZE bytes. */
int main(int argc, char** argv) {
  if (argc < 4) return 2;
  FILE* f = fopen(argv[1], "rb"); fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
  char* src = malloc(n + 1); fread(src, 1, n, f); src[n] = 0; fclose(f);
  size_t bytes = atoi(argv[2]); int w = atoi(argv[3]);
  cl_platform_id p; cl_device_id d; cl_int e;
  clGetPlatformIDs(1, &p, NULL); clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL);
  cl_context c = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
  cl_command_queue q = clCreateCommandQueueWithProperties(c, d, NULL, &e);
  const char* s = src;
  cl_program prog = clCreateProgramWithSource(c, 1, &s, NULL, &e);
  e = clBuildProgram(prog, 1, &d, argc > 4 ? argv[4] : "", NULL, NULL);
  if (e) { size_t len; clGetProgramBuildInfo(prog, d, CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
    char* log = malloc(len + 1); clGetProgramBuildInfo(prog, d, CL_PROGRAM_BUILD_LOG, len, log, NULL);
    printf("build failed %d\n%s\n", e, log); return 1; }
  unsigned char* host = malloc(bytes); memset(host, 0xa5, bytes);
  cl_mem out = clCreateBuffer(c, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, host, &e);
  cl_kernel k = clCreateKernel(prog, "k", &e);
  clSetKernelArg(k, 0, sizeof(out), &out);
  size_t one = 1;
  e = clEnqueueNDRangeKernel(q, k, 1, NULL, &one, &one, 0, NULL, NULL);
  clEnqueueReadBuffer(q, out, CL_TRUE, 0, bytes, host, 0, NULL, NULL);
  for (size_t i = 0; i < bytes / w; ++i) {
    unsigned long long v = 0; memcpy(&v, host + i * w, w);
    printf("%zu: 0x%0*llx\n", i, 2 * w, v);
  }
  return 0;
}
