// The machine's OpenCL drivers, listed without loading one in this process: each ICD library is
// loaded by a child process of its own (this program with --probe-icd: harness/device/listing.h)
// under a time limit, so that two drivers never share a process (two LLVMs in one process
// abort) and a driver that exits, hangs or crashes while it is listed is named with the reason
// instead of ending, hanging or passing the run.
#pragma once

#include <string>
#include <vector>

#include "harness/device/listing.h"

namespace clc {

struct Listing {
  std::vector<ListedDevice> devices;  // info.index: the place here
  // Every platform in the order of the ICDs, then every ICD that adds none, with why.
  std::vector<PlatformStatus> platforms;
  std::string environment;  // what was read: IcdEnvironment::Describe(), or the --icd libraries
  // The ICDs that exited, hung or crashed while they were listed: "SOURCE: why", one each.
  std::vector<std::string> lost;
  // The --icd libraries that add no device: "--icd=LIB: why", one each.
  std::vector<std::string> unusable;
};

struct ListingRequest {
  std::string self;               // this program's file: started with --probe-icd
  std::vector<std::string> icds;  // --icd: these alone; none: the ICDs of the loader's environment
  std::string temp_dir;           // where the children write what they found
  double timeout_s = 60;          // the most a child may take
};

// Lists every ICD of `request` (icd.h's IcdSources, or the --icd libraries alone), each in a
// child of its own, all at once; a library named twice is listed once, and an ICD whose library
// is the same file as an earlier one's adds nothing of its own. Never throws for a driver's
// failure.
Listing ListIcds(const ListingRequest& request);

// What --list-devices prints: where the ICDs were read from, every platform with its source and
// devices (Describe) or why it adds none.
std::string DescribeListing(const Listing& listing);

}  // namespace clc
