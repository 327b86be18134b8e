// A run over several devices: this program once per device, all at once, each in a process
// of its own with its output in a log file.
#pragma once

#include <string>
#include <vector>

#include "harness/device/listing.h"
#include "harness/report/device_info.h"

namespace clc {

// Runs `self` with `args` once per device of `devices`, all at once (the devices are
// independent), each with --device=INDEX in place of the --device flags of `args` and its
// output in a log file of `log_dir`; prints each log's last lines as it ends, and keeps the
// log in the device's report folder of `report_dir` when there is one. `infos` (every device
// found) names the folders. Of the devices' exit codes, an unfinished run's comes first, then
// a failure.
int RunEachDevice(const std::string& self, const std::vector<std::string>& args,
                  const std::vector<ListedDevice>& devices, const std::vector<DeviceInfo>& infos,
                  const std::string& log_dir, const std::string& report_dir);

// The exit code of two runs (of devices, or a run and its listing): a run that did not end (an
// error, a signal, a busy folder) first, so that an unfinished one is never hidden; then a
// failure; then "nothing checked" only when neither checked anything.
int CombineExits(int worst, int code);

}  // namespace clc
