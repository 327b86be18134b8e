// Replay mode: the child side of confirming a failure on the program that showed it. Replays
// the listed repro specs (harness/run/replay.h) on one device, announcing each before it starts
// (so a crash or a hang names the spec it happened on) and writing what each returned.
#pragma once

#include "harness/app/cli.h"

namespace clc {

// The child: replays the specs listed in `o.replay_specs`, appending records to `o.worker_out`.
int RunReplayWorker(const CliOptions& o);

}  // namespace clc
