// Device discovery, selection and builds against the project's ICDs (PoCL and Oclgrind).
#include "harness/device/device.h"

#include <stdlib.h>
#include <unistd.h>

#include <cctype>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "harness/device/await.h"
#include "harness/report/format.h"

namespace clc {
namespace {

// Tests run with OCL_ICD_VENDORS=<repo>/.vendors (written by scripts/setup.sh), which names
// exactly PoCL and Oclgrind.
constexpr const char* kPocl = "Portable Computing Language";
constexpr const char* kOclgrind = "Oclgrind";

const Device* Find(const std::vector<Device>& devices, const std::string& platform) {
  for (const Device& d : devices) {
    if (d.info.platform_name == platform) return &d;
  }
  return nullptr;
}

TEST(DiscoverDevicesTest, FindsPoclAndOclgrindInLoaderOrder) {
  const std::vector<Device> devices = DiscoverDevices();
  ASSERT_EQ(devices.size(), 2U) << DescribeAll(devices);
  EXPECT_NE(Find(devices, kPocl), nullptr) << DescribeAll(devices);
  EXPECT_NE(Find(devices, kOclgrind), nullptr) << DescribeAll(devices);
  for (std::size_t i = 0; i < devices.size(); ++i) {
    EXPECT_EQ(devices[i].info.index, static_cast<int>(i));
    EXPECT_FALSE(devices[i].info.device_name.empty());
    EXPECT_GT(devices[i].info.compute_units, 0U);
    EXPECT_GT(devices[i].info.max_work_group_size, 0U);
    EXPECT_GT(devices[i].info.max_mem_alloc_size, 0U);
    EXPECT_GE(devices[i].info.global_mem_size, devices[i].info.max_mem_alloc_size);
  }
}

TEST(DiscoverDevicesTest, PoclIsOpenCl3WithFp64) {
  const std::vector<Device> devices = DiscoverDevices();
  const Device* pocl = Find(devices, kPocl);
  ASSERT_NE(pocl, nullptr) << DescribeAll(devices);
  const DeviceInfo& info = pocl->info;
  EXPECT_TRUE(info.Has(Feature::kFp64));
  EXPECT_TRUE(info.Has(Feature::kInt64));
  EXPECT_EQ(info.profile, Profile::kFull);
  EXPECT_EQ(info.device_version_major, 3);
  // PoCL's CL_DEVICE_OPENCL_C_VERSION says 1.2; CL_DEVICE_OPENCL_C_ALL_VERSIONS lists 3.0.
  EXPECT_EQ(info.opencl_c_major, 3);
  EXPECT_EQ(info.opencl_c_minor, 0);
  EXPECT_TRUE(info.HasFeature("__opencl_c_fp64"));
  EXPECT_TRUE(info.HasExtension("cl_khr_fp64"));
  EXPECT_TRUE(Supports(info, ScalarType::kDouble));
  EXPECT_TRUE(info.fp_caps.Denorm(ScalarType::kFloat));
  // Each feature and each floating-point type kept from the traits rows, in their order.
  EXPECT_NE(Describe(info).find(", fp64 yes, fp16 no, int64 yes, denormals: float double, "),
            std::string::npos)
      << Describe(info);
}

TEST(DiscoverDevicesTest, OclgrindIsOpenClC12) {
  const std::vector<Device> devices = DiscoverDevices();
  const Device* oclgrind = Find(devices, kOclgrind);
  ASSERT_NE(oclgrind, nullptr) << DescribeAll(devices);
  const DeviceInfo& info = oclgrind->info;
  EXPECT_EQ(info.device_version_major, 1);
  EXPECT_EQ(info.device_version_minor, 2);
  EXPECT_EQ(info.opencl_c_major, 1);
  EXPECT_EQ(info.opencl_c_minor, 2);
  EXPECT_TRUE(info.opencl_c_features.empty());
  EXPECT_TRUE(info.Has(Feature::kFp64));
  EXPECT_EQ(info.profile, Profile::kFull);
  EXPECT_NE(Describe(info).find("OpenCL C 1.2"), std::string::npos) << Describe(info);
}

TEST(DescribeTest, OneLineWithIndexAndNames) {
  for (const Device& d : DiscoverDevices()) {
    const std::string line = Describe(d.info);
    EXPECT_EQ(line.find('\n'), std::string::npos) << line;
    EXPECT_EQ(line.rfind("#" + std::to_string(d.info.index) + " " + d.info.FullName(), 0), 0U)
        << line;
  }
}

TEST(SelectDevicesTest, NoSelectorSelectsAll) {
  const std::vector<Device> all = DiscoverDevices();
  EXPECT_EQ(SelectDevices(all, {}).size(), all.size());
}

TEST(SelectDevicesTest, ByIndex) {
  const std::vector<Device> all = DiscoverDevices();
  ASSERT_EQ(all.size(), 2U);
  const std::vector<Device> one = SelectDevices(all, {"1"});
  ASSERT_EQ(one.size(), 1U);
  EXPECT_EQ(one[0].info.index, 1);
  EXPECT_EQ(one[0].info.FullName(), all[1].info.FullName());
}

TEST(SelectDevicesTest, BySubstringIgnoringCase) {
  const std::vector<Device> all = DiscoverDevices();
  const std::vector<Device> oclgrind = SelectDevices(all, {"oCLGRIND"});
  ASSERT_EQ(oclgrind.size(), 1U);
  EXPECT_EQ(oclgrind[0].info.platform_name, kOclgrind);
  const std::vector<Device> pocl = SelectDevices(all, {"portable computing"});
  ASSERT_EQ(pocl.size(), 1U);
  EXPECT_EQ(pocl[0].info.platform_name, kPocl);
  // The device half of "platform / device" matches too.
  EXPECT_EQ(SelectDevices(all, {"simulator"}).size(), 1U);
}

TEST(SelectDevicesTest, RepeatedSelectorsSelectEachDeviceOnceInOrder) {
  const std::vector<Device> all = DiscoverDevices();
  const std::vector<Device> both = SelectDevices(all, {"1", "0", "oclgrind", "1"});
  ASSERT_EQ(both.size(), 2U);
  EXPECT_EQ(both[0].info.index, 0);
  EXPECT_EQ(both[1].info.index, 1);
}

TEST(SelectDevicesTest, UnknownSelectorListsTheDevices) {
  const std::vector<Device> all = DiscoverDevices();
  for (const std::string& bad : {std::string("7"), std::string("no-such-gpu")}) {
    try {
      SelectDevices(all, {"0", bad});
      ADD_FAILURE() << "selector '" << bad << "' was accepted";
    } catch (const SelectorError& e) {
      const std::string message = e.what();
      EXPECT_NE(message.find("'" + bad + "'"), std::string::npos) << message;
      EXPECT_NE(message.find(kPocl), std::string::npos) << message;
      EXPECT_NE(message.find(kOclgrind), std::string::npos) << message;
    }
  }
  EXPECT_THROW(SelectDevices(all, {""}), SelectorError);
}

// ReadWhenDone reads what the commands before it wrote, once they are done, and throws the
// error of a read the driver refuses.
TEST(ReadWhenDoneTest, ReadsTheResultsOfTheCommandsBefore) {
  for (const Device& d : DiscoverDevices()) {
    const cl::Context context(d.device);
    cl::CommandQueue queue(context, d.device);
    cl::Program program(context,
                        "kernel void k(global uint* out) { uint i = get_global_id(0); "
                        "out[i] = i * 3u + 1u; }");
    program.build();
    cl::Kernel kernel(program, "k");
    constexpr std::size_t kItems = 1 << 16;
    const cl::Buffer out(context, CL_MEM_READ_WRITE, kItems * sizeof(cl_uint));
    kernel.setArg(0, out);
    queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(kItems));
    std::vector<cl_uint> got(kItems);
    ReadWhenDone(queue, out, kItems * sizeof(cl_uint), got.data());
    for (std::size_t i = 0; i < kItems; ++i)
      ASSERT_EQ(got[i], i * 3 + 1) << Describe(d.info) << " item " << i;
    std::vector<cl_uint> more(2 * kItems);
    EXPECT_THROW(ReadWhenDone(queue, out, more.size() * sizeof(cl_uint), more.data()), cl::Error)
        << Describe(d.info);
  }
}

TEST(BuildProgramTest, BuildsAndKeepsTheLog) {
  for (const Device& d : DiscoverDevices()) {
    const BuildResult r =
        BuildProgram(d, "kernel void k(global int* out) { out[get_global_id(0)] = 1; }", "");
    EXPECT_TRUE(r.ok) << Describe(d.info) << "\n" << r.log;
    EXPECT_EQ(r.error, CL_SUCCESS);
    EXPECT_NE(r.program(), nullptr);
  }
}

TEST(BuildProgramTest, FailureReturnsTheLog) {
  for (const Device& d : DiscoverDevices()) {
    const BuildResult r = BuildProgram(
        d, "kernel void k(global int* out) { out[0] = no_such_identifier; }", "-cl-std=CL1.2");
    EXPECT_FALSE(r.ok) << Describe(d.info);
    EXPECT_EQ(r.error, CL_BUILD_PROGRAM_FAILURE) << ErrorName(r.error);
    EXPECT_NE(r.log.find("no_such_identifier"), std::string::npos) << r.log;
  }
}

TEST(BuildProgramTest, InvalidOptionsAreReportedNotThrown) {
  const std::vector<Device> devices = DiscoverDevices();
  const Device* pocl = Find(devices, kPocl);
  ASSERT_NE(pocl, nullptr);
  const BuildResult r = BuildProgram(*pocl, "kernel void k() {}", "-cl-no-such-option");
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.error, CL_SUCCESS);
  EXPECT_FALSE(r.log.empty());
}

DeviceInfo EmbeddedWithoutExtras() {
  DeviceInfo info;
  info.profile = Profile::kEmbedded;
  return info;
}

TEST(SupportsTest, OptionalTypesNeedTheirCapability) {
  DeviceInfo info = EmbeddedWithoutExtras();
  for (ScalarType t : AllScalarTypes()) {
    const bool optional = t == ScalarType::kHalf || t == ScalarType::kDouble ||
                          t == ScalarType::kLong || t == ScalarType::kULong;
    EXPECT_EQ(Supports(info, t), !optional) << Name(t);
    EXPECT_EQ(UnsupportedReason(info, t).empty(), !optional) << Name(t);
  }
  EXPECT_NE(UnsupportedReason(info, ScalarType::kHalf).find("cl_khr_fp16"), std::string::npos);
  EXPECT_NE(UnsupportedReason(info, ScalarType::kDouble).find("fp64"), std::string::npos);
  EXPECT_NE(UnsupportedReason(info, ScalarType::kULong).find("ulong"), std::string::npos);
  EXPECT_NE(UnsupportedReason(info, ScalarType::kLong).find("EMBEDDED_PROFILE without"),
            std::string::npos);
  info.extensions = {"cl_khr_fp16", "cl_khr_fp64", "cles_khr_int64"};
  for (ScalarType t : AllScalarTypes()) EXPECT_TRUE(Supports(info, t)) << Name(t);
}

// A feature comes from an extension, an OpenCL C 3.0 feature macro, or (int64) the full profile.
TEST(SupportsTest, FeaturesComeFromExtensionsMacrosOrTheProfile) {
  DeviceInfo info = EmbeddedWithoutExtras();
  EXPECT_TRUE(info.Has(Feature::kCore));
  EXPECT_FALSE(info.Has(Feature::kFp64));
  info.opencl_c_features = {"__opencl_c_fp64", "__opencl_c_int64"};
  EXPECT_TRUE(info.Has(Feature::kFp64));
  EXPECT_TRUE(info.Has(Feature::kInt64));
  EXPECT_FALSE(info.Has(Feature::kFp16));
  info.opencl_c_features.clear();
  info.profile = Profile::kFull;
  EXPECT_TRUE(info.Has(Feature::kInt64));
  EXPECT_FALSE(info.Has(Feature::kFp64));
}

// The traits rows hold each floating-point format's clGetDeviceInfo query for its CL_FP_DENORM.
TEST(SupportsTest, TraitsRowsHoldTheFpConfigQueries) {
  EXPECT_EQ(Traits(ScalarType::kHalf).fp_config_query, cl_device_info{CL_DEVICE_HALF_FP_CONFIG});
  EXPECT_EQ(Traits(ScalarType::kFloat).fp_config_query, cl_device_info{CL_DEVICE_SINGLE_FP_CONFIG});
  EXPECT_EQ(Traits(ScalarType::kDouble).fp_config_query,
            cl_device_info{CL_DEVICE_DOUBLE_FP_CONFIG});
}

TEST(SupportsTest, VariantNeedsBothTypes) {
  DeviceInfo info = EmbeddedWithoutExtras();
  EXPECT_TRUE(UnsupportedReason(
                  info, MakeConvert(ScalarType::kInt, ScalarType::kFloat, 4, false, Rounding::kRte))
                  .empty());
  EXPECT_FALSE(UnsupportedReason(info, MakeConvert(ScalarType::kDouble, ScalarType::kInt, 1, true,
                                                   Rounding::kDefault))
                   .empty());
  EXPECT_FALSE(
      UnsupportedReason(info, MakeAsType(ScalarType::kInt, 2, ScalarType::kLong, 1)).empty());
}

TEST(ErrorsTest, OutOfResourcesAndNames) {
  EXPECT_TRUE(IsOutOfResources(CL_OUT_OF_RESOURCES));
  EXPECT_TRUE(IsOutOfResources(CL_OUT_OF_HOST_MEMORY));
  EXPECT_TRUE(IsOutOfResources(CL_MEM_OBJECT_ALLOCATION_FAILURE));
  EXPECT_FALSE(IsOutOfResources(CL_SUCCESS));
  EXPECT_FALSE(IsOutOfResources(CL_BUILD_PROGRAM_FAILURE));
  EXPECT_FALSE(IsOutOfResources(CL_INVALID_WORK_GROUP_SIZE));
  EXPECT_EQ(ErrorName(CL_BUILD_PROGRAM_FAILURE), "CL_BUILD_PROGRAM_FAILURE (-11)");
  EXPECT_EQ(ErrorName(CL_PLATFORM_NOT_FOUND_KHR), "CL_PLATFORM_NOT_FOUND_KHR (-1001)");
  EXPECT_EQ(ErrorName(-12345), "unknown OpenCL error (-12345)");
}

// The ICD loader reads OCL_ICD_VENDORS once per process, so the empty folder is tried in a
// child that the death test starts afresh (the "threadsafe" style re-executes the binary).
TEST(DiscoverDevicesDeathTest, EmptyVendorsFolderMeansNoPlatform) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  char dir[] = "/tmp/clconform-no-vendors-XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  EXPECT_EXIT(
      {
        setenv("OCL_ICD_VENDORS", dir, 1);
        unsetenv("OCL_ICD_FILENAMES");
        try {
          const std::vector<Device> devices = DiscoverDevices();
          std::cerr << "found " << devices.size() << " devices\n";
        } catch (const NoPlatformError& e) {
          std::cerr << "NoPlatformError: " << e.what() << "\n";
          std::exit(0);
        } catch (const std::exception& e) {
          std::cerr << "other error: " << e.what() << "\n";
        }
        std::exit(1);
      },
      testing::ExitedWithCode(0), "NoPlatformError: no OpenCL platform found");
  rmdir(dir);
}

TEST(SelectDevicesTest, AnExactSelectorNamesOnlyItsDevice) {
  const std::vector<Device> all = DiscoverDevices();
  for (const Device& d : all) {
    const DeviceInfo& i = d.info;
    const std::string exact = ExactDeviceSelector(i.platform_name, i.device_name, i.driver_version);
    const std::vector<Device> one = SelectDevices(all, {exact});
    ASSERT_EQ(one.size(), 1U) << exact;
    EXPECT_EQ(one[0].info.index, i.index);
    // A part of it, another driver version or another case is not the device: a rerun line
    // pasted where the device differs must select nothing.
    std::string upper = exact;
    for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    for (const std::string& near :
         {exact.substr(0, exact.size() - 1), exact + "0", "=" + i.FullName(), upper}) {
      if (near == exact) continue;
      EXPECT_THROW(SelectDevices(all, {near}), SelectorError) << near;
    }
  }
}

}  // namespace
}  // namespace clc

int main(int argc, char** argv) {
  // Running the binary by hand sees the same ICDs as ctest does, and no library that
  // scripts/env.sh or the user added besides.
  setenv("OCL_ICD_VENDORS", CLCONFORM_VENDORS_DIR, /*overwrite=*/0);
  unsetenv("OCL_ICD_FILENAMES");
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
