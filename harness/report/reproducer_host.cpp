// repro.c's fixed part: the host program that reads the data section (reproducer.cpp).
#include "harness/report/reproducer_host.h"

namespace clc {

const char* const kReproPrologue = R"(/* Standalone reproducer written by clconform.
   Build and run from this folder:  cc repro.c -lOpenCL -o repro && ./repro [program.cl [LIB]]
   (LIB: another build of the driver library to run it on). Exit status: 0 the failure did not
   recur, 1 it did (a lane mismatched, or the program did not build), 2 an OpenCL or file
   error; a crash ends it as it ended the run. */
#define _POSIX_C_SOURCE 200112L
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct Lane {
  unsigned long long input, expected, alt;
  int allowance;
  unsigned long long lane, got;
};

/* What failed: wrong lanes, a program that did not build, or a crash or hang. */
enum { kWrongLanes = 0, kBuildFailure = 1, kFault = 2 };

)";

const char* const kReproHostProgram = R"(
#define NREGIONS (sizeof kRegionBytes / sizeof kRegionBytes[0])

static void Check(cl_int err, const char* what) {
  if (err == CL_SUCCESS) return;
  fprintf(stderr, "repro: %s failed: OpenCL error %d\n", what, (int)err);
  exit(2);
}

/* The driver the run tested, alone: ocl-icd loads the one library OCL_ICD_VENDORS names, the
   Khronos loader those OCL_ICD_FILENAMES names; then the environment the driver needs, as the
   run had it. Before any OpenCL call: the loaders read them once. */
static void UseTheDriver(const char* library) {
  size_t i;
  if (library[0] != 0) {
    setenv("OCL_ICD_VENDORS", library, 1);
    setenv("OCL_ICD_FILENAMES", library, 1);
    printf("repro: the driver %s, alone (OCL_ICD_VENDORS and OCL_ICD_FILENAMES name it)\n",
           library);
  }
  for (i = 0; kEnvironment[i] != NULL; ++i) {
    char name[256];
    const char* value = strchr(kEnvironment[i], '=');
    size_t length = value != NULL ? (size_t)(value - kEnvironment[i]) : 0;
    if (length == 0 || length >= sizeof name) continue;
    memcpy(name, kEnvironment[i], length);
    name[length] = 0;
    setenv(name, value + 1, 1);
    printf("repro: %s, as in the run\n", kEnvironment[i]);
  }
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
  fprintf(stderr, "repro: no device '%s' on a platform '%s' (see the README for its driver)\n",
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

/* The work item and result element of lane k: the buffer path gives lane k work item k, with
   the operands of its work item in the run (kItems); the constant path runs the kernel as it
   was built. */
static size_t Element(size_t k) {
  if (kConstantPath) return (size_t)kLanes[k].lane;
  return k * kDstWidth + (size_t)(kLanes[k].lane % kDstWidth);
}

/* Builds the program; for a build failure, says whether it recurred and ends. */
static cl_program Build(cl_context context, cl_device_id device, const char* source) {
  static char log[65536];
  cl_int err = CL_SUCCESS;
  cl_program program = clCreateProgramWithSource(context, 1, &source, NULL, &err);
  Check(err, "clCreateProgramWithSource");
  err = clBuildProgram(program, 1, &device, kOptions, NULL, NULL);
  if (err == CL_SUCCESS && kKind != kBuildFailure) return program;
  clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
  log[sizeof log - 1] = 0;
  if (kKind != kBuildFailure) {
    fprintf(stderr, "repro: the program did not build (error %d):\n%s\n", (int)err, log);
    exit(2);
  }
  if (err == CL_SUCCESS) {
    printf("repro: the program built: the run's build failure did not recur\n");
    exit(0);
  }
  printf("repro: the program did not build (error %d), as in the run; its log:\n%s\n", (int)err,
         log);
  exit(1);
}

/* Runs the kernel over `items` work items; returns the region read back. */
static unsigned char* Launch(cl_context context, cl_command_queue queue, cl_kernel kernel,
                             size_t items) {
  cl_mem regions[NREGIONS + 1];
  cl_uint arg = 0;
  size_t r, k;
  cl_int err = CL_SUCCESS;
  unsigned char* out;
  if (!kConstantPath) {
    unsigned char* in = (unsigned char*)malloc(items * kSrcWidth * kSrcBytes);
    cl_mem buffer;
    cl_ulong count = items;
    for (k = 0; k < items; ++k)
      for (r = 0; r < kSrcWidth; ++r)
        memcpy(in + (k * kSrcWidth + r) * kSrcBytes, &kItems[k][r], kSrcBytes);
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
  return out;
}

int main(int argc, char** argv) {
  const char* path = argc > 1 ? argv[1] : "program.cl";
  const size_t items = kConstantPath ? kConstantItems : kLaneCount;
  char* source = ReadFile(path);
  cl_device_id device;
  cl_context context;
  cl_command_queue queue;
  cl_program program;
  cl_kernel kernel;
  cl_int err = CL_SUCCESS;
  size_t k, mismatches = 0;
  unsigned char* out;
  UseTheDriver(argc > 2 ? argv[2] : kLibrary);
  device = FindDevice();
  printf("%s, %s path, kernel %s, on %s / %s\n", kCase, kPath, kKernel, kPlatform, kDevice);
  fflush(stdout);
  context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
  Check(err, "clCreateContext");
  queue = clCreateCommandQueue(context, device, 0, &err);
  Check(err, "clCreateCommandQueue");
  program = Build(context, device, source);
  kernel = clCreateKernel(program, kKernel, &err);
  Check(err, "clCreateKernel");
  if (items == 0) {
    printf("repro: built; the run's process died running this kernel over operands that this "
           "reproducer does not hold: the rerun line in the README runs them\n");
    return 0;
  }
  printf("repro: running the kernel over %lu work items\n", (unsigned long)items);
  fflush(stdout);
  out = Launch(context, queue, kernel, items);
  if (kKind == kFault) {
    printf("repro: the kernel built and ran to its end: the run's crash or hang did not recur\n");
    return 0;
  }
  for (k = 0; k < kLaneCount; ++k) {
    const unsigned long long got = Load(out + Element(k) * kDstBytes, kDstBytes);
    const int ok = Conforms(&kLanes[k], got);
    mismatches += !ok;
    printf("lane %llu: input 0x%0*llx expected 0x%0*llx got 0x%0*llx %s (the run got 0x%0*llx)\n",
           kLanes[k].lane, (int)(2 * kInputBytes), kLanes[k].input, (int)(2 * kDstBytes),
           kLanes[k].expected, (int)(2 * kDstBytes), got, ok ? "ok" : "MISMATCH",
           (int)(2 * kDstBytes), kLanes[k].got);
  }
  printf("%lu of %lu lanes mismatched\n", (unsigned long)mismatches, (unsigned long)kLaneCount);
  return mismatches != 0 ? 1 : 0;
}
)";

}  // namespace clc
