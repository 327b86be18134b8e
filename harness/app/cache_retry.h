// Ruling out the caches before a crash or a build failure becomes a verdict. A damaged entry of
// PoCL's kernel cache (a truncated kernel library) kills every worker that loads it, and a
// cache the driver cannot write makes its builds fail: verdicts about the cache, not the
// driver. So a case that would get a crash or build-failure verdict with a cache in use is
// run once more in a worker with no cache at all: no program-cache binaries, and PoCL's
// cache in a fresh private folder. Only a failure that recurs there is a verdict; a case that
// passes there names the cache as the culprit, and its damaged entries are removed
// (harness/app/isolated_runner.cpp decides when; this file says how).
#pragma once

#include <string>
#include <vector>

#include "harness/app/cli.h"
#include "harness/device/listing.h"
#include "harness/report/result.h"
#include "harness/report/run_record.h"

namespace clc {

// Sets the program cache of a run on `device` in `record` (and PoCL's kernel folder in it,
// harness/device/driver_cache.h), and says on the console where it is. A cache folder this
// user cannot write in (a read-only mount) is said once, and the run goes without it
// (`options` then says --no-program-cache): PoCL's builds fail where it cannot write.
void ChooseProgramCache(const ListedDevice& device, CliOptions* options, RunRecord* record);

// Whether a worker with this program cache (ProgramCacheOf: "" for none) and environment uses a
// cache a retry could leave out.
bool UsesCache(const std::string& program_cache, const std::vector<std::string>& env);

// Whether the caches such a worker uses held an entry it could load: a program binary in the
// program cache's folder, or a kernel PoCL kept in its folder. Asked once, as a run starts: a
// cache that held none then can hold no damage from before, and what this run's workers and
// the runs beside it write there goes through temporary names (PoCL's and clconform's own),
// never half a file; so a crash there is the driver's, with nothing to retry without it.
bool CacheHeldEntries(const std::string& program_cache, const std::vector<std::string>& env);

// The options of a worker that loads no binary: no program cache, on CPU devices neither.
CliOptions WithoutCache(CliOptions o);
// The environment with PoCL's cache in `fresh_dir` (created) instead of where `env` puts it.
std::vector<std::string> WithoutCacheEnv(const std::vector<std::string>& env,
                                         const std::string& fresh_dir);

// Whether `r`'s verdict is one a damaged or unwritable cache can cause.
bool CacheMayCause(const VariantResult& r);

// After a case failed with the cache (`with_cache` says how) and passed without it: removes
// the damaged entries it can find in the cache `env` names (PoCL's kernel libraries that are
// not whole), appends what happened to `r`'s message, and returns the console line.
std::string BlameCache(const std::vector<std::string>& env, const std::string& with_cache,
                       VariantResult& r);

}  // namespace clc
