// The one place that configures OpenCL-CLHPP; every file that needs OpenCL includes this.
#pragma once

// Host code is written against OpenCL 3.0 and still runs on OpenCL 1.2 devices (Oclgrind):
// 3.0-only queries are made only after the device version says they exist.
#define CL_HPP_TARGET_OPENCL_VERSION 300
// The oldest platform supported is 1.2, but Debian 12's opencl.hpp (v2023.02.06) does not
// compile with MINIMUM 120 and TARGET >= 200: the CommandQueue constructors call
// detail::getContextPlatformVersion, which it defines only for MINIMUM < 120
// (KhronosGroup/OpenCL-CLHPP#108, fixed by #245 after that release). 110 defines it; CLHPP
// then asks each platform for its version at run time and creates queues on a 1.2 platform
// with clCreateCommandQueue, on 2.0+ with clCreateCommandQueueWithProperties.
#define CL_HPP_MINIMUM_OPENCL_VERSION 110
// Errors are cl::Error exceptions (cl::BuildError carries the build logs). The harness catches
// them at its edges and turns them into its own results (see harness/device.h).
#define CL_HPP_ENABLE_EXCEPTIONS

#include <CL/opencl.hpp>
