// The program cache: the binaries of the programs a run built, kept on disk, so that a later
// run on the same driver loads each with clCreateProgramWithBinary instead of compiling its
// OpenCL C again. An entry's key is the SHA-256 of the program's source, its build options,
// clconform's version and the driver's identity (harness/device/driver_identity.h: its
// version strings and the stat of its library file), so a driver update, or a driver rebuilt
// under the same version strings, finds no entry of the old one; a device whose library
// cannot be told uses no cache. An entry holds the binary and the original build's log (a
// hit reports exactly what the build from source did). A program built from source is kept
// only when its user says its kernels have run (Keep): a driver's binary holds what it has
// compiled by then, and PoCL compiles each kernel's work-group function at its first launch
// (a binary asked for at build time holds a generic one only, and a run that loads it
// compiles every kernel again). Entries are checked files
// (harness/files/checked_file.h): concurrent writers never leave half a file, and a damaged
// entry, or one the driver refuses to load, is removed and built from source again. Failed
// builds are never kept: their logs are always fresh. A hit marks its entry used, and entries
// no run has used for a month go (PruneProgramCache, harness/files/cache_upkeep.h).
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "harness/device/device.h"

namespace clc {

// The key of `source` built with `options` by the driver of `identity` (DriverIdentityOf).
std::string ProgramCacheKey(const std::string& source, const std::string& options,
                            const std::string& identity);

// Removes the entries of the cache in `root` that no run has used for kCacheUnusedAge (none
// when `root` is empty), PoCL's kernel folders (harness/device/driver_cache.h) too; returns
// how many.
std::size_t PruneProgramCache(const std::string& root);

// What an entry holds.
struct CachedProgram {
  std::string log;     // the build log of the build from source
  std::string binary;  // CL_PROGRAM_BINARIES for the device
};

class ProgramCache {
 public:
  // `root` empty: no cache (Build builds from source and keeps nothing).
  explicit ProgramCache(std::string root);

  bool enabled() const { return !root_.empty(); }
  std::string PathOf(const std::string& key) const;

  // BuildProgram through the cache: a hit loads the binary and builds it with `options`
  // (BuildResult::loaded set, the log the stored one); a miss, or an entry that does not
  // load, builds from source (BuildResult::cache_key set if it built: Keep it later).
  BuildResult Build(const cl::Context& context, const cl::Device& device, const std::string& source,
                    const std::string& options) const;
  // Writes the entry of a program Build built from source (its binary for `device` and its
  // log), best after its kernels ran; false when there is nothing to keep or it fails.
  bool Keep(const BuildResult& built, const cl::Device& device) const;

  // The entry of `key`; nullopt when there is none or it is damaged (then removed).
  std::optional<CachedProgram> Load(const std::string& key) const;
  bool Save(const std::string& key, const CachedProgram& entry) const;
  void Forget(const std::string& key) const;

 private:
  std::string root_;
};

}  // namespace clc
