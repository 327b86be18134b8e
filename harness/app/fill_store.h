// --fill-digest-store: the expected digests a run of the filtered cases at --coverage would
// use, computed on every core and kept in the digest store, without a device (one big
// machine prepares the store for a device farm).
#pragma once

#include "harness/app/cli.h"
#include "harness/app/output_only.h"

namespace clc {

// Once GoogleTest has applied the filter, plans the selected cases for a device with every
// type and denormal support, fills the store for every digested operand stream and prints
// what it did; no case runs (exit 0; 2 without a store folder).
class FillDigestStore : public OutputOnly {
 public:
  explicit FillDigestStore(CliOptions options);

 protected:
  int Work() override;

 private:
  CliOptions options_;
};

}  // namespace clc
