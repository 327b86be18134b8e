// Worker mode: the child side of process isolation. Runs the listed cases on one device in
// this process, writing one JSON line per result and a heartbeat line per step.
#pragma once

#include <optional>

#include "harness/app/cli.h"
#include "harness/device/device.h"

namespace clc {

// The one device a child runs on (its --device and --icd), or nullopt after a line on stderr.
std::optional<Device> WorkerDevice(const CliOptions& o);

int RunWorker(const CliOptions& o);

}  // namespace clc
