// The listing, then the selection (harness/app/device_choice.h).
#include "harness/app/device_choice.h"

#include <cstdlib>
#include <iostream>

#include "harness/app/cli.h"
#include "harness/app/cts_env.h"
#include "harness/app/each_device.h"
#include "harness/run/icd_listing.h"

namespace clc {

namespace {

std::string Indented(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& l : lines) text += "  " + l + "\n";
  return text;
}

// --list-devices without --device: the whole listing.
int ListAll(const Listing& listing) {
  std::cout << DescribeListing(listing) << std::flush;
  for (const std::string& u : listing.unusable) std::cerr << "clconform: " << u << "\n";
  if (!listing.unusable.empty() || !listing.lost.empty()) return kExitIcd;
  return listing.devices.empty() ? kExitNoPlatform : kExitPass;
}

// An --icd library that gives no device ends the run: nothing is tested in its place.
std::optional<int> RefuseUnusable(const Listing& listing) {
  if (listing.unusable.empty()) return std::nullopt;
  for (const std::string& u : listing.unusable) std::cerr << "clconform: " << u << "\n";
  std::cerr
      << "  (the driver under test gives no device: no other driver is tested in its place)\n";
  return kExitIcd;
}

// No device at all: no platform (exit 3), or platforms without devices (exit 4), or ICDs lost
// while listed (kExitIcd).
std::optional<int> RefuseEmpty(const Listing& listing) {
  if (!listing.devices.empty()) return std::nullopt;
  const bool any = std::any_of(listing.platforms.begin(), listing.platforms.end(),
                               [](const PlatformStatus& p) { return !p.name.empty(); });
  const char* vendors = std::getenv("OCL_ICD_VENDORS");
  std::cerr << "clconform: " << (any ? "no OpenCL device" : "no OpenCL platform")
            << " found (ICDs read from " << listing.environment << ")"
            << (listing.platforms.empty() ? "" : ":") << "\n"
            << DescribeSkipped(listing.platforms) << "  (is an ICD installed? OCL_ICD_VENDORS="
            << (vendors != nullptr ? vendors : "unset") << ")\n";
  if (!listing.lost.empty()) return kExitIcd;
  return any ? kExitNoDevice : kExitNoPlatform;
}

// --device's devices; with --one-device, one at most.
std::optional<int> ChooseListed(const Listing& listing, const CliOptions& options,
                                std::vector<ListedDevice>* devices) {
  try {
    *devices = SelectDevices(listing.devices, options.devices);
  } catch (const SelectorError& e) {
    const std::string skipped = DescribeSkipped(listing.platforms);
    std::cerr << "clconform: " << e.what()
              << (skipped.empty() ? "" : "  and ICDs that add none:\n" + skipped);
    return kExitNoDevice;
  }
  if (options.one_device && !options.pool && devices->size() > 1) {
    std::cerr << "clconform: " << FlagOf(&CliOptions::devices) << " selects " << devices->size()
              << " devices and " << FlagOf(&CliOptions::one_device)
              << " allows one: choose it by its index\n"
              << DescribeAll(*devices);
    return kExitUsage;
  }
  return std::nullopt;
}

}  // namespace

std::optional<int> ChooseDevices(const std::string& self, const std::string& temp_dir,
                                 const CliOptions& options, DeviceChoice* choice) {
  const std::string error =
      CheckCtsVariables([](const char* name) { return std::getenv(name); },
                        !options.devices.empty() || options.list_devices, std::cerr);
  if (!error.empty()) {
    std::cerr << "clconform: " << error << "\n";
    return kExitUsage;
  }
  const Listing listing = ListIcds({self, options.icds, temp_dir, options.icd_timeout_s});
  if (options.list_devices && options.devices.empty()) return ListAll(listing);
  if (std::optional<int> end = RefuseUnusable(listing)) return end;
  if (std::optional<int> end = RefuseEmpty(listing)) return end;
  if (std::optional<int> end = ChooseListed(listing, options, &choice->devices)) return end;
  if (options.list_devices) {
    std::cout << DescribeAll(choice->devices);
    return kExitPass;
  }
  choice->infos = InfosOf(listing.devices);
  const std::string skipped = DescribeSkipped(listing.platforms);
  if (options.devices.empty()) {
    choice->lost = listing.lost;
    if (!skipped.empty()) {
      std::cout << "[ icd      ] not tested (see " << FlagOf(&CliOptions::list_devices) << "):\n"
                << skipped;
    }
  } else if (!listing.lost.empty()) {
    std::cout << "[ icd      ] lost while listed, not tested:\n" << Indented(listing.lost);
  }
  return std::nullopt;
}

int FinalExit(const DeviceChoice& choice, int code) {
  if (choice.lost.empty()) return code;
  std::cerr << "clconform: not every device was tested: " << choice.lost.size()
            << (choice.lost.size() == 1 ? " ICD" : " ICDs")
            << " exited, hung or crashed while listed:\n"
            << Indented(choice.lost);
  return CombineExits(code, kExitIcd);
}

}  // namespace clc
