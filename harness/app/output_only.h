// A mode that runs no case and whose output is files (--dump-kernels, --fill-digest-store): a
// GoogleTest environment, so that its work sees the cases GoogleTest's filter and shard
// select, which then ends the run without running them and gives its exit code back to main.
#pragma once

#include <gtest/gtest.h>

namespace clc {

class OutputOnly : public testing::Environment {
 public:
  // Does the work, then skips every case (GoogleTest runs none after a skip in set-up).
  void SetUp() final;
  // The work's exit code, once RUN_ALL_TESTS has returned.
  int code() const { return code_; }

 protected:
  virtual int Work() = 0;  // the mode's work, once the cases are selected; its exit code

 private:
  int code_ = 0;
};

// Runs GoogleTest with `mode` (GoogleTest owns it): the mode's exit code.
int RunOutputOnly(OutputOnly* mode);

}  // namespace clc
