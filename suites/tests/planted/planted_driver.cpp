// A planted driver bug, for the tests that prove the suite's power (suites/tests/planted_test.cpp
// and fault_test.cpp). Loaded with LD_PRELOAD in front of the OpenCL ICD loader, it behaves like
// a driver with a known bug:
//   CLCONFORM_PLANT        OpenCL C text put into every program the process creates, after its
//                          leading #pragma lines (a `#line` directive keeps the program's own
//                          line numbers). For each `#define planted_NAME(` in it, every call
//                          NAME( in the program becomes planted_NAME(: that is how a built-in is
//                          redefined (drivers often define built-ins as macros themselves, so
//                          the plant cannot take the name over). A typical plant is a macro
//                          that selects a wrong result for one operand type with _Generic.
//   CLCONFORM_PLANT_REPLACE  lines "FROM => TO": every occurrence of the text FROM in the
//                          program becomes TO before CLCONFORM_PLANT goes in (a cast or a
//                          declaration has no name to redefine; neither may hold a newline, so
//                          the program's line numbers stay).
//   CLCONFORM_PLANT_ONLY   a POSIX extended regular expression: CLCONFORM_PLANT goes only into
//                          programs whose text it matches (a bug in one kind of kernel).
//   CLCONFORM_PLANT_EXCEPT the same: not into programs whose text it matches.
//   CLCONFORM_PLANT_KILL   "REGEX CALL": the process is killed (SIGKILL) when it enqueues a
//                          kernel whose name matches the POSIX extended REGEX and whose text
//                          contains CALL.
//   CLCONFORM_PLANT_KILL_BUILD  the same, when it builds a program holding such a kernel.
//   CLCONFORM_PLANT_SLOW_BUILD  a number of seconds: every program build sleeps that long first
//                          (a compiler slow on a loaded machine).
//   CLCONFORM_PLANT_FULL   a POSIX extended regular expression: a file whose path it matches,
//                          opened for writing by fopen, is /dev/full instead, where every
//                          write fails with ENOSPC (a full disk under that file).
//   CLCONFORM_PLANT_ONCE   a file path: CLCONFORM_PLANT applies only in the first process that
//                          creates a program while the file does not exist (that process
//                          creates it), so a bug shows once and not when the case runs again
//                          in a fresh process (a flaky driver).
//   CLCONFORM_RECORD_PROGRAMS  a folder: the text of every program the process creates is
//                          written there as it was given (PID-N.cl), so a test can compare
//                          what a run built with what --dump-kernels writes.
// Test code only: nothing in the suite knows of it.
#include <dlfcn.h>
#include <fcntl.h>
#include <regex.h>
#include <unistd.h>

#include <atomic>
#include <cctype>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

namespace {

template <typename F>
F Next(const char* name) {
  return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

bool IsIdentifierChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The names NAME of every `#define planted_NAME(` in `plant`.
std::vector<std::string> Redefined(const std::string& plant) {
  const std::string key = "#define planted_";
  std::vector<std::string> names;
  for (std::size_t at = plant.find(key); at != std::string::npos; at = plant.find(key, at + 1)) {
    std::size_t end = at + key.size();
    while (end < plant.size() && IsIdentifierChar(plant[end])) ++end;
    if (end < plant.size() && plant[end] == '(') {
      names.push_back(plant.substr(at + key.size(), end - at - key.size()));
    }
  }
  return names;
}

// `text` with every call `name(` made a call `planted_name(`.
std::string Rename(const std::string& text, const std::string& name) {
  const std::string call = name + "(";
  std::string out;
  std::size_t from = 0;
  for (std::size_t at = text.find(call); at != std::string::npos; at = text.find(call, at + 1)) {
    if (at > 0 && IsIdentifierChar(text[at - 1])) continue;
    out += text.substr(from, at - from) + "planted_";
    from = at;
  }
  return out + text.substr(from);
}

// `text` with every FROM made TO, for each line "FROM => TO" of `replacements`.
std::string Replaced(std::string text, const std::string& replacements) {
  const std::string arrow = " => ";
  std::size_t line = 0;
  while (line < replacements.size()) {
    std::size_t end = replacements.find('\n', line);
    if (end == std::string::npos) end = replacements.size();
    const std::string rule = replacements.substr(line, end - line);
    line = end + 1;
    const std::size_t at = rule.find(arrow);
    if (at == std::string::npos || at == 0) continue;
    const std::string from = rule.substr(0, at);
    const std::string to = rule.substr(at + arrow.size());
    for (std::size_t f = text.find(from); f != std::string::npos;
         f = text.find(from, f + to.size())) {
      text.replace(f, from.size(), to);
    }
  }
  return text;
}

// `source` with `plant` after its leading #pragma lines, its text replaced and calls renamed as
// it asks.
std::string Planted(std::string source, const std::string& plant) {
  if (const char* replace = std::getenv("CLCONFORM_PLANT_REPLACE"))
    source = Replaced(source, replace);
  for (const std::string& name : Redefined(plant)) source = Rename(source, name);
  std::size_t at = 0;
  int lines = 0;
  while (source.compare(at, 7, "#pragma") == 0) {
    const std::size_t end = source.find('\n', at);
    if (end == std::string::npos) break;
    at = end + 1;
    ++lines;
  }
  return source.substr(0, at) + plant + "\n#line " + std::to_string(lines + 1) + "\n" +
         source.substr(at);
}

std::string ProgramSourceOf(cl_kernel kernel) {
  cl_program program = nullptr;
  if (clGetKernelInfo(kernel, CL_KERNEL_PROGRAM, sizeof(cl_program), &program, nullptr) !=
      CL_SUCCESS)
    return "";
  std::size_t size = 0;
  if (clGetProgramInfo(program, CL_PROGRAM_SOURCE, 0, nullptr, &size) != CL_SUCCESS) return "";
  std::string text(size, '\0');
  if (clGetProgramInfo(program, CL_PROGRAM_SOURCE, size, text.data(), nullptr) != CL_SUCCESS)
    return "";
  return text;
}

std::string NameOf(cl_kernel kernel) {
  std::size_t size = 0;
  if (clGetKernelInfo(kernel, CL_KERNEL_FUNCTION_NAME, 0, nullptr, &size) != CL_SUCCESS) return "";
  std::string name(size, '\0');
  if (clGetKernelInfo(kernel, CL_KERNEL_FUNCTION_NAME, size, name.data(), nullptr) != CL_SUCCESS)
    return "";
  return name.c_str();  // without the terminating NUL
}

// The text of kernel `name` in `source`: from its declaration to the next kernel's.
std::string KernelText(const std::string& source, const std::string& name) {
  const std::size_t at = source.find("__kernel void " + name + "(");
  if (at == std::string::npos) return "";
  const std::size_t end = source.find("__kernel ", at + 1);
  return source.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

// Whether kernel `name` of `source` matches the "REGEX CALL" in environment variable `var`.
bool Matches(const char* var, const std::string& source, const std::string& name) {
  const char* spec = std::getenv(var);
  if (spec == nullptr) return false;
  const std::string text = spec;
  const std::size_t space = text.find(' ');
  if (space == std::string::npos) return false;
  regex_t re;
  if (regcomp(&re, text.substr(0, space).c_str(), REG_EXTENDED | REG_NOSUB) != 0) return false;
  const bool named = regexec(&re, name.c_str(), 0, nullptr, 0) == 0;
  regfree(&re);
  return named && KernelText(source, name).find(text.substr(space + 1)) != std::string::npos;
}

// Whether `text` matches the POSIX extended regular expression in environment variable `var`
// (`unset` where it is not set).
bool TextMatches(const char* var, const std::string& text, bool unset) {
  const char* pattern = std::getenv(var);
  if (pattern == nullptr || *pattern == '\0') return unset;
  regex_t re;
  if (regcomp(&re, pattern, REG_EXTENDED | REG_NOSUB) != 0) return false;
  const bool found = regexec(&re, text.c_str(), 0, nullptr, 0) == 0;
  regfree(&re);
  return found;
}

// Whether the plant goes into a program of text `source` (CLCONFORM_PLANT_ONLY and _EXCEPT).
bool PlantsInto(const std::string& source) {
  return TextMatches("CLCONFORM_PLANT_ONLY", source, true) &&
         !TextMatches("CLCONFORM_PLANT_EXCEPT", source, false);
}

bool MustKill(cl_kernel kernel) {
  return Matches("CLCONFORM_PLANT_KILL", ProgramSourceOf(kernel), NameOf(kernel));
}

// Whether a kernel of the program matches CLCONFORM_PLANT_KILL_BUILD.
bool MustKillBuild(cl_program program) {
  if (std::getenv("CLCONFORM_PLANT_KILL_BUILD") == nullptr) return false;
  std::size_t size = 0;
  if (clGetProgramInfo(program, CL_PROGRAM_SOURCE, 0, nullptr, &size) != CL_SUCCESS) return false;
  std::string source(size, '\0');
  if (clGetProgramInfo(program, CL_PROGRAM_SOURCE, size, source.data(), nullptr) != CL_SUCCESS)
    return false;
  const std::string key = "__kernel void ";
  for (std::size_t at = source.find(key); at != std::string::npos; at = source.find(key, at + 1)) {
    const std::size_t end = source.find('(', at);
    if (end == std::string::npos) break;
    const std::string name = source.substr(at + key.size(), end - at - key.size());
    if (Matches("CLCONFORM_PLANT_KILL_BUILD", source, name)) return true;
  }
  return false;
}

// Writes `source` to DIR/PID-N.cl, N counting this process's programs.
void Record(const char* dir, const std::string& source) {
  static std::atomic<int> next{0};
  const std::string path =
      std::string(dir) + "/" + std::to_string(getpid()) + "-" + std::to_string(next++) + ".cl";
  if (FILE* f = std::fopen(path.c_str(), "w")) {
    std::fwrite(source.data(), 1, source.size(), f);
    std::fclose(f);
  }
}

// Whether this process plants: always, unless CLCONFORM_PLANT_ONCE names a file, which only
// the process that creates it plants (decided at its first program, for all of its programs).
bool PlantsInThisProcess() {
  static const bool kPlants = [] {
    const char* once = std::getenv("CLCONFORM_PLANT_ONCE");
    if (once == nullptr || *once == '\0') return true;
    const int fd = open(once, O_CREAT | O_EXCL | O_WRONLY, 0644);
    if (fd < 0) return false;
    close(fd);
    return true;
  }();
  return kPlants;
}

// /dev/full in place of `path` opened with `mode` for writing, where CLCONFORM_PLANT_FULL
// matches it; `path` otherwise.
const char* FullInstead(const char* path, const char* mode) {
  const bool writes = mode != nullptr && (mode[0] == 'w' || mode[0] == 'a' ||
                                          std::string(mode).find('+') != std::string::npos);
  if (!writes || path == nullptr || !TextMatches("CLCONFORM_PLANT_FULL", path, false)) return path;
  return "/dev/full";
}

}  // namespace

extern "C" {

CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithSource(cl_context context, cl_uint count,
                                                              const char** strings,
                                                              const size_t* lengths,
                                                              cl_int* errcode_ret) {
  using Fn = cl_program(CL_API_CALL*)(cl_context, cl_uint, const char**, const size_t*, cl_int*);
  static const Fn kReal = Next<Fn>("clCreateProgramWithSource");
  const char* plant = std::getenv("CLCONFORM_PLANT");
  const char* replace = std::getenv("CLCONFORM_PLANT_REPLACE");
  const char* record = std::getenv("CLCONFORM_RECORD_PROGRAMS");
  const bool planting =
      ((plant != nullptr && *plant != '\0') || (replace != nullptr && *replace != '\0')) &&
      PlantsInThisProcess();
  if ((!planting && record == nullptr) || strings == nullptr) {
    return kReal(context, count, strings, lengths, errcode_ret);
  }
  std::string source;
  for (cl_uint i = 0; i < count; ++i) {
    if (strings[i] == nullptr) continue;
    source += lengths == nullptr || lengths[i] == 0 ? std::string(strings[i])
                                                    : std::string(strings[i], lengths[i]);
  }
  if (record != nullptr) Record(record, source);
  if (!planting || !PlantsInto(source)) {
    const char* text = source.c_str();
    return kReal(context, 1, &text, nullptr, errcode_ret);
  }
  const std::string planted = Planted(source, plant == nullptr ? "" : plant);
  const char* text = planted.c_str();
  return kReal(context, 1, &text, nullptr, errcode_ret);
}

CL_API_ENTRY cl_int CL_API_CALL clBuildProgram(cl_program program, cl_uint count,
                                               const cl_device_id* devices, const char* options,
                                               void(CL_CALLBACK* notify)(cl_program, void*),
                                               void* user_data) {
  using Fn = cl_int(CL_API_CALL*)(cl_program, cl_uint, const cl_device_id*, const char*,
                                  void(CL_CALLBACK*)(cl_program, void*), void*);
  static const Fn kReal = Next<Fn>("clBuildProgram");
  if (MustKillBuild(program)) raise(SIGKILL);
  if (const char* slow = std::getenv("CLCONFORM_PLANT_SLOW_BUILD")) {
    std::this_thread::sleep_for(std::chrono::duration<double>(std::atof(slow)));
  }
  return kReal(program, count, devices, options, notify, user_data);
}

// fopen and fopen64 (what std::ofstream calls): CLCONFORM_PLANT_FULL's files are /dev/full.
FILE* fopen64(const char* path, const char* mode) {
  using Fn = FILE* (*)(const char*, const char*);
  static const Fn kReal = Next<Fn>("fopen64");
  return kReal(FullInstead(path, mode), mode);
}

FILE* fopen(const char* path, const char* mode) {
  using Fn = FILE* (*)(const char*, const char*);
  static const Fn kReal = Next<Fn>("fopen");
  return kReal(FullInstead(path, mode), mode);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueNDRangeKernel(cl_command_queue queue, cl_kernel kernel,
                                                       cl_uint dims, const size_t* offset,
                                                       const size_t* global, const size_t* local,
                                                       cl_uint waits, const cl_event* wait_list,
                                                       cl_event* event) {
  using Fn =
      cl_int(CL_API_CALL*)(cl_command_queue, cl_kernel, cl_uint, const size_t*, const size_t*,
                           const size_t*, cl_uint, const cl_event*, cl_event*);
  static const Fn kReal = Next<Fn>("clEnqueueNDRangeKernel");
  if (MustKill(kernel)) raise(SIGKILL);
  return kReal(queue, kernel, dims, offset, global, local, waits, wait_list, event);
}

}  // extern "C"
