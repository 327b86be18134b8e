/* Standalone reproducer written by clconform.
   Build and run from this folder:  cc repro.c -lOpenCL -o repro && ./repro [program.cl]
   Exit status: 0 every lane as expected, 1 a mismatch, 2 an OpenCL or file error. */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct Lane {
  unsigned long long input, expected, alt;
  int allowance;
  unsigned long long lane;
};

static const char* const kCase = "convert_float_long";
static const char* const kPath = "buffer";
static const char* const kKernel = "b_long";
static const char* const kOptions = "";
static const char* const kPlatform = "Oclgrind";
static const char* const kDevice = "Oclgrind Simulator";
enum { kConstantPath = 0 };
static const size_t kSrcBytes = 8, kSrcWidth = 1, kInputBytes = 8;
static const size_t kDstBytes = 4, kDstWidth = 1;
static const unsigned long long kNanExponent = 0x7f800000ULL, kNanFraction = 0x7fffffULL;
static const size_t kConstantItems = 0;
static const size_t kRegion = 0;
static const size_t kRegionBytes[] = {4, };
/* input, expected, alternative, allowance (0 exact, 1 or the flushed alternative, 2 any
   NaN), the lane's index in the run (the buffer path puts lane k in work item k) */
static const struct Lane kLanes[] = {
    {0x20000020000001ULL, 0x5a000001ULL, 0x0ULL, 0, 1889},
    {0x3fffffdfffffffULL, 0x5a7fffffULL, 0x0ULL, 0, 1918},
    {0x40000040000001ULL, 0x5a800001ULL, 0x0ULL, 0, 1957},
    {0x40000040000002ULL, 0x5a800001ULL, 0x0ULL, 0, 1958},
    {0x7fffffbfffffffULL, 0x5affffffULL, 0x0ULL, 0, 1987},
    {0x80000080000001ULL, 0x5b000001ULL, 0x0ULL, 0, 2031},
    {0x80000080000002ULL, 0x5b000001ULL, 0x0ULL, 0, 2032},
    {0x80000080000004ULL, 0x5b000001ULL, 0x0ULL, 0, 2033},
};

#define NLANES (sizeof kLanes / sizeof kLanes[0])
#define NREGIONS (sizeof kRegionBytes / sizeof kRegionBytes[0])

static void Check(cl_int err, const char* what) {
  if (err == CL_SUCCESS) return;
  fprintf(stderr, "repro: %s failed: OpenCL error %d\n", what, (int)err);
  exit(2);
}

/* A driver's name without the blanks and NULs it may pad it with. */
static void Info(void* object, int platform, cl_uint name, char* out, size_t size) {
  size_t n = 0;
  out[0] = 0;
  if (platform) clGetPlatformInfo((cl_platform_id)object, name, size, out, NULL);
  else clGetDeviceInfo((cl_device_id)object, name, size, out, NULL);
  out[size - 1] = 0;
  n = strlen(out);
  while (n > 0 && (out[n - 1] == ' ' || out[n - 1] == '\n')) out[--n] = 0;
}

/* The device the run failed on, by its platform's and its own name. */
static cl_device_id FindDevice(void) {
  cl_platform_id platforms[64];
  cl_uint np = 0, p, d;
  char name[1024];
  if (clGetPlatformIDs(64, platforms, &np) != CL_SUCCESS) np = 0;
  for (p = 0; p < np && p < 64; ++p) {
    cl_device_id devices[64];
    cl_uint nd = 0;
    Info(platforms[p], 1, CL_PLATFORM_NAME, name, sizeof name);
    if (strcmp(name, kPlatform) != 0) continue;
    if (clGetDeviceIDs(platforms[p], CL_DEVICE_TYPE_ALL, 64, devices, &nd) != CL_SUCCESS) nd = 0;
    for (d = 0; d < nd && d < 64; ++d) {
      Info(devices[d], 0, CL_DEVICE_NAME, name, sizeof name);
      if (strcmp(name, kDevice) == 0) return devices[d];
    }
  }
  fprintf(stderr, "repro: no device '%s' on a platform '%s' (is its ICD and environment set?)\n",
          kDevice, kPlatform);
  exit(2);
}

static char* ReadFile(const char* path) {
  FILE* f = fopen(path, "rb");
  long size;
  char* text;
  if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0) {
    fprintf(stderr, "repro: cannot read %s\n", path);
    exit(2);
  }
  rewind(f);
  text = (char*)malloc((size_t)size + 1);
  if (text == NULL || fread(text, 1, (size_t)size, f) != (size_t)size) {
    fprintf(stderr, "repro: cannot read %s\n", path);
    exit(2);
  }
  text[size] = 0;
  fclose(f);
  return text;
}

static unsigned long long Load(const unsigned char* at, size_t bytes) {
  unsigned long long v = 0;
  memcpy(&v, at, bytes); /* little-endian hosts, as the run's */
  return v;
}

static int Conforms(const struct Lane* l, unsigned long long got) {
  if (got == l->expected) return 1;
  if (l->allowance == 1) return got == l->alt;
  if (l->allowance == 2)
    return kNanExponent != 0 && (got & kNanExponent) == kNanExponent && (got & kNanFraction) != 0;
  return 0;
}

/* The work item and result element of lane k: the buffer path gives lane k work item k, its
   operand in every component; the constant path runs the kernel as it was built. */
static size_t Element(size_t k) {
  if (kConstantPath) return (size_t)kLanes[k].lane;
  return k * kDstWidth + (size_t)(kLanes[k].lane % kDstWidth);
}

int main(int argc, char** argv) {
  const char* path = argc > 1 ? argv[1] : "program.cl";
  char* source = ReadFile(path);
  const size_t items = kConstantPath ? kConstantItems : NLANES;
  cl_device_id device = FindDevice();
  cl_int err = CL_SUCCESS;
  cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
  cl_command_queue queue;
  cl_program program;
  cl_kernel kernel;
  cl_mem regions[NREGIONS + 1];
  cl_uint arg = 0;
  size_t r, k, mismatches = 0;
  unsigned char* out;
  Check(err, "clCreateContext");
  queue = clCreateCommandQueue(context, device, 0, &err);
  Check(err, "clCreateCommandQueue");
  program = clCreateProgramWithSource(context, 1, (const char**)&source, NULL, &err);
  Check(err, "clCreateProgramWithSource");
  err = clBuildProgram(program, 1, &device, kOptions, NULL, NULL);
  if (err != CL_SUCCESS) {
    static char log[65536];
    clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    log[sizeof log - 1] = 0;
    fprintf(stderr, "repro: the program did not build (error %d):\n%s\n", (int)err, log);
    return 2;
  }
  kernel = clCreateKernel(program, kKernel, &err);
  Check(err, "clCreateKernel");
  if (!kConstantPath) {
    unsigned char* in = (unsigned char*)malloc(items * kSrcWidth * kSrcBytes);
    cl_mem buffer;
    cl_ulong count = items;
    for (k = 0; k < items; ++k)
      for (r = 0; r < kSrcWidth; ++r)
        memcpy(in + (k * kSrcWidth + r) * kSrcBytes, &kLanes[k].input, kSrcBytes);
    buffer = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                            items * kSrcWidth * kSrcBytes, in, &err);
    Check(err, "clCreateBuffer");
    Check(clSetKernelArg(kernel, arg++, sizeof buffer, &buffer), "clSetKernelArg");
    Check(clSetKernelArg(kernel, (cl_uint)(NREGIONS + 1), sizeof count, &count), "clSetKernelArg");
  }
  for (r = 0; r < NREGIONS; ++r) {
    const size_t bytes = items * kRegionBytes[r];
    unsigned char* fill = (unsigned char*)malloc(bytes);
    memset(fill, 0xa5, bytes); /* what no lane wrote shows as 0xa5... */
    regions[r] = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, fill, &err);
    Check(err, "clCreateBuffer");
    Check(clSetKernelArg(kernel, arg++, sizeof regions[r], &regions[r]), "clSetKernelArg");
    free(fill);
  }
  Check(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &items, NULL, 0, NULL, NULL),
        "clEnqueueNDRangeKernel");
  out = (unsigned char*)malloc(items * kRegionBytes[kRegion]);
  Check(clEnqueueReadBuffer(queue, regions[kRegion], CL_TRUE, 0, items * kRegionBytes[kRegion],
                            out, 0, NULL, NULL),
        "clEnqueueReadBuffer");
  printf("%s, %s path, kernel %s, on %s / %s\n", kCase, kPath, kKernel, kPlatform, kDevice);
  for (k = 0; k < NLANES; ++k) {
    const unsigned long long got = Load(out + Element(k) * kDstBytes, kDstBytes);
    const int ok = Conforms(&kLanes[k], got);
    mismatches += !ok;
    printf("lane %llu: input 0x%0*llx expected 0x%0*llx got 0x%0*llx %s\n", kLanes[k].lane,
           (int)(2 * kInputBytes), kLanes[k].input, (int)(2 * kDstBytes), kLanes[k].expected,
           (int)(2 * kDstBytes), got, ok ? "ok" : "MISMATCH");
  }
  printf("%lu of %lu lanes mismatched\n", (unsigned long)mismatches, (unsigned long)NLANES);
  return mismatches != 0 ? 1 : 0;
}
