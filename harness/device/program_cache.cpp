// Program cache entries: a text header (format, key), the log's and the binary's sizes as
// 64-bit little-endian words, the log, the binary; written as a checked file.
#include "harness/device/program_cache.h"

#include <filesystem>
#include <utility>
#include <vector>

#include "harness/device/driver_cache.h"
#include "harness/device/driver_identity.h"
#include "harness/files/cache_upkeep.h"
#include "harness/files/checked_file.h"
#include "harness/files/sha256.h"
#include "harness/report/build_info.h"

namespace clc {

namespace {

constexpr const char* kCacheFormat = "clconform-program-cache 1";
// Larger than any driver's binary of one program with its log; a larger file is not ours.
constexpr std::uint64_t kMaxEntryBytes = std::uint64_t{1} << 30;

std::string CacheHeader(const std::string& key) {
  return std::string(kCacheFormat) + "\n" + key + "\n";
}

// The device's binary of a built program; nullopt when the driver gives none.
std::optional<std::string> BinaryOf(const cl::Program& program, const cl::Device& device) {
  cl_uint count = 0;
  if (clGetProgramInfo(program(), CL_PROGRAM_NUM_DEVICES, sizeof count, &count, nullptr) !=
          CL_SUCCESS ||
      count == 0) {
    return std::nullopt;
  }
  std::vector<cl_device_id> devices(count);
  std::vector<std::size_t> sizes(count);
  if (clGetProgramInfo(program(), CL_PROGRAM_DEVICES, count * sizeof(cl_device_id), devices.data(),
                       nullptr) != CL_SUCCESS ||
      clGetProgramInfo(program(), CL_PROGRAM_BINARY_SIZES, count * sizeof(std::size_t),
                       sizes.data(), nullptr) != CL_SUCCESS) {
    return std::nullopt;
  }
  std::vector<std::string> binaries(count);
  std::vector<unsigned char*> pointers(count);
  for (cl_uint i = 0; i < count; ++i) {
    binaries[i].resize(sizes[i]);
    pointers[i] = reinterpret_cast<unsigned char*>(binaries[i].data());
  }
  if (clGetProgramInfo(program(), CL_PROGRAM_BINARIES, count * sizeof(unsigned char*),
                       pointers.data(), nullptr) != CL_SUCCESS) {
    return std::nullopt;
  }
  for (cl_uint i = 0; i < count; ++i) {
    if (devices[i] == device() && !binaries[i].empty()) return std::move(binaries[i]);
  }
  return std::nullopt;
}

// `binary` made into a program for `device` and built with `options`; ok == false when the
// driver refuses it in any way.
BuildResult LoadBinary(const cl::Context& context, const cl::Device& device,
                       const std::string& binary, const std::string& options) {
  BuildResult result;
  cl_device_id id = device();
  const auto* bytes = reinterpret_cast<const unsigned char*>(binary.data());
  const std::size_t size = binary.size();
  cl_int status = CL_SUCCESS;
  cl_int error = CL_SUCCESS;
  cl_program program = clCreateProgramWithBinary(context(), 1, &id, &size, &bytes, &status, &error);
  if (program == nullptr || error != CL_SUCCESS || status != CL_SUCCESS) {
    if (program != nullptr) clReleaseProgram(program);
    result.error = error != CL_SUCCESS ? error : status;
    return result;
  }
  result.program = cl::Program(program);  // takes the reference
  result.error = clBuildProgram(program, 1, &id, options.c_str(), nullptr, nullptr);
  result.ok = result.error == CL_SUCCESS;
  if (!result.ok) result.program = cl::Program();
  return result;
}

}  // namespace

std::string ProgramCacheKey(const std::string& source, const std::string& options,
                            const std::string& identity) {
  // Each part after its length, so that no two different lists of parts read the same.
  std::string text;
  for (std::string_view part :
       {std::string_view(kCacheFormat), ClconformVersion(), std::string_view(identity),
        std::string_view(options), std::string_view(source)}) {
    text += std::to_string(part.size()) + ":";
    text += part;
  }
  return Sha256Hex(text);
}

std::size_t PruneProgramCache(const std::string& root) {
  return root.empty() ? 0 : RemoveUnused(root, ".bin") + RemoveUnused(root, kPoclCacheSuffix);
}

ProgramCache::ProgramCache(std::string root) : root_(std::move(root)) {}

std::string ProgramCache::PathOf(const std::string& key) const {
  return root_ + "/" + key + ".bin";
}

std::optional<CachedProgram> ProgramCache::Load(const std::string& key) const {
  if (!enabled()) return std::nullopt;
  const std::optional<std::string> bytes = ReadCheckedFile(PathOf(key), kMaxEntryBytes);
  if (!bytes) return std::nullopt;  // none, or truncated or damaged (then removed)
  const std::string header = CacheHeader(key);
  const std::size_t start = header.size() + 16;
  if (bytes->size() >= start && bytes->compare(0, header.size(), header) == 0) {
    const std::uint64_t log = GetWord(*bytes, header.size());
    const std::uint64_t binary = GetWord(*bytes, header.size() + 8);
    if (log <= bytes->size() - start && binary == bytes->size() - start - log) {
      MarkUsed(PathOf(key));
      return CachedProgram{bytes->substr(start, log), bytes->substr(start + log)};
    }
  }
  Forget(key);  // not this key's entry
  return std::nullopt;
}

bool ProgramCache::Save(const std::string& key, const CachedProgram& entry) const {
  if (!enabled()) return false;
  std::string bytes = CacheHeader(key);
  PutWord(bytes, entry.log.size());
  PutWord(bytes, entry.binary.size());
  bytes += entry.log;
  bytes += entry.binary;
  return WriteCheckedFile(PathOf(key), std::move(bytes));
}

void ProgramCache::Forget(const std::string& key) const { RemoveDamagedEntry(PathOf(key)); }

BuildResult ProgramCache::Build(const cl::Context& context, const cl::Device& device,
                                const std::string& source, const std::string& options) const {
  const std::string identity = enabled() ? DriverIdentityOf(device) : "";
  if (identity.empty()) return BuildProgram(context, device, source, options);
  const std::string key = ProgramCacheKey(source, options, identity);
  if (std::optional<CachedProgram> entry = Load(key)) {
    BuildResult hit = LoadBinary(context, device, entry->binary, options);
    if (hit.ok) {
      hit.log = std::move(entry->log);
      hit.loaded = true;
      return hit;
    }
    Forget(key);  // the driver refuses it: built from source and kept anew
  }
  BuildResult built = BuildProgram(context, device, source, options);
  if (built.ok) built.cache_key = key;
  return built;
}

bool ProgramCache::Keep(const BuildResult& built, const cl::Device& device) const {
  if (!built.ok || built.cache_key.empty()) return false;
  const std::optional<std::string> binary = BinaryOf(built.program, device);
  return binary && Save(built.cache_key, {built.log, *binary});
}

}  // namespace clc
