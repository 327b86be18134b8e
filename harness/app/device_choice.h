// Which devices a run tests: every ICD listed by a child process of its own
// (harness/run/icd_listing.h), then --list-devices, --device and --one-device. This process
// loads no driver.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "harness/device/listing.h"
#include "harness/run/options.h"

namespace clc {

struct DeviceChoice {
  std::vector<ListedDevice> devices;  // the devices to test
  std::vector<DeviceInfo> infos;      // every device listed (they name the report folders)
  // The ICDs that exited, hung or crashed while listed ("SOURCE: why"), where the run was asked
  // for every device: its exit says so once the others are tested (FinalExit).
  std::vector<std::string> lost;
};

// The exit code where the run ends here, its messages printed: --list-devices, an --icd that
// gives no device (kExitIcd), no platform, a --device that selects nothing or, with
// --one-device, more than one. Nothing where the run goes on with `choice`. `temp_dir`: where
// the listing children write.
std::optional<int> ChooseDevices(const std::string& self, const std::string& temp_dir,
                                 const CliOptions& options, DeviceChoice* choice);

// The exit code of a run that tested `choice`'s devices and ended with `code`: kExitIcd, with a
// line naming them, where ICDs were lost while listed, unless `code` says the run did not end.
int FinalExit(const DeviceChoice& choice, int code);

}  // namespace clc
