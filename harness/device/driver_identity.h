// Which driver made a program binary: what a program cache keys on besides the program, so
// that a binary is only ever given back to the driver build that made it.
#pragma once

#include <string>

#include "harness/device/opencl.h"

namespace clc {

// The vendor library behind `platform`, as "path size mtime inode" of the file; "" when it
// cannot be told. Under the ICD contract a platform object begins with a pointer to its
// vendor's dispatch table, whose entries are the vendor library's functions: dladdr names the
// file holding its clGetPlatformInfo, and stat tells one build of it from another.
std::string DriverLibraryOf(cl_platform_id platform);

// The libraries loaded with the driver library `driver` (a path), one "path size mtime inode" line
// each, sorted: those it links (its ELF file's needed libraries, and theirs, such as LLVM and
// clang, whichever library loaded them first) and every library the process loaded after it
// (what it opens as it starts, such as PoCL's device plugins); but the C and C++ runtimes and
// the ICD loader, which every process has, and objects not named as libraries (lib*.so*: PoCL
// loads each kernel it compiled as a shared object of its own). A driver keeps its compiler
// there: Oclgrind's ICD library compiles nothing itself, its liboclgrind and libLLVM do. ""
// when `driver` is not loaded.
std::string CompilerLibrariesOf(const std::string& driver);

// The libraries that give this process clCreateProgramWithSource and clBuildProgram, one
// line each as above: the ICD loader, or a shim preloaded in front of it (a test's planted
// driver, which rewrites programs), whose binaries must not be given to runs without it.
std::string EntryLibraryOf();

// CL_PLATFORM_NAME, CL_PLATFORM_VERSION, CL_DEVICE_NAME, CL_DEVICE_VERSION, CL_DRIVER_VERSION,
// CL_DEVICE_VENDOR_ID, DriverLibraryOf the device's platform, CompilerLibrariesOf its library
// and EntryLibraryOf(), one per line (a library swapped under the driver, its compiler, is
// another driver); "" when the driver's library cannot be told or a query fails: a driver rebuilt
// under the same version strings must not be given another build's binaries, so without the file
// there is no identity.
std::string DriverIdentityOf(const cl::Device& device);

}  // namespace clc
