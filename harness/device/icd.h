// Where OpenCL platforms come from: the ICD files the loader reads, the libraries named in
// OCL_ICD_FILENAMES and the libraries given with --icd, each loaded by the suite itself (in a
// process of its own: harness/run/icd_listing.h), so that every platform can be traced to its
// file and a driver that fails to load is named with the reason instead of vanishing as it
// does inside the ICD loader.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "harness/device/opencl.h"

namespace clc {

// The environment variables the ICD loaders read (ocl-icd's rules, which Debian ships; the
// Khronos loader reads the same names), as plain data so that tests can give their own.
struct IcdEnvironment {
  std::string vendors;      // OCL_ICD_VENDORS: a folder, one .icd file, or a library
  std::string vendor_path;  // OPENCL_VENDOR_PATH: a folder, used when OCL_ICD_VENDORS is unset
  std::string filenames;    // OCL_ICD_FILENAMES: libraries separated by ':'

  static IcdEnvironment FromProcess();
  // The folder whose .icd files are read when OCL_ICD_VENDORS names no file or library.
  std::string Folder() const;
  // One line for --list-devices: what the loader reads under this environment.
  std::string Describe() const;
};

// One ICD file or library as the loader's environment names it, before it is loaded.
struct IcdSource {
  std::string origin;   // the .icd file, or "OCL_ICD_FILENAMES", "OCL_ICD_VENDORS", "--icd"
  std::string library;  // the library as that origin names it
  std::string problem;  // why it names no library (an ICD file that cannot be read); else ""
};

// The libraries given on the command line (--icd), as sources of that origin.
std::vector<IcdSource> GivenIcds(const std::vector<std::string>& libraries);
// Whether `source` is one of GivenIcds: a library the run was asked to test.
bool IsGiven(const IcdSource& source);

// The most an ICD file is read of: it names a library on its first line.
inline constexpr std::size_t kMaxIcdFileBytes = 4096;

// The ICD files the loader reads under `env` (sorted by name) and the libraries of
// OCL_ICD_FILENAMES, then `extra` (--icd, origin "--icd"), in that order. Reads each ICD file's
// first line (at most kMaxIcdFileBytes); loads nothing.
std::vector<IcdSource> IcdSources(const IcdEnvironment& env, const std::vector<std::string>& extra);

// One ICD file or library and what loading it gave.
struct IcdEntry {
  std::string origin;   // the .icd file, or "OCL_ICD_FILENAMES", "OCL_ICD_VENDORS", "--icd"
  std::string library;  // the library as that origin names it
  std::string loaded;   // the file the dynamic linker loaded; empty when it did not load
  std::string problem;  // why it adds no platform; empty when it adds some
  std::vector<cl_platform_id> platforms;

  // "/etc/OpenCL/vendors/pocl.icd: libpocl.so.2.10.0 (/usr/lib/x86_64-linux-gnu/libpocl.so..)".
  std::string Source() const;
};

// IcdSources(env, extra), each loaded with dlopen and asked for its platforms through
// clIcdGetPlatformIDsKHR. Never throws: an ICD that fails to load
// or has no platform gets its `problem`. Libraries stay loaded for the process's life, as in
// the ICD loader (their platforms are used through their dispatch tables).
std::vector<IcdEntry> LoadIcds(const IcdEnvironment& env, const std::vector<std::string>& extra);

// Loads one library as an ICD (`origin` says who named it).
IcdEntry LoadIcd(const std::string& origin, const std::string& library);

// The file of the library that implements `platform` (from its dispatch table), or "".
std::string LibraryOf(cl_platform_id platform);

}  // namespace clc
