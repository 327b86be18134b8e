// --dump-kernels=DIR: the programs a run would build, written instead of running.
#pragma once

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "harness/device/device.h"
#include "suites/cli.h"

namespace clc {

// Whether `dir` can hold the dumped programs (a folder, or a path that can become one); sets
// `error` otherwise. Checked before any device work, so a bad path is a usage error.
bool DumpFolderUsable(const std::string& dir, std::string* error);

// A GoogleTest environment: once GoogleTest has applied the filter and the shard, it plans
// the selected cases for each device exactly as a run would (harness/run/plan.h), writes every
// program of the plan under DIR/<platform>-<device index>/ and ends the process with exit
// code 0 (2 if a file cannot be written), so no case runs.
class DumpKernels : public testing::Environment {
 public:
  DumpKernels(std::vector<Device> devices, CliOptions options);
  void SetUp() override;

 private:
  std::vector<Device> devices_;
  CliOptions options_;
};

}  // namespace clc
