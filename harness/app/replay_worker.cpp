// The replay child: each spec announced, replayed and its replay written.
#include "harness/app/replay_worker.h"

#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>

#include "harness/app/worker.h"
#include "harness/app/worker_output.h"
#include "harness/run/child_process.h"
#include "harness/run/replay.h"

namespace clc {

namespace {

nlohmann::json ReadJson(const std::string& path) {
  std::ifstream in(path);
  if (!in) return nlohmann::json(nlohmann::json::value_t::discarded);
  return nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
}

}  // namespace

int RunReplayWorker(const CliOptions& o) {
  CheckReadable(o.replay_specs);
  WorkerOutputFile out(o.worker_out);
  const nlohmann::json list = ReadJson(o.replay_specs);
  if (!list.is_array()) {
    std::cerr << "clconform replay: " << o.replay_specs << " is no list of specs\n";
    return kExitUsage;
  }
  const std::optional<Device> device = WorkerDevice(o);
  if (!device) return kExitNoDevice;
  std::size_t at = 0;
  // A build says so (the watchdog's build limit), and the spec is announced again after it.
  Replayer replayer(*device, [&](bool building) {
    out.Line(building ? std::string(kBuildingRecord) : ReplayingRecord(at));
  });
  for (std::size_t i = 0; i < list.size(); ++i) {
    at = i;
    out.Line(ReplayingRecord(i));
    const std::string path = list[i].is_string() ? list[i].get<std::string>() : "";
    const nlohmann::json spec = ReadJson(path);
    Replay r;
    if (spec.is_object()) {
      r = replayer.Run(spec);
    } else {
      r.error = "cannot read the spec " + path;
    }
    out.Line(ReplayedRecord(i, r));
  }
  return kExitPass;
}

}  // namespace clc
