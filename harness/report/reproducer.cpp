// repro.c: a data section made from the spec, then one fixed host program.
#include "harness/report/reproducer.h"

#include <cinttypes>
#include <cstdio>
#include <filesystem>

#include "harness/report/report_write.h"
#include "harness/report/result.h"

namespace clc {

namespace {

// `text` as a C string literal.
std::string CString(const std::string& text) {
  std::string s = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      s += '\\';
      s += static_cast<char>(c);
    } else if (c < 0x20 || c >= 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\%03o", c);
      s += buf;
    } else {
      s += static_cast<char>(c);
    }
  }
  return s + "\"";
}

std::string Hex(std::uint64_t v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%" PRIx64 "ULL", v);
  return buf;
}

int AllowanceCode(const std::string& allowance) {
  if (allowance == "may-flush-denormal") return 1;
  if (allowance == "any-nan") return 2;
  return 0;
}

// The spec's values as C definitions, read by kHostProgram.
std::string DataSection(const nlohmann::json& spec, const std::string& platform,
                        const std::string& device) {
  const bool constant = ParseRunPath(spec.at("path").get<std::string>()) == RunPath::kConstant;
  std::string s;
  for (const char* key : {"case", "path", "kernel", "options"}) {
    std::string name = key;
    name[0] = static_cast<char>(name[0] - 'a' + 'A');
    s += "static const char* const k" + name + " = " + CString(spec.at(key).get<std::string>()) +
         ";\n";
  }
  s += "static const char* const kPlatform = " + CString(platform) + ";\n";
  s += "static const char* const kDevice = " + CString(device) + ";\n";
  s += "enum { kConstantPath = " + std::string(constant ? "1" : "0") + " };\n";
  const auto num = [&](const char* key) {
    return std::to_string(spec.at(key).get<std::uint64_t>());
  };
  s += "static const size_t kSrcBytes = " + num("src_bytes") + ", kSrcWidth = " + num("src_width") +
       ", kInputBytes = " + num("input_bytes") + ";\n";
  s += "static const size_t kDstBytes = " + num("dst_bytes") + ", kDstWidth = " + num("dst_width") +
       ";\n";
  const int exp_bits = spec.at("dst_exponent_bits").get<int>();
  const int frac_bits = spec.at("dst_fraction_bits").get<int>();
  const std::uint64_t frac =
      spec.at("dst_float").get<bool>() ? (std::uint64_t{1} << frac_bits) - 1 : 0;
  const std::uint64_t exp =
      spec.at("dst_float").get<bool>() ? ((std::uint64_t{1} << exp_bits) - 1) << frac_bits : 0;
  s += "static const unsigned long long kNanExponent = " + Hex(exp) +
       ", kNanFraction = " + Hex(frac) + ";\n";
  s += "static const size_t kConstantItems = " + num("items") + ";\n";
  s += "static const size_t kRegion = " + num("region") + ";\n";
  s += "static const size_t kRegionBytes[] = {";
  for (const auto& r : spec.at("regions")) s += std::to_string(r.get<std::uint64_t>()) + ", ";
  s += "};\n";
  s += "/* input, expected, alternative, allowance (0 exact, 1 or the flushed alternative, 2 any\n"
       "   NaN), the lane's index in the run (the buffer path puts lane k in work item k) */\n";
  s += "static const struct Lane kLanes[] = {\n";
  for (const auto& l : spec.at("lanes")) {
    const auto bits = [&](const char* key) { return Hex(l.at(key).get<std::uint64_t>()); };
    s += "    {" + bits("input") + ", " + bits("expected") + ", " + bits("alt") + ", " +
         std::to_string(AllowanceCode(l.at("allowance").get<std::string>())) + ", " +
         std::to_string(l.at("lane").get<std::uint64_t>()) + "},\n";
  }
  return s + "};\n";
}

const char* const kPrologue = R"(/* Standalone reproducer written by clconform.
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

)";

const char* const kHostProgram = R"(
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
)";

bool WriteFile(const std::string& path, const std::string& text, std::string* error) {
  return WriteTextFile(path, text, error);
}

}  // namespace

std::string ReproducerC(const nlohmann::json& spec, const std::string& platform,
                        const std::string& device) {
  return std::string(kPrologue) + DataSection(spec, platform, device) + kHostProgram;
}

bool WriteReproducer(const std::string& dir, const nlohmann::json& spec,
                     const std::string& platform, const std::string& device,
                     const std::string& rerun, std::string* error) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  const auto text = [&](const char* key) { return spec.at(key).get<std::string>(); };
  const std::string readme =
      text("case") + " mismatched on the " + text("path") + " path of " + platform + " / " +
      device + ".\n\n" + "program.cl is the exact program the run built (kernel " + text("kernel") +
      ", build options \"" + text("options") + "\").\n" +
      "repro.c builds it and runs that kernel " +
      (ParseRunPath(text("path")) == RunPath::kConstant
           ? std::string("as built: its operands are folded into it as constants")
           : std::string("on the mismatching lanes' operands, one work item each")) +
      ", then prints each lane's input, expected and returned bits:\n\n"
      "    cc repro.c -lOpenCL -o repro && ./repro\n\n"
      "It exits 1 when a lane mismatches, 0 when every lane is as expected, 2 on an error.\n"
      "The same case in clconform:\n\n    " +
      rerun + "\n";
  return WriteFile(dir + "/program.cl", spec.at("source").get<std::string>(), error) &&
         WriteFile(dir + "/repro.c", ReproducerC(spec, platform, device), error) &&
         WriteFile(dir + "/README", readme, error);
}

bool WriteNoReproducer(const std::string& dir, const std::string& why, const std::string& rerun,
                       std::string* error) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  return WriteFile(
      dir + "/README",
      "No standalone reproducer: " + why + ".\nThe case in clconform:\n\n    " + rerun + "\n",
      error);
}

}  // namespace clc
