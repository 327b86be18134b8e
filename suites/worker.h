// Worker mode: the child side of process isolation. Runs the listed cases on one device in
// this process, writing one JSON line per result and a heartbeat line per step.
#pragma once

#include "suites/cli.h"

namespace clc {

int RunWorker(const CliOptions& o);

}  // namespace clc
