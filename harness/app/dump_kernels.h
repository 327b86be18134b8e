// --dump-kernels=DIR: the programs a run would build, written instead of running.
#pragma once

#include <string>
#include <vector>

#include "harness/app/cli.h"
#include "harness/app/output_only.h"
#include "harness/device/device.h"

namespace clc {

// Whether `dir` can hold the dumped programs (a folder, or a path that can become one); sets
// `error` otherwise. Checked before any device work, so a bad path is a usage error.
bool DumpFolderUsable(const std::string& dir, std::string* error);

// Once GoogleTest has applied the filter and the shard, plans the selected cases for each
// device exactly as a run would (harness/run/plan.h) and writes every program of the plan
// under DIR/<platform>-<device index>/; no case runs (exit 0; 2 if a file cannot be written).
class DumpKernels : public OutputOnly {
 public:
  DumpKernels(std::vector<DeviceInfo> devices, CliOptions options);

 protected:
  int Work() override;

 private:
  std::vector<DeviceInfo> devices_;
  CliOptions options_;
};

}  // namespace clc
