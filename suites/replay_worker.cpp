// The replay child: each spec announced, replayed and its replay written.
#include "suites/replay_worker.h"

#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>

#include "harness/run/replay.h"
#include "suites/worker.h"

namespace clc {

namespace {

nlohmann::json ReadJson(const std::string& path) {
  std::ifstream in(path);
  if (!in) return nlohmann::json(nlohmann::json::value_t::discarded);
  return nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
}

}  // namespace

int RunReplayWorker(const CliOptions& o) {
  const nlohmann::json list = ReadJson(o.replay_specs);
  std::ofstream out(o.worker_out, std::ios::app);
  if (!list.is_array() || !out) {
    std::cerr << "clconform replay: cannot read " << o.replay_specs << " or write " << o.worker_out
              << "\n";
    return kExitUsage;
  }
  const std::optional<Device> device = WorkerDevice(o);
  if (!device) return kExitNoDevice;
  Replayer replayer(*device);
  for (std::size_t i = 0; i < list.size(); ++i) {
    out << ReplayingRecord(i) << "\n" << std::flush;
    const std::string path = list[i].is_string() ? list[i].get<std::string>() : "";
    const nlohmann::json spec = ReadJson(path);
    Replay r;
    if (spec.is_object()) {
      r = replayer.Run(spec);
    } else {
      r.error = "cannot read the spec " + path;
    }
    out << ReplayedRecord(i, r) << "\n" << std::flush;
  }
  return out ? kExitPass : kExitFail;
}

}  // namespace clc
