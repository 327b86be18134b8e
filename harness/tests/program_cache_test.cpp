// The program cache against PoCL and Oclgrind: a second build of a program is a hit that runs,
// anything else about the program or the driver is a miss, and a bad entry is rebuilt.
#include "harness/device/program_cache.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "harness/device/driver_identity.h"
#include "harness/device/icd.h"
#include "harness/files/sha256.h"

namespace clc {
namespace {

namespace fs = std::filesystem;

constexpr const char* kSource =
    "kernel void k(global int* out) { out[get_global_id(0)] = 3 * (int)get_global_id(0); }";

fs::path Fresh(const std::string& name) {
  fs::path dir = fs::temp_directory_path() /
                 ("clconform-program-cache-" + name + "-" + std::to_string(getpid()));
  fs::remove_all(dir);
  return dir;
}

// The key the cache files `source` under for `d`, built without options.
std::string KeyOf(const Device& d, const std::string& source) {
  return ProgramCacheKey(source, "", DriverIdentityOf(d.device));
}

// Runs kSource's kernel over 64 items in `context`: whether every item wrote 3 * its index.
bool Runs(const cl::Context& context, const Device& d, const BuildResult& built) {
  if (!built.ok) return false;
  cl::CommandQueue queue(context, d.device);
  cl::Buffer out(context, CL_MEM_WRITE_ONLY, 64 * sizeof(cl_int));
  cl::Kernel kernel(built.program, "k");
  kernel.setArg(0, out);
  queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(64));
  std::vector<cl_int> got(64);
  queue.enqueueReadBuffer(out, CL_TRUE, 0, got.size() * sizeof(cl_int), got.data());
  for (int i = 0; i < 64; ++i) {
    if (got[i] != 3 * i) return false;
  }
  return true;
}

// Builds `source` through `cache` in a context of its own, and keeps it.
BuildResult BuildFresh(const ProgramCache& cache, const Device& d, const std::string& source,
                       const std::string& options = "") {
  BuildResult built = cache.Build(cl::Context(d.device), d.device, source, options);
  EXPECT_EQ(cache.Keep(built, d.device), built.ok && !built.loaded) << d.info.FullName();
  return built;
}

TEST(Sha256, KnownDigests) {
  EXPECT_EQ(Sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(Sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  // Lengths on each side of the tail's one-block / two-block boundary, and several blocks.
  EXPECT_EQ(Sha256Hex(std::string(55, 'a')),
            "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318");
  EXPECT_EQ(Sha256Hex(std::string(56, 'a')),
            "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a");
  EXPECT_EQ(Sha256Hex(std::string(64, 'a')),
            "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb");
  EXPECT_EQ(Sha256Hex(std::string(119, 'a')),
            "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb");
  EXPECT_EQ(Sha256Hex(std::string(1000, 'a')),
            "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3");
}

TEST(ProgramCacheKey, EveryPartCounts) {
  const std::string identity = "PoCL\nOpenCL 3.0 PoCL 3.1\ncpu\n3.1\n/usr/lib/libpocl.so 1 2 3\n";
  const std::string key = ProgramCacheKey(kSource, "", identity);
  EXPECT_EQ(key.size(), 64u);
  EXPECT_EQ(key, ProgramCacheKey(kSource, "", identity));
  EXPECT_NE(key, ProgramCacheKey(std::string(kSource) + " ", "", identity));
  EXPECT_NE(key, ProgramCacheKey(kSource, "-cl-fast-relaxed-math", identity));
  // The same driver versions from a library rebuilt or moved: another key.
  EXPECT_NE(key, ProgramCacheKey(kSource, "",
                                 "PoCL\nOpenCL 3.0 PoCL 3.1\ncpu\n3.1\n"
                                 "/usr/lib/libpocl.so 1 2 4\n"));
  EXPECT_NE(key, ProgramCacheKey(kSource, "",
                                 "PoCL\nOpenCL 3.0 PoCL 3.2\ncpu\n3.1\n"
                                 "/usr/lib/libpocl.so 1 2 3\n"));
  // The parts cannot slide into each other.
  EXPECT_NE(ProgramCacheKey("ab", "c", identity), ProgramCacheKey("a", "bc", identity));
}

TEST(DriverIdentity, NamesEachDriversLibrary) {
  const std::vector<Device> devices = DiscoverDevices();
  ASSERT_EQ(devices.size(), 2u);
  for (const Device& d : devices) {
    const std::string library = DriverLibraryOf(d.platform());
    const std::string expected = d.info.platform_name == "Oclgrind" ? "oclgrind" : "pocl";
    EXPECT_NE(library.find(expected), std::string::npos) << d.info.FullName() << ": " << library;
    EXPECT_EQ(library.front(), '/') << library;
    const std::string identity = DriverIdentityOf(d.device);
    EXPECT_NE(identity.find(library), std::string::npos) << identity;
    EXPECT_NE(identity.find(d.info.driver_version), std::string::npos) << identity;
  }
  EXPECT_EQ(DriverLibraryOf(nullptr), "");
  // No shim preloaded here: the ICD loader gives this process its OpenCL entry points.
  EXPECT_NE(EntryLibraryOf().find("/libOpenCL.so"), std::string::npos) << EntryLibraryOf();
}

// The libraries a driver compiles with are part of its identity: LLVM for PoCL and for Oclgrind,
// whose ICD library compiles nothing itself (its liboclgrind does); not the C runtime nor the
// ICD loader, which every process has. The same text each time it is asked.
TEST(DriverIdentity, NamesTheLibrariesThatCompile) {
  const std::vector<Device> devices = DiscoverDevices();
  ASSERT_EQ(devices.size(), 2u);
  for (const Device& d : devices) {
    const std::string libraries = CompilerLibrariesOf(LibraryOf(d.platform()));
    EXPECT_NE(libraries.find("/libLLVM"), std::string::npos) << d.info.FullName() << libraries;
    if (d.info.platform_name == "Oclgrind") {
      EXPECT_NE(libraries.find("/liboclgrind-"), std::string::npos) << libraries;
    }
    for (const char* runtime : {"/libc.so", "/libOpenCL.so", "/libstdc++.so"})
      EXPECT_EQ(libraries.find(runtime), std::string::npos) << runtime << "\n" << libraries;
    EXPECT_EQ(libraries.find(LibraryOf(d.platform()) + " "), std::string::npos) << "listed twice";
    EXPECT_NE(DriverIdentityOf(d.device).find(libraries), std::string::npos);
    EXPECT_EQ(CompilerLibrariesOf(LibraryOf(d.platform())), libraries);
  }
  EXPECT_EQ(CompilerLibrariesOf("/nonexistent/libdriver.so"), "");
}

TEST(ProgramCache, ASecondBuildIsAHitThatRuns) {
  for (const Device& d : DiscoverDevices()) {
    const ProgramCache cache(Fresh("hit").string());
    const BuildResult first = BuildFresh(cache, d, kSource);
    ASSERT_TRUE(first.ok) << first.log;
    EXPECT_FALSE(first.loaded);
    ASSERT_TRUE(fs::exists(cache.PathOf(KeyOf(d, kSource)))) << d.info.FullName();
    const cl::Context context(d.device);
    const BuildResult second = cache.Build(context, d.device, kSource, "");
    EXPECT_TRUE(second.loaded) << d.info.FullName();
    EXPECT_EQ(second.log, first.log);
    EXPECT_TRUE(Runs(context, d, second)) << d.info.FullName();
    // Another source, or other options: built from source.
    EXPECT_FALSE(BuildFresh(cache, d, std::string(kSource) + "\n").loaded);
    EXPECT_FALSE(BuildFresh(cache, d, kSource, "-cl-opt-disable").loaded);
    EXPECT_TRUE(BuildFresh(cache, d, kSource, "-cl-opt-disable").loaded);
    fs::remove_all(fs::path(cache.PathOf("x")).parent_path());
  }
}

TEST(ProgramCache, NothingIsWrittenUntilKept) {
  for (const Device& d : DiscoverDevices()) {
    const ProgramCache cache(Fresh("keep").string());
    const cl::Context context(d.device);
    const BuildResult built = cache.Build(context, d.device, kSource, "");
    ASSERT_TRUE(built.ok) << built.log;
    EXPECT_EQ(built.cache_key, KeyOf(d, kSource));
    EXPECT_FALSE(fs::exists(cache.PathOf(built.cache_key))) << d.info.FullName();
    // Kept after its kernel ran (a driver's binary then holds the kernels it compiled).
    EXPECT_TRUE(Runs(context, d, built)) << d.info.FullName();
    EXPECT_TRUE(cache.Keep(built, d.device)) << d.info.FullName();
    const BuildResult hit = cache.Build(context, d.device, kSource, "");
    EXPECT_TRUE(hit.loaded) << d.info.FullName();
    EXPECT_EQ(hit.cache_key, "") << "a hit has nothing to keep";
    EXPECT_FALSE(cache.Keep(hit, d.device));
    EXPECT_TRUE(Runs(context, d, hit)) << d.info.FullName();
    fs::remove_all(fs::path(cache.PathOf("x")).parent_path());
  }
}

TEST(ProgramCache, TheStoredLogComesBack) {
  const Device d = DiscoverDevices().front();
  const ProgramCache cache(Fresh("log").string());
  ASSERT_TRUE(BuildFresh(cache, d, kSource).ok);
  const std::string key = KeyOf(d, kSource);
  std::optional<CachedProgram> entry = cache.Load(key);
  ASSERT_TRUE(entry);
  entry->log = "warning: the original build's words\n1 warning generated.";
  ASSERT_TRUE(cache.Save(key, *entry));
  const BuildResult hit = BuildFresh(cache, d, kSource);
  EXPECT_TRUE(hit.loaded);
  EXPECT_EQ(hit.log, entry->log);
  fs::remove_all(fs::path(cache.PathOf(key)).parent_path());
}

TEST(ProgramCache, ADamagedEntryIsRemovedRebuiltAndRewritten) {
  const Device d = DiscoverDevices().front();
  const ProgramCache cache(Fresh("damaged").string());
  ASSERT_TRUE(BuildFresh(cache, d, kSource).ok);
  const std::string key = KeyOf(d, kSource);
  const std::string path = cache.PathOf(key);
  const std::uintmax_t size = fs::file_size(path);
  const auto rebuilt = [&](const std::string& what) {
    const BuildResult b = BuildFresh(cache, d, kSource);
    EXPECT_TRUE(b.ok) << what;
    EXPECT_FALSE(b.loaded) << what;
    EXPECT_TRUE(cache.Load(key)) << what << ": written anew";
    EXPECT_TRUE(BuildFresh(cache, d, kSource).loaded) << what;
  };
  {
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(static_cast<std::streamoff>(size / 2));
    const int byte = f.peek();
    f.put(static_cast<char>(byte ^ 0x5a));
  }
  rebuilt("a flipped byte");
  fs::resize_file(path, size / 3);
  rebuilt("a truncated file");
  // A whole entry whose binary the driver refuses.
  ASSERT_TRUE(cache.Save(key, {"log", std::string(4096, '\x7f')}));
  rebuilt("a binary the driver refuses");
  fs::remove_all(fs::path(path).parent_path());
}

TEST(ProgramCache, AFailedBuildIsNeverKept) {
  const Device d = DiscoverDevices().front();
  const fs::path dir = Fresh("failed");
  const ProgramCache cache(dir.string());
  const std::string bad = "kernel void k(global int* out) { out[0] = no_such_identifier; }";
  for (int i = 0; i < 2; ++i) {
    const BuildResult b = BuildFresh(cache, d, bad);
    EXPECT_FALSE(b.ok);
    EXPECT_FALSE(b.loaded);
    EXPECT_NE(b.log.find("no_such_identifier"), std::string::npos) << b.log;
  }
  EXPECT_FALSE(fs::exists(cache.PathOf(KeyOf(d, bad))));
  fs::remove_all(dir);
}

TEST(ProgramCache, NoRootNoCache) {
  const Device d = DiscoverDevices().front();
  const ProgramCache none("");
  EXPECT_FALSE(none.enabled());
  const BuildResult built = none.Build(cl::Context(d.device), d.device, kSource, "");
  EXPECT_TRUE(built.ok);
  EXPECT_EQ(built.cache_key, "");
  EXPECT_FALSE(none.Keep(built, d.device));
  EXPECT_FALSE(none.Build(cl::Context(d.device), d.device, kSource, "").loaded);
}

}  // namespace
}  // namespace clc
