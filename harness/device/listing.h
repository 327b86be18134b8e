// What the parent of a run knows of a driver without loading it: each ICD is loaded and listed
// by a child process of its own (harness/run/icd_listing.h), which writes what it found
// (WriteIcdProbe) for the parent to read (ReadIcdProbe). A driver that exits, hangs or crashes
// while it is listed takes only that child with it, and no two drivers share a process.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "harness/device/device.h"
#include "harness/report/device_info.h"

namespace clc {

// A device as a listing child found it: plain data, no OpenCL handle.
struct ListedDevice {
  DeviceInfo info;
  // The driver library's file (absolute) that implements the device's platform: what the run's
  // children load alone (harness/app/child_device.h) and a reproducer loads.
  std::string library;
  int child_index = 0;   // its index in a process that loads `library` alone
  std::string identity;  // DriverIdentityOf (driver_identity.h): the program cache's key
};

// What one child found in one ICD library.
struct IcdProbe {
  std::string loaded;   // IcdEntry::loaded: the file the dynamic linker loaded ("": none)
  std::string problem;  // IcdEntry::problem: why it adds no platform ("": it adds some)
  std::vector<PlatformStatus> platforms;  // their `devices` index `devices`
  std::vector<ListedDevice> devices;      // info.index and child_index: their place here
};

// In the listing child: loads `library` alone (icd.h's LoadIcd), probes its platforms and
// devices, and writes what it found to `path` as JSON, whole or not at all (so that a file that
// is not there is a child that did not finish). False when it cannot be written.
bool WriteIcdProbe(const std::string& library, const std::string& path);

// In the parent: what the child wrote at `path`; nullopt when there is nothing there or it does
// not parse.
std::optional<IcdProbe> ReadIcdProbe(const std::string& path);

}  // namespace clc
