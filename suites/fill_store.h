// --fill-digest-store: the expected digests a run of the filtered cases at --coverage would
// use, computed on every core and kept in the digest store, without a device (one big
// machine prepares the store for a device farm).
#pragma once

#include <gtest/gtest.h>

#include "suites/cli.h"

namespace clc {

// A GoogleTest environment: once GoogleTest has applied the filter, it plans the selected
// cases for a device with every type and denormal support, fills the store for every
// digested operand stream, prints what it did and ends the process (exit 0; 2 without a
// store folder).
class FillDigestStore : public testing::Environment {
 public:
  explicit FillDigestStore(CliOptions options);
  void SetUp() override;

 private:
  CliOptions options_;
};

}  // namespace clc
