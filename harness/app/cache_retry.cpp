// A retry without the caches, and what a case that passes there says about them.
#include "harness/app/cache_retry.h"

#include <filesystem>
#include <iostream>

#include "harness/device/driver_cache.h"
#include "harness/files/cache_upkeep.h"
#include "harness/run/plan.h"

namespace clc {

namespace {

constexpr std::string_view kPoclCacheVar = "POCL_CACHE_DIR=";

bool Starts(const std::string& s, std::string_view prefix) { return s.rfind(prefix, 0) == 0; }

std::string PoclCacheOf(const std::vector<std::string>& env) {
  for (const std::string& e : env) {
    if (Starts(e, kPoclCacheVar)) return e.substr(kPoclCacheVar.size());
  }
  return "";
}

}  // namespace

void ChooseProgramCache(const ListedDevice& device, CliOptions* options, RunRecord* record) {
  const RunOptions run_options = ToRunOptions(*options);
  record->program_cache = ProgramCacheFor(device.info, run_options);
  const bool pocl = UsesPoclCache(device.info, run_options);
  // A driver whose library cannot be told has no folder: PoCL's cache stays where the
  // environment puts it.
  const std::string dir =
      pocl ? PoclCacheDir(run_options.program_cache, device.identity) : record->program_cache;
  if (dir.empty()) return;
  std::string why;
  if (!WritableCacheFolder(dir, &why)) {
    std::cout << "[ cache    ] " << why << ": this run uses no program cache\n";
    options->program_cache_off = true;
    options->program_cache.clear();
    record->program_cache.clear();
    return;
  }
  if (!pocl) return;
  MarkUsed(dir);
  RemoveStalePoclTempFiles(dir);
  record->program_cache = run_options.program_cache;  // pruned as the program cache is
  record->kernel_cache = dir;
  std::cout << "[ cache    ] PoCL keeps the kernels it compiles in " << dir << "\n";
}

bool UsesCache(const std::string& program_cache, const std::vector<std::string>& env) {
  return !program_cache.empty() || !PoclCacheOf(env).empty();
}

bool CacheHeldEntries(const std::string& program_cache, const std::vector<std::string>& env) {
  namespace fs = std::filesystem;
  // Entries of the folder `dir` that `counts`; a folder that cannot be read held none usable.
  const auto any = [](const std::string& dir, const auto& counts) {
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
      if (counts(*it)) return true;
    }
    return false;
  };
  if (!program_cache.empty() && any(program_cache, [](const fs::directory_entry& e) {
        return e.path().extension() == ".bin";
      })) {
    return true;
  }
  const std::string kernels = PoclCacheOf(env);
  // PoCL's temporary files are no entries; everything it keeps is in folders.
  return !kernels.empty() && any(kernels, [](const fs::directory_entry& e) {
    return e.path().filename().string().rfind("tempfile_", 0) != 0;
  });
}

CliOptions WithoutCache(CliOptions o) {
  o.program_cache_off = true;
  o.program_cache.clear();
  o.program_cache_cpu = false;
  return o;
}

std::vector<std::string> WithoutCacheEnv(const std::vector<std::string>& env,
                                         const std::string& fresh_dir) {
  std::error_code ec;
  std::filesystem::create_directories(fresh_dir, ec);
  std::vector<std::string> out;
  for (const std::string& e : env) {
    if (!Starts(e, kPoclCacheVar)) out.push_back(e);
  }
  out.push_back(PoclCacheEnv(fresh_dir));
  return out;
}

bool CacheMayCause(const VariantResult& r) {
  const Verdict v = VerdictOf(r);
  return v == Verdict::kCrash || v == Verdict::kBuildFailure;
}

std::string BlameCache(const std::vector<std::string>& env, const std::string& with_cache,
                       VariantResult& r) {
  const std::string kernels = PoclCacheOf(env);
  const std::vector<std::string> removed =
      kernels.empty() ? std::vector<std::string>() : RemoveDamagedKernels(kernels);
  std::string line =
      CaseName(r.variant) + ": " + with_cache + " with the program cache, and its verdict " +
      "without it is " + std::string(NameOf(VerdictOf(r))) +
      ": the cache was at fault, not the driver; " +
      (removed.empty() ? "no damaged entry was found (clear the cache if it recurs)"
                       : "removed " + std::to_string(removed.size()) + " damaged kernel librar" +
                             (removed.size() == 1 ? "y" : "ies") + " from " + kernels + " (" +
                             removed.front() + (removed.size() > 1 ? ", ..." : "") + ")");
  r.message += (r.message.empty() ? "" : "\n") + line;
  return line;
}

}  // namespace clc
